/**
 * Every file the product reads from a suite is UTF-8 text. A UTF-16 file (as some Windows editors save),
 * a binary file (NUL bytes) or bytes that are not valid UTF-8 would otherwise be decoded with replacement
 * characters and sent to the model as is; these find them, with the line and column of the first bad byte.
 * Pure.
 */
import { isUtf8 } from 'node:buffer';

/** Why some bytes are not UTF-8 text; `line` and `col` (1-based) are absent when the whole file is the problem. */
export interface TextProblem {
  /** What is wrong and how to fix it, without the file's name or position. */
  reason: string;
  line?: number;
  col?: number;
}

const UTF16 = 'is UTF-16 text; context-eval reads every file as UTF-8: save it as UTF-8 (in VS Code: "Save with Encoding" → UTF-8)';
const NUL = 'a NUL byte: this is a binary file, not text; remove the byte, or name a text file';

/** Why `bytes` are not UTF-8 text, or undefined when they are. Fast on the common case (one native check each). */
export function textBytesProblem(bytes: Uint8Array): TextProblem | undefined {
  // FF FE / FE FF: the UTF-16 byte order marks.
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return { reason: UTF16 };
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const nul = buffer.indexOf(0);
  if (nul >= 0) {
    if (looksUtf16(buffer)) return { reason: UTF16 };
    return { reason: NUL, ...position(buffer, nul) };
  }
  if (isUtf8(buffer)) return undefined;
  const bad = firstInvalidUtf8(buffer);
  const byte = (buffer[bad] ?? 0).toString(16).toUpperCase().padStart(2, '0');
  return { reason: `the byte 0x${byte} is not valid UTF-8; save the file as UTF-8 (context-eval reads every file as UTF-8)`, ...position(buffer, bad) };
}

/** Why `text` (already decoded) is not text: a NUL character. For text that came some other way (git). */
export function textProblem(text: string): TextProblem | undefined {
  const nul = text.indexOf('\u0000');
  if (nul < 0) return undefined;
  const before = text.slice(0, nul);
  const line = before.split('\n').length;
  return { reason: NUL, line, col: nul - before.lastIndexOf('\n') };
}

/** UTF-16 without a byte order mark: NULs in every other byte of the first 8 KB (ASCII text in UTF-16). */
function looksUtf16(buffer: Buffer): boolean {
  const sample = buffer.subarray(0, 8192);
  let nuls = 0;
  for (const b of sample) if (b === 0) nuls += 1;
  const [a, b] = [sample[0], sample[1]];
  return nuls >= sample.length / 3 && ((a !== 0 && b === 0) || (a === 0 && b !== 0));
}

/** Line and column (in characters) of byte `offset`. */
function position(buffer: Buffer, offset: number): { line: number; col: number } {
  let line = 1;
  let start = 0;
  for (let i = buffer.indexOf(0x0a); i >= 0 && i < offset; i = buffer.indexOf(0x0a, i + 1)) {
    line += 1;
    start = i + 1;
  }
  return { line, col: buffer.toString('utf8', start, offset).length + 1 };
}

/** The offset of the first byte that does not start (or continue) a valid UTF-8 sequence. */
function firstInvalidUtf8(b: Buffer): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i] ?? 0;
    let n: number;
    let min: number;
    if (c < 0x80) n = 0;
    else if (c >= 0xc2 && c <= 0xdf) n = 1;
    else if (c >= 0xe0 && c <= 0xef) n = 2;
    else if (c >= 0xf0 && c <= 0xf4) n = 3;
    else return i;
    if (n === 0) {
      i += 1;
      continue;
    }
    // Overlong forms, surrogates and code points past U+10FFFF are invalid too.
    min = c === 0xe0 ? 0xa0 : c === 0xf0 ? 0x90 : 0x80;
    const max = c === 0xed ? 0x9f : c === 0xf4 ? 0x8f : 0xbf;
    for (let k = 1; k <= n; k++) {
      const d = b[i + k];
      if (d === undefined || d < (k === 1 ? min : 0x80) || d > (k === 1 ? max : 0xbf)) return i;
      min = 0x80;
    }
    i += n + 1;
  }
  return b.length;
}

/** Why `text` (a file decoded as UTF-8) is not a UTF-8 text file, or undefined when it is. */
export function encodingProblem(text: string): string | undefined {
  const sample = text.slice(0, 8192);
  const nuls = (sample.match(/\u0000/g) ?? []).length;
  // FF FE / FE FF (the UTF-16 byte order marks) decode as two replacement characters.
  const bom = sample.startsWith('\uFFFD\uFFFD');
  if (bom || (nuls > 0 && nuls >= sample.length / 3 && /^(?:[^\u0000]\u0000|\u0000[^\u0000])/.test(sample))) {
    return 'is UTF-16 text; context-eval reads prompt files as UTF-8: save it as UTF-8 (in VS Code: "Save with Encoding" → UTF-8)';
  }
  if (nuls > 0) return 'is a binary file (it holds NUL bytes), not a text prompt; name a text file';
  return undefined;
}
