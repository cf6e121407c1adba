/** `context-eval merge DIR…`: the shard results of one run → one report, verdict and exit code (DESIGN §5). */
import path from 'node:path';
import { mergeShards, parseShardFile, ShardError, SHARD_FILE, type ShardResult } from '../report/shards.js';
import { renderConsoleSummary } from '../report/console.js';
import { exitCodeFor } from '../runner/result.js';
import { stringOption, UsageError, type Parsed } from './args.js';
import type { CliIO } from './io.js';
import { compareExitCode, parseFailOn } from './run-history.js';
import { createRedactor } from '../security/redact.js';
import { outputPaths, writeOutputs } from './run.js';
import { keepLastReport } from './last-report.js';
import { configPathOf } from './shared.js';

export async function mergeCommand(values: Parsed['values'], dirs: string[], io: CliIO): Promise<number> {
  if (dirs.length === 0) throw new UsageError('merge needs the shard folders: context-eval merge DIR... (each written by run --shard I/N --out DIR)');
  const failOnText = stringOption(values, 'fail-on');
  const failOn = failOnText === undefined ? undefined : parseFailOn(failOnText);
  const outputs = outputPaths(values, io.cwd);
  const results: { source: string; result: ShardResult }[] = [];
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
  let report;
  try {
    const runId = stringOption(values, 'run-id');
    report = mergeShards(results, runId === undefined ? {} : { runId });
  } catch (err) {
    if (err instanceof ShardError) throw new UsageError(err.message);
    throw err;
  }
  io.stdout(renderConsoleSummary(report, { color: false }));
  await writeOutputs(report, { ...outputs, merged: true }, [], io.redactor ?? createRedactor([]));
  const notKept = await keepLastReport(report, { dir: path.dirname(configPathOf(values, io)) }, io.redactor ?? createRedactor([]));
  if (notKept) io.stderr(notKept);
  if (failOn) {
    const gate = compareExitCode(report, failOn);
    if (gate.lines.length > 0) io.stdout(`${gate.lines.join('\n')}\n`);
    return gate.code;
  }
  return exitCodeFor(report.verdict);
}
