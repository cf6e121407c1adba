/// <reference lib="dom" />
/**
 * The dashboard in headless Chromium as a person uses it (issue "Guarded from the first pull request",
 * item 8): the overview fits a 390 px phone and filters by name and state; a scenario's charts step by
 * record (a burst of runs and then a gap does not squash the points), their legend shows the latest run
 * before any hover, and without JavaScript the page says so and still shows the data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { buildModel } from '../../src/dashboard/model.js';
import { writeSite } from '../../src/dashboard/site.js';
import { makeRecord } from '../history/make-record.js';
import { chromiumPath, launch } from './browser.js';

const browserPath = chromiumPath();
const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-dashboard-reads-'));
let browser: Browser | undefined;

/** 10 records: 5 within five minutes, then 5 a month later, one a day; two scenarios, one below its threshold. */
function burstThenGap() {
  return Array.from({ length: 10 }, (_, i) => {
    const at = i < 5 ? Date.UTC(2026, 10, 1, 9, i) : Date.UTC(2026, 11, 1 + i, 9);
    return makeRecord(i + 1, [
      { name: 'planner-keeps-tests', passes: 3 + (i % 3), tokens: 1000 + i * 10, latency: 2000 + i * 20 },
      { name: 'reviewer-flags-secrets', passes: 2, threshold: 0.8, tokens: 800, latency: 900 },
      { name: 'summariser-keeps-links-even-when-the-name-is-long', passes: 5, tokens: 600, latency: 700 },
    ], { timestamp: new Date(at).toISOString() });
  });
}

beforeAll(async () => {
  if (browserPath === undefined) return;
  const records = burstThenGap();
  await writeSite(dir, buildModel(records, [{ scenario: 'planner-keeps-tests', kind: 'latency_regression', message: 'latency up', cause: { type: 'model_drift', since: records[0]?.sha ?? '' } }], 'h (history.store: dir)', undefined, { repository: 'https://github.com/o/r' }));
  browser = await launch();
}, 900_000);
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

const overview = () => pathToFileURL(path.join(dir, 'index.html')).href;

describe.skipIf(browserPath === undefined)('the overview', () => {
  it('fits a 390 px screen: no sideways scroll, every column on screen', async () => {
    const page = await (browser as Browser).newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(overview());
    const seen = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      rights: Array.from(document.querySelectorAll('#scenarios td')).map((td) => td.getBoundingClientRect().right),
    }));
    expect(seen.scroll).toBeLessThanOrEqual(390);
    expect(Math.max(...seen.rights)).toBeLessThanOrEqual(390);
    await page.close();
  });

  it('filters by name and by state, without the network', async () => {
    const page = await (browser as Browser).newPage({ viewport: { width: 1280, height: 800 } });
    const requests: string[] = [];
    page.on('request', (r) => void (r.url().startsWith('file://') ? undefined : requests.push(r.url())));
    await page.goto(overview());
    const visible = () => page.locator('#scenarios tbody tr:visible td:first-child').allTextContents();
    expect(await visible()).toHaveLength(3);
    await page.fill('#filter-name', 'review');
    expect(await visible()).toEqual(['reviewer-flags-secrets']);
    await page.fill('#filter-name', '');
    await page.selectOption('#filter-state', 'drifting');
    expect(await visible()).toEqual(['planner-keeps-tests']);
    await page.selectOption('#filter-state', 'failing');
    expect(await visible()).toEqual(['reviewer-flags-secrets']);
    expect(requests).toEqual([]);
    await page.close();
  });
});

describe.skipIf(browserPath === undefined)('a scenario page', () => {
  it('steps by record: equal steps across the plot reach consecutive commits, burst or gap', async () => {
    const page = await (browser as Browser).newPage({ viewport: { width: 1280, height: 1000 } });
    await page.goto(overview());
    await page.locator('a', { hasText: /^planner-keeps-tests$/ }).click();
    await page.waitForSelector('#chart-pass canvas');
    // Before any hover, the legend shows the latest run, not dashes.
    const before = await page.locator('#chart-pass .u-legend .u-value').allTextContents();
    expect(before.filter((v) => v === '—' || v === '--' || v === '')).toEqual([]);
    const box = await page.locator('#chart-pass .u-over').boundingBox();
    if (box === null) throw new Error('no plot area');
    const seen: string[] = [];
    for (let k = 0; k < 10; k++) {
      await page.mouse.move(box.x + (box.width * k) / 9, box.y + box.height / 2);
      seen.push((await page.locator('#chart-pass .u-legend .u-series').first().locator('.u-value').textContent()) ?? '');
    }
    expect(seen.map((s) => s.slice(0, 7))).toEqual(burstThenGap().map((r) => r.sha.slice(0, 7)));
    await page.close();
  });

  it('without JavaScript: says the charts need it, and the data is there as tables', async () => {
    const context = await (browser as Browser).newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(overview());
    await page.locator('a', { hasText: /^planner-keeps-tests$/ }).click();
    expect(await page.locator('noscript, .noscript').first().isVisible()).toBe(true);
    expect(await page.locator('#chart-pass-data tbody tr').count()).toBe(10);
    await context.close();
  });
});
