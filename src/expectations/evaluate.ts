/**
 * Checks one output against one expectation (every kind except `judge`, which needs a model call: see judge.ts).
 * Pure: no I/O. Every failure message is one line, "<kind>[ <path>]: expected <what>; found <what>".
 *
 * Kinds that read JSON (field_matches, equals with a path, json_schema, max_risk, decomposes) fail when the role's
 * output is text, with a message that says so and how to fix it: we do not hunt for JSON in a text role's output,
 * because a role declared as text has no promise of structure and a lucky `{…}` in prose would make results flaky.
 *
 * A mistake in the expectation itself (invalid regex, path or schema) throws an Error that names the scenario file
 * and line: it is a problem with the suite, not a failure of the output. `checkExpectation` finds these up front.
 */
import { RISK_LEVELS, type Expectation } from './schema.js';
import { getPath, parsePath } from './path.js';
import { compilePattern, firstMatch, isRegexLiteral, showPattern } from './pattern.js';
import { firstMatchWithin } from './regex-worker.js';
import { compileJsonSchema, describeSchemaError } from './json-schema.js';
import { around, cutEnd, oneLine } from '../format/excerpt.js';
import { evaluateTrajectory } from '../agent/expectations.js';
import type { ToolSpec, TrajectoryStep } from '../agent/types.js';

export interface OutputFields {
  /** Path of the list of steps, for `decomposes`. */
  steps: string;
  /** Path of the risk level, for `max_risk`. */
  risk: string;
}

export interface OutputView {
  text: string;
  /** Set when the role's output is json and parsing succeeded. */
  json?: unknown;
  usage: { input_tokens: number; output_tokens: number };
  latencyMs: number;
  /** Where decomposes and max_risk look. */
  fields: OutputFields;
  /** The run's tool calls (DESIGN §3b); empty for a run without tools. */
  trajectory?: readonly TrajectoryStep[];
  /** The role's tools, for args_valid. */
  tools?: readonly ToolSpec[];
}

export interface Outcome {
  pass: boolean;
  /** One line, on failure. */
  message?: string;
}

const FOUND_MAX = 120;
const PASS: Outcome = { pass: true };


/** A value as shown in a message: JSON (strings quoted, newlines escaped), cut to ~120 chars. */
function show(value: unknown): string {
  return cutEnd(value === undefined ? 'undefined' : JSON.stringify(value), FOUND_MAX);
}

function num(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** The output's start on one line, cut to 60 chars, quoted as is (not JSON), for reading. */
function outputStart(text: string): string {
  return `"${oneLine(text, 60)}"`;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * An `absent`/`contains` item: `/re/flags` is a regex, run with a time bound; anything else a
 * case-insensitive substring (an escaped literal: linear, matched here).
 */
function findItem(item: string, text: string): { index: number; text: string } | undefined {
  if (isRegexLiteral(item)) return firstMatchWithin(compilePattern(item), text, item);
  return firstMatch(new RegExp(escapeRegExp(item), 'iu'), text);
}

function showItem(item: string): string {
  return isRegexLiteral(item) ? item : JSON.stringify(item);
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  }
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && deepEqual(Reflect.get(a, k), Reflect.get(b, k)));
  }
  return false;
}

function fail(message: string): Outcome {
  return { pass: false, message };
}

function textRole(label: string): Outcome {
  return fail(`${label}: expected JSON output; found the role's output is text (set output: json on the role)`);
}

