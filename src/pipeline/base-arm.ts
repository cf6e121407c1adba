/**
 * A comparison without history (issue 22, item 2; compare.base: history | rerun | auto): a scenario
 * with no usable baseline in history is compared with the merge base's version of its context, sampled
 * in this same run with the same providers (a two-sample design).
 *
 *  - `rerunCandidates` (pure): which running scenarios get a base arm. `history`: none. `rerun`: every
 *    one. `auto`: those without a usable history baseline.
 *  - `planBaseArms`: loads nothing itself; given the base's suite (its config and files, as they were at
 *    the merge base: the caller materialises them), prepares each candidate's base version through the
 *    same prompt checks as the PR's and sorts it: 'new' (no scenario of that name at the base: judged by
 *    its threshold alone), 'same-context' (its context hash at the base is the PR's: both arms would
 *    sample one distribution in one run, so nothing is compared) or 'arm' (sampled). The base's config
 *    decides the base's roles, prompts and expectations; the providers are always the PR's (DESIGN §2:
 *    providers, endpoints and keys come from the consumer's config), so a base role whose provider the PR's
 *    config no longer has cannot be re-measured: 'missing-provider', which fails closed (the scenario's
 *    verdict is error, saying what to do; a renamed provider must never hide a regression).
 *  - `sampleBaseArms`: compare.rerun_runs runs of each arm, all of them (no early stop), through the
 *    PR's gated providers: the calls and cost are the run's, counted in the report.
 *  - `rerunBaselines` (pure): each arm as a PooledBaseline with `sameRun`, for the comparison design
 *    (src/stats/compare-baseline.ts: betweenSd 0, one record).
 */
import type { LoadedConfig } from '../config/types.js';
import type { CompareSettings, PooledBaseline } from '../stats/compare-baseline.js';
import type { Provider } from '../providers/types.js';
import type { Price } from '../config/schema.js';
import type { RunResult } from '../report/types.js';
import { fixedPolicy } from '../stats/policy.js';
import { sampleScenario } from '../runner/sample.js';
import { makeExecutor } from './execute.js';
import { prepareScenarios, providersInUse, type PreparedScenario, type ReadText } from './prepare.js';

/** The suite as it was at the merge base, materialised by the caller (CLI: local git; action: the checkout's git). */
export interface BaseSuite {
  /** The merge base's commit. */
  sha: string;
  loaded: LoadedConfig;
  readText: ReadText;
}

/** Where the base's suite comes from: the caller loads it only when some scenario needs a base arm. */
export interface BaseSuiteSource {
  /** The suite at the merge base, or why it cannot be had (e.g. a shallow clone without the merge base); called only when some scenario needs it. */
  load(): Promise<BaseSuite | { unavailable: string; sha?: string }>;
  /** Removes what load() materialised. */
  dispose?(): Promise<void>;
}

export type BaseArmPlan =
  | { kind: 'arm'; prepared: PreparedScenario; baseHash: string }
  | { kind: 'same-context' }
  | { kind: 'new' }
  | { kind: 'unavailable'; why: string }
  /** A base role's provider is not in the PR's config (renamed?): a comparison error, never a skip. */
  | { kind: 'missing-provider'; why: string };

export interface BaseArmResult {
  runs: RunResult[];
  passes: number;
  /** Evaluated runs (passes + failures). */
  attempted: number;
  errors: number;
  /** Calls to the model this arm made (cached answers excluded). */
  calls: number;
  /** The scenario's threshold at the base (its failing scenarios are judged against it: issue 31). */
  threshold?: number;
}

/** The running scenarios that get a base arm under compare.base. */
export function rerunCandidates(mode: CompareSettings['base'], running: readonly string[], hasHistory: (name: string) => boolean): string[] {
  if (mode === 'history') return [];
  if (mode === 'rerun') return [...running];
  return running.filter((name) => !hasHistory(name));
}

/** Sorts each candidate (by name, with its PR context hash) against the base's suite. */
export async function planBaseArms(candidates: readonly { name: string; contextHash: string }[], base: BaseSuite, prProviders: ReadonlySet<string>): Promise<Map<string, BaseArmPlan>> {
  const plans = new Map<string, BaseArmPlan>();
  const byName = new Map(base.loaded.scenarios.map((s) => [s.name, s] as const));
  for (const c of candidates) {
    const scenario = byName.get(c.name);
    if (scenario === undefined) {
      plans.set(c.name, { kind: 'new' });
      continue;
    }
    const missing = providersInUse(base.loaded, [scenario]).filter((p) => !prProviders.has(p));
    if (missing.length > 0) {
      plans.set(c.name, { kind: 'missing-provider', why: missingProviderMessage(missing) });
      continue;
    }
    const [prepared] = await prepareScenarios(base.loaded, [scenario], base.readText);
    if (prepared === undefined) continue;
    // Rendered now, while the base's files exist (the folder is removed before the arms run).
    void prepared.messages;
    const baseHash = prepared.contextHash;
    plans.set(c.name, baseHash === c.contextHash ? { kind: 'same-context' } : { kind: 'arm', prepared, baseHash });
  }
  return plans;
}

/** Why a base arm cannot be measured when the base's roles call providers this config does not have, and what to do. */
export function missingProviderMessage(missing: readonly string[]): string {
  const names = missing.map((m) => `'${m}'`).join(', ');
  const one = missing.length === 1;
  return `the base's provider${one ? '' : 's'} ${names} ${one ? 'is' : 'are'} not in this config (renamed?); name the base's provider${one ? '' : 's'} in providers: or set compare.base: history`;
}

/** Samples one base arm: `runs` runs, all of them, through the PR's providers. */
export async function sampleBaseArm(
  prepared: PreparedScenario,
  runs: number,
  providers: Map<string, Provider>,
  opts: { seed?: number; price?: Price; onRun?: (run: RunResult) => void; isExec?: (providerName: string) => boolean },
): Promise<BaseArmResult> {
  // The executor takes the scenario's context, role and expectations; how many runs is the sampler's.
  const execute = makeExecutor(prepared, providers, opts.seed, opts.price, opts.isExec);
  const sampled = await sampleScenario({ planned: runs, threshold: prepared.scenario.threshold, policy: fixedPolicy, execute, ...(opts.onRun ? { onRun: opts.onRun } : {}) });
  const { passes, failures, errors } = sampled.tally;
  const calls = sampled.runs.filter((r) => r.cached !== true).length;
  return { runs: sampled.runs, passes, attempted: passes + failures, errors, calls, threshold: prepared.scenario.threshold };
}

/** The base arms as baselines for the comparison design: one record each, measured in this run. */
export function rerunBaselines(arms: ReadonlyMap<string, { result: BaseArmResult; baseHash: string }>): Map<string, PooledBaseline> {
  const out = new Map<string, PooledBaseline>();
  for (const [name, { result, baseHash }] of arms) {
    const evaluated = result.runs.filter((r) => r.error === undefined);
    out.set(name, {
      scenario: name,
      records: 1,
      passes: result.passes,
      attempted: result.attempted,
      tokens: evaluated.map((r) => r.tokens.input + r.tokens.output),
      latencyMs: evaluated.map((r) => r.latencyMs),
      features: { decomposes: evaluated.flatMap((r) => (r.features?.decomposes === undefined ? [] : [r.features.decomposes])), risk: evaluated.map((r) => r.features?.risk ?? null) },
      contextHashes: [baseHash],
      sameRun: true,
      ...(result.threshold === undefined ? {} : { threshold: result.threshold }),
    });
  }
  return out;
}
