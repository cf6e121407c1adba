/**
 * What each scenario costs, said before any model call (issue 31 item 5): `validate` and `manifest` print it.
 * Pure. A scenario's runs are its threshold test's (src/stats/threshold-test.ts), so `threshold: 3/3` with the
 * default tolerance makes 19 runs when every run passes, not 3: the test needs that many passes to show the
 * rate is at least 90% with 85% confidence. Here:
 *  - **expected**: the calls of a scenario that passes every run: the runs at the first look at which all
 *    passes decide (its own test and every own-rule expectation's, the most of them) × the calls of a run;
 *  - **at most**: the cap (`max_runs`; N for the count rule) × the most calls a run can make.
 * The calls of a run: one per stage (a chain's every stage), or up to `max_steps` for a role with tools, plus
 * one per judge (an always-passing run spends every judge). An agent's expected calls count one turn a stage
 * (a lower bound). The false-fail share is the whole suite's with no comparison (a plain `run`); an early pass
 * does not depend on it, only a pass at the cap would. A replayed role makes no model call (it is counted as
 * if it did), and a comparison with a baseline may ask for more runs than these (up to compare.max_runs, and
 * under compare.base: auto 60 runs of the merge base for a scenario that dropped against history:
 * src/stats/confirm-drop.ts).
 */
import type { ConfigFile } from '../config/schema.js';
import { VERDICT_DEFAULTS } from '../config/schema.js';
import type { Scenario } from '../scenarios/types.js';
import type { Expectation } from '../expectations/schema.js';
import { DEFAULT_MAX_STEPS } from '../agent/types.js';
import { alwaysPassingRuns, thresholdTestFor } from '../stats/threshold-test.js';
import { thresholdAlpha } from '../stats/error-budget.js';
import { formatPercent } from '../format/percent.js';
import { ownRuleLabel, ownRules } from '../scenarios/own-rules.js';

export interface ScenarioCost {
  scenario: string;
  role: string;
  file: string;
  line: number;
  /** The runs it is given (N). */
  planned: number;
  /** Runs, and calls, when every run passes. */
  expectedRuns: number;
  expectedCalls: number;
  /** Its cap on runs, and the most calls. */
  maxRuns: number;
  maxCalls: number;
  /** Calls of one run when every turn answers at once, and the most (agents' max_steps). */
  callsPerRun: { expected: number; max: number };
  judges: number;
  /** True when a role of it has tools: its expected calls are a lower bound (one turn a stage). */
  agent: boolean;
  /** Why it makes more runs than N, when it does. */
  why?: string;
}

const judgesOf = (expect: readonly Expectation[]): number => expect.filter((e) => e.kind === 'judge').length;

/** The stages' roles and judges: a chain's every stage, else the scenario's role. */
function perRun(s: Scenario, config: ConfigFile): { expected: number; max: number; judges: number; agent: boolean } {
  const roles = s.chain === undefined ? [s.role] : s.chain.map((stage) => stage.role);
  let max = 0;
  let agent = false;
  for (const name of roles) {
    const role = config.roles[name];
    const tools = role?.tools !== undefined;
    agent ||= tools;
    max += tools ? (role?.max_steps ?? DEFAULT_MAX_STEPS) : 1;
  }
  const judges = judgesOf(s.expect) + (s.chain ?? []).reduce((n, stage) => n + judgesOf(stage.expect), 0);
  return { expected: roles.length + judges, max: max + judges, judges, agent };
}

interface TestSettings {
  threshold: number;
  verdict: 'test' | 'count';
  label: string;
}

/** The scenario's own rule and each own-rule expectation's, as their tests see them. */
function settingsOf(s: Scenario): TestSettings[] {
  const verdict = s.verdict ?? VERDICT_DEFAULTS.verdict;
  return [
    { threshold: s.threshold, verdict, label: 'threshold' },
    ...ownRules(s).flatMap((r) => (r.expectation.own === undefined ? [] : [{ threshold: r.expectation.own.threshold, verdict: r.expectation.own.verdict ?? verdict, label: `${ownRuleLabel(r)} (line ${r.expectation.source.line}), its own threshold` }])),
  ];
}

