import { describe, it, expect } from 'vitest';
import { readChangedFrom, toConfigRelative } from '../../src/git/paths.js';

describe('readChangedFrom', () => {
  it.each([
    { text: '', paths: [] },
    { text: 'a.md\nb.md\n', paths: ['a.md', 'b.md'] },
    { text: '  a.md  \r\n\r\n# a comment\n   # indented comment\nb.md', paths: ['a.md', 'b.md'] },
    { text: './prompts/x.md\n.\\prompts\\y.md\nprompts//z.md', paths: ['prompts/x.md', 'prompts/y.md', 'prompts/z.md'] },
    { text: 'b.md\na.md\n./b.md', paths: ['b.md', 'a.md'] },
    { text: 'dir with space/file name.md', paths: ['dir with space/file name.md'] },
  ])('$text', ({ text, paths }) => {
    expect(readChangedFrom(text)).toEqual(paths);
  });
});

describe('toConfigRelative', () => {
  const files = ['README.md', 'ai/context-eval.yaml', 'ai/prompts/p.md', 'aiother/x.md', 'src/a.ts'];
  it.each([
    { root: '/repo', dir: '/repo', expected: files },
    { root: '/repo', dir: '/repo/ai', expected: ['context-eval.yaml', 'prompts/p.md'] },
    { root: '/repo/', dir: '/repo/ai/', expected: ['context-eval.yaml', 'prompts/p.md'] },
    { root: '/repo', dir: '/repo/ai/prompts', expected: ['p.md'] },
    { root: '/repo', dir: '/elsewhere', expected: [] },
    { root: '/repo', dir: '/repo/missing', expected: [] },
  ])('config folder $dir in $root', ({ root, dir, expected }) => {
    expect(toConfigRelative(files, root, dir)).toEqual(expected);
  });

  it('normalises backslashes and ./ in the input', () => {
    expect(toConfigRelative(['.\\ai\\prompts\\p.md', './ai/x.md'], '/repo', '/repo/ai')).toEqual(['prompts/p.md', 'x.md']);
  });
});
