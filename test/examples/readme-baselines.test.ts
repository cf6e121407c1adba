/** The README speaks with one voice about baselines (issue 22, Why 10) and documents where history lives. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const README = readFileSync(path.resolve(import.meta.dirname, '..', '..', 'README.md'), 'utf8');

describe('README', () => {
  it('has one "Baseline comparison" paragraph, not two that contradict each other', () => {
    expect(README.match(/\*\*Baseline comparison/g)).toHaveLength(1);
  });

  it('documents the history store choice: auto by default, the data branch under the action, a folder locally', () => {
    expect(README).toMatch(/history\.store: auto/);
    expect(README).toMatch(/context-eval-baseline\.yml/);
  });
});
