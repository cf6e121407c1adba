/**
 * `context-eval run --package FILE [--provider-map theirs=ours,...]`: runs a context package's scenarios
 * with this repo's providers. What a package may bring is src/package/trust.ts (DESIGN §2): only context.
 *
 *  1. The package file is read (a regular file, size-limited) and checked: canonical form, every file's hash
 *     against its context manifest, the content hash (src/package/bundle.ts); a gzip-compressed tarball is
 *     read in memory under the same limits and checked the same way (src/package/tarball.ts).
 *  2. Its config must hold only context and name no path outside its folder; else exit 2, naming what it asks.
 *  3. It is unpacked into a fresh folder inside our repository and loaded with that folder as the root, so
 *     that every file it reads (prompts, scenarios, `{file:}` includes) is one it carries. Each provider
 *     name it uses stands as an inert placeholder while loading, and `${` in its text stays literal.
 *  4. Every provider name its roles and judges use maps to ours (trust.ts mapProvider) before any call;
 *     the run's providers, budget, cache, history, compare and review settings are ours.
 */
import path from 'node:path';
import { realpathSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { stringify } from 'yaml';
import { loadConfig } from '../config/load.js';
import { configuredFolder } from '../config/folders.js';
import { ConfigError, type LoadedConfig } from '../config/types.js';
import { parseYaml, toValue } from '../config/yaml-source.js';
import type { ConfigFile, ProviderConfig } from '../config/schema.js';
import { archiveKindOfBytes, archiveProblem, MAX_PACKAGE_BYTES, parsePackage, type ContextPackage } from '../package/bundle.js';
import { readTarball } from '../package/tarball.js';
import { checkPackageConfig, mapProvider, RECORDINGS_TARGET, type MappedProvider, type MappingInput } from '../package/trust.js';
import { providersInUse } from '../pipeline/prepare.js';
import { createProviders } from '../providers/factory.js';
import { createReplayProvider } from '../providers/replay.js';
import { recordingTarget } from '../providers/recording.js';
import { decodeText, FileAccessError, readRegularFile } from '../security/paths.js';
import { listOption, stringOption, UsageError, type Parsed } from './args.js';
import type { CliIO } from './io.js';
import { configPathOf, fitted } from './shared.js';
import { runCommand } from './run.js';

const NOT_WITH_PACKAGE = ['record', 'compare', 'changed', 'changed-from', 'base'] as const;

/** `a=b,c=d` → Map(a → b); a bad item is a UsageError. */
export function parseProviderMap(items: string[] | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const item of items ?? []) {
    const m = /^([^=\s]+)=([^=\s]+)$/.exec(item);
    if (!m?.[1] || !m[2]) throw new UsageError(`--provider-map takes pkgName=ourName pairs (or pkgName=${RECORDINGS_TARGET}), comma-separated; got '${item}'`);
    if (map.has(m[1])) throw new UsageError(`--provider-map maps '${m[1]}' twice`);
    map.set(m[1], m[2]);
  }
  return map;
}

/** Our provider with its folders made absolute (through the one path resolver), so that it works from the unpacked package's folder. */
async function portable(p: ProviderConfig, name: string, ours: LoadedConfig): Promise<ProviderConfig> {
  if (p.type === 'exec') return { ...p, cwd: await configuredFolder(ours, `providers.${name}.cwd`, p.cwd ?? '.') };
  if (p.type === 'replay') return { ...p, recordings: await configuredFolder(ours, `providers.${name}.recordings`, p.recordings) };
  return p;
}

/** Values the loader would read as `${ENV}` references are written as `$${`: a package's text is data. */
function escapeEnv(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('${', () => '$${');
  if (Array.isArray(value)) return value.map(escapeEnv);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, escapeEnv(v)]));
  return value;
}

/**
 * Reads and checks the package file: a regular file of at most MAX_PACKAGE_BYTES; a gzip-compressed tarball
 * (by its first bytes, whatever its name) is read in memory, another archive is refused, anything else is
 * the JSON form.
 */
