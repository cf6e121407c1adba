/**
 * `${NAME}` expansion in string values (DESIGN §2, MUST). Pure: the environment is passed in.
 *
 * - `${NAME}`: the variable's value; unset is an error.
 * - `${NAME:-default}`: the default when NAME is unset or empty (as in the shell).
 * - `$${`: a literal `${`.
 * - Anything else that is not a reference, such as GitHub's `${{ … }}`, stays as written.
 * Keys are never expanded.
 */
import { visit } from 'yaml';
import { ConfigError } from './types.js';
import type { YamlSource } from './yaml-source.js';

export type Env = Record<string, string | undefined>;

const REFERENCE = /\$\$\{|\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;

export type ExpandResult = { ok: true; value: string } | { ok: false; name: string };

/** Expands the references in one string. */
export function expandEnvString(text: string, env: Env): ExpandResult {
  let missing: string | undefined;
  const value = text.replace(REFERENCE, (match, name: string | undefined, fallback: string | undefined) => {
    if (match === '$${') return '${';
    if (name === undefined) return match;
    const current = env[name];
    if (fallback !== undefined) return current === undefined || current === '' ? fallback : current;
    if (current === undefined) {
      missing ??= name;
      return match;
    }
    return current;
  });
  return missing === undefined ? { ok: true, value } : { ok: false, name: missing };
}

/**
 * Expands references in every string value of the document, in place, so positions stay valid. An unset
 * variable is a ConfigError at the value that names it.
 */
export function expandEnvInDocument(source: YamlSource, env: Env): void {
  let failure: ConfigError | undefined;
  visit(source.doc, {
    Scalar(key, node) {
      if (key === 'key' || typeof node.value !== 'string') return undefined;
      const result = expandEnvString(node.value, env);
      if (result.ok) {
        node.value = result.value;
        return undefined;
      }
      const offset = node.range?.[0] ?? 0;
      const { line, col } = source.lineCounter.linePos(offset);
      failure = new ConfigError(
        `environment variable ${result.name} is not set; export it or remove the reference (or write \${${result.name}:-default})`,
        { file: source.file, line, col },
      );
      return visit.BREAK;
    },
  });
  if (failure) throw failure;
}
