/**
 * Issue 9, row "No path confinement" — through the CLI: every path the product reads must resolve, after
 * following symlinks, inside the repository root (here: the config folder, the temp project is not a git
 * repository). Anything else is a config error (exit 2) naming the file, the line and the path, raised
 * before any model call: the fake model server receives nothing at all.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { makeProject, removeProjects } from '../config/temp-project.js';
import { runCliInProcess } from '../cli/in-process.js';

const OUTSIDE_MARKER = 'OUTSIDE-SECRET-4f1c9e';
let llm: FakeOpenAI;
let outside: string;

beforeAll(async () => {
  llm = await startFakeOpenAI(() => ({ content: 'PASS' }));
  outside = mkdtempSync(path.join(tmpdir(), 'context-eval-outside-'));
  writeFileSync(path.join(outside, 'secret.md'), `${OUTSIDE_MARKER}\n`);
  mkdirSync(path.join(outside, 'prompts'));
  writeFileSync(path.join(outside, 'prompts', 'planner.md'), `${OUTSIDE_MARKER}\n`);
  writeFileSync(path.join(outside, 'evil.yaml'), `name: evil\nrole: planner\ncontext: { x: "${OUTSIDE_MARKER}" }\nexpect: [{ contains: [PASS] }]\n`);
});
afterAll(async () => {
  await llm.close();
  await removeProjects();
});
beforeEach(() => {
  llm.requests.length = 0;
});

function config(role: string, extra: string[] = []): string {
  return ['version: 1', 'providers:', `  main: { type: openai, model: m, base_url: "${llm.baseUrl}", retries: 0 }`, ...extra, 'roles:', `  planner: ${role}`, ''].join('\n');
}
const SCENARIO = 'name: s\nrole: planner\ncontext: { objective: x }\nexpect: [{ contains: [PASS] }]\n';

async function runIn(dir: string) {
  const result = await runCliInProcess(dir, ['run'], { OPENAI_API_KEY: 'k-test' });
  const sent = llm.requests.map((r) => JSON.stringify(r.body)).join('\n');
  return { ...result, sent };
}

/** The run is refused before any call, with file:line and the offending path in the message. */
function expectRefused(run: { code: number; stderr: string; sent: string }, where: RegExp, shownPath: string) {
  expect(run.code, run.stderr).toBe(2);
  expect(run.stderr).toMatch(where);
  expect(run.stderr).toContain(shownPath);
  expect(run.stderr).toMatch(/outside the repository/);
  expect(run.stderr).not.toContain(OUTSIDE_MARKER);
  expect(run.sent).toBe('');
  expect(llm.requests).toHaveLength(0);
}

