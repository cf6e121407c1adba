import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs (`npm run mutate`): the unit tests of the pure core it mutates.
 * End-to-end style files (test/action, test/security, test/visual, test/sim, and the pipeline tests
 * that run against a fake model server: test/pipeline/attach-comparisons.test.ts and verdicts.test.ts, seconds
 * per mutant) are left out so a run takes minutes; a mutant they alone would kill shows up as a
 * survivor to pin with a unit test.
 */
export default defineConfig({
  test: {
    include: [
      'test/stats/**/*.test.ts',
      'test/runner/**/*.test.ts',
      'test/pipeline/compare-units.test.ts',
      'test/expectations/evaluate.test.ts',
      'test/expectations/run.test.ts',
      'test/review/reply.test.ts',
      'test/review/review.test.ts',
      'test/history/baseline.test.ts',
      'test/history/baseline-notes.test.ts',
      // Every drift unit test; the seeded simulations (g7, simulation) take minutes and are left out.
      'test/drift/*.test.ts',
      'test/report/vs-base.test.ts',
    ],
    exclude: [...configDefaults.exclude, 'test/drift/g7.test.ts', 'test/drift/simulation.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
