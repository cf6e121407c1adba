/**
 * Chains (DESIGN §3b): a run of several roles, each stage receiving a bounded handoff of the earlier
 * stages' answers. A chain run is one run for the statistics: it passes when every stage that ran met its
 * expectations and no decision was ambiguous; tokens, calls and latency add up over its stages.
 */
import type { ChatMessage, Usage } from '../providers/types.js';
import { runAgent, type AgentRequest, type AgentResult } from './loop.js';
import type { StopReason, TrajectoryStep } from './types.js';

/** The mark a cut handoff ends with, so that the receiving model (and a reader of `show`) sees the cut. */
export function cutMark(kept: number, total: number): string {
  return `\n[… handoff cut: the first ${kept} of ${total} characters]`;
}

/** One earlier answer cut at `maxChars`, its beginning kept, with a visible mark when cut (code points, never half a pair). */
export function cutHandoff(answer: string, maxChars: number): { text: string; cut: boolean } {
  const chars = Array.from(answer);
  if (chars.length <= maxChars) return { text: answer, cut: false };
  return { text: chars.slice(0, maxChars).join('') + cutMark(maxChars, chars.length), cut: true };
}

/** A stage's user message: the named stages' answers, each cut; headed by the stage's role when there are several. */
export function handoffMessage(from: readonly string[], answers: ReadonlyMap<string, string>, maxChars: number): { text: string; cut: boolean } {
  const parts = from.map((role) => ({ role, ...cutHandoff(answers.get(role) ?? '', maxChars) }));
  const cut = parts.some((p) => p.cut);
  if (parts.length === 1) return { text: parts[0]?.text ?? '', cut };
  return { text: parts.map((p) => `## ${p.role}\n${p.text}`).join('\n\n'), cut };
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function wordPattern(word: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(word)}(?![\\p{L}\\p{N}_])`, 'gu');
}

/** How much text around a decision word must also stand in the handoff for the word to count as repeated, not stated. */
const ECHO_CONTEXT = 24;

/**
 * Does the answer state `word` itself: some occurrence whose surroundings (ECHO_CONTEXT characters each side)
 * are not copied from the stage's request? A stage that repeats an earlier stage's "APPROVED" has not decided.
 */
function ownOccurrence(answer: string, word: string, request: string): boolean {
  for (const m of answer.matchAll(wordPattern(word))) {
    if (request === '') return true;
    const start = Math.max(0, m.index - ECHO_CONTEXT);
    const around = answer.slice(start, m.index + word.length + ECHO_CONTEXT);
    // Too little text around the word to tell (a one-word answer): it is the stage's own.
    if (around.length < word.length + ECHO_CONTEXT || !request.includes(around)) return true;
  }
  return false;
}

/**
 * Which decision an answer states: exactly one of the listed words (case-sensitive, as whole words) must
 * occur; none or several is ambiguous. Strict on purpose: a stage that hedges does not continue anyway.
 */
export function decisionOf(answer: string, decisions: readonly string[], request = ''): { decided: string } | { ambiguous: string } {
  const found = decisions.filter((d) => ownOccurrence(answer, d, request));
  // A longer decision that contains a shorter one ("NOT APPROVED" and "APPROVED") counts as the longer alone.
  const kept = found.filter((d) => !found.some((other) => other !== d && other.includes(d)));
  if (kept.length === 1 && kept[0] !== undefined) return { decided: kept[0] };
  const echoed = decisions.filter((d) => !found.includes(d) && wordPattern(d).test(answer));
  if (kept.length === 0 && echoed.length > 0) return { ambiguous: `ambiguous decision: the answer states ${echoed.join(' and ')} only where it repeats its handoff; it must state one of ${decisions.join(', ')} itself` };
  return { ambiguous: kept.length === 0 ? `ambiguous decision: the answer states none of ${decisions.join(', ')}` : `ambiguous decision: the answer states ${kept.join(' and ')}; it must state exactly one of ${decisions.join(', ')}` };
}

export interface StageEvaluation {
  pass: boolean;
  failures: string[];
  error?: string;
  outcomes: (boolean | undefined)[];
  /**
   * Whether the stage's expectations without an own threshold held (DESIGN §3b); absent: as `pass`. When
   * they held, the failures are own rules' alone: each is judged by its own gate, and the chain goes on.
   */
  mainPass?: boolean;
}

export interface StagePlan {
  role: string;
  /** The agent request of the stage, less its messages (the chain builds them). */
  request: Omit<AgentRequest, 'messages'>;
  /** Stages without a handoff: their rendered messages (the first stage's include the scenario's earlier turns). */
  messages?: ChatMessage[];
  handoff?: { from: string[]; maxChars: number };
  decision?: string[];
  when?: Record<string, string>;
  /** Judges the stage's own expectations. */
  evaluate(result: AgentResult): Promise<StageEvaluation>;
}

export interface StageResult {
  role: string;
  /** The stage's user message as sent (the handoff, cut and marked). */
  request: string;
  handoffCut: boolean;
  result: AgentResult;
  decision?: string;
  evaluation: StageEvaluation;
}

export interface ChainResult {
  stages: StageResult[];
  /** The stage after which the chain ended on a `when`, if it did. */
  endedBy?: string;
  output: string;
  usage: Usage;
  latencyMs: number;
  calls: number;
  trajectory: TrajectoryStep[];
  stop?: StopReason;
  cached: boolean;
  /** Why the chain failed whatever the last stage's expectations say (an ambiguous decision, a stage's failure). */
  failures: string[];
  /** The stages' own-rule failures: each fails its gate, not the chain's main pass, and ends nothing. */
  ownFailures: string[];
  error?: string;
}

export async function runChain(stages: readonly StagePlan[]): Promise<ChainResult> {
  const answers = new Map<string, string>();
  const decided = new Map<string, string>();
  const out: ChainResult = { stages: [], output: '', usage: { input_tokens: 0, output_tokens: 0 }, latencyMs: 0, calls: 0, trajectory: [], cached: true, failures: [], ownFailures: [] };
  for (const stage of stages) {
    const unmet = Object.entries(stage.when ?? {}).find(([name, want]) => decided.get(name) !== want);
    if (unmet !== undefined) {
      out.endedBy = `${stage.role} did not run: ${unmet[0]} decided ${decided.get(unmet[0]) ?? 'nothing'}, not ${unmet[1]}`;
      break;
    }
    const handoff = stage.handoff === undefined ? undefined : handoffMessage(stage.handoff.from, answers, stage.handoff.maxChars);
    const messages: ChatMessage[] = handoff === undefined ? (stage.messages ?? []) : [{ role: 'user', content: handoff.text }];
    const result = await runAgent({ ...stage.request, messages });
    const offset = out.calls;
    out.calls += result.calls;
    out.usage.input_tokens += result.usage.input_tokens;
    out.usage.output_tokens += result.usage.output_tokens;
    out.latencyMs += result.latencyMs;
    out.cached &&= result.cached;
    out.trajectory.push(...result.trajectory.map((s) => ({ ...s, step: s.step + offset })));
    out.output = result.output;
    if (result.stop === undefined) delete out.stop;
    else out.stop = result.stop;
    const last = messages[messages.length - 1];
    const stageResult: StageResult = { role: stage.role, request: last?.content ?? '', handoffCut: handoff?.cut ?? false, result, evaluation: { pass: false, failures: [], outcomes: [] } };
    out.stages.push(stageResult);
    if (result.error !== undefined) {
      out.error = `stage ${stage.role}: ${result.error}`;
      stageResult.evaluation = { pass: false, failures: [], error: result.error, outcomes: [] };
      return out;
    }
    answers.set(stage.role, result.output);
    const evaluation = await stage.evaluate(result);
    stageResult.evaluation = evaluation;
    if (evaluation.error !== undefined) {
      out.error = `stage ${stage.role}: ${evaluation.error}`;
      return out;
    }
    const mainHeld = evaluation.mainPass ?? evaluation.pass;
    const failures = [...(result.failure === undefined ? [] : [result.failure]), ...(mainHeld ? [] : evaluation.failures)];
    if (mainHeld) out.ownFailures.push(...evaluation.failures.map((f) => `stage ${stage.role}: ${f}`));
    if (stage.decision !== undefined) {
      const d = decisionOf(result.output, stage.decision, handoff?.text ?? '');
      if ('decided' in d) {
        decided.set(stage.role, d.decided);
        stageResult.decision = d.decided;
      } else failures.push(d.ambiguous);
    }
    out.failures.push(...failures.map((f) => `stage ${stage.role}: ${f}`));
    // Nothing continues anyway: a stage that failed (an ambiguous decision, a broken expectation, a tool it
    // does not have) ends the chain, so a later stage never acts on what it should not have received. An own
    // rule broken alone ends nothing: its gate counts it, and the later stages stay samples of theirs.
    if (failures.length > 0 || result.failure !== undefined) return out;
  }
  return out;
}
