/**
 * The agent loop (DESIGN §3b), the one place it lives: the model is called, each tool call it makes is
 * answered from the scenario's frozen world, and the model is called again, until it answers without a
 * call or `max_steps` model calls are spent. Providers only translate one turn (src/providers/); an exec
 * agent runs its own loop and returns its trajectory, which ends this one at once.
 *
 * A role without tools makes exactly one call with the request it always made.
 */
import type { ChatMessage, Provider, ProviderRequest, Usage } from '../providers/types.js';
import type { StopReason, ToolCall, ToolSpec, TrajectoryStep } from './types.js';
import { answerCall, showArgs, type World } from './world.js';

export interface AgentRequest {
  provider: Provider;
  system: string;
  /** Earlier turns and the rendered user message. */
  messages: ChatMessage[];
  tools?: readonly ToolSpec[];
  world?: World;
  /** The world as written, for an exec agent. */
  worldRaw?: Record<string, unknown>;
  maxSteps: number;
  seed?: number;
  meta: ProviderRequest['meta'];
}

export interface AgentResult {
  /** The final answer's text (the last turn's, when the run stopped early). */
  output: string;
  usage: Usage;
  /** Summed over the model calls. */
  latencyMs: number;
  /** Model calls made. */
  calls: number;
  trajectory: TrajectoryStep[];
  stop?: StopReason;
  /** Every call answered from the response cache. */
  cached: boolean;
  /** The run fails whatever its expectations say: a tool the role does not offer, or no answer within max_steps. */
  failure?: string;
  /** The run could not be evaluated: a call the world cannot answer. */
  error?: string;
  /** The conversation as it ended (for `show`). */
  messages: ChatMessage[];
}

/** Tool results in the conversation are cut here: a world answer is data, but not an unbounded one. */
export const MAX_RESULT_CHARS = 100_000;

function offered(tools: readonly ToolSpec[] | undefined, name: string): boolean {
  return tools?.some((t) => t.name === name) ?? false;
}

function unknownTool(call: Pick<ToolCall, 'name' | 'args'>, step: number, tools: readonly ToolSpec[] | undefined): string {
  const names = (tools ?? []).map((t) => t.name);
  return `called ${call.name} ${showArgs(call.args)} at step ${step}, a tool the role does not offer (${names.length === 0 ? 'it offers none' : `it offers ${names.join(', ')}`})`;
}

export async function runAgent(req: AgentRequest): Promise<AgentResult> {
  const messages = [...req.messages];
  const trajectory: TrajectoryStep[] = [];
  const usage: Usage = { input_tokens: 0, output_tokens: 0 };
  let latencyMs = 0;
  let calls = 0;
  let cached = true;
  const tools = req.tools !== undefined && req.tools.length > 0 ? [...req.tools] : undefined;
  const done = (output: string, stop: StopReason | undefined, extra: Partial<AgentResult> = {}): AgentResult => ({
    output,
    usage,
    latencyMs,
    calls,
    trajectory,
    ...(stop === undefined ? {} : { stop }),
    cached: cached && calls > 0,
    messages,
    ...extra,
  });
  for (;;) {
    const response = await req.provider.complete({
      system: req.system,
      messages: [...messages],
      ...(tools === undefined ? {} : { tools }),
      ...(req.worldRaw === undefined ? {} : { world: req.worldRaw }),
      ...(req.seed === undefined ? {} : { seed: req.seed }),
      meta: req.meta,
    });
    calls++;
    usage.input_tokens += response.usage.input_tokens;
    usage.output_tokens += response.usage.output_tokens;
    latencyMs += response.latencyMs;
    if (response.cached !== true) cached = false;
    const step = calls;
    if (response.trajectory !== undefined) {
      // An exec agent ran its own loop: its calls are judged as they are, against the role's tools when it has some.
      trajectory.push(...response.trajectory);
      const stranger = tools === undefined ? undefined : response.trajectory.find((s) => !offered(tools, s.tool));
      messages.push({ role: 'assistant', content: response.output });
      return done(response.output, response.stop, stranger === undefined ? {} : { failure: unknownTool({ name: stranger.tool, args: stranger.args }, stranger.step, tools) });
    }
    const toolCalls = response.toolCalls ?? [];
    messages.push(toolCalls.length === 0 ? { role: 'assistant', content: response.output } : { role: 'assistant', content: response.output, toolCalls });
    if (toolCalls.length === 0) return done(response.output, response.stop);
    for (const call of toolCalls) {
      if (!offered(tools, call.name)) {
        trajectory.push({ step, tool: call.name, args: call.args });
        return done(response.output, response.stop, { failure: unknownTool(call, step, tools) });
      }
    }
    if (calls >= req.maxSteps) {
      for (const call of toolCalls) trajectory.push({ step, tool: call.name, args: call.args });
      return done(response.output, response.stop, { failure: `did not finish in ${req.maxSteps} step${req.maxSteps === 1 ? '' : 's'} (the last turn still called ${toolCalls.map((c) => c.name).join(', ')})` });
    }
    for (const call of toolCalls) {
      const answer = answerCall(req.world, call);
      if (!answer.ok) {
        trajectory.push({ step, tool: call.name, args: call.args });
        return done(response.output, response.stop, { error: answer.message });
      }
      const result = answer.text.length > MAX_RESULT_CHARS ? answer.text.slice(0, MAX_RESULT_CHARS) : answer.text;
      trajectory.push({ step, tool: call.name, args: call.args, result });
      messages.push({ role: 'tool', content: result, toolCallId: call.id, name: call.name });
    }
  }
}
