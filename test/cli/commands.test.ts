/** The CLI commands in-process: record → replay round trip, manifest with --base, validate --verbose, --version/--help. */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { runCliInProcess } from './in-process.js';
import { main } from '../../src/cli/main.js';
import { VERSION } from '../../src/version.js';
import { countTokens } from '../../src/manifest/tokenizer.js';

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-cmd-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

function cli(dir: string, argv: string[], env: Record<string, string> = {}) {
  return runCliInProcess(dir, argv, { PATH: process.env.PATH ?? '', ...env });
}

const AGENT = `
import { readFileSync } from 'node:fs';
const req = JSON.parse(readFileSync(0, 'utf8'));
process.stdout.write(JSON.stringify({ output: 'answer ' + req.scenario + ' #' + req.run + (req.run === 1 ? ' FAIL' : ' OK'), usage: { input_tokens: 7, output_tokens: 3 } }));
`;

const CONFIG = `version: 1
providers:
  offline: { type: replay, recordings: rec/, record_with: agent }
  agent: { type: exec, command: node agent.mjs }
roles:
  r: { provider: offline, system: prompts/s.md }
defaults: { runs: 3, threshold: 2/3 }
`;

describe('record, then replay', () => {
  it('records every planned run of each replay scenario, and the suite then replays offline', async () => {
    const dir = project({
      'context-eval.yaml': CONFIG,
      'agent.mjs': AGENT,
      'prompts/s.md': 'You answer.\n',
      'scenarios/a.yaml': 'scenarios:\n  - { name: one, role: r, context: { q: 1 }, expect: [ { absent: [FAIL] } ] }\n  - { name: two, role: r, context: { q: 2 }, expect: [ { contains: [answer] } ] }\n',
    });
    const rec = await cli(dir, ['record']);
    expect(rec.code, rec.stdout + rec.stderr).toBe(0);
    expect(rec.stdout).toContain('recorded 6 samples into 2 recording files');
    const files = readdirSync(path.join(dir, 'rec'));
    expect(files).toHaveLength(2);
    const one = JSON.parse(readFileSync(path.join(dir, 'rec', files[0] ?? ''), 'utf8')) as { samples: { output: string }[]; note: string };
    expect(one.samples.map((s) => s.output.replace(/answer \w+ /, ''))).toEqual(['#0 OK', '#1 FAIL', '#2 OK']);
    expect(one.note).toContain('providers.agent');

    // A note written on a recording survives a re-record, and the samples come out the same.
    const first = path.join(dir, 'rec', files[0] ?? '');
    writeFileSync(first, JSON.stringify({ ...JSON.parse(readFileSync(first, 'utf8')), note: 'hand-written example outputs' }, null, 2));
    expect((await cli(dir, ['record'])).code).toBe(0);
    const again = JSON.parse(readFileSync(first, 'utf8')) as { samples: { output: string }[]; note: string };
    expect(again.note).toBe('hand-written example outputs');
    expect(again.samples).toEqual(one.samples);

    const run = await cli(dir, ['run', '--json', 'out/report.json']);
    expect(run.code, run.stdout).toBe(0);
    const report = JSON.parse(readFileSync(path.join(dir, 'out', 'report.json'), 'utf8')) as { scenarios: { name: string; passes: number; attempted: number }[] };
    expect(report.scenarios.find((s) => s.name === 'one')).toMatchObject({ passes: 2, attempted: 3 });

    // A changed prompt never replays a stale answer.
    writeFileSync(path.join(dir, 'prompts', 's.md'), 'You answer briefly.\n');
    const stale = await cli(dir, ['run']);
    expect(stale.code).toBe(3);
    expect(stale.stdout).toMatch(/no recording for this context/);
  });
});

