// Preloaded into the CLI process by the benchmark: writes the process's own CPU time and peak RSS on exit.
import { writeFileSync } from 'node:fs';

const file = process.env.CONTEXT_EVAL_RUSAGE_FILE;
if (file) process.on('exit', () => writeFileSync(file, JSON.stringify(process.resourceUsage())));
