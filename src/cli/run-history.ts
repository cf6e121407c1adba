/**
 * `run --record` and `run --compare` (DESIGN §5): the same baseline comparison and recording as the
 * action, with local git and the configured history store instead of GitHub's API.
 *
 *  - `--compare [--base REF]`: the baseline is history at the merge base of HEAD and REF (default: the
 *    default branch) or its nearest ancestors, read from `history.store` (a folder, or the data branch
 *    from local git); the PR-style comparison runs with its per-PR error control; `--fail-on LIST`
 *    (default threshold,regression,error) decides exit 1, exactly as the action's gate decides.
 *  - `--record`: every scenario samples compare.baseline_runs runs (as the action's push and schedule
 *    runs do) and the run is appended to the folder `history.dir` (`history.store: auto`, the default,
 *    or `dir`). The data branch is written by the action only; `--record` with `history.store: branch`
 *    is a config error that says so, before any call.
 */
import { decideGate, jobVerdict } from '../action/gate.js';
import { ConfigError, type LoadedConfig } from '../config/types.js';
import { ancestors, currentBranch, defaultBranch, mergeBase, repoRoot } from '../git/git.js';
import { createDirStore } from '../history/dir-store.js';
import { providersForRecord } from '../history/record.js';
import { FAIL_ON, type FailOn } from '../action/fail-on.js';
import type { BaselineRequest } from '../pipeline/attach-comparisons.js';
import type { BaseSuiteSource } from '../pipeline/base-arm.js';
import { gitBaseSuite } from '../pipeline/base-suite.js';
import { historyDir, readStoredHistory, recordRun } from '../pipeline/stored-history.js';
import type { Report } from '../report/types.js';
import path from 'node:path';
import { UsageError, stringOption, type Parsed } from './args.js';

export interface HistoryFlags {
  record: boolean;
  compare: boolean;
  base?: string;
  failOn: ReadonlySet<FailOn>;
}

/** `--fail-on a,b`: known names only, none empty (an empty entry is never "fail on nothing"). */
export function parseFailOn(text: string): ReadonlySet<FailOn> {
  const items = text.split(',').map((s) => s.trim());
  if (items.some((i) => i === '')) throw new UsageError(`--fail-on '${text}' has an empty entry; list one or more of ${FAIL_ON.join(', ')}, separated by commas`);
  const bad = items.filter((i) => !(FAIL_ON as readonly string[]).includes(i));
  if (bad.length > 0) throw new UsageError(`--fail-on: unknown value ${bad.map((b) => `'${b}'`).join(', ')}; expected ${FAIL_ON.join(', ')}`);
  return new Set(items.filter((i): i is FailOn => (FAIL_ON as readonly string[]).includes(i)));
}

export function historyFlags(values: Parsed['values']): HistoryFlags {
  const failOnText = stringOption(values, 'fail-on');
  const compare = values.compare === true;
  if (failOnText !== undefined && !compare) throw new UsageError('--fail-on needs --compare: without a comparison, run exits 1 on a failed scenario and 3 on an errored one');
  const base = stringOption(values, 'base');
  return {
    record: values.record === true,
    compare,
    ...(base === undefined ? {} : { base }),
    failOn: parseFailOn(failOnText ?? 'threshold,regression,error'),
  };
}

/** Checks made before any model call. */
export function checkRecordable(loaded: LoadedConfig, flags: HistoryFlags): void {
  if (flags.record && flags.compare) throw new UsageError('--record and --compare do not go together: a comparison run is a pull request\'s run, and those never write history');
  if (flags.record && loaded.config.history.store === 'branch') {
    throw new ConfigError(
      'run --record writes history to a folder: set history.store: auto in the config (the default: the folder history.dir here, the data branch in the action) or dir; the data branch (history.store: branch) is written by the action on pushes and schedules',
      { file: path.basename(loaded.path) },
    );
  }
}

/**
 * The baseline for `--compare`: stored history at the merge base of HEAD and the base ref, and (unless
 * compare.base is history) the suite at the merge base, for scenarios history has no baseline for.
 */
