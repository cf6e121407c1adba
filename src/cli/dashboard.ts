/**
 * `context-eval dashboard --out DIR [--config F]` (DESIGN §5): a static HTML history dashboard from the
 * history store; calls no model and no network, at build or view time.
 *
 * Exit codes: 0 when the site was written (an empty history included), 2 when --out is missing, the config
 * is invalid or the history cannot be read.
 */
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { buildModel } from '../dashboard/model.js';
import { writeSite } from '../dashboard/site.js';
import { detectDrift } from '../drift/detect.js';
import { readStoredHistory, type HistoryReadDeps } from '../pipeline/stored-history.js';
import { checkStale } from '../stale/check.js';
import { stringOption, UsageError, type Parsed } from './args.js';
import type { CliIO } from './io.js';
import { configPathOf, fitted } from './shared.js';

/** The repository's web address from the Actions variables (GITHUB_SERVER_URL, GITHUB_REPOSITORY), so commits link to it. */
export function repositoryOf(env: Readonly<Record<string, string | undefined>>): { repository?: string } {
  const server = env.GITHUB_SERVER_URL ?? (env.GITHUB_REPOSITORY ? 'https://github.com' : undefined);
  const repo = env.GITHUB_REPOSITORY;
  if (server === undefined || repo === undefined || !/^https?:\/\/[^\s/]+$/.test(server.replace(/\/+$/, '')) || !/^[\w.-]+\/[\w.-]+$/.test(repo)) return {};
  return { repository: `${server.replace(/\/+$/, '')}/${repo}` };
}

export async function dashboardCommand(values: Parsed['values'], io: CliIO, deps: HistoryReadDeps = {}): Promise<number> {
  const out = stringOption(values, 'out');
  if (out === undefined || out === '') throw new UsageError("dashboard needs --out DIR: the folder to write the site into (e.g. --out site). Run 'context-eval dashboard --help'.");
  const loaded = await loadConfig(configPathOf(values, io), { env: io.env });
  const stored = await readStoredHistory(loaded, { cwd: io.cwd, ...deps });
  if (stored.problems.length > 0) {
    io.stderr(fitted(`context-eval: ${stored.problems.length} stored file(s) are not valid history records and were left out:\n${stored.problems.map((p) => `  - ${p}`).join('\n')}\n`, io));
  }
  const findings = detectDrift(stored.records, loaded.config.drift, { dayToDaySd: loaded.config.compare.day_to_day_sd });
  const model = buildModel(stored.records, findings, stored.source, await checkStale(loaded, new Date(io.now())), repositoryOf(io.env));
  const dir = path.resolve(io.cwd, out);
  const { pages } = await writeSite(dir, model);
  const shown = path.relative(io.cwd, dir) || '.';
  if (stored.records.length === 0) {
    io.stdout(fitted(`No history recorded yet in ${stored.source}: wrote an empty dashboard to ${shown}/index.html.\n`, io));
  } else {
    const drifting = model.scenarios.filter((s) => s.findings.length > 0).length;
    io.stdout(fitted(`Wrote ${pages} pages for ${model.scenarios.length} scenarios (${stored.records.length} recorded runs, ${drifting} drifting) to ${shown}/: open ${shown}/index.html.\n`, io));
  }
  return 0;
}
