/**
 * Which phase a pull-request run of a high-stakes-configured suite is in. Pure.
 *
 * An approval is bound to the head SHA it was given for: the `labeled` event with the
 * `require_approval` label approves the plan only when the sticky comment shows a plan for that same
 * head SHA. A label already on the PR does not carry over to a new push (a changed prompt gets a new
 * plan that needs a new approval: remove the label and add it again), and a label added while the
 * comment still showed an older commit's plan shows the new plan instead of running.
 */
import type { HighStakesMarker } from './plan.js';

export type HighStakesPhase =
  /** Below the threshold: the usual run (the score still goes into the report). */
  | { kind: 'usual' }
  /** Above the threshold, no approval required: show the plan, then run the planned N at once. */
  | { kind: 'plan-then-run' }
  /** Above the threshold, approval required: show the plan and stop (verdict skipped). */
  | { kind: 'await'; labelAlreadyThere: boolean; approvalNote?: string }
  /** The approval label was added for the plan on display: run the planned N. */
  | { kind: 'approved' }
  /** The approval label was added, but no plan is awaiting approval for this commit. */
  | { kind: 'nothing-to-approve'; reason: string };

export interface PhaseInput {
  highStakes: boolean;
  requireApproval?: string;
  /** The pull_request event's action and, for `labeled`, its label. */
  action?: string;
  label?: string;
  /** The PR's labels when the event was sent. */
  labels: readonly string[];
  headSha: string;
  /** The high-stakes marker of our sticky comment, if any. */
  shown?: HighStakesMarker;
}

/** True for the `labeled` event that adds the `require_approval` label. */
export function isApprovalEvent(action: string | undefined, label: string | undefined, requireApproval: string | undefined): boolean {
  return action === 'labeled' && requireApproval !== undefined && label === requireApproval;
}

export function decidePhase(p: PhaseInput): HighStakesPhase {
  const planShownForHead = p.shown !== undefined && (p.shown.state === 'awaiting' || p.shown.state === 'approved') && p.shown.sha === p.headSha;
  if (isApprovalEvent(p.action, p.label, p.requireApproval)) {
    if (planShownForHead) return { kind: 'approved' };
    const shownFor = p.shown !== undefined && p.shown.state !== 'none' && p.shown.state !== 'running' ? ` the plan on display was for ${p.shown.sha.slice(0, 7)}` : ' no plan was on display';
    if (p.highStakes) {
      return { kind: 'await', labelAlreadyThere: true, approvalNote: `The label was added for ${p.headSha.slice(0, 7)} while${shownFor}; read the plan below for ${p.headSha.slice(0, 7)}, then remove the label and add it again to approve it.` };
    }
    return { kind: 'nothing-to-approve', reason: `no high-stakes plan awaits approval for ${p.headSha.slice(0, 7)} (${shownFor.trim()}, and this pull request scores below the threshold)` };
  }
  if (!p.highStakes) return { kind: 'usual' };
  if (p.requireApproval === undefined) return { kind: 'plan-then-run' };
  // A re-run (reopened, ready_for_review) of the very commit whose plan was approved stays approved.
  if (p.labels.includes(p.requireApproval) && p.shown?.state === 'approved' && p.shown.sha === p.headSha) return { kind: 'approved' };
  return { kind: 'await', labelAlreadyThere: p.labels.includes(p.requireApproval) };
}
