/// <reference lib="dom" />
/**
 * Headless Chromium for the "as a person sees it" tests: Debian's `chromium` driven by playwright-core.
 * Markdown is rendered as GitHub renders it: GitHub-flavoured Markdown (marked, GFM) styled by
 * github-markdown-css in a 900 px comment column, mermaid blocks drawn by mermaid.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { marked } from 'marked';
import { chromium, type Browser, type Page } from 'playwright-core';

const require = createRequire(import.meta.url);

/** The browser to drive: $CHROMIUM_PATH, or Debian's chromium. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => p !== undefined && p !== '' && existsSync(p));
}

export async function launch(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (executablePath === undefined) throw new Error('no chromium installed');
  // --no-sandbox: CI runs as root, where Chromium's sandbox cannot start.
  return chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'] });
}

/** The comment column's width on GitHub. */
export const COLUMN_PX = 900;

/** The comment as GitHub shows it in a column of `width` px (900 on a desktop; 390 on a phone). */
export function commentHtml(markdown: string, width = COLUMN_PX): string {
  const css = readFileSync(require.resolve('github-markdown-css/github-markdown-light.css'), 'utf8');
  const body = marked.parse(markdown, { gfm: true, async: false });
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}
body { margin: 0; background: #fff; }
.markdown-body { box-sizing: border-box; width: ${width}px; padding: 16px; }
</style></head><body><article class="markdown-body">${body}</article></body></html>`;
}

/** Turns marked's mermaid code blocks into mermaid diagrams and draws them (with every <details> open while drawing). */
export async function drawMermaid(page: Page): Promise<number> {
  await page.addScriptTag({ path: require.resolve('mermaid/dist/mermaid.min.js') });
  return page.evaluate(async () => {
    const blocks = Array.from(document.querySelectorAll('pre > code.language-mermaid'));
    for (const code of blocks) {
      const div = document.createElement('div');
      div.className = 'mermaid';
      div.textContent = code.textContent;
      code.parentElement?.replaceWith(div);
    }
    const closed = Array.from(document.querySelectorAll('details:not([open])'));
    for (const d of closed) d.setAttribute('open', '');
    const m = (window as unknown as { mermaid: { initialize(c: object): void; run(o: object): Promise<void> } }).mermaid;
    m.initialize({ startOnLoad: false });
    await m.run({ querySelector: '.mermaid' });
    for (const d of closed) d.removeAttribute('open');
    return blocks.length;
  });
}

export { contrast, hex } from './contrast.js';
import { hex } from './contrast.js';

/**
 * Pixels of a PNG screenshot (decoded in the page) close to `colour`, and the most common colour
 * (the background): a chart's line is visible when there are enough of them and the colour stands
 * out from the background.
 */
export async function linePixels(page: Page, png: Buffer, colour: string): Promise<{ matching: number; background: [number, number, number] }> {
  const target = hex(colour);
  return page.evaluate(
    async ({ b64, target }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      ctx.drawImage(img, 0, 0);
      const { data } = ctx.getImageData(0, 0, img.width, img.height);
      const counts = new Map<number, number>();
      let matching = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
        const key = (r << 16) | (g << 8) | b;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        if (Math.abs(r - target[0]) + Math.abs(g - target[1]) + Math.abs(b - target[2]) < 60) matching++;
      }
      const [top] = [...counts.entries()].sort((x, y) => y[1] - x[1]);
      const bg = top?.[0] ?? 0xffffff;
      return { matching, background: [(bg >> 16) & 255, (bg >> 8) & 255, bg & 255] as [number, number, number] };
    },
    { b64: png.toString('base64'), target },
  );
}
