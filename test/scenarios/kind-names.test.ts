/** Issue 22: the editor's "did you mean" for an expectation kind (kind-names.ts) agrees with validate's. */
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { kindNamesSchema, nearKindPattern } from '../../src/scenarios/kind-names.js';
import { EXPECTATION_KINDS } from '../../src/expectations/schema.js';
import { nearest } from '../../src/config/suggest.js';

describe('nearKindPattern', () => {
  const near = (kind: string, name: string): boolean => new RegExp(nearKindPattern(kind)).test(name);
  it.each([
    ['contains', 'contain'],
    ['contains', 'contians'],
    ['contains', 'containss'],
    ['contains', 'cotnains'],
    ['contains', 'con'],
    ['field_matches', 'field_matches_all'],
    ['max_risk', 'max_rsk'],
  ])('%s is near %s', (kind, name) => expect(near(kind, name)).toBe(true));
  it.each([
    ['contains', 'co'],
    ['contains', 'matches'],
    ['absent', 'abstain'],
    ['equals', 'eq.als.x'],
  ])('%s is not near %s', (kind, name) => expect(near(kind, name)).toBe(false));
});

/** Every name one edit away from a kind (dropped, doubled, swapped letters) and its prefixes. */
function typos(kind: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < kind.length; i++) {
    out.add(kind.slice(0, i) + kind.slice(i + 1));
    out.add(kind.slice(0, i) + kind.charAt(i) + kind.slice(i));
    if (i + 1 < kind.length) out.add(kind.slice(0, i) + kind.charAt(i + 1) + kind.charAt(i) + kind.slice(i + 2));
    if (i >= 3) out.add(kind.slice(0, i));
  }
  out.delete(kind);
  return [...out].filter((t) => !(EXPECTATION_KINDS as readonly string[]).includes(t));
}

describe('kindNamesSchema', () => {
  const schema = kindNamesSchema(EXPECTATION_KINDS);
  const ajv = new Ajv2020({ strict: false });
  const valid = ajv.compile({ type: 'object', propertyNames: schema });

  it('accepts every kind', () => {
    for (const kind of EXPECTATION_KINDS) expect(valid({ [kind]: 1 }), kind).toBe(true);
  });

  it('rejects every near miss, and suggests the kind validate suggests', () => {
    /** The kind the editor's message names: the first `then` whose `if` matches. */
    const suggested = (name: string): string | undefined => {
      let node: Record<string, unknown> | undefined = schema['else'] as Record<string, unknown>;
      while (node && 'if' in node) {
        const pattern = (node['if'] as { pattern: string }).pattern;
        if (new RegExp(pattern).test(name)) return (node['then'] as { const: string }).const;
        node = node['else'] as Record<string, unknown> | undefined;
      }
      return undefined;
    };
    for (const kind of EXPECTATION_KINDS) {
      for (const typo of typos(kind)) {
        expect(valid({ [typo]: 1 }), typo).toBe(false);
        expect(suggested(typo), typo).toBe(nearest(typo, EXPECTATION_KINDS));
      }
    }
  });
});
