/**
 * Context packages: the same tree gives the same bytes (in any folder), a package is checked on read, and
 * the downstream example runs the upstream's scenarios offline: green as pinned, red when the upstream
 * prompt breaks the output contract, and on this repo's providers through --provider-map.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCliInProcess } from '../cli/in-process.js';
import { parsePackage } from '../../src/package/bundle.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const QUICKSTART = path.join(ROOT, 'examples', 'quickstart');
const DOWNSTREAM = path.join(ROOT, 'examples', 'downstream');
const PINNED = path.join(DOWNSTREAM, 'upstream', 'quickstart.context-package.json');

describe('context-eval package', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = mkdtempSync(path.join(tmpdir(), 'package-'));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('writes identical bytes twice, and from a copy in another folder', async () => {
    const copy = path.join(tmp, 'elsewhere', 'upstream-copy');
    cpSync(QUICKSTART, copy, { recursive: true });
    const a = await runCliInProcess(ROOT, ['package', '--config', 'examples/quickstart/context-eval.yaml', '--name', 'quickstart', '--out', path.join(tmp, 'a.json')], {});
    const b = await runCliInProcess(ROOT, ['package', '--config', 'examples/quickstart/context-eval.yaml', '--name', 'quickstart', '--out', path.join(tmp, 'b.json')], {});
    const c = await runCliInProcess(tmp, ['package', '--config', path.join(copy, 'context-eval.yaml'), '--name', 'quickstart', '--out', 'c.json'], {});
    expect([a.code, b.code, c.code], a.stderr + c.stderr).toEqual([0, 0, 0]);
    const bytes = readFileSync(path.join(tmp, 'a.json'));
    expect(readFileSync(path.join(tmp, 'b.json')).equals(bytes)).toBe(true);
    const other = JSON.parse(readFileSync(path.join(tmp, 'c.json'), 'utf8')) as { files: unknown; content_hash: string };
    const mine = JSON.parse(bytes.toString('utf8')) as { files: unknown; content_hash: string };
    expect(other.files).toEqual(mine.files);
    expect(bytes.toString('utf8')).not.toContain(tmp);
    expect(bytes.toString('utf8')).not.toContain(ROOT);
    const pkg = parsePackage(bytes.toString('utf8'), 'a.json');
    if ('problem' in pkg) throw new Error(pkg.problem);
    expect(Object.keys(pkg.files)).toEqual(expect.arrayContaining(['context-eval.yaml', 'prompts/planner.md', 'prompts/planner.task.md', 'fixtures/auth.rs', 'scenarios/planner/_defaults.yaml']));
    expect(pkg.generated['context-manifest.json']).toMatchObject({ roles: [{ role: 'planner', scenarios: 4 }, { role: 'summarizer', scenarios: 3 }] });
  });

  it('refuses a package whose content no longer matches its hash, naming the file', async () => {
    const text = readFileSync(PINNED, 'utf8').replace('Database migrations are at least high risk.', 'Migrations are low risk.');
    writeFileSync(path.join(tmp, 'edited.json'), text);
    const r = await runCliInProcess(tmp, ['run', '--package', 'edited.json'], {});
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/edited\.json: prompts\/house-rules\.md has hash sha256:[0-9a-f]{64}, but its context-manifest\.json states sha256:/);
    // A change outside the files (here the name) is caught by the content hash.
    writeFileSync(path.join(tmp, 'renamed.json'), readFileSync(PINNED, 'utf8').replace('"name": "quickstart"', '"name": "quickstart2"'));
    const renamed = await runCliInProcess(tmp, ['run', '--package', 'renamed.json'], {});
    expect(renamed.code).toBe(2);
    expect(renamed.stderr).toMatch(/renamed\.json: the content hash is sha256:[0-9a-f]{64}, but the package states/);
  });
});

describe('examples/downstream', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = mkdtempSync(path.join(tmpdir(), 'downstream-'));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('runs the pinned upstream package offline and passes', async () => {
    const refused = await runCliInProcess(ROOT, ['run', '--config', path.join(DOWNSTREAM, 'context-eval.yaml'), '--package', PINNED], {});
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("uses provider 'offline', which examples/downstream/context-eval.yaml does not define");
    expect(refused.stderr).toContain('--provider-map offline=@recordings');
    const r = await runCliInProcess(ROOT, ['run', '--config', path.join(DOWNSTREAM, 'context-eval.yaml'), '--package', PINNED, '--provider-map', 'offline=@recordings'], {});
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain("offline → the package's recordings (offline)");
    expect(r.stdout).toContain('7 scenarios: 7 passed');
  });

  it('goes red when the upstream prompt breaks the contract', async () => {
    const upstream = path.join(tmp, 'upstream');
    cpSync(QUICKSTART, upstream, { recursive: true });
    // The upstream renames risk_level to risk in its prompt, and re-records with an agent that follows it.
    for (const rel of ['prompts/planner.md', 'agent/scripted.mjs']) {
      const f = path.join(upstream, rel);
      writeFileSync(f, readFileSync(f, 'utf8').replaceAll('risk_level', 'risk'));
    }
    const rec = await runCliInProcess(upstream, ['record'], {});
    expect(rec.code, rec.stdout + rec.stderr).toBe(0);
    const pack = await runCliInProcess(upstream, ['package', '--name', 'quickstart', '--out', path.join(tmp, 'next.json')], {});
    expect(pack.code, pack.stderr).toBe(0);
    const r = await runCliInProcess(ROOT, ['run', '--config', path.join(DOWNSTREAM, 'context-eval.yaml'), '--package', path.join(tmp, 'next.json'), '--provider-map', 'offline=@recordings'], {});
    expect(r.code, r.stdout).toBe(1);
    expect(r.stdout).toMatch(/FAILED/);
    expect(r.stdout).toMatch(/planner-json-shape: failed/);
    expect(r.stdout).toMatch(/planner-flags-migration-risk: failed/);
  });

  it('runs the package on this repo’s provider with --provider-map, and names a provider it cannot map', async () => {
    const ours = path.join(tmp, 'ours');
    cpSync(DOWNSTREAM, ours, { recursive: true });
    writeFileSync(path.join(ours, 'agent.mjs'), "process.stdout.write(JSON.stringify({ output: JSON.stringify({ steps: [{ title: 'all at once', files: ['src/auth.rs'] }], risk_level: 'critical' }) }));\n");
    writeFileSync(
      path.join(ours, 'context-eval.yaml'),
      'version: 1\nproviders:\n  local-agent:\n    type: exec\n    command: node agent.mjs\nroles: {}\n',
    );
    const r = await runCliInProcess(ours, ['run', '--package', PINNED, '--provider-map', 'offline=local-agent', '--only', 'planner-*'], {});
    expect(r.stdout).toContain('offline → ours: local-agent (exec)');
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stdout).toMatch(/planner-decomposes-large-task: failed/);
    expect(r.stdout).toMatch(/planner-keeps-small-fix-whole: failed/);
    const bad = await runCliInProcess(ours, ['run', '--package', PINNED, '--provider-map', 'offline=nope'], {});
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--provider-map offline=nope: context-eval.yaml has no provider 'nope'");
  });
});
