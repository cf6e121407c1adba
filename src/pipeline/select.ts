/** Which scenarios run, and why each one ran or was skipped. Pure. */
import { filterOnly } from '../affected/only.js';
import { selectAffected } from '../affected/affected.js';
import { ConfigError, type LoadedConfig } from '../config/types.js';
import { nearest } from '../config/suggest.js';
import type { Scenario } from '../scenarios/types.js';

export interface SelectionRequest {
  only?: string[];
  /** Changed files relative to the config folder; undefined means "no filter: run everything". */
  changed?: string[];
  /** The config file relative to its folder (a change to it runs everything). */
  configFile: string;
  /** Where the changed list came from, for the reason text (e.g. "--base main"). */
  changedSource?: string;
}

export interface Selected {
  scenario: Scenario;
  run: boolean;
  reason: string;
}

export interface SelectionResult {
  selected: Selected[];
  notes: string[];
}

export function selectScenarios(loaded: LoadedConfig, req: SelectionRequest): SelectionResult {
  const notes: string[] = [];
  let pool = loaded.scenarios;
  if (req.only && req.only.length > 0) {
    const names = pool.map((s) => s.name);
    const { selected, unmatched } = filterOnly(names, req.only);
    if (unmatched.length > 0) {
      const hints = unmatched.map((u) => {
        const near = nearest(u, names);
        return near ? `'${u}' (did you mean '${near}'?)` : `'${u}'`;
      });
      throw new ConfigError(`--only matches no scenario: ${hints.join(', ')}; scenarios: ${names.length > 30 ? `${names.slice(0, 30).join(', ')}, … (${names.length} in all; \`context-eval validate\` lists them all)` : names.join(', ')}`);
    }
    pool = pool.filter((s) => selected.has(s.name));
    notes.push(`--only ${req.only.join(',')}: ${pool.length} of ${loaded.scenarios.length} scenarios selected`);
  }
  if (req.changed === undefined) {
    return { selected: pool.map((scenario) => ({ scenario, run: true, reason: 'ran: no changed-file filter, every selected scenario runs' })), notes };
  }
  const affected = selectAffected({ config: loaded.config, scenarios: pool, configFile: req.configFile, changed: req.changed });
  if (affected.note) notes.push(affected.note);
  const byName = new Map(affected.selections.map((s) => [s.scenario, s]));
  const selected = pool.map((scenario) => {
    const sel = byName.get(scenario.name);
    const run = affected.runAll || (sel?.run ?? false);
    const why = sel?.reason ?? (affected.runAll ? 'every scenario runs' : 'none of its context files changed');
    return { scenario, run, reason: run ? `ran: ${why}` : `skipped: ${why}` };
  });
  if (req.changedSource) notes.push(`changed files from ${req.changedSource}: ${req.changed.length}`);
  return { selected, notes };
}
