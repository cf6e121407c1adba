/**
 * The merge job (`mode: merge`, DESIGN §7): reads the shard results this workflow run's shard jobs
 * uploaded (the newest attempt of each shard), checks that all N shards of this run are there exactly
 * once and of the suite at this commit (src/report/shards.ts: a missing shard, a shard given twice, a shard
 * of another run or suite, a scenario in two shards or not in the suite are each named), and recomputes
 * from their runs the report one unsharded run would have written (src/pipeline/merge.ts): no verdict,
 * count or comparison is taken from an artifact. The listing is this run's only: the results service
 * lists the artifacts of the run the job's runtime token belongs to, and a name of another run is an error. run-action.ts then
 * publishes, reviews, comments, records, runs the detectors and gates once, as after an unsharded run.
 */
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ActionContext } from './context.js';
import { attemptOf, newestShardArtifacts, SHARD_ARTIFACT_PREFIX } from './shard-names.js';
import { InputError } from '../inputs.js';
import type { LoadedConfig } from '../config/types.js';
import type { BaselineRequest } from '../pipeline/attach-comparisons.js';
import type { BaseSuiteSource } from '../pipeline/base-arm.js';
import { mergeShardResults } from '../pipeline/merge.js';
import type { Planning } from '../pipeline/suite.js';
import { parseShardFile, ShardError, SHARD_FILE, type ShardFile } from '../report/shards.js';
import type { Report } from '../report/types.js';

export interface MergeJob {
  loaded: LoadedConfig;
  /** The `runs` input and whether this job records: the shard jobs must have run under the same. */
  planning: Planning;
  /** On a pull request: the baseline the comparisons are computed against, here (never a shard's). */
  baseline?: BaselineRequest;
  comparing: boolean;
  /** On a pull request: the merge base's suite, for the PR's tools diff (src/pipeline/tools-diff.ts). */
  baseSuite?: BaseSuiteSource;
}

export async function mergedShardReport(ctx: ActionContext, job: MergeJob): Promise<Report> {
  const runId = ctx.runner.runId;
  if (runId === undefined) {
    throw new InputError('mode: merge reads the shard results of this workflow run (GITHUB_RUN_ID), which is not set; run it in GitHub Actions, or merge with the CLI (context-eval merge DIR...)');
  }
  if (!ctx.artifacts) throw new InputError('mode: merge: this runner offers no artifact storage to read the shard results from; run it in GitHub Actions');
  const artifacts = await ctx.artifacts();
  // The attempt in a name is bounded by this run's own: a later one was not uploaded by this run's jobs.
  const found = newestShardArtifacts(await artifacts.list(), ctx.inputs.config, attemptOf(ctx.runner.runAttempt));
  if (found.length === 0) {
    throw new ShardError(
      `no shard result of this workflow run was found (artifacts named ${SHARD_ARTIFACT_PREFIX}${runId}-I-of-N-attempt-A, uploaded by the jobs with shard: I/N and config: ${ctx.inputs.config}); give the merge job needs: <the shard job> and if: \${{ !cancelled() }}, and the same config input as the shard jobs`,
    );
  }
  const root = path.join(ctx.runner.runnerTemp ?? job.loaded.dir, 'context-eval', 'shards');
  await rm(root, { recursive: true, force: true });
  const results: { source: string; result: ShardFile }[] = [];
  for (const { artifact } of found) {
    const dir = path.join(root, artifact.name);
    await mkdir(dir, { recursive: true });
    await artifacts.download(artifact, dir);
    const source = `the artifact ${artifact.name}`;
    let text: string;
    try {
      text = await readFile(path.join(dir, SHARD_FILE), 'utf8');
    } catch {
      throw new ShardError(`${source} holds no ${SHARD_FILE}; it was not uploaded by a context-eval shard job (shard: I/N); delete it or re-run the shard jobs`);
    }
    results.push({ source, result: parseShardFile(text, source) });
  }
  const report = await mergeShardResults({
    loaded: job.loaded,
    readText: (p) => readFile(p, 'utf8'),
    results,
    runId,
    planning: job.planning,
    comparing: job.comparing,
    ...(job.baseline === undefined ? {} : { baseline: job.baseline }),
    ...(job.baseSuite === undefined ? {} : { baseSuite: job.baseSuite }),
  });
  ctx.log.info(`context-eval: merged ${results.length} shard result(s) of run ${runId}: ${found.map((f) => f.artifact.name).join(', ')}.`);
  return report;
}
