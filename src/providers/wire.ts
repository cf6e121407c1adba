/**
 * The conversation in each HTTP provider's wire format (DESIGN §3b): pure conversions of ChatMessage and
 * ToolSpec to OpenAI chat-completions and Anthropic messages shapes, and of their replies' tool calls and
 * stop reasons back. One place, so that the loop in src/agent/ never knows a provider's format and
 * openai.ts/anthropic.ts only call and validate.
 */
import { z } from 'zod';
import type { StopReason, ToolCall, ToolSpec } from '../agent/types.js';
import type { ChatMessage, StructuredOutput } from './types.js';

// ---- OpenAI chat completions ----

export type OpenAIWireMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[] }
  | { role: 'tool'; content: string; tool_call_id: string };

/** Tool arguments as the wire carries them: a JSON text (a raw string the model wrote is sent back as written). */
export function argumentsText(args: unknown): string {
  return typeof args === 'string' ? args : JSON.stringify(args ?? {});
}

/** An assistant turn followed by one `tool` message per call, each naming its call's id. */
export function toOpenAIMessages(system: string, messages: readonly ChatMessage[]): OpenAIWireMessage[] {
  const out: OpenAIWireMessage[] = system === '' ? [] : [{ role: 'system', content: system }];
  for (const m of messages) {
    if (m.role === 'tool') out.push({ role: 'tool', content: m.content, tool_call_id: m.toolCallId });
    else if (m.role === 'assistant' && m.toolCalls !== undefined && m.toolCalls.length > 0) {
      out.push({
        role: 'assistant',
        content: m.content === '' ? null : m.content,
        tool_calls: m.toolCalls.map((c) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: argumentsText(c.args) } })),
      });
    } else out.push({ role: m.role, content: m.content });
  }
  return out;
}

export interface OpenAIWireTool {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export function toOpenAITools(tools: readonly ToolSpec[]): OpenAIWireTool[] {
  return tools.map((t) => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters } }));
}

/**
 * One entry of a reply's `message.tool_calls`. Lenient where OpenAI-compatible servers differ: the id may
 * be missing (one is made up), the arguments may be an object (as some local servers send) or missing.
 */
export const OpenAIToolCallSchema = z.object({
  id: z.string().nullish(),
  type: z.string().nullish(),
  function: z.object({ name: z.string(), arguments: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish() }),
});
export type OpenAIWireToolCall = z.infer<typeof OpenAIToolCallSchema>;

/**
 * A tool call's arguments text as the loop keeps it: the parsed JSON value, or the raw text when it is not
 * JSON (or is a JSON string or null, which would not be sent back as written), so that args_valid can fail
 * the run and name it; blank text is `{}` (some servers send '' for a tool without parameters).
 */
export function parseToolArguments(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'string' || value === null ? text : value;
  } catch {
    return text;
  }
}

/** Every call of the turn, in order; a missing id becomes `call_<position>`. */
export function fromOpenAIToolCalls(calls: readonly OpenAIWireToolCall[] | null | undefined): ToolCall[] {
  return (calls ?? []).map((c, i) => {
    const raw = c.function.arguments;
    return {
      id: c.id === undefined || c.id === null || c.id === '' ? `call_${i}` : c.id,
      name: c.function.name,
      args: raw === undefined || raw === null ? {} : typeof raw === 'string' ? parseToolArguments(raw) : raw,
    };
  });
}

/** `finish_reason` → StopReason; undefined when the server gives none. */
export function openAIStop(reason: string | null | undefined): StopReason | undefined {
  if (reason === undefined || reason === null) return undefined;
  if (reason === 'stop') return 'end';
  if (reason === 'tool_calls' || reason === 'function_call') return 'tool_calls';
  return reason === 'length' ? 'length' : 'other';
}

// ---- Anthropic messages ----

type AnthropicBlock =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> }
  | { type: 'tool_result'; tool_use_id: string; content: string };
