import { describe, it, expect } from 'vitest';
import { findLinkedIssue } from '../../src/review/linked-issue.js';

const here = { owner: 'acme', repo: 'agents' };

describe('findLinkedIssue', () => {
  const cases: { body: string; expected: { owner: string; repo: string; number: number } | undefined }[] = [
    { body: 'Closes #12', expected: { owner: 'acme', repo: 'agents', number: 12 } },
    { body: 'This PR fixes #7 and more.', expected: { owner: 'acme', repo: 'agents', number: 7 } },
    { body: 'RESOLVED: #3', expected: { owner: 'acme', repo: 'agents', number: 3 } },
    { body: 'fixed #4', expected: { owner: 'acme', repo: 'agents', number: 4 } },
    { body: 'close #5', expected: { owner: 'acme', repo: 'agents', number: 5 } },
    { body: 'Fixes other-org/tools#12', expected: { owner: 'other-org', repo: 'tools', number: 12 } },
    { body: 'Resolves https://github.com/acme/infra/issues/99', expected: { owner: 'acme', repo: 'infra', number: 99 } },
    { body: 'Related to #12\n\nCloses #13', expected: { owner: 'acme', repo: 'agents', number: 13 } },
    { body: 'Refs #12', expected: undefined },
    { body: 'See #12, it closes soon', expected: undefined },
    { body: 'prefixes #12', expected: undefined },
    { body: 'Use `Closes #12` to link an issue.', expected: undefined },
    { body: '```\nCloses #12\n```\nNothing linked.', expected: undefined },
    { body: '~~~md\nFixes #1\n~~~', expected: undefined },
    { body: '<!-- Closes #123 (replace with your issue) -->\nSmall fix.', expected: undefined },
    { body: 'Closes https://github.com/acme/agents/pull/5', expected: undefined },
    { body: 'Closes #12abc', expected: undefined },
    { body: '', expected: undefined },
  ];
  it.each(cases)('$body', ({ body, expected }) => {
    expect(findLinkedIssue(body, here)).toEqual(expected);
  });
});
