/** The PR's false-alarm rate reads as the comparison notes write it (src/format/percent.ts): 1.25%, not 1.3%. */
import { describe, expect, it } from 'vitest';
import { attachComparisons, baselineFor } from '../../src/pipeline/attach-comparisons.js';
import { CompareSchema } from '../../src/config/schema.js';
import { COUNT_RULE, buildReport, scenarioResult } from '../../src/runner/result.js';
import { makeRecord, sha } from '../history/make-record.js';

describe('the family note', () => {
  it('writes compare.alpha through the one rate formatter', () => {
    const cfg = CompareSchema.parse({ alpha: 0.0125 });
    const history = [1, 2, 3].map((n) => makeRecord(n, [{ name: 'a', passes: 9, attempted: 10 }]));
    const pooled = baselineFor(history, { mergeBaseSha: sha(3), baseRef: 'main', ancestorsOfMergeBase: [sha(3), sha(2), sha(1)], m: 5 });
    const id = { name: 'a', file: 'scenarios/a.yaml', line: 1, role: 'r', planned: 3, threshold: 2 / 3, contextHash: 'hash-a', rule: COUNT_RULE };
    const runs = [0, 1, 2].map((index) => ({ index, pass: true, tokens: { input: 100, output: 20 }, latencyMs: 2000, failures: [] }));
    const report = buildReport({ scenarios: [scenarioResult(id, runs, { passes: 3, failures: 0, errors: 0 }, 'w')], calls: 0, durationMs: 0, notes: [], version: '0', config: 'c.yaml', startedAt: 'now' });
    const out = attachComparisons(report, pooled, cfg, { familySize: 1 });
    expect(out.notes.join('\n')).toContain('is flagged is at most 1.25% over all of them together');
  });
});
