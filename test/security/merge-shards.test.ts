/**
 * `context-eval merge` takes nothing a shard file states about its verdicts (DESIGN §2 MUST "merge
 * recomputes every verdict from the shards' runs"; issue 21 T1, T5). Shard files written by real
 * `run --shard` runs against the fake OpenAI server are then edited as an attacker (or a bug) would:
 * a stated pass over failing runs, stated counts, a scenario renamed to another shard's, a scenario not in
 * the suite, a scenario dropped, and a shard of another version of the suite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { runCliInProcess } from '../cli/in-process.js';

let llm: FakeOpenAI;
const made: string[] = [];
beforeAll(async () => {
  // Every case whose number is odd fails every run; even cases pass every run.
  llm = await startFakeOpenAI((body) => {
    const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
    const n = Number(/case (\d+)/.exec(user)?.[1] ?? 0);
    return { content: n % 2 === 1 ? 'FAIL' : 'PASS', usage: { prompt_tokens: 10, completion_tokens: 2 } };
  });
});
afterAll(async () => {
  await llm.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const env = { FAKE_KEY: 'k', GITHUB_RUN_ID: '' };

function project(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-merge-sec-'));
  made.push(dir);
  mkdirSync(path.join(dir, 'scenarios'));
  mkdirSync(path.join(dir, 'prompts'));
  writeFileSync(path.join(dir, 'prompts', 'agent.md'), 'Answer PASS or FAIL.\n');
  writeFileSync(path.join(dir, 'prompts', 'task.md'), 'Do {{ task }}\n');
  writeFileSync(
    path.join(dir, 'context-eval.yaml'),
    `version: 1\nproviders:\n  fake: { type: openai, model: m, base_url: "${llm.baseUrl}", api_key_env: FAKE_KEY, retries: 0 }\n` +
      `roles:\n  agent: { provider: fake, system: prompts/agent.md, template: prompts/task.md }\ndefaults: { runs: 3, threshold: "2/3" }\n`,
  );
  const items = Array.from({ length: 6 }, (_, i) => `  - name: case-${i}\n    role: agent\n    context: { task: "case ${i}" }\n    expect:\n      - contains: [PASS]\n`);
  writeFileSync(path.join(dir, 'scenarios', 'all.yaml'), `scenarios:\n${items.join('')}`);
  return dir;
}

interface ShardJson {
  shard: { runId: string; index: number; total: number; scenarios: string[]; positions: number[]; reasons?: string[] };
  report: {
    verdict: string;
    summary: Record<string, unknown>;
    scenarios: { name: string; verdict: string; passes: number; attempted: number; errors: number; planned: number; reason: string; interval: { low: number; high: number }; runs: { pass: boolean; failures: string[] }[] }[];
  };
}

async function twoShards(dir: string): Promise<string[]> {
  const outs: string[] = [];
  for (const i of [1, 2]) {
    const out = path.join(dir, `shard-${i}`);
    const r = await runCliInProcess(dir, ['run', '--seed', '1', '--shard', `${i}/2`, '--run-id', 'r1', '--out', out], env);
    expect([0, 1], r.stderr).toContain(r.code);
    outs.push(out);
  }
  return outs;
}

const read = (out: string): ShardJson => JSON.parse(readFileSync(path.join(out, 'shard.json'), 'utf8')) as ShardJson;
const write = (out: string, data: ShardJson) => writeFileSync(path.join(out, 'shard.json'), JSON.stringify(data, null, 2));
const merged = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'merged', 'report.json'), 'utf8')) as ShardJson['report'];

/** Says every scenario of the shard passed, with counts and summary to match, and leaves its runs alone. */
function claimPass(data: ShardJson): ShardJson {
  data.report.verdict = 'pass';
  for (const s of data.report.scenarios) {
    s.verdict = 'pass';
    s.passes = s.planned;
    s.attempted = s.planned;
    s.interval = { low: 0.9, high: 1 };
    s.reason = 'ran; 3/3 passed, at or above the threshold 67%';
  }
  Object.assign(data.report.summary, { passed: data.report.scenarios.length, failed: 0, errored: 0 });
  return data;
}

