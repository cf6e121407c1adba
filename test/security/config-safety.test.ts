/**
 * Issue 9, rows on hostile config input — through the CLI: `${ENV}` in scenario files, `api_key_env`
 * naming the GitHub token, YAML alias bombs and deep nesting, names that are Object.prototype keys,
 * a non-config file echoed in errors, and files above the size limit.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { makeProject, removeProjects } from '../config/temp-project.js';
import { runCliInProcess } from '../cli/in-process.js';

let llm: FakeOpenAI;
beforeAll(async () => {
  llm = await startFakeOpenAI(() => ({ content: 'PASS' }));
});
afterAll(async () => {
  await llm.close();
  await removeProjects();
});
beforeEach(() => {
  llm.requests.length = 0;
});

function config(opts: { provider?: string; role?: string } = {}): string {
  return [
    'version: 1',
    'providers:',
    `  main: ${opts.provider ?? `{ type: openai, model: m, base_url: "${llm.baseUrl}", retries: 0 }`}`,
    'roles:',
    `  planner: ${opts.role ?? '{ provider: main, system: prompts/p.md }'}`,
    '',
  ].join('\n');
}
const SCENARIO = 'name: s\nrole: planner\ncontext: { objective: x }\nexpect: [{ contains: [PASS] }]\n';

function expectPlainConfigError(run: { code: number; stderr: string }, where: RegExp) {
  expect(run.code, run.stderr).toBe(2);
  expect(run.stderr).toMatch(where);
  expect(run.stderr).not.toMatch(/internal error/);
  expect(run.stderr).not.toMatch(/\n\s+at /);
}

describe('${ENV} is expanded in the config file only', () => {
  it('scenario files and _defaults.yaml keep `${` literally, and an unset name there is no error', async () => {
    const dir = await makeProject({
      'context-eval.yaml': config(),
      'prompts/p.md': 'You plan ${PROMPT_VAR}.\n',
      'scenarios/_defaults.yaml': 'context: { inherited: "${DEFAULTS_VAR}" }\n',
      'scenarios/s.yaml': 'name: s\nrole: planner\ncontext: { objective: "${SCENARIO_VAR} and ${NEVER_SET_VAR}" }\nexpect: [{ contains: [PASS] }]\n',
    });
    const run = await runCliInProcess(dir, ['run'], { OPENAI_API_KEY: 'k', SCENARIO_VAR: 'machine-A', DEFAULTS_VAR: 'machine-B', PROMPT_VAR: 'machine-C' });
    expect(run.code, run.stderr).toBe(0);
    const sent = JSON.stringify(llm.requests.map((r) => r.body.messages));
    expect(sent).toContain('${SCENARIO_VAR} and ${NEVER_SET_VAR}');
    expect(sent).toContain('${DEFAULTS_VAR}');
    expect(sent).toContain('${PROMPT_VAR}');
    expect(sent).not.toMatch(/machine-[ABC]/);
  });

  it("a scenario's context hash does not depend on the machine's environment", async () => {
    const dir = await makeProject({
      'context-eval.yaml': config(),
      'prompts/p.md': 'You plan.\n',
      'scenarios/s.yaml': 'name: s\nrole: planner\ncontext: { objective: "${HOME}" }\nexpect: [{ contains: [PASS] }]\n',
    });
    const hashes: string[] = [];
    for (const home of ['/home/alice', '/home/bob']) {
      const out = path.join(dir, `out-${hashes.length}.json`);
      const run = await runCliInProcess(dir, ['run', '--json', out], { OPENAI_API_KEY: 'k', HOME: home });
      expect(run.code, run.stderr).toBe(0);
      const report = readFileSync(out, 'utf8');
      hashes.push(/"contextHash":\s*"([0-9a-f]+)"/.exec(report)?.[1] ?? 'none');
    }
    expect(hashes[0]).not.toBe('none');
    expect(hashes[0]).toBe(hashes[1]);
  });
});

describe('api_key_env may not name the GitHub token or an action input', () => {
  for (const name of ['GITHUB_TOKEN', 'INPUT_GITHUB-TOKEN', 'input_github-token', 'INPUT_FOO', 'GH_TOKEN']) {
    it(`api_key_env: ${name} is a config error at its line`, async () => {
      const dir = await makeProject({
        'context-eval.yaml': config({ provider: `{ type: openai, model: m, base_url: "${llm.baseUrl}", api_key_env: ${name} }` }),
        'prompts/p.md': 'You plan.\n',
        'scenarios/s.yaml': SCENARIO,
      });
      const run = await runCliInProcess(dir, ['run'], { [name]: 'ghs_would_be_sent_as_bearer', OPENAI_API_KEY: 'k' });
      expectPlainConfigError(run, /context-eval\.yaml:3/);
      expect(run.stderr).toContain(name);
      expect(llm.requests).toHaveLength(0);
    });
  }
});

/** `validate` on a project whose one scenario file is `scenario` (the config and prompt as above). */
async function validateScenario(scenario: string) {
  const dir = await makeProject({ 'context-eval.yaml': config(), 'prompts/p.md': 'You plan.\n', 'scenarios/s.yaml': scenario });
  return runCliInProcess(dir, ['validate'], { OPENAI_API_KEY: 'k' });
}

