/// <reference lib="dom" />
/**
 * Issue 32, item 3: the comment's tables hold at any number of failures, at GitHub's 900 px comment
 * column and on a 390 px phone. Rendered in headless Chromium (skipped, with a message, without one):
 * no row of prose inside a table, no cell over two lines at 900 px, the first column no wider than its
 * longest name, and at 390 px no sideways scroll of the page (a table scrolls inside itself).
 * `UPDATE_SCREENSHOTS=1` rewrites docs/comment-390.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { renderMarkdown } from '../../src/report/markdown.js';
import type { Report } from '../../src/report/types.js';
import { comparison, report, scenario } from '../report/fixtures.js';
import { COLUMN_PX, chromiumPath, commentHtml, launch } from './browser.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const tmp = mkdtempSync(path.join(tmpdir(), 'context-eval-tables-'));
const screenshotPath = (name: string) => (process.env.UPDATE_SCREENSHOTS === '1' ? path.join(ROOT, 'docs', name) : path.join(tmp, name));
const LINKS = { repository: 'https://github.com/octo/app', sha: '4f2a9c1e0b7d3a5c8e6f1029384756abcdef0123' };

const browserPath = chromiumPath();
if (browserPath === undefined) console.warn('test/visual: skipped — no Chromium found. Install Debian\'s chromium (apt-get install -y chromium) or set CHROMIUM_PATH.');

let browser: Browser | undefined;
beforeAll(async () => {
  if (browserPath !== undefined) browser = await launch();
}, 900_000);
afterAll(async () => {
  await browser?.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** n failing scenarios compared with the base, and two passing ones. */
function failures(n: number): Report {
  const failing = Array.from({ length: n }, (_, i) => scenario(`planner-avoids-deletes-${String(i + 1).padStart(2, '0')}`, 'fail', { comparison: comparison({ state: 'drop', runs: 3 }) }));
  const r = report([...failing, scenario('planner-decomposes-large-task', 'pass', { comparison: comparison({ detectableDrop: 0.27, detectableRate: 0.66 }) }), scenario('reviewer-new-scenario', 'pass', { comparison: comparison({ state: 'no-baseline', baseline: undefined }) })]);
  return { ...r, summary: { ...r.summary, regressions: n } };
}

interface Seen {
  scrollWidth: number;
  proseRows: string[];
  tall: string[];
  firstColumn: { width: number; longestName: number }[];
  headBottom: number;
}

async function look(markdown: string, width: number, shot?: string): Promise<Seen> {
  if (browser === undefined) throw new Error('no browser');
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.setContent(commentHtml(markdown, width));
  if (shot !== undefined) await page.screenshot({ path: screenshotPath(shot), fullPage: false });
  const seen = await page.evaluate(() => {
    for (const d of Array.from(document.querySelectorAll('details'))) d.setAttribute('open', '');
    const head = document.querySelector('.markdown-body > h3');
    const rows = Array.from(document.querySelectorAll('tbody tr'));
    const proseRows = rows.map((r) => r.querySelector('td')?.textContent ?? '').filter((t) => t.startsWith('…'));
    const tall = Array.from(document.querySelectorAll('td, th'))
      .map((cell) => {
        const style = getComputedStyle(cell);
        const inner = cell.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        return { text: cell.textContent ?? '', lines: Math.round(inner / parseFloat(style.lineHeight)) };
      })
      .filter((c) => c.lines > 2)
      .map((c) => c.text);
    const firstColumn = Array.from(document.querySelectorAll('table')).map((t) => {
      const cells = Array.from(t.querySelectorAll('tbody tr > td:first-child'));
      const range = document.createRange();
      const longestName = Math.max(0, ...cells.map((c) => {
        range.selectNodeContents(c);
        return range.getBoundingClientRect().width;
      }));
      return { width: t.querySelector('th')?.getBoundingClientRect().width ?? 0, longestName };
    });
    return { scrollWidth: document.documentElement.scrollWidth, proseRows, tall, firstColumn, headBottom: head?.getBoundingClientRect().bottom ?? Infinity };
  });
  await page.close();
  return seen;
}

describe.skipIf(browserPath === undefined)('the comment\'s tables at any number of failures', () => {
  it.each([3, 12, 40])('%d failing at 900 px: no row of prose, no cell over 2 lines, the first column as wide as its longest name', async (n) => {
    const seen = await look(renderMarkdown(failures(n), { links: LINKS }), COLUMN_PX + 32);
    expect(seen.proseRows).toEqual([]);
    expect(seen.tall).toEqual([]);
    // The name column: its longest name and the cell padding (2 × 13 px), never a sentence's width.
    for (const c of seen.firstColumn) expect(c.width).toBeLessThanOrEqual(c.longestName + 32);
  });

  it.each([3, 12])('%d failing at 390 px: the headline on the first screen, and the page never scrolls sideways', async (n) => {
    const seen = await look(renderMarkdown(failures(n), { links: LINKS }), 390, n === 12 ? 'comment-390.png' : undefined);
    expect(seen.headBottom).toBeLessThanOrEqual(400);
    expect(seen.scrollWidth).toBeLessThanOrEqual(390);
    expect(seen.proseRows).toEqual([]);
  });
});
