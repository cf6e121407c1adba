/**
 * A seeded mutation fuzz of one scenario file through `validate`: YAML's sharp edges (anchors, aliases,
 * merges, tags, complex keys, directives, tabs, odd scalars) and the product's own keys are spliced into
 * a valid file. Every outcome must be a pass or a plain config error (exit 2, no "internal error", no
 * stack), and the YAML package must not print a warning of its own (its warnings quote the file's text
 * past the redaction point). This fuzz found the merge (<<) crash and the misnamed unresolved alias.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { makeProject, removeProjects } from '../config/temp-project.js';
import { runCliInProcess } from '../cli/in-process.js';

afterAll(async () => {
  await removeProjects();
});

const BASE = [
  'name: s',
  'role: planner',
  'runs: 3',
  'threshold: 2/3',
  'context:',
  '  objective: plan {{x}}',
  '  notes: { file: notes.md }',
  '  list: [a, b]',
  '  block: |',
  '    line one',
  '    line two',
  'depends_on: [notes.md]',
  'expect:',
  '  - contains: [PASS]',
  '  - absent: ["/del(ete)?/i"]',
  '  - matches: "^R"',
  '  - max_tokens: 100',
];
const TOKENS = [
  '&a ', '*a', '<<: *a', '<<: 5', '<<: [*a]', '{file: notes.md}', '{file: ../x}', '{file: /etc/passwd}', '!!str ', '!!binary ', '!custom ', '? ', '- ', '[', ']',
  '{', '}', '"', "'", '|', '>', '#', '\t', '~', 'null', '__proto__: x', 'constructor: {}', 'toString: 1', '%YAML 1.2', '---', '...', 'é', '\u2028',
  '\u0000', '1e400', '0x1F', '.nan', 'x'.repeat(2000), ': ', ',', '*b', '&b ', '{{', '}}', 'runs: 0', 'runs: -1', 'runs: 1e9', 'threshold: 2/0',
  'threshold: 0/0', 'threshold: 5/3', 'expect: [{judge: {}}]', 'expect: [{contains: []}]', 'expect: [{json_path: {}}]', 'role: nope', 'name: ""',
  'name: [a]', 'context: []', 'context: "str"', '  - &c [*c]', 'k: &d {self: *d}',
];

function mutated(seed: number): string {
  let state = seed;
  const random = () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const lines = [...BASE];
  const edits = 1 + Math.floor(random() * 4);
  for (let k = 0; k < edits; k++) {
    const at = Math.floor(random() * (lines.length + 1));
    const op = random();
    const line = lines[at];
    if (op < 0.4) lines.splice(at, 0, pick(TOKENS));
    else if (op < 0.7 && line !== undefined) {
      const cut = Math.floor(random() * (line.length + 1));
      lines[at] = line.slice(0, cut) + pick(TOKENS) + line.slice(cut);
    } else if (op < 0.85) lines.splice(at, 1);
    else if (line !== undefined) lines[at] = ' '.repeat(Math.floor(random() * 6)) + line.trimStart();
  }
  return `${lines.join('\n')}\n`;
}

describe('a mutated scenario file is a pass or a plain config error', () => {
  it('600 seeded mutations through validate', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    const bad: string[] = [];
    const outcomes = new Map<number, number>();
    try {
      for (let seed = 1; seed <= 600; seed++) {
        const text = mutated(seed * 7919);
        const dir = await makeProject({
          'context-eval.yaml': 'version: 1\nproviders:\n  main: { type: openai, model: m, base_url: "http://127.0.0.1:9/v1", retries: 0 }\nroles:\n  planner: { provider: main, system: prompts/p.md, template: prompts/t.md }\n',
          'prompts/p.md': 'You plan.\n',
          'prompts/t.md': 'Do {{ objective }}\n',
          'scenarios/notes.md': 'notes\n',
          'scenarios/s.yaml': text,
        });
        const run = await runCliInProcess(dir, ['validate'], { OPENAI_API_KEY: 'k' });
        outcomes.set(run.code, (outcomes.get(run.code) ?? 0) + 1);
        const plain = run.code === 0 || (run.code === 2 && !/internal error/.test(run.stderr) && !/\n\s+at /.test(run.stderr));
        if (!plain) bad.push(`seed ${seed}: exit ${run.code}\n${JSON.stringify(text)}\n${run.stderr.slice(0, 400)}`);
      }
    } finally {
      process.off('warning', onWarning);
    }
    expect(bad).toEqual([]);
    expect(warnings).toEqual([]);
    // Both outcomes occur, so the mutations reach past the parser in both directions.
    expect(outcomes.get(0) ?? 0).toBeGreaterThan(30);
    expect(outcomes.get(2) ?? 0).toBeGreaterThan(200);
  }, 900_000);
});
