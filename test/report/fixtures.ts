/** Deterministic reports for the renderer tests (no dates or durations that vary). */
import type { Report, RunResult, ScenarioComparison, ScenarioResult, Verdict } from '../../src/report/types.js';

export function run(index: number, over: Partial<RunResult> = {}): RunResult {
  return {
    index,
    pass: true,
    tokens: { input: 1200 + index * 10, output: 300 + index * 5 },
    latencyMs: 800 + index * 100,
    failures: [],
    ...over,
  };
}

export function scenario(name: string, verdict: Verdict, over: Partial<ScenarioResult> = {}): ScenarioResult {
  const runs =
    over.runs ??
    (verdict === 'skipped'
      ? []
      : verdict === 'pass'
        ? [run(0), run(1), run(2)]
        : verdict === 'fail'
          ? [run(0), run(1, { pass: false, failures: ['absent: found "delete" in steps[1].title'] }), run(2, { pass: false, failures: ['absent: found "delete" in steps[1].title'] })]
          : [run(0), run(1, { pass: false, error: 'timeout after 60000 ms', tokens: { input: 0, output: 0 } }), run(2, { pass: false, error: 'timeout after 60000 ms', tokens: { input: 0, output: 0 } })]);
  const errors = runs.filter((r) => r.error !== undefined).length;
  const passes = runs.filter((r) => r.pass && r.error === undefined).length;
  return {
    name,
    file: `scenarios/${name}.yaml`,
    line: 1,
    role: 'planner',
    verdict,
    passes,
    attempted: runs.length - errors,
    errors,
    planned: 3,
    threshold: 2 / 3,
    interval: verdict === 'pass' ? { low: 0.4385, high: 1 } : { low: 0.0615, high: 0.7923 },
    reason: verdict === 'skipped' ? 'not affected by the changed files' : 'ran because prompts/planner.md changed',
    runs,
    stoppedEarly: false,
    ...over,
  };
}

export function report(scenarios: ScenarioResult[], notes: string[] = []): Report {
  const count = (v: Verdict) => scenarios.filter((s) => s.verdict === v).length;
  const allRuns = scenarios.flatMap((s) => s.runs);
  const verdict: Verdict =
    count('fail') > 0 ? 'fail' : count('error') > 0 ? 'error' : count('pass') > 0 ? 'pass' : 'skipped';
  return {
    verdict,
    scenarios,
    summary: {
      total: scenarios.length,
      passed: count('pass'),
      failed: count('fail'),
      errored: count('error'),
      skipped: count('skipped'),
      calls: allRuns.length,
      tokens: {
        input: allRuns.reduce((sum, r) => sum + r.tokens.input, 0),
        output: allRuns.reduce((sum, r) => sum + r.tokens.output, 0),
      },
      durationMs: 42_000,
    },
    notes,
    tool: { name: 'context-eval', version: '0.1.0' },
    config: 'context-eval.yaml',
    startedAt: '2026-01-01T00:00:00.000Z',
  };
}

export function allPassReport(): Report {
  return report([
    scenario('planner-decomposes-large-task', 'pass'),
    scenario('planner-keeps-tests', 'pass', { stoppedEarly: true, runs: [run(0), run(1)], planned: 3 }),
    scenario('reviewer-flags-secrets', 'pass', {
      role: 'reviewer',
      runs: [run(0), run(1, { pass: false, failures: ['max_risk: expected at most medium, found high'] }), run(2)],
    }),
  ]);
}

export function mixedReport(): Report {
  return report(
    [
      scenario('planner-decomposes-large-task', 'pass'),
      scenario('planner-avoids-deletes', 'fail'),
      scenario('reviewer-times-out', 'error', { role: 'reviewer', reason: 'ran because prompts/reviewer.md changed; 2 of 3 runs errored after retries' }),
      scenario('summariser-unaffected', 'skipped'),
    ],
    ['Everything ran: context-eval.yaml changed.'],
  );
}

/** Model output and scenario text that try to ping people, break the table and inject HTML. */
export function hostileReport(): Report {
  const output = 'Plan:\n1. ask @octocat | @github/security to approve\n2. <script>alert(1)</script>\n3. fixes #12';
  return report([
    scenario('pipe|name @octocat', 'fail', {
      reason: 'ran because <b>prompts/x.md</b> changed',
      runs: [
        run(0, { pass: false, output, failures: ['absent: found "@octocat | <script>alert(1)</script>"\nsecond line `tick'] }),
        run(1, { pass: false, output, failures: ['absent: found "@octocat | <script>alert(1)</script>"\nsecond line `tick'] }),
        run(2, { pass: false, error: 'exec exited 1: <img src=x onerror=alert(1)> cc @admin' }),
      ],
    }),
  ]);
}

/** 300 scenarios, 40 failing with long failure lines: far above the comment limit untrimmed. */
export function largeReport(): Report {
  const scenarios: ScenarioResult[] = [];
  for (let i = 0; i < 300; i++) {
    const id = String(i).padStart(3, '0');
    if (i % 7 === 3 && scenarios.filter((s) => s.verdict === 'fail').length < 40) {
      const failures = Array.from({ length: 12 }, (_, k) => `field_matches: steps[${k}].title expected /oauth/i, found "${'refactor the authentication module '.repeat(12)}${k}"`);
      scenarios.push(
        scenario(`suite-${id}-failing`, 'fail', {
          runs: [0, 1, 2, 3, 4].map((r) => run(r, { pass: false, failures: failures.map((f) => `${f} (variant ${r % 2})`), output: 'x'.repeat(3000) })),
          planned: 5,
        }),
      );
    } else {
      scenarios.push(scenario(`suite-${id}-passing`, 'pass', { reason: `ran because prompts/part-${id}.md changed; ${'all expectations held. '.repeat(3)}` }));
    }
  }
  return report(scenarios);
}

const baseline = { passes: 28, attempted: 30, records: 5, rate: 28 / 30 };
const family = { size: 4, alpha: 0.0125 };

export function comparison(over: Partial<ScenarioComparison> = {}): ScenarioComparison {
  return { state: 'no-drop', runs: 6, baseline, behaviourShifts: [], contextUnchanged: false, note: 'n', family, ...over };
}

/** A PR with a failing drop, a passing drop, a no-drop with a detectable drop, and an inconclusive one. */
export function prReport() {
  const r = report([
    scenario('planner-avoids-deletes', 'fail', { comparison: comparison({ state: 'drop', runs: 3, tokensRatio: 1.12 }) }),
    scenario('planner-keeps-tests', 'pass', {
      runs: Array.from({ length: 9 }, (_, i) => run(i, i % 3 === 2 ? { pass: false, failures: ['contains: "tests" not found'] } : {})),
      passes: 6,
      attempted: 9,
      comparison: comparison({ state: 'drop', runs: 9 }),
    }),
    scenario('planner-decomposes-large-task', 'pass', { comparison: comparison({ detectableDrop: 0.3133, detectableRate: 0.62 }) }),
    scenario('reviewer-flags-secrets', 'pass', {
      role: 'reviewer',
      comparison: comparison({ state: 'undecided', baseline: { passes: 3, attempted: 3, records: 1, rate: 1 }, inconclusive: 'the baseline holds 3 runs' }),
    }),
  ]);
  return { ...r, summary: { ...r.summary, regressions: 2 } };
}

