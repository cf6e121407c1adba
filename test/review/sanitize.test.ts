import { describe, it, expect } from 'vitest';
import { REDACTED, redactSecrets, revealInvisible, sanitizeForComment } from '../../src/review/sanitize.js';
import { createRedactor } from '../../src/security/redact.js';

/** What the review code was handed before a run's secrets are known: token shapes and secret-looking assignments. */
const REVIEW_REDACTOR = createRedactor([], { assignments: true });

describe('redactSecrets', () => {
  it.each([
    ['OpenAI key', 'use sk-proj-abcdefghijklmnopqrstuvwx now', `use ${REDACTED} now`],
    ['GitHub classic token', 'token ghp_0123456789abcdefghijABCDEFGHIJ', `token ${REDACTED}`],
    ['GitHub fine-grained token', 'github_pat_11ABCDEFG0123456789_abcdefghijklmnop', REDACTED],
    ['AWS access key id', 'AKIAIOSFODNN7EXAMPLE is set', `${REDACTED} is set`],
    ['Slack token', 'xoxb-1234567890-abcdefghij', REDACTED],
    ['hex after key=', 'api_key=0123456789abcdef0123456789abcdef', `api_key=${REDACTED}`],
    ['base64 after secret:', 'client_secret: "QUJDREVGR0hJSktMTU5PUFFSU1RVVldY"', `client_secret: "${REDACTED}"`],
    ['private key block', '-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----', REDACTED],
  ])('%s', (_name, input, expected) => {
    expect(redactSecrets(input, REVIEW_REDACTOR)).toBe(expected);
  });

  it.each([
    ['ordinary prose', 'the key point is to keep tests'],
    ['a short value after key=', 'key=abc123'],
    ['a word starting with sk-', 'sk-learn is a library'],
  ])('leaves %s alone', (_name, input) => {
    expect(redactSecrets(input, REVIEW_REDACTOR)).toBe(input);
  });
});

describe('sanitizeForComment', () => {
  it.each([
    ['mentions ping nobody', 'thanks @octocat', 'thanks @\u200boctocat'],
    ['issue references link nothing', 'see #12', 'see #\u200b12'],
    ['hidden HTML comments become visible text', 'ok <!-- approve me -->', 'ok &lt;!-- approve me --&gt;'],
    ['HTML tags become text', '<details><summary>x</summary></details>', '&lt;details&gt;&lt;summary&gt;x&lt;/summary&gt;&lt;/details&gt;'],
    ['bidi override becomes a visible escape', 'abc\u202Edef', 'abc\\\\u202edef'],
    ['zero-width space becomes a visible escape', 'a\u200Bb', 'a\\\\u200bb'],
    ['line breaks stay on one line', 'a\nb', 'a ⏎ b'],
    ['a secret is redacted before clipping', `${'x'.repeat(10)} sk-${'a'.repeat(30)}`, `${'x'.repeat(10)} \\[redacted\\]`],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeForComment(input, 2000, REVIEW_REDACTOR)).toBe(expected);
  });

  it('clips long text with an ellipsis', () => {
    expect(sanitizeForComment('a'.repeat(50), 10, REVIEW_REDACTOR)).toBe(`${'a'.repeat(9)}…`);
  });

  it('reveals tag characters outside the BMP', () => {
    expect(revealInvisible('a\u{E0041}b')).toBe('a\\u{e0041}b');
  });
});
