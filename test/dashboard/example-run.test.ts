/**
 * The dashboard's run view shows an agent scenario's example run step by step (issue 33 item 6): each
 * history record keeps one bounded, redacted trajectory per agent scenario (the first failing run's, else
 * the first run's), and the scenario page folds it under that record's row in the runs table, every text
 * escaped (model output and world results are untrusted).
 */
import { describe, expect, it } from 'vitest';
import { scenarioPage } from '../../src/dashboard/html.js';
import { buildModel } from '../../src/dashboard/model.js';
import { buildRecord, type HistoryRecord } from '../../src/history/record.js';
import { makeRecord } from '../history/make-record.js';
import { META, report, run, step } from '../history/make-report.js';

/** The text a reader sees: tags dropped, entities decoded, white space collapsed. */
function visible(page: string): string {
  return page
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)>';

function agentHistory(): HistoryRecord[] {
  const older = makeRecord(1, [{ name: 'agent', toolCalls: [1, 1, 1], tools: [{ name: 'read_file', calls: 3, runs: 3 }], attempted: 3 }]);
  const recorded = buildRecord(
    report([
      run(0, { toolCalls: 1, trajectory: [step(1, 'read_file', { path: 'src/auth.rs' }, 'fn login() {}')] }),
      run(1, {
        pass: false,
        failures: ['expected a call to edit_file'],
        toolCalls: 2,
        trajectory: [step(1, 'read_file', { path: 'src/auth.rs' }, 'fn login() {}'), step(2, 'run_tests', {}, '3 passed, 0 failed')],
      }),
      run(2, { pass: false, toolCalls: 1, trajectory: [step(1, 'delete_file', { path: 'src/auth.rs' }, 'deleted')] }),
    ]),
    { ...META, sha: 'b'.repeat(40), timestamp: '2026-11-30T02:00:00.000Z' },
  );
  return [older, recorded];
}

describe('the run view shows an example run step by step', () => {
  const [scenario] = buildModel(agentHistory(), [], 'h').scenarios;
  const page = scenarioPage(scenario!);
  const text = visible(page);

  it('folds the first failing run of the record under its row, each call with its arguments and result in order', () => {
    expect(page).toMatch(/<details class="example-run">/);
    expect(text).toContain('Example run: run 2 of 3, the first failing one · 2 tool calls');
    const first = text.indexOf('step 1 read_file {"path":"src/auth.rs"} → fn login() {}');
    const second = text.indexOf('step 2 run_tests {} → 3 passed, 0 failed');
    expect(first).toBeGreaterThan(-1);
    expect(second).toBeGreaterThan(first);
    expect(text.slice(text.indexOf('Example run:'))).not.toContain('delete_file');
  });

  it('says which run each record keeps, instead of "the history keeps no trajectories"', () => {
    expect(text).not.toContain('keeps no trajectories');
    expect(text).toContain('Each record keeps one example run: the first failing run, else the first run');
  });

  it('leaves the older record, written before records kept an example, without one', () => {
    const rows = page.slice(page.indexOf('<table id="runs"')).split('</tr>');
    const olderRow = rows.findIndex((r) => r.includes('0000001'));
    expect(olderRow).toBeGreaterThan(-1);
    expect(rows[olderRow + 1]).not.toContain('example-run');
    expect(page.match(/<details class="example-run">/g)).toHaveLength(1);
  });
});

describe('an example run with hostile text', () => {
  const recorded = buildRecord(report([run(0, { pass: false, toolCalls: 1, trajectory: [step(1, `read_file${HOSTILE}`, { path: HOSTILE }, `${HOSTILE} & more`)] })]), META);
  const [scenario] = buildModel([recorded], [], 'h').scenarios;
  const page = scenarioPage(scenario!);

  it('shows tool names, arguments and results as text, never as markup', () => {
    expect(page).not.toContain('<img');
    expect(page).not.toContain('<script>alert');
    expect(page.match(/<\/script>/g)?.length ?? 0).toBe(page.match(/<script\b/g)?.length ?? 0);
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt; &amp; more');
    expect(visible(page)).toContain(`{"path":"${HOSTILE}"}`);
  });
});

describe('a chain\'s example run', () => {
  const recorded = buildRecord(
    report([
      run(0, {
        pass: false,
        toolCalls: 1,
        stages: [
          { role: 'sm', request: 'story', output: 'plan', pass: true, failures: [], steps: 1, tokens: { input: 1, output: 1 } },
          { role: 'po', request: 'plan', output: 'APPROVED', pass: true, failures: [], decision: 'APPROVED', steps: 1, tokens: { input: 1, output: 1 } },
          { role: 'dev', request: 'APPROVED', output: 'done', pass: false, failures: ['no edit'], steps: 2, tokens: { input: 1, output: 1 }, trajectory: [step(1, 'read_file', { path: 'a.ts' }, 'x')] },
        ],
        trajectory: [step(1, 'read_file', { path: 'a.ts' }, 'x')],
      }),
    ]),
    META,
  );
  const [scenario] = buildModel([recorded], [], 'h').scenarios;
  const text = visible(scenarioPage(scenario!));

  it('shows the stages in order with their decisions, and each stage\'s calls under it', () => {
    const sm = text.indexOf('Stage 1: sm · passed');
    const po = text.indexOf('Stage 2: po · passed · decided APPROVED');
    const dev = text.indexOf('Stage 3: dev · failed');
    const call = text.indexOf('step 1 read_file {"path":"a.ts"} → x');
    expect(sm).toBeGreaterThan(-1);
    expect(po).toBeGreaterThan(sm);
    expect(dev).toBeGreaterThan(po);
    expect(call).toBeGreaterThan(dev);
  });
});
