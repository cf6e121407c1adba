/**
 * `context-eval review --dry-run --request F [--base REF] [--head REF] [--config F]`: prints the exact
 * payload the isolated reviewer would receive for a request text and the git diff between two refs;
 * coverage, findings, leak warnings and skip reasons go to stderr. No model is called.
 *
 * - `--base` defaults to HEAD; `--head` defaults to the working tree (untracked files count as changed).
 *   The diff runs from the merge base of the two, as on a pull request.
 * - The reviewer settings (`review:`) and the criteria file are read from the config AT `--base`, as the
 *   action reads them from the PR's base; `watch` comes from the config in the working tree.
 * - The request file is Markdown: its first `# ` heading is the title (else the file's name), the rest
 *   the body. It stands for the PR's title and body; a linked issue is not followed here.
 * - The scenario results section says that no scenarios ran (a dry run calls no model).
 * The live review runs in the action; without --dry-run this command is a usage error.
 */
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { changedFiles, diffText, mergeBase, repoRoot, resolveCommit, showFile } from '../git/git.js';
import {
  assembleReviewInput,
  criteriaRepoPath,
  resolveCriteria,
  reviewSettingsFromConfig,
  reviewSkipReason,
  watchedPaths,
} from '../review/assemble.js';
import { describeLeak, scanForLeaks } from '../review/leaks.js';
import { buildReviewPayload } from '../review/payload.js';
import { UsageError, stringOption, type Parsed } from './args.js';
import type { CliIO } from './io.js';
import { configPathOf, fitted } from './shared.js';

/** A request file's Markdown: the first `# ` heading is the title (else `fallbackTitle`), the rest the body. */
export function requestFromMarkdown(text: string, fallbackTitle: string): { title: string; body: string } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const index = lines.findIndex((line) => /^# \S/.test(line));
  if (index < 0) return { title: fallbackTitle, body: text.trim() };
  const title = (lines[index] ?? '').slice(2).trim();
  const body = [...lines.slice(0, index), ...lines.slice(index + 1)].join('\n').trim();
  return { title, body };
}

/** Repository-relative paths named in a unified diff's `---`/`+++` lines (both sides of a rename). */
export function pathsInDiff(diff: string): string[] {
  const out = new Set<string>();
  for (const line of diff.split('\n')) {
    const match = /^(?:---|\+\+\+) [ab]\/(.+?)\t?$/.exec(line);
    if (match?.[1]) out.add(match[1]);
  }
  return [...out];
}

export async function reviewCommand(values: Parsed['values'], io: CliIO): Promise<number> {
  if (values['dry-run'] !== true) {
    throw new UsageError(
      "'context-eval review' runs live only in the GitHub Action (it posts to the pull request). Add --dry-run to print the exact payload the reviewer would receive.",
    );
  }
  const requestFile = stringOption(values, 'request');
  if (requestFile === undefined) throw new UsageError('review --dry-run needs --request F: a Markdown file with the request (its first `# ` heading is the title)');
  const requestPath = path.resolve(io.cwd, requestFile);
  let requestText: string;
  try {
    requestText = await io.readText(requestPath);
  } catch (err) {
    throw new UsageError(`--request ${requestFile}: cannot read the file (${err instanceof Error ? err.message : String(err)}); give the path of a Markdown file`);
  }
  const base = stringOption(values, 'base') ?? 'HEAD';
  const head = stringOption(values, 'head');

  const configPath = configPathOf(values, io);
  const loaded = await loadConfig(configPath, { env: io.env });
  const root = await repoRoot(loaded.dir);
  const configRepoPath = path.relative(root, configPath).split(path.sep).join('/');
  const baseCommit = await resolveCommit(base, root, { source: '--base' });
  const baseLabel = `${base} (${baseCommit.slice(0, 7)})`;

  const settingsWhere = `${configRepoPath} at ${baseLabel}`;
  const configAtBase = await showFile(baseCommit, configRepoPath, root);
  const settings = reviewSettingsFromConfig(configAtBase, settingsWhere);
  const criteriaPath = criteriaRepoPath(settings, configRepoPath);
  const criteriaText = criteriaPath === undefined ? undefined : await showFile(baseCommit, criteriaPath, root);
  const criteria = resolveCriteria(criteriaPath, criteriaText, baseLabel);

  const since = await mergeBase(baseCommit, head ?? 'HEAD', root, { source: head === undefined ? '--base' : '--head' });
  const changed = head === undefined ? await changedFiles(baseCommit, root) : pathsInDiff(await diffText(since, head, undefined, root));
  const watched = watchedPaths(changed, loaded.config.watch, configRepoPath).sort();
  const diff = await diffText(since, head, watched, root);
  const files: { path: string; text: string }[] = [];
  for (const file of watched) {
    const text = head === undefined ? await io.readText(path.join(root, file)).catch(() => undefined) : await showFile(head, file, root);
    if (text !== undefined) files.push({ path: file, text });
  }

  const request = requestFromMarkdown(requestText, path.basename(requestPath));
  const input = assembleReviewInput({
    pr: { number: 0, ...request },
    diff,
    scenarioResults: '(a dry run: no scenarios ran)',
    files,
    criteria: criteria.criteria,
    settings,
  });
  const payload = buildReviewPayload(input);
  io.stdout(payload.text);

  const notes: string[] = [`coverage: ${payload.coverage.summary}`, `criteria: ${criteria.source}; settings: ${configAtBase === undefined ? 'defaults' : settingsWhere}`];
  if (criteria.finding) notes.push(`finding: ${criteria.finding}`);
  for (const finding of payload.findings) notes.push(`finding: ${finding}`);
  const leaks = scanForLeaks(payload.parts);
  for (const hit of leaks) notes.push(`isolation warning (review.leaks: ${settings.leaks}): ${describeLeak(hit)}`);
  const diffChars = diff.split('\n').filter((l) => /^[+-](?![+-]{2} )/.test(l)).reduce((n, l) => n + l.length - 1, 0);
  const skip = reviewSkipReason({ settings, settingsWhere, watched: watched.length, changedChars: diffChars });
  if (skip !== undefined) notes.push(`the action would skip this review: ${skip}`);
  // The payload above is verbatim; the notes are prose, fitted to the terminal (80 columns piped).
  io.stderr(fitted(`${notes.join('\n')}\n`, io));
  return 0;
}
