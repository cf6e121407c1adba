/**
 * The action's progress in its log: the CLI's progress (src/report/progress.ts, its no-TTY form: a line
 * per failing or erroring scenario, and "12/40 scenarios, 36 calls, 1 min 20 s" at most every
 * ACTION_PROGRESS_EVERY_MS, also while no call finishes), each line an info line of the action's log
 * (the redacting sink in the action). It begins before the merge base is measured, so those calls count
 * too; the scenario total joins the line once the selection is known.
 */
import { createProgress, type Progress, type ProgressStream, type Traffic } from '../report/progress.js';
import type { ActionLog } from './context.js';

/** A progress line at least this often while runs go on: a reader of the log waits no longer than 30 s. */
export const ACTION_PROGRESS_EVERY_MS = 10_000;

export interface ActionProgressOptions {
  /** Injected for tests (a fake clock); the interval of the progress lines, ACTION_PROGRESS_EVERY_MS by default. */
  everyMs?: number;
  now?: () => number;
  /** The 429s and retries so far (src/providers/governors.ts trafficOf). */
  traffic?: () => Traffic;
}

/** A stream whose whole lines go to `info`, one call each; an unfinished line waits for its end. */
export function logLines(info: (line: string) => void): ProgressStream {
  let pending = '';
  return {
    isTTY: false,
    write(text: string) {
      const lines = (pending + text).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.trim() !== '') info(line);
      return true;
    },
  };
}

/** The progress of one run in the action's log; `done()` stops its timer. */
export function createActionProgress(log: Pick<ActionLog, 'info'>, opts: ActionProgressOptions = {}): Progress {
  return createProgress({
    stream: logLines((line) => log.info(line)),
    ci: true,
    logEveryMs: opts.everyMs ?? ACTION_PROGRESS_EVERY_MS,
    ...(opts.now === undefined ? {} : { now: opts.now }),
    ...(opts.traffic === undefined ? {} : { traffic: opts.traffic }),
  });
}
