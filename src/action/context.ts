/**
 * What the action pipeline is given (src/action/run-action.ts): the inputs, the event, the runner's
 * environment, a way to reach GitHub, and where it writes (the log, annotations, the job summary).
 * main.ts builds it from the process; the in-process tests build it from fakes.
 */
import type { ActionEvent } from './event.js';
import type { JobSummary } from './summary.js';
import type { GitHub } from '../github/github.js';
import type { Inputs } from '../inputs.js';
import type { Env } from '../security/secrets.js';
import type { CacheBackend } from './response-cache.js';
import type { ShardArtifacts } from './shard-artifacts.js';

/** The action's outputs (action.yml). */
export interface Outputs {
  verdict: 'pass' | 'fail' | 'error' | 'skipped';
  report: string;
  'comment-url': string;
  passed: number;
  failed: number;
  errored: number;
  'review-verdict': string;
  /** Scenarios whose comparison with the baseline is a drop. */
  regressions: number;
}

export function initialOutputs(): Outputs {
  return { verdict: 'error', report: '', 'comment-url': '', passed: 0, failed: 0, errored: 0, 'review-verdict': 'skipped', regressions: 0 };
}

export interface AnnotationProps {
  title?: string;
  file?: string;
  startLine?: number;
}

/** The log and annotations; the action passes the redacting sink (src/action/sink.ts). */
export interface ActionLog {
  info(message: string): void;
  notice(message: string): void;
  warning(message: string, props?: AnnotationProps): void;
  error(message: string, props?: AnnotationProps): void;
  setFailed(message: string): void;
}

/** The runner's variables the pipeline reads (GITHUB_*, RUNNER_TEMP). */
export interface RunnerEnv {
  eventName: string;
  workspace: string;
  sha: string;
  ref: string;
  /** owner/name */
  repository: string;
  runId?: string;
  runAttempt?: string;
  serverUrl?: string;
  runnerTemp?: string;
}

/** The runner's variables from an environment (process.env in the action). */
export function runnerEnvFrom(env: Env, cwd: string): RunnerEnv {
  const get = (name: string): string | undefined => {
    const v = env[name];
    return v === undefined || v === '' ? undefined : v;
  };
  const optional = <K extends string>(key: K, name: string): Partial<Record<K, string>> => {
    const v = get(name);
    return v === undefined ? {} : ({ [key]: v } as Record<K, string>);
  };
  return {
    eventName: get('GITHUB_EVENT_NAME') ?? '',
    workspace: get('GITHUB_WORKSPACE') ?? cwd,
    sha: get('GITHUB_SHA') ?? '',
    ref: get('GITHUB_REF') ?? '',
    repository: get('GITHUB_REPOSITORY') ?? '',
    ...optional('runId', 'GITHUB_RUN_ID'),
    ...optional('runAttempt', 'GITHUB_RUN_ATTEMPT'),
    ...optional('serverUrl', 'GITHUB_SERVER_URL'),
    ...optional('runnerTemp', 'RUNNER_TEMP'),
  };
}

/** The run's page, for links from the comment and the drift issue. */
export function runUrlOf(r: RunnerEnv): string | undefined {
  return r.serverUrl && r.repository && r.runId ? `${r.serverUrl}/${r.repository}/actions/runs/${r.runId}` : undefined;
}

export interface ActionContext {
  inputs: Inputs;
  event: ActionEvent;
  runner: RunnerEnv;
  /** The process environment: provider keys are read from it. */
  env: Env;
  /** The GitHub helper, built on first use (a run that never calls GitHub needs no token). */
  github: () => GitHub;
  log: ActionLog;
  summary: JobSummary;
  /** The response cache's store across jobs (@actions/cache in the action); undefined: no cache backend. */
  cacheBackend?: () => Promise<CacheBackend | undefined>;
  /** This workflow run's artifacts, where shard jobs leave their results for the merge job (@actions/artifact in the action). */
  artifacts?: () => Promise<ShardArtifacts>;
  /** For data that leaves the process (report.json, event logs). */
  redactData: (text: string) => string;
  /** The progress lines in the log (src/action/progress-log.ts): tests inject a short interval. */
  progress?: { everyMs?: number };
}
