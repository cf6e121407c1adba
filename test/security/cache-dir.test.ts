/**
 * Issue 21 item 3, C2: `cache.dir` is confined like every other path the config names. An absolute
 * folder, or one that climbs out of the repository, is a config error at validate time (exit 2) naming
 * the file, the line and the key, and `run` refuses it before any model call, writing nothing outside.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { makeProject, removeProjects } from '../config/temp-project.js';
import { runCliInProcess } from '../cli/in-process.js';

let llm: FakeOpenAI;
let outside: string;

beforeAll(async () => {
  llm = await startFakeOpenAI(() => ({ content: 'PASS' }));
  outside = mkdtempSync(path.join(tmpdir(), 'context-eval-cache-outside-'));
});
afterAll(async () => {
  await llm.close();
  await removeProjects();
  rmSync(outside, { recursive: true, force: true });
});
beforeEach(() => {
  llm.requests.length = 0;
});

function files(cacheLine: string): Record<string, string> {
  return {
    'context-eval.yaml': [
      'version: 1', // 1
      'providers:', // 2
      `  main: { type: openai, model: m, base_url: "${llm.baseUrl}", retries: 0 }`, // 3
      'roles:', // 4
      '  planner: { provider: main, system: prompts/p.md }', // 5
      'cache:', // 6
      `  dir: ${cacheLine}`, // 7
      '',
    ].join('\n'),
    'prompts/p.md': 'You plan.\n',
    'scenarios/s.yaml': 'name: s\nrole: planner\ncontext: { objective: x }\nexpect: [{ contains: [PASS] }]\n',
  };
}

describe('cache.dir stays in the repository', () => {
  const cases: [string, () => string][] = [
    ['an absolute folder', () => JSON.stringify(path.join(outside, 'abs'))],
    ['a folder that climbs out', () => '../../escaped-cache'],
  ];
  for (const [what, dirOf] of cases) {
    it(`${what}: validate exits 2 naming context-eval.yaml:7 and cache.dir; run makes no call and writes nothing`, async () => {
      const dir = await makeProject(files(dirOf()));
      const validate = await runCliInProcess(dir, ['validate'], { OPENAI_API_KEY: 'k' });
      expect(validate.code, validate.stdout + validate.stderr).toBe(2);
      expect(validate.stderr).toMatch(/context-eval\.yaml:7/);
      expect(validate.stderr).toContain('cache.dir');

      const run = await runCliInProcess(dir, ['run'], { OPENAI_API_KEY: 'k' });
      expect(run.code, run.stdout + run.stderr).toBe(2);
      expect(llm.requests).toHaveLength(0);
      expect(existsSync(path.join(outside, 'abs'))).toBe(false);
      expect(existsSync(path.resolve(dir, '../../escaped-cache'))).toBe(false);
    });
  }

  it('a folder inside the repository that is a symlink to a folder outside it: exit 2', async () => {
    const dir = await makeProject(files('.context-eval/cache'));
    symlinkSync(outside, path.join(dir, '.context-eval'));
    const validate = await runCliInProcess(dir, ['validate'], { OPENAI_API_KEY: 'k' });
    expect(validate.code, validate.stdout + validate.stderr).toBe(2);
    expect(validate.stderr).toMatch(/context-eval\.yaml:7.*cache\.dir/s);
  });

  it('a relative folder inside the repository is fine', async () => {
    const dir = await makeProject(files('.cache/answers'));
    const validate = await runCliInProcess(dir, ['validate'], { OPENAI_API_KEY: 'k' });
    expect(validate.code, validate.stdout + validate.stderr).toBe(0);
  });
});
