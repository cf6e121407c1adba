/** Loading scenarios: _defaults inheritance, includes, env expansion, suite order, dependsOn, provenance. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import type { LoadedConfig } from '../../src/config/types.js';
import { BASE_FILES, makeProject, removeProjects } from '../config/temp-project.js';

afterAll(removeProjects);

async function load(files: Record<string, string>, env: Record<string, string> = {}, extra: { provenance?: boolean } = {}): Promise<{ loaded: LoadedConfig; dir: string }> {
  const dir = await makeProject({ ...BASE_FILES, ...files });
  return { loaded: await loadConfig(path.join(dir, 'context-eval.yaml'), { env, ...extra }), dir };
}

function byName(loaded: LoadedConfig, name: string) {
  const found = loaded.scenarios.find((s) => s.name === name);
  if (!found) throw new Error(`no scenario ${name}; have ${loaded.scenarios.map((s) => s.name).join(', ')}`);
  return found;
}

/** Provenance values without the temp folder prefix. */
function relativeProvenance(p: Record<string, string>, dir: string): Record<string, string> {
  return Object.fromEntries(Object.entries(p).map(([k, v]) => [k, v.replace(`${dir}/`, '')]));
}

const INHERITANCE: Record<string, string> = {
  'scenarios/_defaults.yaml': [
    'role: planner', // 1
    'runs: 5', // 2
    'tags: [root, shared]', // 3
    'context:', // 4
    '  repo: acme', // 5
    '  limits: { files: 2, steps: 5 }', // 6
    'expect:', // 7
    '  - max_tokens: 50000', // 8
    '',
  ].join('\n'),
  'scenarios/auth/_defaults.yaml': [
    'runs: 7', // 1
    'tags: [auth]', // 2
    'context:', // 3
    '  limits: { steps: 9 }', // 4
    '  guide: { file: guide.md }', // 5
    'expect:', // 6
    '  - absent: [delete]', // 7
    '',
  ].join('\n'),
  'scenarios/auth/guide.md': 'Keep tests green.\n',
  'scenarios/auth/login.yaml': [
    'name: login', // 1
    'threshold: 3/5', // 2
    'depends_on: [../../fixtures/*.rs, notes.md]', // 3
    'context:', // 4
    '  objective: Add OAuth', // 5
    '  files: [{ file: ../../fixtures/auth.rs }]', // 6
    'expect:', // 7
    '  - decomposes: true', // 8
    '',
  ].join('\n'),
  'fixtures/auth.rs': 'pub fn login() {}\n',
  'scenarios/auth/notes.md': 'Notes.\n',
  'scenarios/plain.yaml': 'name: plain\ncontext: { repo: other }\n',
};

