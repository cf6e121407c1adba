/**
 * Which lines of a pull request a review comment may sit on: for each file of a unified diff, the
 * head-side ("RIGHT") line ranges of its hunks, i.e. the context and added lines, with their text.
 * GitHub accepts a review comment only on such a line, and a multi-line comment only within one hunk.
 * Pure.
 */

export interface RightHunk {
  /** The first head-side line of the hunk (1-based). */
  start: number;
  /** The last head-side line of the hunk, inclusive. */
  end: number;
  /** The head-side text of lines start..end (context and added lines, without the +/space marker). */
  lines: string[];
}

const HUNK_HEADER = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/;

/**
 * Parses a unified diff as built by `diffFromPatches` (src/review/assemble.ts) or `git diff`: files open
 * with `diff --git`, are named by their `+++ b/<path>` line (`+++ /dev/null` for a removed file, which
 * then has no lines), and hold `@@ -a,b +c,d @@` hunks. A hunk's range is counted over its lines, not
 * read from the header's count, so a short or cut hunk never claims lines it does not show (an empty
 * line counts as an empty context line only while the header's count expects more).
 */
export function rightSideHunks(diff: string): Map<string, RightHunk[]> {
  const files = new Map<string, RightHunk[]>();
  let path: string | undefined;
  let hunk: { start: number; expected: number; lines: string[] } | undefined;
  const closeHunk = (): void => {
    if (hunk && path !== undefined && hunk.lines.length > 0) {
      files.get(path)?.push({ start: hunk.start, end: hunk.start + hunk.lines.length - 1, lines: hunk.lines });
    }
    hunk = undefined;
  };
  for (const line of diff.split('\n')) {
    if (line.startsWith('diff --git ')) {
      closeHunk();
      path = undefined;
      continue;
    }
    if (hunk === undefined && line.startsWith('+++ ')) {
      path = line.startsWith('+++ b/') ? line.slice('+++ b/'.length).replace(/\t.*$/, '') : undefined;
      if (path !== undefined && !files.has(path)) files.set(path, []);
      continue;
    }
    const header = HUNK_HEADER.exec(line);
    if (header) {
      closeHunk();
      hunk = { start: Number(header[1]), expected: header[2] === undefined ? 1 : Number(header[2]), lines: [] };
      continue;
    }
    if (hunk === undefined) continue;
    if (line.startsWith('+') || line.startsWith(' ')) hunk.lines.push(line.slice(1));
    // An empty line is an empty context line whose leading space was stripped, while the header still expects lines.
    else if (line === '' && hunk.lines.length < hunk.expected) hunk.lines.push('');
    else if (!line.startsWith('-') && !line.startsWith('\\')) closeHunk();
  }
  closeHunk();
  for (const [file, hunks] of files) if (hunks.length === 0) files.delete(file);
  return files;
}

/** The characters of a diff's +/- lines (as `changedChars` of src/review/assemble.ts counts a patch's). */
export function diffChangedChars(diff: string): number {
  let chars = 0;
  for (const line of diff.split('\n')) {
    if ((line.startsWith('+') && !line.startsWith('+++')) || (line.startsWith('-') && !line.startsWith('---'))) chars += line.length - 1;
  }
  return chars;
}
