/**
 * The JSON report is written to disk in pieces (one per scenario), through the redactor, rather than as
 * one string of the whole report (issue 12: 26 MB at 20,000 scenarios × 3, held two or three times over
 * while written). The file is byte for byte what renderJson gives, redacted.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderJson, renderJsonChunks, parseReport } from '../../src/report/json.js';
import { writeOutputChunks } from '../../src/security/sink.js';
import { parseShardFile, renderShardChunks, renderShardFile } from '../../src/report/shards.js';
import { createRedactor } from '../../src/security/redact.js';
import { allPassReport, comparison, hostileReport, largeReport, mixedReport, report, run, scenario } from './fixtures.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const withComparison = () => {
  const r = mixedReport();
  return { ...r, scenarios: r.scenarios.map((s) => ({ ...s, comparison: comparison() })) };
};

describe('renderJsonChunks', () => {
  it.each([
    ['all pass', allPassReport()],
    ['mixed', mixedReport()],
    ['hostile text', hostileReport()],
    ['large', largeReport()],
    ['with comparisons', withComparison()],
    ['no scenarios', report([])],
    ['one scenario', report([scenario('only', 'fail', { runs: [run(0, { pass: false, output: 'line 1\nline 2 "quoted" \u2028 \\ end' })] })])],
  ])('joins to exactly renderJson (%s)', (_name, r) => {
    const chunks = [...renderJsonChunks(r)];
    expect(chunks.join('')).toBe(renderJson(r));
    if (r.scenarios.length > 1) expect(chunks.length).toBeGreaterThan(r.scenarios.length);
  });
});

describe('renderShardChunks', () => {
  const header = (names: string[]) => ({ runId: '42', index: 2, total: 4, suite: 'a'.repeat(64), selected: names.length * 4, scenarios: names, positions: names.map((_, i) => i * 4 + 1), reasons: names.map(() => 'ran') });
  it.each([
    ['mixed', mixedReport()],
    ['hostile text', hostileReport()],
    ['large', largeReport()],
    ['with comparisons', withComparison()],
    ['no scenarios', report([])],
  ])('joins to exactly renderShardFile, which reads back (%s)', (_name, r) => {
    const result = { shard: header(r.scenarios.map((s) => s.name)), report: r };
    const chunks = [...renderShardChunks(result)];
    expect(chunks.join('')).toBe(renderShardFile(result));
    if (r.scenarios.length > 1) expect(chunks.length).toBeGreaterThan(r.scenarios.length);
    expect(parseShardFile(chunks.join(''), 'shard.json').shard).toEqual(result.shard);
  });
});

describe('writeOutputChunks', () => {
  it('writes the report renderJson gives, redacted, and it reads back', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-json-stream-'));
    dirs.push(dir);
    const secret = 'sk-test-0123456789abcdefghij';
    const base = mixedReport();
    const leaky = { ...base, scenarios: base.scenarios.map((s, i) => (i === 0 ? { ...s, runs: [run(0, { pass: false, output: `the key is ${secret}, keep it` })] } : s)) };
    const redactor = createRedactor([secret]);
    const file = path.join(dir, 'nested', 'report.json');
    await writeOutputChunks(file, renderJsonChunks(leaky), redactor);
    const written = readFileSync(file, 'utf8');
    expect(written).toBe(redactor.redact(renderJson(leaky)));
    expect(written).not.toContain(secret);
    expect(parseReport(written, 'report.json').scenarios.map((s) => s.name)).toEqual(leaky.scenarios.map((s) => s.name));
  });
});
