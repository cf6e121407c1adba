/**
 * Gathers a pull request's review input through the GitHub API only, and nothing else: the PR's title
 * and body, the issue it closes, the reviewer settings and criteria AT THE BASE SHA (a PR cannot rewrite
 * its own reviewer), the watched files' patches and their head-side text. It never asks for PR comments,
 * review comments, reviews, commits or CI logs: the reviewer must judge without them.
 */
import type { GitHub } from '../github/github.js';
import {
  assembleReviewInput,
  changedChars,
  criteriaRepoPath,
  diffFromPatches,
  resolveCriteria,
  reviewSettingsFromConfig,
  reviewSkipReason,
  watchedPaths,
  type ReviewSettings,
} from './assemble.js';
import { findLinkedIssue } from './linked-issue.js';
import type { ReviewInput } from './types.js';

export interface CollectArgs {
  github: Pick<GitHub, 'readFileAtRef' | 'listPullPatches' | 'getPull' | 'readIssue'>;
  owner: string;
  repo: string;
  pr: { number: number; headSha: string; baseSha: string };
  /** The config file's path in the repository, e.g. "context-eval.yaml"; read at the base SHA. */
  configRepoPath: string;
  /** `watch` of the HEAD config (the one the action loaded), relative to the config's folder. */
  watch: string[];
  scenarioResults: string;
}

export interface CollectedReview {
  settings: ReviewSettings;
  /** Where the settings came from, e.g. "context-eval.yaml at base abc1234" or "defaults (…)". */
  settingsSource: string;
  /** Set when the review does not run; says why. */
  skip?: string;
  input?: ReviewInput;
  criteriaSource?: string;
  /** e.g. "the request is issue #12", "the linked issue could not be read…". */
  requestSource?: string;
  findings: string[];
  /** Repository-relative watched paths that changed. */
  watched: string[];
}

const short = (sha: string): string => sha.slice(0, 7);

export async function collectReviewInput(args: CollectArgs): Promise<CollectedReview> {
  const { github, owner, repo, pr } = args;
  const baseLabel = `base ${short(pr.baseSha)}`;
  const configWhere = `${args.configRepoPath} at ${baseLabel}`;
  const configText = await github.readFileAtRef({ owner, repo, path: args.configRepoPath, ref: pr.baseSha });
  const settings = reviewSettingsFromConfig(configText ?? undefined, configWhere);
  const settingsSource = configText === null ? `defaults (${args.configRepoPath} does not exist at ${baseLabel})` : configWhere;
  const findings: string[] = [];

  const early = reviewSkipReason({ settings, settingsWhere: settingsSource, watched: 1, changedChars: Number.MAX_SAFE_INTEGER });
  if (early !== undefined) return { settings, settingsSource, skip: early, findings, watched: [] };

  const patches = await github.listPullPatches({ owner, repo, pull_number: pr.number });
  const watchedSet = new Set(watchedPaths(patches.map((p) => p.path), args.watch, args.configRepoPath));
  const watchedPatches = patches.filter((p) => watchedSet.has(p.path)).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const watched = watchedPatches.map((p) => p.path);
  const skip = reviewSkipReason({ settings, settingsWhere: settingsSource, watched: watched.length, changedChars: changedChars(watchedPatches) });
  if (skip !== undefined) return { settings, settingsSource, skip, findings, watched };

  const pull = await github.getPull({ owner, repo, pull_number: pr.number });
  let issue: { number: number; title: string; body: string } | undefined;
  let requestSource = `pull request #${pr.number} (its body closes no issue)`;
  const linked = findLinkedIssue(pull.body, { owner, repo });
  if (linked) {
    const sameRepo = linked.owner.toLowerCase() === owner.toLowerCase() && linked.repo.toLowerCase() === repo.toLowerCase();
    const name = sameRepo ? `#${linked.number}` : `${linked.owner}/${linked.repo}#${linked.number}`;
    const read = await github.readIssue(linked);
    if (read.ok) {
      issue = { number: linked.number, title: read.title, body: read.body };
      requestSource = `issue ${name}, which the pull request closes`;
    } else {
      requestSource = `pull request #${pr.number}`;
      findings.push(`the linked issue ${name} could not be read (${read.why}); the request is the pull request's title and body`);
    }
  }

  const criteriaPath = criteriaRepoPath(settings, args.configRepoPath);
  const criteriaText = criteriaPath === undefined ? undefined : await github.readFileAtRef({ owner, repo, path: criteriaPath, ref: pr.baseSha });
  const criteria = resolveCriteria(criteriaPath, criteriaText ?? undefined, baseLabel);
  if (criteria.finding) findings.push(criteria.finding);

  // Only the files the payload can show are fetched; the rest are counted as omitted by the builder.
  const files: { path: string; text: string }[] = [];
  const present = watchedPatches.filter((p) => p.status !== 'removed');
  for (const [index, file] of present.entries()) {
    if (index >= settings.max_files) {
      files.push({ path: file.path, text: '' });
      continue;
    }
    const text = await github.readFileAtRef({ owner, repo, path: file.path, ref: pr.headSha });
    if (text !== null) files.push({ path: file.path, text });
  }

  const input = assembleReviewInput({
    pr: { number: pr.number, title: pull.title, body: pull.body },
    ...(issue ? { issue } : {}),
    diff: diffFromPatches(watchedPatches),
    scenarioResults: args.scenarioResults,
    files,
    criteria: criteria.criteria,
    settings,
  });
  return { settings, settingsSource, input, criteriaSource: criteria.source, requestSource, findings, watched };
}
