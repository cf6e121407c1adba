/**
 * Expectations proposed from what a context's observed outputs actually did (all runs of one frozen
 * context together: a field is "stable" when every run agrees). Each proposal carries the reason shown by
 * `capture --verbose` and written as a `# proposed:` comment. Pure.
 */
import type { RoleConfig } from '../config/schema.js';
import { extractJson } from '../expectations/json.js';
import { getPath } from '../expectations/path.js';
import { RISK_LEVELS } from '../expectations/schema.js';

export interface ObservedOutput {
  output: string;
  usage: { input_tokens: number; output_tokens: number };
}

export interface Proposal {
  /** One expectation as written in a scenario file: `{kind: args}`. */
  item: Record<string, unknown>;
  reason: string;
}

/** `max_tokens` is set this much above the largest observed total, rounded up to a multiple of 10. */
export const TOKEN_MARGIN = 1.5;
/** Strings longer than this are free text, not a field worth pinning. */
const MAX_PINNED_CHARS = 40;
/** At most this many distinct values become a `field_matches` alternation. */
const MAX_ALTERNATIVES = 4;

const FILE_PATH = /(?<![\w./-])(?:[\w.-]+\/)*[\w-]+\.[A-Za-z][\w]{0,7}(?![\w/])/g;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

type Scalar = string | number | boolean;
const isScalar = (v: unknown): v is Scalar => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Dotted paths of the scalar fields of an object, descending into objects but not into lists. */
function scalarPaths(value: unknown, prefix = ''): string[] {
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => {
    if (!/^[A-Za-z_][\w-]*$/.test(k)) return [];
    const p = prefix === '' ? k : `${prefix}.${k}`;
    return isScalar(v) ? [p] : scalarPaths(v, p);
  });
}

function jsonFieldProposals(jsons: unknown[], fields: RoleConfig['fields']): Proposal[] {
  const out: Proposal[] = [];
  const n = jsons.length;
  const [first] = jsons;
  for (const p of scalarPaths(first)) {
    const values = jsons.map((j) => getPath(j, p)).flatMap((at) => (at.found && isScalar(at.value) ? [at.value] : []));
    if (values.length !== n) continue;
    const distinct = [...new Set(values)];
    const [only] = distinct;
    if (distinct.length === 1 && only !== undefined && only !== '' && String(only).length <= MAX_PINNED_CHARS && !String(only).includes('\n')) {
      out.push({ item: { equals: { path: p, value: only } }, reason: `${p} was ${JSON.stringify(only)} in all ${n} observed outputs` });
    } else if (
      distinct.length > 1 &&
      distinct.length <= MAX_ALTERNATIVES &&
      distinct.length < n &&
      distinct.every((v) => typeof v === 'string' && v !== '' && v.length <= MAX_PINNED_CHARS && !v.includes('\n'))
    ) {
      const sorted = distinct.map(String).sort();
      out.push({
        item: { field_matches: { path: p, pattern: `^(${sorted.map(escapeRegExp).join('|')})$` } },
        reason: `${p} took only ${sorted.map((v) => JSON.stringify(v)).join(', ')} over ${n} observed outputs`,
      });
    }
  }
  const steps = jsons.map((j) => getPath(j, fields.steps));
  if (steps.every((s) => s.found && Array.isArray(s.value))) {
    const counts = steps.map((s) => (s.found && Array.isArray(s.value) ? s.value.length : 0));
    const many = counts.filter((c) => c >= 2).length;
    if (many === n) out.push({ item: { decomposes: true }, reason: `${fields.steps} had ≥ 2 items in all ${n} observed outputs (${counts.join(', ')})` });
    else if (many === 0) out.push({ item: { decomposes: false }, reason: `${fields.steps} had < 2 items in all ${n} observed outputs` });
  }
  const risks = jsons.map((j) => getPath(j, fields.risk)).map((at) => (at.found && typeof at.value === 'string' ? at.value.trim().toLowerCase() : ''));
  const ranks = risks.map((r) => RISK_LEVELS.findIndex((l) => l === r));
  if (ranks.every((r) => r >= 0)) {
    const top = RISK_LEVELS[Math.max(...ranks)];
    if (top !== undefined && top !== 'critical') out.push({ item: { max_risk: top }, reason: `the highest ${fields.risk} observed was ${top}` });
  }
  return out;
}

/** The longest leading text every output shares, cut back to a word end; at least 4 characters. */
function stablePrefix(texts: string[]): string | undefined {
  const [first = ''] = texts;
  let end = first.length;
  for (const t of texts) {
    let i = 0;
    while (i < end && i < t.length && t[i] === first[i]) i++;
    end = i;
  }
  let prefix = first.slice(0, end);
  if (end < first.length && /\w/.test(first[end] ?? '')) prefix = prefix.replace(/\w+$/, '');
  prefix = prefix.trimEnd();
  return prefix.length >= 4 && !prefix.includes('\n') ? prefix : undefined;
}

export function proposeExpectations(outputs: ObservedOutput[], role: RoleConfig): Proposal[] {
  const n = outputs.length;
  const proposals: Proposal[] = [];
  const texts = outputs.map((o) => o.output);
  if (role.output === 'json') {
    const parsed = texts.map((t) => extractJson(t));
    const jsons = parsed.flatMap((p) => (p.ok ? [p.value] : []));
    if (jsons.length === n && n > 0) proposals.push(...jsonFieldProposals(jsons, role.fields));
  } else if (n > 1) {
    const prefix = stablePrefix(texts);
    if (prefix !== undefined) {
      proposals.push({ item: { matches: `/^${escapeRegExp(prefix)}/` }, reason: `all ${n} observed outputs start with ${JSON.stringify(prefix)}` });
    }
  }
  const named = texts.map((t) => new Set(t.match(FILE_PATH) ?? []));
  const everywhere = [...(named[0] ?? [])].filter((p) => p.includes('/') && named.every((s) => s.has(p))).sort();
  if (everywhere.length > 0) proposals.push({ item: { references_files: everywhere }, reason: `every observed output names ${everywhere.join(', ')}` });
  const most = Math.max(0, ...outputs.map((o) => o.usage.input_tokens + o.usage.output_tokens));
  if (most > 0) {
    const limit = Math.ceil((most * TOKEN_MARGIN) / 10) * 10;
    proposals.push({ item: { max_tokens: limit }, reason: `the largest observed run used ${most} tokens (in + out); ${TOKEN_MARGIN}× that, rounded up` });
  }
  return proposals;
}
