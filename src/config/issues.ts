/**
 * Turns zod issues into messages a person can act on: the setting's dotted path, what was expected, the
 * bad value echoed, and the nearest valid key or option. Pure.
 */
import { z } from 'zod';
import { didYouMean, listNames } from './suggest.js';
import { ConfigError } from './types.js';
import type { SourcePos } from '../expectations/schema.js';

export type IssuePath = readonly PropertyKey[];

/** One problem, ready to be located in a file. */
export interface Problem {
  path: (string | number)[];
  /** Point at the key (unknown keys) or at the value. */
  at: 'key' | 'value';
  message: string;
}

/** `providers.main.temperature`, `roles.planner.system[1]`; the empty path is "the top level". */
export function formatPath(path: IssuePath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? String(segment) : `.${String(segment)}`;
  }
  return out === '' ? 'the top level' : out;
}

/** A value echoed into a message: strings quoted, containers named. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'nothing (null)';
  if (typeof value === 'string') return `'${value.length > 80 ? `${value.slice(0, 77)}...` : value}'`;
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return String(value);
}

const TYPE_NAMES: Record<string, string> = {
  number: 'a number',
  int: 'an integer',
  string: 'a string',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping',
  record: 'a mapping',
  null: 'nothing',
};

function typeName(expected: string): string {
  return TYPE_NAMES[expected] ?? expected;
}

export function valueAt(data: unknown, path: IssuePath): unknown {
  let current: unknown = data;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (let i = 0; i < 20; i++) {
    if (current instanceof z.ZodDefault || current instanceof z.ZodOptional || current instanceof z.ZodNullable) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      current = current.in as z.ZodType;
    } else {
      return current;
    }
  }
  return current;
}

/** The object schema (if any) that applies at `path`, following the data through records, lists and unions. */
function objectSchemaAt(schema: z.ZodType, data: unknown, path: IssuePath): z.ZodObject | undefined {
  let current = unwrap(schema);
  let value = data;
  for (let i = 0; i <= path.length; i++) {
    if (current instanceof z.ZodUnion) {
      const options = current.options as readonly z.ZodType[];
      const candidates = options.map(unwrap).filter((o): o is z.ZodObject => o instanceof z.ZodObject);
      const discriminated = candidates.find((o) => {
        const type = o.shape['type'];
        return type instanceof z.ZodLiteral && value !== null && typeof value === 'object' && type.values.has((value as Record<string, unknown>)['type'] as never);
      });
      const next = discriminated ?? candidates[0];
      if (!next) return undefined;
      current = next;
    }
    if (i === path.length) return current instanceof z.ZodObject ? current : undefined;
    const segment = path[i];
    if (current instanceof z.ZodObject) {
      const child = current.shape[String(segment)] as z.ZodType | undefined;
      if (!child) return undefined;
      current = unwrap(child);
    } else if (current instanceof z.ZodRecord) {
      current = unwrap(current.valueType as z.ZodType);
    } else if (current instanceof z.ZodArray) {
      current = unwrap(current.element as z.ZodType);
    } else {
      return undefined;
    }
    value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[segment as PropertyKey] : undefined;
  }
  return undefined;
}

/** The keys valid at `path` (for unknown-key messages). */
export function validKeysAt(schema: z.ZodType, data: unknown, path: IssuePath): string[] {
  const object = objectSchemaAt(schema, data, path);
  return object ? Object.keys(object.shape) : [];
}

function toPath(path: IssuePath): (string | number)[] {
  return path.map((s) => (typeof s === 'number' ? s : String(s)));
}

function numberBound(issue: { minimum?: number | bigint; maximum?: number | bigint; inclusive?: boolean }, kind: 'min' | 'max'): string {
  const bound = kind === 'min' ? issue.minimum : issue.maximum;
  const op = kind === 'min' ? (issue.inclusive ? '≥' : '>') : issue.inclusive ? '≤' : '<';
  return `${op} ${String(bound)}`;
}

export interface DescribeOptions {
  /** Segments shown before each path in messages, e.g. ['expect', 2, 'absent'] (not part of the data path). */
  labelPrefix?: IssuePath;
  /** Data path the issues are relative to (used when describing a union's inner issues). */
  prefix?: IssuePath;
  /** What the root of the data is called in unknown-key messages; default "the top level". */
  rootName?: string;
}

