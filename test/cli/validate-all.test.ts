/**
 * Issue 22 (why 8): `validate` reports every problem of every file in one pass (config and scenarios,
 * every zod issue), still exit 2 before any model call. Five mistakes must not take five runs.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { runCliInProcess } from './in-process.js';
import { makeProject, removeProjects } from '../config/temp-project.js';

afterAll(removeProjects);

const ENV = { PATH: process.env.PATH ?? '' };

const CONFIG = [
  'version: 1', // 1
  'providers:', // 2
  '  main:', // 3
  '    type: openai', // 4
  '    model: gpt-4.1-mini', // 5
  'roles:', // 6
  '  planner:', // 7
  '    provider: main', // 8
  '    system: prompts/planner.md', // 9
  '    output: json', // 10
  '',
].join('\n');

const PROMPT = { 'prompts/planner.md': 'You plan.\n' };

async function validate(files: Record<string, string>) {
  const dir = await makeProject(files);
  return runCliInProcess(dir, ['validate'], ENV);
}

/** The problem lines of validate's report (each "  file:line:col: message"). */
const problemLines = (stderr: string): string[] => stderr.split('\n').filter((l) => /^ {2}\S+:\d+/.test(l));

describe('validate reports every problem at once', () => {
  it('a scenario file with 5 mistakes lists all 5 in one run', async () => {
    const scenario = [
      'name: a', // 1
      'role: planner', // 2
      'runz: 3', // 3: unknown key
      'context: { objective: x }', // 4
      'expect:', // 5
      '  - contain: [x]', // 6: unknown kind
      '  - max_risk: extreme', // 7: not a level
      '  - matches: "(unclosed"', // 8: bad regex
      '  - max_tokens: -1', // 9: not positive
      '',
    ].join('\n');
    const r = await validate({ 'context-eval.yaml': CONFIG, ...PROMPT, 'scenarios/a.yaml': scenario });
    expect(r.code, r.stdout).toBe(2);
    expect(r.stderr).toMatch(/^context-eval: 5 problems found; nothing was sent to a model:/);
    const lines = problemLines(r.stderr);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/scenarios\/a\.yaml:3:1: unknown key 'runz'.*did you mean 'runs'/);
    expect(lines[1]).toMatch(/scenarios\/a\.yaml:6:5: unknown expectation kind 'contain'; did you mean 'contains'\?/);
    expect(lines[2]).toMatch(/scenarios\/a\.yaml:7:\d+: expect\[1\]\.max_risk: .*'extreme'/);
    expect(lines[3]).toMatch(/scenarios\/a\.yaml:8:\d+: expect\[2\]\.matches: invalid regular expression/);
    expect(lines[4]).toMatch(/scenarios\/a\.yaml:9:\d+: expect\[3\]\.max_tokens: .*-1/);
  });

  it('every issue of one expectation is listed', async () => {
    const scenario = ['name: a', 'role: planner', 'expect:', '  - field_matches: { path: 7, patern: x }', ''].join('\n');
    const r = await validate({ 'context-eval.yaml': CONFIG, ...PROMPT, 'scenarios/a.yaml': scenario });
    expect(r.code).toBe(2);
    const text = problemLines(r.stderr).join('\n');
    expect(text).toMatch(/expect\[0\]\.field_matches\.path: expected a string, got 7/);
    expect(text).toMatch(/unknown key 'patern'.*did you mean 'pattern'/);
    expect(text).toMatch(/expect\[0\]\.field_matches\.pattern is required/);
  });

  it('config mistakes and scenario mistakes come out of one run', async () => {
    const config = CONFIG.replace('    model: gpt-4.1-mini', '    model: gpt-4.1-mini\n    temprature: 0.5').replace('    output: json', '    output: jsn');
    const scenario = ['name: a', 'role: planner', 'expect:', '  - decomposes: maybe', '  - absnt: [x]', ''].join('\n');
    const r = await validate({ 'context-eval.yaml': config, ...PROMPT, 'scenarios/a.yaml': scenario });
    expect(r.code).toBe(2);
    const lines = problemLines(r.stderr);
    expect(lines.join('\n')).toMatch(/context-eval\.yaml:6:5: unknown key 'temprature'.*did you mean 'temperature'/);
    expect(lines.join('\n')).toMatch(/context-eval\.yaml:11:\d+: roles\.planner\.output: .*'jsn'; did you mean 'json'/);
    expect(lines.join('\n')).toMatch(/scenarios\/a\.yaml:4:\d+: expect\[0\]\.decomposes: expected true or false, got 'maybe'/);
    expect(lines.join('\n')).toMatch(/scenarios\/a\.yaml:5:5: unknown expectation kind 'absnt'; did you mean 'absent'/);
    // No knock-on problem: the scenario is checked as if output were the 'json' the message suggests.
    expect(lines).toHaveLength(4);
  });

  it('every unknown name in the config and every scenario of a file', async () => {
    const config = `${CONFIG}  writer:\n    provider: mian\n    system: prompts/planner.md\nreview: { provider: gpt }\n`;
    const scenarios = ['scenarios:', '  - name: a', '    role: planer', '  - name: b', '    role: planner', '    expect: [{ max_risk: huge }]', ''].join('\n');
    const r = await validate({ 'context-eval.yaml': config, ...PROMPT, 'scenarios/a.yaml': scenarios });
    expect(r.code).toBe(2);
    const text = problemLines(r.stderr).join('\n');
    expect(text).toMatch(/roles\.writer\.provider: unknown provider 'mian'; did you mean 'main'/);
    expect(text).toMatch(/review\.provider: unknown provider 'gpt'/);
    expect(text).toMatch(/unknown role 'planer'; did you mean 'planner'/);
    expect(text).toMatch(/expect\[0\]\.max_risk: .*'huge'/);
  });

  it('a config that cannot be read as one still lists all its problems, and says the scenarios wait', async () => {
    const config = ['version: 1', 'providers:', '  main: { type: openai }', 'roles:', '  planner: { system: prompts/planner.md }', 'defaults: { runs: 0 }', ''].join('\n');
    const r = await validate({ 'context-eval.yaml': config, ...PROMPT, 'scenarios/a.yaml': 'name: a\nrole: planner\nrunz: 1\n' });
    expect(r.code).toBe(2);
    const text = problemLines(r.stderr).join('\n');
    expect(text).toMatch(/context-eval\.yaml:3:\d+: providers\.main\.model is required/);
    expect(text).toMatch(/context-eval\.yaml:5:\d+: roles\.planner\.provider is required/);
    expect(text).toMatch(/context-eval\.yaml:6:\d+: defaults\.runs: expected a number ≥ 1, got 0|defaults\.runs: expected a number > 0, got 0/);
    expect(r.stderr).toMatch(/scenarios were not checked: fix the config first/);
  });
});

