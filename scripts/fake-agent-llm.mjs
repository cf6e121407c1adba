// A local OpenAI-compatible chat-completions server that scripts an agent, for the benchmark's `agent`
// section: a request that offers tools is answered with one `read_file` call per turn until the
// conversation holds `steps - 1` tool-calling turns, then with "RESULT: PASS"; a request without tools is
// answered "RESULT: PASS" at once. No latency: what is measured is the CLI's CPU, not the server's.
// It listens on 127.0.0.1 only.
import { createServer } from 'node:http';

export async function startFakeAgentLLM({ steps = 6 } = {}) {
  let calls = 0;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `no route ${req.method} ${req.url}`, type: 'invalid_request_error' } }));
        return;
      }
      calls++;
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const turns = body.messages.filter((m) => m.role === 'assistant' && Array.isArray(m.tool_calls) && m.tool_calls.length > 0).length;
      const call = Array.isArray(body.tools) && body.tools.length > 0 && turns < steps - 1;
      const message = call
        ? { role: 'assistant', content: null, tool_calls: [{ id: `call_${turns}`, type: 'function', function: { name: 'read_file', arguments: JSON.stringify({ path: `src/file-${turns}.ts` }) } }] }
        : { role: 'assistant', content: 'RESULT: PASS, all good', refusal: null };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({
        id: 'fake-agent', object: 'chat.completion', created: 0, model: body.model ?? 'fake',
        choices: [{ index: 0, message, finish_reason: call ? 'tool_calls' : 'stop', logprobs: null }],
        usage: { prompt_tokens: 40, completion_tokens: 8, total_tokens: 48 },
      }));
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${server.address().port}/v1`,
    calls: () => calls,
    close: () => new Promise((r) => { server.closeAllConnections(); server.close(r); }),
  };
}
