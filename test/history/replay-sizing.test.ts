/**
 * The branch store's replay policy, sized for a 40-job matrix: a discrete-event simulation of N writers
 * that each read the head, take `attemptMs`, then compare-and-swap the branch (the git data API's
 * `force: false` update), replaying after jittered waits from replayWindowMs. Seeded, so it is exact.
 * A control shows the simulation sees loss: the old policy (8 replays, window capped at 30 s) loses
 * records of a 40-job matrix once attempts take seconds, as GitHub's pacing makes them.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANCH_RETRIES, MATRIX_WRITERS, replayWindowMs } from '../../src/history/branch-store.js';

interface Policy {
  retries: number;
  windowMs(attempt: number, attemptMs: number): number;
}

/** mulberry32: a small seeded PRNG in [0, 1). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One matrix: returns how many writers ran out of replays, and the longest a writer waited in ms. */
function simulate(writers: number, attemptMs: number, policy: Policy, random: () => number): { lost: number; longestMs: number } {
  // Each pending attempt: who, which attempt, when it read the head. Its update lands at start + attemptMs,
  // so (every attempt taking as long) the attempt that read first is the next to update.
  const pending = Array.from({ length: writers }, (_, who) => ({ who, attempt: 0, start: random() * attemptMs }));
  let lastCommitAt = -Infinity;
  let lost = 0;
  let longestMs = 0;
  while (pending.length > 0) {
    pending.sort((x, y) => x.start - y.start);
    const next = pending.shift();
    if (!next) break;
    const at = next.start + attemptMs;
    if (lastCommitAt <= next.start) {
      lastCommitAt = at;
      longestMs = Math.max(longestMs, at);
    } else if (next.attempt < policy.retries) {
      pending.push({ who: next.who, attempt: next.attempt + 1, start: at + random() * policy.windowMs(next.attempt, attemptMs) });
    } else {
      lost++;
      longestMs = Math.max(longestMs, at);
    }
  }
  return { lost, longestMs };
}

function lostOver(matrices: number, attemptMs: number, policy: Policy): { lost: number; longestMs: number } {
  const random = seeded(attemptMs * 7919 + policy.retries);
  let lost = 0;
  let longestMs = 0;
  for (let m = 0; m < matrices; m++) {
    const r = simulate(MATRIX_WRITERS, attemptMs, policy, random);
    lost += r.lost;
    longestMs = Math.max(longestMs, r.longestMs);
  }
  return { lost, longestMs };
}

const current: Policy = { retries: DEFAULT_BRANCH_RETRIES, windowMs: (attempt, attemptMs) => replayWindowMs(attempt, attemptMs, 1000) };
const previous: Policy = { retries: 8, windowMs: (attempt, attemptMs) => Math.min(30_000, Math.max(1000, attemptMs) * 2 ** (attempt + 1)) };

describe('replays sized for a 40-job matrix', () => {
  it.each([300, 1000, 3000, 6000])('attempts of %i ms: 200 matrices of 40 writers lose no record', (attemptMs) => {
    const { lost } = lostOver(200, attemptMs, current);
    expect(lost).toBe(0);
  });

  it('control: the old policy (8 replays, 30 s cap) loses records when attempts take 3 s', () => {
    expect(lostOver(200, 3000, previous).lost).toBeGreaterThan(0);
  });
});
