/**
 * The one pipeline that the CLI and the action both call, with their I/O injected:
 * load config → select → prepare (no model call yet) → run → compare with history (when a baseline is
 * given: src/pipeline/attach-comparisons.ts) → report. The reflection review plugs in here as it is built.
 */
import path from 'node:path';
import pMap from 'p-map';
import { loadConfig } from '../config/load.js';
import { configuredFolder } from '../config/folders.js';
import { ConfigError, type LoadedConfig } from '../config/types.js';
import { createProviders } from '../providers/factory.js';
import { trafficOf } from '../providers/governors.js';
import { createCallGate, gated, type CallGate } from '../providers/gate.js';
import { cachedProvider, isCacheable } from '../providers/cache.js';
import { dirResponseStore, rejectedEntriesNote, type RejectedEntry } from '../providers/cache-store.js';
import { priceOf } from '../providers/price.js';
import { createRedactor } from '../security/redact.js';
import { secretValues } from '../security/secrets.js';
import type { Provider } from '../providers/types.js';
import type { Report, RunResult, ScenarioResult } from '../report/types.js';
import { buildReport, scenarioResult, skippedResult } from '../runner/result.js';
import { COUNT_RULE, recordingPolicy, ruleFor, samplingPolicy, thresholdTestCount, type ThresholdRule } from '../stats/threshold-rule.js';
import { expectationIds } from '../runner/expectation-counts.js';
import { thresholdAlpha } from '../stats/error-budget.js';
import { sampleScenario } from '../runner/sample.js';
import type { SamplingPolicy } from '../stats/policy.js';
import { VERSION } from '../version.js';
import { checkKeys, prepareScenarios, providersInUse, type PreparedScenario, type ReadText } from './prepare.js';
import { selectScenarios, type SelectionRequest } from './select.js';
import { isExecProvider, makeExecutor } from './execute.js';
import { toolsAgainstBase } from './tools-diff.js';
import { gatedPolicy, type Gate } from '../runner/gates.js';
import { assignShards, expectedCosts, type ShardSpec } from './shard.js';
import { attachComparisons, baselineFor, baselineRecordPolicy, comparedCount, comparisonPolicyFor, familySizeOf, regressions, type BaselineRequest } from './attach-comparisons.js';
import type { Scenario } from '../scenarios/types.js';
import type { BaseSuiteSource } from './base-arm.js';
import { measureBaseArms, measureConfirmations, withReruns } from './rerun.js';
import { VERDICT_DEFAULTS } from '../config/schema.js';
import { ownRuleLabel, ownRules } from '../scenarios/own-rules.js';

export interface PipelineRequest {
  configPath: string;
  /** The config already loaded from configPath (the action and `record` load it first); loaded here otherwise. */
  loaded?: LoadedConfig;
  only?: string[];
  /** Overrides every scenario's N. */
  runs?: number;
  /** Changed files relative to the config folder; undefined runs every selected scenario. */
  changed?: string[];
  changedSource?: string;
  concurrency: number;
  seed?: number;
  /** `context-eval record`: replay providers call their record_with provider, whose key is then needed. */
  recording?: boolean;
  /** The sampling policy per scenario; by default the threshold test's (the baseline comparison extends it). */
  policyFor?: (p: PreparedScenario) => SamplingPolicy;
  /** The number of threshold tests the invocation's false-fail rate is split over, when it spans more than this one (shards). */
  thresholdFamily?: number;
  /**
   * History to compare with (PR runs). When present, scenarios with a baseline keep sampling while the
   * sequential pass-rate test is undecided, up to compare.max_runs (unless `policyFor` is given), and
   * the report's scenarios carry a `comparison`.
   */
  baseline?: BaselineRequest;
  /**
   * The suite at the merge base (compare.base rerun or auto): scenarios without a usable history
   * baseline whose context changed are compared with the base's version, sampled in this run
   * (src/pipeline/rerun.ts). Loaded only when some scenario needs it. Not applied to shards yet.
   */
  baseSuite?: BaseSuiteSource;
  /**
   * This run will be written to history as a baseline (push to the default branch, schedule, `run
   * --record`): every scenario makes max(N, compare.baseline_runs) runs without early stopping, so that
   * later pull requests compare with enough evidence.
   */
  forBaseline?: boolean;
  /** The PR's family size when it spans more than this invocation (shards); by default the compared scenarios here. */
  familySize?: number;
  /**
   * Run only this shard of the selected scenarios (DESIGN §5). The comparison's family stays the whole
   * PR's: it is counted over every shard's scenarios before the split.
   */
  shard?: ShardSpec;
  /** Neither read nor fill the response cache (drift runs sample the model now); recording runs always bypass it. */
  bypassCache?: boolean;
  /**
   * The action's response cache folder (outside the checkout, restored with @actions/cache), or false for
   * none; either way the config's `cache.dir` in the work tree is then never read. Absent: the config's.
   */
  cacheDir?: string | false;
}

