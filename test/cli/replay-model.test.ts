/**
 * Issue 11, friction 2 (DESIGN §2): a recording is keyed by the recording provider's type, model and
 * sampling parameters as well as the prompt, so that a PR that only swaps the model never replays the
 * old model's answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCliInProcess } from './in-process.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';

let llm: FakeOpenAI;
beforeAll(async () => {
  llm = await startFakeOpenAI(() => ({ content: 'PASS' }));
});
afterAll(async () => {
  await llm.close();
});

const ENV = { TEST_KEY: 'sk-test', PATH: process.env.PATH ?? '' };

function config(main: string): string {
  return `version: 1\nproviders:\n  main: { type: openai, base_url: "${llm.baseUrl}", api_key_env: TEST_KEY, retries: 0, ${main} }\n  offline: { type: replay, recordings: rec/, record_with: main }\nroles:\n  planner: { provider: offline, system: prompts/p.md }\n`;
}

function project(main: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-replay-model-'));
  const files: Record<string, string> = {
    'context-eval.yaml': config(main),
    'prompts/p.md': 'You plan.\n',
    'scenarios/a.yaml': 'name: s1\nrole: planner\nruns: 1\ncontext: { objective: x }\nexpect:\n  - contains: [PASS]\n',
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

describe('replay is keyed by model and sampling parameters', () => {
  it('replays what was recorded for the same model', async () => {
    const dir = project('model: m1, temperature: 0.2');
    expect((await runCliInProcess(dir, ['record'], ENV)).code).toBe(0);
    const r = await runCliInProcess(dir, ['run'], ENV);
    expect(r.code, r.stdout + r.stderr).toBe(0);
  });

  it.each([
    ['a changed model', 'model: m2, temperature: 0.2'],
    ['a changed temperature', 'model: m1, temperature: 0.9'],
    ['a new max_tokens', 'model: m1, temperature: 0.2, max_tokens: 100'],
  ])('%s finds no recording', async (_what, changed) => {
    const dir = project('model: m1, temperature: 0.2');
    expect((await runCliInProcess(dir, ['record'], ENV)).code).toBe(0);
    writeFileSync(path.join(dir, 'context-eval.yaml'), config(changed));
    const r = await runCliInProcess(dir, ['run'], ENV);
    expect(r.stdout + r.stderr).toMatch(/no recording for this context/);
    expect(r.code, r.stdout + r.stderr).toBe(3);
  });
});
