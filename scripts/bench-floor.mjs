// The start-up floor `npm run bench` compares the CLI's time to first request with (issue 23, R4): a cold
// Node process that does only what loading a suite cannot avoid — list the scenario folder, read the
// config and every scenario file, and parse each with `yaml` exactly as the loader does
// (scripts/bench-floor-work.cjs, as src/config/yaml-source.ts does).
// No validation, no model client, no report. Usage: node scripts/bench-floor.mjs CONFIG_DIR [--libraries[=BUNDLE]]
// With --libraries it also loads what any first request needs, unbundled from node_modules and touched
// but not used: zod (the config's schema) and the OpenAI SDK with Node's fetch (the request). The bench
// prints that "library floor" beside the CLI, to show how much of R4's gap the chosen libraries take.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as yaml from 'yaml';
import work from './bench-floor-work.cjs';

const dir = path.resolve(process.argv[2] ?? '.');
const count = work.readSuite(yaml, dir);
// --libraries: from node_modules, unbundled; --libraries=PATH: from that bundle of
// scripts/bench-floor-libraries.mjs (as the CLI loads them: one ncc bundle).
const libraries = process.argv.find((arg) => arg.startsWith('--libraries'));
if (libraries !== undefined) {
  const bundle = libraries.startsWith('--libraries=') ? libraries.slice('--libraries='.length) : undefined;
  const { z, OpenAI } = bundle ? await import(pathToFileURL(bundle).href) : { z: (await import('zod')).z, OpenAI: (await import('openai')).default };
  z.object({ name: z.string() }).parse({ name: 'floor' });
  void new OpenAI({ apiKey: 'floor', baseURL: 'http://127.0.0.1:9/v1' });
  void globalThis.fetch;
}
process.stdout.write(`${count}\n`);
