/** `context-eval drift` says when there is too little data, and never calls a failing scenario "no drift". */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDirStore } from '../../src/history/dir-store.js';
import type { HistoryRecord } from '../../src/history/record.js';
import { runCliInProcess } from '../cli/in-process.js';
import { makeRecord } from '../history/make-record.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

async function project(records: HistoryRecord[]): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-drift-cli-'));
  made.push(dir);
  mkdirSync(path.join(dir, 'scenarios'));
  mkdirSync(path.join(dir, 'prompts'));
  writeFileSync(path.join(dir, 'prompts', 'p.md'), 'You plan.\n');
  writeFileSync(
    path.join(dir, 'context-eval.yaml'),
    'version: 1\nproviders:\n  main: { type: openai, model: m, api_key_env: TEST_KEY }\nroles:\n  planner: { provider: main, system: prompts/p.md }\n' +
      'history: { store: dir, dir: h }\n',
  );
  writeFileSync(path.join(dir, 'scenarios', 'a.yaml'), 'name: planner\nrole: planner\ncontext: { x: 1 }\nexpect:\n  - contains: [PASS]\n');
  const store = createDirStore(path.join(dir, 'h'));
  for (const r of records) await store.append(r);
  return dir;
}

describe('context-eval drift with little history', () => {
  it('says that 3 records are too few to judge, not "No drift"', async () => {
    const dir = await project([1, 2, 3].map((n) => makeRecord(n, [{ name: 'planner' }])));
    const run = await runCliInProcess(dir, ['drift'], {});
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(/No drift/);
    expect(run.stdout).toContain('- planner: 3 recorded runs on 3 days: too few to judge drift (needs runs on 6 days)');
  });

  it('does not report a scenario that failed every record as "No drift"', async () => {
    const dir = await project(Array.from({ length: 10 }, (_, i) => makeRecord(i + 1, [{ name: 'planner', passes: 0 }])));
    const run = await runCliInProcess(dir, ['drift'], {});
    expect(run.stdout).not.toMatch(/No drift/);
    expect(run.stdout).toContain('planner: failed its threshold in every one of its 10 recorded runs');
  });
});
