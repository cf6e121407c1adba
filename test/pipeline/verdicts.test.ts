/**
 * Verdict tests through the whole pipeline against a local OpenAI-compatible server whose answers pass
 * with a known probability. Each answer is a pure function of (scenario, run seed), so that early
 * stopping and the fixed-N run see the same outcomes and can be compared run for run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runPipeline } from '../../src/pipeline/pipeline.js';
import { fixedPolicy } from '../../src/stats/policy.js';
import { exactInterval } from '../../src/stats/interval.js';
import { seededRandom, startFakeOpenAI, type ChatRequestBody, type FakeOpenAI } from '../fakes/openai-server.js';

let llm: FakeOpenAI;
beforeAll(async () => {
  llm = await startFakeOpenAI();
});
afterAll(async () => {
  await llm.close();
});

/** The outcome of run `seed` of the scenario whose user message is `body`: pass with probability p. */
function outcome(body: ChatRequestBody, p: number): 'pass' | 'fail' {
  const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
  const h = createHash('sha256').update(`${user}#${body.seed ?? 0}`).digest().readUInt32LE(0);
  return seededRandom(h)() < p ? 'pass' : 'fail';
}

function suite(opts: { scenarios: number; runs: number; threshold: string; extra?: string; verdict?: 'test' | 'count' }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-verdicts-'));
  mkdirSync(path.join(dir, 'scenarios'));
  mkdirSync(path.join(dir, 'prompts'));
  writeFileSync(path.join(dir, 'prompts', 'agent.md'), 'Answer PASS or FAIL.\n');
  writeFileSync(
    path.join(dir, 'context-eval.yaml'),
    `version: 1\nproviders:\n  fake: { type: openai, model: m, base_url: "${llm.baseUrl}", api_key_env: FAKE_KEY, retries: 1, timeout_ms: 60000 }\nroles:\n  agent: { provider: fake, system: prompts/agent.md }\ndefaults: { runs: ${opts.runs}, threshold: "${opts.threshold}"${opts.verdict ? `, verdict: ${opts.verdict}` : ''} }\n${opts.extra ?? ''}`,
  );
  const items = Array.from({ length: opts.scenarios }, (_, i) => `  - name: case-${String(i).padStart(3, '0')}\n    role: agent\n    context: { case: ${i} }\n    expect:\n      - contains: [PASS]\n`);
  writeFileSync(path.join(dir, 'scenarios', 'all.yaml'), `scenarios:\n${items.join('')}`);
  return path.join(dir, 'context-eval.yaml');
}

const io = { env: { FAKE_KEY: 'k' }, readText: (p: string) => readFile(p, 'utf8'), now: () => Date.now() };

