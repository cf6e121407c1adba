/**
 * The conversation in each HTTP provider's wire format (DESIGN §3b): pure conversions of ChatMessage and
 * ToolSpec to OpenAI chat-completions and Anthropic messages shapes. One place, so that the loop in
 * src/agent/ never knows a provider's format.
 */
import type { ChatMessage } from './types.js';

export type OpenAIWireMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[] }
  | { role: 'tool'; content: string; tool_call_id: string };

/** Tool arguments as the wire carries them: a JSON text (a raw string the model wrote is sent back as written). */
export function argumentsText(args: unknown): string {
  return typeof args === 'string' ? args : JSON.stringify(args ?? {});
}

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

type AnthropicBlock =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string; name: string; input: unknown }
  | { type: 'tool_result'; tool_use_id: string; content: string };
export interface AnthropicWireMessage {
  role: 'user' | 'assistant';
  content: string | AnthropicBlock[];
}

/** Anthropic wants tool results as user turns of tool_result blocks, consecutive ones in one turn. */
export function toAnthropicMessages(messages: readonly ChatMessage[]): AnthropicWireMessage[] {
  const out: AnthropicWireMessage[] = [];
  for (const m of messages) {
    if (m.role === 'tool') {
      const block: AnthropicBlock = { type: 'tool_result', tool_use_id: m.toolCallId, content: m.content };
      const last = out[out.length - 1];
      if (last && last.role === 'user' && Array.isArray(last.content) && last.content.every((b) => b.type === 'tool_result')) last.content.push(block);
      else out.push({ role: 'user', content: [block] });
    } else if (m.role === 'assistant' && m.toolCalls !== undefined && m.toolCalls.length > 0) {
      const blocks: AnthropicBlock[] = m.content === '' ? [] : [{ type: 'text', text: m.content }];
      for (const c of m.toolCalls) blocks.push({ type: 'tool_use', id: c.id, name: c.name, input: typeof c.args === 'string' ? {} : (c.args ?? {}) });
      out.push({ role: 'assistant', content: blocks });
    } else out.push({ role: m.role, content: m.content });
  }
  return out;
}