describe('_defaults.yaml inheritance', () => {
  it('deep-merges mappings, replaces lists, lets nearer files win and concatenates expect', async () => {
    const { loaded } = await load(INHERITANCE);
    const login = byName(loaded, 'login');
    expect(login.role).toBe('planner');
    expect(login.runs).toBe(7);
    expect(login.threshold).toBeCloseTo(0.6);
    expect(login.context).toEqual({
      repo: 'acme',
      limits: { files: 2, steps: 9 },
      guide: 'Keep tests green.\n',
      objective: 'Add OAuth',
      files: ['pub fn login() {}\n'],
    });
    expect(login.expect.map((e) => e.kind)).toEqual(['max_tokens', 'absent', 'decomposes']);
    expect(login.expect.map((e) => `${e.source.file.split('/').slice(-2).join('/')}:${e.source.line}`)).toEqual([
      'scenarios/_defaults.yaml:8',
      'auth/_defaults.yaml:7',
      'auth/login.yaml:8',
    ]);
  });

  it('applies only the defaults above a scenario, and the config defaults after them', async () => {
    const { loaded } = await load(INHERITANCE);
    const plain = byName(loaded, 'plain');
    expect(plain.runs).toBe(5);
    expect(plain.threshold).toBeCloseTo(2 / 3);
    expect(plain.context).toEqual({ repo: 'other', limits: { files: 2, steps: 5 } });
    expect(plain.expect.map((e) => e.kind)).toEqual(['max_tokens']);
  });

  it('records where every value came from, when asked (--verbose)', async () => {
    const { loaded, dir } = await load(INHERITANCE, {}, { provenance: true });
    const provenance = relativeProvenance(byName(loaded, 'login').provenance, dir);
    expect(provenance).toMatchObject({
      name: 'scenarios/auth/login.yaml:1',
      role: 'scenarios/_defaults.yaml:1',
      runs: 'scenarios/auth/_defaults.yaml:1',
      threshold: 'scenarios/auth/login.yaml:2',
      tags: 'scenarios/auth/_defaults.yaml:2',
      'context.repo': 'scenarios/_defaults.yaml:5',
      'context.limits.files': 'scenarios/_defaults.yaml:6',
      'context.limits.steps': 'scenarios/auth/_defaults.yaml:4',
      'context.guide': 'scenarios/auth/_defaults.yaml:5',
      'expect[0]': 'scenarios/_defaults.yaml:8',
      'expect[2]': 'scenarios/auth/login.yaml:8',
    });
    const plain = relativeProvenance(byName(loaded, 'plain').provenance, dir);
    expect(plain['threshold']).toBe('context-eval.yaml:19');
  });

  it('leaves provenance out unless asked: a run needs none of it (issue 12)', async () => {
    const { loaded } = await load(INHERITANCE);
    expect(byName(loaded, 'login').provenance).toEqual({});
    expect(byName(loaded, 'login').name).toBe('login');
  });

  it('lists every file a scenario depends on, relative to the config folder', async () => {
    const { loaded } = await load(INHERITANCE);
    expect([...byName(loaded, 'login').dependsOn].sort()).toEqual(
      [
        'scenarios/auth/login.yaml',
        'scenarios/_defaults.yaml',
        'scenarios/auth/_defaults.yaml',
        'scenarios/auth/guide.md',
        'fixtures/auth.rs',
        'fixtures/*.rs',
        'scenarios/auth/notes.md',
      ].sort(),
    );
    expect([...byName(loaded, 'plain').dependsOn].sort()).toEqual(['scenarios/_defaults.yaml', 'scenarios/plain.yaml']);
  });
});

describe('includes', () => {
  it('inlines { file: } anywhere in the context, and leaves other mappings with a file key alone', async () => {
    const { loaded } = await load({
      'scenarios/a.yaml': [
        'name: a',
        'role: planner',
        'context:',
        '  deep: { list: [1, { file: data/x.txt }] }',
        '  not_an_include: { file: data/x.txt, note: two keys }',
        'expect: [{ contains: [X] }]',
        '',
      ].join('\n'),
      'scenarios/data/x.txt': 'X\n',
    });
    expect(byName(loaded, 'a').context).toEqual({ deep: { list: [1, 'X\n'] }, not_an_include: { file: 'data/x.txt', note: 'two keys' } });
    expect(byName(loaded, 'a').dependsOn).toContain('scenarios/data/x.txt');
  });
});

describe('YAML anchors', () => {
  it('supports anchors and << merge keys inside a scenarios: list', async () => {
    const { loaded } = await load({
      'scenarios/a.yaml': [
        'scenarios:',
        '  - &base',
        '    name: one',
        '    role: planner',
        '    context: { repo: acme }',
        '    expect: [{ contains: [acme] }]',
        '  - <<: *base',
        '    name: two',
        '',
      ].join('\n'),
    });
    expect(loaded.scenarios.map((s) => [s.name, s.role, s.context])).toEqual([
      ['one', 'planner', { repo: 'acme' }],
      ['two', 'planner', { repo: 'acme' }],
    ]);
  });
});

