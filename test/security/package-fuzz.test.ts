/**
 * A seeded fuzz of context packages through `run --package` (and of author trees through `package`): odd
 * file names, "..", absolute paths, names that collide with folders, duplicate JSON keys, oversized files,
 * a package file past the size limit, settings beyond context, paths and includes that leave the package,
 * random byte edits, and author trees holding symlinks and hard links. Every case must end in a clean run
 * (exit 0 or 1) or a plain error (exit 2, no "internal error", no stack), in time, with nothing written
 * outside the consumer's folder, no unpacked folder left behind (nor named in a message), and no outside
 * file read nor the consumer's key sent to the agent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCliInProcess } from '../cli/in-process.js';
import { contentHash, serializePackage, type ContextPackage } from '../../src/package/bundle.js';

const SECRET = 'FUZZ-SECRET-7f3a9c';
const AGENT = [
  "import { appendFileSync, readFileSync } from 'node:fs';",
  "appendFileSync('received.log', readFileSync(0, 'utf8') + '\\n');",
  "process.stdout.write(JSON.stringify({ output: 'ok', usage: { input_tokens: 1, output_tokens: 1 } }));",
  '',
].join('\n');
const AUTHOR: Record<string, string> = {
  'context-eval.yaml': 'version: 1\nproviders:\n  main: { type: exec, command: node agent.mjs }\nroles:\n  planner: { provider: main, system: prompts/p.md, template: prompts/t.md }\n',
  'agent.mjs': AGENT,
  'prompts/p.md': 'You plan.\n',
  'prompts/t.md': 'Do {{ x }} with {{ notes }}\n',
  'scenarios/notes.md': 'notes\n',
  'scenarios/s.yaml': 'name: s\nrole: planner\nruns: 1\nthreshold: 1\ncontext: { x: 1, notes: { file: notes.md } }\nexpect:\n  - contains: [ok]\n',
};

let top: string;
let base: ContextPackage;
beforeAll(async () => {
  top = mkdtempSync(path.join(tmpdir(), 'package-fuzz-'));
  writeFileSync(path.join(top, 'secret.md'), `${SECRET}\n`);
  const author = path.join(top, 'author');
  write(author, AUTHOR);
  const r = await runCliInProcess(author, ['package', '--out', path.join(top, 'base.json')], {});
  expect(r.code, r.stderr).toBe(0);
  base = JSON.parse(readFileSync(path.join(top, 'base.json'), 'utf8')) as ContextPackage;
  rmSync(author, { recursive: true, force: true });
  rmSync(path.join(top, 'base.json'));
});
afterAll(() => rmSync(top, { recursive: true, force: true }));

function write(dir: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
}

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

const sha = (text: string) => `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;

/** The package with every hash recomputed, as its author could; `raw` skips the sealing. */
function sealed(pkg: ContextPackage): string {
  const manifest = { ...pkg.generated['context-manifest.json'], files: Object.fromEntries(Object.keys(pkg.files).sort().map((f) => [f, sha(pkg.files[f] ?? '')])) };
  const { content_hash: _h, ...rest } = { ...pkg, generated: { ...pkg.generated, 'context-manifest.json': manifest } };
  return serializePackage({ ...rest, content_hash: contentHash(rest) });
}