export function scenarioCost(s: Scenario, config: ConfigFile, alphaShare: number): ScenarioCost {
  const tolerance = s.tolerance ?? VERDICT_DEFAULTS.tolerance;
  const cap = Math.max(s.maxRuns ?? VERDICT_DEFAULTS.max_runs, s.runs);
  let expectedRuns = 0;
  let maxRuns = 0;
  let why: string | undefined;
  for (const t of settingsOf(s)) {
    if (t.verdict === 'count') {
      expectedRuns = Math.max(expectedRuns, s.runs);
      maxRuns = Math.max(maxRuns, s.runs);
      continue;
    }
    const test = thresholdTestFor({ threshold: t.threshold, tolerance, alpha: alphaShare, planned: s.runs, cap });
    const runs = alwaysPassingRuns(test);
    maxRuns = Math.max(maxRuns, test.cap);
    if (runs > expectedRuns) {
      expectedRuns = runs;
      why = runs > s.runs ? `${t.label} ${formatPercent(t.threshold)} with tolerance ${tolerance} needs ${runs} passing runs to pass` : undefined;
    }
  }
  const call = perRun(s, config);
  return {
    scenario: s.name,
    role: s.role,
    file: s.file,
    line: s.source.line,
    planned: s.runs,
    expectedRuns,
    expectedCalls: expectedRuns * call.expected,
    maxRuns,
    maxCalls: maxRuns * call.max,
    callsPerRun: { expected: call.expected, max: call.max },
    judges: call.judges,
    agent: call.agent,
    ...(why === undefined ? {} : { why }),
  };
}

/** Every scenario's cost, each test at the share of compare.alpha a plain run of the whole suite gives it. */
export function suiteCosts(config: ConfigFile, scenarios: readonly Scenario[]): ScenarioCost[] {
  const tests = scenarios.reduce((n, s) => n + settingsOf(s).filter((t) => t.verdict === 'test').length, 0);
  const alphaShare = thresholdAlpha(config.compare.alpha, tests, 0);
  return scenarios.map((s) => scenarioCost(s, config, alphaShare));
}

/** More than this many calls per planned run is worth a word. */
export const COSTLY_FACTOR = 2;

const sum = (costs: readonly ScenarioCost[], key: 'expectedCalls' | 'maxCalls'): number => costs.reduce((n, c) => n + c[key], 0);
const num = (n: number): string => n.toLocaleString('en-US');

/** "calls if every run passes: 46; at most 453 (each scenario's cap)". */
export function costSummary(costs: readonly ScenarioCost[]): string {
  const agents = costs.some((c) => c.agent) ? ' (agents: one turn a stage)' : '';
  return `calls if every run passes: ${num(sum(costs, 'expectedCalls'))}${agents}; at most ${num(sum(costs, 'maxCalls'))} (each scenario's cap)`;
}

/** The scenarios whose calls, every run passing, exceed twice their runs: "strict (b.yaml:1): 38 calls for runs: 3 — why". */
export function costlyLines(costs: readonly ScenarioCost[]): string[] {
  return costs
    .filter((c) => c.expectedCalls > COSTLY_FACTOR * c.planned)
    .map((c) => {
      const calls = c.callsPerRun.expected > 1 ? ` (${c.callsPerRun.expected} calls a run${c.judges > 0 ? `, ${c.judges} of them judge${c.judges === 1 ? '' : 's'}` : ''})` : '';
      const because = c.why ?? `${c.expectedRuns} runs`;
      return `${c.scenario} (${c.file}:${c.line}): ${num(c.expectedCalls)} calls for runs: ${c.planned} — ${because}${calls}`;
    });
}

/** Per role: "planner: 3 scenarios, 46 calls if every run passes, at most 453". */
export function roleCostLines(costs: readonly ScenarioCost[]): string[] {
  const roles = [...new Set(costs.map((c) => c.role))];
  return roles.map((role) => {
    const mine = costs.filter((c) => c.role === role);
    return `${role}: ${mine.length} scenario${mine.length === 1 ? '' : 's'}, ${num(sum(mine, 'expectedCalls'))} calls if every run passes, at most ${num(sum(mine, 'maxCalls'))}`;
  });
}