describe('environment expansion', () => {
  it('expands ${NAME} and ${NAME:-default} in config values only; scenario files keep `${` literally (DESIGN §2)', async () => {
    const { loaded } = await load(
      {
        'context-eval.yaml': (BASE_FILES['context-eval.yaml'] ?? '').replace('model: gpt-4.1-mini', 'model: ${MODEL:-gpt-4.1-mini}'),
        'scenarios/a.yaml': 'name: a-${SUFFIX}\nrole: planner\ncontext:\n  ${KEY}: "$${NOT_EXPANDED} ${{ github.token }} ${SUFFIX}"\nexpect: [{ contains: [x] }]\n',
      },
      { SUFFIX: 'x', KEY: 'never' },
    );
    expect(loaded.config.providers['main']).toMatchObject({ model: 'gpt-4.1-mini' });
    expect(byName(loaded, 'a-${SUFFIX}').context).toEqual({ '${KEY}': '$${NOT_EXPANDED} ${{ github.token }} ${SUFFIX}' });
  });
});

describe('suite order and discovery', () => {
  it('sorts files by path, keeps file order inside a file, skips _files and node_modules', async () => {
    const { loaded } = await load({
      'scenarios/a.yaml': 'name: c\nrole: planner\n',
      'scenarios/b.yml': 'scenarios:\n  - name: z\n    role: planner\n  - name: y\n    role: planner\n',
      'scenarios/B/upper.yaml': 'name: upper\nrole: planner\n',
      'scenarios/_draft.yaml': 'name: draft\nrole: nobody\n',
      'scenarios/_defaults.yaml': 'expect:\n  - contains: [x]\n',
      'scenarios/node_modules/pkg/x.yaml': 'not: a scenario\n',
    });
    expect(loaded.scenarios.map((s) => s.name)).toEqual(['upper', 'c', 'z', 'y']);
    expect(loaded.scenarios.map((s) => `${s.file}:${s.source.line}`)).toEqual(['scenarios/B/upper.yaml:1', 'scenarios/a.yaml:1', 'scenarios/b.yml:2', 'scenarios/b.yml:4']);
  });

  it('uses the config scenarios glob(s)', async () => {
    const { loaded } = await load({
      'context-eval.yaml': `${BASE_FILES['context-eval.yaml'] ?? ''}scenarios: [evals/*.yaml, more/**/*.yaml]\n`,
      'evals/one.yaml': 'name: one\nrole: planner\nexpect: [{ contains: [x] }]\n',
      'more/x/two.yaml': 'name: two\nrole: writer\nexpect: [{ contains: [x] }]\n',
    });
    expect(loaded.scenarios.map((s) => s.name)).toEqual(['one', 'two']);
  });

  it('fills runs and threshold from the config defaults and keeps expectations positioned', async () => {
    const { loaded, dir } = await load({});
    const a = byName(loaded, 'a');
    expect(a).toMatchObject({ runs: 3, file: 'scenarios/a.yaml', context: { objective: 'Refactor auth' } });
    expect(a.threshold).toBeCloseTo(2 / 3);
    expect(a.expect).toEqual([{ kind: 'decomposes', args: true, source: { file: path.join(dir, 'scenarios/a.yaml'), line: 6, col: 5 } }]);
    expect(loaded.dir).toBe(dir);
    expect(loaded.path).toBe(path.join(dir, 'context-eval.yaml'));
  });
});

describe('the DESIGN example', () => {
  it('loads the config and scenario of DESIGN §2 and §3', async () => {
    const fixture = fileURLToPath(new URL('../fixtures/config/design-example/context-eval.yaml', import.meta.url));
    const loaded = await loadConfig(fixture, { env: {} });
    expect(Object.keys(loaded.config.providers)).toEqual(['main', 'agent', 'offline']);
    expect(loaded.config.roles['planner']?.fields).toEqual({ steps: 'steps', risk: 'risk_level' });
    const [scenario] = loaded.scenarios;
    expect(scenario?.name).toBe('planner-decomposes-large-task');
    expect(scenario?.threshold).toBeCloseTo(0.6);
    expect(scenario?.expect.map((e) => e.kind)).toEqual(['decomposes', 'max_tokens', 'absent', 'field_matches', 'max_risk', 'references_files', 'judge']);
    expect(scenario?.context['files']).toEqual({ 'src/auth.rs': 'pub fn login() {}\n' });
    expect(loaded.provenance['defaults.runs']).toMatch(/context-eval\.yaml:\d+$/);
    expect(loaded.provenance['providers.main.timeout_ms']).toBe('default');
  });
});
