/**
 * JSON Schemas for editors (yaml-language-server), generated from the zod schemas so they cannot drift:
 * `schema/context-eval.schema.json` and `schema/scenario.schema.json`. A test keeps the committed files
 * in step with this output. Pure.
 */
import { z } from 'zod';
import { ConfigSchema } from './schema.js';
import { ScenarioFileSchema } from '../scenarios/schema.js';

function toSchema(schema: z.ZodType, title: string): Record<string, unknown> {
  // reused: 'ref' moves a schema used twice (the scenario, in both file shapes) into $defs.
  const generated = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any', reused: 'ref' });
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

/** The text written to disk: pretty JSON with a final newline. */
export function schemaFileText(schema: Record<string, unknown>): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
