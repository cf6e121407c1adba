/**
 * The baseline comparison through the whole pipeline, against a local OpenAI-compatible server whose
 * answers pass with a known probability. Each answer is a pure function of (scenario, run seed), so the
 * draws are fixed and the counts below are exact for this seed, not luck.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HistoryRecord } from '../../src/history/record.js';
import { regressions } from '../../src/pipeline/attach-comparisons.js';
import { recordRun } from '../../src/pipeline/stored-history.js';
import { createDirStore } from '../../src/history/dir-store.js';
import { loadAndSelect, runPipeline, type PipelineRequest } from '../../src/pipeline/pipeline.js';
import { prepareScenarios } from '../../src/pipeline/prepare.js';
import { renderMarkdown } from '../../src/report/markdown.js';

import { makeRecord, sha } from '../history/make-record.js';
import { seededRandom, startFakeOpenAI, type ChatRequestBody, type FakeOpenAI } from '../fakes/openai-server.js';

let llm: FakeOpenAI;
const made: string[] = [];
beforeAll(async () => {
  llm = await startFakeOpenAI();
});
afterAll(async () => {
  await llm.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function outcome(body: ChatRequestBody, p: number): boolean {
  const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
  const h = createHash('sha256').update(`${user}#${body.seed ?? 0}`).digest().readUInt32LE(0);
  return seededRandom(h)() < p;
}

function passWith(p: number): void {
  llm.setHandler((body) => ({ content: outcome(body, p) ? 'PASS' : 'FAIL', usage: { prompt_tokens: 100, completion_tokens: 20 } }));
}

function suite(scenarios: number, extra = ''): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-compare-'));
  made.push(dir);
  mkdirSync(path.join(dir, 'scenarios'));
  mkdirSync(path.join(dir, 'prompts'));
  writeFileSync(path.join(dir, 'prompts', 'agent.md'), 'Answer PASS or FAIL.\n');
  writeFileSync(
    path.join(dir, 'context-eval.yaml'),
    `version: 1\nproviders:\n  fake: { type: openai, model: m, base_url: "${llm.baseUrl}", api_key_env: FAKE_KEY, retries: 1, timeout_ms: 60000 }\n` +
      `roles:\n  agent: { provider: fake, system: prompts/agent.md }\ndefaults: { runs: 3, threshold: "2/3" }\n${extra}`,
  );
  const items = Array.from({ length: scenarios }, (_, i) => `  - name: case-${String(i).padStart(3, '0')}\n    role: agent\n    context: { case: ${i} }\n    expect:\n      - contains: [PASS]\n`);
  writeFileSync(path.join(dir, 'scenarios', 'all.yaml'), `scenarios:\n${items.join('')}`);
  return path.join(dir, 'context-eval.yaml');
}

const io = { env: { FAKE_KEY: 'k' }, readText: (p: string) => readFile(p, 'utf8'), now: () => Date.now() };

/** Each scenario's context hash as the pipeline computes it (no model call). */
async function hashes(configPath: string): Promise<Map<string, string>> {
  const { loaded } = await loadAndSelect({ configPath, concurrency: 1 }, io);
  const prepared = await prepareScenarios(loaded, loaded.scenarios, io.readText);
  return new Map(prepared.map((p) => [p.scenario.name, p.contextHash]));
}

/** `count` records at sha(n), one per day from day `day`, each with 9/10 (or `passes`/10) per scenario. */
function records(n: number, names: Map<string, string>, opts: { count?: number; day?: number; passes?: number } = {}): HistoryRecord[] {
  return Array.from({ length: opts.count ?? 5 }, (_, i) => {
    const r = makeRecord(n, [...names].map(([name, hash]) => ({ name, hash, passes: opts.passes ?? 9, attempted: 10, tokens: 120, latency: 50 })));
    return { ...r, timestamp: new Date(Date.UTC(2026, 9, 1) + ((opts.day ?? 0) + i) * 86_400_000).toISOString() };
  });
}

function withBaseline(configPath: string, history: HistoryRecord[], mergeBase: string, ancestors: string[] = [mergeBase]): PipelineRequest {
  return {
    configPath,
    concurrency: 16,
    seed: 7,
    baseline: { records: history, mergeBaseSha: mergeBase, baseRef: 'refs/heads/main', ancestorsOfMergeBase: ancestors },
  };
}

