/** The `high_stakes:` config section (issue "The rest of the lifecycle", item 1; docs/high-stakes.md). */
import { z } from 'zod';

export const HIGH_STAKES_WEIGHTS = { high_stakes: 0.4, complex_change: 0.3, plan_request: 0.5, context: 0.2 } as const;

const weight = z.number().min(0).max(1);
const weightOf = (what: string) => weight.optional().describe(`The weight of ${what} in a PR's score (0 to 1).`);

export const HighStakesSchema = z.strictObject({
  /** A PR whose score reaches this is high-stakes: with the default weights, any two signals but complex change + context. */
  threshold: z.number().gt(0).max(2).default(0.6).describe('A PR whose score reaches this is high-stakes (default 0.6: at least two signals).'),
  /** Per-signal weights; a signal left out keeps its default. */
  weights: z
    .strictObject({
      high_stakes: weightOf('high-stakes words (production, deploy, migrate, drop table…)'),
      complex_change: weightOf('complex-change words (multiple files, entire codebase…)'),
      plan_request: weightOf('an explicit request for a plan'),
      context: weightOf('an earlier failed or errored run on this PR'),
    })
    .optional()
    .describe('Per-signal weights; a signal left out keeps its default.'),
  /** Phase 2 runs N × this per scenario (rounded up). */
  runs_factor: z.number().min(1).max(10).default(2).describe('Phase 2 runs N times this per scenario, rounded up (default 2).'),
  /** A label that approves phase 2 (e.g. `context-eval:approved`); without it, phase 2 follows phase 1 at once. */
  require_approval: z.string().min(1).max(50).optional().describe('A label that approves phase 2 (e.g. context-eval:approved); without it, phase 2 follows phase 1 at once.'),
});

export type HighStakesConfig = z.infer<typeof HighStakesSchema>;
