/** The quickstart demo (what `npm run demo` runs): offline, passing, its recordings marked as hand-written. */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runCliInProcess } from '../cli/in-process.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const QUICKSTART = path.join(ROOT, 'examples', 'quickstart');

describe('examples/quickstart', () => {
  it('runs offline from its recordings and passes', async () => {
    const { code, stdout } = await runCliInProcess(ROOT, ['run', '--config', path.join(QUICKSTART, 'context-eval.yaml')], {});
    expect(code, stdout).toBe(0);
    expect(stdout).toContain('7 scenarios: 7 passed');
  });

  it('marks every recording as hand-written example output', () => {
    const dir = path.join(QUICKSTART, 'recordings');
    const files = readdirSync(dir);
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const f of files) {
      const note = (JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { note?: string }).note ?? '';
      expect(note, f).toMatch(/^hand-written example outputs/);
    }
  });
});
