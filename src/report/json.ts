/**
 * The JSON report (DESIGN §6): writing it, and reading one back (history, `--changed-from`, the action's
 * `report` output) through zod. Pure.
 */
import { z } from 'zod';
import type { Report } from './types.js';

const VerdictSchema = z.enum(['pass', 'fail', 'error', 'skipped']);
const count = z.number().int().min(0);
const TokensSchema = z.object({ input: count, output: count });

const StepSchema = z.object({ step: count, tool: z.string(), args: z.unknown(), result: z.string().optional() });

/** What an agent run adds to runs[] (DESIGN §3b); shards and `show` read them back. */
export const AGENT_RUN_FIELDS = {
  steps: count.optional(),
  stop: z.enum(['end', 'tool_calls', 'length', 'other']).optional(),
  trajectory: z.array(StepSchema).optional(),
  toolCalls: count.optional(),
  stages: z
    .array(
      z.object({
        role: z.string(),
        request: z.string(),
        output: z.string(),
        pass: z.boolean(),
        failures: z.array(z.string()),
        decision: z.string().optional(),
        steps: count,
        tokens: TokensSchema,
        trajectory: z.array(StepSchema).optional(),
        error: z.string().optional(),
      }),
    )
    .optional(),
  mainPass: z.boolean().optional(),
  gates: z.array(z.boolean().nullable()).optional(),
  /** Each expectation's outcome in the run (issue 31 item 3): '1' held, '0' broken, '-' not evaluated. */
  held: z.string().regex(/^[01-]*$/).optional(),
};

export const RunResultSchema = z.object({
  index: count,
  pass: z.boolean(),
  error: z.string().optional(),
  tokens: TokensSchema,
  latencyMs: z.number().min(0),
  failures: z.array(z.string()),
  features: z.object({ decomposes: z.boolean().optional(), risk: z.string().optional() }).optional(),
  output: z.string().optional(),
  cached: z.boolean().optional(),
  cost: z.number().min(0).optional(),
  ...AGENT_RUN_FIELDS,
});

const FeatureValue = z.union([z.boolean(), z.string(), z.null()]);
const fraction = z.number().min(0).max(1);

/** A scenario's comparison with its baseline (read back from shard results and `--json` files). */
export const ComparisonSchema = z.object({
  state: z.enum(['drop', 'no-drop', 'undecided', 'no-baseline', 'same-context']),
  source: z.enum(['history', 'rerun']).optional(),
  baseArm: z.object({ passes: count, runs: count, calls: count, errors: count }).optional(),
  confirmation: z.object({ passes: count, runs: count, calls: count, errors: count, confirmed: z.boolean() }).optional(),
  runs: count,
  baseline: z.object({ passes: count, attempted: count, records: count, rate: fraction }).optional(),
  minDetectableDrop: z.number().optional(),
  detectableDrop: z.number().optional(),
  detectableRate: z.number().optional(),
  inconclusive: z.string().optional(),
  family: z.object({ size: count, alpha: z.number().min(0).max(1) }).optional(),
  tokensRatio: z.number().optional(),
  latencyRatio: z.number().optional(),
  behaviourShifts: z.array(z.object({ feature: z.enum(['decomposes', 'risk']), from: FeatureValue, to: FeatureValue })),
  contextUnchanged: z.boolean(),
  note: z.string(),
});

export const ScenarioResultSchema = z.object({
  name: z.string(),
  file: z.string(),
  line: count,
  role: z.string(),
  verdict: VerdictSchema,
  // Issue 30 item 2: on an `error` verdict, the threshold test reached its cap without a decision.
  state: z.literal('undecided').optional(),
  passedEarly: z.object({ passes: count, runs: count }).optional(),
  passes: count,
  attempted: count,
  errors: count,
  planned: count,
  threshold: z.number().gt(0).max(1),
  interval: z.object({ low: z.number().min(0).max(1), high: z.number().min(0).max(1) }),
  reason: z.string(),
  runs: z.array(RunResultSchema),
  stoppedEarly: z.boolean(),
  contextHash: z.string().optional(),
  comparison: ComparisonSchema.optional(),
  cost: z.number().min(0).optional(),
  expectations: z.array(z.object({ kind: z.string(), line: count, label: z.string(), passes: count, evaluated: count })).optional(),
});

