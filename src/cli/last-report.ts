/**
 * The last report, which `show` reads: every `run` (and `record`, `merge`) keeps its report in
 * `.context-eval/last/report.json` beside the config, through the one redactor, in a folder that ignores
 * itself in git (a `.gitignore` of `*`). The path is confined to the repository like every other one,
 * so a checkout that makes the folder a symlink cannot aim the write elsewhere, and the file must be a
 * regular one (a FIFO there is refused at once, never waited on). File-system edge.
 */
import path from 'node:path';
import type { Redactor } from '../security/redact.js';
import { writeOutputChunks } from '../security/sink.js';
import { repositoryRoot, resolveInRepository } from '../security/paths.js';
import { renderJsonChunks } from '../report/json.js';
import type { Report } from '../report/types.js';

/** Relative to the config file's folder. */
export const LAST_REPORT = '.context-eval/last/report.json';

/**
 * Writes the last report; a report that cannot be kept (a read-only checkout, a symlink out of the
 * repository) is not a failure of the run: the note saying why is returned instead.
 */
export async function keepLastReport(report: Report, at: { dir: string; root?: string }, redactor: Pick<Redactor, 'redact'>): Promise<string | undefined> {
  try {
    const root = at.root ?? (await repositoryRoot(at.dir));
    const file = await resolveInRepository(root, at.dir, LAST_REPORT);
    await writeOutputChunks(file, renderJsonChunks(report), redactor, { regularOnly: true });
    await writeOutputChunks(await resolveInRepository(root, at.dir, path.posix.join(path.posix.dirname(LAST_REPORT), '.gitignore')), ['*\n'], { redact: (t) => t }, { regularOnly: true });
    return undefined;
  } catch (err) {
    return `context-eval: the report was not kept for 'context-eval show' (${LAST_REPORT}: ${err instanceof Error ? err.message : String(err)})\n`;
  }
}
