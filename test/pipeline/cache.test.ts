/**
 * The response cache through the whole pipeline, against the local fake OpenAI server: a second run of
 * the same suite makes no model call and reaches the same verdicts; editing one role's prompt re-samples
 * only that role's scenarios; a recording run (push, schedule) makes all its calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runPipeline } from '../../src/pipeline/pipeline.js';
import { summaryLine } from '../../src/report/format.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';

let llm: FakeOpenAI;
const made: string[] = [];
beforeAll(async () => {
  // Each answer depends on the request and its seed, so a re-sample could differ from the cached answer.
  llm = await startFakeOpenAI((body) => ({ content: (body.seed ?? 0) % 3 === 0 ? 'FAIL' : 'PASS', usage: { prompt_tokens: 100, completion_tokens: 20 } }));
});
afterAll(async () => {
  await llm.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function suite(cache = 'cache: { dir: .cache/responses }\n'): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-cache-'));
  made.push(dir);
  mkdirSync(path.join(dir, 'scenarios'));
  mkdirSync(path.join(dir, 'prompts'));
  writeFileSync(path.join(dir, 'prompts', 'planner.md'), 'You plan. Answer PASS or FAIL.\n');
  writeFileSync(path.join(dir, 'prompts', 'writer.md'), 'You write. Answer PASS or FAIL.\n');
  writeFileSync(
    path.join(dir, 'context-eval.yaml'),
    `version: 1\nproviders:\n  fake: { type: openai, model: m, base_url: "${llm.baseUrl}", api_key_env: FAKE_KEY, retries: 0, timeout_ms: 60000 }\n` +
      `roles:\n  planner: { provider: fake, system: prompts/planner.md }\n  writer: { provider: fake, system: prompts/writer.md }\n` +
      `defaults: { runs: 3, threshold: "2/3" }\n${cache}`,
  );
  const items = ['planner', 'planner', 'writer', 'writer', 'writer'].map(
    (role, i) => `  - name: case-${i}\n    role: ${role}\n    context: { case: ${i} }\n    expect:\n      - contains: [PASS]\n`,
  );
  writeFileSync(path.join(dir, 'scenarios', 'all.yaml'), `scenarios:\n${items.join('')}`);
  return path.join(dir, 'context-eval.yaml');
}

const io = { env: { FAKE_KEY: 'k' }, readText: (p: string) => readFile(p, 'utf8'), now: () => Date.now() };

async function run(configPath: string, extra: { forBaseline?: boolean } = {}) {
  const before = llm.requests.length;
  const { report } = await runPipeline({ configPath, concurrency: 4, seed: 11, ...extra }, io);
  return { report, requests: llm.requests.slice(before) };
}

const verdicts = (r: Awaited<ReturnType<typeof run>>) => r.report.scenarios.map((s) => [s.name, s.verdict, s.passes, s.attempted]);

describe('the response cache', () => {
  it('a second run of the same suite makes no model call and gives the same verdicts', async () => {
    const configPath = suite();
    const first = await run(configPath);
    expect(first.requests.length).toBe(first.report.summary.calls);
    expect(first.requests.length).toBeGreaterThan(0);
    expect(first.report.summary.cached).toBe(0);
    expect(readdirSync(path.join(path.dirname(configPath), '.cache', 'responses')).length).toBeGreaterThan(0);

    const second = await run(configPath);
    expect(second.requests).toHaveLength(0);
    expect(second.report.summary.calls).toBe(0);
    expect(verdicts(second)).toEqual(verdicts(first));
    const runs = second.report.scenarios.reduce((n, s) => n + s.runs.length, 0);
    expect(second.report.summary.cached).toBe(runs);
    expect(summaryLine(second.report)).toContain(`0 calls · ${runs} runs from the cache`);
    expect(summaryLine(first.report)).not.toContain('from the cache');
    expect(second.report.scenarios.every((s) => s.runs.every((r) => r.cached === true))).toBe(true);
  });

  it('editing one prompt re-samples only the scenarios that use it', async () => {
    const configPath = suite();
    await run(configPath);
    writeFileSync(path.join(path.dirname(configPath), 'prompts', 'planner.md'), 'You plan carefully. Answer PASS or FAIL.\n');
    const again = await run(configPath);
    expect(again.requests.length).toBeGreaterThan(0);
    expect(again.requests.every((r) => r.body.messages.some((m) => m.content.includes('You plan carefully')))).toBe(true);
    const called = again.report.scenarios.filter((s) => s.runs.some((r) => r.cached !== true)).map((s) => s.name);
    expect(called).toEqual(['case-0', 'case-1']);
  });

  it('a recording run (push, schedule) bypasses the cache and makes all its calls', async () => {
    const configPath = suite();
    await run(configPath);
    const recording = await run(configPath, { forBaseline: true });
    expect(recording.requests.length).toBe(recording.report.summary.calls);
    expect(recording.requests.length).toBeGreaterThan(0);
    expect(recording.report.summary.cached).toBe(0);
  });

  it('is off unless configured', async () => {
    const configPath = suite('');
    await run(configPath);
    const second = await run(configPath);
    expect(second.requests.length).toBeGreaterThan(0);
    expect(readdirSync(path.dirname(configPath))).not.toContain('.context-eval');
  });
});
