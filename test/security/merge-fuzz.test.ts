/**
 * A seeded mutation fuzz of shard files through `context-eval merge` (issue 21): one shard of a real
 * two-shard run is mutated (wrong types, huge and negative numbers, deleted keys, duplicated and renamed
 * scenarios, missing runs, verdicts and counts that disagree with the runs, broken JSON) and merged with
 * the other. Every case must end either in a clear error (exit 2, naming the shard file, never an
 * internal error) or in a report whose every verdict and count is the one its runs give: a stated
 * verdict is never taken.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { runCliInProcess } from '../cli/in-process.js';
import { overallVerdict, scenarioResult } from '../../src/runner/result.js';
import { ruleFor } from '../../src/pipeline/pipeline.js';
import { thresholdAlpha } from '../../src/stats/error-budget.js';
import type { Report, RunResult } from '../../src/report/types.js';

let llm: FakeOpenAI;
let dir = '';
const env = { FAKE_KEY: 'k', GITHUB_RUN_ID: '' };
const NAMES = Array.from({ length: 6 }, (_, i) => `case-${i}`);

beforeAll(async () => {
  // Mixed outcomes: case 1 always fails, case 3 fails on odd seeds, the rest pass.
  llm = await startFakeOpenAI((body) => {
    const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
    const n = Number(/case (\d+)/.exec(user)?.[1] ?? 0);
    const fail = n === 1 || (n === 3 && (body.seed ?? 0) % 2 === 1);
    return { content: fail ? 'FAIL' : 'PASS', usage: { prompt_tokens: 10, completion_tokens: 2 } };
  });
  dir = mkdtempSync(path.join(tmpdir(), 'context-eval-merge-fuzz-'));
  mkdirSync(path.join(dir, 'scenarios'));
  mkdirSync(path.join(dir, 'prompts'));
  writeFileSync(path.join(dir, 'prompts', 'agent.md'), 'Answer PASS or FAIL.\n');
  writeFileSync(path.join(dir, 'prompts', 'task.md'), 'Do {{ task }}\n');
  writeFileSync(
    path.join(dir, 'context-eval.yaml'),
    `version: 1\nproviders:\n  fake: { type: openai, model: m, base_url: "${llm.baseUrl}", api_key_env: FAKE_KEY, retries: 0 }\n` +
      `roles:\n  agent: { provider: fake, system: prompts/agent.md, template: prompts/task.md }\ndefaults: { runs: 4, threshold: "3/4" }\n`,
  );
  writeFileSync(path.join(dir, 'scenarios', 'all.yaml'), `scenarios:\n${NAMES.map((n, i) => `  - name: ${n}\n    role: agent\n    context: { task: "case ${i}" }\n    expect:\n      - contains: [PASS]\n`).join('')}`);
  for (const i of [1, 2]) {
    const r = await runCliInProcess(dir, ['run', '--seed', '3', '--shard', `${i}/2`, '--run-id', 'fz', '--out', path.join(dir, `orig-${i}`)], env);
    expect([0, 1], r.stderr).toContain(r.code);
  }
});
afterAll(async () => {
  await llm.close();
  rmSync(dir, { recursive: true, force: true });
});

/** mulberry32: a small seeded generator, so a failing case can be replayed from its seed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
const ODD: Json[] = ['x', '', 0, -1, 1.5, 1e308, 2 ** 53 + 1, -1e308, null, true, false, [], {}, ['pass'], { pass: true }, 'pass', 'fail'];

/** Every (container, key) in the value, depth first. */
function slots(value: Json, out: { at: Json[] | { [k: string]: Json }; key: string | number }[] = []) {
  if (Array.isArray(value)) value.forEach((v, i) => (out.push({ at: value, key: i }), slots(v, out)));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push({ at: value, key: k });
      slots(v, out);
    }
  }
  return out;
}

interface Doc {
  shard: { scenarios: Json[]; positions: Json[] };
  report: { verdict: Json; scenarios: { name: Json; verdict: Json; passes: Json; attempted: Json; runs: Json }[] };
}