/** What a value that is not a list is, for a message. */
function describeKind(value: unknown): string {
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function evaluateUnchecked(e: Expectation, out: OutputView): Outcome {
  const hasJson = out.json !== undefined;
  switch (e.kind) {
    case 'field_matches': {
      const label = `field_matches ${e.args.path}`;
      if (!hasJson) return textRole(label);
      const re = compilePattern(e.args.pattern);
      const at = getPath(out.json, e.args.path);
      if (!at.found) return fail(`${label}: expected ${showPattern(e.args.pattern)}; found nothing at ${at.at}`);
      const value = typeof at.value === 'string' ? at.value : JSON.stringify(at.value) ?? 'undefined';
      return firstMatchWithin(re, value, showPattern(e.args.pattern)) ? PASS : fail(`${label}: expected ${showPattern(e.args.pattern)}; found ${show(at.value)}`);
    }
    case 'absent': {
      const found = e.args.flatMap((item) => {
        const m = findItem(item, out.text);
        return m ? [{ item, m }] : [];
      });
      const first = found[0];
      if (!first) return PASS;
      const matched = isRegexLiteral(first.item) ? ` (${JSON.stringify(cutEnd(first.m.text, 40))})` : '';
      const more = found.length > 1 ? `; also found ${found.slice(1).map((f) => showItem(f.item)).join(', ')}` : '';
      return fail(
        `absent: found ${showItem(first.item)}${matched} at char ${first.m.index + 1} ("${around(out.text, first.m.index, first.m.index + first.m.text.length, 20)}")${more}`,
      );
    }
    case 'contains': {
      const missing = e.args.filter((item) => !findItem(item, out.text));
      if (missing.length === 0) return PASS;
      const none = missing.length === 1 ? 'no occurrence' : 'none of them';
      return fail(`contains: expected ${missing.map(showItem).join(', ')} in the output; found ${none} (output: ${outputStart(out.text)})`);
    }
    case 'matches': {
      const re = compilePattern(e.args);
      return firstMatchWithin(re, out.text, showPattern(e.args))
        ? PASS
        : fail(`matches: expected the output to match ${showPattern(e.args)}; found no match (output: ${outputStart(out.text)})`);
    }
    case 'equals': {
      const args = e.args;
      if (typeof args === 'object') {
        const label = `equals ${args.path}`;
        if (!hasJson) return textRole(label);
        const at = getPath(out.json, args.path);
        if (!at.found) return fail(`${label}: expected ${show(args.value)}; found nothing at ${at.at}`);
        return deepEqual(at.value, args.value) ? PASS : fail(`${label}: expected ${show(args.value)}; found ${show(at.value)}`);
      }
      const trimmed = out.text.trim();
      if (typeof args === 'string') {
        return trimmed === args || out.json === args ? PASS : fail(`equals: expected ${show(args)}; found ${show(trimmed)}`);
      }
      if (hasJson) return deepEqual(out.json, args) ? PASS : fail(`equals: expected ${show(args)}; found ${show(out.json)}`);
      return trimmed === String(args) ? PASS : fail(`equals: expected ${show(args)}; found ${show(trimmed)}`);
    }
    case 'json_schema': {
      if (!hasJson) return textRole('json_schema');
      const validate = compileJsonSchema(e.args);
      if (validate(out.json)) return PASS;
      // Stryker disable next-line OptionalChaining: Ajv sets `errors` to a non-empty list whenever validate returns false
      return fail(`json_schema: expected the output to match the schema; found ${describeSchemaError(validate.errors?.[0])}`);
    }
    case 'max_risk': {
      const label = 'max_risk';
      if (!hasJson) return textRole(label);
      const expected = `expected at most ${e.args}`;
      const at = getPath(out.json, out.fields.risk);
      if (!at.found) return fail(`${label}: ${expected}; found no risk level at ${at.at}`);
      const level = typeof at.value === 'string' ? at.value.trim().toLowerCase() : undefined;
      const rank = RISK_LEVELS.findIndex((r) => r === level);
      if (rank < 0) {
        return fail(`${label}: ${expected}; found ${show(at.value)} at ${out.fields.risk}, which is not one of ${RISK_LEVELS.join(', ')}`);
      }
      return rank <= RISK_LEVELS.indexOf(e.args) ? PASS : fail(`${label}: ${expected}; found ${show(at.value)} at ${out.fields.risk}`);
    }
    case 'decomposes': {
      if (!hasJson) return textRole('decomposes');
      const steps = out.fields.steps;
      const expected = e.args
        ? `expected the plan to decompose (${steps} has ≥ 2 items)`
        : `expected the plan not to decompose (${steps} has < 2 items)`;
      const at = getPath(out.json, steps);
      const decomposes = at.found && Array.isArray(at.value) && at.value.length >= 2;
      if (decomposes === e.args) return PASS;
      if (!at.found) return fail(`decomposes: ${expected}; found nothing at ${at.at}`);
      if (!Array.isArray(at.value)) return fail(`decomposes: ${expected}; found ${describeKind(at.value)} at ${steps}, not a list`);
      const n = at.value.length;
      return fail(`decomposes: ${expected}; found ${n} ${n === 1 ? 'step' : 'steps'}`);
    }
    case 'max_tokens': {
      const { input_tokens: input, output_tokens: output } = out.usage;
      return input + output <= e.args
        ? PASS
        : fail(`max_tokens: expected ≤ ${e.args} tokens; found ${num(input + output)} (${num(input)} in + ${num(output)} out)`);
    }
    case 'references_files': {
      const missing = e.args.filter((p) => !out.text.includes(p.replace(/^\.\//, '')));
      if (missing.length === 0) return PASS;
      return fail(`references_files: expected the output to mention ${missing.join(', ')}; found no mention (output: ${outputStart(out.text)})`);
    }
    case 'max_latency_ms':
      return out.latencyMs <= e.args ? PASS : fail(`max_latency_ms: expected ≤ ${e.args} ms; found ${num(out.latencyMs)} ms`);
    case 'calls':
    case 'never_calls':
    case 'order':
    case 'max_tool_calls':
    case 'args_valid':
      return evaluateTrajectory(e.kind, e.args, out.trajectory ?? [], out.tools);
    case 'judge':
      throw new Error('judge expectations need a model call: evaluate them with judgeOutput (src/expectations/judge.ts)');
    // Stryker disable all: unreachable, every kind of the schema has its case above (the compiler checks it)
    default: {
      const unknownKind: never = e;
      throw new Error(`unknown expectation kind ${JSON.stringify(unknownKind)}`);
    }
    // Stryker restore all
  }
}

function where(e: Expectation): string {
  return `${e.source.file}:${e.source.line}:${e.source.col}`;
}

/**
 * Checks an output against one expectation. Throws an Error naming the scenario file and line when the
 * expectation itself is broken (invalid regex, path or schema) or is a `judge`.
 */
export function evaluateExpectation(e: Expectation, out: OutputView): Outcome {
  try {
    return evaluateUnchecked(e, out);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new Error(`${where(e)}: ${e.kind}: ${why}`, { cause: err });
  }
}

/**
 * Finds mistakes in an expectation before any model call: invalid regexes, paths and JSON schemas.
 * Returns a message naming the file and line, or undefined when the expectation is usable.
 */
export function checkExpectation(e: Expectation): string | undefined {
  try {
    switch (e.kind) {
      case 'field_matches':
        parsePath(e.args.path);
        compilePattern(e.args.pattern);
        break;
      case 'absent':
      case 'contains':
        for (const item of e.args) if (isRegexLiteral(item)) compilePattern(item);
        break;
      case 'matches':
        compilePattern(e.args);
        break;
      case 'equals':
        if (typeof e.args === 'object') parsePath(e.args.path);
        break;
      case 'json_schema':
        compileJsonSchema(e.args);
        break;
      // Stryker disable next-line ConditionalExpression: the other kinds have nothing to check, with or without this case
      default:
        break;
    }
  } catch (err) {
    return `${where(e)}: ${e.kind}: ${err instanceof Error ? err.message : String(err)}`;
  }
  return undefined;
}

/** What a run's output says about the plan, for history (undefined when the output does not say). */
export function outputFeatures(json: unknown, fields: OutputFields): { decomposes?: boolean; risk?: string } {
  const features: { decomposes?: boolean; risk?: string } = {};
  // Stryker disable next-line ConditionalExpression: getPath finds nothing in undefined, so the features stay empty without this line too
  if (json === undefined) return features;
  try {
    const steps = getPath(json, fields.steps);
    if (steps.found && Array.isArray(steps.value)) features.decomposes = steps.value.length >= 2;
    const risk = getPath(json, fields.risk);
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a missing or non-string risk throws on .trim(), caught below with the same features
    if (risk.found && typeof risk.value === 'string') features.risk = risk.value.trim().toLowerCase();
  } catch {
    // A malformed field path is reported by config validation; history just lacks the feature.
  }
  return features;
}
