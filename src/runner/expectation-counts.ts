/**
 * Per-expectation evidence (issue 31 item 3). A run is all-or-nothing for its scenario's threshold, but
 * a reader needs to see which expectation broke how often ("numbered list: held in 2 of 6 runs"). Each
 * run keeps its outcomes as one short string (`runs[].held`: '1' held, '0' broken, '-' not evaluated,
 * in the scenario's `expect` order); each scenario counts them into `scenarios[].expectations`. For a
 * chain scenario this is its own `expect` list, judged on the final answer; the stages' expectations are
 * in `runs[].stages`. Pure.
 */
import type { Expectation } from '../expectations/schema.js';
import type { ExpectationCount, RunResult } from '../report/types.js';

/** An expectation as a reader finds it: its kind, its line in the scenario file and a short label. */
export interface ExpectationId {
  kind: string;
  line: number;
  label: string;
}

/** The longest a label's argument part gets before it is cut with "…". */
const ARG_CHARS = 36;

function cutArg(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= ARG_CHARS ? flat : `${flat.slice(0, ARG_CHARS - 1).trimEnd()}…`;
}

function argText(kind: string, args: unknown): string {
  if (Array.isArray(args)) return `[${args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(', ')}]`;
  if (typeof args === 'string' || typeof args === 'number' || typeof args === 'boolean') return String(args);
  if (args !== null && typeof args === 'object') {
    const o = args as Record<string, unknown>;
    if (kind === 'judge' && typeof o.rubric === 'string') return `"${o.rubric}"`;
    if (typeof o.path === 'string' && 'value' in o) return `${o.path} = ${JSON.stringify(o.value)}`;
    if (typeof o.path === 'string' && typeof o.pattern === 'string') return `${o.path} ~ ${o.pattern}`;
    if (typeof o.tool === 'string') return o.tool;
    if (kind === 'json_schema') return 'schema';
    return JSON.stringify(args) ?? '';
  }
  return '';
}

/** "contains: [ticket, steps]", "judge: "The plan lists…"": the kind and its arguments, short. */
export function expectationLabel(e: Pick<Expectation, 'kind' | 'args'>): string {
  const arg = argText(e.kind, e.args);
  if (arg === '') return e.kind;
  const cut = cutArg(arg);
  // A cut quoted rubric keeps its closing quote.
  return `${e.kind}: ${cut.startsWith('"') && cut.endsWith('…') ? `${cut}"` : cut}`;
}

export function expectationIds(expect: readonly Expectation[]): ExpectationId[] {
  return expect.map((e) => ({ kind: e.kind, line: e.source.line, label: expectationLabel(e) }));
}

/** Interned: most runs of a suite share a handful of outcome strings, so 60,000 runs hold few copies. */
const interned = new Map<string, string>();

/** A run's outcomes as '1' held, '0' broken, '-' not evaluated, in order. */
export function heldString(outcomes: readonly (boolean | undefined)[]): string {
  const text = outcomes.map((o) => (o === true ? '1' : o === false ? '0' : '-')).join('');
  const known = interned.get(text);
  if (known !== undefined) return known;
  if (interned.size >= 1000) interned.clear();
  interned.set(text, text);
  return text;
}

/**
 * Each expectation's passes over the runs that evaluated it. An errored run counts for none (it counts
 * for no attempt either), nor does a run whose outcomes do not match the list (a report from another
 * version of the file). Undefined when no run carries outcomes (an older report, or every run errored).
 */
export function expectationCounts(ids: readonly ExpectationId[] | undefined, runs: readonly RunResult[]): ExpectationCount[] | undefined {
  if (ids === undefined || ids.length === 0) return undefined;
  const passes = ids.map(() => 0);
  const evaluated = ids.map(() => 0);
  let any = false;
  for (const run of runs) {
    const held = run.held;
    if (run.error !== undefined || held === undefined || held.length !== ids.length) continue;
    any = true;
    for (let i = 0; i < held.length; i++) {
      const c = held[i];
      if (c === '-') continue;
      evaluated[i]! += 1;
      if (c === '1') passes[i]! += 1;
    }
  }
  if (!any) return undefined;
  return ids.map((id, i) => ({ kind: id.kind, line: id.line, label: id.label, passes: passes[i] ?? 0, evaluated: evaluated[i] ?? 0 }));
}
