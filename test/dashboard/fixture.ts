/** A temporary project with a `dir` history store of N nightly records of two scenarios (one drifts after a context change). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { createDirStore } from '../../src/history/dir-store.js';
import { makeRecord } from '../history/make-record.js';

export const HOSTILE = 'planner <script>alert(1)</script> "x" @octocat';

/** More scenarios, for the screenshots: a steady one, a slow token creep, a pass rate that fell. */
function extraScenarios(n: number) {
  return [
    { name: 'reviewer-flags-secrets', passes: 5, tokens: 820 + (n % 4) * 15, latency: 900 + (n % 3) * 40 },
    { name: 'summariser-keeps-links', passes: n % 6 === 0 ? 4 : 5, tokens: 600 + n * 12, latency: 700 },
    { name: 'planner-json-shape', passes: n > 26 ? 2 : 5, threshold: 0.8, tokens: 450, latency: 650 + (n % 5) * 30 },
  ];
}

/**
 * A git checkout of the project: the suite committed on 2026-03-01, the prompt changed on 2026-10-15, so
 * the scenario is stale (unchanged 90+ days while its role's context changed since).
 */
function commitWithStaleScenario(dir: string): void {
  const git = (date: string, ...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      env: { ...process.env, GIT_CONFIG_GLOBAL: os.devNull, GIT_CONFIG_NOSYSTEM: '1', GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 'T', GIT_COMMITTER_EMAIL: 't@example.com', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });
  writeFileSync(path.join(dir, '.gitignore'), '.history/\nsite/\n');
  git('2026-03-01T09:00:00Z', 'init', '-q', '-b', 'main');
  git('2026-03-01T09:00:00Z', 'add', '-A');
  git('2026-03-01T09:00:00Z', 'commit', '-q', '-m', 'suite');
  writeFileSync(path.join(dir, 'prompts', 'p.md'), 'You plan, step by step.\n');
  git('2026-10-15T09:00:00Z', 'commit', '-q', '-am', 'prompt');
}

export async function projectWithHistory(records = 30, made: string[] = [], opts: { wide?: boolean; git?: boolean } = {}): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-dashboard-'));
  made.push(dir);
  mkdirSync(path.join(dir, 'scenarios'));
  mkdirSync(path.join(dir, 'prompts'));
  writeFileSync(path.join(dir, 'prompts', 'p.md'), 'You plan.\n');
  writeFileSync(
    path.join(dir, 'context-eval.yaml'),
    'version: 1\nproviders:\n  main: { type: openai, model: m, api_key_env: TEST_KEY }\nroles:\n  planner: { provider: main, system: prompts/p.md }\n' +
      'drift: { window: 5 }\nhistory: { store: dir, dir: .history }\n',
  );
  writeFileSync(path.join(dir, 'scenarios', 'a.yaml'), 'name: planner\nrole: planner\ncontext: { x: 1 }\nexpect:\n  - contains: [PASS]\n');
  const store = createDirStore(path.join(dir, '.history'));
  for (let n = 1; n <= records; n++) {
    await store.append(
      makeRecord(n, [
        { name: 'planner', hash: n > records - 5 ? 'hash-b' : 'hash-a', passes: n % 5 === 0 ? 3 : 5, latency: n > records - 5 ? 3200 : 2000, tokens: 1000 + n },
        { name: HOSTILE, passes: 4 },
        ...(opts.wide === true ? extraScenarios(n) : []),
      ]),
    );
  }
  if (opts.git === true) commitWithStaleScenario(dir);
  return dir;
}
