#!/usr/bin/env node
// A scripted OpenAI-compatible chat-completions server: it stands in for a real model when
// `context-eval record` (re)makes this example's replay recordings (see agent/record.mjs). It answers by
// the system prompt (which role is asking), by how many tool-calling turns the conversation already has,
// and by the run (the request's `seed`: record with `--seed 0`, so that run i sends seed i). The runs differ
// on purpose, so that the demo shows real statistics: in run 1 the implementer skips the tests, and the
// product owner asks for changes. It listens on 127.0.0.1 only and checks no key.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const STORY = [
  'Story: As a user I want to log in with OAuth2, next to the password login, so that I do not need another password.',
  '',
  'Acceptance criteria:',
  '1. The login page offers "Log in with OAuth2" beside the password form.',
  '2. A successful OAuth2 login opens a session exactly like a password login does.',
  '3. A failed or cancelled OAuth2 login returns to the login page with a message.',
  '4. The password login keeps working unchanged.',
  '',
  'Notes for later: the providers to support first (GitHub, then Google), the consent screen wording, the audit log entries,',
  'the rate limit on the callback endpoint, and the migration of existing sessions all need decisions before release.',
].join('\n');

const EDIT = {
  path: 'src/auth.rs',
  old: 'pub fn login(user: &str, password: &str)',
  new: 'pub fn login_oauth2(code: &str) -> Result<Session, AuthError> {\n    let user = oauth2::exchange(code)?;\n    Ok(Session::new(user.id))\n}\n\npub fn login(user: &str, password: &str)',
};

/** One turn of each role's script: tool calls, or the final answer. */
const scripts = {
  implementer(turns, run) {
    if (turns === 0) return { toolCalls: [{ name: 'read_file', arguments: { path: 'src/auth.rs' } }] };
    if (turns === 1) return { toolCalls: [{ name: 'edit_file', arguments: EDIT }] };
    // Run 1 answers without running the tests: it breaks the `order` rule, and the scenario's 2/3 threshold absorbs it.
    if (turns === 2 && run === 1) return { content: 'Added login_oauth2 to src/auth.rs: OAuth2 login next to the password login.' };
    if (turns === 2) return { toolCalls: [{ name: 'run_tests', arguments: { filter: 'auth' } }] };
    return { content: 'Added login_oauth2 to src/auth.rs: OAuth2 login next to the password login, which is unchanged. Tests: 3 passed, 0 failed.' };
  },
  sm() {
    return { content: STORY };
  },
  po(turns, run) {
    // The handoff is cut at 500 characters: the notes on which providers come first are past the cut.
    if (run === 1) return { content: 'CHANGES REQUESTED: the story does not say which OAuth2 providers to support first.' };
    return { content: 'APPROVED: the story and its acceptance criteria are clear; start with the login page and the session.' };
  },
  dev(turns) {
    if (turns === 0) return { toolCalls: [{ name: 'read_file', arguments: { path: 'src/auth.rs' } }] };
    if (turns === 1) return { toolCalls: [{ name: 'edit_file', arguments: EDIT }] };
    return { content: 'Added login_oauth2 to src/auth.rs beside the password login.' };
  },
};

const ROLES = [
  ['You are the implementer', 'implementer'],
  ['You are the story master', 'sm'],
  ['You are the product owner', 'po'],
  ['You are the developer', 'dev'],
];

function reply(body) {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const system = messages.find((m) => m.role === 'system')?.content ?? '';
  const role = ROLES.find(([start]) => system.startsWith(start))?.[1];
  if (role === undefined) return { status: 400, error: `scripted agent: no script for the system prompt ${JSON.stringify(system.slice(0, 60))}` };
  const turns = messages.filter((m) => m.role === 'assistant' && Array.isArray(m.tool_calls) && m.tool_calls.length > 0).length;
  const run = Number.isInteger(body.seed) ? body.seed : 0;
  const turn = scripts[role](turns, run);
  const calls = (turn.toolCalls ?? []).map((c, i) => ({ id: `call_${turns}_${i}`, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.arguments) } }));
  const input = Math.ceil(JSON.stringify(messages).length / 4);
  const output = Math.ceil((turn.content ?? JSON.stringify(calls)).length / 4);
  return {
    status: 200,
    completion: {
      id: `scripted-${role}-${turns}`,
      object: 'chat.completion',
      created: 0,
      model: body.model ?? 'scripted-agent',
      choices: [{ index: 0, message: { role: 'assistant', content: turn.content ?? null, ...(calls.length > 0 ? { tool_calls: calls } : {}) }, finish_reason: calls.length > 0 ? 'tool_calls' : 'stop' }],
      usage: { prompt_tokens: input, completion_tokens: output, total_tokens: input + output },
    },
  };
}

/** Starts the server; resolves to {url, close}. */
export function startScriptedAgent({ port = 8788 } = {}) {
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = undefined;
      }
      const r = req.method === 'POST' && req.url?.endsWith('/chat/completions') && body ? reply(body) : { status: 404, error: `no route ${req.method} ${req.url}` };
      res.writeHead(r.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(r.completion ?? { error: { message: r.error, type: 'invalid_request_error' } }));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve({ url: `http://127.0.0.1:${server.address().port}/v1`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '8788' } } });
  const { url } = await startScriptedAgent({ port: Number(values.port) });
  process.stdout.write(`scripted agent listening on ${url}\n`);
}
