import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { changedFiles, changedInConfigDir, diffText, gitTopLevel, mergeBase, prefetchGitTopLevel, repoRoot, showFile } from '../../src/git/git.js';

// Keep the machine's git config (global excludes, hooks, default branch) out of these repositories.
process.env.GIT_CONFIG_GLOBAL = os.devNull;
process.env.GIT_CONFIG_NOSYSTEM = '1';
const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
};

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env, encoding: 'utf8' }).trim();
}

function write(root: string, rel: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), text);
}

let tmp: string;
let repo: string;
let forkSha: string;

beforeAll(() => {
  tmp = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'context-eval-git-')));
  repo = path.join(tmp, 'repo');
  mkdirSync(repo);
  git(repo, 'init', '-q', '-b', 'main');
  write(repo, '.gitignore', '*.log\n');
  write(repo, 'README.md', 'readme\n');
  write(repo, 'ai/context-eval.yaml', 'version: 1\n');
  write(repo, 'ai/prompts/planner.md', 'old line\nkept line\n');
  write(repo, 'ai/prompts/old-name.md', 'renamed content that stays the same\n');
  write(repo, 'ai/scenarios/a.yaml', 'name: a\n');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'first');
  forkSha = git(repo, 'rev-parse', 'HEAD');

  git(repo, 'checkout', '-q', '-b', 'feature');
  write(repo, 'ai/prompts/planner.md', 'new line\nkept line\n');
  git(repo, 'mv', 'ai/prompts/old-name.md', 'ai/prompts/new-name.md');
  git(repo, 'commit', '-q', '-am', 'change the planner, rename a prompt');

  // main moves on after the fork: its changes are not the branch's changes
  git(repo, 'checkout', '-q', 'main');
  write(repo, 'README.md', 'readme changed on main\n');
  git(repo, 'commit', '-q', '-am', 'main moves');
  git(repo, 'checkout', '-q', 'feature');

  // the working tree: an uncommitted edit, untracked files (one with a space, one non-ASCII), an ignored file
  write(repo, 'ai/scenarios/a.yaml', 'name: a\nruns: 5\n');
  write(repo, 'ai/notes/new.md', 'untracked\n');
  write(repo, 'ai/with space.md', 'untracked\n');
  write(repo, 'ai/prompts/ünïcode.md', 'untracked\n');
  write(repo, 'debug.log', 'ignored\n');
});

afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

const expectedChanged = [
  'ai/notes/new.md',
  'ai/prompts/new-name.md',
  'ai/prompts/old-name.md',
  'ai/prompts/planner.md',
  'ai/prompts/ünïcode.md',
  'ai/scenarios/a.yaml',
  'ai/with space.md',
];

describe('repoRoot', () => {
  it('finds the top folder from a subfolder', async () => {
    expect(await repoRoot(path.join(repo, 'ai', 'prompts'))).toBe(repo);
  });

  it('says when the folder is not in a repository', async () => {
    const outside = mkdtempSync(path.join(tmp, 'plain-'));
    process.env.GIT_CEILING_DIRECTORIES = tmp;
    try {
      await expect(repoRoot(outside)).rejects.toThrow(`git: ${outside} is not inside a git repository; --base needs one`);
      await expect(changedFiles('main', outside)).rejects.toThrow(`git: ${outside} is not inside a git repository; --base needs one`);
    } finally {
      delete process.env.GIT_CEILING_DIRECTORIES;
    }
  });

  it('says when the folder does not exist', async () => {
    await expect(repoRoot(path.join(tmp, 'nope'))).rejects.toThrow(/folder .*nope does not exist/);
  });
});

describe('changedFiles', () => {
  it('lists branch changes since the merge base, uncommitted and untracked files, renames as both paths', async () => {
    expect(await changedFiles('main', repo)).toEqual(expectedChanged);
  });

  it('gives repository-root paths from a subfolder too', async () => {
    expect(await changedFiles('main', path.join(repo, 'ai', 'scenarios'))).toEqual(expectedChanged);
  });

  it('re-roots at the config folder', async () => {
    expect(await changedInConfigDir('main', path.join(repo, 'ai'))).toEqual(
      expectedChanged.map((f) => f.slice('ai/'.length)),
    );
  });

  it('accepts a commit SHA as the base', async () => {
    expect(await changedFiles(forkSha, repo)).toEqual(expectedChanged);
  });

  it.each([
    { ref: 'nope', source: undefined, message: "git: unknown revision 'nope' (from --base); fetch it or pass a commit" },
    { ref: 'origin/main', source: 'the pull request base', message: "git: unknown revision 'origin/main' (from the pull request base); fetch it or pass a commit" },
    { ref: '--output=/tmp/x', source: undefined, message: "git: unknown revision '--output=/tmp/x' (from --base); fetch it or pass a commit" },
  ])('rejects the unknown ref $ref', async ({ ref, source, message }) => {
    await expect(changedFiles(ref, repo, source === undefined ? {} : { source })).rejects.toThrow(message);
  });
});

