/**
 * The stale scenarios of a loaded config, from git's commit dates (the shell around src/stale/stale.ts),
 * for `validate --verbose`, the drift issue and the dashboard. Never throws: when git cannot say, the
 * check says why.
 *
 * A shallow clone (actions/checkout's default depth of 1) holds one commit, so every file seems to date
 * from it and no scenario would ever look stale: the check reports `shallow` instead of an empty list.
 */
import type { LoadedConfig } from '../config/types.js';
import { isShallowRepository, lastCommitDates } from '../git/git.js';
import { roleContextFiles, scenarioFiles, staleScenarios, type StaleCheck } from './stale.js';

export type { StaleCheck } from './stale.js';

export async function checkStale(loaded: LoadedConfig, now: Date): Promise<StaleCheck> {
  const days = loaded.config.stale_after_days;
  const files = new Set([...loaded.scenarios.flatMap(scenarioFiles), ...Object.values(loaded.config.roles).flatMap(roleContextFiles)]);
  try {
    if (await isShallowRepository(loaded.dir)) return { state: 'shallow', days };
    const dates = await lastCommitDates([...files].sort(), loaded.dir);
    return { state: 'checked', days, scenarios: staleScenarios(loaded.scenarios, loaded.config.roles, dates, now, days) };
  } catch (err) {
    return { state: 'unknown', days, reason: err instanceof Error ? err.message : String(err) };
  }
}
