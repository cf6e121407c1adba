/**
 * `context-eval record`: runs the scenarios whose role uses a replay provider against that provider's
 * `record_with` provider, all N runs (no early stop), and writes what came back as replay recordings.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedConfig } from '../config/types.js';
import { prepareScenarios } from '../pipeline/prepare.js';
import { loadConfig } from '../config/load.js';
import { configuredFolder } from '../config/folders.js';
import { ConfigError } from '../config/types.js';
import { filterOnly } from '../affected/only.js';
import { createProviders } from '../providers/factory.js';
import { keyOfRequest, previousTurnKey, readRecording, recordingPath, recordingTarget, writeRecording, type RecordingTarget } from '../providers/recording.js';
import type { Provider, ProviderRequest, ProviderResponse } from '../providers/types.js';
import { runPipeline } from '../pipeline/pipeline.js';
import { fixedPolicy } from '../stats/policy.js';
import { exitCodeFor } from '../runner/result.js';
import { renderConsoleSummary } from '../report/console.js';
import { terminalWidth } from '../report/terminal-text.js';
import { intOption, listOption, type Parsed } from './args.js';
import type { CliIO } from './io.js';
import { configPathOf, fitted } from './shared.js';
import { keepLastReport } from './last-report.js';
import { createRedactor } from '../security/redact.js';

export interface Captured {
  /** The provider's `recordings` as the config wrote it: resolved through the one path resolver when written. */
  recordings: string;
  target: RecordingTarget | undefined;
  /** The provider that answered. */
  source: string;
  request: ProviderRequest;
  response: ProviderResponse;
}

export async function recordCommand(values: Parsed['values'], io: CliIO): Promise<number> {
  const configPath = configPathOf(values, io);
  const loaded = await loadConfig(configPath, { env: io.env });
  const replayRoles = Object.entries(loaded.config.roles).filter(([, r]) => loaded.config.providers[r.provider]?.type === 'replay');
  if (replayRoles.length === 0) throw new ConfigError('no role uses a replay provider, so there is nothing to record; give a role `provider: <a replay provider>`', { file: path.basename(configPath) });
  for (const [roleName, role] of replayRoles) {
    const p = loaded.config.providers[role.provider];
    if (p?.type === 'replay' && p.record_with === undefined) {
      throw new ConfigError(`providers.${role.provider} (used by role ${roleName}) has no record_with; set record_with to the provider that makes the recordings`, { file: path.basename(configPath) });
    }
  }
  const roleNames = new Set(replayRoles.map(([n]) => n));
  let names = loaded.scenarios.filter((s) => roleNames.has(s.role)).map((s) => s.name);
  const only = listOption(values, 'only');
  if (only) {
    const picked = filterOnly(names, only);
    if (picked.unmatched.length > 0) throw new ConfigError(`--only matches no recordable scenario: ${picked.unmatched.join(', ')}`);
    names = names.filter((n) => picked.selected.has(n));
  }
  const captured: Captured[] = [];
  const runs = intOption(values, 'runs', 1, 1000);
  const seed = intOption(values, 'seed', 0);
  const { report } = await runPipeline(
    {
      configPath,
      loaded,
      ...(names.length === loaded.scenarios.length ? {} : { only: names }),
      concurrency: intOption(values, 'concurrency', 1, 256) ?? 4,
      recording: true,
      policyFor: () => fixedPolicy,
      ...(runs === undefined ? {} : { runs }),
      ...(seed === undefined ? {} : { seed }),
    },
    {
      env: io.env,
      readText: io.readText,
      now: io.now,
      providers(l) {
        const real = createProviders(l.config, { env: io.env, configDir: l.dir, root: l.root });
        const out = new Map<string, Provider>(real);
        for (const [name, cfg] of Object.entries(l.config.providers)) {
          if (cfg.type !== 'replay' || cfg.record_with === undefined) continue;
          const source = real.get(cfg.record_with);
          if (!source) continue;
          const recordings = cfg.recordings;
          const target = recordingTarget(l.config, name);
          out.set(
            name,
            captureProvider(name, source, (request, response) => captured.push({ recordings, target, source: cfg.record_with ?? name, request, response })),
          );
        }
        return out;
      },
    },
  );
  // Each folder through the one path resolver now, after the run: it may have become a link out meanwhile.
  const dirs = new Map<string, string>();
  for (const rel of new Set(captured.map((c) => c.recordings))) dirs.set(rel, await recordingsFolder(loaded, rel));
  const { files, keys: written } = await writeCaptured(captured, dirs);
  const notKept = await keepLastReport(report, { dir: loaded.dir, root: loaded.root }, io.redactor ?? createRedactor([]));
  if (notKept) io.stderr(fitted(notKept, io));
  const lines = [`recorded ${captured.length} samples into ${files.size} recording files`];
  // The keys written now count as used too: an agent turn's key is known only once the run made it.
  const used = await usedRecordingKeys(loaded, io.readText);
  for (const [dir, keys] of written) used.set(dir, new Set([...(used.get(dir) ?? []), ...keys]));
  const removed = await pruneRecordings(used);
  // One note per file, a list one per line (issue 32 item 1).
  for (const f of removed) lines.push(`removed ${path.relative(io.cwd, f)}: no scenario uses it`);
  // The summary comes last, so that the output ends on the verdict line.
  io.stdout(renderConsoleSummary(report, { color: false, width: terminalWidth(io.columns), notes: lines }));
  const failed = report.scenarios.filter((s) => s.errors > 0);
  if (failed.length > 0) {
    const list = failed.map((s) => `  ${s.name} (${s.errors} of ${s.planned} runs)\n`).join('');
    io.stderr(fitted(`context-eval: record: some runs could not be recorded; their recordings are incomplete. Fix the provider error above and run \`context-eval record --only <name>\` again:\n${list}`, io));
    return 3;
  }
  const code = exitCodeFor(report.verdict);
  return code === 3 ? 3 : 0;
}

