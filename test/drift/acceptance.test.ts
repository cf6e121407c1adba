/** A person's close of the drift issue accepts its findings (src/drift/acceptance.ts): the keys and the matching rule. */
import { describe, expect, it } from 'vitest';
import { covers, findingKey, findingKeysLine, readFindingKeys, splitAccepted, acceptedText, type DriftAcceptance } from '../../src/drift/acceptance.js';
import type { DriftFinding } from '../../src/drift/detect.js';
import { renderDriftIssue, renderDriftSummary } from '../../src/drift/render.js';
import { makeRecord, sha } from '../history/make-record.js';

function finding(over: Partial<DriftFinding> = {}): DriftFinding {
  return {
    scenario: 'planner',
    kind: 'token_inflation',
    message: 'planner: tokens per run rose 100% (median 1000 → 2000) from 0000012 (2026-11-19) on (detected at 0000014 (2026-11-21))',
    cause: { type: 'model_drift', since: sha(1), date: '2026-11-02' },
    changeSha: sha(18),
    changeDate: '2026-11-19',
    detectedSha: sha(20),
    detectedDate: '2026-11-21',
    ...over,
  };
}

const accepted = (keys: DriftFinding[], over: Partial<DriftAcceptance> = {}): DriftAcceptance => ({
  issue: 12,
  url: 'https://github.test/o/r/issues/12',
  by: 'alice',
  on: '2026-11-26',
  keys: keys.map(findingKey),
  ...over,
});

