/**
 * The zod schemas of scenario files (DESIGN §3). The loader validates with `ScenarioFieldsSchema`
 * (expectations are then parsed one by one by `parseExpectations`, for precise messages); the JSON
 * Schemas for editors are built from `ScenarioFileSchema` and `ScenarioDefaultsFileSchema`, whose
 * `expect` items are one-key objects. Every key carries the description editors show on hover.
 */
import { z } from 'zod';
import { ThresholdSchema } from '../config/threshold.js';
import { EXPECTATION_ARGS, EXPECTATION_DOCS, EXPECTATION_KINDS } from '../expectations/schema.js';
import { kindNamesSchema } from './kind-names.js';
import { OWN_RULE_KEYS } from '../expectations/parse.js';

const stringOrList = z.union([z.string().min(1), z.array(z.string().min(1))]);

const DOCS = {
  name: 'The scenario\'s name, unique across the suite; reports, --only and history use it.',
  role: 'A role from context-eval.yaml `roles:`: which prompt files, template and provider this scenario uses. May come from a _defaults.yaml above the file.',
  description: 'What the scenario checks and why, for people reading the suite.',
  tags: 'Free labels for grouping scenarios.',
  runs: 'How many times the scenario runs (N); overrides defaults.runs.',
  threshold: 'The pass rate needed: "k/n" (2/3 = at least two thirds of the runs, whatever N is) or a number in (0, 1]; overrides defaults.threshold.',
  tolerance: 'The indifference zone below the threshold (a number in [0, 1)); overrides defaults.tolerance.',
  verdict: 'test (a sequential test with error control) or count (the literal k-of-N rule, no error control); overrides defaults.verdict.',
  max_runs: 'The cap on this scenario\'s runs while its threshold test is undecided; overrides defaults.max_runs.',
  depends_on: 'More files (globs allowed) whose change affects this scenario, relative to this file; each must exist.',
  context: 'The frozen agent context the template renders from (or sent as YAML without a template). `{ file: PATH }` anywhere inlines that file\'s text.',
  expect: 'What every run\'s output must satisfy: a list of one-key mappings such as `- absent: [delete]`. Lists from _defaults.yaml files are added.',
  allow_no_expectations: 'Set true, with `expect: []`, for a scenario that on purpose checks nothing (it would always pass).',
  messages: 'Earlier turns of the conversation, before the rendered user message: a list of `{ user: text }` and `{ assistant: text }`.',
  world: 'What each tool answers (DESIGN §3b): tool name → one answer (text, a mapping sent as JSON, or { file: PATH }) or a list of { when: {argument subset}, returns } rules, first match wins, a rule without when is the fallback. The product executes nothing.',
  chain: 'A run of several roles (DESIGN §3b): stages in order, each { role, handoff: { from: [stage roles], max_chars }, decision: [words], when: { stage: decision }, expect, world }. Replaces role:.',
} as const;

const MessageSchema = z.union([
  z.strictObject({ user: z.string().describe('A user turn.') }),
  z.strictObject({ assistant: z.string().describe('An assistant turn.') }),
]);

const WorldFieldSchema = z.record(z.string().min(1), z.unknown()).describe(DOCS.world);

function stageShape<E extends z.ZodType>(expectItem: E) {
  return z.strictObject({
    role: z.string().min(1).describe('The role of this stage.'),
    handoff: z
      .strictObject({
        from: z.array(z.string().min(1)).min(1).describe('The earlier stages (by role) whose answers this stage receives, in this order.'),
        max_chars: z.number().int().positive().max(1_000_000).describe('Each answer is cut at this many characters, keeping its beginning, with a visible mark.'),
      })
      .optional()
      .describe('The stage\'s user message: the named stages\' answers, each cut at max_chars. Without it the stage renders the scenario\'s context.'),
    decision: z.array(z.string().min(1)).min(2).optional().describe('The answer must state exactly one of these; otherwise the run fails ("ambiguous decision").'),
    when: z.record(z.string().min(1), z.string().min(1)).optional().describe('Runs only when the named earlier stages decided these; otherwise the chain ends before this stage.'),
    expect: z.array(expectItem).optional().describe('What this stage\'s answer and calls must satisfy.'),
    world: WorldFieldSchema.optional().describe('This stage\'s world; its tools win over the scenario\'s.'),
  });
}

