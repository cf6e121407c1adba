/**
 * `context-eval show SCENARIO [--run N] [--report F]` (DESIGN §5): one run of the last report (or of F)
 * in full — its output as the report keeps it, its expectation results, and the request its model
 * received, rebuilt from today's files and compared with the run's context hash. Calls no model.
 * Printed through the CLI's guarded stdout (src/security/sink.ts), so every secret is redacted.
 */
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { ConfigError } from '../config/types.js';
import { prepareScenarios } from '../pipeline/prepare.js';
import { FAILED_OUTPUT_KEEP_CHARS, PASSED_OUTPUT_KEEP_CHARS } from '../pipeline/execute.js';
import { parseReport, ReportParseError } from '../report/json.js';
import { chooseRun, renderShow, ShowError, type ShownRequest } from '../report/show.js';
import { terminalWidth } from '../report/terminal-text.js';
import type { ScenarioResult } from '../report/types.js';
import { isNotFound } from '../config/io.js';
import { intOption, stringOption, UsageError, type Parsed } from './args.js';
import type { CliIO } from './io.js';
import { LAST_REPORT } from './last-report.js';
import { configPathOf } from './shared.js';
import { assertRegularFile, FileAccessError, regularFilesOnly } from '../security/paths.js';

/** Why `text` is not a report, in words that quote nothing of it: where JSON breaks, or that its shape is wrong. */
function notAReport(text: string): string {
  try {
    JSON.parse(text);
  } catch (err) {
    const at = Number(/position (\d+)/.exec(err instanceof Error ? err.message : '')?.[1] ?? Number.NaN);
    if (!Number.isInteger(at)) return 'not valid JSON';
    const before = text.slice(0, at);
    return `not valid JSON at line ${before.split('\n').length}, column ${at - before.lastIndexOf('\n')}`;
  }
  return 'valid JSON, but not in the shape of a report';
}

export async function showCommand(values: Parsed['values'], positionals: string[], io: CliIO): Promise<number> {
  if (positionals.length > 1) throw new UsageError(`show takes one scenario name; got ${positionals.length}: ${positionals.join(' ')}`);
  const runNumber = intOption(values, 'run', 1);
  const configPath = configPathOf(values, io);
  const given = stringOption(values, 'report');
  const file = given === undefined ? path.join(path.dirname(configPath), LAST_REPORT) : path.resolve(io.cwd, given);
  const shown = path.relative(io.cwd, file) || file;
  let text: string;
  try {
    // A FIFO or a device is refused before it is read (reading one waits forever).
    assertRegularFile(file, shown);
    text = await io.readText(file);
  } catch (err) {
    if (err instanceof FileAccessError) throw new UsageError(`${given !== undefined ? '--report: ' : ''}${err.message}; pass --report F (a report.json written by context-eval run)`);
    if (given !== undefined) throw new UsageError(`--report: cannot read '${shown}' (${isNotFound(err) ? 'not found' : err instanceof Error ? err.message : String(err)})`);
    throw new UsageError(`no last report at ${shown}: run 'context-eval run' first (every run keeps its report there), or pass --report F (a report.json)`);
  }
  let report;
  try {
    report = parseReport(text, shown);
  } catch (err) {
    if (!(err instanceof ReportParseError)) throw err;
    // Named, never quoted: the parser's message can hold the file's first bytes or its values.
    throw new UsageError(`${shown} is not a context-eval report show can read (${notAReport(text)}); pass a file written by context-eval run (its report.json) or by --json`);
  }
  let chosen;
  try {
    chosen = chooseRun(report, positionals[0], runNumber, shown);
  } catch (err) {
    if (err instanceof ShowError) throw new UsageError(err.message);
    throw err;
  }
  const rebuilt = await rebuildRequest(configPath, chosen.scenario, io);
  io.stdout(
    renderShow({
      report,
      ...chosen,
      where: shown,
      kept: { failed: FAILED_OUTPUT_KEEP_CHARS, passed: PASSED_OUTPUT_KEEP_CHARS },
      ...rebuilt,
      width: terminalWidth(io.columns),
    }),
  );
  return 0;
}

/** The scenario's request from today's config and files; or why it cannot be rebuilt. */
async function rebuildRequest(configPath: string, result: ScenarioResult, io: CliIO): Promise<{ request?: ShownRequest; requestProblem?: string; expectations?: number }> {
  try {
    const loaded = await loadConfig(configPath, { env: io.env });
    const scenario = loaded.scenarios.find((s) => s.name === result.name);
    if (!scenario) return { requestProblem: `scenario '${result.name}' is no longer in the suite of ${path.relative(io.cwd, configPath) || configPath}` };
    const [prepared] = await prepareScenarios(loaded, [scenario], regularFilesOnly(io.readText, loaded.dir));
    const role = loaded.config.roles[scenario.role];
    const provider = role ? loaded.config.providers[role.provider] : undefined;
    if (!prepared || !role || !provider) return { requestProblem: `role '${scenario.role}' or its provider is not in the config`, expectations: scenario.expect.length };
    const request: ShownRequest = {
      provider: role.provider,
      type: provider.type,
      ...('model' in provider ? { model: provider.model } : {}),
      system: prepared.system,
      // What the first model call received: the scenario's earlier turns, then the rendered message (a chain's first stage).
      messages: [...(scenario.messages ?? []), ...prepared.messages],
      ...(prepared.tools === undefined ? {} : { tools: prepared.tools }),
      ...(result.contextHash === undefined ? {} : { sameContext: prepared.contextHash === result.contextHash }),
    };
    return { request, expectations: scenario.expect.length };
  } catch (err) {
    if (err instanceof ConfigError) return { requestProblem: err.message.split(`${io.cwd}/`).join('') };
    throw err;
  }
}
