// A small OpenAI-compatible server over a real GGUF model, for the real-model lane only
// (`npm run test:real-model`). It serves POST /v1/chat/completions with node-llama-cpp (pinned, installed on
// demand into .cache/llama: never a dependency of the product), on 127.0.0.1, one request at a time, with
// ONE thread (two crawl on a 2-core machine). temperature, max_tokens and seed are honoured; each request
// starts from an empty context, so an answer never depends on the requests before it.
// Tools: OpenAI `tools` in, `tool_calls` out (finish_reason tool_calls), through node-llama-cpp's function
// calling: the model writes the call, its name and arguments under a grammar of the offered tools and their
// JSON schemas; `tool` messages go back to the model as the calls' results (test/real-model/chat-request.mjs).
// --tool-policy decides a turn without tool_choice: auto (the model decides), or call-then-answer (a turn after
// the user's message is a call, a turn after tool results an answer: a 135M model seldom calls on its own).
//
//   node test/real-model/llama-server.mjs --model F.gguf --llama .cache/llama [--log F.jsonl] [--port 0] [--tool-policy auto]
//
// Prints one JSON line {"url": "http://127.0.0.1:PORT/v1"} on stdout once the model is loaded. Each served
// request is appended to --log as a JSON line (messages, reply, tokens, latency; never a header).
//
// A test mode, to prove that the lane's tests need a model: with CONTEXT_EVAL_LANE_FIXED_TEXT set (to 1, or
// to the text itself) every request is answered with that fixed text and the model generates nothing. The
// lane's tests must FAIL then (issue 30, row 13); the ready line and each log line say `fixed: true`. A turn
// that is to call a tool gets one fixed call: the first tool offered, {"path": "README.md"}.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { BadRequest, parseChatRequest } from './chat-request.mjs';

const { values } = parseArgs({
  options: {
    model: { type: 'string' },
    llama: { type: 'string' },
    log: { type: 'string' },
    port: { type: 'string', default: '0' },
    threads: { type: 'string', default: '1' },
    context: { type: 'string', default: '8192' },
    'tool-policy': { type: 'string', default: 'auto' },
  },
});
if (!values.model || !values.llama) {
  console.error('usage: llama-server.mjs --model F.gguf --llama DIR (the --prefix node-llama-cpp was installed into)');
  process.exit(2);
}
const TOOL_POLICY = values['tool-policy'];
if (TOOL_POLICY !== 'auto' && TOOL_POLICY !== 'call-then-answer') {
  console.error('--tool-policy is auto or call-then-answer');
  process.exit(2);
}

/** The fixed reply of the test mode: built to pass whatever a stand-in could pass (JSON, a verdict, the capitals, a greeting). */
const DEFAULT_FIXED_TEXT = '{"steps": ["Read the code", "Write the change"], "risk": "low", "pass": true, "verdict": "APPROVED", "reason": "Looks right."} Paris. Rome. Hello, and welcome!';
const fixedEnv = process.env.CONTEXT_EVAL_LANE_FIXED_TEXT;
const FIXED_TEXT = fixedEnv === undefined || fixedEnv === '' ? undefined : fixedEnv === '1' ? DEFAULT_FIXED_TEXT : fixedEnv;
const entry = path.resolve(values.llama, 'node_modules', 'node-llama-cpp', 'dist', 'index.js');
const { getLlama, LlamaChat } = await import(pathToFileURL(entry).href);
const llama = await getLlama({ gpu: false, build: 'never', logLevel: 'error' });
const loadStarted = performance.now();
const model = await llama.loadModel({ modelPath: path.resolve(values.model) });
const contextSize = Number(values.context);
const context = await model.createContext({ contextSize, threads: Number(values.threads) });
const sequence = context.getSequence();
const chat = new LlamaChat({ contextSequence: sequence });
// A turn that must call (tool_choice required, or the policy): the chat wrapper's context state starts the
// model's response in node-llama-cpp's function-call mode (as its Functionary wrapper does), so the first
// tokens are a call's name, under the grammar of the offered names, then its arguments under their schema.
const wrapper = chat.chatWrapper;
const plainState = wrapper.generateContextState.bind(wrapper);
let forceCall = false;
wrapper.generateContextState = (options) => {
  const state = plainState(options);
  if (!forceCall) return state;
  if (state.prefixTriggers !== undefined || state.detectFunctionCalls !== undefined || state.functionCall !== undefined) throw new Error(`the chat wrapper ${wrapper.wrapperName} has its own function-call state: a call cannot be required`);
  return { ...state, functionCall: { initiallyEngaged: true, disengageInitiallyEngaged: [] } };
};
const loadMs = performance.now() - loadStarted;
const modelName = path.basename(values.model).replace(/\.gguf$/, '');

/** One request at a time: the model has one context and one thread. */
let queue = Promise.resolve();
const serial = (fn) => {
  const next = queue.then(fn, fn);
  queue = next.catch(() => undefined);
  return next;
};