export interface PipelineEvents {
  /** Called once the selection is known, before any call. */
  planned?(scenarios: number, runs: number): void;
  runFinished?(scenario: string, run: RunResult): void;
  scenarioFinished?(result: ScenarioResult): void;
}

export interface PipelineIO {
  env: Record<string, string | undefined>;
  readText: ReadText;
  now(): number;
  /** Builds the providers; by default from the config. Tests and `record` replace it. */
  providers?(loaded: LoadedConfig): Map<string, Provider>;
  events?: PipelineEvents;
}

export interface PipelineResult {
  loaded: LoadedConfig;
  report: Report;
  prepared: PreparedScenario[];
  /** With `shard`: the scenarios this shard holds (run or skipped), each one's position in the whole selection and why it ran or was skipped, and the selection's size. */
  shard?: { scenarios: string[]; positions: number[]; reasons: string[]; selected: number };
}

/** A suite whose `scenarios` glob matches no file would pass with nothing tested: that is a config problem. */
export function requireScenarios(loaded: LoadedConfig): void {
  if (loaded.scenarios.length > 0) return;
  const globs = [loaded.config.scenarios].flat().join(', ');
  throw new ConfigError(`scenarios: ${globs} matches no scenario file under ${loaded.dir}; fix the glob, or add a scenario file (files whose name starts with _ are not scenarios)`, {
    file: path.relative(process.cwd(), loaded.path) || loaded.path,
  });
}

export async function loadAndSelect(req: PipelineRequest, io: PipelineIO) {
  const loaded = req.loaded ?? (await loadConfig(req.configPath, { env: io.env }));
  requireScenarios(loaded);
  const selReq: SelectionRequest = { configFile: path.basename(loaded.path) };
  if (req.only) selReq.only = req.only;
  if (req.changed) selReq.changed = req.changed;
  if (req.changedSource) selReq.changedSource = req.changedSource;
  const selection = selectScenarios(loaded, selReq);
  return { loaded, selection };
}