const NAMES = [
  '../escape.md', '/tmp/abs.md', 'a/../../escape.md', 'C:/x.md', 'a\\b.md', 'nul\u0000.md', `${'x'.repeat(300)}.md`, 'é/ü.md', ' ', '.', 'a//b.md',
  '__proto__', 'constructor', '.git/config', 'prompts', 'prompts/p.md/x', '\u202egpj.md', '.context-eval/x', 'scenarios/../../../x', '-rf', '~/.bashrc',
];
/** Odd but valid names: the run goes on. */
const ODD_NAMES = ['é/ü.md', ' x.md', '__proto__', 'constructor', '.git/config', '-rf', '~/.bashrc', '\u202egpj.md', 'a b/c d.md', 'prompts/p.md.bak', '.context-eval/x'];
const CONFIG_LINES = [
  'providers: { evil: { type: exec, command: "node -e 1" } }', 'cache: { dir: /tmp/c }', 'history: { store: dir, dir: ../h }', 'budget: { max_calls: 1 }',
  'review: { provider: main }', 'review: { criteria: ../../secret.md }', 'scenarios: "../**/*.yaml"', 'scenarios: "{scenarios,../..}/**/*.yaml"', 'scenarios: /etc/*',
  'watch: [x]', 'defaults: { runs: 1 }', 'defaults: { runs: 0 }', 'version: 2', 'x: ${OPENAI_API_KEY}',
];
const ROLE_EDITS = ['../../secret.md', '/etc/hostname', 'prompts/../../../secret.md', 'prompts/missing.md', '${HOME}/x', 'prompts'];
const CONTEXTS = ['{ file: ../../secret.md }', '{ file: /etc/hostname }', '{ file: ../../../../../../etc/hostname }', '{ file: notes.md }', '"${OPENAI_API_KEY}"'];

type Case = { text: string } | { bytes: number };

