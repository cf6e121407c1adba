/**
 * The rerun arm in the pipeline (compare.base: rerun | auto; issue 22, item 2). Before the PR's own
 * runs: pick the scenarios that get a base arm (./base-arm.ts), load the merge base's suite once, sort
 * each candidate (new, same context, re-measured) and sample the base arms through the PR's gated
 * providers. The arms then join the history baselines as `sameRun` baselines, so that the PR's runs are
 * compared by the same sequential design, in the same Bonferroni family as history comparisons.
 *
 * What cannot be had is said, never silently passed: a merge base that is not available (a shallow
 * clone, an unknown ref) leaves the candidates compared with nothing, and the report's notes say why; a
 * base role whose provider this config no longer has (renamed?) is a comparison error of its scenario.
 */
import type { Price } from '../config/schema.js';
import type { BaselineSelection } from '../history/baseline.js';
import type { Provider } from '../providers/types.js';
import type { RunResult } from '../report/types.js';
import type { CompareSettings, PooledBaseline } from '../stats/compare-baseline.js';
import { planBaseArms, rerunBaselines, rerunCandidates, sampleBaseArm, type BaseArmPlan, type BaseArmResult, type BaseSuiteSource } from './base-arm.js';
import type { PreparedScenario } from './prepare.js';
import type { Confirmation } from './attach-comparisons.js';
import { confirmRuns } from '../stats/confirm-drop.js';

/** What the comparison needs to know of each re-measured (or not) scenario. */
export type RerunOutcome =
  | { kind: 'arm'; arm: BaseArmResult }
  | { kind: 'same-context' }
  | { kind: 'new' }
  | { kind: 'unavailable'; why: string }
  /** Fails closed: the scenario's verdict becomes error (src/pipeline/attach-comparisons.ts). */
  | { kind: 'missing-provider'; why: string };

export interface Reruns {
  /** The merge base measured. */
  sha: string;
  outcomes: Map<string, RerunOutcome>;
  /** The arms as baselines (name → its base arm's runs, one record, `sameRun`). */
  baselines: Map<string, PooledBaseline>;
  /** Calls the base arms made (the gate's count before and after them). */
  extraCalls: number;
  notes: string[];
}

export interface RerunRequest {
  source: BaseSuiteSource;
  cfg: CompareSettings;
  /** This run's prepared scenarios (the PR's context). */
  prepared: readonly PreparedScenario[];
  /** True when history gives the scenario a usable baseline. */
  hasHistory(name: string): boolean;
  providers: Map<string, Provider>;
  priceOf(provider: string): Price | undefined;
  /** Which providers are exec agents (they alone receive the world). */
  isExec?(provider: string): boolean;
  calls(): number;
  seed?: number;
  onRun?(scenario: string, run: RunResult): void;
}

const short = (sha: string) => sha.slice(0, 7);

/** Samples the base arms this run needs; undefined when compare.base leaves none to sample. */
export async function measureBaseArms(r: RerunRequest): Promise<Reruns | undefined> {
  const names = rerunCandidates(
    r.cfg.base,
    r.prepared.map((p) => p.scenario.name),
    r.hasHistory,
  );
  if (names.length === 0) return undefined;
  const m = await sampleArms(r, names, r.cfg.rerun_runs);
  const notes: string[] = [];
  if (m.unavailable !== undefined) {
    notes.push(`not compared with the base: ${m.unavailable.which} could not be read (${m.unavailable.why}); ${names.length} scenario${names.length === 1 ? '' : 's'} without history judged by threshold alone`);
    return { sha: m.sha, outcomes: m.outcomes, baselines: new Map(), extraCalls: 0, notes };
  }
  if (m.arms.size > 0) {
    notes.push(
      `${m.arms.size} scenario${m.arms.size === 1 ? '' : 's'} without history compared with the base, measured in this run (${m.extraCalls} extra call${m.extraCalls === 1 ? '' : 's'}): the merge base ${short(m.sha)}'s context sampled ${r.cfg.rerun_runs} times each with this config's providers (compare.rerun_runs)`,
    );
  }
  const same = [...m.outcomes.values()].filter((o) => o.kind === 'same-context').length;
  if (same > 0) notes.push(`${same} scenario${same === 1 ? '' : 's'} without history had the same context at the merge base ${short(m.sha)}: context unchanged from the base, nothing to compare`);
  for (const [name, o] of m.outcomes) {
    if (o.kind === 'unavailable') notes.push(`${name}: not compared with the base: ${o.why}`);
    if (o.kind === 'missing-provider') notes.push(`${name}: could not be compared with the base: ${o.why}`);
  }
  return { sha: m.sha, outcomes: m.outcomes, baselines: rerunBaselines(m.arms), extraCalls: m.extraCalls, notes };
}

/** What the confirmation of history drops measured (src/stats/confirm-drop.ts; compare.base: auto). */
export interface Confirmations {
  confirmations: Map<string, Confirmation>;
  extraCalls: number;
  notes: string[];
}

