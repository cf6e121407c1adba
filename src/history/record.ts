/**
 * One history record: what a recording run measured, per scenario (issue "History, baselines and drift",
 * §1). Versioned and parsed with zod wherever it is read back. Pure.
 *
 * Choices the issue left open:
 *  - Skipped scenarios are not recorded: they measured nothing.
 *  - `tokens.runs`, `latencyMs.runs` and the feature lists hold the evaluated runs only (passed or
 *    failed); an errored run's tokens and latency say nothing about the context. Tokens are input + output.
 *  - `features.decomposes` lists the runs that reported it; `features.risk` has one entry per evaluated
 *    run, null where the output had no risk. A feature no run reported is left out.
 *  - `toolCalls.runs` is each evaluated run's count of tool calls (DESIGN §3b `runs[].toolCalls`, else its
 *    trajectory's length), `tools` each tool called with its calls and the runs that called it (from the
 *    report's trajectories, which keep a run's first 200 calls), most called first: at most MAX_RECORDED_TOOLS names of at most MAX_TOOL_NAME characters, so a model that invents
 *    tool names cannot grow a record. Both are left out for a role without tools, and absent from records
 *    written before they were kept (issue 33 item 6).
 *  - `example` is one run's trajectory, for the dashboard's run view: the first failing run's, else the
 *    first run's, bounded and redacted (src/history/example-run.ts). Only that one: arguments and results
 *    are model and world output, and the history is kept for hundreds of runs. Absent from older records.
 */
import { z } from 'zod';
import type { ProviderConfig } from '../config/schema.js';
import type { Report, RunResult, ScenarioResult } from '../report/types.js';
import { exampleRun, ExampleRunSchema } from './example-run.js';

export { MAX_EXAMPLE_STAGES, MAX_EXAMPLE_STEPS, MAX_EXAMPLE_TEXT, type ExampleRun, type ExampleStep } from './example-run.js';

export const HISTORY_RECORD_VERSION = 1;

const count = z.number().int().min(0);
const measure = z.strictObject({ mean: z.number().min(0), runs: z.array(z.number().min(0)) });

/** A record keeps at most this many tools per scenario (the most called), each name cut to MAX_TOOL_NAME characters. */
export const MAX_RECORDED_TOOLS = 50;
export const MAX_TOOL_NAME = 64;

export const ToolCountSchema = z.strictObject({
  name: z.string().min(1).max(MAX_TOOL_NAME),
  /** Calls of the tool over the record's evaluated runs. */
  calls: count,
  /** Evaluated runs that called it at least once. */
  runs: count,
});

export const ReviewVerdictSchema = z.enum(['APPROVED', 'CHANGES REQUESTED', 'BLOCKED']);

export const ScenarioRecordSchema = z
  .strictObject({
    name: z.string().min(1),
    /** sha256 of everything that shapes the prompt; '' when the runner did not compute one. */
    contextHash: z.string(),
    threshold: z.number().gt(0).max(1),
    passes: count,
    attempted: count,
    planned: count,
    errors: count,
    tokens: measure,
    latencyMs: measure,
    features: z.strictObject({
      decomposes: z.array(z.boolean()).optional(),
      risk: z.array(z.string().nullable()).optional(),
    }),
    toolCalls: z.strictObject({ mean: z.number().min(0), runs: z.array(count) }).optional(),
    tools: z.array(ToolCountSchema).max(MAX_RECORDED_TOOLS).optional(),
    /** One run's calls step by step (issue 33 item 6); absent for a role without tools and in older records. */
    example: ExampleRunSchema.optional(),
    verdict: z.enum(['pass', 'fail', 'error']),
  })
  .refine((s) => s.passes <= s.attempted, { message: 'passes must not exceed attempted', path: ['passes'] });

export const ProviderRecordSchema = z.strictObject({
  name: z.string().min(1),
  type: z.string().min(1),
  model: z.string().optional(),
  /** The settings that shape answers (temperature, max_tokens, base_url, command, …); never a key. */
  params: z.record(z.string(), z.unknown()),
});

