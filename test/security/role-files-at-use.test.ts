/**
 * Issue 21, "one path resolver": a role's files (system, template, `{ file: }` vars) are checked when the
 * config loads, and read again by `capture`, `manifest` and the high-stakes plan. Those reads go through
 * the one resolver (src/security/paths.ts) at the moment of use, never a plain path.resolve + readFile:
 * between load and read a file can have become a symlink out of the repository, and its text would land
 * in a scenario file, the manifest or the plan. Each case swaps a role's system file for such a link after
 * loading and checks that its text is not used and the setting is named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli/main.js';
import type { CliIO } from '../../src/cli/io.js';
import { loadConfig } from '../../src/config/load.js';
import { initialOutputs, type ActionContext } from '../../src/action/context.js';
import { highStakesStep } from '../../src/action/high-stakes.js';
import { JobSummary } from '../../src/action/summary.js';
import { parseInputs } from '../../src/inputs.js';
import { makeProject, removeProjects } from '../config/temp-project.js';
import { fakeGitHubHelper } from '../fakes/github-helper.js';
import { recordingLog } from '../action/in-process.js';

const SECRET = 'OUTSIDE-THE-REPOSITORY-7f3a';
let outside: string;
let secretFile: string;
beforeAll(() => {
  outside = mkdtempSync(path.join(tmpdir(), 'role-files-at-use-outside-'));
  secretFile = path.join(outside, 'secret.md');
  writeFileSync(secretFile, `${SECRET} ${'word '.repeat(500)}\n`);
});
afterAll(async () => {
  rmSync(outside, { recursive: true, force: true });
  await removeProjects();
});

/** Replaces the file `rel` of `dir` with a symlink to the file outside. */
function swapForLink(dir: string, rel: string): void {
  rmSync(path.join(dir, rel), { force: true });
  symlinkSync(secretFile, path.join(dir, rel));
}

/** A suite whose role reads a var file first and its system file after. */
async function project(): Promise<string> {
  return makeProject({
    'p.md': 'You plan for {{team}}.\n',
    'team.md': 'the platform team',
    'scenarios/s.yaml': 'name: s\nrole: planner\ncontext: { x: 1 }\nexpect:\n  - contains: [ok]\n',
    'context-eval.yaml': 'version: 1\nproviders:\n  main: { type: openai, model: m, api_key_env: OPENAI_API_KEY }\nroles:\n  planner: { provider: main, system: p.md, vars: { team: { file: team.md } } }\n',
  });
}

/**
 * The CLI in process; reading the var file (after the config loaded, before the system file is read)
 * swaps the system file for a link out of the repository, as a concurrent step of the job could.
 */
async function runWithSwap(dir: string, argv: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    cwd: dir,
    env: {},
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    progress: { write: () => true, isTTY: false },
    readText: (p) => {
      if (path.basename(p) === 'team.md') swapForLink(dir, 'p.md');
      return readFile(p, 'utf8');
    },
    now: () => Date.now(),
  };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}

describe("a role's files are read through the one resolver when used", () => {
  it('manifest: a system file that became a link out of the repository is refused, naming the setting', async () => {
    const dir = await project();
    const r = await runWithSwap(dir, ['manifest', '--format', 'json']);
    expect(r.stdout).not.toMatch(/"tokens": [1-9]\d{2,}/);
    expect(r.code, r.stdout + r.stderr).toBe(2);
    expect(r.stderr).toMatch(/roles\.planner\.system.*outside the repository/);
  });

  it('capture: a system file that became a link out of the repository is refused, naming the setting', async () => {
    const dir = await project();
    const logged = { stdin: { role: 'planner', system: 'You plan for the platform team.\n', messages: [{ role: 'user', content: 'x: 1' }] }, stdout: 'ok' };
    writeFileSync(path.join(dir, 'log.jsonl'), `${JSON.stringify(logged)}\n`);
    const r = await runWithSwap(dir, ['capture', '--log', 'log.jsonl', '--out', 'captured']);
    expect(r.code, r.stdout + r.stderr).toBe(2);
    expect(r.stderr).toMatch(/roles\.planner\.system.*outside the repository/);
  });

  it('high-stakes plan: a system file that became a link out of the repository after loading is refused, naming the setting', async () => {
    const dir = await makeProject({
      'prompts/planner.md': 'You plan.\n',
      'scenarios/s.yaml': 'name: plans-auth\nrole: planner\ncontext: { objective: auth }\nexpect:\n  - contains: [PASS]\n',
      'context-eval.yaml': [
        'version: 1',
        'providers:',
        '  main: { type: openai, model: fake-model, base_url: "http://127.0.0.1:9", api_key_env: OPENAI_API_KEY }',
        'roles:',
        '  planner: { provider: main, system: prompts/planner.md }',
        'high_stakes: { require_approval: "context-eval:approved" }',
        '',
      ].join('\n'),
    });
    const loaded = await loadConfig(path.join(dir, 'context-eval.yaml'), { env: {} });
    swapForLink(dir, 'prompts/planner.md');
    const helper = fakeGitHubHelper({ changedFiles: ['prompts/planner.md'], patches: {}, issues: {}, permissions: {} });
    const event = {
      kind: 'pull_request' as const,
      action: 'synchronize',
      number: 7,
      headSha: 'd'.repeat(40),
      baseSha: 'c'.repeat(40),
      baseRef: 'main',
      owner: 'octo',
      repo: 'demo',
      fromFork: false,
      title: 'Migrate the planner prompt',
      body: 'Before you start, show me a plan.',
      labels: [],
    };
    const ctx: ActionContext = {
      inputs: parseInputs({ config: 'context-eval.yaml', 'github-token': 'ghs_test', mode: 'auto', comment: 'false', review: 'false', record: 'auto', 'fail-on': 'threshold,regression,error' }),
      event,
      runner: { eventName: 'pull_request', workspace: dir, sha: event.headSha, ref: 'refs/pull/7/merge', repository: 'octo/demo', runId: '42', serverUrl: 'https://github.test', runnerTemp: path.join(dir, '.runner') },
      env: {},
      github: () => helper.github,
      log: recordingLog(),
      summary: new JobSummary(),
      redactData: (t) => t,
    };
    const step = highStakesStep(ctx, loaded, event, { configPath: loaded.path, loaded, concurrency: 1 }, initialOutputs());
    await expect(step).rejects.toThrow(/roles\.planner\.system.*outside the repository/);
  });
});
