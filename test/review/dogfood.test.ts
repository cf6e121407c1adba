/**
 * The dogfood suite (context-eval.yaml and scenarios/ at the repo root): the reviewer prompt, tested by
 * context-eval itself from hand-written replay recordings. The payload files must be the payload
 * builder's real output (UPDATE_DOGFOOD=1 rewrites them; the recordings then go stale and must be
 * re-made with `node dist/cli.js record`), and the suite must pass in-process.
 */
import { describe, it, expect } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { main } from '../../src/cli/main.js';
import type { CliIO } from '../../src/cli/io.js';
import { buildReviewPayload } from '../../src/review/payload.js';
import { DOGFOOD_INPUTS } from './dogfood-payloads.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const PAYLOADS = path.join(ROOT, 'scenarios', 'reviewer', 'payloads');

describe('dogfood: the reviewer prompt tested by context-eval', () => {
  it.each(Object.keys(DOGFOOD_INPUTS))('scenarios/reviewer/payloads/%s is the payload builder output', (name) => {
    const input = DOGFOOD_INPUTS[name];
    if (!input) throw new Error(`no input for ${name}`);
    const text = buildReviewPayload(input).text;
    const file = path.join(PAYLOADS, name);
    if (process.env['UPDATE_DOGFOOD'] === '1') writeFileSync(file, text);
    expect(readFileSync(file, 'utf8'), `stale: run UPDATE_DOGFOOD=1 npx vitest run test/review/dogfood.test.ts, then node dist/cli.js record`).toBe(text);
  });

  it('`context-eval run` on the root context-eval.yaml passes offline', async () => {
    let out = '';
    let err = '';
    const io: CliIO = {
      cwd: ROOT,
      env: { PATH: process.env['PATH'] },
      stdout: (t) => void (out += t),
      stderr: (t) => void (err += t),
      progress: { write: () => true, isTTY: false },
      readText: (p) => Promise.resolve(readFileSync(p, 'utf8')),
      now: () => Date.now(),
    };
    const code = await main(['run', '--verbose', '--config', path.join(ROOT, 'context-eval.yaml')], io);
    expect(code, `${out}\n${err}`).toBe(0);
    expect(out).toMatch(/reviewer-flags-obvious-defect/);
  });
});
