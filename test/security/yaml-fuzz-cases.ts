/**
 * Seeded YAML inputs for yaml-fuzz.test.ts (issue 30 item 11): alias fans and merges that expand past
 * the budget (100,000 values or 5 MB of text added by aliases) while staying under the alias-count limit,
 * files that write more than 100,000 values, invalid UTF-8, NUL bytes and escapes, UTF-16, nesting past
 * the limit, and files past the size limit;
 * each placed in a scenario file, a `_defaults.yaml`, an included file or a prompt file. Some alias fans
 * stay just under the budget and must load (`accept`). Pure: a seed in, the project's files out.
 */

export interface FuzzCase {
  seed: number;
  kind: string;
  /** Relative path → content. */
  files: Record<string, string | Buffer>;
  /** The file the error must name. */
  blamed: string;
  /** Whether the error must also give a line. */
  line: boolean;
  /** A good file near the budget: it must load (exit 0). */
  accept?: boolean;
}

const HEAD = 'name: s1\nrole: planner\nexpect:\n  - contains: [PASS]\n';
const MB = 1024 * 1024;

function prng(seed: number): { int: (lo: number, hi: number) => number; pick: <T>(items: readonly T[]) => T } {
  let state = seed % 2147483647 || 1;
  const next = (): number => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
  const int = (lo: number, hi: number): number => lo + Math.floor(next() * (hi - lo + 1));
  return { int, pick: (items) => items[int(0, items.length - 1)] as (typeof items)[number] };
}

const INVALID_UTF8: readonly number[][] = [[0xff], [0xfe], [0xc3], [0x80], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xe2, 0x82], [0xf4, 0x90, 0x80, 0x80]];

/** A valid scenario file, a few lines long, with room for a bad value. */
function scenario(value: string): string {
  return `${HEAD}context:\n  objective: plan the work\n  notes: { file: notes.md }\n  extra: ${value}\n`;
}

/** Bytes `bad` spliced into `text` at a random place (not inside the first key, so the file stays YAML-ish). */
function splice(text: string, bad: Buffer, at: number): Buffer {
  const cut = Math.min(Math.max(at, 1), text.length);
  return Buffer.concat([Buffer.from(text.slice(0, cut)), bad, Buffer.from(text.slice(cut))]);
}

