/**
 * Shard results (DESIGN §5): the partial report one `run --shard I/N` writes, and merging all N of one
 * run into the report a single unsharded run would have written. A missing shard, a shard given twice
 * and a shard of another run are errors that name it. Pure: files are read by the caller.
 */
import { z } from 'zod';
import { buildReport } from '../runner/result.js';
import { renderJsonChunks, ReportSchema } from './json.js';
import type { Report, ScenarioResult } from './types.js';

export const SHARD_FILE = 'shard.json';

export const ShardHeaderSchema = z.object({
  /** Shards of one run share it (the workflow run id in the action; --run-id in the CLI). */
  runId: z.string().min(1),
  index: z.number().int().min(1),
  total: z.number().int().min(1),
  /** The scenarios this shard holds, and each one's position in the whole selection. */
  scenarios: z.array(z.string()),
  positions: z.array(z.number().int().min(0)),
});
export type ShardHeader = z.infer<typeof ShardHeaderSchema>;

const ShardFileSchema = z.object({ shard: ShardHeaderSchema, report: ReportSchema });
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
export function parseShardFile(text: string, source: string): ShardResult {
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
    throw new ShardError(`${source}: not a context-eval shard result (${at}: ${first?.message ?? 'invalid'}); pass folders written by context-eval run --shard I/N --out DIR`);
  }
  const { shard } = parsed.data;
  if (shard.index > shard.total || shard.positions.length !== shard.scenarios.length || shard.scenarios.length !== parsed.data.report.scenarios.length) {
    throw new ShardError(`${source}: the shard header does not match its report (shard ${shard.index} of ${shard.total}, ${shard.scenarios.length} scenarios); write it again with context-eval run --shard`);
  }
  return parsed.data;
}

/** The run the shards belong to: `expected` when given, else the one most shards name (ties: the first given). */
function runOf(results: readonly { source: string; result: ShardResult }[], expected: string | undefined): string {
  if (expected !== undefined && expected !== '') return expected;
  const counts = new Map<string, number>();
  for (const { result } of results) counts.set(result.shard.runId, (counts.get(result.shard.runId) ?? 0) + 1);
  let best = results[0]?.result.shard.runId ?? '';
  for (const [id, n] of counts) if (n > (counts.get(best) ?? 0)) best = id;
  return best;
}

/** Checks that the shards are all N of one run, each once, and merges them. Throws ShardError naming every problem. */
export function mergeShards(results: readonly { source: string; result: ShardResult }[], opts: { runId?: string } = {}): Report {
  if (results.length === 0) throw new ShardError('no shard result given; pass the folders that context-eval run --shard I/N --out DIR wrote');
  const runId = runOf(results, opts.runId);
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
  if (problems.length > 0) throw new ShardError(problems.join('\n'));

  const placed: { position: number; scenario: ScenarioResult }[] = [];
  for (const { result } of mine) result.report.scenarios.forEach((scenario, i) => placed.push({ position: result.shard.positions[i] ?? 0, scenario }));
  placed.sort((a, b) => a.position - b.position);
  const reports = mine.map((r) => r.result.report);
  const costs = reports.map((r) => r.summary.cost).filter((c): c is number => c !== undefined);
  const first = reports[0];
  const built = buildReport({
    scenarios: placed.map((p) => p.scenario),
    calls: reports.reduce((n, r) => n + r.summary.calls, 0),
    ...sumOf(reports, 'rateLimited'),
    ...sumOf(reports, 'retries'),
    durationMs: Math.max(...reports.map((r) => r.summary.durationMs)),
    notes: [...new Set(reports.flatMap((r) => r.notes))],
    version: first?.tool.version ?? '',
    config: first?.config ?? '',
    startedAt: reports.map((r) => r.startedAt).sort()[0] ?? '',
    ...(costs.length > 0 ? { cost: costs.reduce((a, b) => a + b, 0) } : {}),
  });
  const compared = reports.some((r) => r.summary.regressions !== undefined);
  return compared ? { ...built, summary: { ...built.summary, regressions: built.scenarios.filter((s) => s.comparison?.state === 'drop').length } } : built;
}

/** The shards' total of an optional summary count; absent when no shard has it. */
function sumOf(reports: Report[], key: 'rateLimited' | 'retries'): Partial<Record<typeof key, number>> {
  const values = reports.map((r) => r.summary[key]).filter((v): v is number => v !== undefined);
  return values.length === 0 ? {} : { [key]: values.reduce((a, b) => a + b, 0) };
}
