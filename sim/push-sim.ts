/**
 * A pull request's life, not one push (issue "Green means green", G6), through the product's own
 * functions. A suite of `roles` × `perRole` scenarios with baselines as the shipped workflows write them;
 * the PR is pushed `pushes` times, each push rewording one role's prompt (no true rate changes). Each
 * push runs the scenarios whose context differs from the merge base (every role reworded so far), with
 * the family of that push. The response cache (on by default in pull requests) answers a scenario whose
 * context is the same as at an earlier push with the same samples, index by index; only new contexts,
 * or runs past what the cache holds, are sampled, on that push's day. `redAtLeastOnce` counts the PRs
 * that saw red on some push; `rerunSame` checks that re-running the last push gives the identical
 * verdict with no new sample.
 */
import { baselineRecords, DEFAULT_COMPARE, RATES, type GateSimSettings } from './gate-sim.js';
import { baselineFor, comparisonPolicyFor, regressions, attachComparisons } from '../src/pipeline/attach-comparisons.js';
import { ruleFor } from '../src/pipeline/pipeline.js';
import { thresholdAlpha } from '../src/stats/error-budget.js';
import { buildReport, scenarioResult } from '../src/runner/result.js';
import type { RunResult } from '../src/report/types.js';
import type { SamplingPolicy } from '../src/stats/policy.js';
import { clip01, type Rng } from './random.js';

const MERGE_BASE = 'a'.repeat(40);

export interface PushSimSettings {
  roles: number;
  perRole: number;
  pushes: number;
  daySd: number;
}

/** One scenario context's cached samples: outcome i is drawn once, on the day it was first needed. */
class Stream {
  private readonly outcomes: boolean[] = [];
  constructor(private readonly rng: Rng) {}
  at(i: number, rate: number): { pass: boolean; fresh: boolean } {
    if (i < this.outcomes.length) return { pass: this.outcomes[i]!, fresh: false };
    const pass = this.rng() < rate;
    this.outcomes.push(pass);
    return { pass, fresh: true };
  }
}

function drive(stream: Stream, rate: number, policy: SamplingPolicy, planned: number): { runs: RunResult[]; tally: { passes: number; failures: number; errors: number }; fresh: number } {
  const s = { passes: 0, failures: 0, errors: 0, inFlight: 0, planned, threshold: 0.5 };
  const runs: RunResult[] = [];
  let fresh = 0;
  for (;;) {
    s.inFlight += Math.max(0, policy({ ...s }));
    if (s.inFlight === 0) break;
    s.inFlight--;
    const o = stream.at(runs.length, rate);
    if (o.fresh) fresh++;
    runs.push({ index: runs.length, pass: o.pass, tokens: { input: 100, output: 50 }, latencyMs: 10, failures: o.pass ? [] : ['x'] });
    if (o.pass) s.passes++;
    else s.failures++;
  }
  return { runs, tally: { passes: s.passes, failures: s.failures, errors: 0 }, fresh };
}

export interface PushOutcome {
  redAtLeastOnce: boolean;
  redPushes: number;
  /** Re-running the last push: the same verdict, and how many samples it needed that the cache did not hold. */
  rerunSame: boolean;
  rerunFresh: number;
}

export function simulatePushes(rng: Rng, set: PushSimSettings): PushOutcome {
  const m = set.roles * set.perRole;
  const rates = Array.from({ length: m }, () => RATES[Math.floor(rng() * RATES.length)] ?? 0.9);
  const gate: GateSimSettings = { m, records: 3, daySd: set.daySd, planned: 3, threshold: 2 / 3, compare: DEFAULT_COMPARE };
  const pooled = baselineFor(baselineRecords(rng, rates, gate), { mergeBaseSha: MERGE_BASE, baseRef: 'main', ancestorsOfMergeBase: [MERGE_BASE], m: DEFAULT_COMPARE.baseline_records });
  const version = new Array<number>(set.roles).fill(0);
  const streams = new Map<string, Stream>();
  let red = 0;
  let last: { verdicts: string; run: () => { verdicts: string; fresh: number } } | undefined;
  for (let push = 0; push < set.pushes; push++) {
    version[Math.floor(rng() * set.roles)]!++;
    const dayRates = rates.map((p) => clip01(p + set.daySd * rng.normal()));
    const evaluate = () => {
      const running = rates.map((_, i) => i).filter((i) => version[Math.floor(i / set.perRole)]! > 0);
      const family = running.length;
      const rule = ruleFor({ runs: 3, threshold: 2 / 3 }, thresholdAlpha(DEFAULT_COMPARE.alpha, family, family));
      const policyFor = comparisonPolicyFor(pooled, DEFAULT_COMPARE, { familySize: family });
      let fresh = 0;
      const results = running.map((i) => {
        const key = `${i}@${version[Math.floor(i / set.perRole)]}`;
        let stream = streams.get(key);
        if (!stream) streams.set(key, (stream = new Stream(rng)));
        const id = { name: `s${i}`, file: `s${i}.yaml`, line: 1, role: 'r', planned: 3, threshold: 2 / 3, contextHash: key, rule };
        const out = drive(stream, dayRates[i]!, policyFor({ scenario: { name: id.name, runs: 3 }, rule }), 3);
        fresh += out.fresh;
        return scenarioResult(id, out.runs, out.tally, 'sim');
      });
      const report = attachComparisons(buildReport({ scenarios: results, calls: 0, durationMs: 0, notes: [], version: 'sim', config: 'sim.yaml', startedAt: '2026-11-01T00:00:00Z' }), pooled, DEFAULT_COMPARE, { familySize: family });
      const isRed = report.scenarios.some((s) => s.verdict === 'fail') || regressions(report).length > 0;
      return { verdicts: `${isRed}:${report.scenarios.map((s) => `${s.verdict}/${s.comparison?.state ?? '-'}`).join(',')}`, fresh, isRed };
    };
    const now = evaluate();
    if (now.isRed) red++;
    last = { verdicts: now.verdicts, run: evaluate };
  }
  const again = last?.run();
  return { redAtLeastOnce: red > 0, redPushes: red, rerunSame: again?.verdicts === last?.verdicts, rerunFresh: again?.fresh ?? 0 };
}

export function pushRates(rng: Rng, set: PushSimSettings, prs: number): { redAtLeastOnce: number; redPerPush: number; rerunIdentical: number; rerunFreshSamples: number } {
  let redOnce = 0;
  let redPushes = 0;
  let same = 0;
  let fresh = 0;
  for (let i = 0; i < prs; i++) {
    const o = simulatePushes(rng, set);
    if (o.redAtLeastOnce) redOnce++;
    redPushes += o.redPushes;
    if (o.rerunSame) same++;
    fresh += o.rerunFresh;
  }
  return { redAtLeastOnce: redOnce / prs, redPerPush: redPushes / (prs * set.pushes), rerunIdentical: same / prs, rerunFreshSamples: fresh };
}