describe('the keys line', () => {
  it('reads back what it wrote, with shortened commits and the two days', () => {
    const f = finding({ kind: 'behaviour_shift', tool: 'delete_file' });
    const line = findingKeysLine([f, finding({ scenario: 'reviewer', feature: 'risk', kind: 'behaviour_shift' })]);
    expect(readFindingKeys(`<!-- context-eval:drift -->\n${line}\n## heading`)).toEqual({
      keys: [
        { scenario: 'planner', kind: 'behaviour_shift', tool: 'delete_file', change: { sha: sha(18).slice(0, 12), date: '2026-11-19' }, detected: { sha: sha(20).slice(0, 12), date: '2026-11-21' } },
        { scenario: 'reviewer', kind: 'behaviour_shift', feature: 'risk', change: { sha: sha(18).slice(0, 12), date: '2026-11-19' }, detected: { sha: sha(20).slice(0, 12), date: '2026-11-21' } },
      ],
    });
  });

  it('a hostile name cannot close the comment, mention or cross-reference, and still reads back', () => {
    const hostile = 'x --> <img src=y> @alice #12 & `z`';
    const line = findingKeysLine([finding({ scenario: hostile, tool: '-->' })]);
    expect(line.startsWith('<!-- context-eval:drift-findings [')).toBe(true);
    expect(line.endsWith(' -->')).toBe(true);
    expect(line.slice(4, -4)).not.toMatch(/--|[<>@#&]/);
    const read = readFindingKeys(line);
    expect('keys' in read && read.keys[0]).toMatchObject({ scenario: hostile, tool: '-->' });
  });

  it.each([
    { body: '<!-- context-eval:drift -->\nno keys', error: 'no line of finding keys' },
    { body: '<!-- context-eval:drift-findings [{"scenario": -->', error: 'the finding keys are not JSON' },
    { body: '<!-- context-eval:drift-findings [{"scenario":"p","kind":"mood"}] -->', error: 'the finding keys do not parse: 0.kind' },
    { body: '<!-- context-eval:drift-findings [{"scenario":"p","kind":"pass_rate","change":{"sha":"zz","date":"2026-11-19"}}] -->', error: 'the finding keys do not parse: 0.change.sha' },
  ])('an edited body says what is wrong: $error', ({ body, error }) => {
    const read = readFindingKeys(body);
    expect('error' in read && read.error).toMatch(new RegExp(`^${error.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  it('a finding without records has a key without them', () => {
    expect(findingKey({ scenario: 's', kind: 'pass_rate', message: 'm', cause: { type: 'model_drift', since: sha(1) } })).toEqual({ scenario: 's', kind: 'pass_rate' });
  });
});

describe('which findings an acceptance covers', () => {
  const key = findingKey(finding());

  it('the same change, also when later records move its start (no later than it was detected)', () => {
    expect(covers(key, finding())).toBe(true);
    expect(covers(key, finding({ changeSha: sha(17), changeDate: '2026-11-18' }))).toBe(true);
    expect(covers(key, finding({ changeSha: sha(20), changeDate: '2026-11-21' }))).toBe(true);
    // The same alarm (the record that fired) whatever its estimated start.
    expect(covers(key, finding({ changeSha: sha(23), changeDate: '2026-11-24' }))).toBe(true);
  });

  it('not a change that began after the accepted one was detected: a new alarm of the stream', () => {
    expect(covers(key, finding({ changeSha: sha(21), changeDate: '2026-11-22', detectedSha: sha(24), detectedDate: '2026-11-25' }))).toBe(false);
  });

  it.each([
    { what: 'another scenario', over: { scenario: 'reviewer' } },
    { what: 'another kind', over: { kind: 'latency_regression' as const } },
    { what: 'another feature', over: { kind: 'token_inflation' as const, feature: 'risk' as const } },
    { what: 'a tool', over: { tool: 'search' } },
  ])('not $what', ({ over }) => {
    expect(covers(key, finding(over))).toBe(false);
  });

  it('keys without a detected record match by the change record alone', () => {
    const bare = { scenario: 'planner', kind: 'token_inflation' as const, change: { sha: sha(18).slice(0, 7), date: '2026-11-19' } };
    expect(covers(bare, finding())).toBe(true);
    expect(covers(bare, finding({ changeDate: '2026-11-20' }))).toBe(false);
    expect(covers({ scenario: 'planner', kind: 'token_inflation' }, finding())).toBe(false);
  });

  it('splitAccepted keeps the order of the findings and names the newest acceptance that covers each', () => {
    const a = finding();
    const b = finding({ scenario: 'reviewer' });
    const newer = accepted([a], { issue: 14, by: 'bob' });
    const older = accepted([a, b]);
    const split = splitAccepted([b, a, finding({ kind: 'pass_rate' })], [newer, older]);
    expect(split.open.map((f) => f.kind)).toEqual(['pass_rate']);
    expect(split.accepted.map((x) => [x.finding.scenario, x.acceptance.issue])).toEqual([['reviewer', 12], ['planner', 14]]);
    expect(acceptedText(newer)).toBe('accepted in #14 by @bob on 2026-11-26');
  });
});

describe('the issue and the summary name the accepted findings', () => {
  const records = [makeRecord(1), makeRecord(2)];
  const acc = [{ finding: finding(), acceptance: accepted([finding()]) }];
  const row = '| planner | token inflation | tokens per run rose 100% (median 1000 → 2000) from 0000012 (2026-11-19) on, detected at 0000014 (2026-11-21) |';

  it('the summary says who accepted each, and "no new drift" when nothing else holds', () => {
    const summary = renderDriftSummary([], records, undefined, acc);
    expect(summary).toContain('No new drift over 2 recorded runs.');
    expect(summary).toContain('### Accepted: 1 finding not raised again');
    expect(summary).toContain(`${row} accepted in #12 by @alice on 2026-11-26 |`);
    expect(renderDriftSummary([], records)).toContain('No drift detected over 2 recorded runs.');
  });

  it('the issue links the closed issue and does not ping the person', () => {
    const { body } = renderDriftIssue([finding({ scenario: 'reviewer', message: 'reviewer: up' })], records, { sha: sha(2), accepted: acc });
    expect(body).toContain(`${row} accepted in #12 by @\u200balice on 2026-11-26 |`);
    expect(body.indexOf('| reviewer |')).toBeLessThan(body.indexOf('### Accepted'));
  });
});
