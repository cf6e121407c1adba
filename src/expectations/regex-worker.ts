/**
 * Scenario regexes run with a time bound (catastrophic backtracking, OWASP ReDoS). A match runs in a
 * worker thread with JavaScript's own RegExp, so patterns keep their exact semantics (lookaround,
 * backreferences, every flag); the caller blocks on a shared flag with Atomics.wait for at most the
 * time limit. A match past the limit terminates the worker (V8 interrupts the regex) and throws
 * RegexTimeoutError; the next match starts a fresh worker.
 *
 * Why a worker and not a linear-time engine (RE2): RE2 has no lookaround or backreferences, and scenario
 * files are written as JavaScript regexes; refusing patterns that work today would break suites.
 *
 * The worker's source is inline (`eval: true`), so the ncc bundle needs no extra file.
 */
import { Worker } from 'node:worker_threads';

/** How long one match may take. Model output is at most a few MB; a match past this is backtracking. */
export const REGEX_TIME_LIMIT_MS = 1000;

export class RegexTimeoutError extends Error {
  constructor(pattern: string, limitMs: number) {
    super(`the pattern ${pattern} ran past its ${limitMs} ms time limit on the output and was stopped (catastrophic backtracking?); simplify it, e.g. no nested quantifiers like (a+)+`);
    this.name = 'RegexTimeoutError';
  }
}

/* The worker: matches `source`/`flags` on `text` from index 0 and reports through the shared array
   [state, index, length]: state 1 = match, 2 = no match, 3 = the pattern did not compile. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ready = new Int32Array(workerData.ready);
Atomics.store(ready, 0, 1);
Atomics.notify(ready, 0);
parentPort.on('message', ({ source, flags, text, shared }) => {
  const state = new Int32Array(shared);
  let result = 3;
  try {
    const re = new RegExp(source, flags);
    re.lastIndex = 0;
    const m = re.exec(text);
    if (m) {
      state[1] = m.index;
      state[2] = m[0].length;
      result = 1;
    } else result = 2;
  } catch {
    result = 3;
  }
  Atomics.store(state, 0, result);
  Atomics.notify(state, 0);
});
`;

/** How long a new worker may take to start (a busy machine); its start does not count against a match's limit. */
const WORKER_START_LIMIT_MS = 30_000;

let worker: Worker | undefined;

function matcher(): Worker {
  if (!worker) {
    const ready = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
    const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { ready: ready.buffer } });
    started.unref();
    if (Atomics.wait(ready, 0, 0, WORKER_START_LIMIT_MS) === 'timed-out' && Atomics.load(ready, 0) === 0) {
      void started.terminate();
      throw new Error(`the regex matcher (a worker thread) did not start within ${WORKER_START_LIMIT_MS} ms`);
    }
    started.on('error', () => {
      if (worker === started) worker = undefined;
    });
    worker = started;
  }
  return worker;
}

/** Ends the worker (e.g. when a process is done with regexes); the next match starts another. */
export async function stopRegexWorker(): Promise<void> {
  const w = worker;
  worker = undefined;
  await w?.terminate();
}

/**
 * The first match of `re` in `text`, from the start, within `limitMs`; throws RegexTimeoutError past it.
 * `shown` is how the pattern is named in the error.
 */
export function firstMatchWithin(re: RegExp, text: string, shown: string, limitMs = REGEX_TIME_LIMIT_MS): { index: number; text: string } | undefined {
  const shared = new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT);
  const state = new Int32Array(shared);
  const w = matcher();
  w.postMessage({ source: re.source, flags: re.flags, text, shared });
  const waited = Atomics.wait(state, 0, 0, limitMs);
  if (waited === 'timed-out' && Atomics.load(state, 0) === 0) {
    if (worker === w) worker = undefined;
    void w.terminate();
    throw new RegexTimeoutError(shown, limitMs);
  }
  const result = Atomics.load(state, 0);
  if (result === 2) return undefined;
  if (result !== 1) throw new Error(`the pattern ${shown} could not run in the matcher`);
  const index = Atomics.load(state, 1);
  return { index, text: text.slice(index, index + Atomics.load(state, 2)) };
}
