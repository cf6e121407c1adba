/**
 * The rate governor as a pure state machine, on a fake clock: no timers, no mocks, no timing assertions.
 * The last block simulates a provider that allows 10 requests a second, event by event, in fake time.
 */
import { describe, expect, it } from 'vitest';
import { Governor, type Admission, type CallState, type GovernorOptions, type Ticket } from '../../src/providers/governor.js';

function fakeClock(start = 0) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms), set: (ms: number) => void (t = ms) };
}

function governor(over: Partial<GovernorOptions> = {}) {
  const clock = fakeClock();
  return { clock, gov: new Governor({ now: clock.now, maxWaitMs: 60_000, ...over }) };
}

function ticketOf(a: Admission): Ticket {
  if (a.kind !== 'go') throw new Error(`expected go, got ${JSON.stringify(a)}`);
  return a.ticket;
}

describe('Governor: retry-after and backoff', () => {
  it('blocks every call until retry-after has passed, then lets them go', () => {
    const { clock, gov } = governor();
    const call: CallState = {};
    const t = ticketOf(gov.admit(call));
    gov.rateLimited(t, call, { retryAfterMs: 2_000 });
    expect(gov.admit({})).toEqual({ kind: 'wait', ms: 2_000 });
    clock.advance(1_500);
    expect(gov.admit(call)).toEqual({ kind: 'wait', ms: 500 });
    clock.advance(500);
    expect(gov.admit(call).kind).toBe('go');
    expect(gov.stats().rateLimited).toBe(1);
  });

  it('without retry-after, waits 1 s, then 2 s, 4 s… for 429s in a row, and starts over after a success', () => {
    const { clock, gov } = governor();
    const call: CallState = {};
    const waits: (number | undefined)[] = [];
    for (let i = 0; i < 3; i++) {
      gov.rateLimited(ticketOf(gov.admit(call)), call);
      const a = gov.admit(call);
      waits.push(a.kind === 'wait' ? a.ms : -1);
      clock.advance(a.kind === 'wait' ? (a.ms ?? 0) : 0);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000]);
    gov.succeeded(ticketOf(gov.admit(call)), 10);
    gov.rateLimited(ticketOf(gov.admit(call)), call);
    expect(gov.admit(call)).toEqual({ kind: 'wait', ms: 1_000 });
  });
});

describe('Governor: AIMD concurrency window', () => {
  it('halves the window on a 429 once per round, and raises it by 1/window per success', () => {
    const { clock, gov } = governor({ maxConcurrency: 8 });
    const tickets = Array.from({ length: 8 }, () => ticketOf(gov.admit({})));
    expect(gov.admit({})).toEqual({ kind: 'wait' }); // 8 in flight: the window is full
    clock.advance(10);
    gov.rateLimited(tickets[0] as Ticket, {}, { retryAfterMs: 1_000 });
    expect(gov.stats().window).toBe(4);
    // The other requests of that round were sent before the decrease: no second halving.
    gov.rateLimited(tickets[1] as Ticket, {}, { retryAfterMs: 1_000 });
    expect(gov.stats().window).toBe(4);
    let expected = 4;
    for (const t of tickets.slice(2)) {
      gov.succeeded(t, 10);
      expected += 1 / expected;
    }
    expect(gov.stats().window).toBeCloseTo(expected, 9);
    // A request sent after the decrease that is refused halves it again.
    clock.advance(1_000);
    const later = ticketOf(gov.admit({}));
    gov.rateLimited(later, {}, { retryAfterMs: 0 });
    expect(gov.stats().window).toBeLessThan(3);
  });

  it('admits no more than the window, and one as soon as a request finishes', () => {
    const { gov } = governor({ maxConcurrency: 2 });
    const a = ticketOf(gov.admit({}));
    ticketOf(gov.admit({}));
    expect(gov.admit({})).toEqual({ kind: 'wait' });
    gov.failed(a);
    expect(gov.admit({}).kind).toBe('go');
  });
});

