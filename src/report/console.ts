/**
 * Terminal output: live progress while scenarios run, and the final summary table (what `npm run demo`
 * prints). The stream is injected; nothing here touches process.* directly.
 */
import { terminalInline } from './escape.js';
import {
  VERDICT_LABEL,
  byVerdictSeverity,
  digestRuns,
  formatCount,
  formatDuration,
  formatInterval,
  formatPasses,
  formatPercent,
  meanLatencyMs,
  meanTokens,
  summaryLine,
} from './format.js';
import type { Report, ScenarioResult, Verdict } from './types.js';
import { showHint } from './show.js';

export interface ProgressStream {
  write(s: string): boolean;
  isTTY?: boolean;
}

export interface Progress {
  runFinished(scenario: string, ok: 'pass' | 'fail' | 'error'): void;
  scenarioFinished(r: ScenarioResult): void;
  done(): void;
}

/** At most 10 redraws of the live line per second. */
const MIN_REDRAW_MS = 100;

/**
 * On a TTY outside CI: one live line, rewritten in place ("▶ 37/200 scenarios · 121 calls · 3 failing"),
 * with a permanent line above it for each failing or erroring scenario. Elsewhere (CI logs, pipes):
 * no live line, only the permanent line per failing or erroring scenario.
 */
export function createProgress(opts: { stream: ProgressStream; ci: boolean; total: number; now?: () => number }): Progress {
  const { stream, total } = opts;
  const now = opts.now ?? (() => Date.now());
  const live = stream.isTTY === true && !opts.ci;
  let finished = 0;
  let calls = 0;
  let failing = 0;
  let errored = 0;
  let lastDraw = Number.NEGATIVE_INFINITY;
  let shownWidth = 0;
  let pending: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const line = (): string => {
    const parts = [`▶ ${finished}/${total} scenarios`, `${calls} call${calls === 1 ? '' : 's'}`, `${failing} failing`];
    if (errored > 0) parts.push(`${errored} could not be evaluated`);
    return parts.join(' · ');
  };
  const draw = (): void => {
    if (pending !== undefined) clearTimeout(pending);
    pending = undefined;
    const text = line();
    stream.write(`\r${text.padEnd(shownWidth)}`);
    shownWidth = text.length;
    lastDraw = now();
  };
  const clear = (): void => {
    if (shownWidth > 0) stream.write(`\r${' '.repeat(shownWidth)}\r`);
    shownWidth = 0;
  };
  const update = (force: boolean): void => {
    if (!live || closed) return;
    if (force || now() - lastDraw >= MIN_REDRAW_MS) {
      draw();
    } else if (pending === undefined) {
      pending = setTimeout(draw, MIN_REDRAW_MS - (now() - lastDraw));
      pending.unref?.();
    }
  };

  return {
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
        stream.write(`${problemLine(r)}\n`);
        if (live) draw();
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
      pending = undefined;
    },
  };
}

function problemLine(r: ScenarioResult): string {
  const mark = r.verdict === 'fail' ? '✗' : '!';
  const how =
    r.verdict === 'fail'
      ? `${r.passes} of ${r.attempted} passed, needs ≥ ${formatPercent(r.threshold)}`
      : `${r.errors} of ${r.runs.length} runs errored`;
  return `${mark} ${terminalInline(r.name)}: ${VERDICT_LABEL[r.verdict]} (${how}) · ${terminalInline(`${r.file}:${r.line}`)}`;
}

const ANSI = { red: '31', green: '32', yellow: '33', dim: '2', bold: '1' } as const;

const VERDICT_MARK: Record<Verdict, { mark: string; color: keyof typeof ANSI }> = {
  pass: { mark: '✓', color: 'green' },
  fail: { mark: '✗', color: 'red' },
  error: { mark: '!', color: 'yellow' },
  skipped: { mark: '-', color: 'dim' },
};

/**
 * The final terminal summary: a heading with the verdict, the summary line, a table of the scenarios
 * that ran (skipped ones are counted, or listed with `verbose`), the failures and errors with their
 * deduplicated lines, and the notes.
 */
