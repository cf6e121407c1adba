/**
 * Issue 11, "install in one line": the packed tarball installs offline into a fresh project (it has no
 * runtime dependencies: dist/ bundles them), and `npx context-eval --version`, `init`, `validate` and
 * `run` work there against a local fake OpenAI server. Uses the committed dist/ (run `npm run build` first
 * when src/ changed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string; dependencies?: Record<string, string>; files?: string[] };

let llm: FakeOpenAI;
let work: string;
beforeAll(async () => {
  llm = await startFakeOpenAI(() => ({ content: 'Thanks for the ticket: here is what to do next.' }));
  work = mkdtempSync(path.join(tmpdir(), 'context-eval-install-'));
});
afterAll(async () => {
  await llm.close();
  rmSync(work, { recursive: true, force: true });
});

/** Asynchronous, so that the fake server in this process can answer while the CLI runs. */
function npx(cwd: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; out: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['--offline', 'context-eval', ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? work, npm_config_offline: 'true', ...env },
      timeout: 600_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, out: `${stdout}${stderr}` }));
  });
}

describe('install from the packed tarball', () => {
  it('the package is scoped, ships dist and the schemas, and has no runtime dependencies', () => {
    expect(pkg.name).toBe('@context-eval/cli');
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(pkg.files).toEqual(expect.arrayContaining(['dist', 'schema', 'README.md']));
  });

  it('npm i -D ./tarball --offline, then npx context-eval --version, init, validate and run', async () => {
    const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], { cwd: ROOT, encoding: 'utf8' })) as { filename: string; files: { path: string }[] }[];
    const tarball = path.join(work, packed[0]?.filename ?? '');
    const shipped = (packed[0]?.files ?? []).map((f) => f.path);
    expect(shipped).toContain('dist/cli.js');
    expect(shipped).toContain('schema/scenario.schema.json');
    expect(shipped.some((f) => f.startsWith('src/') || f.startsWith('test/'))).toBe(false);

    const project = path.join(work, 'project');
    mkdirSync(path.join(project, 'prompts'), { recursive: true });
    writeFileSync(path.join(project, 'package.json'), '{ "name": "my-support-bot", "private": true }\n');
    writeFileSync(path.join(project, 'prompts', 'support.md'), 'You answer support tickets politely.\n');
    const install = spawnSync('npm', ['i', '-D', tarball, '--offline', '--no-audit', '--no-fund'], { cwd: project, encoding: 'utf8', timeout: 600_000 });
    expect(install.status, `${install.stdout}${install.stderr}`).toBe(0);

    const version = await npx(project, ['--version']);
    expect(version.stdout.trim()).toBe(`context-eval ${pkg.version}`);
    expect(version.code).toBe(0);
    const init = await npx(project, ['init']);
    expect(init.code, init.out).toBe(0);
    const validate = await npx(project, ['validate']);
    expect(validate.code, validate.out).toBe(0);
    const before = llm.requests.length;
    const run = await npx(project, ['run'], { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: llm.baseUrl });
    expect(run.out).toMatch(/PASSED/);
    expect(run.code, run.out).toBe(0);
    expect(llm.requests.length).toBeGreaterThan(before);
  }, 900_000);
});
