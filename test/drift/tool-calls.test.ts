/**
 * Drift over tool calls (issue 33 item 6, DESIGN §3b): tool calls per run as a stream judged against the
 * scenario's own noise, and a tool that starts being called where the reference never called it.
 */
import { describe, it, expect } from 'vitest';
import { DriftSchema } from '../../src/config/schema.js';
import { assessDrift, detectDrift, driftEvents, type DriftConfig } from '../../src/drift/detect.js';
import { renderDriftSummary } from '../../src/drift/render.js';
import type { HistoryRecord } from '../../src/history/record.js';
import { seededRandom } from '../../sim/random.js';
import { stableTruth, syntheticHistory } from '../../sim/synth.js';
import { makeRecord, sha, type ScenarioSpec } from '../history/make-record.js';

const CFG: DriftConfig = DriftSchema.parse({});

function history(count: number, at: (n: number) => ScenarioSpec, over: (n: number) => Partial<HistoryRecord> = () => ({})) {
  return Array.from({ length: count }, (_, i) => makeRecord(i + 1, [at(i + 1)], over(i + 1)));
}

const READ = { name: 'read_file', calls: 10, runs: 5 };
const DELETE = { name: 'delete_file', calls: 1, runs: 1 };

describe('tool calls per run, a stream like tokens', () => {
  const doubled = (hashAt?: number) =>
    history(14, (n) => ({
      toolCalls: n >= 9 ? [4, 4, 5, 4, 4] : [2, 2, 3, 2, 2],
      tools: [READ],
      hash: hashAt !== undefined && n >= hashAt ? 'hash-b' : 'hash-a',
    }));

  it('flags a scenario whose tool calls per run doubled, as provider or model drift at an unchanged context', () => {
    const findings = detectDrift(doubled(), CFG);
    expect(findings.map((f) => f.kind)).toEqual(['tool_calls']);
    expect(findings[0]).toMatchObject({ scenario: 'planner', changeSha: sha(9), cause: { type: 'model_drift', since: sha(1) } });
    expect(findings[0]?.message).toMatch(/^planner: tool calls per run rose \d+% \(median 2\.1 → 4\.1\) from 0000009 \(2026-11-10\) on \(detected at 000000a \(2026-11-11\)\); the context is unchanged since 0000001 \(2026-11-02\): provider or model drift$/);
  });

  it('blames the context when the rise starts at a new context hash', () => {
    const findings = detectDrift(doubled(9), CFG);
    expect(findings).toMatchObject([{ kind: 'tool_calls', cause: { type: 'context_changed', sha: sha(9) } }]);
    expect(findings[0]?.message).toContain('the context changed at 0000009');
  });

  it('no single record fires it; a rise too small to matter (2 → 2.2 calls) never does', () => {
    expect(detectDrift(doubled().slice(0, 9), CFG)).toEqual([]);
    const small = history(20, (n) => ({ toolCalls: n >= 9 ? [2, 2, 3, 2, 3] : [2, 2, 2, 2, 3], tools: [READ] }));
    expect(driftEvents(small, CFG).filter((e) => e.kind === 'tool_calls')).toEqual([]);
  });

  it('says nothing over records written before tool calls were kept', () => {
    expect(driftEvents(history(14, () => ({})), CFG)).toEqual([]);
  });

  it.each([21, 22, 23])('finds nothing in 40 records of Poisson tool-call noise, 10 and 3 runs a record (seed %i)', (seed) => {
    for (const runs of [10, 3]) {
      const records = syntheticHistory(40, () => ({ ...stableTruth('planner', runs), toolCalls: 3 }), seededRandom(seed));
      expect(records[0]?.scenarios[0]?.toolCalls?.runs).toHaveLength(runs);
      expect(driftEvents(records, CFG)).toEqual([]);
    }
  });

  it('catches a doubling of Poisson tool calls within 7 records at 10 runs a record', () => {
    const records = syntheticHistory(40, (n) => ({ ...stableTruth('planner', 10), toolCalls: n >= 31 ? 6 : 3 }), seededRandom(7));
    const first = driftEvents(records, CFG).find((e) => e.kind === 'tool_calls');
    expect(first?.at).toBeGreaterThanOrEqual(30);
    expect(first?.at).toBeLessThanOrEqual(36);
  });
});

