/**
 * The dashboard as a person reads it (issue "Guarded from the first pull request", item 8), pure: the
 * overview marks each latest verdict against its threshold and can be filtered, commits are links, each
 * chart has its data as a table and a note for readers without JavaScript, the runs table has the interval
 * and the threshold, and the charts plot one step per record with the commit as the label.
 */
import { describe, expect, it } from 'vitest';
import { overviewPage, scenarioPage } from '../../src/dashboard/html.js';
import { buildModel } from '../../src/dashboard/model.js';
import { makeRecord, sha } from '../history/make-record.js';

/** A scenario at 50% against an 80% threshold (no drift finding), and one passing. */
const records = Array.from({ length: 6 }, (_, i) =>
  makeRecord(i + 1, [
    { name: 'low', passes: 5, attempted: 10, threshold: 0.8 },
    { name: 'fine', passes: 5, attempted: 5, threshold: 0.6 },
  ]),
);
const model = buildModel(records, [], 'h (history.store: dir)', undefined, { repository: 'https://github.com/o/r' });
const rowOf = (html: string, name: string) => html.split('<tr').find((r) => r.includes(`>${name}</a>`)) ?? '';

describe('the overview', () => {
  const html = overviewPage(model);

  it('marks a latest run below its threshold as failing, never green', () => {
    const row = rowOf(html, 'low');
    expect(row).toMatch(/class="[^"]*\bfail\b[^"]*"[^>]*>✗ 50%/);
    expect(row).toContain('needs 80%');
    expect(row).not.toContain('class="ok"');
    expect(rowOf(html, 'fine')).toMatch(/class="[^"]*\bpass\b[^"]*"[^>]*>✓ 100%/);
  });

  it('can be filtered by name and state, with the filter shown only where scripts run', () => {
    expect(html).toMatch(/<input[^>]+type="search"[^>]+id="filter-name"/);
    expect(html).toMatch(/<select[^>]+id="filter-state"/);
    for (const state of ['failing', 'drifting', 'passing']) expect(html).toContain(`<option value="${state}">`);
    expect(rowOf(html, 'low')).toContain('data-state="failing"');
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
  });

  it('reflows at narrow widths', () => {
    expect(html).toMatch(/@media \(max-width: ?\d+px\)/);
  });
});

describe('a scenario page', () => {
  const low = model.scenarios.find((s) => s.name === 'low');
  if (low === undefined) throw new Error('no scenario low');
  const html = scenarioPage(low, model.repository);

  it('links each commit to the repository', () => {
    expect(html).toContain(`<a href="https://github.com/o/r/commit/${sha(6)}"><code>${sha(6).slice(0, 7)}</code></a>`);
  });

  it('gives each chart its data as a table and says what is missing without JavaScript', () => {
    for (const id of ['chart-pass', 'chart-tokens', 'chart-latency']) {
      expect(html).toMatch(new RegExp(`id="${id}"[^>]*role="img"[^>]*aria-label="[^"]+"`));
      expect(html).toMatch(new RegExp(`<table id="${id}-data">`));
    }
    expect(html).toMatch(/<noscript>[\s\S]*?JavaScript[\s\S]*?<\/noscript>/);
  });

  it('the runs table has the 95% interval and the threshold', () => {
    const table = html.slice(html.indexOf('<table id="runs"'));
    expect(table).toMatch(/<th>95% interval<\/th>/);
    expect(table).toMatch(/<th>Threshold<\/th>/);
    expect(table).toContain('80%');
  });

  it('plots one step per record, labelled by commit: the chart data carries no clock time', () => {
    const data = JSON.parse(/<script type="application\/json" id="data">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as { points: { label: string; t?: number }[] };
    expect(data.points.map((p) => p.label)).toEqual(records.map((r) => r.sha.slice(0, 7)));
    expect(data.points.every((p) => p.t === undefined)).toBe(true);
  });
});

describe('drift findings on a scenario page', () => {
  it('date every commit they name', () => {
    const withFinding = buildModel(records, [{ scenario: 'low', kind: 'pass_rate', message: 'low: pass rate fell from 0000003 on', cause: { type: 'context_changed', sha: sha(3) } }], 'h');
    const low = withFinding.scenarios.find((s) => s.name === 'low');
    if (low === undefined) throw new Error('no scenario low');
    expect(scenarioPage(low)).toContain('pass rate fell from 0000003 (2026-11-04) on');
  });
});
