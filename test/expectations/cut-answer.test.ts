/**
 * Issue 30 row 6: a cut answer (finish_reason length / stop_reason max_tokens) is known. The run is marked
 * in the report (`stop: length`), the terminal and `show` say so, and an expectation it breaks is judged
 * "cut at max_tokens", not as a plain mismatch; a cut JSON is not an error that hides why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCliInProcess } from '../cli/in-process.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';

let llm: FakeOpenAI;
beforeAll(async () => {
  llm = await startFakeOpenAI((body) => {
    const sys = body.messages.find((m) => m.role === 'system')?.content ?? '';
    if (sys.includes('JSON')) return { content: '{"steps": ["read the module", "add the', finishReason: 'length' };
    return { content: 'A handoff note that stops in the mid', finishReason: 'length' };
  });
});
afterAll(async () => {
  await llm.close();
});

function project(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-cut-'));
  const files: Record<string, string> = {
    'context-eval.yaml': `version: 1\nproviders:\n  main: { type: openai, model: m, base_url: "${llm.baseUrl}", api_key_env: K, retries: 0, max_tokens: 12 }\nroles:\n  planner: { provider: main, system: json.md, output: json }\n  writer: { provider: main, system: text.md }\n`,
    'json.md': 'Answer in JSON.\n',
    'text.md': 'Write a handoff note.\n',
    'scenarios/a.yaml': 'scenarios:\n  - name: plan\n    role: planner\n    runs: 1\n    verdict: count\n    expect: [ { decomposes: true } ]\n  - name: note\n    role: writer\n    runs: 1\n    verdict: count\n    expect: [ { contains: [done] } ]\n',
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

describe('a cut answer is known', () => {
  it('marks the run, judges its JSON and its expectations as cut, and says so in the terminal and show', async () => {
    const dir = project();
    const env = { K: 'k', PATH: process.env.PATH ?? '' };
    const r = await runCliInProcess(dir, ['run', '--out', 'out'], env);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const report = JSON.parse(readFileSync(path.join(dir, 'out', 'report.json'), 'utf8')) as { scenarios: { name: string; verdict: string; runs: { stop?: string; error?: string; failures: string[] }[] }[] };
    const plan = report.scenarios.find((s) => s.name === 'plan');
    expect(plan?.verdict).toBe('fail');
    expect(plan?.runs[0]?.stop).toBe('length');
    expect(plan?.runs[0]?.error).toBeUndefined();
    expect(plan?.runs[0]?.failures[0]).toMatch(/^cut at max_tokens: the JSON the role requires is incomplete/);
    const note = report.scenarios.find((s) => s.name === 'note');
    expect(note?.runs[0]?.failures[0]).toMatch(/^cut at max_tokens: contains: /);
    expect(r.stdout).toMatch(/1 of 1 answers were cut at max_tokens/);
    const show = await runCliInProcess(dir, ['show', 'note', '--report', 'out/report.json'], env);
    expect(show.stdout).toMatch(/the answer was cut at max_tokens/);
  });
});
