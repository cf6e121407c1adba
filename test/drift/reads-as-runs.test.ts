/** Drift texts say "recorded runs" where a person reads runs, not the storage word "records" (issue 14). */
import { describe, expect, it } from 'vitest';
import { renderDriftText } from '../../src/cli/drift.js';
import { renderDriftIssue } from '../../src/drift/render.js';
import { makeRecord, sha } from '../history/make-record.js';

const view = (states: Parameters<typeof renderDriftText>[0]['states']) => ({ source: 'h', records: 10, scenarios: states.length, problems: [], findings: [], states });

describe('drift texts read as runs', () => {
  it('too few to judge', () => {
    const text = renderDriftText(view([{ scenario: 'planner', records: 3, days: 3, need: 6, judged: false, failingThroughout: false }]), 200);
    expect(text).toContain('- planner: 3 recorded runs on 3 days: too few to judge drift (needs runs on 6 days)');
    expect(text).toContain('10 recorded runs of 1 scenario in h');
    expect(text).not.toMatch(/\brecords?\b|record\(s\)/);
  });
  it('failing throughout', () => {
    const text = renderDriftText(view([{ scenario: 'planner', records: 10, days: 10, need: 6, judged: true, failingThroughout: true }]));
    expect(text).toContain('planner: failed its threshold in every one of its 10 recorded runs');
    expect(text).not.toMatch(/\brecords?\b|record\(s\)/);
  });
  it('the issue names its charts by recorded runs', () => {
    const records = [1, 2, 3].map((n) => makeRecord(n));
    const { body } = renderDriftIssue(
      [{ scenario: 'planner', kind: 'pass_rate', message: 'planner: pass rate fell', cause: { type: 'context_changed', sha: sha(2) } }],
      records,
      { sha: sha(3) },
    );
    expect(body).toContain('### planner: trends over the last 3 recorded runs');
    expect(body).not.toMatch(/\brecords\b/);
  });
});