describe('a tool newly called is a shift finding', () => {
  const newTool = (hashAt?: number) =>
    history(12, (n) => ({ toolCalls: [2, 2, 2, 2, 2], tools: n >= 10 ? [READ, DELETE] : [READ], hash: hashAt !== undefined && n >= hashAt ? 'hash-b' : 'hash-a' }));

  it('names the tool and the first record that called it, at every later record while it stays', () => {
    for (const upTo of [10, 12]) {
      const findings = detectDrift(newTool().slice(0, upTo), CFG);
      expect(findings).toHaveLength(1);
      expect(findings[0]).toMatchObject({ kind: 'behaviour_shift', tool: 'delete_file', changeSha: sha(10), detectedSha: sha(10), cause: { type: 'model_drift', since: sha(1) } });
      expect(findings[0]?.message).toBe(
        'planner: behaviour shift: tool delete_file called, never called in the 9 days before (1 of 5 runs, 1 call) from 000000a (2026-11-11) on (detected at 000000a (2026-11-11)); the context is unchanged since 0000001 (2026-11-02): provider or model drift',
      );
    }
  });

  it('dates the finding by the first record that shows the tool, not the latest', () => {
    const records = newTool();
    const summary = renderDriftSummary(detectDrift(records, CFG), records);
    expect(summary).toContain(`from 000000a (${records[9]?.timestamp.slice(0, 10)}) on`);
    const row = summary.split('\n').find((line) => line.includes('tool delete'));
    expect(row).not.toContain(records[11]?.timestamp.slice(0, 10));
  });

  it('blames the context when the tool first shows at a new context hash', () => {
    expect(detectDrift(newTool(10), CFG)).toMatchObject([{ kind: 'behaviour_shift', tool: 'delete_file', cause: { type: 'context_changed', sha: sha(10) } }]);
  });

  it('stays open while the tool is still called in the latest `window` days, dated by its first call', () => {
    const records = history(20, (n) => ({ toolCalls: [2, 2, 2, 2, 2], tools: n >= 10 ? [READ, DELETE] : [READ] }));
    for (const upTo of [10, 14, 15, 20]) expect(detectDrift(records.slice(0, upTo), CFG)).toMatchObject([{ tool: 'delete_file', changeSha: sha(10), changeDate: '2026-11-11' }]);
  });

  it('closes once `window` days pass without a call, and a new appearance is not raised while the reference holds it', () => {
    const records = history(20, (n) => ({ toolCalls: [2, 2, 2, 2, 2], tools: n === 10 || n === 18 ? [READ, DELETE] : [READ] }));
    expect(detectDrift(records.slice(0, 14), CFG)).toHaveLength(1);
    expect(detectDrift(records.slice(0, 15), CFG)).toEqual([]);
    // Called again on record 18: the closed finding is not reopened, and the reference holds record 10's day.
    expect(detectDrift(records.slice(0, 18), CFG)).toEqual([]);
    expect(detectDrift(records, CFG)).toEqual([]);
  });

  it('is not a finding when the reference called the tool, nor before `window` days of reference', () => {
    const again = history(12, (n) => ({ toolCalls: [2, 2, 2, 2, 2], tools: n === 3 || n >= 11 ? [READ, DELETE] : [READ] }));
    expect(detectDrift(again, CFG)).toEqual([]);
    const early = history(5, (n) => ({ toolCalls: [2, 2, 2, 2, 2], tools: n >= 5 ? [READ, DELETE] : [READ] }));
    expect(assessDrift(early, CFG).findings).toEqual([]);
  });

  it('keeps one finding per tool', () => {
    const two = history(12, (n) => ({ toolCalls: [2, 2, 2, 2, 2], tools: n >= 10 ? [READ, DELETE, { name: 'push', calls: 2, runs: 2 }] : [READ] }));
    expect(detectDrift(two, CFG).map((f) => f.tool)).toEqual(['delete_file', 'push']);
  });
});

describe('the drift summary of a tool-call finding', () => {
  it('opens the tool-call chart', () => {
    const records = history(14, (n) => ({ toolCalls: n >= 9 ? [4, 4, 5, 4, 4] : [2, 2, 3, 2, 2], tools: [READ] }));
    const summary = renderDriftSummary(detectDrift(records, CFG), records);
    expect(summary).toContain('| planner | tool calls | tool calls per run rose');
    const open = summary.split('<details>')[0] ?? '';
    expect(open).toContain('title "planner: mean tool calls per run"');
    expect(open).toContain('line [2.2, 2.2, 2.2, 2.2, 2.2, 2.2, 2.2, 2.2, 4.2');
  });
});

describe('a tool name is model output', () => {
  it('stays data in the drift issue: no markup, no mention, no broken table row', () => {
    const name = 'x|y <img src=z> @octocat';
    const records = history(12, (n) => ({ toolCalls: [2, 2, 2, 2, 2], tools: n >= 10 ? [READ, { name, calls: 1, runs: 1 }] : [READ] }));
    const findings = detectDrift(records, CFG);
    expect(findings.map((f) => f.tool)).toEqual([name]);
    const row = renderDriftSummary(findings, records).split('\n').find((line) => line.includes('octocat')) ?? '';
    expect(row).not.toContain('<img');
    expect(row).not.toMatch(/(^|[^\w`])@octocat/);
    expect(row.replace(/\\\|/g, '').split('|')).toHaveLength(6);
  });
});
