/**
 * GitHub's official REST description (@octokit/openapi, generated/api.github.com.json), loaded once and
 * turned into ajv validators for the fake GitHub server.
 *
 * The description is OpenAPI 3.0.3: it marks nullable values with `nullable: true` (no 3.1 type arrays),
 * which JSON Schema does not know, so every `{…, nullable: true}` becomes `{anyOf: [{…}, {type: 'null'}]}`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { z } from 'zod';

const DOC_ID = 'github-openapi.json';
const SCHEMA_REF_PREFIX = '#/components/';

export interface OperationRequest {
  pathParams: Record<string, string>;
  query: Record<string, string>;
  /** The parsed JSON body, or undefined when the request had none. */
  body: unknown;
}

export interface OperationValidator {
  operationId: string;
  /** Problems with the request, as readable sentences; empty when valid. */
  validateRequest(request: OperationRequest): string[];
  /** Problems with a response: an undocumented status, or a body that does not fit the documented schema. */
  validateResponse(status: number, body: unknown): string[];
}

export interface GitHubOpenAPI {
  /** The operation at `template` (e.g. '/repos/{owner}/{repo}/pulls/{pull_number}'); throws when the description has none. */
  operation(method: string, template: string): OperationValidator;
  /** Validate data against a component schema, e.g. 'basic-error'. */
  validateComponent(name: string, data: unknown): string[];
  /** A minimal instance of a component schema: required fields only, nullable ones null. A fresh copy each call. */
  skeleton(name: string): Record<string, unknown>;
}

const jsonObject = z.record(z.string(), z.unknown());
const refObject = z.object({ $ref: z.string() });
const parameterObject = z.object({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean().optional(),
  schema: z.unknown(),
});
const mediaTypes = z.record(z.string(), z.looseObject({ schema: z.unknown().optional() }));
const responseObject = z.looseObject({ content: mediaTypes.optional() });
const operationObject = z.looseObject({
  operationId: z.string(),
  parameters: z.array(z.union([refObject, parameterObject])).default([]),
  requestBody: z.looseObject({ required: z.boolean().optional(), content: mediaTypes }).optional(),
  responses: z.record(z.string(), z.union([refObject, responseObject])),
});
const documentShape = z.object({
  openapi: z.string(),
  paths: z.record(z.string(), jsonObject),
  components: z.object({
    schemas: jsonObject,
    parameters: z.record(z.string(), parameterObject),
    responses: z.record(z.string(), responseObject),
  }),
});

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Rewrite OpenAPI 3.0 `nullable` into JSON Schema, and point local refs at the registered document. */
export function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!isPlainObject(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example' || key === 'examples' || key.startsWith('x-')) continue;
    if (key === 'nullable') continue;
    if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF_PREFIX)) {
      out[key] = `${DOC_ID}${value}`;
    } else if (key === 'properties' && isPlainObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, toJsonSchema(schema)]));
    } else {
      out[key] = toJsonSchema(value);
    }
  }
  if (node['nullable'] === true) return { anyOf: [out, { type: 'null' }] };
  return out;
}

function schemaObject(value: unknown): Record<string, unknown> {
  if (!isPlainObject(value)) throw new Error(`expected a schema object, got ${JSON.stringify(value)}`);
  return value;
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function addGitHubFormats(ajv: Ajv): void {
  ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:\S*$/i);
  ajv.addFormat('uri-template', true);
  ajv.addFormat('date-time', DATE_TIME);
  ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+$/);
  ajv.addFormat('repo.nwo', /^[^/\s]+\/[^/\s]+$/);
  ajv.addFormat('binary', true);
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && Math.abs(n) <= 2 ** 31 });
  ajv.addFormat('double', { type: 'number', validate: () => true });
}

function describeErrors(where: string, errors: ErrorObject[] | null | undefined): string[] {
  if (!errors) return [];
  // anyOf branches report one error each; keep the list readable.
  return errors.slice(0, 8).map((e) => `${where}${e.instancePath || ''} ${e.message ?? 'is invalid'} ${JSON.stringify(e.params)}`);
}