async function readPackage(pkgPath: string, shown: string): Promise<ContextPackage> {
  const cannot = (err: unknown) => {
    const why = err instanceof Error ? err.message : String(err);
    return new ConfigError(`cannot read the package: ${why}; pass --package with a file made by \`context-eval package\``, { file: shown });
  };
  let bytes: Buffer;
  try {
    bytes = readRegularFile(pkgPath, shown, MAX_PACKAGE_BYTES);
    // One byte past the limit was read when the file grew since its size was checked.
    if (bytes.length > MAX_PACKAGE_BYTES) throw new FileAccessError('too-large', `'${shown}' is larger than the limit (${MAX_PACKAGE_BYTES / 1024 / 1024} MB)`);
  } catch (err) {
    throw cannot(err);
  }
  const archive = archiveKindOfBytes(bytes.subarray(0, 512));
  let pkg: ContextPackage | { problem: string };
  if (archive === 'gzip') pkg = await readTarball(bytes, shown);
  else if (archive !== undefined) throw new ConfigError(archiveProblem(archive, shown));
  else {
    let text: string;
    try {
      text = decodeText(bytes, shown);
    } catch (err) {
      if (err instanceof FileAccessError) throw cannot(err);
      throw err;
    }
    pkg = parsePackage(text, shown);
  }
  if ('problem' in pkg) throw new ConfigError(pkg.problem);
  return pkg;
}

/** Writes the package's files into `dir` (fresh): never over an existing file; a write problem names the file. */
async function unpack(pkg: ContextPackage, dir: string, shown: string, configText: string): Promise<void> {
  for (const [rel, content] of Object.entries(pkg.files)) {
    const abs = path.join(dir, rel);
    try {
      await mkdir(path.dirname(abs), { recursive: true });
      await writeFile(abs, rel === pkg.config ? configText : content, { flag: 'wx' });
    } catch (err) {
      const code = err !== null && typeof err === 'object' && 'code' in err ? String(err.code) : 'error';
      throw new ConfigError(`${shown}: its file ${JSON.stringify(rel)} cannot be unpacked (${code}: another of its files has that path, or a folder of it is a file); rebuild the package with \`context-eval package\``);
    }
  }
}

/** The run's config: the package's context, with our settings for everything else and the mapped providers. */
async function withOurSettings(pkgLoaded: LoadedConfig, ours: LoadedConfig | undefined, providers: Record<string, ProviderConfig>): Promise<LoadedConfig> {
  const context = pkgLoaded.config;
  const theirs: ConfigFile = ours?.config ?? context;
  const review = { ...theirs.review, criteria: context.review.criteria };
  if (review.criteria === undefined) delete review.criteria;
  const config: ConfigFile = {
    ...theirs,
    scenarios: context.scenarios,
    watch: [],
    roles: context.roles,
    defaults: context.defaults,
    review,
    providers,
    history: ours ? { ...ours.config.history, dir: await configuredFolder(ours, 'history.dir', ours.config.history.dir) } : context.history,
  };
  if (ours?.config.cache) config.cache = { dir: await configuredFolder(ours, 'cache.dir', ours.config.cache.dir) };
  else delete config.cache;
  return { ...pkgLoaded, config, root: ours?.root ?? pkgLoaded.root };
}

