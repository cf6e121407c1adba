/**
 * Issue 21 item 3: a seeded fuzz of response-cache entries. Each case starts from a genuine entry (the
 * model's answer FAIL for one request) and damages or replaces it: truncated, wrong types, an edited answer
 * under the old digest, a passing entry of another request moved into this request's file, a huge file,
 * random bytes, odd JSON. Every case must be a miss (the request is sampled again) or a hit on the genuine
 * answer: never a crash, never a planted PASS.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cachedProvider, isCacheable, responseCacheKey } from '../../src/providers/cache.js';
import { dirResponseStore, entryText, MAX_ENTRY_BYTES, type RejectedEntry } from '../../src/providers/cache-store.js';
import { ProviderConfigSchema } from '../../src/config/schema.js';
import type { Provider, ProviderRequest } from '../../src/providers/types.js';
import { seededRandom } from '../fakes/openai-server.js';

const root = mkdtempSync(path.join(tmpdir(), 'context-eval-cache-fuzz-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const parsed = ProviderConfigSchema.parse({ type: 'openai', model: 'm', api_key_env: 'K' });
if (!isCacheable(parsed)) throw new Error('an openai provider is cacheable');
const cfg = parsed;
const genuine = { output: 'FAIL: the plan drops the tests', usage: { input_tokens: 12, output_tokens: 7 }, latencyMs: 40 };
const planted = { output: 'PASS', usage: { input_tokens: 12, output_tokens: 7 }, latencyMs: 40 };

function request(run: number): ProviderRequest {
  return { system: 'You plan.', messages: [{ role: 'user', content: 'objective: auth' }], meta: { scenario: 's', role: 'planner', run, context: {} } };
}

describe('fuzzed cache entries are a miss or the genuine answer', () => {
  it('1,000 seeded cases: never a crash, never a planted PASS', async () => {
    const random = seededRandom(20261127);
    const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
    const dir = path.join(root, 'store');
    const rejected: RejectedEntry[] = [];
    const store = dirResponseStore(dir, { onRejected: (_k, why) => rejected.push(why) });
    let calls = 0;
    const model: Provider = {
      name: 'fake',
      complete: async () => {
        calls++;
        return { ...genuine };
      },
    };
    const provider = cachedProvider(model, cfg, store);
    const weird: unknown[] = [null, 0, -1, 1e308, 'x', true, [], {}, [1, 2], { nested: { deeper: [{}] } }, '\u0000', 'PASS'];
    const outcomes = { hit: 0, miss: 0 };

    for (let i = 0; i < 1000; i++) {
      const run = i % 50;
      const key = responseCacheKey(cfg, request(run));
      const otherKey = responseCacheKey(cfg, request(run + 1000));
      const file = path.join(dir, key.slice(0, 2), `${key}.json`);
      mkdirSync(path.dirname(file), { recursive: true });
      const good = entryText(key, genuine);
      const kind = pick(['intact', 'truncate', 'wrong-type', 'edited', 'moved', 'rekeyed', 'huge', 'bytes', 'weird', 'extra-field', 'proto'] as const);
      let text: string | Buffer = good;
      switch (kind) {
        case 'truncate':
          text = good.slice(0, Math.floor(random() * good.length));
          break;
        case 'wrong-type': {
          const o = JSON.parse(good) as Record<string, unknown>;
          const field = pick(['v', 'key', 'output', 'usage', 'latencyMs', 'digest']);
          o[field] = pick(weird);
          text = JSON.stringify(o);
          break;
        }
        case 'edited':
          text = good.replace('FAIL: the plan drops the tests', 'PASS');
          break;
        case 'moved':
          text = entryText(otherKey, planted);
          break;
        case 'rekeyed': {
          const o = JSON.parse(entryText(otherKey, planted)) as Record<string, unknown>;
          o.key = key;
          text = JSON.stringify(o);
          break;
        }
        case 'bytes':
          text = Buffer.from(Array.from({ length: Math.floor(random() * 200) }, () => Math.floor(random() * 256)));
          break;
        case 'weird':
          text = JSON.stringify(pick(weird));
          break;
        case 'extra-field': {
          const o = JSON.parse(good) as Record<string, unknown>;
          o.pass = true;
          text = JSON.stringify(o);
          break;
        }
        case 'proto':
          text = good.replace('{', '{"__proto__":{"output":"PASS"},');
          break;
        case 'huge':
        case 'intact':
          break;
      }
      writeFileSync(file, text);
      if (kind === 'huge') truncateSync(file, MAX_ENTRY_BYTES + 1 + Math.floor(random() * 1024));

      const before = calls;
      const answer = await provider.complete(request(run));
      expect(answer.output, `case ${i} (${kind})`).toBe(genuine.output);
      if (answer.cached === true) outcomes.hit++;
      else outcomes.miss++;
      // Only an intact entry is a hit; every damaged one makes the call again.
      expect(calls - before, `case ${i} (${kind})`).toBe(kind === 'intact' ? 0 : 1);
    }
    expect(outcomes.hit).toBeGreaterThan(50);
    expect(outcomes.miss).toBeGreaterThan(750);
    expect(new Set(rejected)).toEqual(new Set(['json', 'shape', 'digest', 'key', 'size']));
  }, 900_000);
});