function loadDocument(): z.infer<typeof documentShape> {
  const file = createRequire(import.meta.url).resolve('@octokit/openapi/generated/api.github.com.json');
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const doc = documentShape.parse(parsed);
  if (!doc.openapi.startsWith('3.0')) {
    throw new Error(`${file}: expected OpenAPI 3.0 (nullable), found ${doc.openapi}; update toJsonSchema for 3.1 type arrays`);
  }
  return doc;
}

function createGitHubOpenAPI(): GitHubOpenAPI {
  const doc = loadDocument();
  const convertedSchemas = toJsonSchema(doc.components.schemas);
  const ajv = new Ajv({ strict: false, allErrors: true, logger: false });
  addGitHubFormats(ajv);
  ajv.addSchema({ $id: DOC_ID, components: { schemas: convertedSchemas } });
  // Path and query values arrive as strings: coerce them to the documented types before checking.
  const paramAjv = new Ajv({ strict: false, allErrors: true, logger: false, coerceTypes: true });
  addGitHubFormats(paramAjv);

  const componentValidators = new Map<string, ValidateFunction>();
  function componentValidator(name: string): ValidateFunction {
    let validate = componentValidators.get(name);
    if (!validate) {
      if (!(name in doc.components.schemas)) throw new Error(`the OpenAPI description has no component schema '${name}'`);
      validate = ajv.compile({ $ref: `${DOC_ID}#/components/schemas/${name}` });
      componentValidators.set(name, validate);
    }
    return validate;
  }

  function resolveSchemaRef(ref: string): unknown {
    const name = ref.slice(`${DOC_ID}#/components/schemas/`.length);
    if (!isPlainObject(convertedSchemas)) return undefined;
    return convertedSchemas[name];
  }

  const operations = new Map<string, OperationValidator>();
  function operation(method: string, template: string): OperationValidator {
    const key = `${method.toUpperCase()} ${template}`;
    const cached = operations.get(key);
    if (cached) return cached;
    const rawOperation = doc.paths[template]?.[method.toLowerCase()];
    if (rawOperation === undefined) throw new Error(`the OpenAPI description has no operation ${key}`);
    const built = buildOperation(operationObject.parse(rawOperation));
    operations.set(key, built);
    return built;
  }

  function buildOperation(op: z.infer<typeof operationObject>): OperationValidator {
    const params = op.parameters.map((p) => {
      if (!('$ref' in p)) return p;
      const name = p.$ref.replace('#/components/parameters/', '');
      const resolved = doc.components.parameters[name];
      if (!resolved) throw new Error(`${op.operationId}: unresolved parameter ${p.$ref}`);
      return resolved;
    });
    const paramsIn = (where: 'path' | 'query') => {
      const list = params.filter((p) => p.in === where);
      return paramAjv.compile({
        type: 'object',
        properties: Object.fromEntries(list.map((p) => [p.name, toJsonSchema(p.schema)])),
        required: list.filter((p) => p.required === true).map((p) => p.name),
        additionalProperties: false,
      });
    };
    const validatePath = paramsIn('path');
    const validateQuery = paramsIn('query');
    const bodySchema = op.requestBody?.content['application/json']?.schema;
    const validateBody = bodySchema === undefined ? undefined : ajv.compile(schemaObject(toJsonSchema(bodySchema)));
    const responseValidators = new Map<string, ValidateFunction | null>();

    function responseValidator(status: number): ValidateFunction | null | undefined {
      const code = String(status);
      if (responseValidators.has(code)) return responseValidators.get(code);
      const documented = op.responses[code];
      if (documented === undefined) return undefined;
      const ref = refObject.safeParse(documented);
      const response = ref.success
        ? doc.components.responses[ref.data.$ref.replace('#/components/responses/', '')]
        : responseObject.parse(documented);
      const schema = response?.content?.['application/json']?.schema;
      const validate = schema === undefined ? null : ajv.compile(schemaObject(toJsonSchema(schema)));
      responseValidators.set(code, validate);
      return validate;
    }

    return {
      operationId: op.operationId,
      validateRequest({ pathParams, query, body }) {
        const problems: string[] = [];
        const pathCopy = { ...pathParams };
        if (!validatePath(pathCopy)) problems.push(...describeErrors('path params', validatePath.errors));
        const queryCopy = { ...query };
        if (!validateQuery(queryCopy)) problems.push(...describeErrors('query', validateQuery.errors));
        if (validateBody) {
          if (body === undefined) {
            if (op.requestBody?.required === true) problems.push('body is required but missing');
          } else if (!validateBody(body)) {
            problems.push(...describeErrors('body', validateBody.errors));
          }
        } else if (body !== undefined) {
          problems.push('body sent to an operation that documents none');
        }
        return problems.map((p) => `${op.operationId} request: ${p}`);
      },
      validateResponse(status, body) {
        const validate = responseValidator(status);
        if (validate === undefined) return [`${op.operationId} response: status ${status} is not documented`];
        if (validate === null) {
          return body === undefined ? [] : [`${op.operationId} response: status ${status} documents no JSON body`];
        }
        if (validate(body)) return [];
        return describeErrors(`${op.operationId} response ${status} body`, validate.errors);
      },
    };
  }

  const skeletons = new Map<string, Record<string, unknown>>();
  return {
    operation,
    validateComponent(name, data) {
      const validate = componentValidator(name);
      return validate(data) ? [] : describeErrors(name, validate.errors);
    },
    skeleton(name) {
      let skeleton = skeletons.get(name);
      if (!skeleton) {
        const built = minimalInstance({ $ref: `${DOC_ID}#/components/schemas/${name}` }, resolveSchemaRef, 0);
        if (!isPlainObject(built)) throw new Error(`component '${name}' is not an object schema`);
        skeleton = built;
        skeletons.set(name, skeleton);
      }
      return structuredClone(skeleton);
    },
  };
}

