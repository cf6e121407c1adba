/**
 * What the report keeps of an agent run (DESIGN §3b: "results cut and redacted like outputs"): each
 * tool result cut like an output (redaction happens where the report is written, the one redaction point).
 */
import { cutEnd } from '../format/excerpt.js';
import { keptString } from '../runner/kept.js';
import type { TrajectoryStep } from './types.js';

/** A tool result kept in a passing run's report / a failing one's. */
export const PASSED_RESULT_KEEP_CHARS = 300;
export const FAILED_RESULT_KEEP_CHARS = 2000;
/** At most this many calls of one run are kept (the first ones: where a run went wrong is usually early). */
export const KEPT_STEPS = 200;

export function keptTrajectory(steps: readonly TrajectoryStep[], passed: boolean): TrajectoryStep[] {
  const cut = passed ? PASSED_RESULT_KEEP_CHARS : FAILED_RESULT_KEEP_CHARS;
  return steps.slice(0, KEPT_STEPS).map((s) => ({
    step: s.step,
    tool: keptString(s.tool),
    args: s.args,
    ...(s.result === undefined ? {} : { result: keptString(cutEnd(s.result, cut)) }),
  }));
}
