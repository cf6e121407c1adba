/** Issue 33 (capture): logged tool calls and results → a scenario's world, earlier turns and trajectory proposals. Pure units. */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseLog } from '../../src/capture/logs.js';
import { planCapture, type CaptureRole } from '../../src/capture/plan.js';
import { MAX_RESULT_CHARS, MAX_RULES_PER_TOOL } from '../../src/capture/world.js';
import { buildWorld, answerCall } from '../../src/agent/world.js';
import { RoleSchema } from '../../src/config/schema.js';
import { createRedactor, REDACTED } from '../../src/security/redact.js';
import { anthropicAgentLog, openaiAgentLog, type LoggedTurn } from './agent-logs.js';

const toolRole = RoleSchema.parse({ provider: 'p', system: 's.md', tools: 'tools.json' });
const roles: CaptureRole[] = [{ name: 'agent', config: toolRole, system: 'SYS' }];

function captureOne(lines: string[]): { doc: Record<string, unknown>; text: string; notes: string[]; problems: number[] } {
  const { runs, problems } = parseLog(lines.join('\n'));
  const plan = planCapture(runs, roles, { logName: 'log.jsonl', redactor: createRedactor(['sk-SECRET-123']) });
  expect(plan.scenarios, JSON.stringify(plan.skipped)).toHaveLength(1);
  const text = plan.scenarios[0]?.text ?? '';
  return { doc: parse(text) as Record<string, unknown>, text, notes: plan.scenarios[0]?.notes ?? [], problems: problems.map((p) => p.line) };
}

const read = (path: string, result: string): LoggedTurn => ({ calls: [{ name: 'read_file', args: { path }, result }] });

