/**
 * Writes the dashboard into a folder: index.html, scenarios/<page>.html and assets/ (uPlot's script and
 * stylesheet, copied from the package so the site works offline, from file:// and on GitHub Pages).
 *
 * Where uPlot's files are: beside the bundled CLI (scripts/build.mjs copies them to dist/cli/dashboard-assets/)
 * or, when running from source, in node_modules/uplot/dist/.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { overviewPage, scenarioPage } from './html.js';
import type { DashboardModel } from './model.js';

export const UPLOT_FILES = ['uPlot.iife.min.js', 'uPlot.min.css'] as const;

/** The folder that holds uPlot's files, or a clear error naming where it looked. */
export function uplotAssetDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'dashboard-assets')];
  try {
    candidates.push(path.dirname(createRequire(import.meta.url).resolve('uplot/dist/uPlot.iife.min.js')));
  } catch {
    // not installed: only the bundled copy can serve
  }
  const found = candidates.find((dir) => UPLOT_FILES.every((f) => existsSync(path.join(dir, f))));
  if (found === undefined) {
    throw new Error(`the charting library's files (${UPLOT_FILES.join(', ')}) are missing; looked in ${candidates.join(', ')}. Reinstall context-eval, or run 'npm ci' in a source checkout.`);
  }
  return found;
}

export async function writeSite(outDir: string, model: DashboardModel): Promise<{ pages: number }> {
  const assets = uplotAssetDir();
  await mkdir(path.join(outDir, 'assets'), { recursive: true });
  await mkdir(path.join(outDir, 'scenarios'), { recursive: true });
  for (const file of UPLOT_FILES) await writeFile(path.join(outDir, 'assets', file), await readFile(path.join(assets, file)));
  await writeFile(path.join(outDir, 'index.html'), overviewPage(model));
  await Promise.all(model.scenarios.map((s) => writeFile(path.join(outDir, 'scenarios', s.file), scenarioPage(s, model.repository))));
  // GitHub Pages serves the folder as it is (no Jekyll processing of files or folders).
  await writeFile(path.join(outDir, '.nojekyll'), '');
  return { pages: model.scenarios.length + 1 };
}
