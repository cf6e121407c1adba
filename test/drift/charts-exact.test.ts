/** The drift charts' exact Markdown (src/drift/charts.ts): palette, key, bars, folding, labels and edges. */
import { describe, expect, it } from 'vitest';
import { chartedRecords, mermaidText, niceMax, trendCharts } from '../../src/drift/charts.js';
import type { HistoryRecord } from '../../src/history/record.js';
import { makeRecord } from '../history/make-record.js';

const INIT_VARS =
  '"backgroundColor": "#ffffff", "titleColor": "#1f2328", "xAxisLabelColor": "#1f2328", "xAxisTitleColor": "#1f2328", ' +
  '"xAxisTickColor": "#59636e", "xAxisLineColor": "#59636e", "yAxisLabelColor": "#1f2328", "yAxisTitleColor": "#1f2328", ' +
  '"yAxisTickColor": "#59636e", "yAxisLineColor": "#59636e"';

function block(palette: string, lines: string[]): string {
  const init = `%%{init: {"xyChart": {"width": 860, "height": 300}, "themeVariables": {"xyChart": {${INIT_VARS}, "plotColorPalette": "${palette}"}}}}%%`;
  return ['```mermaid', init, 'xychart-beta', ...lines, '```'].join('\n');
}

/** Three nightly records; the context changed at the second, where tokens tripled and one run failed. */
const records = [
  makeRecord(1, [{ passes: 5, tokens: 1000, latency: 2000 }]),
  makeRecord(2, [{ hash: 'hash-b', passes: 4, tokens: 3000, latency: 2000 }]),
  makeRecord(3, [{ hash: 'hash-b', passes: 5, tokens: 1000, latency: 2000 }]),
];
const X = '    x-axis ["11-02", "11-03", "11-04"]';
const passRate = block('#9a6700, #ffffff, #0969da, #1a7f37', [
  '    title "planner: pass rate (%) · green line: threshold · bar: context changed"',
  X,
  '    y-axis "pass rate (%)" 0 --> 100',
  '    bar [0, 100, 0]',
  '    bar [0, 0, 0]',
  '    line [100, 80, 100]',
  '    line [60, 60, 60]',
]);
const tokens = block('#9a6700, #ffffff, #0969da', [
  '    title "planner: mean tokens per run · bar: context changed"',
  X,
  '    y-axis "tokens" 0 --> 3500',
  '    bar [0, 3500, 0]',
  '    bar [0, 0, 0]',
  '    line [1000, 3000, 1000]',
]);
const latency = block('#9a6700, #ffffff, #0969da', [
  '    title "planner: mean latency (ms) · bar: context changed"',
  X,
  '    y-axis "latency (ms)" 0 --> 2500',
  '    bar [0, 2500, 0]',
  '    bar [0, 0, 0]',
  '    line [2000, 2000, 2000]',
]);
const table = [
  '<details><summary>Which commit each point is</summary>',
  '',
  '| Point | Date | Commit |',
  '| --- | --- | --- |',
  '| 11-02 | 2026-11-02 | `0000001` |',
  '| 11-03 | 2026-11-03 | `0000002` · context changed |',
  '| 11-04 | 2026-11-04 | `0000003` |',
  '',
  '</details>',
].join('\n');

describe('trendCharts, exactly', () => {
  it('shows the open charts, folds the others under "Other charts", then the table of points', () => {
    expect(trendCharts(records, 'planner', { open: ['tokens'] })).toBe(
      [tokens, `<details><summary>Other charts: pass rate, latency</summary>\n\n${passRate}\n\n${latency}\n\n</details>`, table].join('\n\n'),
    );
  });

  it('with every chart open, folds none; with none open, folds all under "Charts"', () => {
    expect(trendCharts(records, 'planner')).toBe([passRate, tokens, latency, table].join('\n\n'));
    expect(trendCharts(records, 'planner', { open: [] })).toBe(
      [`<details><summary>Charts: pass rate, tokens, latency</summary>\n\n${passRate}\n\n${tokens}\n\n${latency}\n\n</details>`, table].join('\n\n'),
    );
  });

  it('draws no bars and names none in the title when the context never changed', () => {
    const steady = records.map((r) => ({ ...r, scenarios: r.scenarios.map((s) => ({ ...s, contextHash: 'hash-a' })) }));
    const text = trendCharts(steady, 'planner', { open: ['latency'] });
    expect(text.startsWith(block('#0969da', ['    title "planner: mean latency (ms)"', X, '    y-axis "latency (ms)" 0 --> 2500', '    line [2000, 2000, 2000]']))).toBe(true);
    expect(text).not.toContain('bar');
    expect(text).not.toContain('context changed');
  });

  it('an empty context hash (not recorded) on either side is no change', () => {
    const hashes = ['', 'hash-a', '', 'hash-b'];
    const unknown = hashes.map((hash, i) => makeRecord(i + 1, [{ hash }]));
    const text = trendCharts(unknown, 'planner');
    expect(text).not.toContain('bar [');
    expect(text).not.toContain('context changed');
  });

  it('escapes a pipe in a commit inside the table', () => {
    const piped: HistoryRecord[] = [{ ...makeRecord(1), sha: 'ab|cdef0123' }];
    expect(trendCharts(piped, 'planner')).toContain('| 11-02 | 2026-11-02 | `ab\\|cdef` |');
  });

  it('labels exactly 15 points on distinct days with dates, 16 with numbers', () => {
    const labels = (n: number) => trendCharts(Array.from({ length: n }, (_, i) => makeRecord(i + 1)), 'planner').match(/x-axis \[(.*)\]/)?.[1]?.split(', ');
    expect(labels(15)?.[14]).toBe('"11-16"');
    expect(labels(16)?.[15]).toBe('"16"');
  });
});

describe('chart helpers', () => {
  it('niceMax: 10% above the data, rounded up to a half power of ten; 1 for no positive data', () => {
    expect(niceMax(3120)).toBe(3500);
    expect(niceMax(1040)).toBe(1500);
    expect(niceMax(900)).toBe(1000);
    expect(niceMax(1)).toBe(1.5);
    expect(niceMax(0)).toBe(1);
    expect(niceMax(-5)).toBe(1);
  });

  it('mermaidText folds runs of whitespace into one space and trims', () => {
    expect(mermaidText('  a \t\r\n  b  ')).toBe('a b');
    expect(mermaidText('a\u0001\u0002b')).toBe('a b');
  });

  it('chartedRecords: the records of that scenario, at most `last`, at least 1', () => {
    const mixed = [makeRecord(1), makeRecord(2, [{ name: 'other' }]), makeRecord(3), makeRecord(4)];
    expect(chartedRecords(mixed, 'planner')).toBe(3);
    expect(chartedRecords(mixed, 'planner', 2)).toBe(2);
    expect(chartedRecords(mixed, 'planner', 0)).toBe(1);
    expect(chartedRecords(mixed, 'other')).toBe(1);
  });
});
