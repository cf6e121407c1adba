/** Which findings fail the job (`fail-on`), and the annotations for failing scenarios. Pure. */
import type { FailOn } from './fail-on.js';
import { decideReviewGate } from './review-gate.js';
import type { ReviewOutputVerdict } from '../review/render.js';
import { regressions } from '../pipeline/attach-comparisons.js';
import type { Report } from '../report/types.js';
import { MAX_ANNOTATIONS_PER_KIND } from '../github/limits.js';
import { countOf, inWords, STATE } from '../report/vocabulary.js';

export interface GateDecision {
  fail: boolean;
  reasons: string[];
  warnings: string[];
  /** What failed the job, one entry per reason: a kind of fail-on, or `record` (the history record could not be written). */
  kinds: (FailOn | 'record')[];
}

/** Findings that come from outside the report. */
export interface GateExtras {
  /** Drift findings of this run's detectors (mode drift); 0 or absent when they did not run. */
  driftFindings?: number;
  /** The reflection review's outcome, when it ran (src/action/review-gate.ts decides how it meets fail-on). */
  review?: { verdict: ReviewOutputVerdict; reason?: string };
  /** This run's history record could not be written: the job fails whatever fail-on says (nothing is lost silently). */
  recordError?: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function decideGate(report: Report, failOn: ReadonlySet<FailOn>, extra: GateExtras = {}): GateDecision {
  const reasons: string[] = [];
  const warnings: string[] = [];
  const kinds: GateDecision['kinds'] = [];
  // An undecided scenario (issue 30 item 2) has verdict error but its own fail-on entry.
  const errored = report.scenarios.filter((s) => s.verdict === 'error' && s.state !== 'undecided').length;
  const undecided = report.scenarios.filter((s) => s.state === 'undecided');
  const failing = report.scenarios.filter((s) => s.verdict === 'fail');
  // With a baseline, a scenario that fails its threshold at the base too is not this change's (issue 31).
  const atBase = failing.filter((s) => s.atBase === 'failing');
  const own = failing.filter((s) => s.atBase !== 'failing');
  const newly = own.length > 0 && own.every((s) => s.atBase === 'passing');
  if (own.length > 0 && failOn.has('threshold')) {
    reasons.push(
      newly
        ? `${plural(own.length, 'scenario')} newly failing ${own.length === 1 ? 'its' : 'their'} threshold: ${own.map((s) => s.name).join(', ')}`
        : `${plural(own.length, 'scenario')} failed ${own.length === 1 ? 'its' : 'their'} threshold`,
    );
    kinds.push('threshold');
  }
  if (atBase.length > 0) {
    const named = atBase.map((s) => (s.failingSince === undefined ? s.name : `${s.name} (failing since ${s.failingSince.sha.slice(0, 7)}${s.failingSince.orEarlier === true ? ' or earlier' : ''}, ${s.failingSince.timestamp.slice(0, 10)})`));
    const msg = `${plural(atBase.length, 'scenario')} failing ${atBase.length === 1 ? 'its' : 'their'} threshold at the base too: ${named.join(', ')}`;
    if (failOn.has('failing-at-base')) {
      reasons.push(msg);
      kinds.push('threshold');
    }
    else warnings.push(`${msg} (not this change's doing; not failing the job: 'failing-at-base' is not in fail-on)`);
  }
  if (errored > 0) {
    const msg = `${plural(errored, 'scenario')} ${STATE.error}`;
    if (failOn.has('error')) {
      reasons.push(msg);
      kinds.push('error');
    }
    else warnings.push(`${msg} (not failing the job: 'error' is not in fail-on)`);
  }
  if (undecided.length > 0) {
    const msg = `${plural(undecided.length, 'scenario')} undecided (not shown above or below ${undecided.length === 1 ? 'its' : 'their'} threshold, so not evaluated): ${undecided.map((s) => s.name).join(', ')}`;
    if (failOn.has('undecided')) {
      reasons.push(msg);
      kinds.push('undecided');
    } else warnings.push(`${msg} (not failing the job: 'undecided' is not in fail-on)`);
  }
  // A scenario that could not be evaluated is an error, never a regression; an undecided one's runs are evidence, and its drop counts.
  const dropped = regressions(report).filter((s) => s.verdict !== 'error' || s.state === 'undecided');
  if (dropped.length > 0) {
    const msg = `${plural(dropped.length, 'scenario')} regressed against the baseline: ${dropped.map((s) => s.name).join(', ')}`;
    if (failOn.has('regression')) {
      reasons.push(msg);
      kinds.push('regression');
    }
    else warnings.push(`${msg} (not failing the job: 'regression' is not in fail-on)`);
  }
  const drift = extra.driftFindings ?? 0;
  if (drift > 0) {
    const msg = `the drift detectors found ${plural(drift, 'drift finding')}`;
    if (failOn.has('drift')) {
      reasons.push(msg);
      kinds.push('drift');
    }
    else warnings.push(`${msg} (not failing the job: 'drift' is not in fail-on)`);
  }
  if (extra.review) {
    const review = decideReviewGate(extra.review.verdict, failOn, extra.review.reason);
    reasons.push(...review.reasons);
    warnings.push(...review.warnings);
    kinds.push(...review.reasons.map(() => 'review' as const));
  }
  if (extra.recordError !== undefined) {
    reasons.push(extra.recordError.replace(/^context-eval: /, ''));
    kinds.push('record');
  }
  return { fail: reasons.length > 0, reasons, warnings, kinds };
}

/**
 * The action's `verdict` output: the job's verdict, which agrees with its exit (issue 32, item 1). The
 * step fails exactly when it is `fail` or `error`: `error` when only scenarios that were not evaluated
 * (or a history record that could not be written) failed it, `fail` when anything else did — a failed
 * threshold, a regression, drift, the review. A job that passes says `pass`, or `skipped` when nothing
 * ran: a finding outside `fail-on` is advisory, and the `failed`, `errored` and `regressions` outputs
 * still count it. The scenarios' own verdict stays in report.json.
 */
export function jobVerdict(report: Pick<Report, 'verdict'>, gate: Pick<GateDecision, 'fail' | 'kinds'>): 'pass' | 'fail' | 'error' | 'skipped' {
  if (!gate.fail) return report.verdict === 'skipped' ? 'skipped' : 'pass';
  // An undecided scenario was not evaluated either: its red is an error, like an error's.
  return gate.kinds.every((k) => k === 'error' || k === 'undecided' || k === 'record') ? 'error' : 'fail';
}

export interface Annotation {
  level: 'error' | 'warning';
  title: string;
  message: string;
  file: string;
  line: number;
}

/** One annotation per failing (error level; warning when it fails at the base too) or erroring (warning level) scenario, on its file and line. */
export function annotationsFor(report: Report, fileFromConfigDir: (f: string) => string): { shown: Annotation[]; hidden: { error: number; warning: number } } {
  const all: Annotation[] = [];
  for (const s of report.scenarios) {
    if (s.verdict !== 'fail' && s.verdict !== 'error') continue;
    const lines = new Map<string, number>();
    for (const r of s.runs) for (const line of r.error !== undefined ? [`error: ${r.error}`] : r.failures) lines.set(line, (lines.get(line) ?? 0) + 1);
    const detail = [...lines].map(([l, n]) => (n > 1 ? `${n}× ${l}` : l)).slice(0, 10);
    // A scenario failing at the base too is not this change's (issue 31): a warning, not an error on the diff.
    const atBase = s.verdict === 'fail' && s.atBase === 'failing';
    all.push({
      level: s.verdict === 'fail' && !atBase ? 'error' : 'warning',
      title:
        s.verdict === 'fail'
          ? `context-eval: ${s.name} ${STATE.fail} (${countOf(s.passes, s.attempted)} passed)${atBase ? ', failing at the base too' : s.atBase === 'passing' ? ', newly failing' : ''}`
          : s.state === 'undecided'
            ? `context-eval: ${s.name} undecided (${countOf(s.passes, s.attempted)} passed; not shown above or below its threshold)`
            : `context-eval: ${s.name} ${STATE.error}`,
      message: [inWords(s.reason), ...detail].join('\n'),
      file: fileFromConfigDir(s.file),
      line: s.line,
    });
  }
  const shown: Annotation[] = [];
  const hidden = { error: 0, warning: 0 };
  const count = { error: 0, warning: 0 };
  for (const a of all) {
    if (count[a.level] < MAX_ANNOTATIONS_PER_KIND) {
      shown.push(a);
      count[a.level]++;
    } else hidden[a.level]++;
  }
  return { shown, hidden };
}
