/**
 * Drift that tells time right (issue 32 item 4): a finding is dated by the first record that shows it, it
 * stays open while the stream is still shifted, and the issue and the dashboard read the same open findings.
 *
 * The history mirrors the report: nightly schedules, one record a day; commit ccccccc is run from 11-19
 * to 11-24 (the same commit, six nights), and tokens double on 11-19 and stay doubled.
 */
import { describe, expect, it } from 'vitest';
import { DriftSchema } from '../../src/config/schema.js';
import { buildModel } from '../../src/dashboard/model.js';
import { overviewPage, scenarioPage } from '../../src/dashboard/html.js';
import { detectDrift } from '../../src/drift/detect.js';
import { renderDriftIssue, renderDriftSummary } from '../../src/drift/render.js';
import type { HistoryRecord } from '../../src/history/record.js';
import { makeRecord } from '../history/make-record.js';

const CFG = DriftSchema.parse({});

/** Record n is written on 2026-11-(n+1); n = 18 is 11-19, the first doubled day. */
const FIRST = 11;
const DOUBLED_FROM = 18;

function commitOf(n: number): string {
  if (n < DOUBLED_FROM) return 'a'.repeat(40);
  if (n <= 23) return 'c'.repeat(40);
  return n.toString(16).padStart(7, 'd').repeat(6).slice(0, 40);
}

/** Tokens 1000 a run (a little day-to-day wobble), doubled from 11-19 through record `until`, back to normal after. */
function history(last: number, until = Infinity): HistoryRecord[] {
  const records: HistoryRecord[] = [];
  for (let n = FIRST; n <= last; n++) {
    const wobble = 1 + ((n * 7) % 5) / 100;
    const tokens = Math.round((n >= DOUBLED_FROM && n <= until ? 2000 : 1000) * wobble);
    records.push(makeRecord(n, [{ tokens, attempted: 10 }], { sha: commitOf(n) }));
  }
  return records;
}

function tokenFinding(records: readonly HistoryRecord[]) {
  return detectDrift(records, CFG).find((f) => f.kind === 'token_inflation');
}

function dashboard(records: readonly HistoryRecord[]) {
  const model = buildModel(records, detectDrift(records, CFG), 'test store');
  const scenario = model.scenarios[0];
  if (scenario === undefined) throw new Error('no scenario');
  return { overview: overviewPage(model), page: scenarioPage(scenario) };
}

describe('a token doubling on 11-19 that stays', () => {
  it('is dated by its first record (11-19), not by the last run of its commit (11-24)', () => {
    const records = history(23);
    const f = tokenFinding(records);
    expect(f?.changeSha).toBe('c'.repeat(40));
    const { body } = renderDriftIssue(detectDrift(records, CFG), records, { sha: 'c'.repeat(40) });
    expect(body).toContain('from ccccccc (2026-11-19) on');
    expect(body).not.toMatch(/from ccccccc \(2026-11-24\)/);
    expect(renderDriftSummary(detectDrift(records, CFG), records)).toContain('from ccccccc (2026-11-19) on');
    expect(dashboard(records).page).toContain('from ccccccc (2026-11-19) on');
  });

  it('stays open, with the same date, every day while tokens are still doubled', () => {
    const records = history(45);
    const raised = records.findIndex((_, i) => tokenFinding(records.slice(0, i + 1)) !== undefined);
    expect(raised).toBeGreaterThan(DOUBLED_FROM - FIRST);
    for (let i = raised; i < records.length; i++) {
      const f = tokenFinding(records.slice(0, i + 1));
      expect(f, `day ${records[i]?.timestamp.slice(0, 10)}`).toBeDefined();
      expect(f?.message).toContain('from ccccccc (2026-11-19) on');
    }
  });

  it('on 12-16, 27 days in, the issue still lists it and the dashboard shows it beside the tokens', () => {
    const records = history(45);
    const findings = detectDrift(records, CFG);
    expect(findings.map((f) => f.kind)).toEqual(['token_inflation']);
    const { body } = renderDriftIssue(findings, records, { sha: records[records.length - 1]?.sha ?? '' });
    expect(body).toContain('| planner | token inflation |');
    const { overview, page } = dashboard(records);
    expect(overview).not.toContain('No drift found');
    expect(overview).toContain('1 scenario drifting');
    expect(page).toContain('token inflation</span>: planner: tokens per run rose');
    expect(page).not.toContain('No drift found');
  });
});

describe('when tokens return to normal', () => {
  // Doubled 11-19 through 12-06 (record 35), back to 1000 from 12-07.
  const records = history(45, 35);

  it('the finding closes once the latest days are back within the noise, and the dashboard says no drift', () => {
    const open = (last: number) => tokenFinding(records.slice(0, last - FIRST + 1)) !== undefined;
    expect(open(35)).toBe(true);
    // Within a window (5 days) of normal days the finding is gone, and it stays gone.
    const closedAt = [36, 37, 38, 39, 40, 41].find((n) => !open(n));
    expect(closedAt).toBeDefined();
    for (let n = closedAt ?? 41; n <= 45; n++) expect(open(n), `record ${n}`).toBe(false);
    expect(detectDrift(records, CFG)).toEqual([]);
    expect(dashboard(records).overview).toContain('No drift found');
  });
});

describe('a closed finding stays closed', () => {
  it('a later rise is a new finding, dated by its own first record, never the old one reopened', () => {
    // Tokens 1000, 1500 on records 9-14, 1000 again, then 1250 from record 23.
    const tok = (n: number) => (n >= 9 && n <= 14 ? 1500 : n >= 23 ? 1250 : 1000);
    const records = Array.from({ length: 30 }, (_, i) => makeRecord(i + 1, [{ tokens: Math.round(tok(i + 1) * (1 + (((i + 1) * 7) % 5) / 100)) }]));
    const changes = (k: number) => detectDrift(records.slice(0, k), CFG).map((f) => f.changeSha?.slice(0, 7));
    expect(changes(14)).toEqual(['0000009']);
    expect(changes(22)).toEqual([]);
    for (let k = 23; k <= 30; k++) expect(changes(k), `record ${k}`).not.toContain('0000009');
    expect(detectDrift(records, CFG)).toMatchObject([{ kind: 'token_inflation', changeSha: '0000017'.repeat(6).slice(0, 40), changeDate: '2026-11-24' }]);
  });
});
