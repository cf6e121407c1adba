/**
 * Issue 31 item 6: the README's and docs/statistics.md's statistics and cost figures are what
 * `npm run figures` (sim/figures.ts) writes: exact figures recomputed here from the operating curves, the
 * seeded ones read from the committed `npm run sim` output. A change that moves a figure fails this test
 * until `npm run figures` is re-run.
 */
import { describe, expect, it } from 'vitest';
import { blocks, readBlock, readRepoFile, readSimOutput, writeBlocks, type Block } from '../../sim/figures.js';
import { exactFigures, fixedNEquivalent, overDay, prThresholdTest } from '../../sim/figures-exact.js';
import { readSeededFigures } from '../../sim/figures-seeded.js';
import { binomialCdf } from '../../src/stats/binomial.js';
import { failOverDay, thresholdTestWithDay } from '../../sim/threshold-day.js';
import { thresholdAlpha } from '../../src/stats/error-budget.js';

let cached: Block[] | undefined;
const all = () => (cached ??= blocks(readSimOutput()));

describe('the generated figures', () => {
  it('README.md and docs/statistics.md hold exactly what npm run figures writes', () => {
    for (const file of ['README.md', 'docs/statistics.md'] as const) {
      const content = readRepoFile(file);
      for (const block of all().filter((b) => b.file === file)) {
        const body = block.text.includes('\n') ? `\n${block.text}\n` : block.text;
        expect(readBlock(file, content, block.name), `${file} ${block.name}: run npm run figures`).toBe(body);
      }
      expect(writeBlocks(file, content, all())).toBe(content);
    }
  });

  it('no longer claims the figures the exact computation refutes', () => {
    const readme = readRepoFile('README.md');
    const docs = readRepoFile('docs/statistics.md');
    expect(readme).not.toContain('calls ÷ fixed-N 0.73');
    expect(readme).not.toContain('one scenario at 0.47 fails the PR\n  in about 85%');
    expect(docs).not.toContain('fails in about 85% of PRs');
  });
});

describe('the exact figures', () => {
  const e = exactFigures();

  it('power with the PR day: the threshold test at 0.47 among 20, as an independent construction and quadrature computes it', () => {
    const alpha = thresholdAlpha(0.05, 20, 20);
    const independent = failOverDay(thresholdTestWithDay(2 / 3, alpha, 0), 0.47, 0.05, 'normal', 0.1);
    expect(e.power[0]!.fail.day).toBeCloseTo(independent, 6);
    // The day effect costs power: a fixed day rate overstates it.
    expect(e.power[0]!.fail.day).toBeLessThan(e.power[0]!.fail.fixed - 0.05);
  });

  it('a stated detectable drop is caught 80% at a fixed day rate and less with the PR day', () => {
    for (const d of e.detectable) {
      expect(d.caught.fixed).toBeGreaterThanOrEqual(0.8);
      expect(d.caught.fixed).toBeLessThan(0.801);
      expect(d.caught.day).toBeLessThan(0.75);
      expect(d.rate).toBeLessThan(d.baseline);
    }
  });

  it('the fixed-N rule has the same error rates and is the smallest that does', () => {
    const { n, failAtMost, alpha, power } = e.fixedN;
    expect(binomialCdf(failAtMost, n, 2 / 3)).toBeLessThanOrEqual(alpha);
    expect(binomialCdf(failAtMost, n, 0.47)).toBeGreaterThanOrEqual(power);
    const m = n - 1;
    for (let c = 0; c <= m; c++) expect(binomialCdf(c, m, 2 / 3) <= alpha && binomialCdf(c, m, 0.47) >= power).toBe(false);
    expect(() => fixedNEquivalent(2 / 3, 1e-9, 0.66, 0.99, 20)).toThrow(/no fixed N up to 20/);
  });

  it("bench early's ratio is the plain run's expected runs at 0.9 over 3", () => {
    expect(e.benchEarly).toBeCloseTo(prThresholdTest(200, false).operating(0.9).expectedRuns / 3, 12);
    expect(e.benchEarly).toBeGreaterThan(2);
  });

  it('overDay at sd 0 is the fixed rate, and averages a linear function to its clipped mean', () => {
    expect(overDay((r) => 2 * r, 0.4, 0)).toBe(0.8);
    expect(overDay((r) => r, 0.5, 0.05)).toBeCloseTo(0.5, 9);
  });
});

describe('the seeded figures and the markers', () => {
  it('a missing sim row names the file and how to regenerate it', () => {
    expect(() => readSeededFigures('nothing here')).toThrow(/sim\/output\/gate\.txt: no row .*npm run sim/);
  });

  it('a missing sim output says which command writes it', () => {
    expect(() => readSimOutput('sim/output/no-such-file.txt')).toThrow(/sim\/output\/no-such-file\.txt: missing; a full `npm run sim` writes it/);
    expect(readSimOutput()).toContain('G6: 10 pushes');
  });

  it('a missing marker names the file and the marker', () => {
    const list: Block[] = [{ file: 'README.md', name: 'power', text: 'x' }];
    expect(() => writeBlocks('README.md', 'no markers', list)).toThrow(/README\.md: no <!-- figures:power:begin -->.*npm run figures/);
  });

  it('writes only between the markers', () => {
    const list: Block[] = [{ file: 'README.md', name: 'x', text: 'new' }];
    expect(writeBlocks('README.md', 'a <!-- figures:x:begin -->old<!-- figures:x:end --> b', list)).toBe('a <!-- figures:x:begin -->new<!-- figures:x:end --> b');
  });
});
