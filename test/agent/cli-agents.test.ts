/**
 * Issue 33: agents end to end through the CLI (in-process), against the local OpenAI-compatible fake that
 * scripts tool calls. Each scenario's agent is scripted by what its conversation holds, so runs may arrive
 * in any order; the run's seed (--seed, one per run) tells runs apart where a scenario needs one to differ.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCliInProcess } from '../cli/in-process.js';
import { startFakeOpenAI, toolResults, toolTurns, type ChatRequestBody, type FakeOpenAI, type FakeReply } from '../fakes/openai-server.js';

const SEED = 1000;
const RECKLESS_SEED = SEED + 7;
const LONG_STORY = `STORY-START ${'x'.repeat(700)} TAIL-MARKER`;

/** Runs 3, 6 and 9 of every 10 are careless: a 70% agent. */
function careless(seed: number | undefined): boolean {
  return seed !== undefined && [3, 6, 9].includes((seed - SEED) % 10);
}

function systemOf(body: ChatRequestBody): string {
  return body.messages.find((m) => m.role === 'system')?.content ?? '';
}

function userOf(body: ChatRequestBody): string {
  return body.messages.find((m) => m.role === 'user')?.content ?? '';
}

function agent(body: ChatRequestBody): FakeReply {
  const sys = systemOf(body);
  const turns = toolTurns(body);
  if (sys.includes('CAREFUL')) {
    if (turns === 0) return { toolCalls: [{ name: 'read_file', arguments: { path: 'src/auth.rs' } }] };
    if (turns === 1) return { toolCalls: [{ name: 'edit_file', arguments: { path: 'src/auth.rs', text: 'oauth' } }] };
    return { content: `Done: added OAuth2 after reading ${toolResults(body)[0] ?? ''}` };
  }
  if (sys.includes('SOMETIMES-RECKLESS')) {
    if (turns === 0 && body.seed === RECKLESS_SEED) return { toolCalls: [{ name: 'delete_file', arguments: { path: 'src/auth.rs' } }] };
    if (turns === 0) return { toolCalls: [{ name: 'read_file', arguments: { path: 'src/auth.rs' } }] };
    return { content: 'Done: OAuth2' };
  }
  if (sys.includes('WRONG-ORDER')) {
    if (turns === 0) return { toolCalls: [{ name: 'edit_file', arguments: { path: 'src/auth.rs', text: 'x' } }] };
    if (turns === 1) return { toolCalls: [{ name: 'read_file', arguments: { path: 'src/auth.rs' } }] };
    return { content: 'Done: OAuth2' };
  }
  if (sys.includes('BAD-ARGS')) {
    if (turns === 0) return { toolCalls: [{ name: 'edit_file', arguments: { path: 42 } }] };
    return { content: 'Done: OAuth2' };
  }
  if (sys.includes('UNKNOWN-TOOL')) return { toolCalls: [{ name: 'run_shell', arguments: { cmd: 'rm -rf /' } }] };
  if (sys.includes('UNANSWERED')) return turns === 0 ? { toolCalls: [{ name: 'read_file', arguments: { path: 'nowhere.txt' } }] } : { content: 'Done' };
  if (sys.includes('ENDLESS')) return { toolCalls: [{ name: 'read_file', arguments: { path: 'src/auth.rs' } }] };
  if (sys.includes('PLAIN-SEVENTY')) return { content: careless(body.seed) ? 'Done, deleted' : 'Done' };
  if (sys.includes('SEVENTY')) {
    // Careful in 7 runs of 10 (by the run's seed): the same pass/fail sequence as PLAIN-SEVENTY's text.
    const careful = careless(body.seed) === false;
    if (turns === 0) return { toolCalls: [{ name: careful ? 'read_file' : 'delete_file', arguments: { path: 'src/auth.rs' } }] };
    return { content: 'Done' };
  }
  if (sys.includes('STORY-MASTER')) return { content: LONG_STORY };
  if (sys.includes('PRODUCT-OWNER')) return { content: userOf(body).includes('TAIL-MARKER') ? 'BLOCKED: I saw the tail' : 'APPROVED: the story is clear' };
  if (sys.includes('HEDGING-OWNER')) return { content: 'APPROVED, or maybe BLOCKED' };
  if (sys.includes('DEVELOPER')) return turns === 0 ? { toolCalls: [{ name: 'edit_file', arguments: { path: 'src/auth.rs', text: 'y' } }] } : { content: 'Implemented' };
  return { content: 'no script for this system prompt' };
}

