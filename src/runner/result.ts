/** Turns a scenario's sampled runs into its report entry, and a list of those into the report. Pure. */
import { exactInterval } from '../stats/interval.js';
import { type ThresholdRule } from '../stats/threshold-rule.js';
import { replayThresholdTest } from '../stats/threshold-test.js';
import type { GateReport, Report, RunResult, ScenarioResult, ThresholdRuleReport, Verdict } from '../report/types.js';
import { finalVerdict, type Tally } from '../stats/verdict.js';
import { evidenceWords } from '../format/evidence.js';
import { detached } from './detach.js';
import { gateReports, type Gate } from './gates.js';
import { formatPercent } from '../format/percent.js';
import { expectationCounts, type ExpectationId } from './expectation-counts.js';

/** How a scenario's threshold verdict is reached: the rule lives in src/stats/threshold-rule.ts. */
export { COUNT_RULE, type ThresholdRule } from '../stats/threshold-rule.js';

export interface ScenarioIdentity {
  name: string;
  file: string;
  line: number;
  role: string;
  planned: number;
  threshold: number;
  contextHash?: string;
  /** How the threshold verdict is reached. */
  rule: ThresholdRule;
  /** Own-rule expectations, tested apart (DESIGN §3b; src/runner/gates.ts). */
  gates?: readonly Gate[];
  /** The scenario's own expectations, in order, for their pass counts (src/runner/expectation-counts.ts). */
  expectations?: readonly ExpectationId[];
}

function verdictOf(id: ScenarioIdentity, runs: RunResult[], tally: Tally): { verdict: 'pass' | 'fail' | 'error'; undecided?: true; passedEarly?: { passes: number; runs: number }; reason: string; rule: ThresholdRuleReport } {
  if (id.rule.kind === 'count') return { ...finalVerdict(tally, id.planned, id.threshold), rule: { kind: 'count' } };
  const t = id.rule.test;
  const v = replayThresholdTest(t, runs);
  return {
    verdict: v.verdict,
    ...(v.undecided === true ? { undecided: true as const } : {}),
    ...(v.passedEarly === undefined ? {} : { passedEarly: v.passedEarly }),
    reason: v.reason,
    rule: { kind: 'test', tolerance: t.input.tolerance, alpha: t.input.alpha, maxRuns: t.cap, ...(v.decidedAt === undefined ? {} : { decidedAt: v.decidedAt }) },
  };
}

/** The scenario's verdict with its gates': a failed gate fails it, an errored one makes it an error unless something failed. */
function withGates(final: ReturnType<typeof verdictOf>, gates: GateReport[]): ReturnType<typeof verdictOf> {
  if (gates.length === 0) return final;
  const failed = gates.filter((g) => g.verdict === 'fail');
  const errored = gates.filter((g) => g.verdict === 'error');
  const words = gates.map((g) => `${g.expectation} (line ${g.line}, its own ${g.rule === 'count' ? 'count' : 'test'} at ${formatPercent(g.threshold)}): ${g.verdict === 'pass' ? 'passed' : g.verdict === 'fail' ? 'failed' : g.verdict === 'skipped' ? g.reason : g.state === 'undecided' ? 'undecided' : 'could not evaluate'}${g.verdict === 'skipped' ? '' : `, ${g.reason}`}`);
  const reason = `${final.reason}; ${words.join('; ')}`;
  const { undecided: _, ...plain } = final;
  if (final.verdict === 'fail' || failed.length > 0) return { ...plain, verdict: 'fail', reason };
  // Undecided only when nothing is to blame on an errored run: the scenario's own test and every open gate undecided.
  const erroredOnly = errored.some((g) => g.state !== 'undecided') || (final.verdict === 'error' && final.undecided !== true);
  if (final.verdict === 'error' || errored.length > 0) return erroredOnly ? { ...plain, verdict: 'error', reason } : { ...plain, verdict: 'error', undecided: true, reason };
  return { ...final, reason };
}

