/// <reference lib="dom" />
/**
 * The comment, the drift issue and the dashboard as a person sees them (issue "What people see", item 6):
 * rendered in headless Chromium at GitHub's 900 px comment column, and the dashboard at 1280 and 390 px.
 * Skipped, with a message, where no Chromium is installed (`.ci/run` installs Debian's).
 * `UPDATE_SCREENSHOTS=1` rewrites docs/*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import type { DriftFinding } from '../../src/drift/detect.js';
import { renderDriftClosing, renderDriftIssue } from '../../src/drift/render.js';
import type { StaleCheck } from '../../src/stale/stale.js';
import { CHART_COLOURS } from '../../src/drift/charts.js';
import { formatPercent } from '../../src/format/percent.js';
import { exactInterval } from '../../src/stats/interval.js';
import { runCliInProcess } from '../cli/in-process.js';
import { makeRecord, sha } from '../history/make-record.js';
import { projectWithHistory } from '../dashboard/fixture.js';
import { renderReviewSection } from '../../src/review/render.js';
import { COLUMN_PX, chromiumPath, commentHtml, contrast, drawMermaid, hex, launch, linePixels } from './browser.js';
import { createRedactor } from '../../src/security/redact.js';

/** What the review code was handed before a run's secrets are known: token shapes and secret-looking assignments. */
const REVIEW_REDACTOR = createRedactor([], { assignments: true });

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const golden = (name: string) => readFileSync(path.join(ROOT, 'test/golden', name), 'utf8');
const screenshotPath = (name: string) => (process.env.UPDATE_SCREENSHOTS === '1' ? path.join(ROOT, 'docs', name) : path.join(tmp, name));

const browserPath = chromiumPath();
if (browserPath === undefined) {
  console.warn('test/visual: skipped — no Chromium found. Install Debian\'s chromium (apt-get install -y chromium) or set CHROMIUM_PATH.');
}

const made: string[] = [];
const tmp = mkdtempSync(path.join(tmpdir(), 'context-eval-visual-'));
made.push(tmp);
let browser: Browser | undefined;

