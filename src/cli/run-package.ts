/**
 * `context-eval run --package FILE [--provider-map pkgName=ourName,...]`: runs a context package's
 * scenarios with this repo's providers. The package is unpacked into a temporary folder; each package
 * provider its roles use becomes: the one --provider-map names, else ours of the same name, else (a
 * replay provider) the package's own recordings, offline. Everything else is `run` as usual.
 */
import path from 'node:path';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { z } from 'zod';
import { loadConfig } from '../config/load.js';
import { ConfigError } from '../config/types.js';
import { parseYaml, toValue } from '../config/yaml-source.js';
import type { ProviderConfig } from '../config/schema.js';
import { parsePackage } from '../package/bundle.js';
import { listOption, stringOption, UsageError, type Parsed } from './args.js';
import type { CliIO } from './io.js';
import { configPathOf } from './shared.js';
import { runCommand } from './run.js';

/** Just enough of the package's config to map its providers; the loader checks the rest. */
const PackageConfigShape = z.object({
  providers: z.record(z.string(), z.unknown()),
  roles: z.record(z.string(), z.object({ provider: z.string() })),
});

const NOT_WITH_PACKAGE = ['record', 'compare', 'changed', 'changed-from', 'base'] as const;

/** `a=b,c=d` → Map(a → b); a bad item is a UsageError. */
export function parseProviderMap(items: string[] | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const item of items ?? []) {
    const m = /^([^=\s]+)=([^=\s]+)$/.exec(item);
    if (!m?.[1] || !m[2]) throw new UsageError(`--provider-map takes pkgName=ourName pairs, comma-separated; got '${item}'`);
    if (map.has(m[1])) throw new UsageError(`--provider-map maps '${m[1]}' twice`);
    map.set(m[1], m[2]);
  }
  return map;
}

/** Our provider with its relative paths made absolute, so that it works from the unpacked package's folder. */
function portable(p: ProviderConfig, ourDir: string): ProviderConfig {
  if (p.type === 'exec') return { ...p, cwd: path.resolve(ourDir, p.cwd ?? '.') };
  if (p.type === 'replay') return { ...p, recordings: path.resolve(ourDir, p.recordings) };
  return p;
}

/** Values the loader would read as `${ENV}` references are written as `$${`. */
function escapeEnv(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('${', () => '$${');
  if (Array.isArray(value)) return value.map(escapeEnv);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, escapeEnv(v)]));
  return value;
}

export async function runPackageCommand(values: Parsed['values'], io: CliIO): Promise<number> {
  const pkgPath = path.resolve(io.cwd, stringOption(values, 'package') ?? '');
  for (const flag of NOT_WITH_PACKAGE) if (values[flag] !== undefined) throw new UsageError(`--${flag} cannot be used with --package: a package's scenarios run as they are`);
  const map = parseProviderMap(listOption(values, 'provider-map'));
  const shown = path.relative(io.cwd, pkgPath);
  let text: string;
  try {
    text = await io.readText(pkgPath);
  } catch (err) {
    throw new ConfigError(`cannot read the package: ${err instanceof Error ? err.message : String(err)}; pass --package with a file made by \`context-eval package\``, { file: shown });
  }
  const pkg = parsePackage(text, shown);
  if ('problem' in pkg) throw new ConfigError(pkg.problem);
  const ourPath = configPathOf(values, io);
  const ours = values.config !== undefined || existsSync(ourPath) ? await loadConfig(ourPath, { env: io.env }) : undefined;

  // The one YAML reader: a package is someone else's file (alias bombs and cycles are config errors).
  const source = parseYaml(pkg.files[pkg.config] ?? '', `${shown}: ${pkg.config}`);
  const doc = source.doc;
  const shape = PackageConfigShape.safeParse(toValue(source));
  if (!shape.success) throw new ConfigError(`${shown}: the package's config ${pkg.config} has no usable providers: and roles: (${shape.error.issues[0]?.message ?? 'invalid'}); rebuild the package`);
  const pkgProviderNames = Object.keys(shape.data.providers);
  const rolesUse = new Set(Object.values(shape.data.roles).map((r) => r.provider));
  for (const [from, to] of map) {
    if (!pkgProviderNames.includes(from)) throw new UsageError(`--provider-map ${from}=${to}: the package has no provider '${from}'; its providers: ${pkgProviderNames.join(', ')}`);
    if (!ours?.config.providers[to]) throw new UsageError(`--provider-map ${from}=${to}: ${ours ? `${path.basename(ourPath)} has no provider '${to}'` : `no config found at ${path.relative(io.cwd, ourPath)} to take '${to}' from; pass --config`}`);
  }
  const lines: string[] = [];
  for (const name of [...rolesUse].sort()) {
    const target = map.get(name) ?? (ours?.config.providers[name] ? name : undefined);
    const ourProvider = target === undefined ? undefined : ours?.config.providers[target];
    if (ourProvider && ours) {
      doc.setIn(['providers', name], doc.createNode(escapeEnv(portable(ourProvider, ours.dir))));
      lines.push(`${name} → ours: ${target ?? name} (${ourProvider.type})`);
    } else if (doc.getIn(['providers', name, 'type']) === 'replay') {
      lines.push(`${name} → the package's recordings (offline)`);
    } else {
      throw new ConfigError(`the package's provider '${name}' has no counterpart here; pass --provider-map ${name}=<one of ours>${ours ? ` (ours: ${Object.keys(ours.config.providers).join(', ')})` : ''}`);
    }
  }

  // Unpacked inside our repository, whose root confines every path: the package's files and our mapped
  // providers (an exec agent's cwd) are then inside it, and nothing outside it can be read.
  const base = ours?.dir ?? io.cwd;
  await mkdir(path.join(base, '.context-eval'), { recursive: true });
  const dir = await mkdtemp(path.join(base, '.context-eval', 'package-run-'));
  try {
    for (const [rel, content] of Object.entries(pkg.files)) {
      const abs = path.join(dir, rel);
      await mkdir(path.dirname(abs), { recursive: true });
      await writeFile(abs, rel === pkg.config ? doc.toString() : content);
    }
    io.stdout(`package ${pkg.name} (${pkg.content_hash.slice(0, 19)}): ${lines.join('; ')}\n`);
    const rest: Parsed['values'] = { ...values, config: path.join(dir, pkg.config) };
    delete rest.package;
    delete rest['provider-map'];
    return await runCommand(rest, io, { root: ours?.root ?? base });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
