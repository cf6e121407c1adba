/**
 * Runs `validate` in-process on each seeded bad project of yaml-fuzz-cases.ts and prints one JSON line
 * per case. yaml-fuzz.test.ts starts it as a child with a small V8 heap, so that an input whose memory
 * is not bounded ends this process (and fails the test) instead of the test runner.
 * Usage: node --max-old-space-size=N --import tsx test/security/yaml-fuzz-child.ts FIRST_SEED LAST_SEED
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCliInProcess } from '../cli/in-process.js';
import { fuzzCase } from './yaml-fuzz-cases.js';

const CONFIG = 'version: 1\nproviders:\n  main: { type: openai, model: m, base_url: "http://127.0.0.1:9/v1", retries: 0 }\nroles:\n  planner: { provider: main, system: prompts/p.md }\n';

const [first, last] = process.argv.slice(2).map(Number);
for (let seed = first ?? 1; seed <= (last ?? 1); seed++) {
  const c = fuzzCase(seed);
  const dir = mkdtempSync(path.join(tmpdir(), 'ce-yaml-fuzz-'));
  try {
    for (const [rel, body] of Object.entries({ 'context-eval.yaml': CONFIG, 'prompts/p.md': 'You plan.\n', ...c.files })) {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), body);
    }
    const r = await runCliInProcess(dir, ['validate'], { OPENAI_API_KEY: 'sk-test-key-123456' });
    process.stdout.write(`${JSON.stringify({ seed, kind: c.kind, blamed: c.blamed, line: c.line, accept: c.accept === true, code: r.code, text: (r.stdout + r.stderr).slice(0, 600) })}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
process.stdout.write(`${JSON.stringify({ done: true, maxRssKb: process.resourceUsage().maxRSS })}\n`);
