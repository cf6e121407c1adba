/**
 * Issue 32, item 3: tables that hold at any number of failures. The comment's table shows the first
 * FAILING_ROWS failing scenarios; the rest are counted in a sentence after the table, never in a row of
 * it (an italic row of prose widened the first column to 868 px and wrapped every cell).
 */
import { describe, expect, it } from 'vitest';
import { FAILING_ROWS, renderMarkdown } from '../../src/report/markdown.js';
import { report, scenario } from './fixtures.js';

function failing(n: number) {
  return report(Array.from({ length: n }, (_, i) => scenario(`planner-avoids-deletes-${String(i + 1).padStart(2, '0')}`, 'fail')));
}

/** Each table as its rows of cells. */
function tables(text: string): string[][][] {
  const out: string[][][] = [];
  let current: string[][] | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('|')) {
      current ??= [];
      current.push(line.slice(1, -1).split(/(?<!\\)\|/).map((c) => c.trim()));
    } else if (current) {
      out.push(current);
      current = undefined;
    }
  }
  if (current) out.push(current);
  return out;
}

describe('the table of failures', () => {
  it.each([FAILING_ROWS - 1, FAILING_ROWS, FAILING_ROWS + 1, FAILING_ROWS + 2, 40])('%d failing: every row is a scenario, the overflow is a sentence after the table', (n) => {
    const text = renderMarkdown(failing(n));
    const [first] = tables(text);
    const rows = (first ?? []).slice(2);
    expect(rows).toHaveLength(Math.min(n, FAILING_ROWS));
    for (const row of rows) {
      expect(row[0]).toMatch(/^planner-avoids-deletes-\d\d$/);
      expect(row.every((cell) => cell !== '')).toBe(true);
    }
    const more = n - FAILING_ROWS;
    if (more > 0) {
      const after = text.split('\n').find((l) => l.includes(`${more} more`));
      expect(after).toBeDefined();
      expect(after?.startsWith('|')).toBe(false);
      const table = text.indexOf('| Scenario |');
      const end = text.indexOf('\n\n', table);
      expect(text.indexOf(after ?? '', table)).toBeGreaterThan(end);
    } else {
      expect(text).not.toMatch(/more failing/);
    }
  });

  it('the job summary lists every failing row, with no overflow sentence', () => {
    const text = renderMarkdown(failing(40), { full: true });
    expect((tables(text)[0] ?? []).slice(2)).toHaveLength(40);
    expect(text).not.toMatch(/…and \d+ more failing/);
  });
});
