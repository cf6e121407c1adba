/**
 * Merging the shards of one run (DESIGN §2 MUST "merge recomputes every verdict from the shards' runs",
 * §5 `merge`, §7 `mode: merge`). A shard file is outside data: of each scenario only its runs are taken.
 * Identity, N and threshold come from the suite at the merged commit; each verdict, count and interval
 * comes from the runner's own scenarioResult over the runs, the report's verdict and summary from
 * buildReport, and each comparison from attachComparisons against the baseline the merge reads itself,
 * with the PR's family counted over all shards. The checks (one run, one suite, each shard and each
 * scenario once, none missing) are src/report/shards.ts.
 */
import path from 'node:path';
import type { LoadedConfig } from '../config/types.js';
import { placeShards, ShardError, sumOf, type PlacedScenario, type ShardFile } from '../report/shards.js';
import { gatesFor } from './pipeline.js';
import { ruleFor, thresholdTestCount } from '../stats/threshold-rule.js';
import { thresholdAlpha } from '../stats/error-budget.js';
import type { Report, RunResult, ScenarioResult } from '../report/types.js';
import { buildReport, scenarioResult, skippedResult } from '../runner/result.js';
import { expectationIds } from '../runner/expectation-counts.js';
import type { Tally } from '../stats/verdict.js';
import { VERSION } from '../version.js';
import { attachComparisons, baselineFor, comparedCount, familySizeOf, regressions, type BaselineRequest, type Confirmation } from './attach-comparisons.js';
import { prepareScenarios, type ReadText } from './prepare.js';
import { plannedRuns, suiteHash, type Planning } from './suite.js';
import type { BaseSuiteSource } from './base-arm.js';
import { toolsAgainstBase } from './tools-diff.js';

export interface MergeRequest {
  loaded: LoadedConfig;
  readText: ReadText;
  results: readonly { source: string; result: ShardFile }[];
  /** The run to merge; by default the one most shards name. */
  runId?: string;
  /**
   * The merge's own planning options (the action: its `runs` input and whether it records). Without
   * them (the CLI), the `runs` the shards state is taken: it must be the same in every shard, as the
   * suite hash checks.
   */
  planning?: Planning;
  /** The history to compare with; the comparisons are computed here, never taken from a shard. */
  baseline?: BaselineRequest;
  /** Whether this merge compares (CLI: --compare; the action: on a pull request); when not, compared shards are an error. */
  comparing: boolean;
  /**
   * The suite at the merge base, for the PR's tools diff (DESIGN §3b): computed here once, from the merged
   * commit's suite against it, as the unsharded run computes it; a shard computes none.
   */
  baseSuite?: BaseSuiteSource;
}

/** The tally of a scenario's runs, counted as the runner counts them (src/runner/sample.ts). */
export function tallyOf(runs: readonly RunResult[]): Tally {
  const tally: Tally = { passes: 0, failures: 0, errors: 0 };
  for (const run of runs) {
    if (run.error !== undefined) tally.errors++;
    else if (run.mainPass ?? run.pass) tally.passes++;
    else tally.failures++;
  }
  return tally;
}

/** Whether a placed scenario ran: a shard that states "skipped" over runs is not believed. */
const ran = (p: PlacedScenario): boolean => p.scenario.verdict !== 'skipped' || p.scenario.runs.length > 0;

