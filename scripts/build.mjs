// Builds the two committed bundles with ncc (DESIGN §1):
//   dist/index.js   the action entry (src/index.ts), with its lazily loaded chunks beside it
//   dist/cli.js     the CLI entry: a small loader for the ncc bundle dist/cli/index.js, whose
//                   lazily loaded chunks (SDKs, tokenizer) sit in dist/cli/ so that the two bundles'
//                   chunk names can never collide.
//   dist/cli/dashboard-assets/   uPlot's script and stylesheet, which `context-eval dashboard` copies into
//                   the site it builds (src/dashboard/site.ts looks for them beside the bundle).
//
// The bundles are built in a fresh folder beside dist/ (dist.building/) that replaces dist/ only when every
// step has succeeded: a build that fails or is stopped half-way leaves the committed dist/ as it was.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, copyFileSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';

// The two bundles build side by side (one ncc process each): on two cores the build takes about the
// time of the longer one instead of the sum.
const ncc = ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', '--quiet', '--target', 'es2022'];
const out = 'dist.building';
const run = promisify(execFile);
rmSync(out, { recursive: true, force: true });
const built = await Promise.allSettled([
  run(process.execPath, [...ncc, 'src/index.ts', '-o', out], { maxBuffer: 64 * 1024 * 1024 }),
  run(process.execPath, [...ncc, 'src/cli.ts', '-o', `${out}/cli`], { maxBuffer: 64 * 1024 * 1024 }),
]);
for (const b of built) {
  if (b.status === 'fulfilled') process.stderr.write(b.value.stderr);
  else {
    process.stderr.write(`${b.reason.stdout ?? ''}${b.reason.stderr ?? b.reason.message}\n`);
    process.exit(1);
  }
}
// Node ≥ 22.1 keeps V8's compiled code of the bundle on disk between runs (module.enableCompileCache, the
// cache npm itself uses): `validate` of 200 files took 287 ms instead of 310–330 ms (Node 24). The cache sits
// in the user's own cache folder ($XDG_CACHE_HOME or ~/.cache), not Node's default in the shared temp
// folder, where another user of the machine could plant compiled code. The bundle is imported after
// enabling it, hence the dynamic import. Older Node has no such function and loads as before; a cache that
// cannot be written is skipped.
writeFileSync(
  `${out}/cli.js`,
  [
    '#!/usr/bin/env node',
    "import module from 'node:module';",
    "import os from 'node:os';",
    "import path from 'node:path';",
    "try { module.enableCompileCache?.(path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'context-eval', 'compile-cache')); } catch { /* run without it */ }",
    "await import('./cli/index.js');",
    '',
  ].join('\n'),
);
chmodSync(`${out}/cli.js`, 0o755);
mkdirSync(`${out}/cli/dashboard-assets`, { recursive: true });
for (const file of ['uPlot.iife.min.js', 'uPlot.min.css']) copyFileSync(`node_modules/uplot/dist/${file}`, `${out}/cli/dashboard-assets/${file}`);
rmSync('dist', { recursive: true, force: true });
renameSync(out, 'dist');
