/**
 * The high-stakes plan (issue "The rest of the lifecycle", item 1): what phase 2 will run — per affected
 * scenario N × runs_factor and the compare cap — and what it is estimated to cost, rendered for the
 * sticky comment. Pure: the action (src/action/high-stakes.ts) gathers the inputs.
 *
 * Estimates, per scenario:
 *  - calls: the planned N, or the compare cap when the scenario has a baseline to keep sampling against
 *    (an upper bound: sampling stops early once the verdict is decided), times 1 + its judge expectations;
 *  - tokens per run: the mean of its latest history record when there is one, otherwise the prompt's
 *    tokens from the manifest (the role's system and template files plus the scenario's context);
 *  - cost: with the role's provider `price`, the prompt tokens at the input price and the rest of the
 *    history mean at the output price; absent when the provider has no price.
 *  Judge calls count in the calls; their tokens and cost are not estimated (the rendering says so).
 */
import { z } from 'zod';
import type { Price } from '../config/schema.js';
import { codeSpan, markdownInline } from '../report/escape.js';
import type { HighStakesScore } from './score.js';

export interface PlanScenarioInput {
  name: string;
  role: string;
  /** The scenario's N before the factor (the `runs` input already applied). */
  runs: number;
  /** How many `judge` expectations each run calls. */
  judges: number;
  /** Tokens of the prompt the model receives (manifest: system + template files, plus the context). */
  promptTokens: number;
  /** The mean tokens per run in the scenario's latest history record, when history holds it. */
  historyMeanTokens?: number;
  /** Whether the scenario has a baseline: it then samples up to the compare cap. */
  hasBaseline: boolean;
  /** The role's provider price, per million tokens. */
  price?: Price;
}

export interface PlannedScenario {
  name: string;
  role: string;
  runs: number;
  /** ⌈runs × runs_factor⌉: phase 2's N. */
  plannedRuns: number;
  /** max(compare.max_runs, plannedRuns): the most runs a comparison with the baseline may take. */
  compareCap: number;
  hasBaseline: boolean;
  /** Model calls at most (runs and judges). */
  calls: number;
  /** Judge calls among them (not in tokens or cost). */
  judgeCalls: number;
  tokensPerRun: number;
  tokensFrom: 'history' | 'manifest';
  tokens: number;
  cost?: number;
}

export interface HighStakesPlan {
  runsFactor: number;
  scenarios: PlannedScenario[];
  calls: number;
  tokens: number;
  /** Present when every scenario's provider is priced. */
  cost?: number;
}

export function buildPlan(scenarios: readonly PlanScenarioInput[], settings: { runsFactor: number; compareMaxRuns: number }): HighStakesPlan {
  const planned = scenarios.map((s): PlannedScenario => {
    const plannedRuns = Math.ceil(s.runs * settings.runsFactor - 1e-9);
    const compareCap = Math.max(settings.compareMaxRuns, plannedRuns);
    const runCalls = s.hasBaseline ? compareCap : plannedRuns;
    const fromHistory = s.historyMeanTokens !== undefined && s.historyMeanTokens > 0;
    const tokensPerRun = Math.round(fromHistory ? (s.historyMeanTokens ?? 0) : s.promptTokens);
    const result: PlannedScenario = {
      name: s.name,
      role: s.role,
      runs: s.runs,
      plannedRuns,
      compareCap,
      hasBaseline: s.hasBaseline,
      calls: runCalls * (1 + s.judges),
      judgeCalls: runCalls * s.judges,
      tokensPerRun,
      tokensFrom: fromHistory ? 'history' : 'manifest',
      tokens: runCalls * tokensPerRun,
    };
    if (s.price) {
      const input = Math.min(s.promptTokens, tokensPerRun);
      const output = tokensPerRun - input;
      result.cost = (runCalls * (input * s.price.input_per_mtok + output * s.price.output_per_mtok)) / 1_000_000;
    }
    return result;
  });
  const plan: HighStakesPlan = {
    runsFactor: settings.runsFactor,
    scenarios: planned,
    calls: planned.reduce((n, s) => n + s.calls, 0),
    tokens: planned.reduce((n, s) => n + s.tokens, 0),
  };
  if (planned.length > 0 && planned.every((s) => s.cost !== undefined)) plan.cost = planned.reduce((n, s) => n + (s.cost ?? 0), 0);
  return plan;
}

/** Where the plan stands: awaiting the label, approved by it, or running at once (no approval required). */
export type PlanState = 'awaiting' | 'approved' | 'running';

/** The hidden line that binds a plan to the head SHA it was shown for, and carries the last run's verdict. */
export interface HighStakesMarker {
  state: PlanState | 'none';
  sha: string;
  /** The verdict of the latest run that ran scenarios on this PR; 'none' before the first. */
  verdict: 'pass' | 'fail' | 'error' | 'skipped' | 'none';
}

const MARKER = /^<!-- context-eval:high-stakes state=(\w+) sha=([0-9a-f]{7,64}) verdict=(\w+) -->$/;
const MarkerSchema = z.object({
  state: z.enum(['awaiting', 'approved', 'running', 'none']),
  sha: z.string(),
  verdict: z.enum(['pass', 'fail', 'error', 'skipped', 'none']),
});