describe('runPipeline with a baseline from history', () => {
  it('flags a drop to 0.5 against a 0.9 baseline, sampling past N up to compare.max_runs', async () => {
    const config = suite(20);
    const history = records(1, await hashes(config));
    passWith(0.5);
    const { report } = await runPipeline(withBaseline(config, history, sha(1)), io);
    const flagged = regressions(report);
    // 20 compared scenarios share half of α = 0.05; against 45/50 each design still catches a drop to 0.5 most of the time.
    expect(flagged.length).toBeGreaterThanOrEqual(12);
    expect(report.summary.regressions).toBe(flagged.length);
    for (const s of report.scenarios) {
      expect(s.comparison).toBeDefined();
      expect(s.comparison?.family).toEqual({ size: 20, alpha: 0.00125 });
      expect(s.runs.length).toBeLessThanOrEqual(150);
      // The threshold verdict is the test's, on the same runs: the other half of α over 20 tests.
      expect(s.rule).toMatchObject({ kind: 'test', alpha: 0.00125 });
      if (s.comparison?.state === 'undecided' || s.comparison?.state === 'no-drop') {
        expect(s.comparison.detectableDrop).toBeGreaterThan(0);
      }
    }
    expect(report.scenarios.some((s) => s.runs.length > 3)).toBe(true);
    expect(flagged.every((s) => s.comparison?.state === 'drop' && s.comparison.baseline?.rate === 0.9)).toBe(true);
    expect(report.notes).toContain(`baseline: history at the merge base ${sha(1).slice(0, 7)} (${sha(1).slice(0, 7)}), pooled per scenario while its context is unchanged`);
    const longest = report.scenarios.find((s) => s.runs.length > 3);
    expect(longest?.reason).toMatch(/more runs? than the planned 3, to compare with the baseline; at most 150/);
    const md = renderMarkdown(report);
    expect(md).toContain('| vs base |');
    expect(md).toContain('#### Regressions against the base');
    expect(md).toMatch(/pass rate 90% → \d+(\.\d)?% · ▼ dropped \(decided after \d+ runs\)/);
    // 20 scenarios sampled up to 150 runs each, with their designs: tens of seconds on a loaded 2-core machine.
  }, 900_000);

  it('mostly does not flag an unchanged context at 0.9, and says the context is unchanged', async () => {
    const config = suite(20);
    const history = records(1, await hashes(config));
    passWith(0.9);
    const { report } = await runPipeline(withBaseline(config, history, sha(1)), io);
    // α = 0.05 for the whole PR: at most one of the 20 may be flagged by chance, and usually none is.
    expect(regressions(report).length).toBeLessThanOrEqual(1);
    expect(report.scenarios.every((s) => s.comparison?.contextUnchanged === true)).toBe(true);
    const mean = report.summary.calls / report.scenarios.length;
    expect(mean).toBeLessThanOrEqual(16);
    expect(renderMarkdown(report)).toContain('context unchanged');
  });

  it('judges a scenario with no history by its threshold alone, and says so', async () => {
    const config = suite(3);
    const all = await hashes(config);
    const onlyFirst = new Map([...all].filter(([name]) => name === 'case-000'));
    passWith(0.5);
    const { report } = await runPipeline(withBaseline(config, records(1, onlyFirst), sha(1)), io);
    const [first, ...others] = report.scenarios;
    expect(first?.comparison?.state).not.toBe('no-baseline');
    for (const s of others) {
      expect(s.comparison?.state).toBe('no-baseline');
      expect(s.comparison?.note).toBe('no history for this scenario: judged by its threshold alone');
      // Sampled by its threshold test alone, which for a rate of 0.5 against 2/3 runs on.
      expect(s.rule?.kind).toBe('test');
    }
    expect(report.notes).toContain('2 scenarios had no history in the baseline: judged by their threshold alone');
    expect(renderMarkdown(report)).toContain('no history yet: judged by its threshold alone');
  });

  it('uses the records at the merge base rather than newer ones', async () => {
    const config = suite(4);
    const names = await hashes(config);
    // At the merge base (older): 9/10. Newer records on main (after the PR branched): 3/10.
    const history = [...records(1, names, { day: 0 }), ...records(2, names, { day: 10, passes: 3 })];
    passWith(0.5);
    const { report } = await runPipeline(withBaseline(config, history, sha(1)), io);
    for (const s of report.scenarios) {
      expect(s.comparison?.baseline).toEqual({ passes: 45, attempted: 50, records: 5, rate: 0.9 });
    }
  });

  it('without records at the merge base, uses the last M records on the base branch before it', async () => {
    const config = suite(2, 'compare: { baseline_records: 3 }\n');
    const names = await hashes(config);
    // sha(3) is the merge base (no records); sha(1) is its ancestor; sha(2) is newer, not an ancestor.
    const history = [...records(1, names, { day: 0 }), ...records(2, names, { day: 10, passes: 3 })];
    passWith(0.9);
    const { report } = await runPipeline(withBaseline(config, history, sha(3), [sha(3), sha(1)]), io);
    for (const s of report.scenarios) expect(s.comparison?.baseline).toEqual({ passes: 27, attempted: 30, records: 3, rate: 0.9 });
    expect(report.notes.some((n) => n.startsWith(`baseline: history at the nearest ancestors of the merge base ${sha(3).slice(0, 7)} on main`))).toBe(true);
  });

  it('records written with recordRun on the base branch are the next PR run\'s baseline', async () => {
    const config = suite(2);
    const store = createDirStore(path.join(path.dirname(config), '.context-eval', 'history'));
    passWith(0.9);
    for (let day = 1; day <= 5; day++) {
      const { report } = await runPipeline({ configPath: config, concurrency: 4, seed: day * 100, forBaseline: true }, io);
      // A recording run samples compare.baseline_runs (30) runs per scenario, without early stopping.
      expect(report.scenarios.map((s) => s.attempted)).toEqual([30, 30]);
      const meta = { sha: sha(1), ref: 'refs/heads/main', event: 'schedule', timestamp: new Date(Date.UTC(2026, 9, day)).toISOString(), providers: [] };
      expect((await recordRun(report, store, meta))?.scenarios.map((s) => s.attempted)).toEqual(report.scenarios.map((s) => s.attempted));
    }
    const history = await store.list();
    expect(history).toHaveLength(5);
    const { report } = await runPipeline(withBaseline(config, history, sha(1)), io);
    for (const s of report.scenarios) {
      expect(s.comparison?.baseline?.records).toBe(5);
      expect(s.comparison?.baseline?.attempted).toBe(150);
      expect(s.comparison?.contextUnchanged).toBe(true);
      expect(s.comparison?.tokensRatio).toBeCloseTo(1, 5);
    }
  });

  it('recordRun records nothing for a report in which every scenario was skipped', async () => {
    const config = suite(2, 'watch: [prompts/**]\n');
    const appended: HistoryRecord[] = [];
    const { report } = await runPipeline({ configPath: config, concurrency: 1, changed: ['README.md'] }, io);
    expect(report.scenarios.every((s) => s.verdict === 'skipped')).toBe(true);
    const meta = { sha: sha(1), ref: 'refs/heads/main', event: 'push', timestamp: '2026-10-01T00:00:00Z', providers: [] };
    expect(await recordRun(report, { append: async (r) => void appended.push(r) }, meta)).toBeUndefined();
    expect(appended).toEqual([]);
  });

  it('without a baseline, the report carries no comparison and the table no "vs base" column', async () => {
    const config = suite(2);
    passWith(0.9);
    const { report } = await runPipeline({ configPath: config, concurrency: 4, seed: 1 }, io);
    expect(report.scenarios.every((s) => s.comparison === undefined)).toBe(true);
    expect(renderMarkdown(report)).not.toContain('vs base');
  });
});