export function fuzzCase(seed: number): FuzzCase {
  const r = prng(seed * 7919 + 13);
  const kinds = ['alias-string', 'alias-list', 'alias-merge', 'alias-under', 'many-values', 'invalid-utf8', 'nul', 'nul-escape', 'utf16', 'deep'] as const;
  const kind = seed % 29 === 0 ? 'too-large' : r.pick(kinds);
  const notes = 'notes\n';
  // Where the bad YAML goes: the scenario file or the _defaults.yaml above it.
  const inDefaults = r.int(0, 3) === 0;
  const yamlFile = inDefaults ? 'scenarios/_defaults.yaml' : 'scenarios/s.yaml';
  const place = (yaml: string | Buffer): FuzzCase['files'] =>
    inDefaults ? { 'scenarios/_defaults.yaml': yaml, 'scenarios/s.yaml': scenario('x'), 'scenarios/notes.md': notes } : { 'scenarios/s.yaml': yaml, 'scenarios/notes.md': notes };
  const ok = (files: FuzzCase['files'], blamed = yamlFile, line = true): FuzzCase => ({ seed, kind, files, blamed, line });
  const prefix = inDefaults ? '' : HEAD;
  switch (kind) {
    case 'alias-string': {
      const size = r.int(8_000, 400_000);
      const copies = Math.min(998, Math.ceil((6 * MB) / size) + r.int(0, 40));
      return ok(place(`${prefix}context:\n  big: &b "${'x'.repeat(size)}"\n  copies: [${Array(copies).fill('*b').join(', ')}]\n`));
    }
    case 'alias-list': {
      const items = r.int(1_000, 15_000);
      const copies = Math.min(998, Math.ceil(110_000 / items) + r.int(0, 40));
      const block = r.int(0, 1) === 1;
      const list = block ? `\n${Array(items).fill('    - ab').join('\n')}` : ` [${Array(items).fill('ab').join(', ')}]`;
      return ok(place(`${prefix}context:\n  base: &l${list}\n  copies:\n${Array(copies).fill('    - *l').join('\n')}\n`));
    }
    case 'alias-merge': {
      const keys = r.int(200, 1_500);
      const merges = Math.min(998, Math.ceil(60_000 / keys) + r.int(0, 40));
      const mapping = Array.from({ length: keys }, (_, i) => `k${i}: vvvv`).join(', ');
      return ok(place(`${prefix}context:\n  base: &m { ${mapping} }\n${Array.from({ length: merges }, (_, i) => `  m${i}: { <<: *m, own: ${i} }`).join('\n')}\n`));
    }
    case 'alias-under': {
      // Under both budgets: at most 80,000 values and 1 MB of text added.
      const items = r.int(50, 1_000);
      const copies = Math.min(998, Math.floor(80_000 / (items + 1)));
      const size = r.int(10, Math.floor(MB / copies));
      const text = `${prefix}context:\n  s: &s "${'t'.repeat(size)}"\n  base: &l [${Array(items).fill('ab').join(', ')}]\n  copies: [${Array(copies).fill('*l').join(', ')}]\n  texts: [${Array(Math.min(copies, 998 - copies > 0 ? 998 - copies : 0)).fill('*s').join(', ')}]\n`;
      return { ...ok(place(text)), accept: true };
    }
    case 'many-values': {
      // No alias: more values than one file may write (100,000), flow or block, plain or quoted.
      const count = r.int(100_001, 600_000);
      const item = r.pick(['a', '"q"', '{}', '[]']);
      const flow = r.int(0, 1) === 1;
      const body = flow ? `  items: [${Array(count).fill(item).join(',')}]\n` : `  items:\n${Array(count).fill(`  - ${item}`).join('\n')}\n`;
      return ok(place(`${prefix}context:\n${body}`));
    }
    case 'invalid-utf8': {
      const bad = Buffer.from(r.pick(INVALID_UTF8));
      const where = r.int(0, 2);
      if (where === 0) return ok(place(splice(inDefaults ? 'context:\n  extra: caf\n' : scenario('caf'), bad, r.int(10, 60))));
      if (where === 1) return ok({ 'scenarios/s.yaml': scenario('x'), 'scenarios/notes.md': splice('line one\nline two\nline three\n', bad, r.int(1, 25)) }, 'scenarios/s.yaml');
      return ok({ 'scenarios/s.yaml': scenario('x'), 'scenarios/notes.md': notes, 'prompts/p.md': splice('You plan.\nCarefully.\n', bad, r.int(1, 18)) }, 'prompts/p.md');
    }
    case 'nul': {
      const where = r.int(0, 1);
      if (where === 0) return ok(place(splice(inDefaults ? 'context:\n  extra: abc\n' : scenario('abc'), Buffer.from([0]), r.int(1, 70))));
      return ok({ 'scenarios/s.yaml': scenario('x'), 'scenarios/notes.md': splice('line one\nline two\n', Buffer.from([0]), r.int(1, 16)) }, 'scenarios/s.yaml');
    }
    case 'nul-escape':
      return ok(place(`${prefix}context:\n  extra: "a${r.pick(['\\0', '\\x00', '\\u0000', '\\U00000000'])}b"\n`));
    case 'utf16': {
      const text = inDefaults ? 'context:\n  extra: x\n' : scenario('x');
      const le = Buffer.from(text, 'utf16le');
      const bom = r.int(0, 2);
      const bytes = bom === 0 ? le : bom === 1 ? Buffer.concat([Buffer.from([0xff, 0xfe]), le]) : Buffer.concat([Buffer.from([0xfe, 0xff]), le.swap16()]);
      // The whole file is the problem: named, with no line.
      return ok(place(bytes), yamlFile, false);
    }
    case 'deep': {
      const flow = r.int(0, 1) === 1;
      // Block nesting indents one more space a level: 3,000 levels stay under the file size limit.
      const depth = r.int(101, flow ? 6_000 : 3_000);
      const body = flow ? `context: ${'['.repeat(depth)}${']'.repeat(depth)}\n` : `context:\n${Array.from({ length: depth }, (_, i) => `${' '.repeat(i + 1)}- `).join('\n')}x\n`;
      return ok(place(`${prefix}${body}`));
    }
    default: {
      // Past the 5 MB file limit: refused before it is read, so the error names the file and no line.
      return ok(place(`${prefix}context:\n  big: "${'x'.repeat(5 * MB + r.int(1, 1000))}"\n`), yamlFile, false);
    }
  }
}
