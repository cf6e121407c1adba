/**
 * JSON Schemas for editors (yaml-language-server), generated from the zod schemas so they cannot drift:
 * `schema/context-eval.schema.json`, `schema/scenario.schema.json` and `schema/scenario-defaults.schema.json`
 * (for `_defaults.yaml`). A test keeps the committed files in step with this output. Pure.
 */
import { z } from 'zod';
import { ConfigSchema } from './schema.js';
import { ScenarioDefaultsFileSchema, ScenarioFileSchema } from '../scenarios/schema.js';

function toSchema(schema: z.ZodType, title: string): Record<string, unknown> {
  // Inline throughout: a $defs entry would show as an internal label (__schema0) in editors.
  const generated = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any', reused: 'inline' });
  return { ...generated, title };
}

/** The JSON Schema of `context-eval.yaml`. */
export function configJsonSchema(): Record<string, unknown> {
  return toSchema(ConfigSchema, 'context-eval config (context-eval.yaml)');
}

/** The JSON Schema of a scenario file: one scenario, or a list under `scenarios:`. */
export function scenarioJsonSchema(): Record<string, unknown> {
  return toSchema(ScenarioFileSchema, 'context-eval scenario file');
}

/** The JSON Schema of a `_defaults.yaml`: scenario keys except `name`, all optional. */
export function scenarioDefaultsJsonSchema(): Record<string, unknown> {
  return toSchema(ScenarioDefaultsFileSchema, 'context-eval scenario defaults (_defaults.yaml)');
}

/** The text written to disk: pretty JSON with a final newline. */
export function schemaFileText(schema: Record<string, unknown>): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
