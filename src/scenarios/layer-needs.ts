/**
 * What a scenario file's layers need before they are parsed: their `{ file: }` includes inlined (in the
 * context, the world and a chain's stages: DESIGN §3, §3b), and whether checking or running them needs
 * JSON Schema support (ajv, loaded on demand).
 */
import type { Expectation } from '../expectations/schema.js';
import { inlineIncludes } from './includes.js';
import { isMapping, type Layer } from './layers.js';
import type { ScenarioLoadOptions } from './load.js';
import type { Scenario } from './types.js';

/** Inlines includes in the layer's context, world and chain; records included files and counts their bytes in `inlined`. */
export async function withIncludes(layer: Layer, opts: Pick<ScenarioLoadOptions, 'configDir' | 'io'>, included: Set<string>, inlined: { bytes: number }): Promise<Layer> {
  let value = layer.value;
  // The context, the world and a chain's stage worlds may inline files (DESIGN §3, §3b).
  for (const key of INCLUDING_KEYS) {
    if (!(key in value)) continue;
    const done = await inlineIncludes(value[key], {
      source: layer.source,
      file: layer.file,
      docPath: [...layer.basePath, key],
      configDir: opts.configDir,
      readFile: opts.io.readFile,
      onInclude: (rel) => included.add(rel),
      inlined,
    });
    value = { ...value, [key]: done };
  }
  return value === layer.value ? layer : { ...layer, value };
}

const INCLUDING_KEYS = ['context', 'world', 'chain'] as const;

/** Does a run of the scenario validate JSON Schemas (json_schema, or args_valid against its tools' schemas)? */
export function needsJsonSchema(s: Scenario): boolean {
  const uses = (e: Expectation) => e.kind === 'json_schema' || e.kind === 'args_valid';
  return s.expect.some(uses) || (s.chain?.some((stage) => stage.expect.some(uses)) ?? false);
}

/** Does the layer write a json_schema expectation (checking it needs ajv, loaded on demand)? */
export function hasJsonSchema(layer: Layer): boolean {
  const items = layer.value['expect'];
  const uses = (list: unknown) => Array.isArray(list) && list.some((item) => isMapping(item) && ('json_schema' in item || 'args_valid' in item));
  const chain = layer.value['chain'];
  return uses(items) || (Array.isArray(chain) && chain.some((stage) => isMapping(stage) && uses(stage['expect'])));
}
