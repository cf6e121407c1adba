import path from 'node:path';
import type { LoadedConfig } from '../config/types.js';
import type { Report } from '../report/types.js';
import { stringOption, type Parsed } from './args.js';
import type { CliIO } from './io.js';
import { validationCachePath } from '../scenarios/validated-cache.js';
import { fitLines, terminalWidth } from '../report/terminal-text.js';
import { inWords } from '../report/vocabulary.js';

export const DEFAULT_CONFIG = 'context-eval.yaml';

export function configPathOf(values: Parsed['values'], io: CliIO): string {
  return path.resolve(io.cwd, stringOption(values, 'config') ?? DEFAULT_CONFIG);
}

/** `--verbose`: why each scenario ran or was skipped, and where each of its values came from. */
export function verboseScenarioLines(loaded: LoadedConfig, cwd: string, report?: Report): string {
  const rel = (where: string) => where.split(`${cwd}/`).join('');
  const lines: string[] = [];
  const reasons = new Map(report?.scenarios.map((s) => [s.name, s.reason]) ?? []);
  // After a run, only the scenarios the run considered (`--only` leaves the others out of the report).
  for (const s of report ? loaded.scenarios.filter((x) => reasons.has(x.name)) : loaded.scenarios) {
    lines.push(`${s.name} (${s.file}:${s.source.line})`);
    const reason = reasons.get(s.name);
    // In the one vocabulary, as every renderer writes a reason ("2 errored runs", "not evaluated").
    if (reason) lines.push(`  reason: ${inWords(reason)}`);
    for (const [key, from] of Object.entries(s.provenance).sort(([a], [b]) => a.localeCompare(b))) lines.push(`  ${key} ← ${rel(from)}`);
  }
  return lines.length > 0 ? `${lines.join('\n')}\n\n` : '';
}

/** loadConfig's validationCache option for the config at `configPath` (src/scenarios/validated-cache.ts), or nothing. */
export function cacheOption(io: CliIO, configPath: string): { validationCache?: string } {
  const file = validationCachePath(io.env, path.resolve(io.cwd, configPath));
  return file === undefined ? {} : { validationCache: file };
}

/**
 * `text` fitted to the terminal (80 columns piped, issue 32 item 1): a line that fits is kept as it is;
 * a wider one is word-wrapped at spaces, its continuation indented two cells under it (fitLines).
 */
export function fitted(text: string, io: Pick<CliIO, 'columns'>): string {
  const end = text.endsWith('\n') ? '\n' : '';
  const body = end === '' ? text : text.slice(0, -1);
  return `${fitLines(body, terminalWidth(io.columns)).join('\n')}${end}`;
}
