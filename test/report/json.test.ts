import { describe, expect, it } from 'vitest';
import { ReportParseError, parseReport, renderJson } from '../../src/report/json.js';
import { hostileReport, mixedReport } from './fixtures.js';

describe('renderJson / parseReport', () => {
  it('round-trips a report, with every MUST key of DESIGN §6', () => {
    const original = mixedReport();
    const text = renderJson(original);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.split('\n')[1]).toBe('  "verdict": "fail",');
    expect(parseReport(text)).toEqual(original);
    const data: unknown = JSON.parse(text);
    expect(data).toMatchObject({
      verdict: 'fail',
      summary: { total: 4, passed: 1, failed: 1, errored: 1, skipped: 1, calls: 9, tokens: { input: expect.any(Number), output: expect.any(Number) }, durationMs: 42_000 },
    });
  });

  it('round-trips model output with control characters and markup', () => {
    const original = hostileReport();
    expect(parseReport(renderJson(original))).toEqual(original);
  });

  it('drops keys it does not know, so newer reports still read', () => {
    const data = { ...mixedReport(), extra: { from: 'a newer version' } };
    expect(parseReport(JSON.stringify(data))).toEqual(mixedReport());
  });

  it.each([
    ['not JSON', '{"verdict": ', /reports\/a\.json: not valid JSON .*context-eval run --json/],
    ['a wrong verdict', JSON.stringify({ ...mixedReport(), verdict: 'maybe' }), /reports\/a\.json: not a context-eval report: verdict: .*\(got "maybe"\)/],
    [
      'a missing run field',
      JSON.stringify({ ...mixedReport(), scenarios: [{ ...mixedReport().scenarios[0], runs: [{ index: 0 }] }] }),
      /scenarios\.0\.runs\.0\.pass: .*\(missing\)/,
    ],
    ['a threshold above 1', JSON.stringify({ ...mixedReport(), scenarios: [{ ...mixedReport().scenarios[0], threshold: 2 }] }), /scenarios\.0\.threshold: .*\(got 2\)/],
  ])('rejects %s, naming the file and the field', (_case, text, message) => {
    expect(() => parseReport(text, 'reports/a.json')).toThrow(ReportParseError);
    expect(() => parseReport(text, 'reports/a.json')).toThrow(message);
  });
});
