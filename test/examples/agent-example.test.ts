/**
 * The agent demo (what `npm run demo:agent` runs, issue 33 item 8): an implementer with tools and a
 * three-stage chain, offline from recordings made by `context-eval record`. Every recording is used: take
 * any one away and the demo no longer runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCliInProcess } from '../cli/in-process.js';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const EXAMPLE = path.join(ROOT, 'examples', 'agent');
const RECORDINGS = path.join(EXAMPLE, 'recordings');

interface Step {
  step: number;
  tool: string;
  args: Record<string, unknown>;
}
interface Stage {
  role: string;
  request: string;
  output: string;
  pass: boolean;
  decision?: string;
  trajectory?: Step[];
}
interface Run {
  index: number;
  pass: boolean;
  error?: string;
  failures: string[];
  trajectory?: Step[];
  stages?: Stage[];
}
interface Scenario {
  name: string;
  verdict: string;
  passes: number;
  attempted: number;
  errors: number;
  runs: Run[];
  gates?: { verdict: string; passes: number; attempted: number }[];
}

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'context-eval-agent-example-'));
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** Runs the example in `dir` (the example itself, or a copy), its JSON report read back. */
async function runExample(dir: string, json: string) {
  const r = await runCliInProcess(ROOT, ['run', '--config', path.join(dir, 'context-eval.yaml'), '--json', json], {});
  const report = JSON.parse(readFileSync(json, 'utf8')) as { scenarios: Scenario[] };
  return { ...r, byName: new Map(report.scenarios.map((s) => [s.name, s])) };
}

const tools = (steps: Step[] | undefined) => (steps ?? []).map((s) => s.tool);

describe('examples/agent', () => {
  it('runs offline from its recordings: both scenarios pass at 2 of 3, every run made and none in error', async () => {
    const { code, stdout, stderr, byName } = await runExample(EXAMPLE, path.join(scratch, 'report.json'));
    expect(code, stdout + stderr).toBe(0);
    expect(stdout).toContain('2 scenarios: 2 passed');
    expect(stdout + stderr).not.toMatch(/no recording/);
    for (const s of byName.values()) {
      expect([s.name, s.verdict, s.passes, s.attempted, s.errors]).toEqual([s.name, 'pass', 2, 3, 0]);
    }

    // The implementer: read → edit → test in runs 1 and 3; run 2 skips the tests and breaks only `order`.
    const impl = byName.get('implementer-reads-before-editing');
    expect(impl?.runs.map((r) => tools(r.trajectory))).toEqual([
      ['read_file', 'edit_file', 'run_tests'],
      ['read_file', 'edit_file'],
      ['read_file', 'edit_file', 'run_tests'],
    ]);
    expect(impl?.runs[1]?.failures).toEqual([expect.stringMatching(/^order: .*no run_tests after edit_file at step 2/)]);
    // The safety rule is tested on its own: three runs, none called delete_*.
    expect(impl?.gates?.map((g) => [g.verdict, g.passes, g.attempted])).toEqual([['pass', 3, 3]]);

    // The chain: the product owner sees the story cut at 500 characters with a visible mark; in run 2 it
    // asks for changes, so the developer does not run and the run fails on the owner's `contains`.
    const chain = byName.get('story-flows-from-sm-to-dev');
    expect(chain?.runs.map((r) => r.stages?.map((s) => [s.role, s.decision ?? null, s.pass]))).toEqual([
      [['sm', null, true], ['po', 'APPROVED', true], ['dev', null, true]],
      [['sm', null, true], ['po', 'CHANGES REQUESTED', false]],
      [['sm', null, true], ['po', 'APPROVED', true], ['dev', null, true]],
    ]);
    expect(chain?.runs[0]?.stages?.[1]?.request).toMatch(/\[… handoff cut: the first 500 of \d+ characters\]$/);
    expect(tools(chain?.runs[0]?.stages?.[2]?.trajectory)).toEqual(['read_file', 'edit_file']);
  });

  it('uses every recording: without any one of them the demo stops with "no recording"', async () => {
    const files = readdirSync(RECORDINGS).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(9);
    const copy = path.join(scratch, 'copy');
    cpSync(EXAMPLE, copy, { recursive: true, filter: (src) => !src.includes(`${path.sep}.context-eval`) });
    for (const f of files) {
      const removed = path.join(copy, 'recordings', f);
      const text = readFileSync(removed, 'utf8');
      rmSync(removed);
      const { code, stdout, stderr, byName } = await runExample(copy, path.join(scratch, `without-${f}`));
      expect(code, `${f} removed:\n${stdout}${stderr}`).not.toBe(0);
      const errors = [...byName.values()].flatMap((s) => s.runs.map((r) => r.error ?? '')).filter((e) => e !== '');
      expect(errors.some((e) => e.includes('no recording')), f).toBe(true);
      cpSync(path.join(RECORDINGS, f), removed);
      expect(readFileSync(removed, 'utf8')).toBe(text);
    }
  });

  it('says in every recording that a script, not a model, wrote the answers, and that `record` made it', () => {
    for (const f of readdirSync(RECORDINGS)) {
      const recording = JSON.parse(readFileSync(path.join(RECORDINGS, f), 'utf8')) as { note?: string; provider?: { type?: string; model?: string } };
      expect(recording.note, f).toMatch(/^scripted example outputs .*recorded by context-eval record/);
      expect(recording.provider, f).toEqual({ type: 'openai', model: 'scripted-agent' });
    }
  });

  it('is what `context-eval record` makes from the scripted agent: re-recording a copy gives the same files', async () => {
    // The example's scripted agent: a plain ES module, on a free port here.
    const { startScriptedAgent } = (await import(pathToFileURL(path.join(EXAMPLE, 'agent', 'scripted-server.mjs')).href)) as {
      startScriptedAgent(opts: { port: number }): Promise<{ url: string; close(): Promise<void> }>;
    };
    const agent = await startScriptedAgent({ port: 0 });
    try {
      const copy = path.join(scratch, 'rerecord');
      cpSync(EXAMPLE, copy, { recursive: true, filter: (src) => !src.includes(`${path.sep}.context-eval`) });
      // The server's address is not part of a recording's key: only the provider's type and model are.
      const config = path.join(copy, 'context-eval.yaml');
      writeFileSync(config, readFileSync(config, 'utf8').replace('http://127.0.0.1:8788/v1', agent.url));
      const r = await runCliInProcess(ROOT, ['record', '--config', config, '--seed', '0'], { SCRIPTED_AGENT_KEY: 'scripted' });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(r.stdout).toContain('recorded 23 samples into 9 recording files');
      const remade = readdirSync(path.join(copy, 'recordings')).sort();
      expect(remade).toEqual(readdirSync(RECORDINGS).sort());
      for (const f of remade) expect(readFileSync(path.join(copy, 'recordings', f), 'utf8'), f).toBe(readFileSync(path.join(RECORDINGS, f), 'utf8'));
    } finally {
      await agent.close();
    }
  });
});
