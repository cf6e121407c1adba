/** `context-eval schema`: the JSON Schema of scenario files or of the config, for editors. */
import { configJsonSchema, scenarioJsonSchema } from '../config/json-schema.js';
import { UsageError, type Parsed } from './args.js';
import type { CliIO } from './io.js';

export async function schemaCommand(values: Parsed['values'], io: CliIO): Promise<number> {
  const kind = values.kind ?? 'scenario';
  if (kind !== 'scenario' && kind !== 'config') throw new UsageError(`--kind must be scenario or config; got '${String(kind)}'`);
  io.stdout(`${JSON.stringify(kind === 'scenario' ? scenarioJsonSchema() : configJsonSchema(), null, 2)}\n`);
  return 0;
}
