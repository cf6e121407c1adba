/** `context-eval run`: the pipeline with the CLI's I/O, the report files, and the exit code. */
import type { RunResult } from '../report/types.js';
import path from 'node:path';
import { writeOutputChunks, writeOutputFile } from '../security/sink.js';
import { createRedactor, type Redactor } from '../security/redact.js';
import { runPipeline, type PipelineIO, type PipelineRequest } from '../pipeline/pipeline.js';
import type { LoadedConfig } from '../config/types.js';
import { committedCacheFolder, committedCacheWarning } from './cache-guard.js';
import { exitCodeFor } from '../runner/result.js';
import { renderJsonChunks } from '../report/json.js';
import { createProgress, renderConsoleSummary } from '../report/console.js';
import { trafficOf } from '../providers/governors.js';
import type { Report } from '../report/types.js';
import { terminalWidth, wrap } from '../report/terminal-text.js';
import { intOption, listOption, stringOption, UsageError, type Parsed } from './args.js';
import { resolveChanged } from './changed.js';
import type { CliIO } from './io.js';
import { cacheOption, configPathOf, fitted, verboseScenarioLines } from './shared.js';
import { loadConfig } from '../config/load.js';
import { parseShard, type ShardSpec } from '../pipeline/shard.js';
import { renderShardChunks, SHARD_FILE } from '../report/shards.js';
import { suiteHash } from '../pipeline/suite.js';
import { checkOutputTarget } from './output-targets.js';
import { keepLastReport } from './last-report.js';
import { unmeasuredLatency } from './replay-notes.js';
import { checkRecordable, compareExitCode, gateVerdict, historyFlags, localBaseline, recordLocally } from './run-history.js';

/**
 * `run --package` passes `loaded` (the package's context with this repo's providers, already loaded and
 * checked: src/cli/run-package.ts) and `providers` (makes the providers, including replays of the
 * package's recordings); `root`: the repository root files must stay in.
 */
export interface RunCommandOptions {
  root?: string;
  loaded?: LoadedConfig;
  providers?: PipelineIO['providers'];
}

export async function runCommand(values: Parsed['values'], io: CliIO, opts: RunCommandOptions = {}): Promise<number> {
  const configPath = configPathOf(values, io);
  const concurrency = intOption(values, 'concurrency', 1, 256) ?? 8;
  const runs = intOption(values, 'runs', 1, 1000);
  const seed = intOption(values, 'seed', 0);
  const only = listOption(values, 'only');
  const flags = historyFlags(values);
  // --base selects the scenarios the diff against REF affects, and with --compare also names the baseline's base.
  const changed = await resolveChanged(values, io, path.dirname(configPath));
  const outputs = outputPaths(values, io.cwd);
  const shard = shardOption(values, io, outputs, flags.record);
  for (const key of ['json', 'markdown', 'junit', 'out'] as const) {
    const target = outputs[key];
    if (target !== undefined) await checkOutputTarget(key, target, stringOption(values, key) ?? target, key === 'out');
  }
  const loaded = opts.loaded ?? (await loadConfig(configPath, {
      env: io.env,
      provenance: values.verbose === true,
      ...(opts.root === undefined ? {} : { root: opts.root }),
      ...cacheOption(io, configPath),
    }));
  checkRecordable(loaded, flags);

  const events: string[] = [];
  const ci = io.env.CI === 'true' || io.env.GITHUB_ACTIONS === 'true';
  let progress: ReturnType<typeof createProgress> | undefined;
  const req: PipelineRequest = { configPath, loaded, concurrency };
  if (flags.record) req.forBaseline = true;
  const committed = await committedCacheFolder(loaded, io.cwd);
  if (committed !== undefined) {
    io.stderr(fitted(committedCacheWarning(committed), io));
    req.cacheDir = false;
  }
  if (flags.compare) {
    const found = await localBaseline(loaded, flags, io.cwd, io.env);
    // Word-wrapped to the terminal (80 piped), as the summary is: a note cut mid-word by the terminal reads badly.
    io.stdout(`${wrap(found.note, terminalWidth(io.columns), '', '  ').join('\n')}\n`);
    if (found.baseline) req.baseline = found.baseline;
    if (found.baseSuite) req.baseSuite = found.baseSuite;
  }
  if (shard) req.shard = shard.spec;
  if (runs !== undefined) req.runs = runs;
  if (seed !== undefined) req.seed = seed;
  if (only) req.only = only;
  if (changed.files) {
    req.changed = changed.files;
    req.changedSource = changed.source;
  }
  const { report, shard: held } = await runPipeline(req, {
    env: io.env,
    readText: io.readText,
    now: io.now,
    ...(opts.providers ? { providers: opts.providers } : {}),
    events: {
      planned(scenarios) {
        progress = createProgress({ stream: io.progress, ci, total: scenarios, now: io.now, traffic: () => trafficOf(loaded.config) });
      },
      runFinished(scenario, run) {
        if (outputs.out) events.push(JSON.stringify({ event: 'run_finished', scenario, run: run.index, pass: run.pass, error: run.error ?? null, tokens: run.tokens, latencyMs: run.latencyMs, ...agentEventFields(run) }));
        progress?.runFinished(scenario, run.error !== undefined ? 'error' : run.pass ? 'pass' : 'fail');
      },
      scenarioFinished(result) {
        if (outputs.out) events.push(JSON.stringify({ event: 'scenario_finished', scenario: result.name, verdict: result.verdict, passes: result.passes, attempted: result.attempted, errors: result.errors }));
        progress?.scenarioFinished(result);
      },
    },
  });
  progress?.done();
  if (values.verbose) io.stdout(fitted(verboseScenarioLines(loaded, io.cwd, report), io));
  // What the CLI adds to the report's notes; the summary, printed last, ends on the verdict line.
  const notes = unmeasuredLatency(loaded, report, io.cwd).map((n) => n.replace(/^note: /, ''));
  const redactor = io.redactor ?? createRedactor([]);
  await writeOutputs(report, outputs, events, redactor);
  const notKept = await keepLastReport(report, { dir: loaded.dir, root: loaded.root }, redactor);
  if (notKept) io.stderr(fitted(notKept, io));
  if (shard && held && outputs.out) {
    // The suite and planning this shard ran: merge recomputes it at the merged commit and refuses another.
    const suite = await suiteHash(loaded, io.readText, runs === undefined ? {} : { runs });
    const header = { runId: shard.runId, index: shard.spec.index, total: shard.spec.total, suite, ...(runs === undefined ? {} : { runs }), ...held };
    await writeOutputChunks(path.join(outputs.out, SHARD_FILE), renderShardChunks({ shard: header, report }), redactor);
  }
  if (flags.record) notes.push((await recordLocally(report, loaded, io.now, (t) => redactor.redact(t))).split(`${io.cwd}/`).join(''));
  const gate = flags.compare ? compareExitCode(report, flags.failOn) : undefined;
  io.stdout(
    renderConsoleSummary(report, {
      color: Boolean(io.progress.isTTY) && !ci && io.env.NO_COLOR === undefined,
      verbose: values.verbose === true,
      width: terminalWidth(io.columns),
      notes,
      ...(gate ? { outcome: { verdict: gateVerdict(gate.code, report), lines: gate.lines } } : {}),
    }),
  );
  return gate ? gate.code : exitCodeFor(report.verdict);
}

