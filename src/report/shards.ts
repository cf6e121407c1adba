/**
 * Shard results (DESIGN §5): the partial report one `run --shard I/N` writes, and the checks that the
 * shards of one run are all there, once each, of one suite. A shard file is outside data: what it states
 * about verdicts, counts, intervals and comparisons is never read (the schema below keeps only each
 * scenario's name, runs and whether it was skipped, and every number is bounded); src/pipeline/merge.ts
 * recomputes all of it from the runs, as the runner does (DESIGN §2 MUST). Pure: files are read by the caller.
 */
import { z } from 'zod';
import { MAX_SHARDS } from '../pipeline/shard.js';
import { AGENT_RUN_FIELDS, renderJsonChunks } from './json.js';
import type { Report } from './types.js';

export const SHARD_FILE = 'shard.json';
/** Bounds on what a shard file may hold: far above any real run, low enough that sums stay exact. */
const MAX_SCENARIOS = 1_000_000;
const MAX_RUNS = 100_000;
const MAX_TEXT = 1_000_000;
const MAX_AMOUNT = 1e12;

export const ShardHeaderSchema = z.object({
  /** Shards of one run share it (the workflow run id in the action; --run-id in the CLI). */
  runId: z.string().min(1).max(200),
  index: z.number().int().min(1).max(MAX_SHARDS),
  total: z.number().int().min(1).max(MAX_SHARDS),
  /** src/pipeline/suite.ts: the suite and planning options the shard ran; every shard and the merge must agree. */
  suite: z.string().regex(/^[0-9a-f]{64}$/, 'expected the suite hash (64 hex digits) that context-eval run --shard writes'),
  /** The `runs` override the shard ran with (--runs, the action's `runs` input). */
  runs: z.number().int().min(1).max(1000).optional(),
  /** How many scenarios the whole selection holds, over all shards. */
  selected: z.number().int().min(0).max(MAX_SCENARIOS),
  /** The scenarios this shard holds, each one's position in the whole selection and why it ran or was skipped. */
  scenarios: z.array(z.string().min(1).max(1000)).max(MAX_SCENARIOS),
  positions: z.array(z.number().int().min(0).max(MAX_SCENARIOS)).max(MAX_SCENARIOS),
  reasons: z.array(z.string().max(10_000)).max(MAX_SCENARIOS),
});
export type ShardHeader = z.infer<typeof ShardHeaderSchema>;

const amount = z.number().min(0).max(MAX_AMOUNT);
const tokens = z.number().int().min(0).max(MAX_AMOUNT);

const ShardRunSchema = z.object({
  index: z.number().int().min(0).max(MAX_RUNS),
  pass: z.boolean(),
  error: z.string().max(MAX_TEXT).optional(),
  tokens: z.object({ input: tokens, output: tokens }),
  latencyMs: amount,
  failures: z.array(z.string().max(MAX_TEXT)).max(10_000),
  features: z.object({ decomposes: z.boolean().optional(), risk: z.string().max(1000).optional() }).optional(),
  output: z.string().max(MAX_TEXT).optional(),
  cached: z.boolean().optional(),
  cost: amount.optional(),
  // Agent runs (DESIGN §3b): merge recomputes own-rule verdicts from mainPass and gates.
  ...AGENT_RUN_FIELDS,
});

/** What merge reads of a shard's scenario: its name, its runs, and whether it was skipped (with no runs). */
const ShardScenarioSchema = z.object({
  name: z.string().min(1).max(1000),
  verdict: z.enum(['pass', 'fail', 'error', 'skipped']),
  runs: z.array(ShardRunSchema).max(MAX_RUNS),
});

/** What merge reads of a shard's report besides its scenarios: bookkeeping that no verdict depends on. */
const ShardReportSchema = z.object({
  scenarios: z.array(ShardScenarioSchema).max(MAX_SCENARIOS),
  summary: z.object({ calls: tokens, durationMs: amount, cost: amount.optional(), regressions: tokens.optional(), rateLimited: tokens.optional(), retries: tokens.optional() }),
  notes: z.array(z.string().max(10_000)).max(10_000),
  startedAt: z.string().max(100),
});

const ShardFileSchema = z.object({ shard: ShardHeaderSchema, report: ShardReportSchema });
export type ShardFile = z.infer<typeof ShardFileSchema>;
export type ShardScenario = z.infer<typeof ShardScenarioSchema>;

/** What a shard job writes: its header and its full partial report. */
export interface ShardResult {
  shard: ShardHeader;
  report: Report;
}

export class ShardError extends Error {
  override name = 'ShardError';
}

export function renderShardFile(result: ShardResult): string {
  return `${JSON.stringify(result, null, 2)}\n`;
}

