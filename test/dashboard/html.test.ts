/** The dashboard's model and pages, pure: order, escaping, markers. */
import { describe, expect, it } from 'vitest';
import type { DriftFinding } from '../../src/drift/detect.js';
import { overviewPage, scenarioPage, sparkline } from '../../src/dashboard/html.js';
import { buildModel, pageFile } from '../../src/dashboard/model.js';
import { makeRecord } from '../history/make-record.js';

const records = Array.from({ length: 6 }, (_, i) =>
  makeRecord(i + 1, [
    { name: 'alpha', passes: 5 },
    { name: 'zeta </script><img src=x onerror=alert(1)>', hash: i >= 3 ? 'hash-b' : 'hash-a', latency: i >= 3 ? 3000 : 2000 },
  ]),
);
const drift: DriftFinding = {
  scenario: 'zeta </script><img src=x onerror=alert(1)>',
  kind: 'latency_regression',
  message: 'zeta: latency up 50% <b>@octocat</b>',
  cause: { type: 'context_changed', sha: records[3]?.sha ?? '' },
};

describe('the dashboard model', () => {
  const model = buildModel(records, [drift], 'h (history.store: dir)');

  it('puts drifting scenarios first, whatever their names', () => {
    expect(model.scenarios.map((s) => s.name.slice(0, 4))).toEqual(['zeta', 'alph']);
  });

  it('marks the point where the context hash changed', () => {
    expect(model.scenarios[0]?.points.map((p) => p.contextChanged)).toEqual([false, false, false, true, false, false]);
    expect(model.scenarios[1]?.points.every((p) => !p.contextChanged)).toBe(true);
  });

  it('names pages safely and uniquely', () => {
    expect(pageFile('a/b')).toMatch(/^a-b-[0-9a-f]{8}\.html$/);
    expect(pageFile('a/b')).not.toBe(pageFile('a b'));
    expect(pageFile('<<>>')).toMatch(/^scenario-[0-9a-f]{8}\.html$/);
  });
});

describe('the dashboard pages', () => {
  const model = buildModel(records, [drift], 'h');

  it('escape every history text, in the overview and in the scenario page', () => {
    const pages = [overviewPage(model), ...model.scenarios.map((s) => scenarioPage(s))];
    for (const page of pages) {
      expect(page).not.toContain('<img');
      expect(page).not.toContain('<b>@octocat');
      expect(page.match(/<\/script>/g)?.length ?? 0).toBe(page.match(/<script\b/g)?.length ?? 0);
    }
    expect(scenarioPage(model.scenarios[0]!)).toContain('&lt;b&gt;@octocat&lt;/b&gt;');
  });

  it('writes a recorded run as every surface does: its rate with its count, "100% (5 of 5)" (issue 32, item 1)', () => {
    const page = scenarioPage(model.scenarios.find((s) => s.name === 'alpha')!);
    const cells = [...page.matchAll(/data-label="Passed">([^<]*)</g)].map((m) => m[1]);
    expect(cells).toHaveLength(6);
    for (const cell of cells) expect(cell).toBe('100% (5 of 5)');
    expect(page).not.toMatch(/\b\d+\/\d+\b|\d+ of \d+ · /);
  });

  it('draws a sparkline with a line for each run of points and a threshold line', () => {
    const svg = sparkline([0.5, 1, null, 0.8], 1, { reference: 0.6, label: 'x' });
    expect(svg.match(/<polyline/g)).toHaveLength(1);
    expect(svg.match(/<circle/g)).toHaveLength(1);
    expect(svg).toContain('stroke-dasharray');
  });

  it('says when there is no history', () => {
    expect(overviewPage(buildModel([], [], 'h'))).toContain('No history recorded yet.');
  });
});