export interface AnthropicWireMessage {
  role: 'user' | 'assistant';
  content: string | AnthropicBlock[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A tool_use block's `input`, which the API requires to be an object: arguments kept as JSON text (a call
 * that came through OpenAI's format) are parsed back; anything else that is not an object is sent as {}.
 */
function toolUseInput(args: unknown): Record<string, unknown> {
  if (isRecord(args)) return args;
  if (typeof args === 'string') {
    try {
      const value: unknown = JSON.parse(args);
      if (isRecord(value)) return value;
    } catch {
      // not JSON: {}
    }
  }
  return {};
}

/**
 * Anthropic wants an assistant turn's tool calls as tool_use blocks (after its text, when there is any
 * that is not blank: the API refuses blank text blocks) and the results as ONE user turn of tool_result
 * blocks, in the calls' order.
 */
export function toAnthropicMessages(messages: readonly ChatMessage[]): AnthropicWireMessage[] {
  const out: AnthropicWireMessage[] = [];
  for (const m of messages) {
    if (m.role === 'tool') {
      const block: AnthropicBlock = { type: 'tool_result', tool_use_id: m.toolCallId, content: m.content };
      const last = out[out.length - 1];
      if (last && last.role === 'user' && Array.isArray(last.content) && last.content.every((b) => b.type === 'tool_result')) last.content.push(block);
      else out.push({ role: 'user', content: [block] });
    } else if (m.role === 'assistant' && m.toolCalls !== undefined && m.toolCalls.length > 0) {
      const blocks: AnthropicBlock[] = m.content.trim() === '' ? [] : [{ type: 'text', text: m.content }];
      for (const c of m.toolCalls) blocks.push({ type: 'tool_use', id: c.id, name: c.name, input: toolUseInput(c.args) });
      out.push({ role: 'assistant', content: blocks });
    } else out.push({ role: m.role, content: m.content });
  }
  return out;
}

export interface AnthropicWireTool {
  name: string;
  description: string;
  input_schema: { type: 'object'; [key: string]: unknown };
}

/** The parameters as input_schema; a schema without `type` gets `type: object` (the API requires one). */
export function toAnthropicTools(tools: readonly ToolSpec[]): AnthropicWireTool[] {
  return tools.map((t) => ({ name: t.name, description: t.description, input_schema: { type: 'object', ...t.parameters } as AnthropicWireTool['input_schema'] }));
}

const AnthropicToolUseSchema = z.looseObject({ type: z.literal('tool_use'), id: z.string(), name: z.string(), input: z.unknown() });
const AnthropicOtherBlockSchema = z.looseObject({
  type: z.string().refine((t) => t !== 'tool_use', 'a tool_use block needs an id and a name'),
  text: z.string().optional(),
});
/** One content block of a reply: a tool_use block must be whole; the others are kept loosely (text read). */
export const AnthropicBlockSchema = z.union([AnthropicToolUseSchema, AnthropicOtherBlockSchema]);
export type AnthropicWireBlock = z.infer<typeof AnthropicBlockSchema>;

/** A reply's text blocks (in order, to join) and tool_use blocks as ToolCalls (in order); other blocks are ignored. */
export function fromAnthropicContent(blocks: readonly AnthropicWireBlock[]): { texts: string[]; toolCalls: ToolCall[] } {
  const texts: string[] = [];
  const toolCalls: ToolCall[] = [];
  for (const block of blocks) {
    if (block.type === 'tool_use' && typeof block.id === 'string' && typeof block.name === 'string') toolCalls.push({ id: block.id, name: block.name, args: block.input ?? {} });
    else if (block.type === 'text' && typeof block.text === 'string') texts.push(block.text);
  }
  return { texts, toolCalls };
}

/** `stop_reason` → StopReason; undefined when the API gives none. */
export function anthropicStop(reason: string | null | undefined): StopReason | undefined {
  if (reason === undefined || reason === null) return undefined;
  if (reason === 'end_turn' || reason === 'stop_sequence') return 'end';
  if (reason === 'tool_use') return 'tool_calls';
  return reason === 'max_tokens' ? 'length' : 'other';
}

// ---- Structured output (issue 30 item 4) ----

export interface OpenAIResponseFormat {
  type: 'json_schema';
  json_schema: { name: string; schema: Record<string, unknown>; strict: true };
}

/** OpenAI's strict json_schema response_format: the reply's content is then JSON of the schema. */
export function toOpenAIResponseFormat(structured: StructuredOutput): OpenAIResponseFormat {
  return { type: 'json_schema', json_schema: { name: structured.name, schema: structured.schema, strict: true } };
}

/**
 * Anthropic has no response_format: the schema becomes the input_schema of one tool the model is forced
 * to call, and that call's input is the reply (anthropicStructuredReply). Not an agent tool: a request
 * with structured output has no tools of its own.
 */
export function toAnthropicStructuredTool(structured: StructuredOutput): { tools: AnthropicWireTool[]; tool_choice: { type: 'tool'; name: string } } {
  return {
    tools: [
      {
        name: structured.name,
        description: 'Give your whole reply as this tool\'s input, filled in as its schema says.',
        input_schema: { type: 'object', ...structured.schema } as AnthropicWireTool['input_schema'],
      },
    ],
    tool_choice: { type: 'tool', name: structured.name },
  };
}

/**
 * The reply of a forced structured-output tool: the input of the first tool_use of that name, as JSON text,
 * and the tool calls left (none, from a server that keeps to the request). undefined when there is no such
 * call (a server that ignored tool_choice answered in text, which is then parsed as text).
 */
export function anthropicStructuredReply(toolCalls: readonly ToolCall[], name: string): { output: string; toolCalls: ToolCall[] } | undefined {
  const index = toolCalls.findIndex((c) => c.name === name);
  const call = toolCalls[index];
  if (call === undefined) return undefined;
  return { output: argumentsText(call.args), toolCalls: toolCalls.filter((_, i) => i !== index) };
}
