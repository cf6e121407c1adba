import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { RoleConfig } from '../../src/config/schema.js';
import { ConfigError } from '../../src/config/types.js';
import { buildPrompt, lookupField, splitFieldPath } from '../../src/scenarios/prompt.js';
import { scenario } from './make-scenario.js';

const role: RoleConfig = { provider: 'main', system: ['a.md', 'b.md'], output: 'json', json_strict: false, fields: { steps: 'steps', risk: 'risk' }, depends_on: [], vars: {} };


const context = {
  objective: 'Add <OAuth> & "JWT"',
  constraints: ['max 2 files per step', 'keep tests'],
  steps: [{ title: 'first' }, { title: 'second' }],
  files: { 'src/auth.rs': 'fn login() {}\n' },
  limits: { files: 2 },
  count: 3,
};

describe('buildPrompt', () => {
  it('joins the system files with one blank line, in order', () => {
    const prompt = buildPrompt({ ...role, system: ['a.md', 'b.md'] }, scenario({}), {
      system: [
        { path: 'a.md', text: 'First.\n' },
        { path: 'b.md', text: 'Second.' },
      ],
    });
    expect(prompt.system).toBe('First.\n\nSecond.');
  });

  it('renders the template from the context without escaping', () => {
    const template = {
      path: 'task.md',
      text: [
        'Objective: {{objective}}',
        'Second step: {{ steps[1].title }} / {{ steps.0.title }}',
        'Auth: {{ files.src/auth.rs }}',
        'Count: {{ count }}',
        'Constraints:',
        '{{ constraints }}',
        'Limits: {{ limits }}',
      ].join('\n'),
    };
    const prompt = buildPrompt({ ...role, template: 'task.md' }, scenario(context), { system: [], template });
    expect(prompt.messages).toEqual([
      {
        role: 'user',
        content: [
          'Objective: Add <OAuth> & "JWT"',
          'Second step: second / first',
          'Auth: fn login() {}\n',
          'Count: 3',
          'Constraints:',
          '- max 2 files per step\n- keep tests',
          'Limits: files: 2',
        ].join('\n'),
      },
    ]);
  });

  it('sends the context as YAML when the role has no template', () => {
    const prompt = buildPrompt(role, scenario(context), { system: [] });
    expect(prompt.messages).toHaveLength(1);
    expect(parse(prompt.messages[0]?.content ?? '')).toEqual(context);
  });

  it('names the template file and line, the field and the scenario when a field is missing', () => {
    const template = { path: 'prompts/task.md', text: 'Intro\n\n  Goal: {{ steps[5].title }}\n' };
    let error: unknown;
    try {
      buildPrompt({ ...role, template: 'prompts/task.md' }, scenario(context), { system: [], template });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error instanceof Error ? error.message : '').toContain(
      "prompts/task.md:3:9: template field 'steps[5].title' is missing from the context of scenario 'plan-auth' (scenarios/auth.yaml:4)",
    );
  });

  it('refuses to ignore a role template whose text was not passed', () => {
    expect(() => buildPrompt({ ...role, template: 'task.md' }, scenario({}), { system: [] })).toThrow(/template task\.md/);
  });
});

describe('field paths', () => {
  it.each([
    ['a.b.c', ['a', 'b', 'c']],
    ['steps[0].title', ['steps', '0', 'title']],
    ['files.0', ['files', '0']],
  ])('splits %s', (input, output) => {
    expect(splitFieldPath(input)).toEqual(output);
  });

  it('prefers the longest key containing dots', () => {
    expect(lookupField({ 'a.b': 1, a: { b: 2 } }, ['a', 'b'])).toEqual({ found: true, value: 1 });
    expect(lookupField({ a: { b: 2 } }, ['a', 'b'])).toEqual({ found: true, value: 2 });
    expect(lookupField({ a: [1] }, ['a', '3'])).toEqual({ found: false });
  });
});
