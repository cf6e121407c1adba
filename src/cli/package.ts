/**
 * `context-eval package --out FILE`: writes the suite as a context package: one JSON file (src/package/bundle.ts),
 * or, for `FILE.tgz` / `FILE.tar.gz`, a gzip-compressed tarball of the same files (src/package/tarball.ts);
 * another archive's name is refused.
 */
import path from 'node:path';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadConfig } from '../config/load.js';
import { requireScenarios } from '../pipeline/pipeline.js';
import { buildPackage, isTarballName, packageNameProblem, serializePackage } from '../package/bundle.js';
import { collectPackage } from '../package/collect.js';
import { packTarball } from '../package/tarball.js';
import { ConfigError } from '../config/types.js';
import { stringOption, UsageError, type Parsed } from './args.js';
import type { CliIO } from './io.js';
import { configPathOf, fitted } from './shared.js';

export async function packageCommand(values: Parsed['values'], io: CliIO): Promise<number> {
  const out = stringOption(values, 'out');
  if (out === undefined || out === '') throw new UsageError("package needs --out FILE (the package file to write). Run 'context-eval package --help'.");
  // A package is a JSON file or a .tgz: a name that promises another archive is refused before anything is written.
  const wrongName = packageNameProblem(out);
  if (wrongName !== undefined) throw new UsageError(wrongName);
  const loaded = await loadConfig(configPathOf(values, io), { env: io.env });
  requireScenarios(loaded);
  const name = stringOption(values, 'name');
  if (name === '') throw new UsageError('--name needs a value');
  const pkg = buildPackage(await collectPackage(loaded, name));
  const file = path.resolve(io.cwd, out);
  await mkdir(path.dirname(file), { recursive: true });
  const tarball = isTarballName(out) ? await packTarball(pkg) : undefined;
  if (tarball !== undefined && !Buffer.isBuffer(tarball)) throw new ConfigError(`--out ${out}: ${tarball.problem}`);
  await writeFile(file, tarball ?? serializePackage(pkg));
  const files = Object.keys(pkg.files).length;
  io.stdout(fitted(`wrote ${path.relative(io.cwd, file)}: package ${pkg.name}, ${loaded.scenarios.length} scenarios, ${files} files, ${pkg.content_hash}\n`, io));
  if (!pkg.generated.baselines.available) io.stdout(fitted(`baselines: none included (${pkg.generated.baselines.reason})\n`, io));
  if (values.verbose) for (const f of Object.keys(pkg.files)) io.stdout(`  ${f}\n`);
  return 0;
}
