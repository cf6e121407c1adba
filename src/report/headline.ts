/**
 * The comment's headline: everything that decides the PR in one line (issue "What people see", item 1).
 * Pure.
 *
 *   ### context-eval: ❌ 2 failed · ⚠️ 1 not evaluated · ▼ 2 regressions vs base · review ✏️ changes requested (5/10)
 *   ### context-eval: ✅ 7 passed · review ✅ approved (8/10)
 *   ### context-eval: ✅ 7 passed · cost 0.4125        (when the providers in use have a `price`)
 *   ### context-eval: ✅ 7 passed · for `abc1234`, base `def5678`   (a pull request's comment: the evaluated commit)
 *   ### context-eval: ❌ 1 newly failing · 🔁 2 failing at the base too (not this change's) · ▼ 1 regression vs base
 *   ### context-eval: 🔁 1 failing at the base too (not this change's) · 6 passed
 *
 * The parts come worst first, so the line's first mark is the worst of the verdict, the regressions and
 * the review; a finding outside `fail-on` keeps its mark and says "(not in fail-on)". ✅ appears only when
 * no scenario failed, errored or regressed and the review (when one ran) did not ask for changes, block,
 * or fail to review.
 */
import { codeSpan, markdownInline } from './escape.js';
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

/** A scenario whose pass rate dropped against the baseline (an erroring scenario is an error, not a regression; an undecided one's runs are evidence: issue 30 row 2). */
export function isRegression(s: ScenarioResult): boolean {
  return s.comparison?.state === 'drop' && (s.verdict !== 'error' || s.state === 'undecided');
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

/** The commit a pull request's comment is for: its head and, when known, its base. */
export interface EvaluatedCommit {
  head: string;
  base?: string;
}

/** The evaluated commit, visibly (issue 30, item 1): "for `abc1234`, base `def5678`". */
export function evaluatedText(e: EvaluatedCommit): string {
  const short = (sha: string) => codeSpan(sha.slice(0, 7));
  return `for ${short(e.head)}${e.base === undefined || e.base === '' ? '' : `, base ${short(e.base)}`}`;
}

/**
 * The headline of a run that could not evaluate this commit (a missing key, a config problem, a
 * provider that refused every call before a report existed): never green, and for which commit.
 */
export function couldNotEvaluateHeadline(evaluated: EvaluatedCommit | undefined, heading = 'context-eval'): string {
  return `### ${markdownInline(heading)}: ⚠️ could not evaluate${evaluated === undefined ? '' : ` · ${evaluatedText(evaluated)}`}`;
}

/** Which kinds of finding fail the job (`fail-on`); a finding outside it is shown as advisory. All of them when absent. */
export type Gating = ReadonlySet<string> | undefined;

export function headline(report: Report, review: ReviewSummary | undefined, heading = 'context-eval', failOn?: Gating, evaluated?: EvaluatedCommit): string {
  const s = report.summary;
  const regressions = regressionCount(report);
  const gates = (kind: string) => failOn === undefined || failOn.has(kind);
  // Worst first: the first mark of the line is the worst thing that happened, gating or not.
  // `advisory`: what a finding outside fail-on says of itself, when not " (not in fail-on)".
  const findings: { text: string; icon: string; gating: boolean; advisory?: string }[] = [];
  // With a baseline, a failure at the base too is not this change's (issue 31): it gates only when asked for.
  const atBase = s.failingAtBase ?? 0;
  const own = s.failed - atBase;
  const newly = s.newlyFailing ?? 0;
  if (own > 0) findings.push({ icon: '❌', text: newly === own ? `${own} newly failing` : `${own} failed`, gating: gates('threshold') });
  if (atBase > 0) {
    const gating = failOn?.has('failing-at-base') ?? false;
    findings.push({ icon: '🔁', text: `${atBase} failing at the base too`, gating, advisory: " (not this change's)" });
  }
  // Undecided scenarios (issue 30 item 2) are errored in the summary but a finding of their own.
  const undecided = s.undecided ?? 0;
  if (s.errored > undecided) findings.push({ icon: '⚠️', text: `${s.errored - undecided} not evaluated`, gating: gates('error') });
  if (undecided > 0) findings.push({ icon: '⚠️', text: `${undecided} undecided`, gating: gates('undecided') });
  if (regressions > 0) findings.push({ icon: '▼', text: `${plural(regressions, 'regression')} vs base`, gating: gates('regression') });
  const reviewFired = review !== undefined && REVIEW_FIRED.has(review.verdict);
  const reviewText = review === undefined ? '' : `review ${REVIEW_WORDS[review.verdict]}${review.score === undefined ? '' : ` (${review.score}/10)`}`;
  const parts: string[] = [];
  if (findings.length === 0 && report.verdict === 'fail') parts.push('❌ failed');
  if (findings.length === 0 && report.verdict === 'error') parts.push('⚠️ not evaluated');
  if (findings.length === 0 && report.verdict === 'skipped') parts.push('⏭️ skipped');
  const verdictOnly = parts.length > 0;
  // A finding that is not in fail-on keeps its mark and says that it does not fail the job.
  for (const f of findings) parts.push(f.gating ? `${f.icon} ${f.text}` : `${f.icon} ${f.text}${f.advisory ?? ' (not in fail-on)'}`);
  if (reviewFired) parts.push(gates('review') ? reviewText : `${reviewText} (not in fail-on)`);
  const green = parts.length === 0;
  // The passes are counted unless the verdict alone, or a finding that fails the job, says it all.
  if (verdictOnly || findings.some((f) => f.gating)) {
    // nothing to add
  } else if (s.passed > 0) parts.push(`${green ? '✅ ' : ''}${s.passed} passed${nothingRegressed(report) ? ' · nothing regressed vs base' : ''}`);
  else if (green) parts.push(report.scenarios.length === 0 ? '⏭️ no scenario selected' : `⏭️ ${s.skipped} skipped`);
  if (s.cost !== undefined) parts.push(`cost ${formatCost(s.cost)}`);
  if (review !== undefined && !reviewFired) parts.push(reviewText);
  if (evaluated !== undefined) parts.push(evaluatedText(evaluated));
  return `### ${markdownInline(heading)}: ${parts.join(' · ')}`;
}