function mutate(doc: Doc, pick: <T>(xs: readonly T[]) => T, r: () => number): string | undefined {
  const scenario = () => pick(doc.report.scenarios);
  const kind = Math.floor(r() * 12);
  switch (kind) {
    case 0: {
      const s = pick(slots(doc as unknown as Json));
      (s.at as Record<string | number, Json>)[s.key] = pick(ODD);
      return;
    }
    case 1: {
      const s = pick(slots(doc as unknown as Json));
      if (Array.isArray(s.at)) s.at.splice(Number(s.key), 1);
      else delete s.at[String(s.key)];
      return;
    }
    case 2: {
      doc.report.verdict = 'pass';
      for (const s of doc.report.scenarios) Object.assign(s, { verdict: 'pass', passes: 4, attempted: 4 });
      return;
    }
    case 3: {
      const s = scenario();
      if (s && Array.isArray(s.runs)) for (const run of s.runs) if (run && typeof run === 'object' && !Array.isArray(run)) run.pass = r() < 0.5;
      return;
    }
    case 4: {
      const s = scenario();
      if (s) s.runs = [];
      return;
    }
    case 5: {
      const s = scenario();
      if (s && Array.isArray(s.runs)) for (const run of s.runs) if (run && typeof run === 'object' && !Array.isArray(run)) run.error = 'planted error';
      return;
    }
    case 6: {
      // A duplicate of one of its own scenarios, in the header and the report.
      const i = Math.floor(r() * doc.report.scenarios.length);
      const s = doc.report.scenarios[i];
      if (s) {
        doc.report.scenarios.push(structuredClone(s));
        doc.shard.scenarios.push(doc.shard.scenarios[i] ?? null);
        doc.shard.positions.push(doc.shard.positions[i] ?? null);
      }
      return;
    }
    case 7: {
      // Renamed to another scenario of the suite (perhaps the other shard's).
      const i = Math.floor(r() * doc.report.scenarios.length);
      const name = pick(NAMES);
      const s = doc.report.scenarios[i];
      if (s) s.name = name;
      doc.shard.scenarios[i] = name;
      return;
    }
    case 8: {
      const s = scenario();
      if (s && Array.isArray(s.runs) && s.runs.length > 0) s.runs.push(...structuredClone(s.runs), ...structuredClone(s.runs));
      return;
    }
    case 9:
      return `{"shard": ${JSON.stringify(doc.shard)}, "report": ${JSON.stringify(doc.report).replace(/"latencyMs":\d+/, '"latencyMs":1e999')}}`;
    case 10:
      return JSON.stringify(doc).slice(0, Math.floor(r() * 400));
    default: {
      const s = scenario();
      if (s && Array.isArray(s.runs)) for (const run of s.runs) if (run && typeof run === 'object' && !Array.isArray(run)) run.tokens = { input: 9e15, output: 9e15 };
      return;
    }
  }
}

/** What the runs of a merged scenario give, by the runner's own function. */
function fromRuns(s: Report['scenarios'][number], merged: number) {
  const tally = { passes: 0, failures: 0, errors: 0 };
  for (const run of s.runs as RunResult[]) {
    if (run.error !== undefined) tally.errors++;
    else if (run.pass) tally.passes++;
    else tally.failures++;
  }
  return scenarioResult({ name: s.name, file: s.file, line: s.line, role: s.role, planned: 4, threshold: 0.75, rule: ruleFor({ runs: 4, threshold: 0.75 }, thresholdAlpha(0.05, merged, 0)) }, s.runs, tally, 'ran');
}

describe('merge fuzz', () => {
  it('every mutated shard file ends in a clear error or a report recomputed from its runs', async () => {
    const original = readFileSync(path.join(dir, 'orig-1', 'shard.json'), 'utf8');
    const outcomes = { error: 0, report: 0 };
    for (let seed = 1; seed <= 160; seed++) {
      const r = rng(seed);
      const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
      const doc = JSON.parse(original) as Doc;
      let text: string | undefined;
      const rounds = 1 + Math.floor(r() * 3);
      for (let k = 0; k < rounds && text === undefined; k++) text = mutate(doc, pick, r);
      const caseDir = path.join(dir, `case-${seed}`);
      mkdirSync(path.join(caseDir, 'one'), { recursive: true });
      cpSync(path.join(dir, 'orig-2'), path.join(caseDir, 'two'), { recursive: true });
      writeFileSync(path.join(caseDir, 'one', 'shard.json'), text ?? JSON.stringify(doc));
      const out = path.join(caseDir, 'merged');
      const res = await runCliInProcess(dir, ['merge', path.join(caseDir, 'one'), path.join(caseDir, 'two'), '--out', out], env);
      const where = `seed ${seed}: exit ${res.code}\n${res.stderr}`;
      expect(res.stderr, where).not.toMatch(/internal error|\n\s+at /);
      if (res.code === 2) {
        outcomes.error++;
        expect(res.stderr, where).toMatch(/^context-eval: .*(shard|one)/s);
        continue;
      }
      outcomes.report++;
      expect([0, 1, 3], where).toContain(res.code);
      const report = JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) as Report;
      expect(report.scenarios.map((s) => s.name).sort(), where).toEqual(NAMES);
      for (const s of report.scenarios) {
        const want = s.verdict === 'skipped' && s.runs.length === 0 ? undefined : fromRuns(s, report.scenarios.filter((x) => x.verdict !== 'skipped' || x.runs.length > 0).length);
        if (want === undefined) continue;
        expect({ name: s.name, verdict: s.verdict, passes: s.passes, attempted: s.attempted, errors: s.errors, planned: s.planned, threshold: s.threshold }, where).toEqual({
          name: s.name,
          verdict: want.verdict,
          passes: want.passes,
          attempted: want.attempted,
          errors: want.errors,
          planned: 4,
          threshold: 0.75,
        });
        expect(s.interval, where).toEqual(want.interval);
      }
      expect(report.verdict, where).toBe(overallVerdict(report.scenarios));
      const count = (v: string) => report.scenarios.filter((s) => s.verdict === v).length;
      expect(report.summary, where).toMatchObject({ total: NAMES.length, passed: count('pass'), failed: count('fail'), errored: count('error') });
      for (const n of [report.summary.tokens.input, report.summary.tokens.output, report.summary.durationMs]) expect(Number.isFinite(n), where).toBe(true);
      const expected = res.code === 1 ? 'fail' : res.code === 3 ? 'error' : report.verdict;
      expect(report.verdict, where).toBe(expected);
    }
    // Both ends are exercised: the fuzz is not all parse errors, nor all clean merges.
    expect(outcomes.error).toBeGreaterThan(20);
    expect(outcomes.report).toBeGreaterThan(20);
  }, 900_000);
});
