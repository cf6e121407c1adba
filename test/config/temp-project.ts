/** Test helper: a real temporary project folder with the given files. */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const made: string[] = [];

/** Writes `files` (relative path → text) into a fresh temporary folder and returns its path. */
export async function makeProject(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'context-eval-config-'));
  made.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    const abs = path.join(dir, rel);
    await mkdir(path.dirname(abs), { recursive: true });
    await writeFile(abs, text);
  }
  return dir;
}

/** Removes every folder made so far (call from afterAll). */
export async function removeProjects(): Promise<void> {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/** A valid config; line numbers matter to the tests (see the comments). */
export const BASE_CONFIG = [
  'version: 1', // 1
  'providers:', // 2
  '  main:', // 3
  '    type: openai', // 4
  '    model: gpt-4.1-mini', // 5
  '  offline:', // 6
  '    type: replay', // 7
  '    recordings: recordings/', // 8
  '    record_with: main', // 9
  'roles:', // 10
  '  planner:', // 11
  '    provider: main', // 12
  '    system: prompts/planner.md', // 13
  '    output: json', // 14
  '  writer:', // 15
  '    provider: main', // 16
  '    system: [prompts/planner.md, prompts/style.md]', // 17
  '    template: prompts/writer.task.md', // 18
  'defaults: { runs: 3, threshold: 2/3 }', // 19
  '',
].join('\n');

/** A valid scenario file. */
export const BASE_SCENARIO = [
  'name: a', // 1
  'role: planner', // 2
  'context:', // 3
  '  objective: Refactor auth', // 4
  'expect:', // 5
  '  - decomposes: true', // 6
  '',
].join('\n');

export const BASE_FILES: Record<string, string> = {
  'context-eval.yaml': BASE_CONFIG,
  'prompts/planner.md': 'You are a planner.\n',
  'prompts/style.md': 'Be brief.\n',
  'prompts/writer.task.md': 'Objective: {{ objective }}\n',
  'scenarios/a.yaml': BASE_SCENARIO,
};

/** BASE_CONFIG with one exact substring replaced (fails loudly if it is not there). */
export function configWith(from: string, to: string): string {
  if (!BASE_CONFIG.includes(from)) throw new Error(`BASE_CONFIG has no ${JSON.stringify(from)}`);
  return BASE_CONFIG.replace(from, to);
}
