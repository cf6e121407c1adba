/**
 * `npx tsx sim/cost-table.ts`: the trade-off table of docs/statistics.md §1.1 (issue 31 item 5), exact (no
 * sampling, no seed): for each threshold θ and tolerance, the runs a scenario that passes every run makes
 * under the threshold test (its planned N = 3, the looks every 2 runs, the cap 150), and the chance that a
 * scenario whose true rate is θ − tolerance passes anyway (the false-pass rate at the edge of the
 * indifference zone), computed over every path by the test's own `operating(p)`. The false-fail share is a
 * 20-scenario suite's in a plain run (compare.alpha 5% / 20); an early pass does not depend on it.
 * test/stats/cost-table.test.ts checks that the docs hold exactly this table.
 */
import { fileURLToPath } from 'node:url';
import { alwaysPassingRuns, thresholdTestFor } from '../src/stats/threshold-test.js';

export const THRESHOLDS: readonly [string, number][] = [
  ['1/2', 1 / 2],
  ['2/3', 2 / 3],
  ['0.8', 0.8],
  ['0.9', 0.9],
  ['1 (3/3)', 1],
];
export const TOLERANCES: readonly number[] = [0.05, 0.1, 0.15, 0.2, 0.3, 0.4];
const PLANNED = 3;
const CAP = 150;
const ALPHA = 0.05 / 20;

export interface CostCell {
  runs: number;
  falsePass: number;
}

export function costCell(threshold: number, tolerance: number): CostCell {
  const test = thresholdTestFor({ threshold, tolerance, alpha: ALPHA, planned: PLANNED, cap: CAP });
  const edge = Math.max(0, threshold - tolerance);
  return { runs: alwaysPassingRuns(test), falsePass: 1 - test.operating(edge).fail };
}

/** The table as Markdown: each cell "runs · false-pass rate". */
export function costTableMarkdown(): string {
  const head = `| threshold | ${TOLERANCES.map((t) => `tolerance ${t}`).join(' | ')} |`;
  const rule = `|---|${TOLERANCES.map(() => '---').join('|')}|`;
  const rows = THRESHOLDS.map(([label, th]) => {
    const cells = TOLERANCES.map((tol) => {
      if (th - tol <= 0) return '—';
      const c = costCell(th, tol);
      return `${c.runs} · ${(c.falsePass * 100).toFixed(1)}%`;
    });
    return `| ${label} | ${cells.join(' | ')} |`;
  });
  return [head, rule, ...rows].join('\n');
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`runs of an always-passing scenario · P(pass) at a true rate of threshold − tolerance (N = ${PLANNED}, cap ${CAP}, α share ${ALPHA})\n`);
  console.log(costTableMarkdown());
}