describe('verdicts against a server that passes with a known probability', () => {
  it('verdicts, pass counts and intervals follow the outcomes the server gave', async () => {
    const p = 0.7;
    llm.setHandler((body) => ({ content: outcome(body, p) === 'pass' ? 'PASS' : 'FAIL' }));
    const config = suite({ scenarios: 30, runs: 5, threshold: '3/5', verdict: 'count' });
    const { report } = await runPipeline({ configPath: config, concurrency: 8, seed: 11, policyFor: () => fixedPolicy }, io);
    expect(report.scenarios).toHaveLength(30);
    for (const s of report.scenarios) {
      expect(s.runs).toHaveLength(5);
      const expected = s.runs.filter((r) => r.output === 'PASS').length;
      expect(s.passes).toBe(expected);
      expect(s.attempted).toBe(5);
      expect(s.verdict).toBe(expected / 5 >= 3 / 5 ? 'pass' : 'fail');
      expect(s.interval).toEqual(exactInterval(expected, 5));
    }
    // Over 150 runs at p = 0.7 the observed rate lands near 0.7 (a seeded, fixed draw).
    const rate = report.scenarios.reduce((n, s) => n + s.passes, 0) / 150;
    expect(rate).toBeGreaterThan(0.6);
    expect(rate).toBeLessThan(0.8);
    expect(report.scenarios.map((s) => s.name)).toEqual([...report.scenarios.map((s) => s.name)].sort());
  });

  it('verdict: count — early stopping (N=3, 2/3, p=0.9) makes at most 80% of the fixed-N calls and never changes a verdict', async () => {
    llm.setHandler((body) => ({ content: outcome(body, 0.9) === 'pass' ? 'PASS' : 'FAIL' }));
    const config = suite({ scenarios: 100, runs: 3, threshold: '2/3', verdict: 'count' });
    const full = await runPipeline({ configPath: config, concurrency: 16, seed: 5, policyFor: () => fixedPolicy }, io);
    const early = await runPipeline({ configPath: config, concurrency: 16, seed: 5 }, io);
    expect(full.report.summary.calls).toBe(300);
    const ratio = early.report.summary.calls / full.report.summary.calls;
    console.log(`early stopping: ${early.report.summary.calls} of ${full.report.summary.calls} calls (${(ratio * 100).toFixed(1)}%)`);
    expect(ratio).toBeLessThanOrEqual(0.8);
    expect(early.report.scenarios.map((s) => [s.name, s.verdict])).toEqual(full.report.scenarios.map((s) => [s.name, s.verdict]));
    expect(early.report.scenarios.some((s) => s.stoppedEarly)).toBe(true);
    // Some scenarios do fail at p = 0.9 with N = 3, so both verdicts are exercised.
    expect(full.report.scenarios.some((s) => s.verdict === 'fail')).toBe(true);
  });

  it('the threshold test (the default): a healthy scenario passes in a few runs, a bad one fails, none runs past max_runs, and each says what its runs show', async () => {
    llm.setHandler((body) => {
      const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
      const p = user.includes('case: 0') ? 0.15 : 0.97;
      return { content: outcome(body, p) === 'pass' ? 'PASS' : 'FAIL' };
    });
    const config = suite({ scenarios: 10, runs: 3, threshold: '2/3', extra: '' });
    const { report } = await runPipeline({ configPath: config, concurrency: 8, seed: 3 }, io);
    const [bad, ...healthy] = report.scenarios;
    expect(bad?.verdict).toBe('fail');
    expect(bad?.rule).toMatchObject({ kind: 'test', tolerance: 0.1, maxRuns: 150 });
    expect(bad?.reason).toMatch(/below the threshold 66\.6% \(shown with 99\.\d+% confidence\)/);
    expect(bad?.evidence).toMatch(/^at most [\d.]+% with 95% confidence after \d+ runs; threshold 66\.6%$/);
    for (const s of healthy) {
      expect(s.verdict, s.name).toBe('pass');
      expect(s.runs.length, s.name).toBeLessThanOrEqual(12);
      expect(s.evidence, s.name).toMatch(/^at least [\d.]+% with 95% confidence after \d+ runs; threshold 66\.6%/);
    }
    for (const s of report.scenarios) expect(s.runs.length).toBeLessThanOrEqual(150);
    // The family: the false-red rate 5% split over the 10 threshold tests (no comparison in a plain run).
    expect(bad?.rule?.alpha).toBeCloseTo(0.005, 12);
  });

  it('the report order is the same whatever the concurrency', async () => {
    llm.setHandler((body) => ({ content: 'PASS', delayMs: (body.seed ?? 0) % 3 === 0 ? 15 : 0 }));
    const config = suite({ scenarios: 12, runs: 3, threshold: '2/3' });
    const a = await runPipeline({ configPath: config, concurrency: 1, seed: 1 }, io);
    const b = await runPipeline({ configPath: config, concurrency: 12, seed: 1 }, io);
    const shape = (r: typeof a.report) => r.scenarios.map((s) => [s.name, s.runs.map((x) => x.index)]);
    expect(shape(a.report)).toEqual(shape(b.report));
  });

  it('errors are never counted as passes or failures', async () => {
    llm.setHandler((body) => {
      const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
      if (user.includes('case: 0')) return { status: 500 };
      if (user.includes('case: 1')) return (body.seed ?? 0) % 3 === 0 ? { status: 500 } : { content: 'PASS' };
      return { content: 'FAIL' };
    });
    const config = suite({ scenarios: 3, runs: 3, threshold: '2/3', verdict: 'count' });
    const { report } = await runPipeline({ configPath: config, concurrency: 4, seed: 0, policyFor: () => fixedPolicy }, io);
    const [down, flaky, failing] = report.scenarios;
    expect(down?.verdict).toBe('error');
    expect(down?.passes).toBe(0);
    expect(down?.attempted).toBe(0);
    expect(down?.errors).toBe(3);
    expect(down?.runs.every((r) => r.error !== undefined && !r.pass)).toBe(true);
    // seed 0 → run 0 errors, runs 1 and 2 pass: 2 of 3 pass whatever run 0 would have given.
    expect(flaky?.verdict).toBe('pass');
    expect(flaky?.errors).toBe(1);
    expect(flaky?.attempted).toBe(2);
    expect(failing?.verdict).toBe('fail');
    expect(report.verdict).toBe('fail');
    expect(report.summary).toMatchObject({ passed: 1, failed: 1, errored: 1 });
  });

  it('budget.max_calls: once reached, the remaining runs are errors that say so', async () => {
    llm.setHandler(() => ({ content: 'PASS' }));
    const config = suite({ scenarios: 4, runs: 3, threshold: '2/3', extra: 'budget: { max_calls: 5 }\n' });
    const { report } = await runPipeline({ configPath: config, concurrency: 1, policyFor: () => fixedPolicy }, io);
    const errors = report.scenarios.flatMap((s) => s.runs).filter((r) => r.error !== undefined);
    expect(errors.length).toBe(7);
    expect(errors[0]?.error).toMatch(/budget\.max_calls \(5\) reached/);
    expect(report.summary.calls).toBe(5);
  });
});
