/**
 * Finds the stated WHY in a Markdown text (DESIGN §8): the section under a heading of any level whose
 * text is Why, Motivation or Rationale (any case; emphasis and a trailing ":" or "?" are allowed),
 * up to the next heading of the same or a higher level. ATX (`#`..`######`) and setext (`===`, `---`)
 * headings count; headings inside fenced code blocks do not. Pure.
 */
import { fencedLineMask, stripHtmlComments } from './markdown.js';

const WHY_WORDS = new Set(['why', 'motivation', 'rationale']);
const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_1 = /^ {0,3}=+[ \t]*$/;
const SETEXT_2 = /^ {0,3}-+[ \t]*$/;

interface Heading {
  /** The first line of the heading (for setext, its text line). */
  start: number;
  /** The first line after the heading. */
  bodyStart: number;
  level: number;
  text: string;
}

function headings(lines: readonly string[]): Heading[] {
  const fenced = fencedLineMask(lines);
  const found: Heading[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (fenced[i]) continue;
    const line = lines[i] ?? '';
    const atx = ATX.exec(line);
    if (atx) {
      found.push({ start: i, bodyStart: i + 1, level: atx[1]?.length ?? 1, text: atx[2] ?? '' });
      continue;
    }
    const next = lines[i + 1];
    const nextIsProse = next !== undefined && !fenced[i + 1];
    const isParagraphLine = line.trim() !== '' && !/^ {4,}/.test(line) && !/^ {0,3}([-*+]|\d+[.)])[ \t]/.test(line) && !/^ {0,3}>/.test(line);
    if (nextIsProse && isParagraphLine && (SETEXT_1.test(next) || SETEXT_2.test(next))) {
      found.push({ start: i, bodyStart: i + 2, level: SETEXT_1.test(next) ? 1 : 2, text: line.trim() });
      i++;
    }
  }
  return found;
}

function isWhyHeading(text: string): boolean {
  const bare = text
    .replace(/[*_`]/g, '')
    .trim()
    .replace(/[:?.!]+$/, '')
    .trim()
    .toLowerCase();
  return WHY_WORDS.has(bare);
}

/** The text of the first non-empty Why/Motivation/Rationale section, trimmed; undefined when none. */
export function extractWhy(markdown: string): string | undefined {
  const lines = stripHtmlComments(markdown).split(/\r?\n/);
  const all = headings(lines);
  for (const [index, heading] of all.entries()) {
    if (!isWhyHeading(heading.text)) continue;
    const end = all.slice(index + 1).find((later) => later.level <= heading.level)?.start ?? lines.length;
    const body = lines.slice(heading.bodyStart, end).join('\n').trim();
    if (body !== '') return body;
  }
  return undefined;
}
