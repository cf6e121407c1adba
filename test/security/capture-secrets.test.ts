/**
 * Issue 21, S1: `context-eval capture` wrote the secrets of a logged run verbatim into the scenario
 * files it makes — files that get committed. Here the log holds the runner's own key (the value of the
 * config's api_key_env variable, whole and as a server's masked echo), a GitHub token and an AWS key id,
 * in user messages, outputs and a logged scenario name. Through the bundled CLI: nothing of them reaches
 * the files written, stdout or stderr, and the files are still valid scenarios.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { parse } from 'yaml';
import { makeWorkspace, ROOT } from '../action/harness.js';
import { filesBelow, leaksOf, PLANTED_KEY, SHAPED } from './leak-check.js';
import { runNode, type NodeRun } from './spawn.js';

const CLI = path.join(ROOT, 'dist', 'cli.js');
/** The runner's own key: the value of LLM_KEY, which the config names as api_key_env (not a credential-looking name). */
const RUNNER_KEY = `sk-runner-${PLANTED_KEY}`;
/** How a server echoes a wrong key: only the key's registration can catch the part after the stars. */
const MASKED_ECHO = `${RUNNER_KEY.slice(0, 6)}***${RUNNER_KEY.slice(6)}`;
const GITHUB = SHAPED.github;
const AWS = SHAPED.aws;

const SYSTEM = 'You plan.';

function openaiLine(user: string, output: string): string {
  return JSON.stringify({
    request: { model: 'm', messages: [{ role: 'system', content: SYSTEM }, { role: 'user', content: user }] },
    response: { choices: [{ message: { content: output } }], usage: { prompt_tokens: 20, completion_tokens: 10 } },
  });
}

function execLine(scenario: string, user: string, output: string): string {
  return JSON.stringify({
    stdin: { role: 'planner', scenario, system: SYSTEM, messages: [{ role: 'user', content: user }] },
    stdout: { output, usage: { input_tokens: 5, output_tokens: 5 } },
  });
}

const LOG = [
  openaiLine(`objective: rotate the key ${RUNNER_KEY}\nnote: the old token was ${GITHUB}\n`, `Use ${AWS} and ${GITHUB} first. Then rotate.`),
  openaiLine(`objective: rotate the key ${RUNNER_KEY}\nnote: the old token was ${GITHUB}\n`, `Use ${AWS} and ${GITHUB} first. Then check ${RUNNER_KEY}.`),
  execLine(`deploy-with-${AWS}`, `The server said: Incorrect API key provided: ${MASKED_ECHO}`, `Your key ${MASKED_ECHO} is wrong; use ${GITHUB}`),
  '',
].join('\n');

let run: NodeRun & { files: Record<string, string> };

beforeAll(async () => {
  const ws = makeWorkspace({
    'context-eval.yaml': [
      'version: 1',
      'providers:',
      '  main: { type: openai, model: m, base_url: "http://127.0.0.1:9/v1", api_key_env: LLM_KEY }',
      'roles:',
      '  planner: { provider: main, system: prompts/planner.md }',
      '',
    ].join('\n'),
    'prompts/planner.md': `${SYSTEM}\n`,
    'runs.jsonl': LOG,
  });
  const child = await runNode([CLI, 'capture', '--log', 'runs.jsonl', '--out', 'captured', '--role', 'planner', '--verbose'], {
    cwd: ws.dir,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LLM_KEY: RUNNER_KEY, NO_COLOR: '1' },
  });
  run = { ...child, files: filesBelow(path.join(ws.dir, 'captured')) };
}, 900_000);

describe('capture redacts before it writes', () => {
  it('writes the scenario files', () => {
    expect(run.code, run.stderr).toBe(0);
    expect(Object.keys(run.files)).toHaveLength(2);
  });

  it('the runner’s key (whole and echoed), the GitHub token and the AWS key id reach no file, nor stdout or stderr', () => {
    const texts = { stdout: run.stdout, stderr: run.stderr, ...run.files };
    expect(leaksOf(texts, RUNNER_KEY)).toEqual([]);
    expect(leaksOf(texts, GITHUB)).toEqual([]);
    expect(leaksOf(texts, AWS, 8)).toEqual([]);
    // The logged runs did carry them: the redaction is what removed them.
    for (const text of Object.values(run.files)) expect(text).toContain('[redacted]');
  });

  it('each file is still a scenario: `[redacted]` is a string, not a YAML list', () => {
    for (const text of Object.values(run.files)) {
      const doc: unknown = parse(text);
      expect(doc).toMatchObject({ role: 'planner', context: expect.any(Object) });
      const context = (doc as { context: Record<string, unknown> }).context;
      for (const value of Object.values(context)) expect(typeof value).toBe('string');
      expect(Object.values(context).join(' ')).toContain('[redacted]');
    }
  });
});
