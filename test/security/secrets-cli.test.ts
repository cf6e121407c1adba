/**
 * Issue 9, rows "`${OPENAI_API_KEY}` in a scenario is expanded", "the report part is neither redacted nor
 * revealed", "base_url / key fragments printed raw" — through the bundled CLI.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { makeWorkspace, ROOT } from '../action/harness.js';
import { filesBelow, leaksOf, PLANTED_KEY, PLANTED_TOKEN, SHAPED } from './leak-check.js';
import { echoingHandler, plantedFiles } from './planted.js';
import { runNode } from './spawn.js';

const CLI = path.join(ROOT, 'dist', 'cli.js');
let llm: FakeOpenAI;
let run: { code: number | null; stdout: string; stderr: string; files: Record<string, string> };

beforeAll(async () => {
  llm = await startFakeOpenAI(echoingHandler);
  const ws = makeWorkspace(plantedFiles(llm.baseUrl));
  const out = mkdtempSync(path.join(tmpdir(), 'context-eval-leak-out-'));
  const child = await runNode([CLI, 'run', '--config', 'context-eval.yaml', '--out', out, '--json', path.join(out, 'extra.json'), '--markdown', path.join(out, 'extra.md'), '--junit', path.join(out, 'extra.xml')], {
    cwd: ws.dir,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', OPENAI_API_KEY: PLANTED_KEY, GITHUB_TOKEN: PLANTED_TOKEN, NO_COLOR: '1' },
  });
  run = { code: child.code, stdout: child.stdout, stderr: child.stderr, files: filesBelow(out) };
  expect(readdirSync(out)).toContain('events.jsonl');
}, 900_000);
afterAll(async () => {
  await llm.close();
});

describe('secrets never leave the CLI', () => {
  it('a `${VAR}` in a scenario file stays literal: the model never receives the key through it', () => {
    const sent = llm.requests.filter((r) => !r.path.includes('/k/')).map((r) => JSON.stringify(r.body));
    expect(sent.length).toBeGreaterThan(0);
    for (const body of sent) expect(body).toContain('ref ${OPENAI_API_KEY}');
  });

  it('the key, the token and their fragments appear in no file the run wrote, nor on stdout or stderr', () => {
    expect(run.code, run.stderr).toBe(1);
    const texts = { stdout: run.stdout, stderr: run.stderr, ...run.files };
    expect(Object.keys(run.files).map((f) => path.basename(f)).sort()).toEqual(['events.jsonl', 'extra.json', 'extra.md', 'extra.xml', 'report.json', 'report.junit.xml', 'report.md']);
    expect(leaksOf(texts, PLANTED_KEY)).toEqual([]);
    expect(leaksOf(texts, PLANTED_TOKEN)).toEqual([]);
    for (const shaped of Object.values(SHAPED)) expect(leaksOf(texts, shaped), shaped).toEqual([]);
    // The outputs did carry them: the redaction is what removed them.
    expect(run.files[Object.keys(run.files).find((f) => f.endsWith('report.json')) ?? '']).toContain('[redacted]');
  });

  it('bidi and zero-width characters of model output are revealed in report.md', () => {
    const md = Object.entries(run.files).find(([f]) => f.endsWith('report.md'))?.[1] ?? '';
    expect(md).not.toMatch(/[\u202e\u200b]/);
    expect(md).toContain('\\u202e');
  });
});
