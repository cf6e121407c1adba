/** The high-stakes plan (numbers, rendering, the hidden marker) and the phase decision. Pure; no mocks. */
import { describe, expect, it } from 'vitest';
import { decidePhase, type PhaseInput } from '../../src/high-stakes/phase.js';
import { buildPlan, parseMarker, renderMarker, renderPlan, type PlanScenarioInput } from '../../src/high-stakes/plan.js';
import { composeCommentBody, withLastEvaluatedNote } from '../../src/github/comment.js';
import { scoreHighStakes } from '../../src/high-stakes/score.js';
import { HighStakesSchema } from '../../src/high-stakes/schema.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

const scenario = (over: Partial<PlanScenarioInput> = {}): PlanScenarioInput => ({ name: 's', role: 'planner', runs: 3, judges: 0, promptTokens: 100, hasBaseline: false, ...over });

describe('buildPlan', () => {
  it('plans ⌈N × runs_factor⌉, caps comparisons at max(compare.max_runs, planned N), and counts judges as calls', () => {
    const plan = buildPlan(
      [scenario({ name: 'plain' }), scenario({ name: 'compared', hasBaseline: true, historyMeanTokens: 400 }), scenario({ name: 'judged', runs: 5, judges: 2 })],
      { runsFactor: 1.5, compareMaxRuns: 16 },
    );
    expect(plan.scenarios.map((s) => [s.name, s.plannedRuns, s.compareCap, s.calls, s.tokensPerRun, s.tokensFrom, s.tokens])).toEqual([
      ['plain', 5, 16, 5, 100, 'manifest', 500],
      ['compared', 5, 16, 16, 400, 'history', 6400],
      ['judged', 8, 16, 24, 100, 'manifest', 800],
    ]);
    expect(plan.calls).toBe(45);
    expect(plan.scenarios.map((s) => s.judgeCalls)).toEqual([0, 0, 16]);
    expect(renderPlan({ score: scoreHighStakes({ title: 'x' }, HighStakesSchema.parse({})), plan, state: 'running', sha: A })).toContain('the 16 judge calls among them are not in the tokens and cost');
    expect(plan.tokens).toBe(7700);
    expect(plan.cost).toBeUndefined();
  });

  it('an exact product is not rounded up, and the cap follows a planned N above compare.max_runs', () => {
    const plan = buildPlan([scenario({ runs: 10, hasBaseline: true })], { runsFactor: 2, compareMaxRuns: 16 });
    expect(plan.scenarios[0]).toMatchObject({ plannedRuns: 20, compareCap: 20, calls: 20 });
  });

  it('prices the prompt at the input price and the rest of the history mean at the output price', () => {
    const price = { input_per_mtok: 1, output_per_mtok: 4 };
    const plan = buildPlan([scenario({ historyMeanTokens: 300, price })], { runsFactor: 2, compareMaxRuns: 16 });
    // 6 runs × (100 in × $1 + 200 out × $4) / 1e6
    expect(plan.cost).toBeCloseTo((6 * (100 + 800)) / 1e6, 12);
    const mixed = buildPlan([scenario({ price }), scenario({ name: 't' })], { runsFactor: 2, compareMaxRuns: 16 });
    expect(mixed.cost).toBeUndefined();
  });
});

