/**
 * Loading starts every scenario file's read at once (bounded), instead of one `await` at a time, and still
 * returns the scenarios in suite order and reports the first bad file in suite order.
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
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

/** A readFile that waits a little and records how many reads were in flight at once. */
function countingRead() {
  let inFlight = 0;
  let most = 0;
  const read = async (abs: string): Promise<string> => {
    inFlight++;
    most = Math.max(most, inFlight);
    try {
      await new Promise((r) => setTimeout(r, 5));
      return await readFile(abs, 'utf8');
    } finally {
      inFlight--;
    }
  };
  return { read, most: () => most };
}

describe('concurrent scenario loading', () => {
  it('reads scenario files concurrently and keeps suite order', async () => {
    const dir = await makeProject({ ...BASE_FILES, ...scenarioFiles(20) });
    const counter = countingRead();
    const loaded = await loadConfig(path.join(dir, 'context-eval.yaml'), { env: {}, readFile: counter.read });
    expect(counter.most()).toBeGreaterThan(4);
    const names = loaded.scenarios.map((s) => s.name).filter((n) => n.startsWith('case-'));
    expect(names).toEqual(Object.keys(scenarioFiles(20)).map((f) => path.basename(f, '.yaml')));
  });

  it('names the first bad file in suite order, whichever read finishes first', async () => {
    const files = scenarioFiles(10);
    files['scenarios/case-03.yaml'] = 'name: case-03\nrole: nobody\n';
    files['scenarios/case-07.yaml'] = 'name: case-07\nrole: nobody\n';
    const dir = await makeProject({ ...BASE_FILES, ...files });
    // case-03 is read last, so that a loader that reports the first failure to settle would name case-07.
    const slowRead = async (abs: string): Promise<string> => {
      if (abs.endsWith('case-03.yaml')) await new Promise((r) => setTimeout(r, 30));
      return readFile(abs, 'utf8');
    };
    await expect(loadConfig(path.join(dir, 'context-eval.yaml'), { env: {}, readFile: slowRead })).rejects.toThrow(/case-03/);
  });
});
