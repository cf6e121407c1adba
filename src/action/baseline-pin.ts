/**
 * A re-run repeats its comparison (issue 31 item 2): when our sticky comment already shows this head
 * SHA and names the baseline records its comparison pooled (its third hidden line, src/github/comment.ts),
 * this run compares with exactly those records, not with records made since at the merge base, so it
 * repeats the verdict with no call a changed baseline would ask for. The pin is read only from a comment
 * that is ours (our marker, our login) and that nobody else edited; a pin for another merge base, or one
 * naming a record that no longer exists, is set aside and the usual pool is used, with a log line saying why.
 */
import type { GitHub } from '../github/github.js';
import type { StickyTarget } from '../github/comment.js';
import { pinnedBaseline, type BaselineRequest } from '../pipeline/attach-comparisons.js';

const short = (sha: string) => sha.slice(0, 7);

export async function withPinnedBaseline(
  github: Pick<GitHub, 'findStickyComment'>,
  target: StickyTarget & { headSha: string },
  baseline: BaselineRequest,
  log: (message: string) => void,
): Promise<BaselineRequest> {
  let found;
  try {
    found = await github.findStickyComment({ owner: target.owner, repo: target.repo, issue_number: target.issue_number, id: target.id, checkEdits: true });
  } catch (err) {
    log(`context-eval: the sticky comment could not be read (${err instanceof Error ? err.message : String(err)}); the baseline is the usual pool of records.`);
    return baseline;
  }
  // Only a run of this very head repeats: a comment for another commit pins nothing for this one.
  if (found === null || found.baselinePin === null || found.evaluatedSha !== target.headSha) return baseline;
  if (found.foreignEditor !== undefined && found.foreignEditor !== null) {
    log(`context-eval: the sticky comment was last edited by ${found.foreignEditor}, not by this token's login: the baseline records it names are not taken; the baseline is the usual pool.`);
    return baseline;
  }
  const pinned = pinnedBaseline(baseline, found.baselinePin);
  if ('why' in pinned) {
    log(`context-eval: the first run of ${short(target.headSha)} named its baseline records, but ${pinned.why}: the baseline is the usual pool.`);
    return baseline;
  }
  log(`context-eval: a re-run of ${short(target.headSha)}: compared with the same ${found.baselinePin.records.length} baseline record(s) as its first run (${found.url}).`);
  return pinned.baseline;
}