export async function localBaseline(loaded: LoadedConfig, flags: HistoryFlags, cwd: string, env: Record<string, string | undefined> = {}): Promise<{ baseline?: BaselineRequest; baseSuite?: BaseSuiteSource; note: string }> {
  const root = await repoRoot(loaded.dir);
  const baseRef = flags.base ?? (await defaultBranch(root));
  if (baseRef === undefined) throw new UsageError('--compare: no default branch found (neither origin/HEAD, main nor master); pass --base REF');
  const mergeBaseSha = await mergeBase(baseRef, 'HEAD', root, { source: flags.base === undefined ? 'the default branch' : '--base' });
  const stored = await readStoredHistory(loaded, { cwd });
  const line = `history: ${stored.records.length} record${stored.records.length === 1 ? '' : 's'} in ${stored.source}`;
  const rerun = loaded.config.compare.base !== 'history';
  const baseSuite = rerun ? { baseSuite: gitBaseSuite(loaded, mergeBaseSha, root, env) } : {};
  if (stored.records.length === 0) {
    const how = rerun
      ? `scenarios whose context changed are compared with the merge base ${mergeBaseSha.slice(0, 7)}, measured in this run (compare.base: ${loaded.config.compare.base})`
      : 'judged by thresholds alone (compare.base: history)';
    return { ...baseSuite, note: `${line}: nothing recorded to compare with; ${how}; record baselines on ${baseRef} with \`context-eval run --record\`` };
  }
  return {
    baseline: { records: stored.records, mergeBaseSha, baseRef: baseRef.replace(/^origin\//, ''), ancestorsOfMergeBase: await ancestors(mergeBaseSha, root) },
    ...baseSuite,
    note: line,
  };
}

/** Appends the run to the folder `history.dir` (store auto or dir), with HEAD's commit and branch; `redact` is the CLI's redactor for what the record keeps of outputs. */
export async function recordLocally(report: Report, loaded: LoadedConfig, now: () => number, redact?: (text: string) => string): Promise<string> {
  const root = await repoRoot(loaded.dir);
  const [sha] = await ancestors('HEAD', root, 1);
  if (sha === undefined) throw new UsageError('run --record: HEAD has no commit yet; commit first, so that the record names the commit it measured');
  const branch = await currentBranch(root);
  const dir = await historyDir(loaded);
  const record = await recordRun(report, createDirStore(dir), {
    sha,
    ref: branch === undefined ? 'HEAD' : `refs/heads/${branch}`,
    event: 'cli',
    timestamp: new Date(now()).toISOString(),
    providers: providersForRecord(loaded.config.providers),
    ...(redact === undefined ? {} : { redact }),
  });
  return record === undefined ? 'nothing recorded: every scenario was skipped' : `recorded ${record.scenarios.length} scenario${record.scenarios.length === 1 ? '' : 's'} at ${sha.slice(0, 7)} in ${dir}`;
}

/** The exit code of a compared run: the action's gate over fail-on; 1 for findings, 3 when only errors fired. */
export function compareExitCode(report: Report, failOn: ReadonlySet<FailOn>): { code: number; lines: string[] } {
  const gate = decideGate(report, failOn);
  const lines = [...gate.reasons.map((r) => `gate: ${r}`), ...gate.warnings.map((w) => `warning: ${w}`)];
  if (!gate.fail) return { code: 0, lines };
  // The gate's kinds, not its words: 3 when only scenarios that were not evaluated (errors, undecided) failed it (the action's verdict `error`).
  return { code: jobVerdict(report, gate) === 'error' ? 3 : 1, lines };
}

/** The verdict a compared run's gate gives: its exit code in words (the report's own verdict when it passes and nothing ran). */
export function gateVerdict(code: number, report: Report): Report['verdict'] {
  if (code === 1) return 'fail';
  if (code === 3) return 'error';
  return report.verdict === 'skipped' ? 'skipped' : 'pass';
}
