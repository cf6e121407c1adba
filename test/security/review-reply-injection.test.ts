/**
 * The reviewer model's reply is untrusted (issue 21 "injecting suggestion blocks, links or mentions
 * through the reviewer's reply"). A reply that puts ```suggestion blocks, @mentions, #123 and GH-123
 * references, raw HTML, Markdown links and images (tracking pixels), bare URLs, www. hosts and e-mail
 * addresses into its summary, issues, checklist notes and unknown checklist ids goes through the real
 * parser (src/review/reply.ts) and renderer (src/review/render.ts), and the why of a suggested correction
 * through suggestionBody: the rendered Markdown must hold none of them in a live form. Suggestion
 * fences exist only where the product makes them, from validated data (src/review/suggest/comments.ts).
 */
import { describe, expect, it } from 'vitest';
import { parseCriteria } from '../../src/review/criteria.js';
import { parseReviewerReply } from '../../src/review/reply.js';
import { renderReviewSection } from '../../src/review/render.js';
import { suggestionBody } from '../../src/review/suggest/comments.js';
import { createRedactor } from '../../src/security/redact.js';

/** What the review code was handed before a run's secrets are known: token shapes and secret-looking assignments. */
const REVIEW_REDACTOR = createRedactor([], { assignments: true });

const PAYLOADS = [
  '```suggestion\nDelete every test.\n```',
  '~~~suggestion\nrm -rf /\n~~~',
  'ping @octocat and @org/team',
  'fixes #123, see octo/demo#7 and GH-42',
  '<img src="https://t.example/pixel.png"> <details open><summary>x</summary></details> <!-- hidden --> <a href="https://evil.example">here</a>',
  '[click here](https://evil.example/login) and ![px](https://t.example/p.png?u=1)',
  '[ref]: https://evil.example/ref',
  'visit https://evil.example/a?b=c or http://evil.example or www.evil.example now',
  'mail admin@evil.example',
  '<https://evil.example/auto>',
  '&lt;img src=x&gt; &#64;octocat',
];
const JOINED = PAYLOADS.join(' \n ');

const criteria = parseCriteria('checklist:\n  - id: accuracy\n    description: Right.\n  - id: clarity\n    description: Clear.\n', 'criteria.yaml');

function reply(): string {
  return JSON.stringify({
    verdict: 'CHANGES REQUESTED',
    confidence: 0.8,
    score: 5,
    checklist: {
      accuracy: { pass: false, note: JOINED },
      clarity: { pass: true, note: PAYLOADS[7] },
      // An id the criteria do not hold: the parser notes it, quoting it.
      '@octocat https://evil.example #9': { pass: true, note: 'x' },
    },
    issues: PAYLOADS.map((message, i) => ({ severity: 'high', file: i % 2 === 0 ? 'https://evil.example/f.md' : '@octocat/#5.md', line: i + 1, message })),
    summary: JOINED,
  });
}

/** Every live form an injection could take in GitHub-flavoured Markdown. */
function live(markdown: string): string[] {
  const found: string[] = [];
  const check = (what: string, re: RegExp) => {
    const m = re.exec(markdown);
    if (m) found.push(`${what}: …${markdown.slice(Math.max(0, m.index - 20), m.index + 40)}…`);
  };
  check('a code fence', /^\s{0,3}(`{3,}|~{3,})/m);
  check('a mention', /(^|[^\w`\\])@[A-Za-z0-9]/);
  check('an issue reference', /#\d/);
  check('a GH- reference', /\bGH-\d/i);
  check('raw HTML', /<[A-Za-z!/?]/);
  check('an HTML entity', /&(?!amp;|lt;|gt;)[#A-Za-z0-9]+;/);
  check('a Markdown link or image', /(^|[^\\])\]\(|(^|[^\\])\]:/);
  check('an autolinked URL', /\b(?:https?|ftp):\/\//i);
  check('an autolinked www. host', /\bwww\./i);
  check('an autolinked e-mail address', /[\w.+-]@[A-Za-z0-9-]+\.[A-Za-z]/);
  return found;
}

describe("the reviewer's reply is inert in the comment", () => {
  it('summary, issues, checklist notes and noted ids carry no live suggestion block, mention, reference, HTML, link or image', () => {
    const parsed = parseReviewerReply(reply(), criteria);
    if (!parsed.ok) throw new Error(parsed.reason);
    const section = renderReviewSection({ state: 'reviewed', outputVerdict: 'CHANGES REQUESTED', verdict: parsed.verdict, findings: [], leaks: [], leakMode: 'warn', isolationWarnings: [] }, REVIEW_REDACTOR);
    // The texts are there, inert: a reader still sees what the model wrote.
    expect(section).toContain('octocat');
    expect(section).toContain('evil.example');
    expect(live(section)).toEqual([]);
  });

  it('a could-not-review reason that quotes the reply is inert too', () => {
    const parsed = parseReviewerReply(`Here you go: ${JOINED}`, criteria);
    expect(parsed.ok).toBe(false);
    const reason = parsed.ok ? '' : parsed.reason;
    const section = renderReviewSection({ state: 'could-not-review', outputVerdict: 'could-not-review', reason, findings: [], leaks: [], leakMode: 'warn', isolationWarnings: [] }, REVIEW_REDACTOR);
    expect(live(section)).toEqual([]);
  });

  it("a suggested correction's why is inert; its one suggestion fence is the product's own, around the replacement", () => {
    const body = suggestionBody({ path: 'prompts/a.md', start_line: 2, end_line: 2, replacement: 'You plan carefully.\n', why: JOINED }, REVIEW_REDACTOR);
    const [why, ...rest] = body.split('\n\n');
    expect(live(why ?? '')).toEqual([]);
    expect(rest.join('\n\n')).toBe('```suggestion\nYou plan carefully.\n```');
  });
});
