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
  /** A chain whose stages check their own answers (their expect or decisions): its scenario list may be empty. */
  stagesCheck?: boolean;
  /** Where the scenario's name is written. */
  at: SourcePos;
}

export const NO_EXPECTATIONS_HINT =
  'a scenario that checks nothing would always pass; add expectations under expect: (such as `- contains: [ticket]`), or write `expect: []` with `allow_no_expectations: true` if it only exists to exercise the prompt';

export function expectationProblems(input: ExpectationsInput): ConfigError[] {
  const problems: ConfigError[] = [];
  if (input.expect.length === 0 && input.stagesCheck !== true) {
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

/**
 * The max_tokens expectations a prompt alone reaches (issue 32, item 8): the budget counts the call's
 * input plus its output, so a prompt of `promptTokens` (an estimate: o200k_base) leaves no room for an
 * answer and every run would fail. A warning per such expectation, at its line.
 */
export function budgetWarnings(expect: readonly Expectation[], promptTokens: number): { at: SourcePos; message: string }[] {
  const out: { at: SourcePos; message: string }[] = [];
  for (const e of expect) {
    if (e.kind !== 'max_tokens' || promptTokens < e.args) continue;
    const n = (x: number) => x.toLocaleString('en-US');
    out.push({
      at: e.source,
      message: `max_tokens: ${n(e.args)}, but the prompt alone is about ${n(promptTokens)} tokens (system prompt and messages, o200k_base count) and the budget counts input plus output, so every run would fail; raise it above the prompt plus the longest answer you expect`,
    });
  }
  return out;
}

const GLOB_CHARS = /[*?[\]{}!]/;

/**
 * Whether each depends_on entry names a file of a file list, per list: every scenario below one
 * `_defaults.yaml` repeats its entries, and answering each from a scan of every file is quadratic in
 * the suite's size (issue 12).
 */
const foundIn = new WeakMap<ReadonlySet<string>, Map<string, boolean>>();

function namesAFile(rel: string, files: ReadonlySet<string>): boolean {
  let known = foundIn.get(files);
  if (!known) foundIn.set(files, (known = new Map()));
  const cached = known.get(rel);
  if (cached !== undefined) return cached;
  let found = false;
  if (GLOB_CHARS.test(rel)) {
    const isMatch = picomatch(rel, { dot: true });
    for (const f of files) if ((found = isMatch(f))) break;
  } else if (!(found = files.has(rel))) {
    const folder = `${rel.replace(/\/+$/, '')}/`;
    for (const f of files) if ((found = f.startsWith(folder))) break;
  }
  known.set(rel, found);
  return found;
}

/** depends_on entries (relative to the config folder) that name no file of `files` (paths relative to the config folder). */
export function missingDependencies(entries: readonly { rel: string; at: SourcePos; written: string }[], files: ReadonlySet<string>): ConfigError[] {
  const problems: ConfigError[] = [];
  for (const { rel, at, written } of entries) {
    // Files outside the config folder are not listed; only what can be checked is.
    if (rel.startsWith('../')) continue;
    if (!namesAFile(rel, files)) {
      const what = GLOB_CHARS.test(rel) ? 'matches no file' : 'file not found';
      problems.push(new ConfigError(`depends_on: '${written}': ${what} (${rel} from the config folder); fix the path or remove it`, at));
    }
  }
  return problems;
}
