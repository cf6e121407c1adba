/** The structural checks parseYaml runs on every file, case by case (src/config/yaml-checks.ts). */
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { firstStructuralProblem } from '../../src/config/yaml-checks.js';

function problem(text: string): string | undefined {
  const doc = parseDocument(text, { uniqueKeys: true, merge: true, prettyErrors: false });
  expect(doc.errors).toEqual([]);
  return firstStructuralProblem(doc, text, { maxDepth: 5, maxAddedValues: 1000, maxAddedChars: 10_000 })?.message;
}

describe('firstStructuralProblem', () => {
  it.each([
    ['plain values', 'a: 1\nb: [x, y]\nc: { d: e }\n'],
    ['an alias of an earlier node, twice', 'a: &x [1, 2]\nb: *x\nc: { d: *x }\n'],
    ['a merge of a mapping', 'a: { <<: { b: 1 }, c: 2 }\n'],
    ['a merge of an alias of a mapping', 'a: &m { b: 1 }\nc: { <<: *m }\n'],
    ['a merge of a list of mappings and aliases', 'a: &m { b: 1 }\nc: { <<: [*m, { d: 2 }] }\n'],
    ['a merge of an alias of a list of mappings', 'l: &l [{ b: 1 }, { c: 2 }]\nc: { <<: *l }\n'],
    ['a quoted "<<" key with a plain value', '"<<": 5\n'],
    ['nesting at the limit', 'a: { b: { c: { d: { e: 1 } } } }\n'],
    ['a star inside a string', 'a: "2 * 3"\nb: x*y\n'],
    ['aliases adding exactly the budget of values', `l: &l [${Array(99).fill('a').join(', ')}]\nc: [${Array(10).fill('*l').join(', ')}]\n`],
    ['an anchor name used twice (the later one wins)', 'a: &x [1]\nb: &x { k: v }\nc: { <<: *x }\n'],
  ])('accepts %s (which the package then turns into a value)', (_name, text) => {
    expect(problem(text)).toBeUndefined();
    expect(() => parseDocument(text, { merge: true }).toJS({ maxAliasCount: 1000 })).not.toThrow();
  });

  it.each([
    ['nesting past the limit', 'a: { b: { c: { d: { e: { f: 1 } } } } }\n', /nested more than 5 levels/],
    ['a list as a key', '? [a, b]\n: x\n', /key is a list or mapping/],
    ['a mapping as a key, deeper down', 'a:\n  ? { k: v }\n  : x\n', /key is a list or mapping/],
    ['an alias that names no anchor', 'a: *nope\n', /alias \*nope names no anchor/],
    ['an alias inside its own node', 'a: &x [1, *x]\n', /\*x sits inside the node it names/],
    ['an alias inside a descendant of its node', 'a: &x { b: [ { c: *x } ] }\n', /\*x sits inside the node it names/],
    ['a merge of a scalar', 'a: { <<: 5 }\n', /merge \(<<\) takes a mapping/],
    ['a merge of an alias of a scalar', 's: &s 5\na: { <<: *s }\n', /merge \(<<\) takes a mapping/],
    ['a merge of a list holding a scalar', 'a: { <<: [{ b: 1 }, 2] }\n', /merge \(<<\) takes a mapping/],
    ['an empty merge', 'a:\n  <<:\n  b: 1\n', /merge \(<<\) takes a mapping/],
    ['aliases adding one value past the budget', `l: &l [${Array(99).fill('a').join(', ')}]\nc: [${Array(11).fill('*l').join(', ')}]\n`, /expand it by more than 1,000 values \(this \*l goes past it\)/],
    ['merges adding past the budget', `m: &m { ${Array.from({ length: 100 }, (_, i) => `k${i}: v`).join(', ')} }\n${Array.from({ length: 6 }, (_, i) => `x${i}: { <<: *m }`).join('\n')}\n`, /more than 1,000 values/],
    ['aliases of aliases adding past the budget', 'a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\n', /more than 1,000 values/],
    ['aliases adding past the budget of text', `s: &s "${'x'.repeat(2000)}"\nc: [${Array(6).fill('*s').join(', ')}]\n`, /expand it by more than 10,000 characters of text \(this \*s goes past it\)/],
    ['a NUL written as an escape', 'a: "x\\0y"\n', /NUL character/],
    ['a NUL escape in a key', '"k\\x00": 1\n', /NUL character/],
  ])('names %s', (_name, text, message) => {
    expect(problem(text)).toMatch(message);
  });
});
