/**
 * The high-stakes score of a pull request (issue "The rest of the lifecycle", item 1): four signals, each
 * counted once however often it matches, with the documented weights. Pure. PR text is untrusted: it is
 * only matched against fixed patterns, and the excerpts returned are data for the renderer to escape.
 *
 *   high_stakes    +0.4  production, deploy, critical, refactor, rewrite, migrate (and their forms);
 *                        destructive: delete database, drop table, remove all.
 *                        In the title, body, linked issue, changed file names and the diff's changed lines.
 *   complex_change +0.3  multiple files, large change, entire codebase, whole system. In the title, body, issue.
 *   plan_request   +0.5  show me a plan, what would you do, explain your approach, before you start,
 *                        step-by-step plan. In the title, body, issue (a prompt file that says "explain your
 *                        approach" is content, not a request).
 *   context        +0.2  an earlier run on this PR failed or errored.
 */
import { HIGH_STAKES_WEIGHTS, type HighStakesConfig } from './schema.js';

export type Signal = keyof typeof HIGH_STAKES_WEIGHTS;
export type Source = 'title' | 'body' | 'issue' | 'files' | 'diff' | 'history';

export interface PullRequestText {
  title: string;
  body?: string;
  /** The linked issue's title and body. */
  linkedIssue?: string;
  changedFiles?: readonly string[];
  /** A unified diff; only its added and removed lines are read. */
  diff?: string;
  /** The verdict of the latest earlier run on this PR. */
  previousRun?: 'pass' | 'fail' | 'error';
}

export interface SignalMatch {
  signal: Signal;
  /** The phrase that matched, as written in the PR (cut to 60 characters). */
  text: string;
  where: Source;
}

export interface HighStakesScore {
  /** Sum of the weights of the signals that matched, rounded to 2 decimals. */
  score: number;
  threshold: number;
  highStakes: boolean;
  /** Every match, at most one per signal and source, in signal order. */
  matches: SignalMatch[];
  /** The signals that counted, with their weights. */
  signals: { signal: Signal; weight: number }[];
  /** One line for the report and the event log. */
  reason: string;
}

const PATTERNS: Record<Exclude<Signal, 'context'>, RegExp> = {
  high_stakes:
    /\b(?:production|deploy(?:s|ed|ing|ment|ments)?|critical|refactor(?:s|ed|ing)?|rewrit(?:e|es|ing|ten)|rewrote|migrat(?:e|es|ed|ing|ion|ions)|delete (?:the |a |all )?(?:\w+ )?databases?|drop (?:the )?tables?|remove all)\b/i,
  complex_change: /\b(?:multiple files|large change|entire codebase|whole system)\b/i,
  plan_request: /\b(?:show me (?:a|the|your) plan|what would you do|explain your approach|before you start|step[- ]by[- ]step plan)\b/i,
};

const SOURCES: Record<Exclude<Signal, 'context'>, readonly Exclude<Source, 'history'>[]> = {
  high_stakes: ['title', 'body', 'issue', 'files', 'diff'],
  complex_change: ['title', 'body', 'issue'],
  plan_request: ['title', 'body', 'issue'],
};

const LABELS: Record<Signal, string> = {
  high_stakes: 'high-stakes words',
  complex_change: 'complex change',
  plan_request: 'a request for a plan',
  context: 'an earlier run on this PR',
};

/** The most diff text read: a diff larger than this is still scored on its first part. */
export const MAX_DIFF_CHARS = 2_000_000;

function changedLines(diff: string): string {
  return diff
    .slice(0, MAX_DIFF_CHARS)
    .split('\n')
    .filter((l) => (l.startsWith('+') && !l.startsWith('+++')) || (l.startsWith('-') && !l.startsWith('---')))
    .map((l) => l.slice(1))
    .join('\n');
}

function texts(pr: PullRequestText): Record<Exclude<Source, 'history'>, string> {
  return {
    title: pr.title,
    body: pr.body ?? '',
    issue: pr.linkedIssue ?? '',
    // File names are split into words: `db/migrations/0042.sql` → `db migrations 0042 sql`.
    files: (pr.changedFiles ?? []).map((f) => f.replace(/[/_.-]+/g, ' ')).join('\n'),
    diff: changedLines(pr.diff ?? ''),
  };
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

export function scoreHighStakes(pr: PullRequestText, cfg: Pick<HighStakesConfig, 'threshold' | 'weights'>): HighStakesScore {
  const weights = { ...HIGH_STAKES_WEIGHTS, ...Object.fromEntries(Object.entries(cfg.weights ?? {}).filter(([, w]) => w !== undefined)) };
  const where = texts(pr);
  const matches: SignalMatch[] = [];
  for (const signal of ['high_stakes', 'complex_change', 'plan_request'] as const) {
    for (const source of SOURCES[signal]) {
      const found = PATTERNS[signal].exec(where[source]);
      if (found) matches.push({ signal, text: found[0].slice(0, 60), where: source });
    }
  }
  if (pr.previousRun === 'fail' || pr.previousRun === 'error') {
    matches.push({ signal: 'context', text: pr.previousRun === 'fail' ? 'failed' : 'errored', where: 'history' });
  }
  const counted = [...new Set(matches.map((m) => m.signal))];
  const signals = counted.map((signal) => ({ signal, weight: weights[signal] }));
  const score = round2(signals.reduce((sum, s) => sum + s.weight, 0));
  const highStakes = score >= cfg.threshold;
  const parts = counted.map((signal) => {
    const seen = matches.filter((m) => m.signal === signal);
    const detail = signal === 'context' ? (seen[0]?.text ?? '') : seen.map((m) => `"${m.text}" in ${m.where}`).join(', ');
    return `${LABELS[signal]} +${weights[signal]} (${detail})`;
  });
  const reason = `score ${score} ${highStakes ? '≥' : '<'} threshold ${cfg.threshold}: ${parts.length > 0 ? parts.join('; ') : 'no signal'}`;
  return { score, threshold: cfg.threshold, highStakes, matches, signals, reason };
}
