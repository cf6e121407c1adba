/**
 * Issue 30, row 12: with `persist-credentials: true`, actions/checkout stores the job's token in
 * .git/config as `AUTHORIZATION: basic base64("x-access-token:<token>")`; the redactor missed that form.
 * A registered secret is now also redacted inside base64, at whatever offset it sits in the encoded bytes.
 */
import { describe, expect, it } from 'vitest';
import { createRedactor, REDACTED } from '../../src/security/redact.js';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
/** A token with no known shape (not ghs_…), so that only the registered value can catch it. */
const TOKEN = 'q7Lm2Xw9Pz4Rk8Vt1Bn6Hc3Jd5Fs0Ga';

describe('a registered secret inside base64', () => {
  it('the checkout extraheader form is redacted', () => {
    const redactor = createRedactor([TOKEN]);
    const header = `\textraheader = AUTHORIZATION: basic ${b64(`x-access-token:${TOKEN}`)}\n`;
    const out = redactor.redact(header);
    expect(out).toContain(REDACTED);
    expect(out).toContain('extraheader = AUTHORIZATION: basic ');
    // What is left of the encoding cannot give the token back.
    const left = /basic (\S*)/.exec(out)?.[1] ?? '';
    expect(Buffer.from(left.replace(REDACTED, ''), 'base64').toString('latin1')).not.toContain(TOKEN.slice(0, 6));
  });

  it.each([0, 1, 2, 3, 4, 5])('at byte offset %i of the encoded text, and with text after it', (offset) => {
    const redactor = createRedactor([TOKEN]);
    const encoded = b64(`${'p'.repeat(offset)}${TOKEN}:trailing`);
    const out = redactor.redact(`value ${encoded} end`);
    expect(out).toContain(REDACTED);
    expect(out).not.toContain(encoded);
    const rest = out.split(REDACTED).map((part) => part.replace(/^value |\s*end$/g, ''));
    for (const part of rest) expect(Buffer.from(part, 'base64').toString('latin1')).not.toContain(TOKEN.slice(0, 8));
  });

  it('plain text and other base64 are left alone', () => {
    const redactor = createRedactor([TOKEN]);
    const other = b64('x-access-token:someone-else-entirely-0123456789');
    expect(redactor.redact(`hello ${other}`)).toBe(`hello ${other}`);
  });
});
