/**
 * The zod schemas of scenario files (DESIGN §3). The loader validates with `ScenarioFieldsSchema`
 * (expectations are then parsed one by one by `parseExpectations`, for precise messages); the JSON
 * Schema for editors is built from `ScenarioFileSchema`, whose `expect` items are one-key objects.
 */
import { z } from 'zod';
import { ThresholdSchema } from '../config/threshold.js';
import { EXPECTATION_ARGS, EXPECTATION_KINDS } from '../expectations/schema.js';

const stringOrList = z.union([z.string().min(1), z.array(z.string().min(1))]);

function scenarioShape<E extends z.ZodType>(expectItem: E) {
  return {
    name: z.string().min(1).describe('Unique across the suite.'),
    role: z.string().min(1).describe('A role from context-eval.yaml `roles`.'),
    description: z.string().optional(),
    tags: z.array(z.string().min(1)).optional(),
    runs: z.number().int().positive().max(1000).optional().describe('Overrides defaults.runs.'),
    threshold: ThresholdSchema.optional().describe('"k/n" (the fraction k ÷ n) or a number in (0, 1].'),
    depends_on: stringOrList.optional().describe('More files (globs allowed) this scenario depends on, relative to this file.'),
    context: z.record(z.string(), z.unknown()).optional().describe('The frozen agent context. `{ file: PATH }` anywhere inlines that file.'),
    expect: z.array(expectItem).optional(),
    allow_no_expectations: z.boolean().optional(),
  };
}

/** One scenario as the loader validates it, after `_defaults.yaml` inheritance. */
export const ScenarioFieldsSchema = z.strictObject(scenarioShape(z.unknown()));

/** A `_defaults.yaml`: any scenario key except `name`, all optional. */
export const ScenarioDefaultsSchema = ScenarioFieldsSchema.omit({ name: true }).partial();

/** One expectation as written: a mapping with exactly one key, the kind. */
export const ExpectationItemSchema = z.union(
  EXPECTATION_KINDS.map((kind) => z.strictObject({ [kind]: EXPECTATION_ARGS[kind] }).describe(`The '${kind}' expectation.`)),
);

const ScenarioWithExpectationsSchema = z.strictObject(scenarioShape(ExpectationItemSchema));

/** A scenario file: one scenario, or a list of them under `scenarios:`. */
export const ScenarioFileSchema = z.union([
  ScenarioWithExpectationsSchema,
  z.strictObject({ scenarios: z.array(ScenarioWithExpectationsSchema).min(1) }),
]);

export type ScenarioFields = z.output<typeof ScenarioFieldsSchema>;
