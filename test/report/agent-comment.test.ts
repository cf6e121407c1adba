import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/report/markdown.js';
import { agentReport } from './agent-fixtures.js';
import { expectGolden } from './golden.js';
import { allPassReport } from './fixtures.js';

/** Cell separators of a GFM table row: `|` not escaped by a backslash. */
function cellSeparators(row: string): number {
  let count = 0;
  for (let i = 0; i < row.length; i++) {
    if (row[i] === '\\') i++;
    else if (row[i] === '|') count++;
  }
  return count;
}

describe('the comment on agent scenarios (issue 33 items 1 and 6)', () => {
  const text = renderMarkdown(agentReport());

  it('golden: agents.md', () => {
    expectGolden('agents.md', text);
  });

  it('shows an own-rule gate’s verdict under its scenario', () => {
    expect(text).toContain('- ❌ `never_calls` (own rule, line 9, needs 100%): failed in 1 of 20 runs');
  });

  it('shows a passing gate as held, and one not evaluated with its reason', () => {
    const r = agentReport();
    const s = r.scenarios[0];
    if (s === undefined) throw new Error('fixture');
    s.gates = [
      { expectation: 'calls', line: 7, threshold: 0.95, rule: 'test', verdict: 'pass', passes: 20, attempted: 20, reason: '20/20 passed' },
      { expectation: 'order', line: 8, threshold: 0.9, rule: 'test', verdict: 'error', passes: 3, attempted: 4, reason: 'could not evaluate: 16 run(s) errored' },
    ];
    const out = renderMarkdown(r);
    expect(out).toContain('- ✅ `calls` (own rule, line 7, needs 95%): held in 20 of 20 runs');
    expect(out).toContain('- ⚠️ `order` (own rule, line 8, needs 90%): not evaluated — 16 runs errored');
  });

  it('code-formats the call’s tool and arguments in a failure line, `|` and backticks included', () => {
    expect(text).toContain('- 1× never\\_calls: called `delete_file` ``{"path":"src/auth.rs","reason":"start over | `rm` it"}`` at step 2');
  });

  it('says which stage of a chain failed, and what each stage decided', () => {
    expect(text).toContain('- 2× stage **reviewer**: ambiguous decision: the answer states approve and reject');
    expect(text).toContain('Stages of run 2: triage ✅ decided bug → reviewer ❌');
  });

  it('folds the tools changed against the base, per role, with tokens', () => {
    const fold = text.slice(text.indexOf('<details><summary>Tools changed'));
    expect(fold).toMatch(/^<details><summary>Tools changed against the base: 1 added, 1 changed, 1 removed \(\+64 tokens\)<\/summary>/);
    const rows = fold.split('\n').filter((line) => line.startsWith('|'));
    expect(rows).toContain('| fixer | `search_code` | ➕ added | 84 (+84) |');
    expect(rows).toContain('| fixer | `read_file` | ✏️ description, parameters | 40 → 58 (+18) |');
    expect(rows).toContain('| fixer | `delete_file` | ➖ removed | 38 → 0 (−38) |');
    expect(fold).not.toContain('list_files');
    for (const row of rows) expect(cellSeparators(row)).toBe(5);
    expect(fold).toContain('- `read_file` description: “Reads a file.” → “Reads a file of the repository \\| returns at most 200 lines; never \\`cat\\` a binary.”');
  });

  it('keeps the fold’s table whole and inert whatever a role or tool is called', () => {
    const r = agentReport();
    r.tools = [{ role: 'fix|er @octocat', tools: [{ name: 'a|b`<img>`', file: 't.yaml', status: 'added', tokensAfter: 5, delta: 5 }] }];
    const out = renderMarkdown(r);
    const rows = out.slice(out.indexOf('Tools changed')).split('\n').filter((line) => line.startsWith('|'));
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(cellSeparators(row)).toBe(5);
    expect(rows[2]).toBe('| fix\\|er @\u200boctocat | `` a\\|b`<img>` `` | ➕ added | 5 (+5) |');
    expect(out).not.toMatch(/@octocat/);
  });

  it('shows no tools fold when no tool changed', () => {
    expect(renderMarkdown(allPassReport())).not.toContain('Tools changed');
  });
});

describe('call arguments in failure lines', () => {
  const lineOf = (failure: string): string => {
    const r = agentReport();
    const s = r.scenarios[0];
    const bad = s?.runs[13];
    if (bad === undefined) throw new Error('fixture');
    bad.failures = [failure];
    return renderMarkdown(r).split('\n').find((line) => line.startsWith('- 1×')) ?? '';
  };

  it('code-formats arguments that the failure line cut short, up to its …', () => {
    expect(lineOf('never_calls: called delete_file {"path":"src/a…rs","x":"' + 'y'.repeat(20) + '… at step 2')).toBe(
      '- 1× never\\_calls: called `delete_file` `{"path":"src/a…rs","x":"yyyyyyyyyyyyyyyyyyyy…` at step 2',
    );
  });

  it('keeps mentions, HTML and issue references in arguments inert', () => {
    const line = lineOf('args_valid: send_mail {"to":"@octocat <b>#12</b>"} at step 1: the role offers no tool send_mail');
    expect(line).toContain('`send_mail` `{"to":"@\u200boctocat <b>#\u200b12</b>"}`');
    expect(line).not.toMatch(/@octocat|#12/);
  });

  it('leaves braces that are not JSON arguments as prose', () => {
    expect(lineOf('json_schema: expected {a, b} at $.steps')).toBe('- 1× json\\_schema: expected {a, b} at $.steps');
  });
});

describe('the tools fold when the comment is trimmed', () => {
  it('drops the descriptions before the failure details, and the fold with them, saying so', () => {
    const r = agentReport();
    const full = renderMarkdown(r);
    const bytes = Buffer.byteLength(full, 'utf8');
    const shorter = renderMarkdown(r, { maxBytes: bytes - 1 });
    expect(shorter).toContain('<details><summary>Tools changed against the base');
    expect(shorter).not.toContain('description: “Reads a file.”');
    expect(shorter).toContain("the changed tools' descriptions");
    const tiny = renderMarkdown(r, { maxBytes: 600 });
    expect(tiny).not.toContain('Tools changed against the base: ');
    expect(tiny).toContain('the tools changed against the base');
    expect(tiny).toContain('agent-never-deletes');
  });
});

describe('JSON in other failure lines', () => {
  it('code-formats the JSON but not the prose word before it', () => {
    const r = agentReport();
    const bad = r.scenarios[0]?.runs[13];
    if (bad === undefined) throw new Error('fixture');
    bad.failures = ['equals: expected {"a":1}, found: {"b":"x|y"}'];
    const line = renderMarkdown(r).split('\n').find((l) => l.startsWith('- 1×'));
    expect(line).toBe('- 1× equals: expected `{"a":1}`, found: `{"b":"x|y"}`');
  });
});
