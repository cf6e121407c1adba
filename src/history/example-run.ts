/**
 * The example run a history record keeps per agent scenario (issue 33 item 6): one run's tool calls step
 * by step, for the dashboard's run view. Pure.
 *
 *  - Which run: the first failing run (evaluated and failed), else the first run, so that a red record
 *    shows how it went wrong and a green one how it went. Only a scenario whose runs report tool calls or
 *    chain stages keeps one; records written before it was kept have none (the field is optional).
 *  - Bounded, because the history keeps hundreds of records: the run's first MAX_EXAMPLE_STEPS calls
 *    (the rest are counted in `omitted`), each argument (as JSON text) and result cut at
 *    MAX_EXAMPLE_TEXT characters and marked `… [cut]`, tool names, roles and decisions at LABEL_MAX; and
 *    fewer calls when their texts pass EXAMPLE_TEXT_BUDGET. A scenario's entry stays under about 8 KB
 *    whatever the run did.
 *  - Redacted: every text passes through the redactor the caller hands in (a Redactor's `redact`, made by
 *    src/security/redact.ts, the one redaction point); without one, through a redactor that knows no
 *    secret values and still removes the usual token shapes.
 *  - A chain keeps its stages' roles, outcomes and decisions in order, and each call names its stage.
 */
import { z } from 'zod';
import type { TrajectoryStep } from '../agent/types.js';
import { cutEnd } from '../format/excerpt.js';
import type { RunResult, StageReport } from '../report/types.js';
import { createRedactor } from '../security/redact.js';

export const MAX_EXAMPLE_STEPS = 20;
export const MAX_EXAMPLE_TEXT = 300;
export const MAX_EXAMPLE_STAGES = 20;
/** Tool names, roles and decisions are cut at this many characters. */
export const LABEL_MAX = 64;
/** What follows the excerpt's `…` when an argument or result was cut. */
export const EXAMPLE_CUT_MARK = ' [cut]';
/**
 * The example's texts (tool names, arguments and results, as JSON) stop at this many characters: the
 * calls past it are left out and counted, so that 20 calls with long arguments and long results still
 * keep the entry under about 8 KB. 20 calls with short arguments and results cut at 300 fit.
 */
export const EXAMPLE_TEXT_BUDGET = 7200;
/** A stored text's bound: the excerpt, its mark, and what redaction may add. */
const STORED_TEXT_MAX = 3 * MAX_EXAMPLE_TEXT;
/** A label is redacted from at most this much of its text before it is cut. */
const LABEL_SCAN = 1000;

const count = z.number().int().min(0);
const outcome = z.enum(['pass', 'fail', 'error']);

export const ExampleStepSchema = z.strictObject({
  /** The model turn that made the call (calls of one turn share it). */
  step: count,
  /** In a chain: the index of the stage that made the call, in `stages`. */
  stage: z.number().int().min(0).max(MAX_EXAMPLE_STAGES - 1).optional(),
  tool: z.string().min(1).max(LABEL_MAX),
  /** The arguments as JSON text (an exec agent's text arguments as they came), cut and redacted. */
  args: z.string().max(STORED_TEXT_MAX),
  /** The world's answer, cut and redacted; absent when none was given. */
  result: z.string().max(STORED_TEXT_MAX).optional(),
});

export const ExampleStageSchema = z.strictObject({
  role: z.string().min(1).max(LABEL_MAX),
  outcome,
  decision: z.string().max(LABEL_MAX).optional(),
});

export const ExampleRunSchema = z.strictObject({
  /** The run's 0-based index in the record's run, and how many runs it made. */
  run: count,
  runs: count,
  outcome,
  steps: z.array(ExampleStepSchema).max(MAX_EXAMPLE_STEPS),
  /** The run's calls left out after the first MAX_EXAMPLE_STEPS. */
  omitted: count,
  stages: z.array(ExampleStageSchema).max(MAX_EXAMPLE_STAGES).optional(),
});

export type ExampleRun = z.infer<typeof ExampleRunSchema>;
export type ExampleStep = z.infer<typeof ExampleStepSchema>;

const TOKEN_SHAPES_ONLY = createRedactor([]).redact;

/** An argument or result as kept: cut at MAX_EXAMPLE_TEXT with `… [cut]`, then redacted (the redactor reads a cut token by its `…`). */
function excerpt(text: string, redact: (t: string) => string): string {
  if (text.length <= MAX_EXAMPLE_TEXT) return redact(text);
  return `${redact(cutEnd(text, MAX_EXAMPLE_TEXT))}${EXAMPLE_CUT_MARK}`;
}

/** A tool name, role or decision as kept: redacted, control characters as '?', at most LABEL_MAX code points ('?' when empty). */
function label(text: string, redact: (t: string) => string): string {
  const clean = redact(text.slice(0, LABEL_SCAN)).replace(/[\u0000-\u001f\u007f]/g, '?');
  return clean === '' ? '?' : Array.from(clean).slice(0, LABEL_MAX).join('').slice(0, LABEL_MAX);
}

function argsText(args: unknown): string {
  if (typeof args === 'string') return args;
  return JSON.stringify(args ?? {}) ?? '{}';
}

function outcomeOf(r: { pass: boolean; error?: string }): 'pass' | 'fail' | 'error' {
  return r.error !== undefined ? 'error' : r.pass ? 'pass' : 'fail';
}

/** Every call of the run in order, each with its stage in a chain. */
function callsOf(run: RunResult): { call: TrajectoryStep; stage?: number }[] {
  if (run.stages === undefined) return (run.trajectory ?? []).map((call) => ({ call }));
  return run.stages.slice(0, MAX_EXAMPLE_STAGES).flatMap((st: StageReport, stage) => (st.trajectory ?? []).map((call) => ({ call, stage })));
}

/** The scenario's example run, or undefined when no run reports tool calls or stages (a role without tools). */
export function exampleRun(runs: readonly RunResult[], redact: (text: string) => string = TOKEN_SHAPES_ONLY): ExampleRun | undefined {
  if (!runs.some((r) => r.toolCalls !== undefined || r.trajectory !== undefined || r.stages !== undefined)) return undefined;
  const chosen = runs.find((r) => r.error === undefined && !r.pass) ?? runs[0];
  if (chosen === undefined) return undefined;
  const calls = callsOf(chosen);
  const steps: ExampleStep[] = [];
  let used = 0;
  for (const { call, stage } of calls.slice(0, MAX_EXAMPLE_STEPS)) {
    const kept: ExampleStep = {
      step: Number.isSafeInteger(call.step) && call.step >= 0 ? call.step : 0,
      ...(stage === undefined ? {} : { stage }),
      tool: label(call.tool, redact),
      args: excerpt(argsText(call.args), redact),
      ...(call.result === undefined ? {} : { result: excerpt(call.result, redact) }),
    };
    used += JSON.stringify([kept.tool, kept.args, kept.result ?? '']).length;
    if (used > EXAMPLE_TEXT_BUDGET) break;
    steps.push(kept);
  }
  const total = Math.max(calls.length, chosen.toolCalls ?? 0);
  const stages = chosen.stages?.slice(0, MAX_EXAMPLE_STAGES).map((st) => ({
    role: label(st.role, redact),
    outcome: outcomeOf(st),
    ...(st.decision === undefined ? {} : { decision: label(st.decision, redact) }),
  }));
  return { run: chosen.index, runs: runs.length, outcome: outcomeOf(chosen), steps, omitted: total - steps.length, ...(stages === undefined ? {} : { stages }) };
}