export function renderConsoleSummary(report: Report, opts: { color: boolean; verbose?: boolean }): string {
  const paint = (color: keyof typeof ANSI, text: string): string => (opts.color ? `\u001b[${ANSI[color]}m${text}\u001b[0m` : text);
  const out: string[] = [];
  const verdict = VERDICT_MARK[report.verdict];
  out.push(`${paint('bold', 'context-eval')}: ${paint(verdict.color, VERDICT_LABEL[report.verdict].toUpperCase())}  ${summaryLine(report)}`);

  const ordered = byVerdictSeverity(report.scenarios);
  const ran = ordered.filter((s) => s.verdict !== 'skipped');
  const skipped = ordered.filter((s) => s.verdict === 'skipped');
  if (ran.length > 0) {
    const header = ['', 'scenario', 'verdict', 'passes', 'threshold', '95% interval', 'tokens', 'latency'];
    const rows = ran.map((s) => {
      const tokens = meanTokens(s);
      const latency = meanLatencyMs(s);
      return [
        VERDICT_MARK[s.verdict].mark,
        terminalInline(s.name),
        VERDICT_LABEL[s.verdict],
        formatPasses(s),
        `≥ ${formatPercent(s.threshold)}`,
        s.attempted > 0 ? formatInterval(s.interval) : '—',
        tokens === undefined ? '—' : formatCount(tokens),
        latency === undefined ? '—' : formatDuration(latency),
      ];
    });
    const widths = header.map((h, col) => Math.max(width(h), ...rows.map((row) => width(row[col] ?? ''))));
    const format = (cells: string[], colorOf?: keyof typeof ANSI): string =>
      `  ${cells
        .map((cell, col) => {
          const padded = col >= 6 ? padStart(cell, widths[col] ?? 0) : padEnd(cell, widths[col] ?? 0);
          return col <= 2 && colorOf ? paint(colorOf, padded) : padded;
        })
        .join('  ')
        .trimEnd()}`;
    out.push('', format(header));
    ran.forEach((s, i) => out.push(format(rows[i] ?? [], VERDICT_MARK[s.verdict].color)));
  }
  if (skipped.length > 0) {
    out.push('', `  ${skipped.length} scenario${skipped.length === 1 ? '' : 's'} skipped${opts.verbose ? ':' : ' (--verbose lists them)'}`);
    if (opts.verbose) for (const s of skipped) out.push(`    - ${terminalInline(s.name)}${s.reason ? `: ${terminalInline(s.reason)}` : ''}`);
  }

  const problems = ordered.filter((s) => s.verdict === 'fail' || s.verdict === 'error');
  if (problems.length > 0) {
    out.push('', paint('bold', 'Failures and errors'));
    for (const s of problems) {
      const mark = VERDICT_MARK[s.verdict];
      out.push('', `  ${paint(mark.color, problemLine(s))}`);
      if (s.reason !== '') out.push(`    ${terminalInline(s.reason)}`);
      for (const d of digestRuns(s)) {
        out.push(
          d.kind === 'error'
            ? `    ${paint('yellow', `run${d.runs.length === 1 ? '' : 's'} ${d.runs.join(', ')} could not be evaluated`)}: ${terminalInline(d.text)}`
            : `    ${d.count}× ${terminalInline(d.text)}`,
        );
      }
      out.push(...showHint(s));
    }
  }
  if (report.notes.length > 0) {
    out.push('', paint('bold', 'Notes'), ...report.notes.map((n) => `  - ${terminalInline(n)}`));
  }
  return `${out.join('\n')}\n`;
}

/** Display width: code points (emoji-free cells make this exact enough for alignment). */
function width(text: string): number {
  return Array.from(text).length;
}

function padEnd(text: string, to: number): string {
  return text + ' '.repeat(Math.max(0, to - width(text)));
}

function padStart(text: string, to: number): string {
  return ' '.repeat(Math.max(0, to - width(text))) + text;
}
