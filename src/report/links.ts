/**
 * Where the comment's names lead (issue "Guarded from the first pull request", item 8): each scenario to its
 * file and line at the evaluated head SHA, and, when the history dashboard is published, to its page there.
 * And the one place that keeps the runner's folders out of the comment. Pure.
 */
import { pageFile } from '../dashboard/model.js';
import type { Report, ScenarioResult } from './types.js';

export interface CommentLinks {
  /** The repository's web address, e.g. "https://github.com/o/r". */
  repository: string;
  /** The commit the names link to (the PR's head). */
  sha: string;
  /** The folder of the config, relative to the repository root ('' or absent: the root); scenario files are relative to it. */
  root?: string;
  /** The published dashboard's address (`context-eval dashboard`), when there is one. */
  dashboard?: string;
}

/** A URL that cannot end a Markdown link early or carry markup. */
export function safeUrl(url: string): string {
  return url.replace(/[\s()<>"'`[\]\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

function encodePath(file: string): string {
  return file
    .split('/')
    .filter((part) => part !== '' && part !== '.')
    .map((part) => encodeURIComponent(part).replace(/[()'!*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The scenario's file and line at the head SHA. */
export function fileUrl(links: CommentLinks, s: Pick<ScenarioResult, 'file' | 'line'>): string {
  const file = encodePath([links.root ?? '', s.file].filter((p) => p !== '').join('/'));
  return safeUrl(`${trimSlash(links.repository)}/blob/${encodeURIComponent(links.sha)}/${file}#L${s.line}`);
}

/** The scenario's page on the published dashboard; undefined when none is published. */
export function historyUrl(links: CommentLinks | undefined, scenario: string): string | undefined {
  if (links?.dashboard === undefined || links.dashboard === '') return undefined;
  return safeUrl(`${trimSlash(links.dashboard)}/scenarios/${pageFile(scenario)}`);
}

export function dashboardUrl(links: CommentLinks | undefined): string | undefined {
  if (links?.dashboard === undefined || links.dashboard === '') return undefined;
  return safeUrl(`${trimSlash(links.dashboard)}/index.html`);
}

/** Already-escaped link text as a link, or as it is without a URL. */
export function linked(escapedText: string, url: string | undefined): string {
  return url === undefined ? escapedText : `[${escapedText}](${url})`;
}

/** The runner's folders the comment must not show: the checkout (shown repository-relative) and the temp folder. */
export interface MachinePaths {
  workspace?: string;
  temp?: string;
}

/** `text` with the runner's folders replaced: the checkout's prefix dropped, the temp folder as $RUNNER_TEMP. */
export function withoutMachinePaths(text: string, paths: MachinePaths | undefined): string {
  if (paths === undefined) return text;
  const roots: [string, string][] = [];
  for (const [root, label] of [
    [paths.temp, '$RUNNER_TEMP'],
    [paths.workspace, '.'],
  ] as const) {
    const r = root?.replace(/[\\/]+$/, '');
    if (r !== undefined && r !== '') roots.push([r, label]);
  }
  roots.sort((a, b) => b[0].length - a[0].length);
  let out = text;
  for (const [root, label] of roots) {
    const pattern = new RegExp(`${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[\\\\/\\s'"\`),:;])([\\\\/]?)`, 'g');
    out = out.replace(pattern, (_, sep: string) => (label === '.' ? (sep === '' ? '.' : '') : `${label}${sep}`));
  }
  return out;
}

/** The report with every text the comment shows (notes, reasons, failure lines, errors, outputs) free of the runner's folders. */
export function reportWithoutMachinePaths(report: Report, paths: MachinePaths | undefined): Report {
  if (paths === undefined) return report;
  const clean = (t: string) => withoutMachinePaths(t, paths);
  return {
    ...report,
    notes: report.notes.map(clean),
    scenarios: report.scenarios.map((s) => ({
      ...s,
      file: clean(s.file),
      reason: clean(s.reason),
      ...(s.evidence === undefined ? {} : { evidence: clean(s.evidence) }),
      runs: s.runs.map((r) => ({
        ...r,
        failures: r.failures.map(clean),
        ...(r.error === undefined ? {} : { error: clean(r.error) }),
        ...(r.output === undefined ? {} : { output: clean(r.output) }),
      })),
      ...(s.comparison === undefined ? {} : { comparison: { ...s.comparison, note: clean(s.comparison.note), ...(s.comparison.inconclusive === undefined ? {} : { inconclusive: clean(s.comparison.inconclusive) }) } }),
    })),
  };
}
