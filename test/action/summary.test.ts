import { describe, expect, it } from 'vitest';
import { JobSummary, cutToBytes } from '../../src/action/summary.js';

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

describe('JobSummary', () => {
  it('gives the report what the other parts leave, and keeps their order after it', () => {
    const summary = new JobSummary();
    const asked: number[] = [];
    summary.setReport((max) => {
      asked.push(max);
      return 'R'.repeat(Math.min(max, 500_000));
    });
    summary.add('review section');
    summary.add('drift section');
    const text = summary.compose(300_000);
    expect(asked).toEqual([300_000 - bytes('\nreview section\ndrift section')]);
    expect(text.endsWith('\nreview section\ndrift section')).toBe(true);
    expect(bytes(text)).toBe(300_000);
  });

  it('cuts the other parts, never below the report floor, and never splits a character', () => {
    const summary = new JobSummary();
    summary.setReport(() => 'report');
    summary.add('é'.repeat(2_000_000));
    const text = summary.compose();
    expect(bytes(text)).toBeLessThanOrEqual(1024 * 1024);
    expect(text.startsWith('report\n')).toBe(true);
    expect(text).toContain('(cut to fit the job summary)');
    expect(text).not.toContain('\uFFFD');
  });

  it('without a report, is the parts alone', () => {
    const summary = new JobSummary();
    summary.add('## skipped');
    expect(summary.compose()).toBe('## skipped');
    expect(new JobSummary().compose()).toBe('');
  });

  it('cutToBytes leaves short text alone', () => {
    expect(cutToBytes('abc', 3)).toBe('abc');
    expect(bytes(cutToBytes('a'.repeat(100), 50))).toBeLessThanOrEqual(50);
  });
});
