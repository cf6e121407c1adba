/**
 * Checks of a built scenario that need no model call and are not shape errors (issue 11, friction 1 and 5):
 * an empty expectation list, expectations whose arguments cannot work (invalid json_schema, path or regex),
 * JSON-only kinds on a role whose output is text, and a depends_on that names no file. Each problem is a
 * ConfigError at the line that causes it. Pure.
 */
import picomatch from 'picomatch';
import { ConfigError } from '../config/types.js';
import type { RoleConfig } from '../config/schema.js';
import { checkExpectation } from '../expectations/evaluate.js';
import type { Expectation } from '../expectations/schema.js';
import type { SourcePos } from '../expectations/schema.js';

/** Kinds that read the output as JSON, and so fail on every run of a role whose output is text. */
export function readsJson(e: Expectation): boolean {
  switch (e.kind) {
    case 'field_matches':
    case 'json_schema':
    case 'max_risk':
    case 'decomposes':
      return true;
    case 'equals':
      return typeof e.args === 'object';
    default:
      return false;
  }
}

export interface ExpectationsInput {
  scenario: string;
  roleName: string;
  role: RoleConfig;
  expect: readonly Expectation[];
  /** Some layer wrote `expect: []` on purpose. */
  explicitlyEmpty: boolean;
  allowNoExpectations: boolean;
  /** Where the scenario's name is written. */
  at: SourcePos;
}

export const NO_EXPECTATIONS_HINT =
  'a scenario that checks nothing would always pass; add expectations under expect: (such as `- contains: [ticket]`), or write `expect: []` with `allow_no_expectations: true` if it only exists to exercise the prompt';

export function expectationProblems(input: ExpectationsInput): ConfigError[] {
  const problems: ConfigError[] = [];
  if (input.expect.length === 0) {
    if (!(input.allowNoExpectations && input.explicitlyEmpty)) {
      const flagOnly = input.allowNoExpectations ? ' (allow_no_expectations: true also needs `expect: []` written out)' : '';
      problems.push(new ConfigError(`scenario '${input.scenario}' has no expectations${flagOnly}; ${NO_EXPECTATIONS_HINT}`, input.at));
    }
    return problems;
  }
  for (const e of input.expect) {
    const broken = checkExpectation(e);
    const prefix = `${e.source.file}:${e.source.line}:${e.source.col}: `;
    if (broken !== undefined) problems.push(new ConfigError(broken.startsWith(prefix) ? broken.slice(prefix.length) : broken, e.source));
    if (readsJson(e) && input.role.output === 'text') {
      problems.push(
        new ConfigError(
          `${e.kind} reads JSON, but role '${input.roleName}' has output: text, so it would fail on every run; set output: json on the role, or use a text kind (contains, absent, matches)`,
          e.source,
        ),
      );
    }
  }
  return problems;
}

const GLOB_CHARS = /[*?[\]{}!]/;

/** depends_on entries (relative to the config folder) that name no file of `files` (paths relative to the config folder). */
export function missingDependencies(entries: readonly { rel: string; at: SourcePos; written: string }[], files: ReadonlySet<string>): ConfigError[] {
  const problems: ConfigError[] = [];
  for (const { rel, at, written } of entries) {
    // Files outside the config folder are not listed; only what can be checked is.
    if (rel.startsWith('../')) continue;
    const isMatch = picomatch(rel, { dot: true });
    const folder = `${rel.replace(/\/+$/, '')}/`;
    const found = GLOB_CHARS.test(rel) ? [...files].some((f) => isMatch(f)) : files.has(rel) || [...files].some((f) => f.startsWith(folder));
    if (!found) {
      const what = GLOB_CHARS.test(rel) ? 'matches no file' : 'file not found';
      problems.push(new ConfigError(`depends_on: '${written}': ${what} (${rel} from the config folder); fix the path or remove it`, at));
    }
  }
  return problems;
}
