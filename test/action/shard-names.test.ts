/** Shard artifact names (src/action/shard-names.ts): one per run, shard and attempt; the merge takes each shard's newest attempt. */
import { describe, expect, it } from 'vitest';
import { configTagOf, newestShardArtifacts, parseShardArtifactName, shardArtifactName } from '../../src/action/shard-names.js';

describe('shard artifact names', () => {
  it('name the run, the shard and the attempt; a config other than the default adds its tag', () => {
    expect(shardArtifactName({ runId: '4242', index: 2, total: 4, attempt: 1 }, 'context-eval.yaml')).toBe('context-eval-shard-4242-2-of-4-attempt-1');
    const other = shardArtifactName({ runId: '4242', index: 2, total: 4, attempt: 3 }, 'evals/ce.yaml');
    expect(other).toMatch(/^context-eval-shard-4242-2-of-4-attempt-3-config-[0-9a-f]{8}$/);
    expect(configTagOf('evals/ce.yaml')).not.toBe(configTagOf('evals/other.yaml'));
  });

  it('parse back only for the same config', () => {
    const name = shardArtifactName({ runId: '7', index: 3, total: 5, attempt: 2 }, 'evals/ce.yaml');
    expect(parseShardArtifactName(name, 'evals/ce.yaml')).toEqual({ runId: '7', index: 3, total: 5, attempt: 2 });
    expect(parseShardArtifactName(name, 'context-eval.yaml')).toBeUndefined();
    expect(parseShardArtifactName('context-eval-shard-7-3-of-5-attempt-2', 'evals/ce.yaml')).toBeUndefined();
    expect(parseShardArtifactName('coverage-report', 'context-eval.yaml')).toBeUndefined();
  });

  it('keep the newest attempt of each shard; other runs stay (the merge names them)', () => {
    const names = [
      'context-eval-shard-9-1-of-2-attempt-1',
      'context-eval-shard-9-2-of-2-attempt-1',
      'context-eval-shard-9-2-of-2-attempt-2',
      'context-eval-shard-8-2-of-2-attempt-1',
      'unrelated',
    ].map((name, id) => ({ name, id }));
    const kept = newestShardArtifacts(names, 'context-eval.yaml').map((k) => k.artifact.name);
    expect(kept).toEqual(['context-eval-shard-8-2-of-2-attempt-1', 'context-eval-shard-9-1-of-2-attempt-1', 'context-eval-shard-9-2-of-2-attempt-2']);
  });
});
