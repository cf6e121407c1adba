import { describe, expect, it } from 'vitest';
import { forkExecWarning, forkNotice, untouchedNotice } from '../../src/action/notices.js';

describe('notices', () => {
  it.each([
    ['pull_request_target', true, ['agent'], true],
    ['pull_request_target', false, ['agent'], false],
    ['pull_request_target', true, [], false],
    ['pull_request', true, ['agent'], false],
  ] as const)('forkExecWarning(%s, fork=%s, %j) warns: %s', (event, fork, exec, warns) => {
    const w = forkExecWarning(event, fork, [...exec]);
    expect(w !== undefined).toBe(warns);
    if (w) expect(w).toContain('agent');
  });

  it('the fork notice names the variables and both ways to run the evaluation', () => {
    const n = forkNotice(['OPENAI_API_KEY']);
    expect(n).toContain('`OPENAI_API_KEY`');
    expect(n).toContain('workflow_dispatch');
    expect(n).toContain('`pull_request` → `workflow_run`');
  });

  it('the untouched notice names the short SHA', () => {
    expect(untouchedNotice('a'.repeat(40))).toContain('a'.repeat(12));
  });
});