export const HistoryRecordSchema = z.strictObject({
  version: z.literal(HISTORY_RECORD_VERSION),
  sha: z.string().regex(/^[0-9a-f]{7,64}$/i, 'a commit SHA (hex)'),
  ref: z.string().min(1),
  /** The GitHub event (schedule, push, workflow_dispatch) or 'cli'. */
  event: z.string().min(1),
  timestamp: z.iso.datetime({ offset: true }),
  /** The merge base, when the run was made against one. */
  baseSha: z.string().regex(/^[0-9a-f]{7,64}$/i).optional(),
  providers: z.array(ProviderRecordSchema),
  scenarios: z.array(ScenarioRecordSchema),
  review: z.strictObject({ verdict: ReviewVerdictSchema, score: z.number().min(1).max(10) }).optional(),
});

export type HistoryRecord = z.infer<typeof HistoryRecordSchema>;
export type ScenarioRecord = z.infer<typeof ScenarioRecordSchema>;
export type ProviderRecord = z.infer<typeof ProviderRecordSchema>;
export type ToolCount = z.infer<typeof ToolCountSchema>;
export type ReviewVerdict = z.infer<typeof ReviewVerdictSchema>;

export interface RecordMeta {
  sha: string;
  ref: string;
  event: string;
  /** ISO 8601. */
  timestamp: string;
  providers: ProviderRecord[];
  baseSha?: string;
  review?: { verdict: ReviewVerdict; score: number };
  /**
   * The redaction for what the record keeps of model and world output (the example run): a Redactor's
   * `redact` (src/security/redact.ts). Without it, the usual token shapes are still removed.
   */
  redact?: (text: string) => string;
}

function mean(xs: number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length;
}

/** A tool name as recorded: control characters as '?', at most MAX_TOOL_NAME characters ('?' for an empty one). */
function recordedToolName(name: string): string {
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '?');
  return clean === '' ? '?' : Array.from(clean).slice(0, MAX_TOOL_NAME).join('').slice(0, MAX_TOOL_NAME);
}

/** Each evaluated run's tool calls and the tools called, or nothing when no run reports any (a role without tools). */
function toolFields(evaluated: readonly RunResult[]): Pick<ScenarioRecord, 'toolCalls' | 'tools'> {
  if (!evaluated.some((r) => r.toolCalls !== undefined || r.trajectory !== undefined)) return {};
  const runs = evaluated.map((r) => r.toolCalls ?? r.trajectory?.length ?? 0);
  const byName = new Map<string, ToolCount>();
  for (const r of evaluated) {
    const seen = new Set<string>();
    for (const step of r.trajectory ?? []) {
      const name = recordedToolName(step.tool);
      const t = byName.get(name) ?? { name, calls: 0, runs: 0 };
      t.calls++;
      if (!seen.has(name)) t.runs++;
      seen.add(name);
      byName.set(name, t);
    }
  }
  const tools = [...byName.values()].sort((a, b) => b.calls - a.calls || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).slice(0, MAX_RECORDED_TOOLS);
  return { toolCalls: { mean: mean(runs), runs }, tools };
}

function scenarioRecord(s: ScenarioResult & { verdict: 'pass' | 'fail' | 'error' }, redact: ((text: string) => string) | undefined): ScenarioRecord {
  const evaluated: RunResult[] = s.runs.filter((r) => r.error === undefined);
  const tokens = evaluated.map((r) => r.tokens.input + r.tokens.output);
  const latency = evaluated.map((r) => r.latencyMs);
  const decomposes = evaluated.flatMap((r) => (r.features?.decomposes === undefined ? [] : [r.features.decomposes]));
  const anyRisk = evaluated.some((r) => r.features?.risk !== undefined);
  const features: ScenarioRecord['features'] = {};
  if (decomposes.length > 0) features.decomposes = decomposes;
  if (anyRisk) features.risk = evaluated.map((r) => r.features?.risk ?? null);
  const example = exampleRun(s.runs, redact);
  return {
    name: s.name,
    contextHash: s.contextHash ?? '',
    threshold: s.threshold,
    passes: s.passes,
    attempted: s.attempted,
    planned: s.planned,
    errors: s.errors,
    tokens: { mean: mean(tokens), runs: tokens },
    latencyMs: { mean: mean(latency), runs: latency },
    features,
    ...toolFields(evaluated),
    ...(example === undefined ? {} : { example }),
    verdict: s.verdict,
  };
}

