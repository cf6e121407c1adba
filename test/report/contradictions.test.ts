/**
 * Issue 32, item 2: words that say what the evidence shows. Every combination of a scenario's state
 * (passed under the test or under a count, failed, not evaluated, skipped) with every kind of comparison
 * (none, no drop, undecided, drop, new, same context) is rendered, one scenario and two at a time, with
 * and without the notes a first pull request gets; each comment is read for sentences that contradict
 * one another, words that do not say what they count, and "thin evidence" where nothing can be done.
 */
import { describe, expect, it } from 'vitest';
import { withBaseSuite } from '../../src/action/run-action.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import type { Report, ScenarioComparison, ScenarioResult } from '../../src/report/types.js';
import { comparison, report, scenario } from './fixtures.js';

type Kind = 'test-pass' | 'count-pass' | 'fail' | 'error' | 'skipped';
const KINDS: Kind[] = ['test-pass', 'count-pass', 'fail', 'error', 'skipped'];

const COMPARISONS: Record<string, Partial<ScenarioComparison> | undefined> = {
  none: undefined,
  'no-drop': { state: 'no-drop', detectableDrop: 0.27, detectableRate: 0.66 },
  'no-drop, short of power': { state: 'no-drop', detectableDrop: 0.45, detectableRate: 0.48, inconclusive: 'the baseline holds 6 runs in 1 record' },
  'undecided, some reach': { state: 'undecided', detectableRate: 0.4, inconclusive: 'the baseline holds 3 runs in 1 record: a drop of 20 points would be caught less than 80% of the time (more evidence: compare.baseline_runs, compare.max_runs)' },
  'undecided, no reach': { state: 'undecided', inconclusive: 'the baseline holds 3 runs in 1 record: no drop at all would be caught 80% of the time (more evidence: compare.baseline_runs, compare.max_runs)' },
  'undecided, bare': { state: 'undecided', minDetectableDrop: 0.4 },
  drop: { state: 'drop', runs: 9 },
  'new (history)': { state: 'no-baseline', source: 'history', baseline: undefined },
  'new (rerun)': { state: 'no-baseline', source: 'rerun', baseline: undefined },
  'same context': { state: 'same-context', source: 'rerun', baseline: undefined },
};

function make(kind: Kind, compared: string, name: string): ScenarioResult {
  const over = COMPARISONS[compared];
  const c = kind === 'skipped' || over === undefined ? {} : { comparison: comparison(over) };
  const rule = kind === 'count-pass' ? { rule: { kind: 'count' as const } } : kind === 'skipped' ? {} : { rule: { kind: 'test' as const, decidedAt: 3 } };
  const verdict = kind === 'test-pass' || kind === 'count-pass' ? 'pass' : kind;
  const reason = kind === 'skipped' ? 'skipped: none of its context files changed' : 'ran because prompts/planner.md changed';
  return scenario(name, verdict, { ...c, ...rule, reason });
}

const FIRST_PR_NOTE = withBaseSuite(
  'no history recorded yet in the branch context-eval-data: judged by thresholds alone, no baseline to compare with; baselines are recorded by runs on push to the default branch',
  'auto',
);

function withNotes(r: Report, first: boolean): Report {
  return { ...r, summary: { ...r.summary, regressions: r.scenarios.filter((s) => s.comparison?.state === 'drop' && s.verdict !== 'error').length }, notes: first ? [FIRST_PR_NOTE] : [] };
}

/** Sentences that must never stand in one comment together, and words that must never stand at all. */
const CONTRADICTIONS: [RegExp, RegExp, string][] = [
  [/no baseline to compare with/, /compared with the base|measured in this run|vs base/, 'no baseline, yet compared'],
  [/nothing regressed/, /▼|Regressions against the base/, 'nothing regressed, yet a regression'],
  [/^### [^\n]*✅/m, /^\| [^|]+ \| (❌|⚠️|▼)/m, 'a green headline over a red row'],
];
const NEVER: [RegExp, string][] = [
  [/no drop at all would be caught/, 'says a drop would be caught when none could'],
  [/\b([A-Za-z]+):? \1:/i, 'a word repeated as its own label ("Skipped: skipped:")'],
  [/\b1 (passing |skipped |failing )?(scenarios|runs|regressions)\b/, 'a plural after 1'],
  [/^(- \*\*|\| )[^\n]*\bno drop\b[^\n]*\b(inconclusive|undecided)\b/m, 'one scenario\'s line that says both "no drop" and "undecided"'],
  [/\(s\)/, 'a "(s)" plural'],
];

/** The fold of comparisons counts each state under its own name, and its lines say the same. */
function foldAgrees(text: string): void {
  const fold = /<summary>Compared with the base: ([^<]*)<\/summary>([\s\S]*?)<\/details>/.exec(text);
  if (fold === null) return;
  const [, title = '', body = ''] = fold;
  expect(title).not.toMatch(/without a drop/);
  const lines = body.split('\n').filter((l) => l.startsWith('- **'));
  const count = (re: RegExp) => lines.filter((l) => re.test(l)).length;
  const said = (word: string) => Number(new RegExp(`(\\d+) ${word}`).exec(title)?.[1] ?? 0);
  expect(said('no drop'), title).toBe(count(/ — [^—]*\bno drop\b/));
  expect(said('undecided'), title).toBe(count(/ — [^—]*\bundecided\b/));
}

/** "thin evidence" only on a pass under a count rule (the only pass more runs would change). */
function thinOnlyWhereItMatters(r: Report, text: string): void {
  const thin = r.scenarios.filter((s) => s.verdict === 'pass' && s.rule?.kind === 'count');
  if (thin.length === 0) expect(text).not.toMatch(/thin evidence/);
  for (const line of text.split('\n')) if (line.includes('thin evidence') && line.startsWith('| ')) expect(line).toMatch(/count-pass/);
}

function check(r: Report, label: string): void {
  const text = renderMarkdown(r);
  for (const [a, b, why] of CONTRADICTIONS) if (a.test(text)) expect(b.test(text), `${label}: ${why}\n${text}`).toBe(false);
  for (const [re, why] of NEVER) expect(re.test(text), `${label}: ${why}: ${re.exec(text)?.[0] ?? ''}\n${text}`).toBe(false);
  foldAgrees(text);
  thinOnlyWhereItMatters(r, text);
}

const cells = KINDS.flatMap((k) => Object.keys(COMPARISONS).map((c) => [k, c] as const));

describe('no comment contradicts itself', () => {
  it.each([false, true])('one scenario of every state and comparison (first-PR notes: %s)', (first) => {
    for (const [k, c] of cells) check(withNotes(report([make(k, c, `${k}-a`)]), first), `${k} × ${c}`);
  });

  it('two scenarios of every pair of states and comparisons, with the first-PR notes', () => {
    for (const [k1, c1] of cells) for (const [k2, c2] of cells) check(withNotes(report([make(k1, c1, `${k1}-a`), make(k2, c2, `${k2}-b`)]), true), `${k1} × ${c1} + ${k2} × ${c2}`);
  });

  it('the first-PR note with a base suite says what is compared with what, once', () => {
    expect(FIRST_PR_NOTE).not.toMatch(/no baseline to compare with|judged by thresholds alone/);
    expect(FIRST_PR_NOTE).toMatch(/measured in this run/);
  });
});
