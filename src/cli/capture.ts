/**
 * `context-eval capture --log F --out DIR [--role R]`: freezes logged runs into scenario files with
 * proposed expectations. Never overwrites a file; `--verbose` explains every proposal.
 */
import path from 'node:path';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadConfig } from '../config/load.js';
import { roleFileReader } from '../config/folders.js';
import { ConfigError } from '../config/types.js';
import { fillVars, readVars, systemText } from '../scenarios/prompt.js';
import { parseLog } from '../capture/logs.js';
import { planCapture, type CaptureRole } from '../capture/plan.js';
import { stringOption, UsageError, type Parsed } from './args.js';
import type { CliIO } from './io.js';
import { configPathOf, fitted } from './shared.js';
import { redactorFor } from '../security/sink.js';

function required(values: Parsed['values'], name: string, what: string): string {
  const v = stringOption(values, name);
  if (v === undefined || v === '') throw new UsageError(`capture needs --${name} ${what}. Run 'context-eval capture --help'.`);
  return v;
}

export async function captureCommand(values: Parsed['values'], io: CliIO): Promise<number> {
  const logPath = path.resolve(io.cwd, required(values, 'log', 'FILE (the JSONL of logged runs)'));
  const outDir = path.resolve(io.cwd, required(values, 'out', 'DIR (the folder the scenario files go to)'));
  const roleOption = stringOption(values, 'role');
  const loaded = await loadConfig(configPathOf(values, io), { env: io.env });
  if (roleOption !== undefined && loaded.config.roles[roleOption] === undefined) {
    throw new UsageError(`--role ${roleOption}: no such role; roles: ${Object.keys(loaded.config.roles).join(', ')}`);
  }
  // Through the one path resolver when read: a file may have become a link out of the repository since loading.
  const readRoleFile = roleFileReader(loaded, io.readText);
  const read = async (rel: string) => ({ path: rel, text: await readRoleFile(rel) });
  const roles: CaptureRole[] = [];
  for (const [name, config] of Object.entries(loaded.config.roles)) {
    const vars = await readVars(config.vars, async (rel) => (await read(rel)).text);
    // The system text as every scenario of the role receives it: vars filled, context placeholders as written.
    const system = (await Promise.all((typeof config.system === 'string' ? [config.system] : config.system).map(read))).map((f) => ({ path: f.path, text: fillVars(f.text, vars) }));
    const role: CaptureRole = { name, config, system: systemText(system) };
    if (config.template !== undefined) role.template = (await read(config.template)).text;
    roles.push(role);
  }
  let logText: string;
  try {
    logText = await io.readText(logPath);
  } catch (err) {
    throw new ConfigError(`cannot read the log: ${err instanceof Error ? err.message : String(err)}; pass --log with a JSONL file of logged runs`, { file: logPath });
  }
  const { runs, problems } = parseLog(logText);
  const logName = path.relative(io.cwd, logPath) || path.basename(logPath);
  for (const p of problems) io.stderr(fitted(`${logName}:${p.line}: skipped: ${p.message}\n`, io));
  // The runner's secrets (its api_key_env keys, the GitHub token…) and token shapes go before anything is written.
  const redactor = io.redactor ?? (await redactorFor(io.env, loaded.path));
  const plan = planCapture(runs, roles, { logName, redactor, ...(roleOption === undefined ? {} : { role: roleOption }) });
  for (const s of plan.skipped) io.stderr(fitted(`${logName}:${s.line}: skipped: ${s.reason}\n`, io));
  await mkdir(outDir, { recursive: true });
  let written = 0;
  let kept = 0;
  for (const s of plan.scenarios) {
    const file = path.join(outDir, s.file);
    const rel = path.relative(io.cwd, file);
    try {
      await writeFile(file, s.text, { flag: 'wx' });
      written++;
      io.stdout(fitted(`wrote ${rel}: ${s.name} (${s.runs.length} runs, ${s.proposals.length} proposed expectations)\n`, io));
    } catch (err) {
      if (!(err instanceof Error && 'code' in err && err.code === 'EEXIST')) throw err;
      kept++;
      io.stdout(fitted(`kept ${rel}: it exists (same context hash); not overwritten\n`, io));
    }
    if (values.verbose) {
      io.stdout(fitted(`  context: ${s.frozen.how === 'template' ? 'the template variables' : s.frozen.how === 'yaml' ? 'the user message as YAML' : 'the user message as context.message'}\n`, io));
      for (const n of s.notes) io.stdout(fitted(`  note: ${n}\n`, io));
      for (const p of s.proposals) io.stdout(fitted(`  proposed ${Object.keys(p.item).join('')}: ${p.reason}\n`, io));
    }
  }
  for (const n of plan.roleNotes) io.stdout(fitted(`note: ${n}\n`, io));
  const skipped = problems.length + plan.skipped.length;
  io.stdout(fitted(`captured ${runs.length - plan.skipped.length} runs into ${plan.scenarios.length} scenarios: ${written} written, ${kept} kept${skipped > 0 ? `; ${skipped} lines skipped` : ''}\n`, io));
  if (runs.length === 0) {
    io.stderr(fitted(`context-eval: ${logName} holds no logged run that capture can read\n`, io));
    return 2;
  }
  return 0;
}
