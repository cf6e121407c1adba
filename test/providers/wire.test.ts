import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../../src/agent/types.js';
import type { ChatMessage } from '../../src/providers/types.js';
import {
  anthropicStop,
  argumentsText,
  fromAnthropicContent,
  fromOpenAIToolCalls,
  openAIStop,
  parseToolArguments,
  toAnthropicMessages,
  toAnthropicTools,
  toOpenAIMessages,
  toOpenAITools,
} from '../../src/providers/wire.js';

const TOOLS: ToolSpec[] = [
  { name: 'read_file', description: 'Read a file', parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } },
  { name: 'run_tests', description: '', parameters: { type: 'object' } },
];

/** An agent run after two tool turns: parallel calls first, then one call, then the final answer and a follow-up. */
const CONVERSATION: ChatMessage[] = [
  { role: 'user', content: 'Add OAuth2 login.' },
  {
    role: 'assistant',
    content: '',
    toolCalls: [
      { id: 'c1', name: 'read_file', args: { path: 'src/auth.rs' } },
      { id: 'c2', name: 'read_file', args: { path: 'src/login.rs' } },
    ],
  },
  { role: 'tool', content: 'fn auth() {}', toolCallId: 'c1', name: 'read_file' },
  { role: 'tool', content: 'fn login() {}', toolCallId: 'c2', name: 'read_file' },
  { role: 'assistant', content: 'Now the tests.', toolCalls: [{ id: 'c3', name: 'run_tests', args: {} }] },
  { role: 'tool', content: '3 passed', toolCallId: 'c3', name: 'run_tests' },
  { role: 'assistant', content: 'Done: OAuth2 added.' },
  { role: 'user', content: 'Thanks.' },
];

describe('toOpenAIMessages', () => {
  it('sends plain turns as {role, content} only, the system message first', () => {
    const wire = toOpenAIMessages('sys', [
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'hello', toolCalls: [] },
    ]);
    expect(JSON.stringify(wire)).toBe('[{"role":"system","content":"sys"},{"role":"user","content":"hi"},{"role":"assistant","content":"hello"}]');
  });

  it('leaves out an empty system prompt', () => {
    expect(toOpenAIMessages('', [{ role: 'user', content: 'hi' }])).toEqual([{ role: 'user', content: 'hi' }]);
  });

  it('sends an assistant turn with tool_calls, then one tool message per call with its tool_call_id', () => {
    expect(toOpenAIMessages('sys', CONVERSATION)).toEqual([
      { role: 'system', content: 'sys' },
      { role: 'user', content: 'Add OAuth2 login.' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'c1', type: 'function', function: { name: 'read_file', arguments: '{"path":"src/auth.rs"}' } },
          { id: 'c2', type: 'function', function: { name: 'read_file', arguments: '{"path":"src/login.rs"}' } },
        ],
      },
      { role: 'tool', content: 'fn auth() {}', tool_call_id: 'c1' },
      { role: 'tool', content: 'fn login() {}', tool_call_id: 'c2' },
      { role: 'assistant', content: 'Now the tests.', tool_calls: [{ id: 'c3', type: 'function', function: { name: 'run_tests', arguments: '{}' } }] },
      { role: 'tool', content: '3 passed', tool_call_id: 'c3' },
      { role: 'assistant', content: 'Done: OAuth2 added.' },
      { role: 'user', content: 'Thanks.' },
    ]);
  });

  it('sends raw (invalid JSON) arguments back as the model wrote them', () => {
    const wire = toOpenAIMessages('', [{ role: 'assistant', content: '', toolCalls: [{ id: 'c1', name: 'read_file', args: '{"path": src/a' }] }]);
    expect(wire).toEqual([{ role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'read_file', arguments: '{"path": src/a' } }] }]);
  });
});

describe('toAnthropicMessages', () => {
  it('sends plain turns as {role, content} only', () => {
    expect(JSON.stringify(toAnthropicMessages([{ role: 'user', content: 'hi' }, { role: 'assistant', content: 'hello', toolCalls: [] }]))).toBe(
      '[{"role":"user","content":"hi"},{"role":"assistant","content":"hello"}]',
    );
  });

  it('sends tool_use blocks, then ONE user turn holding every tool_result of that turn, turns kept apart', () => {
    expect(toAnthropicMessages(CONVERSATION)).toEqual([
      { role: 'user', content: 'Add OAuth2 login.' },
      {
        role: 'assistant',
        content: [
          { type: 'tool_use', id: 'c1', name: 'read_file', input: { path: 'src/auth.rs' } },
          { type: 'tool_use', id: 'c2', name: 'read_file', input: { path: 'src/login.rs' } },
        ],
      },
      {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 'c1', content: 'fn auth() {}' },
          { type: 'tool_result', tool_use_id: 'c2', content: 'fn login() {}' },
        ],
      },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'Now the tests.' },
          { type: 'tool_use', id: 'c3', name: 'run_tests', input: {} },
        ],
      },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'c3', content: '3 passed' }] },
      { role: 'assistant', content: 'Done: OAuth2 added.' },
      { role: 'user', content: 'Thanks.' },
    ]);
  });

  it('sends no text block for whitespace-only text beside tool calls (the API refuses blank text blocks)', () => {
    const wire = toAnthropicMessages([{ role: 'assistant', content: '\n  ', toolCalls: [{ id: 'c1', name: 'run_tests', args: {} }] }]);
    expect(wire).toEqual([{ role: 'assistant', content: [{ type: 'tool_use', id: 'c1', name: 'run_tests', input: {} }] }]);
  });

  it('sends arguments kept as JSON text as their object, and anything that is not an object as {}', () => {
    const wire = toAnthropicMessages([
      {
        role: 'assistant',
        content: '',
        toolCalls: [
          { id: 'c1', name: 'read_file', args: '{"path":"a.ts"}' },
          { id: 'c2', name: 'read_file', args: '{"path": a.ts' },
          { id: 'c3', name: 'read_file', args: ['a.ts'] },
          { id: 'c4', name: 'read_file', args: null },
        ],
      },
    ]);
    expect(wire[0]?.content).toEqual([
      { type: 'tool_use', id: 'c1', name: 'read_file', input: { path: 'a.ts' } },
      { type: 'tool_use', id: 'c2', name: 'read_file', input: {} },
      { type: 'tool_use', id: 'c3', name: 'read_file', input: {} },
      { type: 'tool_use', id: 'c4', name: 'read_file', input: {} },
    ]);
  });
});