export async function mergeShardResults(req: MergeRequest): Promise<Report> {
  const { loaded, results } = req;
  const stated = results[0]?.result.shard.runs;
  const planning: Planning = req.planning ?? (stated === undefined ? {} : { runs: stated });
  const suite = await suiteHash(loaded, req.readText, planning);
  const { placed } = placeShards(results, { suite, names: loaded.scenarios.map((s) => s.name), ...(req.runId === undefined ? {} : { runId: req.runId }) });
  const compared = results.some((r) => r.result.report.summary.regressions !== undefined);
  if (compared && !req.comparing) {
    throw new ShardError('the shards were compared with a baseline (run --compare): pass merge --compare (and the same --base REF) so that it computes the comparisons from the runs');
  }

  const byName = new Map(loaded.scenarios.map((s) => [s.name, s] as const));
  const running = placed.filter(ran).flatMap((p) => byName.get(p.scenario.name) ?? []);
  // The context hash history compares is the merged commit's, never a shard's word for it.
  const prepared = await prepareScenarios(loaded, running, req.readText);
  const hashes = new Map(prepared.map((p) => [p.scenario.name, p.contextHash] as const));

  // The threshold tests share the invocation's false-red rate exactly as the unsharded run would split it.
  const cfg = loaded.config.compare;
  const pooled = req.baseline === undefined ? undefined : baselineFor(req.baseline.records, { ...req.baseline, m: cfg.baseline_records, maxAgeDays: cfg.max_age_days });
  const runningNames = running.map((s) => s.name);
  const alphaShare = thresholdAlpha(cfg.alpha, thresholdTestCount(running), pooled ? comparedCount(pooled, runningNames) : 0);

  const scenarios = placed.map((p): ScenarioResult => {
    const s = byName.get(p.scenario.name);
    if (!s) throw new ShardError(`scenario '${p.scenario.name}' is not in the suite at this commit`);
    const didRun = ran(p);
    const hash = hashes.get(s.name);
    const id = {
      name: s.name,
      file: s.file,
      line: s.source.line,
      role: s.role,
      planned: plannedRuns(loaded, s.runs, planning, didRun),
      threshold: s.threshold,
      ...(hash === undefined ? {} : { contextHash: hash }),
    };
    const why = p.why === '' ? 'ran' : p.why;
    if (!didRun) return skippedResult(id, why);
    const runs: RunResult[] = p.scenario.runs.map((r) => ({ ...r }));
    const replayed = loaded.config.providers[loaded.config.roles[s.role]?.provider ?? '']?.type === 'replay';
    const gates = gatesFor({ ...s, runs: id.planned }, alphaShare, replayed);
    const expectations = expectationIds(s.expect);
    return scenarioResult({ ...id, rule: ruleFor({ ...s, runs: id.planned }, alphaShare), ...(gates.length === 0 ? {} : { gates }), expectations }, runs, tallyOf(runs), why);
  });

  const reports = results.map((r) => r.result.report);
  const costs = reports.map((r) => r.summary.cost).filter((c): c is number => c !== undefined);
  // A note stands when every shard states it (the selection's and the baseline's notes are the same in each).
  const notes = (reports[0]?.notes ?? []).filter((n, i, all) => all.indexOf(n) === i && reports.every((r) => r.notes.includes(n)));
  const built = buildReport({
    scenarios,
    calls: reports.reduce((n, r) => n + r.summary.calls, 0),
    ...sumOf(reports, 'rateLimited'),
    ...sumOf(reports, 'retries'),
    durationMs: Math.max(0, ...reports.map((r) => r.summary.durationMs)),
    notes,
    version: VERSION,
    config: path.relative(process.cwd(), loaded.path) || loaded.path,
    startedAt: reports.map((r) => r.startedAt).sort()[0] ?? '',
    ...(costs.length > 0 ? { cost: costs.reduce((a, b) => a + b, 0) } : {}),
  });
  const tools = req.baseSuite === undefined ? undefined : await toolsAgainstBase(loaded, req.readText, req.baseSuite);
  const withTools: Report = tools === undefined ? built : { ...built, tools };
  if (pooled === undefined) return withTools;
  const familySize = familySizeOf(pooled, built.scenarios.filter((s) => s.verdict !== 'skipped').map((s) => s.name));
  const first = attachComparisons(withTools, pooled, cfg, { familySize });
  // Shards do not measure the merge base yet: a drop against history stands unconfirmed, and says so (issue 31 item 2).
  const unconfirmed = new Map<string, Confirmation>(
    regressions(first)
      .filter((s) => s.comparison?.source === 'history' && cfg.base === 'auto')
      .map((s) => [s.name, { kind: 'unmeasured', why: 'sharded runs do not measure the merge base yet' }]),
  );
  const withComparisons = unconfirmed.size === 0 ? first : attachComparisons(withTools, pooled, cfg, { familySize }, undefined, unconfirmed);
  return { ...withComparisons, notes: [...new Set(withComparisons.notes)] };
}
