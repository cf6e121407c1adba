/**
 * One run of one scenario: the agent loop (one call for a role without tools, src/agent/loop.ts) or a
 * chain of stages (src/agent/chain.ts), then its expectations. Never throws: a problem is the run's error.
 */
import { evaluateRun, type JudgeFn } from '../expectations/run.js';
import { judgeOutput } from '../expectations/judge.js';
import type { Price } from '../config/schema.js';
import { callCost } from '../providers/price.js';
import type { ChatMessage, Provider, ProviderRequest } from '../providers/types.js';
import type { RunResult, StageReport } from '../report/types.js';
import { errorRun } from '../runner/sample.js';
import { detached } from '../runner/detach.js';
import { keptString, keptTokens, NO_FAILURES, NO_FEATURES } from '../runner/kept.js';
import type { PreparedScenario } from './prepare.js';
import { cutEnd } from '../format/excerpt.js';
import { runAgent, type AgentRequest, type AgentResult } from '../agent/loop.js';
import { runChain, type StagePlan } from '../agent/chain.js';
import { buildWorld, overlayWorld, type World } from '../agent/world.js';
import { DEFAULT_MAX_STEPS } from '../agent/types.js';
import { keptTrajectory } from '../agent/kept.js';
import type { Expectation } from '../expectations/schema.js';
import { heldString } from '../runner/expectation-counts.js';

/**
 * The report keeps this much of a failing or erroring run's output (the comment shows one), and much
 * less of a passing run's: memory and the report grow with every run kept (issue 12).
 */
export const FAILED_OUTPUT_KEEP_CHARS = 4000;
export const PASSED_OUTPUT_KEEP_CHARS = 500;

type Evaluation = Awaited<ReturnType<typeof evaluateRun>>;

/** The request of one role's loop, less its messages. */
function agentRequest(p: PreparedScenario, provider: Provider, world: World | undefined, worldRaw: Record<string, unknown> | undefined, execAgent: boolean, meta: ProviderRequest['meta'], seed: number | undefined): Omit<AgentRequest, 'messages'> {
  return {
    provider,
    system: p.system,
    ...(p.tools === undefined ? {} : { tools: p.tools }),
    ...(world === undefined ? {} : { world }),
    // Only an exec agent, which runs its own loop, receives the world; a model never sees it.
    ...(execAgent && worldRaw !== undefined ? { worldRaw } : {}),
    maxSteps: p.role.max_steps ?? DEFAULT_MAX_STEPS,
    ...(seed === undefined ? {} : { seed }),
    meta,
  };
}

/** Which providers are exec agents (they alone receive the world: they run their own loop). */
export function isExecProvider(loaded: { config: { providers: Record<string, { type: string }> } }): (providerName: string) => boolean {
  return (name) => Object.hasOwn(loaded.config.providers, name) && loaded.config.providers[name]?.type === 'exec';
}

/** `price`: the scenario's provider's price, when it has one (the run's cost; a cached answer costs nothing). */
export function makeExecutor(p: PreparedScenario, providers: Map<string, Provider>, seed: number | undefined, price?: Price, isExec: (providerName: string) => boolean = () => false) {
  const meta = (run: number) => ({ role: p.scenario.role, scenario: p.scenario.name, run, context: p.scenario.context });
  // Rendered once for the scenario's runs, and let go with this executor when the scenario is done.
  const messages: ChatMessage[] = [...(p.scenario.messages ?? []), ...(p.stages === undefined ? p.messages : [])];
  const world = p.scenario.world === undefined ? undefined : buildWorld(p.scenario.world);
  const judgeFor = (index: number, defaultProvider: string): JudgeFn => async (rubric, providerName, output) => {
    const judgeProvider = providers.get(providerName ?? defaultProvider);
    if (!judgeProvider) throw new Error(`judge provider '${providerName ?? defaultProvider}' is not available`);
    // The judge sees only the output and the rubric: no scenario context travels with its call.
    return judgeOutput(rubric, output, judgeProvider, { scenario: p.scenario.name, run: index, ...(seed === undefined ? {} : { seed: seed + index }) });
  };
  const evaluate = (expect: Expectation[], q: PreparedScenario, res: AgentResult, index: number): Promise<Evaluation> =>
    evaluateRun(expect, { ...res, ...(q.tools === undefined ? {} : { tools: q.tools }) }, { output: q.role.output, fields: q.role.fields, json_strict: q.role.json_strict }, judgeFor(index, q.role.provider), { skipJudges: res.failure !== undefined });

  return async (index: number): Promise<RunResult> => {
    // Each run gets its own seed, so that N runs are N samples, and a rerun with --seed repeats them.
    const runSeed = seed === undefined ? undefined : seed + index;
    try {
      if (p.stages !== undefined) return await chainRun(p, p.stages, providers, world, messages, meta(index), runSeed, index, evaluate, isExec, price);
      const provider = providers.get(p.role.provider);
      if (!provider) return errorRun(index, new Error(`provider '${p.role.provider}' is not available`));
      const res = await runAgent({ ...agentRequest(p, provider, world, p.scenario.world, isExec(p.role.provider), meta(index), runSeed), messages });
      if (res.error !== undefined) return { ...errorRun(index, new Error(res.error)), ...agentFields(res, false, p.tools !== undefined) };
      const ev = await evaluate(p.scenario.expect, p, res, index);
      return runResult(index, p.scenario.expect, res, ev, res.failure === undefined ? [] : [res.failure], p.tools !== undefined, price);
    } catch (err) {
      return errorRun(index, err);
    }
  };
}

