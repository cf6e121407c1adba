/**
 * The drift CLI's "too few" line says what the detectors count (issue 32: "6 recorded runs: too few to
 * judge drift (need 4)" contradicted itself: they count days, not recorded runs), and a suite of many
 * such scenarios is one grouped item, not a line each (200 scenarios printed 200 lines).
 */
import { describe, expect, it } from 'vitest';
import { renderDriftText } from '../../src/cli/drift.js';
import { assessDrift } from '../../src/drift/detect.js';
import { DriftSchema } from '../../src/config/schema.js';
import { makeRecord } from '../history/make-record.js';

const view = (states: Parameters<typeof renderDriftText>[0]['states']) => ({ source: 'h', records: 10, scenarios: states.length, problems: [], findings: [], states });

describe('too few to judge drift', () => {
  it('counts days, as the detectors do: six recorded runs on two days are too few for four', () => {
    // Six records, three on each of two days.
    const records = [0, 1, 2, 3, 4, 5].map((i) => ({ ...makeRecord(i + 1), timestamp: new Date(Date.UTC(2026, 10, 1 + Math.floor(i / 3), i)).toISOString() }));
    const cfg = DriftSchema.parse({ window: 3 });
    const status = assessDrift(records, cfg).scenarios[0]!;
    expect(status).toMatchObject({ records: 6, days: 2, need: 4, judged: false });
    const text = renderDriftText(view([status]), 200);
    expect(text).toContain(`: 6 recorded runs on 2 days: too few to judge drift (needs runs on 4 days)`);
  });

  it('groups many such scenarios into one item, the first few named one per line', () => {
    const states = Array.from({ length: 200 }, (_, i) => ({ scenario: `s${i}`, records: 3, days: 3, need: 6, judged: false, failingThroughout: false }));
    const text = renderDriftText(view(states), 200);
    expect(text.split('\n').length).toBeLessThan(15);
    expect(text).toContain('- 200 scenarios: too few recorded days to judge drift (each needs runs on 6 days):');
    expect(text).toContain('  - s0: 3 recorded runs on 3 days');
    expect(text).toContain('  - … and 195 more (context-eval drift --format json lists each)');
  });
});
