/**
 * Issue 11, "schemas that teach": every key and every expectation kind carries a description, a
 * `_defaults.yaml` has its own schema, a scenario file may leave `role` to a `_defaults.yaml`, internal
 * labels never show, and threshold patterns are checked.
 */
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { configJsonSchema, scenarioDefaultsJsonSchema, scenarioJsonSchema } from '../../src/config/json-schema.js';
import { EXPECTATION_KINDS } from '../../src/expectations/schema.js';

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** Every `properties` entry in the schema, with its path, resolved through $ref. */
function properties(schema: Json): { path: string; prop: Json }[] {
  const defs = isObject(schema['$defs']) ? schema['$defs'] : {};
  const out: { path: string; prop: Json }[] = [];
  const seen = new Set<unknown>();
  const resolve = (node: Json): Json => {
    const ref = node['$ref'];
    if (typeof ref === 'string' && ref.startsWith('#/$defs/')) {
      const target = defs[ref.slice('#/$defs/'.length)];
      return isObject(target) ? { ...target, ...node } : node;
    }
    return node;
  };
  const walk = (node: unknown, at: string): void => {
    if (!isObject(node) || seen.has(node)) return;
    seen.add(node);
    const props = node['properties'];
    if (isObject(props)) {
      for (const [key, value] of Object.entries(props)) {
        if (isObject(value)) {
          out.push({ path: `${at}.${key}`, prop: resolve(value) });
          walk(resolve(value), `${at}.${key}`);
        }
      }
    }
    for (const key of ['anyOf', 'oneOf', 'allOf']) {
      const list = node[key];
      if (Array.isArray(list)) list.forEach((item) => isObject(item) && walk(resolve(item), at));
    }
    for (const key of ['items', 'additionalProperties']) {
      const child = node[key];
      if (isObject(child)) walk(resolve(child), `${at}[]`);
    }
  };
  walk(schema, '');
  return out;
}

const schemas = [
  ['config', configJsonSchema()],
  ['scenario', scenarioJsonSchema()],
  ['_defaults.yaml', scenarioDefaultsJsonSchema()],
] as const;

describe('descriptions', () => {
  it.each(schemas)('every key of the %s schema has a description', (_name, schema) => {
    const missing = properties(schema)
      .filter(({ prop }) => typeof prop['description'] !== 'string' || prop['description'].length < 12)
      .map(({ path }) => path);
    expect(missing).toEqual([]);
  });

  it('every expectation kind says what it checks, not just its name', () => {
    const text = JSON.stringify(scenarioJsonSchema());
    expect(text).not.toMatch(/The '[a-z_]+' expectation\./);
    const kinds = properties(scenarioJsonSchema()).filter(({ path }) => EXPECTATION_KINDS.some((k) => path.endsWith(`.expect[].${k}`)));
    expect(new Set(kinds.map(({ path }) => path.split('.').at(-1)))).toEqual(new Set(EXPECTATION_KINDS));
    for (const { prop, path } of kinds) expect(prop['description'], path).toMatch(/.{25,}/);
  });

  it('shows no internal labels', () => {
    for (const [, schema] of schemas) expect(JSON.stringify(schema)).not.toMatch(/__schema/);
  });
});

describe('validation as an editor sees it', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const scenario = ajv.compile(scenarioJsonSchema());
  const defaults = ajv.compile(scenarioDefaultsJsonSchema());

  it('a scenario may leave role to a _defaults.yaml', () => {
    expect(scenario({ name: 'a', context: {}, expect: [{ contains: ['x'] }] }), ajv.errorsText(scenario.errors)).toBe(true);
  });

  it('a _defaults.yaml takes scenario keys but not name', () => {
    expect(defaults({ role: 'planner', runs: 5, expect: [{ max_tokens: 4000 }] }), ajv.errorsText(defaults.errors)).toBe(true);
    expect(defaults({ name: 'x' })).toBe(false);
    expect(defaults({ rol: 'x' })).toBe(false);
  });

  it.each([
    ['2/3', true],
    ['3/5', true],
    ['10/10', true],
    [' 1 / 2 ', true],
    [0.8, true],
    [1, true],
    ['4/3', false],
    ['11/10', false],
    ['0/3', false],
    ['2/0', false],
    [1.5, false],
    [0, false],
    ['most', false],
  ])('threshold %j → %s', (threshold, ok) => {
    expect(scenario({ name: 'a', role: 'r', threshold })).toBe(ok);
    expect(defaults({ threshold })).toBe(ok);
  });
});
