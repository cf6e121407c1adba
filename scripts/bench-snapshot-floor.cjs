// The bench's snapshot library floor (`npm run bench` first; issue 23, R4): what the floor's work
// (scripts/bench-floor.mjs --libraries) costs in a process started from a V8 start-up snapshot that
// already holds yaml, zod and the OpenAI SDK, loaded and run once. It measures the one way left to take
// the libraries' loading off the start (a snapshot of the whole CLI), without building one.
// The bench bundles this file with ncc into .cache/bench-snapshot/ and builds the blob with
//   node --snapshot-blob BLOB --build-snapshot .cache/bench-snapshot/entry.cjs
// then starts `node --snapshot-blob BLOB CONFIG_DIR`, which runs the function below.
const { z } = require('zod');
const OpenAI = require('openai').default ?? require('openai');
const { LineCounter, parseDocument } = require('yaml');
const fs = require('node:fs');
const path = require('node:path');
const v8 = require('node:v8');

const parse = (text) => {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, merge: true });
  if (doc.errors.length > 0) throw doc.errors[0];
  return doc.toJS({ maxAliasCount: 1000 });
};
// Run once while the snapshot is built, as a start-up snapshot of the CLI would have them.
parse('name: warm\nlist: [1, two]\n');
z.object({ name: z.string() }).parse({ name: 'warm' });

v8.startupSnapshot.setDeserializeMainFunction(() => {
  const dir = path.resolve(process.argv[process.argv.length - 1]);
  let count = 0;
  parse(fs.readFileSync(path.join(dir, 'context-eval.yaml'), 'utf8'));
  fs.readFileSync(path.join(dir, 'prompts', 'agent.md'), 'utf8');
  const walk = (rel) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (/\.ya?ml$/.test(entry.name)) {
        parse(fs.readFileSync(path.join(dir, child), 'utf8'));
        count += 1;
      }
    }
  };
  walk('scenarios');
  z.object({ name: z.string() }).parse({ name: 'floor' });
  void new OpenAI({ apiKey: 'floor', baseURL: 'http://127.0.0.1:9/v1' });
  void globalThis.fetch;
  process.stdout.write(`${count}\n`);
});
