/**
 * Sharding through the CLI (DESIGN §5): `run --shard I/N --out DIR` writes a partial report with a shard
 * header; `merge DIR…` gives the same verdicts and summary as one unsharded run, and names a missing
 * shard, a duplicated shard and a shard from another run as errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { runCliInProcess } from './in-process.js';

let llm: FakeOpenAI;
const made: string[] = [];
beforeAll(async () => {
  // Pass or fail by scenario and run seed: verdicts differ between scenarios but not between invocations.
  llm = await startFakeOpenAI((body) => {
    const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
    const n = Number(/case (\d+)/.exec(user)?.[1] ?? 0);
    return { content: (n % 4 === 0 && (body.seed ?? 0) % 2 === 0) || n % 7 === 3 ? 'FAIL' : 'PASS', usage: { prompt_tokens: 10, completion_tokens: 2 } };
  });
});
afterAll(async () => {
  await llm.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function project(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-shard-'));
  made.push(dir);
  mkdirSync(path.join(dir, 'scenarios'));
  mkdirSync(path.join(dir, 'prompts'));
  writeFileSync(path.join(dir, 'prompts', 'agent.md'), 'Answer PASS or FAIL.\n');
  writeFileSync(
    path.join(dir, 'context-eval.yaml'),
    `version: 1\nproviders:\n  fake: { type: openai, model: m, base_url: "${llm.baseUrl}", api_key_env: FAKE_KEY, retries: 0 }\n` +
      `roles:\n  agent: { provider: fake, system: prompts/agent.md, template: prompts/task.md }\ndefaults: { runs: 3, threshold: "2/3" }\n`,
  );
  writeFileSync(path.join(dir, 'prompts', 'task.md'), 'Do {{ task }}\n');
  const items = Array.from({ length: 11 }, (_, i) => `  - name: case-${String(i).padStart(2, '0')}\n    role: agent\n    context: { task: "case ${i}" }\n    expect:\n      - contains: [PASS]\n`);
  writeFileSync(path.join(dir, 'scenarios', 'all.yaml'), `scenarios:\n${items.join('')}`);
  return dir;
}

const env = { FAKE_KEY: 'k', GITHUB_RUN_ID: '' };
const comparable = (report: { scenarios: { name: string; verdict: string; passes: number; attempted: number }[] }) =>
  report.scenarios.map((s) => [s.name, s.verdict, s.passes, s.attempted]).sort();

async function shards(dir: string, total: number, runId = 'run-1'): Promise<string[]> {
  const outs: string[] = [];
  for (let i = 1; i <= total; i++) {
    const out = path.join(dir, runId, `shard-${i}`);
    const r = await runCliInProcess(dir, ['run', '--seed', '5', '--shard', `${i}/${total}`, '--run-id', runId, '--out', out], env);
    expect([0, 1], r.stderr).toContain(r.code);
    outs.push(out);
  }
  return outs;
}

describe('sharding', () => {
  it('4 shards cover every scenario once and merge into the unsharded report', async () => {
    const dir = project();
    const whole = await runCliInProcess(dir, ['run', '--seed', '5', '--json', 'whole.json'], env);
    const wholeReport = JSON.parse(readFileSync(path.join(dir, 'whole.json'), 'utf8'));

    const outs = await shards(dir, 4);
    const names = outs.flatMap((o) => JSON.parse(readFileSync(path.join(o, 'shard.json'), 'utf8')).shard.scenarios as string[]);
    expect(names.sort()).toEqual(wholeReport.scenarios.map((s: { name: string }) => s.name).sort());

    const merged = await runCliInProcess(dir, ['merge', ...outs, '--out', 'merged'], env);
    expect(merged.code, merged.stderr).toBe(whole.code);
    const mergedReport = JSON.parse(readFileSync(path.join(dir, 'merged', 'report.json'), 'utf8'));
    expect(comparable(mergedReport)).toEqual(comparable(wholeReport));
    expect(mergedReport.scenarios.map((s: { name: string }) => s.name)).toEqual(wholeReport.scenarios.map((s: { name: string }) => s.name));
    expect(mergedReport.verdict).toBe(wholeReport.verdict);
    const { durationMs: _a, ...mergedSummary } = mergedReport.summary;
    const { durationMs: _b, ...wholeSummary } = wholeReport.summary;
    expect(mergedSummary).toEqual(wholeSummary);
    // Per-expectation counts (issue 31 item 3): merge recomputes them from the shards' runs[].held.
    const counts = (r: { scenarios: { name: string; expectations?: unknown }[] }) => r.scenarios.map((s) => [s.name, s.expectations]);
    expect(counts(mergedReport)).toEqual(counts(wholeReport));
    expect(mergedReport.scenarios[0].expectations).toEqual([expect.objectContaining({ kind: 'contains', label: 'contains: [PASS]', line: 6 })]);
    expect(readdirSync(path.join(dir, 'merged'))).toContain('report.md');
  });

  it('names a missing shard, a duplicated shard and a shard from another run', async () => {
    const dir = project();
    const outs = await shards(dir, 3);
    const missing = await runCliInProcess(dir, ['merge', outs[0] ?? '', outs[2] ?? ''], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/shard 2 of 3 .*missing/);

    const copy = path.join(dir, 'copy-of-1');
    cpSync(outs[0] ?? '', copy, { recursive: true });
    const duplicated = await runCliInProcess(dir, ['merge', ...outs, copy], env);
    expect(duplicated.code).toBe(2);
    expect(duplicated.stderr).toMatch(/shard 1 of 3 .*twice/);

    const other = await shards(dir, 3, 'run-2');
    const mixed = await runCliInProcess(dir, ['merge', outs[0] ?? '', outs[1] ?? '', other[2] ?? ''], env);
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toMatch(/run-2.*another run|another run.*run-2/);
  });

  it('rejects a bad --shard', async () => {
    const dir = project();
    for (const bad of ['0/4', '5/4', '2', 'a/b']) {
      const r = await runCliInProcess(dir, ['run', '--shard', bad, '--run-id', 'x', '--out', 'o'], env);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/--shard/);
    }
  });
});
