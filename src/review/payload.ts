/**
 * Builds the text the isolated reviewer sees (DESIGN §8). This is the only code that decides what
 * the reviewer sees, and it reads nothing but its `ReviewInput`. Pure and deterministic.
 *
 * Layout: five sections, in this order, each opened by a header line of its own and separated by a
 * blank line:
 *
 *   === ORIGINAL REQUEST ===     `# <title>`, blank line, `<body>` of the linked issue or the PR
 *   === STATED WHY ===           the Why / Motivation / Rationale section, or "(no WHY was stated)"
 *   === OUTPUT TO EVALUATE ===   `--- DIFF ---` then the diff; `--- SCENARIO RESULTS ---` then the results
 *                                (assemble.ts scenarioResultsText: the tools changed against the base, own-rule
 *                                gates, failure lines, a failing agent run's tool calls or chain stages, bounded)
 *   === SOURCE FILES ===         a `Coverage:` line, then each file between
 *                                `--- FILE: <path> ---` and `--- END FILE: <path> ---`
 *   === CRITERIA ===             one `- <id>: <description>` line per checklist item
 *
 * Budgets (review.max_files, max_file_chars, max_total_chars), applied in this order:
 *   1. the request is cut only when it alone is longer than REQUEST_BUDGET_SHARE of max_total_chars;
 *   2. files are sorted by path; those beyond max_files are omitted, listed on a marker line;
 *   3. each file is cut to max_file_chars;
 *   4. while the payload is longer than max_total_chars, the largest blocks are cut first: the files,
 *      the diff and the scenario results are brought down to one common cap, as high as fits (so a
 *      huge diff cannot crowd out every file, nor one huge file the rest); then the WHY and the
 *      criteria; and last the request.
 * Every cut is marked in place with `[… N lines truncated …]`; the coverage line says what was cut.
 */
import { extractWhy } from './why.js';
import { formatCount, truncateText } from './truncate.js';
import type { ReviewInput } from './types.js';

export const SECTION_NAMES = ['ORIGINAL REQUEST', 'STATED WHY', 'OUTPUT TO EVALUATE', 'SOURCE FILES', 'CRITERIA'] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

export const sectionHeader = (name: SectionName): string => `=== ${name} ===`;

/** The request is cut only when it alone takes more than this share of max_total_chars. */
export const REQUEST_BUDGET_SHARE = 0.25;
export const NO_WHY_FINDING = 'no WHY was stated';
/** At most this many names are listed on a marker or coverage line; the rest are counted. */
const MAX_LISTED_NAMES = 20;

export interface PayloadPart {
  section: SectionName;
  file?: string;
  text: string;
}

export interface ReviewCoverage {
  filesTotal: number;
  filesInFull: number;
  /** Included files that were cut (by max_file_chars or the total budget), in path order. */
  truncated: string[];
  /** Files left out beyond max_files, in path order. */
  omitted: string[];
  requestTruncated: boolean;
  /** e.g. "reviewed 12 of 14 files in full; 2 truncated: a.md, b.md" */
  summary: string;
}

export interface ReviewPayload {
  text: string;
  sections: { name: SectionName; chars: number }[];
  coverage: ReviewCoverage;
  /** Problems of the input itself, e.g. 'no WHY was stated'. */
  findings: string[];
  /** The content of each section as assembled (after truncation), for leak scanning. */
  parts: PayloadPart[];
}

const normalizeNewlines = (text: string): string => text.replace(/\r\n?/g, '\n');

function listNames(names: readonly string[]): string {
  const shown = names.slice(0, MAX_LISTED_NAMES).join(', ');
  return names.length > MAX_LISTED_NAMES ? `${shown} and ${formatCount(names.length - MAX_LISTED_NAMES)} more` : shown;
}

/** Lines in a section body that look like our own delimiters. */
const DELIMITER_LIKE = /^(?:=== [A-Z][A-Z ]* ===|--- (?:END )?FILE: .* ---|--- (?:DIFF|SCENARIO RESULTS) ---)[ \t]*$/m;

/** Caps for the budget stages; Infinity means "not cut at this stage". */
interface Caps {
  /** Files, diff and scenario results. */
  content: number;
  /** The WHY and the criteria. */
  other: number;
  request: number;
}

interface Prepared {
  request: string;
  why: string;
  diff: string;
  results: string;
  files: { path: string; text: string }[];
  omitted: string[];
  criteria: string;
  maxFileChars: number;
}

