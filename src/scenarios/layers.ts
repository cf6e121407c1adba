/**
 * `_defaults.yaml` inheritance (DESIGN §3, MUST): each scenario is a stack of layers, the farthest
 * `_defaults.yaml` first and the scenario itself last. Mappings deep-merge, lists and scalars are
 * replaced, nearer layers win. (`expect` is concatenated by the loader, not merged here.) Pure.
 */
import { formatPath } from '../config/issues.js';
import { positionOf, type YamlPath, type YamlSource } from '../config/yaml-source.js';
import type { SourcePos } from '../expectations/schema.js';

export interface Layer {
  source: YamlSource;
  /** The file, relative to the config folder, forward slashes. */
  file: string;
  /** Where this layer's mapping sits in its document: [] or ['scenarios', i]. */
  basePath: YamlPath;
  value: Record<string, unknown>;
}

export function isMapping(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Deep merge: mappings merge key by key, anything else in `over` replaces `base`. */
export function deepMerge(base: unknown, over: unknown): unknown {
  if (!isMapping(base) || !isMapping(over)) return over;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    out[key] = key in out ? deepMerge(out[key], value) : value;
  }
  return out;
}

/** Merges the layers (farthest first), leaving out the keys in `skip`. */
export function mergeLayers(layers: readonly Layer[], skip: readonly string[] = []): Record<string, unknown> {
  let merged: Record<string, unknown> = {};
  for (const layer of layers) {
    const own = Object.fromEntries(Object.entries(layer.value).filter(([key]) => !skip.includes(key)));
    const next = deepMerge(merged, own);
    merged = isMapping(next) ? next : merged;
  }
  return merged;
}

function has(value: unknown, path: YamlPath): boolean {
  let current = value;
  for (const segment of path) {
    if (Array.isArray(current)) {
      if (typeof segment !== 'number' || segment >= current.length) return false;
      current = current[segment];
    } else if (isMapping(current)) {
      if (!Object.hasOwn(current, String(segment))) return false;
      current = current[String(segment)];
    } else {
      return false;
    }
  }
  return true;
}

/**
 * The layer a merged value at `path` came from: the nearest layer that defines it. (Because nearer
 * layers replace anything that is not a mapping, the nearest definition is the one that survived.)
 */
export function originLayer(layers: readonly Layer[], path: YamlPath): Layer | undefined {
  for (let i = layers.length - 1; i >= 0; i--) {
    const layer = layers[i];
    if (layer && has(layer.value, path)) return layer;
  }
  return undefined;
}

/**
 * The position of the merged value at `path`: in the layer it came from, or (for a value that exists in
 * no layer, such as a missing required key) at the nearest ancestor in the last layer.
 */
export function positionInLayers(layers: readonly Layer[], path: YamlPath, at: 'key' | 'value' = 'value'): SourcePos {
  for (let depth = path.length; depth >= 0; depth--) {
    const prefix = path.slice(0, depth);
    const layer = originLayer(layers, prefix);
    if (layer) return positionOf(layer.source, [...layer.basePath, ...path], depth === path.length ? at : 'value');
  }
  const last = layers[layers.length - 1];
  return last ? positionOf(last.source, last.basePath) : { file: '', line: 0, col: 0 };
}

/**
 * For `--verbose`: every leaf of the merged value (scalars, lists, empty mappings) → "file:line" of the
 * layer it came from.
 */
export function layerProvenance(merged: Record<string, unknown>, layers: readonly Layer[]): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (value: unknown, path: (string | number)[]): void => {
    if (isMapping(value) && Object.keys(value).length > 0) {
      for (const [key, child] of Object.entries(value)) visit(child, [...path, key]);
      return;
    }
    const pos = positionInLayers(layers, path, 'key');
    out[formatPath(path)] = `${pos.file}:${pos.line}`;
  };
  visit(merged, []);
  return out;
}
