/**
 * The pure half of gathering a review's input: reading the reviewer settings out of a config text,
 * choosing the watched files among the changed ones, building the diff from per-file patches, the
 * scenario results as text, and assembling the ReviewInput. The action (through the GitHub API) and the
 * CLI (through git) do the fetching and call these. Pure: no fs, no network.
 */
import { parseYaml, toValue } from '../config/yaml-source.js';
import type { z } from 'zod';
import { pathMatcher } from '../affected/paths.js';
import { ReviewSchema } from '../config/schema.js';
import { ConfigError } from '../config/types.js';
import { formatPercent } from '../format/percent.js';
import type { TrajectoryStep } from '../agent/types.js';
import type { Report, ScenarioResult } from '../report/types.js';
import { BUILTIN_CRITERIA, parseCriteria, type Criteria } from './criteria.js';
import { formatCount } from './truncate.js';
import type { ReviewInput } from './types.js';

export type ReviewSettings = z.output<typeof ReviewSchema>;

export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = ReviewSchema.parse({});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The `review:` section of a config file's text, parsed with ReviewSchema; the defaults when the text is
 * undefined (no config at that ref) or has no `review:` key. Only this section is read: the rest of the
 * file may be anything. `where` names the file and ref in messages, e.g. "context-eval.yaml at base abc1234".
 */
