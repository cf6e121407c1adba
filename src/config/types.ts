import type { ConfigFile } from './schema.js';
import type { Scenario } from '../scenarios/types.js';

/** A config file after loading: parsed, `${ENV}` expanded (in the config file only), its scenarios loaded. */
export interface LoadedConfig {
  /** Absolute path of the config file. */
  path: string;
  /** Absolute path of its folder; relative paths in the config and scenarios resolve from here. */
  dir: string;
  /** The repository root every file it names must stay in (realpath'd): the git top level, else `dir`. */
  root: string;
  config: ConfigFile;
  /** In suite order: files sorted by path, then scenarios in file order. */
  scenarios: Scenario[];
  /** For `--verbose`: dotted config key → file:line it came from. */
  provenance: Record<string, string>;
}

/**
 * A config, usage or environment problem found before any model call (CLI exit code 2). The message
 * names the file, line and column, and says how to fix it.
 */
export class ConfigError extends Error {
  readonly file: string | undefined;
  readonly line: number | undefined;
  readonly col: number | undefined;
  /** The message without its "file:line:col: " prefix. */
  readonly detail: string;
  /**
   * The problems this error stands for, each at its own position (several when one error lists them:
   * every zod issue of a file, every bad expectation of a scenario); `validate` reports each.
   */
  readonly parts: readonly ConfigError[];
  constructor(message: string, where: { file?: string; line?: number; col?: number } = {}, parts?: readonly ConfigError[]) {
    const at = where.file ? `${where.file}${where.line ? `:${where.line}${where.col ? `:${where.col}` : ''}` : ''}: ` : '';
    super(`${at}${message}`);
    this.name = 'ConfigError';
    this.detail = message;
    this.file = where.file;
    this.line = where.line;
    this.col = where.col;
    this.parts = parts && parts.length > 0 ? parts : [this];
  }
}
