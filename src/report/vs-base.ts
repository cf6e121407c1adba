/**
 * The "vs base" texts of a scenario: its comparison with the baseline from history. Pure. Plain text;
 * the Markdown renderer escapes it. Rates are percentages, changes of a rate are percentage points.
 *
 *   cell (the table):  "▼ −60 pts" · "+7 pts · no drop" · "−12 pts · undecided" · "new" · "—"
 *   line (the lists):  "pass rate 93% → 100% · no drop · could have caught a drop to 62% or worse · tokens +12%"
 *                      "pass rate 100% → 100% · undecided: the baseline holds 3 runs"
 *                      "no history yet: judged by its threshold alone"
 */
import { formatPercent } from './format.js';
import { countOf } from './vocabulary.js';
import type { ScenarioComparison, ScenarioResult } from './types.js';

type Compared = Pick<ScenarioResult, 'passes' | 'attempted' | 'comparison'>;

/** A ratio as a signed change: 1.12 → "+12%", 0.97 → "−3%", 1.001 → "±0%". */
export function formatRatioChange(ratio: number): string {
  const pct = Math.round((ratio - 1) * 100);
  if (pct === 0) return '±0%';
  return pct > 0 ? `+${pct}%` : `−${Math.abs(pct)}%`;
}

/** A change of a rate in percentage points: −0.6 → "−60 pts". */
export function formatPointChange(delta: number): string {
  const pts = Math.round(delta * 100);
  if (pts === 0) return '±0 pts';
  return pts > 0 ? `+${pts} pts` : `−${Math.abs(pts)} pts`;
}

function runs(n: number): string {
  return `${n} run${n === 1 ? '' : 's'}`;
}

function showValue(v: boolean | string | null): string {
  return v === null ? 'none' : String(v);
}

/**
 * Why a comparison fell short, in words that do not over-claim: "no drop at all would be caught 80% of
 * the time" (src/stats) means that not even a drop to 0% would be, and says so.
 */
function reach(why: string): string {
  return why.replace(/\bno drop at all would be caught 80% of the time\b/g, 'not even a drop to 0% would be caught 80% of the time');
}

/** What the comparison decided, in words, with what it could have caught (issue "A gate teams can trust"). */
export function passRateOutcome(c: ScenarioComparison): string {
  const caught = c.detectableRate !== undefined ? `could have caught a drop to ${formatPercent(Math.max(0, c.detectableRate))} or worse` : undefined;
  const why = c.inconclusive === undefined ? undefined : reach(c.inconclusive);
  switch (c.state) {
    case 'drop': {
      const base = c.confirmation?.confirmed === true ? `; confirmed: the merge base measured in this run passed ${countOf(c.confirmation.passes, c.confirmation.runs)}` : '';
      return `▼ dropped (decided after ${runs(c.runs)}${base})`;
    }
    case 'no-drop': {
      // Stated against the drop it had an 80% chance to catch (issue "Green means green"); a "no drop" is
      // never called undecided in the same breath: what fell short is the evidence, said as such.
      const against = c.detectableDrop !== undefined ? `no drop of ${Math.round(c.detectableDrop * 100)} pts or more (${caught ?? ''})` : 'no drop';
      return [against, why === undefined ? undefined : `less evidence than planned: ${why}`].filter((p) => p !== undefined).join(' · ');
    }
    case 'undecided': {
      if (why !== undefined) return [`undecided: ${why}`, caught].filter((p) => p !== undefined).join(' · ');
      if (caught !== undefined) return `undecided after ${runs(c.runs)} · ${caught}`;
      return c.minDetectableDrop === undefined
        ? `undecided: ${runs(c.runs)} ${c.runs === 1 ? 'is' : 'are'} too few to detect any drop`
        : `undecided: ${runs(c.runs)} could only catch a drop of ${Math.round(c.minDetectableDrop * 100)} pts or more`;
    }
    case 'no-baseline':
      return c.source === 'rerun' ? 'new at the merge base: judged by its threshold alone' : 'no history yet: judged by its threshold alone';
    case 'same-context':
      return 'context unchanged from the base: nothing to compare';
  }
}

/** The whole comparison of a scenario in one line; "—" when it has no comparison (not run, or no baseline given). */
export function formatVsBase(s: Compared): string {
  const c = s.comparison;
  if (c === undefined) return '—';
  if (c.state === 'no-baseline' || c.state === 'same-context' || c.baseline === undefined) return passRateOutcome(c);
  const now = s.attempted > 0 ? formatPercent(s.passes / s.attempted) : 'not evaluated';
  const from = c.source === 'rerun' ? `the base's pass rate, measured in this run, ${formatPercent(c.baseline.rate)}` : `pass rate ${formatPercent(c.baseline.rate)}`;
  const parts = [`${from} → ${now}`, passRateOutcome(c)];
  if (c.tokensRatio !== undefined) parts.push(`tokens ${formatRatioChange(c.tokensRatio)}`);
  if (c.latencyRatio !== undefined) parts.push(`latency ${formatRatioChange(c.latencyRatio)}`);
  for (const shift of c.behaviourShifts) parts.push(`${shift.feature} ${showValue(shift.from)} → ${showValue(shift.to)}`);
  if (c.contextUnchanged) parts.push('context unchanged');
  return parts.join(' · ');
}

/** The table's short "vs base" cell: an arrow and the change in points, and the decision in a word. */
export function vsBaseCell(s: Compared): string {
  const c = s.comparison;
  if (c === undefined) return '—';
  if (c.state === 'same-context') return 'context unchanged';
  if (c.state === 'no-baseline' || c.baseline === undefined) return 'new';
  if (s.attempted === 0) return 'not evaluated';
  const delta = formatPointChange(s.passes / s.attempted - c.baseline.rate);
  switch (c.state) {
    case 'drop':
      return `▼ ${delta}`;
    case 'no-drop':
      return `${delta} · no drop`;
    case 'undecided':
      return `${delta} · undecided`;
  }
}

/**
 * A failing scenario against the base's threshold verdict (issue 31): "failing at the base too" (not this
 * change's), "newly failing" (it passed at the base); undefined when there was no baseline to say.
 */
export function atBaseWords(s: Pick<ScenarioResult, 'verdict' | 'atBase'>): string | undefined {
  if (s.verdict !== 'fail') return undefined;
  if (s.atBase === 'failing') return 'failing at the base too';
  if (s.atBase === 'passing') return 'newly failing';
  return undefined;
}

/** True when at least one scenario carries a comparison: only then does a rendering show "vs base". */
export function hasComparisons(scenarios: readonly Pick<ScenarioResult, 'comparison'>[]): boolean {
  return scenarios.some((s) => s.comparison !== undefined);
}

/** "Each of the 4 compared scenarios was tested at a 1.25% false-alarm rate." when the family is known. */
export function familySentence(scenarios: readonly Pick<ScenarioResult, 'comparison'>[]): string | undefined {
  const family = scenarios.find((s) => s.comparison?.family !== undefined)?.comparison?.family;
  if (family === undefined) return undefined;
  const alpha = formatPercent(family.alpha);
  return `Each of the ${family.size} compared scenario${family.size === 1 ? ' was' : 's was'} tested at a ${alpha} false-alarm rate.`;
}
