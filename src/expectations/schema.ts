/**
 * Expectation kinds (DESIGN §3). In a scenario file each expectation is a mapping with exactly one key,
 * the kind, whose value holds its arguments: `- absent: [delete]`.
 */
import { z } from 'zod';
import { TRAJECTORY_ARGS, TRAJECTORY_DOCS } from '../agent/expectations.js';

export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

const stringOrList = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).transform((v) => (typeof v === 'string' ? [v] : v));

/** The argument schema of each kind. */
export const EXPECTATION_ARGS = {
  field_matches: z.strictObject({
    path: z.string().min(1).describe('Where in the JSON output: dotted keys and [i] indexes, such as steps[0].title.'),
    pattern: z.string().min(1).describe('A regex the value must match: /source/flags, or a bare source.'),
  }),
  absent: stringOrList,
  contains: stringOrList,
  matches: z.string().min(1),
  equals: z.union([
    z.strictObject({
      path: z.string().min(1).describe('Where in the JSON output: dotted keys and [i] indexes, such as risk_level.'),
      value: z.unknown().describe('The value the one at path must deeply equal.'),
    }),
    z.string(),
    z.number(),
    z.boolean(),
  ]),
  json_schema: z.record(z.string(), z.unknown()),
  max_risk: z.enum(RISK_LEVELS),
  decomposes: z.boolean(),
  max_tokens: z.number().int().positive(),
  references_files: stringOrList,
  max_latency_ms: z.number().positive(),
  judge: z.strictObject({
    rubric: z.string().min(1).describe('What a passing output does, in plain words; the judge sees only this and the output.'),
    provider: z.string().min(1).optional().describe('The provider that judges (default: the role\'s provider).'),
  }),
  // The trajectory kinds (DESIGN §3b): src/agent/expectations.ts.
  ...TRAJECTORY_ARGS,
} as const;

export type ExpectationKind = keyof typeof EXPECTATION_ARGS;

/** What each kind checks, as editors show it on hover (the README's table says the same). */
export const EXPECTATION_DOCS: Record<ExpectationKind, string> = {
  field_matches: 'JSON output: the value at `path` (e.g. steps[0].title) matches the regex `pattern` (/source/flags or a bare source).',
  absent: 'None of the items occurs in the output: plain items are case-insensitive substrings, /re/flags items are regexes.',
  contains: 'Every item occurs in the output: plain items are case-insensitive substrings, /re/flags items are regexes.',
  matches: 'The output matches this regex (/source/flags or a bare source).',
  equals: 'JSON output: the value at `path` deeply equals `value`; or, given a scalar, the trimmed output equals it.',
  json_schema: 'JSON output: it validates against this JSON Schema (ajv; 2020-12, or draft-07 via $schema).',
  max_risk: 'JSON output: the risk field (the role\'s fields.risk) is at most this level: low, medium, high or critical.',
  decomposes: 'JSON output: true when the steps field (the role\'s fields.steps) must be a list of 2 or more, false when it must not.',
  max_tokens: 'Input plus output tokens of the call are at most N.',
  references_files: 'Each of these file paths appears in the output.',
  max_latency_ms: 'The call took at most N milliseconds (not measured under replay: it passes there, with a note).',
  judge: 'A separate model call that sees only the output and the rubric returns {"pass", "reason"}; provider defaults to the role\'s.',
  ...TRAJECTORY_DOCS,
};
export const EXPECTATION_KINDS = Object.keys(EXPECTATION_ARGS) as ExpectationKind[];

/** Where a value came from in a YAML file (1-based line and column). */
export interface SourcePos {
  file: string;
  line: number;
  col: number;
}

/**
 * An expectation's own verdict rule (DESIGN §3b): `- { never_calls: [delete_*], threshold: 1, verdict: count }`
 * is tested on its own, apart from the scenario's threshold, and fails the scenario when it fails.
 */
export interface OwnRule {
  /** A number in (0, 1]. */
  threshold: number;
  /** The scenario's rule when absent. */
  verdict?: 'test' | 'count';
}

/** One parsed expectation: the kind, its parsed arguments, where it is written, and its own rule if it has one. */
export type Expectation = {
  [K in ExpectationKind]: { kind: K; args: z.output<(typeof EXPECTATION_ARGS)[K]>; source: SourcePos; own?: OwnRule };
}[ExpectationKind];