const FORMAT_SAMPLES: Record<string, string> = {
  uri: 'https://github.test/placeholder',
  'uri-template': 'https://github.test/placeholder{/id}',
  'date-time': '2026-01-01T00:00:00Z',
  date: '2026-01-01',
  email: 'someone@example.com',
  'repo.nwo': 'octo-org/octo-repo',
};

/** The smallest value the (converted) schema accepts: required properties only, null where allowed. */
function minimalInstance(schema: unknown, resolve: (ref: string) => unknown, depth: number): unknown {
  if (depth > 40) throw new Error('schema recursion too deep while building a skeleton');
  if (!isPlainObject(schema)) return null;
  if (typeof schema['$ref'] === 'string') return minimalInstance(resolve(schema['$ref']), resolve, depth + 1);
  const branches = schema['anyOf'] ?? schema['oneOf'];
  if (Array.isArray(branches)) {
    if (branches.some((b) => isPlainObject(b) && b['type'] === 'null')) return null;
    return minimalInstance(branches[0], resolve, depth + 1);
  }
  if (Array.isArray(schema['allOf'])) {
    const parts = schema['allOf'].map((part) => minimalInstance(part, resolve, depth + 1));
    return Object.assign({}, ...parts.filter(isPlainObject));
  }
  if (Array.isArray(schema['enum'])) return schema['enum'][0];
  const type = schema['type'];
  if (type === 'object' || (type === undefined && isPlainObject(schema['properties']))) {
    const properties = isPlainObject(schema['properties']) ? schema['properties'] : {};
    const required = Array.isArray(schema['required']) ? schema['required'] : [];
    const out: Record<string, unknown> = {};
    for (const name of required) {
      if (typeof name === 'string') out[name] = minimalInstance(properties[name], resolve, depth + 1);
    }
    return out;
  }
  if (type === 'array') return [];
  if (type === 'string') {
    const format = schema['format'];
    return typeof format === 'string' ? (FORMAT_SAMPLES[format] ?? '') : '';
  }
  if (type === 'integer' || type === 'number') return typeof schema['minimum'] === 'number' ? schema['minimum'] : 0;
  if (type === 'boolean') return false;
  return null;
}

let shared: GitHubOpenAPI | undefined;

/** The description is 13 MB: load and convert it once per process. */
export function loadGitHubOpenAPI(): GitHubOpenAPI {
  shared ??= createGitHubOpenAPI();
  return shared;
}
