/**
 * `context-eval merge DIR…`: the shard results of one run → one report, verdict and exit code (DESIGN §5).
 * Every verdict, count and comparison is recomputed from the shards' runs against the suite at this
 * commit (src/pipeline/merge.ts); what a shard file states about them is never read.
 */
import path from 'node:path';
import { parseShardFile, ShardError, SHARD_FILE, type ShardFile } from '../report/shards.js';
import { mergeShardResults } from '../pipeline/merge.js';
import { loadConfig } from '../config/load.js';
import { configPathOf, fitted } from './shared.js';
import { renderConsoleSummary } from '../report/console.js';
import { exitCodeFor } from '../runner/result.js';
import { stringOption, UsageError, type Parsed } from './args.js';
import type { CliIO } from './io.js';
import { compareExitCode, gateVerdict, localBaseline, parseFailOn } from './run-history.js';
import { terminalWidth } from '../report/terminal-text.js';
import { createRedactor } from '../security/redact.js';
import { outputPaths, writeOutputs } from './run.js';
import { keepLastReport } from './last-report.js';

export async function mergeCommand(values: Parsed['values'], dirs: string[], io: CliIO): Promise<number> {
  if (dirs.length === 0) throw new UsageError('merge needs the shard folders: context-eval merge DIR... (each written by run --shard I/N --out DIR)');
  const failOnText = stringOption(values, 'fail-on');
  const failOn = failOnText === undefined ? undefined : parseFailOn(failOnText);
  const outputs = outputPaths(values, io.cwd);
  const results: { source: string; result: ShardFile }[] = [];
  for (const dir of dirs) {
    const file = path.join(path.resolve(io.cwd, dir), SHARD_FILE);
    const source = path.relative(io.cwd, file) || file;
    let text: string;
    try {
      text = await io.readText(file);
    } catch {
      throw new UsageError(`${source}: cannot read it; pass folders written by context-eval run --shard I/N --out DIR`);
    }
    try {
      results.push({ source, result: parseShardFile(text, source) });
    } catch (err) {
      throw new UsageError(err instanceof Error ? err.message : String(err));
    }
  }
  // The suite at this commit: names, N, thresholds and the suite hash the shards must share (DESIGN §2).
  const loaded = await loadConfig(configPathOf(values, io), { env: io.env });
  const comparing = values.compare === true;
  const base = stringOption(values, 'base');
  if (base !== undefined && !comparing) throw new UsageError('--base goes with --compare: the baseline is history at the merge base of HEAD and REF');
  let baseline;
  let baseSuite;
  if (comparing) {
    const found = await localBaseline(loaded, { record: false, compare: true, ...(base === undefined ? {} : { base }), failOn: new Set() }, io.cwd, io.env);
    io.stdout(fitted(`${found.note}
`, io));
    baseline = found.baseline;
    // The merge base's suite gives the PR's tools diff, computed once here (the shards compute none).
    baseSuite = found.baseSuite;
  }
  let report;
  try {
    const runId = stringOption(values, 'run-id');
    report = await mergeShardResults({ loaded, readText: io.readText, results, comparing, ...(runId === undefined ? {} : { runId }), ...(baseline === undefined ? {} : { baseline }), ...(baseSuite === undefined ? {} : { baseSuite }) });
  } catch (err) {
    if (err instanceof ShardError) throw new UsageError(err.message);
    throw err;
  }
  await writeOutputs(report, { ...outputs, merged: true }, [], io.redactor ?? createRedactor([]));
  const notKept = await keepLastReport(report, { dir: path.dirname(configPathOf(values, io)) }, io.redactor ?? createRedactor([]));
  if (notKept) io.stderr(fitted(notKept, io));
  // The summary comes last, so that the output ends on the verdict line (with the gate's reasons above it).
  const gate = failOn ? compareExitCode(report, failOn) : undefined;
  io.stdout(renderConsoleSummary(report, { color: false, width: terminalWidth(io.columns), ...(gate ? { outcome: { verdict: gateVerdict(gate.code, report), lines: gate.lines } } : {}) }));
  return gate ? gate.code : exitCodeFor(report.verdict);
}
