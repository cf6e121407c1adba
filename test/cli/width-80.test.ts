/**
 * Issue 32, item 5: every command's output fits 80 columns (no terminal: a pipe, a CI log), with no
 * word cut across lines, and lists one per line — `validate` on 200 scenarios, `show` of a run whose
 * failure lines and output are long, `init`'s report and next steps, and an error.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCliInProcess } from './in-process.js';
import { makeProject, removeProjects } from '../config/temp-project.js';
import { report, run, scenario } from '../report/fixtures.js';
import { cutWords, overWide } from './fit.js';

afterAll(removeProjects);

const ENV = { PATH: process.env.PATH ?? '' };
/** No terminal: a pipe or a CI log, 80 columns. */
const PIPE = { columns: undefined };

const CONFIG = ['version: 1', 'providers:', '  main: { type: openai, model: gpt-4.1-mini }', 'roles:', '  writer: { provider: main, system: prompts/writer.md, output: text }', ''].join('\n');
const PROMPT = { 'prompts/writer.md': 'You write release notes.\n' };

function suite(n: number, extra = ''): Record<string, string> {
  const scenarios = Array.from({ length: n }, (_, i) => [`  - name: writes-release-notes-for-component-${i}`, '    role: writer', '    expect: [{ contains: [notes] }]'].join('\n'));
  return { 'context-eval.yaml': CONFIG, ...PROMPT, 'scenarios/suite.yaml': `scenarios:\n${scenarios.join('\n')}\n${extra}` };
}

describe('validate at 80 columns', () => {
  it('200 scenarios: the names one per line, every line within 80 columns', async () => {
    const dir = await makeProject(suite(200));
    const r = await runCliInProcess(dir, ['validate'], ENV, PIPE);
    expect(r.code, r.stderr).toBe(0);
    expect(overWide(r.stdout)).toEqual([]);
    const lines = r.stdout.split('\n');
    for (const i of [0, 57, 199]) expect(lines).toContain(`  writes-release-notes-for-component-${i}`);
  });

  it('a name longer than a line is listed whole on its own line, not clipped: it is what --only takes', async () => {
    const long = 'writes-release-notes-for-the-billing-migration-with-a-rollback-plan-and-a-cutover-window';
    const dir = await makeProject(suite(2, ['  - name: ' + long, '    role: writer', '    expect: [{ contains: [notes] }]', ''].join('\n')));
    const r = await runCliInProcess(dir, ['validate'], ENV, PIPE);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.split('\n')).toContain(`  ${long}`);
    expect(overWide(r.stdout)).toEqual([]);
  });

  it('--verbose: where each value came from and the stale scenarios, within 80 columns', async () => {
    const dir = await makeProject(suite(3));
    const r = await runCliInProcess(dir, ['validate', '--verbose'], ENV, PIPE);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^stale scenarios:/m);
    expect(overWide(r.stdout)).toEqual([]);
  });

  it('problems: each within 80 columns, its words whole, the next one on a line of its own', async () => {
    const extra = ['  - name: reads-json', '    role: writer', '    expect: [{ json_schema: { type: object } }, { field_matches: { path: a.b, pattern: x } }]', ''].join('\n');
    const dir = await makeProject(suite(3, extra));
    const r = await runCliInProcess(dir, ['validate'], ENV, PIPE);
    expect(r.code).toBe(2);
    expect(overWide(r.stderr)).toEqual([]);
    const prose = "reads JSON, but role 'writer' has output: text, so it would fail on every run; set output: json on the role, or use a text kind (contains, absent, matches)";
    expect(cutWords(r.stderr, prose)).toEqual([]);
    // Each problem starts a line with its place.
    expect(r.stderr.split('\n').filter((l) => /^ {2}scenarios\/suite\.yaml:\d+:\d+: /.test(l))).toHaveLength(2);
  });
});

describe('show at 80 columns', () => {
  it('prose wrapped at word boundaries; long lines of the output continue after a mark, their words whole', async () => {
    const failure = 'contains: expected "rollback plan" in the answer, found nothing like it in 2,431 characters; the closest line was "we will monitor the deploy closely and page the on-call engineer"';
    const outputLine = 'The release moves the billing service to the new queue; every consumer reads from billing-events-v2 after the cutover, and the old topic is kept read-only for thirty days.';
    const r0 = report([
      scenario('writes-release-notes-for-the-billing-migration-with-a-rollback-plan', 'fail', {
        runs: [run(0, { pass: false, failures: [failure], output: `${outputLine}\nshort line\n` })],
      }),
    ]);
    const dir = await makeProject(suite(1));
    writeFileSync(path.join(dir, 'r.json'), JSON.stringify(r0));
    const r = await runCliInProcess(dir, ['show', 'writes-release-notes-for-the-billing-migration-with-a-rollback-plan', '--report', 'r.json'], ENV, PIPE);
    expect(r.code, r.stderr).toBe(0);
    expect(overWide(r.stdout)).toEqual([]);
    expect(cutWords(r.stdout, failure)).toEqual([]);
    expect(cutWords(r.stdout, outputLine)).toEqual([]);
    expect(r.stdout).toContain('short line');
  });

  it('an unknown name lists the report\'s scenarios one per line, within 80 columns', async () => {
    const r0 = report(Array.from({ length: 30 }, (_, i) => scenario(`writes-release-notes-for-component-${i}`, 'pass')));
    const dir = await makeProject(suite(1));
    writeFileSync(path.join(dir, 'r.json'), JSON.stringify(r0));
    const r = await runCliInProcess(dir, ['show', 'nope', '--report', 'r.json'], ENV, PIPE);
    expect(r.code).toBe(2);
    expect(overWide(r.stderr)).toEqual([]);
    expect(r.stderr.split('\n')).toContain('  writes-release-notes-for-component-17');
  });
});

describe('init at 80 columns', () => {
  it('the prompts it found one per line, and the next steps within 80 columns', async () => {
    const dir = await makeProject({ 'patterns/summarize/system.md': 'You summarize.\n', 'patterns/extract_wisdom/system.md': 'You extract.\n', 'prompts/a-rather-long-prompt-file-name-for-the-release-notes-writer.md': 'x\n' });
    const r = await runCliInProcess(dir, ['init'], ENV, PIPE);
    expect(r.code, r.stderr).toBe(0);
    expect(overWide(r.stdout)).toEqual([]);
    expect(r.stdout.split('\n')).toContain('  patterns/summarize/system.md (role summarize)');
  });
});

describe('an error at 80 columns', () => {
  it("init finding no prompt: the message wraps, its words whole", async () => {
    const dir = await makeProject({ 'src/main.ts': '' });
    const r = await runCliInProcess(dir, ['init', '--glob', 'nothing/here/**/*.prompt.md'], ENV, PIPE);
    expect(r.code).toBe(2);
    expect(overWide(r.stderr)).toEqual([]);
    expect(cutWords(r.stderr, "no prompt file found under nothing/here/**/*.prompt.md; name your prompt files with --glob 'path/**/*.md'")).toEqual([]);
  });
});
