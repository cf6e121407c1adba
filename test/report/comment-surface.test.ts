/**
 * The comment as a reviewer reads it (issue "Guarded from the first pull request", item 8): the summary line
 * states the suite's state, failure blocks add to the table rather than repeat it, a pass on thin evidence
 * is flagged, names link to their files at the head SHA (and to the dashboard when there is one), no
 * machine path reaches the comment, and the headline's first mark is the worst thing that happened.
 */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/report/markdown.js';
import { headline } from '../../src/report/headline.js';
import { allPassReport, mixedReport, report, run, scenario } from './fixtures.js';

/** A pass under a count rule resting on 2 runs: 100% with a 95% interval of 16–100% against a 66.6% threshold. */
const thinPass = () =>
  scenario('planner-thin', 'pass', {
    rule: { kind: 'count' },
    runs: [run(0), run(1)],
    interval: { low: 0.1581, high: 1 },
    evidence: 'at least 15.8% with 95% confidence after 2 runs; threshold 66.6% (thin evidence: not yet shown at or above the threshold)',
  });
/** A pass with the evidence behind it: its interval lies above the threshold. */
const solidPass = () => scenario('planner-solid', 'pass', { interval: { low: 0.72, high: 1 }, evidence: 'at least 72% with 95% confidence after 11 runs; threshold 66.6%' });

const LINKS = { repository: 'https://github.com/o/r', sha: 'abcdef0123456789abcdef0123456789abcdef01' };

describe('the summary line', () => {
  it("states the suite's state, not one scenario's reason", () => {
    const [, , summary] = renderMarkdown(allPassReport()).split('\n');
    expect(summary).toMatch(/^All 3 scenarios passed/);
    expect(summary).not.toContain('ran because');
  });

  it('counts the passes that rest on thin evidence', () => {
    const [, , summary] = renderMarkdown(report([thinPass(), solidPass()])).split('\n');
    expect(summary).toMatch(/^All 2 scenarios passed, 1 on thin evidence · /);
  });
});

describe('a failure block', () => {
  it('does not repeat the pass rate and threshold the table shows', () => {
    const text = renderMarkdown(mixedReport());
    const block = text.split('\n').find((line) => line.startsWith('**❌ planner-avoids-deletes'));
    expect(block).toBeDefined();
    expect(block).not.toMatch(/evaluated runs passed|needs ≥|33\.3%/);
    expect(block).toContain('`scenarios/planner-avoids-deletes.yaml:1`');
    const error = text.split('\n').find((line) => line.startsWith('**⚠️ reviewer-times-out'));
    expect(error).not.toMatch(/2 of 3 runs (could not be evaluated|not evaluated)/);
  });
});

describe('thin evidence', () => {
  it('a pass on 2 runs says "thin evidence" beside its ✅ (⚠️ is only "not evaluated"), and the evidence sentence says why', () => {
    const text = renderMarkdown(report([thinPass(), solidPass()]));
    const row = text.split('\n').find((line) => line.startsWith('| planner-thin'));
    expect(row).not.toContain('⚠️');
    expect(row).toContain('✅ passed, thin evidence');
    expect(text).toContain('at least 15.8% with 95% confidence after 2 runs; threshold 66.6% (thin evidence: not yet shown at or above the threshold)');
    const solid = text.split('\n').find((line) => line.startsWith('| planner-solid'));
    expect(solid).toContain('✅ passed');
    expect(solid).not.toContain('thin');
  });
});

describe('links', () => {
  it('names link to their file and line at the head SHA', () => {
    const text = renderMarkdown(mixedReport(), { links: LINKS });
    const url = `${LINKS.repository}/blob/${LINKS.sha}/scenarios/planner-avoids-deletes.yaml#L1`;
    expect(text).toContain(`| [planner-avoids-deletes](${url}) | ❌ failed`);
    expect(text).toContain(`**❌ [planner-avoids-deletes](${url})**`);
  });

  it('paths are taken from the repository root, each segment encoded', () => {
    const r = report([scenario('odd', 'fail', { file: 'scenarios/a b(1).yaml', line: 7 })]);
    const text = renderMarkdown(r, { links: { ...LINKS, root: 'evals' } });
    expect(text).toContain(`[odd](${LINKS.repository}/blob/${LINKS.sha}/evals/scenarios/a%20b%281%29.yaml#L7)`);
  });

  it('a hostile name stays text inside its link', () => {
    const r = report([scenario('x](https://evil.example) @octocat', 'fail')]);
    const text = renderMarkdown(r, { links: LINKS });
    // The brackets are escaped: the name is the link's text, not a link of its own.
    expect(text).toContain('[x\\](https://evil.example) @\u200boctocat](https://github.com/o/r/blob/');
    expect(text).not.toMatch(/@octocat/);
  });

  it('links each failing scenario to its dashboard page, and the dashboard from the foot, when published', () => {
    const text = renderMarkdown(mixedReport(), { links: { ...LINKS, dashboard: 'https://o.github.io/r/' } });
    expect(text).toMatch(/\[history\]\(https:\/\/o\.github\.io\/r\/scenarios\/planner-avoids-deletes-[0-9a-f]{8}\.html\)/);
    expect(text).toContain('[History dashboard](https://o.github.io/r/index.html)');
    expect(renderMarkdown(mixedReport(), { links: LINKS })).not.toContain('History dashboard');
  });
});

describe('machine paths', () => {
  it("the runner's workspace and temp folders never reach the comment", () => {
    const r = report([scenario('p', 'fail', { reason: 'ran because /home/runner/work/r/r/prompts/p.md changed' })], [
      'no history recorded yet in folder /home/runner/work/_temp/context-eval/history (history.store: dir): judged by thresholds alone',
    ]);
    const text = renderMarkdown(r, { paths: { workspace: '/home/runner/work/r/r', temp: '/home/runner/work/_temp' } });
    expect(text).not.toContain('/home/runner');
    expect(text).toContain('folder $RUNNER\\_TEMP/context-eval/history (history.store: dir)');
    expect(text).toContain('prompts/p.md');
  });
});

describe("the headline's first mark is the worst of verdict, regressions and review", () => {
  const allPass = () => report([scenario('a', 'pass'), scenario('b', 'pass')]);
  const first = (line: string) => /(✅|❌|⚠️|▼|✏️|⛔|⏭️)/u.exec(line)?.[1];

  it('every scenario passed and the review asked for changes: not ✅, whatever fail-on says', () => {
    const review = { verdict: 'CHANGES REQUESTED' as const, score: 5 };
    for (const failOn of [undefined, new Set(['threshold']), new Set(['review'])]) {
      const line = headline(allPass(), review, 'context-eval', failOn);
      expect(first(line), line).toBe('✏️');
      expect(line).toContain('2 passed');
    }
  });

  it('a blocked review or one that could not run: its own mark first', () => {
    expect(first(headline(allPass(), { verdict: 'BLOCKED' }, 'context-eval', new Set(['threshold'])))).toBe('⛔');
    expect(first(headline(allPass(), { verdict: 'could-not-review' }, 'context-eval', new Set(['threshold'])))).toBe('⚠️');
  });

  it('a failure outside fail-on still leads with ❌, marked as not failing the job', () => {
    const line = headline(report([scenario('a', 'pass'), scenario('b', 'fail')]), undefined, 'context-eval', new Set(['regression']));
    expect(first(line)).toBe('❌');
    expect(line).toContain('1 failed (not in fail-on)');
    expect(line).not.toContain('✅');
  });

  it('green only when nothing fired', () => {
    expect(first(headline(allPass(), { verdict: 'APPROVED', score: 8 }))).toBe('✅');
  });
});
