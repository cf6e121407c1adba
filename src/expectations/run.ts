/**
 * Judges one run: all of a scenario's expectations against one output.
 *
 * - A role whose output is json must produce JSON; when none can be extracted the run is an **error**, not a failure.
 * - Every non-judge expectation is checked, so the failure list is complete.
 * - `judge` expectations cost a model call each, so they run (in order) only while the run is still passing:
 *   once anything has failed, the remaining judges are skipped and are not listed as failures.
 * - A judge call that throws (network, unparsable verdict, …) makes the run an error. So does a broken
 *   expectation (invalid regex, path or schema), whose message names the scenario file and line.
 */
import type { Usage } from '../providers/types.js';
import type { StopReason, ToolSpec, TrajectoryStep } from '../agent/types.js';
import { extractJson, parseWholeJson } from './json.js';
import { evaluateExpectation, outputFeatures, type Outcome, type OutputFields, type OutputView } from './evaluate.js';
import type { Expectation } from './schema.js';

export interface RunEvaluation {
  /** Every expectation held. */
  pass: boolean;
  /**
   * Per expectation, in the list's order: held (true), broken (false), or not evaluated (undefined: a
   * judge skipped because the run had already failed). Own-rule expectations (DESIGN §3b) are read from it.
   */
  outcomes: (boolean | undefined)[];
  /** One line per failed expectation, in the scenario's order (judges last). */
  failures: string[];
  /** Set when the run could not be evaluated; then `pass` is false and the run counts as an error. */
  error?: string;
  /** For history: what the output says about the plan. */
  features: { decomposes?: boolean; risk?: string };
}

export type JudgeFn = (rubric: string, providerName: string | undefined, output: string) => Promise<Outcome>;

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export async function evaluateRun(
  expectations: Expectation[],
  raw: { output: string; usage: Usage; latencyMs: number; trajectory?: readonly TrajectoryStep[]; tools?: readonly ToolSpec[]; stop?: StopReason },
  role: { output: 'json' | 'text'; fields: OutputFields; json_strict?: boolean },
  judge: JudgeFn,
  opts: { skipJudges?: boolean } = {},
): Promise<RunEvaluation> {
  const view: OutputView = { text: raw.output, usage: raw.usage, latencyMs: raw.latencyMs, fields: role.fields, ...(raw.trajectory === undefined ? {} : { trajectory: raw.trajectory }), ...(raw.tools === undefined ? {} : { tools: raw.tools }) };
  const outcomes: (boolean | undefined)[] = expectations.map(() => undefined);
  const cut = raw.stop === 'length';
  if (role.output === 'json') {
    if (role.json_strict) {
      const strict = parseWholeJson(raw.output);
      if (!strict.ok) return { pass: false, outcomes, failures: [], error: `output is not JSON where the role requires JSON: json_strict: the whole output must be one JSON document (${strict.reason})`, features: {} };
    }
    const parsed = extractJson(raw.output);
    if (!parsed.ok) {
      // A cut answer's JSON is incomplete because the provider stopped it: a failure of this run, said as such.
      if (cut) return { pass: false, outcomes, failures: [`${CUT}: the JSON the role requires is incomplete (${parsed.reason}); raise the provider's max_tokens or ask for a shorter answer`], features: {} };
      return { pass: false, outcomes, failures: [], error: `output is not JSON where the role requires JSON: ${parsed.reason}`, features: {} };
    }
    view.json = parsed.value;
  }
  const features = outputFeatures(view.json, role.fields);

  const failures: string[] = [];
  // Judges run only while the expectations the scenario's own threshold counts still hold; an own-rule
  // expectation that failed is judged by its own test and does not spend the judges' calls.
  // A run that already failed (a loop that did not finish) spends no judge call either.
  let mainFailed = opts.skipJudges === true;
  const judges: { index: number; rubric: string; provider: string | undefined }[] = [];
  for (const [index, e] of expectations.entries()) {
    if (e.kind === 'judge') {
      judges.push({ index, rubric: e.args.rubric, provider: e.args.provider });
      continue;
    }
    let outcome: Outcome;
    try {
      outcome = evaluateExpectation(e, view);
    } catch (err) {
      return { pass: false, outcomes, failures, error: messageOf(err), features };
    }
    outcomes[index] = outcome.pass;
    if (!outcome.pass) {
      failures.push(outcome.message ?? `${e.kind}: failed`);
      if (e.own === undefined) mainFailed = true;
    }
  }

  for (const j of judges) {
    if (mainFailed) break;
    let outcome: Outcome;
    try {
      outcome = await judge(j.rubric, j.provider, raw.output);
    } catch (err) {
      return { pass: false, outcomes, failures, error: `judge: ${messageOf(err)}`, features };
    }
    outcomes[j.index] = outcome.pass;
    if (!outcome.pass) {
      failures.push(outcome.message ?? `judge: "${j.rubric}" not met`);
      if (expectations[j.index]?.own === undefined) mainFailed = true;
    }
  }

  // An expectation broken by a cut answer is judged as cut, not as a plain mismatch (issue 30 item 5).
  return { pass: failures.length === 0, outcomes, failures: cut ? failures.map((f) => `${CUT}: ${f}`) : failures, features };
}

/** How a failure on an answer the provider cut (finish_reason length, stop_reason max_tokens) begins. */
export const CUT = 'cut at max_tokens';