describe('manifest', () => {
  it('shows each role with token counts, and the diff against --base', async () => {
    const dir = project({
      'context-eval.yaml': `version: 1\nproviders:\n  main: { type: openai, model: gpt-4.1-mini, temperature: 0.2 }\nroles:\n  planner: { provider: main, system: prompts/p.md, output: json }\n`,
      'prompts/p.md': 'You plan.\n',
      'scenarios/a.yaml': 'name: a\nrole: planner\nexpect: [{ contains: [x] }]\n',
    });
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } });
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-qm', 'base');
    writeFileSync(path.join(dir, 'prompts', 'p.md'), 'You plan carefully, step by step, and name every file you touch.\n');
    const text = await cli(dir, ['manifest']);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('planner');
    expect(text.stdout).toContain('prompts/p.md');
    const json = await cli(dir, ['manifest', '--base', 'HEAD', '--format', 'json']);
    expect(json.code, json.stderr).toBe(0);
    const parsed = JSON.parse(json.stdout) as { diff: { tokensBefore: number; tokensAfter: number } };
    expect(parsed.diff.tokensBefore).toBe(await countTokens('You plan.\n'));
    expect(parsed.diff.tokensAfter).toBeGreaterThan(parsed.diff.tokensBefore);
  });
});

describe('validate, --verbose, --version, --help', () => {
  it('validate --verbose shows where each scenario value came from', async () => {
    const dir = project({
      'context-eval.yaml': `version: 1\nproviders:\n  main: { type: openai, model: m }\nroles:\n  planner: { provider: main, system: prompts/p.md }\n`,
      'prompts/p.md': 'x\n',
      'scenarios/_defaults.yaml': 'role: planner\nruns: 5\nexpect: [{ contains: [x] }]\n',
      'scenarios/a.yaml': 'name: a\nthreshold: 3/5\n',
    });
    const r = await cli(dir, ['validate', '--verbose']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/runs ← scenarios\/_defaults\.yaml:2/);
    expect(r.stdout).toMatch(/threshold ← scenarios\/a\.yaml:2/);
    expect(r.stdout).toContain('ok: 1 scenario in 1 file, 1 role');
  });

  it('validate reads each prompt file once, however many scenarios share its role (issue 12)', async () => {
    const files: Record<string, string> = {
      'context-eval.yaml': `version: 1\nproviders:\n  main: { type: openai, model: m }\nroles:\n  planner: { provider: main, system: prompts/p.md, template: prompts/t.md }\n`,
      'prompts/p.md': 'x\n',
      'prompts/t.md': 'Task: {{task}}\n',
    };
    for (let i = 0; i < 30; i++) files[`scenarios/s${i}.yaml`] = `name: s${i}\nrole: planner\ncontext: { task: t${i} }\nexpect: [{ contains: [x] }]\n`;
    // Two scenarios miss the template's field: each is still named (one problem does not hide another).
    files['scenarios/bad1.yaml'] = 'name: bad1\nrole: planner\ncontext: { other: 1 }\nexpect: [{ contains: [x] }]\n';
    files['scenarios/bad2.yaml'] = 'name: bad2\nrole: planner\ncontext: { other: 2 }\nexpect: [{ contains: [x] }]\n';
    const dir = project(files);
    const reads: string[] = [];
    let stderr = '';
    const code = await main(['validate'], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '' },
      stdout: () => undefined,
      stderr: (t) => void (stderr += t),
      progress: { write: () => true, isTTY: false },
      readText: (p) => {
        reads.push(path.relative(dir, p));
        return readFile(p, 'utf8');
      },
      now: () => Date.now(),
    });
    expect(code, stderr).toBe(2);
    expect(stderr).toMatch(/bad1/);
    expect(stderr).toMatch(/bad2/);
    expect(reads.sort()).toEqual(['prompts/p.md', 'prompts/t.md']);
  });

  it('--help works on every command', async () => {
    for (const cmd of ['run', 'validate', 'manifest', 'record', 'review', 'history', 'drift']) {
      const r = await cli(process.cwd(), [cmd, '--help']);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`context-eval ${cmd}`);
    }
  });

  it('the global help lists every command once', async () => {
    const r = await cli(process.cwd(), ['--help']);
    expect(r.code).toBe(0);
    const listed = [...r.stdout.split('Commands:')[1]!.split('\n\n')[0]!.matchAll(/^ {2}([a-z]+) /gm)].map((m) => m[1]);
    expect(listed).toEqual(['init', 'run', 'merge', 'validate', 'show', 'manifest', 'record', 'review', 'history', 'drift', 'dashboard', 'capture', 'package', 'schema']);
  });

  it('--version prints the package version', () => {
    const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { version: string };
    expect(VERSION).toBe(pkg.version);
  });
});
