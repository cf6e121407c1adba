/**
 * Review scores into history, and back out for the score-inflation monitor (DESIGN §8, last bullet).
 *
 * Pull request runs never write history. The review's verdict and score therefore travel through the
 * sticky comment: the PR run writes a hidden marker line (src/review/score-marker.ts), and the push to the
 * default branch that merges the PR reads it back from OUR comment on that PR (marker + the token's own
 * login, and no later edit by anyone else) and stores it in its history record. A later PR reads the stored scores, oldest first.
 *
 * Neither function ever fails the run: an API or store problem is one log line and "no review".
 */
import type { GitHub } from '../github/github.js';
import type { HistoryStore } from '../history/store.js';
import { parseReviewMarker, type ReviewScore } from '../review/score-marker.js';

export interface MergedPullQuery {
  owner: string;
  repo: string;
  /** The pushed commit (GITHUB_SHA). */
  sha: string;
  /** The sticky comment's id: the action's `config` input. */
  configId: string;
  log?: (message: string) => void;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
const short = (sha: string) => sha.slice(0, 7);

/**
 * The review recorded on the merged pull request that brought `sha` to the default branch: the PR whose
 * merge_commit_sha is `sha`, else the first merged one GitHub associates with the commit
 * (`GET /repos/{owner}/{repo}/commits/{sha}/pulls`). Undefined when there is no merged PR, no comment of
 * ours on it, no review marker in it, or the API fails.
 */
export async function mergedPullReview(github: Pick<GitHub, 'pullsOfCommit' | 'findStickyComment'>, q: MergedPullQuery): Promise<ReviewScore | undefined> {
  const log = q.log ?? (() => undefined);
  let pullNumber: number;
  try {
    const merged = (await github.pullsOfCommit({ owner: q.owner, repo: q.repo, sha: q.sha })).filter((p) => p.mergedAt !== null);
    const pull = merged.find((p) => p.mergeCommitSha === q.sha) ?? merged[0];
    if (pull === undefined) {
      log(`context-eval: no merged pull request brought ${short(q.sha)}; this record carries no review score.`);
      return undefined;
    }
    pullNumber = pull.number;
  } catch (err) {
    log(`context-eval: could not list the pull requests of ${short(q.sha)} (${messageOf(err)}); this record carries no review score.`);
    return undefined;
  }
  try {
    const comment = await github.findStickyComment({ owner: q.owner, repo: q.repo, issue_number: pullNumber, id: q.configId, checkEdits: true });
    if (comment?.foreignEditor) {
      log(`context-eval: our comment on pull request #${pullNumber} was last edited by ${comment.foreignEditor}, not by context-eval; this record carries no review score.`);
      return undefined;
    }
    const review = comment === null ? undefined : parseReviewMarker(comment.body);
    if (review === undefined) {
      log(`context-eval: pull request #${pullNumber} has ${comment === null ? 'no context-eval comment' : 'no review score in our comment'}; this record carries no review score.`);
      return undefined;
    }
    log(`context-eval: recording the review of pull request #${pullNumber}: ${review.verdict}, score ${review.score}.`);
    return review;
  } catch (err) {
    log(`context-eval: could not read the comments of pull request #${pullNumber} (${messageOf(err)}); this record carries no review score.`);
    return undefined;
  }
}

/** The review scores of the stored records, oldest first. An unreadable store gives [] and a log line. */
/** The newest records read for review scores (only merge pushes carry one). */
export const REVIEW_SCORE_READ_RECORDS = 60;

export async function earlierReviewScores(store: Pick<HistoryStore, 'scan'>, log: (message: string) => void = () => undefined): Promise<number[]> {
  try {
    const { records } = await store.scan({ newest: REVIEW_SCORE_READ_RECORDS });
    return records.flatMap((r) => (r.review === undefined ? [] : [r.review.score]));
  } catch (err) {
    log(`context-eval: could not read earlier review scores from history (${messageOf(err)}); the score-inflation monitor is off for this run.`);
    return [];
  }
}
