/**
 * Stale scenarios (issue item 5): a scenario whose own files have not changed for `staleAfterDays`
 * while its role's context (system files, template, the role's depends_on) changed after them. Such a
 * scenario may no longer test what the prompt now says. Pure: the dates are passed in (git log dates).
 */
import type { RoleConfig } from '../config/schema.js';
import type { Scenario } from '../scenarios/types.js';

export const DEFAULT_STALE_AFTER_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Glob patterns name no one file with a date: left out. */
const GLOB = /[*?[\]{}]/;

export interface StaleScenario {
  name: string;
  file: string;
  role: string;
  /** When the scenario's files last changed. */
  touched: Date;
  /** When the role's context last changed (after `touched`). */
  contextChanged: Date;
  /** The role file whose change is the newest. */
  changedFile: string;
  /** Whole days since `touched`. */
  ageDays: number;
}

/** The stale scenarios as git could tell them (src/stale/check.ts), or why it could not. */
export type StaleCheck =
  | { state: 'checked'; days: number; scenarios: StaleScenario[] }
  | { state: 'shallow'; days: number }
  | { state: 'unknown'; days: number; reason: string };

/** What to do about a shallow clone, said the same way everywhere. */
export const SHALLOW_HINT = 'not known in a shallow clone (it holds one commit, so every file seems new); fetch the history, e.g. actions/checkout with `fetch-depth: 0`, to list them';

/** A date as the stale listings show it: "2026-03-01" (UTC). */
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

function list(v: string | string[]): string[] {
  return typeof v === 'string' ? [v] : v;
}

/** The files that make a role's context, relative to the config folder. */
export function roleContextFiles(role: RoleConfig): string[] {
  return [...list(role.system), ...(role.template === undefined ? [] : [role.template]), ...role.depends_on].filter((f) => !GLOB.test(f));
}

/** The files a scenario is written in: its file and every file its context depends on. */
export function scenarioFiles(s: Scenario): string[] {
  return [...new Set([s.file, ...s.dependsOn])].filter((f) => !GLOB.test(f));
}

function newest(files: string[], dates: ReadonlyMap<string, Date>): { file: string; date: Date } | undefined {
  let best: { file: string; date: Date } | undefined;
  for (const file of files) {
    const date = dates.get(file);
    if (date !== undefined && (best === undefined || date > best.date)) best = { file, date };
  }
  return best;
}

/**
 * The stale scenarios, oldest first. A scenario with a file that was never committed counts as just
 * changed (not stale); a role file never committed does not count as a change.
 */
export function staleScenarios(
  scenarios: readonly Scenario[],
  roles: Readonly<Record<string, RoleConfig>>,
  dates: ReadonlyMap<string, Date>,
  now: Date,
  staleAfterDays = DEFAULT_STALE_AFTER_DAYS,
): StaleScenario[] {
  const out: StaleScenario[] = [];
  for (const s of scenarios) {
    const role = roles[s.role];
    if (!role) continue;
    const own = scenarioFiles(s);
    if (own.some((f) => !dates.has(f))) continue;
    const touched = newest(own, dates);
    const context = newest(roleContextFiles(role), dates);
    if (!touched || !context) continue;
    const ageDays = Math.floor((now.getTime() - touched.date.getTime()) / DAY_MS);
    if (ageDays < staleAfterDays || context.date <= touched.date) continue;
    out.push({ name: s.name, file: s.file, role: s.role, touched: touched.date, contextChanged: context.date, changedFile: context.file, ageDays });
  }
  return out.sort((a, b) => a.touched.getTime() - b.touched.getTime() || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export function renderStale(stale: readonly StaleScenario[], staleAfterDays: number): string {
  if (stale.length === 0) return `stale scenarios: none (none unchanged for ${staleAfterDays}+ days while its role's context changed)\n`;
  const lines = stale.map(
    (s) => `  ${s.name} (${s.file}): unchanged for ${s.ageDays} days (since ${isoDay(s.touched)}); role ${s.role}'s ${s.changedFile} changed on ${isoDay(s.contextChanged)}`,
  );
  return `stale scenarios (unchanged for ${staleAfterDays}+ days while their role's context changed since; review them):\n${lines.join('\n')}\n`;
}
