/** `context-eval dashboard --out DIR` (DESIGN §5): a static site from the history store, no network. */
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runCliInProcess } from '../cli/in-process.js';
import { projectWithHistory as makeProject } from './fixture.js';

const projectWithHistory = (records?: number) => makeProject(records, made);

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('context-eval dashboard', () => {
  it('builds an overview and a page per scenario, with the charting library inside the site', async () => {
    const dir = await projectWithHistory();
    const { code, stdout, stderr } = await runCliInProcess(dir, ['dashboard', '--out', 'site'], {});
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/2 scenarios \(30 recorded runs, 1 drifting\)/);
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
