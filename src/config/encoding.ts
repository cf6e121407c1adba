/**
 * Prompt files are read as UTF-8 text. A UTF-16 file (as some Windows editors save) or a binary file
 * decodes to replacement characters and NULs that would be sent to the model as is; this finds them. Pure.
 */

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
