/**
 * HTTP pieces of the fake GitHub: route templates, GitHub-style pagination, and injected faults.
 */
import type { IncomingMessage } from 'node:http';

const MAX_PER_PAGE = 100;
const DOCS = 'https://docs.github.com/rest';

export interface FaultSpec {
  /**
   * rate-limit: x-ratelimit-remaining 0; secondary-rate-limit: GitHub's secondary limit message; server-error: a 5xx;
   * forbidden: a read-only token's "Resource not accessible by integration" (a fork PR's GITHUB_TOKEN).
   */
  kind: 'rate-limit' | 'secondary-rate-limit' | 'server-error' | 'forbidden';
  status: 403 | 429 | 500 | 502 | 503;
  /** How many matching requests get the fault; 1 by default. */
  times?: number;
  /** Only requests with this method (e.g. 'POST'); any by default. */
  method?: string;
  /** Only requests whose path ends with this (e.g. '/issues/2/comments'); any by default. */
  path?: string;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export function templatePattern(template: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_m, name: string) => {
    names.push(name);
    return name === 'path' ? '(.+)' : '([^/]+)';
  });
  return { regex: new RegExp(`^${source}$`), names };
}

/** GitHub's page slicing and Link header (rel next/last/first/prev). */
export function paginate<T>(items: T[], query: Record<string, string>, requestUrl: URL): { page: T[]; headers: Record<string, string> } {
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Number(query['per_page'] ?? 30) || 30));
  const pageNumber = Math.max(1, Number(query['page'] ?? 1) || 1);
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const link = (page: number, rel: string) => {
    const target = new URL(requestUrl.href);
    target.searchParams.set('per_page', String(perPage));
    target.searchParams.set('page', String(page));
    return `<${target.href}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (pageNumber > 1) links.push(link(pageNumber - 1, 'prev'));
  if (pageNumber < lastPage) links.push(link(pageNumber + 1, 'next'), link(lastPage, 'last'));
  if (pageNumber > 1) links.push(link(1, 'first'));
  const page = items.slice((pageNumber - 1) * perPage, pageNumber * perPage);
  return { page, headers: links.length > 0 ? { link: links.join(', ') } : {} };
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

/** The answer GitHub gives for each kind of fault. */
export function faultReply(fault: FaultSpec): Reply {
  const resetAt = String(Math.floor(Date.now() / 1000));
  if (fault.kind === 'rate-limit') {
    return {
      status: fault.status,
      headers: { 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '0', 'x-ratelimit-used': '5000', 'x-ratelimit-reset': resetAt },
      body: { message: 'API rate limit exceeded for installation ID 1.', documentation_url: `${DOCS}/overview/rate-limits-for-the-rest-api` },
    };
  }
  if (fault.kind === 'secondary-rate-limit') {
    return {
      status: fault.status,
      headers: { 'retry-after': '0' },
      body: {
        message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
        documentation_url: `${DOCS}/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits`,
      },
    };
  }
  if (fault.kind === 'forbidden') {
    return { status: fault.status, body: { message: 'Resource not accessible by integration', documentation_url: `${DOCS}/issues/comments#create-an-issue-comment`, status: '403' } };
  }
  return { status: fault.status, body: { message: 'Server Error', documentation_url: DOCS } };
}

