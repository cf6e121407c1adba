/**
 * Issue 30, row 12 (item 11): bad input gets a clear error and bounded resources. Each case was
 * reproduced on main: aliases under the 1,000-alias limit that expand to 100 MB of context (or to an
 * "internal error … Invalid string length"), invalid UTF-8 silently replaced, NUL accepted in names and
 * values, "Maximum call stack size exceeded" instead of the documented nesting limit, `.git/config`
 * reaching the model through `vars`, and `show` quoting the first bytes of a file it refused. The FIFO
 * cases (which hang) are in fifo.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeProject, removeProjects } from '../config/temp-project.js';
import { runCliInProcess } from '../cli/in-process.js';

afterAll(async () => {
  await removeProjects();
});

const CONFIG = 'version: 1\nproviders:\n  main: { type: openai, model: m, base_url: "http://127.0.0.1:9/v1", retries: 0 }\nroles:\n  planner: { provider: main, system: prompts/p.md }\n';
const HEAD = 'name: s1\nrole: planner\nexpect:\n  - contains: [PASS]\n';

async function validate(files: Record<string, string | Buffer>, config = CONFIG) {
  const text: Record<string, string> = {};
  const bytes: [string, Buffer][] = [];
  for (const [rel, body] of Object.entries(files)) {
    if (typeof body === 'string') text[rel] = body;
    else bytes.push([rel, body]);
  }
  const dir = await makeProject({ 'context-eval.yaml': config, 'prompts/p.md': 'You plan.\n', ...text });
  for (const [rel, body] of bytes) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), body);
  }
  const r = await runCliInProcess(dir, ['validate'], { OPENAI_API_KEY: 'sk-test-key-123456' });
  return { ...r, text: r.stdout + r.stderr };
}

/** A plain config error: exit 2, no internal error, no stack trace. */
function expectConfigError(r: { code: number; text: string }, message: RegExp): void {
  expect(r.text, r.text.slice(0, 600)).toMatch(message);
  expect(r.code, r.text.slice(0, 600)).toBe(2);
  expect(r.text).not.toMatch(/internal error|\n\s+at /);
}

describe('YAML aliases under the alias-count limit', () => {
  it('a 0.1 MB file whose aliases expand to 100 MB is refused at the alias, naming the budget', async () => {
    const body = `${HEAD}context:\n  big: &b "${'x'.repeat(100_000)}"\n  copies: [${Array(998).fill('*b').join(', ')}]\n`;
    const r = await validate({ 'scenarios/a.yaml': body });
    expectConfigError(r, /scenarios\/a\.yaml:7:\d+: invalid YAML: .*aliases.*expand.*more than 5 MB/s);
  });

  it('a 0.6 MB one is a config error, not "internal error … Invalid string length"', async () => {
    const body = `${HEAD}context:\n  big: &b "${'x'.repeat(600_000)}"\n  copies: [${Array(998).fill('*b').join(', ')}]\n`;
    const r = await validate({ 'scenarios/a.yaml': body });
    expectConfigError(r, /scenarios\/a\.yaml:7:\d+: invalid YAML: .*aliases/s);
  });

  it('merges (<<) count too, also in a _defaults.yaml', async () => {
    const keys = Array.from({ length: 2000 }, (_, i) => `k${i}: "${'y'.repeat(40)}"`).join(', ');
    const merges = Array.from({ length: 900 }, (_, i) => `  m${i}: { <<: *base }`).join('\n');
    const r = await validate({ 'scenarios/_defaults.yaml': `context:\n  base: &base { ${keys} }\n${merges}\n`, 'scenarios/a.yaml': `${HEAD}context: { objective: x }\n` });
    expectConfigError(r, /scenarios\/_defaults\.yaml:\d+:\d+: invalid YAML: .*aliases/s);
  });

  it('an include repeated through aliases cannot inline more than the budget', async () => {
    const r = await validate({
      'scenarios/big.txt': 'z'.repeat(1024 * 1024),
      'scenarios/a.yaml': `${HEAD}context:\n  one: &inc { file: big.txt }\n  many: [${Array(10).fill('*inc').join(', ')}]\n`,
    });
    expectConfigError(r, /scenarios\/a\.yaml:\d+:\d+: .*included files .*more than 5 MB/s);
  });

  it('a file that writes more values than the limit is refused before it is parsed (the parser takes ~1 KB a value)', async () => {
    const body = `${HEAD}context:\n  items: [${Array(300_000).fill('a').join(',')}]\n`;
    const r = await validate({ 'scenarios/a.yaml': body });
    expectConfigError(r, /scenarios\/a\.yaml:6:\d+: invalid YAML: it writes more than 100,000 values/);
  });

  it('a few aliases of small values still load', async () => {
    const r = await validate({ 'scenarios/a.yaml': `${HEAD}context:\n  who: &w { name: Ada, team: core }\n  again: *w\n  list: [*w, *w, *w]\n` });
    expect(r.code, r.text).toBe(0);
  });
});

