/**
 * Issue 33: the loop in every provider, through the CLI (in-process): the anthropic provider's native
 * tool_use / tool_result turns, and an exec agent that runs its own loop and returns its trajectory, are
 * judged by the same expectations as the openai provider's calls (test/agent/cli-agents.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCliInProcess } from '../cli/in-process.js';
import { anthropicToolResults, anthropicToolTurns, startFakeAnthropic, type FakeAnthropic } from '../fakes/anthropic-server.js';

const TRAJECTORY_AGENT = fileURLToPath(new URL('../fixtures/exec/trajectory-agent.mjs', import.meta.url));

let claude: FakeAnthropic;
beforeAll(async () => {
  claude = await startFakeAnthropic((body) => {
    const turns = anthropicToolTurns(body);
    if (turns === 0) return { toolUses: [{ name: 'read_file', input: { path: 'src/auth.rs' } }, { name: 'run_tests' }] };
    return { texts: [`Read ${anthropicToolResults(body).map((r) => r.content).join(' and ')}; OAuth2 added`] };
  });
});
afterAll(async () => {
  await claude.close();
});

const TOOLS = JSON.stringify([
  { name: 'read_file', description: 'Read a file', input_schema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } },
  { name: 'edit_file', description: 'Edit a file', input_schema: { type: 'object', properties: { path: { type: 'string' }, text: { type: 'string' } } } },
  { name: 'run_tests', description: 'Run the tests', input_schema: { type: 'object', properties: {} } },
]);

function project(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-agent-providers-'));
  const files: Record<string, string> = {
    'context-eval.yaml': [
      'version: 1',
      'providers:',
      `  claude: { type: anthropic, model: c, base_url: "${claude.baseUrl}", api_key_env: K, retries: 0, max_tokens: 256 }`,
      `  own: { type: exec, command: "node ${TRAJECTORY_AGENT} calls" }`,
      'roles:',
      '  implementer: { provider: claude, system: p.md, tools: tools.json }',
      '  own_loop: { provider: own, system: p.md, tools: tools.json }',
      '',
    ].join('\n'),
    'p.md': 'You implement.\n',
    'tools.json': TOOLS,
    'scenarios/a.yaml': [
      'scenarios:',
      '  - name: native',
      '    role: implementer',
      '    runs: 2',
      '    threshold: 1',
      '    verdict: count',
      '    context: { task: Add OAuth2 }',
      '    world: { read_file: "fn login() {}", run_tests: "3 passed" }',
      '    expect:',
      '      - order: [read_file, run_tests]',
      '      - args_valid: true',
      '      - contains: [fn login, 3 passed]',
      '  - name: exec-trajectory',
      '    role: own_loop',
      '    runs: 1',
      '    verdict: count',
      '    context: { task: Add OAuth2 }',
      '    world: { read_file: "fn login() {}", run_tests: "3 passed" }',
      '    expect:',
      '      - order: [read_file, edit_file, run_tests]',
      '      - { never_calls: [delete_*], threshold: 1, verdict: count }',
      '      - contains: "tools [read_file,edit_file,run_tests]"',
      '',
    ].join('\n'),
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

describe('the loop in every provider', () => {
  it('anthropic tool_use turns and an exec trajectory are judged the same way', async () => {
    const dir = project();
    const r = await runCliInProcess(dir, ['run', '--out', 'out'], { K: 'k', PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' });
    const report = JSON.parse(readFileSync(path.join(dir, 'out', 'report.json'), 'utf8')) as {
      summary: { calls: number };
      scenarios: { name: string; verdict: string; reason: string; runs: { steps?: number; trajectory?: { step: number; tool: string; result?: string }[] }[] }[];
    };
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const native = report.scenarios.find((s) => s.name === 'native');
    expect(native?.verdict, native?.reason).toBe('pass');
    // Both calls of one turn share a step; the world's answers came back as one user turn of tool_result blocks.
    expect(native?.runs[0]?.trajectory?.map((s) => [s.step, s.tool, s.result])).toEqual([
      [1, 'read_file', 'fn login() {}'],
      [1, 'run_tests', '3 passed'],
    ]);
    expect(native?.runs[0]?.steps).toBe(2);
    const secondTurn = claude.requests.find((q) => anthropicToolTurns(q.body) === 1)?.body;
    expect(secondTurn?.messages.at(-1)).toMatchObject({ role: 'user', content: [{ type: 'tool_result' }, { type: 'tool_result' }] });
    const exec = report.scenarios.find((s) => s.name === 'exec-trajectory');
    expect(exec?.verdict, exec?.reason).toBe('pass');
    // The exec agent received the world (it answered read_file from it) and the role's tools.
    expect(exec?.runs[0]?.trajectory?.[0]).toMatchObject({ tool: 'read_file', result: 'fn login() {}' });
    // Every model call of every turn counts: two runs × two turns, and one exec call.
    expect(report.summary.calls).toBe(5);
  });
});
