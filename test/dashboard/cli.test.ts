/** `context-eval dashboard --out DIR` (DESIGN §5): a static site from the history store, no network. */
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDirStore } from '../../src/history/dir-store.js';
import { runCliInProcess } from '../cli/in-process.js';
import { makeRecord } from '../history/make-record.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const HOSTILE = 'planner <script>alert(1)</script> "x" @octocat';

export async function projectWithHistory(records = 30): Promise<string> {
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
        { name: 'planner', hash: n > 20 ? 'hash-b' : 'hash-a', passes: n % 5 === 0 ? 3 : 5, latency: n > 20 ? 3200 : 2000, tokens: 1000 + n },
        { name: HOSTILE, passes: 4 },
      ]),
    );
  }
  return dir;
}

describe('context-eval dashboard', () => {
  it('builds an overview and a page per scenario, with the charting library inside the site', async () => {
    const dir = await projectWithHistory();
    const { code, stdout, stderr } = await runCliInProcess(dir, ['dashboard', '--out', 'site'], {});
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/2 scenarios/);
    const site = path.join(dir, 'site');
    const files = readdirSync(site);
    expect(files).toContain('index.html');
    const index = readFileSync(path.join(site, 'index.html'), 'utf8');
    // The drifting scenario (latency up after the context change) comes first.
    expect(index.indexOf('planner</a>')).toBeGreaterThan(-1);
    expect(index.indexOf('>planner</a>')).toBeLessThan(index.indexOf('planner &lt;script&gt;'));
    const pages = readdirSync(path.join(site, 'scenarios'));
    expect(pages).toHaveLength(2);
    for (const file of ['index.html', ...pages.map((p) => `scenarios/${p}`)]) {
      const html = readFileSync(path.join(site, file), 'utf8');
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toMatch(/<script[^>]+src="(https?:)?\/\//);
      expect(html).not.toMatch(/<link[^>]+href="(https?:)?\/\//);
    }
    expect(existsSync(path.join(site, 'assets', 'uPlot.iife.min.js'))).toBe(true);
    expect(readFileSync(path.join(site, 'assets', 'uPlot.iife.min.js'), 'utf8').length).toBeGreaterThan(20_000);
  });

  it('says where the history is empty', async () => {
    const dir = await projectWithHistory(0);
    const { code, stdout } = await runCliInProcess(dir, ['dashboard', '--out', 'site'], {});
    expect(code).toBe(0);
    expect(stdout).toMatch(/no history/i);
    expect(readFileSync(path.join(dir, 'site', 'index.html'), 'utf8')).toMatch(/No history recorded yet/);
  });

  it('requires --out', async () => {
    const dir = await projectWithHistory(0);
    const { code, stderr } = await runCliInProcess(dir, ['dashboard'], {});
    expect(code).toBe(2);
    expect(stderr).toMatch(/--out DIR/);
  });
});
