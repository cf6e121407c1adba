import { describe, expect, it } from 'vitest';
import { mermaidText, trendCharts } from '../../src/drift/charts.js';
import type { DriftFinding } from '../../src/drift/detect.js';
import { DRIFT_ISSUE_MARKER, renderDriftIssue, renderDriftSummary } from '../../src/drift/render.js';
import { MAX_ISSUE_BODY_BYTES } from '../../src/github/limits.js';
import { makeRecord, sha } from '../history/make-record.js';

const HEAD = 'abcdef0123456789abcdef0123456789abcdef01';

function finding(scenario: string, over: Partial<DriftFinding> = {}): DriftFinding {
  return {
    scenario,
    kind: 'latency_regression',
    message: `${scenario}: mean latency (ms) over the last 5 records (3000) is 50% above the median of the 5 before (2000), over the 50% limit; the context changed at 0000003`,
    cause: { type: 'context_changed', sha: sha(3) },
    ...over,
  };
}

describe('trendCharts', () => {
  it('draws pass rate (with its threshold), tokens and latency as Mermaid xychart-beta blocks, oldest first, axes from 0', () => {
    const records = [
      makeRecord(2, [{ passes: 4, attempted: 5, tokens: 1200, latency: 2500 }]),
      makeRecord(1, [{ passes: 5, attempted: 5, tokens: 1000, latency: 2000 }, { name: 'other', tokens: 9 }]),
      makeRecord(3, [{ name: 'other' }]),
    ];
    const text = trendCharts(records, 'planner');
    const body = (block: string) => block.split('\n').filter((l) => !l.startsWith('%%')).join('\n');
    const blocks = [...text.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((m) => body(m[1] ?? ''));
    expect(blocks).toEqual([
      ['xychart-beta', '    title "planner: pass rate (%) · green line: threshold"', '    x-axis ["11-02", "11-03"]', '    y-axis "pass rate (%)" 0 --> 100', '    line [100, 80]', '    line [60, 60]', ''].join('\n'),
      ['xychart-beta', '    title "planner: mean tokens per run"', '    x-axis ["11-02", "11-03"]', '    y-axis "tokens" 0 --> 1500', '    line [1000, 1200]', ''].join('\n'),
      ['xychart-beta', '    title "planner: mean latency (ms)"', '    x-axis ["11-02", "11-03"]', '    y-axis "latency (ms)" 0 --> 3000', '    line [2000, 2500]', ''].join('\n'),
    ]);
    expect(text).toContain('| 11-02 | 2026-11-02 | `0000001` |');
  });

  it('keeps the last N records, numbers the points, and leaves out records that measured nothing', () => {
    const records = Array.from({ length: 40 }, (_, i) => makeRecord(i + 1));
    const charts = trendCharts(records, 'planner');
    expect(charts.match(/x-axis \[(.*)\]/)?.[1]?.split(', ')).toHaveLength(30);
    expect(charts).toContain('| 1 | 2026-11-12 | `000000b` |'); // record 11 is the first of the last 30
    expect(charts).not.toContain('`000000a`');

    const rerun = [makeRecord(1), makeRecord(2, [{}], { timestamp: makeRecord(1).timestamp }), makeRecord(3, [{ attempted: 0 }])];
    const lines = trendCharts(rerun, 'planner').split('\n').filter((l) => l.includes('x-axis'));
    expect(lines).toEqual(Array(3).fill('    x-axis ["1", "2"]'));
    expect(trendCharts(rerun, 'missing_@me')).toBe('_No measured runs of missing\\_@\u200bme in the history yet._');
  });

  it.each([
    { name: 'quotes and backticks', input: 'say "hi" `x`', out: "say 'hi' 'x'" },
    { name: 'HTML', input: '<img src=x onerror=alert(1)>', out: '‹img src=x onerror=alert(1)›' },
    { name: 'line breaks and braces', input: 'a\nb {c} #d', out: 'a b (c) ♯d' },
    { name: 'mentions', input: 'ping @bob', out: 'ping @\u200bbob' },
  ])('mermaidText neutralises $name', ({ input, out }) => {
    expect(mermaidText(input)).toBe(out);
  });
});

describe('renderDriftIssue', () => {
  const records = Array.from({ length: 12 }, (_, i) => makeRecord(i + 1, [{ name: 'planner' }, { name: '@alice <b>x</b>' }]));

  it('titles by scenario count and starts with the marker, a table of findings, then charts per scenario', () => {
    const findings = [
      finding('planner'),
      finding('planner', { kind: 'behaviour_shift', cause: { type: 'model_drift', since: sha(1) }, message: 'planner: decomposes flipped' }),
      finding('@alice <b>x</b>'),
    ];
    const { title, body } = renderDriftIssue(findings, records, { sha: HEAD, runUrl: 'https://github.test/o/r/actions/runs/9 (x)' });
    expect(title).toBe('context-eval: drift in 2 scenarios');
    expect(renderDriftIssue([finding('planner')], records, { sha: HEAD }).title).toBe('context-eval: drift in 1 scenario');

    const lines = body.split('\n');
    expect(lines[0]).toBe(DRIFT_ISSUE_MARKER);
    expect(body).toContain(
      'The scheduled run of `abcdef0` ([workflow run](https://github.test/o/r/actions/runs/9%20%28x%29)) found 3 drift findings in 2 scenarios.',
    );
    expect(lines).toContain('| Scenario | Kind | Finding | Cause |');
    expect(lines).toContain(
      // The cause once, in its column: the finding's text does not repeat it.
      '| planner | latency regression | mean latency (ms) over the last 5 records (3000) is 50% above the median of the 5 before (2000), over the 50% limit | context changed at 0000003 (2026-11-04) |',
    );
    expect(lines).toContain('| planner | behaviour shift | decomposes flipped | context unchanged since 0000001 (2026-11-02): provider or model drift |');
    // Names cannot ping, cross-reference or inject HTML.
    expect(body).not.toMatch(/@alice|<b>/);
    expect(body).toContain('### @\u200balice &lt;b&gt;x&lt;/b&gt;: trends over the last 12 recorded runs');
    expect(body.match(/```mermaid/g)).toHaveLength(6);
  });

  it.each([
    {
      message: 'planner: tokens per run rose 100% (median 1000 → 2000) from 0000012 on (detected at 0000014); the context is unchanged since 0000001: provider or model drift',
      cause: { type: 'model_drift' as const, since: sha(1) },
      cell: '| tokens per run rose 100% (median 1000 → 2000) from 0000012 (2026-11-19) on, detected at 0000014 (2026-11-21) | context unchanged since 0000001 (2026-11-02): provider or model drift |',
    },
    {
      message: 'planner: tokens per run rose 100% (median 1000 → 2000) from 0000012 (2026-11-19) on (detected at 0000014 (2026-11-21)); the context is unchanged since 0000001 (2026-11-02): provider or model drift (providers were main=a, now main=b)',
      cause: { type: 'model_drift' as const, since: sha(1), date: '2026-11-02' },
      cell: '| tokens per run rose 100% (median 1000 → 2000) from 0000012 (2026-11-19) on, detected at 0000014 (2026-11-21); providers were main=a, now main=b | context unchanged since 0000001 (2026-11-02): provider or model drift |',
    },
    {
      message: 'planner: pass rate fell from 100% to 40% (threshold 80%) from 0000012 on (detected at 0000014); the context changed at 0000012',
      cause: { type: 'context_changed' as const, sha: sha(18) },
      cell: '| pass rate fell from 100% to 40% (threshold 80%) from 0000012 (2026-11-19) on, detected at 0000014 (2026-11-21) | context changed at 0000012 (2026-11-19) |',
    },
  ])('a finding reads once in the table: its cause in the Cause column, no parentheses in parentheses ($cell)', ({ message, cause, cell }) => {
    const history = Array.from({ length: 20 }, (_, i) => makeRecord(i + 1));
    const { body } = renderDriftIssue([finding('planner', { kind: 'token_inflation', message, cause })], history, { sha: HEAD });
    expect(body.split('\n').filter((l) => l.startsWith('| planner |'))).toEqual([`| planner | token inflation ${cell}`]);
  });

  it('stays within GitHub\'s body limit by leaving out the later charts, and says so', () => {
    const names = Array.from({ length: 80 }, (_, i) => `scenario-${i}`);
    const many = Array.from({ length: 30 }, (_, i) => makeRecord(i + 1, names.map((name) => ({ name }))));
    const { body } = renderDriftIssue(names.map((n) => finding(n)), many, { sha: HEAD });
    expect(Buffer.byteLength(body, 'utf8')).toBeLessThanOrEqual(MAX_ISSUE_BODY_BYTES);
    expect(body).toMatch(/_Charts for \d+ more scenarios left out to stay within GitHub's size limit; the job summary has them all\._/);
    expect(body).toContain('| scenario-79 | latency regression |'); // every finding stays in the table
  });
});

describe('renderDriftSummary', () => {
  it('says there is no drift over the records it looked at', () => {
    expect(renderDriftSummary([], [makeRecord(1), makeRecord(2)])).toBe('## context-eval drift\n\nNo drift detected over 2 recorded runs.\n');
  });

  it('holds the same table and every chart, with no marker', () => {
    const records = [makeRecord(1), makeRecord(2)];
    const summary = renderDriftSummary([finding('planner')], records);
    expect(summary.startsWith('## context-eval drift\n\n1 drift finding in 1 scenario.\n\n| Scenario | Kind | Finding | Cause |')).toBe(true);
    expect(summary).not.toContain(DRIFT_ISSUE_MARKER);
    expect(summary).toContain(trendCharts(records, 'planner', { open: ['latency'] }));
  });
});
