/**
 * The comment's headline: everything that decides the PR in one line (issue "What people see", item 1).
 * Pure.
 *
 *   ### context-eval: ❌ 2 failed · ⚠️ 1 not evaluated · ▼ 2 regressions vs base · review ✏️ changes requested (5/10)
 *   ### context-eval: ✅ 7 passed · review ✅ approved (8/10)
 *   ### context-eval: ✅ 7 passed · cost 0.4125        (when the providers in use have a `price`)
 *
 * The parts come worst first, so the line's first mark is the worst of the verdict, the regressions and
 * the review; a finding outside `fail-on` keeps its mark and says "(not in fail-on)". ✅ appears only when
 * no scenario failed, errored or regressed and the review (when one ran) did not ask for changes, block,
 * or fail to review.
 */
import { markdownInline } from './escape.js';
import type { Report, ScenarioResult } from './types.js';

export type ReviewHeadlineVerdict = 'APPROVED' | 'CHANGES REQUESTED' | 'BLOCKED' | 'could-not-review' | 'skipped';

/** What the headline needs of the isolated review (src/review), when one ran. */
export interface ReviewSummary {
  verdict: ReviewHeadlineVerdict;
  /** 1–10, when the reviewer gave one. */
  score?: number;
}

const REVIEW_WORDS: Record<ReviewHeadlineVerdict, string> = {
  APPROVED: '✅ approved',
  'CHANGES REQUESTED': '✏️ changes requested',
  BLOCKED: '⛔ blocked',
  'could-not-review': '⚠️ could not review',
  skipped: '⏭️ skipped',
};

/** The review verdicts that keep the headline from being green. */
const REVIEW_FIRED: ReadonlySet<ReviewHeadlineVerdict> = new Set(['CHANGES REQUESTED', 'BLOCKED', 'could-not-review']);

/** A scenario whose pass rate dropped against the baseline (an erroring scenario is an error, not a regression). */
export function isRegression(s: ScenarioResult): boolean {
  return s.comparison?.state === 'drop' && s.verdict !== 'error';
}

/** Every compared scenario ended "no drop" (each stated against the drop it could catch 80% of the time): nothing regressed. */
export function nothingRegressed(report: Report): boolean {
  const compared = report.scenarios.filter((x) => x.comparison !== undefined && x.comparison.state !== 'no-baseline' && x.comparison.state !== 'same-context');
  return compared.length > 0 && compared.every((x) => x.comparison?.state === 'no-drop');
}

export function regressionCount(report: Report): number {
  return report.summary.regressions ?? report.scenarios.filter(isRegression).length;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A spend in the providers' price unit: 4 significant digits, never an exponent. */
export function formatCost(cost: number): string {
  if (cost === 0) return '0';
  return Number(cost.toPrecision(4)).toLocaleString('en-US', { maximumFractionDigits: 8, useGrouping: false });
}

/** Which kinds of finding fail the job (`fail-on`); a finding outside it is shown as advisory. All of them when absent. */
export type Gating = ReadonlySet<string> | undefined;

export function headline(report: Report, review: ReviewSummary | undefined, heading = 'context-eval', failOn?: Gating): string {
  const s = report.summary;
  const regressions = regressionCount(report);
  const gates = (kind: string) => failOn === undefined || failOn.has(kind);
  // Worst first: the first mark of the line is the worst thing that happened, gating or not.
  const findings: { text: string; icon: string; gating: boolean }[] = [];
  if (s.failed > 0) findings.push({ icon: '❌', text: `${s.failed} failed`, gating: gates('threshold') });
  if (s.errored > 0) findings.push({ icon: '⚠️', text: `${s.errored} not evaluated`, gating: gates('error') });
  if (regressions > 0) findings.push({ icon: '▼', text: `${plural(regressions, 'regression')} vs base`, gating: gates('regression') });
  const reviewFired = review !== undefined && REVIEW_FIRED.has(review.verdict);
  const reviewText = review === undefined ? '' : `review ${REVIEW_WORDS[review.verdict]}${review.score === undefined ? '' : ` (${review.score}/10)`}`;
  const parts: string[] = [];
  if (findings.length === 0 && report.verdict === 'fail') parts.push('❌ failed');
  if (findings.length === 0 && report.verdict === 'error') parts.push('⚠️ not evaluated');
  if (findings.length === 0 && report.verdict === 'skipped') parts.push('⏭️ skipped');
  const verdictOnly = parts.length > 0;
  // A finding that is not in fail-on keeps its mark and says that it does not fail the job.
  for (const f of findings) parts.push(f.gating ? `${f.icon} ${f.text}` : `${f.icon} ${f.text} (not in fail-on)`);
  if (reviewFired) parts.push(gates('review') ? reviewText : `${reviewText} (not in fail-on)`);
  const green = parts.length === 0;
  // The passes are counted unless the verdict alone, or a finding that fails the job, says it all.
  if (verdictOnly || findings.some((f) => f.gating)) {
    // nothing to add
  } else if (s.passed > 0) parts.push(`${green ? '✅ ' : ''}${s.passed} passed${nothingRegressed(report) ? ' · nothing regressed vs base' : ''}`);
  else if (green) parts.push(report.scenarios.length === 0 ? '⏭️ no scenario selected' : `⏭️ ${s.skipped} skipped`);
  if (s.cost !== undefined) parts.push(`cost ${formatCost(s.cost)}`);
  if (review !== undefined && !reviewFired) parts.push(reviewText);
  return `### ${markdownInline(heading)}: ${parts.join(' · ')}`;
}
