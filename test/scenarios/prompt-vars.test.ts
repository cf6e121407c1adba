/**
 * Issue 22 item 3: a role's system files and template hold placeholders filled from `roles.*.vars` and
 * the scenario context, so that a prompt assembled with a substitution (gpt-engineer's FILE_FORMAT) is
 * tested as shipped; a placeholder left unfilled is a config error naming the file, the line and the name.
 */
import { describe, expect, it } from 'vitest';
import type { RoleConfig } from '../../src/config/schema.js';
import { ConfigError } from '../../src/config/types.js';
import { buildPrompt, checkPrompt, type PromptFile } from '../../src/scenarios/prompt.js';
import { scenario } from './make-scenario.js';

const role: RoleConfig = { provider: 'main', system: ['sys.md'], output: 'text', json_strict: false, fields: { steps: 'steps', risk: 'risk' }, depends_on: [], vars: {} };


const sys = (text: string): PromptFile[] => [{ path: 'prompts/sys.md', text }];

interface RenderCase {
  name: string;
  text: string;
  vars: Record<string, string>;
  context: Record<string, unknown>;
  system: string;
}

describe('system files and templates are rendered with the role vars and the context', () => {
  it.each<RenderCase>([
    { name: 'a var', text: 'Answer in {{FILE_FORMAT}}.', vars: { FILE_FORMAT: 'unified diff' }, context: {}, system: 'Answer in unified diff.' },
    { name: 'a var with spaces inside the braces', text: 'Answer in {{ FILE_FORMAT }}.', vars: { FILE_FORMAT: 'diff' }, context: {}, system: 'Answer in diff.' },
    { name: 'a context field', text: 'You work on {{ repo.name }}.', vars: {}, context: { repo: { name: 'auth' } }, system: 'You work on auth.' },
    { name: 'a var wins over a context key of the same name', text: '{{tone}}', vars: { tone: 'terse' }, context: { tone: 'chatty' }, system: 'terse' },
    { name: 'a var value is inserted verbatim, not rendered again', text: 'A {{X}} B', vars: { X: '{{Y}} <&>' }, context: {}, system: 'A {{Y}} <&> B' },
    { name: 'an escaped \\{{ stays a literal {{', text: 'Write \\{{name}} in Handlebars; {{N}}', vars: { N: '1' }, context: {}, system: 'Write {{name}} in Handlebars; 1' },
    { name: 'a lone {{ without }} is text', text: 'a {{ b', vars: {}, context: {}, system: 'a {{ b' },
    { name: 'no placeholder: unchanged', text: 'Plain {text} } {', vars: {}, context: {}, system: 'Plain {text} } {' },
  ])('$name', ({ text, vars, context, system }) => {
    const prompt = buildPrompt({ ...role, vars }, scenario(context), { system: sys(text), vars });
    expect(prompt.system).toBe(system);
  });

  it('renders vars into the template too', () => {
    const template = { path: 'prompts/task.md', text: 'Format: {{FILE_FORMAT}}\nTask: {{objective}}' };
    const vars = { FILE_FORMAT: 'diff' };
    const prompt = buildPrompt({ ...role, template: 'prompts/task.md', vars }, scenario({ objective: 'x' }), { system: sys('S'), template, vars });
    expect(prompt.messages[0]?.content).toBe('Format: diff\nTask: x');
  });
});

function thrown(fn: () => void): ConfigError {
  try {
    fn();
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('an unfilled placeholder is a config error naming the file, the line and the fix', () => {
  it.each([
    {
      name: 'in a system file',
      files: { system: sys('You are a planner.\n\nAnswer in {{FILE_FORMAT}}.\n') },
      where: { file: 'prompts/sys.md', line: 3, col: 11 },
      message: [/placeholder \{\{FILE_FORMAT\}\}/, /roles\.planner\.vars/, /context/, /plan-auth/, /\\\{\{/],
    },
    {
      name: 'in the second system file',
      files: { system: [{ path: 'prompts/a.md', text: 'ok' }, { path: 'prompts/b.md', text: 'x\n{{ MISSING.name }}' }] },
      where: { file: 'prompts/b.md', line: 2, col: 1 },
      message: [/placeholder \{\{MISSING\.name\}\}/, /roles\.planner\.vars/],
    },
    {
      name: 'in the template, naming vars as a fix too',
      files: { system: sys('ok'), template: { path: 'prompts/task.md', text: 'a\nb {{FILE_FORMAT}}' } },
      where: { file: 'prompts/task.md', line: 2, col: 3 },
      message: [/'FILE_FORMAT'/, /roles\.planner\.vars/, /context/],
    },
  ])('$name', ({ files, where, message }) => {
    const r: RoleConfig = { ...role, ...(files.template ? { template: files.template.path } : {}) };
    const error = thrown(() => checkPrompt(r, scenario({ objective: 'x' }), files));
    expect({ file: error.file, line: error.line, col: error.col }).toEqual(where);
    for (const m of message) expect(error.message).toMatch(m);
    // buildPrompt throws the same error: nothing is sent with a placeholder in it.
    expect(thrown(() => buildPrompt(r, scenario({ objective: 'x' }), files)).message).toBe(error.message);
  });
});
