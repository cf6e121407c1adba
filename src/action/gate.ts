/** Which findings fail the job (`fail-on`), and the annotations for failing scenarios. Pure. */
import type { FailOn } from '../inputs.js';
import type { Report } from '../report/types.js';

export interface GateDecision {
  fail: boolean;
  reasons: string[];
  warnings: string[];
}

/** Findings that are not built yet: accepted in fail-on, with a warning that they have no effect. */
export const NOT_YET: readonly FailOn[] = ['regression', 'drift'];

export function decideGate(report: Report, failOn: Set<FailOn>): GateDecision {
  const reasons: string[] = [];
  const warnings: string[] = [];
  const { failed, errored } = report.summary;
  if (failed > 0 && failOn.has('threshold')) reasons.push(`${failed} scenario${failed === 1 ? '' : 's'} failed ${failed === 1 ? 'its' : 'their'} threshold`);
  if (errored > 0) {
    const msg = `${errored} scenario${errored === 1 ? '' : 's'} could not be evaluated`;
    if (failOn.has('error')) reasons.push(msg);
    else warnings.push(`${msg} (not failing the job: 'error' is not in fail-on)`);
  }
  for (const f of NOT_YET) if (failOn.has(f)) warnings.push(`fail-on: '${f}' has no effect yet in this version: history comparison and drift detection is not built yet.`);
  return { fail: reasons.length > 0, reasons, warnings };
}

export interface Annotation {
  level: 'error' | 'warning';
  title: string;
  message: string;
  file: string;
  line: number;
}

/** GitHub shows at most 10 error and 10 warning annotations per step. */
export const ANNOTATION_LIMIT = 10;

/** One annotation per failing (error level) or erroring (warning level) scenario, on its file and line. */
export function annotationsFor(report: Report, fileFromConfigDir: (f: string) => string): { shown: Annotation[]; hidden: { error: number; warning: number } } {
  const all: Annotation[] = [];
  for (const s of report.scenarios) {
    if (s.verdict !== 'fail' && s.verdict !== 'error') continue;
    const lines = new Map<string, number>();
    for (const r of s.runs) for (const line of r.error !== undefined ? [`error: ${r.error}`] : r.failures) lines.set(line, (lines.get(line) ?? 0) + 1);
    const detail = [...lines].map(([l, n]) => (n > 1 ? `${n}× ${l}` : l)).slice(0, 10);
    all.push({
      level: s.verdict === 'fail' ? 'error' : 'warning',
      title: s.verdict === 'fail' ? `context-eval: ${s.name} failed (${s.passes}/${s.attempted} passed)` : `context-eval: ${s.name} could not be evaluated`,
      message: [s.reason, ...detail].join('\n'),
      file: fileFromConfigDir(s.file),
      line: s.line,
    });
  }
  const shown: Annotation[] = [];
  const hidden = { error: 0, warning: 0 };
  const count = { error: 0, warning: 0 };
  for (const a of all) {
    if (count[a.level] < ANNOTATION_LIMIT) {
      shown.push(a);
      count[a.level]++;
    } else hidden[a.level]++;
  }
  return { shown, hidden };
}
