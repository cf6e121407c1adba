/**
 * The committed JSON Schemas (schema/*.json) must equal what the zod schemas generate, and must accept
 * the DESIGN examples and reject typos, since editors show their verdict to users.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { configJsonSchema, scenarioDefaultsJsonSchema, scenarioJsonSchema, schemaFileText } from '../../src/config/json-schema.js';

const files = [
  { name: 'context-eval.schema.json', make: configJsonSchema },
  { name: 'scenario.schema.json', make: scenarioJsonSchema },
  { name: 'scenario-defaults.schema.json', make: scenarioDefaultsJsonSchema },
];

const fromRoot = (rel: string): string => fileURLToPath(new URL(`../../${rel}`, import.meta.url));
const fixture = (rel: string): unknown => parse(readFileSync(fromRoot(`test/fixtures/config/design-example/${rel}`), 'utf8'));

describe('committed JSON Schemas', () => {
  it.each(files)('schema/$name is up to date', ({ name, make }) => {
    const target = fromRoot(`schema/${name}`);
    const fresh = schemaFileText(make());
    if (process.env['UPDATE_SCHEMA'] === '1') writeFileSync(target, fresh);
    const committed = existsSync(target) ? readFileSync(target, 'utf8') : '';
    expect(committed === fresh, `schema/${name} is stale; run UPDATE_SCHEMA=1 npx vitest run test/config/json-schema.test.ts`).toBe(true);
  });
});

describe('the schemas as editors use them', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const validateConfig = ajv.compile(configJsonSchema());
  const validateScenario = ajv.compile(scenarioJsonSchema());

  it('accept the DESIGN config and scenario', () => {
    expect(validateConfig(fixture('context-eval.yaml')), ajv.errorsText(validateConfig.errors)).toBe(true);
    expect(validateScenario(fixture('scenarios/planner-decomposes.yaml')), ajv.errorsText(validateScenario.errors)).toBe(true);
  });

  it('accept a list of scenarios under scenarios:', () => {
    expect(validateScenario({ scenarios: [{ name: 'a', role: 'r' }, { name: 'b', role: 'r', expect: [{ contains: 'x' }] }] })).toBe(true);
  });

  it.each([
    ['an unknown scenario key', { name: 'a', role: 'r', contxt: {} }],
    ['a missing name', { role: 'r' }],
    ['an unknown expectation kind', { name: 'a', role: 'r', expect: [{ absnt: ['x'] }] }],
    ['an expectation with two keys', { name: 'a', role: 'r', expect: [{ absent: ['x'], contains: ['y'] }] }],
    ['max_risk extreme', { name: 'a', role: 'r', expect: [{ max_risk: 'extreme' }] }],
    ['runs 0', { name: 'a', role: 'r', runs: 0 }],
  ])('reject %s in a scenario', (_label, scenario) => {
    expect(validateScenario(scenario)).toBe(false);
  });

  it.each([
    ['an unknown top-level key', { version: 1, provders: {}, providers: {}, roles: {} }],
    ['version 2', { version: 2, providers: {}, roles: {} }],
    ['an unknown provider type', { version: 1, providers: { m: { type: 'opnai', model: 'x' } }, roles: {} }],
  ])('reject %s in the config', (_label, config) => {
    expect(validateConfig(config)).toBe(false);
  });
});
