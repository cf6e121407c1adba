/**
 * The review's section of the sticky PR comment: verdict, confidence, score, checklist, issues,
 * coverage, isolation warnings (leaks, decoy, score inflation), findings and skip reasons. Every piece
 * of text that came from the model or from the PR's files is sanitised (src/review/sanitize.ts). Pure.
 */
import { describeLeak, type LeakHit } from './leaks.js';
import { sanitizeForComment } from './sanitize.js';
import type { Redactor } from '../security/redact.js';
import type { CorrectionOutcome } from './suggest/correct.js';
import type { ReviewVerdict } from './types.js';

export type ReviewOutputVerdict = 'APPROVED' | 'CHANGES REQUESTED' | 'BLOCKED' | 'could-not-review' | 'skipped';

export interface ReviewSectionData {
  state: 'reviewed' | 'could-not-review' | 'skipped';
  /** What the `review-verdict` output says: the reviewer's verdict, or BLOCKED when leaks fail the review. */
  outputVerdict: ReviewOutputVerdict;
  verdict?: ReviewVerdict;
  /** Why it was skipped or could not review. */
  reason?: string;
  coverage?: string;
  /** Problems of the input, e.g. "no WHY was stated". */
  findings: string[];
  leaks: LeakHit[];
  leakMode: 'warn' | 'fail';
  /** Decoy check and score inflation warnings. */
  isolationWarnings: string[];
  requestSource?: string;
  criteriaSource?: string;
  settingsSource?: string;
  /** The correction step's outcome (src/review/suggest/correct.ts), shown when the verdict asked for changes. */
  corrections?: CorrectionOutcome;
}

/** The section stays within this many UTF-8 bytes, whatever the model wrote. */
export const REVIEW_SECTION_MAX_BYTES = 16_000;
const MAX_ISSUES = 25;
const MAX_LEAKS = 10;

const ICON: Record<ReviewOutputVerdict, string> = {
  APPROVED: '✅',
  'CHANGES REQUESTED': '✏️',
  BLOCKED: '⛔',
  'could-not-review': '⚠️',
  skipped: '⏭️',
};

const CHECK_ICON = { pass: '✅ pass', fail: '❌ fail', 'not assessed': '➖ not assessed' } as const;

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

/** Untrusted text made safe with the run's redactor (handed in: this module holds none). */
interface Sanitizer {
  clean(text: string, max: number): string;
  /** Our own short texts (reasons, findings) may quote file names or config values: made inert too. */
  plain(text: string): string;
}

function sanitizerOf(redactor: Pick<Redactor, 'redact'>): Sanitizer {
  const clean = (text: string, max: number): string => sanitizeForComment(text, max, redactor);
  return { clean, plain: (text) => clean(text, 600) };
}

function verdictBlock(s: Sanitizer, data: ReviewSectionData, verdict: ReviewVerdict, detail: { issues: number; summary: number; note: number }): string[] {
  const lines: string[] = [];
  const percent = Math.round(verdict.confidence * 100);
  const effective = data.outputVerdict !== verdict.verdict ? ` (the reviewer said ${verdict.verdict})` : '';
  lines.push(`**${ICON[data.outputVerdict]} ${data.outputVerdict}**${effective} · confidence ${percent}% · score ${verdict.score}/10`, '');
  if (detail.summary > 0) lines.push(`> ${s.clean(verdict.summary, detail.summary)}`, '');
  lines.push('| criterion | result | note |', '|---|---|---|');
  for (const item of verdict.checklist) {
    const note = item.note === undefined || detail.note === 0 ? '' : s.clean(item.note, detail.note);
    lines.push(`| ${s.plain(item.id)} | ${CHECK_ICON[item.status]} | ${note} |`);
  }
  lines.push('');
  if (verdict.issues.length > 0 && detail.issues > 0) {
    lines.push('Issues:');
    for (const issue of verdict.issues.slice(0, detail.issues)) {
      const where = issue.file === undefined ? '' : ` ${s.clean(issue.file, 200)}${issue.line === undefined ? '' : `:${issue.line}`}`;
      lines.push(`- **${issue.severity}**${where}: ${s.clean(issue.message, 500)}`);
    }
    if (verdict.issues.length > detail.issues) lines.push(`- … and ${verdict.issues.length - detail.issues} more`);
    lines.push('');
  } else if (verdict.issues.length === 0) lines.push('Issues: none.', '');
  for (const note of verdict.notes) lines.push(`_Note on the reviewer's answer: ${s.plain(note)}_`);
  if (verdict.notes.length > 0) lines.push('');
  return lines;
}

