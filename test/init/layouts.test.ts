/**
 * Issue 32, item 7: init fits a `<name>/system.md` layout (danielmiessler/fabric's `patterns/*\/system.md`):
 * role names from the nearest meaningful folder, the repository's own placeholders given `vars`
 * entries, and a starter whose max_tokens leaves room for the prompt — so that what init wrote validates.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { countTokens } from '../../src/manifest/tokenizer.js';
import { roleNames } from '../../src/init/scaffold.js';
import { runCliInProcess } from '../cli/in-process.js';
import { makeProject, removeProjects } from '../config/temp-project.js';

afterAll(removeProjects);

const ENV = { PATH: process.env.PATH ?? '' };

describe('role names', () => {
  it('a prompt named system (or prompt, index…) is named after its folder', () => {
    expect(roleNames(['patterns/summarize/system.md', 'patterns/extract_wisdom/system.md']).map((r) => r.name)).toEqual(['summarize', 'extract_wisdom']);
    expect(roleNames(['agents/triage/prompt.md', 'prompts/support.md']).map((r) => r.name)).toEqual(['triage', 'support']);
  });
});

describe('init on a <name>/system.md tree with its own placeholders', () => {
  // A long prompt: more tokens than a fixed 4000-token starter budget would leave room for.
  const LONG = `# IDENTITY\n\nYou extract the wisdom of a text.\n\n${'- Write each insight as one sentence of exactly sixteen words, in plain language.\n'.repeat(420)}\nAnswer in {{lang_code}}.\n`;
  const files = {
    'patterns/summarize/system.md': '# IDENTITY\n\nYou summarize the text you are given in five bullet points.\n',
    'patterns/extract_wisdom/system.md': LONG,
    'patterns/extract_wisdom/README.md': '# not a prompt\n',
  };

  it('names the roles after their folders, gives lang_code a var, and validates as written', async () => {
    const dir = await makeProject(files);
    const r = await runCliInProcess(dir, ['init'], ENV);
    expect(r.code, r.stderr).toBe(0);
    const configText = readFileSync(path.join(dir, 'context-eval.yaml'), 'utf8');
    const config = parse(configText) as { roles: Record<string, { system: string; vars?: Record<string, string> }> };
    expect(Object.keys(config.roles).sort()).toEqual(['extract_wisdom', 'summarize']);
    expect(config.roles['extract_wisdom']?.system).toBe('patterns/extract_wisdom/system.md');
    expect(typeof config.roles['extract_wisdom']?.vars?.['lang_code']).toBe('string');
    expect(config.roles['summarize']?.vars).toBeUndefined();
    // The var's line says what it is and what to do.
    expect(configText).toMatch(/lang_code: .*#.*\{\{lang_code\}\}/);

    const v = await runCliInProcess(dir, ['validate'], ENV);
    expect(v.code, v.stderr).toBe(0);
    expect(v.stderr).not.toMatch(/warning/);
  });

  it("the starter's max_tokens leaves room for the prompt and an answer", async () => {
    const dir = await makeProject(files);
    const r = await runCliInProcess(dir, ['init'], ENV);
    expect(r.code, r.stderr).toBe(0);
    const starter = parse(readFileSync(path.join(dir, 'scenarios/extract_wisdom/starter.yaml'), 'utf8')) as { expect: Record<string, unknown>[] };
    const budget = starter.expect.find((e) => 'max_tokens' in e)?.['max_tokens'];
    const promptTokens = await countTokens(LONG);
    expect(promptTokens).toBeGreaterThan(4000);
    expect(budget).toBeGreaterThan(promptTokens + 500);
  });
});
