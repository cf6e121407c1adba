/**
 * Live progress while scenarios run. The stream, the clock and the 429/retry counters are injected;
 * nothing here touches process.* directly.
 *
 *  - On a TTY outside CI: one live line, rewritten in place and cut to the terminal's width
 *    ("▶ 37/200 scenarios · 121 calls · 3 failing · 1 min 20 s"), with a permanent line above it for each
 *    failing or erroring scenario.
 *  - Elsewhere (CI logs, pipes): the permanent line per failing or erroring scenario, and a progress
 *    line at most every 10 s ("12/200 scenarios, 340 calls, 1 min 20 s"), also while no call finishes,
 *    so that a log shows the run is alive and how far it got. Until the selection's size is known
 *    (`planned`), the line counts calls alone ("12 calls, 20 s"). The action's log (src/action/progress-log.ts)
 *    is such a log.
 */
import { terminalInline } from './escape.js';
import { VERDICT_LABEL, formatDuration, formatPercent } from './format.js';
import { cells, clip, joinWrapped, terminalWidth } from './terminal-text.js';
import type { ScenarioResult } from './types.js';

export interface ProgressStream {
  write(s: string): boolean;
  isTTY?: boolean;
  /** The terminal's width, when it is one (read at every redraw: a resize is followed). */
  columns?: number;
}

export interface Progress {
  /** The selection's size, when it becomes known after the progress began (the merge base is measured first). */
  planned(total: number): void;
  runFinished(scenario: string, ok: 'pass' | 'fail' | 'error'): void;
  scenarioFinished(r: ScenarioResult): void;
  done(): void;
}

/** The 429s received and the retries made so far (src/providers/governors.ts trafficOf). */
export interface Traffic {
  rateLimited: number;
  retries: number;
}

export interface ProgressOptions {
  stream: ProgressStream;
  ci: boolean;
  /** The scenarios selected; undefined until known (then `planned`): the lines count calls alone. */
  total?: number;
  now?: () => number;
  traffic?: () => Traffic;
  /** Without a TTY, a progress line at most this often (default 10 s); the action's log passes its own. */
  logEveryMs?: number;
}

/** At most 10 redraws of the live line per second. */
const MIN_REDRAW_MS = 100;
/** The live line's clock ticks once a second even when no call finishes. */
const TICK_MS = 1000;
/** Without a TTY, a progress line at most this often (unless ProgressOptions.logEveryMs says otherwise). */
export const LOG_EVERY_MS = 10_000;

/** Elapsed time in whole seconds: "0 s", "10 s", "1 min 20 s". */
export function formatElapsed(ms: number): string {
  const whole = Math.floor(Math.max(0, ms) / 1000) * 1000;
  return whole === 0 ? '0 s' : formatDuration(whole);
}

function trafficParts(t: Traffic | undefined): string[] {
  if (t === undefined) return [];
  return [
    t.rateLimited > 0 ? `${t.rateLimited} rate limited (HTTP 429)` : undefined,
    t.retries > 0 ? `${t.retries} retr${t.retries === 1 ? 'y' : 'ies'}` : undefined,
  ].filter((p): p is string => p !== undefined);
}

