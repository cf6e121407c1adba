/** The drift issue's and summary's exact Markdown (src/drift/render.ts): head, stale section, links, dates, chart budget. */
import { describe, expect, it } from 'vitest';
import { trendCharts } from '../../src/drift/charts.js';
import type { DriftFinding } from '../../src/drift/detect.js';
import { findingKeysLine } from '../../src/drift/acceptance.js';
import { DRIFT_ISSUE_MARKER, renderDriftClosing, renderDriftIssue, renderDriftSummary, staleSection, withCommitDates } from '../../src/drift/render.js';
import { SHALLOW_HINT, type StaleScenario } from '../../src/stale/stale.js';
import { makeRecord, sha } from '../history/make-record.js';

const finding = (scenario: string): DriftFinding => ({
  scenario,
  kind: 'token_inflation',
  message: `${scenario}: mean tokens up 40%`,
  cause: { type: 'model_drift', since: sha(1) },
});

function stale(i: number): StaleScenario {
  return {
    name: `s${i}`,
    file: `evals/s${i}.yaml`,
    role: 'planner',
    touched: new Date(Date.UTC(2026, 0, 1)),
    contextChanged: new Date(Date.UTC(2026, 2, 1)),
    changedFile: 'prompts/planner.md',
    ageDays: i === 0 ? 1 : 90,
  };
}

describe('staleSection', () => {
  it('says why the stale scenarios are not known, or that there are none', () => {
    expect(staleSection({ state: 'shallow', days: 60 })).toBe(`_Stale scenarios: ${SHALLOW_HINT}._`);
    expect(staleSection({ state: 'unknown', days: 60, reason: 'no *git*' })).toBe('_Stale scenarios: not checked (no \\*git\\*)._');
    expect(staleSection({ state: 'checked', days: 60, scenarios: [] })).toBe(
      "No stale scenarios: none unchanged for 60+ days while its role's context changed.",
    );
  });

  it('lists them in a table, at most 30, and says how many more', () => {
    const rows = (n: number) => staleSection({ state: 'checked', days: 60, scenarios: Array.from({ length: n }, (_, i) => stale(i)) });
    expect(rows(2)).toBe(
      [
        '### Stale scenarios',
        '',
        "Scenarios unchanged for 60+ days while their role's context changed since: check that each still tests what the prompt now says.",
        '',
        "| Scenario | File | Unchanged since | Role's context changed |",
        '| --- | --- | --- | --- |',
        '| s0 | `evals/s0.yaml` | 2026-01-01 (1 day) | `prompts/planner.md` on 2026-03-01 |',
        '| s1 | `evals/s1.yaml` | 2026-01-01 (90 days) | `prompts/planner.md` on 2026-03-01 |',
      ].join('\n'),
    );
    expect(rows(30)).not.toContain('more stale');
    expect(rows(30)).toContain('| s29 |');
    const long = rows(32);
    expect(long).not.toContain('| s30 |');
    expect(long.endsWith('\n\n_… and 2 more stale scenarios: `context-eval validate --verbose` lists them all._')).toBe(true);
    expect(rows(31).endsWith('_… and 1 more stale scenario: `context-eval validate --verbose` lists them all._')).toBe(true);
  });
});

describe('withCommitDates', () => {
  it('dates each recorded short commit, whatever its case, and leaves others alone', () => {
    const records = [makeRecord(10), makeRecord(11)];
    expect(withCommitDates('at 000000A and 000000b, not 000000c', records)).toBe('at 000000A (2026-11-11) and 000000b (2026-11-12), not 000000c');
  });
});