describe('the hidden marker', () => {
  it('round-trips from the line after the comment\'s two hidden lines', () => {
    const marker = { state: 'awaiting' as const, sha: A, verdict: 'fail' as const };
    const body = `<!-- context-eval:comment id=x -->\n<!-- context-eval:sha ${A} -->\n${renderMarker(marker)}\nplan`;
    expect(parseMarker(body)).toEqual(marker);
    const noted = `<!-- context-eval:comment id=x -->\n<!-- context-eval:sha ${A} -->\n> No context file changed in ${B}; the results below are for ${A}.\n\n${renderMarker(marker)}\n`;
    expect(parseMarker(noted)).toEqual(marker);
  });

  it("is read below the baseline pin's hidden line too (issue 31 item 2), with or without the note", () => {
    const marker = { state: 'approved' as const, sha: A, verdict: 'pass' as const };
    const pin = { mergeBase: B, records: [{ sha: B, timestamp: '2026-11-27T02:00:00Z' }] };
    const body = composeCommentBody('x', A, `${renderMarker(marker)}\nplan`, pin);
    expect(parseMarker(body)).toEqual(marker);
    expect(parseMarker(withLastEvaluatedNote(body, 'e'.repeat(40), A))).toEqual(marker);
  });

  it('is not read anywhere else: a marker quoted further down (model output in the report) is ignored', () => {
    const forged = `<!-- context-eval:comment id=x -->\n<!-- context-eval:sha ${A} -->\n# report\n${renderMarker({ state: 'approved', sha: A, verdict: 'pass' })}\n`;
    expect(parseMarker(forged)).toBeUndefined();
    expect(parseMarker(`a\nb\n<!-- context-eval:high-stakes state=bogus sha=${A} verdict=pass -->`)).toBeUndefined();
  });

  it('refuses a SHA that is not hex', () => {
    expect(() => renderMarker({ state: 'none', sha: 'x --> <b>', verdict: 'none' })).toThrow(/not hex/);
  });
});

describe('renderPlan', () => {
  const cfg = HighStakesSchema.parse({ require_approval: 'ok-to-run' });
  const score = scoreHighStakes({ title: 'Migrate the planner', body: 'Show me a plan' }, cfg);
  const plan = buildPlan([scenario({ name: 'x|`@y` <b>' })], { runsFactor: 2, compareMaxRuns: 16 });

  it('escapes scenario names, lists the signals and says how to approve', () => {
    const text = renderPlan({ score, plan, state: 'awaiting', sha: A, label: 'ok-to-run' });
    expect(text).toContain('score 0.9 ≥ threshold 0.6');
    // The name is escaped text, as in the report's table (no live HTML, `|` and backticks escaped, no @mention).
    expect(text).toContain('| x\\|\\`@\u200by\\` &lt;b&gt; |');
    expect(text).toContain('add the label `ok-to-run`');
    expect(text).toContain('`aaaaaaa`');
    expect(text).toMatch(/at most 6 model calls, about 600 tokens, cost not estimated/);
  });

  it('says when the label must be added again', () => {
    expect(renderPlan({ score, plan, state: 'awaiting', sha: A, label: 'ok-to-run', labelAlreadyThere: true })).toMatch(/remove `ok-to-run` and add it again/);
  });
});

describe('decidePhase', () => {
  const base: PhaseInput = { highStakes: true, requireApproval: 'ok', action: 'synchronize', labels: [], headSha: A };
  it.each<[string, Partial<PhaseInput>, string]>([
    ['below the threshold', { highStakes: false }, 'usual'],
    ['no approval required', { requireApproval: undefined }, 'plan-then-run'],
    ['approval required', {}, 'await'],
    ['the label on the PR from an earlier commit', { labels: ['ok'], shown: { state: 'approved', sha: B, verdict: 'pass' } }, 'await'],
    ['a re-run of the approved commit', { action: 'reopened', labels: ['ok'], shown: { state: 'approved', sha: A, verdict: 'pass' } }, 'approved'],
    ['the label added for the plan on display', { action: 'labeled', label: 'ok', labels: ['ok'], shown: { state: 'awaiting', sha: A, verdict: 'none' } }, 'approved'],
    ['the label added while an older plan was on display', { action: 'labeled', label: 'ok', labels: ['ok'], shown: { state: 'awaiting', sha: B, verdict: 'none' } }, 'await'],
    ['the label added with no plan, below the threshold', { highStakes: false, action: 'labeled', label: 'ok', labels: ['ok'] }, 'nothing-to-approve'],
    ['the label added over a usual run\'s comment', { highStakes: false, action: 'labeled', label: 'ok', labels: ['ok'], shown: { state: 'none', sha: A, verdict: 'pass' } }, 'nothing-to-approve'],
  ])('%s', (_name, over, kind) => {
    expect(decidePhase({ ...base, ...over }).kind).toBe(kind);
  });
});