beforeAll(async () => {
  if (browserPath !== undefined) browser = await launch();
}, 900_000);
afterAll(async () => {
  await browser?.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

async function newPage(): Promise<Page> {
  if (browser === undefined) throw new Error('no browser');
  return browser.newPage({ viewport: { width: COLUMN_PX + 32, height: 900 } });
}

/** The review section as the action appends it to the comment. */
/**
 * The review section of the README's screenshot (docs/comment.png): the verdict and score the golden
 * headline announces (changes requested, 5/10), in plain words. The hostile review text has its own
 * golden (test/review/golden/reviewed.md) and comment (hostile.md).
 */
const REVIEW_SECTION = renderReviewSection({
  state: 'reviewed',
  outputVerdict: 'CHANGES REQUESTED',
  verdict: {
    verdict: 'CHANGES REQUESTED',
    confidence: 0.72,
    score: 5,
    checklist: [
      { id: 'accuracy', status: 'pass', note: 'keeps the steps the request asks for' },
      { id: 'completeness', status: 'fail', note: 'drops the rule that deletions need a review step' },
      { id: 'clarity', status: 'pass' },
    ],
    issues: [{ severity: 'high', file: 'prompts/planner.md', line: 3, message: 'The new wording no longer forbids deleting files, which the failing scenario shows.' }],
    summary: 'Right direction, but the planner now proposes deletions; restore the rule before merging.',
    notes: [],
  },
  coverage: 'reviewed 1 of 1 file in full',
  findings: [],
  leaks: [],
  leakMode: 'warn',
  isolationWarnings: [],
  requestSource: 'issue #12, which the pull request closes',
  criteriaSource: '.context-eval/criteria.yaml at base ccccccc',
  settingsSource: 'context-eval.yaml at base ccccccc',
}, REVIEW_REDACTOR);

const COMMENTS: [string, string][] = [
  ['all-pass.md', golden('all-pass.md')],
  ['mixed.md', golden('mixed.md')],
  ['vs-base.md', golden('vs-base.md')],
  ['hostile.md', golden('hostile.md')],
  ['large-trimmed.md', golden('large-trimmed.md')],
  ['agents.md', golden('agents.md')],
  ['pr-review.md + the review section', `${golden('pr-review.md')}\n${REVIEW_SECTION}`],
];

describe.skipIf(browserPath === undefined)('the comment at a 900 px column', () => {
  it.each(COMMENTS)('%s: headline in the first 600 px, tables within the column, no cell over 2 lines', async (name, markdown) => {
    const page = await newPage();
    await page.setContent(commentHtml(markdown));
    if (name.startsWith('pr-review')) await page.screenshot({ path: screenshotPath('comment.png'), clip: { x: 0, y: 0, width: COLUMN_PX + 16, height: 760 } });
    const seen = await page.evaluate(() => {
      const head = document.querySelector('.markdown-body > h3');
      const headBottom = head ? head.getBoundingClientRect().bottom : Number.POSITIVE_INFINITY;
      for (const d of Array.from(document.querySelectorAll('details'))) d.setAttribute('open', '');
      const article = document.querySelector('.markdown-body')?.getBoundingClientRect();
      const tables = Array.from(document.querySelectorAll('table')).map((t) => ({ scroll: t.scrollWidth, right: t.getBoundingClientRect().right }));
      const tall = Array.from(document.querySelectorAll('td, th'))
        .map((cell) => {
          const style = getComputedStyle(cell);
          const inner = cell.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
          return { text: cell.textContent ?? '', lines: Math.round(inner / parseFloat(style.lineHeight)) };
        })
        .filter((c) => c.lines > 2);
      return { headText: head?.textContent ?? '', headBottom, right: article?.right ?? 0, tables, tall };
    });
    expect(seen.headText).toMatch(/^context-eval: /);
    expect(seen.headBottom, name).toBeLessThanOrEqual(600);
    for (const t of seen.tables) {
      expect(t.scroll).toBeLessThanOrEqual(COLUMN_PX);
      expect(t.right).toBeLessThanOrEqual(seen.right);
    }
    expect(seen.tall, `cells over 2 lines in ${name}`).toEqual([]);
    if (name.startsWith('pr-review')) {
      expect(seen.headText).toContain('regressions vs base');
      expect(seen.headText).toContain('review ✏️ changes requested');
    }
    await page.close();
  });
});

/** 30 nightly records: the context changed at record 21, where latency went up; one scenario's pass rate fell. */
function driftHistory() {
  return Array.from({ length: 30 }, (_, i) =>
    makeRecord(i + 1, [
      { name: 'planner-decomposes-large-task', hash: i + 1 >= 21 ? 'hash-b' : 'hash-a', passes: i % 4 === 0 ? 4 : 5, tokens: 1200 + (i % 3) * 40, latency: i + 1 >= 21 ? 3100 : 2050 },
      { name: 'reviewer-flags-secrets', passes: i >= 27 ? 2 : 5, threshold: 0.8, tokens: 800, latency: 900 },
    ]),
  );
}

const FINDINGS: DriftFinding[] = [
  { scenario: 'planner-decomposes-large-task', kind: 'latency_regression', message: 'planner-decomposes-large-task: latency (ms) per run rose 51.2% (median 2050 → 3100) from 0000015 on (detected at 0000017); the context changed at 0000015', cause: { type: 'context_changed', sha: sha(21) } },
  { scenario: 'reviewer-flags-secrets', kind: 'pass_rate', message: 'reviewer-flags-secrets: pass rate fell from 100% to 40% (threshold 80%) from 000001c on (detected at 000001e); the context is unchanged since 0000001: provider or model drift', cause: { type: 'model_drift', since: sha(1) } },
];

/** One stale scenario, as src/stale/check.ts reports it from git's dates. */
const STALE: StaleCheck = {
  state: 'checked',
  days: 90,
  scenarios: [
    { name: 'planner-keeps-tests', file: 'scenarios/planner.yaml', role: 'planner', touched: new Date('2026-03-01T09:00:00Z'), contextChanged: new Date('2026-10-15T09:00:00Z'), changedFile: 'prompts/planner.md', ageDays: 250 },
  ],
};

describe.skipIf(browserPath === undefined)('the drift issue', () => {
  it('every chart draws a visible line, labels that do not overlap, the threshold and the context change', async () => {
    const { body } = renderDriftIssue(FINDINGS, driftHistory(), { sha: sha(30), runUrl: 'https://github.com/o/r/actions/runs/1', stale: STALE });
    const page = await newPage();
    await page.setContent(commentHtml(body));
    expect(await drawMermaid(page)).toBe(6);
    const charts = await page.$$('.mermaid svg');
    expect(charts).toHaveLength(6);
    await page.evaluate(() => {
      for (const d of Array.from(document.querySelectorAll('details'))) d.setAttribute('open', '');
    });
    for (const chart of charts) {
      const info = await chart.evaluate((svg) => {
        const labels = Array.from(svg.querySelectorAll('.bottom-axis .label text')).map((t) => t.getBoundingClientRect());
        labels.sort((a, b) => a.left - b.left);
        const overlaps = labels.filter((r, i) => i > 0 && r.left < (labels[i - 1]?.right ?? 0)).length;
        return {
          title: svg.querySelector('.chart-title text')?.textContent ?? '',
          lines: svg.querySelectorAll('[class^="line-plot"] path').length,
          bars: svg.querySelectorAll('[class^="bar-plot"]').length,
          labels: labels.length,
          overlaps,
        };
      });
      expect(info.labels, info.title).toBe(30);
      expect(info.overlaps, info.title).toBe(0);
      if (info.title.includes('pass rate')) expect(info.lines, info.title).toBe(2);
      if (info.title.startsWith('planner')) expect(info.bars, info.title).toBeGreaterThan(0);
      const { matching, background } = await linePixels(page, await chart.screenshot(), CHART_COLOURS.value);
      expect(matching, `${info.title}: pixels of the line`).toBeGreaterThan(300);
      expect(contrast(hex(CHART_COLOURS.value), background), info.title).toBeGreaterThanOrEqual(3);
      if (info.bars > 0) {
        const bar = await linePixels(page, await chart.screenshot(), CHART_COLOURS.contextChange);
        expect(bar.matching, `${info.title}: pixels of the context-change bar`).toBeGreaterThan(100);
        expect(contrast(hex(CHART_COLOURS.contextChange), bar.background), info.title).toBeGreaterThanOrEqual(3);
      }
    }
    await page.evaluate(() => {
      for (const d of Array.from(document.querySelectorAll('details'))) d.removeAttribute('open');
    });
    expect(await page.locator('h3', { hasText: 'Stale scenarios' }).isVisible()).toBe(true);
    expect(await page.locator('td', { hasText: 'planner-keeps-tests' }).isVisible()).toBe(true);
    await page.screenshot({ path: screenshotPath('drift-issue.png'), fullPage: true });
    await page.close();
  }, 900_000);
});

describe.skipIf(browserPath === undefined)('the comment that closes the drift issue', () => {
  it('reads in one short paragraph: the short commit, the day, the run, what the issue listed and what was judged, and what stays accepted', async () => {
    const acceptance = { issue: 12, url: 'https://github.com/o/r/issues/12', by: 'alice', on: '2026-11-20', keys: [] };
    const finding = FINDINGS[1];
    if (finding === undefined) throw new Error('no finding');
    const markdown = renderDriftClosing({ sha: sha(38), date: '2026-12-09', runUrl: 'https://github.com/o/r/actions/runs/2', listed: 2, judged: 12, scenarios: 14, accepted: [{ finding, acceptance }] });
    const page = await newPage();
    await page.setContent(commentHtml(markdown));
    const seen = await page.evaluate(() => {
      const first = document.querySelector('.markdown-body > p');
      const style = first ? getComputedStyle(first) : undefined;
      return {
        text: document.querySelector('.markdown-body')?.textContent ?? '',
        lines: first && style ? Math.round(first.getBoundingClientRect().height / parseFloat(style.lineHeight)) : 0,
        links: Array.from(document.querySelectorAll('a')).map((a) => a.textContent),
        height: Math.ceil(document.querySelector('.markdown-body')?.getBoundingClientRect().bottom ?? 0),
      };
    });
    expect(seen.text).toContain('No new drift in the scheduled run of 0000026 on 2026-12-09 (workflow run): the 2 findings this issue listed are back within their noise');
    expect(seen.text).toContain('none of the 12 scenarios judged shows a new one (2 of 14 have too few records yet)');
    expect(seen.text).toContain('1 finding accepted in #12 by @\u200balice on 2026-11-20');
    expect(seen.text).not.toMatch(/[0-9a-f]{40}/);
    expect(seen.links).toEqual(['workflow run']);
    expect(seen.lines).toBeLessThanOrEqual(2);
    await page.screenshot({ path: screenshotPath('drift-closed.png'), clip: { x: 0, y: 0, width: COLUMN_PX + 32, height: seen.height } });
    await page.close();
  }, 900_000);
});

describe.skipIf(browserPath === undefined)('the dashboard', () => {
  it('opens from file:// with no network and no console errors, and every chart draws a visible line', async () => {
    const dir = await projectWithHistory(30, made, { wide: true, git: true });
    const built = await runCliInProcess(dir, ['dashboard', '--out', 'site'], { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'octo/app' });
    expect(built.code).toBe(0);
    const page = await newPage();
    await page.setViewportSize({ width: 960, height: 1100 });
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('request', (r) => {
      if (!r.url().startsWith('file://') && !r.url().startsWith('data:')) problems.push(`network: ${r.url()}`);
    });
    page.on('requestfailed', (r) => problems.push(`failed: ${r.url()}`));

    await page.setViewportSize({ width: 1280, height: 420 });
    await page.goto(pathToFileURL(path.join(dir, 'site', 'index.html')).href);
    expect(await page.locator('svg.spark polyline').count()).toBeGreaterThanOrEqual(15);
    expect(await page.locator('tbody tr').first().textContent()).toMatch(/^\s*planner\s/);
    expect(await page.locator('h2', { hasText: 'Stale scenarios' }).isVisible()).toBe(true);
    expect(await page.locator('tr', { hasText: 'scenarios/a.yaml' }).textContent()).toMatch(/^planner\s*scenarios\/a\.yaml\s*2026-03-01 \(\d+ days\)\s*prompts\/p\.md on 2026-10-15$/);
    // The latest verdict against the threshold: planner-json-shape fell to 40% against 80%.
    expect(await page.locator('tr', { hasText: 'planner-json-shape' }).locator('.verdict').textContent()).toBe('✗ 40%');
    await page.screenshot({ path: screenshotPath('dashboard-overview.png'), fullPage: true });
    // At a phone's 390 px: no sideways scroll, and the drift column on screen.
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const drift = await page.locator('#scenarios td[data-label="Drift"]').first().boundingBox();
    expect((drift?.x ?? 1e9) + (drift?.width ?? 0)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: screenshotPath('dashboard-overview-390.png'), fullPage: true });

    await page.setViewportSize({ width: 1280, height: 1100 });
    await page.locator('a', { hasText: /^planner$/ }).click();
    await page.waitForSelector('.chart canvas');
    expect(await page.locator('.chart canvas').count()).toBe(3);
    for (const canvas of await page.$$('.chart canvas')) {
      const { matching, background } = await linePixels(page, await canvas.screenshot(), '#0969da');
      expect(matching).toBeGreaterThan(300);
      expect(contrast(hex('#0969da'), background)).toBeGreaterThanOrEqual(3);
    }
    // The legend shows each rate as the one formatter writes it (src/format/percent.ts), not a chart number.
    const pass = page.locator('#chart-pass .u-over');
    const box = await pass.boundingBox();
    if (box === null) throw new Error('the pass-rate chart has no plot area');
    await page.mouse.move(box.x + box.width * (4 / 29), box.y + box.height / 2);
    const legend = await page.locator('#chart-pass .u-legend .u-value').allTextContents();
    const ci = exactInterval(3, 5);
    expect(legend.slice(1)).toEqual(['60%', formatPercent(ci.low), formatPercent(ci.high), '60%']);
    expect(legend[0]).toMatch(/^0000005 · 2026-11-06$/);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: screenshotPath('dashboard.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.reload();
    await page.waitForSelector('.chart canvas');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.locator('#runs').evaluate((t) => t.closest('.scroll') !== null)).toBe(true);
    await page.screenshot({ path: screenshotPath('dashboard-390.png') });
    expect(problems).toEqual([]);
    await page.close();
  }, 900_000);
});
