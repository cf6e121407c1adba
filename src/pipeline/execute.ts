/** One run of one scenario: the model call, then its expectations. Never throws: a problem is the run's error. */
import { evaluateRun } from '../expectations/run.js';
import { judgeOutput } from '../expectations/judge.js';
import type { Price } from '../config/schema.js';
import { callCost } from '../providers/price.js';
import type { Provider } from '../providers/types.js';
import type { RunResult } from '../report/types.js';
import { errorRun } from '../runner/sample.js';
import { detached } from '../runner/detach.js';
import { keptString, keptTokens, NO_FAILURES, NO_FEATURES } from '../runner/kept.js';
import type { PreparedScenario } from './prepare.js';
import { cutEnd } from '../format/excerpt.js';

/**
 * The report keeps this much of a failing or erroring run's output (the comment shows one), and much
 * less of a passing run's: memory and the report grow with every run kept (issue 12).
 */
export const FAILED_OUTPUT_KEEP_CHARS = 4000;
export const PASSED_OUTPUT_KEEP_CHARS = 500;

/** `price`: the scenario's provider's price, when it has one (the run's cost; a cached answer costs nothing). */
export function makeExecutor(p: PreparedScenario, providers: Map<string, Provider>, seed: number | undefined, price?: Price) {
  const provider = providers.get(p.role.provider);
  const meta = (run: number) => ({ role: p.scenario.role, scenario: p.scenario.name, run, context: p.scenario.context });
  // Rendered once for the scenario's runs, and let go with this executor when the scenario is done.
  const messages = p.messages;
  return async (index: number): Promise<RunResult> => {
    if (!provider) return errorRun(index, new Error(`provider '${p.role.provider}' is not available`));
    try {
      const res = await provider.complete({
        system: p.system,
        messages,
        // Each run gets its own seed, so that N runs are N samples, and a rerun with --seed repeats them.
        ...(seed === undefined ? {} : { seed: seed + index }),
        meta: meta(index),
      });
      const judge = async (rubric: string, providerName: string | undefined, output: string) => {
        const judgeProvider = providers.get(providerName ?? p.role.provider);
        if (!judgeProvider) throw new Error(`judge provider '${providerName ?? p.role.provider}' is not available`);
        // The judge sees only the output and the rubric: no scenario context travels with its call.
        return judgeOutput(rubric, output, judgeProvider, { scenario: p.scenario.name, run: index, ...(seed === undefined ? {} : { seed: seed + index }) });
      };
      const ev = await evaluateRun(p.scenario.expect, res, { output: p.role.output, fields: p.role.fields, json_strict: p.role.json_strict }, judge);
      // Every string kept is detached from the output it was cut from (src/runner/detach.ts).
      const features = ev.features.risk !== undefined ? { ...ev.features, risk: keptString(ev.features.risk) } : ev.features.decomposes === undefined ? NO_FEATURES : ev.features;
      const run: RunResult = {
        index,
        pass: ev.error === undefined && ev.pass,
        tokens: keptTokens(res.usage.input_tokens, res.usage.output_tokens),
        latencyMs: Math.round(res.latencyMs),
        failures: ev.failures.length === 0 ? NO_FAILURES : ev.failures.map(keptString),
        features,
        output: keptString(cutEnd(res.output, ev.error === undefined && ev.pass ? PASSED_OUTPUT_KEEP_CHARS : FAILED_OUTPUT_KEEP_CHARS)),
      };
      if (ev.error !== undefined) run.error = detached(ev.error);
      if (res.cached === true) run.cached = true;
      else if (price) run.cost = callCost(res.usage, price);
      return run;
    } catch (err) {
      return errorRun(index, err);
    }
  };
}
