/** The triggering event, parsed from GITHUB_EVENT_NAME and the payload, and the mode it implies. Pure. */
import { z } from 'zod';
import { readFileSync } from 'node:fs';
import { InputError } from '../inputs.js';

export type Mode = 'pr' | 'drift' | 'full';

const PullRequestPayload = z.object({
  action: z.string().optional(),
  /** The label a `labeled` event added. */
  label: z.object({ name: z.string() }).optional(),
  /** Who caused the event (for `labeled`: who added the label). */
  sender: z.object({ login: z.string().min(1) }).optional(),
  pull_request: z.object({
    user: z.object({ login: z.string().min(1) }).nullable().optional(),
    number: z.number().int().positive(),
    title: z.string().nullable().optional(),
    body: z.string().nullable().optional(),
    labels: z.array(z.object({ name: z.string() })).optional(),
    head: z.object({ sha: z.string().min(7), ref: z.string(), repo: z.object({ full_name: z.string() }).nullable() }),
    base: z.object({ sha: z.string().min(7), ref: z.string(), repo: z.object({ full_name: z.string() }) }),
  }),
  repository: z.object({ full_name: z.string(), name: z.string(), owner: z.object({ login: z.string() }), default_branch: z.string().optional() }),
});

export interface PullRequestEvent {
  kind: 'pull_request';
  action: string | undefined;
  number: number;
  headSha: string;
  baseSha: string;
  baseRef: string;
  owner: string;
  repo: string;
  /** The head repository differs from the base repository. */
  fromFork: boolean;
  /** The PR's title and body as the event carries them (untrusted text). */
  title?: string;
  body?: string;
  /** The PR's labels when the event was sent. */
  labels?: string[];
  /** The label a `labeled` event added. */
  label?: string;
  /** The event's sender: for `labeled`, the user who added the label. */
  sender?: string;
  /** The pull request's author. */
  author?: string;
}

export interface OtherEvent {
  kind: 'schedule' | 'workflow_dispatch' | 'push' | 'other';
  name: string;
  sha: string;
  ref: string;
  /** The repository's default branch (payload `repository.default_branch`), when the payload names it. */
  defaultBranch?: string;
}

/** Only the part of a non-PR payload we read; a payload without it is still a valid event. */
const RepositoryPayload = z.object({ repository: z.object({ default_branch: z.string().min(1) }) });

export type ActionEvent = PullRequestEvent | OtherEvent;

export const PR_ACTIONS = ['opened', 'synchronize', 'reopened', 'ready_for_review'] as const;

export function parseEvent(name: string, payload: unknown, env: { GITHUB_SHA?: string; GITHUB_REF?: string }): ActionEvent {
  if (name === 'pull_request' || name === 'pull_request_target') {
    const parsed = PullRequestPayload.safeParse(payload);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`the ${name} event payload is not a pull request (${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}); is GITHUB_EVENT_PATH right?`);
    }
    const p = parsed.data;
    return {
      kind: 'pull_request',
      action: p.action,
      number: p.pull_request.number,
      headSha: p.pull_request.head.sha,
      baseSha: p.pull_request.base.sha,
      baseRef: p.pull_request.base.ref,
      owner: p.repository.owner.login,
      repo: p.repository.name,
      fromFork: p.pull_request.head.repo?.full_name !== p.pull_request.base.repo.full_name,
      title: p.pull_request.title ?? '',
      body: p.pull_request.body ?? '',
      labels: (p.pull_request.labels ?? []).map((l) => l.name),
      ...(p.label === undefined ? {} : { label: p.label.name }),
      ...(p.sender === undefined ? {} : { sender: p.sender.login }),
      ...(p.pull_request.user ? { author: p.pull_request.user.login } : {}),
    };
  }
  const kind = name === 'schedule' || name === 'workflow_dispatch' || name === 'push' ? name : 'other';
  const repository = RepositoryPayload.safeParse(payload);
  return {
    kind,
    name,
    sha: env.GITHUB_SHA ?? '',
    ref: env.GITHUB_REF ?? '',
    ...(repository.success ? { defaultBranch: repository.data.repository.default_branch } : {}),
  };
}

/** `auto` follows the event (DESIGN §7); an event auto cannot map gives a message saying what to do. */
export function resolveMode(mode: 'auto' | Mode, event: ActionEvent, eventName: string): { mode: Mode } | { error: string } {
  if (mode !== 'auto') {
    if (mode === 'pr' && event.kind !== 'pull_request') return { error: `mode: pr needs a pull_request event; this run was triggered by '${eventName}'. Use mode: full, or run on pull_request.` };
    return { mode };
  }
  switch (event.kind) {
    case 'pull_request':
      return { mode: 'pr' };
    case 'schedule':
      return { mode: 'drift' };
    case 'workflow_dispatch':
    case 'push':
      return { mode: 'full' };
    default:
      return {
        error: `context-eval does not know what to do on the '${eventName}' event with mode: auto. Trigger it on pull_request, schedule, workflow_dispatch or push, or set mode: full to run every scenario.`,
      };
  }
}

/** The event payload GitHub wrote at GITHUB_EVENT_PATH ({} when there is none); a bad one is named, with its path. */
export function readEventPayload(eventPath: string | undefined): unknown {
  if (!eventPath) return {};
  let text: string;
  try {
    text = readFileSync(eventPath, 'utf8');
  } catch (err) {
    throw new InputError(`the event payload ${eventPath} (GITHUB_EVENT_PATH) could not be read (${err instanceof Error ? err.message : String(err)}); the runner writes it, so check that the step runs on a GitHub runner or that GITHUB_EVENT_PATH points at the event's JSON file`);
  }
  try {
    return JSON.parse(text);
  } catch {
    // JSON.parse's message quotes the text; the path is enough to find it.
    throw new InputError(`the event payload ${eventPath} (GITHUB_EVENT_PATH) is not valid JSON; the runner writes it, so check that GITHUB_EVENT_PATH points at the event's JSON file`);
  }
}
