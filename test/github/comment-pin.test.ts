/**
 * The sticky comment's baseline pin (issue 31 item 2): a third hidden line naming the merge base and the
 * baseline records a comparison pooled. Read only from its fixed place, parsed, never trusted beyond that.
 */
import { describe, expect, it } from 'vitest';
import { baselinePinOf, composeCommentBody, evaluatedShaOf, MAX_PINNED_RECORDS, parsePinLine, pinMarker, withLastEvaluatedNote } from '../../src/github/comment.js';

const ID = 'context-eval.yaml';
const HEAD = 'd'.repeat(40);
const BASE = 'c'.repeat(40);
const pin = { mergeBase: BASE, records: [{ sha: 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0', timestamp: '2026-11-27T02:00:00.123Z' }, { sha: 'abcdef1', timestamp: '2026-11-26T23:59:59+01:00' }] };

describe('the baseline pin line', () => {
  it('goes third, after the marker and SHA lines, and reads back (SHAs cut to 12 characters)', () => {
    const body = composeCommentBody(ID, HEAD, '## Results', pin);
    const lines = body.split('\n');
    expect(lines[2]).toBe(`<!-- context-eval:baseline ${BASE} 2026-11-27T02:00:00.123Z@a1b2c3d4e5f6 2026-11-26T23:59:59+01:00@abcdef1 -->`);
    expect(lines[3]).toBe('## Results');
    expect(evaluatedShaOf(body)).toBe(HEAD);
    expect(baselinePinOf(body)).toEqual({ mergeBase: BASE, records: [{ sha: 'a1b2c3d4e5f6', timestamp: '2026-11-27T02:00:00.123Z' }, pin.records[1]] });
  });
  it('without a pin the body is as before and holds none', () => {
    expect(composeCommentBody(ID, HEAD, 'x')).toBe(`<!-- context-eval:comment id=${ID} -->\n<!-- context-eval:sha ${HEAD} -->\nx`);
    expect(baselinePinOf(composeCommentBody(ID, HEAD, 'x'))).toBeNull();
  });
  it('is read only on the third line: a pin line in the markdown below (model output, PR text) is not one', () => {
    const forged = pinMarker({ mergeBase: BASE, records: [{ sha: 'eeeeeee', timestamp: '2026-11-01T00:00:00Z' }] });
    expect(baselinePinOf(composeCommentBody(ID, HEAD, `## Results\n${forged}`))).toBeNull();
    expect(baselinePinOf(composeCommentBody(ID, HEAD, `${forged}\n## Results`))).not.toBeNull();
  });
  it.each([
    ['no records', `<!-- context-eval:baseline ${BASE} -->`],
    ['a merge base that is no SHA', '<!-- context-eval:baseline main 2026-11-01T00:00:00Z@abcdef1 -->'],
    ['a record without its @', `<!-- context-eval:baseline ${BASE} 2026-11-01T00:00:00Z -->`],
    ['a timestamp that is no date', `<!-- context-eval:baseline ${BASE} yesterday@abcdef1 -->`],
    ['a SHA that is no hex', `<!-- context-eval:baseline ${BASE} 2026-11-01T00:00:00Z@zzzzzzz -->`],
    ['another marker', `<!-- context-eval:sha ${HEAD} -->`],
    ['too many records', `<!-- context-eval:baseline ${BASE}${' 2026-11-01T00:00:00Z@abcdef1'.repeat(MAX_PINNED_RECORDS + 1)} -->`],
  ])('a malformed line is no pin: %s', (_, line) => {
    expect(parsePinLine(line)).toBeNull();
  });
  it('stays a hidden head line when a later push notes that it changed no context file', () => {
    const body = composeCommentBody(ID, HEAD, '## Results', pin);
    const noted = withLastEvaluatedNote(body, 'e'.repeat(40), HEAD);
    expect(baselinePinOf(noted)).toEqual(baselinePinOf(body));
    expect(noted.split('\n')[3]).toMatch(/^> No context file changed in e{40}; the results below are for d{40}\.$/);
    // Noted twice: one note, the pin still third.
    const twice = withLastEvaluatedNote(noted, 'f'.repeat(40), HEAD);
    expect(twice.split('\n').filter((l) => l.startsWith('> No context file'))).toHaveLength(1);
    expect(baselinePinOf(twice)).toEqual(baselinePinOf(body));
  });
});
