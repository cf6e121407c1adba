/**
 * Issue 33 (capture): a log of agent runs, tool calls and their results included, becomes a scenario
 * whose world answers each logged call with its logged result; the captured scenario passes `validate`
 * and, run in-process against the fake OpenAI server scripted to repeat the logged calls, passes without
 * a call the world cannot answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { runCliInProcess } from '../cli/in-process.js';
import { startFakeOpenAI, toolTurns, type FakeOpenAI } from '../fakes/openai-server.js';
import { openaiAgentLog, type LoggedTurn } from './agent-logs.js';

const SYSTEM = 'You are the implementer.';
const TOOLS = [
  { type: 'function', function: { name: 'read_file', description: 'Read a file', parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } } },
  { type: 'function', function: { name: 'edit_file', description: 'Edit a file', parameters: { type: 'object', properties: { path: { type: 'string' }, text: { type: 'string' } }, required: ['path'] } } },
];
const EARLIER = [
  { role: 'user', content: 'We use the auth module in src/auth.rs.' },
  { role: 'assistant', content: 'Understood.' },
];
/** The first logged run: what the fake repeats. */
const RUN_A: LoggedTurn[] = [
  { calls: [{ name: 'read_file', args: { path: 'src/auth.rs' }, result: 'fn login() {}\n' }] },
  { calls: [{ name: 'edit_file', args: { path: 'src/auth.rs', text: 'fn oauth() {}' }, result: 'ok' }] },
];
const RUN_B: LoggedTurn[] = [
  {
    calls: [
      { name: 'read_file', args: { path: 'src/auth.rs' }, result: 'fn login() {}\n' },
      { name: 'read_file', args: { path: 'src/db.rs' }, result: 'fn connect() {}\n' },
    ],
  },
  { calls: [{ name: 'edit_file', args: { path: 'src/auth.rs', text: 'fn oauth2() {}' }, result: 'ok' }] },
];

let llm: FakeOpenAI;
let dir: string;
beforeAll(async () => {
  // The agent under test repeats run A's calls, turn by turn, then answers.
  llm = await startFakeOpenAI((body) => {
    const turn = RUN_A[toolTurns(body)];
    if (turn === undefined) return { content: 'Done: added OAuth2 to src/auth.rs' };
    return { toolCalls: turn.calls.map((c) => ({ name: c.name, arguments: c.args })) };
  });
  dir = mkdtempSync(path.join(tmpdir(), 'capture-agents-'));
  const files: Record<string, string> = {
    'context-eval.yaml': `version: 1\nproviders:\n  main: { type: openai, model: m, base_url: "${llm.baseUrl}", api_key_env: TEST_KEY, retries: 0 }\nroles:\n  implementer: { provider: main, system: prompts/implementer.md, tools: tools/impl.json, max_steps: 5 }\n  planner: { provider: main, system: prompts/planner.md }\n`,
    'prompts/implementer.md': `${SYSTEM}\n`,
    'prompts/planner.md': 'You plan.\n',
    'tools/impl.json': JSON.stringify(TOOLS),
    'runs.jsonl': [
      ...openaiAgentLog({ system: SYSTEM, earlier: EARLIER, user: 'task: Add OAuth2\n', tools: TOOLS, turns: RUN_A, answer: 'Done: added OAuth2 to src/auth.rs' }),
      ...openaiAgentLog({ system: SYSTEM, earlier: EARLIER, user: 'task: Add OAuth2\n', tools: TOOLS, turns: RUN_B, answer: 'Done: added OAuth2 to src/auth.rs and checked src/db.rs' }),
      // The planner has no tools: key, yet its logged run called a tool.
      ...openaiAgentLog({ system: 'You plan.', user: 'goal: plan the login\n', tools: TOOLS, turns: [RUN_A[0] ?? { calls: [] }], answer: 'Plan: read src/auth.rs first' }),
    ].join('\n'),
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
});
afterAll(async () => {
  await llm.close();
  rmSync(dir, { recursive: true, force: true });
});

const ENV = { TEST_KEY: 'sk-test', PATH: process.env.PATH ?? '' };

describe('capture of logged agent runs', () => {
  it('freezes the logged tool results into a world, earlier turns into messages, and proposes trajectory expectations that a repeat of the run passes', async () => {
    const captured = await runCliInProcess(dir, ['capture', '--log', 'runs.jsonl', '--out', 'scenarios/captured', '--verbose'], ENV);
    expect(captured.code, captured.stderr + captured.stdout).toBe(0);
    // The intermediate turns of each run are folded into the run's last line: 3 runs, no line skipped.
    expect(captured.stdout).toContain('captured 3 runs into 2 scenarios: 2 written, 0 kept');
    expect(captured.stderr).toBe('');
    // The planner's role offers no tools: capture says to add them.
    expect(captured.stdout).toMatch(/role planner has no tools: but its logged runs called read_file; .*add tools: .* to role planner/);

    const files = readdirSync(path.join(dir, 'scenarios', 'captured')).sort();
    const implementerFile = files.find((f) => f.startsWith('implementer-'));
    const text = readFileSync(path.join(dir, 'scenarios', 'captured', implementerFile ?? ''), 'utf8');
    const scenario = parse(text) as Record<string, unknown>;
    expect(scenario.context).toEqual({ task: 'Add OAuth2' });
    expect(scenario.messages).toEqual([{ user: 'We use the auth module in src/auth.rs.' }, { assistant: 'Understood.' }]);
    expect(scenario.world).toEqual({
      read_file: [
        { when: { path: 'src/auth.rs' }, returns: 'fn login() {}\n' },
        { when: { path: 'src/db.rs' }, returns: 'fn connect() {}\n' },
      ],
      edit_file: 'ok',
    });
    expect(scenario.expect).toEqual(
      expect.arrayContaining([{ calls: 'read_file' }, { calls: 'edit_file' }, { order: ['read_file', 'edit_file'] }, { max_tool_calls: 5 }, { matches: '/^Done: added OAuth2 to src\\/auth\\.rs/' }]),
    );
    // Every model call of the run counts: 3 logged calls of 100 + 20 tokens in the longest run.
    expect(scenario.expect).toContainEqual({ max_tokens: 540 });

    const validate = await runCliInProcess(dir, ['validate'], ENV);
    expect(validate.code, validate.stderr + validate.stdout).toBe(0);

    const r = await runCliInProcess(dir, ['run', '--only', 'captured-implementer-*', '--runs', '2', '--out', 'out'], ENV);
    expect(r.stdout + r.stderr).not.toContain('cannot answer');
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const report = JSON.parse(readFileSync(path.join(dir, 'out', 'report.json'), 'utf8')) as {
      scenarios: { verdict: string; runs: { error?: string; trajectory?: { tool: string; result?: string }[] }[] }[];
    };
    expect(report.scenarios.map((s) => s.verdict)).toEqual(['pass']);
    expect(report.scenarios[0]?.runs[0]?.trajectory?.map((s) => [s.tool, s.result])).toEqual([
      ['read_file', 'fn login() {}\n'],
      ['edit_file', 'ok'],
    ]);
  });
});