/** GitHub's own https URL, made safe inside a Markdown link target. */
const linkTarget = (url: string): string => url.replace(/[()<>\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

function correctionsLine(s: Sanitizer, outcome: CorrectionOutcome): string {
  if (outcome.state === 'skipped') return `- Suggested corrections: none posted: ${s.plain(outcome.reason)}.`;
  const noun = outcome.count === 1 ? 'suggested correction' : 'suggested corrections';
  const dropped = outcome.dropped === '' ? '' : ` (not posted: ${s.plain(outcome.dropped)})`;
  return `- Suggested corrections: [${outcome.count} ${noun}](${linkTarget(outcome.url)}), in one review to apply with a click${dropped}.`;
}

function render(s: Sanitizer, data: ReviewSectionData, detail: { issues: number; summary: number; note: number; leaks: number }): string {
  const lines: string[] = ['### Isolated reflection review', ''];
  if (data.state === 'skipped') {
    lines.push(`**${ICON.skipped} skipped**: ${s.plain(data.reason ?? 'no reason given')}`, '');
  } else if (data.state === 'could-not-review') {
    const blocked = data.outputVerdict === 'BLOCKED' ? ` (counted as **${ICON.BLOCKED} BLOCKED**: isolation leaks with review.leaks: fail)` : '';
    lines.push(`**${ICON['could-not-review']} could not review**${blocked}: ${s.plain(data.reason ?? 'no reason given')}`, '');
    lines.push('This is not an approval. Whether it fails the job follows the `error` entry of `fail-on`.', '');
  } else if (data.verdict) {
    lines.push(...verdictBlock(s, data, data.verdict, detail));
  }
  // A list, not bare lines: a job summary does not render single line breaks as breaks.
  if (data.corrections !== undefined) lines.push(correctionsLine(s, data.corrections));
  if (data.coverage !== undefined) lines.push(`- Coverage: ${s.plain(data.coverage)}.`);
  if (data.requestSource !== undefined) lines.push(`- Request: ${s.plain(data.requestSource)}.`);
  if (data.criteriaSource !== undefined) lines.push(`- Criteria: ${s.plain(data.criteriaSource)}; settings: ${s.plain(data.settingsSource ?? 'defaults')}.`);
  for (const finding of data.findings) lines.push(`- Finding: ${s.plain(finding)}`);
  if (data.leaks.length > 0 || data.isolationWarnings.length > 0) {
    lines.push('', `**Isolation warnings**${data.leaks.length > 0 ? ` (review.leaks: ${data.leakMode}${data.leakMode === 'fail' ? ', which blocks this review' : ''})` : ''}:`);
    for (const hit of data.leaks.slice(0, detail.leaks)) lines.push(`- ⚠️ ${s.clean(describeLeak(hit), 400)}`);
    if (data.leaks.length > detail.leaks) lines.push(`- … and ${data.leaks.length - detail.leaks} more leak hits (see review-events.jsonl and the log)`);
    for (const warning of data.isolationWarnings) lines.push(`- ⚠️ ${s.plain(warning)}`);
  }
  return `${lines.join('\n').replace(/\n+$/, '')}\n`;
}

const DETAIL_STAGES = [
  { issues: MAX_ISSUES, summary: 2000, note: 300, leaks: MAX_LEAKS },
  { issues: 10, summary: 800, note: 120, leaks: 5 },
  { issues: 3, summary: 300, note: 0, leaks: 2 },
  { issues: 0, summary: 0, note: 0, leaks: 0 },
];

/** The section's Markdown, trimmed in stages to REVIEW_SECTION_MAX_BYTES; untrusted text through the run's `redactor`. */
export function renderReviewSection(data: ReviewSectionData, redactor: Pick<Redactor, 'redact'>): string {
  const s = sanitizerOf(redactor);
  let text = '';
  for (const detail of DETAIL_STAGES) {
    text = render(s, data, detail);
    if (bytes(text) <= REVIEW_SECTION_MAX_BYTES) return text;
  }
  // Only our own texts are left; cut them by bytes as a last resort, keeping whole characters.
  const buffer = Buffer.from(text, 'utf8').subarray(0, REVIEW_SECTION_MAX_BYTES - 8);
  return `${buffer.toString('utf8').replace(/\uFFFD+$/, '')}\n…\n`;
}
