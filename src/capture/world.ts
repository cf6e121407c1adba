/**
 * A captured scenario's `world:` and trajectory proposals, from the logged agent runs of one frozen context
 * (DESIGN §3b). Each tool answers the logged calls with their logged results: one answer for every call
 * when all its calls got the same result, else a rule per distinct arguments (`when`: the call's
 * arguments, long values left out; first match wins). Bounded: results are cut at MAX_RESULT_CHARS and a
 * tool keeps at most MAX_RULES_PER_TOOL rules. Pure; logged text stays data (the plan writes it through
 * the yaml library).
 */
import { canonicalJson } from '../affected/context-hash.js';
import type { TrajectoryStep } from '../agent/types.js';
import { isInclude } from '../scenarios/includes.js';
import { holdsInclude } from './context.js';
import type { Proposal } from './propose.js';

/** A logged result longer than this is cut (its beginning kept) with a visible mark. */
export const MAX_RESULT_CHARS = 4000;
/** A tool answers at most this many distinct logged arguments; later ones are left out with a note. */
export const MAX_RULES_PER_TOOL = 20;
/** An argument whose value is longer than this (as JSON) is left out of `when`: the rule still matches the call. */
export const MAX_WHEN_VALUE_CHARS = 200;
/** `max_tool_calls` is proposed this much above the most calls an observed run made, rounded up. */
export const CALLS_MARGIN = 1.5;

export interface RunWithCalls {
  line: number;
  trajectory?: TrajectoryStep[];
}

export interface WorldRuleOut {
  when?: Record<string, unknown>;
  returns: string;
}

export type CapturedWorld = Record<string, string | WorldRuleOut[]>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function cut(text: string): string {
  if (text.length <= MAX_RESULT_CHARS) return text;
  return `${text.slice(0, MAX_RESULT_CHARS)}\n… [cut by context-eval capture: the first ${MAX_RESULT_CHARS} of ${text.length} characters]`;
}

/** The `when` of a call: its arguments without long values and without what would read as an include. */
function whenOf(args: Record<string, unknown>): Record<string, unknown> {
  // Built with fromEntries: a logged key such as __proto__ stays a key.
  const when = Object.fromEntries(Object.entries(args).filter(([, v]) => canonicalJson(v).length <= MAX_WHEN_VALUE_CHARS && !holdsInclude(v)));
  return isInclude(when) ? {} : when;
}

function plural(n: number, what: string): string {
  return `${n} ${what}${n === 1 ? '' : 's'}`;
}

/** The world answering the runs' logged calls, in the order of each tool's first call; notes say what it leaves out. */
export function capturedWorld(runs: readonly RunWithCalls[]): { world: CapturedWorld | undefined; notes: string[] } {
  const byTool = new Map<string, { when: Record<string, unknown>; returns: string }[]>();
  const unanswered = new Map<string, number>();
  const notJson = new Map<string, number>();
  for (const run of [...runs].sort((a, b) => a.line - b.line)) {
    for (const step of run.trajectory ?? []) {
      const calls = byTool.get(step.tool) ?? [];
      byTool.set(step.tool, calls);
      if (step.result === undefined) unanswered.set(step.tool, (unanswered.get(step.tool) ?? 0) + 1);
      else if (!isRecord(step.args)) notJson.set(step.tool, (notJson.get(step.tool) ?? 0) + 1);
      else calls.push({ when: whenOf(step.args), returns: cut(step.result) });
    }
  }
  const notes: string[] = [];
  const world = new Map<string, string | WorldRuleOut[]>();
  for (const [tool, calls] of byTool) {
    const missing = unanswered.get(tool) ?? 0;
    if (missing > 0) notes.push(`${plural(missing, 'logged call')} of ${tool} ${missing === 1 ? 'has' : 'have'} no logged result; the world has no rule for ${missing === 1 ? 'it' : 'them'}`);
    const raw = notJson.get(tool) ?? 0;
    if (raw > 0) notes.push(`${plural(raw, 'logged call')} of ${tool} had arguments that are not a JSON object; the world has no rule for ${raw === 1 ? 'it' : 'them'}`);
    const [first] = calls;
    if (first === undefined) continue;
    if (calls.every((c) => c.returns === first.returns)) {
      world.set(tool, first.returns);
      continue;
    }
    const rules = new Map<string, WorldRuleOut>();
    let conflicts = 0;
    for (const c of calls) {
      const key = canonicalJson(c.when);
      const seen = rules.get(key);
      if (seen === undefined) rules.set(key, Object.keys(c.when).length === 0 ? { returns: c.returns } : { when: c.when, returns: c.returns });
      else if (seen.returns !== c.returns) conflicts++;
    }
    if (conflicts > 0) notes.push(`world.${tool}: ${plural(conflicts, 'logged call')} with the same arguments got another result than the first; the world answers the first (first match wins)`);
    // A rule without `when` matches every call: it goes last, as the fallback.
    const ordered = [...rules.values()].sort((a, b) => Number(a.when === undefined) - Number(b.when === undefined));
    if (ordered.length > MAX_RULES_PER_TOOL) {
      notes.push(`world.${tool}: ${ordered.length - MAX_RULES_PER_TOOL} more logged calls left out (at most ${MAX_RULES_PER_TOOL} rules a tool); a call with their arguments has no answer`);
    }
    world.set(tool, ordered.slice(0, MAX_RULES_PER_TOOL));
  }
  // fromEntries: a logged tool name such as __proto__ stays a key.
  return { world: world.size > 0 ? Object.fromEntries(world) : undefined, notes };
}

/** Tools in the order of their first call. */
function firstCalls(trajectory: readonly TrajectoryStep[]): string[] {
  return [...new Set(trajectory.map((s) => s.tool))];
}

/**
 * Coarse trajectory expectations: `calls` for each tool every observed run called, the `order` of their
 * first calls when every run agrees on it, and `max_tool_calls` above the most calls a run made.
 */
export function proposeTrajectory(runs: readonly RunWithCalls[]): Proposal[] {
  if (!runs.some((r) => (r.trajectory ?? []).length > 0)) return [];
  const n = runs.length;
  const orders = runs.map((r) => firstCalls(r.trajectory ?? []));
  const everywhere = (orders[0] ?? []).filter((t) => orders.every((o) => o.includes(t)));
  const out: Proposal[] = everywhere.map((tool) => ({ item: { calls: tool }, reason: `${tool} was called in all ${n} observed runs` }));
  const shared = orders.map((o) => o.filter((t) => everywhere.includes(t)));
  if (everywhere.length >= 2 && shared.every((o) => canonicalJson(o) === canonicalJson(everywhere))) {
    out.push({ item: { order: everywhere }, reason: `all ${n} observed runs first called ${everywhere.join(', then ')}` });
  }
  const most = Math.max(...runs.map((r) => (r.trajectory ?? []).length));
  const limit = Math.ceil(most * CALLS_MARGIN);
  out.push({ item: { max_tool_calls: limit }, reason: `the busiest observed run made ${most} tool calls; ${CALLS_MARGIN}× that, rounded up` });
  return out;
}
