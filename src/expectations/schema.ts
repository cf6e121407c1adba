/**
 * Expectation kinds (DESIGN §3). In a scenario file each expectation is a mapping with exactly one key,
 * the kind, whose value holds its arguments: `- absent: [delete]`.
 */
import { z } from 'zod';

export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

const stringOrList = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).transform((v) => (typeof v === 'string' ? [v] : v));

/** The argument schema of each kind. */
export const EXPECTATION_ARGS = {
  field_matches: z.strictObject({ path: z.string().min(1), pattern: z.string().min(1) }),
  absent: stringOrList,
  contains: stringOrList,
  matches: z.string().min(1),
  equals: z.union([
    z.strictObject({ path: z.string().min(1), value: z.unknown() }),
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
  judge: z.strictObject({ rubric: z.string().min(1), provider: z.string().min(1).optional() }),
} as const;

export type ExpectationKind = keyof typeof EXPECTATION_ARGS;
export const EXPECTATION_KINDS = Object.keys(EXPECTATION_ARGS) as ExpectationKind[];

/** Where a value came from in a YAML file (1-based line and column). */
export interface SourcePos {
  file: string;
  line: number;
  col: number;
}

/** One parsed expectation: the kind, its parsed arguments, and where it is written. */
export type Expectation = {
  [K in ExpectationKind]: { kind: K; args: z.output<(typeof EXPECTATION_ARGS)[K]>; source: SourcePos };
}[ExpectationKind];