export async function runPackageCommand(values: Parsed['values'], io: CliIO): Promise<number> {
  const pkgPath = path.resolve(io.cwd, stringOption(values, 'package') ?? '');
  for (const flag of NOT_WITH_PACKAGE) if (values[flag] !== undefined) throw new UsageError(`--${flag} cannot be used with --package: a package's scenarios run as they are`);
  const map = parseProviderMap(listOption(values, 'provider-map'));
  const shown = path.relative(io.cwd, pkgPath);
  const pkg = await readPackage(pkgPath, shown);
  const ourPath = configPathOf(values, io);
  const ours = values.config !== undefined || existsSync(ourPath) ? await loadConfig(ourPath, { env: io.env }) : undefined;
  const input: MappingInput = { map, ours: ours?.config.providers, ourFile: path.relative(io.cwd, ourPath) || ourPath, recorded: new Set(Object.keys(pkg.recordings)) };
  for (const [from, to] of map) {
    if (to === RECORDINGS_TARGET) {
      if (!Object.hasOwn(pkg.recordings, from)) throw new UsageError(`--provider-map ${from}=${to}: the package has no recordings of '${from}'${Object.keys(pkg.recordings).length > 0 ? `; it has recordings of: ${Object.keys(pkg.recordings).join(', ')}` : ''}`);
    } else if (!ours || !Object.hasOwn(ours.config.providers, to)) {
      throw new UsageError(`--provider-map ${from}=${to}: ${ours ? `${path.basename(ourPath)} has no provider '${to}'` : `no config found at ${path.relative(io.cwd, ourPath)} to take '${to}' from; pass --config`}`);
    }
  }

  // 2. Context only, no path outside its folder; its roles' providers are ours (checked before unpacking).
  const source = parseYaml(pkg.files[pkg.config] ?? '', `${shown}: ${pkg.config}`);
  const context = checkPackageConfig(toValue(source), `${shown}: ${pkg.config}`);
  for (const [role, r] of Object.entries(context.roles)) mapProvider(r.provider, `the package's role '${role}'`, input);

  // 3. Unpacked inside our repository, loaded with its own folder as the root; providers are inert placeholders.
  const base = ours?.dir ?? io.cwd;
  await mkdir(path.join(base, '.context-eval'), { recursive: true });
  const dir = realpathSync.native(await mkdtemp(path.join(base, '.context-eval', 'package-run-')));
  try {
    const placeholders = new Set([...Object.keys(ours?.config.providers ?? {}), ...map.keys(), ...Object.values(context.roles).map((r) => r.provider)]);
    const runConfig = { ...(escapeEnv(context) as object), providers: Object.fromEntries([...placeholders].map((n) => [n, { type: 'replay', recordings: '.' }])) };
    await unpack(pkg, dir, shown, stringify(runConfig));
    let pkgLoaded: LoadedConfig;
    try {
      pkgLoaded = await loadConfig(path.join(dir, pkg.config), { env: {}, root: dir, provenance: values.verbose === true });
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      const message = unpackedPathsOut(err.message);
      const judge = /judge\.provider: unknown provider '([^']+)'/.exec(message)?.[1];
      if (judge !== undefined) throw new ConfigError(`${shown}: ${message}; a package's providers are always yours: define providers.${judge} in your config, or pass --provider-map ${judge}=<one of yours>`);
      throw new ConfigError(`${shown}: ${message}`);
    }

    // 4. Every provider its roles and judges use maps to ours (or, when we say so, to its recordings).
    const mapped: MappedProvider[] = providersInUse(pkgLoaded, pkgLoaded.scenarios).map((name) => mapProvider(name, `the package (a role or a judge)`, input));
    const providers: Record<string, ProviderConfig> = {};
    const lines: string[] = [];
    for (const m of mapped) {
      if ('recordings' in m) {
        providers[m.name] = { type: 'replay', recordings: path.join(dir, pkg.recordings[m.name]?.folder ?? '') };
        lines.push(`${m.name} → the package's recordings (offline)`);
      } else {
        const ourProvider = ours?.config.providers[m.ours];
        if (!ourProvider || !ours) throw new ConfigError(`the package uses provider '${m.name}', which has no counterpart here`);
        providers[m.name] = await portable(ourProvider, m.ours, ours);
        lines.push(`${m.name} → ours: ${m.ours} (${ourProvider.type})`);
      }
    }
    const loaded = await withOurSettings(pkgLoaded, ours, providers);
    io.stdout(fitted(`package ${pkg.name} (${pkg.content_hash.slice(0, 19)}): ${lines.join('; ')}\n`, io));
    const rest: Parsed['values'] = { ...values, config: path.join(dir, pkg.config) };
    delete rest.package;
    delete rest['provider-map'];
    return await runCommand(rest, io, {
      loaded,
      providers: (l) => {
        const made = createProviders(l.config, { env: io.env, configDir: l.dir, root: l.root });
        for (const m of mapped) {
          if ('recordings' in m) {
            const rec = pkg.recordings[m.name];
            if (rec) made.set(m.name, createReplayProvider(m.name, { type: 'replay', recordings: path.join(dir, rec.folder) }, { configDir: dir, root: dir, ...(rec.target ? { target: rec.target } : {}) }));
            continue;
          }
          // Our replay provider keys its recordings by our record_with provider, which is ours to look up.
          const own = ours?.config.providers[m.ours];
          if (ours && own?.type === 'replay') {
            const target = recordingTarget(ours.config, m.ours);
            made.set(m.name, createReplayProvider(m.name, own, { configDir: ours.dir, root: ours.root, ...(target ? { target } : {}) }));
          }
        }
        return made;
      },
    });
  } catch (err) {
    if (err instanceof ConfigError && /package-run-/.test(err.message)) throw new ConfigError(`${shown}: ${unpackedPathsOut(err.message)}`);
    throw err;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Messages name the package's files as the package does, not by the temporary folder they were unpacked to. */
function unpackedPathsOut(message: string): string {
  return message.replaceAll(/[^\s'"(]*package-run-[A-Za-z0-9]{6}\//g, '').replaceAll(/[^\s'"(]*package-run-[A-Za-z0-9]{6}/g, "the package's folder");
}
