#!/usr/bin/env node
// A local OpenAI-compatible chat-completions server with a fixed latency and a seeded pass rate: each
// answer is "RESULT: PASS …" with probability --pass-rate, else "RESULT: FAIL …". The benchmark imports
// it; the self-test CI job runs it (`node scripts/fake-llm.mjs --port 8787`). It listens on 127.0.0.1 only.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `outputChars`: pad every answer to about this many characters (the bench's long-answer suite).
 * `ratePerSecond`: a token bucket of that many requests, refilled at that rate; a request that finds it
 * empty is answered at once with 429 and `retry-after: 1` (the bench's rate-limit section).
 */
export async function startFakeLLM({ port = 0, latencyMs = 0, passRate = 1, seed = 1, outputChars = 0, ratePerSecond } = {}) {
  const random = seededRandom(seed);
  let calls = 0;
  let rejected = 0;
  let bucket = ratePerSecond ?? 0;
  let bucketAt = performance.now();
  /** Date.now() when the first chat request arrived (the benchmark's time to first request). */
  let firstRequestAt;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'GET' && req.url === '/health') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('ok');
        return;
      }
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `no route ${req.method} ${req.url}`, type: 'invalid_request_error' } }));
        return;
      }
      if (ratePerSecond !== undefined) {
        const now = performance.now();
        bucket = Math.min(ratePerSecond, bucket + ((now - bucketAt) / 1000) * ratePerSecond);
        bucketAt = now;
        if (bucket < 1) {
          rejected++;
          res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' });
          res.end(JSON.stringify({ error: { message: 'Rate limit reached for requests', type: 'requests', code: 'rate_limit_exceeded' } }));
          return;
        }
        bucket -= 1;
      }
      calls++;
      firstRequestAt ??= Date.now();
      let model = 'fake';
      try {
        model = JSON.parse(Buffer.concat(chunks).toString('utf8')).model ?? model;
      } catch {
        // answered anyway: the body's model only echoes back
      }
      const verdict = random() < passRate ? 'RESULT: PASS, all good' : 'RESULT: FAIL, broken';
      const content = outputChars > verdict.length ? `${verdict}\n${'The plan, step by step. '.repeat(Math.ceil((outputChars - verdict.length) / 24))}`.slice(0, outputChars) : verdict;
      const reply = JSON.stringify({
        id: 'fake', object: 'chat.completion', created: 0, model,
        choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
        usage: { prompt_tokens: 40, completion_tokens: 8, total_tokens: 48 },
      });
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(reply);
      }, latencyMs);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    calls: () => calls,
    rejected: () => rejected,
    firstRequestAt: () => firstRequestAt,
    /** Forgets the first request, so that the next process's time to first request can be measured. */
    reset: () => {
      firstRequestAt = undefined;
    },
    close: () => new Promise((r) => { server.closeAllConnections(); server.close(r); }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '8787' }, 'latency-ms': { type: 'string', default: '0' }, 'pass-rate': { type: 'string', default: '1' }, seed: { type: 'string', default: '1' } } });
  const s = await startFakeLLM({ port: Number(values.port), latencyMs: Number(values['latency-ms']), passRate: Number(values['pass-rate']), seed: Number(values.seed) });
  console.log(`fake LLM listening on ${s.url}`);
}