describe('encoding', () => {
  it('invalid UTF-8 in a scenario file is refused at its line, not replaced', async () => {
    const r = await validate({ 'scenarios/a.yaml': Buffer.concat([Buffer.from(`${HEAD}context:\n  objective: "caf`), Buffer.from([0xe9]), Buffer.from('"\n')]) });
    expectConfigError(r, /scenarios\/a\.yaml:6:\d+: .*not valid UTF-8/);
  });

  it('a NUL byte in a name is refused at its line', async () => {
    const r = await validate({ 'scenarios/a.yaml': Buffer.from(`name: s\u00001\nrole: planner\ncontext: {}\nexpect:\n  - contains: [PASS]\n`) });
    expectConfigError(r, /scenarios\/a\.yaml:1:\d+: .*NUL/);
  });

  it('a NUL written as an escape ("\\0", "\\x00") in a value is refused at its line', async () => {
    const r = await validate({ 'scenarios/a.yaml': `${HEAD}context:\n  objective: "a\\x00b"\n` });
    expectConfigError(r, /scenarios\/a\.yaml:6:\d+: .*NUL/);
  });

  it('invalid UTF-8 or NUL in a config, an included file or a prompt file is refused, naming the file and line', async () => {
    const bad = Buffer.concat([Buffer.from('line one\nline two '), Buffer.from([0xff, 0x0a])]);
    const inc = await validate({ 'scenarios/notes.md': bad, 'scenarios/a.yaml': `${HEAD}context:\n  notes: { file: notes.md }\n` });
    expectConfigError(inc, /scenarios\/a\.yaml:6:\d+: .*notes\.md.*line 2.*not valid UTF-8/s);
    const prompt = await validate({ 'prompts/p.md': bad, 'scenarios/a.yaml': `${HEAD}context: {}\n` });
    expectConfigError(prompt, /prompts\/p\.md:2:\d+: .*not valid UTF-8/);
    const config = await validate({ 'scenarios/a.yaml': `${HEAD}context: {}\n` }, `${CONFIG}# caf\u0000\n`);
    expectConfigError(config, /context-eval\.yaml:6:\d+: .*NUL/);
  });

  it('UTF-8 with a byte order mark and multibyte characters loads', async () => {
    const r = await validate({ 'scenarios/a.yaml': `\ufeff${HEAD}context: { objective: "café — 🙂" }\n` });
    expect(r.code, r.text).toBe(0);
  });
});

describe('nesting', () => {
  it.each([
    ['flow', `${HEAD}context: ${'['.repeat(5000)}${']'.repeat(5000)}\n`],
    ['block', `${HEAD}context:\n${Array.from({ length: 2000 }, (_, i) => `${' '.repeat(i + 2)}k:`).join('\n')}\n`],
  ])('%s nesting thousands deep says the documented limit, not "Maximum call stack size exceeded"', async (_kind, body) => {
    const r = await validate({ 'scenarios/a.yaml': body });
    expectConfigError(r, /scenarios\/a\.yaml:\d+:\d+: invalid YAML: nested more than 100 levels deep/);
    expect(r.text).not.toMatch(/call stack/);
  });
});

