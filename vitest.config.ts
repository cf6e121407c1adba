import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The real-model lane has its own config and script (vitest.real-model.config.ts, `npm run test:real-model`).
    exclude: [...configDefaults.exclude, 'test/real-model/**'],
    // Two workers on the project's 2-core machines (vitest's default there is one): most files wait on child
    // processes (the bundled action, git, chromium) and local servers, so two overlap. The whole suite passed
    // this way in 718 s on a machine loaded by other work, against 795 s with one worker on a quieter one.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
