/**
 * A repository under test with secrets planted everywhere an attacker or an accident can put them: in a
 * scenario (written out and as a `${VAR}` reference), in a prompt file, in a base_url, and in the error
 * text of the model server. The fake model echoes its whole request back, so anything sent reaches the
 * output and every place that prints outputs.
 */
import type { FakeHandler } from '../fakes/openai-server.js';
import { PLANTED_KEY, PLANTED_TOKEN, SHAPED } from './leak-check.js';

export function plantedFiles(baseUrl: string): Record<string, string> {
  const keyedUrl = baseUrl.replace(/\/v1$/, `/k/\${OPENAI_API_KEY}/v1`);
  return {
    'context-eval.yaml': [
      'version: 1',
      'watch: [prompts/**]',
      'providers:',
      `  main: { type: openai, model: fake-model, base_url: "${baseUrl}", api_key_env: OPENAI_API_KEY, retries: 0, timeout_ms: 60000 }`,
      `  keyed: { type: openai, model: fake-model, base_url: "${keyedUrl}", api_key_env: OPENAI_API_KEY, retries: 0, timeout_ms: 60000 }`,
      'roles:',
      '  planner: { provider: main, system: prompts/planner.md }',
      '  keyed: { provider: keyed, system: prompts/planner.md }',
      'defaults: { runs: 2, threshold: 1/2 }',
      '',
    ].join('\n'),
    'prompts/planner.md': [
      'You plan.',
      `Debug key: ${PLANTED_KEY}`,
      `Token: ${PLANTED_TOKEN}`,
      `Shapes: ${SHAPED.github} ${SHAPED.openai} ${SHAPED.aws}`,
      'Hidden: a\u202eb\u200bc',
      '',
    ].join('\n'),
    'scenarios/leak.yaml': [
      'scenarios:',
      '  - name: echoes-secrets',
      '    role: planner',
      `    context: { objective: "ref \${OPENAI_API_KEY}", pasted: "${PLANTED_KEY}", token: "${PLANTED_TOKEN}" }`,
      '    expect:',
      '      - contains: [NEVER-THERE]',
      '  - name: server-error-text',
      '    role: keyed',
      '    context: { objective: x }',
      '    expect:',
      '      - contains: [PASS]',
      '',
    ].join('\n'),
  };
}

/** Echoes the request; on the keyed URL, an auth error whose text carries the key, whole and in part. */
export const echoingHandler: FakeHandler = (body, _i, req) => {
  if (req.url?.includes('/k/')) {
    const message = `Incorrect API key provided: ${PLANTED_KEY.slice(0, 3)}***${PLANTED_KEY.slice(3)}; header was Bearer ${PLANTED_KEY}; url ${req.url}`;
    return { status: 401, body: { error: { message, type: 'invalid_request_error', code: 'invalid_api_key' } } };
  }
  return { content: `echo: ${body.messages.map((m) => m.content).join(' | ')}` };
};
