/// <reference lib="dom" />
/**
 * An agent scenario's dashboard page in headless Chromium (issue 33 item 6): its tool calls per run drawn
 * as a chart, the tools it called with where each was first called, and every recorded run's tool calls;
 * a tool name written by the model shown as text, never as markup. The findings come from the product's
 * own detectors over the same records. Screenshots go to a temporary folder ($TOOLS_SHOTS_DIR if set).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { DriftSchema } from '../../src/config/schema.js';
import { buildModel } from '../../src/dashboard/model.js';
import { writeSite } from '../../src/dashboard/site.js';
import { detectDrift } from '../../src/drift/detect.js';
import { makeRecord } from '../history/make-record.js';
import { chromiumPath, launch } from './browser.js';
import { linePixels } from './browser.js';

const browserPath = chromiumPath();
const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-dashboard-tools-'));
const shots = process.env.TOOLS_SHOTS_DIR ?? path.join(dir, 'shots');
let browser: Browser | undefined;

const HOSTILE_TOOL = '<img src=x onerror=alert(1)>';
const READ = { name: 'read_file', calls: 9, runs: 5 };

/** 14 records: tool calls per run double from record 9, and from record 12 the model calls a tool it never called before. */
const records = Array.from({ length: 14 }, (_, i) => {
  const n = i + 1;
  return makeRecord(n, [
    {
      name: 'coder-fixes-the-bug',
      toolCalls: n >= 9 ? [4, 4, 5, 4, 4] : [2, 2, 3, 2, 2],
      tools: [n >= 9 ? { ...READ, calls: 15 } : READ, { name: 'run_tests', calls: 2, runs: 2 }, ...(n >= 12 ? [{ name: HOSTILE_TOOL, calls: 1, runs: 1 }] : [])],
    },
  ]);
});

beforeAll(async () => {
  if (browserPath === undefined) return;
  mkdirSync(shots, { recursive: true });
  const findings = detectDrift(records, DriftSchema.parse({}));
  await writeSite(dir, buildModel(records, findings, 'h (history.store: dir)', undefined, { repository: 'https://github.com/o/r' }));
  browser = await launch();
}, 900_000);
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(browserPath === undefined)("an agent scenario's page", () => {
  it('draws tool calls per run, lists the tools as text, and names both findings', async () => {
    const page = await (browser as Browser).newPage({ viewport: { width: 1280, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => void (m.type() === 'error' ? errors.push(m.text()) : undefined));
    await page.goto(pathToFileURL(path.join(dir, 'index.html')).href);
    await page.locator('a', { hasText: /^coder-fixes-the-bug$/ }).click();
    await page.waitForSelector('#chart-tool-calls canvas');
    const canvas = page.locator('#chart-tool-calls canvas').first();
    expect((await linePixels(page, await canvas.screenshot(), '#0969da')).matching).toBeGreaterThan(100);
    // Before any hover, the legend shows the latest run's mean (4.2), not dashes.
    expect(await page.locator('#chart-tool-calls .u-legend .u-series').nth(1).locator('.u-value').textContent()).toBe('4.2');
    const tools = await page.locator('h2:has-text("Tools called") + p + table tbody tr td:first-child').allTextContents();
    expect(tools).toEqual(['read_file', 'run_tests', HOSTILE_TOOL]);
    expect(await page.locator('main img').count()).toBe(0);
    const drift = await page.locator('ul.findings li').allTextContents();
    expect(drift.some((t) => t.startsWith('tool calls: coder-fixes-the-bug: tool calls per run rose'))).toBe(true);
    expect(drift.some((t) => t.includes(`tool ${HOSTILE_TOOL} called, never called in the 11 days before`) && t.includes(`from ${records[11]?.sha.slice(0, 7)} (${records[11]?.timestamp.slice(0, 10)}) on`))).toBe(true);
    const lastRow = await page.locator('#runs tbody tr').last().locator('td').allTextContents();
    expect(lastRow.slice(-2)).toEqual(['4.2', `read_file ×15 (5 runs), run_tests ×2 (2 runs), ${HOSTILE_TOOL} ×1 (1 run)`]);
    expect(errors).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'agent-page.png'), fullPage: true });
    await page.close();
  });

  it('fits a 390 px screen: only the runs table scrolls sideways, in its own box', async () => {
    const page = await (browser as Browser).newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(pathToFileURL(path.join(dir, 'index.html')).href);
    await page.locator('a', { hasText: /^coder-fixes-the-bug$/ }).click();
    await page.waitForSelector('#chart-tool-calls canvas');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(shots, 'agent-page-390.png'), fullPage: true });
    await page.close();
  });
});