/** The test mode's answer: the fixed text whatever was asked, cut at max_tokens (counted by the model's tokenizer). */
function fixed(req) {
  const prompt = JSON.stringify(req.history);
  if (typeof req.choice === 'object') {
    const name = req.choice.only ?? Object.keys(req.functions)[0];
    return { text: '', calls: [{ name, arguments: '{"path": "README.md"}' }], stopReason: 'functionCalls', promptTokens: model.tokenize(prompt).length, completionTokens: 8, latencyMs: 0 };
  }
  const tokens = model.tokenize(FIXED_TEXT);
  const cut = tokens.length > req.maxTokens;
  const text = cut ? model.detokenize(tokens.slice(0, req.maxTokens)) : FIXED_TEXT;
  return { text, calls: [], stopReason: cut ? 'maxTokens' : 'eogToken', promptTokens: model.tokenize(prompt).length, completionTokens: Math.min(tokens.length, req.maxTokens), latencyMs: 0 };
}

async function complete(req) {
  if (FIXED_TEXT !== undefined) return fixed(req);
  await sequence.clearHistory();
  const inBefore = sequence.tokenMeter.usedInputTokens;
  const outBefore = sequence.tokenMeter.usedOutputTokens;
  const started = performance.now();
  const functions = req.choice === 'none' ? undefined : req.choice === 'auto' || req.choice.only === undefined ? req.functions : { [req.choice.only]: req.functions[req.choice.only] };
  forceCall = typeof req.choice === 'object';
  let result;
  try {
    // After tool results the model continues the response that made the calls; otherwise it starts a new one.
    result = await chat.generateResponse(req.endsInResults ? req.history : [...req.history, { type: 'model', response: [] }], {
      maxTokens: req.maxTokens,
      temperature: req.temperature,
      ...(req.seed === undefined ? {} : { seed: req.seed }),
      ...(functions === undefined ? {} : { functions }),
    });
  } finally {
    forceCall = false;
  }
  const latencyMs = performance.now() - started;
  const promptTokens = sequence.tokenMeter.usedInputTokens - inBefore;
  const completionTokens = sequence.tokenMeter.usedOutputTokens - outBefore;
  const calls = (result.functionCalls ?? []).map((c) => ({ name: c.functionName, arguments: JSON.stringify(c.params ?? {}) }));
  return { text: result.response, calls, stopReason: result.metadata.stopReason, promptTokens, completionTokens, latencyMs };
}

const send = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

let served = 0;
const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (d) => (raw += d));
  req.on('end', () => {
    if (req.method === 'GET' && req.url === '/v1/models') return send(res, 200, { object: 'list', data: [{ id: modelName, object: 'model', owned_by: 'local' }] });
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return send(res, 404, { error: { message: `no route ${req.method} ${req.url}`, type: 'invalid_request_error' } });
    let parsed;
    try {
      parsed = parseChatRequest(raw, TOOL_POLICY);
    } catch (err) {
      if (!(err instanceof BadRequest)) throw err;
      return send(res, 400, { error: { message: err instanceof Error ? err.message : String(err), type: 'invalid_request_error' } });
    }
    serial(() => complete(parsed)).then(
      (out) => {
        served++;
        if (values.log) {
          const line = { n: served, fixed: FIXED_TEXT !== undefined, messages: parsed.messages, temperature: parsed.temperature, max_tokens: parsed.maxTokens, seed: parsed.seed ?? null, reply: out.text, tools: Object.keys(parsed.functions ?? {}), tool_calls: out.calls, stop: out.stopReason, prompt_tokens: out.promptTokens, completion_tokens: out.completionTokens, latency_ms: Math.round(out.latencyMs) };
          appendFileSync(values.log, `${JSON.stringify(line)}\n`);
        }
        send(res, 200, {
          id: `chatcmpl-local-${served}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: modelName,
          choices: [
            {
              index: 0,
              message: out.calls.length === 0 ? { role: 'assistant', content: out.text } : { role: 'assistant', content: out.text === '' ? null : out.text, tool_calls: out.calls.map((c, i) => ({ id: `call_${served}_${i}`, type: 'function', function: c })) },
              finish_reason: out.calls.length > 0 ? 'tool_calls' : out.stopReason === 'maxTokens' ? 'length' : 'stop',
            },
          ],
          usage: { prompt_tokens: out.promptTokens, completion_tokens: out.completionTokens, total_tokens: out.promptTokens + out.completionTokens },
        });
      },
      (err) => send(res, 500, { error: { message: err instanceof Error ? err.message : String(err), type: 'server_error' } }),
    );
  });
});

server.listen(Number(values.port), '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}/v1`, model: modelName, loadMs: Math.round(loadMs), contextSize, fixed: FIXED_TEXT !== undefined })}\n`);
});

const stop = () => server.close(() => void model.dispose().finally(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
