/** `npx tsx sim/drift.ts [--seed N] [--trials N] [--g7-only | --tools-only]`: the drift detectors' simulation tables (docs/drift.md). */
import { parseArgs } from 'node:util';
import { formatTable, runDriftSimulation } from './drift-sim.js';
import { runG7 } from './drift-g7.js';
import { runToolSim } from './drift-tools.js';

const { values } = parseArgs({ options: { seed: { type: 'string', default: '20261122' }, trials: { type: 'string', default: '500' }, 'g7-only': { type: 'boolean', default: false }, 'tools-only': { type: 'boolean', default: false } } });
const seed = Number(values.seed);
const trials = Number(values.trials);
if (!Number.isInteger(seed) || !Number.isInteger(trials) || trials < 1) {
  console.error('usage: npx tsx sim/drift.ts [--seed <integer>] [--trials <positive integer>] [--g7-only | --tools-only]');
  process.exit(2);
}
const started = Date.now();
if (!values['g7-only'] && !values['tools-only']) {
  const rows = runDriftSimulation({ seed, trials });
  console.log(`context-eval drift simulation: seed ${seed}, ${trials} trials per row (months for the false-alarm rows)`);
  console.log(formatTable(rows));
}
if (!values['tools-only']) {
  console.log(`\nG7 (issue 20): day-to-day variation, several records a day; seed ${seed}, ${trials} trials per row`);
  console.log(formatTable(runG7({ seed, trials })));
}
console.log(`\nTool calls (issue 33): agents with Poisson tool calls, day-to-day variation; seed ${seed}, ${trials} trials per row`);
console.log(formatTable(runToolSim({ seed, trials })));
console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
