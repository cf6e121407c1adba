/**
 * Issue 32, item 1: EVERY command's output at 80 columns with no terminal (a pipe, a CI log): no line
 * wider than 80 display cells (a single token longer than a line, a path or a URL, may stand alone on its
 * line), and no word split across lines. A split is found against the same command in a wide terminal:
 * two neighbouring pieces at a line break that make one word of the wide output.
 *
 * The fixture is the quickstart (offline, replayed) with a role that has tools, a history of 12 records
 * of which one scenario drifts, a git repository (for manifest --base and review), a capture log and a
 * request file. Each output writes counts in the one vocabulary ("2 of 3 passed"). Machine-readable output is exempt: JSON (`schema`, `--format json`) and the exact payload
 * `review --dry-run` prints on stdout (its notes on stderr are checked).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/args.js';
import { createDirStore } from '../../src/history/dir-store.js';
import { RecordingSchema } from '../../src/providers/recording.js';
import { makeRecord } from '../history/make-record.js';
import { runCliInProcess, type Terminal } from './in-process.js';
import { columnsOf, overWide } from './fit.js';

const QUICKSTART = path.resolve(import.meta.dirname, '..', '..', 'examples', 'quickstart');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const ENV = { PATH: process.env.PATH ?? '', GIT_CONFIG_GLOBAL: '/dev/null' };
const GIT_ENV = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8' });

const LONG = 'planner-flags-the-migration-risk-of-the-billing-service-cutover-to-the-new-queue';
const TOOLS = JSON.stringify(
  [
    { name: 'read_file', description: 'Read a whole file of the repository, never a folder, and return its text', input_schema: { type: 'object', properties: { path: { type: 'string' } } } },
    { name: 'run_tests', description: 'Run the test suite', input_schema: { type: 'object', properties: {} } },
  ],
  null,
  2,
);

/** The quickstart with tools, history (one drifting scenario), git, a capture log and a request file. */
async function fixture(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'context-eval-every-80-'));
  made.push(dir);
  cpSync(QUICKSTART, dir, { recursive: true });
  const config = readFileSync(path.join(dir, 'context-eval.yaml'), 'utf8')
    .replace('roles:\n', 'roles:\n  developer:\n    provider: offline\n    system: prompts/developer.md\n    tools: tools/developer.json\n')
    .concat('history: { store: dir, dir: h }\ndrift: { window: 3 }\n');
  writeFileSync(path.join(dir, 'context-eval.yaml'), config);
  mkdirSync(path.join(dir, 'tools'));
  writeFileSync(path.join(dir, 'tools', 'developer.json'), TOOLS);
  writeFileSync(path.join(dir, 'prompts', 'developer.md'), 'You develop the billing service.\n');
  writeFileSync(path.join(dir, '.gitignore'), '.context-eval/\nh/\n');
  const store = createDirStore(path.join(dir, 'h'));
  for (let n = 1; n <= 12; n++) {
    await store.append(
      makeRecord(n, [
        { name: LONG, passes: n <= 8 ? 5 : 1, attempted: 5, tokens: n <= 8 ? 1000 : 2400 },
        { name: 'summarizer-stays-short', passes: 0, attempted: 5, threshold: 1 },
        { name: 'summarizer-leads-with-ticket-id', passes: 5 },
      ]),
    );
  }
  // A capture log from the recordings: a run whose system text and output are long.
  const recordings = readdirSync(path.join(dir, 'recordings')).sort();
  const log = recordings.map((f) => {
    const rec = RecordingSchema.parse(JSON.parse(readFileSync(path.join(dir, 'recordings', f), 'utf8')));
    const s = rec.samples[0];
    return JSON.stringify({
      stdin: { role: rec.role, scenario: rec.scenario, run: 0, system: rec.request.system, messages: rec.request.messages, context: {} },
      stdout: { output: s?.output ?? '', usage: s?.usage },
    });
  });
  writeFileSync(path.join(dir, 'runs.jsonl'), `${log.join('\n')}\nnot json\n`);
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  writeFileSync(path.join(dir, 'prompts', 'developer.md'), 'You develop the billing service. Name the rollback plan of every migration that touches it.\n');
  writeFileSync(path.join(dir, 'request.md'), '# Name the rollback plan\n\nThe developer now names the rollback plan of every migration that touches the billing service, so that the on-call engineer knows what to undo.\n');
  return dir;
}

interface Case {
  name: string;
  argv: string[];
  /** Commands run first in the same folder (their output is not checked here). */
  before?: string[][];
  /** stdout is machine-readable or verbatim: only stderr is checked. */
  stderrOnly?: boolean;
  /** What the output shows: the command did its work. */
  shows: RegExp;
}

