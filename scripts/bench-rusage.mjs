// Preloaded into the CLI process by the benchmark: writes the process's own CPU time and peak RSS on exit,
// and on SIGTERM (the benchmark stops a run that way once its first request has arrived, so that the CPU
// spent up to the first request is known whatever else the machine is doing).
import { writeFileSync } from 'node:fs';

const file = process.env.CONTEXT_EVAL_RUSAGE_FILE;
if (file) {
  process.on('exit', () => writeFileSync(file, JSON.stringify(process.resourceUsage())));
  process.on('SIGTERM', () => process.exit(143));
}
