/**
 * `context-eval show SCENARIO [--run N]` (DESIGN §5): one run of the last report in full — its output as
 * the report keeps it, its expectation results, and the request its model received. Choosing the run
 * and rendering the text are pure; src/cli/show.ts does the reading. Untrusted text (the output, the
 * prompt files, the context) is printed with its control characters shown, never interpreted.
 */
import { formatPercent } from '../format/percent.js';
import type { ChatMessage } from '../providers/types.js';
import { didYouMean } from '../config/suggest.js';
import { terminalBlock, terminalInline } from './escape.js';
import { formatCount, formatDuration, VERDICT_LABEL } from './format.js';
import type { ExpectationCount, Report, RunResult, ScenarioResult, StageReport } from './types.js';
import type { TrajectoryStep } from '../agent/types.js';
import { blockLines, cells, CONTINUED, DEFAULT_WIDTH, joinWrapped, wrap, wrapLines } from './terminal-text.js';

/** What the report keeps of a run's output (src/pipeline/execute.ts), for the note under the output. */
export interface KeptChars {
  failed: number;
  passed: number;
}

/** The request rebuilt from today's files, and whether it is the one the run sent (same context hash). */
export interface ShownRequest {
  provider: string;
  type: string;
  model?: string;
  system: string;
  messages: ChatMessage[];
  /** The tools the role offers (their definitions are in the role's tools files). */
  tools?: readonly { name: string }[];
  /** undefined: the report holds no context hash to compare with. */
  sameContext?: boolean;
}

export class ShowError extends Error {
  override name = 'ShowError';
}

/** The most names an error lists, one a line. */
const MAX_NAMES = 50;

/** The report's scenario names, one a line under the message ("it has:"), at most MAX_NAMES. */
const names = (report: Report): string => {
  if (report.scenarios.length === 0) return ' (none)';
  const listed = report.scenarios.slice(0, MAX_NAMES).map((s) => `\n  ${terminalInline(s.name)}`);
  const more = report.scenarios.length - MAX_NAMES;
  return `${listed.join('')}${more > 0 ? `\n  … and ${more} more` : ''}`;
};

