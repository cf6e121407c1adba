/** `context-eval manifest`: what each role's model receives, with token counts, and the diff against --base. */
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { roleFileReader } from '../config/folders.js';
import { isNotFound } from '../config/io.js';
import { ConfigError, type LoadedConfig } from '../config/types.js';
import { repoRoot, showFile } from '../git/git.js';
import { buildManifest, diffManifest, renderManifestText } from '../manifest/manifest.js';
import { countTokens } from '../manifest/tokenizer.js';
import { roleCostLines, suiteCosts } from '../manifest/cost.js';
import { formatOption, stringOption, type Parsed } from './args.js';
import type { CliIO } from './io.js';
import { configPathOf, fitted } from './shared.js';

function scenarioCounts(loaded: LoadedConfig): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const s of loaded.scenarios) counts[s.role] = (counts[s.role] ?? 0) + 1;
  return counts;
}

export async function manifestCommand(values: Parsed['values'], io: CliIO): Promise<number> {
  const configPath = configPathOf(values, io);
  const format = formatOption(values);
  const role = stringOption(values, 'role');
  const base = stringOption(values, 'base');
  const head = await loadConfig(configPath, { env: io.env });
  // Through the one path resolver when read: a file may have become a link out of the repository since loading.
  const readRoleFile = roleFileReader(head, io.readText);
  const readHead = async (rel: string) => {
    try {
      return await readRoleFile(rel);
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  };
  const headManifest = await buildManifest(head.config, scenarioCounts(head), readHead, countTokens, role);
  // What each scenario costs, before any call (issue 31 item 5): every scenario's test at its plain-run share.
  const calls = suiteCosts(head.config, head.scenarios).filter((c) => role === undefined || c.role === role);
  const callsText = calls.length === 0 ? '' : `\ncalls per role, before any call (docs/statistics.md):\n${roleCostLines(calls).map((l) => `  ${l}\n`).join('')}`;
  if (base === undefined) {
    io.stdout(format === 'json' ? `${JSON.stringify({ roles: headManifest, calls }, null, 2)}\n` : fitted(renderManifestText(headManifest) + callsText, io));
    return 0;
  }
  // The base side: the config and prompt files as they are at REF, read through git.
  const root = await repoRoot(io.cwd);
  const atBase = async (abs: string): Promise<string> => {
    const text = await showFile(base, path.relative(root, abs).split(path.sep).join('/'), io.cwd);
    if (text === undefined) throw Object.assign(new Error(`${abs} does not exist at ${base}`), { code: 'ENOENT' });
    return text;
  };
  let baseManifest: Awaited<ReturnType<typeof buildManifest>> = [];
  try {
    const baseLoaded = await loadConfig(configPath, { env: io.env, readFile: atBase, listFiles: async () => [] });
    const readBase = async (rel: string) => atBase(path.resolve(baseLoaded.dir, rel)).catch(() => undefined);
    const baseRoles = role !== undefined && !(role in baseLoaded.config.roles) ? undefined : role;
    // A base tools file that does not parse counts as absent: this PR may be the one that fixes it.
    baseManifest = await buildManifest(baseLoaded.config, {}, readBase, countTokens, baseRoles, { lenientTools: true });
  } catch (err) {
    if (!(err instanceof ConfigError) || !/not found|does not exist/.test(err.message)) throw err;
    // No config at the base: every role is new.
  }
  const diff = diffManifest(baseManifest, headManifest);
  io.stdout(format === 'json' ? `${JSON.stringify({ roles: headManifest, base, diff, calls }, null, 2)}\n` : fitted(renderManifestText(headManifest, diff) + callsText, io));
  return 0;
}
