// `npm run bench`: measures the bundled CLI against a local OpenAI-compatible server with a fixed
// latency, and prints every figure as a ratio from this one run. Nothing here is asserted by tests.
//
//   wall time / ideal bound    ideal = ceil(calls / concurrency) × latency   (target ≤ 1.15)
//   calls / fixed-N calls      early stopping at a true pass rate of 0.9     (target ≤ 0.80 for N=3)
//   engine CPU per call        user+sys CPU of the CLI process ÷ calls, at zero latency (target < 1 ms)
//   peak RSS                   of the CLI process                            (target < 150 MB)
//   cold start                 `node dist/cli.js --version`                  (target < 300 ms)
//   time to first request      process spawn → first chat request at the fake server, one file per
//                              scenario, 200 and 2,000 files (targets: 150 ms and 1 s at 20,000)
//
// `node scripts/bench.mjs first wall` runs only the named sections (wall, early, cpu, rss, cold, first);
// with no argument every section runs. rss needs wall and cpu.
import { startFakeLLM } from './fake-llm.mjs';
import { spawnSync, spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const cli = path.join(root, 'dist', 'cli.js');
const rusagePreload = path.join(root, 'scripts', 'bench-rusage.mjs');

async function startServer({ latencyMs, passRate, seed }) {
  return startFakeLLM({ latencyMs, passRate, seed });
}

function makeSuite(dir, { scenarios, runs, baseUrl, filePerScenario = false }) {
  rmSync(path.join(dir, 'scenarios'), { recursive: true, force: true });
  mkdirSync(path.join(dir, 'scenarios'), { recursive: true });
  mkdirSync(path.join(dir, 'prompts'), { recursive: true });
  writeFileSync(path.join(dir, 'prompts', 'agent.md'), 'You are a benchmark agent. Answer with RESULT: PASS or RESULT: FAIL.\n');
  writeFileSync(
    path.join(dir, 'context-eval.yaml'),
    [
      'version: 1',
      'providers:',
      '  fake: { type: openai, model: bench-model, base_url: "' + baseUrl + '", api_key_env: BENCH_KEY, retries: 0 }',
      'roles:',
      '  agent: { provider: fake, system: prompts/agent.md }',
      `defaults: { runs: ${runs}, threshold: 2/3 }`,
      '',
    ].join('\n'),
  );
  if (filePerScenario) {
    for (let i = 0; i < scenarios; i++) {
      const name = `bench-${String(i).padStart(5, '0')}`;
      writeFileSync(path.join(dir, 'scenarios', `${name}.yaml`), `name: ${name}\nrole: agent\ncontext: { task: "case ${i}" }\nexpect:\n  - contains: ["RESULT: PASS"]\n`);
    }
    return;
  }
  const lines = [];
  for (let i = 0; i < scenarios; i++) {
    lines.push(`  - name: bench-${String(i).padStart(4, '0')}`, '    role: agent', `    context: { task: "case ${i}" }`, '    expect:', '      - contains: ["RESULT: PASS"]');
  }
  writeFileSync(path.join(dir, 'scenarios', 'bench.yaml'), `scenarios:\n${lines.join('\n')}\n`);
}

function runCli(dir, args) {
  return new Promise((resolve) => {
    const usageFile = path.join(dir, `rusage-${Date.now()}.json`);
    const started = process.hrtime.bigint();
    const spawnedAt = Date.now();
    const child = spawn(process.execPath, ['--import', rusagePreload, cli, 'run', '--config', path.join(dir, 'context-eval.yaml'), '--json', path.join(dir, 'report.json'), ...args], {
      env: { ...process.env, BENCH_KEY: 'bench', CI: 'true', CONTEXT_EVAL_RUSAGE_FILE: usageFile },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => {
      if (code !== 0 && code !== 1) {
        console.error(`the CLI exited with ${code}:\n${stderr.slice(-2000)}`);
        process.exit(1);
      }
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      const usage = JSON.parse(readFileSync(usageFile, 'utf8'));
      const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8'));
      resolve({ code, wallMs, usage, report, spawnedAt });
    });
  });
}


const fmt = (x, d = 2) => x.toFixed(d);
const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-bench-'));
try {
  const out = [];
  const wanted = new Set(process.argv.slice(2));
  const want = (section) => wanted.size === 0 || wanted.has(section);
  const latency = 100;
  const concurrency = 16;
  let server;
  let timed;
  let busy;

  // 1. Wall time against the ideal bound: 200 scenarios × 5 runs, 100 ms latency, concurrency 16.
  if (want('wall') || want('rss')) {
    server = await startServer({ latencyMs: latency, passRate: 0.9, seed: 1 });
    makeSuite(dir, { scenarios: 200, runs: 5, baseUrl: server.url });
    timed = await runCli(dir, ['--concurrency', String(concurrency)]);
    const calls1 = timed.report.summary.calls;
    const ideal = Math.ceil(calls1 / concurrency) * latency;
    out.push(['wall time / ideal bound (200×5, 100 ms, c=16)', `${fmt(timed.wallMs / ideal)}  (${Math.round(timed.wallMs)} ms / ${ideal} ms for ${calls1} calls, process start included; target ≤ 1.05)`]);
    await server.close();
  }

  // 2. Calls made against a fixed N, at a true pass rate of 0.9 (N=3, threshold 2/3), verdicts compared with the full run.
  if (want('early')) {
    server = await startServer({ latencyMs: 0, passRate: 0.9, seed: 2 });
    makeSuite(dir, { scenarios: 200, runs: 3, baseUrl: server.url });
    const early = await runCli(dir, ['--concurrency', String(concurrency)]);
    const calls2 = early.report.summary.calls;
    out.push(['calls / fixed-N calls (N=3, 2/3, p=0.9)', `${fmt(calls2 / 600)}  (${calls2} of 600; target ≤ 0.80)`]);
    await server.close();
  }

  // 3. Engine overhead at zero latency: CPU of the CLI process per call, over a suite large enough that
  //    start-up (module loading, config parsing) is a small share; start-up stays included.
  if (want('cpu') || want('rss')) {
    server = await startServer({ latencyMs: 0, passRate: 0.9, seed: 3 });
    makeSuite(dir, { scenarios: 2000, runs: 3, baseUrl: server.url });
    busy = await runCli(dir, ['--concurrency', String(concurrency)]);
    const calls3 = busy.report.summary.calls;
    const cpuMs = (busy.usage.userCPUTime + busy.usage.systemCPUTime) / 1000;
    out.push(['engine CPU per call (0 ms, 2000×3)', `${fmt(cpuMs / calls3, 3)} ms  (${Math.round(cpuMs)} ms CPU for ${calls3} calls, start-up and YAML parsing included; target < 1 ms)`]);
    if (want('cpu')) {
      // The same with N = 20, so that per-scenario work (parsing, prompt rendering) is spread over more calls.
      makeSuite(dir, { scenarios: 400, runs: 20, baseUrl: server.url });
      const deep = await runCli(dir, ['--concurrency', String(concurrency)]);
      const calls4 = deep.report.summary.calls;
      const cpu4 = (deep.usage.userCPUTime + deep.usage.systemCPUTime) / 1000;
      out.push(['engine CPU per call (0 ms, 400×20)', `${fmt(cpu4 / calls4, 3)} ms  (${Math.round(cpu4)} ms CPU for ${calls4} calls; sys share ${fmt(deep.usage.systemCPUTime / (deep.usage.userCPUTime + deep.usage.systemCPUTime))})`]);
    }
    await server.close();
  }

  // 4. Peak RSS of the CLI process, the larger of the two runs.
  if (want('rss')) {
    const rssMb = timed.usage.maxRSS / 1024;
    const bigRssMb = busy.usage.maxRSS / 1024;
    out.push(['peak RSS (200×5 suite)', `${fmt(rssMb, 1)} MB  (target < 150 MB; ratio ${fmt(rssMb / 150)}); 2000-scenario suite: ${fmt(bigRssMb, 1)} MB`]);
  }

  // 5. Cold start of --version, median of 7.
  if (want('cold')) {
    const starts = [];
    for (let i = 0; i < 7; i++) {
      const t0 = process.hrtime.bigint();
      spawnSync(process.execPath, [cli, '--version']);
      starts.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    starts.sort((a, b) => a - b);
    const cold = starts[3];
    out.push(['cold start (node dist/cli.js --version)', `${Math.round(cold)} ms  (median of 7; target < 300 ms; ratio ${fmt(cold / 300)})`]);
  }

  // 6. Time to first request: process spawn → the first chat request at the server, one file per scenario,
  //    with the peak RSS of that run.
  if (want('first')) {
    for (const scenarios of [200, 2000]) {
      server = await startServer({ latencyMs: 0, passRate: 0.9, seed: 4 });
      makeSuite(dir, { scenarios, runs: 1, baseUrl: server.url, filePerScenario: true });
      const run = await runCli(dir, ['--concurrency', String(concurrency)]);
      const first = server.firstRequestAt() - run.spawnedAt;
      const target = scenarios <= 200 ? 'target ≤ 150 ms' : 'target at 20,000: ≤ 1 s';
      out.push([`time to first request (${scenarios} files)`, `${Math.round(first)} ms  (${target}; wall ${Math.round(run.wallMs)} ms; peak RSS ${fmt(run.usage.maxRSS / 1024, 1)} MB)`]);
      await server.close();
    }
  }

  const width = Math.max(...out.map(([k]) => k.length));
  console.log(`context-eval bench (node ${process.version}, ${os()})`);
  for (const [k, v] of out) console.log(`  ${k.padEnd(width)}  ${v}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

function os() {
  return `${process.platform}-${process.arch}`;
}