/** A name for the terminal that a shell reads back as one word. */
export function shellWord(text: string): string {
  return /^[\w.,:/@%+=-]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`;
}

/** The terminal summary's pointer to the first run that did not pass: "    see: context-eval show NAME --run N". */
export function showHint(s: ScenarioResult): string[] {
  const bad = s.runs.find((r) => r.error !== undefined || !r.pass);
  return bad ? [`    see: context-eval show ${terminalInline(shellWord(s.name))} --run ${bad.index + 1}`] : [];
}

/** The scenario and run `show` prints: --run N (1-based), else the first failing or erroring run, else run 1. */
export function chooseRun(report: Report, name: string | undefined, runNumber: number | undefined, where: string): { scenario: ScenarioResult; run: RunResult; picked: boolean } {
  if (name === undefined) throw new ShowError(`show needs a scenario name; the last report (${where}) has:${names(report)}`);
  const scenario = report.scenarios.find((s) => s.name === name);
  if (!scenario) {
    const hint = didYouMean(name, report.scenarios.map((s) => s.name));
    throw new ShowError(`no scenario '${name}' in the last report (${where})${hint}; it has:${names(report)}`);
  }
  const runs = [...scenario.runs].sort((a, b) => a.index - b.index);
  const [first] = runs;
  if (!first) throw new ShowError(`'${name}' has no runs in the last report (${where}): it was ${VERDICT_LABEL[scenario.verdict]}${scenario.reason ? ` (${scenario.reason})` : ''}`);
  if (runNumber !== undefined) {
    const run = runs.find((r) => r.index + 1 === runNumber);
    const numbers = runs.map((r) => r.index + 1);
    const span = numbers.length === (numbers.at(-1) ?? 0) - (numbers[0] ?? 0) + 1 ? `${numbers[0]}–${numbers.at(-1)}` : numbers.join(', ');
    if (!run) throw new ShowError(`'${name}' has runs ${runs.length === 1 ? String(numbers[0]) : span} in the last report; got --run ${runNumber}`);
    return { scenario, run, picked: false };
  }
  const failing = runs.find((r) => r.error !== undefined || !r.pass);
  return { scenario, run: failing ?? first, picked: failing !== undefined };
}

/** A run's tool calls, step by step: the call, then what the world answered (DESIGN §3b: `show` prints the trajectory). */
export function trajectoryLines(steps: readonly TrajectoryStep[], width = DEFAULT_WIDTH): string[] {
  const out: string[] = [];
  for (const s of steps) {
    out.push(...joinWrapped([`step ${s.step}`, `${terminalInline(s.tool)} ${terminalInline(typeof s.args === 'string' ? s.args : JSON.stringify(s.args ?? {}))}`], width, '  ', '  ', '        '));
    if (s.result !== undefined) out.push(...blockLines(terminalBlock(s.result), width - 8).map((line) => `      → ${line}`));
  }
  return out;
}

/** A chain run's stages: each one's request (the handoff, its cut marked), decision, answer and calls. */
function stageLines(stages: readonly StageReport[], width: number): string[] {
  const out: string[] = [];
  for (const [i, st] of stages.entries()) {
    const decided = st.decision === undefined ? '' : ` · decided ${terminalInline(st.decision)}`;
    const verdict = st.error !== undefined ? 'not evaluated' : st.pass ? 'passed' : 'failed';
    out.push('', ...rule(`Stage ${i + 1}: ${st.role} · ${verdict}${decided}`, width));
    if (st.error !== undefined) out.push(...wrap(terminalInline(st.error), width, '  ! ', '    '));
    for (const f of st.failures) out.push(...wrap(terminalInline(f), width, '  ✗ ', '    '));
    out.push('[request]', ...blockLines(terminalBlock(st.request), width));
    if (st.trajectory !== undefined) out.push('[calls]', ...trajectoryLines(st.trajectory, width));
    out.push('[answer]', ...blockLines(terminalBlock(st.output), width));
  }
  return out;
}

/**
 * Each expectation's pass count over the scenario's runs (issue 31 item 3): "  ✗  3 of 4  absent: [delete]  line 9".
 * A chain's stages have their own lines below; these are the scenario's own expect list.
 */
function expectationTable(s: ScenarioResult, width: number): string[] {
  const counts = s.expectations;
  if (counts === undefined || counts.length === 0) return [];
  const mark = (c: ExpectationCount) => (c.evaluated === 0 ? '-' : c.passes === c.evaluated ? '✓' : '✗');
  const held = counts.map((c) => (c.evaluated === 0 ? 'not evaluated' : `${c.passes} of ${c.evaluated}`));
  const labels = counts.map((c) => terminalInline(c.label));
  const heldWidth = Math.max(...held.map((h) => h.length));
  const labelWidth = Math.min(44, Math.max(...labels.map((l) => [...l].length)));
  const rows = counts.map((c, i) => {
    const label = labels[i] ?? '';
    const shown = [...label].length > labelWidth ? `${[...label].slice(0, labelWidth - 1).join('')}…` : label;
    return `  ${mark(c)}  ${(held[i] ?? '').padEnd(heldWidth)}  ${shown.padEnd(labelWidth)}  line ${c.line}`;
  });
  return ['', ...rule(`Each expectation over the runs (${s.runs.length})`, width), ...rows];
}

function runVerdict(run: RunResult): string {
  return run.error !== undefined ? 'not evaluated' : run.pass ? 'passed' : 'failed';
}

/** "── Output ────…" to the width (80 at most); a title too long for one line is wrapped, the rule under it. */
function rule(title: string, width: number): string[] {
  const line = Math.min(width, DEFAULT_WIDTH);
  const head = `── ${title} `;
  if (cells(head) + 3 <= line) return [head + '─'.repeat(line - cells(head))];
  return [...wrap(head.trimEnd(), width, '', '   '), '─'.repeat(line)];
}

export interface ShowInput {
  report: Report;
  scenario: ScenarioResult;
  run: RunResult;
  /** True when `show` chose the run (the first failing one), not --run. */
  picked: boolean;
  /** Where the report was read from, as shown to the user. */
  where: string;
  kept: KeptChars;
  /** How many expectations the scenario has today (from its file); undefined when it could not be loaded. */
  expectations?: number;
  request?: ShownRequest;
  /** Why the request could not be rebuilt (the scenario is gone, a prompt file is missing, …). */
  requestProblem?: string;
  /** The terminal's columns (80 without one): prose wraps at word boundaries, verbatim blocks continue after ↪. */
  width?: number;
}

/** The text `show` prints. */
export function renderShow(input: ShowInput): string {
  const { scenario: s, run } = input;
  const width = input.width ?? DEFAULT_WIDTH;
  const out: string[] = [];
  const prose = (text: string, first = '', rest = first.replace(/\S/g, ' ') || '  ') => out.push(...wrap(text, width, first, rest));
  const how = s.verdict === 'fail' || s.verdict === 'pass' ? ` (${s.passes} of ${s.attempted} passed, needs ≥ ${formatPercent(s.threshold)})` : '';
  out.push(...joinWrapped([terminalInline(s.name), terminalInline(`${s.file}:${s.line}`), `role ${terminalInline(s.role)}`, `${VERDICT_LABEL[s.verdict]}${how}`], width, ' · ', '', '  '));
  const facts = [`${formatCount(run.tokens.input)} + ${formatCount(run.tokens.output)} tokens`, formatDuration(run.latencyMs), ...(run.cached ? ['from the cache'] : [])];
  const which = input.picked ? ['(the first that did not pass; --run N shows another)'] : [];
  out.push(...joinWrapped([`run ${run.index + 1} of ${s.runs.length}: ${runVerdict(run)}`, ...facts, ...which], width, ' · ', '', '  '));
  prose(`from ${terminalInline(input.where)} (the run started ${terminalInline(input.report.startedAt)})`, '', '  ');

  out.push(...expectationTable(s, width));
  out.push('', ...rule(s.expectations === undefined ? 'Expectations' : `Expectations in run ${run.index + 1}`, width));
  if (run.error !== undefined) prose(`not evaluated: ${terminalInline(run.error)}`, '  ! ', '    ');
  for (const line of run.failures) prose(terminalInline(line), '  ✗ ', '    ');
  if (run.error === undefined) {
    if (run.failures.length === 0) out.push('  ✓ every expectation held');
    else if (input.expectations !== undefined && input.expectations > run.failures.length) out.push(`  ✓ the other ${input.expectations - run.failures.length} held`);
  }

  if (run.stop === 'length') prose('the answer was cut at max_tokens (the provider stopped it): raise max_tokens, or expect a shorter answer', '  ! ', '    ');
  if (run.trajectory !== undefined && run.stages === undefined) out.push('', ...rule(`Trajectory (${run.trajectory.length} tool call${run.trajectory.length === 1 ? '' : 's'}, ${run.steps ?? 1} model call${(run.steps ?? 1) === 1 ? '' : 's'})`, width), ...trajectoryLines(run.trajectory, width));
  if (run.stages !== undefined) out.push(...stageLines(run.stages, width));

  const keep = run.pass && run.error === undefined ? input.kept.passed : input.kept.failed;
  const output = run.output ?? '';
  const cut = output.length > keep;
  out.push('', ...rule(`Output${cut ? ` (cut: the report keeps the first ${keep} characters of a ${run.pass ? 'passing' : 'failing'} run)` : ''}`, width));
  // The output as the model wrote it: a line wider than the terminal continues on the next after ↪ (never cut mid-word).
  const shown = run.output === undefined ? ['(the report holds no output for this run)'] : blockLines(terminalBlock(output), width);
  out.push(...shown);
  if (shown.some((l) => l.startsWith(CONTINUED)) && run.output !== undefined && !output.split('\n').some((l) => l.startsWith(CONTINUED))) {
    prose(`(${CONTINUED.trim()} marks a line of the output continued to fit ${width} columns)`);
  }

  out.push('', ...rule('Request', width));
  if (input.request) {
    const r = input.request;
    const same =
      r.sameContext === undefined
        ? 'rebuilt from today\'s files (the report holds no context hash to compare)'
        : r.sameContext
          ? 'rebuilt from today\'s files: same context as the run'
          : 'rebuilt from today\'s files, which changed since the run: this is not exactly what the run sent';
    prose(same, '', '  ');
    prose(`provider ${terminalInline(r.provider)} (${terminalInline(r.type)}${r.model === undefined ? '' : `, model ${terminalInline(r.model)}`})`, '', '  ');
    out.push('', '[system]', ...blockLines(terminalBlock(r.system), width));
    for (const m of r.messages) out.push('', `[${m.role}]`, ...blockLines(terminalBlock(m.content), width));
    if (r.tools !== undefined) out.push('', ...joinWrapped(r.tools.map((t) => terminalInline(t.name)), width, ', ', '[tools] ', '        '));
  } else {
    out.push(...wrapLines(`not shown: ${terminalInline(input.requestProblem ?? 'the scenario could not be loaded')}`, width, '', '  '));
  }
  return `${out.join('\n')}\n`;
}
