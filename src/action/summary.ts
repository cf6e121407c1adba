/**
 * The job summary, written once at the end of the step so that everything in it fits GitHub's limit
 * (1 MiB per step; a larger summary is dropped, and the comment's "full report" link then points at
 * nothing). The report is the part that shrinks: it gets what the other parts (review, drift, notices,
 * errors) leave, rendered at the most detail that fits. Pure: the caller writes the text.
 */

import { MAX_SUMMARY_BYTES } from '../github/limits.js';

/** The report always keeps at least this much, however long the other parts are (they are cut instead). */
const REPORT_FLOOR_BYTES = 256 * 1024;

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** The longest prefix of `text` within `max` UTF-8 bytes, never splitting a character, with a note when cut. */
export function cutToBytes(text: string, max: number): string {
  if (bytes(text) <= max) return text;
  const note = '\n\n…(cut to fit the job summary)\n';
  const room = Math.max(0, max - bytes(note));
  const head = Buffer.from(text, 'utf8').subarray(0, room).toString('utf8').replace(/\uFFFD+$/, '');
  return max >= bytes(note) ? head + note : '';
}

export class JobSummary {
  private renderReport: ((maxBytes: number) => string) | undefined;
  private readonly parts: string[] = [];

  /** The report, rendered by `render` within the bytes it is given. */
  setReport(render: (maxBytes: number) => string): void {
    this.renderReport = render;
  }

  /** A section after the report, in the order added. */
  add(markdown: string): void {
    this.parts.push(markdown);
  }

  /** The whole summary within `limit` bytes: the report first, then the other parts. */
  compose(limit = MAX_SUMMARY_BYTES): string {
    const rest = this.parts.map((part, i) => (i === 0 && this.renderReport === undefined ? part : `\n${part}`)).join('');
    if (this.renderReport === undefined) return cutToBytes(rest, limit);
    const restRoom = Math.max(0, limit - Math.min(REPORT_FLOOR_BYTES, limit));
    const tail = cutToBytes(rest, restRoom);
    const report = cutToBytes(this.renderReport(limit - bytes(tail)), limit - bytes(tail));
    return report + tail;
  }
}