describe('a sharded pull request', () => {
  it('keeps the whole PR as the family in every shard, and 4 merged shards equal one run', async () => {
    const { mergeShardResults } = await import('../../src/pipeline/merge.js');
    const { suiteHash } = await import('../../src/pipeline/suite.js');
    const config = suite(12);
    const { loaded } = await loadAndSelect({ configPath: config, concurrency: 1 }, io);
    const hash = await suiteHash(loaded, io.readText, {});
    const history = records(1, await hashes(config));
    passWith(0.6);
    const whole = (await runPipeline(withBaseline(config, history, sha(1)), io)).report;
    const parts = [];
    for (let index = 1; index <= 4; index++) {
      const result = await runPipeline({ ...withBaseline(config, history, sha(1)), shard: { index, total: 4 } }, io);
      expect(result.report.scenarios.length).toBe(3);
      for (const s of result.report.scenarios) expect(s.comparison?.family).toEqual({ size: 12, alpha: 0.05 / 2 / 12 });
      const shard = result.shard ?? { scenarios: [], positions: [], reasons: [], selected: 0 };
      parts.push({ source: `shard-${index}`, result: { shard: { runId: 'r', index, total: 4, suite: hash, ...shard }, report: result.report } });
    }
    // The merge computes every comparison itself, against the same baseline, with the whole PR's family.
    const baseline = withBaseline(config, history, sha(1)).baseline;
    const merged = await mergeShardResults({ loaded, readText: io.readText, results: parts, comparing: true, ...(baseline ? { baseline } : {}) });
    const view = (r: typeof whole) => r.scenarios.map((s) => [s.name, s.verdict, s.passes, s.attempted, s.comparison?.state, s.comparison?.family, s.rule]);
    expect(view(merged)).toEqual(view(whole));
    expect(merged.summary.regressions).toBe(whole.summary.regressions);
    expect(merged.summary.calls).toBe(whole.summary.calls);
  });
});
