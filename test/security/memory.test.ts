/**
 * Issue 9, row "Memory is unbounded: a 50 MB scenario file takes 2.1 GB" — through the bundled CLI: the
 * file is refused by its size before it is read, and the process's peak RSS stays under 300 MB.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openSync, writeSync, closeSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../action/harness.js';
import { makeProject, removeProjects } from '../config/temp-project.js';
import { runNode } from './spawn.js';

afterAll(async () => {
  await removeProjects();
});

const CLI = path.join(ROOT, 'dist', 'cli.js');
const MB = 1024 * 1024;

describe('a 50 MB scenario file', () => {
  it('is a config error, and peak RSS stays under 300 MB', async () => {
    const dir = await makeProject({
      'context-eval.yaml': 'version: 1\nproviders: { main: { type: openai, model: m } }\nroles: { planner: { provider: main, system: prompts/p.md } }\n',
      'prompts/p.md': 'You plan.\n',
    });
    mkdirSync(path.join(dir, 'scenarios'), { recursive: true });
    const fd = openSync(path.join(dir, 'scenarios', 'huge.yaml'), 'w');
    writeSync(fd, 'name: huge\nrole: planner\ncontext:\n');
    const line = `  - "${'x'.repeat(1018)}"\n`; // 1 KiB
    const block = line.repeat(1024);
    for (let i = 0; i < 50; i++) writeSync(fd, block);
    writeSync(fd, 'expect: [{ contains: [x] }]\n');
    closeSync(fd);
    // Reports the peak RSS of the CLI's own process when it exits.
    const wrapper = path.join(dir, 'measure.mjs');
    writeFileSync(wrapper, `process.on('exit', () => process.stderr.write('\\nMAXRSS_KB=' + process.resourceUsage().maxRSS + '\\n'));\nprocess.argv.splice(1, 1);\nawait import(${JSON.stringify(pathToFileURL(CLI).href)});\n`);
    const run = await runNode([wrapper, CLI, 'validate'], { cwd: dir, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', OPENAI_API_KEY: 'k' } });
    const rssKb = Number(/MAXRSS_KB=(\d+)/.exec(run.stderr)?.[1] ?? 'NaN');
    expect(run.code, run.stderr.slice(0, 2000)).toBe(2);
    expect(run.stderr).toMatch(/scenarios\/huge\.yaml/);
    expect(run.stderr).toMatch(/larger than/);
    expect(rssKb).toBeGreaterThan(0);
    expect(rssKb * 1024).toBeLessThan(300 * MB);
  }, 900_000);
});
