/** The action's inputs (DESIGN §7), parsed with zod. The only caller of core.getInput. */
import * as core from '@actions/core';
import { z } from 'zod';

import { FAIL_ON, type FailOn } from './action/fail-on.js';
import { parseShard, type ShardSpec } from './pipeline/shard.js';

export { FAIL_ON, type FailOn };

const bool = (name: string) =>
  z.string().transform((v, ctx) => {
    const t = v.trim().toLowerCase();
    if (t === 'true') return true;
    if (t === 'false') return false;
    ctx.addIssue({ code: 'custom', message: `${name}: expected true or false; got '${v}'` });
    return z.NEVER;
  });

/** The `concurrency` input's default and largest value (the CLI's --concurrency has the same). */
export const DEFAULT_CONCURRENCY = 8;
export const MAX_CONCURRENCY = 256;

const list = (v: string) => v.split(',').map((x) => x.trim()).filter((x) => x !== '');

export const InputsSchema = z.object({
  config: z.string().trim().min(1, 'config: give the path of the config file, e.g. context-eval.yaml'),
  githubToken: z.string(),
  /** This job's shard of the selected scenarios (a matrix job); undefined: the whole selection. */
  shard: z.string().transform((v, ctx): ShardSpec | undefined => {
    if (v.trim() === '') return undefined;
    try {
      return parseShard(v, 'shard');
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: err instanceof Error ? err.message : String(err) });
      return z.NEVER;
    }
  }),
  mode: z.string().transform((v, ctx) => {
    const t = v.trim() || 'auto';
    if (t === 'auto' || t === 'pr' || t === 'drift' || t === 'full' || t === 'merge') return t;
    ctx.addIssue({ code: 'custom', message: `mode: unknown value '${v}'; expected auto, pr, drift, full or merge` });
    return z.NEVER;
  }),
  runs: z.string().transform((v, ctx) => {
    const t = v.trim();
    if (t === '') return undefined;
    if (/^\d+$/.test(t) && Number(t) >= 1 && Number(t) <= 1000) return Number(t);
    ctx.addIssue({ code: 'custom', message: `runs: expected a whole number from 1 to 1000, or empty; got '${v}'` });
    return z.NEVER;
  }),
  /** Model calls in flight (the CLI's --concurrency); a provider's max_concurrency caps its own further. */
  concurrency: z.string().transform((v, ctx) => {
    const t = v.trim();
    if (t === '') return DEFAULT_CONCURRENCY;
    if (/^\d+$/.test(t) && Number(t) >= 1 && Number(t) <= MAX_CONCURRENCY) return Number(t);
    ctx.addIssue({ code: 'custom', message: `concurrency: expected a whole number from 1 to ${MAX_CONCURRENCY} (model calls in flight), or empty for ${DEFAULT_CONCURRENCY}; got '${v}'` });
    return z.NEVER;
  }),
  only: z.string().transform((v) => {
    const items = list(v);
    return items.length > 0 ? items : undefined;
  }),
  comment: bool('comment'),
  review: bool('review'),
  record: z.string().transform((v, ctx) => {
    const t = v.trim().toLowerCase() || 'auto';
    if (t === 'auto' || t === 'true' || t === 'false') return t;
    ctx.addIssue({ code: 'custom', message: `record: unknown value '${v}'; expected auto, true or false` });
    return z.NEVER;
  }),
  failOn: z.string().transform((v, ctx) => {
    // Every comma-separated entry must be a name: an empty one (`,`, ` , `, `a,,b`, `a,`) is a typo,
    // never "fail on nothing". Names are matched against the list, never looked up as object keys.
    const entries = v.split(',').map((x) => x.trim());
    const problems: string[] = [];
    if (entries.some((e) => e === '')) {
      problems.push(`fail-on: empty entry in '${v}'; list names separated by commas, e.g. threshold,regression,error`);
    }
    const bad = entries.filter((e) => e !== '' && !(FAIL_ON as readonly string[]).includes(e));
    if (bad.length > 0) {
      problems.push(`fail-on: unknown value${bad.length > 1 ? 's' : ''} ${bad.map((b) => `'${b}'`).join(', ')}; expected ${FAIL_ON.join(', ')}`);
    }
    if (problems.length > 0) {
      for (const message of problems) ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return new Set(entries.filter((i): i is FailOn => (FAIL_ON as readonly string[]).includes(i)));
  }),
}).superRefine((inputs, ctx) => {
  if (inputs.mode === 'merge' && inputs.shard !== undefined) {
    ctx.addIssue({ code: 'custom', message: `shard: the merge job (mode: merge) runs no shard of its own; leave shard empty there and give it to the matrix jobs that run the shards` });
  }
});

export type Inputs = z.output<typeof InputsSchema>;

export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}

/** Parses raw input strings (as core.getInput returns them); throws InputError listing every bad input. */
export function parseInputs(raw: Record<string, string>): Inputs {
  const parsed = InputsSchema.safeParse({
    config: raw.config ?? 'context-eval.yaml',
    githubToken: raw['github-token'] ?? '',
    shard: raw.shard ?? '',
    mode: raw.mode ?? 'auto',
    runs: raw.runs ?? '',
    concurrency: raw.concurrency ?? '',
    only: raw.only ?? '',
    comment: raw.comment || 'true',
    review: raw.review || 'true',
    record: raw.record ?? 'auto',
    failOn: raw['fail-on'] || 'threshold,regression,error',
  });
  if (parsed.success) return parsed.data;
  throw new InputError(parsed.error.issues.map((i) => i.message).join('; '));
}

export const INPUT_NAMES = ['config', 'github-token', 'mode', 'runs', 'only', 'comment', 'review', 'record', 'fail-on', 'shard', 'concurrency'] as const;

export function readInputs(): Inputs {
  const raw: Record<string, string> = {};
  for (const name of INPUT_NAMES) raw[name] = core.getInput(name);
  if (raw['github-token']) core.setSecret(raw['github-token']);
  return parseInputs(raw);
}