export function createProgress(opts: ProgressOptions): Progress {
  const { stream } = opts;
  let total = opts.total;
  const now = opts.now ?? (() => Date.now());
  const logEveryMs = opts.logEveryMs ?? LOG_EVERY_MS;
  if (!(logEveryMs > 0)) throw new RangeError(`logEveryMs must be above 0, got ${String(logEveryMs)}`);
  const live = stream.isTTY === true && !opts.ci;
  const started = now();
  let finished = 0;
  let calls = 0;
  let failing = 0;
  let errored = 0;
  let lastDraw = Number.NEGATIVE_INFINITY;
  let lastLog = started;
  let shownWidth = 0;
  let pending: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const counts = (): string[] => {
    const parts = [...(total === undefined ? [] : [`${finished} of ${total} scenarios`]), `${calls} call${calls === 1 ? '' : 's'}`];
    if (live || failing > 0) parts.push(`${failing} failing`);
    if (errored > 0) parts.push(`${errored} not evaluated`);
    // The live line is cut to the width: the elapsed time goes before the 429s and retries, which are cut first.
    const traffic = trafficParts(opts.traffic?.());
    const elapsed = formatElapsed(now() - started);
    return live ? [...parts, elapsed, ...traffic.map((t) => t.replace(' (HTTP 429)', ''))] : [...parts, ...traffic, elapsed];
  };

  // The live line (TTY).
  const draw = (): void => {
    if (pending !== undefined) clearTimeout(pending);
    pending = undefined;
    // One cell short of the width: a line that fills the last column wraps on some terminals, and \r then rewrites only its second half.
    const text = clip(`▶ ${counts().join(' · ')}`, terminalWidth(stream.columns) - 1);
    stream.write(`\r${text}${' '.repeat(Math.max(0, shownWidth - cells(text)))}`);
    shownWidth = cells(text);
    lastDraw = now();
  };
  const clear = (): void => {
    if (shownWidth > 0) stream.write(`\r${' '.repeat(shownWidth)}\r`);
    shownWidth = 0;
  };
  const update = (force: boolean): void => {
    if (closed) return;
    if (!live) return log();
    if (force || now() - lastDraw >= MIN_REDRAW_MS) {
      draw();
    } else if (pending === undefined) {
      pending = setTimeout(draw, MIN_REDRAW_MS - (now() - lastDraw));
      pending.unref?.();
    }
  };

  // The progress line of a log (no TTY): at most every logEveryMs (10 s), and on a timer while nothing finishes.
  const log = (): void => {
    if (closed || now() - lastLog < logEveryMs) return;
    // Within 80 columns (a log has no width; piped in a terminal it would wrap mid-word), between its parts.
    const parts = counts().map((part, i, all) => (i < all.length - 1 ? `${part},` : part));
    stream.write(`${joinWrapped(parts, terminalWidth(undefined), ' ', '', '  ').join('\n')}\n`);
    lastLog = now();
    schedule();
  };
  const schedule = (): void => {
    if (ticker !== undefined) clearTimeout(ticker);
    const wait = live ? TICK_MS : Math.max(0, lastLog + logEveryMs - now());
    ticker = setTimeout(() => {
      ticker = undefined;
      if (live) draw();
      else log();
      if (!closed && ticker === undefined) schedule();
    }, wait);
    ticker.unref?.();
  };
  schedule();

  return {
    planned(n) {
      total = n;
    },
    runFinished(_scenario, _ok) {
      calls += 1;
      update(false);
    },
    scenarioFinished(r) {
      finished += 1;
      if (r.verdict === 'fail') failing += 1;
      if (r.verdict === 'error') errored += 1;
      if (!closed && (r.verdict === 'fail' || r.verdict === 'error')) {
        if (live) clear();
        stream.write(`${problemLines(r, terminalWidth(live ? stream.columns : undefined)).join('\n')}\n`);
        if (live) draw();
        else log();
        return;
      }
      update(false);
    },
    done() {
      if (closed) return;
      if (live) {
        draw();
        stream.write('\n');
      }
      closed = true;
      if (pending !== undefined) clearTimeout(pending);
      if (ticker !== undefined) clearTimeout(ticker);
      pending = undefined;
      ticker = undefined;
    },
  };
}

/** "✗ name: failed (1 of 3 passed, needs ≥ 66.6%) · scenarios/x.yaml:1", its place on a line of its own when the width asks. */
export function problemLines(r: ScenarioResult, width: number): string[] {
  const mark = r.verdict === 'fail' ? '✗' : '!';
  const how =
    r.verdict === 'fail'
      ? `${r.passes} of ${r.attempted} passed, needs ≥ ${formatPercent(r.threshold)}`
      : `${r.errors} of ${r.runs.length} runs errored`;
  return joinWrapped([`${mark} ${terminalInline(r.name)}: ${VERDICT_LABEL[r.verdict]} (${how})`, terminalInline(`${r.file}:${r.line}`)], width, ' · ', '', '    ');
}
