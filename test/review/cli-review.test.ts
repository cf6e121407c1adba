import { describe, it, expect } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli/main.js';
import type { CliIO } from '../../src/cli/io.js';

function repo(files: Record<string, string>): { dir: string; write(rel: string, text: string): void; commit(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-review-cli-'));
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  };
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'commit.gpgsign=false', ...args], { cwd: dir, stdio: 'pipe' });
  git('init', '-q');
  for (const [rel, text] of Object.entries(files)) write(rel, text);
  const commit = () => {
    git('add', '-A');
    git('commit', '-q', '-m', 'c');
  };
  commit();
  return { dir, write, commit };
}

function io(cwd: string): CliIO & { out: string; err: string } {
  const state = {
    cwd,
    env: {},
    out: '',
    err: '',
    stdout: (t: string) => void (state.out += t),
    stderr: (t: string) => void (state.err += t),
    progress: { write: () => true },
    readText: (p: string) => Promise.resolve(readFileSync(p, 'utf8')),
    now: () => 0,
  };
  return state;
}

const CONFIG = [
  'version: 1',
  'watch: [prompts/**]',
  'providers: { offline: { type: replay, recordings: rec/ } }',
  'roles: { planner: { provider: offline, system: prompts/planner.md } }',
  'review: { provider: offline, criteria: .context-eval/criteria.yaml }',
  '',
].join('\n');

describe('context-eval review --dry-run', () => {
  it('prints the exact payload, with settings and criteria from --base and the change from the working tree', async () => {
    const r = repo({
      'context-eval.yaml': CONFIG,
      'prompts/planner.md': 'You plan.\n',
      '.context-eval/criteria.yaml': 'checklist: [{id: base-criterion, description: From base.}]\n',
    });
    r.write('prompts/planner.md', 'You plan. As discussed, use two files per step.\n');
    r.write('.context-eval/criteria.yaml', 'checklist: [{id: working-tree-criterion, description: Planted.}]\n');
    r.write('request.md', '# Keep steps small\n\nSteps must touch at most two files.\n');
    const cli = io(r.dir);
    const code = await main(['review', '--dry-run', '--request', 'request.md', '--base', 'HEAD'], cli);
    expect(code, cli.err).toBe(0);
    expect(cli.out.startsWith('=== ORIGINAL REQUEST ===\n# Keep steps small\n\nSteps must touch at most two files.\n\n=== STATED WHY ===\n(no WHY was stated)')).toBe(true);
    expect(cli.out).toContain('+You plan. As discussed, use two files per step.');
    expect(cli.out).toContain('--- FILE: prompts/planner.md ---\nYou plan. As discussed');
    expect(cli.out).toContain('- base-criterion: From base.');
    expect(cli.out).not.toContain('working-tree-criterion');
    expect(cli.err).toContain('coverage: reviewed 1 of 1 files in full');
    expect(cli.err).toMatch(/isolation warning \(review\.leaks: warn\): SOURCE FILES prompts\/planner\.md:1\s+\[as-discussed\]/);
    expect(cli.err).toContain('finding: no WHY was stated');
  });

  it('without --dry-run is a usage error (exit 2) that says the live review runs in the action', async () => {
    const r = repo({ 'context-eval.yaml': CONFIG, 'prompts/planner.md': 'x\n' });
    const cli = io(r.dir);
    expect(await main(['review', '--request', 'request.md'], cli)).toBe(2);
    // Errors wrap at 80 columns without a terminal (issue 32 item 5): the sentence across lines.
    expect(cli.err.replace(/\s+/g, ' ')).toMatch(/runs live only in the GitHub Action.*--dry-run/);
  });

  it('needs --request', async () => {
    const r = repo({ 'context-eval.yaml': CONFIG, 'prompts/planner.md': 'x\n' });
    const cli = io(r.dir);
    expect(await main(['review', '--dry-run'], cli)).toBe(2);
    expect(cli.err).toMatch(/needs --request F/);
  });
});
