/**
 * Two parts of building a scenario from its layers (src/scenarios/load.ts): its expectations, parsed layer
 * by layer with every problem kept, and its `depends_on` files, confined to the repository. Pure over the
 * parsed layers.
 */
import path from 'node:path';
import type { ConfigFile } from '../config/schema.js';
import { ConfigError } from '../config/types.js';
import { describeValue } from '../config/issues.js';
import { didYouMean, listNames } from '../config/suggest.js';
import { errorAt, positionOf } from '../config/yaml-source.js';
import { parseExpectations } from '../expectations/parse.js';
import type { Expectation } from '../expectations/schema.js';
import { isInside } from '../security/paths.js';
import { resolveFromFile } from './includes.js';
import { positionInLayers, type Layer } from './layers.js';
import { missingDependencies } from './suite-checks.js';

/** Every layer's expectations; every problem of every layer goes to `errors` (those layers give none). */
export function expectationsOf(layers: readonly Layer[], config: ConfigFile, errors: ConfigError[]): Expectation[] {
  const out: Expectation[] = [];
  for (const layer of layers) {
    const items = layer.value['expect'];
    if (items === undefined || items === null) continue;
    if (!Array.isArray(items)) {
      errors.push(errorAt(layer.source, [...layer.basePath, 'expect'], `expect: expected a list of expectations (such as \`- absent: [delete]\`), got ${describeValue(items)}`));
      continue;
    }
    // The items that parse are kept beside the problems of the others, so that their own checks
    // (expectationProblems) run in the same pass (issue 32, item 8).
    const parsed: Expectation[] = parseExpectations(items, (i, sub) => positionOf(layer.source, [...layer.basePath, 'expect', i, ...sub]), 'expect', errors);
    for (const [i, e] of parsed.entries()) {
      if (e.kind === 'judge' && e.args.provider !== undefined && !Object.hasOwn(config.providers, e.args.provider)) {
        const names = Object.keys(config.providers);
        const hint = didYouMean(e.args.provider, names);
        errors.push(new ConfigError(`expect[${i}].judge.provider: unknown provider '${e.args.provider}'${hint ? `${hint} Providers` : '; providers'}: ${listNames(names)}`, e.source));
      }
    }
    out.push(...parsed);
  }
  return out;
}

/**
 * A scenario's depends_on entries as paths from the config folder; an entry that names no file is passed
 * to `report`, one outside the repository throws.
 */
export function dependencyFiles(
  dependsOn: string | readonly string[],
  layers: readonly Layer[],
  entry: Pick<Layer, 'file'>,
  root: string,
  realConfigDir: string,
  files: ReadonlySet<string>,
  report: (problem: ConfigError) => void,
): string[] {
  const declaring = layers.findLast((l) => 'depends_on' in l.value) ?? entry;
  const list = typeof dependsOn === 'string' ? [dependsOn] : dependsOn;
  const named: { rel: string; at: ReturnType<typeof positionInLayers>; written: string }[] = [];
  const rels: string[] = [];
  for (const [i, item] of list.entries()) {
    const rel = resolveFromFile(declaring.file, item);
    const at = positionInLayers(layers, typeof dependsOn === 'string' ? ['depends_on'] : ['depends_on', i]);
    if (!isInside(root, path.isAbsolute(item) ? item : path.resolve(realConfigDir, rel))) {
      throw new ConfigError(`depends_on: '${item}' resolves outside the repository (${root}); name files inside it`, at);
    }
    if (!path.isAbsolute(item)) named.push({ rel, at, written: item });
    rels.push(rel);
  }
  missingDependencies(named, files).forEach(report);
  return rels;
}