/**
 * Describes every zod issue (several for one unknown-keys issue) as problems whose `path` is a path into
 * `data`; `schema` is the schema `data` was parsed with.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[], schema: z.ZodType, data: unknown, options: DescribeOptions = {}): Problem[] {
  const prefix = options.prefix ?? [];
  const labelPrefix = options.labelPrefix ?? [];
  const problems: Problem[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    const label = formatPath([...labelPrefix, ...path]);
    const value = valueAt(data, path);
    switch (issue.code) {
      case 'unrecognized_keys': {
        const valid = validKeysAt(schema, data, path);
        const where = path.length + labelPrefix.length === 0 ? (options.rootName ? `in ${options.rootName}` : 'at the top level') : `in ${formatPath([...labelPrefix, ...path])}`;
        for (const key of issue.keys) {
          const hint = didYouMean(key, valid);
          const list = `${hint ? `${hint} Valid keys: ` : '; valid keys: '}${listNames(valid)}`;
          problems.push({ path: toPath([...path, key]), at: 'key', message: `unknown key '${key}' ${where}${list}` });
        }
        break;
      }
      case 'invalid_type': {
        const message =
          value === undefined ? `${label} is required; add it (${typeName(issue.expected)})` : `${label}: expected ${typeName(issue.expected)}, got ${describeValue(value)}`;
        problems.push({ path: toPath(path), at: 'value', message });
        break;
      }
      case 'invalid_value': {
        const choices = issue.values.map((v) => (typeof v === 'string' ? `'${v}'` : String(v)));
        const hint = typeof value === 'string' ? didYouMean(value, issue.values.map(String)) : '';
        const expected = choices.length === 1 ? choices[0] : `one of ${choices.join(', ')}`;
        const versionHint = path.length === 1 && path[0] === 'version' ? '; this release of context-eval reads config version 1' : '';
        problems.push({ path: toPath(path), at: 'value', message: `${label}: expected ${expected}, got ${describeValue(value)}${hint}${versionHint}` });
        break;
      }
      case 'invalid_union': {
        if (issue.discriminator !== undefined) {
          const choices = ('options' in issue && issue.options ? issue.options : []).map(String);
          const noun = path[0] === 'providers' && labelPrefix.length === 0 ? 'provider type' : issue.discriminator;
          const hint = value === undefined ? '' : didYouMean(String(value), choices);
          const message =
            value === undefined
              ? `${label} is missing; set it to one of ${listNames(choices)}`
              : `${label}: unknown ${noun} ${describeValue(value)}${hint ? `${hint} Types: ` : '; types: '}${listNames(choices)}`;
          problems.push({ path: toPath(path), at: 'value', message });
          break;
        }
        const deeper = issue.errors.find((branch) => branch.length > 0 && branch.every((sub) => sub.path.length > 0));
        if (deeper) {
          problems.push(...describeIssues(deeper, schema, data, { ...options, prefix: path }));
          break;
        }
        const expected = issue.errors.flatMap((branch) => branch.filter((s) => s.code === 'invalid_type' && s.path.length === 0).map((s) => (s.code === 'invalid_type' ? typeName(s.expected) : '')));
        const unique = [...new Set(expected)];
        const first = issue.errors.find((b) => b.length > 0);
        if (unique.length === 0 && first) {
          problems.push(...describeIssues(first, schema, data, { ...options, prefix: path }));
          break;
        }
        problems.push({ path: toPath(path), at: 'value', message: `${label}: expected ${unique.join(' or ')}, got ${describeValue(value)}` });
        break;
      }
      case 'too_small': {
        const message =
          issue.origin === 'array' || issue.origin === 'string'
            ? `${label} must not be empty`
            : `${label}: expected a number ${numberBound(issue, 'min')}, got ${describeValue(value)}`;
        problems.push({ path: toPath(path), at: 'value', message });
        break;
      }
      case 'too_big': {
        const message =
          issue.origin === 'array' || issue.origin === 'string'
            ? `${label} is too long (at most ${String(issue.maximum)})`
            : `${label}: expected a number ${numberBound(issue, 'max')}, got ${describeValue(value)}`;
        problems.push({ path: toPath(path), at: 'value', message });
        break;
      }
      case 'invalid_format': {
        const what = issue.format === 'url' ? 'a URL such as http://127.0.0.1:8080/v1' : `a ${issue.format}`;
        problems.push({ path: toPath(path), at: 'value', message: `${label}: expected ${what}, got ${describeValue(value)}` });
        break;
      }
      default:
        problems.push({ path: toPath(path), at: 'value', message: `${label}: ${issue.message}` });
    }
  }
  return problems;
}

/**
 * One ConfigError for a list of problems: the first (in file order) gives the error its position; the
 * others follow on their own lines, each with its own position.
 */
export function problemsToError(problems: readonly Problem[], locate: (problem: Problem) => SourcePos): ConfigError {
  if (problems.length === 0) return new ConfigError('invalid configuration');
  return combineErrors(problems.map((problem) => new ConfigError(problem.message, locate(problem))));
}

const byPosition = (a: ConfigError, b: ConfigError): number =>
  (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0) || (a.col ?? 0) - (b.col ?? 0);

/**
 * One ConfigError for several (each may itself stand for several): at the first position in file order,
 * the others on their own lines with their own positions; `parts` keeps each for `validate`.
 */
export function combineErrors(errors: readonly ConfigError[]): ConfigError {
  const parts = errors.flatMap((e) => e.parts).sort(byPosition);
  const [first, ...rest] = parts;
  if (!first) return new ConfigError('invalid configuration');
  if (rest.length === 0) return first;
  const more = rest.map((e) => `\n  ${e.message}`).join('');
  return new ConfigError(`${first.detail}${more}`, { ...(first.file === undefined ? {} : { file: first.file }), ...(first.line === undefined ? {} : { line: first.line }), ...(first.col === undefined ? {} : { col: first.col }) }, parts);
}
