// What the bench's bundled library floor loads (scripts/bench-floor.mjs --libraries=bundled): zod and
// the OpenAI SDK, bundled by ncc as dist/cli is, so that the floor pays for them what the CLI pays.
// `npm run bench` builds it into .cache/bench-floor/ when it is missing or older than package-lock.json.
export { z } from 'zod';
export { default as OpenAI } from 'openai';
