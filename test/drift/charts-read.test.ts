/** Drift charts that say something (issue "What people see", item 4): palette, threshold, markers, labels, axes. */
import { describe, expect, it } from 'vitest';
import { trendCharts } from '../../src/drift/charts.js';
import type { DriftFinding } from '../../src/drift/detect.js';
import { renderDriftIssue } from '../../src/drift/render.js';
import { makeRecord, sha } from '../history/make-record.js';

/** 30 nightly records; the context changed at record 21, where latency went up. */
function history() {
  return Array.from({ length: 30 }, (_, i) =>
    makeRecord(i + 1, [{ hash: i + 1 >= 21 ? 'hash-b' : 'hash-a', passes: i % 4 === 0 ? 4 : 5, tokens: 1000 + (i % 3) * 20, latency: i + 1 >= 21 ? 3000 : 2000 }]),
  );
}

function blocks(markdown: string): string[] {
  return [...markdown.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
}

function series(block: string, kind: 'line' | 'bar'): number[][] {
  return [...block.matchAll(new RegExp(`^\\s*${kind} \\[(.*)\\]$`, 'gm'))].map((m) => (m[1] ?? '').split(', ').map(Number));
}

const latencyFinding: DriftFinding = {
  scenario: 'planner',
  kind: 'latency_regression',
  message: 'planner: mean latency up 50%',
  cause: { type: 'context_changed', sha: sha(21) },
};

describe('trend charts that read at a glance', () => {
  // Drawn inside each test (not when the suite is collected), so a mutation run sees which tests read them.
  const drawn = () => blocks(trendCharts(history(), 'planner'));

  it('sets an explicit palette and size through %%{init}%% on every chart', () => {
    const charts = drawn();
    expect(charts).toHaveLength(3);
    for (const block of charts) {
      expect(block).toMatch(/^%%\{init: .*"plotColorPalette": "#[0-9a-f]{6}/);
      expect(block).toContain('"width": 860');
      expect(block).not.toContain('#ECECFF');
    }
  });

  it('draws the threshold as a second line on the pass-rate chart', () => {
    const lines = series(drawn()[0] ?? '', 'line');
    expect(lines).toHaveLength(2);
    expect(new Set(lines[1])).toEqual(new Set([60]));
  });

  it('marks the record where the context hash changed with a bar', () => {
    for (const block of drawn()) {
      const [bar] = series(block, 'bar');
      expect(bar).toBeDefined();
      expect(bar?.findIndex((v) => v > 0)).toBe(20);
      expect(bar?.filter((v) => v > 0)).toHaveLength(1);
    }
  });

  it('labels the x axis with point numbers when dates would overlap, mapped to dates and commits in a collapsed table', () => {
    const md = trendCharts(history(), 'planner');
    const labels = drawn()[0]?.match(/x-axis \[(.*)\]/)?.[1]?.split(', ') ?? [];
    expect(labels).toHaveLength(30);
    expect(labels.map((l) => l.replace(/"/g, ''))).toEqual(Array.from({ length: 30 }, (_, i) => String(i + 1)));
    expect(md).toMatch(/<details><summary>[^<]*commit[^<]*<\/summary>/);
    expect(md).toContain(`| 21 | 2026-11-22 | \`${sha(21).slice(0, 7)}\` · context changed |`);
  });

  it('labels up to 15 points with MM-DD dates', () => {
    const few = blocks(trendCharts(history().slice(0, 10), 'planner'));
    const labels = few[0]?.match(/x-axis \[(.*)\]/)?.[1]?.split(', ') ?? [];
    expect(labels).toHaveLength(10);
    for (const label of labels) expect(label).toMatch(/^"\d\d-\d\d"$/);
  });

  it('starts the token and latency axes at 0', () => {
    const charts = drawn();
    expect(charts[1]).toMatch(/y-axis "tokens" 0 --> \d+/);
    expect(charts[2]).toMatch(/y-axis "latency \(ms\)" 0 --> \d+/);
  });
});

describe('the drift issue shows only the metric that drifted open', () => {
  it('keeps the latency chart open and the others in <details>', () => {
    const { body } = renderDriftIssue([latencyFinding], history(), { sha: sha(30) });
    const open = body.replace(/<details>[\s\S]*?<\/details>/g, '');
    expect(blocks(open)).toHaveLength(1);
    expect(blocks(open)[0]).toContain('latency');
    expect(blocks(body)).toHaveLength(3);
  });
});
