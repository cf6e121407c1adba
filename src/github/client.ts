/**
 * The one GitHub client: Octokit with the retry and throttling plugins. Every GitHub call goes through it.
 */
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';

const ContextEvalOctokit = Octokit.plugin(retry, throttling);

export type GitHubClient = InstanceType<typeof ContextEvalOctokit>;

export interface GitHubClientOptions {
  token: string;
  /** The REST base URL, i.e. GITHUB_API_URL; https://api.github.com when absent. GraphQL goes to `${baseUrl}/graphql`. */
  baseUrl?: string;
  log?: (msg: string) => void;
  /**
   * The unit, in ms, by which both plugins multiply their waits (Octokit's `retryAfterBaseValue`, 1000 by default).
   * Tests set it low so retries after a rate limit take milliseconds, not seconds.
   */
  retryBaseMs?: number;
  /**
   * Applied to the `body` and `title` of every request (comments, issues): the action passes its
   * redactor (src/action/sink.ts), so nothing it posts can carry a secret.
   */
  redact?: (text: string) => string;
}

/** @octokit/plugin-request-log's line for a request answered 404: "GET /repos/o/r/git/ref/heads%2Fx - 404 with id …". */
const NOT_FOUND_LINE = /^[A-Z]+ \S+ - 404 with id /;

/** Retries after a primary rate limit (x-ratelimit-remaining: 0). */
export const RATE_LIMIT_RETRIES = 2;
/** Retries after a secondary rate limit. */
export const SECONDARY_RATE_LIMIT_RETRIES = 1;

export function createGitHubClient(opts: GitHubClientOptions): GitHubClient {
  if (opts.token.trim() === '') {
    throw new Error('github-token is empty: pass `github-token: ${{ github.token }}` (the default) or a token with pull-requests: write.');
  }
  const log = opts.log ?? (() => undefined);
  const baseUrl = (opts.baseUrl?.trim() || 'https://api.github.com').replace(/\/+$/, '');
  const retryAfterBaseValue = opts.retryBaseMs ?? 1000;
  const client = new ContextEvalOctokit({
    auth: opts.token,
    baseUrl,
    userAgent: 'context-eval',
    log: {
      debug: () => undefined,
      info: () => undefined,
      warn: (message: string) => log(`GitHub API warning: ${message}`),
      // A 404 is an answer its caller reads ("no such branch yet", "no such file"): the normal no-history
      // case is not an error in the log. A 404 a caller does not expect is thrown, and that caller names it.
      error: (message: string) => {
        if (!NOT_FOUND_LINE.test(message)) log(`GitHub API error: ${message}`);
      },
    },
    // 429 belongs to the throttling plugin, which reads GitHub's rate-limit headers; the retry plugin
    // handles 5xx and network errors.
    retry: { retryAfterBaseValue, doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451] },
    throttle: {
      retryAfterBaseValue,
      onRateLimit: (retryAfter, options, _octokit, retryCount) => {
        const request = `${options.method} ${options.url}`;
        if (retryCount < RATE_LIMIT_RETRIES) {
          log(`GitHub rate limit hit on ${request}; retry ${retryCount + 1}/${RATE_LIMIT_RETRIES} in ${retryAfter}s.`);
          return true;
        }
        log(`GitHub rate limit hit on ${request}; giving up after ${RATE_LIMIT_RETRIES} retries.`);
        return false;
      },
      onSecondaryRateLimit: (retryAfter, options, _octokit, retryCount) => {
        const request = `${options.method} ${options.url}`;
        if (retryCount < SECONDARY_RATE_LIMIT_RETRIES) {
          log(`GitHub secondary rate limit hit on ${request}; retrying once in ${retryAfter}s.`);
          return true;
        }
        log(`GitHub secondary rate limit hit again on ${request}; giving up.`);
        return false;
      },
    },
  });
  const redact = opts.redact;
  if (redact) {
    client.hook.before('request', (options) => {
      for (const field of ['body', 'title'] as const) {
        const value: unknown = options[field];
        if (typeof value === 'string') options[field] = redact(value);
      }
    });
  }
  return client;
}
