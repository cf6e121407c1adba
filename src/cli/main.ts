/** The CLI's dispatcher: parses the command line, runs the command, maps outcomes to exit codes. */
import { ConfigError } from '../config/types.js';
import { fitLines, terminalWidth } from '../report/terminal-text.js';
import { COMMAND_HELP, GLOBAL_HELP } from './help.js';
import { parseCommandLine, UsageError } from './args.js';
import type { CliIO } from './io.js';
import { nodeIO } from './io.js';
import { configPathOf } from './shared.js';
import { guardCliIO, redactorFor } from '../security/sink.js';
import { createRedactor } from '../security/redact.js';
import { secretValues } from '../security/secrets.js';
import { prefetchGitTopLevel } from '../git/git.js';
import { errorCode } from '../security/paths.js';
import path from 'node:path';

export async function main(argv: string[], given?: CliIO): Promise<number> {
  let rawIO: CliIO;
  try {
    rawIO = given ?? nodeIO();
  } catch (err) {
    // process.cwd() fails when the shell's folder was deleted under it; every relative path would fail too.
    if (errorCode(err) !== 'ENOENT') throw err;
    process.stderr.write('context-eval: the current folder no longer exists; cd into your repository\n');
    return 2;
  }
  // Every byte the CLI prints or writes passes through one redactor (src/security/sink.ts).
  let io = guardCliIO(rawIO, createRedactor(secretValues(rawIO.env)));
  try {
    const parsed = parseCommandLine(argv);
    // The repository root is asked of git while the command's modules load (src/git/git.ts).
    if (parsed.command === 'run' && !parsed.values.help) prefetchGitTopLevel(path.dirname(configPathOf(parsed.values, rawIO)));
    io = guardCliIO(rawIO, await redactorFor(rawIO.env, configPathOf(parsed.values, rawIO)));
    if (parsed.values.help) {
      io.stdout(parsed.values.global ? GLOBAL_HELP : COMMAND_HELP[parsed.command]);
      return 0;
    }
    switch (parsed.command) {
      case 'init':
        return await (await import('./init.js')).initCommand(parsed.values, io);
      case 'run':
        if (parsed.values.package !== undefined) return await (await import('./run-package.js')).runPackageCommand(parsed.values, io);
        return await (await import('./run.js')).runCommand(parsed.values, io);
      case 'merge':
        return await (await import('./merge.js')).mergeCommand(parsed.values, parsed.positionals ?? [], io);
      case 'validate':
        return await (await import('./validate.js')).validateCommand(parsed.values, io);
      case 'show':
        return await (await import('./show.js')).showCommand(parsed.values, parsed.positionals ?? [], io);
      case 'manifest':
        return await (await import('./manifest.js')).manifestCommand(parsed.values, io);
      case 'record':
        return await (await import('./record.js')).recordCommand(parsed.values, io);
      case 'schema':
        return await (await import('./schema.js')).schemaCommand(parsed.values, io);
      case 'history':
        return await (await import('./history-command.js')).historyCommand(parsed.values, io);
      case 'drift':
        return await (await import('./drift.js')).driftCommand(parsed.values, io);
      case 'dashboard':
        return await (await import('./dashboard.js')).dashboardCommand(parsed.values, io);
      case 'review':
        return await (await import('./review.js')).reviewCommand(parsed.values, io);
      case 'package':
        return await (await import('./package.js')).packageCommand(parsed.values, io);
      case 'capture':
        return await (await import('./capture.js')).captureCommand(parsed.values, io);
    }
  } catch (err) {
    if (err instanceof UsageError || err instanceof ConfigError || (err instanceof Error && err.name === 'GitError')) {
      // Paths inside the folder the user runs from are shown relative to it.
      // Word-wrapped at the terminal's width (80 piped): a message cut mid-word by the terminal reads badly.
      io.stderr(`${fitLines(`context-eval: ${err.message.split(`${io.cwd}/`).join('')}`, terminalWidth(io.columns)).join('\n')}\n`);
      return 2;
    }
    const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
    io.stderr(`context-eval: internal error, nothing could be evaluated:\n${message}\n`);
    return 3;
  }
}
