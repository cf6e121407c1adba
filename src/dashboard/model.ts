/**
 * The dashboard's data (`context-eval dashboard`, DESIGN §5): per scenario, its series over the stored
 * history, oldest first, and the drift findings on it. Pure.
 *
 * The dashboard reads history records only. A record keeps an agent scenario's tool calls per run, the
 * tools called with their counts, and one example run step by step (the first failing run's calls, else
 * the first run's; bounded and redacted: src/history/example-run.ts): so a recorded run shows its mean
 * tool calls, the tools called and that example, and the report (`context-eval show`) holds every call.
 */
import { createHash } from 'node:crypto';
import type { DriftFinding } from '../drift/detect.js';
import type { ExampleRun, HistoryRecord, ToolCount } from '../history/record.js';
import { compareRecords } from '../history/store.js';
import type { StaleCheck } from '../stale/stale.js';
import { exactInterval } from '../stats/interval.js';

/**
 * One recorded run of a scenario. The charts step by record, not by clock time (a burst of runs and then
 * a gap would squash the points and draw a long line that looks like data): `label` is the short commit.
 */
export interface DashboardPoint {
  /** The short commit: the x label. */
  label: string;
  date: string;
  sha: string;
  event: string;
  /** Pass rate 0–1 and its exact (Clopper–Pearson) 95% interval; null when no run was evaluated. */
  rate: number | null;
  low: number | null;
  high: number | null;
  passes: number;
  attempted: number;
  threshold: number;
  tokens: number | null;
  latencyMs: number | null;
  /** Mean tool calls per evaluated run; null where the record kept none (a role without tools, or an older record). */
  toolCalls: number | null;
  /** The tools called, most called first (as recorded: at most 50). */
  tools: ToolCount[];
  /** One run of the record step by step (the first failing one, else the first); null where the record kept none. */
  example: ExampleRun | null;
  /** The context hash differs from the previous point's: the context changed at this commit. */
  contextChanged: boolean;
  /** The run's verdict against its threshold, as recorded. */
  verdict: 'pass' | 'fail' | 'error';
}

export interface DashboardScenario {
  name: string;
  /** The page's file name under scenarios/: safe on every file system and unique per name. */
  file: string;
  points: DashboardPoint[];
  findings: DriftFinding[];
}

export interface DashboardModel {
  source: string;
  /** The repository's web address ("https://github.com/o/r"), when known: commits link to it. */
  repository?: string;
  records: number;
  first?: string;
  last?: string;
  /** Drifting scenarios first (most findings first), then by name. */
  scenarios: DashboardScenario[];
  /** The stale scenarios from git's dates (src/stale/check.ts); absent when not checked. */
  stale?: StaleCheck;
}

/** "planner <b>" → "planner-b-1a2b3c4d.html": readable, file-system safe, and unique per name. */
export function pageFile(name: string): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `${slug === '' ? 'scenario' : slug}-${hash}.html`;
}

export function buildModel(
  records: readonly HistoryRecord[],
  findings: readonly DriftFinding[],
  source: string,
  stale?: StaleCheck,
  opts: { repository?: string } = {},
): DashboardModel {
  const sorted = [...records].sort(compareRecords);
  const byName = new Map<string, DashboardPoint[]>();
  const lastHash = new Map<string, string>();
  for (const record of sorted) {
    for (const s of record.scenarios) {
      const previous = lastHash.get(s.name);
      lastHash.set(s.name, s.contextHash);
      const interval = s.attempted > 0 ? exactInterval(s.passes, s.attempted) : undefined;
      const point: DashboardPoint = {
        label: record.sha.slice(0, 7),
        date: record.timestamp.slice(0, 10),
        sha: record.sha,
        event: record.event,
        rate: s.attempted > 0 ? s.passes / s.attempted : null,
        low: interval?.low ?? null,
        high: interval?.high ?? null,
        passes: s.passes,
        attempted: s.attempted,
        threshold: s.threshold,
        tokens: s.tokens.runs.length > 0 ? s.tokens.mean : null,
        latencyMs: s.latencyMs.runs.length > 0 ? s.latencyMs.mean : null,
        toolCalls: s.toolCalls !== undefined && s.toolCalls.runs.length > 0 ? s.toolCalls.mean : null,
        tools: s.tools ?? [],
        example: s.example ?? null,
        contextChanged: previous !== undefined && previous !== '' && s.contextHash !== '' && previous !== s.contextHash,
        verdict: s.verdict,
      };
      const list = byName.get(s.name) ?? [];
      list.push(point);
      byName.set(s.name, list);
    }
  }
  const scenarios = [...byName.entries()].map(([name, points]) => ({ name, file: pageFile(name), points, findings: findings.filter((f) => f.scenario === name) }));
  scenarios.sort((a, b) => b.findings.length - a.findings.length || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const first = sorted[0]?.timestamp.slice(0, 10);
  const last = sorted[sorted.length - 1]?.timestamp.slice(0, 10);
  const repository = opts.repository?.replace(/\/+$/, '');
  return { source, ...(repository ? { repository } : {}), records: sorted.length, ...(first ? { first } : {}), ...(last ? { last } : {}), scenarios, ...(stale === undefined ? {} : { stale }) };
}
