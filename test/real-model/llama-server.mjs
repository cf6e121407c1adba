// A small OpenAI-compatible server over a real GGUF model, for the real-model lane only
// (`npm run test:real-model`). It serves POST /v1/chat/completions with node-llama-cpp (pinned, installed on
// demand into .cache/llama: never a dependency of the product), on 127.0.0.1, one request at a time, with
// ONE thread (two crawl on a 2-core machine). temperature, max_tokens and seed are honoured; each request
// starts from an empty context, so an answer never depends on the requests before it.
//
//   node test/real-model/llama-server.mjs --model F.gguf --llama .cache/llama [--log F.jsonl] [--port 0]
//
// Prints one JSON line {"url": "http://127.0.0.1:PORT/v1"} on stdout once the model is loaded. Each served
// request is appended to --log as a JSON line (messages, reply, tokens, latency; never a header).
//
// A test mode, to prove that the lane's tests need a model: with CONTEXT_EVAL_LANE_FIXED_TEXT set (to 1, or
// to the text itself) every request is answered with that fixed text and the model generates nothing. The
// lane's tests must FAIL then (issue 30, row 13); the ready line and each log line say `fixed: true`.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

const { values } = parseArgs({
  options: {
    model: { type: 'string' },
    llama: { type: 'string' },
    log: { type: 'string' },
    port: { type: 'string', default: '0' },
    threads: { type: 'string', default: '1' },
    context: { type: 'string', default: '8192' },
  },
});
if (!values.model || !values.llama) {
  console.error('usage: llama-server.mjs --model F.gguf --llama DIR (the --prefix node-llama-cpp was installed into)');
  process.exit(2);
}

const MAX_TOKENS_CAP = 1024;
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
const loadMs = performance.now() - loadStarted;
const modelName = path.basename(values.model).replace(/\.gguf$/, '');

/** One request at a time: the model has one context and one thread. */
let queue = Promise.resolve();
const serial = (fn) => {
  const next = queue.then(fn, fn);
  queue = next.catch(() => undefined);
  return next;
};

class BadRequest extends Error {}

function parseBody(raw) {
  let body;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new BadRequest('the body is not JSON');
  }
  if (typeof body !== 'object' || body === null || !Array.isArray(body.messages) || body.messages.length === 0) throw new BadRequest('messages must be a non-empty array');
  const history = [];
  for (const m of body.messages) {
    const text = typeof m?.content === 'string' ? m.content : Array.isArray(m?.content) ? m.content.map((p) => (typeof p?.text === 'string' ? p.text : '')).join('') : undefined;
    if (text === undefined) throw new BadRequest('each message needs a string content');
    if (m.role === 'system' || m.role === 'developer') history.push({ type: 'system', text });
    else if (m.role === 'user') history.push({ type: 'user', text });
    else if (m.role === 'assistant') history.push({ type: 'model', response: [text] });
    else throw new BadRequest(`unknown message role ${JSON.stringify(m.role)}`);
  }
  const num = (v, name) => {
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new BadRequest(`${name} must be a number`);
    return v;
  };
  const temperature = num(body.temperature, 'temperature') ?? 1;
  const maxTokens = Math.min(num(body.max_tokens ?? body.max_completion_tokens, 'max_tokens') ?? 256, MAX_TOKENS_CAP);
  const seed = num(body.seed, 'seed');
  return { history, messages: body.messages, temperature, maxTokens, seed };
}

/** The test mode's answer: the fixed text whatever was asked, cut at max_tokens (counted by the model's tokenizer). */
function fixed(req) {
  const prompt = req.history.map((h) => h.text ?? h.response.join('')).join('\n');
  const tokens = model.tokenize(FIXED_TEXT);
  const cut = tokens.length > req.maxTokens;
  const text = cut ? model.detokenize(tokens.slice(0, req.maxTokens)) : FIXED_TEXT;
  return { text, stopReason: cut ? 'maxTokens' : 'eogToken', promptTokens: model.tokenize(prompt).length, completionTokens: Math.min(tokens.length, req.maxTokens), latencyMs: 0 };
}

async function complete(req) {
  if (FIXED_TEXT !== undefined) return fixed(req);
  await sequence.clearHistory();
  const inBefore = sequence.tokenMeter.usedInputTokens;
  const outBefore = sequence.tokenMeter.usedOutputTokens;
  const started = performance.now();
  const result = await chat.generateResponse([...req.history, { type: 'model', response: [] }], {
    maxTokens: req.maxTokens,
    temperature: req.temperature,
    ...(req.seed === undefined ? {} : { seed: req.seed }),
  });
  const latencyMs = performance.now() - started;
  const promptTokens = sequence.tokenMeter.usedInputTokens - inBefore;
  const completionTokens = sequence.tokenMeter.usedOutputTokens - outBefore;
  return { text: result.response, stopReason: result.metadata.stopReason, promptTokens, completionTokens, latencyMs };
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
      parsed = parseBody(raw);
    } catch (err) {
      return send(res, 400, { error: { message: err instanceof Error ? err.message : String(err), type: 'invalid_request_error' } });
    }
    serial(() => complete(parsed)).then(
      (out) => {
        served++;
        if (values.log) {
          const line = { n: served, fixed: FIXED_TEXT !== undefined, messages: parsed.messages, temperature: parsed.temperature, max_tokens: parsed.maxTokens, seed: parsed.seed ?? null, reply: out.text, stop: out.stopReason, prompt_tokens: out.promptTokens, completion_tokens: out.completionTokens, latency_ms: Math.round(out.latencyMs) };
          appendFileSync(values.log, `${JSON.stringify(line)}\n`);
        }
        send(res, 200, {
          id: `chatcmpl-local-${served}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: modelName,
          choices: [{ index: 0, message: { role: 'assistant', content: out.text }, finish_reason: out.stopReason === 'maxTokens' ? 'length' : 'stop' }],
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
