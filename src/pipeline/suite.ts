/**
 * The suite a sharded run ran, as merge needs it (DESIGN §2 "merge recomputes every verdict from the
 * shards' runs"): a hash that every shard writes into its header and the merge computes again at the
 * merged commit, and how many runs each scenario plans. Shards of another version of the suite (another
 * prompt, scenario, threshold, N, model or role) cannot be merged: their runs answer another question.
 *
 * The hash covers each scenario after defaults (name, role, N, threshold, context with its includes
 * inlined, expectations), the roles, the providers' answer-shaping settings (as the context hash:
 * src/affected/context-hash.ts), the compare settings, the text of every role's system, template and tools files,
 * and the run's planning options (`runs`, recording). Where a file or line sits, and plumbing such as
 * base_url or keys, are left out, so that every job of one workflow run computes the same hash.
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../affected/context-hash.js';
import { toolFiles } from '../affected/paths.js';
import type { LoadedConfig } from '../config/types.js';
import { resolveInRepository } from '../security/paths.js';
import type { ReadText } from './prepare.js';

/** Bump when the hashed shape changes. */
const SUITE_FORMAT = 1;
const PROVIDER_KEYS = ['type', 'model', 'temperature', 'max_tokens', 'command'] as const;

export interface Planning {
  /** The `runs` override (--runs, the action's `runs` input). */
  runs?: number;
  /** A recording run samples at least compare.baseline_runs per scenario (src/pipeline/pipeline.ts). */
  recording?: boolean;
}

/** The N a scenario plans under `planning`, as runPipeline sets it (skipped scenarios ignore recording). */
export function plannedRuns(loaded: LoadedConfig, scenarioRuns: number, planning: Planning, ran: boolean): number {
  const n = planning.runs ?? scenarioRuns;
  return planning.recording === true && ran ? Math.max(n, loaded.config.compare.baseline_runs) : n;
}

export async function suiteHash(loaded: LoadedConfig, readText: ReadText, planning: Planning): Promise<string> {
  const files = new Map<string, string>();
  for (const role of Object.values(loaded.config.roles)) {
    // A role without tools adds no file: a suite without tools hashes as before.
    for (const rel of [...[role.system].flat(), ...(role.template === undefined ? [] : [role.template]), ...toolFiles(role.tools)]) {
      if (files.has(rel)) continue;
      let digest: string;
      try {
        digest = createHash('sha256').update(await readText(await resolveInRepository(loaded.root, loaded.dir, rel))).digest('hex');
      } catch {
        // The run that needs it says why; here it is only part of what the shards must agree on.
        digest = 'unreadable';
      }
      files.set(rel, digest);
    }
  }
  const providers = Object.fromEntries(
    Object.entries(loaded.config.providers).map(([name, p]) => [name, Object.fromEntries(Object.entries(p).filter(([k]) => (PROVIDER_KEYS as readonly string[]).includes(k)))]),
  );
  const body = {
    format: SUITE_FORMAT,
    planning: { runs: planning.runs ?? null, recording: planning.recording === true },
    roles: loaded.config.roles,
    providers,
    compare: loaded.config.compare,
    files: Object.fromEntries([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    scenarios: loaded.scenarios.map((s) => ({ name: s.name, role: s.role, runs: s.runs, threshold: s.threshold, context: s.context, expect: s.expect })),
  };
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}
