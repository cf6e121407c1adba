/**
 * The tool-call detectors' simulation (issue 33 item 6; docs/drift.md "Tool calls"): the `tool_calls`
 * stream and the newly-called-tool finding, driven through the product's own driftEvents over seeded
 * histories of agents. Each run makes a Poisson number of tool calls (mean 3) spread over three tools
 * (read_file 60%, search 30%, write_file 10%); every record of a day shares the day's draw (sd 0.05 of
 * the rates, 5% of tokens, latency and tool calls per run), as in G7. `npx tsx sim/drift.ts --tools-only`.
 */
import { driftEvents, type DriftEvent } from '../src/drift/detect.js';
import { PASS_RATES, SUITE, simOptions, type SimOptions, type SimRow } from './drift-sim.js';
import { BURN_IN_DAYS, MONTH_DAYS, dailyHistory } from './drift-g7.js';
import { seededRandom, type Random } from './random.js';
import { stableTruth, type ScenarioTruth } from './synth.js';

export const TOOL_CALLS_PER_RUN = 3;

/** The findings the tool-call detectors raise: the stream and a newly called tool. */
export function isToolEvent(e: DriftEvent): boolean {
  return e.kind === 'tool_calls' || e.tool !== undefined;
}

function agent(name: string, runs: number, passRate: number): ScenarioTruth {
  return { ...stableTruth(name, runs, passRate), toolCalls: TOOL_CALLS_PER_RUN };
}

/** Months in which a stable suite of 20 agents shows a tool-call finding on some day (a finding stays `window` days). */
export function toolFalseAlarmRate(runs: number, perDay: number, options: SimOptions, random: Random): SimRow {
  const opts = simOptions(options);
  let alarmed = 0;
  for (let t = 0; t < opts.trials; t++) {
    const truths = Array.from({ length: SUITE }, (_, i) => agent(`s${i}`, runs, PASS_RATES[Math.floor(random.uniform() * PASS_RATES.length)] ?? 0.9));
    const records = dailyHistory(BURN_IN_DAYS + MONTH_DAYS, perDay, () => truths, random);
    // Record i is on day ⌊i / perDay⌋ + 1; a finding shows on its day and the `window` − 1 days after.
    const shown = driftEvents(records, opts.cfg).some((e) => {
      const day = Math.floor(e.at / perDay) + 1;
      return isToolEvent(e) && day + opts.cfg.window - 1 > BURN_IN_DAYS && day <= BURN_IN_DAYS + MONTH_DAYS;
    });
    if (shown) alarmed++;
  }
  return {
    what: `stable suite of ${SUITE} agents, ${TOOL_CALLS_PER_RUN} tool calls a run (Poisson), day sd, ${perDay} record${perDay === 1 ? '' : 's'} a day: months with a tool-call finding`,
    runs,
    rate: alarmed / opts.trials,
    trials: opts.trials,
    target: '≤ 10%',
  };
}

/** Tool calls per run doubled after 30 stable days, one record a day: flagged (`tool_calls`) within 7 records of the step. */
export function toolStepDetection(runs: number, options: SimOptions, random: Random): SimRow {
  const opts = simOptions(options);
  const start = BURN_IN_DAYS + 1;
  let caught = 0;
  const delays: number[] = [];
  for (let t = 0; t < opts.trials; t++) {
    const base = agent('changed', runs, 0.9);
    const records = dailyHistory(BURN_IN_DAYS + 12, 1, (d) => [d >= start ? { ...base, toolCalls: 2 * TOOL_CALLS_PER_RUN } : base], random);
    const alarm = driftEvents(records, opts.cfg)
      .filter((e) => e.kind === 'tool_calls' && e.at >= start - 1)
      .sort((a, b) => a.at - b.at)[0];
    if (alarm === undefined) continue;
    delays.push(alarm.at - (start - 1) + 1);
    if (alarm.at <= start - 1 + 6) caught++;
  }
  delays.sort((a, b) => a - b);
  const row: SimRow = { what: 'tool calls per run doubled, day sd, flagged within 7 records', runs, rate: caught / opts.trials, trials: opts.trials, target: '≥ 90%' };
  if (delays.length > 0) row.medianDelay = delays[Math.floor(delays.length / 2)] ?? 0;
  return row;
}

/** The tool-call rows, each from its own seeded source. */
export function runToolSim(options: SimOptions): SimRow[] {
  const r = (k: number) => seededRandom(options.seed + 100 + k);
  return [
    toolFalseAlarmRate(30, 1, options, r(1)),
    toolFalseAlarmRate(30, 3, options, r(2)),
    toolFalseAlarmRate(10, 1, options, r(3)),
    toolFalseAlarmRate(3, 1, options, r(4)),
    toolStepDetection(30, options, r(5)),
    toolStepDetection(10, options, r(6)),
    toolStepDetection(3, options, r(7)),
  ];
}
