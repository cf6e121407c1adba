import { beforeAll, describe, it, expect } from 'vitest';
import { checkExpectation, evaluateExpectation, outputFeatures, type OutputView } from '../../src/expectations/evaluate.js';
import { loadJsonSchemaSupport } from '../../src/expectations/json-schema.js';
import type { Expectation } from '../../src/expectations/schema.js';

// ajv is loaded on demand (the scenario loader does it for a suite with a json_schema expectation).
beforeAll(loadJsonSchemaSupport);

const source = { file: 'scenarios/planner.yaml', line: 12, col: 5 };
const fields = { steps: 'steps', risk: 'risk_level' };

const plan = {
  steps: [
    { title: 'Refactor JWT', files: ['src/auth.rs'] },
    { title: 'Add OAuth2 flow', files: ['src/oauth.rs'] },
  ],
  risk_level: 'Medium',
  status: 'ok',
  meta: { count: 2, tags: ['auth', 'security'] },
};
const planText = `Here is the plan:\n${JSON.stringify(plan)}\nIt touches src/auth.rs first, then we will delete the old session cookies.`;

function jsonView(json: unknown, text = JSON.stringify(json)): OutputView {
  return { text, json, usage: { input_tokens: 1_000, output_tokens: 200 }, latencyMs: 1_500, fields };
}
function textView(text: string, usage = { input_tokens: 1_000, output_tokens: 200 }, latencyMs = 1_500): OutputView {
  return { text, usage, latencyMs, fields };
}
const planView = jsonView(plan, planText);

interface Case {
  name: string;
  e: Expectation;
  out: OutputView;
  /** undefined: the expectation holds; a string: the exact one-line failure message. */
  message?: string;
}

