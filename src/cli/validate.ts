/** `context-eval validate`: the config, every scenario and every prompt, checked without a model call. */
import { loadConfig } from '../config/load.js';
import type { LoadedConfig } from '../config/types.js';
import { lastCommitDates } from '../git/git.js';
import { prepareScenarios } from '../pipeline/prepare.js';
import { requireScenarios } from '../pipeline/pipeline.js';
import { renderStale, roleContextFiles, scenarioFiles, staleScenarios } from '../stale/stale.js';
import type { Parsed } from './args.js';
import type { CliIO } from './io.js';
import { configPathOf, verboseScenarioLines } from './shared.js';

export async function validateCommand(values: Parsed['values'], io: CliIO): Promise<number> {
  const loaded = await loadConfig(configPathOf(values, io), { env: io.env });
  requireScenarios(loaded);
  // Rendering every prompt finds template fields missing from a scenario's context.
  await prepareScenarios(loaded, loaded.scenarios, io.readText);
  if (values.verbose) {
    io.stdout(verboseScenarioLines(loaded, io.cwd));
    io.stdout(await staleReport(loaded, io.now()));
  }
  const files = new Set(loaded.scenarios.map((s) => s.file)).size;
  const roles = Object.keys(loaded.config.roles).length;
  io.stdout(`ok: ${loaded.scenarios.length} scenarios in ${files} files, ${roles} roles; every prompt renders\n`);
  return 0;
}

/** The stale scenarios from git's dates; a note instead when git cannot say. */
async function staleReport(loaded: LoadedConfig, now: number): Promise<string> {
  const files = new Set([...loaded.scenarios.flatMap(scenarioFiles), ...Object.values(loaded.config.roles).flatMap(roleContextFiles)]);
  try {
    const dates = await lastCommitDates([...files].sort(), loaded.dir);
    const days = loaded.config.stale_after_days;
    return `${renderStale(staleScenarios(loaded.scenarios, loaded.config.roles, dates, new Date(now), days), days)}\n`;
  } catch (err) {
    return `stale scenarios: not checked (${err instanceof Error ? err.message : String(err)})\n\n`;
  }
}
