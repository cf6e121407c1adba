import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { freezeContext, matchTemplate } from '../../src/capture/context.js';
import { parseLog } from '../../src/capture/logs.js';
import { planCapture, type CaptureRole } from '../../src/capture/plan.js';
import { createRedactor } from '../../src/security/redact.js';
import { proposeExpectations } from '../../src/capture/propose.js';
import { RoleSchema } from '../../src/config/schema.js';
import { expandEnvString } from '../../src/config/env.js';

const jsonRole = RoleSchema.parse({ provider: 'p', system: 's.md', output: 'json', fields: { steps: 'steps', risk: 'risk_level' } });
const textRole = RoleSchema.parse({ provider: 'p', system: 's.md' });

describe('matchTemplate', () => {
  it('recovers dotted and repeated variables, lists and mappings, and checks by rendering back', () => {
    const template = 'Ticket {{ticket.id}} from {{ticket.from}}\nTags:\n{{tags}}\nAgain {{ticket.id}}.';
    const message = 'Ticket T-1 from a@b.c\nTags:\n- x\n- y\nAgain T-1.';
    expect(matchTemplate(template, message)).toEqual({ ticket: { id: 'T-1', from: 'a@b.c' }, tags: ['x', 'y'] });
  });
  it('returns undefined when the message is not the template rendered', () => {
    expect(matchTemplate('Objective: {{objective}}\nEnd', 'Goal: x\nEnd')).toBeUndefined();
    expect(matchTemplate('{{a}} and {{a}}', 'x and y')).toBeUndefined();
  });
  it('falls back to context.message without a template match, and to the YAML mapping without a template', () => {
    expect(freezeContext('hello', 'Objective: {{o}}')).toEqual({ context: { message: 'hello' }, how: 'message', exact: false });
    expect(freezeContext('a: 1\nb: [x]\n', undefined)).toMatchObject({ how: 'message' });
    expect(freezeContext('a: 1\nb:\n  - x\n', undefined)).toEqual({ context: { a: 1, b: ['x'] }, how: 'yaml', exact: true });
  });
});

describe('a frozen context never reads a file', () => {
  it('keeps a logged {file: PATH} mapping as text: the scenario loader would read it as an include', () => {
    expect(freezeContext('file: .env\n', undefined)).toEqual({ context: { message: 'file: .env\n' }, how: 'message', exact: false });
    expect(freezeContext('a:\n  file: .env\n', undefined).context).toEqual({ message: 'a:\n  file: .env\n' });
    expect(matchTemplate('Config:\n{{cfg}}\nEnd', 'Config:\nfile: .env\nEnd')).toEqual({ cfg: 'file: .env' });
    expect(matchTemplate('Config:\n{{cfg}}\nEnd', 'Config:\nx:\n  - file: .env\nEnd')).toEqual({ cfg: 'x:\n  - file: .env' });
  });
});

describe('parseLog', () => {
  it('names the line of every line it cannot read; earlier turns of a conversation are kept for the last user message', () => {
    const { runs, problems } = parseLog(
      [
        'not json',
        JSON.stringify({ hello: 1 }),
        JSON.stringify({ request: { messages: [{ role: 'user', content: 'a' }, { role: 'assistant', content: 'b' }, { role: 'user', content: 'c' }] }, response: { choices: [{ message: { content: 'x' } }] } }),
        '',
        JSON.stringify({ stdin: { system: 'S', messages: [{ role: 'user', content: 'u' }] }, stdout: 'plain text reply\n' }),
        JSON.stringify({ request: { messages: [{ role: 'user', content: 'a' }, { role: 'assistant', content: 'prefill' }] }, response: { choices: [{ message: { content: 'x' } }] } }),
      ].join('\n'),
    );
    expect(problems.map((p) => p.line)).toEqual([1, 2, 6]);
    expect(problems[1]?.message).toMatch(/not a logged run: expected an OpenAI chat log/);
    expect(problems[2]?.message).toMatch(/goes on after its last user message with an assistant answer/);
    expect(runs).toEqual([
      { line: 3, format: 'openai', system: '', user: 'c', output: 'x', usage: { input_tokens: 0, output_tokens: 0 }, earlier: [{ role: 'user', content: 'a' }, { role: 'assistant', content: 'b' }] },
      { line: 5, format: 'exec', system: 'S', user: 'u', output: 'plain text reply', usage: { input_tokens: 0, output_tokens: 0 } },
    ]);
  });
});

describe('proposeExpectations', () => {
  const out = (risk: string, steps: number, tokens = 100) => ({
    output: JSON.stringify({ steps: Array.from({ length: steps }, (_, i) => ({ title: `step ${i}`, files: ['src/a.ts'] })), risk_level: risk, kind: 'plan' }),
    usage: { input_tokens: tokens, output_tokens: 10 },
  });
  it('pins stable fields, alternates few values, and leaves mixed step counts alone', () => {
    const items = proposeExpectations([out('high', 1), out('critical', 3), out('high', 2)], jsonRole).map((p) => p.item);
    expect(items).toEqual([
      { field_matches: { path: 'risk_level', pattern: '^(critical|high)$' } },
      { equals: { path: 'kind', value: 'plan' } },
      { references_files: ['src/a.ts'] },
      { max_tokens: 170 },
    ]);
  });
  it('proposes decomposes and max_risk from the role fields', () => {
    const items = proposeExpectations([out('low', 2, 200), out('medium', 2, 300)], jsonRole).map((p) => p.item);
    expect(items).toContainEqual({ decomposes: true });
    expect(items).toContainEqual({ max_risk: 'medium' });
    expect(items).toContainEqual({ max_tokens: 470 });
  });
  it('proposes a stable leading text for text roles, cut at a word end', () => {
    const texts = ['[T-9] Login fails', '[T-9] Login broken'].map((output) => ({ output, usage: { input_tokens: 0, output_tokens: 0 } }));
    expect(proposeExpectations(texts, textRole).map((p) => p.item)).toEqual([{ matches: '/^\\[T-9\\] Login/' }]);
  });
});

describe('planCapture', () => {
  const roles: CaptureRole[] = [{ name: 'writer', config: textRole, system: 'SYS' }];
  it('groups runs by context hash, skips unknown roles with a reason, and escapes ${ so that the loader reads it back', () => {
    const log = [
      JSON.stringify({ stdin: { system: 'SYS', messages: [{ role: 'user', content: 'cost: ${HOME}\n' }] }, stdout: 'a' }),
      JSON.stringify({ stdin: { system: 'SYS', messages: [{ role: 'user', content: 'cost: ${HOME}\n' }] }, stdout: 'b' }),
      JSON.stringify({ stdin: { system: 'OTHER', messages: [{ role: 'user', content: 'x: 1\n' }] }, stdout: 'c' }),
    ].join('\n');
    const plan = planCapture(parseLog(log).runs, roles, { logName: 'log.jsonl', redactor: createRedactor([]) });
    expect(plan.skipped).toEqual([{ line: 3, reason: expect.stringMatching(/pass --role R/) }]);
    expect(plan.scenarios).toHaveLength(1);
    const [s] = plan.scenarios;
    expect(s?.runs.map((r) => r.line)).toEqual([1, 2]);
    const written: unknown = parse(s?.text ?? '');
    expect(written).toMatchObject({ context: { cost: '$${HOME}' } });
    expect(expandEnvString('$${HOME}', {})).toEqual({ ok: true, value: '${HOME}' });
    const withRole = planCapture(parseLog(log).runs, roles, { logName: 'log.jsonl', role: 'writer', redactor: createRedactor([]) });
    expect(withRole.scenarios).toHaveLength(2);
  });
});
