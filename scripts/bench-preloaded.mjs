// What a start-up snapshot could at best give R4 (issue 23): the CLI's own work from `main()` to its first
// request, in a process where every module that path needs is already loaded and has run once. The bench
// (`first`) adds a bare Node start and divides by the floor. Nothing a real start could skip is left out:
// the config and every scenario file are read, parsed and validated, the run is planned and the request is
// sent. Kept in: the modules having run once on a one-file suite (here, against its own local fake
// server), so that V8 has compiled what that path calls; a snapshot would hold at most that. So the figure
// is a lower bound for any way of loading the CLI faster (a V8 snapshot, a code cache, lazier imports).
//
// Usage (from the repository, through tsx, on the TypeScript sources):
//   node --import tsx scripts/bench-preloaded.mjs CONFIG_FILE
// Prints `main-called-at EPOCH_MS` on stderr just before the measured call; the bench stops the process
// at the first request its server sees.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeLLM } from './fake-llm.mjs';

const config = path.resolve(process.argv[2] ?? 'context-eval.yaml');
const { main } = await import('../src/cli/main.ts');
const quiet = { stdout: process.stdout.write, stderr: process.stderr.write };
const silence = () => {
  process.stdout.write = () => true;
  process.stderr.write = () => true;
};
const restore = () => {
  process.stdout.write = quiet.stdout;
  process.stderr.write = quiet.stderr;
};

// The warm-up: one scenario, one run, against a server of its own (the bench's server sees only the measured call).
const warmServer = await startFakeLLM({ latencyMs: 0, passRate: 1, seed: 1 });
const warm = mkdtempSync(path.join(tmpdir(), 'context-eval-preloaded-'));
try {
  mkdirSync(path.join(warm, 'scenarios'));
  mkdirSync(path.join(warm, 'prompts'));
  writeFileSync(path.join(warm, 'prompts', 'agent.md'), 'You are a benchmark agent.\n');
  writeFileSync(
    path.join(warm, 'context-eval.yaml'),
    `version: 1\nproviders:\n  fake: { type: openai, model: m, base_url: "${warmServer.url}", api_key_env: BENCH_KEY, retries: 0 }\nroles:\n  agent: { provider: fake, system: prompts/agent.md }\ndefaults: { runs: 1, threshold: 2/3 }\n`,
  );
  writeFileSync(path.join(warm, 'scenarios', 'w.yaml'), 'name: w\nrole: agent\ncontext: { task: "warm" }\nexpect:\n  - contains: ["RESULT: PASS"]\n');
  silence();
  await main(['run', '--config', path.join(warm, 'context-eval.yaml'), '--concurrency', '16', '--json', path.join(warm, 'r.json')]);
} finally {
  restore();
  await warmServer.close();
  rmSync(warm, { recursive: true, force: true });
}

process.stderr.write(`main-called-at ${Date.now()}\n`);
silence();
process.exitCode = await main(['run', '--config', config, '--concurrency', '16']);
