/** Shard artifact names (src/action/shard-names.ts): one per run, shard and attempt; the merge takes each shard's newest attempt. */
import { describe, expect, it } from 'vitest';
import { attemptOf, configTagOf, newestShardArtifacts, parseShardArtifactName, shardArtifactName } from '../../src/action/shard-names.js';
import { parseShardFile, ShardError } from '../../src/report/shards.js';
import { seededRandom } from '../fakes/openai-server.js';

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
    const kept = newestShardArtifacts(names, 'context-eval.yaml', 2).map((k) => k.artifact.name);
    expect(kept).toEqual(['context-eval-shard-8-2-of-2-attempt-1', 'context-eval-shard-9-1-of-2-attempt-1', 'context-eval-shard-9-2-of-2-attempt-2']);
  });
});

describe('merge trusts nothing in a name (issue 30 row 9)', () => {
  it('refuses an artifact whose attempt is later than this run is at, naming it', () => {
    const names = ['context-eval-shard-9-1-of-2-attempt-1', 'context-eval-shard-9-2-of-2-attempt-1', 'context-eval-shard-9-2-of-2-attempt-99'].map((name, id) => ({ name, id }));
    expect(() => newestShardArtifacts(names, 'context-eval.yaml', 1)).toThrow(ShardError);
    expect(() => newestShardArtifacts(names, 'context-eval.yaml', 1)).toThrow(
      /^the artifact context-eval-shard-9-2-of-2-attempt-99 names attempt 99, but this workflow run is at attempt 1 \(GITHUB_RUN_ATTEMPT\)/,
    );
    // At attempt 99 (the run really was re-run that often) it is the newest.
    expect(newestShardArtifacts(names, 'context-eval.yaml', 99).map((k) => k.artifact.name)).toContain('context-eval-shard-9-2-of-2-attempt-99');
  });

  it('reads an attempt only as the shard job writes it: attempt-0 and attempt-01 are not shard artifacts', () => {
    expect(parseShardArtifactName('context-eval-shard-9-1-of-2-attempt-01', 'context-eval.yaml')).toBeUndefined();
    expect(parseShardArtifactName('context-eval-shard-9-1-of-2-attempt-0', 'context-eval.yaml')).toBeUndefined();
    expect(parseShardArtifactName('context-eval-shard-9-1-of-2-attempt-1000000000', 'context-eval.yaml')).toBeUndefined();
  });

  it.each([
    [undefined, 1],
    ['', 1],
    ['3', 3],
    ['0', 1],
    ['x', 1],
  ])('GITHUB_RUN_ATTEMPT %j is attempt %i', (text, attempt) => {
    expect(attemptOf(text)).toBe(attempt);
  });

  it('a seeded fuzz of artifact names x attempts: the merge keeps each shard\'s newest attempt up to the run\'s, or refuses', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const random = seededRandom(seed);
      const runAttempt = 1 + Math.floor(random() * 5);
      const total = 1 + Math.floor(random() * 4);
      const names: string[] = [];
      for (let i = 0; i < 1 + Math.floor(random() * 10); i++) {
        const attempt = 1 + Math.floor(random() * (runAttempt + 2));
        const pad = random() < 0.15 ? '0' : '';
        const index = 1 + Math.floor(random() * total);
        names.push(`context-eval-shard-${random() < 0.1 ? '8' : '9'}-${index}-of-${total}-attempt-${pad}${attempt}`);
      }
      const artifacts = [...new Set(names)].map((name, id) => ({ name, id }));
      const canonical = artifacts.flatMap((a) => parseShardArtifactName(a.name, 'context-eval.yaml') ?? []);
      const replay = `seed ${seed}: attempt ${runAttempt}, ${artifacts.map((a) => a.name).join(' ')}`;
      const later = artifacts.filter((a) => (parseShardArtifactName(a.name, 'context-eval.yaml')?.attempt ?? 0) > runAttempt);
      if (later.length > 0) {
        let message = '';
        try {
          newestShardArtifacts(artifacts, 'context-eval.yaml', runAttempt);
        } catch (err) {
          message = err instanceof Error ? err.message : String(err);
        }
        for (const a of later) expect(message, replay).toContain(`the artifact ${a.name} names attempt`);
        continue;
      }
      const kept = newestShardArtifacts(artifacts, 'context-eval.yaml', runAttempt);
      for (const { artifact, id } of kept) {
        expect(artifact.name, replay).not.toMatch(/attempt-0/);
        const rivals = canonical.filter((c) => c.runId === id.runId && c.index === id.index && c.total === id.total);
        expect(id.attempt, replay).toBe(Math.max(...rivals.map((r) => r.attempt)));
        expect(id.attempt, replay).toBeLessThanOrEqual(runAttempt);
      }
      expect(new Set(kept.map((k) => `${k.id.runId}:${k.id.index}`)).size, replay).toBe(kept.length);
    }
  });
});

describe('a shard file holds each run once (issue 30 row 9)', () => {
  const file = (runs: number[]) =>
    JSON.stringify({
      shard: { runId: '9', index: 1, total: 2, suite: 'a'.repeat(64), selected: 2, scenarios: ['plans-auth'], positions: [0], reasons: ['ran'] },
      report: {
        scenarios: [{ name: 'plans-auth', verdict: 'pass', runs: runs.map((index) => ({ index, pass: true, tokens: { input: 1, output: 1 }, latencyMs: 1, failures: [] })) }],
        summary: { calls: runs.length, durationMs: 1 },
        notes: [],
        startedAt: '2026-11-28T00:00:00Z',
      },
    });

  it('refuses 100 copies of one run, naming the shard and the scenario', () => {
    expect(() => parseShardFile(file(Array.from({ length: 100 }, () => 0)), 'the artifact A')).toThrow(
      /^the artifact A \(shard 1 of 2\): scenario 'plans-auth' holds run 0 100 times; .*run the shard again/,
    );
    expect(parseShardFile(file([0, 1, 2]), 'the artifact A').report.scenarios[0]?.runs).toHaveLength(3);
  });

  it('a seeded fuzz of run indices: a file is refused exactly when an index repeats', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const random = seededRandom(seed);
      const runs = Array.from({ length: 1 + Math.floor(random() * 12) }, (_, i) => (random() < 0.1 ? Math.floor(random() * (i + 1)) : i));
      const repeats = new Set(runs).size !== runs.length;
      const parse = () => parseShardFile(file(runs), `seed ${seed}`);
      if (repeats) expect(parse, `seed ${seed}: ${runs.join(',')}`).toThrow(/holds run \d+ \d+ times/);
      else expect(parse().report.scenarios[0]?.runs.length, `seed ${seed}`).toBe(runs.length);
    }
  });
});
