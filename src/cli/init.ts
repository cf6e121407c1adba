/** `context-eval init`: writes a starter suite for the prompt files it finds; never overwrites a file. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../config/types.js';
import { nodeListFiles } from '../config/io.js';
import { currentBranch, defaultBranch } from '../git/git.js';
import { DEFAULT_PROMPT_GLOBS, FALLBACK_DEFAULT_BRANCH, detectPrompts, nextSteps, planScaffold } from '../init/scaffold.js';
import { listOption, type Parsed } from './args.js';
import type { CliIO } from './io.js';

export async function initCommand(values: Parsed['values'], io: CliIO): Promise<number> {
  const globs = listOption(values, 'glob') ?? [...DEFAULT_PROMPT_GLOBS];
  const prompts = detectPrompts(await nodeListFiles(io.cwd), globs);
  if (prompts.length === 0) {
    throw new ConfigError(`init: no prompt file found under ${globs.join(', ')}; name your prompt files with --glob 'path/**/*.md'`);
  }
  // The baseline workflow records on pushes to the default branch: git's default branch, else the branch checked out.
  const found = (await defaultBranch(io.cwd).catch(() => undefined)) ?? (await currentBranch(io.cwd).catch(() => undefined));
  const branch = found ?? FALLBACK_DEFAULT_BRANCH;
  const plan = planScaffold(prompts, branch);
  io.stdout(`Found ${prompts.length} prompt file${prompts.length === 1 ? '' : 's'}: ${plan.roles.map((r) => `${r.prompt} (role ${r.name})`).join(', ')}\n`);
  for (const file of plan.files) {
    const abs = path.join(io.cwd, file.path);
    await mkdir(path.dirname(abs), { recursive: true });
    try {
      await writeFile(abs, file.text, { flag: 'wx' });
      io.stdout(`  wrote ${file.path}\n`);
    } catch (err) {
      if (!(err instanceof Error && 'code' in err && err.code === 'EEXIST')) throw err;
      io.stdout(`  ${file.path} exists; left as it is\n`);
    }
  }
  io.stdout(`\n${nextSteps(branch, found === undefined)}`);
  return 0;
}
