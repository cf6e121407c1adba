/**
 * A hash of everything that decides what a scenario's model receives and how its runs are judged, so that
 * history compares like with like: the system and template texts, the role's vars, the scenario after
 * defaults, and the provider's model and sampling parameters. Pure.
 *
 * Left out on purpose: where things are written (source positions, provenance, the scenario's file),
 * secrets and plumbing (api_key_env, base_url, timeouts, retries), so that moving a line or pointing at
 * another proxy keeps the history of a scenario.
 */
import { createHash } from 'node:crypto';
import type { ToolSpec } from '../agent/types.js';
import type { ProviderConfig } from '../config/schema.js';
import type { Scenario } from '../scenarios/types.js';
import type { Expectation } from '../expectations/schema.js';

/** Bump when the hashed shape changes, so that old and new hashes never collide by accident. */
const HASH_FORMAT = 1;

/** Provider settings that change the model's answers. */
const PROVIDER_KEYS = ['type', 'model', 'temperature', 'max_tokens', 'command'] as const;

/**
 * JSON with object keys sorted (by UTF-16 code unit, so `"10"` before `"9"`) at every depth, no white
 * space. As with `JSON.stringify`, `undefined` and function members are left out and such array items
 * become `null`; a `toJSON` method (Date) is honoured; a bigint is written as a string.
 */
export function canonicalJson(value: unknown): string {
  return serialize(value, new Set()) ?? 'null';
}

function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function serialize(value: unknown, seen: Set<object>): string | undefined {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (value instanceof Date) return JSON.stringify(value.toJSON());
  if (seen.has(value)) throw new TypeError('canonicalJson: the value contains a cycle');
  seen.add(value);
  try {
    if (Array.isArray(value)) return `[${value.map((item: unknown) => serialize(item, seen) ?? 'null').join(',')}]`;
    const members: string[] = [];
    for (const [key, item] of Object.entries(value).sort(([a], [b]) => byCodeUnit(a, b))) {
      const text = serialize(item, seen);
      if (text !== undefined) members.push(`${JSON.stringify(key)}:${text}`);
    }
    return `{${members.join(',')}}`;
  } finally {
    seen.delete(value);
  }
}

/** What of an expectation shapes a verdict: its kind, arguments and own rule (not where it is written). */
function hashedExpectation(e: Expectation): unknown {
  return { kind: e.kind, args: e.args, ...(e.own === undefined ? {} : { own: e.own }) };
}

export interface ContextHashParts {
  /** The system message as sent (the role's system files joined). */
  system: string;
  /** The template's text, when the role has one. */
  template?: string;
  /**
   * The role's vars (`roles.*.vars`), each `{ file: }` value read: the template is hashed as written, so
   * its placeholders' values must be. Left out of the hash when empty, so that a role without vars keeps
   * the hashes its history holds.
   */
  vars?: Readonly<Record<string, string>>;
  scenario: Scenario;
  provider: ProviderConfig;
  /**
   * The role's tools (`roles.*.tools`), normalised (src/agent/tools.ts): what the model receives, so that a
   * reformatted file or another format of the same tools keeps the hash and a changed description does not.
   * Left out of the hash when the role has none, so that a role without tools keeps the hashes its history holds.
   */
  tools?: readonly ToolSpec[];
}

/**
 * The UTF-8 bytes of JSON.stringify(text), kept for the few long texts (a role's system prompt and
 * template) that every scenario of a role hashes again: escaping and encoding a 20 KB prompt per scenario
 * was most of contextHash's time (74 µs against 12 µs for a short prompt; 1.2 s before the first call at
 * 20,000 scenarios, issue 12). Bounded: cleared when it holds MAX_MEMO texts.
 */
const memo = new Map<string, Buffer>();
const MAX_MEMO = 32;
/** Texts shorter than this are cheaper to encode than to look up. */
const MEMO_MIN_CHARS = 256;
/** The template of a role without one. */
const NO_TEMPLATE = Buffer.from('null');

function jsonBytes(text: string): Buffer {
  if (text.length < MEMO_MIN_CHARS) return Buffer.from(JSON.stringify(text), 'utf8');
  let bytes = memo.get(text);
  if (!bytes) {
    if (memo.size >= MAX_MEMO) memo.clear();
    bytes = Buffer.from(JSON.stringify(text), 'utf8');
    memo.set(text, bytes);
  }
  return bytes;
}

/**
 * sha256 hex of the canonical JSON of the parts that shape a scenario's runs. The number of runs is left
 * out: it changes how much is sampled, not what the model receives, and `--runs` overrides it per invocation.
 *
 * The canonical JSON is fed to the hash in pieces, so that a long system prompt or template is escaped
 * and encoded once (jsonBytes), not once per scenario; the bytes hashed are exactly
 * canonicalJson({ format, provider, scenario, system, template, tools, vars }) (keys in that, sorted,
 * order; tools only when the role has some, vars only when the role has some).
 */
export function contextHash(parts: ContextHashParts): string {
  const { scenario, provider } = parts;
  const providerSettings = Object.fromEntries(
    Object.entries(provider).filter(([key]) => PROVIDER_KEYS.some((k) => k === key)),
  );
  const scenarioPart = {
    name: scenario.name,
    role: scenario.role,
    threshold: scenario.threshold,
    context: scenario.context,
    expect: scenario.expect.map(hashedExpectation),
    // The agent keys (DESIGN §3b), only when present: a scenario without them keeps the hashes its history holds.
    ...(scenario.messages === undefined ? {} : { messages: scenario.messages }),
    ...(scenario.world === undefined ? {} : { world: scenario.world }),
    ...(scenario.chain === undefined ? {} : { chain: scenario.chain.map((stage) => ({ ...stage, expect: stage.expect.map(hashedExpectation) })) }),
  };
  return createHash('sha256')
    .update(`{"format":${HASH_FORMAT},"provider":${canonicalJson(providerSettings)},"scenario":${canonicalJson(scenarioPart)},"system":`, 'utf8')
    .update(jsonBytes(parts.system))
    .update(',"template":', 'utf8')
    .update(parts.template === undefined ? NO_TEMPLATE : jsonBytes(parts.template))
    .update(parts.tools === undefined ? '' : `,"tools":${canonicalJson(parts.tools)}`, 'utf8')
    .update(parts.vars === undefined || Object.keys(parts.vars).length === 0 ? '' : `,"vars":${canonicalJson(parts.vars)}`, 'utf8')
    .update('}', 'utf8')
    .digest('hex');
}