/** Issue 32, item 8: the kinds a first pass used to hide behind another mistake of the same scenario. */
describe('validate finds every mistake in one pass (issue 32)', () => {
  const TEXT_ROLE = `${CONFIG}  writer:\n    provider: main\n    system: prompts/planner.md\n    output: text\n`;

  it('a JSON kind on a text role is reported beside an unknown key and an unknown kind', async () => {
    const scenario = [
      'name: a', // 1
      'role: writer', // 2
      'runz: 3', // 3: unknown key
      'context: { objective: x }', // 4
      'expect:', // 5
      '  - contain: [x]', // 6: unknown kind
      '  - json_schema: { type: object }', // 7: reads JSON, the role writes text
      '  - matches: "(unclosed"', // 8: bad regex
      '  - max_tokens: -1', // 9: not positive
      '',
    ].join('\n');
    const r = await validate({ 'context-eval.yaml': TEXT_ROLE, ...PROMPT, 'scenarios/a.yaml': scenario });
    expect(r.code, r.stdout).toBe(2);
    const lines = problemLines(r.stderr);
    expect(lines.join('\n')).toMatch(/scenarios\/a\.yaml:7:\d+: json_schema reads JSON, but role 'writer' has output: text/);
    expect(lines).toHaveLength(5);
  });

  it('an unusable json_schema and a JSON kind on a text role beside a shape mistake', async () => {
    const scenario = ['name: a', 'role: writer', 'runs: many', 'expect:', '  - json_schema: { type: objekt }', '  - field_matches: { path: a, pattern: x }', ''].join('\n');
    const r = await validate({ 'context-eval.yaml': TEXT_ROLE, ...PROMPT, 'scenarios/a.yaml': scenario });
    expect(r.code).toBe(2);
    const text = problemLines(r.stderr).join('\n');
    expect(text).toMatch(/scenarios\/a\.yaml:3:\d+: .*runs/);
    expect(text).toMatch(/scenarios\/a\.yaml:5:\d+: json_schema: /);
    expect(text).toMatch(/scenarios\/a\.yaml:6:\d+: field_matches reads JSON, but role 'writer' has output: text/);
  });
});

describe('validate warns when a prompt alone exceeds a max_tokens expectation (issue 32)', () => {
  const LONG = { 'prompts/planner.md': `${'You plan the work of a large team, step by step, with care. '.repeat(60)}\n` };

  it('names the expectation, its budget and the prompt’s tokens; still exit 0', async () => {
    const scenario = ['name: a', 'role: planner', 'expect:', '  - max_tokens: 100', '  - max_tokens: 100000', ''].join('\n');
    const r = await validate({ 'context-eval.yaml': CONFIG, ...LONG, 'scenarios/a.yaml': scenario });
    expect(r.code, r.stderr).toBe(0);
    const warnings = r.stderr.split('\n').filter((l) => l.startsWith('warning:'));
    expect(warnings).toHaveLength(1);
    expect(r.stderr).toMatch(/warning: scenarios\/a\.yaml:4:\d+: max_tokens: 100, but the prompt alone is about \d[\d,]* tokens/);
  });

  it('says nothing when the prompt fits', async () => {
    const scenario = ['name: a', 'role: planner', 'expect:', '  - max_tokens: 4000', ''].join('\n');
    const r = await validate({ 'context-eval.yaml': CONFIG, ...PROMPT, 'scenarios/a.yaml': scenario });
    expect(r.code).toBe(0);
    expect(r.stderr).not.toMatch(/warning/);
  });
});

describe('validate checks depends_on beside other mistakes (issue 32 item 8)', () => {
  it('a depends_on that names no file is reported beside an unknown key', async () => {
    const scenario = ['name: a', 'role: planner', 'runz: 3', 'depends_on: [docs/nowhere.md]', 'expect:', '  - contains: [x]', ''].join('\n');
    const r = await validate({ 'context-eval.yaml': CONFIG, ...PROMPT, 'scenarios/a.yaml': scenario });
    expect(r.code).toBe(2);
    const text = problemLines(r.stderr).join('\n');
    expect(text).toMatch(/scenarios\/a\.yaml:3:1: unknown key 'runz'/);
    expect(text).toMatch(/scenarios\/a\.yaml:4:\d+: depends_on: 'docs\/nowhere\.md': file not found/);
  });
});
