/**
 * The comment of a pull-request run that could not evaluate its commit (src/report/markdown.ts
 * renderCouldNotEvaluate; issue 30, item 1), pinned as a golden file: `UPDATE_GOLDEN=1 npx vitest run
 * test/action/could-not-evaluate.test.ts` rewrites test/golden/could-not-evaluate.md.
 */
import { describe, expect, it } from 'vitest';
import { missingKeyHint } from '../../src/action/notices.js';
import { missingKeyMessage } from '../../src/providers/factory.js';
import { renderCouldNotEvaluate } from '../../src/report/markdown.js';
import { expectGolden } from '../report/golden.js';

const EVALUATED = { head: 'e'.repeat(40), base: 'c'.repeat(40) };

describe('the could-not-evaluate comment', () => {
  it('a missing key: never green, for which commit, which variable and how to pass it (golden)', () => {
    const text = renderCouldNotEvaluate({ kind: 'missing provider key', message: `${missingKeyMessage('main', 'OPENAI_API_KEY')}\n${missingKeyHint(['OPENAI_API_KEY'])}`, evaluated: EVALUATED, summaryUrl: 'https://github.com/o/r/actions/runs/1' });
    expectGolden('could-not-evaluate.md', text);
    expect(text).not.toMatch(/✅|passed/);
  });

  it('a hostile or huge message stays inert text, cut to 20 lines', () => {
    const message = ['<img src=x onerror=alert(1)> @admin #12 `x` | y', ...Array.from({ length: 40 }, (_, i) => `line ${i} ${'z'.repeat(2000)}`)].join('\n');
    const text = renderCouldNotEvaluate({ kind: 'config problem', message, evaluated: EVALUATED });
    expect(text).not.toContain('<img');
    expect(text).not.toMatch(/@admin|#12\b/);
    expect(text.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(21);
    expect(text).toContain('…and 21 more lines');
    expect(Buffer.byteLength(text, 'utf8')).toBeLessThan(30_000);
  });

  it('without a base SHA the headline names the head alone', () => {
    expect(renderCouldNotEvaluate({ kind: 'bad input', message: 'x', evaluated: { head: 'a'.repeat(40) } }).split('\n')[0]).toBe('### context-eval: ⚠️ could not evaluate · for `aaaaaaa`');
  });
});
