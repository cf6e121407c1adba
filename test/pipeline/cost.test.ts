/**
 * Cost: each run's tokens priced with its provider's `price`, summed per scenario and in the summary;
 * `budget.max_cost` stops the run, the remaining runs being errors that say why; the headline shows it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runPipeline } from '../../src/pipeline/pipeline.js';
import { headline } from '../../src/report/headline.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';

let llm: FakeOpenAI;
const made: string[] = [];
beforeAll(async () => {
  llm = await startFakeOpenAI(() => ({ content: 'PASS', usage: { prompt_tokens: 1000, completion_tokens: 200 } }));
});
afterAll(async () => {
  await llm.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function suite(extra: string, price = ', price: { input_per_mtok: 2, output_per_mtok: 10 }'): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-cost-'));
  made.push(dir);
  mkdirSync(path.join(dir, 'scenarios'));
  mkdirSync(path.join(dir, 'prompts'));
  writeFileSync(path.join(dir, 'prompts', 'agent.md'), 'Answer PASS.\n');
  writeFileSync(
    path.join(dir, 'context-eval.yaml'),
    `version: 1\nproviders:\n  fake: { type: openai, model: m, base_url: "${llm.baseUrl}", api_key_env: FAKE_KEY, retries: 0${price} }\n` +
      `roles:\n  agent: { provider: fake, system: prompts/agent.md }\ndefaults: { runs: 3, threshold: "2/3" }\n${extra}`,
  );
  const items = Array.from({ length: 4 }, (_, i) => `  - name: case-${i}\n    role: agent\n    context: { case: ${i} }\n    expect:\n      - contains: [PASS]\n`);
  writeFileSync(path.join(dir, 'scenarios', 'all.yaml'), `scenarios:\n${items.join('')}`);
  return path.join(dir, 'context-eval.yaml');
}

const io = { env: { FAKE_KEY: 'k' }, readText: (p: string) => readFile(p, 'utf8'), now: () => Date.now() };
// 1000 input tokens at 2 per million + 200 output tokens at 10 per million.
const PER_RUN = (1000 * 2 + 200 * 10) / 1e6;

describe('cost', () => {
  it('prices each run, each scenario and the summary, and the headline shows it', async () => {
    const { report } = await runPipeline({ configPath: suite(''), concurrency: 2 }, io);
    // Every answer passes: 3 of 3 does not yet show a rate of at least 56.6% with 85% confidence, 5 of 5
    // does, so each scenario's threshold test passes at its second look (3, 5, …): 20 runs in all.
    const runs = report.scenarios.flatMap((s) => s.runs);
    expect(runs.length).toBe(20);
    for (const r of runs) expect(r.cost).toBeCloseTo(PER_RUN, 12);
    for (const s of report.scenarios) expect(s.cost).toBeCloseTo(PER_RUN * s.runs.length, 12);
    expect(report.summary.cost).toBeCloseTo(PER_RUN * 20, 12);
    expect(headline(report, undefined)).toContain('cost 0.08');
  });

  it('reports no cost when no provider has a price', async () => {
    const { report } = await runPipeline({ configPath: suite('', ''), concurrency: 2 }, io);
    expect(report.summary.cost).toBeUndefined();
    expect(headline(report, undefined)).not.toContain('cost');
  });

  it('budget.max_cost stops the run: the remaining runs are errors that name the budget', async () => {
    // Each run costs 0.004: after 5 calls (0.02) the budget of 0.019 is spent. Concurrency 1 makes the count exact.
    const { report } = await runPipeline({ configPath: suite('budget: { max_cost: 0.019 }\n'), concurrency: 1 }, io);
    expect(report.summary.calls).toBe(5);
    const errors = report.scenarios.flatMap((s) => s.runs).filter((r) => r.error !== undefined);
    expect(errors.length).toBeGreaterThan(0);
    for (const r of errors) expect(r.error).toMatch(/budget\.max_cost \(0\.019\) reached/);
    expect(report.verdict).toBe('error');
  });

  it('rejects a negative price with the setting named', async () => {
    await expect(runPipeline({ configPath: suite('', ', price: { input_per_mtok: -1, output_per_mtok: 1 }'), concurrency: 1 }, io)).rejects.toThrow(/price\.input_per_mtok/);
  });
});