describe('tools param', () => {
  it('OpenAI: one function tool per ToolSpec, in order', () => {
    expect(toOpenAITools(TOOLS)).toEqual([
      { type: 'function', function: { name: 'read_file', description: 'Read a file', parameters: TOOLS[0]?.parameters } },
      { type: 'function', function: { name: 'run_tests', description: '', parameters: { type: 'object' } } },
    ]);
  });

  it('Anthropic: name, description and the parameters as input_schema, in order', () => {
    expect(toAnthropicTools(TOOLS)).toEqual([
      { name: 'read_file', description: 'Read a file', input_schema: TOOLS[0]?.parameters },
      { name: 'run_tests', description: '', input_schema: { type: 'object' } },
    ]);
  });

  it('Anthropic: a schema without type gets type object (the API requires it), first', () => {
    const [tool] = toAnthropicTools([{ name: 'noop', description: 'x', parameters: { properties: {} } }]);
    expect(JSON.stringify(tool?.input_schema)).toBe('{"type":"object","properties":{}}');
  });
});

describe('replies', () => {
  it('parses tool arguments: JSON kept as parsed, anything else as the raw text', () => {
    expect(parseToolArguments('{"path":"a.ts","n":2}')).toEqual({ path: 'a.ts', n: 2 });
    expect(parseToolArguments('[1,2]')).toEqual([1, 2]);
    expect(parseToolArguments('{"path": a.ts')).toBe('{"path": a.ts');
    // A JSON string literal stays as written: a string args always means "the text the model wrote".
    expect(parseToolArguments('"a.ts"')).toBe('"a.ts"');
    expect(parseToolArguments('null')).toBe('null');
    expect(argumentsText(parseToolArguments('null'))).toBe('null');
    // Some servers send '' for a tool without parameters.
    expect(parseToolArguments('')).toEqual({});
    expect(parseToolArguments('  ')).toEqual({});
  });

  it('OpenAI tool_calls become ToolCalls in order, ids made up when absent', () => {
    expect(
      fromOpenAIToolCalls([
        { id: 'call_a', type: 'function', function: { name: 'read_file', arguments: '{"path":"a"}' } },
        { function: { name: 'run_tests', arguments: 'not json' } },
        { id: '', function: { name: 'list', arguments: { dir: '.' } } },
      ]),
    ).toEqual([
      { id: 'call_a', name: 'read_file', args: { path: 'a' } },
      { id: 'call_1', name: 'run_tests', args: 'not json' },
      { id: 'call_2', name: 'list', args: { dir: '.' } },
    ]);
    expect(fromOpenAIToolCalls(null)).toEqual([]);
  });

  it('Anthropic content: text blocks joined as output, tool_use blocks as ToolCalls in order', () => {
    expect(
      fromAnthropicContent([
        { type: 'text', text: 'Reading ' },
        { type: 'tool_use', id: 'tu1', name: 'read_file', input: { path: 'a' } },
        { type: 'text', text: 'both.' },
        { type: 'tool_use', id: 'tu2', name: 'read_file', input: { path: 'b' } },
        { type: 'thinking', thinking: '...' },
      ]),
    ).toEqual({
      texts: ['Reading ', 'both.'],
      toolCalls: [
        { id: 'tu1', name: 'read_file', args: { path: 'a' } },
        { id: 'tu2', name: 'read_file', args: { path: 'b' } },
      ],
    });
  });

  it('maps finish_reason and stop_reason to a StopReason', () => {
    expect([openAIStop('stop'), openAIStop('tool_calls'), openAIStop('function_call'), openAIStop('length'), openAIStop('content_filter'), openAIStop(null), openAIStop(undefined)]).toEqual([
      'end',
      'tool_calls',
      'tool_calls',
      'length',
      'other',
      undefined,
      undefined,
    ]);
    expect([
      anthropicStop('end_turn'),
      anthropicStop('stop_sequence'),
      anthropicStop('tool_use'),
      anthropicStop('max_tokens'),
      anthropicStop('refusal'),
      anthropicStop('pause_turn'),
      anthropicStop(null),
    ]).toEqual(['end', 'end', 'tool_calls', 'length', 'other', 'other', undefined]);
  });
});