/**
 * renderShardFile in pieces (one per scenario, as renderJsonChunks), so that a large shard is written
 * without ever holding its whole text (issue 12). The report sits one level deeper than in report.json,
 * so every line of its pieces is indented by two more spaces; line breaks only ever stand between JSON
 * tokens, so this changes no value. The pieces join to exactly renderShardFile(result).
 */
export function* renderShardChunks(result: ShardResult): Generator<string> {
  const shard = JSON.stringify(result.shard, null, 2).replaceAll('\n', '\n  ');
  yield `{\n  "shard": ${shard},\n  "report": `;
  let previous: string | undefined;
  // renderJsonChunks ends its last piece with a line break, which the file's closing brace takes instead.
  for (const chunk of renderJsonChunks(result.report)) {
    if (previous !== undefined) yield previous.replaceAll('\n', '\n  ');
    previous = chunk;
  }
  yield `${(previous ?? '').replace(/\n$/, '').replaceAll('\n', '\n  ')}\n}\n`;
}

/** Reads one shard file; `source` (its path) goes into the error. */
export function parseShardFile(text: string, source: string): ShardFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ShardError(`${source}: not valid JSON; pass folders written by context-eval run --shard I/N --out DIR`);
  }
  const parsed = ShardFileSchema.safeParse(data);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const at = first && first.path.length > 0 ? first.path.map(String).join('.') : '(top level)';
    throw new ShardError(`${source}: not a context-eval shard result of this version (${at}: ${first?.message ?? 'invalid'}); write it again with context-eval run --shard I/N --out DIR`);
  }
  const { shard, report } = parsed.data;
  const n = report.scenarios.length;
  if (shard.index > shard.total || shard.positions.length !== n || shard.scenarios.length !== n || shard.reasons.length !== n) {
    throw new ShardError(`${source}: the shard header does not match its report (shard ${shard.index} of ${shard.total}, ${shard.scenarios.length} scenarios, ${n} in the report); write it again with context-eval run --shard`);
  }
  const renamed = report.scenarios.findIndex((s, i) => s.name !== shard.scenarios[i]);
  if (renamed >= 0) {
    throw new ShardError(`${source}: the header's scenario ${renamed + 1} is '${shard.scenarios[renamed] ?? ''}' but the report's is '${report.scenarios[renamed]?.name ?? ''}'; write it again with context-eval run --shard`);
  }
  // Each run of a scenario once: a copied run is no evidence (100 copies of one passing run would pass).
  for (const s of report.scenarios) {
    const seen = new Map<number, number>();
    for (const run of s.runs) seen.set(run.index, (seen.get(run.index) ?? 0) + 1);
    const repeated = [...seen].find(([, n]) => n > 1);
    if (repeated) {
      throw new ShardError(`${source} (shard ${shard.index} of ${shard.total}): scenario '${s.name}' holds run ${repeated[0]} ${repeated[1]} times; a shard holds each run once, so it was not written by context-eval run --shard: delete it and run the shard again`);
    }
  }
  return parsed.data;
}

/** The run the shards belong to: `expected` when given, else the one most shards name (ties: the first given). */
function runOf(results: readonly { source: string; result: ShardFile }[], expected: string | undefined): string {
  if (expected !== undefined && expected !== '') return expected;
  const counts = new Map<string, number>();
  for (const { result } of results) counts.set(result.shard.runId, (counts.get(result.shard.runId) ?? 0) + 1);
  let best = results[0]?.result.shard.runId ?? '';
  for (const [id, n] of counts) if (n > (counts.get(best) ?? 0)) best = id;
  return best;
}

/** One scenario of the merged selection, as a shard holds it. */
export interface PlacedScenario {
  position: number;
  scenario: ShardScenario;
  /** Why it ran or was skipped (the selection's reason). */
  why: string;
  source: string;
}

export interface ShardCheck {
  /** The run to merge; by default the one most shards name. */
  runId?: string;
  /** The suite hash at the merged commit (src/pipeline/suite.ts), with the planning options of the merge. */
  suite: string;
  /** The suite's scenario names at the merged commit, in suite order. */
  names: readonly string[];
}

/**
 * Checks that the shards are all N of one run and one suite, each once, that every scenario is in the
 * suite and in exactly one shard, and that no position of the selection is missing; returns the
 * scenarios in selection order. Throws ShardError naming every problem.
 */
