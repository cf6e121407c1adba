/**
 * Logs of agent runs as an application would write them, one model call per JSONL line: the request so
 * far (tool calls and results included) and the model's reply. For the capture tests.
 */

export interface LoggedCall {
  name: string;
  args: Record<string, unknown>;
  result: string;
}

/** One model turn that called tools (several calls: parallel calls). */
export interface LoggedTurn {
  calls: LoggedCall[];
}

export interface AgentRunLog {
  system: string;
  earlier?: Record<string, unknown>[];
  user: string;
  tools?: unknown[];
  turns: LoggedTurn[];
  answer: string;
  usage?: { input: number; output: number };
  /** A prefix for the call ids, so that two runs do not share them. */
  ids?: string;
}

/** The OpenAI chat-completions lines of one run: one per model call. */
export function openaiAgentLog(run: AgentRunLog): string[] {
  const usage = { prompt_tokens: run.usage?.input ?? 100, completion_tokens: run.usage?.output ?? 20 };
  const messages: unknown[] = [{ role: 'system', content: run.system }, ...(run.earlier ?? []), { role: 'user', content: run.user }];
  const lines: string[] = [];
  const request = () => ({ model: 'gpt-x', messages: [...messages], ...(run.tools === undefined ? {} : { tools: run.tools }) });
  run.turns.forEach((turn, t) => {
    const assistant = {
      role: 'assistant',
      content: null,
      tool_calls: turn.calls.map((c, i) => ({ id: `${run.ids ?? 'call'}_${t}_${i}`, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })),
    };
    lines.push(JSON.stringify({ request: request(), response: { choices: [{ message: assistant, finish_reason: 'tool_calls' }], usage } }));
    messages.push(assistant, ...turn.calls.map((c, i) => ({ role: 'tool', tool_call_id: `${run.ids ?? 'call'}_${t}_${i}`, content: c.result })));
  });
  lines.push(JSON.stringify({ request: request(), response: { choices: [{ message: { role: 'assistant', content: run.answer }, finish_reason: 'stop' }], usage } }));
  return lines;
}

/** The Anthropic messages lines of one run: one per model call. */
export function anthropicAgentLog(run: AgentRunLog): string[] {
  const usage = { input_tokens: run.usage?.input ?? 100, output_tokens: run.usage?.output ?? 20 };
  const messages: unknown[] = [...(run.earlier ?? []), { role: 'user', content: [{ type: 'text', text: run.user }] }];
  const lines: string[] = [];
  const request = () => ({ model: 'claude-x', system: run.system, messages: [...messages], ...(run.tools === undefined ? {} : { tools: run.tools }) });
  run.turns.forEach((turn, t) => {
    const content = turn.calls.map((c, i) => ({ type: 'tool_use', id: `${run.ids ?? 'toolu'}_${t}_${i}`, name: c.name, input: c.args }));
    lines.push(JSON.stringify({ request: request(), response: { content, stop_reason: 'tool_use', usage } }));
    messages.push(
      { role: 'assistant', content },
      { role: 'user', content: turn.calls.map((c, i) => ({ type: 'tool_result', tool_use_id: `${run.ids ?? 'toolu'}_${t}_${i}`, content: [{ type: 'text', text: c.result }] })) },
    );
  });
  lines.push(JSON.stringify({ request: request(), response: { content: [{ type: 'text', text: run.answer }], stop_reason: 'end_turn', usage } }));
  return lines;
}
