#!/usr/bin/env node
// (Re)makes this example's replay recordings: starts the scripted agent (agent/scripted-server.mjs) on
// 127.0.0.1:8788, runs `context-eval record --seed 0` against it (run i sends seed i, which the script
// reads), then stops it. The recordings' keys are made by `context-eval record` itself.
//
//   node examples/agent/agent/record.mjs
//
// CONTEXT_EVAL_CLI=path/to/cli.js (or a .ts file, run through tsx) picks the CLI; default: this
// repository's dist/cli.js.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startScriptedAgent } from './scripted-server.mjs';

const example = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.resolve(process.env.CONTEXT_EVAL_CLI ?? path.join(example, '..', '..', 'dist', 'cli.js'));
const NOTE = 'scripted example outputs from examples/agent/agent/scripted-server.mjs, not a real model; recorded by context-eval record from providers.scripted';

const agent = await startScriptedAgent({ port: 8788 });
let status;
try {
  const argv = [...(cli.endsWith('.ts') ? ['--import', 'tsx'] : []), cli, 'record', '--config', path.join(example, 'context-eval.yaml'), '--seed', '0', '--concurrency', '1'];
  // Not spawnSync: the scripted agent answers from this process's event loop.
  const child = spawn(process.execPath, argv, { stdio: 'inherit', env: { ...process.env, SCRIPTED_AGENT_KEY: 'scripted' } });
  status = await new Promise((resolve) => child.on('close', (code) => resolve(code)));
} finally {
  await agent.close();
}
// The note says plainly that no real model wrote these answers (`record` keeps a note once written).
const dir = path.join(example, 'recordings');
for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const file = path.join(dir, name);
  const recording = JSON.parse(readFileSync(file, 'utf8'));
  if (recording.note === NOTE) continue;
  writeFileSync(file, `${JSON.stringify({ ...recording, note: NOTE }, null, 2)}\n`);
}
process.exit(status ?? 1);
