// The real-model lane (`npm run test:real-model`): a real GGUF model served by node-llama-cpp, and scipy as
// the outside reference for the statistics. Fetched on demand into .cache/ (test/real-model/fetch.ts);
// `npm test` does not run it. One file at a time: the model has one thread.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/real-model/**/*.test.ts'],
    globalSetup: ['test/real-model/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 900_000,
  },
});
