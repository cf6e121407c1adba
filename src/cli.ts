#!/usr/bin/env node
import { VERSION } from './version.js';

const argv = process.argv.slice(2);
if (argv.includes('--version')) {
  process.stdout.write(`context-eval ${VERSION}\n`);
} else {
  const { main } = await import('./cli/main.js');
  process.exitCode = await main(argv);
}
