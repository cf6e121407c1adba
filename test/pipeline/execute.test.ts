/**
 * What the report keeps of each output (issue 12 item 1, memory grows with every result kept): a
 * passing run keeps a short excerpt, a failing or erroring run (whose output the comment shows) a longer one.
 */
import { describe, expect, it } from 'vitest';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { makeExecutor, FAILED_OUTPUT_KEEP_CHARS, PASSED_OUTPUT_KEEP_CHARS } from '../../src/pipeline/execute.js';
import type { PreparedScenario } from '../../src/pipeline/prepare.js';
import type { Provider } from '../../src/providers/types.js';

function prepared(contains: string): PreparedScenario {
  return {
    scenario: {
      name: 's',
      role: 'r',
      file: 'scenarios/s.yaml',
      source: { file: 'scenarios/s.yaml', line: 1, col: 1 },
      runs: 1,
      threshold: 1,
      context: {},
      expect: [{ kind: 'contains', args: [contains], source: { file: 'scenarios/s.yaml', line: 4, col: 5 } }],
      dependsOn: [],
      provenance: {},
    },
    role: { provider: 'p', system: 'x.md', output: 'text', json_strict: false, fields: { steps: 'steps', risk: 'risk' }, depends_on: [], vars: {} },
    system: 'sys',
    messages: [{ role: 'user', content: 'go' }],
    contextHash: 'h',
  };
}

const long = `PASS ${'x'.repeat(10_000)}`;
const provider: Provider = { name: 'p', complete: async () => ({ output: long, usage: { input_tokens: 1, output_tokens: 1 }, latencyMs: 1 }) };

describe('output excerpts', () => {
  it('keeps a short excerpt of a passing run and a longer one of a failing run', async () => {
    const passed = await makeExecutor(prepared('PASS'), new Map([['p', provider]]), undefined)(0);
    expect(passed.pass).toBe(true);
    expect(passed.output).toBe(`${long.slice(0, PASSED_OUTPUT_KEEP_CHARS)}…`);
    const failed = await makeExecutor(prepared('NOPE'), new Map([['p', provider]]), undefined)(0);
    expect(failed.pass).toBe(false);
    expect(failed.output).toBe(`${long.slice(0, FAILED_OUTPUT_KEEP_CHARS)}…`);
    expect(PASSED_OUTPUT_KEEP_CHARS).toBeLessThan(FAILED_OUTPUT_KEEP_CHARS);
  });
});

describe('what a run keeps is shared where it can be (issue 23 item 5)', () => {
  it('runs without failures or features share one frozen empty list and one frozen empty features object', async () => {
    const execute = makeExecutor(prepared('PASS'), new Map([['p', provider]]), undefined);
    const [a, b] = [await execute(0), await execute(1)];
    expect(a.pass && b.pass).toBe(true);
    expect(a.failures).toEqual([]);
    expect(a.failures).toBe(b.failures);
    expect(Object.isFrozen(a.failures)).toBe(true);
    expect(a.features).toEqual({});
    expect(a.features).toBe(b.features);
    expect(Object.isFrozen(a.features)).toBe(true);
    // A failing run's list is its own, with the same text as before.
    const failed = await makeExecutor(prepared('NOPE'), new Map([['p', provider]]), undefined)(0);
    expect(failed.failures).toHaveLength(1);
    expect(failed.failures).not.toBe(a.failures);
  });

  it('runs with the same token counts share one frozen tokens object; other counts get their own', async () => {
    const execute = makeExecutor(prepared('PASS'), new Map([['p', provider]]), undefined);
    const [a, b] = [await execute(0), await execute(1)];
    expect(a.tokens).toEqual({ input: 1, output: 1 });
    expect(a.tokens).toBe(b.tokens);
    expect(Object.isFrozen(a.tokens)).toBe(true);
    const other: Provider = { name: 'p', complete: async () => ({ output: 'PASS', usage: { input_tokens: 7, output_tokens: 3 }, latencyMs: 1 }) };
    const c = await makeExecutor(prepared('PASS'), new Map([['p', other]]), undefined)(0);
    expect(c.tokens).toEqual({ input: 7, output: 3 });
    expect(JSON.stringify(c.tokens)).toBe('{"input":7,"output":3}');
  });

  it("renders the scenario's user message once for all its runs", async () => {
    let reads = 0;
    const base = prepared('PASS');
    const counted: PreparedScenario = {
      scenario: base.scenario,
      role: base.role,
      system: base.system,
      get messages() {
        reads++;
        return [{ role: 'user' as const, content: 'go' }];
      },
      contextHash: 'h',
    };
    const execute = makeExecutor(counted, new Map([['p', provider]]), undefined);
    for (let i = 0; i < 3; i++) await execute(i);
    expect(reads).toBe(1);
  });
});

/** A full collection (the flag is set for this worker only; `gc` comes from a fresh context that sees it). */
function collect(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

describe('an excerpt holds only itself', () => {
  it('keeping 100 excerpts of 200 KB outputs keeps well under 5 MB, not the 20 MB of the outputs', async () => {
    // V8 cuts a slice as a view of the string it came from: an excerpt made with slice() alone kept the
    // whole output alive, so "bounded excerpts" bounded nothing in memory.
    let call = 0;
    const big: Provider = {
      name: 'p',
      complete: async () => ({ output: `${String(call++).padStart(6, '0')} PASS ${'y'.repeat(200_000)}`, usage: { input_tokens: 1, output_tokens: 1 }, latencyMs: 1 }),
    };
    const execute = makeExecutor(prepared('PASS'), new Map([['p', big]]), undefined);
    collect();
    const before = process.memoryUsage().heapUsed;
    const kept = [];
    for (let i = 0; i < 100; i++) kept.push(await execute(i));
    collect();
    const retained = process.memoryUsage().heapUsed - before;
    expect(kept.every((r) => r.pass && r.output?.length === PASSED_OUTPUT_KEEP_CHARS + 1)).toBe(true);
    expect(retained).toBeLessThan(5 * 1024 * 1024);
  });
});