export function renderMarker(m: HighStakesMarker): string {
  if (!/^[0-9a-f]{7,64}$/.test(m.sha)) throw new Error(`high-stakes marker: the head SHA ${JSON.stringify(m.sha)} is not hex`);
  return `<!-- context-eval:high-stakes state=${m.state} sha=${m.sha} verdict=${m.verdict} -->`;
}

/**
 * The marker of a sticky comment body, read only where we write it: the first line after the comment's
 * two hidden lines, its optional baseline pin line and an optional "No context file changed" note, so text further down (the report,
 * which quotes model output) cannot forge it.
 */
export function parseMarker(commentBody: string): HighStakesMarker | undefined {
  const lines = commentBody.replace(/\r\n/g, '\n').split('\n').slice(2);
  // The baseline pin's hidden line (src/github/comment.ts), when there is one, comes before the note.
  let i = lines[0]?.startsWith('<!-- context-eval:baseline ') ? 1 : 0;
  if (lines[i]?.startsWith('> No context file changed in ')) i += lines[i + 1] === '' ? 2 : 1;
  const m = MARKER.exec(lines[i] ?? '');
  const parsed = MarkerSchema.safeParse({ state: m?.[1], sha: m?.[2], verdict: m?.[3] });
  return parsed.success ? parsed.data : undefined;
}

const MAX_ROWS = 40;

function formatTokens(n: number): string {
  return n >= 10_000 ? `${(n / 1000).toFixed(0)}k` : String(n);
}

function formatCost(cost: number): string {
  return cost < 0.01 ? `$${cost.toFixed(4)}` : `$${cost.toFixed(2)}`;
}

export interface PlanView {
  score: HighStakesScore;
  plan: HighStakesPlan;
  state: PlanState;
  sha: string;
  /** The `require_approval` label. */
  label?: string;
  /** The label was already on the PR when this plan (for a new commit) was shown. */
  labelAlreadyThere?: boolean;
  /** Why an approval did not hold (the plan on display was for another commit). */
  approvalNote?: string;
}

function statusLine(v: PlanView): string {
  const sha = codeSpan(v.sha.slice(0, 7));
  const label = v.label === undefined ? '' : codeSpan(v.label);
  switch (v.state) {
    case 'awaiting': {
      const again = v.labelAlreadyThere
        ? ` The label is already on this pull request from an earlier commit: an approval holds for the commit it was given on, so remove ${label} and add it again.`
        : '';
      return `⏸️ **Awaiting approval.** No model was called. To approve this plan for ${sha}, add the label ${label} to this pull request.${again} A new push shows a new plan that needs its own approval.`;
    }
    case 'approved':
      return `✅ **Approved** with the label ${label} for ${sha}: the results below ran the planned N.`;
    case 'running':
      return `▶️ **Running the planned N now** (no approval required: \`high_stakes.require_approval\` is not set).`;
  }
}

/** The plan as Markdown: the score and its signals, one row per scenario, the totals, and how to approve. */
export function renderPlan(v: PlanView): string {
  const { plan, score } = v;
  const out: string[] = [];
  // The commit the plan is for, visibly (issue 30, item 1): an approval holds for this SHA only.
  out.push(`### ⚠️ High-stakes change: the plan for ${codeSpan(v.sha.slice(0, 7))}`);
  out.push('');
  out.push(`High-stakes ${markdownInline(score.reason)}.`);
  if (v.approvalNote !== undefined) out.push('', `> ${markdownInline(v.approvalNote)}`);
  out.push('');
  if (plan.scenarios.length === 0) {
    out.push('No scenario is affected: nothing would run.');
  } else {
    const priced = plan.cost !== undefined;
    out.push(`| scenario | role | N | planned N (×${plan.runsFactor}) | compare cap | calls (at most) | tokens per run | tokens${priced ? ' | cost' : ''} |`);
    out.push(`|---|---|---:|---:|---:|---:|---:|---:|${priced ? '---:|' : ''}`);
    for (const s of plan.scenarios.slice(0, MAX_ROWS)) {
      const cap = s.hasBaseline ? String(s.compareCap) : `${s.compareCap} (no baseline yet)`;
      const per = `${formatTokens(s.tokensPerRun)} (${s.tokensFrom})`;
      out.push(`| ${markdownInline(s.name)} | ${markdownInline(s.role)} | ${s.runs} | ${s.plannedRuns} | ${cap} | ${s.calls} | ${per} | ${formatTokens(s.tokens)}${priced ? ` | ${formatCost(s.cost ?? 0)}` : ''} |`);
    }
    if (plan.scenarios.length > MAX_ROWS) out.push(`| … ${plan.scenarios.length - MAX_ROWS} more | | | | | | | |${priced ? ' |' : ''}`);
    out.push('');
    const cost = plan.cost === undefined ? 'cost not estimated (no `price` on the providers in use)' : `about ${formatCost(plan.cost)}`;
    const judgeCalls = plan.scenarios.reduce((n, s) => n + s.judgeCalls, 0);
    const judges = judgeCalls > 0 ? ` (the ${judgeCalls} judge calls among them are not in the tokens and cost)` : '';
    out.push(`**Estimate:** ${plan.scenarios.length} scenario${plan.scenarios.length === 1 ? '' : 's'}, at most ${plan.calls} model call${plan.calls === 1 ? '' : 's'}, about ${formatTokens(plan.tokens)} tokens, ${cost}${judges}.`);
  }
  out.push('');
  out.push(statusLine(v));
  return out.join('\n');
}