export interface OutputPaths {
  json?: string;
  markdown?: string;
  junit?: string;
  out?: string;
  /** A merged report (no events of its own). */
  merged?: boolean;
}

export function outputPaths(values: Parsed['values'], cwd: string): OutputPaths {
  const out: OutputPaths = {};
  for (const key of ['json', 'markdown', 'junit', 'out'] as const) {
    const v = stringOption(values, key);
    if (v === '') throw new UsageError(`--${key} needs a path`);
    if (v !== undefined) out[key] = path.resolve(cwd, v);
  }
  return out;
}

export async function writeOutputs(report: Report, o: OutputPaths, events: string[], redactor: Redactor): Promise<void> {
  const write = (file: string, text: string) => writeOutputFile(file, text, redactor);
  // The JSON report is written in pieces: at 20,000 scenarios its text is tens of MB (issue 12).
  const writeJson = (file: string) => writeOutputChunks(file, renderJsonChunks(report), redactor);
  if (o.json) await writeJson(o.json);
  // The Markdown and JUnit renderers are loaded only when asked for (issue 23 item 5: start-up).
  const renderMarkdown = async (r: Report) => (await import('../report/markdown.js')).renderMarkdown(r);
  const renderJUnit = async (r: Report) => (await import('../report/junit.js')).renderJUnit(r);
  if (o.markdown) await write(o.markdown, await renderMarkdown(report));
  if (o.junit) await write(o.junit, await renderJUnit(report));
  if (o.out) {
    await writeJson(path.join(o.out, 'report.json'));
    await write(path.join(o.out, 'report.md'), await renderMarkdown(report));
    await write(path.join(o.out, 'report.junit.xml'), await renderJUnit(report));
    if (events.length > 0 || !o.merged) await write(path.join(o.out, 'events.jsonl'), events.map((e) => `${e}\n`).join(''));
  }
}

/** `--shard I/N` with its run id; it needs --out (where the partial result goes) and excludes --record (merge records). */
function shardOption(values: Parsed['values'], io: CliIO, outputs: OutputPaths, record: boolean): { spec: ShardSpec; runId: string } | undefined {
  const text = stringOption(values, 'shard');
  const runIdText = stringOption(values, 'run-id');
  if (text === undefined) {
    if (runIdText !== undefined) throw new UsageError('--run-id goes with --shard I/N');
    return undefined;
  }
  let spec: ShardSpec;
  try {
    spec = parseShard(text, '--shard');
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  if (!outputs.out) throw new UsageError('--shard needs --out DIR: the shard writes its partial result (shard.json) there for context-eval merge');
  if (record) throw new UsageError('--shard cannot --record: record once, from the merged report');
  const runId = runIdText ?? io.env.GITHUB_RUN_ID ?? '';
  if (runId === '') throw new UsageError('--shard needs --run-id ID, the same for every shard of one run (GITHUB_RUN_ID by default)');
  return { spec, runId };
}

/** An agent run's part of its events line (DESIGN §3b): its model calls, tool calls (name and step) and a cut answer. */
function agentEventFields(run: RunResult): Record<string, unknown> {
  return {
    ...(run.steps === undefined ? {} : { steps: run.steps }),
    ...(run.toolCalls === undefined ? {} : { toolCalls: run.toolCalls, tools: (run.trajectory ?? []).map((s) => ({ step: s.step, tool: s.tool })) }),
    ...(run.stop === undefined ? {} : { stop: run.stop }),
    ...(run.stages === undefined ? {} : { stages: run.stages.map((s) => ({ role: s.role, pass: s.pass, ...(s.decision === undefined ? {} : { decision: s.decision }) })) }),
  };
}