const cases: Case[] = [
  // field_matches
  { name: 'field_matches pass', e: { kind: 'field_matches', args: { path: 'steps[1].title', pattern: '/oauth/i' }, source }, out: planView },
  {
    name: 'field_matches fail',
    e: { kind: 'field_matches', args: { path: 'steps[0].title', pattern: '/oauth/i' }, source },
    out: planView,
    message: 'field_matches steps[0].title: expected /oauth/i; found "Refactor JWT"',
  },
  { name: 'field_matches bare pattern on a number', e: { kind: 'field_matches', args: { path: 'meta.count', pattern: '^2$' }, source }, out: planView },
  {
    name: 'field_matches missing path',
    e: { kind: 'field_matches', args: { path: 'steps[5].title', pattern: 'x' }, source },
    out: planView,
    message: 'field_matches steps[5].title: expected /x/; found nothing at steps[5]',
  },
  {
    name: 'field_matches on a text role',
    e: { kind: 'field_matches', args: { path: 'steps[0].title', pattern: 'x' }, source },
    out: textView('plain prose {"steps": []}'),
    message: "field_matches steps[0].title: expected JSON output; found the role's output is text (set output: json on the role)",
  },
  // absent
  { name: 'absent pass', e: { kind: 'absent', args: ['rm -rf', '/drop\\s+table/i'], source }, out: planView },
  {
    name: 'absent fail (case-insensitive substring)',
    e: { kind: 'absent', args: ['DELETE'], source },
    out: textView('First we migrate the tokens, and then we will delete the old session cookies.'),
    message: 'absent: found "DELETE" at char 47 ("…, and then we will delete the old session coo…")',
  },
  {
    name: 'absent fail (regex, and a second item)',
    e: { kind: 'absent', args: ['/remove\\s+tests?/i', 'cookies'], source },
    out: textView('We Remove  test files.\nThen cookies.'),
    message: 'absent: found /remove\\s+tests?/i ("Remove  test") at char 4 ("We Remove test files. Then cookies…"); also found "cookies"',
  },
  // contains
  { name: 'contains pass', e: { kind: 'contains', args: ['oauth2', '/jwt/i'], source }, out: planView },
  {
    name: 'contains fail',
    e: { kind: 'contains', args: ['oauth2', 'api key', '/mtls/i'], source },
    out: textView('Add OAuth2 support.'),
    message: 'contains: expected "api key", /mtls/i in the output; found none of them (output: "Add OAuth2 support.")',
  },
  // matches
  { name: 'matches pass', e: { kind: 'matches', args: '/^It touches/m', source }, out: planView },
  {
    name: 'matches fail',
    e: { kind: 'matches', args: '^PLAN:', source },
    out: textView('Here is the plan'),
    message: 'matches: expected the output to match /^PLAN:/; found no match (output: "Here is the plan")',
  },
  // equals
  { name: 'equals path pass (deep, any key order)', e: { kind: 'equals', args: { path: 'meta', value: { tags: ['auth', 'security'], count: 2 } }, source }, out: planView },
  {
    name: 'equals path fail',
    e: { kind: 'equals', args: { path: 'status', value: 'done' }, source },
    out: planView,
    message: 'equals status: expected "done"; found "ok"',
  },
  {
    name: 'equals path fail (list order matters)',
    e: { kind: 'equals', args: { path: 'meta.tags', value: ['security', 'auth'] }, source },
    out: planView,
    message: 'equals meta.tags: expected ["security","auth"]; found ["auth","security"]',
  },
  { name: 'equals string scalar pass (trimmed text)', e: { kind: 'equals', args: 'APPROVED', source }, out: textView('  APPROVED\n') },
  {
    name: 'equals string scalar fail',
    e: { kind: 'equals', args: 'APPROVED', source },
    out: textView('Approved.'),
    message: 'equals: expected "APPROVED"; found "Approved."',
  },
  { name: 'equals number pass on text', e: { kind: 'equals', args: 42, source }, out: textView('42\n') },
  { name: 'equals number pass on JSON', e: { kind: 'equals', args: 42, source }, out: jsonView(42, '```json\n42\n```') },
  {
    name: 'equals boolean fail on JSON',
    e: { kind: 'equals', args: true, source },
    out: jsonView({ ok: true }),
    message: 'equals: expected true; found {"ok":true}',
  },
  // json_schema
  {
    name: 'json_schema pass',
    e: { kind: 'json_schema', args: { type: 'object', required: ['steps'], properties: { steps: { type: 'array', minItems: 1 } } }, source },
    out: planView,
  },
  {
    name: 'json_schema fail (2020-12)',
    e: {
      kind: 'json_schema',
      args: { type: 'object', properties: { steps: { type: 'array', items: { type: 'object', required: ['owner'] } } } },
      source,
    },
    out: planView,
    message: "json_schema: expected the output to match the schema; found /steps/0 must have required property 'owner'",
  },
  {
    name: 'json_schema fail (draft-07, additionalProperties)',
    e: {
      kind: 'json_schema',
      args: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', additionalProperties: false, properties: { steps: {} } },
      source,
    },
    out: jsonView({ steps: [], extra: 1 }),
    message: 'json_schema: expected the output to match the schema; found (root) must NOT have additional properties ("extra")',
  },
  // max_risk
  { name: 'max_risk pass (case-insensitive, equal)', e: { kind: 'max_risk', args: 'medium', source }, out: planView },
  {
    name: 'max_risk fail',
    e: { kind: 'max_risk', args: 'medium', source },
    out: jsonView({ risk_level: 'high' }),
    message: 'max_risk: expected at most medium; found "high" at risk_level',
  },
  {
    name: 'max_risk missing',
    e: { kind: 'max_risk', args: 'critical', source },
    out: jsonView({ steps: [] }),
    message: 'max_risk: expected at most critical; found no risk level at risk_level',
  },
  {
    name: 'max_risk unknown level',
    e: { kind: 'max_risk', args: 'high', source },
    out: jsonView({ risk_level: 'severe' }),
    message: 'max_risk: expected at most high; found "severe" at risk_level, which is not one of low, medium, high, critical',
  },
  // decomposes
  { name: 'decomposes pass', e: { kind: 'decomposes', args: true, source }, out: planView },
  {
    name: 'decomposes fail (1 step)',
    e: { kind: 'decomposes', args: true, source },
    out: jsonView({ steps: [{ title: 'do it all' }] }),
    message: 'decomposes: expected the plan to decompose (steps has ≥ 2 items); found 1 step',
  },
  {
    name: 'decomposes fail (not a list)',
    e: { kind: 'decomposes', args: true, source },
    out: jsonView({ steps: 'one, two' }),
    message: 'decomposes: expected the plan to decompose (steps has ≥ 2 items); found a string at steps, not a list',
  },
  { name: 'decomposes: false pass (no steps)', e: { kind: 'decomposes', args: false, source }, out: jsonView({ answer: 1 }) },
  {
    name: 'decomposes: false fail',
    e: { kind: 'decomposes', args: false, source },
    out: planView,
    message: 'decomposes: expected the plan not to decompose (steps has < 2 items); found 2 steps',
  },
  // max_tokens
  { name: 'max_tokens pass (equal)', e: { kind: 'max_tokens', args: 1_200, source }, out: planView },
  {
    name: 'max_tokens fail',
    e: { kind: 'max_tokens', args: 50_000, source },
    out: textView('x', { input_tokens: 60_000, output_tokens: 1_200 }),
    message: 'max_tokens: expected ≤ 50000 tokens; found 61,200 (60,000 in + 1,200 out)',
  },
  // references_files
  { name: 'references_files pass', e: { kind: 'references_files', args: ['src/auth.rs', './src/oauth.rs'], source }, out: planView },
  {
    name: 'references_files fail',
    e: { kind: 'references_files', args: ['src/auth.rs', 'src/keys.rs', 'src/jwt.rs'], source },
    out: textView('Change src/auth.rs only.'),
    message: 'references_files: expected the output to mention src/keys.rs, src/jwt.rs; found no mention (output: "Change src/auth.rs only.")',
  },
  // max_latency_ms
  // equals compares every element and every key, not just one of them
  {
    name: 'equals list fails when only the first elements agree',
    e: { kind: 'equals', args: { path: 'meta.tags', value: ['auth', 'privacy'] }, source },
    out: planView,
    message: 'equals meta.tags: expected ["auth","privacy"]; found ["auth","security"]',
  },
  {
    name: 'equals list fails on a longer list with the same start',
    e: { kind: 'equals', args: { path: 'meta.tags', value: ['auth', 'security', 'ops'] }, source },
    out: planView,
    message: 'equals meta.tags: expected ["auth","security","ops"]; found ["auth","security"]',
  },
  {
    name: 'equals object fails when one key of several differs',
    e: { kind: 'equals', args: { path: 'meta', value: { count: 2, tags: ['auth'] } }, source },
    out: planView,
    message: 'equals meta: expected {"count":2,"tags":["auth"]}; found {"count":2,"tags":["auth","security"]}',
  },
  {
    name: 'equals object fails when a key is named differently',
    e: { kind: 'equals', args: { path: 'meta', value: { count: 2, labels: ['auth', 'security'] } }, source },
    out: planView,
    message: 'equals meta: expected {"count":2,"labels":["auth","security"]}; found {"count":2,"tags":["auth","security"]}',
  },
  {
    name: 'equals object fails when a nested value differs',
    e: { kind: 'equals', args: { path: 'b', value: { a: 1, c: [1, 2] } }, source },
    out: jsonView({ b: { a: 1, c: [1, 3] } }),
    message: 'equals b: expected {"a":1,"c":[1,2]}; found {"a":1,"c":[1,3]}',
  },
  {
    name: 'equals a list does not equal an object with the same entries',
    e: { kind: 'equals', args: { path: 'meta.tags', value: { 0: 'auth', 1: 'security' } }, source },
    out: planView,
    message: 'equals meta.tags: expected {"0":"auth","1":"security"}; found ["auth","security"]',
  },
  // max_tokens counts input and output together
  {
    name: 'max_tokens fails when input + output exceed the cap though each alone is under it',
    e: { kind: 'max_tokens', args: 1_100, source },
    out: planView,
    message: 'max_tokens: expected ≤ 1100 tokens; found 1,200 (1,000 in + 200 out)',
  },
  // every branch's own message
  { name: 'field_matches anchors against the string itself, not its JSON quotes', e: { kind: 'field_matches', args: { path: 'steps[1].title', pattern: '^Add OAuth2 flow$' }, source }, out: planView },
  {
    name: 'absent lists every further item found',
    e: { kind: 'absent', args: ['rm', 'drop', 'truncate'], source },
    out: textView('rm it, drop it, truncate it'),
    message: 'absent: found "rm" at char 1 ("rm it, drop it, trunca…"); also found "drop", "truncate"',
  },
  { name: 'absent and contains read a plain item literally', e: { kind: 'contains', args: ['(v1.2)', 'a+b'], source }, out: textView('Released (v1.2) with a+b.') },
  {
    name: 'contains fail, one item missing',
    e: { kind: 'contains', args: ['oauth2', 'api key'], source },
    out: textView('  Add\n\n OAuth2   support.  '),
    message: 'contains: expected "api key" in the output; found no occurrence (output: "Add OAuth2 support.")',
  },
  {
    name: 'contains fail shows an output of exactly 60 characters whole',
    e: { kind: 'contains', args: ['api key'], source },
    out: textView('x'.repeat(60)),
    message: `contains: expected "api key" in the output; found no occurrence (output: "${'x'.repeat(60)}")`,
  },
  {
    name: 'contains fail cuts an output of 61 characters',
    e: { kind: 'contains', args: ['api key'], source },
    out: textView('x'.repeat(61)),
    message: `contains: expected "api key" in the output; found no occurrence (output: "${'x'.repeat(60)}…")`,
  },
  {
    name: 'equals path on a text role',
    e: { kind: 'equals', args: { path: 'status', value: 'ok' }, source },
    out: textView('status: ok'),
    message: "equals status: expected JSON output; found the role's output is text (set output: json on the role)",
  },
  {
    name: 'equals path missing',
    e: { kind: 'equals', args: { path: 'meta.owner', value: 'me' }, source },
    out: planView,
    message: 'equals meta.owner: expected "me"; found nothing at meta.owner',
  },
  {
    name: 'equals path without a value',
    e: { kind: 'equals', args: { path: 'status', value: undefined }, source },
    out: planView,
    message: 'equals status: expected undefined; found "ok"',
  },
  {
    name: 'equals a list does not equal a string of its items',
    e: { kind: 'equals', args: { path: 'letters', value: 'ab' }, source },
    out: jsonView({ letters: ['a', 'b'] }),
    message: 'equals letters: expected "ab"; found ["a","b"]',
  },
  {
    name: 'equals a number does not equal an empty object',
    e: { kind: 'equals', args: { path: 'meta.count', value: {} }, source },
    out: planView,
    message: 'equals meta.count: expected {}; found 2',
  },
  {
    name: 'equals an empty object does not equal a number',
    e: { kind: 'equals', args: { path: 'a', value: 0 }, source },
    out: jsonView({ a: {} }),
    message: 'equals a: expected 0; found {}',
  },
  {
    name: 'equals null does not equal an empty object',
    e: { kind: 'equals', args: { path: 'a', value: {} }, source },
    out: jsonView({ a: null }),
    message: 'equals a: expected {}; found null',
  },
  {
    name: 'equals an empty object does not equal null',
    e: { kind: 'equals', args: { path: 'a', value: null }, source },
    out: jsonView({ a: {} }),
    message: 'equals a: expected null; found {}',
  },
  {
    name: 'equals object fails when the output lacks a key',
    e: { kind: 'equals', args: { path: 'meta', value: { count: 2, tags: ['auth', 'security'], owner: 'me' } }, source },
    out: planView,
    message: 'equals meta: expected {"count":2,"tags":["auth","security"],"owner":"me"}; found {"count":2,"tags":["auth","security"]}',
  },
  { name: 'equals string pass on a JSON string in a fence', e: { kind: 'equals', args: 'APPROVED', source }, out: jsonView('APPROVED', '```json\n"APPROVED"\n```') },
  {
    name: 'equals string fail on JSON shows the text',
    e: { kind: 'equals', args: 'APPROVED', source },
    out: jsonView({ verdict: 'x' }),
    message: 'equals: expected "APPROVED"; found "{\\"verdict\\":\\"x\\"}"',
  },
  {
    name: 'equals number fail on text',
    e: { kind: 'equals', args: 42, source },
    out: textView(' 41\n'),
    message: 'equals: expected 42; found "41"',
  },
  {
    name: 'json_schema on a text role',
    e: { kind: 'json_schema', args: { type: 'object' }, source },
    out: textView('{}'),
    message: "json_schema: expected JSON output; found the role's output is text (set output: json on the role)",
  },
  {
    name: 'max_risk on a text role',
    e: { kind: 'max_risk', args: 'high', source },
    out: textView('risk: low'),
    message: "max_risk: expected JSON output; found the role's output is text (set output: json on the role)",
  },
  { name: 'max_risk pass (spaces around the level)', e: { kind: 'max_risk', args: 'low', source }, out: jsonView({ risk_level: ' Low ' }) },
  {
    name: 'max_risk a number is not a level',
    e: { kind: 'max_risk', args: 'high', source },
    out: jsonView({ risk_level: 3 }),
    message: 'max_risk: expected at most high; found 3 at risk_level, which is not one of low, medium, high, critical',
  },
  {
    name: 'decomposes missing',
    e: { kind: 'decomposes', args: true, source },
    out: jsonView({ answer: 1 }),
    message: 'decomposes: expected the plan to decompose (steps has ≥ 2 items); found nothing at steps',
  },
  {
    name: 'decomposes fail (null)',
    e: { kind: 'decomposes', args: true, source },
    out: jsonView({ steps: null }),
    message: 'decomposes: expected the plan to decompose (steps has ≥ 2 items); found null at steps, not a list',
  },
  {
    name: 'decomposes fail (an object)',
    e: { kind: 'decomposes', args: true, source },
    out: jsonView({ steps: { first: 'a', then: 'b' } }),
    message: 'decomposes: expected the plan to decompose (steps has ≥ 2 items); found an object at steps, not a list',
  },
  { name: 'references_files matches a parent-relative path as written', e: { kind: 'references_files', args: ['../shared/auth.rs'], source }, out: textView('See ../shared/auth.rs.') },
  { name: 'max_latency_ms pass', e: { kind: 'max_latency_ms', args: 1_500, source }, out: planView },
  {
    name: 'max_latency_ms fail',
    e: { kind: 'max_latency_ms', args: 30_000, source },
    out: textView('x', undefined, 41_250.4),
    message: 'max_latency_ms: expected ≤ 30000 ms; found 41,250 ms',
  },
];

