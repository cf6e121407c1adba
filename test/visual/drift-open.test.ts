/// <reference lib="dom" />
/**
 * Drift that tells time right, as a person reads it (issue 32 item 4): tokens doubled on 11-19 by a
 * commit that was run through 11-24 and still doubled on 12-11. In headless Chromium the drift issue's
 * table dates the finding 11-19, and the dashboard shows it beside the tokens (no "No drift found");
 * once the tokens are back, the dashboard says no drift.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { DriftSchema } from '../../src/config/schema.js';
import { buildModel } from '../../src/dashboard/model.js';
import { writeSite } from '../../src/dashboard/site.js';
import { detectDrift } from '../../src/drift/detect.js';
import { renderDriftIssue } from '../../src/drift/render.js';
import type { HistoryRecord } from '../../src/history/record.js';
import { makeRecord } from '../history/make-record.js';
import { chromiumPath, commentHtml, launch } from './browser.js';

const CFG = DriftSchema.parse({});
const browserPath = chromiumPath();
const made: string[] = [];
let browser: Browser | undefined;

/** Records 11-12 … 12-11; fdc30b3 runs 11-19 … 11-24; tokens doubled from 11-19 through record `until`. */
function history(until: number): HistoryRecord[] {
  const commitOf = (n: number) => (n < 18 ? 'a'.repeat(40) : n <= 23 ? 'fdc30b3'.padEnd(40, '0') : n.toString(16).padStart(7, 'd').repeat(6).slice(0, 40));
  return Array.from({ length: 30 }, (_, i) => {
    const n = i + 11;
    const tokens = Math.round((n >= 18 && n <= until ? 2000 : 1000) * (1 + ((n * 7) % 5) / 100));
    return makeRecord(n, [{ tokens, attempted: 10 }, { name: 'reviewer', tokens: 800 }], { sha: commitOf(n) });
  });
}

async function overviewText(records: readonly HistoryRecord[]): Promise<{ lead: string; drift: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-drift-open-'));
  made.push(dir);
  await writeSite(dir, buildModel(records, detectDrift(records, CFG), 'test store'));
  const page = await (browser as Browser).newPage();
  await page.goto(pathToFileURL(path.join(dir, 'index.html')).href);
  const lead = await page.locator('p.ok, p.drift').first().innerText();
  const drift = await page.locator('tr[data-name="planner"] td[data-label="Drift"]').innerText();
  await page.close();
  return { lead, drift };
}

beforeAll(async () => {
  if (browserPath !== undefined) browser = await launch();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(browserPath === undefined)('drift that tells time right, in Chromium', () => {
  it('the issue dates the doubling by its first record, 22 days on, and the dashboard shows it', async () => {
    const records = history(Infinity);
    const { body } = renderDriftIssue(detectDrift(records, CFG), records, { sha: records[records.length - 1]?.sha ?? '' });
    const page = await (browser as Browser).newPage();
    await page.setContent(commentHtml(body));
    const row = await page.locator('table tbody tr').first().innerText();
    await page.close();
    expect(row).toContain('token inflation');
    expect(row).toContain('from fdc30b3 (2026-11-19) on');
    expect(row).not.toContain('2026-11-24');
    const { lead, drift } = await overviewText(records);
    expect(lead).toBe('1 scenario drifting: listed first.');
    expect(drift).toContain('token inflation');
  });

  it('tokens back to normal for a week: the dashboard says no drift', async () => {
    const { lead, drift } = await overviewText(history(33));
    expect(lead).toBe('No drift found.');
    expect(drift).toBe('none');
  });
});
