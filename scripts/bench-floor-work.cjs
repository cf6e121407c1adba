// The work of the bench's start-up floors (issue 23, R4), shared by scripts/bench-floor.mjs and the snapshot
// entry scripts/bench-snapshot-floor.cjs so that both measure the same thing: read the config and every
// scenario file and parse each with `yaml` exactly as the loader does (src/config/yaml-source.ts:
// parseDocument with a LineCounter, unique keys, merge keys; then toJS). The caller passes `yaml`, so that
// each floor loads it as it is measured (ESM from node_modules, or bundled into a snapshot).
// CommonJS: a V8 snapshot entry cannot import an ES module.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

/** One file's text parsed as the loader parses it. */
function parse({ LineCounter, parseDocument }, text) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, merge: true });
  if (doc.errors.length > 0) throw doc.errors[0];
  return doc.toJS({ maxAliasCount: 1000 });
}

/** Reads and parses the suite in `dir` (its config, prompt and scenario files); returns how many scenario files. */
function readSuite(yaml, dir) {
  let count = 0;
  parse(yaml, readFileSync(path.join(dir, 'context-eval.yaml'), 'utf8'));
  readFileSync(path.join(dir, 'prompts', 'agent.md'), 'utf8');
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (/\.ya?ml$/.test(entry.name)) {
        parse(yaml, readFileSync(path.join(dir, child), 'utf8'));
        count += 1;
      }
    }
  };
  walk('scenarios');
  return count;
}

module.exports = { parse, readSuite };
