/**
 * `context-eval drift [--config F] [--format text|json]`: the drift detectors (config `drift:`,
 * docs/drift.md) over the stored history; calls no model.
 *
 * Says plainly when a scenario has too few records to judge, and when it failed its threshold in every
 * record (failing, not drifting): neither is reported as "no drift".
 *
 * Exit codes: 0 when there is no finding (an empty or too short history included), 1 when there are
 * findings, 2 when the config is invalid or the history cannot be read (e.g. the data branch is not in this clone).
 */
import { loadConfig } from '../config/load.js';
import { assessDrift, type DriftFinding, type ScenarioDriftStatus } from '../drift/detect.js';
import { readStoredHistory, type HistoryReadDeps } from '../pipeline/stored-history.js';
import { terminalInline } from '../report/escape.js';
import { DEFAULT_WIDTH, terminalWidth, wrap } from '../report/terminal-text.js';
import { formatOption, type Parsed } from './args.js';
import type { CliIO } from './io.js';
import { configPathOf, fitted } from './shared.js';

export interface DriftView {
  source: string;
  records: number;
  scenarios: number;
  problems: string[];
  findings: DriftFinding[];
  /** Per scenario: how many records it has, how many the detectors need, whether it failed throughout. */
  states: ScenarioDriftStatus[];
}

/** A record is one recorded run of the suite (a nightly schedule or a push): people read "recorded runs". */
function recordedRuns(n: number): string {
  return `${n} recorded run${n === 1 ? '' : 's'}`;
}

/** How a scenario too short to judge reads: its recorded runs and the days they fell on (what the detectors count). */
function measuredOn(s: ScenarioDriftStatus): string {
  const days = s.days;
  return `${recordedRuns(s.records)} on ${days} day${days === 1 ? '' : 's'}`;
}

/** Scenarios too short to judge named one by one up to this many; beyond it, one grouped item. */
const TOO_FEW_NAMED = 5;

function tooFewLines(states: readonly ScenarioDriftStatus[]): string[] {
  const few = states.filter((s) => !s.judged);
  if (few.length <= TOO_FEW_NAMED) return few.map((s) => `- ${terminalInline(s.scenario)}: ${measuredOn(s)}: too few to judge drift (needs runs on ${s.need} days)`);
  const need = new Set(few.map((s) => s.need));
  const needs = need.size === 1 ? `each needs runs on ${few[0]?.need} days` : 'each needs runs on window + 1 days';
  return [
    `- ${few.length} scenarios: too few recorded days to judge drift (${needs}):`,
    ...few.slice(0, TOO_FEW_NAMED).map((s) => `  - ${terminalInline(s.scenario)}: ${measuredOn(s)}`),
    `  - … and ${few.length - TOO_FEW_NAMED} more (context-eval drift --format json lists each)`,
  ];
}

function stateLine(s: ScenarioDriftStatus): string | undefined {
  const name = terminalInline(s.scenario);
  if (!s.judged) return undefined;
  if (s.failingThroughout) return `- ${name}: failed its threshold in every one of its ${recordedRuns(s.records)}: failing, not drifting (there is no passing level to drift from)`;
  return undefined;
}

/**
 * The text rendering, word-wrapped to `width` cells (80 piped): each finding and note a list item whose
 * lines continue indented under it. Pure.
 */
export function renderDriftText(view: DriftView, width = DEFAULT_WIDTH): string {
  const fit = (lines: string[]) =>
    `${lines.flatMap((l) => (l.startsWith('- ') ? wrap(l.slice(2), width, '- ', '  ') : l.startsWith('  - ') ? wrap(l.slice(4), width, '  - ', '    ') : wrap(l, width, '', '  '))).join('\n')}\n`;
  if (view.records === 0) return fit([`No history recorded yet in ${view.source}: nothing to check for drift.`]);
  const span = `${recordedRuns(view.records)} of ${view.scenarios} scenario${view.scenarios === 1 ? '' : 's'} in ${view.source}`;
  const notes = [...tooFewLines(view.states), ...view.states.flatMap((s) => stateLine(s) ?? [])];
  const unremarkable = view.states.filter((s) => s.judged && stateLine(s) === undefined && !view.findings.some((f) => f.scenario === s.scenario)).length;
  if (view.findings.length === 0 && notes.length === 0) return fit([`No drift in ${span}.`]);
  const lines = view.findings.length > 0 ? [`${view.findings.length} drift finding(s) in ${span}:`] : [`Drift over ${span}:`];
  for (const f of view.findings) lines.push(`- [${f.kind}] ${terminalInline(f.message)}`);
  lines.push(...notes);
  if (unremarkable > 0) lines.push(`- ${unremarkable} other scenario(s): no drift`);
  return fit(lines);
}

export async function driftCommand(values: Parsed['values'], io: CliIO, deps: HistoryReadDeps = {}): Promise<number> {
  const format = formatOption(values);
  const loaded = await loadConfig(configPathOf(values, io), { env: io.env });
  const stored = await readStoredHistory(loaded, { cwd: io.cwd, ...deps });
  const { findings, scenarios } = assessDrift(stored.records, loaded.config.drift, { dayToDaySd: loaded.config.compare.day_to_day_sd });
  const view: DriftView = {
    source: stored.source,
    records: stored.records.length,
    scenarios: scenarios.length,
    problems: stored.problems,
    findings,
    states: scenarios,
  };
  if (stored.problems.length > 0) {
    io.stderr(fitted(`context-eval: ${stored.problems.length} stored file(s) are not valid history records and were left out:\n${stored.problems.map((p) => `  - ${p}`).join('\n')}\n`, io));
  }
  io.stdout(format === 'json' ? `${JSON.stringify(view, null, 2)}\n` : renderDriftText(view, terminalWidth(io.columns)));
  return findings.length > 0 ? 1 : 0;
}