interface Rendered {
  text: string;
  sections: { name: SectionName; chars: number }[];
  parts: PayloadPart[];
  truncatedFiles: string[];
  requestTruncated: boolean;
  coverageSummary: string;
  filesInFull: number;
}

function coverageSummary(total: number, inFull: number, truncated: string[], omitted: string[], maxFiles: number, requestTruncated: boolean): string {
  let text = total === 0 ? 'no changed watched files' : `reviewed ${formatCount(inFull)} of ${formatCount(total)} files in full`;
  if (truncated.length > 0) text += `; ${formatCount(truncated.length)} truncated: ${listNames(truncated)}`;
  if (omitted.length > 0) text += `; ${formatCount(omitted.length)} omitted (over review.max_files = ${formatCount(maxFiles)}): ${listNames(omitted)}`;
  if (requestTruncated) text += '; the request was truncated';
  return text;
}

/** Splits a unified diff into one part per file (named from its `+++ b/` or `diff --git` line); removed lines are blanked. */
function diffParts(diff: string): PayloadPart[] {
  const parts: PayloadPart[] = [];
  let current: { file?: string; lines: string[] } = { lines: [] };
  const flush = (): void => {
    if (current.lines.some((line) => line !== '')) {
      parts.push({ section: 'OUTPUT TO EVALUATE', ...(current.file === undefined ? {} : { file: current.file }), text: current.lines.join('\n') });
    }
  };
  for (const line of diff.split('\n')) {
    if (line.startsWith('diff --git ')) {
      flush();
      current = { lines: [] };
      const header = / b\/(.+)$/.exec(line)?.[1];
      if (header !== undefined) current.file = header;
    }
    const added = /^\+\+\+ b\/(.+)$/.exec(line);
    if (added?.[1]) current.file = added[1];
    current.lines.push(line.startsWith('-') && !line.startsWith('---') ? '' : line);
  }
  flush();
  return parts;
}

function render(input: ReviewInput, prepared: Prepared, caps: Caps): Rendered {
  const request = truncateText(prepared.request, caps.request);
  const why = truncateText(prepared.why, caps.other);
  const diff = truncateText(prepared.diff, caps.content);
  const results = truncateText(prepared.results, caps.content);
  const criteria = truncateText(prepared.criteria, caps.other);

  const truncatedFiles: string[] = [];
  const fileBlocks: string[] = [];
  const fileParts: PayloadPart[] = [];
  for (const file of prepared.files) {
    const cut = truncateText(file.text, Math.min(prepared.maxFileChars, caps.content));
    if (cut.truncated) truncatedFiles.push(file.path);
    fileBlocks.push(`--- FILE: ${file.path} ---\n${cut.text}${cut.text.endsWith('\n') || cut.text === '' ? '' : '\n'}--- END FILE: ${file.path} ---`);
    fileParts.push({ section: 'SOURCE FILES', file: file.path, text: cut.text });
  }
  const filesInFull = prepared.files.length - truncatedFiles.length;
  const summary = coverageSummary(
    input.files.length,
    filesInFull,
    truncatedFiles,
    prepared.omitted,
    input.settings.max_files,
    request.truncated,
  );
  const omittedLine =
    prepared.omitted.length === 0
      ? []
      : [`[… ${formatCount(prepared.omitted.length)} ${prepared.omitted.length === 1 ? 'file' : 'files'} omitted (over review.max_files = ${formatCount(input.settings.max_files)}): ${listNames(prepared.omitted)} …]`];

  const bodies: Record<SectionName, string> = {
    'ORIGINAL REQUEST': request.text,
    'STATED WHY': why.text,
    'OUTPUT TO EVALUATE': `--- DIFF ---\n${diff.text}\n--- SCENARIO RESULTS ---\n${results.text}`,
    'SOURCE FILES': [`Coverage: ${summary}`, ...fileBlocks, ...omittedLine].join('\n'),
    CRITERIA: criteria.text,
  };
  const sectionTexts = SECTION_NAMES.map((name) => `${sectionHeader(name)}\n${bodies[name]}`);
  return {
    text: `${sectionTexts.join('\n\n')}\n`,
    sections: SECTION_NAMES.map((name, i) => ({ name, chars: sectionTexts[i]?.length ?? 0 })),
    parts: [
      { section: 'ORIGINAL REQUEST', text: request.text },
      { section: 'STATED WHY', text: why.text },
      ...diffParts(diff.text),
      { section: 'OUTPUT TO EVALUATE', text: results.text },
      ...fileParts,
      { section: 'CRITERIA', text: criteria.text },
    ],
    truncatedFiles,
    requestTruncated: request.truncated,
    coverageSummary: summary,
    filesInFull,
  };
}