describe('.git/ is outside what a prompt may include', () => {
  const gitConfig = '[core]\n\trepositoryformatversion = 0\n[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX3NlY3JldA==\n';
  it.each([
    ['roles.*.vars', {}, CONFIG.replace('system: prompts/p.md', 'system: prompts/p.md, vars: { cfg: { file: .git/config } }'), /context-eval\.yaml:5:\d+: .*\.git/],
    ['roles.*.system', {}, CONFIG.replace('prompts/p.md', '.git/config'), /context-eval\.yaml:5:\d+: .*\.git/],
    ['a scenario include', { 'scenarios/a.yaml': `${HEAD}context:\n  cfg: { file: ../.git/config }\n` }, CONFIG, /scenarios\/a\.yaml:6:\d+: .*\.git/],
    ['an include spelled .GIT', { 'scenarios/a.yaml': `${HEAD}context:\n  cfg: { file: ../.GIT/config }\n` }, CONFIG, /scenarios\/a\.yaml:6:\d+: .*\.GIT/],
  ])('%s naming .git/config is refused', async (_what, files: Record<string, string>, config, message) => {
    const r = await validate({ 'scenarios/a.yaml': `${HEAD}context: {}\n`, ...files, '.git/config': gitConfig, '.GIT/config': gitConfig }, config);
    expectConfigError(r, message);
    expect(r.text).not.toContain('extraheader');
  });

  it('a symlink into .git is refused too', async () => {
    const { symlinkSync } = await import('node:fs');
    const dir = await makeProject({ 'context-eval.yaml': CONFIG, 'prompts/p.md': 'You plan.\n', '.git/config': gitConfig, 'scenarios/a.yaml': `${HEAD}context:\n  cfg: { file: cfg.txt }\n` });
    symlinkSync(path.join(dir, '.git', 'config'), path.join(dir, 'scenarios', 'cfg.txt'));
    const r = await runCliInProcess(dir, ['validate'], { OPENAI_API_KEY: 'sk-test-key-123456' });
    expectConfigError({ code: r.code, text: r.stdout + r.stderr }, /scenarios\/a\.yaml:6:\d+: .*\.git/);
  });
});

describe("show's errors name a refused file, never quote it", () => {
  it.each([
    ['a git config', '[core]\n\trepositoryformatversion = 0\n\textraheader = AUTHORIZATION: basic c2VjcmV0\n'],
    ['an env file', 'TOKEN="hunter2-secret"\n'],
    ['JSON that breaks late', '{"version": 1, "leak": "hunter2-secret", \n'],
  ])('%s given as --report', async (_what, body) => {
    const dir = await makeProject({ 'context-eval.yaml': CONFIG, 'prompts/p.md': 'You plan.\n', 'not-a-report': body });
    const r = await runCliInProcess(dir, ['show', 's1', '--report', 'not-a-report'], { OPENAI_API_KEY: 'sk-test-key-123456' });
    const text = r.stdout + r.stderr;
    expect(r.code, text).toBe(2);
    expect(text).toMatch(/not-a-report is not a context-eval report/);
    for (const piece of ['[core]', 'repositoryformatversion', 'TOKEN', 'hunter2', 'leak', 'extraheader']) expect(text).not.toContain(piece);
  });
});

describe('special files among the scenario files', () => {
  it('a FIFO that the scenario glob matches is refused by name, not skipped in silence', async () => {
    const { execFileSync } = await import('node:child_process');
    const dir = await makeProject({ 'context-eval.yaml': CONFIG, 'prompts/p.md': 'You plan.\n', 'scenarios/a.yaml': `${HEAD}context: {}\n` });
    execFileSync('mkfifo', [path.join(dir, 'scenarios', 'b.yaml')]);
    const r = await runCliInProcess(dir, ['validate'], { OPENAI_API_KEY: 'sk-test-key-123456' });
    expectConfigError({ code: r.code, text: r.stdout + r.stderr }, /scenarios\/b\.yaml.*not a regular file/);
  });
});
