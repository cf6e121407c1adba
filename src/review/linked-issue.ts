/**
 * Finds the issue a PR body closes with a GitHub closing keyword (close, closes, closed, fix, fixes,
 * fixed, resolve, resolves, resolved; any case, optional colon): `Closes #12`, `Fixes owner/repo#12`,
 * `Resolves https://github.com/owner/repo/issues/12`. Keywords inside code spans, fenced code blocks
 * and HTML comments (PR template hints) do not count. Pure.
 */
import { proseLines } from './markdown.js';

export interface IssueRef {
  owner: string;
  repo: string;
  number: number;
}

const KEYWORD = String.raw`(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)`;
const OWNER = String.raw`[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})`;
const REPO = String.raw`[A-Za-z0-9._-]{1,100}`;
const REFERENCE =
  String.raw`(?:https?://(?:www\.)?github\.com/(?<urlOwner>${OWNER})/(?<urlRepo>${REPO})/issues/(?<urlNumber>\d+)(?:[/?#][^\s)]*)?` +
  String.raw`|(?:(?<owner>${OWNER})/(?<repo>${REPO}))?#(?<number>\d+))`;
/** Keyword, optional colon, white space, reference; the keyword and the reference stand as whole words. */
const CLOSING = new RegExp(String.raw`(?<![\w/#-])${KEYWORD}:?[ \t]+${REFERENCE}(?![\w-])`, 'gi');

/** The first issue the PR body closes, or undefined when it closes none. Same-repo refs get `repo`. */
export function findLinkedIssue(prBody: string, repo: { owner: string; repo: string }): IssueRef | undefined {
  for (const line of proseLines(prBody)) {
    for (const match of line.matchAll(CLOSING)) {
      const g = match.groups ?? {};
      const number = Number(g['urlNumber'] ?? g['number']);
      if (!Number.isSafeInteger(number) || number <= 0) continue;
      const owner = g['urlOwner'] ?? g['owner'] ?? repo.owner;
      const name = g['urlRepo'] ?? g['repo'] ?? repo.repo;
      return { owner, repo: name, number };
    }
  }
  return undefined;
}
