#!/usr/bin/env node
import { VERSION } from './version.js';

const argv = process.argv.slice(2);
if (argv.includes('--version')) {
  process.stdout.write(`context-eval ${VERSION}\n`);
} else {
  // Before the suite loads: V8 then collects at 2 × what the run holds, not 3–4 × (src/cli/heap.ts).
  (await import('./cli/heap.js')).tuneHeap();
  const { main } = await import('./cli/main.js');
  process.exitCode = await main(argv);
}
