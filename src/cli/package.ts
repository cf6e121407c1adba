/** `context-eval package --out FILE`: writes the suite as a context package (src/package/bundle.ts). */
import path from 'node:path';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadConfig } from '../config/load.js';
import { requireScenarios } from '../pipeline/pipeline.js';
import { buildPackage, serializePackage } from '../package/bundle.js';
import { collectPackage } from '../package/collect.js';
import { stringOption, UsageError, type Parsed } from './args.js';
import type { CliIO } from './io.js';
import { configPathOf } from './shared.js';

export async function packageCommand(values: Parsed['values'], io: CliIO): Promise<number> {
  const out = stringOption(values, 'out');
  if (out === undefined || out === '') throw new UsageError("package needs --out FILE (the package file to write). Run 'context-eval package --help'.");
  const loaded = await loadConfig(configPathOf(values, io), { env: io.env });
  requireScenarios(loaded);
  const name = stringOption(values, 'name');
  if (name === '') throw new UsageError('--name needs a value');
  const pkg = buildPackage(await collectPackage(loaded, name));
  const file = path.resolve(io.cwd, out);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, serializePackage(pkg));
  const files = Object.keys(pkg.files).length;
  io.stdout(`wrote ${path.relative(io.cwd, file)}: package ${pkg.name}, ${loaded.scenarios.length} scenarios, ${files} files, ${pkg.content_hash}\n`);
  if (!pkg.generated.baselines.available) io.stdout(`baselines: none included (${pkg.generated.baselines.reason})\n`);
  if (values.verbose) for (const f of Object.keys(pkg.files)) io.stdout(`  ${f}\n`);
  return 0;
}
