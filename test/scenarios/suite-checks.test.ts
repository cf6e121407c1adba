/**
 * missingDependencies: which depends_on entries name no file of the suite. Every scenario below one
 * `_defaults.yaml` usually repeats the same entries (`depends_on: [src/**]`), so the answer for an entry
 * is looked up once per file list, not by scanning every file again for every scenario (issue 12: a
 * per-scenario scan is quadratic in the suite's size). These tests pin the answers.
 */
import { describe, expect, it } from 'vitest';
import { missingDependencies } from '../../src/scenarios/suite-checks.js';

const at = { file: 'scenarios/a.yaml', line: 3, col: 1 };
const entry = (rel: string) => ({ rel, at, written: rel });
const FILES = new Set(['scenarios/a.yaml', 'src/auth/login.rs', 'src/auth/logout.rs', 'docs/guide.md', '.github/workflows/ci.yml']);

describe('missingDependencies', () => {
  it('accepts a file, a folder holding files and a glob that matches; skips paths outside the config folder', () => {
    expect(missingDependencies(['docs/guide.md', 'src/auth', 'src/auth/', 'src/**/*.rs', '.github/**', '../outside.md'].map(entry), FILES)).toEqual([]);
  });

  it('names a missing file, an empty folder and a glob that matches nothing, in order', () => {
    const problems = missingDependencies(['docs/missing.md', 'src/auth/*.ts', 'lib'].map(entry), FILES);
    expect(problems.map((p) => p.message)).toEqual([
      "scenarios/a.yaml:3:1: depends_on: 'docs/missing.md': file not found (docs/missing.md from the config folder); fix the path or remove it",
      "scenarios/a.yaml:3:1: depends_on: 'src/auth/*.ts': matches no file (src/auth/*.ts from the config folder); fix the path or remove it",
      "scenarios/a.yaml:3:1: depends_on: 'lib': file not found (lib from the config folder); fix the path or remove it",
    ]);
  });

  it('gives the same answers when many scenarios ask about the same entries of one file list', () => {
    const entries = ['src/**/*.rs', 'src/**/*.ts', 'docs', 'nothing/'].map(entry);
    const first = missingDependencies(entries, FILES).map((p) => p.message);
    expect(first).toHaveLength(2);
    for (let i = 0; i < 1000; i++) expect(missingDependencies(entries, FILES).map((p) => p.message)).toEqual(first);
  });

  it('answers from the file list it is given, not from an earlier list', () => {
    expect(missingDependencies([entry('src/**/*.ts')], FILES)).toHaveLength(1);
    const withTs = new Set([...FILES, 'src/auth/token.ts']);
    expect(missingDependencies([entry('src/**/*.ts')], withTs)).toEqual([]);
    expect(missingDependencies([entry('src/**/*.ts')], FILES)).toHaveLength(1);
  });
});