describe('Governor: configured rate_limit', () => {
  it('paces requests at requests_per_minute after a burst of one second', () => {
    const { clock, gov } = governor({ requestsPerSecond: 2 });
    expect(gov.admit({}).kind).toBe('go');
    expect(gov.admit({}).kind).toBe('go');
    expect(gov.admit({})).toEqual({ kind: 'wait', ms: 500 });
    clock.advance(500);
    expect(gov.admit({}).kind).toBe('go');
    expect(gov.admit({})).toEqual({ kind: 'wait', ms: 500 });
  });

  it('charges tokens_per_minute with the mean tokens per call, settling the difference when the usage is known', () => {
    const { clock, gov } = governor({ tokensPerSecond: 100 });
    const first = ticketOf(gov.admit({}));
    gov.succeeded(first, 300); // the level was 100: now -200
    expect(gov.admit({})).toEqual({ kind: 'wait', ms: 2_010 });
    clock.advance(2_010);
    const second = ticketOf(gov.admit({}));
    expect(second.tokenCharge).toBe(300);
    expect(gov.admit({}).kind).toBe('wait');
  });

  it('refuses a rate that is not above zero', () => {
    expect(() => governor({ requestsPerSecond: 0 })).toThrow(/requestsPerSecond must be above 0/);
  });
});

describe('Governor: rate-limit headers', () => {
  it('waits for the reset when no request remains, without counting a refusal', () => {
    const { clock, gov } = governor();
    gov.succeeded(ticketOf(gov.admit({})), 10, { requests: { remaining: 0, resetMs: 6_000 } });
    expect(gov.admit({})).toEqual({ kind: 'wait', ms: 6_000 });
    clock.advance(6_000);
    expect(gov.admit({}).kind).toBe('go');
    expect(gov.stats().rateLimited).toBe(0);
  });

  it('waits for the token reset when fewer tokens remain than a call uses', () => {
    const { gov } = governor();
    gov.succeeded(ticketOf(gov.admit({})), 500, { tokens: { remaining: 499, resetMs: 700 } });
    expect(gov.admit({})).toEqual({ kind: 'wait', ms: 700 });
  });

  it('keeps going while requests remain', () => {
    const { gov } = governor();
    gov.succeeded(ticketOf(gov.admit({})), 10, { requests: { remaining: 3, resetMs: 6_000 }, tokens: { remaining: 5_000, resetMs: 100 } });
    expect(gov.admit({}).kind).toBe('go');
  });
});

describe('Governor: giving up', () => {
  it('gives up once the provider has refused everything for max wait, saying so', () => {
    const { clock, gov } = governor({ maxWaitMs: 5_000 });
    const call: CallState = {};
    let last: Admission = gov.admit(call);
    for (;;) {
      if (last.kind === 'go') gov.rateLimited(last.ticket, call, { retryAfterMs: 1_000 });
      last = gov.admit(call);
      if (last.kind === 'give-up') break;
      clock.advance(last.kind === 'wait' ? (last.ms ?? 0) : 0);
      last = gov.admit(call);
    }
    expect(clock.now()).toBe(5_000);
    expect(last.reason).toBe('the provider has refused every request with HTTP 429 for 5 s and asks to wait 1 s more, past max_wait_s (5)');
    // A call that was never refused itself gives up too: the provider refuses everything.
    expect(gov.admit({}).kind).toBe('give-up');
  });

  it('gives up at once when retry-after asks for more than max wait', () => {
    const { gov } = governor({ maxWaitMs: 5_000 });
    const call: CallState = {};
    gov.rateLimited(ticketOf(gov.admit(call)), call, { retryAfterMs: 3_600_000 });
    const a = gov.admit(call);
    expect(a.kind).toBe('give-up');
    if (a.kind === 'give-up') expect(a.reason).toContain('asks to wait 3600 s more, past max_wait_s (5)');
  });

  it('does not give up while the provider accepts some requests', () => {
    const { clock, gov } = governor({ maxWaitMs: 5_000 });
    const admitWaiting = (call: CallState) => {
      let a = gov.admit(call);
      while (a.kind === 'wait') {
        clock.advance(a.ms ?? 1);
        a = gov.admit(call);
      }
      return ticketOf(a);
    };
    for (let i = 0; i < 20; i++) {
      const call: CallState = {};
      gov.rateLimited(admitWaiting(call), call, { retryAfterMs: 1_000 });
      gov.succeeded(admitWaiting(call), 10);
    }
    expect(clock.now()).toBeGreaterThanOrEqual(20_000);
    expect(gov.admit({}).kind).not.toBe('give-up');
  });
});