export async function runPipeline(req: PipelineRequest, io: PipelineIO): Promise<PipelineResult> {
  const started = io.now();
  const startedAt = new Date(started).toISOString();
  const { loaded, selection: whole } = await loadAndSelect(req, io);
  const pooled =
    req.baseline === undefined
      ? undefined
      : baselineFor(req.baseline.records, { ...req.baseline, m: loaded.config.compare.baseline_records, maxAgeDays: loaded.config.compare.max_age_days });
  // The family is the whole PR's (every shard's compared scenarios), so it is counted before the split.
  const running = whole.selected.filter((s) => s.run).map((s) => s.scenario.name);
  const shard = req.shard;
  const shardOf = shard ? assignShards(expectedCosts(whole.selected.map((s) => s.scenario.name), pooled), shard.total) : undefined;
  const positions: number[] = [];
  let selection = whole;
  if (shard && shardOf) {
    const mine = whole.selected.filter((s, i) => {
      const here = shardOf.get(s.scenario.name) === shard.index;
      if (here) positions.push(i);
      return here;
    });
    selection = { ...whole, selected: mine };
  }
  const toRun = selection.selected.filter((s) => s.run).map((s) => s.scenario);
  const recording = req.forBaseline === true && req.baseline === undefined ? baselineRecordPolicy(loaded.config.compare) : undefined;
  const runsOf = (n: number) => (recording ? Math.max(req.runs ?? n, recording.planned) : (req.runs ?? n));
  const withRuns = req.runs === undefined && recording === undefined ? toRun : toRun.map((s) => ({ ...s, runs: runsOf(s.runs) }));

  // Before any model call: keys, prompts, hashes (exit 2 on a problem).
  checkKeys(loaded, providersInUse(loaded, withRuns), io.env, req.recording ?? false);
  const prepared = await prepareScenarios(loaded, withRuns, io.readText);

  const { max_calls: maxCalls, max_cost: maxCost } = loaded.config.budget;
  const gate: CallGate = createCallGate({
    concurrency: req.concurrency,
    ...(maxCalls === undefined ? {} : { maxCalls }),
    ...(maxCost === undefined ? {} : { maxCost }),
  });
  const raw = io.providers ? io.providers(loaded) : createProviders(loaded.config, { env: io.env, configDir: loaded.dir, root: loaded.root, ...(shard ? { shards: shard.total } : {}) });
  // Recording runs (push, schedule, drift) sample the model now: they neither read nor fill the cache.
  const cacheDir = await responseCacheDir(loaded, req);
  const rejected: RejectedEntry[] = [];
  const store = cacheDir === undefined ? undefined : dirResponseStore(cacheDir, { onRejected: (_key, why) => rejected.push(why) });
  // An answer that holds a secret or a token shape is never written to the cache (src/providers/cache.ts).
  const keyVariables = Object.values(loaded.config.providers).flatMap((p) => ('api_key_env' in p && typeof p.api_key_env === 'string' ? [p.api_key_env] : []));
  const secretRedactor = createRedactor(secretValues(io.env, keyVariables));
  const holdsSecret = (text: string) => secretRedactor.redact(text) !== text;
  const providers = new Map(
    [...raw].map(([name, p]) => {
      const cfg = loaded.config.providers[name];
      const price = priceOf(cfg);
      const paid = gated(p, gate, price);
      return [name, store && cfg && isCacheable(cfg) ? cachedProvider(paid, cfg, store, holdsSecret) : paid] as const;
    }),
  );
  // Scenarios without history: the merge base's context, sampled first in this run (compare.base; shards: not yet).
  const reruns =
    req.baseSuite === undefined || shard !== undefined
      ? undefined
      : await measureBaseArms({
          source: req.baseSuite,
          cfg: loaded.config.compare,
          prepared,
          hasHistory: (name) => pooled !== undefined && comparedCount(pooled, [name]) > 0,
          providers,
          priceOf: (name) => priceOf(loaded.config.providers[name]),
          isExec: isExecProvider(loaded),
          calls: () => gate.calls(),
          ...(req.seed === undefined ? {} : { seed: req.seed }),
          ...(io.events?.runFinished ? { onRun: (name: string, run: RunResult) => io.events?.runFinished?.(`${name} (base)`, run) } : {}),
        });
  const compareWith = withReruns(pooled, reruns);
  const familySize = req.familySize ?? (compareWith ? familySizeOf(compareWith, running) : 1);
  // Every test that can turn the run red shares compare.alpha (src/stats/error-budget.ts), counted over the whole selection (all shards).
  const compared = compareWith ? (req.familySize ?? comparedCount(compareWith, running)) : 0;
  // Own-rule expectations tested with a test are tests of their own (DESIGN §3b: every test made counts).
  const alphaShare = thresholdAlpha(loaded.config.compare.alpha, req.thresholdFamily ?? thresholdTestCount(whole.selected.filter((s) => s.run).map((s) => s.scenario)), compared);
  // A replay serves a fixed, recorded sample: there is no sampling error to control, so its verdict is
  // the count over the recorded runs (a test would only re-read the same samples as new evidence).
  const replayed = (p: PreparedScenario) => loaded.config.providers[p.role.provider]?.type === 'replay';
  const rules = new Map(prepared.map((p) => [p.scenario.name, replayed(p) ? COUNT_RULE : ruleFor(p.scenario, alphaShare)] as const));
  const ruleOf = (p: PreparedScenario): ThresholdRule => rules.get(p.scenario.name) ?? COUNT_RULE;
  const compare = compareWith ? comparisonPolicyFor(compareWith, loaded.config.compare, { familySize }) : undefined;
  const policyFor =
    req.policyFor ??
    (compare
      ? (p: PreparedScenario) => compare({ scenario: p.scenario, rule: ruleOf(p) })
      : recording
        ? (p: PreparedScenario) => recordingPolicy(ruleOf(p), p.scenario.runs)
        : (p: PreparedScenario) => samplingPolicy(ruleOf(p), p.scenario.runs));
  io.events?.planned?.(prepared.length, prepared.reduce((n, p) => n + p.scenario.runs, 0));

  const reasons = new Map(selection.selected.map((s) => [s.scenario.name, s.reason] as const));
  // p-map takes scenarios from the list as others finish: only the open ones hold a promise and a closure
  // (p-limit with Promise.all queued one of each per scenario up front: 20,000 of them at 20,000 scenarios).
  const results = await pMap(
    prepared,
    async (p) => {
      const execute = makeExecutor(p, providers, req.seed, priceOf(loaded.config.providers[p.role.provider]), isExecProvider(loaded));
      const gates = gatesFor(p.scenario, alphaShare, replayed(p));
      const made: RunResult[] = [];
      const sampled = await sampleScenario({
        planned: p.scenario.runs,
        threshold: p.scenario.threshold,
        policy: gatedPolicy(policyFor(p), gates, p.scenario.runs, () => made.slice().sort((a, b) => a.index - b.index)),
        execute,
        onRun: (run) => {
          if (gates.length > 0) made.push(run);
          io.events?.runFinished?.(p.scenario.name, run);
        },
      });
      const reason = reasons.get(p.scenario.name) ?? 'ran';
      const result = scenarioResult({ ...identity(p, ruleOf(p)), ...(gates.length === 0 ? {} : { gates }) }, sampled.runs, sampled.tally, reason);
      io.events?.scenarioFinished?.(result);
      return result;
    },
    { concurrency: scenariosInFlight(req.concurrency) },
  );
  const byName = new Map(results.map((r) => [r.name, r]));
  const hashes = new Map(prepared.map((p) => [p.scenario.name, p.contextHash]));
  const scenarios = selection.selected.map(
    (s) =>
      byName.get(s.scenario.name) ??
      skippedResult(
        {
          name: s.scenario.name,
          file: s.scenario.file,
          line: s.scenario.source.line,
          role: s.scenario.role,
          planned: req.runs ?? s.scenario.runs,
          threshold: s.scenario.threshold,
          ...(hashes.has(s.scenario.name) ? { contextHash: hashes.get(s.scenario.name) } : {}),
        },
        s.reason,
      ),
  );
  const priced = providersInUse(loaded, withRuns).some((name) => priceOf(loaded.config.providers[name]) !== undefined);
  const build = (more: readonly string[]) =>
    buildReport({
      scenarios,
      calls: gate.calls(),
      ...trafficOf(loaded.config),
      ...(priced ? { cost: gate.spent() } : {}),
      durationMs: io.now() - started,
      notes: [...selection.notes, ...(reruns?.notes ?? []), ...(req.baseSuite !== undefined && shard !== undefined ? ['compare.base: the merge base is not re-measured in sharded runs yet; scenarios without history are judged by threshold alone'] : []), ...[rejectedEntriesNote(rejected)].filter((n) => n !== undefined), ...more],
      version: VERSION,
      config: path.relative(process.cwd(), loaded.path) || loaded.path,
      startedAt,
    });
  let withComparisons = compareWith ? attachComparisons(build([]), compareWith, loaded.config.compare, { familySize }, reruns?.outcomes) : build([]);
  // A drop against history is checked against the merge base measured in this run (issue 31 item 2; compare.base: auto; shards: not yet).
  const drops = regressions(withComparisons).filter((s) => s.comparison?.source === 'history').map((s) => s.name);
  if (compareWith && drops.length > 0 && req.baseSuite !== undefined && shard === undefined && loaded.config.compare.base === 'auto') {
    const checked = await measureConfirmations(
      {
        source: req.baseSuite,
        cfg: loaded.config.compare,
        prepared,
        providers,
        priceOf: (name) => priceOf(loaded.config.providers[name]),
        isExec: isExecProvider(loaded),
        calls: () => gate.calls(),
        ...(req.seed === undefined ? {} : { seed: req.seed }),
        ...(io.events?.runFinished ? { onRun: (name: string, run: RunResult) => io.events?.runFinished?.(`${name} (base)`, run) } : {}),
      },
      drops,
    );
    withComparisons = attachComparisons(build(checked.notes), compareWith, loaded.config.compare, { familySize }, reruns?.outcomes, checked.confirmations);
  }
  // The tools this pull request changed (DESIGN §3b), for the comment and the reviewer; not for a shard (merge has the whole report).
  const tools = req.baseSuite === undefined || shard !== undefined ? undefined : await toolsAgainstBase(loaded, io.readText, req.baseSuite);
  const report: Report = tools === undefined ? withComparisons : { ...withComparisons, tools };
  return { loaded, report, prepared, ...(shard ? { shard: { scenarios: selection.selected.map((s) => s.scenario.name), positions, reasons: selection.selected.map((s) => s.reason), selected: whole.selected.length } } : {}) };
}