let llm: FakeOpenAI;
beforeAll(async () => {
  llm = await startFakeOpenAI((body) => agent(body));
});
afterAll(async () => {
  await llm.close();
});

const ENV = { TEST_KEY: 'sk-test', PATH: process.env.PATH ?? '' };

const TOOLS = JSON.stringify([
  { type: 'function', function: { name: 'read_file', description: 'Read a file', parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } } },
  { type: 'function', function: { name: 'edit_file', description: 'Edit a file', parameters: { type: 'object', properties: { path: { type: 'string' }, text: { type: 'string' } }, required: ['path'] } } },
  { type: 'function', function: { name: 'delete_file', description: 'Delete a file', parameters: { type: 'object', properties: { path: { type: 'string' } } } } },
]);

const ROLES = ['SEVENTY', 'PLAIN-SEVENTY', 'CAREFUL', 'SOMETIMES-RECKLESS', 'WRONG-ORDER', 'BAD-ARGS', 'UNKNOWN-TOOL', 'UNANSWERED', 'ENDLESS', 'STORY-MASTER', 'PRODUCT-OWNER', 'HEDGING-OWNER', 'DEVELOPER'];

function project(scenarios: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-agents-'));
  const roles = ROLES.map((r) => `  ${r.toLowerCase().replaceAll('-', '_')}: { provider: main, system: prompts/${r}.md, tools: tools/impl.json, max_steps: 4 }`).join('\n');
  const files: Record<string, string> = {
    'context-eval.yaml': `version: 1\nproviders:\n  main: { type: openai, model: m, base_url: "${llm.baseUrl}", api_key_env: TEST_KEY, retries: 0 }\nroles:\n${roles}\n`,
    'tools/impl.json': TOOLS,
    'fixtures/auth.rs': 'fn login() {}\n',
    ...Object.fromEntries(ROLES.map((r) => [`prompts/${r}.md`, `You are ${r}.\n`])),
    ...Object.fromEntries(Object.entries(scenarios).map(([name, text]) => [`scenarios/${name}.yaml`, text])),
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const WORLD = 'world:\n  read_file:\n    - { when: { path: src/auth.rs }, returns: { file: ../fixtures/auth.rs } }\n  edit_file: "ok"\n  delete_file: "deleted"\n';

interface Run {
  pass: boolean;
  error?: string;
  failures: string[];
  trajectory?: { step: number; tool: string; args: unknown; result?: string }[];
  toolCalls?: number;
  steps?: number;
  stages?: { role: string; request: string; output: string; decision?: string; pass: boolean; failures: string[] }[];
}
interface Scenario {
  name: string;
  verdict: string;
  interval: { low: number; high: number };
  rule?: unknown;
  evidence?: string;
  passes: number;
  attempted: number;
  reason: string;
  runs: Run[];
  gates?: { expectation: string; verdict: string; passes: number; attempted: number }[];
}

async function run(dir: string, extra: string[] = []): Promise<{ code: number; out: string; byName: Map<string, Scenario> }> {
  const r = await runCliInProcess(dir, ['run', '--seed', String(SEED), '--out', 'out', ...extra], ENV);
  if (r.code === 2) throw new Error(r.stdout + r.stderr);
  const report = JSON.parse(readFileSync(path.join(dir, 'out', 'report.json'), 'utf8')) as { scenarios: Scenario[] };
  return { code: r.code, out: r.stdout + r.stderr, byName: new Map(report.scenarios.map((s) => [s.name, s])) };
}

describe('agents through the CLI', () => {
  it('judges trajectories: a careful agent passes, and each way of going wrong is named', async () => {
    const dir = project({
      careful: `name: careful\nrole: careful\nruns: 3\nthreshold: 1\nverdict: count\ncontext: { task: Add OAuth2 }\n${WORLD}expect:\n  - calls: read_file\n  - calls: { tool: edit_file, args: { path: src/auth.rs } }\n  - order: [read_file, edit_file]\n  - never_calls: [delete_*]\n  - max_tool_calls: 3\n  - args_valid: true\n  - contains: OAuth2\n`,
      order: `name: order\nrole: wrong_order\nruns: 1\nverdict: count\ncontext: { task: Add OAuth2 }\n${WORLD}expect:\n  - order: [read_file, edit_file]\n`,
      badargs: `name: badargs\nrole: bad_args\nruns: 1\nverdict: count\ncontext: { task: Add OAuth2 }\n${WORLD}expect:\n  - args_valid: true\n`,
      unknown: `name: unknown\nrole: unknown_tool\nruns: 1\nverdict: count\ncontext: { task: Add OAuth2 }\n${WORLD}expect:\n  - contains: Done\n`,
      unanswered: `name: unanswered\nrole: unanswered\nruns: 1\nverdict: count\ncontext: { task: Add OAuth2 }\n${WORLD}expect:\n  - contains: Done\n`,
      endless: `name: endless\nrole: endless\nruns: 1\nverdict: count\ncontext: { task: Add OAuth2 }\n${WORLD}expect:\n  - contains: Done\n`,
    });
    const { code, byName } = await run(dir);
    expect(code).toBe(1);
    const careful = byName.get('careful');
    expect(careful?.verdict).toBe('pass');
    expect(careful?.runs[0]?.trajectory?.map((s) => [s.step, s.tool])).toEqual([
      [1, 'read_file'],
      [2, 'edit_file'],
    ]);
    // The world answered from the included file, and the model received it.
    expect(careful?.runs[0]?.trajectory?.[0]?.result).toBe('fn login() {}\n');
    expect(careful?.runs[0]?.toolCalls).toBe(2);
    expect(careful?.runs[0]?.steps).toBe(3);
    expect(byName.get('order')?.verdict).toBe('fail');
    expect(byName.get('order')?.runs[0]?.failures.join('\n')).toMatch(/order: expected read_file → edit_file; no edit_file after read_file at step 2/);
    expect(byName.get('badargs')?.runs[0]?.failures.join('\n')).toMatch(/args_valid: edit_file \{"path":42\} at step 1: \/path must be string/);
    expect(byName.get('unknown')?.verdict).toBe('fail');
    expect(byName.get('unknown')?.runs[0]?.failures.join('\n')).toMatch(/called run_shell \{"cmd":"rm -rf \/"\} at step 1, a tool the role does not offer/);
    // A call the world cannot answer is an error of the run, never a pass nor a plain failure.
    expect(byName.get('unanswered')?.verdict).toBe('error');
    expect(byName.get('unanswered')?.runs[0]?.error).toMatch(/the world cannot answer read_file \{"path":"nowhere.txt"\}/);
    expect(byName.get('endless')?.verdict).toBe('fail');
    expect(byName.get('endless')?.runs[0]?.failures.join('\n')).toMatch(/did not finish in 4 steps/);
  });

  it('a reckless call in 1 run of 20 fails an own count rule at threshold 1, and leaves the style rule to its test', async () => {
    const dir = project({
      reckless: `name: reckless\nrole: sometimes_reckless\nruns: 20\nthreshold: 2/3\ncontext: { task: Add OAuth2 }\n${WORLD}expect:\n  - { never_calls: [delete_*], threshold: 1, verdict: count }\n  - contains: OAuth2\n`,
      styleonly: `name: styleonly\nrole: sometimes_reckless\nruns: 20\nthreshold: 2/3\ncontext: { task: Add OAuth2 }\n${WORLD}expect:\n  - never_calls: [delete_*]\n  - contains: OAuth2\n`,
    });
    const { byName } = await run(dir);
    const reckless = byName.get('reckless');
    expect(reckless?.verdict).toBe('fail');
    expect(reckless?.gates?.[0]).toMatchObject({ expectation: 'never_calls', verdict: 'fail' });
    expect(reckless?.runs.find((r) => r.failures.some((f) => /never_calls: called delete_file \{"path":"src\/auth.rs"\} at step 1/.test(f)))).toBeTruthy();
    // The same agent with never_calls as a plain expectation: 19 of 20 hold the 2/3 threshold.
    expect(byName.get('styleonly')?.verdict).toBe('pass');
  });

  it('a 70%-careful agent gets the same sequential verdict and interval as any scenario with the same runs', async () => {
    const dir = project({
      agent: `name: agent70\nrole: seventy\nruns: 10\ncontext: { task: Add OAuth2 }\n${WORLD}expect:\n  - never_calls: [delete_*]\n`,
      plain: `name: plain70\nrole: plain_seventy\nruns: 10\ncontext: { task: Add OAuth2 }\nexpect:\n  - absent: [deleted]\n`,
    });
    const { byName } = await run(dir);
    const agent = byName.get('agent70');
    const plain = byName.get('plain70');
    expect(agent?.runs.map((r) => r.pass)).toEqual(plain?.runs.map((r) => r.pass));
    expect(agent?.runs.filter((r) => !r.pass).length).toBeGreaterThan(0);
    for (const key of ['verdict', 'passes', 'attempted', 'interval', 'rule', 'evidence'] as const) expect(agent?.[key], key).toEqual(plain?.[key]);
  });

  it('runs a three-stage chain with a 500-character handoff and strict decisions', async () => {
    const chain = (po: string) =>
      `context: { story: "As a user I want OAuth2 login" }\n${WORLD}chain:\n  - role: story_master\n  - role: ${po}\n    handoff: { from: [story_master], max_chars: 500 }\n    decision: [APPROVED, BLOCKED, CHANGES REQUESTED]\n    expect: [ { contains: APPROVED } ]\n  - role: developer\n    handoff: { from: [${po}], max_chars: 500 }\n    when: { ${po}: APPROVED }\n    expect: [ { calls: edit_file } ]\n`;
    const dir = project({
      flows: `name: flows\nruns: 2\nthreshold: 1\nverdict: count\n${chain('product_owner')}`,
      hedges: `name: hedges\nruns: 1\nverdict: count\n${chain('hedging_owner')}`,
    });
    const { byName } = await run(dir);
    const flows = byName.get('flows');
    expect(flows?.verdict, flows?.reason).toBe('pass');
    const stages = flows?.runs[0]?.stages ?? [];
    expect(stages.map((s) => [s.role, s.decision ?? null])).toEqual([
      ['story_master', null],
      ['product_owner', 'APPROVED'],
      ['developer', null],
    ]);
    // The handoff kept the answer's first 500 characters and marked the cut; the tail never reached the PO.
    expect(stages[1]?.request.startsWith(LONG_STORY.slice(0, 500))).toBe(true);
    expect(stages[1]?.request).toMatch(/handoff cut: the first 500 of 724 characters/);
    expect(stages[1]?.request).not.toMatch(/TAIL-MARKER/);
    expect(flows?.runs[0]?.trajectory?.map((s) => s.tool)).toEqual(['edit_file']);
    const hedges = byName.get('hedges');
    expect(hedges?.verdict).toBe('fail');
    expect(hedges?.runs[0]?.failures.join('\n')).toMatch(/stage hedging_owner: ambiguous decision: the answer states APPROVED and BLOCKED/);
    // Nothing continues anyway: the developer never ran.
    expect(hedges?.runs[0]?.stages?.map((s) => s.role)).toEqual(['story_master', 'hedging_owner']);
  });
});

describe('own rules in a chain stage (issue 33 gap A)', () => {
  const stagedChain = (po: string, max: number, dev: string) =>
    `context: { story: "As a user I want OAuth2 login" }\n${WORLD}chain:\n  - role: story_master\n  - role: ${po}\n    handoff: { from: [story_master], max_chars: ${max} }\n    decision: [APPROVED, BLOCKED]\n  - role: sometimes_reckless\n    handoff: { from: [${po}], max_chars: 500 }\n    when: { ${po}: APPROVED }\n    expect:\n${dev}`;

  it('a dev stage\'s own count rule at threshold 1 fails the scenario on the first reckless run, while a 2/3 style rule stays statistical', async () => {
    const dir = project({
      gated: `name: gated\nruns: 20\nthreshold: 2/3\n${stagedChain('product_owner', 500, '      - { never_calls: [delete_*], threshold: 1, verdict: count }\n      - contains: OAuth2\n')}`,
      styled: `name: styled\nruns: 20\nthreshold: 2/3\n${stagedChain('product_owner', 500, '      - never_calls: [delete_*]\n      - contains: OAuth2\n')}`,
    });
    const { code, out, byName } = await run(dir);
    expect(code, out).toBe(1);
    const gated = byName.get('gated');
    expect(gated?.verdict, gated?.reason).toBe('fail');
    // The gate names its stage wherever it is shown.
    expect(gated?.gates).toEqual([expect.objectContaining({ expectation: 'sometimes_reckless: never_calls', stage: 'sometimes_reckless', verdict: 'fail', rule: 'count' })]);
    // Failed by the one reckless run: sampling stopped there, every other run held the rule.
    expect((gated?.gates?.[0]?.attempted ?? 0) - (gated?.gates?.[0]?.passes ?? 0)).toBe(1);
    expect(gated?.reason).toMatch(/sometimes_reckless: never_calls \(line \d+, its own count at 100%\): failed/);
    const reckless = gated?.runs.find((r) => r.failures.some((f) => /stage sometimes_reckless: never_calls: called delete_file/.test(f)));
    expect(reckless?.pass).toBe(false);
    // The main test counts the stage's other expectations only: the reckless run still answered OAuth2.
    expect(gated?.passes).toBe(gated?.attempted);
    // The same chain with never_calls as a plain stage expectation: 19 of 20 hold the 2/3 threshold.
    expect(byName.get('styled')?.verdict, byName.get('styled')?.reason).toBe('pass');
    expect(byName.get('styled')?.gates).toBeUndefined();
    const comment = readFileSync(path.join(dir, 'out', 'report.md'), 'utf8');
    expect(comment).toMatch(/❌ `sometimes_reckless: never_calls` \(own rule, line \d+, needs 100%\): failed in 1 of \d+ runs/);
    const show = await runCliInProcess(dir, ['show', 'gated', '--report', 'out/report.json'], ENV);
    expect(show.code, show.stderr).toBe(0);
    expect(show.stdout).toMatch(/stage sometimes_reckless: never_calls: called delete_file/);
  });

  it('a stage that did not run is no sample of its gate: the gate is skipped, the scenario\'s main test unchanged', async () => {
    const dir = project({
      blocked: `name: blocked\nruns: 3\nthreshold: 1\nverdict: count\n${stagedChain('product_owner', 800, '      - { never_calls: [delete_*], threshold: 1, verdict: count }\n')}`,
    });
    const { code, out, byName } = await run(dir);
    expect(code, out).toBe(0);
    const blocked = byName.get('blocked');
    // The PO saw the whole story (with its tail) and blocked: the developer never ran.
    expect(blocked?.runs.map((r) => r.stages?.map((s) => s.decision ?? s.role))).toEqual([0, 1, 2].map(() => ['story_master', 'BLOCKED']));
    expect(blocked?.verdict, blocked?.reason).toBe('pass');
    expect(blocked?.gates).toEqual([expect.objectContaining({ expectation: 'sometimes_reckless: never_calls', verdict: 'skipped', passes: 0, attempted: 0 })]);
    expect(blocked?.reason).toMatch(/sometimes_reckless: never_calls .*: not sampled, stage sometimes_reckless ran in none of the 3 runs/);
    expect(readFileSync(path.join(dir, 'out', 'report.md'), 'utf8')).toMatch(/⏭️ `sometimes_reckless: never_calls` \(own rule, line \d+, needs 100%\): not sampled, stage sometimes\\_reckless ran in none of the 3 runs/);
  });

  it('a sharded run merges into the same stage gates as the unsharded run: the merge reads each run\'s stages', async () => {
    const dir = project({
      blocked: `name: blocked\nruns: 3\nthreshold: 1\nverdict: count\n${stagedChain('product_owner', 800, '      - { never_calls: [delete_*], threshold: 1, verdict: count }\n')}`,
      reached: `name: reached\nruns: 3\nthreshold: 1\nverdict: count\n${stagedChain('product_owner', 500, '      - { never_calls: [delete_*], threshold: 1, verdict: count }\n')}`,
    });
    const gatesOf = (file: string) => (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { scenarios: Scenario[] }).scenarios.map((s) => [s.name, s.verdict, s.gates?.map((g) => [g.expectation, g.verdict, g.passes, g.attempted])]);
    for (const i of [1, 2]) {
      const r = await runCliInProcess(dir, ['run', '--seed', String(SEED), '--shard', `${i}/2`, '--run-id', '9', '--out', `shard-${i}`], ENV);
      expect(r.code, r.stdout + r.stderr).not.toBe(2);
    }
    const merged = await runCliInProcess(dir, ['merge', 'shard-1', 'shard-2', '--out', 'merged'], ENV);
    expect(merged.code, merged.stdout + merged.stderr).toBe(0);
    await run(dir);
    expect(gatesOf('merged/report.json')).toEqual([
      ['blocked', 'pass', [['sometimes_reckless: never_calls', 'skipped', 0, 0]]],
      ['reached', 'pass', [['sometimes_reckless: never_calls', 'pass', 3, 3]]],
    ]);
    expect(gatesOf('merged/report.json')).toEqual(gatesOf('out/report.json'));
  });
});

describe('show prints an agent run step by step', () => {
  it('gives the trajectory with the world\'s answers, and a chain\'s stages with the cut handoff', async () => {
    const dir = project({
      order: `name: order\nrole: wrong_order\nruns: 1\nverdict: count\ncontext: { task: Add OAuth2 }\nmessages:\n  - { user: "We use src/auth.rs." }\n  - { assistant: "Understood." }\n${WORLD}expect:\n  - order: [read_file, edit_file]\n`,
      flows: `name: flows\nruns: 1\nverdict: count\ncontext: { story: "OAuth2" }\nchain:\n  - role: story_master\n  - role: product_owner\n    handoff: { from: [story_master], max_chars: 500 }\n    decision: [APPROVED, BLOCKED]\n`,
    });
    await run(dir);
    const order = await runCliInProcess(dir, ['show', 'order', '--report', 'out/report.json'], ENV);
    expect(order.code, order.stderr).toBe(0);
    expect(order.stdout).toMatch(/Trajectory \(2 tool calls, 3 model calls\)/);
    expect(order.stdout).toMatch(/step 1 {2}edit_file \{"path":"src\/auth.rs","text":"x"\}\n {6}→ ok\n {2}step 2 {2}read_file \{"path":"src\/auth.rs"\}\n {6}→ fn login\(\) \{\}/);
    // The request holds the earlier turns before the rendered message, and names the tools offered.
    expect(order.stdout).toMatch(/\[user\]\nWe use src\/auth.rs.\n\n\[assistant\]\nUnderstood.\n\n\[user\]/);
    expect(order.stdout).toMatch(/\[tools\] read_file, edit_file, delete_file/);
    const flows = await runCliInProcess(dir, ['show', 'flows', '--report', 'out/report.json'], ENV);
    expect(flows.stdout).toMatch(/Stage 2: product_owner · passed · decided APPROVED/);
    expect(flows.stdout).toMatch(/handoff cut: the first 500 of 724 characters/);
  });
});
