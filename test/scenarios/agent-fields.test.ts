/** Issue 33: every validation message of the agent keys (DESIGN §3b), with its file and line, table-driven through `validate`. */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCliInProcess } from '../cli/in-process.js';
import { loadConfig } from '../../src/config/load.js';
import { thresholdTestCount } from '../../src/stats/threshold-rule.js';

const TOOLS = JSON.stringify([{ type: 'function', function: { name: 'read_file', description: 'Read', parameters: { type: 'object', properties: { path: { type: 'string' } } } } }]);

function project(scenario: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-agent-fields-'));
  const files: Record<string, string> = {
    'context-eval.yaml': 'version: 1\nproviders:\n  main: { type: openai, model: m, api_key_env: K }\nroles:\n  sm: { provider: main, system: p.md, tools: tools.json }\n  po: { provider: main, system: p.md }\n  dev: { provider: main, system: p.md, tools: tools.json }\n',
    'p.md': 'You work.\n',
    'tools.json': TOOLS,
    'scenarios/a.yaml': scenario,
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const CHAIN = (stages: string) => `name: c\ncontext: { story: s }\nchain:\n${stages}`;

describe('validate: the agent keys of a scenario', () => {
  it.each([
    ['role and chain both', 'name: a\nrole: sm\ncontext: {}\nchain:\n  - role: sm\n    expect: [ { contains: x } ]\n', /scenarios\/a.yaml:5:\d+: scenario 'a': role and chain both given; a chain names a role per stage, so leave role: out/],
    ['neither role nor chain', 'name: a\ncontext: {}\nexpect: [ { contains: x } ]\n', /scenarios\/a.yaml:1:\d+: scenario 'a': no role; add role: <one of sm, po, dev>/],
    ['a message of another shape', 'name: a\nrole: sm\nmessages:\n  - { system: hi }\nexpect: [ { contains: x } ]\n', /scenarios\/a.yaml:4:\d+: .*messages/],
    ['a world rule with a typo', 'name: a\nrole: sm\nworld:\n  read_file:\n    - { when: { path: x }, return: y }\nexpect: [ { contains: x } ]\n', /scenarios\/a.yaml:5:\d+: world.read_file: expected one answer .* or a list of rules/],
    ['an unknown stage role', CHAIN('  - role: sn\n    expect: [ { contains: x } ]\n'), /scenarios\/a.yaml:4:\d+: chain\[0\].role: unknown role 'sn'; did you mean 'sm'\?/],
    ['a role with two stages', CHAIN('  - role: sm\n  - role: sm\n    handoff: { from: [sm], max_chars: 10 }\n    expect: [ { contains: x } ]\n'), /chain\[1\].role: role 'sm' already has a stage/],
    ['a handoff from a later stage', CHAIN('  - role: sm\n  - role: po\n    handoff: { from: [dev], max_chars: 10 }\n    expect: [ { contains: x } ]\n'), /scenarios\/a.yaml:6:\d+: chain\[1\].handoff.from\[0\]: 'dev' is not an earlier stage; earlier stages: sm/],
    ['a handoff on the first stage', CHAIN('  - role: sm\n    handoff: { from: [po], max_chars: 10 }\n    expect: [ { contains: x } ]\n'), /chain\[0\].handoff: the first stage has no earlier stage to receive from/],
    ['when on a stage without decisions', CHAIN('  - role: sm\n    expect: [ { contains: x } ]\n  - role: po\n    when: { sm: APPROVED }\n'), /chain\[1\].when.sm: stage 'sm' has no decision: list; add decision: \[APPROVED, …\] to it/],
    ['when with a decision not listed', CHAIN('  - role: sm\n    decision: [APPROVED, BLOCKED]\n  - role: po\n    when: { sm: MAYBE }\n'), /chain\[1\].when.sm: 'MAYBE' is not one of stage sm's decisions \(APPROVED, BLOCKED\)/],
    ['one decision only', CHAIN('  - role: sm\n    decision: [APPROVED]\n'), /decision/],
    ['an own threshold out of range in a stage', CHAIN('  - role: sm\n    expect:\n      - { never_calls: [x], threshold: 4/3 }\n'), /scenarios\/a.yaml:\d+:\d+: chain\[0\].expect\[0\].threshold '4\/3' is above 1/],
    ['an own verdict without a threshold', 'name: a\nrole: sm\nexpect:\n  - { never_calls: [x], verdict: count }\n', /scenarios\/a.yaml:4:\d+: expect\[0\].verdict: an expectation's own verdict needs its own threshold too/],
    ['an own threshold out of range', 'name: a\nrole: sm\nexpect:\n  - { never_calls: [x], threshold: 4/3 }\n', /expect\[0\].threshold '4\/3' is above 1/],
    ['an own verdict of another name', 'name: a\nrole: sm\nexpect:\n  - { never_calls: [x], threshold: 1, verdict: strict }\n', /expect\[0\].verdict: expected test or count; got 'strict'/],
    ['calls with an unknown key', 'name: a\nrole: sm\nexpect:\n  - calls: { tool: read_file, times: 2 }\n', /scenarios\/a.yaml:4:\d+: .*times/],
  ])('%s', async (_what, scenario, message) => {
    const dir = project(scenario);
    const r = await runCliInProcess(dir, ['validate'], { K: 'k', PATH: process.env.PATH ?? '' });
    expect(r.code, r.stdout + r.stderr).toBe(2);
    expect(r.stdout + r.stderr).toMatch(message);
  });

  it('accepts a well-formed agent scenario and a chain', async () => {
    const dir = project('name: a\nrole: sm\nmessages:\n  - { user: u }\n  - { assistant: a }\nworld:\n  read_file:\n    - { when: { path: x }, returns: { k: v } }\n    - { returns: fallback }\nexpect:\n  - { never_calls: [delete_*], threshold: 1, verdict: count }\n  - calls: { tool: read_file, args: { path: x }, min: 1, max: 2 }\n  - order: [read_file]\n  - max_tool_calls: 3\n  - args_valid: true\n');
    writeFileSync(path.join(dir, 'scenarios/b.yaml'), CHAIN('  - role: sm\n  - role: po\n    handoff: { from: [sm], max_chars: 500 }\n    decision: [APPROVED, BLOCKED]\n  - role: dev\n    handoff: { from: [po], max_chars: 500 }\n    when: { po: APPROVED }\n    expect: [ { calls: read_file } ]\n'));
    const r = await runCliInProcess(dir, ['validate'], { K: 'k', PATH: process.env.PATH ?? '' });
    expect(r.code, r.stdout + r.stderr).toBe(0);
  });
});

describe('own rules in a chain stage (issue 33 gap A)', () => {
  it('each counts in the error budget as a scenario-level own rule does: a test is one more test, a count none', async () => {
    const stages = (own: string) => CHAIN(`  - role: sm\n    decision: [APPROVED, BLOCKED]\n  - role: dev\n    handoff: { from: [sm], max_chars: 500 }\n    when: { sm: APPROVED }\n    expect:\n      - ${own}\n      - { calls: read_file }\n`);
    const count = async (scenario: string) => {
      const dir = project(scenario);
      return thresholdTestCount((await loadConfig(path.join(dir, 'context-eval.yaml'), { env: { K: 'k' } })).scenarios);
    };
    expect(await count('name: a\nrole: sm\nexpect:\n  - { never_calls: [x], threshold: 2/3 }\n')).toBe(2);
    expect(await count(stages('{ never_calls: [x], threshold: 2/3 }'))).toBe(2);
    expect(await count(stages('{ never_calls: [x], threshold: 1, verdict: count }'))).toBe(1);
  });
});