describe('files stay in the repository', () => {
  it('{file: ../../../etc/passwd} in a scenario context', async () => {
    const dir = await makeProject({
      'context-eval.yaml': config('{ provider: main, system: prompts/p.md }'),
      'prompts/p.md': 'You plan.\n',
      'scenarios/s.yaml': 'name: s\nrole: planner\ncontext:\n  notes: { file: ../../../../../../etc/passwd }\nexpect: [{ contains: [PASS] }]\n',
    });
    const run = await runIn(dir);
    expectRefused(run, /scenarios\/s\.yaml:4/, '../../../../../../etc/passwd');
    expect(run.sent).not.toContain('root:');
  });

  it('{file: /proc/self/environ}', async () => {
    const dir = await makeProject({
      'context-eval.yaml': config('{ provider: main, system: prompts/p.md }'),
      'prompts/p.md': 'You plan.\n',
      'scenarios/s.yaml': 'name: s\nrole: planner\ncontext:\n  env: { file: /proc/self/environ }\nexpect: [{ contains: [PASS] }]\n',
    });
    expectRefused(await runIn(dir), /scenarios\/s\.yaml:4/, '/proc/self/environ');
  });

  it('an absolute system: path', async () => {
    const abs = path.join(outside, 'secret.md');
    const dir = await makeProject({ 'context-eval.yaml': config(`{ provider: main, system: "${abs}" }`), 'scenarios/s.yaml': SCENARIO });
    expectRefused(await runIn(dir), /context-eval\.yaml:5/, abs);
  });

  it('a template: path with ..', async () => {
    const rel = path.relative('/tmp/x', path.join(outside, 'secret.md')).replace(/^\.\.\//, '../');
    const dir = await makeProject({ 'context-eval.yaml': config(`{ provider: main, system: prompts/p.md, template: "${rel}" }`), 'prompts/p.md': 'You plan.\n', 'scenarios/s.yaml': SCENARIO });
    expectRefused(await runIn(dir), /context-eval\.yaml:5/, rel);
  });

  it('a prompt file that is a symlink to a file outside (the fork stage-2 attack)', async () => {
    const dir = await makeProject({ 'context-eval.yaml': config('{ provider: main, system: prompts/planner.md }'), 'scenarios/s.yaml': SCENARIO });
    mkdirSync(path.join(dir, 'prompts'));
    symlinkSync(path.join(outside, 'secret.md'), path.join(dir, 'prompts', 'planner.md'));
    expectRefused(await runIn(dir), /context-eval\.yaml:5/, 'prompts/planner.md');
  });

  it('a symlink to /proc/self/environ as the prompt file', async () => {
    const dir = await makeProject({ 'context-eval.yaml': config('{ provider: main, system: prompts/planner.md }'), 'scenarios/s.yaml': SCENARIO });
    mkdirSync(path.join(dir, 'prompts'));
    symlinkSync('/proc/self/environ', path.join(dir, 'prompts', 'planner.md'));
    expectRefused(await runIn(dir), /context-eval\.yaml:5/, 'prompts/planner.md');
  });

  it('a prompts folder that is a symlink to a folder outside', async () => {
    const dir = await makeProject({ 'context-eval.yaml': config('{ provider: main, system: prompts/planner.md }'), 'scenarios/s.yaml': SCENARIO });
    symlinkSync(path.join(outside, 'prompts'), path.join(dir, 'prompts'));
    expectRefused(await runIn(dir), /context-eval\.yaml:5/, 'prompts/planner.md');
  });

  it('an included file that is a symlink to a file outside', async () => {
    const dir = await makeProject({
      'context-eval.yaml': config('{ provider: main, system: prompts/p.md }'),
      'prompts/p.md': 'You plan.\n',
      'scenarios/s.yaml': 'name: s\nrole: planner\ncontext:\n  notes: { file: notes.md }\nexpect: [{ contains: [PASS] }]\n',
    });
    symlinkSync(path.join(outside, 'secret.md'), path.join(dir, 'scenarios', 'notes.md'));
    expectRefused(await runIn(dir), /scenarios\/s\.yaml:4/, 'notes.md');
  });

  it('a scenario file that is a symlink to a file outside', async () => {
    const dir = await makeProject({ 'context-eval.yaml': config('{ provider: main, system: prompts/p.md }'), 'prompts/p.md': 'You plan.\n', 'scenarios/s.yaml': SCENARIO });
    symlinkSync(path.join(outside, 'evil.yaml'), path.join(dir, 'scenarios', 'evil.yaml'));
    expectRefused(await runIn(dir), /scenarios\/evil\.yaml/, 'scenarios/evil.yaml');
  });

  it('a scenario file that is a symlink to a file outside, after regular files of its folder were read (the folder memo)', async () => {
    const files: Record<string, string> = { 'context-eval.yaml': config('{ provider: main, system: prompts/p.md }'), 'prompts/p.md': 'You plan.\n' };
    for (let i = 0; i < 40; i++) files[`scenarios/a${String(i).padStart(2, '0')}.yaml`] = SCENARIO.replace('name: s', `name: s${i}`);
    const dir = await makeProject(files);
    symlinkSync(path.join(outside, 'evil.yaml'), path.join(dir, 'scenarios', 'z-evil.yaml'));
    expectRefused(await runIn(dir), /scenarios\/z-evil\.yaml/, 'scenarios/z-evil.yaml');
  });

  it('replay recordings, exec cwd, review.criteria and depends_on outside the repository', async () => {
    const cases: { extra: string[]; role?: string; scenario?: string; where: RegExp; shown: string }[] = [
      { extra: ['  offline: { type: replay, recordings: /etc }'], where: /context-eval\.yaml:4/, shown: '/etc' },
      { extra: ['  agent: { type: exec, command: "node a.js", cwd: ../.. }'], where: /context-eval\.yaml:4/, shown: '../..' },
      { extra: ['review: { criteria: /etc/passwd }'], where: /context-eval\.yaml:4/, shown: '/etc/passwd' },
      { extra: [], role: '{ provider: main, system: prompts/p.md, depends_on: [../../etc/**] }', where: /context-eval\.yaml:5/, shown: '../../etc/**' },
      { extra: [], scenario: `${SCENARIO}depends_on: [/etc/passwd]\n`, where: /scenarios\/s\.yaml:5/, shown: '/etc/passwd' },
    ];
    for (const c of cases) {
      const text = config(c.role ?? '{ provider: main, system: prompts/p.md }');
      const withExtra = c.extra[0]?.startsWith('review') ? text.replace('roles:', `${c.extra[0]}\nroles:`) : text.replace('roles:', `${c.extra.join('\n')}${c.extra.length > 0 ? '\n' : ''}roles:`);
      const dir = await makeProject({ 'context-eval.yaml': withExtra, 'prompts/p.md': 'You plan.\n', 'scenarios/s.yaml': c.scenario ?? SCENARIO });
      const run = await runIn(dir);
      expect(run.code, `${c.shown}: ${run.stderr}`).toBe(2);
      expect(run.stderr, c.shown).toMatch(c.where);
      expect(run.stderr, c.shown).toContain(c.shown);
      expect(run.stderr, c.shown).toMatch(/outside the repository/);
      expect(llm.requests, c.shown).toHaveLength(0);
    }
  });

  it('a scenarios glob that climbs out of the repository', async () => {
    const dir = await makeProject({ 'context-eval.yaml': `${config('{ provider: main, system: prompts/p.md }')}scenarios: "../../**/*.yaml"\n`, 'prompts/p.md': 'You plan.\n', 'scenarios/s.yaml': SCENARIO });
    expectRefused(await runIn(dir), /context-eval\.yaml:6/, '../../**/*.yaml');
  });

  it('a repository reached through a symlinked path is not refused (its files are inside, after realpath)', async () => {
    const dir = await makeProject({ 'context-eval.yaml': config('{ provider: main, system: prompts/p.md, depends_on: [agents/**] }'), 'prompts/p.md': 'You plan.\n', 'scenarios/s.yaml': 'name: s\nrole: planner\ncontext:\n  notes: { file: notes.md }\ndepends_on: [../agents/x.md]\nexpect: [{ contains: [PASS] }]\n', 'scenarios/notes.md': 'n\n', 'agents/x.md': 'x\n' });
    const link = path.join(outside, `link-${path.basename(dir)}`);
    symlinkSync(dir, link);
    const run = await runCliInProcess(link, ['run'], { OPENAI_API_KEY: 'k-test' });
    expect(run.code, run.stderr).toBe(0);
    expect(llm.requests.length).toBeGreaterThan(0);
  });
});
