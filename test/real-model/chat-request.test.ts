/**
 * The lane server's reading of an OpenAI chat-completions request (test/real-model/chat-request.mjs): tool
 * calls and results into node-llama-cpp's history, tools into functions, and how a turn may call. No model.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs module of the lane's server, without types
import { BadRequest, parseChatRequest } from './chat-request.mjs';

interface Parsed {
  history: unknown[];
  endsInResults: boolean;
  functions?: Record<string, unknown>;
  choice: unknown;
}
const parse = (body: unknown, policy = 'auto') => (parseChatRequest as (raw: string, policy: string) => Parsed)(JSON.stringify(body), policy);
const TOOL = { type: 'function', function: { name: 'read_file', description: 'Read a file', parameters: { type: 'object', properties: { path: { type: 'string' } } } } };
const CALL = { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'read_file', arguments: '{"path":"a.txt"}' } }] };

describe('the lane server reads OpenAI requests with tools', () => {
  it('a call and its result become one model response that the model continues', () => {
    const r = parse({ messages: [{ role: 'system', content: 'S' }, { role: 'user', content: 'U' }, CALL, { role: 'tool', tool_call_id: 'c1', content: 'text of a' }], tools: [TOOL] });
    expect(r.history).toEqual([
      { type: 'system', text: 'S' },
      { type: 'user', text: 'U' },
      { type: 'model', response: [{ type: 'functionCall', name: 'read_file', params: { path: 'a.txt' }, result: 'text of a' }] },
    ]);
    expect(r.endsInResults).toBe(true);
    expect(r.functions).toEqual({ read_file: { description: 'Read a file', params: TOOL.function.parameters } });
  });

  it('a tool message answering no call, or a call left unanswered, is a bad request', () => {
    expect(() => parse({ messages: [{ role: 'user', content: 'U' }, { role: 'tool', tool_call_id: 'x', content: 't' }] })).toThrow(BadRequest);
    expect(() => parse({ messages: [{ role: 'user', content: 'U' }, CALL] })).toThrow(/c1 have no tool message/);
    expect(() => parse({ messages: [{ role: 'user', content: 'U' }, CALL, { role: 'user', content: 'again' }] })).toThrow(/no tool message/);
    expect(() => parse({ messages: [{ role: 'user', content: 'U' }], tools: [{ type: 'function', function: { name: 'bad name' } }] })).toThrow(/tools\[0\]/);
  });

  it('tool_choice decides how the turn may call; without it, the policy', () => {
    const user = { messages: [{ role: 'user', content: 'U' }], tools: [TOOL] };
    const afterResult = { messages: [{ role: 'user', content: 'U' }, CALL, { role: 'tool', tool_call_id: 'c1', content: 't' }], tools: [TOOL] };
    expect(parse(user).choice).toBe('auto');
    expect(parse(user, 'call-then-answer').choice).toEqual({ required: true });
    expect(parse(afterResult, 'call-then-answer').choice).toBe('none');
    expect(parse({ ...afterResult, tool_choice: 'required' }, 'call-then-answer').choice).toEqual({ required: true });
    expect(parse({ ...user, tool_choice: 'none' }, 'call-then-answer').choice).toBe('none');
    expect(parse({ ...user, tool_choice: { type: 'function', function: { name: 'read_file' } } }).choice).toEqual({ required: true, only: 'read_file' });
    expect(() => parse({ ...user, tool_choice: { type: 'function', function: { name: 'rm' } } })).toThrow(/does not offer/);
    expect(parse({ messages: [{ role: 'user', content: 'U' }] }, 'call-then-answer').choice).toBe('none');
  });
});
