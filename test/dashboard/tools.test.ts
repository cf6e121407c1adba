/**
 * The dashboard and agents (issue 33 item 6): history records hold each scenario's tool calls per run and
 * the tools called, so a scenario page shows those, per recorded run, escaped (the example run a record
 * keeps is test/dashboard/example-run.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { scenarioPage } from '../../src/dashboard/html.js';
import { buildModel } from '../../src/dashboard/model.js';
import { makeRecord } from '../history/make-record.js';

const HOSTILE_TOOL = '</script><img src=x onerror=alert(1)>';

const records = Array.from({ length: 4 }, (_, i) =>
  makeRecord(i + 1, [
    {
      name: 'agent',
      toolCalls: i >= 2 ? [4, 4, 4, 4, 4] : [2, 2, 3, 2, 1],
      tools: [{ name: 'read_file', calls: i >= 2 ? 15 : 8, runs: 5 }, ...(i === 3 ? [{ name: HOSTILE_TOOL, calls: 5, runs: 2 }] : [])],
    },
    { name: 'plain' },
  ]),
);

describe('tool calls in the dashboard', () => {
  const model = buildModel(records, [], 'h');
  const agent = model.scenarios.find((s) => s.name === 'agent');
  const plain = model.scenarios.find((s) => s.name === 'plain');

  it('keeps each recorded run\'s mean tool calls and the tools called (null and none for a scenario without tools)', () => {
    expect(agent?.points.map((p) => p.toolCalls)).toEqual([2, 2, 4, 4]);
    expect(agent?.points[3]?.tools).toEqual([{ name: 'read_file', calls: 15, runs: 5 }, { name: HOSTILE_TOOL, calls: 5, runs: 2 }]);
    expect(plain?.points.every((p) => p.toolCalls === null && p.tools.length === 0)).toBe(true);
  });

  it('shows a tool-call chart and the tools each run called, escaped', () => {
    const page = scenarioPage(agent!);
    expect(page).toContain('id="chart-tool-calls"');
    expect(page).toContain('<th>Tool calls</th>');
    expect(page).toContain('<th>Tools called</th>');
    expect(page).toContain('<span class="tool"><code>read_file</code> ×15 (5 runs)</span>');
    expect(page).toContain('&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(page).not.toContain('<img');
    expect(page.match(/<\/script>/g)?.length ?? 0).toBe(page.match(/<script\b/g)?.length ?? 0);
    expect(page).toContain('Tool calls are counted per run. Each record keeps one example run: the first failing run, else the first run');
    expect(page).not.toContain('example-run"');
  });

  it('leaves the tool columns and chart out for a scenario without tools', () => {
    const page = scenarioPage(plain!);
    expect(page).not.toContain('id="chart-tool-calls"');
    expect(page).not.toContain('Tools called');
  });
});
