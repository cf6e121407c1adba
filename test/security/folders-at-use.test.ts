/**
 * Issue 21, "one path resolver": `history.dir`, `cache.dir`, `recordings` and an exec provider's `cwd` are checked when the config
 * loads, and again through the one resolver (src/security/paths.ts) at the moment they are used, never
 * resolved with a plain `path.resolve`. Between the two, a folder can become a symlink out of the
 * repository (a step of the workflow, or an exec agent during the run); a write through it would land
 * wherever the link points. Each case swaps the folder for such a link after loading and checks that
 * nothing is written outside and the setting is named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config/load.js';
import { historyStoreFor } from '../../src/action/baseline-and-record.js';
import { responseCacheDir } from '../../src/pipeline/pipeline.js';
import { makeProject, removeProjects } from '../config/temp-project.js';
import { runCliInProcess } from '../cli/in-process.js';
import { makeRecord } from '../history/make-record.js';
import { runPipeline } from '../../src/pipeline/pipeline.js';
import { prepareScenarios } from '../../src/pipeline/prepare.js';
import { requestKey } from '../../src/providers/recording.js';

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

const pipelineIO = { env: { PATH: process.env.PATH ?? '' }, readText: (p: string) => readFile(p, 'utf8'), now: () => Date.now() };

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

  it('exec cwd: an agent that turns its working folder into a link out of the repository is not run there again', async () => {
    const target = path.join(outside, 'cwd-target');
    // Each call leaves a mark in its working folder; the first call swaps that folder for a link out.
    const agent = [
      "import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';",
      `const target = ${JSON.stringify(target)};`,
      "writeFileSync('ran-here', 'x');",
      "if (!existsSync(target)) { const here = process.cwd(); mkdirSync(target, { recursive: true }); process.chdir('..'); rmSync(here, { recursive: true, force: true }); symlinkSync(target, here); }",
      "process.stdout.write(JSON.stringify({ output: 'ok', usage: { input_tokens: 1, output_tokens: 1 } }));",
      '',
    ].join('\n');
    const dir = await makeProject({
      'p.md': 'You plan.\n',
      'agent.mjs': agent,
      'work/.keep': '',
      'scenarios/s.yaml': 'name: s\nrole: planner\nruns: 3\nthreshold: 1\nverdict: count\ncontext: { x: 1 }\nexpect:\n  - contains: [ok]\n',
    });
    // The agent by its absolute path, so that a run in the linked folder would find it (and leave its mark there).
    const config = `version: 1\nproviders:\n  main: { type: exec, command: node ${path.join(dir, 'agent.mjs')}, cwd: work, retries: 0 }\nroles:\n  planner: { provider: main, system: p.md }\n`;
    writeFileSync(path.join(dir, 'context-eval.yaml'), config);
    const { report } = await runPipeline({ configPath: path.join(dir, 'context-eval.yaml'), concurrency: 1 }, pipelineIO);
    expect(existsSync(target), 'the agent swapped the folder').toBe(true);
    expect(filesUnder(target)).toEqual([]);
    const errors = report.scenarios.flatMap((s) => s.runs).flatMap((r) => (r.error === undefined ? [] : [r.error]));
    expect(errors.length).toBeGreaterThan(0);
    for (const e of errors) expect(e).toMatch(/providers\.main\.cwd.*outside the repository/);
  });

  it('recordings (reading): the replay provider does not serve recordings from a folder that became a link out of the repository', async () => {
    const dir = await makeProject({
      'p.md': 'You plan.\n',
      'recordings/.keep': '',
      'scenarios/s.yaml': 'name: s\nrole: planner\nruns: 1\nthreshold: 1\ncontext: { x: 1 }\nexpect:\n  - contains: [ok]\n',
      'context-eval.yaml': 'version: 1\nproviders:\n  offline: { type: replay, recordings: recordings }\nroles:\n  planner: { provider: offline, system: p.md }\n',
    });
    const loaded = await loadConfig(path.join(dir, 'context-eval.yaml'), { env: {} });
    // A recording for exactly this request waits outside; the folder becomes a link to it after loading.
    const [p] = await prepareScenarios(loaded, loaded.scenarios, pipelineIO.readText);
    if (!p) throw new Error('no scenario prepared');
    const key = requestKey(p.system, p.messages);
    const target = swapForLink(dir, 'recordings', 'recordings-read-target');
    const recording = { version: 1, key, request: { system: p.system, messages: p.messages }, samples: [{ output: 'ok from outside', usage: { input_tokens: 1, output_tokens: 1 } }] };
    writeFileSync(path.join(target, `${key}.json`), JSON.stringify(recording));
    const { report } = await runPipeline({ configPath: loaded.path, loaded, concurrency: 1 }, pipelineIO);
    const runs = report.scenarios.flatMap((s) => s.runs);
    expect(runs.length).toBeGreaterThan(0);
    for (const r of runs) {
      expect(r.output ?? '').not.toContain('from outside');
      expect(r.error).toMatch(/providers\.offline\.recordings.*outside the repository/);
    }
  });
});