describe('capture: a world from the logged tool results', () => {
  it('answers every logged call of an Anthropic log with its logged result, first match wins', () => {
    const lines = anthropicAgentLog({ system: 'SYS', user: 'task: x\n', turns: [read('a.ts', 'A'), read('b.ts', 'B'), read('a.ts', 'A')], answer: 'done' });
    const { doc, problems } = captureOne(lines);
    expect(problems).toEqual([]);
    expect(doc.world).toEqual({ read_file: [{ when: { path: 'a.ts' }, returns: 'A' }, { when: { path: 'b.ts' }, returns: 'B' }] });
    const world = buildWorld(doc.world as Record<string, unknown>);
    expect(answerCall(world, { name: 'read_file', args: { path: 'b.ts' } })).toEqual({ ok: true, text: 'B' });
    expect(doc.expect).toEqual(expect.arrayContaining([{ calls: 'read_file' }]));
  });

  it('reads an exec reply\'s trajectory, and gives one answer for all when every call got the same result', () => {
    const line = JSON.stringify({
      stdin: { system: 'SYS', messages: [{ role: 'user', content: 'task: x\n' }] },
      stdout: {
        output: 'done',
        usage: { input_tokens: 5, output_tokens: 5 },
        trajectory: [
          { tool: 'run_tests', args: { only: 'a' }, result: '3 passed' },
          { tool: 'run_tests', args: { only: 'b' }, result: '3 passed' },
          { tool: 'lint', args: {} },
        ],
      },
    });
    const { doc, notes } = captureOne([line]);
    expect(doc.world).toEqual({ run_tests: '3 passed' });
    expect(notes.join('\n')).toMatch(/1 logged call of lint has no logged result/);
    expect(doc.expect).toEqual(expect.arrayContaining([{ calls: 'run_tests' }, { calls: 'lint' }, { order: ['run_tests', 'lint'] }]));
  });

  it('cuts long results, bounds the rules per tool, and leaves long argument values out of when', () => {
    const long = 'x'.repeat(MAX_RESULT_CHARS + 500);
    const turns = Array.from({ length: MAX_RULES_PER_TOOL + 3 }, (_, i) => read(`f${i}.ts`, i === 0 ? long : `R${i}`));
    turns.push({ calls: [{ name: 'edit_file', args: { path: 'a.ts', text: 'y'.repeat(5000) }, result: 'ok' }] });
    turns.push({ calls: [{ name: 'edit_file', args: { path: 'b.ts', text: 'z' }, result: 'failed' }] });
    const { doc, notes } = captureOne(openaiAgentLog({ system: 'SYS', user: 'task: x\n', turns, answer: 'done' }));
    const world = doc.world as Record<string, { when?: Record<string, unknown>; returns: string }[]>;
    expect(world.read_file).toHaveLength(MAX_RULES_PER_TOOL);
    expect(world.read_file?.[0]?.returns.length).toBeLessThan(MAX_RESULT_CHARS + 100);
    expect(world.read_file?.[0]?.returns).toMatch(/cut by context-eval capture/);
    expect(notes.join('\n')).toMatch(/world\.read_file: 3 more logged calls left out/);
    expect(world.edit_file).toEqual([
      { when: { path: 'a.ts' }, returns: 'ok' },
      { when: { path: 'b.ts', text: 'z' }, returns: 'failed' },
    ]);
  });

  it('keeps logged text as data: YAML, ${ and secrets in results and arguments are written as values, never as keys, includes or env references', () => {
    const evil = 'x\n---\nname: evil\nrole: other\nexpect: []\n${HOME} sk-SECRET-123';
    const turns: LoggedTurn[] = [
      { calls: [{ name: 'read_file', args: { path: 'a: b\n- c', key: 'sk-SECRET-123' }, result: evil }] },
      { calls: [{ name: 'read_file', args: { file: '.env' }, result: 'other' }] },
    ];
    const { doc, text } = captureOne(openaiAgentLog({ system: 'SYS', user: 'task: x\n', turns, answer: 'done' }));
    expect(doc.name).toMatch(/^captured-agent-/);
    expect(doc.role).toBe('agent');
    expect(text).not.toContain('sk-SECRET-123');
    const rules = (doc.world as Record<string, { when?: Record<string, unknown>; returns: string }[]>).read_file ?? [];
    expect(rules[0]).toEqual({ when: { path: 'a: b\n- c', key: REDACTED }, returns: `x\n---\nname: evil\nrole: other\nexpect: []\n$${'${'}HOME} ${REDACTED}` });
    // `{file: PATH}` would be read by the loader as an include: the call's rule has no when (the fallback) instead.
    expect(rules[1]).toEqual({ returns: 'other' });
    expect(text).not.toMatch(/file: \.env/);
  });

  it('folds an agent run\'s intermediate turns into its last line, and names a turn that no later line continues', () => {
    const full = openaiAgentLog({ system: 'SYS', user: 'task: x\n', turns: [read('a.ts', 'A')], answer: 'done' });
    const cut = openaiAgentLog({ system: 'SYS', user: 'task: y\n', turns: [read('b.ts', 'B')], answer: 'never logged' }).slice(0, 1);
    const { runs, problems } = parseLog([...full, ...cut].join('\n'));
    expect(runs.map((r) => r.line)).toEqual([2]);
    expect(problems).toEqual([{ line: 3, message: expect.stringMatching(/calls read_file, and no later line of the log continues it/) }]);
    expect(runs[0]).toMatchObject({ turnLines: [1], usage: { input_tokens: 200, output_tokens: 40 }, trajectory: [{ step: 1, tool: 'read_file', args: { path: 'a.ts' }, result: 'A' }] });
  });

  it('proposes no max_tokens when the log lacks some model calls of a run: its tokens add up over them', () => {
    const last = openaiAgentLog({ system: 'SYS', user: 'task: x\n', turns: [read('a.ts', 'A')], answer: 'done' }).slice(-1);
    const { doc, notes } = captureOne(last);
    expect(JSON.stringify(doc.expect)).not.toContain('max_tokens');
    expect(notes.join('\n')).toMatch(/max_tokens is not proposed: the log lacks some model calls/);
    expect(doc.world).toEqual({ read_file: 'A' });
  });

  it('keeps earlier turns as messages and drops the tool turns among them with a note', () => {
    const earlier = [
      { role: 'user', content: 'first question' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'e1', type: 'function', function: { name: 'search', arguments: '{"q":"x"}' } }] },
      { role: 'tool', tool_call_id: 'e1', content: 'found' },
      { role: 'assistant', content: 'first answer' },
    ];
    const { doc, notes } = captureOne(openaiAgentLog({ system: 'SYS', earlier, user: 'task: x\n', turns: [], answer: 'done' }));
    expect(doc.messages).toEqual([{ user: 'first question' }, { assistant: 'first answer' }]);
    expect(notes.join('\n')).toMatch(/2 earlier tool messages .* left out of messages/);
    expect(doc.world).toBeUndefined();
  });
});
