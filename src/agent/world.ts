/**
 * The frozen tool world of a scenario (DESIGN §3b): what each tool answers. The product executes nothing:
 * a call is answered by the first rule whose `when` is a subset of its arguments, else by the rule with no
 * `when` (the fallback), else the call cannot be answered (an error of that run, never a pass). Pure.
 */
import { z } from 'zod';
import { canonicalJson } from '../affected/context-hash.js';
import type { ToolCall } from './types.js';

/** An answer as written: text, a mapping or list (sent as JSON), or a number/boolean (sent as JSON). `{file:}` is inlined by the loader. */
const AnswerSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.unknown()), z.record(z.string(), z.unknown())]);

const RuleSchema = z.strictObject({
  when: z.record(z.string(), z.unknown()).optional().describe('A subset of the call\'s arguments; the first rule that matches answers.'),
  returns: AnswerSchema.describe('What the tool answers: text, a mapping (sent as JSON) or { file: PATH }.'),
});

/** One tool's entry: one answer for every call, or a list of rules. */
export const WorldEntrySchema = z.union([z.array(RuleSchema).min(1), AnswerSchema]);
export const WorldSchema = z.record(z.string().min(1), WorldEntrySchema);

export interface WorldRule {
  when?: Record<string, unknown>;
  /** The answer as the model receives it (text; mappings as JSON). */
  returns: string;
}

/** Tool name → its rules, in order. */
export type World = ReadonlyMap<string, readonly WorldRule[]>;

export function answerText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function isRuleList(entry: unknown): entry is z.output<typeof RuleSchema>[] {
  return Array.isArray(entry) && entry.length > 0 && entry.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r) && 'returns' in r);
}

/** A parsed world from its validated form. A list whose items are all `{returns}` rules is a rule list; any other value is one answer. */
export function buildWorld(raw: Readonly<Record<string, unknown>>): World {
  const world = new Map<string, WorldRule[]>();
  for (const [tool, entry] of Object.entries(raw)) {
    if (isRuleList(entry)) world.set(tool, entry.map((r) => ({ ...(r.when === undefined ? {} : { when: r.when }), returns: answerText(r.returns) })));
    else world.set(tool, [{ returns: answerText(entry) }]);
  }
  return world;
}

/** A stage's world over the scenario's: the stage's entries win, tool by tool (DESIGN §3b). */
export function overlayWorld(base: World | undefined, over: World | undefined): World | undefined {
  if (over === undefined) return base;
  if (base === undefined) return over;
  return new Map([...base, ...over]);
}

/** Is `subset` contained in `value` (mappings by key, recursively; lists and scalars equal)? */
export function isSubset(subset: unknown, value: unknown): boolean {
  if (subset !== null && typeof subset === 'object' && !Array.isArray(subset)) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
    const v = value as Record<string, unknown>;
    return Object.entries(subset).every(([k, s]) => Object.hasOwn(v, k) && isSubset(s, v[k]));
  }
  if (Array.isArray(subset)) return Array.isArray(value) && subset.length === value.length && subset.every((s, i) => isSubset(s, value[i]));
  return canonicalJson(subset) === canonicalJson(value);
}

export type WorldAnswer = { ok: true; text: string } | { ok: false; message: string };

/** The world's answer to one call, or why it has none (the message names the tool and its arguments). */
export function answerCall(world: World | undefined, call: Pick<ToolCall, 'name' | 'args'>): WorldAnswer {
  const rules = world?.get(call.name);
  if (rules !== undefined) {
    for (const rule of rules) if (rule.when === undefined || isSubset(rule.when, call.args)) return { ok: true, text: rule.returns };
  }
  const why = rules === undefined ? `the scenario's world has no entry for ${call.name}` : `no rule of world.${call.name} matches and it has no fallback (a rule without when)`;
  return { ok: false, message: `the world cannot answer ${call.name} ${showArgs(call.args)}: ${why}; add a rule for it under world:` };
}

/** Arguments as a message shows them: compact JSON, cut at 200 characters. */
export function showArgs(args: unknown): string {
  const text = typeof args === 'string' ? args : JSON.stringify(args ?? {});
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