describe('renderDriftIssue, exactly', () => {
  const records = [makeRecord(1), makeRecord(2, [{ tokens: 1400 }])];

  it('the head: marker, heading, sentence with the encoded run link, table, stale section; then one section per scenario', () => {
    const { body } = renderDriftIssue([finding('planner')], records, {
      sha: sha(2),
      runUrl: 'https://github.test/o/r/actions/runs/9?x=<a b>',
      stale: { state: 'checked', days: 60, scenarios: [] },
    });
    const charts = trendCharts(records, 'planner', { open: ['tokens'] });
    expect(body).toBe(
      [
        DRIFT_ISSUE_MARKER,
        findingKeysLine([finding('planner')]),
        '## context-eval: drift detected',
        '',
        'The scheduled run of `0000002` ([workflow run](https://github.test/o/r/actions/runs/9?x=%3Ca%20b%3E)) found 1 drift finding in 1 scenario. ' +
          'Each finding is dated by the first record that shows it. This issue is updated by later scheduled runs and closed when one finds every drifted stream back within its noise. ' +
          'Closing it by hand accepts its findings: later runs do not raise them again while they hold.',
        '',
        '| Scenario | Kind | Finding | Cause |',
        '| --- | --- | --- | --- |',
        '| planner | token inflation | mean tokens up 40% | context unchanged since 0000001 (2026-11-02): provider or model drift |',
        '',
        "No stale scenarios: none unchanged for 60+ days while its role's context changed.",
        '',
        '### planner: trends over the last 2 recorded runs',
        '',
        charts,
        '',
      ].join('\n'),
    );
  });

  it('without a run link or stale check, says neither; one record is "the one recorded run"; only its own findings open its charts', () => {
    const { body } = renderDriftIssue([finding('planner'), { ...finding('other'), kind: 'latency_regression' }], [makeRecord(1, [{}, { name: 'other' }])], { sha: sha(1) });
    expect(body).toContain('The scheduled run of `0000001` found 2 drift findings in 2 scenarios.');
    expect(body).not.toContain('Stale');
    expect(body).toContain('### planner: trends over the one recorded run\n\n');
    expect(body).toContain(`### planner: trends over the one recorded run\n\n${trendCharts([makeRecord(1, [{}, { name: 'other' }])], 'planner', { open: ['tokens'] })}\n\n### other`);
  });

  it('leaves out the charts that would pass the body budget, counting what is left', () => {
    const names = Array.from({ length: 80 }, (_, i) => `scenario-${i}`);
    const many = Array.from({ length: 30 }, (_, i) => makeRecord(i + 1, names.map((name) => ({ name }))));
    const { body } = renderDriftIssue(names.map(finding), many, { sha: sha(30) });
    const shown = body.match(/^### scenario-/gm)?.length ?? 0;
    expect(shown).toBeGreaterThan(0);
    expect(body).toContain(`_Charts for ${80 - shown} more scenarios left out`);
  });
});

describe('renderDriftSummary, exactly', () => {
  it('with the stale section after the table, and one line when there is no drift', () => {
    const records = [makeRecord(1)];
    const check = { state: 'shallow', days: 60 } as const;
    expect(renderDriftSummary([], records, check)).toBe(`## context-eval drift\n\nNo drift detected over 1 recorded run.\n\n_Stale scenarios: ${SHALLOW_HINT}._\n`);
    const summary = renderDriftSummary([finding('planner')], records, check);
    expect(summary).toBe(
      [
        '## context-eval drift',
        '1 drift finding in 1 scenario.',
        '| Scenario | Kind | Finding | Cause |\n| --- | --- | --- | --- |\n| planner | token inflation | mean tokens up 40% | context unchanged since 0000001 (2026-11-02): provider or model drift |',
        `_Stale scenarios: ${SHALLOW_HINT}._`,
        `### planner: trends over the one recorded run\n\n${trendCharts(records, 'planner', { open: ['tokens'] })}`,
      ].join('\n\n') + '\n',
    );
  });
});

describe('renderDriftClosing, exactly', () => {
  const tail = '\n\n_A later change opens a new issue, dated by the first record that shows it._';
  it.each([
    { c: { sha: sha(9) }, head: '**No drift** in the scheduled run of `0000009`: every finding this issue listed is back within its noise, and no new finding was raised. Closing.' },
    { c: { sha: sha(9), date: '2026-12-01', listed: 0, judged: 1 }, head: '**No drift** in the scheduled run of `0000009` on 2026-12-01: every finding this issue listed is back within its noise, and the one scenario judged shows no new one. Closing.' },
    { c: { sha: sha(9), listed: 1, judged: 3, scenarios: 4 }, head: '**No drift** in the scheduled run of `0000009`: the finding this issue listed is back within its noise, and none of the 3 scenarios judged shows a new one (1 of 4 has too few records yet). Closing.' },
    { c: { sha: sha(9), listed: 3, judged: 3, scenarios: 3, runUrl: 'https://github.test/r (1)' }, head: '**No drift** in the scheduled run of `0000009` ([workflow run](https://github.test/r%20%281%29)): the 3 findings this issue listed are back within their noise, and none of the 3 scenarios judged shows a new one. Closing.' },
  ])('$head', ({ c, head }) => {
    expect(renderDriftClosing(c)).toBe(`${head}${tail}`);
  });

  it('names what stays accepted, issue by issue, without pinging anyone', () => {
    const acceptance = (issue: number, by: string) => ({ issue, url: `u${issue}`, by, on: '2026-11-20', keys: [] });
    const f = finding('planner');
    const accepted = [
      { finding: f, acceptance: acceptance(12, 'alice') },
      { finding: { ...f, scenario: 'other' }, acceptance: acceptance(7, 'bob') },
      { finding: { ...f, kind: 'pass_rate' as const }, acceptance: acceptance(12, 'alice') },
    ];
    expect(renderDriftClosing({ sha: sha(9), listed: 1, accepted })).toBe(
      '**No new drift** in the scheduled run of `0000009`: the finding this issue listed is back within its noise, and no new finding was raised. Closing.\n\n' +
        'Still drifted and not raised again: 2 findings accepted in #12 by @\u200balice on 2026-11-20; 1 finding accepted in #7 by @\u200bbob on 2026-11-20.' +
        tail,
    );
  });
});
