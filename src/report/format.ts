/**
 * Number, duration and verdict formatting shared by the Markdown, console and JUnit renderers, and the
 * per-scenario digests they all show (mean tokens, mean latency, deduplicated failure lines). Pure.
 */
import type { Report, RunResult, ScenarioResult, Verdict } from './types.js';
import { intervalOf, MARK, STATE } from './vocabulary.js';

/** Every pass rate and threshold a person reads goes through this one formatter (src/format/percent.ts). */
export { formatPercent } from '../format/percent.js';

/** What a verdict is called in every rendering (src/report/vocabulary.ts). An error is never shown as a pass or a plain failure. */
export const VERDICT_LABEL: Record<Verdict, string> = STATE;

export const VERDICT_ICON: Record<Verdict, string> = MARK;

/** Failures first, then errors, passes and skips; the order of the report is kept within each group. */
const VERDICT_RANK: Record<Verdict, number> = { fail: 0, error: 1, pass: 2, skipped: 3 };

export function byVerdictSeverity(scenarios: readonly ScenarioResult[]): ScenarioResult[] {
  return scenarios
    .map((scenario, position) => ({ scenario, position }))
    .sort((a, b) => VERDICT_RANK[a.scenario.verdict] - VERDICT_RANK[b.scenario.verdict] || a.position - b.position)
    .map((entry) => entry.scenario);
}

/** 950 → "950", 51_234 → "51.2k", 3_400_000 → "3.4M". */
export function formatCount(n: number): string {
  const abs = Math.abs(n);
  if (abs < 1000) return String(Math.round(n));
  if (abs < 999_950) return `${trimZero((n / 1000).toFixed(1))}k`;
  return `${trimZero((n / 1_000_000).toFixed(1))}M`;
}

/** 850 → "850 ms", 42_000 → "42 s", 4_200 → "4.2 s", 125_000 → "2 min 5 s". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 10_000) return `${trimZero((ms / 1000).toFixed(1))} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** The one interval format (src/report/vocabulary.ts): "43.8–100%". */
export const formatInterval = intervalOf;

function trimZero(fixed: string): string {
  return fixed.endsWith('.0') ? fixed.slice(0, -2) : fixed;
}

/** Runs that produced an evaluated output (errored runs carry no meaningful tokens or latency). */
function evaluatedRuns(scenario: ScenarioResult): RunResult[] {
  return scenario.runs.filter((run) => run.error === undefined);
}

/** Mean input + output tokens per evaluated run, or undefined when no run was evaluated. */
export function meanTokens(scenario: ScenarioResult): number | undefined {
  const runs = evaluatedRuns(scenario);
  if (runs.length === 0) return undefined;
  return runs.reduce((sum, run) => sum + run.tokens.input + run.tokens.output, 0) / runs.length;
}

export function meanLatencyMs(scenario: ScenarioResult): number | undefined {
  const runs = evaluatedRuns(scenario);
  if (runs.length === 0) return undefined;
  return runs.reduce((sum, run) => sum + run.latencyMs, 0) / runs.length;
}

/**
 * Passes as counts in words: "2 of 3"; "2 of 2 (3 planned)" when sampling stopped early or went past
 * N; "1 of 1 · 2 errors" with the errored runs.
 */
export function formatPasses(scenario: ScenarioResult): string {
  if (scenario.verdict === 'skipped' && scenario.runs.length === 0) return '—';
  const errors = scenario.errors > 0 ? ` · ${scenario.errors} error${scenario.errors === 1 ? '' : 's'}` : '';
  const planned = scenario.attempted + scenario.errors === scenario.planned ? '' : ` (${scenario.planned} planned)`;
  return `${scenario.passes} of ${scenario.attempted}${planned}${errors}`;
}

/** One deduplicated line of a scenario's digest: a failed expectation or a run error, with its count. */
export interface DigestLine {
  kind: 'failure' | 'error';
  text: string;
  count: number;
  /** 1-based run numbers the line occurred in. */
  runs: number[];
}

/**
 * The failed-expectation lines and run errors of a scenario's runs, each distinct text once with how
 * many runs it occurred in, in order of first occurrence. Errors come first: they are why a scenario
 * could not be evaluated.
 */
export function digestRuns(scenario: ScenarioResult): DigestLine[] {
  const errors = new Map<string, DigestLine>();
  const failures = new Map<string, DigestLine>();
  for (const run of scenario.runs) {
    const runNumber = run.index + 1;
    if (run.error !== undefined) add(errors, 'error', run.error, runNumber);
    for (const line of new Set(run.failures)) add(failures, 'failure', line, runNumber);
  }
  return [...errors.values(), ...failures.values()];
}

function add(into: Map<string, DigestLine>, kind: DigestLine['kind'], text: string, runNumber: number): void {
  const existing = into.get(text);
  if (existing) {
    existing.count += 1;
    existing.runs.push(runNumber);
  } else {
    into.set(text, { kind, text, count: 1, runs: [runNumber] });
  }
}

/** The pieces of the summary line, each on its own so that the terminal can fit them to its width. */
export interface SummaryParts {
  /** "12 scenarios: 10 passed, 1 failed, 1 not evaluated" */
  scenarios: string;
  calls: string;
  /** "20 runs from the cache", when some were. */
  cached?: string;
  /** "9 rate limited (HTTP 429), 2 retries", when there were any. */
  traffic?: string;
  tokens: string;
  duration: string;
}

export function summaryParts(report: Report): SummaryParts {
  const s = report.summary;
  const counts = [
    s.passed > 0 ? `${s.passed} passed` : undefined,
    s.failed > 0 ? `${s.failed} failed` : undefined,
    s.errored > (s.undecided ?? 0) ? `${s.errored - (s.undecided ?? 0)} ${STATE.error}` : undefined,
    (s.undecided ?? 0) > 0 ? `${s.undecided} undecided` : undefined,
    s.skipped > 0 ? `${s.skipped} skipped` : undefined,
  ].filter((part): part is string => part !== undefined);
  const traffic = [
    s.rateLimited !== undefined && s.rateLimited > 0 ? `${s.rateLimited} rate limited (HTTP 429)` : undefined,
    s.retries !== undefined && s.retries > 0 ? `${s.retries} retr${s.retries === 1 ? 'y' : 'ies'}` : undefined,
  ].filter((part): part is string => part !== undefined);
  return {
    scenarios: `${s.total} scenario${s.total === 1 ? '' : 's'}${counts.length > 0 ? `: ${counts.join(', ')}` : ''}`,
    calls: `${s.calls} call${s.calls === 1 ? '' : 's'}`,
    ...(s.cached !== undefined && s.cached > 0 ? { cached: `${s.cached} run${s.cached === 1 ? '' : 's'} from the cache` } : {}),
    ...(traffic.length > 0 ? { traffic: traffic.join(', ') } : {}),
    tokens: `${formatCount(s.tokens.input + s.tokens.output)} tokens`,
    duration: formatDuration(s.durationMs),
  };
}

/**
 * "12 scenarios: 10 passed, 1 failed, 1 not evaluated · 34 calls · 51.2k tokens · 42 s" (and "· 20 runs
 * from the cache" after the calls when some were, then "· 9 rate limited (HTTP 429), 2 retries" when there were any).
 */
export function summaryLine(report: Report): string {
  const p = summaryParts(report);
  return [p.scenarios, p.calls, p.cached, p.traffic, p.tokens, p.duration].filter((part): part is string => part !== undefined).join(' · ');
}

/** Cuts text to at most `max` characters (code points), marking the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}