/**
 * Issue 31 item 2: the scenarios whose pass rate dropped against history, each measured at the merge base
 * in this run (confirmRuns: compare.rerun_runs, at least 60), so that the drop is confirmed by the same day's base or shown to
 * be the day's. A scenario whose base cannot be measured keeps its drop, and the note says why.
 */
export async function measureConfirmations(r: Omit<RerunRequest, 'hasHistory'>, names: readonly string[]): Promise<Confirmations> {
  const runs = confirmRuns(r.cfg);
  const m = await sampleArms(r, names, runs);
  const confirmations = new Map<string, Confirmation>();
  const baselines = rerunBaselines(m.arms);
  for (const [name, o] of m.outcomes) {
    const baseline = baselines.get(name);
    if (o.kind === 'arm' && baseline !== undefined) confirmations.set(name, { kind: 'arm', arm: o.arm, baseline });
    else confirmations.set(name, { kind: 'unmeasured', why: unmeasured(o, m.unavailable) });
  }
  const notes: string[] = [];
  if (m.arms.size > 0) {
    notes.push(
      `${m.arms.size} drop${m.arms.size === 1 ? '' : 's'} against history checked against the merge base ${short(m.sha)}, measured in this run (${m.extraCalls} extra call${m.extraCalls === 1 ? '' : 's'}, ${runs} runs each): a drop stands only when the same day's base did better`,
    );
  }
  return { confirmations, extraCalls: m.extraCalls, notes };
}

function unmeasured(o: RerunOutcome, unavailable: { which: string; why: string } | undefined): string {
  if (unavailable !== undefined) return `${unavailable.which} could not be read: ${unavailable.why}`;
  if (o.kind === 'same-context') return 'its context is the base\'s: the base measured again would be this run\'s own answers';
  if (o.kind === 'new') return 'not in the suite at the merge base';
  return o.kind === 'arm' ? 'no runs' : o.why;
}

/** Loads the base's suite once, sorts `names` against it and samples each arm through the PR's gated providers. */
async function sampleArms(r: Omit<RerunRequest, 'hasHistory'>, names: readonly string[], runs: number) {
  const wanted = new Set(names);
  const outcomes = new Map<string, RerunOutcome>();
  const arms = new Map<string, { result: BaseArmResult; baseHash: string }>();
  const loaded = await r.source.load();
  if ('unavailable' in loaded) {
    for (const name of names) outcomes.set(name, { kind: 'unavailable', why: 'the merge base could not be read' });
    const which = loaded.sha === undefined ? 'the merge base' : `the merge base ${short(loaded.sha)}`;
    return { sha: loaded.sha ?? '', outcomes, arms, extraCalls: 0, unavailable: { which, why: loaded.unavailable } };
  }
  let plans: Map<string, BaseArmPlan>;
  try {
    const candidates = r.prepared.filter((p) => wanted.has(p.scenario.name)).map((p) => ({ name: p.scenario.name, contextHash: p.contextHash }));
    plans = await planBaseArms(candidates, loaded, new Set(r.providers.keys()));
  } finally {
    await r.source.dispose?.();
  }
  const before = r.calls();
  await Promise.all(
    [...plans].map(async ([name, plan]) => {
      if (plan.kind !== 'arm') {
        outcomes.set(name, plan);
        return;
      }
      const provider = plan.prepared.role.provider;
      const price = r.priceOf(provider);
      const result = await sampleBaseArm(plan.prepared, runs, r.providers, {
        ...(r.seed === undefined ? {} : { seed: r.seed }),
        ...(price === undefined ? {} : { price }),
        ...(r.isExec === undefined ? {} : { isExec: (p: string) => r.isExec?.(p) ?? false }),
        ...(r.onRun ? { onRun: (run: RunResult) => r.onRun?.(name, run) } : {}),
      });
      arms.set(name, { result, baseHash: plan.baseHash });
      outcomes.set(name, { kind: 'arm', arm: result });
    }),
  );
  return { sha: loaded.sha, outcomes, arms, extraCalls: r.calls() - before, unavailable: undefined };
}

/** The history baselines with the base arms added (an arm replaces history for its scenario under compare.base: rerun). */
export function withReruns<T extends { selection: BaselineSelection; byScenario: Map<string, PooledBaseline> }>(pooled: T | undefined, reruns: Reruns | undefined): T | { selection: BaselineSelection; byScenario: Map<string, PooledBaseline> } | undefined {
  if (reruns === undefined) return pooled;
  // A merge base that could not be read measured nothing: the note may not say it was compared with.
  const note = reruns.baselines.size === 0 ? 'no history baseline, and no scenario was measured at the merge base' : `no history baseline: compared with the merge base ${short(reruns.sha)} where its context changed (compare.base)`;
  const selection: BaselineSelection = pooled?.selection ?? { records: [], source: 'none', note };
  return { selection, byScenario: new Map([...(pooled?.byScenario ?? []), ...reruns.baselines]) };
}
