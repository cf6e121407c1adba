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
import { extractJson, parseWholeJson } from './json.js';
import { evaluateExpectation, outputFeatures, type Outcome, type OutputFields, type OutputView } from './evaluate.js';
import type { Expectation } from './schema.js';

export interface RunEvaluation {
  pass: boolean;
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
  raw: { output: string; usage: Usage; latencyMs: number },
  role: { output: 'json' | 'text'; fields: OutputFields; json_strict?: boolean },
  judge: JudgeFn,
): Promise<RunEvaluation> {
  const view: OutputView = { text: raw.output, usage: raw.usage, latencyMs: raw.latencyMs, fields: role.fields };
  if (role.output === 'json') {
    if (role.json_strict) {
      const strict = parseWholeJson(raw.output);
      if (!strict.ok) return { pass: false, failures: [], error: `output is not JSON where the role requires JSON: json_strict: the whole output must be one JSON document (${strict.reason})`, features: {} };
    }
    const parsed = extractJson(raw.output);
    if (!parsed.ok) {
      return { pass: false, failures: [], error: `output is not JSON where the role requires JSON: ${parsed.reason}`, features: {} };
    }
    view.json = parsed.value;
  }
  const features = outputFeatures(view.json, role.fields);

  const failures: string[] = [];
  const judges: { rubric: string; provider: string | undefined }[] = [];
  for (const e of expectations) {
    if (e.kind === 'judge') {
      judges.push({ rubric: e.args.rubric, provider: e.args.provider });
      continue;
    }
    let outcome: Outcome;
    try {
      outcome = evaluateExpectation(e, view);
    } catch (err) {
      return { pass: false, failures, error: messageOf(err), features };
    }
    if (!outcome.pass) failures.push(outcome.message ?? `${e.kind}: failed`);
  }

  for (const j of judges) {
    if (failures.length > 0) break;
    let outcome: Outcome;
    try {
      outcome = await judge(j.rubric, j.provider, raw.output);
    } catch (err) {
      return { pass: false, failures, error: `judge: ${messageOf(err)}`, features };
    }
    if (!outcome.pass) failures.push(outcome.message ?? `judge: "${j.rubric}" not met`);
  }

  return { pass: failures.length === 0, failures, features };
}
