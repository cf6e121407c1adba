import { describe, it, expect } from 'vitest';
import { evaluateRun, type JudgeFn } from '../../src/expectations/run.js';
import type { Expectation } from '../../src/expectations/schema.js';
import type { Outcome } from '../../src/expectations/evaluate.js';
import { ProviderError } from '../../src/providers/types.js';

const source = { file: 'scenarios/planner.yaml', line: 3, col: 5 };
const jsonRole = { output: 'json' as const, fields: { steps: 'steps', risk: 'risk' } };
const textRole = { output: 'text' as const, fields: { steps: 'steps', risk: 'risk' } };
const usage = { input_tokens: 100, output_tokens: 20 };

function raw(output: string) {
  return { output, usage, latencyMs: 50 };
}

/** A judge that answers from a list and records what it was asked. */
function scriptedJudge(outcomes: (Outcome | Error)[]): JudgeFn & { calls: { rubric: string; provider: string | undefined; output: string }[] } {
  const calls: { rubric: string; provider: string | undefined; output: string }[] = [];
  const fn = async (rubric: string, provider: string | undefined, output: string): Promise<Outcome> => {
    calls.push({ rubric, provider, output });
    const next = outcomes.shift();
    if (next === undefined) throw new Error('no judge outcome left');
    if (next instanceof Error) throw next;
    return next;
  };
  return Object.assign(fn, { calls });
}

const decomposes: Expectation = { kind: 'decomposes', args: true, source };
const lowRisk: Expectation = { kind: 'max_risk', args: 'low', source };
const noDelete: Expectation = { kind: 'absent', args: ['delete'], source };
const judgeTests: Expectation = { kind: 'judge', args: { rubric: 'keeps tests', provider: 'main' }, source };
const judgeClear: Expectation = { kind: 'judge', args: { rubric: 'is clear' }, source };

const goodPlan = 'Plan:\n```json\n{"steps": ["a", "b"], "risk": "low"}\n```';

describe('evaluateRun', () => {
  it('passes when every expectation holds, and reports the features', async () => {
    const judge = scriptedJudge([{ pass: true }, { pass: true }]);
    const result = await evaluateRun([decomposes, lowRisk, judgeTests, judgeClear], raw(goodPlan), jsonRole, judge);
    expect(result).toEqual({ pass: true, outcomes: [true, true, true, true], failures: [], features: { decomposes: true, risk: 'low' } });
    expect(judge.calls).toEqual([
      { rubric: 'keeps tests', provider: 'main', output: goodPlan },
      { rubric: 'is clear', provider: undefined, output: goodPlan },
    ]);
  });

  it('lists every failing non-judge expectation, in order, and skips the judges', async () => {
    const judge = scriptedJudge([]);
    const output = '{"steps": ["all"], "risk": "high", "note": "delete it"}';
    const result = await evaluateRun([judgeTests, decomposes, lowRisk, noDelete], raw(output), jsonRole, judge);
    expect(result.pass).toBe(false);
    expect(result.error).toBeUndefined();
    expect(result.failures).toEqual([
      'decomposes: expected the plan to decompose (steps has ≥ 2 items); found 1 step',
      'max_risk: expected at most low; found "high" at risk',
      'absent: found "delete" at char 45 ("…": "high", "note": "delete it"}")',
    ]);
    expect(judge.calls).toHaveLength(0);
    expect(result.features).toEqual({ decomposes: false, risk: 'high' });
  });

  it('stops calling judges after the first judge fails', async () => {
    const judge = scriptedJudge([{ pass: false, message: 'judge: "keeps tests" not met: deletes them' }]);
    const result = await evaluateRun([judgeTests, judgeClear], raw(goodPlan), jsonRole, judge);
    expect(result).toMatchObject({ pass: false, failures: ['judge: "keeps tests" not met: deletes them'] });
    expect(judge.calls).toHaveLength(1);
  });

  it('is an error, not a failure, when a json role produces no JSON', async () => {
    const judge = scriptedJudge([]);
    const result = await evaluateRun([decomposes], raw('Sure! I would split it into two steps.'), jsonRole, judge);
    expect(result).toEqual({
      pass: false,
      outcomes: [undefined],
      failures: [],
      error: "output is not JSON where the role requires JSON: no JSON object or array in the output (starts with: 'Sure! I would split it into two steps.')",
      features: {},
    });
  });

  it('is an error when a judge call throws', async () => {
    const judge = scriptedJudge([new ProviderError('bad_output', 'judge reply is not the strict JSON verdict: x')]);
    const result = await evaluateRun([judgeTests], raw(goodPlan), jsonRole, judge);
    expect(result).toMatchObject({ pass: false, failures: [], error: 'judge: judge reply is not the strict JSON verdict: x' });
  });

  it('is an error naming the scenario file when an expectation is broken', async () => {
    const broken: Expectation = { kind: 'matches', args: '/(unclosed/', source };
    const result = await evaluateRun([broken], raw('text'), textRole, scriptedJudge([]));
    expect(result.pass).toBe(false);
    expect(result.error).toMatch(/^scenarios\/planner\.yaml:3:5: matches: invalid pattern/);
  });

  it('does not parse JSON for a text role: JSON kinds fail and say why', async () => {
    const result = await evaluateRun([decomposes, noDelete], raw('{"steps": ["a", "b"]}'), textRole, scriptedJudge([]));
    expect(result).toEqual({
      pass: false,
      outcomes: [false, true],
      failures: ["decomposes: expected JSON output; found the role's output is text (set output: json on the role)"],
      features: {},
    });
  });
});