/** `source` under the replay provider's name, handing every answer to `capture`: each turn of an agent run is one call. */
export function captureProvider(name: string, source: Provider, capture: (request: ProviderRequest, response: ProviderResponse) => void): Provider {
  return {
    name,
    async complete(request) {
      const response = await source.complete(request);
      capture(request, response);
      return response;
    },
  };
}

/**
 * Writes the captured answers as recordings, `dirs` mapping each provider's `recordings` to its real folder.
 * In run order, so that sample i of a first turn is run i; each file starts afresh on its first write of
 * this session (a later turn's too), then gains a sample per run that reached it. Returns the files and the
 * keys written, by folder.
 */
export async function writeCaptured(captured: readonly Captured[], dirs: ReadonlyMap<string, string>): Promise<{ files: Set<string>; keys: Map<string, Set<string>> }> {
  // A stable sort: the turns of one run keep the order they were made in.
  const ordered = [...captured].sort((a, b) => a.request.meta.scenario.localeCompare(b.request.meta.scenario) || a.request.meta.run - b.request.meta.run);
  const notes = new Map<string, string>();
  const files = new Set<string>();
  const keys = new Map<string, Set<string>>();
  const earlierNotes = new Map<string, Map<string, string>>();
  for (const dir of new Set(dirs.values())) earlierNotes.set(dir, await notesByScenario(dir));
  for (const c of ordered) {
    const dir = dirs.get(c.recordings) ?? '';
    const key = keyOfRequest(c.request, c.target);
    const id = `${dir}\u0000${c.request.meta.scenario}`;
    if (!notes.has(id)) {
      // A note people wrote on the recording (e.g. "hand-written example outputs") survives a re-record.
      const previous = await readRecording(dir, key).catch(() => undefined);
      // A recording made under another key (another model, say) passes its note on too.
      const earlier = previous?.note ?? earlierNotes.get(dir)?.get(c.request.meta.scenario);
      notes.set(id, earlier ?? `recorded by context-eval record from providers.${c.source}`);
    }
    const note = notes.get(id);
    const first = !files.has(recordingPath(dir, key));
    const file = await writeRecording(
      dir,
      c.request,
      c.response,
      { scenario: c.request.meta.scenario, role: c.request.meta.role, ...(note === undefined ? {} : { note }), ...(c.target ? { provider: c.target } : {}) },
      { append: !first },
    );
    files.add(file);
    keys.set(dir, (keys.get(dir) ?? new Set<string>()).add(key));
  }
  return { files, keys };
}

/** A replay provider's recordings folder, through the one path resolver (a ConfigError naming `recordings`). */
function recordingsFolder(loaded: LoadedConfig, recordings: string): Promise<string> {
  return configuredFolder(loaded, 'recordings', recordings);
}

/** The notes of the recordings already in a folder, by scenario (unreadable files are skipped). */
async function notesByScenario(dir: string): Promise<Map<string, string>> {
  const notes = new Map<string, string>();
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.sort()) {
    const key = /^([0-9a-f]{64})\.json$/.exec(name)?.[1];
    if (key === undefined) continue;
    const recording = await readRecording(dir, key).catch(() => undefined);
    if (recording?.scenario !== undefined && recording.note !== undefined) notes.set(recording.scenario, recording.note);
  }
  return notes;
}

/** Every recording key the suite's replay scenarios ask for, by recordings folder. */
async function usedRecordingKeys(loaded: LoadedConfig, readText: CliIO['readText']): Promise<Map<string, Set<string>>> {
  const byDir = new Map<string, Set<string>>();
  const replayed = loaded.scenarios.filter((s) => loaded.config.providers[loaded.config.roles[s.role]?.provider ?? '']?.type === 'replay');
  for (const p of await prepareScenarios(loaded, replayed, readText)) {
    const provider = loaded.config.providers[p.role.provider];
    if (provider?.type !== 'replay') continue;
    const dir = await recordingsFolder(loaded, provider.recordings);
    const keys = byDir.get(dir) ?? new Set<string>();
    keys.add(keyOfRequest(p, recordingTarget(loaded.config, p.role.provider)));
    byDir.set(dir, keys);
  }
  return byDir;
}

/**
 * Deletes the recording files (`<key>.json`) of each folder that no scenario asks for; returns their paths.
 * A later turn of an agent run is asked for when the turn before it is (its key follows from the run, not
 * from the scenario alone).
 */
export async function pruneRecordings(used: ReadonlyMap<string, ReadonlySet<string>>): Promise<string[]> {
  const removed: string[] = [];
  for (const [dir, keys] of used) {
    const names = await readdir(dir).catch(() => [] as string[]);
    const kept = new Set(keys);
    const before = new Map<string, string | undefined>();
    for (const name of names) {
      const key = /^([0-9a-f]{64})\.json$/.exec(name)?.[1];
      if (key === undefined || kept.has(key)) continue;
      const recording = await readRecording(dir, key).catch(() => undefined);
      before.set(key, recording === undefined ? undefined : previousTurnKey(recording));
    }
    for (let grew = true; grew; ) {
      grew = false;
      for (const [key, previous] of before) {
        if (kept.has(key) || previous === undefined || !kept.has(previous)) continue;
        kept.add(key);
        grew = true;
      }
    }
    for (const name of names.sort()) {
      const key = /^([0-9a-f]{64})\.json$/.exec(name)?.[1];
      if (key === undefined || kept.has(key)) continue;
      const file = path.join(dir, name);
      await rm(file, { force: true });
      removed.push(file);
    }
  }
  return removed;
}
