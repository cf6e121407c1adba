/**
 * Issue 21, "one path resolver": `history.dir`, `cache.dir` and `recordings` are checked when the config
 * loads, and again through the one resolver (src/security/paths.ts) at the moment they are used, never
 * resolved with a plain `path.resolve`. Between the two, a folder can become a symlink out of the
 * repository (a step of the workflow, or an exec agent during the run); a write through it would land
 * wherever the link points. Each case swaps the folder for such a link after loading and checks that
 * nothing is written outside and the setting is named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config/load.js';
import { historyStoreFor } from '../../src/action/baseline-and-record.js';
import { responseCacheDir } from '../../src/pipeline/pipeline.js';
import { makeProject, removeProjects } from '../config/temp-project.js';
import { runCliInProcess } from '../cli/in-process.js';
import { makeRecord } from '../history/make-record.js';

let outside: string;
beforeAll(() => {
  outside = mkdtempSync(path.join(tmpdir(), 'folders-at-use-outside-'));
});
afterAll(async () => {
  rmSync(outside, { recursive: true, force: true });
  await removeProjects();
});

const BASE = ['version: 1', 'providers:', '  main: { type: openai, model: m, api_key_env: OPENAI_API_KEY }', 'roles:', '  planner: { provider: main, system: p.md }'];
const FILES = { 'p.md': 'You plan.\n', 'scenarios/s.yaml': 'name: s\nrole: planner\ncontext: { x: 1 }\nexpect:\n  - contains: [ok]\n' };

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => !f.endsWith('/')) : [];
}

/** Replaces the folder `rel` of `dir` with a symlink to a fresh folder outside; returns that folder. */
function swapForLink(dir: string, rel: string, name: string): string {
  const target = path.join(outside, name);
  mkdirSync(target, { recursive: true });
  rmSync(path.join(dir, rel), { recursive: true, force: true });
  symlinkSync(target, path.join(dir, rel));
  return target;
}

describe('folders the config names are resolved through the one resolver when used', () => {
  it('history.dir: the action\'s folder store refuses a folder that became a link out of the repository', async () => {
    const dir = await makeProject({ ...FILES, 'context-eval.yaml': [...BASE, 'history: { store: dir, dir: history }', ''].join('\n'), 'history/.keep': '' });
    const loaded = await loadConfig(path.join(dir, 'context-eval.yaml'), { env: {} });
    const target = swapForLink(dir, 'history', 'history-target');
    const github = { dataBranch: () => { throw new Error('a dir store never opens the data branch'); } };
    const attempt = (async () => {
      const store = await historyStoreFor(loaded, github, 'o', 'r');
      await store.append(makeRecord(1));
    })();
    await expect(attempt).rejects.toThrow(/history\.dir.*outside the repository/);
    expect(filesUnder(target)).toEqual([]);
  });

  it('cache.dir: the response cache folder that became a link out of the repository is refused', async () => {
    const dir = await makeProject({ ...FILES, 'context-eval.yaml': [...BASE, 'cache: { dir: .cache-here }', ''].join('\n'), '.cache-here/.keep': '' });
    const loaded = await loadConfig(path.join(dir, 'context-eval.yaml'), { env: {} });
    swapForLink(dir, '.cache-here', 'cache-target');
    await expect((async () => responseCacheDir(loaded, {}))()).rejects.toThrow(/cache\.dir.*outside the repository/);
  });

  it('recordings: `record` does not write recordings through a folder an agent turned into a link out of the repository', async () => {
    const target = path.join(outside, 'recordings-target');
    // The recording source is an exec agent of the repository; on its first call it swaps the folder.
    const agent = [
      "import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';",
      `const target = ${JSON.stringify(target)};`,
      "if (!existsSync(target)) { mkdirSync(target, { recursive: true }); rmSync('recordings', { recursive: true, force: true }); symlinkSync(target, 'recordings'); }",
      "process.stdout.write(JSON.stringify({ output: 'ok', usage: { input_tokens: 1, output_tokens: 1 } }));",
      '',
    ].join('\n');
    const dir = await makeProject({
      'p.md': 'You plan.\n',
      'agent.mjs': agent,
      'recordings/.keep': '',
      'scenarios/s.yaml': 'name: s\nrole: planner\nruns: 1\nthreshold: 1\ncontext: { x: 1 }\nexpect:\n  - contains: [ok]\n',
      'context-eval.yaml':
        'version: 1\nproviders:\n  offline: { type: replay, recordings: recordings, record_with: main }\n  main: { type: exec, command: node agent.mjs }\nroles:\n  planner: { provider: offline, system: p.md }\n',
    });
    const r = await runCliInProcess(dir, ['record'], {});
    expect(existsSync(target), 'the agent swapped the folder').toBe(true);
    expect(filesUnder(target)).toEqual([]);
    expect(r.code, r.stdout + r.stderr).toBe(2);
    expect(r.stderr).toMatch(/recordings.*outside the repository/);
  });
});