describe('evaluateExpectation', () => {
  it.each(cases)('$name', ({ e, out, message }) => {
    expect(evaluateExpectation(e, out)).toEqual(message === undefined ? { pass: true } : { pass: false, message });
  });

  it('keeps every failure message on one line, with long values cut', () => {
    const long = 'x'.repeat(500);
    const outcome = evaluateExpectation(
      { kind: 'field_matches', args: { path: 'a', pattern: '^y' }, source },
      jsonView({ a: `line one\nline two ${long}` }),
    );
    expect(outcome.message).not.toContain('\n');
    expect(outcome.message?.length).toBeLessThan(200);
    expect(outcome.message).toMatch(/…$/);
  });

  it('throws, naming the scenario file and line, when the expectation itself is broken', () => {
    expect(() => evaluateExpectation({ kind: 'matches', args: '/(oops/', source }, textView('x'))).toThrow(
      /^scenarios\/planner\.yaml:12:5: matches: invalid pattern "\/\(oops\/"/,
    );
    expect(() => evaluateExpectation({ kind: 'judge', args: { rubric: 'r' }, source }, textView('x'))).toThrow(/judgeOutput/);
  });
});

describe('checkExpectation', () => {
  it.each<[Expectation, RegExp | undefined]>([
    [{ kind: 'absent', args: ['ok', '/fine/i'], source }, undefined],
    [{ kind: 'absent', args: ['ok', '/[bad/'], source }, /^scenarios\/planner\.yaml:12:5: absent: invalid pattern "\/\[bad\/"/],
    [{ kind: 'field_matches', args: { path: 'a..b', pattern: 'x' }, source }, /field_matches: invalid path "a\.\.b"/],
    [{ kind: 'equals', args: { path: 'a[', value: 1 }, source }, /equals: invalid path "a\["/],
    [{ kind: 'json_schema', args: { type: 'nonsense' }, source }, /json_schema: invalid json_schema: /],
    [{ kind: 'json_schema', args: { $schema: 'http://json-schema.org/draft-04/schema#' }, source }, /unsupported \$schema .*draft-04/],
    [{ kind: 'max_tokens', args: 10, source }, undefined],
    [{ kind: 'contains', args: ['ok', '/[bad/'], source }, /^scenarios\/planner\.yaml:12:5: contains: invalid pattern "\/\[bad\/"/],
    [{ kind: 'absent', args: ['a (b', 'c[d'], source }, undefined],
    [{ kind: 'matches', args: '/(oops/', source }, /^scenarios\/planner\.yaml:12:5: matches: invalid pattern "\/\(oops\/"/],
    [{ kind: 'equals', args: 'APPROVED', source }, undefined],
    [{ kind: 'equals', args: { path: 'a.b', value: 1 }, source }, undefined],
  ])('%# %j', (e, message) => {
    const result = checkExpectation(e);
    if (message === undefined) expect(result).toBeUndefined();
    else expect(result).toMatch(message);
  });
});

describe('outputFeatures', () => {
  it.each([
    [plan, { decomposes: true, risk: 'medium' }],
    [{ steps: ['one'], risk_level: ' LOW ' }, { decomposes: false, risk: 'low' }],
    [{ steps: 'n/a', risk_level: 3 }, {}],
    [undefined, {}],
  ])('%j → %j', (json, features) => {
    expect(outputFeatures(json, fields)).toEqual(features);
  });
});