describe('Governor: the learned rate', () => {
  it('is what the provider accepted between blocks, less 5%; the first cycle counts from the first answer (the first requests may leave late)', () => {
    const { clock, gov } = governor();
    const tickets = Array.from({ length: 11 }, () => ticketOf(gov.admit({})));
    clock.set(1_500); // the SDK loaded: the requests reach the provider only now; the 11th is refused at once
    gov.rateLimited(tickets[10] as Ticket, {}, { retryAfterMs: 1_000 });
    clock.set(1_600);
    for (const t of tickets.slice(0, 10)) gov.succeeded(t, 10);
    expect(gov.requestRate()).toBeUndefined();
    clock.set(2_500);
    expect(gov.admit({}).kind).toBe('go');
    // 10 accepted from 1.5 s to the block's end at 2.5 s: 10 a second, paced at 9.5 (no creep: the successes came before a rate was learned).
    expect(gov.requestRate()).toBeCloseTo(9.5, 9);
  });
});

/**
 * A discrete-event simulation in fake time: a provider with a token bucket of 10 requests refilled at 10
 * a second, answering in 100 ms, or at once with a 429 and retry-after: 1 when the bucket is empty; 16
 * callers take 120 calls from a queue, each call asking the governor until it is answered.
 */
function simulate(opts: { calls: number; callers: number; ratePerS: number; latencyMs: number; configured?: number }) {
  const clock = fakeClock();
  const gov = new Governor({ now: clock.now, maxWaitMs: 300_000, ...(opts.configured === undefined ? {} : { requestsPerSecond: opts.configured }) });
  let bucket = opts.ratePerS;
  let bucketAt = 0;
  const events: { at: number; seq: number; run: () => void }[] = [];
  let seq = 0;
  const at = (time: number, run: () => void) => events.push({ at: time, seq: seq++, run });
  const parked: (() => void)[] = [];
  let next = 0;
  let done = 0;
  let lost = 0;
  let rejected = 0;
  const wake = () => parked.splice(0).forEach((f) => at(clock.now(), f));
  const startCall = () => {
    if (next >= opts.calls) return;
    next++;
    const call: CallState = {};
    const tryOnce = () => {
      const a = gov.admit(call);
      if (a.kind === 'give-up') {
        lost++;
        done++;
        startCall();
        return;
      }
      if (a.kind === 'wait') {
        if (a.ms === undefined) parked.push(tryOnce);
        else at(clock.now() + a.ms, tryOnce);
        return;
      }
      const now = clock.now();
      bucket = Math.min(opts.ratePerS, bucket + ((now - bucketAt) / 1000) * opts.ratePerS);
      bucketAt = now;
      if (bucket >= 1) {
        bucket -= 1;
        at(now + opts.latencyMs, () => {
          gov.succeeded(a.ticket, 48);
          done++;
          wake();
          startCall();
        });
      } else {
        rejected++;
        at(now + 1, () => {
          gov.rateLimited(a.ticket, call, { retryAfterMs: 1_000 });
          wake();
          tryOnce();
        });
      }
    };
    tryOnce();
  };
  for (let i = 0; i < opts.callers; i++) startCall();
  while (events.length > 0) {
    events.sort((a, b) => a.at - b.at || a.seq - b.seq);
    const e = events.shift();
    if (!e) break;
    clock.set(Math.max(clock.now(), e.at));
    e.run();
  }
  return { done, lost, rejected, wallMs: clock.now() };
}

describe('Governor against a simulated provider that allows 10 requests a second', () => {
  it('loses no call, is refused for at most 10% of them, and takes at most 1.15 × calls ÷ rate', () => {
    const r = simulate({ calls: 120, callers: 16, ratePerS: 10, latencyMs: 100 });
    expect(r.done).toBe(120);
    expect(r.lost).toBe(0);
    expect(r.rejected / 120).toBeLessThanOrEqual(0.1);
    expect(r.wallMs / 12_000).toBeLessThanOrEqual(1.15);
  });

  it('with the rate configured, is never refused', () => {
    const r = simulate({ calls: 120, callers: 16, ratePerS: 10, latencyMs: 100, configured: 10 });
    expect(r).toMatchObject({ done: 120, lost: 0, rejected: 0 });
  });
});
