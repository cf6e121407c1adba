// The bench's snapshot library floor (`npm run bench` first; issue 23, R4): what the floor's work
// (scripts/bench-floor.mjs --libraries) costs in a process started from a V8 start-up snapshot that
// already holds yaml, zod and the OpenAI SDK, loaded and run once. It measures the one way left to take
// the libraries' loading off the start (a snapshot of the whole CLI), without building one.
// The bench bundles this file with ncc into .cache/bench-snapshot/ and builds the blob with
//   node --snapshot-blob BLOB --build-snapshot .cache/bench-snapshot/entry.cjs
// then starts `node --snapshot-blob BLOB CONFIG_DIR`, which runs the function below.
const { z } = require('zod');
const OpenAI = require('openai').default ?? require('openai');
const yaml = require('yaml');
const path = require('node:path');
const v8 = require('node:v8');
const { parse, readSuite } = require('./bench-floor-work.cjs');

// Run once while the snapshot is built, as a start-up snapshot of the CLI would have them.
parse(yaml, 'name: warm\nlist: [1, two]\n');
z.object({ name: z.string() }).parse({ name: 'warm' });

v8.startupSnapshot.setDeserializeMainFunction(() => {
  const count = readSuite(yaml, path.resolve(process.argv[process.argv.length - 1]));
  z.object({ name: z.string() }).parse({ name: 'floor' });
  void new OpenAI({ apiKey: 'floor', baseURL: 'http://127.0.0.1:9/v1' });
  void globalThis.fetch;
  process.stdout.write(`${count}\n`);
});
