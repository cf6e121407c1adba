import type { Expectation, SourcePos } from '../expectations/schema.js';
import type { ChatMessage } from '../providers/types.js';

/** One stage of a chain (DESIGN §3b). */
export interface ChainStage {
  role: string;
  /** The stage's user message: these earlier stages' answers, each cut at maxChars (its beginning kept). */
  handoff?: { from: string[]; maxChars: number };
  /** The answer must state exactly one of these. */
  decision?: string[];
  /** Runs only when these earlier stages (by role) decided these. */
  when?: Record<string, string>;
  expect: Expectation[];
  /** The stage's own world (as written, after includes); its tools win over the scenario's. */
  world?: Record<string, unknown>;
}

/** A scenario after `_defaults.yaml` inheritance, `${ENV}` expansion and `{ file: }` includes. */
export interface Scenario {
  name: string;
  role: string;
  /** The scenario file, relative to the config file's folder, with forward slashes. */
  file: string;
  /** Where the scenario starts in its file (its `name:` line). */
  source: SourcePos;
  runs: number;
  /** A number in (0, 1]. */
  threshold: number;
  /** The threshold test's indifference zone, rule and cap (DESIGN §4); the loader always sets them, and VERDICT_DEFAULTS apply where absent. */
  tolerance?: number;
  verdict?: 'test' | 'count';
  maxRuns?: number;
  /** The frozen agent context, with `{ file: PATH }` includes already inlined. */
  context: Record<string, unknown>;
  expect: Expectation[];
  /** Earlier turns, before the rendered user message (DESIGN §3b). */
  messages?: ChatMessage[];
  /** What each tool answers, as written after includes (DESIGN §3b); src/agent/world.ts builds it. */
  world?: Record<string, unknown>;
  /** The stages of a chain scenario; then `role` is the first stage's (DESIGN §3b). */
  chain?: ChainStage[];
  /** Files this scenario's context depends on, relative to the config folder: includes, depends_on, the scenario file and every `_defaults.yaml` above it. */
  dependsOn: string[];
  /** For `--verbose`: dotted key → the file (and line) its value came from. */
  provenance: Record<string, string>;
}
