/** `context-eval schema`: the JSON Schema of scenario files or of the config, for editors. */
import { configJsonSchema, scenarioDefaultsJsonSchema, scenarioJsonSchema } from '../config/json-schema.js';
import { UsageError, type Parsed } from './args.js';
import type { CliIO } from './io.js';

export async function schemaCommand(values: Parsed['values'], io: CliIO): Promise<number> {
  const kind = values.kind ?? 'scenario';
  if (kind !== 'scenario' && kind !== 'config' && kind !== 'defaults') throw new UsageError(`--kind must be scenario, defaults (_defaults.yaml) or config; got '${String(kind)}'`);
  const schema = kind === 'scenario' ? scenarioJsonSchema() : kind === 'defaults' ? scenarioDefaultsJsonSchema() : configJsonSchema();
  io.stdout(`${JSON.stringify(schema, null, 2)}\n`);
  return 0;
}
