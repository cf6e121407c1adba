/**
 * Parses a scenario's `expect:` list (DESIGN §3): each item is a mapping with exactly one key, the kind,
 * whose value holds the arguments. Regex patterns must compile. Pure.
 */
import { ConfigError } from '../config/types.js';
import { combineErrors, describeIssues, describeValue, formatPath, type Problem } from '../config/issues.js';
import { didYouMean } from '../config/suggest.js';
import { parseThreshold } from '../config/threshold.js';
import { EXPECTATION_ARGS, EXPECTATION_KINDS, type Expectation, type ExpectationKind, type OwnRule, type SourcePos } from './schema.js';

/**
 * Where an expectation (or a value inside it) is written: `index` is the item's index in the list,
 * `subPath` a path inside the item (e.g. ['field_matches', 'pattern']); [] is the item's kind key.
 */
export type LocateExpectation = (index: number, subPath: (string | number)[]) => SourcePos;

const REGEX_LITERAL = /^\/(.*)\/([a-z]*)$/s;

/** `/source/flags` or a bare source; returns the error text when it does not compile. */
function regexError(pattern: string): string | undefined {
  const literal = REGEX_LITERAL.exec(pattern);
  try {
    if (literal) new RegExp(literal[1] ?? '', literal[2] ?? '');
    else new RegExp(pattern);
    return undefined;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // V8 says "Invalid regular expression: /src/flags: Reason"; keep the reason.
    const reason = message.slice(message.lastIndexOf(': ') + 2) || message;
    return reason.charAt(0).toLowerCase() + reason.slice(1);
  }
}

function isKind(name: string): name is ExpectationKind {
  return (EXPECTATION_KINDS as readonly string[]).includes(name);
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The regex-bearing strings of a parsed expectation: [path inside the item, pattern]. */
function patternsOf(kind: ExpectationKind, args: unknown): [(string | number)[], string][] {
  if (kind === 'matches' && typeof args === 'string') return [[[kind], args]];
  if (kind === 'field_matches' && isMapping(args) && typeof args['pattern'] === 'string') return [[[kind, 'pattern'], args['pattern']]];
  if ((kind === 'absent' || kind === 'contains') && Array.isArray(args)) {
    return args.flatMap((item, i): [(string | number)[], string][] =>
      typeof item === 'string' && REGEX_LITERAL.test(item) ? [[[kind, i], item]] : [],
    );
  }
  return [];
}

/**
 * Parses the items of an `expect:` list. `label` names the list in messages (e.g. "expect").
 * Throws a ConfigError at the offending line; it lists every problem of every item (`parts`).
 */
export function parseExpectations(items: readonly unknown[], locate: LocateExpectation, label = 'expect', problems?: ConfigError[]): Expectation[] {
  const out: Expectation[] = [];
  const errors: ConfigError[] = [];
  items.forEach((item, index) => {
    const parsed = parseItem(item, index, locate, label, errors);
    if (parsed) out.push(parsed);
  });
  // With `problems` (validate: every mistake at once), the items that parsed are returned beside them.
  if (problems !== undefined) problems.push(...errors);
  else if (errors.length > 0) throw combineErrors(errors);
  return out;
}

/** The keys an item may carry beside its kind: its own verdict rule (DESIGN §3b). */
export const OWN_RULE_KEYS = ['threshold', 'verdict'] as const;

/** The item's own rule: undefined when it has none, null when it is malformed (the problem is reported). */
function parseOwnRule(item: Record<string, unknown>, where: string, fail: (message: string, subPath?: (string | number)[]) => undefined): OwnRule | undefined | null {
  const hasThreshold = Object.hasOwn(item, 'threshold');
  const hasVerdict = Object.hasOwn(item, 'verdict');
  if (!hasThreshold && !hasVerdict) return undefined;
  if (!hasThreshold) {
    fail(`${where}.verdict: an expectation's own verdict needs its own threshold too, such as \`threshold: 1, verdict: count\``, ['verdict']);
    return null;
  }
  const threshold = parseThreshold(item['threshold']);
  if (!threshold.ok) {
    fail(`${where}.${threshold.message}`, ['threshold']);
    return null;
  }
  const verdict = item['verdict'];
  if (hasVerdict && verdict !== 'test' && verdict !== 'count') {
    fail(`${where}.verdict: expected test or count; got ${describeValue(verdict)}`, ['verdict']);
    return null;
  }
  return { threshold: threshold.value, ...(hasVerdict ? { verdict: verdict as 'test' | 'count' } : {}) };
}

/** One item, or undefined with its problems added to `errors`. */
function parseItem(item: unknown, index: number, locate: LocateExpectation, label: string, errors: ConfigError[]): Expectation | undefined {
  const where = `${label}[${index}]`;
  const fail = (message: string, subPath: (string | number)[] = []): undefined => {
    errors.push(new ConfigError(message, locate(index, subPath)));
    return undefined;
  };
  if (!isMapping(item)) {
    const hint = typeof item === 'string' && isKind(item) ? `; write \`- ${item}: <arguments>\`` : '';
    return fail(`${where}: each expectation is a mapping with one key, the kind (such as \`- absent: [delete]\`); got ${describeValue(item)}${hint}`);
  }
  const keys = Object.keys(item).filter((k) => !(OWN_RULE_KEYS as readonly string[]).includes(k));
  const own = parseOwnRule(item, where, fail);
  if (own === null) return undefined;
  if (keys.length !== 1) {
    const nullKind = keys.find((k) => isKind(k) && item[k] === null);
    const hint = nullKind
      ? `; if the other keys are the arguments of '${nullKind}', indent them under it`
      : '; write each expectation as its own list item';
    return fail(
      keys.length === 0
        ? `${where}: empty expectation; write one key, the kind, such as \`- absent: [delete]\``
        : `${where} has ${keys.length} keys (${keys.join(', ')}); an expectation has exactly one key, its kind${hint}`,
    );
  }
  const kind = keys[0] ?? '';
  if (!isKind(kind)) {
    const hint = didYouMean(kind, EXPECTATION_KINDS);
    return fail(`unknown expectation kind '${kind}'${hint ? `${hint} Kinds` : '; kinds'}: ${EXPECTATION_KINDS.join(', ')}`);
  }
  const schema = EXPECTATION_ARGS[kind];
  const raw = item[kind];
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const problems: Problem[] = describeIssues(parsed.error.issues, schema, raw, { labelPrefix: [label, index, kind] });
    if (problems.length === 0) return fail(`${where}.${kind}: invalid arguments`, [kind]);
    for (const problem of problems) fail(problem.message, [kind, ...problem.path]);
    return undefined;
  }
  let bad = false;
  for (const [subPath, pattern] of patternsOf(kind, parsed.data)) {
    const error = regexError(pattern);
    if (error !== undefined) {
      bad = true;
      fail(`${formatPath([label, index, ...subPath])}: invalid regular expression ${pattern} (${error}); fix the pattern (escape special characters with \\)`, subPath);
    }
  }
  if (bad) return undefined;
  // The kind and its arguments were just checked together by EXPECTATION_ARGS[kind]; TypeScript cannot
  // correlate the two through the generic index, hence the assertion.
  return { kind, args: parsed.data, source: locate(index, []), ...(own === undefined ? {} : { own }) } as Expectation;
}
