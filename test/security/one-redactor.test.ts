/**
 * Issue 21, item 7 "one redactor": the provider error messages scrubbed the key with their own split/join
 * (src/providers/http-errors.ts), which knew the key whole and its first 8 characters only. A server that
 * echoes the rest of a wrong key (`sk-…***<the rest>`), or quotes another credential, printed it.
 * Server messages now pass through the one redaction point (src/security/redact.ts).
 */
import { describe, expect, it } from 'vitest';
import { providerErrorForStatus, providerErrorFromSdk, type CallTarget, type SdkErrorClasses } from '../../src/providers/http-errors.js';
import { leaksOf, PLANTED_KEY, SHAPED } from './leak-check.js';

const target: CallTarget = { provider: 'main', model: 'gpt-x', baseUrl: 'http://127.0.0.1:1/v1', keyEnv: 'LLM_KEY', secret: PLANTED_KEY };

class APIError extends Error {
  status: number | undefined = undefined;
  headers = undefined;
}
class APIUserAbortError extends Error {}
class APIConnectionError extends Error {}
class APIConnectionTimeoutError extends APIConnectionError {}
const classes: SdkErrorClasses = { APIError, APIUserAbortError, APIConnectionError, APIConnectionTimeoutError };

describe('provider error messages go through the one redactor', () => {
  it.each([400, 404, 429, 500])('HTTP %i: the tail of an echoed key and token shapes are redacted', (status) => {
    const echoed = `Incorrect API key provided: ${PLANTED_KEY.slice(0, 4)}***${PLANTED_KEY.slice(4)}; also tried ${SHAPED.github}`;
    const err = providerErrorForStatus(status, target, echoed, undefined);
    expect(leaksOf({ message: err.message }, PLANTED_KEY, 8)).toEqual([]);
    expect(err.message).not.toContain(SHAPED.github.slice(0, 10));
    expect(err.message).toContain('[redacted]');
  });

  it('a connection error or an unexpected error quoting the key is redacted too', () => {
    const net = providerErrorFromSdk(new APIConnectionError(`proxy refused key ...${PLANTED_KEY.slice(3)}`), classes, target);
    const other = providerErrorFromSdk(new Error(`boom ${PLANTED_KEY.slice(2, 20)}`), classes, target);
    expect(leaksOf({ net: net.message, other: other.message }, PLANTED_KEY, 8)).toEqual([]);
  });
});
