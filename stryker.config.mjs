// Mutation testing of the pure core: `npm run mutate` (not in CI; one run takes minutes).
// The score per file is printed at the end; the HTML report goes to reports/mutation/.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  coverageAnalysis: 'perTest',
  mutate: [
    'src/stats/**/*.ts',
    'src/runner/**/*.ts',
    'src/expectations/evaluate.ts',
    'src/review/reply.ts',
    'src/history/baseline.ts',
    'src/pipeline/attach-comparisons.ts',
    'src/drift/**/*.ts',
  ],
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.cache/stryker-tmp',
  // .cache may hold symlinks to directories (a shared Node build): copying them into the sandbox fails (EISDIR).
  ignorePatterns: ['.cache', 'dist', 'reports'],
  // Reuses the last run's results for mutants whose code and covering tests did not change.
  incremental: true,
  incrementalFile: '.cache/stryker-incremental.json',
  concurrency: 1,
  timeoutMS: 5_000,
  thresholds: { high: 90, low: 80, break: null },
  cleanTempDir: 'always',
};