const CASES: Case[] = [
  { name: 'validate', argv: ['validate'], shows: /^ok: 7 scenarios/m },
  { name: 'validate --verbose', argv: ['validate', '--verbose'], shows: /^stale scenarios:/m },
  { name: 'manifest', argv: ['manifest'], shows: /tool +read_file/ },
  { name: 'manifest --base HEAD', argv: ['manifest', '--base', 'HEAD'], shows: /\[changed\]/ },
  { name: 'run', argv: ['run'], shows: /^context-eval: /m },
  { name: 'run --verbose', argv: ['run', '--verbose'], shows: /^ +reason: /m },
  { name: 'run --record', argv: ['run', '--record'], shows: /^context-eval: /m },
  { name: 'show', argv: ['show', 'planner-flags-migration-risk'], shows: /planner-flags-migration-risk/ },
  { name: 'show an unknown name', argv: ['show', 'nope'], shows: /nope/ },
  { name: 'history', argv: ['history'], shows: /planner-flags-the-migration-risk/ },
  { name: 'history --scenario', argv: ['history', '--scenario', LONG], shows: /oldest first/ },
  { name: 'history --scenario unknown', argv: ['history', '--scenario', 'nope'], shows: /recorded scenarios/ },
  { name: 'drift', argv: ['drift'], shows: /\[pass_rate\]/ },
  { name: 'dashboard', argv: ['dashboard', '--out', 'site'], shows: /index\.html/ },
  { name: 'package --verbose', argv: ['package', '--out', 'the-support-agent-context-package.json', '--verbose'], shows: /^ +prompts\/planner\.md$/m },
  { name: 'run --package', argv: ['run', '--package', 'p.json'], before: [['package', '--out', 'p.json']], shows: /^context-eval: /m },
  { name: 'merge', argv: ['merge', 'shard-1', 'shard-2'], before: [['run', '--shard', '1/2', '--run-id', 'r1', '--out', 'shard-1'], ['run', '--shard', '2/2', '--run-id', 'r1', '--out', 'shard-2']], shows: /^context-eval: /m },
  { name: 'review --dry-run', argv: ['review', '--dry-run', '--request', 'request.md'], stderrOnly: true, shows: /the action would skip this review/ },
  { name: 'capture --verbose', argv: ['capture', '--log', 'runs.jsonl', '--out', 'scenarios/captured', '--verbose'], shows: /proposed references_files/ },
  { name: 'capture --role unknown', argv: ['capture', '--log', 'runs.jsonl', '--out', 'x', '--role', 'nope'], shows: /no such role/ },
  { name: 'record', argv: ['record', '--only', 'summarizer-*'], shows: /^Notes$/m },
  { name: 'schema', argv: ['schema'], stderrOnly: true, shows: /"\$schema"/ },
  { name: 'init', argv: ['init'], shows: /exists; left as it is/ },
  { name: '--help', argv: ['--help'], shows: /Usage: context-eval/ },
  ...COMMANDS.map((c): Case => ({ name: `${c} --help`, argv: [c, '--help'], shows: new RegExp(`context-eval ${c}`) })),
];

/** The words of `wide` that `narrow` cuts across a line break: a line's last piece and the next line's first make one. */
function splitWords(narrow: string, wide: string): string[] {
  const words = new Set(wide.split(/\s+/));
  const lines = narrow.split('\n');
  const out: string[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const tail = (lines[i] ?? '').split(/\s+/).at(-1) ?? '';
    const head = (lines[i + 1] ?? '').trim().replace(/^↪ ?/, '').split(/\s+/)[0] ?? '';
    // Only where the line was broken for want of room: the next piece would not have fitted after it.
    const forRoom = columnsOf(lines[i] ?? '') + 1 + columnsOf(head) > 80;
    if (forRoom && tail !== '' && head !== '' && words.has(tail + head)) out.push(`${tail}|${head}`);
  }
  return out;
}

/** Two copies of the fixture, one read at 80 columns, one in a wide terminal: the cases run in order in both. */
let piped: string;
let wideDir: string;
beforeAll(async () => {
  [piped, wideDir] = await Promise.all([fixture(), fixture()]);
});

/** `terminal` undefined: a terminal so wide that nothing wraps. */
async function runIn(dir: string, c: Case, terminal?: Terminal) {
  for (const argv of c.before ?? []) await runCliInProcess(dir, argv, ENV);
  return runCliInProcess(dir, c.argv, ENV, terminal);
}

// Before the table below, whose init and capture add files to the fixture.
describe('lists one per line', () => {
  it('history --scenario naming no recorded scenario lists the recorded ones one per line', async () => {
    const r = await runCliInProcess(piped, ['history', '--scenario', 'nope'], ENV, { columns: undefined });
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')).toContain('  summarizer-stays-short');
    expect(r.stderr.split('\n')).toContain(`  ${LONG}`);
  });
});

describe('every command at 80 columns, piped', () => {
  it.each(CASES.map((c) => [c.name, c]))('%s', async (_name, c) => {
    const narrow = await runIn(piped, c, { columns: undefined });
    const wide = await runIn(wideDir, c);
    expect(narrow.code, narrow.stderr).toBe(wide.code);
    expect(`${narrow.stdout}${narrow.stderr}`).toMatch(c.shows);
    const streams = c.stderrOnly ? (['stderr'] as const) : (['stdout', 'stderr'] as const);
    for (const s of streams) {
      expect(overWide(narrow[s]), `${s} wider than 80`).toEqual([]);
      expect(splitWords(narrow[s], wide[s]), `${s} words split`).toEqual([]);
      // The one vocabulary (docs/concepts.md): "2 of 3 passed", never "2/3 passed" (issue 32 item 5).
      expect(narrow[s]).not.toMatch(/\b\d+\/\d+ (passed|held|runs?)\b/);
    }
  });
});
