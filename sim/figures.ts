/**
 * `npm run figures`: writes every statistics and cost figure of README.md and docs/statistics.md that sits
 * between generated markers (`<!-- figures:NAME:begin -->` … `<!-- figures:NAME:end -->`), from the exact
 * operating curves (sim/figures-exact.ts, about a second) and the seeded figures a full `npm run sim`
 * committed (sim/figures-seeded.ts reads sim/output/gate.txt). test/sim/figures.test.ts fails when a
 * block differs from what this writes, so a change that moves a figure is caught until this is re-run.
 *   npm run figures              rewrite the blocks
 *   npm run figures -- --check   exit 1 when a block is stale (nothing written)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { exactFigures, SETTING, type ExactFigures } from './figures-exact.js';
import { readSeededFigures, SIM_OUTPUT, type SeededFigures } from './figures-seeded.js';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const num = (x: number, digits = 1) => x.toFixed(digits);
const range = (xs: number[], f: (x: number) => string) => {
  const lo = f(Math.min(...xs));
  const hi = f(Math.max(...xs));
  return lo === hi ? lo : `${lo.replace('%', '')}–${hi}`;
};

type Setting = ExactFigures['settings'][number];

export interface Block {
  file: 'README.md' | 'docs/statistics.md';
  name: string;
  text: string;
}

function readmeStatistics(e: ExactFigures, s: SeededFigures): string {
  const [p47, p37] = e.power;
  const runs = e.healthyRuns.map((r) => r.runs.day);
  const mean = runs.reduce((a, b) => a + b, 0) / runs.length;
  const caught = e.detectable.map((d) => d.caught.day);
  return [
    `- **The figures** (written by \`npm run figures\`: exact ones from the tests' operating curves, seeded ones`,
    `  from a full \`npm run sim\`, committed in \`${SIM_OUTPUT}\`). The defaults: threshold 2/3, \`runs: 3\`, tolerance`,
    `  ${SETTING.tolerance}, cap ${SETTING.cap}, a PR of ${SETTING.m} compared scenarios, baselines of ${SETTING.baselineRecords} records, and the PR's own day: its rate moves`,
    `  by the normal day-to-day sd ${SETTING.daySd} the comparison assumes (\`compare.day_to_day_sd\`).`,
    `  - **Power** (exact): one scenario steady at ${p47!.rate} (θ − ${p47!.below}) fails its threshold test in ${pct(p47!.fail.day)} of PRs`,
    `    (${pct(p47!.fail.fixed)} at a fixed day rate); one at ${p37!.rate} (θ − ${p37!.below}) in ${pct(p37!.fail.day)} (${pct(p37!.fail.fixed)}).`,
    `  - **The stated detectable drop** (exact): "no drop of X points or more (such a drop is caught 80% of the`,
    `    time)" holds at a fixed day rate only; with the PR's day a drop of X points is caught ${range(caught, pct)} of the`,
    `    time (baselines at ${e.detectable[0]!.baseline}–${e.detectable.at(-1)!.baseline}).`,
    `  - **Cost** (exact): a healthy scenario's threshold test makes ${runs.map((r) => num(r)).join(', ')} runs at true rates`,
    `    ${e.healthyRuns.map((r) => r.rate).join(', ')} (${num(mean)} on average: ${num(mean / SETTING.planned, 2)} × a 3-run count, which has no error control),`,
    `    ${e.alwaysPassing} when every run passes; a fixed-N count with the same false-fail share (${+(e.fixedN.alpha * 100).toPrecision(3)}%) and`,
    `    the same power at ${p47!.rate} (${pct(e.fixedN.power)}) needs ${e.fixedN.n} runs of every scenario (fail at ${e.fixedN.failAtMost} passes or fewer). A plain`,
    `    run of ${SETTING.benchScenarios} scenarios at a fixed 0.9 makes ${num(e.benchEarly, 2)} × its 3-run count (what \`node scripts/bench.mjs early\` measures).`,
    `    With its comparison, a PR's healthy scenario makes ${s.calls20} calls (seeded, ${SETTING.m} scenarios).`,
    `  - **Seeded** (\`npm run sim\`): an unchanged PR is red for any reason in ${s.unchangedRed.m1} (1 scenario) and ${s.unchangedRed.m20} (${SETTING.m});`,
    `    ${SETTING.m} scenarios that each hold 0.70, just above 2/3, make ${s.seventyRed} of unchanged PRs red (a threshold failure of a`,
    `    scenario that held its threshold at the base is judged again with the day effect: docs/statistics.md § 1.2).`,
    `    10 pushes see red at least once in ${s.pushesRed}; one scenario at`,
    `    0.47 makes the PR red in ${s.steadyRed}; a drop 0.9 → 0.5 is flagged in ${s.dropFlagged} (${s.dropFlaggedRerun} with no history, the base re-run).`,
    `    What does not reach its target is in [docs/statistics.md](docs/statistics.md).`,
  ].join('\n');
}

/** Every generated block, in the order the files hold them. */
export function blocks(simOutput: string): Block[] {
  const e = exactFigures();
  const s = readSeededFigures(simOutput);
  const runs = e.healthyRuns.map((r) => r.runs.day);
  const [p47, p37] = e.power;
  const caught = e.detectable.map((d) => d.caught.day);
  const [dflt, tol15, cap120] = e.settings as [Setting, Setting, Setting];
  return [
    { file: 'README.md', name: 'healthy-runs', text: `a healthy one costs about ${range(runs, (x) => num(x))} runs` },
    { file: 'README.md', name: 'rerun-drop', text: s.dropFlaggedRerun },
    { file: 'README.md', name: 'statistics', text: readmeStatistics(e, s) },
    { file: 'docs/statistics.md', name: 'pushes', text: s.pushesRed },
    { file: 'README.md', name: 'bench-early', text: `the exact ${num(e.benchEarly, 2)}` },
    { file: 'docs/statistics.md', name: 'tolerance-power', text: `at 0.15 already, a scenario 20 points below its threshold fails in only ${pct(tol15.power.day)} of PRs with the PR's day, ${pct(tol15.power.fixed)} at a fixed day rate` },
    {
      file: 'docs/statistics.md',
      name: 'power',
      text: `with ${SETTING.m} scenarios in a PR and the PR's own day (sd ${SETTING.daySd}), one at θ − ${p47!.below} (${p47!.rate}) fails in ${pct(p47!.fail.day)} of PRs, one at θ − ${p37!.below} in ${pct(p37!.fail.day)} (at a fixed day rate: ${pct(p47!.fail.fixed)} and ${pct(p37!.fail.fixed)}; \`npm run figures\`)`,
    },
    {
      file: 'docs/statistics.md',
      name: 'detectable-day',
      text: `That 80% is at a fixed day rate: with the PR's own day (sd ${SETTING.daySd}), the stated drop is caught ${range(caught, pct)} of the time at ${SETTING.m} compared scenarios (baselines of ${SETTING.baselineRuns} runs over ${SETTING.baselineRecords} records at ${e.detectable[0]!.baseline}–${e.detectable.at(-1)!.baseline}; \`npm run figures\`).`,
    },
    {
      file: 'docs/statistics.md',
      name: 'tolerance-row',
      text: `the indifference zone: 0.15 saves ${num(dflt.healthyRuns - tol15.healthyRuns)} runs per healthy scenario (${num(tol15.healthyRuns)} against ${num(dflt.healthyRuns)}) but fails a scenario at θ − 0.2 in only ${pct(tol15.power.day)} of PRs (${pct(dflt.power.day)} at 0.1; the PR's day, \`npm run figures\`)`,
    },
    {
      file: 'docs/statistics.md',
      name: 'caps-row',
      text: `the caps: 120 fails a scenario at θ − 0.2 in ${pct(cap120.power.day)} of 20-scenario PRs; 150 in ${pct(dflt.power.day)} (its threshold test, with the PR's day; ${pct(cap120.power.fixed)} and ${pct(dflt.power.fixed)} at a fixed day rate; \`npm run figures\`)`,
    },
  ];
}

