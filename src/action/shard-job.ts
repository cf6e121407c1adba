/**
 * A shard job (`shard: I/N`, DESIGN §7): runs only its shard of the selection, with everything an
 * unsharded run of the same event gets before the run (changed files, baseline, the PR's family size,
 * which the pipeline counts over the whole selection before the split), writes the partial result
 * `context-eval run --shard --out` writes, and uploads it as this workflow run's artifact for the merge
 * job. It neither annotates, comments, records nor runs the drift detectors: the merge job does, once.
 * Its step fails only when it could not produce or upload its result; a failing or erroring scenario is
 * data for the merge job's gate.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { withNote } from './baseline-and-record.js';
import type { ActionContext, Outputs } from './context.js';
import { attemptOf, shardArtifactName } from './shard-names.js';
import { InputError } from '../inputs.js';
import type { PipelineRequest, PipelineResult } from '../pipeline/pipeline.js';
import type { ShardSpec } from '../pipeline/shard.js';
import { renderJsonChunks } from '../report/json.js';
import { renderMarkdown } from '../report/markdown.js';
import { renderShardChunks, SHARD_FILE } from '../report/shards.js';
import { writeOutputChunks } from '../security/sink.js';
import { suiteHash, type Planning } from '../pipeline/suite.js';

export async function runShardJob(
  ctx: ActionContext,
  spec: ShardSpec,
  req: PipelineRequest,
  run: (req: PipelineRequest) => Promise<PipelineResult>,
  baselineNote: string | undefined,
  out: Outputs,
): Promise<void> {
  const runId = ctx.runner.runId;
  if (runId === undefined) {
    throw new InputError(`shard: a shard job names its result by the workflow run (GITHUB_RUN_ID), which is not set; run it in GitHub Actions, or shard with the CLI (context-eval run --shard ${spec.index}/${spec.total} --run-id ID --out DIR)`);
  }
  if (!ctx.artifacts) throw new InputError('shard: this runner offers no artifact storage for the shard results; run the shards in GitHub Actions');
  const artifacts = await ctx.artifacts();
  const result = await run({ ...req, shard: spec });
  const report = withNote(result.report, baselineNote);
  const held = result.shard ?? { scenarios: [], positions: [], reasons: [], selected: 0 };

  out.verdict = report.verdict;
  out.passed = report.summary.passed;
  out.failed = report.summary.failed;
  out.errored = report.summary.errored;
  const dir = path.join(ctx.runner.runnerTemp ?? result.loaded.dir, 'context-eval', `shard-${spec.index}-of-${spec.total}`);
  await mkdir(dir, { recursive: true });
  out.report = path.join(dir, 'report.json');
  // Both files in pieces, never as one string of the whole report (issue 12).
  const redactor = { redact: ctx.redactData };
  await writeOutputChunks(out.report, renderJsonChunks(report), redactor);
  const shardFile = path.join(dir, SHARD_FILE);
  // The suite and planning this shard ran: the merge job recomputes it and refuses another.
  const suite = await suiteHash(result.loaded, (p) => readFile(p, 'utf8'), shardPlanning(req));
  const header = { runId, index: spec.index, total: spec.total, suite, ...(req.runs === undefined ? {} : { runs: req.runs }), ...held };
  await writeOutputChunks(shardFile, renderShardChunks({ shard: header, report }), redactor);

  const name = shardArtifactName({ runId, index: spec.index, total: spec.total, attempt: attemptOf(ctx.runner.runAttempt) }, ctx.inputs.config);
  try {
    await artifacts.upload(name, dir, [shardFile, out.report]);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/\b409\b|already exists/i.test(message)) {
      throw new Error(`shard ${spec.index} of ${spec.total}: this attempt of the workflow run already holds the artifact ${name}, so another job ran the same shard; give each matrix job its own shard (1/${spec.total} … ${spec.total}/${spec.total})`, { cause: err });
    }
    throw new Error(`shard ${spec.index} of ${spec.total}: could not upload the result as the artifact ${name}: ${message}`, { cause: err });
  }
  ctx.log.info(`context-eval: shard ${spec.index} of ${spec.total} (${held.scenarios.length} scenarios) uploaded as ${name}; the merge job (mode: merge) comments, annotates, records and gates once.`);
  ctx.summary.setReport((maxBytes) => renderMarkdown(report, { maxBytes, full: true }));
  ctx.summary.add(`## context-eval: shard ${spec.index} of ${spec.total}\n\nThis job ran ${held.scenarios.length} of the selected scenarios and uploaded its partial result as the artifact \`${name}\`. The merge job (\`mode: merge\`) combines the ${spec.total} shards, then comments, annotates, records and gates once; this step fails only when the shard could not produce or upload its result.\n`);
}

/** The planning options a run of `req` samples under (runPipeline: a recording run samples compare.baseline_runs). */
export function shardPlanning(req: Pick<PipelineRequest, 'runs' | 'forBaseline' | 'baseline'>): Planning {
  return { ...(req.runs === undefined ? {} : { runs: req.runs }), recording: req.forBaseline === true && req.baseline === undefined };
}
