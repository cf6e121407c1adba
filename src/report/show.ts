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
import type { Report, RunResult, ScenarioResult, StageReport } from './types.js';
import type { TrajectoryStep } from '../agent/types.js';

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

const names = (report: Report): string => report.scenarios.map((s) => s.name).join(', ') || '(none)';

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
  if (name === undefined) throw new ShowError(`show needs a scenario name; the last report (${where}) has: ${names(report)}`);
  const scenario = report.scenarios.find((s) => s.name === name);
  if (!scenario) {
    const hint = didYouMean(name, report.scenarios.map((s) => s.name));
    throw new ShowError(`no scenario '${name}' in the last report (${where})${hint}; it has: ${names(report)}`);
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
export function trajectoryLines(steps: readonly TrajectoryStep[]): string[] {
  const out: string[] = [];
  for (const s of steps) {
    out.push(`  step ${s.step}  ${terminalInline(s.tool)} ${terminalInline(typeof s.args === 'string' ? s.args : JSON.stringify(s.args ?? {}))}`);
    if (s.result !== undefined) out.push(...terminalBlock(s.result).split('\n').map((line) => `      → ${line}`));
  }
  return out;
}

/** A chain run's stages: each one's request (the handoff, its cut marked), decision, answer and calls. */
function stageLines(stages: readonly StageReport[]): string[] {
  const out: string[] = [];
  for (const [i, st] of stages.entries()) {
    const decided = st.decision === undefined ? '' : ` · decided ${terminalInline(st.decision)}`;
    const verdict = st.error !== undefined ? 'not evaluated' : st.pass ? 'passed' : 'failed';
    out.push('', rule(`Stage ${i + 1}: ${st.role} · ${verdict}${decided}`));
    if (st.error !== undefined) out.push(`  ! ${terminalInline(st.error)}`);
    for (const f of st.failures) out.push(`  ✗ ${terminalInline(f)}`);
    out.push('[request]', terminalBlock(st.request));
    if (st.trajectory !== undefined) out.push('[calls]', ...trajectoryLines(st.trajectory));
    out.push('[answer]', terminalBlock(st.output));
  }
  return out;
}

function runVerdict(run: RunResult): string {
  return run.error !== undefined ? 'not evaluated' : run.pass ? 'passed' : 'failed';
}

function rule(title: string): string {
  return `── ${title} ${'─'.repeat(Math.max(3, 76 - title.length))}`;
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
}

/** The text `show` prints. */
export function renderShow(input: ShowInput): string {
  const { scenario: s, run } = input;
  const out: string[] = [];
  const how = s.verdict === 'fail' || s.verdict === 'pass' ? ` (${s.passes} of ${s.attempted} passed, needs ≥ ${formatPercent(s.threshold)})` : '';
  out.push(`${terminalInline(s.name)} · ${terminalInline(`${s.file}:${s.line}`)} · role ${terminalInline(s.role)} · ${VERDICT_LABEL[s.verdict]}${how}`);
  const facts = [`${formatCount(run.tokens.input)} + ${formatCount(run.tokens.output)} tokens`, formatDuration(run.latencyMs), ...(run.cached ? ['from the cache'] : [])];
  const which = input.picked ? '  (the first that did not pass; --run N shows another)' : '';
  out.push(`run ${run.index + 1} of ${s.runs.length}: ${runVerdict(run)} · ${facts.join(' · ')}${which}`);
  out.push(`from ${terminalInline(input.where)} (the run started ${terminalInline(input.report.startedAt)})`);

  out.push('', rule('Expectations'));
  if (run.error !== undefined) out.push(`  ! not evaluated: ${terminalInline(run.error)}`);
  for (const line of run.failures) out.push(`  ✗ ${terminalInline(line)}`);
  if (run.error === undefined) {
    if (run.failures.length === 0) out.push('  ✓ every expectation held');
    else if (input.expectations !== undefined && input.expectations > run.failures.length) out.push(`  ✓ the other ${input.expectations - run.failures.length} held`);
  }

  if (run.stop === 'length') out.push('  ! the answer was cut at max_tokens (the provider stopped it): raise max_tokens, or expect a shorter answer');
  if (run.trajectory !== undefined && run.stages === undefined) out.push('', rule(`Trajectory (${run.trajectory.length} tool call${run.trajectory.length === 1 ? '' : 's'}, ${run.steps ?? 1} model call${(run.steps ?? 1) === 1 ? '' : 's'})`), ...trajectoryLines(run.trajectory));
  if (run.stages !== undefined) out.push(...stageLines(run.stages));

  const keep = run.pass && run.error === undefined ? input.kept.passed : input.kept.failed;
  const output = run.output ?? '';
  const cut = output.length > keep;
  out.push('', rule(`Output${cut ? ` (cut: the report keeps the first ${keep} characters of a ${run.pass ? 'passing' : 'failing'} run)` : ''}`));
  out.push(run.output === undefined ? '(the report holds no output for this run)' : terminalBlock(output));

  out.push('', rule('Request'));
  if (input.request) {
    const r = input.request;
    const same =
      r.sameContext === undefined
        ? 'rebuilt from today\'s files (the report holds no context hash to compare)'
        : r.sameContext
          ? 'rebuilt from today\'s files: same context as the run'
          : 'rebuilt from today\'s files, which changed since the run: this is not exactly what the run sent';
    out.push(same);
    out.push(`provider ${terminalInline(r.provider)} (${terminalInline(r.type)}${r.model === undefined ? '' : `, model ${terminalInline(r.model)}`})`);
    out.push('', '[system]', terminalBlock(r.system));
    for (const m of r.messages) out.push('', `[${m.role}]`, terminalBlock(m.content));
    if (r.tools !== undefined) out.push('', `[tools] ${r.tools.map((t) => terminalInline(t.name)).join(', ')}`);
  } else {
    out.push(`not shown: ${terminalInline(input.requestProblem ?? 'the scenario could not be loaded')}`);
  }
  return `${out.join('\n')}\n`;
}