const begin = (name: string) => `<!-- figures:${name}:begin -->`;
const end = (name: string) => `<!-- figures:${name}:end -->`;

/** The text between a block's markers; an error naming the file and the missing marker. */
export function readBlock(file: string, content: string, name: string): string {
  const b = content.indexOf(begin(name));
  const e = content.indexOf(end(name));
  if (b < 0 || e < b) throw new Error(`${file}: no ${begin(name)} … ${end(name)}; put the markers where the figure goes, then run \`npm run figures\``);
  return content.slice(b + begin(name).length, e);
}

/** The content with each block's text between its markers; a multi-line block sits on lines of its own. */
export function writeBlocks(file: string, content: string, list: readonly Block[]): string {
  let out = content;
  for (const block of list.filter((x) => x.file === file)) {
    readBlock(file, out, block.name);
    const body = block.text.includes('\n') ? `\n${block.text}\n` : block.text;
    const b = out.indexOf(begin(block.name)) + begin(block.name).length;
    out = out.slice(0, b) + body + out.slice(out.indexOf(end(block.name)));
  }
  return out;
}

const root = new URL('../', import.meta.url);
export const readRepoFile = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** The committed output of a full `npm run sim`; a missing file says how to make it. */
export function readSimOutput(path: string = SIM_OUTPUT): string {
  try {
    return readRepoFile(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    throw new Error(`${path}: missing; a full \`npm run sim\` writes it (about half an hour), then run \`npm run figures\``, { cause: err });
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const list = blocks(readSimOutput());
  let stale = 0;
  for (const file of ['README.md', 'docs/statistics.md'] as const) {
    const before = readRepoFile(file);
    const after = writeBlocks(file, before, list);
    if (after === before) continue;
    stale++;
    if (process.argv.includes('--check')) console.error(`${file}: figures are stale; run npm run figures`);
    else {
      writeFileSync(new URL(file, root), after);
      console.log(`${file}: figures written`);
    }
  }
  if (stale === 0) console.log('figures: up to date');
  else if (process.argv.includes('--check')) process.exit(1);
}
