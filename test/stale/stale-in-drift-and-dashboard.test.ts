/**
 * Issue 13 item 5: the drift issue (and the drift job summary) and the dashboard list the stale scenarios,
 * and say so plainly when git cannot tell (a shallow clone: actions/checkout fetches one commit by default).
 */
import { describe, expect, it } from 'vitest';
import { overviewPage } from '../../src/dashboard/html.js';
import { buildModel } from '../../src/dashboard/model.js';
import { renderDriftIssue, renderDriftSummary } from '../../src/drift/render.js';
import type { DriftFinding } from '../../src/drift/detect.js';
import type { StaleCheck } from '../../src/stale/check.js';
import { makeRecord, sha } from '../history/make-record.js';

const HOSTILE = 'old <img src=x> @octocat';
const checked: StaleCheck = {
  state: 'checked',
  days: 90,
  scenarios: [
    {
      name: HOSTILE,
      file: 'scenarios/old.yaml',
      role: 'planner',
      touched: new Date('2026-01-02T00:00:00Z'),
      contextChanged: new Date('2026-05-01T00:00:00Z'),
      changedFile: 'prompts/planner.md',
      ageDays: 150,
    },
  ],
};
const shallow: StaleCheck = { state: 'shallow', days: 90 };
const none: StaleCheck = { state: 'checked', days: 90, scenarios: [] };
const records = [1, 2, 3].map((n) => makeRecord(n));
const finding: DriftFinding = { scenario: 'planner', kind: 'pass_rate', message: 'planner: pass rate fell', cause: { type: 'context_changed', sha: sha(2) } };

describe('the drift issue lists stale scenarios', () => {
  it('as a table: name (escaped), file, since when, and which role file changed when', () => {
    const { body } = renderDriftIssue([finding], records, { sha: sha(3), stale: checked });
    expect(body).toContain('### Stale scenarios');
    expect(body).toContain("unchanged for 90+ days while their role's context changed since");
    expect(body).toContain('| old &lt;img src=x&gt; @\u200boctocat | `scenarios/old.yaml` | 2026-01-02 (150 days) | `prompts/planner.md` on 2026-05-01 |');
    expect(body).not.toContain('<img');
    // before the charts, so the size budget counts it
    expect(body.indexOf('### Stale scenarios')).toBeLessThan(body.indexOf('trends over the last'));
  });
  it('says when there are none', () => {
    expect(renderDriftIssue([finding], records, { sha: sha(3), stale: none }).body).toContain("No stale scenarios: none unchanged for 90+ days while its role's context changed.");
  });
  it('says that a shallow clone cannot tell, and how to fix it', () => {
    const { body } = renderDriftIssue([finding], records, { sha: sha(3), stale: shallow });
    expect(body).toContain('Stale scenarios: not known in a shallow clone');
    expect(body).toContain('fetch-depth: 0');
  });
  it('the job summary carries the same section, with or without drift', () => {
    expect(renderDriftSummary([finding], records, checked)).toContain('| old &lt;img src=x&gt; @\u200boctocat | `scenarios/old.yaml` |');
    expect(renderDriftSummary([], records, checked)).toContain('### Stale scenarios');
    expect(renderDriftSummary([], records, shallow)).toContain('not known in a shallow clone');
  });
  it('without a stale check, nothing about stale scenarios', () => {
    expect(renderDriftIssue([finding], records, { sha: sha(3) }).body).not.toMatch(/stale/i);
  });
});

describe('the dashboard lists stale scenarios', () => {
  it('carries the check in its model', () => {
    expect(buildModel(records, [], 'h', checked).stale).toEqual(checked);
  });
  it('shows them on the overview, escaped', () => {
    const page = overviewPage(buildModel(records, [], 'h', checked));
    expect(page).toContain('<h2>Stale scenarios</h2>');
    expect(page).toContain('<td>old &lt;img src=x&gt; @octocat</td><td data-label="File"><code>scenarios/old.yaml</code></td><td data-label="Unchanged since">2026-01-02 (150 days)</td><td data-label="Role\'s context changed"><code>prompts/planner.md</code> on 2026-05-01</td>');
    expect(page).not.toContain('<img src=x>');
  });
  it('says when a shallow clone cannot tell', () => {
    expect(overviewPage(buildModel(records, [], 'h', shallow))).toContain('not known in a shallow clone');
  });
  it('says when there are none', () => {
    expect(overviewPage(buildModel(records, [], 'h', none))).toContain('No stale scenarios');
  });
});
