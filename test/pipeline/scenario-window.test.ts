/**
 * The pipeline keeps a bounded number of scenarios open at once (begun, not finished), instead of starting
 * every scenario's runs at once: with all of them started, a scenario that needs one more run waits behind
 * every other scenario's first runs, and every open scenario's pending calls sit in memory (issue 12: a
 * 20,000-scenario suite peaked at ~500 MB, its live data after the run being ~80 MB). Verdicts are the
 * same either way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runPipeline, scenariosInFlight } from '../../src/pipeline/pipeline.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';

let llm: FakeOpenAI;
const made: string[] = [];
beforeAll(async () => {
  llm = await startFakeOpenAI();
});
afterAll(async () => {
  await llm.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function suite(scenarios: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-window-'));
  made.push(dir);
  mkdirSync(path.join(dir, 'scenarios'));
  mkdirSync(path.join(dir, 'prompts'));
  writeFileSync(path.join(dir, 'prompts', 'agent.md'), 'Answer PASS or FAIL.\n');
  writeFileSync(
    path.join(dir, 'context-eval.yaml'),
    `version: 1\nproviders:\n  fake: { type: openai, model: m, base_url: "${llm.baseUrl}", api_key_env: FAKE_KEY, retries: 0 }\nroles:\n  agent: { provider: fake, system: prompts/agent.md }\ndefaults: { runs: 3, threshold: 2/3, verdict: count }\n`,
  );
  const items = Array.from({ length: scenarios }, (_, i) => `  - name: case-${String(i).padStart(3, '0')}\n    role: agent\n    context: { case: ${i} }\n    expect:\n      - contains: [PASS]\n`);
  writeFileSync(path.join(dir, 'scenarios', 'all.yaml'), `scenarios:\n${items.join('')}`);
  return path.join(dir, 'context-eval.yaml');
}

describe('scenarios in flight', () => {
  it('never has more scenarios open than the window, and every verdict is still decided from its runs', async () => {
    const concurrency = 2;
    const count = scenariosInFlight(concurrency) * 3;
    const begun = new Set<string>();
    const finished = new Set<string>();
    let mostOpen = 0;
    // Run 0 passes, run 1 fails, run 2 passes: under the count rule every scenario needs its third run to be decided (2/3 → pass).
    llm.setHandler((body) => {
      const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
      begun.add(user);
      mostOpen = Math.max(mostOpen, begun.size - finished.size);
      return { content: (body.seed ?? 0) % 3 === 1 ? 'FAIL' : 'PASS' };
    });
    const { report } = await runPipeline(
      { configPath: suite(count), concurrency, seed: 0 },
      {
        env: { FAKE_KEY: 'k' },
        readText: (p) => readFile(p, 'utf8'),
        now: () => Date.now(),
        events: { scenarioFinished: (r) => finished.add(`case: ${r.name.slice('case-'.length).replace(/^0+(?=\d)/, '')}`) },
      },
    );
    expect(report.scenarios).toHaveLength(count);
    for (const s of report.scenarios) {
      expect(s.verdict).toBe('pass');
      expect(s.attempted).toBe(3);
    }
    expect(finished.size).toBe(count);
    expect(mostOpen).toBeGreaterThan(concurrency);
    expect(mostOpen).toBeLessThanOrEqual(scenariosInFlight(concurrency));
  });

  it('keeps enough scenarios open to fill every call slot', () => {
    for (const c of [1, 4, 16, 64]) expect(scenariosInFlight(c)).toBeGreaterThanOrEqual(4 * c);
  });
});