export function placeShards(results: readonly { source: string; result: ShardFile }[], check: ShardCheck): { runId: string; placed: PlacedScenario[] } {
  if (results.length === 0) throw new ShardError('no shard result given; pass the folders that context-eval run --shard I/N --out DIR wrote');
  const runId = runOf(results, check.runId);
  const problems: string[] = [];
  const mine = results.filter(({ source, result }) => {
    if (result.shard.runId === runId) return true;
    problems.push(`${source} is shard ${result.shard.index} of ${result.shard.total} of run ${result.shard.runId}, another run than ${runId}; remove it`);
    return false;
  });
  const totals = [...new Set(mine.map((r) => r.result.shard.total))];
  if (totals.length > 1) problems.push(`the shards of run ${runId} disagree on how many shards there are (${totals.join(', ')}); run every shard with the same --shard I/N`);
  const total = totals[0] ?? 0;
  const byIndex = new Map<number, string[]>();
  for (const { source, result } of mine) byIndex.set(result.shard.index, [...(byIndex.get(result.shard.index) ?? []), source]);
  for (let i = 1; i <= total; i++) {
    const sources = byIndex.get(i) ?? [];
    if (sources.length === 0) problems.push(`shard ${i} of ${total} of run ${runId} is missing; run it (--shard ${i}/${total}) or pass its folder`);
    if (sources.length > 1) problems.push(`shard ${i} of ${total} of run ${runId} is given twice (${sources.join(' and ')}); pass one`);
  }
  const sizes = [...new Set(mine.map((r) => r.result.shard.selected))];
  if (sizes.length > 1) problems.push(`the shards of run ${runId} disagree on how many scenarios were selected (${mine.map((r) => `${r.source}: ${r.result.shard.selected}`).join(', ')}); run the shards again`);
  for (const { source, result } of mine) {
    if (result.shard.suite !== check.suite) {
      problems.push(
        `${source} ran another version of the suite than this merge (its suite hash ${result.shard.suite.slice(0, 12)}…, here ${check.suite.slice(0, 12)}…): a prompt, scenario, threshold, N, model, role or the runs/record setting differs; merge at the commit the shards ran, with the same settings, or run the shards again`,
      );
    }
  }
  if (problems.length > 0) throw new ShardError(problems.join('\n'));

  const placed: PlacedScenario[] = [];
  const holders = new Map<string, string[]>();
  const atPosition = new Map<number, string[]>();
  for (const { source, result } of mine) {
    result.report.scenarios.forEach((scenario, i) => {
      const position = result.shard.positions[i] ?? -1;
      holders.set(scenario.name, [...(holders.get(scenario.name) ?? []), source]);
      atPosition.set(position, [...(atPosition.get(position) ?? []), scenario.name]);
      placed.push({ position, scenario, why: result.shard.reasons[i] ?? '', source });
    });
  }
  const inSuite = new Set(check.names);
  const absent = check.names.filter((n) => !holders.has(n));
  const inNoShard = absent.length > 0 ? ` (the suite's scenarios that no shard holds: ${absent.slice(0, 10).map((n) => `'${n}'`).join(', ')}${absent.length > 10 ? ', …' : ''})` : '';
  for (const [name, sources] of holders) {
    if (!inSuite.has(name)) problems.push(`scenario '${name}' (in ${[...new Set(sources)].join(' and ')}) is not in the suite at this commit; merge at the commit the shards ran, or run the shards again`);
    else if (sources.length > 1) problems.push(`scenario '${name}' is in more than one shard (${sources.join(' and ')}); a scenario runs in exactly one shard${inNoShard}: run the shards again`);
  }
  const selected = sizes[0] ?? 0;
  for (const [position, names] of atPosition) {
    if (names.length > 1) problems.push(`${names.map((n) => `'${n}'`).join(' and ')} claim the same place (${position + 1}) in the selection; run the shards again`);
    if (position >= selected) problems.push(`${names.map((n) => `'${n}'`).join(' and ')} claim place ${position + 1} of a selection of ${selected}; run the shards again`);
  }
  const missing: number[] = [];
  for (let p = 0; p < selected; p++) if (!atPosition.has(p)) missing.push(p + 1);
  if (missing.length > 0) {
    problems.push(`the selection held ${selected} scenarios but no shard holds place ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}: a scenario is missing${inNoShard}; run the shards again`);
  }
  if (problems.length > 0) throw new ShardError(problems.join('\n'));
  placed.sort((a, b) => a.position - b.position);
  return { runId, placed };
}

/** The shards' total of an optional summary count; absent when no shard has it. */
export function sumOf(reports: readonly { summary: { rateLimited?: number | undefined; retries?: number | undefined } }[], key: 'rateLimited' | 'retries'): Partial<Record<typeof key, number>> {
  const values = reports.map((r) => r.summary[key]).filter((v): v is number => v !== undefined);
  return values.length === 0 ? {} : { [key]: values.reduce((a, b) => a + b, 0) };
}
