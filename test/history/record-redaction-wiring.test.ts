/**
 * The action's recording step hands its redactor to the record (issue 33 item 6): the example run a record
 * keeps of model and world output passes through the job's redaction, so a secret the job knows that a
 * tool result echoed never reaches the history store.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterRun } from '../../src/action/baseline-and-record.js';
import { loadConfig } from '../../src/config/load.js';
import { createDirStore } from '../../src/history/dir-store.js';
import { createRedactor } from '../../src/security/redact.js';
import { report, run, step } from './make-report.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe("the action's record of an agent scenario", () => {
  it('passes the example run through the job\'s redactor before the store writes it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-record-redact-'));
    made.push(dir);
    writeFileSync(path.join(dir, 'context-eval.yaml'), 'version: 1\nproviders:\n  main: { type: openai, model: m, api_key_env: TEST_KEY }\nroles:\n  agent: { provider: main, system: p.md }\nhistory: { store: dir }\n');
    writeFileSync(path.join(dir, 'p.md'), 'You act.\n');
    const loaded = await loadConfig(path.join(dir, 'context-eval.yaml'), { env: {} });
    const secret = 'job-secret-value-1234567';
    const store = createDirStore(path.join(dir, 'records'));
    const result = await afterRun({
      report: report([run(0, { toolCalls: 1, trajectory: [step(1, 'http_get', { url: `https://x.test/?k=${secret}` }, `echo ${secret}`)] })]),
      loaded,
      store,
      where: 'the test store',
      record: true,
      drift: false,
      sha: 'c'.repeat(40),
      ref: 'refs/heads/main',
      event: 'schedule',
      now: () => new Date(Date.UTC(2026, 10, 28)),
      github: { syncDriftIssue: () => Promise.reject(new Error('not in drift mode')), driftAcceptances: () => Promise.reject(new Error('not in drift mode')) },
      owner: 'o',
      repo: 'r',
      log: () => undefined,
      redact: createRedactor([secret]).redact,
    });
    expect(result.recordError).toBeUndefined();
    const [stored] = await store.list();
    expect(stored?.scenarios[0]?.example?.steps[0]?.result).toBe('echo [redacted]');
    expect(JSON.stringify(stored)).not.toContain(secret);
  });
});