export function reviewSettingsFromConfig(text: string | undefined, where: string): ReviewSettings {
  if (text === undefined) return DEFAULT_REVIEW_SETTINGS;
  let data: unknown;
  try {
    data = toValue(parseYaml(text, where));
  } catch (err) {
    const detail = ((err instanceof ConfigError ? err.detail : err instanceof Error ? err.message : String(err)).split('\n')[0] ?? '').replace(/^invalid YAML: /, '');
    const at = err instanceof ConfigError && err.line !== undefined ? ` at line ${err.line}` : '';
    throw new ConfigError(`the config is not valid YAML${at} (${detail}); the reviewer settings are read from it. Fix the file on the base branch.`, { file: where });
  }
  const section = isRecord(data) ? data['review'] : undefined;
  const parsed = ReviewSchema.safeParse(section ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const keyPath = issue ? ['review', ...issue.path.map(String), ...(issue.code === 'unrecognized_keys' ? [issue.keys[0] ?? ''] : [])].join('.') : 'review';
  const found = isRecord(section) && issue?.path.length === 1 ? ` (found ${JSON.stringify(section[String(issue.path[0])])})` : '';
  throw new ConfigError(`${keyPath}: ${issue?.message ?? 'invalid'}${found}. Fix the review: section on the base branch; see DESIGN §2 for its keys.`, { file: where });
}

/** The folder of a repository-relative config path: '' for the root, else 'sub/dir/'. */
export function configPrefix(configRepoPath: string): string {
  const slash = configRepoPath.lastIndexOf('/');
  return slash < 0 ? '' : configRepoPath.slice(0, slash + 1);
}

/**
 * The repository-relative paths among `repoPaths` that match a `watch` pattern; the patterns are
 * relative to the config file's folder (DESIGN §1). Order is kept.
 */
export function watchedPaths(repoPaths: readonly string[], watch: readonly string[], configRepoPath: string): string[] {
  const prefix = configPrefix(configRepoPath);
  const matchers = watch.map(pathMatcher);
  return repoPaths.filter((p) => p.startsWith(prefix) && matchers.some((match) => match(p.slice(prefix.length))));
}

/** Where the criteria file is in the repository, or undefined when `review.criteria` is not set. */
export function criteriaRepoPath(settings: ReviewSettings, configRepoPath: string): string | undefined {
  if (settings.criteria === undefined) return undefined;
  const joined = `${configPrefix(configRepoPath)}${settings.criteria}`.split('/');
  const out: string[] = [];
  for (const part of joined) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

export interface ResolvedCriteria {
  criteria: Criteria;
  /** e.g. ".context-eval/criteria.yaml at base abc1234" or "built-in checklist". */
  source: string;
  finding?: string;
}

/** The criteria from the file's text at the base ref; the built-in list when unset or missing there. */
export function resolveCriteria(repoPath: string | undefined, text: string | undefined, refLabel: string): ResolvedCriteria {
  if (repoPath === undefined) return { criteria: BUILTIN_CRITERIA, source: 'built-in checklist (review.criteria is not set)' };
  if (text === undefined) {
    return {
      criteria: BUILTIN_CRITERIA,
      source: 'built-in checklist',
      finding: `review.criteria names ${repoPath}, which does not exist at ${refLabel}; the built-in checklist was used (criteria added by a pull request take effect once merged)`,
    };
  }
  return { criteria: parseCriteria(text, `${repoPath} at ${refLabel}`), source: `${repoPath} at ${refLabel}` };
}

export interface ChangedFilePatch {
  path: string;
  previousPath?: string;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  /** Absent for binary files and diffs GitHub does not serve (too large). */
  patch?: string;
}

/** A unified diff from per-file patches, as `git diff` would head each file. */
export function diffFromPatches(files: readonly ChangedFilePatch[]): string {
  const blocks: string[] = [];
  for (const file of files) {
    const from = file.previousPath ?? file.path;
    const lines = [`diff --git a/${from} b/${file.path}`];
    lines.push(file.status === 'added' ? '--- /dev/null' : `--- a/${from}`);
    lines.push(file.status === 'removed' ? '+++ /dev/null' : `+++ b/${file.path}`);
    lines.push(file.patch === undefined ? '(no patch: a binary file, or a diff too large for GitHub to serve)' : file.patch.replace(/\n$/, ''));
    blocks.push(lines.join('\n'));
  }
  return blocks.length === 0 ? '' : `${blocks.join('\n')}\n`;
}

/** How much changed, for review.min_diff_chars: the characters of the patches' +/- lines. */
export function changedChars(files: readonly ChangedFilePatch[]): number {
  let chars = 0;
  for (const file of files) {
    for (const line of (file.patch ?? '').split('\n')) {
      if ((line.startsWith('+') && !line.startsWith('+++')) || (line.startsWith('-') && !line.startsWith('---'))) chars += line.length - 1;
    }
    if (file.patch === undefined) chars += 1;
  }
  return chars;
}

/** Why the review does not run for this change, or undefined when it does. */
export function reviewSkipReason(args: { settings: ReviewSettings; settingsWhere: string; watched: number; changedChars: number }): string | undefined {
  if (args.settings.provider === undefined) {
    return `review.provider is not set in ${args.settingsWhere}; set it to the provider the reviewer should use (the setting is read from the base branch)`;
  }
  if (args.watched === 0) return 'no watched file changed (the review reads only files that match `watch`)';
  if (args.changedChars < args.settings.min_diff_chars) {
    return `the watched files' diff changes ${args.changedChars} characters, below review.min_diff_chars (${args.settings.min_diff_chars})`;
  }
  return undefined;
}

/** At most this many tool calls of a failing run are shown to the reviewer; the rest are counted on a cut line. */
export const TRAJECTORY_STEPS = 8;
/** Each tool call's line is cut: its tool name, arguments and result to these many characters each. */
export const STEP_CHARS = { tool: 40, args: 120, result: 80 } as const;

/** Untrusted text (tool names, arguments, results) on one line: JSON string escapes, no quotes around it. */
/** Stage states and tool descriptions are cut to this many characters. */
const LONG_CHARS = 400;

const oneLine = (text: string): string => JSON.stringify(text).slice(1, -1);

const cutLine = (text: string, max: number): string => (text.length <= max ? text : `${Array.from(text.slice(0, max - 1)).join('').replace(/[\uD800-\uDBFF]$/, '')}…`);

/** One line per tool call, at most TRAJECTORY_STEPS of them, then `[… cut: N more steps]`. */
function trajectoryLines(trajectory: readonly TrajectoryStep[], indent: string): string[] {
  const lines = trajectory.slice(0, TRAJECTORY_STEPS).map((s) => {
    const args = typeof s.args === 'string' ? JSON.stringify(s.args) : (JSON.stringify(s.args ?? {}) ?? 'undefined');
    const result = s.result === undefined ? '(no result)' : JSON.stringify(s.result);
    return `${indent}step ${s.step}: ${cutLine(oneLine(s.tool), STEP_CHARS.tool)} ${cutLine(args, STEP_CHARS.args)} → ${cutLine(result, STEP_CHARS.result)}`;
  });
  const more = trajectory.length - TRAJECTORY_STEPS;
  if (more > 0) lines.push(`${indent}[… cut: ${formatCount(more)} more ${more === 1 ? 'step' : 'steps'}]`);
  return lines;
}

/** What the first failing agent run did: its tool calls, or a chain's stages (role, decision, failures). */
function failingRunLines(s: ScenarioResult): string[] {
  const failing = s.runs.filter((run) => !run.pass && ((run.stages?.length ?? 0) > 0 || (run.trajectory?.length ?? 0) > 0));
  const run = failing[0];
  if (run === undefined) return [];
  const lines: string[] = [];
  const number = run.index + 1;
  if (run.stages !== undefined && run.stages.length > 0) {
    lines.push(`    run ${number} stages:`);
    for (const [i, stage] of run.stages.entries()) {
      const state = stage.error !== undefined ? `error: ${stage.error}` : stage.pass ? 'passed' : ['failed', ...stage.failures].join('; ');
      const decision = stage.decision === undefined ? '' : `, decision ${stage.decision}`;
      lines.push(`      ${i + 1}. ${oneLine(stage.role)}: ${cutLine(oneLine(`${state}${decision}`), LONG_CHARS)}`);
      if (stage.trajectory !== undefined && stage.trajectory.length > 0) lines.push(...trajectoryLines(stage.trajectory, '         '));
    }
  } else if (run.trajectory !== undefined) {
    lines.push(`    run ${number} trajectory (${formatCount(run.trajectory.length)} tool ${run.trajectory.length === 1 ? 'call' : 'calls'}):`, ...trajectoryLines(run.trajectory, '      '));
  }
  if (failing.length > 1) lines.push(`    (${formatCount(failing.length - 1)} more failing ${failing.length === 2 ? 'run' : 'runs'} not shown; ${failing.length === 2 ? 'its' : 'their'} failure lines are above)`);
  return lines;
}

const signed = (n: number): string => (n > 0 ? `+${formatCount(n)}` : n < 0 ? `−${formatCount(-n)}` : '±0');

/** The tools the pull request added, removed or changed, per role, from the manifest diff in the report. */
function toolsLines(report: Report): string[] {
  const lines: string[] = [];
  for (const role of report.tools ?? []) {
    for (const tool of role.tools) {
      if (tool.status === 'unchanged') continue;
      const head = `  - role ${oneLine(role.role)}: ${oneLine(tool.name)} (${oneLine(tool.file)})`;
      if (tool.status === 'added') lines.push(`${head} added; ${formatCount(tool.tokensAfter ?? tool.delta)} tokens`);
      else if (tool.status === 'removed') lines.push(`${head} removed; ${signed(tool.delta)} tokens`);
      else {
        const what = tool.changed === undefined || tool.changed.length === 0 ? '' : `: ${tool.changed.join(', ')}`;
        lines.push(`${head} ${tool.status}${what}; ${formatCount(tool.tokensBefore ?? 0)} → ${formatCount(tool.tokensAfter ?? 0)} tokens (${signed(tool.delta)})`);
        if (tool.descriptionBefore !== undefined) lines.push(`      description before: ${cutLine(JSON.stringify(tool.descriptionBefore), LONG_CHARS)}`);
        if (tool.descriptionAfter !== undefined) lines.push(`      description after: ${cutLine(JSON.stringify(tool.descriptionAfter), LONG_CHARS)}`);
      }
    }
  }
  return lines.length === 0 ? [] : ['tools changed against the base:', ...lines];
}

/**
 * This run's scenario results as the plain text the payload carries: the overall line, the tools changed
 * against the base, then one line per scenario with its own-rule gates; a failing scenario adds its failure
 * lines and what its first failing agent run did (bounded: TRAJECTORY_STEPS calls of STEP_CHARS each).
 * Tool names, arguments and results are untrusted: each stays on one line, JSON-escaped.
 */
export function scenarioResultsText(report: Report): string {
  if (report.scenarios.length === 0) return '';
  const lines: string[] = [`overall: ${report.verdict} (${report.summary.passed} passed, ${report.summary.failed} failed, ${report.summary.errored} errored, ${report.summary.skipped} skipped)`];
  lines.push(...toolsLines(report));
  for (const s of report.scenarios) {
    lines.push(`- ${s.name} (role ${s.role}): ${s.verdict}, ${s.passes} of ${s.attempted} runs passed, threshold ${formatPercent(s.threshold)}; ${s.reason}`);
    for (const g of s.gates ?? []) {
      lines.push(`    own rule ${g.expectation} (line ${g.line}, needs ${formatPercent(g.threshold)}, ${g.rule}): ${g.verdict}, held in ${g.passes} of ${g.attempted} runs; ${g.reason}`);
    }
    if (s.verdict !== 'fail' && s.verdict !== 'error') continue;
    const seen = new Map<string, number>();
    for (const run of s.runs) for (const line of run.error !== undefined ? [`error: ${run.error}`] : run.failures) seen.set(line, (seen.get(line) ?? 0) + 1);
    for (const [line, n] of [...seen].slice(0, 5)) lines.push(`    ${n > 1 ? `${n}× ` : ''}${line}`);
    lines.push(...failingRunLines(s));
  }
  return lines.join('\n');
}

export interface RequestText {
  title: string;
  body: string;
}

export function assembleReviewInput(args: {
  pr: RequestText & { number: number };
  /** The linked issue's text when it could be read; the PR's own text is the request otherwise. */
  issue?: RequestText & { number: number };
  diff: string;
  scenarioResults: string;
  files: { path: string; text: string }[];
  criteria: Criteria;
  settings: ReviewSettings;
}): ReviewInput {
  const request: ReviewInput['request'] = args.issue
    ? { title: args.issue.title, body: args.issue.body, source: 'issue', number: args.issue.number }
    : { title: args.pr.title, body: args.pr.body, source: 'pull_request', number: args.pr.number };
  return {
    request,
    pr: { title: args.pr.title, body: args.pr.body },
    diff: args.diff,
    scenarioResults: args.scenarioResults,
    files: args.files,
    criteria: args.criteria,
    settings: { max_files: args.settings.max_files, max_file_chars: args.settings.max_file_chars, max_total_chars: args.settings.max_total_chars },
  };
}
