import { describe, it, expect } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REVIEWER_PROMPT } from '../../src/review/reviewer-prompt.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SOURCE = path.join(ROOT, 'prompts', 'reviewer.md');
const GENERATED = path.join(ROOT, 'src', 'review', 'reviewer-prompt.ts');

describe('the bundled reviewer prompt', () => {
  it('is exactly prompts/reviewer.md (UPDATE_REVIEWER_PROMPT=1 regenerates src/review/reviewer-prompt.ts)', () => {
    const text = readFileSync(SOURCE, 'utf8');
    if (process.env['UPDATE_REVIEWER_PROMPT'] === '1' && text !== REVIEWER_PROMPT) {
      const current = readFileSync(GENERATED, 'utf8');
      writeFileSync(GENERATED, current.replace(/export const REVIEWER_PROMPT: string = .*;\n$/s, `export const REVIEWER_PROMPT: string = ${JSON.stringify(text)};\n`));
      return;
    }
    expect(REVIEWER_PROMPT, 'prompts/reviewer.md changed: run `UPDATE_REVIEWER_PROMPT=1 npx vitest run test/review/reviewer-prompt.test.ts`, then re-record the dogfood suite').toBe(text);
  });
});
