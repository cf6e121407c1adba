/**
 * JSON Schema validation for the `json_schema` expectation, with ajv. Draft 2020-12 by default; a schema whose
 * `$schema` names draft-07 is compiled as draft-07. Compiled validators are cached by the schema's JSON text,
 * so N runs of a scenario compile once. `format` is not checked (ajv-formats is not bundled).
 * Pure: no I/O.
 */
import type { Ajv, ValidateFunction, ErrorObject } from 'ajv';
import type { Ajv2020 } from 'ajv/dist/2020.js';

type Draft = '2020-12' | 'draft-07';

const instances: Partial<Record<Draft, Ajv | Ajv2020>> = {};
const cache = new Map<string, ValidateFunction>();

/**
 * ajv is loaded only when a suite has a json_schema expectation (issue 23 item 5: start-up): the scenario
 * loader awaits this before it checks such an expectation, so that every one is compiled (and a bad schema
 * reported) before any model call, as before.
 */
let ajvModules: { Ajv: typeof Ajv; Ajv2020: typeof Ajv2020 } | undefined;
export async function loadJsonSchemaSupport(): Promise<void> {
  if (ajvModules) return;
  const [draft07, draft2020] = await Promise.all([import('ajv'), import('ajv/dist/2020.js')]);
  // Node's import of these CommonJS modules names their exports; the bundle's (ncc) gives only `default`, module.exports.
  ajvModules = { Ajv: draft07.Ajv ?? draft07.default.Ajv, Ajv2020: draft2020.Ajv2020 ?? draft2020.default.Ajv2020 };
}

function ajvFor(draft: Draft): Ajv | Ajv2020 {
  const existing = instances[draft];
  if (existing) return existing;
  if (!ajvModules) throw new Error('internal error: json_schema support is not loaded (await loadJsonSchemaSupport() after loading the suite)');
  const options = { strict: false, allErrors: false, validateFormats: false };
  const created = draft === 'draft-07' ? new ajvModules.Ajv(options) : new ajvModules.Ajv2020(options);
  instances[draft] = created;
  return created;
}

function draftOf(schema: Record<string, unknown>): Draft {
  const declared = schema['$schema'];
  if (declared === undefined) return '2020-12';
  if (typeof declared === 'string') {
    if (declared.includes('draft-07')) return 'draft-07';
    if (declared.includes('2020-12')) return '2020-12';
  }
  throw new Error(
    `unsupported $schema ${JSON.stringify(declared)}: use https://json-schema.org/draft/2020-12/schema or http://json-schema.org/draft-07/schema#, or leave $schema out`,
  );
}

/** Compiles (or fetches from the cache) a validator; an invalid schema throws an Error that says what is wrong. */
export function compileJsonSchema(schema: Record<string, unknown>): ValidateFunction {
  const key = JSON.stringify(schema);
  const cached = cache.get(key);
  if (cached) return cached;
  let validate: ValidateFunction;
  const ajv = ajvFor(draftOf(schema));
  // Checked against the meta-schema first, so that the message can name the bad keyword and echo its value.
  if (ajv.validateSchema(schema) === false) {
    const first = ajv.errors?.[0];
    const at = first?.instancePath ?? '';
    const value = at.split('/').slice(1).reduce<unknown>((v, key) => (v !== null && typeof v === 'object' ? Reflect.get(v, key.replaceAll('~1', '/').replaceAll('~0', '~')) : undefined), schema);
    throw new Error(`invalid json_schema: ${at === '' ? '(root)' : at.slice(1).replaceAll('/', '.')} ${first?.message ?? 'is invalid'}, got ${JSON.stringify(value)}; see https://json-schema.org/understanding-json-schema/`);
  }
  try {
    validate = ajv.compile(schema);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new Error(`invalid json_schema: ${why}`, { cause: err });
  }
  cache.set(key, validate);
  return validate;
}

/** One line about the first validation error: `/steps/0 must have required property 'title'`. */
export function describeSchemaError(error: ErrorObject | undefined): string {
  if (!error) return 'a value the schema rejects';
  const where = error.instancePath === '' ? '(root)' : error.instancePath;
  const extra = error.params['additionalProperty'];
  const detail = typeof extra === 'string' ? ` (${JSON.stringify(extra)})` : '';
  return `${where} ${error.message ?? 'is invalid'}${detail}`;
}
