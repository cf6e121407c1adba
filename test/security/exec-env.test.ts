/**
 * Issue 21, "exec agents get the job's whole environment" (DESIGN §2 MUST: exec agents get a scrubbed
 * environment) — through the bundled CLI: the agent sees exactly PATH, HOME, the variables its provider's
 * `env:` allowlist names and its own `api_key_env`; an allowlist (or a key variable) naming the runner's
 * variables, the GitHub token or an action input is a config error naming the setting, before any call.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { makeWorkspace, ROOT } from '../action/harness.js';
import { runNode } from './spawn.js';

const CLI = path.join(ROOT, 'dist', 'cli.js');
const AGENT = path.join(import.meta.dirname, 'fixtures', 'env-agent.mjs');

/** What a CI job's environment holds besides what the agent should see. */
const JOB_ENV: Record<string, string> = {
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  HOME: '/home/runner',
  AGENT_MODEL: 'planner-large',
  AGENT_KEY: 'agent-key-Zq8Wm3Rt6Yp1',
  UNLISTED: 'not for the agent',
  OPENAI_API_KEY: 'sk-proj-aaaaaaaaaaaaaaaaaaaaaaaa',
  GITHUB_TOKEN: 'ghs_abcdefghijklmnopqrstuvwxyz0123',
  GH_TOKEN: 'ghp_abcdefghijklmnopqrstuvwxyz0123',
  ACTIONS_RUNTIME_TOKEN: 'runtime-token-value',
  ACTIONS_RESULTS_URL: 'http://127.0.0.1:9/',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-token-value',
  'INPUT_GITHUB-TOKEN': 'ghs_inputinputinputinputinput0123',
  INPUT_CONFIG: 'context-eval.yaml',
  NO_COLOR: '1',
};

function suite(providerExtra: string, envFile: string): Record<string, string> {
  const command = `${process.execPath} ${AGENT} ${envFile}`;
  return {
    'context-eval.yaml': [
      'version: 1',
      'providers:',
      `  agent: { type: exec, command: ${JSON.stringify(command)}, timeout_ms: 60000, retries: 0${providerExtra} }`,
      'roles:',
      '  planner: { provider: agent, system: prompts/planner.md }',
      'defaults: { runs: 1, threshold: 1 }',
      '',
    ].join('\n'),
    'prompts/planner.md': 'You plan.\n',
    'scenarios/basic.yaml': ['scenarios:', '  - name: plans', '    role: planner', '    expect:', '      - contains: [PASS]', ''].join('\n'),
  };
}

async function runWith(providerExtra: string) {
  const ws = makeWorkspace({});
  const envFile = path.join(ws.dir, 'agent-env.json');
  for (const [rel, text] of Object.entries(suite(providerExtra, envFile))) ws.write(rel, text);
  const run = await runNode([CLI, 'run', '--config', 'context-eval.yaml'], { cwd: ws.dir, env: JOB_ENV });
  const seen = existsSync(envFile) ? z.record(z.string(), z.string()).parse(JSON.parse(readFileSync(envFile, 'utf8'))) : undefined;
  return { ...run, seen };
}

describe('an exec agent gets a scrubbed environment', () => {
  it('without an allowlist: exactly PATH and HOME', async () => {
    const run = await runWith('');
    expect(run.code, run.stderr).toBe(0);
    expect(run.seen).toEqual({ PATH: JOB_ENV.PATH, HOME: JOB_ENV.HOME });
  }, 900_000);

  it('with `env:` and `api_key_env`: exactly PATH, HOME, the allowlisted variables that are set, and its key', async () => {
    const run = await runWith(', env: [AGENT_MODEL, AGENT_REGION], api_key_env: AGENT_KEY');
    expect(run.code, run.stderr).toBe(0);
    expect(run.seen).toEqual({ PATH: JOB_ENV.PATH, HOME: JOB_ENV.HOME, AGENT_MODEL: 'planner-large', AGENT_KEY: JOB_ENV.AGENT_KEY });
    // The agent's key is a secret like any other key: it never reaches the console.
    expect(run.stdout + run.stderr).not.toContain(JOB_ENV.AGENT_KEY);
  }, 900_000);

  it('an `api_key_env` that is not set is named before the agent runs', async () => {
    const run = await runWith(', api_key_env: AGENT_KEY_UNSET');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/providers\.agent: environment variable\s+AGENT_KEY_UNSET is not set/);
    expect(run.seen, 'the agent never ran').toBeUndefined();
  }, 900_000);

  it.each([
    ['env: [ACTIONS_RUNTIME_TOKEN]', 'env', 'ACTIONS_RUNTIME_TOKEN'],
    ['env: [AGENT_MODEL, actions_results_url]', 'env', 'actions_results_url'],
    ['env: [GITHUB_TOKEN]', 'env', 'GITHUB_TOKEN'],
    ['env: [GH_TOKEN]', 'env', 'GH_TOKEN'],
    ['env: [INPUT_GITHUB-TOKEN]', 'env', 'INPUT_GITHUB-TOKEN'],
    ['api_key_env: ACTIONS_RESULTS_URL', 'api_key_env', 'ACTIONS_RESULTS_URL'],
  ])('%s is a config error naming the setting, before the agent runs', async (extra, key, name) => {
    const run = await runWith(`, ${extra}`);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(new RegExp(`context-eval\\.yaml:3.*providers\\.agent\\.${key}`));
    expect(run.stderr).toContain(`'${name}'`);
    expect(run.stderr).toMatch(/never gets|may not/);
    expect(run.seen, 'the agent never ran').toBeUndefined();
  }, 900_000);
});

/**
 * Issue 30 row 11 / item 10: the boundary as it is. The scrub keeps secrets out of the agent's own
 * environment (hygiene: nothing hands them over by accident), but an exec agent runs as the job's user
 * and can read its parent's initial environment from /proc/$PPID/environ: it is trusted code that can
 * read every secret of the job, as README and docs/security.md say. This test pins that statement: if a
 * later change makes the parent's environment unreadable, the docs must change with it.
 */
describe('an exec agent is trusted code: the scrub is hygiene, not a boundary', () => {
  it.runIf(process.platform === 'linux')('can read the parent process\'s initial environment, secrets included', async () => {
    const ws = makeWorkspace({});
    const envFile = path.join(ws.dir, 'parent-env.json');
    const command = `${process.execPath} ${path.join(import.meta.dirname, 'fixtures', 'parent-env-agent.mjs')} ${envFile}`;
    for (const [rel, text] of Object.entries(suite('', envFile))) ws.write(rel, text.replace(`${process.execPath} ${AGENT} ${envFile}`, command));
    const run = await runNode([CLI, 'run', '--config', 'context-eval.yaml'], { cwd: ws.dir, env: JOB_ENV });
    expect(run.code, run.stderr).toBe(0);
    const parent = z.record(z.string(), z.string()).parse(JSON.parse(readFileSync(envFile, 'utf8')));
    expect(parent['GITHUB_TOKEN']).toBe(JOB_ENV.GITHUB_TOKEN);
    expect(parent['ACTIONS_RUNTIME_TOKEN']).toBe(JOB_ENV.ACTIONS_RUNTIME_TOKEN);
    expect(parent['OPENAI_API_KEY']).toBe(JOB_ENV.OPENAI_API_KEY);
  }, 900_000);
});