/** The agent's part of a run's report entry. */
function agentFields(res: { calls: number; trajectory: AgentResult['trajectory']; stop?: AgentResult['stop'] }, passed: boolean, hasTools: boolean): Partial<RunResult> {
  return {
    ...(res.calls > 1 ? { steps: res.calls } : {}),
    ...(res.stop === undefined || res.stop === 'end' || res.stop === 'tool_calls' ? {} : { stop: res.stop }),
    ...(res.trajectory.length === 0 ? {} : { trajectory: keptTrajectory(res.trajectory, passed) }),
    ...(hasTools || res.trajectory.length > 0 ? { toolCalls: res.trajectory.length } : {}),
  };
}

/** A chain's stages' own rules in a run (DESIGN §3b): their failures, and each rule's outcome in gate order (null: its stage did not run). */
interface StageGates {
  failures: string[];
  outcomes: (boolean | null)[];
}

function runResult(
  index: number,
  expect: readonly Expectation[],
  res: { output: string; usage: AgentResult['usage']; latencyMs: number; cached: boolean; calls: number; trajectory: AgentResult['trajectory']; stop?: AgentResult['stop'] },
  ev: Evaluation,
  extraFailures: string[],
  hasTools: boolean,
  price: Price | undefined,
  stageGates: StageGates = { failures: [], outcomes: [] },
): RunResult {
  const failures = [...extraFailures, ...stageGates.failures, ...ev.failures];
  const pass = ev.error === undefined && ev.pass && extraFailures.length === 0 && stageGates.failures.length === 0;
  // Every string kept is detached from the output it was cut from (src/runner/detach.ts).
  const features = ev.features.risk !== undefined ? { ...ev.features, risk: keptString(ev.features.risk) } : ev.features.decomposes === undefined ? NO_FEATURES : ev.features;
  const run: RunResult = {
    index,
    pass,
    tokens: keptTokens(res.usage.input_tokens, res.usage.output_tokens),
    latencyMs: Math.round(res.latencyMs),
    failures: failures.length === 0 ? NO_FAILURES : failures.map(keptString),
    features,
    output: keptString(cutEnd(res.output, pass ? PASSED_OUTPUT_KEEP_CHARS : FAILED_OUTPUT_KEEP_CHARS)),
    ...agentFields(res, pass, hasTools),
  };
  // Own-rule expectations (DESIGN §3b): the scenario's test counts the others; each own rule counts itself,
  // the scenario's first and then its stages' (src/scenarios/own-rules.ts).
  if (expect.some((e) => e.own !== undefined) || stageGates.outcomes.length > 0) {
    run.gates = [...expect.flatMap((e, i) => (e.own === undefined ? [] : [ev.outcomes[i] ?? null])), ...stageGates.outcomes];
    run.mainPass = ev.error === undefined && extraFailures.length === 0 && expect.every((e, i) => e.own !== undefined || ev.outcomes[i] !== false);
  }
  // Each of the scenario's own expectations, for its pass count (issue 31 item 3); an errored run counts for none.
  if (ev.error === undefined && expect.length > 0) run.held = heldString(ev.outcomes);
  if (ev.error !== undefined) run.error = detached(ev.error);
  if (res.cached) run.cached = true;
  else if (price) run.cost = callCost(res.usage, price);
  return run;
}

