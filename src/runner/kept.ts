/**
 * What the runs held for the report share instead of each holding its own copy (issue 23 item 5: at
 * 20,000 scenarios × 3 about 167,000 runs are held until the report is written). Only memory changes:
 * every value reads, compares and serialises exactly as before.
 */
import type { RunResult } from '../report/types.js';
import { detached } from './detach.js';

/** Strings up to this length (a passing run's excerpt, 500 characters and its `…`) are looked up. */
export const KEPT_LOOKUP_CHARS = 501;

/**
 * What most runs keep, shared instead of allocated per run (issue 23 item 5: at 20,000 scenarios about
 * 167,000 runs are held until the report is written, each with its own empty `failures` and `features`).
 * Frozen: nothing downstream writes into a run's lists.
 */
export const NO_FAILURES: string[] = Object.freeze([]) as unknown as string[];
export const NO_FEATURES: NonNullable<RunResult['features']> = Object.freeze({});

/**
 * Kept strings that repeat (a model's short answers, the same failure line) are held once: the last
 * KEPT_STRINGS distinct ones kept, each detached (src/runner/detach.ts). A string up to
 * KEPT_LOOKUP_CHARS characters is looked up; longer ones are kept as they are.
 */
const KEPT_STRINGS = 1024;
const kept = new Map<string, string>();
export function keptString(text: string): string {
  if (text.length > KEPT_LOOKUP_CHARS) return detached(text);
  const found = kept.get(text);
  if (found !== undefined) return found;
  const own = detached(text);
  if (kept.size >= KEPT_STRINGS) kept.clear();
  kept.set(own, own);
  return own;
}

/**
 * A run's token counts, one frozen object per distinct pair (the last KEPT_TOKENS pairs): the runs of
 * one prompt mostly count the same input tokens, and many the same output tokens.
 */
const KEPT_TOKENS = 4096;
const TOKEN_KEY_LIMIT = 2 ** 24;
const keptTokenPairs = new Map<number, RunResult['tokens']>();
export function keptTokens(input: number, output: number): RunResult['tokens'] {
  if (!(Number.isInteger(input) && Number.isInteger(output) && input >= 0 && output >= 0 && input < TOKEN_KEY_LIMIT && output < TOKEN_KEY_LIMIT)) return { input, output };
  const key = input * TOKEN_KEY_LIMIT + output;
  const found = keptTokenPairs.get(key);
  if (found !== undefined) return found;
  const own = Object.freeze({ input, output });
  if (keptTokenPairs.size >= KEPT_TOKENS) keptTokenPairs.clear();
  keptTokenPairs.set(key, own);
  return own;
}