/**
 * How many scenarios are open (begun, not finished) at once: enough to keep every call slot busy while
 * some wait on their runs' results, few enough that pending calls and partial results do not grow with
 * the suite. Scenarios start in suite order as others finish.
 */
export function scenariosInFlight(concurrency: number): number {
  return Math.max(64, 4 * concurrency);
}

/**
 * The response cache's folder for this run, or undefined when the config has no cache or the run bypasses
 * it. The config's `cache.dir` goes through the one path resolver here, at the moment of use.
 */
export async function responseCacheDir(loaded: LoadedConfig, req: Pick<PipelineRequest, 'forBaseline' | 'bypassCache' | 'cacheDir'>): Promise<string | undefined> {
  if (req.forBaseline === true || req.bypassCache === true || req.cacheDir === false) return undefined;
  if (req.cacheDir !== undefined) return req.cacheDir;
  if (!loaded.config.cache) return undefined;
  return configuredFolder(loaded, 'cache.dir', loaded.config.cache.dir);
}

/** The scenario's threshold rule (src/stats/threshold-rule.ts), read from here by the simulations and older callers. */
export { ruleFor };


/** The scenario's own-rule expectations as gates (src/runner/gates.ts), a chain stage's named by it; a replayed scenario counts, as its threshold does. */
export function gatesFor(s: Scenario, alphaShare: number, replayed: boolean): Gate[] {
  return ownRules(s).flatMap((r) => {
    const e = r.expectation;
    if (e.own === undefined) return [];
    const verdict = replayed ? 'count' : (e.own.verdict ?? s.verdict ?? VERDICT_DEFAULTS.verdict);
    return [{ label: ownRuleLabel(r), line: e.source.line, threshold: e.own.threshold, rule: ruleFor({ ...s, threshold: e.own.threshold, verdict }, alphaShare), ...(r.stage === undefined ? {} : { stage: r.stage }) }];
  });
}

function identity(p: PreparedScenario, rule: ThresholdRule) {
  return {
    rule,
    name: p.scenario.name,
    file: p.scenario.file,
    line: p.scenario.source.line,
    role: p.scenario.role,
    planned: p.scenario.runs,
    threshold: p.scenario.threshold,
    contextHash: p.contextHash,
    expectations: expectationIds(p.scenario.expect),
  };
}
