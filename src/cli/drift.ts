/**
 * `context-eval drift [--config F] [--format text|json]`: the drift detectors (config `drift:`) over the
 * stored history; calls no model.
 *
 * Exit codes: 0 when there is no finding (an empty history included), 1 when there are findings, 2 when
 * the config is invalid or the history cannot be read (e.g. the data branch is not in this clone).
 */
import { loadConfig } from '../config/load.js';
import { detectDrift, type DriftFinding } from '../drift/detect.js';
import { readStoredHistory, type HistoryReadDeps } from '../pipeline/history.js';
import { terminalInline } from '../report/escape.js';
import { formatOption, type Parsed } from './args.js';
import type { CliIO } from './io.js';
import { configPathOf } from './shared.js';

export interface DriftView {
  source: string;
  records: number;
  scenarios: number;
  problems: string[];
  findings: DriftFinding[];
}

/** The text rendering. Pure. */
export function renderDriftText(view: DriftView): string {
  if (view.records === 0) return `No history recorded yet in ${view.source}: nothing to check for drift.\n`;
  const span = `${view.records} record(s) of ${view.scenarios} scenario(s) in ${view.source}`;
  if (view.findings.length === 0) return `No drift in ${span}.\n`;
  const lines = [`${view.findings.length} drift finding(s) in ${span}:`];
  for (const f of view.findings) lines.push(`- [${f.kind}] ${terminalInline(f.message)}`);
  return `${lines.join('\n')}\n`;
}

export async function driftCommand(values: Parsed['values'], io: CliIO, deps: HistoryReadDeps = {}): Promise<number> {
  const format = formatOption(values);
  const loaded = await loadConfig(configPathOf(values, io), { env: io.env });
  const stored = await readStoredHistory(loaded, { cwd: io.cwd, ...deps });
  const findings = detectDrift(stored.records, loaded.config.drift);
  const view: DriftView = {
    source: stored.source,
    records: stored.records.length,
    scenarios: new Set(stored.records.flatMap((r) => r.scenarios.map((s) => s.name))).size,
    problems: stored.problems,
    findings,
  };
  if (stored.problems.length > 0) {
    io.stderr(
      `context-eval: ${stored.problems.length} stored file(s) are not valid history records and were left out:\n${stored.problems.map((p) => `  - ${p}`).join('\n')}\n`,
    );
  }
  io.stdout(format === 'json' ? `${JSON.stringify(view, null, 2)}\n` : renderDriftText(view));
  return findings.length > 0 ? 1 : 0;
}
