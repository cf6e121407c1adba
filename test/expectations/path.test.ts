import { describe, it, expect } from 'vitest';
import { getPath, parsePath } from '../../src/expectations/path.js';
import { compilePattern, isRegexLiteral } from '../../src/expectations/pattern.js';

const doc = {
  steps: [{ title: 'Add OAuth2', files: ['a.rs'] }, { title: 'Add JWT' }],
  risk_level: 'low',
  a: { b: [{ c: 7 }], '0': 'zero-key' },
  'weird key': { 'x.y': null },
};

describe('getPath', () => {
  const cases: { path: string; result: ReturnType<typeof getPath> }[] = [
    { path: 'steps[0].title', result: { found: true, value: 'Add OAuth2' } },
    { path: 'steps.1.title', result: { found: true, value: 'Add JWT' } },
    { path: 'steps[0].files[0]', result: { found: true, value: 'a.rs' } },
    { path: 'a.b.0.c', result: { found: true, value: 7 } },
    { path: 'a.0', result: { found: true, value: 'zero-key' } },
    { path: '["weird key"]["x.y"]', result: { found: true, value: null } },
    { path: "['weird key']", result: { found: true, value: { 'x.y': null } } },
    { path: 'risk_level', result: { found: true, value: 'low' } },
    { path: 'steps', result: { found: true, value: doc.steps } },
    { path: 'steps[2].title', result: { found: false, at: 'steps[2]' } },
    { path: 'steps[0].owner.name', result: { found: false, at: 'steps[0].owner' } },
    { path: 'risk_level.value', result: { found: false, at: 'risk_level.value' } },
    { path: 'missing', result: { found: false, at: 'missing' } },
    { path: 'steps.title', result: { found: false, at: 'steps.title' } },
  ];
  it.each(cases)('$path', ({ path, result }) => {
    expect(getPath(doc, path)).toEqual(result);
  });

  it('does not read inherited properties', () => {
    expect(getPath({}, 'constructor')).toEqual({ found: false, at: 'constructor' });
  });

  it.each([
    ['', /invalid path "": the path is empty/],
    ['a..b', /invalid path "a\.\.b": expected a key after "a\."/],
    ['a[0]b', /invalid path "a\[0\]b": expected "\." or "\[" before "b"/],
    ['a["x]', /invalid path "a\["x\]"/],
  ])('rejects the malformed path %j', (path, message) => {
    expect(() => parsePath(path)).toThrow(message);
  });
});

describe('compilePattern', () => {
  it.each([
    ['/oauth/i', 'OAuth', true],
    ['/oauth/', 'OAuth', false],
    ['oauth', 'use oauth2', true],
    ['oauth', 'OAUTH', false],
    ['/^step/m', 'intro\nstep 1', true],
    ['a/b', 'a/b', true],
  ])('%s tested on %j → %s', (source, text, expected) => {
    expect(compilePattern(source).test(text)).toBe(expected);
  });

  it('names the pattern when it is invalid', () => {
    expect(() => compilePattern('/(unclosed/i')).toThrow(/invalid pattern "\/\(unclosed\/i": .*write a JavaScript regex as \/source\/flags/);
    expect(() => compilePattern('/x/q')).toThrow(/invalid pattern "\/x\/q"/);
  });

  it('recognizes regex literals', () => {
    expect([isRegexLiteral('/a/gi'), isRegexLiteral('/a/'), isRegexLiteral('a'), isRegexLiteral('//'), isRegexLiteral('src/a.rs')]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
