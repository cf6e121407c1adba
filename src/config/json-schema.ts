/**
 * JSON Schemas for editors (yaml-language-server), generated from the zod schemas so they cannot drift:
 * `schema/context-eval.schema.json`, `schema/scenario.schema.json` and `schema/scenario-defaults.schema.json`
 * (for `_defaults.yaml`). A test keeps the committed files in step with this output. Pure.
 */
import { z } from 'zod';
import { ConfigSchema } from './schema.js';
import { ScenarioDefaultsFileSchema, ScenarioFileSchema } from '../scenarios/schema.js';

/**
 * A config string may be an `${ENV}` reference, expanded before zod checks it (DESIGN §2): a URL's
 * `format: uri` (which editors apply to the text as written) becomes a pattern that accepts a URL with
 * its scheme, or any text holding `${`.
 */
function allowEnvReference(ctx: { jsonSchema: Record<string, unknown> }): void {
  if (ctx.jsonSchema['format'] !== 'uri') return;
  delete ctx.jsonSchema['format'];
  ctx.jsonSchema['pattern'] = '^(?:[A-Za-z][A-Za-z0-9+.-]*://\\S+|.*\\$\\{.*)$';
  ctx.jsonSchema['patternErrorMessage'] = 'expected a URL such as http://127.0.0.1:8080/v1, or an ${ENV} reference';
}

function toSchema(schema: z.ZodType, title: string): Record<string, unknown> {
  // Inline throughout: a $defs entry would show as an internal label (__schema0) in editors.
  const generated = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any', reused: 'inline', override: allowEnvReference });
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
