/** Bad input to capture, package and run --package: exit 2 with a message that names the problem and the fix. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCliInProcess } from '../cli/in-process.js';

const QUICKSTART = path.resolve(import.meta.dirname, '..', '..', 'examples', 'quickstart');

describe('capture, package and run --package on bad input', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'capture-cli-'));
    cpSync(QUICKSTART, dir, { recursive: true });
    writeFileSync(path.join(dir, 'junk.jsonl'), 'not json\n{"a": 1}\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    [['capture', '--out', 'x'], /capture needs --log FILE/],
    [['capture', '--log', 'junk.jsonl'], /capture needs --out DIR/],
    [['capture', '--log', 'junk.jsonl', '--out', 'x', '--role', 'nope'], /--role nope: no such role; roles: planner, summarizer/],
    [['capture', '--log', 'missing.jsonl', '--out', 'x'], /missing\.jsonl: cannot read the log/],
    [['package'], /package needs --out FILE/],
    [['run', '--package', 'missing.json'], /missing\.json: cannot read the package/],
    [['run', '--package', 'junk.jsonl'], /junk\.jsonl is not a context package: not JSON/],
    [['run', '--package', 'x.json', '--record'], /--record cannot be used with --package/],
    [['run', '--package', 'x.json', '--provider-map', 'a'], /--provider-map takes pkgName=ourName pairs/],
  ])('%j', async (argv, message) => {
    if (argv.includes('--provider-map')) writeFileSync(path.join(dir, 'x.json'), '{}');
    const r = await runCliInProcess(dir, argv, {});
    expect(r.stderr).toMatch(message);
    expect(r.code).toBe(2);
  });

  it('reports every unreadable log line by number and exits 2 when no line is a run', async () => {
    const r = await runCliInProcess(dir, ['capture', '--log', 'junk.jsonl', '--out', 'out'], {});
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('junk.jsonl:1: skipped: not JSON');
    expect(r.stderr).toContain('junk.jsonl:2: skipped: not a logged run');
    expect(r.stderr).toContain('holds no logged run that capture can read');
  });
});