export const ReportSchema: z.ZodType<Report> = z.object({
  verdict: VerdictSchema,
  scenarios: z.array(ScenarioResultSchema),
  summary: z.object({
    total: count,
    passed: count,
    failed: count,
    errored: count,
    undecided: count.optional(),
    skipped: count,
    calls: count,
    tokens: TokensSchema,
    durationMs: z.number().min(0),
    regressions: count.optional(),
    cached: count.optional(),
    rateLimited: count.optional(),
    retries: count.optional(),
    cost: z.number().min(0).optional(),
  }),
  notes: z.array(z.string()),
  tool: z.object({ name: z.literal('context-eval'), version: z.string() }),
  config: z.string(),
  startedAt: z.string(),
});

/** The report as 2-space-indented JSON with a final newline. */
export function renderJson(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

/** Stands for the scenarios while the rest of the report is rendered around them. */
const SCENARIOS_SLOT = '\u0000context-eval:scenarios\u0000';

/**
 * renderJson in pieces — the report around its scenarios, then one piece per scenario — so that a large
 * report is written without ever holding its whole text (issue 12). The pieces join to exactly
 * renderJson(report): JSON.stringify's line breaks only ever stand between tokens (a line break inside a
 * string is escaped), so a scenario nested two levels deep is its own text with each line indented by
 * four more spaces.
 */
export function* renderJsonChunks(report: Report): Generator<string> {
  const around = JSON.stringify({ ...report, scenarios: SCENARIOS_SLOT }, null, 2);
  const slot = `\n  "scenarios": ${JSON.stringify(SCENARIOS_SLOT)}`;
  const at = around.indexOf(slot);
  if (at < 0 || report.scenarios.length === 0) {
    yield renderJson(report);
    return;
  }
  const valueAt = at + slot.length - JSON.stringify(SCENARIOS_SLOT).length;
  yield `${around.slice(0, valueAt)}[\n    `;
  const last = report.scenarios.length - 1;
  for (const [i, scenario] of report.scenarios.entries()) {
    const text = JSON.stringify(scenario, null, 2).replaceAll('\n', '\n    ');
    yield i < last ? `${text},\n    ` : text;
  }
  yield `\n  ]${around.slice(at + slot.length)}\n`;
}

/** Thrown when a report file cannot be read back; the message names the source and the bad field. */
export class ReportParseError extends Error {
  override name = 'ReportParseError';
}

/**
 * Reads a report written by `renderJson`. `source` (a file path) goes into error messages. Keys this
 * version does not know are dropped.
 */
export function parseReport(text: string, source = 'report'): Report {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new ReportParseError(`${source}: not valid JSON (${why}); pass a file written by context-eval run --json`);
  }
  const parsed = ReportSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.slice(0, 5).map((issue) => {
    const path = issue.path.length === 0 ? '(top level)' : issue.path.map(String).join('.');
    return `${path}: ${issue.message}${describeValue(data, issue.path)}`;
  });
  const more = parsed.error.issues.length > 5 ? ` (and ${parsed.error.issues.length - 5} more)` : '';
  throw new ReportParseError(
    `${source}: not a context-eval report: ${problems.join('; ')}${more}; pass a file written by context-eval run --json`,
  );
}

function describeValue(data: unknown, path: readonly PropertyKey[]): string {
  let value: unknown = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return '';
    value = Reflect.get(value, key);
  }
  if (value === undefined) return ' (missing)';
  const shown = JSON.stringify(value);
  return shown === undefined ? '' : ` (got ${shown.length > 60 ? `${shown.slice(0, 57)}...` : shown})`;
}