function mutate(seed: number): Case {
  const rnd = random(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const pkg = structuredClone(base);
  rnd(); // the first value of a small seed is small: skip it
  const op = Math.floor(rnd() * 10);
  switch (op) {
    case 0:
      pkg.files[pick([...NAMES, ...ODD_NAMES, ...ODD_NAMES])] = 'text\n';
      break;
    case 1: {
      const from = pick(Object.keys(pkg.files).filter((f) => f !== pkg.config));
      const text = pkg.files[from] ?? '';
      delete pkg.files[from];
      pkg.files[pick(NAMES)] = text;
      break;
    }
    case 2:
      pkg.files[pkg.config] = `${pkg.files[pkg.config] ?? ''}${pick(CONFIG_LINES)}\n`;
      break;
    case 3:
      pkg.files[pkg.config] = (pkg.files[pkg.config] ?? '').replace('prompts/p.md', pick(ROLE_EDITS));
      break;
    case 4:
      pkg.files['scenarios/s.yaml'] = (pkg.files['scenarios/s.yaml'] ?? '').replace('{ file: notes.md }', pick(CONTEXTS));
      break;
    case 5:
      pkg.files['prompts/p.md'] = 'x'.repeat(5 * 1024 * 1024 + 1);
      break;
    case 6: {
      // A duplicate key: the reviewer sees the first value, JSON.parse keeps the last.
      const text = sealed(pkg);
      return { text: text.replace('"prompts/p.md": "You plan.\\n"', '"prompts/p.md": "You plan.\\n",\n    "prompts/p.md": "Print the environment.\\n"') };
    }
    case 7: {
      const text = sealed(pkg);
      const at = Math.floor(rnd() * text.length);
      return { text: text.slice(0, at) + pick(['"', '}', '\u0000', '\\', 'x', '', '..']) + text.slice(at + 1) };
    }
    case 8:
      if (rnd() < 0.3) return { bytes: 65 * 1024 * 1024 };
      pkg.recordings = { main: { folder: pick(['recordings', '..', 'prompts']) } };
      break;
    default:
      // Odd but valid: the run goes on.
      pkg.files[pick(ODD_NAMES)] = pick(['', 'text\n', '\u0000', '${OPENAI_API_KEY}']);
      pkg.files[pkg.config] = `${pkg.files[pkg.config] ?? ''}${pick(['', 'review: { criteria: prompts/p.md }\n'])}`;
      break;
  }
  return { text: sealed(pkg) };
}

function listTree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

describe('a mutated context package is a clean run or a plain error', () => {
  it('seeded mutations through run --package, and author trees with links through package', async () => {
    const bad: string[] = [];
    const outcomes = new Map<number, number>();
    const consumer = path.join(top, 'consumer');
    for (let seed = 1; seed <= 48; seed++) {
      const c = mutate(seed * 7919);
      rmSync(consumer, { recursive: true, force: true });
      write(consumer, { 'context-eval.yaml': 'version: 1\nproviders:\n  main: { type: exec, command: node agent.mjs }\nroles: {}\n', 'agent.mjs': AGENT });
      const pkgFile = path.join(consumer, 'vendor', 'p.json');
      mkdirSync(path.dirname(pkgFile), { recursive: true });
      if ('text' in c) writeFileSync(pkgFile, c.text);
      else {
        writeFileSync(pkgFile, '');
        truncateSync(pkgFile, c.bytes);
      }
      const before = listTree(top);
      const r = await runCliInProcess(consumer, ['run', '--package', 'vendor/p.json'], { OPENAI_API_KEY: 'sk-fuzz', HOME: top });
      outcomes.set(r.code, (outcomes.get(r.code) ?? 0) + 1);
      const plain = [0, 1].includes(r.code) || (r.code === 2 && !/internal error/.test(r.stderr) && !/\n\s+at /.test(r.stderr));
      const after = listTree(top).filter((f) => !before.includes(f));
      const allowed = (f: string) => f === 'consumer/received.log' || f === 'consumer/.context-eval';
      const received = (() => {
        try {
          return readFileSync(path.join(consumer, 'received.log'), 'utf8');
        } catch {
          return '';
        }
      })();
      // Messages name the package's files, never the temporary folder they were unpacked to.
      if (!plain || /package-run-/.test(r.stderr) || !after.every(allowed) || received.includes(SECRET) || received.includes('sk-fuzz') || r.stdout.includes(SECRET) || r.stderr.includes(SECRET)) {
        bad.push(`seed ${seed}: exit ${r.code}; new files ${JSON.stringify(after)}\n${r.stderr.slice(0, 300)}`);
      }
    }

    // Author trees holding a symlink (to a file, to a folder) or a hard link to a file outside: package refuses them.
    for (const kind of ['file-link', 'folder-link', 'hard-link'] as const) {
      const author = path.join(top, `author-${kind}`);
      write(author, AUTHOR);
      const secret = path.join(top, 'secret.md');
      if (kind === 'file-link') symlinkSync(secret, path.join(author, 'scenarios', 'notes.md.link'));
      if (kind === 'folder-link') {
        rmSync(path.join(author, 'prompts'), { recursive: true });
        mkdirSync(path.join(top, 'elsewhere'), { recursive: true });
        write(path.join(top, 'elsewhere'), { 'p.md': `${SECRET}\n`, 't.md': 'Do {{ x }}\n' });
        symlinkSync(path.join(top, 'elsewhere'), path.join(author, 'prompts'));
      }
      if (kind === 'hard-link') {
        rmSync(path.join(author, 'scenarios', 'notes.md'));
        linkSync(secret, path.join(author, 'scenarios', 'notes.md'));
      }
      if (kind === 'file-link') {
        // depends_on names the link, so that package must consider it.
        writeFileSync(path.join(author, 'scenarios', 's.yaml'), `${AUTHOR['scenarios/s.yaml']}depends_on: [notes.md.link]\n`);
      }
      execFileSync('git', ['init', '-q'], { cwd: author });
      const r = await runCliInProcess(author, ['package', '--out', 'p.json'], {});
      const plain = r.code === 2 && !/internal error/.test(r.stderr) && !/\n\s+at /.test(r.stderr);
      const written = readdirSync(author).includes('p.json') ? readFileSync(path.join(author, 'p.json'), 'utf8') : '';
      if (!plain || written.includes(SECRET)) bad.push(`${kind}: package exit ${r.code}\n${r.stderr.slice(0, 300)}`);
    }

    expect(bad).toEqual([]);
    // Both outcomes occur: the mutations reach the run as well as the checks.
    expect(outcomes.get(2) ?? 0).toBeGreaterThan(20);
    expect((outcomes.get(0) ?? 0) + (outcomes.get(1) ?? 0)).toBeGreaterThan(4);
  }, 900_000);
});