function scenarioShape<E extends z.ZodType>(expectItem: E) {
  return {
    name: z.string().min(1).describe(DOCS.name),
    role: z.string().min(1).describe(DOCS.role),
    description: z.string().optional().describe(DOCS.description),
    tags: z.array(z.string().min(1)).optional().describe(DOCS.tags),
    runs: z.number().int().positive().max(1000).optional().describe(DOCS.runs),
    threshold: ThresholdSchema.optional().describe(DOCS.threshold),
    tolerance: z.number().min(0).lt(1).optional().describe(DOCS.tolerance),
    verdict: z.enum(['test', 'count']).optional().describe(DOCS.verdict),
    max_runs: z.number().int().positive().max(1000).optional().describe(DOCS.max_runs),
    depends_on: stringOrList.optional().describe(DOCS.depends_on),
    context: z.record(z.string(), z.unknown()).optional().describe(DOCS.context),
    expect: z.array(expectItem).optional().describe(DOCS.expect),
    allow_no_expectations: z.boolean().optional().describe(DOCS.allow_no_expectations),
    messages: z.array(MessageSchema).optional().describe(DOCS.messages),
    world: WorldFieldSchema.optional(),
    chain: z.array(stageShape(expectItem)).min(1).max(20).optional().describe(DOCS.chain),
  };
}

/** One scenario as the loader validates it, after `_defaults.yaml` inheritance. */
export const ScenarioFieldsSchema = z.strictObject({ ...scenarioShape(z.unknown()), role: z.string().min(1).optional().describe(DOCS.role) });

/** A `_defaults.yaml`: any scenario key except `name`, all optional. */
export const ScenarioDefaultsSchema = ScenarioFieldsSchema.omit({ name: true }).partial();

/**
 * One expectation as written: a mapping with exactly one key, the kind. For editors only (the loader
 * parses items one by one): one object whose keys are the kinds, so that a mistyped kind is reported as
 * an unknown kind with the nearest one (kind-names.ts), not as a property missing from the first kind.
 */
/** An item holds one kind: each kind, when present, allows no other (beside its own threshold and verdict). */
const ONE_KIND = Object.fromEntries(EXPECTATION_KINDS.map((kind) => [kind, { properties: Object.fromEntries(EXPECTATION_KINDS.filter((k) => k !== kind).map((k) => [k, false])) }]));

export const ExpectationItemSchema = z
  .looseObject({
    ...Object.fromEntries(EXPECTATION_KINDS.map((kind) => [kind, EXPECTATION_ARGS[kind].describe(EXPECTATION_DOCS[kind]).optional()])),
    threshold: ThresholdSchema.optional().describe('This expectation\'s own threshold (DESIGN §3b): it is tested apart and fails the scenario when it fails.'),
    verdict: z.enum(['test', 'count']).optional().describe('This expectation\'s own rule, with its own threshold: test or count (count at threshold 1 fails on the first run that breaks it).'),
  })
  .meta({ minProperties: 1, maxProperties: 3, propertyNames: kindNamesSchema([...EXPECTATION_KINDS, ...OWN_RULE_KEYS]), dependentSchemas: ONE_KIND })
  .describe('One expectation: a mapping with one key, its kind, and optionally its own threshold and verdict.');

/** A scenario as written in a file: `role` may come from a `_defaults.yaml`, so the file need not say it. */
const ScenarioInFileSchema = z.strictObject({ ...scenarioShape(ExpectationItemSchema), role: z.string().min(1).optional().describe(DOCS.role) });

/** A scenario file: one scenario, or a list of them under `scenarios:`. */
export const ScenarioFileSchema = z.union([
  ScenarioInFileSchema,
  z.strictObject({ scenarios: z.array(ScenarioInFileSchema).min(1).describe('The scenarios of this file, each with its own name.') }),
]);

/** A `_defaults.yaml` as written: scenario keys (not `name`) that every scenario below its folder inherits. */
export const ScenarioDefaultsFileSchema = ScenarioInFileSchema.omit({ name: true }).partial();

export type ScenarioFields = z.output<typeof ScenarioFieldsSchema>;
