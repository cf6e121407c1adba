/**
 * The capture acceptance: 50 logged runs of the quickstart agent (built from its recordings, in all three
 * log shapes) become scenarios that `validate` accepts, that pass when replayed against the same outputs,
 * and that fail when the output's key field (the plan's risk_level) changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCliInProcess } from '../cli/in-process.js';
import { RecordingSchema, type Recording } from '../../src/providers/recording.js';

const QUICKSTART = path.resolve(import.meta.dirname, '..', '..', 'examples', 'quickstart');

function logLine(rec: Recording, sample: number, i: number): string {
  const s = rec.samples[sample % rec.samples.length];
  if (!s) throw new Error('recording without samples');
  const user = rec.request.messages[0]?.content ?? '';
  switch (i % 3) {
    case 0:
      return JSON.stringify({
        stdin: { role: rec.role, scenario: rec.scenario, run: sample, system: rec.request.system, messages: rec.request.messages, context: {} },
        stdout: { output: s.output, usage: s.usage },
      });
    case 1:
      return JSON.stringify({
        request: { model: 'gpt-x', messages: [{ role: 'system', content: rec.request.system }, { role: 'user', content: user }] },
        response: { choices: [{ message: { role: 'assistant', content: s.output } }], usage: { prompt_tokens: s.usage.input_tokens, completion_tokens: s.usage.output_tokens } },
      });
    default:
      return JSON.stringify({
        request: { model: 'claude-x', system: [{ type: 'text', text: rec.request.system }], messages: [{ role: 'user', content: [{ type: 'text', text: user }] }] },
        response: { content: [{ type: 'text', text: s.output }], usage: s.usage },
      });
  }
}

describe('context-eval capture on 50 logged quickstart runs', () => {
  let dir: string;
  let recordings: { file: string; rec: Recording }[];
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'capture-'));
    cpSync(QUICKSTART, dir, { recursive: true });
    const recDir = path.join(dir, 'recordings');
    recordings = readdirSync(recDir)
      .sort()
      .map((f) => ({ file: path.join(recDir, f), rec: RecordingSchema.parse(JSON.parse(readFileSync(path.join(recDir, f), 'utf8'))) }));
    const lines = Array.from({ length: 50 }, (_, i) => {
      const r = recordings[i % recordings.length];
      if (!r) throw new Error('no recordings');
      return logLine(r.rec, Math.floor(i / recordings.length), i);
    });
    writeFileSync(path.join(dir, 'runs.jsonl'), `${lines.join('\n')}\n`);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes one scenario per context, that validate accepts and replay passes; never overwrites; fails when the key field changes', async () => {
    const first = await runCliInProcess(dir, ['capture', '--log', 'runs.jsonl', '--out', 'scenarios/captured', '--verbose'], {});
    expect(first.code, first.stderr + first.stdout).toBe(0);
    expect(first.stdout).toContain('captured 50 runs into 7 scenarios: 7 written, 0 kept');
    expect(first.stdout).toContain('proposed max_risk: the highest risk_level observed was low');
    const files = readdirSync(path.join(dir, 'scenarios', 'captured')).sort();
    expect(files).toHaveLength(7);
    const smallFix = files.map((f) => readFileSync(path.join(dir, 'scenarios', 'captured', f), 'utf8')).find((t) => t.includes('recieve'));
    expect(smallFix).toContain('# proposed: risk_level was "low" in all');
    expect(smallFix).toContain('objective: Fix the typo "recieve" in the login error message');
    expect(smallFix).toContain('- decomposes: false');

    const validate = await runCliInProcess(dir, ['validate'], {});
    expect(validate.code, validate.stderr).toBe(0);
    expect(validate.stdout).toContain('ok: 14 scenarios');

    const replay = await runCliInProcess(dir, ['run', '--only', 'captured-*'], {});
    expect(replay.code, replay.stdout + replay.stderr).toBe(0);
    expect(replay.stdout).toContain('7 scenarios: 7 passed');

    const before = files.map((f) => readFileSync(path.join(dir, 'scenarios', 'captured', f), 'utf8'));
    const again = await runCliInProcess(dir, ['capture', '--log', 'runs.jsonl', '--out', 'scenarios/captured'], {});
    expect(again.stdout).toContain('0 written, 7 kept');
    expect(files.map((f) => readFileSync(path.join(dir, 'scenarios', 'captured', f), 'utf8'))).toEqual(before);

    // The key field changes: every planner output now says risk_level "none".
    for (const { file, rec } of recordings) {
      if (rec.role !== 'planner') continue;
      const samples = rec.samples.map((s) => ({ ...s, output: s.output.replace(/"risk_level": "\w+"/, '"risk_level": "none"') }));
      writeFileSync(file, JSON.stringify({ ...rec, samples }, null, 2));
    }
    const broken = await runCliInProcess(dir, ['run', '--only', 'captured-planner-*'], {});
    expect(broken.code, broken.stdout).toBe(1);
    expect(broken.stdout).toContain('4 scenarios: 4 failed');
  });
});
