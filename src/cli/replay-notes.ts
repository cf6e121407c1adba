/** What a run under replay cannot check, said instead of passed silently (issue 11, friction 10). Pure. */
import path from 'node:path';
import type { LoadedConfig } from '../config/types.js';
import type { Report } from '../report/types.js';

/** One note per scenario that ran on a replay provider and has a max_latency_ms expectation. */
export function unmeasuredLatency(loaded: LoadedConfig, report: Report, cwd: string): string[] {
  const ran = new Set(report.scenarios.filter((s) => s.runs.length > 0).map((s) => s.name));
  const notes: string[] = [];
  for (const s of loaded.scenarios) {
    if (!ran.has(s.name)) continue;
    const provider = loaded.config.providers[loaded.config.roles[s.role]?.provider ?? ''];
    if (provider?.type !== 'replay') continue;
    const e = s.expect.find((x) => x.kind === 'max_latency_ms');
    if (!e) continue;
    notes.push(
      `note: ${s.name}: max_latency_ms (${path.relative(cwd, path.resolve(cwd, e.source.file)).replaceAll('\\', '/')}:${e.source.line}) was not measured under replay: recorded answers come back at once, so it passed unchecked; run against the real provider to measure it`,
    );
  }
  return notes;
}
