/**
 * The seeded (Monte Carlo) figures of README.md's statistics block, read from the output a full
 * `npm run sim` commits (sim/output/gate.txt, written by sim/index.ts), so that `npm run figures` and its
 * test never run minutes of simulation. Pure: text in, figures out; a row that is missing is an error that
 * names the file, the row and how to regenerate it.
 */

export const SIM_OUTPUT = 'sim/output/gate.txt';

export interface SeededFigures {
  /** Unchanged PRs red for any reason, 1 and 20 scenarios. */
  unchangedRed: { m1: string; m20: string };
  /** 20 scenarios every one at 0.70 (just above 2/3): red. */
  seventyRed: string;
  /** Calls per scenario, 20 compared scenarios, unchanged. */
  calls20: string;
  /** Red at least once over 10 pushes (G6). */
  pushesRed: string;
  /** One steady scenario at 0.47 among 20: the PR red. */
  steadyRed: string;
  /** A drop 0.9 → 0.5 among 20 flagged, with history and with the base re-run (no history). */
  dropFlagged: string;
  dropFlaggedRerun: string;
}

function fail(row: string): never {
  throw new Error(`${SIM_OUTPUT}: no row "${row}"; regenerate it with a full \`npm run sim\` (it writes ${SIM_OUTPUT}), then \`npm run figures\``);
}

/** The whitespace-separated cells after a row's label (the label matched at the start of a line, after its indent). */
function cells(text: string, label: string): string[] {
  const line = text.split('\n').find((l) => l.trimStart().startsWith(`${label} `));
  if (line === undefined) fail(label);
  return line.trimStart().slice(label.length).trim().split(/\s+/);
}

function cell(text: string, label: string, index: number): string {
  const c = cells(text, label)[index];
  if (c === undefined) fail(`${label}" column ${index + 1}`);
  return c;
}

export function readSeededFigures(text: string): SeededFigures {
  // G1 rows: PRs seed red threshold regression no-drop calls most.
  const g1 = (label: string, i: number) => cell(text, label, i);
  // G6: "PRs 200, seed 6006: red at least once 4.5%; ..."
  const g6 = /red at least once ([\d.]+%)/.exec(text)?.[1] ?? fail('G6 … red at least once');
  const rerunLabel = '0.9 → 0.5, k = 20';
  return {
    unchangedRed: { m1: g1('m = 1', 2), m20: g1('m = 20', 2) },
    seventyRed: g1('m = 20, every rate 0.70', 2),
    calls20: g1('m = 20', 6),
    pushesRed: g6,
    // G2, G3 rows: PRs seed red threshold flagged.
    steadyRed: cell(text, 'steady at 0.47 (threshold − 0.2)', 2),
    dropFlagged: cell(text, 'drop 0.9 → 0.5', 4),
    // R1 rows: PRs seed flagged caught base-calls PR-calls.
    dropFlaggedRerun: cell(text, rerunLabel, 2),
  };
}
