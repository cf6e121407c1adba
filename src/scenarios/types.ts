import type { Expectation, SourcePos } from '../expectations/schema.js';

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
  /** Files this scenario's context depends on, relative to the config folder: includes, depends_on, the scenario file and every `_defaults.yaml` above it. */
  dependsOn: string[];
  /** For `--verbose`: dotted key → the file (and line) its value came from. */
  provenance: Record<string, string>;
}
