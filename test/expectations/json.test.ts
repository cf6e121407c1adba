import { describe, it, expect } from 'vitest';
import { extractJson } from '../../src/expectations/json.js';

describe('extractJson', () => {
  const found: { name: string; text: string; value: unknown }[] = [
    { name: 'a bare object', text: '{"a": 1}', value: { a: 1 } },
    { name: 'a bare array with whitespace around', text: '\n  [1, 2, 3]  \n', value: [1, 2, 3] },
    { name: 'a ```json fence', text: 'Here it is:\n```json\n{"steps": ["a", "b"]}\n```\nDone.', value: { steps: ['a', 'b'] } },
    { name: 'a fence with no language tag', text: '```\n{"x": true}\n```', value: { x: true } },
    {
      name: 'the first fence that parses, skipping one that does not',
      text: '```ts\nconst x = {a: 1};\n```\nand\n```json\n{"a": 2}\n```',
      value: { a: 2 },
    },
    { name: 'prose before and after', text: 'Sure, here is the plan: {"risk": "low"} Let me know!', value: { risk: 'low' } },
    {
      name: 'braces and brackets inside strings',
      text: 'Plan: {"title": "use } and ] and \\" {[ inside", "n": [1, {"m": "}"}]} end',
      value: { title: 'use } and ] and " {[ inside', n: [1, { m: '}' }] },
    },
    { name: 'nested objects', text: 'x {"a": {"b": {"c": [1, [2]]}}} y', value: { a: { b: { c: [1, [2]] } } } },
    { name: 'an array in prose', text: 'The steps are ["one", "two"].', value: ['one', 'two'] },
    {
      name: 'JSON after a bracketed aside that is not JSON',
      text: 'See [the docs](http://x) and then {"ok": true}',
      value: { ok: true },
    },
  ];
  it.each(found)('finds $name', ({ text, value }) => {
    expect(extractJson(text)).toEqual({ ok: true, value });
  });

  const missing: { name: string; text: string; reason: RegExp }[] = [
    { name: 'empty output', text: '   \n', reason: /^the output is empty$/ },
    {
      name: 'prose with no JSON',
      text: 'Sure, here is what I would do: refactor the auth module.',
      reason: /^no JSON object or array in the output \(starts with: 'Sure, here is what I would do: refactor …'\)$/,
    },
    { name: 'an unclosed object', text: 'Result: {"a": [1, 2}', reason: /"\{" at char 9 is closed by a mismatched "}" at char 20/ },
    { name: 'an object cut off by a token limit', text: 'Result: {"a": [1, 2', reason: /"\{" at char 9 has no matching "\}"/ },
    { name: 'balanced but invalid JSON', text: "Result: {a: 'single'}", reason: /found "\{" at char 9 \('\{a: 'single'\}'\) but it does not parse as JSON/ },
    { name: 'a fence with broken JSON', text: '```json\n{"a": 1,}\n```', reason: /a fenced code block at char 1 does not parse as JSON/ },
  ];
  it.each(missing)('explains $name', ({ text, reason }) => {
    const result = extractJson(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});
