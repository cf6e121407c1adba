/**
 * Issue 11, frictions 1, 5, 7, 8, 9 and 10: what a newcomer hit when adopting context-eval from its README.
 * Each test reproduces one friction through the CLI, against a local fake OpenAI server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCliInProcess } from './in-process.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { selectScenarioFiles } from '../../src/scenarios/discover.js';

let llm: FakeOpenAI;
beforeAll(async () => {
  llm = await startFakeOpenAI((body) => {
    const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
    if (user.includes('status500')) return { status: 500 };
    if (user.includes('prose-json')) return { content: 'Sure! Here is the result: {"steps": ["a", "b"]}' };
    return { content: '{"steps": ["a", "b"], "risk": "low"} PASS' };
  });
});
afterAll(async () => {
  await llm.close();
});

const ENV = { TEST_KEY: 'sk-test', PATH: process.env.PATH ?? '' };
const PROMPT = { 'prompts/p.md': 'You plan.\n' };

function openaiConfig(extra = '', role = '{ provider: main, system: prompts/p.md }'): string {
  return `version: 1\nproviders:\n  main: { type: openai, model: m, base_url: "__BASE_URL__", api_key_env: TEST_KEY, retries: 0, timeout_ms: 60000 }\nroles:\n  planner: ${role}\n${extra}`;
}

function project(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-newcomer-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), typeof text === 'string' ? text.replace('__BASE_URL__', llm.baseUrl) : text);
  }
  return dir;
}

async function cli(dir: string, argv: string[]) {
  const before = llm.requests.length;
  const r = await runCliInProcess(dir, argv, ENV);
  return { ...r, text: r.stdout + r.stderr, calls: llm.requests.length - before };
}

describe('friction 1: a scenario with no expectations', () => {
  const vacuous = { 'context-eval.yaml': openaiConfig(), ...PROMPT, 'scenarios/vacuous.yaml': 'name: vacuous\nrole: planner\ncontext: { objective: x }\n' };

  it('is an error in run, before any call', async () => {
    const r = await cli(project(vacuous), ['run', '--only', 'vacuous']);
    expect(r.text).toMatch(/scenarios\/vacuous\.yaml:1:\d+: scenario 'vacuous' has no expectations/);
    expect(r.code, r.text).toBe(2);
    expect(r.calls).toBe(0);
  });

  it('is an error in validate', async () => {
    const r = await cli(project(vacuous), ['validate']);
    expect(r.text).toMatch(/vacuous.*no expectations.*allow_no_expectations/s);
    expect(r.code, r.text).toBe(2);
  });

  it('is allowed with expect: [] and allow_no_expectations: true', async () => {
    const dir = project({ ...vacuous, 'scenarios/vacuous.yaml': 'name: vacuous\nrole: planner\nallow_no_expectations: true\ncontext: { objective: x }\nexpect: []\n' });
    const r = await cli(dir, ['validate']);
    expect(r.code, r.text).toBe(0);
  });

  it('the flag alone, without expect: [], is still an error', async () => {
    const dir = project({ ...vacuous, 'scenarios/vacuous.yaml': 'name: vacuous\nrole: planner\nallow_no_expectations: true\ncontext: { objective: x }\n' });
    const r = await cli(dir, ['validate']);
    expect(r.code, r.text).toBe(2);
    expect(r.text).toMatch(/expect: \[\]/);
  });
});

describe('friction 5: validate catches every mistake it can without a model call, all at once', () => {
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('You summarize.\n', 'utf16le')]);
  const files = {
    'context-eval.yaml': openaiConfig(
      '  writer: { provider: main, system: prompts/w.md }\n  binary: { provider: main, system: prompts/b.md }\nreview: { criteria: criteria.yaml }\n',
      '{ provider: main, system: prompts/p.md, output: json }',
    ),
    ...PROMPT,
    'prompts/w.md': utf16,
    'prompts/b.md': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x1a, 0x0a]),
    'criteria.yaml': 'checks: [oops\n',
    'scenarios/a-schema.yaml': 'name: bad-schema\nrole: planner\ncontext: {}\nexpect:\n  - json_schema: { type: objekt }\n',
    'scenarios/b-text.yaml': 'name: json-on-text\nrole: writer\ncontext: {}\nexpect:\n  - contains: [x]\n  - field_matches: { path: steps, pattern: a }\n',
    'scenarios/c-dep.yaml': 'name: missing-dep\nrole: planner\ndepends_on: ../docs/missing.md\ncontext: {}\nexpect:\n  - contains: [x]\n',
    'scenarios/d-kind.yaml': 'name: bad-kind\nrole: planner\ncontext: {}\nexpect:\n  - absnt: [x]\n',
    'scenarios/e-ok.yaml': 'name: fine\nrole: binary\ncontext: {}\nexpect:\n  - contains: [x]\n',
  };

  it('reports every problem, each with its file and line, and exits 2', async () => {
    const r = await cli(project(files), ['validate']);
    expect(r.code, r.text).toBe(2);
    expect(r.text).toMatch(/scenarios\/a-schema\.yaml:5:\d+: .*json_schema.*objekt/);
    expect(r.text).toMatch(/scenarios\/b-text\.yaml:6:\d+: .*field_matches.*reads JSON.*role 'writer'.*output: text/);
    expect(r.text).toMatch(/scenarios\/c-dep\.yaml:3:\d+: .*depends_on.*missing\.md.*not found/);
    expect(r.text).toMatch(/scenarios\/d-kind\.yaml:5:\d+: unknown expectation kind 'absnt'/);
    expect(r.text).toMatch(/criteria\.yaml:\d+:\d+: .*invalid YAML in the review criteria/);
    expect(r.text).toMatch(/prompts\/w\.md: .*UTF-16/);
    expect(r.text).toMatch(/prompts\/b\.md:1:\d+: .*binary/);
    expect(r.text).toMatch(/7 problems/);
  });

  it('run stops on an invalid json_schema before any model call', async () => {
    const dir = project({ 'context-eval.yaml': files['context-eval.yaml'], ...PROMPT, 'prompts/w.md': 'w\n', 'prompts/b.md': 'b\n', 'criteria.yaml': 'checks: []\n', 'scenarios/a-schema.yaml': files['scenarios/a-schema.yaml'] });
    const r = await cli(dir, ['run']);
    expect(r.text).toMatch(/scenarios\/a-schema\.yaml:5:\d+: .*json_schema/);
    expect(r.code, r.text).toBe(2);
    expect(r.calls).toBe(0);
  });
});

describe('friction 7: .yml scenario files', () => {
  it('the README and the shipped configs use a glob that takes .yml too', () => {
    const root = path.resolve(__dirname, '../..');
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).not.toMatch(/scenarios\/\*\*\/\*\.yaml(?![,}])/);
    for (const config of ['context-eval.yaml', 'examples/quickstart/context-eval.yaml']) {
      const glob = /^scenarios: (.+)$/m.exec(readFileSync(path.join(root, config), 'utf8'))?.[1] ?? '';
      expect(selectScenarioFiles(['scenarios/x/a.yml', 'scenarios/b.yaml'], glob.trim()), config).toEqual(['scenarios/b.yaml', 'scenarios/x/a.yml']);
    }
  });
});

describe('friction 8: report targets are checked before any call', () => {
  const ok = { 'context-eval.yaml': openaiConfig(), ...PROMPT, 'scenarios/a.yaml': 'name: s1\nrole: planner\ncontext: {}\nexpect:\n  - contains: [PASS]\n' };

  it('--out naming an existing file exits 2 with no call', async () => {
    const dir = project({ ...ok, 'taken.txt': 'x' });
    const r = await cli(dir, ['run', '--out', 'taken.txt']);
    expect(r.text).toMatch(/--out: 'taken\.txt' is a file/);
    expect(r.code, r.text).toBe(2);
    expect(r.calls).toBe(0);
  });

  it('--json naming an existing folder exits 2 with no call', async () => {
    const dir = project({ ...ok, 'reports/keep': '' });
    const r = await cli(dir, ['run', '--json', 'reports']);
    expect(r.text).toMatch(/--json: 'reports' is a folder/);
    expect(r.code, r.text).toBe(2);
    expect(r.calls).toBe(0);
  });

  it('--json under a file exits 2 with no call', async () => {
    const dir = project({ ...ok, 'taken.txt': 'x' });
    const r = await cli(dir, ['run', '--json', 'taken.txt/report.json']);
    expect(r.text).toMatch(/--json: .*taken\.txt.*is a file/);
    expect(r.code, r.text).toBe(2);
    expect(r.calls).toBe(0);
  });
});

describe('friction 9: output: json leniency and json_strict', () => {
  const files = (strict: boolean) => ({
    'context-eval.yaml': openaiConfig('', `{ provider: main, system: prompts/p.md, output: json${strict ? ', json_strict: true' : ''} }`),
    ...PROMPT,
    'scenarios/a.yaml': 'name: s1\nrole: planner\nruns: 1\nthreshold: 1\ncontext: { case: prose-json }\nexpect:\n  - decomposes: true\n',
  });

  it('lenient by default: JSON inside prose counts', async () => {
    const r = await cli(project(files(false)), ['run']);
    expect(r.code, r.text).toBe(0);
  });

  it('json_strict: true requires the whole output to be one JSON document', async () => {
    const r = await cli(project(files(true)), ['run']);
    expect(r.text).toMatch(/json_strict: the whole output must be one JSON document/);
    // Output that is not JSON where the role requires it is a run error (exit 3), as without json_strict.
    expect(r.code, r.text).toBe(3);
  });

  it('the README documents the leniency and json_strict', () => {
    const readme = readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
    expect(readme).toMatch(/json_strict/);
    expect(readme).toMatch(/fenced/i);
  });
});

describe('friction 10: the smaller things', () => {
  it('record exits non-zero when a recording failed, and prunes recordings no scenario uses', async () => {
    const dir = project({
      'context-eval.yaml':
        'version: 1\nproviders:\n  main: { type: openai, model: m, base_url: "__BASE_URL__", api_key_env: TEST_KEY, retries: 0, timeout_ms: 60000 }\n  offline: { type: replay, recordings: rec/, record_with: main }\nroles:\n  planner: { provider: offline, system: prompts/p.md }\n',
      ...PROMPT,
      'scenarios/a.yaml': 'name: good\nrole: planner\nruns: 1\ncontext: { case: fine }\nexpect:\n  - contains: [PASS]\n',
      'scenarios/b.yaml': 'name: broken\nrole: planner\nruns: 1\ncontext: { case: status500 }\nexpect:\n  - contains: [PASS]\n',
      [`rec/${'0'.repeat(64)}.json`]: '{}',
    });
    const r = await cli(dir, ['record']);
    expect(r.text).toMatch(/broken/);
    expect(r.code, r.text).not.toBe(0);
    const left = readdirSync(path.join(dir, 'rec'));
    expect(left).not.toContain(`${'0'.repeat(64)}.json`);
    expect(left.length).toBe(1);
    expect(r.text).toMatch(/removed rec\/0{64}\.json: no scenario uses it/);
  });

  it('--only X --verbose prints provenance for X only', async () => {
    const dir = project({
      'context-eval.yaml': openaiConfig(),
      ...PROMPT,
      'scenarios/a.yaml': 'scenarios:\n  - { name: picked, role: planner, runs: 1, context: {}, expect: [ { contains: [PASS] } ] }\n  - { name: other, role: planner, runs: 1, context: {}, expect: [ { contains: [PASS] } ] }\n',
    });
    const r = await cli(dir, ['run', '--only', 'picked', '--verbose']);
    expect(r.code, r.text).toBe(0);
    expect(r.stdout).toMatch(/^picked \(scenarios\/a\.yaml/m);
    expect(r.stdout).not.toMatch(/^other \(scenarios\/a\.yaml/m);
  });

  it('max_latency_ms under replay says it was not measured', async () => {
    const dir = project({
      'context-eval.yaml':
        'version: 1\nproviders:\n  main: { type: openai, model: m, base_url: "__BASE_URL__", api_key_env: TEST_KEY, retries: 0, timeout_ms: 60000 }\n  offline: { type: replay, recordings: rec/, record_with: main }\nroles:\n  planner: { provider: offline, system: prompts/p.md }\n',
      ...PROMPT,
      'scenarios/a.yaml': 'name: quick\nrole: planner\nruns: 1\ncontext: {}\nexpect:\n  - max_latency_ms: 5000\n',
    });
    expect((await cli(dir, ['record'])).code).toBe(0);
    const r = await cli(dir, ['run']);
    expect(r.code, r.text).toBe(0);
    expect(r.text).toMatch(/quick.*max_latency_ms.*not measured under replay/);
  });

  it('--only matching nothing lists the scenario names', async () => {
    const dir = project({
      'context-eval.yaml': openaiConfig(),
      ...PROMPT,
      'scenarios/a.yaml': 'scenarios:\n  - { name: alpha, role: planner, context: {}, expect: [ { contains: [PASS] } ] }\n  - { name: beta, role: planner, context: {}, expect: [ { contains: [PASS] } ] }\n',
    });
    const r = await cli(dir, ['run', '--only', 'zzz']);
    expect(r.code).toBe(2);
    expect(r.text).toMatch(/scenarios: alpha, beta/);
  });

  it('the README documents how templates render objects and points to docs, not to DESIGN sections', () => {
    const readme = readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
    expect(readme).not.toMatch(/DESIGN §/);
    expect(readme).toMatch(/rendered as YAML/i);
    expect(existsSync(path.resolve(__dirname, '../../docs/concepts.md'))).toBe(true);
  });
});