async function chainRun(
  p: PreparedScenario,
  stages: PreparedScenario[],
  providers: Map<string, Provider>,
  world: World | undefined,
  firstMessages: ChatMessage[],
  meta: ProviderRequest['meta'],
  seed: number | undefined,
  index: number,
  evaluate: (expect: Expectation[], q: PreparedScenario, res: AgentResult, index: number) => Promise<Evaluation>,
  isExec: (providerName: string) => boolean,
  price: Price | undefined,
): Promise<RunResult> {
  const chain = p.scenario.chain ?? [];
  const plans: StagePlan[] = [];
  for (const [i, stage] of chain.entries()) {
    const q = stages[i];
    const provider = q === undefined ? undefined : providers.get(q.role.provider);
    if (q === undefined || provider === undefined) return errorRun(index, new Error(`stage ${stage.role}: provider '${q?.role.provider ?? '?'}' is not available`));
    const stageWorldRaw = stage.world === undefined ? p.scenario.world : { ...p.scenario.world, ...stage.world };
    const stageWorld = overlayWorld(world, stage.world === undefined ? undefined : buildWorld(stage.world));
    plans.push({
      role: stage.role,
      request: agentRequest(q, provider, stageWorld, stageWorldRaw, isExec(q.role.provider), { ...meta, role: stage.role }, seed),
      ...(stage.handoff === undefined ? { messages: i === 0 ? firstMessages.concat(q.messages) : q.messages } : { handoff: stage.handoff }),
      ...(stage.decision === undefined ? {} : { decision: stage.decision }),
      ...(stage.when === undefined ? {} : { when: stage.when }),
      evaluate: async (res) => {
        const ev = await evaluate(stage.expect, q, res, index);
        if (!stage.expect.some((e) => e.own !== undefined)) return ev;
        // The stage's expectations without an own threshold: they alone decide whether the chain goes on.
        return { ...ev, mainPass: ev.error === undefined && stage.expect.every((e, k) => e.own !== undefined || ev.outcomes[k] === true) };
      },
    });
  }
  const result = await runChain(plans);
  const stageReports: StageReport[] = result.stages.map((s) => ({
    role: s.role,
    request: keptString(cutEnd(s.request, FAILED_OUTPUT_KEEP_CHARS)),
    output: keptString(cutEnd(s.result.output, s.evaluation.pass ? PASSED_OUTPUT_KEEP_CHARS : FAILED_OUTPUT_KEEP_CHARS)),
    pass: s.evaluation.pass && s.evaluation.error === undefined && s.result.failure === undefined,
    failures: [...(s.result.failure === undefined ? [] : [s.result.failure]), ...s.evaluation.failures].map(keptString),
    ...(s.decision === undefined ? {} : { decision: s.decision }),
    steps: s.result.calls,
    tokens: keptTokens(s.result.usage.input_tokens, s.result.usage.output_tokens),
    ...(s.result.trajectory.length === 0 ? {} : { trajectory: keptTrajectory(s.result.trajectory, s.evaluation.pass) }),
    ...(s.evaluation.error === undefined ? {} : { error: detached(s.evaluation.error) }),
  }));
  const hasTools = stages.some((q) => q.tools !== undefined);
  if (result.error !== undefined) return { ...errorRun(index, new Error(result.error)), stages: stageReports, ...agentFields(result, false, hasTools) };
  const last = stages[result.stages.length - 1] ?? p;
  // The scenario's own expect judges the chain's final answer and every call of every stage.
  const ev = await evaluate(p.scenario.expect, last, { ...result, failure: result.failures[0], messages: [] } as AgentResult, index);
  // Each stage's own rules, in gate order: a stage that did not run gives null (its gate reads it as no sample).
  const outcomes = chain.flatMap((stage) => {
    const ran = result.stages.find((s) => s.role === stage.role);
    return stage.expect.flatMap((e, k) => (e.own === undefined ? [] : [ran?.evaluation.outcomes[k] ?? null]));
  });
  return { ...runResult(index, p.scenario.expect, result, ev, result.failures, hasTools, price, { failures: result.ownFailures, outcomes }), stages: stageReports };
}