describe('mergeBase', () => {
  it('is the fork point of two branches', async () => {
    expect(await mergeBase('main', 'feature', repo)).toBe(forkSha);
  });

  it('says when two histories share no commit', async () => {
    const other = path.join(tmp, 'unrelated');
    mkdirSync(other);
    git(other, 'init', '-q', '-b', 'main');
    write(other, 'a.txt', 'a\n');
    git(other, 'add', '-A');
    git(other, 'commit', '-q', '-m', 'a');
    git(other, 'checkout', '-q', '--orphan', 'lonely');
    git(other, 'commit', '-q', '-m', 'b');
    await expect(mergeBase('main', 'lonely', other)).rejects.toThrow(/'main' and 'lonely' have no common ancestor; .*fetch-depth: 0/);
  });
});

describe('showFile', () => {
  it('reads a file at a ref', async () => {
    expect(await showFile('main', 'ai/prompts/planner.md', repo)).toBe('old line\nkept line\n');
    expect(await showFile('feature', './ai/prompts/planner.md', path.join(repo, 'ai'))).toBe('new line\nkept line\n');
  });

  it.each([
    { ref: 'feature', file: 'ai/prompts/old-name.md', why: 'renamed away' },
    { ref: 'main', file: 'ai/prompts/new-name.md', why: 'not there yet' },
    { ref: 'main', file: 'ai/prompts', why: 'a folder' },
    { ref: 'main', file: 'ai/notes/new.md', why: 'untracked' },
  ])('gives undefined for $file at $ref ($why)', async ({ ref, file }) => {
    expect(await showFile(ref, file, repo)).toBeUndefined();
  });

  it('rejects an unknown ref', async () => {
    await expect(showFile('nope', 'README.md', repo)).rejects.toThrow("git: unknown revision 'nope' (from --base); fetch it or pass a commit");
  });
});

describe('diffText', () => {
  it('diffs the given paths between two refs', async () => {
    const diff = await diffText(forkSha, 'feature', ['ai/prompts/planner.md'], repo);
    expect(diff).toContain('--- a/ai/prompts/planner.md');
    expect(diff).toContain('-old line');
    expect(diff).toContain('+new line');
    expect(diff).not.toContain('README.md');
  });

  it('gives nothing for an empty path list', async () => {
    expect(await diffText('main', 'feature', [], repo)).toBe('');
  });

  it('diffs against the working tree when head is undefined', async () => {
    const diff = await diffText('feature', undefined, undefined, repo);
    expect(diff).toContain('+runs: 5');
    expect(diff).not.toContain('planner.md');
  });

  it('takes paths literally from any subfolder', async () => {
    const diff = await diffText(forkSha, 'feature', ['ai/prompts/*.md'], path.join(repo, 'ai'));
    expect(diff).toBe('');
  });

  it('rejects an unknown head', async () => {
    await expect(diffText('main', 'nope', undefined, repo)).rejects.toThrow("git: unknown revision 'nope' (from --head); fetch it or pass a commit");
  });
});

describe('gitTopLevel and its prefetch', () => {
  it('a prefetched answer is taken by the next call for that folder, once; later calls ask git again', async () => {
    const parent = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'ce-toplevel-')));
    const dir = path.join(parent, 'later');
    try {
      // Prefetched while the folder does not exist yet: git cannot even start there (decided when it is
      // spawned, so there is no race with what follows). The folder then becomes a repository; the next
      // call gets the prefetched answer (none), which shows it was taken rather than asked again.
      prefetchGitTopLevel(dir);
      mkdirSync(dir);
      git(dir, 'init', '-q');
      expect(await gitTopLevel(dir)).toBeUndefined();
      expect(await gitTopLevel(dir)).toBe(dir);
      // Another folder's prefetch does not answer for this one.
      prefetchGitTopLevel(path.join(parent, 'elsewhere'));
      expect(await gitTopLevel(dir)).toBe(dir);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