describe('YAML safety', () => {
  it('an alias bomb (billion laughs) in a scenario is a plain config error', async () => {
    const lines = ['a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
    for (let i = 1; i <= 9; i++) lines.push(`a${i}: &a${i} [${Array.from({ length: 10 }, () => `*a${i - 1}`).join(', ')}]`);
    const run = await validateScenario(`name: s\nrole: planner\ncontext:\n  ${lines.join('\n  ')}\nexpect: [{ contains: [PASS] }]\n`);
    expectPlainConfigError(run, /scenarios\/s\.yaml/);
    expect(run.stderr).toMatch(/alias/i);
  });

  it('an alias bomb in the config is a plain config error', async () => {
    const lines = ['x-a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
    for (let i = 1; i <= 9; i++) lines.push(`x-a${i}: &a${i} [${Array.from({ length: 10 }, () => `*a${i - 1}`).join(', ')}]`);
    const dir = await makeProject({ 'context-eval.yaml': `${config()}${lines.join('\n')}\n`, 'prompts/p.md': 'You plan.\n', 'scenarios/s.yaml': SCENARIO });
    const run = await runCliInProcess(dir, ['validate'], {});
    expectPlainConfigError(run, /context-eval\.yaml/);
  });

  it('an alias inside the node it names (a cycle) in a scenario is a plain config error at its line, not a hang', async () => {
    const run = await validateScenario('name: s\nrole: planner\ncontext:\n  ok: &ok [shared]\n  again: *ok\n  loop: &x\n    - 1\n    - { inner: *x }\nexpect: [{ contains: [PASS] }]\n');
    expectPlainConfigError(run, /scenarios\/s\.yaml:8/);
    expect(run.stderr).toMatch(/alias \*x .*inside the node it names/);
  });

  it.each([
    ['an alias that names no anchor', 'context:\n  x: *nope\n', /scenarios\/s\.yaml:4:\d+: .*alias \*nope names no anchor/],
    ['a merge (<<) of a scalar alias', 'context:\n  base: &b 5\n  more:\n    <<: *b\n', /scenarios\/s\.yaml:6:\d+: .*merge \(<<\) takes a mapping/],
    ['a merge (<<) of a plain value', 'context:\n  more:\n    <<: 5\n', /scenarios\/s\.yaml:5:\d+: .*merge \(<<\) takes a mapping/],
    ['a merge (<<) of an alias that names no anchor', 'context:\n  more:\n    <<: *nope\n', /scenarios\/s\.yaml:5:\d+: .*alias \*nope names no anchor/],
    ['a list or mapping as a key', 'context:\n  ? [a, b]\n  : x\n', /scenarios\/s\.yaml:4:\d+: .*key .*plain value/],
  ])('%s in a scenario is a plain config error at its line', async (_name, context, where) => {
    const run = await validateScenario(`name: s\nrole: planner\n${context}expect: [{ contains: [PASS] }]\n`);
    expectPlainConfigError(run, where);
    expect(run.stderr).not.toMatch(/bomb/);
  });

  it('a merge (<<) of mappings and of aliases of mappings still works', async () => {
    const dir = await makeProject({
      'context-eval.yaml': config(),
      'prompts/p.md': 'You plan.\n',
      'scenarios/s.yaml': 'name: s\nrole: planner\ncontext:\n  base: &b { a: 1 }\n  other: &o { c: 3 }\n  one: { <<: *b, own: 2 }\n  many: { <<: [*b, *o] }\n  inline: { <<: { d: 4 } }\nexpect: [{ contains: [PASS] }]\n',
    });
    const run = await runCliInProcess(dir, ['run'], { OPENAI_API_KEY: 'k' });
    expect(run.code, run.stderr).toBe(0);
    const user = llm.requests[0]?.body.messages.find((m) => m.role === 'user')?.content ?? '';
    expect(user).toContain('one:\n  a: 1\n  own: 2');
    expect(user).toContain('many:\n  a: 1\n  c: 3');
    expect(user).toContain('inline:\n  d: 4');
  });

  it('a cyclic alias in the config is a plain config error', async () => {
    const dir = await makeProject({ 'context-eval.yaml': `${config()}x-loop: &loop { self: [*loop] }\n`, 'prompts/p.md': 'You plan.\n', 'scenarios/s.yaml': SCENARIO });
    const run = await runCliInProcess(dir, ['validate'], {});
    expectPlainConfigError(run, /context-eval\.yaml:6/);
  });

  it('3,000 levels of block nesting are a plain config error', async () => {
    const deep = Array.from({ length: 3000 }, (_, i) => `${' '.repeat(i + 1)}k:`).join('\n'); // 4.5 MB: under the size limit
    const dir = await makeProject({ 'context-eval.yaml': config(), 'prompts/p.md': 'You plan.\n', 'scenarios/s.yaml': `name: s\nrole: planner\ncontext:\n${deep} x\nexpect: [{ contains: [PASS] }]\n` });
    const run = await runCliInProcess(dir, ['validate'], {});
    expectPlainConfigError(run, /scenarios\/s\.yaml/);
    expect(run.stderr).toMatch(/nest/i);
  });

  it('3,000 levels of flow nesting in the config are a plain config error', async () => {
    const dir = await makeProject({ 'context-eval.yaml': `${config()}x-deep: ${'['.repeat(3000)}${']'.repeat(3000)}\n`, 'prompts/p.md': 'You plan.\n', 'scenarios/s.yaml': SCENARIO });
    const run = await runCliInProcess(dir, ['validate'], {});
    expectPlainConfigError(run, /context-eval\.yaml/);
  });
});

describe('names that are Object.prototype keys are ordinary unknown names', () => {
  for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
    it(`role: ${name}`, async () => {
      const dir = await makeProject({ 'context-eval.yaml': config(), 'prompts/p.md': 'You plan.\n', 'scenarios/s.yaml': SCENARIO.replace('role: planner', `role: ${name}`) });
      const run = await runCliInProcess(dir, ['validate'], {});
      expectPlainConfigError(run, /scenarios\/s\.yaml:2/);
      expect(run.stderr).toContain(`unknown role '${name}'`);
    });
    it(`provider: ${name}`, async () => {
      const dir = await makeProject({ 'context-eval.yaml': config({ role: `{ provider: ${name}, system: prompts/p.md }` }), 'prompts/p.md': 'You plan.\n', 'scenarios/s.yaml': SCENARIO });
      const run = await runCliInProcess(dir, ['validate'], {});
      expectPlainConfigError(run, /context-eval\.yaml:5/);
      expect(run.stderr).toContain(`unknown provider '${name}'`);
    });
  }
});

describe('errors never echo a file that is not a context-eval config', () => {
  it('--config pointing at a credentials file does not print its lines', async () => {
    const dir = await makeProject({ 'creds.txt': 'root:x:0:0:root:/root:/bin/bash\nAWS_SECRET=hunter2-do-not-print\n' });
    const run = await runCliInProcess(dir, ['validate', '--config', 'creds.txt'], {});
    expectPlainConfigError(run, /creds\.txt/);
    expect(run.stderr).not.toContain('root:x');
    expect(run.stderr).not.toContain('hunter2');
  });

  it('--config /etc/passwd does not print its lines', async () => {
    const dir = await makeProject({});
    const run = await runCliInProcess(dir, ['validate', '--config', '/etc/passwd'], {});
    expect(run.code).toBe(2);
    expect(run.stderr).not.toContain('root:');
    expect(run.stderr).not.toContain('/bin/');
  });
});

describe('size limits, checked before reading', () => {
  const BIG = 6 * 1024 * 1024;
  const big = (prefix: string) => `${prefix}${'#'.repeat(BIG)}\n`;
  const cases: { what: string; files: () => Record<string, string>; where: RegExp }[] = [
    { what: 'a scenario file', files: () => ({ 'scenarios/s.yaml': big(SCENARIO) }), where: /scenarios\/s\.yaml/ },
    { what: 'a _defaults.yaml', files: () => ({ 'scenarios/s.yaml': SCENARIO, 'scenarios/_defaults.yaml': big('runs: 3\n') }), where: /scenarios\/_defaults\.yaml/ },
    { what: 'a prompt file', files: () => ({ 'scenarios/s.yaml': SCENARIO, 'prompts/p.md': big('You plan.\n') }), where: /prompts\/p\.md/ },
    { what: 'an included file', files: () => ({ 'scenarios/s.yaml': 'name: s\nrole: planner\ncontext: { notes: { file: notes.md } }\nexpect: [{ contains: [PASS] }]\n', 'scenarios/notes.md': big('') }), where: /notes\.md/ },
    { what: 'the config file', files: () => ({ 'scenarios/s.yaml': SCENARIO, 'context-eval.yaml': big(config()) }), where: /context-eval\.yaml/ },
  ];
  for (const c of cases) {
    it(`${c.what} above 5 MB is a config error`, async () => {
      const dir = await makeProject({ 'context-eval.yaml': config(), 'prompts/p.md': 'You plan.\n', ...c.files() });
      const run = await runCliInProcess(dir, ['run'], { OPENAI_API_KEY: 'k' });
      expectPlainConfigError(run, c.where);
      expect(run.stderr).toMatch(/larger than .*5 MB/);
      expect(llm.requests).toHaveLength(0);
    });
  }
});
