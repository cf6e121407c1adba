/**
 * Loading reads and parses scenario files concurrently (bounded) instead of one `await` at a time (issue 12
 * item 1), and still returns the scenarios — and, for `validate`, every problem — in suite order, whatever
 * order the reads finish in: the same result a one-at-a-time reader gives.
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { ConfigError } from '../../src/config/types.js';
import { BASE_FILES, makeProject, removeProjects } from '../config/temp-project.js';

afterAll(removeProjects);

function scenarioFiles(count: number): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    const name = `case-${String(i).padStart(2, '0')}`;
    files[`scenarios/${name}.yaml`] = `name: ${name}\nrole: planner\ncontext: { n: ${i} }\nexpect:\n  - absent: [delete]\n`;
  }
  return files;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A reader that records how many reads were in flight at once, and makes files that sort later finish
 * first (a file's delay falls with its name), so that a loader that keeps completion order is caught.
 * `fail` names files whose read rejects (after the delay), like an unreadable file.
 */
function reversingReader(fail: readonly string[] = []) {
  let inFlight = 0;
  let most = 0;
  const read = async (abs: string): Promise<string> => {
    inFlight++;
    most = Math.max(most, inFlight);
    try {
      const base = path.basename(abs);
      const rank = base.charCodeAt(0) * 4 + (base.match(/\d+/) ? Number(base.match(/\d+/)?.[0]) : 0);
      if (abs.includes(`${path.sep}scenarios${path.sep}`)) await sleep(Math.max(1, 600 - rank) / 20);
      if (fail.some((f) => abs.endsWith(f))) throw Object.assign(new Error('permission denied'), { code: 'EACCES' });
      return await readFile(abs, 'utf8');
    } finally {
      inFlight--;
    }
  };
  return { read, most: () => most };
}

/** A reader that reads one file at a time, in the order asked: the sequential reference. */
function oneAtATimeReader(fail: readonly string[] = []) {
  let chain: Promise<unknown> = Promise.resolve();
  return (abs: string): Promise<string> => {
    const next = chain.then(async () => {
      if (fail.some((f) => abs.endsWith(f))) throw Object.assign(new Error('permission denied'), { code: 'EACCES' });
      return readFile(abs, 'utf8');
    });
    chain = next.catch(() => undefined);
    return next;
  };
}

/** A suite with a problem of every kind the loader collects, spread over files. */
function troubledSuite(): Record<string, string> {
  const files = scenarioFiles(10);
  files['scenarios/case-02.yaml'] = 'name: case-02\nrole: nobody\nexpect:\n  - absent: [delete]\n';
  // case-04's read fails (see UNREADABLE).
  files['scenarios/case-06.yaml'] = 'name: case-01\nrole: planner\nexpect:\n  - absent: [delete]\n';
  files['scenarios/case-08.yaml'] = 'name: case-08\nrole: planner\ndepends_on: [missing.md]\nexpect:\n  - absent: [delete]\n';
  files['scenarios/case-09.yaml'] = [
    'scenarios:',
    '  - { name: case-09a, role: nobody, expect: [{ absent: [delete] }] }',
    '  - { name: case-09b, role: planner, expect: [{ absent: [delete] }] }',
    '',
  ].join('\n');
  files['scenarios/sub/_defaults.yaml'] = 'name: not-allowed\n';
  files['scenarios/sub/a.yaml'] = 'name: sub-a\nrole: planner\nexpect:\n  - absent: [delete]\n';
  files['scenarios/sub/b.yaml'] = 'name: sub-b\nrole: planner\nexpect:\n  - absent: [delete]\n';
  return files;
}
const UNREADABLE = ['scenarios/case-04.yaml'];

async function collect(dir: string, read: (abs: string) => Promise<string>) {
  const problems: ConfigError[] = [];
  const loaded = await loadConfig(path.join(dir, 'context-eval.yaml'), { env: {}, readFile: read, problems });
  return { names: loaded.scenarios.map((s) => s.name), problems: problems.map((p) => p.message.replaceAll(`${dir}/`, '')) };
}

describe('concurrent scenario loading', () => {
  it('has several scenario files in flight at once and keeps suite order', async () => {
    const dir = await makeProject({ ...BASE_FILES, ...scenarioFiles(20) });
    const reader = reversingReader();
    const loaded = await loadConfig(path.join(dir, 'context-eval.yaml'), { env: {}, readFile: reader.read });
    expect(reader.most()).toBeGreaterThan(4);
    const names = loaded.scenarios.map((s) => s.name).filter((n) => n.startsWith('case-'));
    expect(names).toEqual(Object.keys(scenarioFiles(20)).map((f) => path.basename(f, '.yaml')));
  });

  it('collects the same problems in the same (suite) order as a one-at-a-time reader', async () => {
    const dir = await makeProject({ ...BASE_FILES, ...troubledSuite() });
    const sequential = await collect(dir, oneAtATimeReader(UNREADABLE));
    const concurrent = await collect(dir, reversingReader(UNREADABLE).read);
    expect(concurrent).toEqual(sequential);
    // The order itself, pinned: suite order, one problem per broken place, the broken _defaults.yaml once.
    const where = sequential.problems.map((m) => m.split(': ')[0]);
    expect(where).toEqual([
      'scenarios/case-02.yaml:2:7',
      'scenarios/case-04.yaml',
      'scenarios/case-06.yaml:1:1',
      'scenarios/case-08.yaml:3:14',
      'scenarios/case-09.yaml:2:29',
      'scenarios/sub/_defaults.yaml:1:1',
    ]);
    expect(sequential.problems[1]).toMatch(/cannot read scenarios\/case-04\.yaml: permission denied/);
    expect(sequential.problems[2]).toMatch(/duplicate scenario name 'case-01'/);
    expect(sequential.names).toEqual(['a', 'case-00', 'case-01', 'case-03', 'case-05', 'case-07', 'case-08', 'case-09b']);
  });

  it('without a collector, throws the first bad file in suite order, whichever read finishes first', async () => {
    const dir = await makeProject({ ...BASE_FILES, ...troubledSuite() });
    const first = loadConfig(path.join(dir, 'context-eval.yaml'), { env: {}, readFile: reversingReader(UNREADABLE).read });
    await expect(first).rejects.toThrow(/scenarios\/case-02\.yaml:2.*unknown role 'nobody'/);
  });

  it('names a file whose read fails, when it is the only problem', async () => {
    const dir = await makeProject({ ...BASE_FILES, ...scenarioFiles(12) });
    const failing = loadConfig(path.join(dir, 'context-eval.yaml'), { env: {}, readFile: reversingReader(['scenarios/case-07.yaml']).read });
    await expect(failing).rejects.toThrow(/scenarios\/case-07\.yaml: cannot read scenarios\/case-07\.yaml: permission denied/);
  });
});
