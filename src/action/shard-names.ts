/**
 * The artifacts the shard jobs of one workflow run upload (DESIGN §7 `shard`, `mode: merge`), named
 * `context-eval-shard-<run id>-<I>-of-<N>-attempt-<run attempt>`, with `-config-<8 hex>` when the config
 * is not the default one (two sharded configs in one workflow keep apart). Artifact names are unique in a
 * workflow run and a re-run is the same run, so the run attempt is in the name: a re-run shard job
 * uploads beside the earlier attempt's artifact and the merge takes the newest attempt of each shard.
 * Two jobs of one attempt with the same shard collide on the name (the second upload is refused). A name
 * is not evidence: the merge bounds the attempt in it by its own GITHUB_RUN_ATTEMPT (no job of this run
 * can have uploaded a later attempt) and refuses an artifact that names one. Pure.
 */
import { createHash } from 'node:crypto';
import { ShardError } from '../report/shards.js';

export const SHARD_ARTIFACT_PREFIX = 'context-eval-shard-';
const DEFAULT_CONFIG = 'context-eval.yaml';

export interface ShardArtifactId {
  runId: string;
  index: number;
  total: number;
  attempt: number;
}

/** '' for the default config, else 8 hex digits of the config input's hash. */
export function configTagOf(config: string): string {
  const c = config.trim();
  return c === DEFAULT_CONFIG || c === `./${DEFAULT_CONFIG}` ? '' : createHash('sha256').update(c).digest('hex').slice(0, 8);
}

export function shardArtifactName(id: ShardArtifactId, config: string): string {
  const tag = configTagOf(config);
  return `${SHARD_ARTIFACT_PREFIX}${id.runId}-${id.index}-of-${id.total}-attempt-${id.attempt}${tag === '' ? '' : `-config-${tag}`}`;
}

/** The attempt is written as shardArtifactName writes it (no leading zero): `-attempt-01` is not attempt 1. */
const NAME = /^context-eval-shard-([0-9A-Za-z_.]+)-(\d+)-of-(\d+)-attempt-([1-9]\d{0,8})(?:-config-([0-9a-f]{8}))?$/;

/** GITHUB_RUN_ATTEMPT, 1 when unset or not a number. */
export function attemptOf(text: string | undefined): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The shard an artifact holds, when it is one of `config`'s shard artifacts. */
export function parseShardArtifactName(name: string, config: string): ShardArtifactId | undefined {
  const m = NAME.exec(name);
  if (!m || (m[5] ?? '') !== configTagOf(config)) return undefined;
  return { runId: m[1] ?? '', index: Number(m[2]), total: Number(m[3]), attempt: Number(m[4]) };
}

/**
 * `config`'s shard artifacts, the newest attempt of each shard (a re-run replaces, never duplicates).
 * Shards of other runs are kept: the merge names them as errors. An artifact whose name claims a later
 * attempt than `runAttempt` (this run's GITHUB_RUN_ATTEMPT) was not uploaded by a job of this run: it is
 * refused (ShardError naming it), never taken as the newest.
 */
export function newestShardArtifacts<A extends { name: string }>(artifacts: readonly A[], config: string, runAttempt: number): { artifact: A; id: ShardArtifactId }[] {
  const newest = new Map<string, { artifact: A; id: ShardArtifactId }>();
  const forged: string[] = [];
  for (const artifact of artifacts) {
    const id = parseShardArtifactName(artifact.name, config);
    if (!id) continue;
    if (id.attempt > runAttempt) {
      forged.push(`the artifact ${artifact.name} names attempt ${id.attempt}, but this workflow run is at attempt ${runAttempt} (GITHUB_RUN_ATTEMPT): no shard job of this run uploaded it; delete it and run the workflow again`);
      continue;
    }
    const key = `${id.runId}:${id.index}:${id.total}`;
    const seen = newest.get(key);
    if (!seen || id.attempt > seen.id.attempt) newest.set(key, { artifact, id });
  }
  if (forged.length > 0) throw new ShardError(forged.join('\n'));
  return [...newest.values()].sort((a, b) => (a.id.runId < b.id.runId ? -1 : a.id.runId > b.id.runId ? 1 : 0) || a.id.index - b.id.index || a.id.total - b.id.total);
}
