/** A temporary project with a `dir` history store of N nightly records of two scenarios (one drifts after a context change). */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

export async function projectWithHistory(records = 30, made: string[] = [], opts: { wide?: boolean } = {}): Promise<string> {
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
  return dir;
}
