// An OpenAI chat-completions request as node-llama-cpp's LlamaChat takes it, for the lane's server
// (test/real-model/llama-server.mjs). Pure: no model, no I/O. Throws BadRequest with what is wrong.
//
//  - messages: system/developer, user, assistant (text, or `tool_calls` with null content) and tool (each
//    answering, by tool_call_id, a call of the assistant message before it) become a ChatHistoryItem[]: an
//    assistant turn's calls are `functionCall` items of a model response, holding their tool message's text as
//    the result, so the model continues that response after the results.
//  - tools (OpenAI `tools`, type function) become LlamaChat `functions` ({name: {description, params}}); the
//    model writes a call's arguments under the JSON-schema grammar of its parameters.
//  - tool_choice decides how this turn may call: `none`, `auto` (the model decides), `required` (the turn is a
//    call, the name chosen by the model), or {type: function, function: {name}} (a call of that tool). Without
//    one, the server's policy: `auto`, or `call-then-answer` (the lane's: a turn after the user's message is a
//    call, a turn after tool results is an answer), so that a 135M model uses a tool where it is offered.

export class BadRequest extends Error {}

const MAX_TOKENS_CAP = 1024;
const TOOL_NAME = /^[A-Za-z0-9_-]{1,64}$/;

function textOf(m, i) {
  if (typeof m.content === 'string') return m.content;
  if (Array.isArray(m.content)) return m.content.map((p) => (typeof p?.text === 'string' ? p.text : '')).join('');
  if ((m.content === null || m.content === undefined) && m.role === 'assistant' && Array.isArray(m.tool_calls)) return '';
  throw new BadRequest(`messages[${i}] needs a string content`);
}

function argumentsOf(call, where) {
  const raw = call?.function?.arguments;
  if (raw === undefined || raw === null || raw === '') return {};
  if (typeof raw === 'object') return raw;
  if (typeof raw !== 'string') throw new BadRequest(`${where}.function.arguments must be a JSON string`);
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** The conversation as LlamaChat history, and whether it ends in tool results (the model then continues its response). */
export function toHistory(messages) {
  if (!Array.isArray(messages) || messages.length === 0) throw new BadRequest('messages must be a non-empty array');
  const history = [];
  /** The calls of the last assistant message still waiting for their tool message, by id. */
  let pending = new Map();
  let endsInResults = false;
  messages.forEach((m, i) => {
    const where = `messages[${i}]`;
    if (typeof m !== 'object' || m === null) throw new BadRequest(`${where} is not an object`);
    if (m.role === 'tool') {
      const call = pending.get(m.tool_call_id);
      if (call === undefined) throw new BadRequest(`${where}: a tool message must answer a call of the assistant message before it (no pending call ${JSON.stringify(m.tool_call_id)})`);
      call.result = textOf(m, i);
      pending.delete(m.tool_call_id);
      endsInResults = true;
      return;
    }
    if (pending.size > 0) throw new BadRequest(`${where}: the calls ${[...pending.keys()].join(', ')} have no tool message`);
    endsInResults = false;
    const text = textOf(m, i);
    if (m.role === 'system' || m.role === 'developer') history.push({ type: 'system', text });
    else if (m.role === 'user') history.push({ type: 'user', text });
    else if (m.role === 'assistant') {
      const response = text === '' ? [] : [text];
      pending = new Map();
      (Array.isArray(m.tool_calls) ? m.tool_calls : []).forEach((c, j) => {
        const name = c?.function?.name;
        if (typeof c?.id !== 'string' || typeof name !== 'string') throw new BadRequest(`${where}.tool_calls[${j}] needs an id and a function name`);
        const item = { type: 'functionCall', name, params: argumentsOf(c, `${where}.tool_calls[${j}]`), result: undefined };
        response.push(item);
        pending.set(c.id, item);
      });
      history.push({ type: 'model', response });
    } else throw new BadRequest(`${where}: unknown role ${JSON.stringify(m.role)}`);
  });
  if (pending.size > 0) throw new BadRequest(`the calls ${[...pending.keys()].join(', ')} have no tool message`);
  return { history, endsInResults };
}

/** OpenAI `tools` as LlamaChat functions. */
export function toFunctions(tools) {
  if (tools === undefined || tools === null) return undefined;
  if (!Array.isArray(tools)) throw new BadRequest('tools must be an array');
  if (tools.length === 0) return undefined;
  const functions = {};
  tools.forEach((t, i) => {
    const f = t?.function;
    if (t?.type !== 'function' || typeof f?.name !== 'string' || !TOOL_NAME.test(f.name)) throw new BadRequest(`tools[${i}] must be {type: function, function: {name, description?, parameters?}} with a name of letters, digits, _ and -`);
    if (f.name in functions) throw new BadRequest(`tools[${i}]: ${f.name} is offered twice`);
    functions[f.name] = { ...(typeof f.description === 'string' ? { description: f.description } : {}), ...(f.parameters && typeof f.parameters === 'object' ? { params: f.parameters } : {}) };
  });
  return functions;
}

/** How this turn may call: 'none', 'auto', or { required: true, only?: name }. */
export function toChoice(toolChoice, functions, endsInResults, policy) {
  if (functions === undefined) return 'none';
  if (toolChoice === undefined || toolChoice === null) return policy === 'call-then-answer' ? (endsInResults ? 'none' : { required: true }) : 'auto';
  if (toolChoice === 'none' || toolChoice === 'auto') return toolChoice;
  if (toolChoice === 'required') return { required: true };
  const name = toolChoice?.function?.name;
  if (toolChoice?.type === 'function' && typeof name === 'string') {
    if (!(name in functions)) throw new BadRequest(`tool_choice names ${JSON.stringify(name)}, which tools does not offer`);
    return { required: true, only: name };
  }
  throw new BadRequest('tool_choice must be none, auto, required or {type: function, function: {name}}');
}

/** The whole request, checked. */
export function parseChatRequest(raw, policy) {
  let body;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new BadRequest('the body is not JSON');
  }
  if (typeof body !== 'object' || body === null) throw new BadRequest('the body must be a JSON object');
  const { history, endsInResults } = toHistory(body.messages);
  const functions = toFunctions(body.tools);
  const choice = toChoice(body.tool_choice, functions, endsInResults, policy);
  const num = (v, name) => {
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new BadRequest(`${name} must be a number`);
    return v;
  };
  const temperature = num(body.temperature, 'temperature') ?? 1;
  const maxTokens = Math.min(num(body.max_tokens ?? body.max_completion_tokens, 'max_tokens') ?? 256, MAX_TOKENS_CAP);
  const seed = num(body.seed, 'seed');
  return { history, endsInResults, functions, choice, messages: body.messages, temperature, maxTokens, seed };
}
