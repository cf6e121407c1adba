/**
 * The drift issue as a person reads it (issue "Guarded from the first pull request", item 8): every colour
 * of its charts stands out from the white background (WCAG contrast ≥ 3:1), x labels stay short and distinct
 * when several records share a day, the heading counts the runs it shows, and findings date their commits.
 */
import { describe, expect, it } from 'vitest';
import { CHART_COLOURS, trendCharts } from '../../src/drift/charts.js';
import type { DriftFinding } from '../../src/drift/detect.js';
import { renderDriftIssue } from '../../src/drift/render.js';
import { makeRecord, sha } from '../history/make-record.js';
import { contrast } from '../visual/contrast.js';

describe('chart colours', () => {
  it.each(['value', 'threshold', 'contextChange', 'axis', 'text'] as const)('%s stands at least 3:1 against the background', (key) => {
    expect(contrast(CHART_COLOURS[key], CHART_COLOURS.background)).toBeGreaterThanOrEqual(3);
  });
});

/** 12 records of one day, an hour apart. */
function sameDay() {
  return Array.from({ length: 12 }, (_, i) => makeRecord(i + 1, [{}], { timestamp: new Date(Date.UTC(2026, 10, 27, 8 + i)).toISOString() }));
}

describe('x labels', () => {
  it('records of one day get short, distinct labels, and the table maps them to date and commit', () => {
    const text = trendCharts(sameDay(), 'planner');
    const axis = /x-axis \[(.*)\]/.exec(text)?.[1] ?? '';
    const labels = axis.split(', ').map((l) => l.replace(/"/g, ''));
    expect(labels).toHaveLength(12);
    expect(new Set(labels).size).toBe(12);
    for (const label of labels) expect(label.length, label).toBeLessThanOrEqual(5);
    expect(text).toContain('2026-11-27');
  });
});

describe('the issue body', () => {
  const findings: DriftFinding[] = [
    { scenario: 'planner', kind: 'latency_regression', message: 'planner: latency rose 50% from 0000005 on (detected at 0000007); the context changed at 0000005', cause: { type: 'context_changed', sha: sha(5) } },
  ];

  it('says how many recorded runs its charts show', () => {
    const records = Array.from({ length: 12 }, (_, i) => makeRecord(i + 1));
    const { body } = renderDriftIssue(findings, records, { sha: sha(12) });
    expect(body).toContain('### planner: trends over the last 12 recorded runs');
    expect(body).not.toContain('last 30');
  });

  it('dates the commits its findings name', () => {
    const records = Array.from({ length: 12 }, (_, i) => makeRecord(i + 1));
    const { body } = renderDriftIssue(findings, records, { sha: sha(12) });
    const row = body.split('\n').find((l) => l.startsWith('| planner |')) ?? '';
    expect(row).toContain('0000005 (2026-11-06)');
    expect(row).toContain('0000007 (2026-11-08)');
  });
});
