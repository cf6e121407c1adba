/** `context-eval init`: writes a starter suite for the prompt files it finds; never overwrites a file. */
import { realpathSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../config/types.js';
import { nodeListFiles } from '../config/io.js';
import { currentBranch, defaultBranch } from '../git/git.js';
import { DEFAULT_PROMPT_GLOBS, FALLBACK_DEFAULT_BRANCH, assignToolFiles, detectPrompts, nextSteps, planScaffold, promptVarNames, toolFileCandidates, type PromptFacts } from '../init/scaffold.js';
import { countTokens } from '../manifest/tokenizer.js';
import { detectToolsFormat } from '../agent/tools.js';
import { readRepositoryText } from '../security/paths.js';
import { terminalWidth, wrap } from '../report/terminal-text.js';
import { listOption, type Parsed } from './args.js';
import type { CliIO } from './io.js';

export async function initCommand(values: Parsed['values'], io: CliIO): Promise<number> {
  const globs = listOption(values, 'glob') ?? [...DEFAULT_PROMPT_GLOBS];
  const files = await nodeListFiles(io.cwd);
  const prompts = detectPrompts(files, globs);
  if (prompts.length === 0) {
    throw new ConfigError(`init: no prompt file found under ${globs.join(', ')}; name your prompt files with --glob 'path/**/*.md'`);
  }
  // The baseline workflow records on pushes to the default branch: git's default branch, else the branch checked out.
  const found = (await defaultBranch(io.cwd).catch(() => undefined)) ?? (await currentBranch(io.cwd).catch(() => undefined));
  const branch = found ?? FALLBACK_DEFAULT_BRANCH;
  const plan = planScaffold(prompts, branch, await toolsNextToPrompts(io.cwd, prompts, files), await promptFacts(io.cwd, prompts));
  const width = terminalWidth(io.columns);
  // One prompt a line, each with its role (and tools): a list on one line is unreadable at 80 columns.
  const described = plan.roles.flatMap((r) => wrap(`${r.prompt} (role ${r.name}${r.tools ? `, tools ${r.tools.join(' ')}` : ''}${r.vars ? `, vars ${r.vars.join(' ')}` : ''})`, width, '  ', '    '));
  io.stdout(`Found ${prompts.length} prompt file${prompts.length === 1 ? '' : 's'}:\n${described.join('\n')}\n`);
  for (const file of plan.files) {
    const abs = path.join(io.cwd, file.path);
    await mkdir(path.dirname(abs), { recursive: true });
    try {
      await writeFile(abs, file.text, { flag: 'wx' });
      io.stdout(`${wrap(`wrote ${file.path}`, width, '  ', '    ').join('\n')}\n`);
    } catch (err) {
      if (!(err instanceof Error && 'code' in err && err.code === 'EEXIST')) throw err;
      io.stdout(`${wrap(`${file.path} exists; left as it is`, width, '  ', '    ').join('\n')}\n`);
    }
  }
  io.stdout(`\n${nextSteps(branch, found === undefined, width)}`);
  return 0;
}

/** Each prompt's tools files: the candidates beside it (toolFileCandidates) that read as a tools list. */
async function toolsNextToPrompts(cwd: string, prompts: readonly string[], files: readonly string[]): Promise<Record<string, string[]>> {
  const candidates = new Set(prompts.flatMap((p) => toolFileCandidates(p, files, prompts)));
  const valid = new Set<string>();
  let root: string;
  try {
    root = realpathSync.native(cwd);
  } catch {
    return {};
  }
  for (const rel of candidates) {
    // Through the one resolver: a link out of the folder, or an oversized file, is simply not a tools file here.
    const text = await readRepositoryText(root, path.join(root, rel), rel).catch(() => undefined);
    if (text !== undefined && detectToolsFormat(text) !== undefined) valid.add(rel);
  }
  return assignToolFiles(prompts, files, valid);
}

/** Each prompt's tokens and own placeholders, read through the one resolver; a prompt that cannot be read gets the defaults. */
async function promptFacts(cwd: string, prompts: readonly string[]): Promise<Record<string, PromptFacts>> {
  const out: Record<string, PromptFacts> = {};
  let root: string;
  try {
    root = realpathSync.native(cwd);
  } catch {
    return out;
  }
  for (const rel of prompts) {
    const text = await readRepositoryText(root, path.join(root, rel), rel).catch(() => undefined);
    if (text !== undefined) out[rel] = { tokens: await countTokens(text), placeholders: promptVarNames(text) };
  }
  return out;
}