export function scenarioResult(id: ScenarioIdentity, runs: RunResult[], tally: Tally, why: string): ScenarioResult {
  const attempted = tally.passes + tally.failures;
  const gates = id.gates === undefined ? [] : gateReports(id.gates, runs, id.planned);
  const final = withGates(verdictOf(id, runs, tally), gates);
  const made = runs.length;
  const early = made < id.planned && final.verdict !== 'error';
  const sampling = early ? ` (stopped after ${made} of ${id.planned} runs: the verdict could no longer change)` : '';
  const interval = exactInterval(tally.passes, attempted);
  const counts = expectationCounts(id.expectations, runs);
  return {
    name: id.name,
    file: id.file,
    line: id.line,
    role: id.role,
    verdict: final.verdict,
    // Undecided (issue 30 item 2): the verdict stays within DESIGN §6's set (error: not evaluated), the state says why.
    ...(final.undecided === true ? { state: 'undecided' as const } : {}),
    // Issue 30 row 3: an early pass that all the runs no longer support, said wherever the evidence is.
    ...(final.passedEarly === undefined || final.verdict === 'pass' ? {} : { passedEarly: final.passedEarly }),
    passes: tally.passes,
    attempted,
    errors: tally.errors,
    planned: id.planned,
    threshold: id.threshold,
    interval,
    // Detached: a string built by concatenation is a tree of its pieces, held per scenario (issue 23 item 5).
    reason: detached(`${why}; ${final.reason}${sampling}`),
    runs,
    stoppedEarly: early,
    ...(id.contextHash === undefined ? {} : { contextHash: id.contextHash }),
    ...costOf(runs),
    rule: final.rule,
    ...(gates.length === 0 ? {} : { gates }),
    ...(counts === undefined ? {} : { expectations: counts }),
    evidence: detached(evidenceWords({ passes: tally.passes, attempted, errors: tally.errors, threshold: id.threshold, interval, verdict: final.verdict, undecided: final.undecided === true, ...(final.verdict === 'pass' ? {} : { passedEarly: final.passedEarly }) })),
  };
}

/** The scenario's cost: the sum of its priced runs', when any run was priced. */
function costOf(runs: RunResult[]): { cost?: number } {
  const priced = runs.filter((r) => r.cost !== undefined);
  return priced.length === 0 ? {} : { cost: priced.reduce((sum, r) => sum + (r.cost ?? 0), 0) };
}

export function skippedResult(id: Omit<ScenarioIdentity, 'rule'>, reason: string): ScenarioResult {
  return {
    name: id.name,
    file: id.file,
    line: id.line,
    role: id.role,
    verdict: 'skipped',
    passes: 0,
    attempted: 0,
    errors: 0,
    planned: id.planned,
    threshold: id.threshold,
    interval: { low: 0, high: 1 },
    reason,
    runs: [],
    stoppedEarly: false,
    ...(id.contextHash === undefined ? {} : { contextHash: id.contextHash }),
  };
}

/** fail wins over error, error over pass; a report with nothing run is skipped. */
export function overallVerdict(scenarios: ScenarioResult[]): Verdict {
  if (scenarios.some((s) => s.verdict === 'fail')) return 'fail';
  if (scenarios.some((s) => s.verdict === 'error')) return 'error';
  if (scenarios.some((s) => s.verdict === 'pass')) return 'pass';
  return 'skipped';
}

export function buildReport(args: {
  scenarios: ScenarioResult[];
  calls: number;
  durationMs: number;
  notes: string[];
  version: string;
  config: string;
  startedAt: string;
  /** The invocation's spend (src/providers/gate.ts); undefined when no provider in use has a price. */
  cost?: number;
  /** 429 answers received and retries made (src/providers/governors.ts). */
  rateLimited?: number;
  retries?: number;
}): Report {
  const count = (v: Verdict): number => args.scenarios.filter((s) => s.verdict === v).length;
  const undecided = args.scenarios.filter((s) => s.state === 'undecided').length;
  const tokens = { input: 0, output: 0 };
  let cached = 0;
  for (const s of args.scenarios)
    for (const r of s.runs) {
      tokens.input += r.tokens.input;
      tokens.output += r.tokens.output;
      if (r.cached === true) cached++;
    }
  return {
    verdict: overallVerdict(args.scenarios),
    scenarios: args.scenarios,
    summary: {
      total: args.scenarios.length,
      passed: count('pass'),
      failed: count('fail'),
      errored: count('error'),
      // Of the errored, those undecided at their cap (issue 30 item 2); `fail-on: undecided` counts them, `error` the others.
      ...(undecided === 0 ? {} : { undecided }),
      skipped: count('skipped'),
      calls: args.calls,
      tokens,
      durationMs: args.durationMs,
      cached,
      ...(args.rateLimited === undefined ? {} : { rateLimited: args.rateLimited }),
      ...(args.retries === undefined ? {} : { retries: args.retries }),
      ...(args.cost === undefined ? {} : { cost: args.cost }),
    },
    notes: args.notes,
    tool: { name: 'context-eval', version: args.version },
    config: args.config,
    startedAt: args.startedAt,
  };
}

/** CLI exit code for a finished report (DESIGN §4): 1 fail, else 3 error, else 0. */
export function exitCodeFor(verdict: Verdict): number {
  if (verdict === 'fail') return 1;
  if (verdict === 'error') return 3;
  return 0;
}