describe('merge recomputes every verdict from the runs', () => {
  it('T1: shards that state pass over failing runs merge to FAILED, exit 1, with counts from the runs', async () => {
    const dir = project();
    const outs = await twoShards(dir);
    for (const out of outs) write(out, claimPass(read(out)));
    const r = await runCliInProcess(dir, ['merge', ...outs, '--out', 'merged'], env);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const report = merged(dir);
    expect(report.verdict).toBe('fail');
    for (const s of report.scenarios) {
      const odd = Number(s.name.slice('case-'.length)) % 2 === 1;
      expect(s.verdict, s.name).toBe(odd ? 'fail' : 'pass');
      const passes = s.runs.filter((run) => run.pass).length;
      expect(s.passes, s.name).toBe(passes);
      expect(s.attempted, s.name).toBe(s.runs.length);
      expect(s.reason, s.name).not.toContain('3/3 passed, at or above');
    }
    expect(report.summary).toMatchObject({ passed: 3, failed: 3, errored: 0, total: 6 });
  });

  it('a stated verdict never stands in for runs that are not there', async () => {
    const dir = project();
    const outs = await twoShards(dir);
    const one = read(outs[0] ?? '');
    for (const s of one.report.scenarios) s.runs = [];
    write(outs[0] ?? '', claimPass(one));
    const r = await runCliInProcess(dir, ['merge', ...outs, '--out', 'merged'], env);
    expect([1, 3], r.stdout + r.stderr).toContain(r.code);
    const report = merged(dir);
    for (const name of one.shard.scenarios) expect(report.scenarios.find((s) => s.name === name)?.verdict, name).not.toBe('pass');
  });

  it("T5: shard 1's scenario renamed to shard 2's is an error that names it", async () => {
    const dir = project();
    const outs = await twoShards(dir);
    const [one, two] = [read(outs[0] ?? ''), read(outs[1] ?? '')];
    const taken = two.shard.scenarios[0] ?? '';
    const lost = one.shard.scenarios[0] ?? '';
    one.shard.scenarios[0] = taken;
    const first = one.report.scenarios[0];
    if (first) first.name = taken;
    write(outs[0] ?? '', one);
    const r = await runCliInProcess(dir, ['merge', ...outs, '--out', 'merged'], env);
    expect(r.code, r.stdout).toBe(2);
    expect(r.stderr).toContain(taken);
    expect(r.stderr).toMatch(/more than one shard|twice/);
    expect(r.stderr).toContain(lost);
  });

  it('a scenario the suite does not hold is an error that names it', async () => {
    const dir = project();
    const outs = await twoShards(dir);
    const one = read(outs[0] ?? '');
    one.shard.scenarios[0] = 'ghost-scenario';
    const first = one.report.scenarios[0];
    if (first) first.name = 'ghost-scenario';
    write(outs[0] ?? '', one);
    const r = await runCliInProcess(dir, ['merge', ...outs, '--out', 'merged'], env);
    expect(r.code, r.stdout).toBe(2);
    expect(r.stderr).toMatch(/ghost-scenario.*not in the suite|not in the suite.*ghost-scenario/s);
  });

  it('a scenario dropped from a shard is an error, not a smaller report', async () => {
    const dir = project();
    const outs = await twoShards(dir);
    const one = read(outs[0] ?? '');
    const dropped = one.shard.scenarios[0] ?? '';
    one.shard.scenarios.shift();
    one.shard.positions.shift();
    one.shard.reasons?.shift();
    one.report.scenarios.shift();
    write(outs[0] ?? '', one);
    const r = await runCliInProcess(dir, ['merge', ...outs, '--out', 'merged'], env);
    expect(r.code, r.stdout).toBe(2);
    expect(r.stderr).toContain(dropped);
  });

  it("a shard of another version of the suite than the merge's is an error that names it", async () => {
    const dir = project();
    const outs = await twoShards(dir);
    // The prompt changes after the shards ran: the merge's suite is not the one they ran.
    writeFileSync(path.join(dir, 'prompts', 'agent.md'), 'Answer PASS, always.\n');
    const r = await runCliInProcess(dir, ['merge', ...outs, '--out', 'merged'], env);
    expect(r.code, r.stdout).toBe(2);
    expect(r.stderr).toMatch(/shard-1.*suite|suite.*shard-1/s);
  });

  it('shards of two versions of the suite are an error that names the odd one', async () => {
    const dir = project();
    const one = path.join(dir, 'shard-1');
    expect([0, 1]).toContain((await runCliInProcess(dir, ['run', '--seed', '1', '--shard', '1/2', '--run-id', 'r1', '--out', one], env)).code);
    writeFileSync(path.join(dir, 'scenarios', 'all.yaml'), readFileSync(path.join(dir, 'scenarios', 'all.yaml'), 'utf8').replace('threshold: "2/3"', 'threshold: "1/3"'));
    writeFileSync(path.join(dir, 'context-eval.yaml'), readFileSync(path.join(dir, 'context-eval.yaml'), 'utf8').replace('threshold: "2/3"', 'threshold: "1/3"'));
    const two = path.join(dir, 'shard-2');
    expect([0, 1]).toContain((await runCliInProcess(dir, ['run', '--seed', '1', '--shard', '2/2', '--run-id', 'r1', '--out', two], env)).code);
    const r = await runCliInProcess(dir, ['merge', one, two, '--out', 'merged'], env);
    expect(r.code, r.stdout).toBe(2);
    expect(r.stderr).toMatch(/shard-1.*suite|suite.*shard-1/s);
  });
});
