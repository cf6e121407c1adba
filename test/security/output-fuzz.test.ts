/**
 * A seeded fuzz of model answers through `run --out`: answers spliced from broken JSON, control and bidi
 * characters, workflow commands, mentions, HTML, huge nesting, token-shaped strings, plus 429/500/400
 * replies. Every run must end as pass, fail or could-not-evaluate (exit 0, 1 or 3; never an internal
 * error), write a readable report, and let no part of a token-shaped string reach any file or the console.
 * This fuzz found token shapes glued to a word, and excerpts that cut a token short, escaping redaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeProject, removeProjects } from '../config/temp-project.js';
import { runCliInProcess } from '../cli/in-process.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';

const GH = `ghp_${'a'.repeat(36)}`;
const SK = 'sk-proj-abcdefghijklmnopqrstuvwxyz123456';
const PIECES = [
  '{', '}', '[', ']', '"', '\\', '\\u0000', '\u0000', 'PASS', 'delete', 'rm -rf /', '{"steps": [{"title": "a"}], "risk": "low"}', '{"steps": "x"}',
  '{"steps": [null]}', '{"risk": "catastrophic"}', '```json\n{"steps": []}\n```', 'é', '\ud800', '\u202e', '<script>alert(1)</script>', '@here',
  '<!-- context-eval -->', '|', '\n', '\r\n', 'x'.repeat(5000), 'null', 'true', '1e999', '{"a":'.repeat(200), ']'.repeat(200), 'src/auth.rs',
  '../../etc/passwd', SK, GH, '${{ secrets.X }}', '%0A', '::error::boom', '::add-mask::x', '\u001b[31m',
];
/** Any 8 characters of the token-shaped strings' secret parts. */
const FRAGMENTS = [/ghp_a{4}/, /a{12}/, /proj-abcd/, /ijklmnop/, /uvwxyz12/];

let llm: FakeOpenAI;
beforeAll(async () => {
  llm = await startFakeOpenAI();
});
afterAll(async () => {
  await llm.close();
  await removeProjects();
});

function allText(dir: string): string {
  return readdirSync(dir)
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
}

describe('model answers of any shape', () => {
  it('120 seeded runs: exit 0, 1 or 3, a readable report, no token fragment anywhere', async () => {
    const problems: string[] = [];
    const codes = new Map<number, number>();
    let errored = 0;
    for (let seed = 1; seed <= 120; seed++) {
      let state = seed * 48271;
      const random = () => {
        state = (state * 16807) % 2147483647;
        return state / 2147483647;
      };
      const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
      const answers = Array.from({ length: 6 }, () => Array.from({ length: 1 + Math.floor(random() * 5) }, () => pick(PIECES)).join(pick(['', ' ', '\n'])));
      const statuses = answers.map(() => (random() < 0.1 ? pick([429, 500, 400]) : 200));
      const tokens = answers.map(() => Math.floor(random() * 500));
      llm.setHandler((_body, index) => {
        const k = index % answers.length;
        const status = statuses[k] ?? 200;
        return status === 200
          ? { content: answers[k] ?? '', usage: { prompt_tokens: 10, completion_tokens: tokens[k] ?? 1 } }
          : { status, body: { error: { message: (answers[k] ?? '').slice(0, 200) } } };
      });
      const dir = await makeProject({
        'prompts/p.md': 'You plan.\n',
        'context-eval.yaml':
          `version: 1\nproviders:\n  main: { type: openai, model: m, base_url: "${llm.baseUrl}", api_key_env: K, retries: 1, timeout_ms: 60000 }\n` +
          'roles:\n  planner: { provider: main, system: prompts/p.md, output: json, fields: { steps: steps, risk: risk } }\n  writer: { provider: main, system: prompts/p.md }\n' +
          'defaults: { runs: 3, threshold: 2/3 }\n',
        'scenarios/a.yaml':
          'name: a\nrole: planner\ncontext: { x: 1 }\nexpect:\n  - decomposes: true\n  - max_risk: medium\n  - field_matches: { path: "steps[0].title", pattern: "/^a/i" }\n' +
          '  - equals: { path: risk, value: low }\n  - json_schema: { type: object, required: [steps] }\n  - references_files: [src/auth.rs]\n  - absent: ["/rm\\\\s+-rf/"]\n',
        'scenarios/b.yaml': 'name: b\nrole: writer\ncontext: { x: 2 }\nexpect:\n  - contains: [PASS]\n  - absent: [delete]\n  - matches: "^(?:P|\\\\{)"\n  - max_tokens: 300\n',
      });
      const out = path.join(dir, 'out');
      const run = await runCliInProcess(dir, ['run', '--out', out, '--concurrency', '2'], { K: 'k' });
      codes.set(run.code, (codes.get(run.code) ?? 0) + 1);
      let report: { scenarios?: { runs?: { error?: unknown }[] }[] } = {};
      try {
        report = JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) as typeof report;
      } catch {
        problems.push(`seed ${seed}: report.json is missing or not JSON`);
      }
      if (report.scenarios?.some((sc) => sc.runs?.some((r) => r.error !== undefined))) errored++;
      const written = `${allText(out)}\n${run.stdout}\n${run.stderr}`;
      const leaked = FRAGMENTS.find((f) => f.test(written));
      if (![0, 1, 3].includes(run.code) || /internal error/.test(run.stderr) || /\n\s+at /.test(run.stderr)) problems.push(`seed ${seed}: exit ${run.code}: ${run.stderr.slice(0, 300)}`);
      if (report.scenarios?.length !== 2) problems.push(`seed ${seed}: report has ${String(report.scenarios?.length)} scenarios`);
      if (leaked) problems.push(`seed ${seed}: ${String(leaked)} in ${JSON.stringify(new RegExp(`.{0,40}${leaked.source}.{0,20}`, 's').exec(written)?.[0])}`);
    }
    expect(problems).toEqual([]);
    // The answers reach failing verdicts and runs that could not be evaluated (HTTP errors, broken JSON).
    expect(codes.get(1) ?? 0).toBeGreaterThan(20);
    expect(errored).toBeGreaterThan(20);
  }, 900_000);
});
