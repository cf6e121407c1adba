/**
 * Recognising a file that is not a context-eval config at all (`--config /etc/passwd`, a `.env` file):
 * such a file is named in the error, never quoted, since its content may be anything. Pure.
 */
import { isMap, isScalar } from 'yaml';
import { ConfigSchema } from './schema.js';
import { ConfigError } from './types.js';
import type { YamlSource } from './yaml-source.js';

const HINT = 'check --config (or the action\'s `config` input): a context-eval config is a YAML mapping that starts with `version: 1`';

/** A ConfigError when `source` does not look like a context-eval config; undefined when it does. */
export function notAConfig(source: YamlSource): ConfigError | undefined {
  const root = source.doc.contents;
  if (!isMap(root)) return new ConfigError(`this file is not a context-eval config (its top level is not a mapping); ${HINT}`, { file: source.file, line: 1 });
  const known = new Set(Object.keys(ConfigSchema.shape));
  const keys = root.items.map((pair) => (isScalar(pair.key) ? String(pair.key.value) : ''));
  if (!keys.some((key) => known.has(key))) {
    return new ConfigError(`this file is not a context-eval config (none of its ${keys.length} top-level keys is a context-eval setting); ${HINT}`, { file: source.file, line: 1 });
  }
  return undefined;
}
