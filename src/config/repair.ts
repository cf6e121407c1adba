/**
 * `validate` lists every problem of the config *and* of the scenarios in one pass. When the config has
 * problems, the scenarios are still checked against a repaired copy of it: each problem's value is
 * replaced by the value its message suggests (`output: jsn` → json) or removed (an unknown key, or a bad
 * value whose default then applies). A config that a removal cannot repair (a required value is wrong)
 * is not used: its problems are reported, and the scenarios wait. Pure.
 */
import type { z } from 'zod';
import { valueAt, type IssuePath } from './issues.js';
import { nearest } from './suggest.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function removeAt(data: unknown, path: IssuePath): void {
  const parent = valueAt(data, path.slice(0, -1));
  const last = path[path.length - 1];
  if (isRecord(parent) && typeof last === 'string') delete parent[last];
}

function setAt(data: unknown, path: IssuePath, value: unknown): void {
  const parent = valueAt(data, path.slice(0, -1));
  const last = path[path.length - 1];
  if (isRecord(parent) && typeof last === 'string') parent[last] = value;
}

/** A copy of `raw` with every issue's value replaced or removed (see above). */
export function repairedData(raw: unknown, issues: readonly z.core.$ZodIssue[]): unknown {
  const copy: unknown = structuredClone(raw);
  for (const issue of issues) {
    if (issue.path.length === 0 && issue.code !== 'unrecognized_keys') continue;
    if (issue.code === 'unrecognized_keys') {
      const parent = valueAt(copy, issue.path);
      if (isRecord(parent)) for (const key of issue.keys) delete parent[key];
      continue;
    }
    const value = valueAt(copy, issue.path);
    const suggested = issue.code === 'invalid_value' && typeof value === 'string' ? nearest(value, issue.values.map(String)) : undefined;
    if (suggested !== undefined) setAt(copy, issue.path, suggested);
    else removeAt(copy, issue.path);
  }
  return copy;
}
