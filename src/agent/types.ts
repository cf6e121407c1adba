/**
 * What an agent run is made of (DESIGN §3b): the tools a role offers, the calls a model makes, the frozen
 * world that answers them, and the trajectory a run leaves. Pure types: the loop (loop.ts), the world
 * (world.ts), the tools files (tools.ts) and the trajectory expectations (expectations.ts) share them, and
 * every provider speaks them through src/providers/types.ts.
 */

/** One tool a role offers, whatever file format it came from (OpenAI, Anthropic or MCP). */
export interface ToolSpec {
  name: string;
  description: string;
  /** The JSON Schema of the tool's arguments (an object schema; `{type: 'object'}` when the file gives none). */
  parameters: Record<string, unknown>;
}

/** One tool call a model made in one turn. */
export interface ToolCall {
  /** The provider's id for the call (OpenAI `tool_calls[].id`, Anthropic `tool_use.id`); made up when absent. */
  id: string;
  name: string;
  /**
   * The parsed arguments: a JSON object as the model wrote it. When the model's arguments were not valid
   * JSON, this is the raw text (a string), so that args_valid can fail the run and name it.
   */
  args: unknown;
}

/** One tool call of a run, with what the world answered (DESIGN §3b: `runs[].trajectory`). */
export interface TrajectoryStep {
  /** The model turn (1-based) that made the call: calls of one turn share a step. */
  step: number;
  tool: string;
  args: unknown;
  /** The world's answer; absent when none was given (an exec trajectory may leave it out, a run may stop before it). */
  result?: string;
}

/** Why a model's answer stopped: `length` is a cut answer (max_tokens reached). */
export type StopReason = 'end' | 'tool_calls' | 'length' | 'other';

/** A role with tools and no `max_steps` gets this many model turns in one run (docs/agents.md). */
export const DEFAULT_MAX_STEPS = 10;
