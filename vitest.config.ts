import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The real-model lane has its own config and script (vitest.real-model.config.ts, `npm run test:real-model`).
    exclude: [...configDefaults.exclude, 'test/real-model/**'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