/** The largest cap in [low, high] for which `fits` holds; `fits(low)` must hold. */
function largestFitting(low: number, high: number, fits: (cap: number) => boolean): number {
  let lo = low;
  let hi = high;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export function buildReviewPayload(input: ReviewInput): ReviewPayload {
  const { max_files: maxFiles, max_file_chars: maxFileChars, max_total_chars: maxTotal } = input.settings;
  const findings: string[] = [];

  const requestBody = normalizeNewlines(input.request.body).trim();
  const requestText = `# ${normalizeNewlines(input.request.title).trim()}\n\n${requestBody === '' ? '(the request has no description)' : requestBody}`;

  const whyInRequest = extractWhy(normalizeNewlines(input.request.body));
  const whyInPr = input.request.source === 'issue' ? extractWhy(normalizeNewlines(input.pr.body)) : undefined;
  let why: string;
  if (whyInRequest !== undefined) why = whyInRequest;
  else if (whyInPr !== undefined) why = `(from the pull request description)\n${whyInPr}`;
  else {
    why = `(${NO_WHY_FINDING})`;
    findings.push(NO_WHY_FINDING);
  }

  const sorted = [...input.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const prepared: Prepared = {
    request: requestText,
    why,
    diff: input.diff.trim() === '' ? '(the diff is empty)' : input.diff.replace(/\n$/, ''),
    results: input.scenarioResults.trim() === '' ? '(no scenario results)' : input.scenarioResults.replace(/\n$/, ''),
    files: sorted.slice(0, maxFiles),
    omitted: sorted.slice(maxFiles).map((file) => file.path),
    criteria: input.criteria.checklist.map((item) => `- ${item.id}: ${item.description.replace(/\s+/g, ' ').trim()}`).join('\n'),
    maxFileChars,
  };

  const caps: Caps = {
    content: Infinity,
    other: Infinity,
    request: Math.max(0, Math.floor(maxTotal * REQUEST_BUDGET_SHARE)),
  };
  const fits = (trial: Caps): boolean => render(input, prepared, trial).text.length <= maxTotal;
  const longest = (texts: string[]): number => texts.reduce((max, text) => Math.max(max, text.length), 0);
  const stages: { key: keyof Caps; high: number }[] = [
    { key: 'content', high: Math.max(Math.min(maxFileChars, longest(prepared.files.map((f) => f.text))), longest([prepared.diff, prepared.results])) },
    { key: 'other', high: longest([prepared.why, prepared.criteria]) },
    { key: 'request', high: Math.min(caps.request, prepared.request.length) },
  ];
  for (const stage of stages) {
    if (fits(caps)) break;
    const withCap = (cap: number): Caps => ({ ...caps, [stage.key]: cap });
    caps[stage.key] = fits(withCap(0)) ? largestFitting(0, stage.high, (cap) => fits(withCap(cap))) : 0;
  }

  const rendered = render(input, prepared, caps);
  if (rendered.text.length > maxTotal) {
    findings.push(
      `review.max_total_chars (${formatCount(maxTotal)}) is too small even for the payload's headers and markers (${formatCount(rendered.text.length)} chars); raise it`,
    );
  }
  for (const part of rendered.parts) {
    if (part.section === 'OUTPUT TO EVALUATE' && part.file !== undefined) continue;
    if (DELIMITER_LIKE.test(part.text)) {
      const where = part.file === undefined ? `the ${part.section} section` : `${part.file} (${part.section})`;
      findings.push(`${where} contains a line that looks like a payload delimiter; the reviewer treats it as data`);
    }
  }

  return {
    text: rendered.text,
    sections: rendered.sections,
    coverage: {
      filesTotal: input.files.length,
      filesInFull: rendered.filesInFull,
      truncated: rendered.truncatedFiles,
      omitted: prepared.omitted,
      requestTruncated: rendered.requestTruncated,
      summary: rendered.coverageSummary,
    },
    findings,
    parts: rendered.parts,
  };
}