/** The record of one report. Throws (naming the field and value) when the meta is not a valid record. */
export function buildRecord(report: Report, meta: RecordMeta): HistoryRecord {
  const scenarios = report.scenarios.flatMap((s) =>
    s.verdict === 'skipped' ? [] : [scenarioRecord({ ...s, verdict: s.verdict }, meta.redact)],
  );
  const candidate = {
    version: HISTORY_RECORD_VERSION,
    sha: meta.sha,
    ref: meta.ref,
    event: meta.event,
    timestamp: meta.timestamp,
    ...(meta.baseSha === undefined ? {} : { baseSha: meta.baseSha }),
    providers: meta.providers,
    scenarios,
    ...(meta.review === undefined ? {} : { review: meta.review }),
  };
  const parsed = HistoryRecordSchema.safeParse(candidate);
  if (!parsed.success) {
    throw new Error(`cannot build a history record: ${describeRecordIssues(parsed.error, candidate)}`);
  }
  return parsed.data;
}

/** zod issues as "path: message (got value)", joined with '; '. */
export function describeRecordIssues(error: z.ZodError, input: unknown): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length === 0 ? '(record)' : issue.path.map(String).join('.');
      const got = valueAt(input, issue.path);
      const shown = got === undefined ? 'missing' : JSON.stringify(got)?.slice(0, 80);
      return `${where}: ${issue.message} (got ${shown})`;
    })
    .join('; ');
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let at: unknown = input;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = Reflect.get(at, key);
  }
  return at;
}

const SECRET_OR_IDENTITY_KEYS = new Set(['type', 'model', 'api_key_env']);

/**
 * The providers as recorded: name, type, model, and the settings that shape answers. String settings pass
 * through `redact` (the action's redactor): a `base_url` may carry an expanded key.
 */
export function providersForRecord(providers: Record<string, ProviderConfig>, redact: (text: string) => string = (t) => t): ProviderRecord[] {
  return Object.entries(providers).map(([name, p]) => {
    const kept = Object.entries(p).filter(([key]) => !SECRET_OR_IDENTITY_KEYS.has(key));
    const params = Object.fromEntries(kept.map(([key, value]) => [key, typeof value === 'string' ? redact(value) : value]));
    return 'model' in p ? { name, type: p.type, model: p.model, params } : { name, type: p.type, params };
  });
}

/**
 * A stored record file's text, parsed and validated; or a one-line problem naming the file (`shown`),
 * what is wrong and how to fix it. `where` ends the fix hint, e.g. ' on the data branch'.
 */
export function parseRecordText(text: string, shown: string, where = ''): { record: HistoryRecord } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return { problem: `${shown}: not valid JSON (${why}); fix or delete the file${where}` };
  }
  const version: unknown = json !== null && typeof json === 'object' ? Reflect.get(json, 'version') : undefined;
  if (typeof version === 'number' && version > HISTORY_RECORD_VERSION) {
    return { problem: `${shown}: record version ${version} was written by a newer context-eval; upgrade context-eval to read it` };
  }
  const parsed = HistoryRecordSchema.safeParse(json);
  if (!parsed.success) {
    return { problem: `${shown}: not a valid history record: ${describeRecordIssues(parsed.error, json)}; fix or delete the file${where}` };
  }
  return { record: parsed.data };
}
