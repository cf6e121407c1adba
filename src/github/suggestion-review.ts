/**
 * Posting the review's suggested corrections: ONE pull request review with event COMMENT (never APPROVE
 * or REQUEST_CHANGES), pinned to the head commit, whose inline comments sit on head-side ("RIGHT") lines
 * of the diff. The one GitHub call of the correction step (src/review/suggest/correct.ts).
 */
import { z } from 'zod';
import type { GitHubClient } from './client.js';
import type { SuggestionComment } from '../review/suggest/comments.js';

/** One inline comment: `line` (and `start_line` for several lines) on the head side of the diff. */
export type SuggestionReviewComment = SuggestionComment;

export interface SuggestionReviewRequest {
  owner: string;
  repo: string;
  pullNumber: number;
  /** The head SHA the line numbers refer to. */
  commitId: string;
  body: string;
  comments: SuggestionReviewComment[];
}

const CreatedReviewSchema = z.object({ id: z.number(), html_url: z.url({ protocol: /^https?$/ }) });

/** Posts the review; resolves to its id and web URL. Throws GitHub's error (e.g. 422 for a line outside the diff). */
export async function postSuggestionReview(client: GitHubClient, request: SuggestionReviewRequest): Promise<{ id: number; url: string }> {
  const { data } = await client.rest.pulls.createReview({
    owner: request.owner,
    repo: request.repo,
    pull_number: request.pullNumber,
    commit_id: request.commitId,
    event: 'COMMENT',
    body: request.body,
    comments: request.comments,
  });
  const parsed = CreatedReviewSchema.safeParse(data);
  if (!parsed.success) throw new Error(`GitHub answered the new review with an unexpected body: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return { id: parsed.data.id, url: parsed.data.html_url };
}
