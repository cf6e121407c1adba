/**
 * A history record keeps one example run per agent scenario (issue 33 item 6): the first failing run's
 * trajectory, else the first run's; bounded (MAX_EXAMPLE_STEPS calls, each argument and result cut at
 * MAX_EXAMPLE_TEXT characters with a visible mark), redacted through the one redaction point, and for a
 * chain its stages' roles and decisions in order. Older records without it still load.
 */
import { describe, expect, it } from 'vitest';
import { EXAMPLE_CUT_MARK } from '../../src/history/example-run.js';
import { buildRecord, HistoryRecordSchema, MAX_EXAMPLE_STEPS, MAX_EXAMPLE_TEXT, parseRecordText } from '../../src/history/record.js';
import { createRedactor } from '../../src/security/redact.js';
import { makeRecord } from './make-record.js';
import { META, report, run, step } from './make-report.js';

describe('the example run a record keeps', () => {
  it('is the first failing run (its index, outcome and calls in order), with arguments as JSON text', () => {
    const r = buildRecord(
      report([
        run(0, { toolCalls: 1, trajectory: [step(1, 'read_file')] }),
        run(1, { pass: false, error: 'timeout', toolCalls: 1, trajectory: [step(1, 'grep')] }),
        run(2, { pass: false, toolCalls: 2, trajectory: [step(1, 'read_file', { path: 'b.ts' }, 'B'), step(2, 'run_tests', {}, '1 failed')] }),
        run(3, { pass: false, toolCalls: 1, trajectory: [step(1, 'delete_file')] }),
      ]),
      META,
    );
    expect(r.scenarios[0]?.example).toEqual({
      run: 2,
      runs: 4,
      outcome: 'fail',
      steps: [
        { step: 1, tool: 'read_file', args: '{"path":"b.ts"}', result: 'B' },
        { step: 2, tool: 'run_tests', args: '{}', result: '1 failed' },
      ],
      omitted: 0,
    });
    expect(HistoryRecordSchema.parse(r)).toEqual(r);
  });

  it('is the first run when none failed, also one that made no call; none for a role without tools or stages', () => {
    const passing = buildRecord(report([run(0, { toolCalls: 0 }), run(1, { toolCalls: 1, trajectory: [step(1, 'ls')] })]), META);
    expect(passing.scenarios[0]?.example).toEqual({ run: 0, runs: 2, outcome: 'pass', steps: [], omitted: 0 });
    const plain = buildRecord(report([run(0), run(1, { pass: false })]), META);
    expect(plain.scenarios[0]).not.toHaveProperty('example');
  });

  it('stays small: a 200-call run with 1 MB results keeps 20 calls cut at 300 characters, in an entry under 8 KB', () => {
    const big = 'x'.repeat(1_000_000);
    const trajectory = Array.from({ length: 200 }, (_, i) => step(i + 1, 'read_file', { path: `src/file-${i}.ts` }, big));
    const r = buildRecord(report([run(0, { pass: false, toolCalls: 200, trajectory })]), META);
    const example = r.scenarios[0]?.example;
    expect(example?.steps).toHaveLength(MAX_EXAMPLE_STEPS);
    expect(example?.omitted).toBe(200 - MAX_EXAMPLE_STEPS);
    for (const [i, s] of (example?.steps ?? []).entries()) {
      expect(s.result).toBe(`${'x'.repeat(MAX_EXAMPLE_TEXT)}… [cut]`);
      expect(s.args).toBe(`{"path":"src/file-${i}.ts"}`);
    }
    expect(JSON.stringify(r.scenarios[0]).length).toBeLessThan(8 * 1024);
  });

  it('stays small when the arguments are 1 MB too: fewer calls, each cut, the rest counted as left out', () => {
    const big = '"'.repeat(1_000_000);
    const trajectory = Array.from({ length: 200 }, (_, i) => step(i + 1, 'x'.repeat(500), { path: `src/file-${i}.ts`, text: big }, big));
    const r = buildRecord(report([run(0, { pass: false, toolCalls: 200, trajectory })]), META);
    const example = r.scenarios[0]?.example;
    const kept = example?.steps.length ?? 0;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(MAX_EXAMPLE_STEPS);
    expect(example?.omitted).toBe(200 - kept);
    for (const s of example?.steps ?? []) {
      expect(s.args).toMatch(/^\{"path":"src\/file-\d+\.ts","text":"(\\")+… \[cut\]$/);
      expect(s.args.length).toBeLessThanOrEqual(MAX_EXAMPLE_TEXT + EXAMPLE_CUT_MARK.length + 1);
      expect(s.tool).toHaveLength(64);
    }
    expect(JSON.stringify(r.scenarios[0]).length).toBeLessThan(8 * 1024);
  });

  it('passes every text through the redactor it is given, and token shapes through the default one', () => {
    const secret = 'hunter2-very-secret-value';
    const trajectory = [step(1, 'http_get', { url: `https://x.test/?key=${secret}` }, `token ghp_${'a'.repeat(36)} and ${secret}`)];
    const redactor = createRedactor([secret]);
    const r = buildRecord(report([run(0, { pass: false, toolCalls: 1, trajectory })]), { ...META, redact: redactor.redact });
    const text = JSON.stringify(r.scenarios[0]?.example);
    expect(text).not.toContain(secret);
    expect(text).not.toContain('ghp_aaaa');
    expect(text).toContain('[redacted]');
    const byDefault = JSON.stringify(buildRecord(report([run(0, { pass: false, toolCalls: 1, trajectory })]), META).scenarios[0]?.example);
    expect(byDefault).not.toContain('ghp_aaaa');
  });

  it('keeps a chain\'s stages in order with their decisions, each call marked with its stage', () => {
    const stage = (role: string, pass: boolean, over: object = {}) => ({ role, request: 'r', output: 'o', pass, failures: [], steps: 1, tokens: { input: 1, output: 1 }, ...over });
    const r = buildRecord(
      report([
        run(0, {
          pass: false,
          toolCalls: 2,
          stages: [
            stage('sm', true, { trajectory: [step(1, 'read_file', { path: 'story.md' }, 'story')] }),
            stage('po', true, { decision: 'APPROVED' }),
            stage('dev', false, { trajectory: [step(1, 'edit_file', { path: 'a.ts' }, 'ok')] }),
          ],
          trajectory: [step(1, 'read_file', { path: 'story.md' }, 'story'), step(1, 'edit_file', { path: 'a.ts' }, 'ok')],
        }),
      ]),
      META,
    );
    expect(r.scenarios[0]?.example?.stages).toEqual([
      { role: 'sm', outcome: 'pass' },
      { role: 'po', outcome: 'pass', decision: 'APPROVED' },
      { role: 'dev', outcome: 'fail' },
    ]);
    expect(r.scenarios[0]?.example?.steps.map((s) => [s.stage, s.tool])).toEqual([
      [0, 'read_file'],
      [2, 'edit_file'],
    ]);
  });
});

describe('HistoryRecordSchema and the example run', () => {
  it('reads a record written before examples were kept', () => {
    const old = makeRecord(1, [{ toolCalls: [1, 2], tools: [{ name: 'read_file', calls: 3, runs: 2 }], attempted: 2 }]);
    const parsed = parseRecordText(JSON.stringify(old), 'runs/old.json');
    expect(parsed).toEqual({ record: old });
  });

  it('refuses an example with more than MAX_EXAMPLE_STEPS calls, naming the field', () => {
    const steps = Array.from({ length: MAX_EXAMPLE_STEPS + 1 }, (_, i) => ({ step: i + 1, tool: 't', args: '{}' }));
    const rec = makeRecord(1);
    const bad = { ...rec, scenarios: [{ ...rec.scenarios[0], example: { run: 0, runs: 5, outcome: 'fail', steps, omitted: 0 } }] };
    const parsed = parseRecordText(JSON.stringify(bad), 'runs/bad.json');
    expect('problem' in parsed ? parsed.problem : '').toMatch(/scenarios\.0\.example\.steps/);
  });
});
