/**
 * Reads a role's tools files (`roles.*.tools`, DESIGN §3b) through the one path resolver
 * (src/security/paths.ts: confined to the repository, size-checked before reading), parses
 * each (src/agent/tools.ts) and combines them. Every problem of every file is reported at once, each at
 * its file:line; a name defined in two files is reported only when every file parses.
 */
import path from 'node:path';
import { combineErrors } from '../config/issues.js';
import { isNotFound } from '../config/io.js';
import { ConfigError } from '../config/types.js';
import type { RoleConfig } from '../config/schema.js';
import { loadJsonSchemaSupport } from '../expectations/json-schema.js';
import { toolFiles } from '../affected/paths.js';
import { checkTextSize, FileAccessError, resolveInRepository } from '../security/paths.js';
import { combineTools, readToolsFile, type ToolsFile } from './tools.js';
import type { ToolSpec } from './types.js';

/** How a tools file (as written in the config) is shown in messages: the config folder joined with it. */
export function toolsFileShown(configDir: string, rel: string): string {
  return path.resolve(configDir, rel);
}

/** Where a role's tools files are read from, and how they and the config are named in messages. */
export interface ToolsSource {
  /** The repository root every file must stay in. */
  root: string;
  /** The config's folder: tools paths are relative to it. */
  dir: string;
  /** The config file as shown in messages (a file that cannot be read is its setting's problem). */
  configFile: string;
  /** Reads an absolute path (the CLI's io.readText, a git base reader, a test's fake). */
  readText: (abs: string) => Promise<string>;
}

/** A tools file read through the one resolver: inside the repository, at most MAX_FILE_BYTES. */
async function readToolsText(source: ToolsSource, rel: string): Promise<string> {
  const abs = await resolveInRepository(source.root, source.dir, rel);
  return checkTextSize(await source.readText(abs), rel);
}

/**
 * The tools of role `roleName`, or undefined when it has none: each of its files read through the one
 * resolver, parsed and combined. Throws one ConfigError standing for every problem (`parts`).
 */
export async function loadRoleTools(roleName: string, role: Pick<RoleConfig, 'tools'>, source: ToolsSource): Promise<ToolSpec[] | undefined> {
  const files = toolFiles(role.tools);
  if (files.length === 0) return undefined;
  await loadJsonSchemaSupport();
  const problems: ConfigError[] = [];
  const parsed: ToolsFile[] = [];
  for (const rel of files) {
    let text: string;
    try {
      text = await readToolsText(source, rel);
    } catch (err) {
      const why = isNotFound(err)
        ? `file not found: '${rel}' (relative to the config folder); create it or fix the path`
        : err instanceof FileAccessError
          ? err.message
          : `cannot read '${rel}' (${err instanceof Error ? err.message : String(err)})`;
      problems.push(new ConfigError(`roles.${roleName}.tools: ${why}`, { file: source.configFile }));
      continue;
    }
    try {
      parsed.push(readToolsFile(text, toolsFileShown(source.dir, rel)));
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      problems.push(err);
    }
  }
  if (problems.length > 0) throw combineErrors(problems);
  return combineTools(parsed);
}
