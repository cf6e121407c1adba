import { realpathSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/types.js';
import { createExecProvider, parseExecStdout, type ExecProviderConfig } from '../../src/providers/exec.js';
import { withRetries } from '../../src/providers/retry.js';
import { makeRequest, providerFailure, recordingSleep } from './request.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
const configDir = fixtures; // as if context-eval.yaml sat in test/fixtures
const root = realpathSync.native(fixtures); // …with no repository around it
const node = JSON.stringify(process.execPath);

function agent(command: string, over: Partial<ExecProviderConfig> = {}) {
  return createExecProvider('agent', { type: 'exec', command, timeout_ms: 10_000, retries: 0, max_output_bytes: 10 * 1024 * 1024, ...over }, { configDir, root });
}

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'context-eval-exec-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('exec provider', () => {
  it('writes the request to stdin as {role, scenario, run, system, messages, context}', async () => {
    const res = await agent(`${node} exec/echo-agent.mjs`).complete(
      makeRequest({ meta: { role: 'planner', scenario: 'big-task', run: 2, context: { objective: 'Refactor auth', files: ['a.rs'] } } }),
    );
    expect(JSON.parse(res.output)).toEqual({
      role: 'planner',
      scenario: 'big-task',
      run: 2,
      system: 'You are the planner.',
      messages: [{ role: 'user', content: 'Refactor the auth module.' }],
      context: { objective: 'Refactor auth', files: ['a.rs'] },
    });
  });

  it('takes output and usage from JSON stdout', async () => {
    const res = await agent(`${node} exec/echo-agent.mjs`).complete(makeRequest());
    expect(res.usage).toEqual({ input_tokens: 11, output_tokens: 4 });
    expect(res.latencyMs).toBeGreaterThan(0);
  });

  it('takes plain stdout as the output, splitting quoted arguments, in the configured cwd', async () => {
    const res = await agent(`${node} plain-agent.mjs --role "lead planner" 'a b' c\\ d`, { cwd: 'exec' }).complete(makeRequest());
    expect(res.output).toBe('args=["--role","lead planner","a b","c d"] cwd=exec');
    expect(res.usage).toEqual({ input_tokens: 0, output_tokens: 0 });
  });

  it('runs in the config folder when cwd is not set', async () => {
    const res = await agent(`${node} exec/plain-agent.mjs`).complete(makeRequest());
    expect(res.output).toBe('args=[] cwd=fixtures');
  });

  it('reports a non-zero exit with the code and the end of stderr, not retried', async () => {
    const { sleep, waits } = recordingSleep();
    const p = withRetries(agent(`${node} exec/fail-agent.mjs`), { retries: 3, timeoutMs: 10_000, sleep });
    const err = await providerFailure(p.complete(makeRequest()));
    expect(err.kind).toBe('exec');
    expect(err.retryable).toBe(false);
    expect(err.message).toContain("exec provider 'agent':");
    expect(err.message).toContain('exited with code 3');
    expect(err.message).toContain('boom: the planner prompt is missing');
    expect(waits).toEqual([]);
  });

  it('reports a command that does not exist, naming it and the setting', async () => {
    const err = await providerFailure(agent('no-such-agent-binary-xyz --flag').complete(makeRequest()));
    expect(err.kind).toBe('exec');
    expect(err.message).toBe("exec provider 'agent': command 'no-such-agent-binary-xyz' not found; check `command` in providers.agent");
  });

  it('reports a cwd that does not exist', async () => {
    const err = await providerFailure(agent(`${node} x.mjs`, { cwd: 'no-such-folder' }).complete(makeRequest()));
    expect(err.kind).toBe('exec');
    expect(err.message).toContain('no-such-folder');
    expect(err.message).toContain('providers.agent');
  });

  it('kills the agent when the call times out', async () => {
    const pidFile = join(tmp, 'slow.pid');
    const p = withRetries(agent(`${node} exec/slow-agent.mjs ${JSON.stringify(pidFile)}`), { retries: 0, timeoutMs: 1_500 });
    const err = await providerFailure(p.complete(makeRequest()));
    expect(err.kind).toBe('timeout');
    expect(err.message).toContain('no answer within 1500 ms (providers.agent.timeout_ms)');
    const pid = Number(await readFile(pidFile, 'utf8'));
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (let i = 0; i < 100 && alive(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(alive()).toBe(false);
  });

  it('adds the tools and the world to the request on stdin when the request has them', async () => {
    const tools = [{ name: 'read_file', description: 'Reads a file', parameters: { type: 'object' } }];
    const world = { read_file: [{ when: { path: 'src/auth.rs' }, returns: 'fn login() {}' }], run_tests: '3 passed' };
    const res = await agent(`${node} exec/echo-agent.mjs`).complete(makeRequest({ tools, world }));
    const sent = JSON.parse(res.output);
    expect(sent.tools).toEqual(tools);
    expect(sent.world).toEqual(world);
    expect(Object.keys(sent)).toEqual(['role', 'scenario', 'run', 'system', 'messages', 'context', 'tools', 'world']);
  });

  it("returns the agent's trajectory, numbering the steps 1, 2, 3 when the agent gives none", async () => {
    const res = await agent(`${node} exec/trajectory-agent.mjs calls`).complete(makeRequest({ world: { read_file: 'fn login() {}', run_tests: '3 passed' } }));
    expect(res.output).toBe('done with tools []');
    expect(res.usage).toEqual({ input_tokens: 7, output_tokens: 2 });
    expect(res.trajectory).toEqual([
      { step: 1, tool: 'read_file', args: { path: 'src/auth.rs' }, result: 'fn login() {}' },
      { step: 2, tool: 'edit_file', args: { path: 'src/auth.rs', text: 'oauth2' } },
      { step: 3, tool: 'run_tests', args: {}, result: '3 passed' },
    ]);
  });

  it('keeps the step numbers the agent gives', async () => {
    const res = await agent(`${node} exec/trajectory-agent.mjs steps`).complete(makeRequest());
    expect(res.trajectory?.map((s) => s.step)).toEqual([1, 1, 2]);
  });

  it('a malformed trajectory is a run error naming the provider and the field, not a crash', async () => {
    const err = await providerFailure(agent(`${node} exec/trajectory-agent.mjs bad-tool`).complete(makeRequest()));
    expect(err.kind).toBe('bad_output');
    expect(err.retryable).toBe(false);
    expect(err.message).toMatch(/^exec provider 'agent': .*trajectory\.1\.tool/);
  });

  it('a trajectory of more than 1000 steps is a run error saying so', async () => {
    const err = await providerFailure(agent(`${node} exec/trajectory-agent.mjs many`).complete(makeRequest()));
    expect(err.kind).toBe('bad_output');
    expect(err.message).toMatch(/exec provider 'agent': .*1001 steps.*at most 1000/);
  });

  it('cuts a long result with a visible mark, and gives a JSON result as its text', async () => {
    const long = await agent(`${node} exec/trajectory-agent.mjs long`).complete(makeRequest());
    const result = long.trajectory?.[0]?.result ?? '';
    expect(result.length).toBeLessThan(20_000);
    expect(result.startsWith('x'.repeat(1000))).toBe(true);
    expect(result).toMatch(/cut: 100000 characters/);
    const object = await agent(`${node} exec/trajectory-agent.mjs object-result`).complete(makeRequest());
    expect(object.trajectory).toEqual([{ step: 1, tool: 'run_tests', args: {}, result: '{"passed":3,"failed":0}' }]);
  });

  it('rejects a command with an unclosed quote when it is built', () => {
    expect(() => agent(`${node} "agent.mjs`)).toThrow(ConfigError);
    expect(() => agent(`${node} "agent.mjs`)).toThrow(/providers\.agent\.command: unclosed " quote/);
  });
});

describe('parseExecStdout', () => {
  it.each([
    { stdout: '{"output":"hi","usage":{"input_tokens":3,"output_tokens":2}}\n', output: 'hi', usage: { input_tokens: 3, output_tokens: 2 } },
    { stdout: '{"output":"hi"}', output: 'hi', usage: { input_tokens: 0, output_tokens: 0 } },
    { stdout: '{"output":"hi","usage":{"output_tokens":5}}', output: 'hi', usage: { input_tokens: 0, output_tokens: 5 } },
    { stdout: 'plain answer\n', output: 'plain answer', usage: { input_tokens: 0, output_tokens: 0 } },
    { stdout: 'two lines\nof text\r\n', output: 'two lines\nof text', usage: { input_tokens: 0, output_tokens: 0 } },
    { stdout: '{"steps":[1,2]}\n', output: '{"steps":[1,2]}', usage: { input_tokens: 0, output_tokens: 0 } },
    { stdout: '{"output":42}', output: '{"output":42}', usage: { input_tokens: 0, output_tokens: 0 } },
    { stdout: '["output"]', output: '["output"]', usage: { input_tokens: 0, output_tokens: 0 } },
  ])('$stdout', ({ stdout, output, usage }) => {
    expect(parseExecStdout(stdout, 'agent')).toEqual({ output, usage });
  });

  it('a plain JSON reply has no trajectory', () => {
    expect(parseExecStdout('{"output":"hi"}', 'agent')).not.toHaveProperty('trajectory');
  });

  it.each([
    { stdout: '{"output":"hi","trajectory":{"tool":"x"}}', field: 'trajectory' },
    { stdout: '{"output":"hi","trajectory":[{"tool":"","args":{}}]}', field: 'trajectory.0.tool' },
    { stdout: '{"output":"hi","trajectory":[{"tool":"x","args":{},"step":0}]}', field: 'trajectory.0.step' },
  ])('rejects a trajectory with a bad $field', ({ stdout, field }) => {
    expect(() => parseExecStdout(stdout, 'agent')).toThrow(new RegExp(`exec provider 'agent': .*${field.replaceAll('.', '\\.')} is invalid`));
  });

  it('rejects a reply whose usage is not token counts, naming the field', () => {
    expect(() => parseExecStdout('{"output":"hi","usage":{"input_tokens":"many"}}', 'agent')).toThrow(/usage\.input_tokens is invalid/);
  });
});
