/** A FileAccessError of a file the loader reads, as a ConfigError located in that file where it can be. Pure. */
import type { FileAccessError } from '../security/paths.js';
import { ConfigError } from './types.js';

/**
 * `shown`: how messages name the file. A file that is not UTF-8 text is located at its first bad byte
 * ("scenarios/a.yaml:6:14: the byte 0xE9 is not valid UTF-8; …"); anything else names the file.
 * `suffix` is added to the located message (where the file was named).
 */
export function fileError(err: FileAccessError, shown: string, suffix = ''): ConfigError {
  const text = err.text;
  if (!text) return new ConfigError(err.message, { file: shown });
  const where = text.line === undefined ? { file: shown } : { file: shown, line: text.line, ...(text.col === undefined ? {} : { col: text.col }) };
  return new ConfigError(`${text.line === undefined ? 'this file ' : ''}${text.reason}${suffix}`, where);
}
