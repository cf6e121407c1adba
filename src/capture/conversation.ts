/**
 * A logged conversation, tool calls and results included, in one shape whatever the log's format
 * (OpenAI `tool_calls`/`tool` messages, Anthropic `tool_use`/`tool_result` blocks), and its split into
 * what a scenario freezes (DESIGN §3b): the earlier text turns (`messages:`), the user message the
 * scenario renders (the last one), and the agent's calls after it with their logged results (the
 * trajectory its `world:` is built from). Pure; log text is data: nothing in it is evaluated.
 */
import { z } from 'zod';
import type { TrajectoryStep } from '../agent/types.js';

export type Msg =
  | { kind: 'user'; text: string }
  | { kind: 'assistant'; text: string; calls: { id: string; name: string; args: unknown }[] }
  | { kind: 'tool'; id: string; text: string };

export interface SplitConversation {
  system: string;
  user: string;
  /** The text turns before the user message. */
  earlier: { role: 'user' | 'assistant'; content: string }[];
  /** Earlier messages that carried tool calls or results: a scenario's `messages:` holds text turns only. */
  droppedEarlier: number;
  /** The calls after the user message, one step per assistant turn, each with its logged result when the log has it. */
  trajectory: TrajectoryStep[];
  /** Where the user message is in the conversation. */
  userIndex: number;
}

const textBlock = z.object({ type: z.literal('text'), text: z.string() });
const toolUse = z.object({ type: z.literal('tool_use'), id: z.string(), name: z.string().min(1), input: z.unknown() });
const toolResult = z.object({ type: z.literal('tool_result'), tool_use_id: z.string(), content: z.union([z.string(), z.array(z.union([textBlock, z.object({ type: z.string() })]))]).optional() });
export const blocks = z.array(z.union([textBlock, toolUse, toolResult, z.object({ type: z.string() })]));
export const content = z.union([z.string(), blocks]);
type Content = z.infer<typeof content>;

export const OpenAIToolCall = z.object({ id: z.string().optional(), function: z.object({ name: z.string().min(1), arguments: z.string().optional() }) });
export const OpenAIMessage = z.object({ role: z.string(), content: content.nullish(), tool_calls: z.array(OpenAIToolCall).optional(), tool_call_id: z.string().optional() });
export const AnthropicMessage = z.object({ role: z.string(), content });

export function textOf(c: Content | null | undefined): string {
  if (c === null || c === undefined) return '';
  if (typeof c === 'string') return c;
  return c.flatMap((b) => (b.type === 'text' && 'text' in b && typeof b.text === 'string' ? [b.text] : [])).join('');
}

/** A call's arguments: the parsed JSON, or the raw text when it is not JSON. */
function argsOf(text: string | undefined): unknown {
  if (text === undefined || text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function openaiCalls(calls: z.infer<typeof OpenAIToolCall>[] | undefined): { id: string; name: string; args: unknown }[] {
  return (calls ?? []).map((c, i) => ({ id: c.id ?? `call_${i}`, name: c.function.name, args: argsOf(c.function.arguments) }));
}

export function anthropicCalls(c: Content): { id: string; name: string; args: unknown }[] {
  if (typeof c === 'string') return [];
  return c.flatMap((b) => (b.type === 'tool_use' && 'name' in b ? [{ id: b.id, name: b.name, args: b.input ?? {} }] : []));
}

/** OpenAI messages → system texts and the conversation; or why not. */
export function fromOpenAI(messages: z.infer<typeof OpenAIMessage>[]): { systems: string[]; msgs: Msg[] } | string {
  const systems: string[] = [];
  const msgs: Msg[] = [];
  for (const [i, m] of messages.entries()) {
    if (m.role === 'system' || m.role === 'developer') systems.push(textOf(m.content));
    else if (m.role === 'user') msgs.push({ kind: 'user', text: textOf(m.content) });
    else if (m.role === 'assistant') msgs.push({ kind: 'assistant', text: textOf(m.content), calls: openaiCalls(m.tool_calls) });
    else if (m.role === 'tool') msgs.push({ kind: 'tool', id: m.tool_call_id ?? '', text: textOf(m.content) });
    else return `request.messages.${i} has role '${m.role}', which capture does not read (system, developer, user, assistant, tool)`;
  }
  return { systems, msgs };
}

/** Anthropic messages → the conversation (tool results come as blocks of a user message); or why not. */
export function fromAnthropic(messages: z.infer<typeof AnthropicMessage>[]): Msg[] | string {
  const msgs: Msg[] = [];
  for (const [i, m] of messages.entries()) {
    if (m.role === 'assistant') {
      msgs.push({ kind: 'assistant', text: textOf(m.content), calls: anthropicCalls(m.content) });
    } else if (m.role === 'user') {
      if (typeof m.content !== 'string') {
        for (const b of m.content) if (b.type === 'tool_result' && 'tool_use_id' in b) msgs.push({ kind: 'tool', id: b.tool_use_id, text: textOf(b.content) });
      }
      const text = textOf(m.content);
      if (typeof m.content === 'string' || text !== '' || !m.content.some((b) => b.type === 'tool_result')) msgs.push({ kind: 'user', text });
    } else {
      return `request.messages.${i} has role '${m.role}'; an Anthropic conversation has user and assistant messages`;
    }
  }
  return msgs;
}

/** The conversation split at its last user message; or why it does not fit a scenario. */
export function splitAtUser(msgs: Msg[], system: string): SplitConversation | string {
  let at = -1;
  msgs.forEach((m, i) => {
    if (m.kind === 'user') at = i;
  });
  const user = msgs[at];
  if (user?.kind !== 'user') return `the conversation has no user message (${msgs.map((m) => m.kind).join(', ') || 'no messages'}); a scenario freezes one`;
  const after = msgs.slice(at + 1);
  if (after.some((m) => m.kind === 'assistant' && m.calls.length === 0)) {
    return 'the conversation goes on after its last user message with an assistant answer that calls no tool; a scenario freezes a conversation that ends at a user message or at tool results';
  }
  const earlier: SplitConversation['earlier'] = [];
  let droppedEarlier = 0;
  for (const m of msgs.slice(0, at)) {
    if (m.kind === 'tool' || (m.kind === 'assistant' && m.calls.length > 0)) droppedEarlier++;
    if (m.kind === 'user') earlier.push({ role: 'user', content: m.text });
    else if (m.kind === 'assistant' && m.text !== '') earlier.push({ role: 'assistant', content: m.text });
  }
  const results = new Map<string, string>();
  for (const m of after) if (m.kind === 'tool' && !results.has(m.id)) results.set(m.id, m.text);
  const trajectory: TrajectoryStep[] = [];
  let step = 0;
  for (const m of after) {
    if (m.kind !== 'assistant') continue;
    step++;
    for (const c of m.calls) {
      const result = results.get(c.id);
      trajectory.push({ step, tool: c.name, args: c.args, ...(result === undefined ? {} : { result }) });
    }
  }
  return { system, user: user.text, earlier, droppedEarlier, trajectory, userIndex: at };
}
