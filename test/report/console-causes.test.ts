/**
 * Issue 32, item 5: the terminal shows causes first. In a 200-scenario run with 2 errors and 7 failures,
 * the detail block lists the errors before the failures, each with its cause and the `show` command
 * that prints it in full, within 80 columns and with no word cut across lines.
 */
import { describe, expect, it } from 'vitest';
import { renderConsoleSummary } from '../../src/report/console.js';
import { cells } from '../../src/report/terminal-text.js';
import { report, run, scenario } from './fixtures.js';

const OVERFLOW = "context overflow: the request is 9,412 tokens and the model's context window holds 8,192; shorten the prompt or raise the provider's context_window";

function bigReport() {
  const scenarios = [];
  for (let i = 0; i < 200; i++) {
    const name = `summarize-scenario-number-${i}`;
    if (i === 150) scenarios.push(scenario(name, 'error', { runs: [run(0, { pass: false, error: OVERFLOW, tokens: { input: 0, output: 0 } })] }));
    else if (i === 170) scenarios.push(scenario(name, 'error', { runs: [run(0), run(1), run(2, { pass: false, error: 'HTTP 500 from the provider after 2 retries', tokens: { input: 0, output: 0 } })] }));
    else if (i % 30 === 3) scenarios.push(scenario(name, 'fail'));
    else scenarios.push(scenario(name, 'pass'));
  }
  return report(scenarios);
}

describe('the terminal summary shows causes first', () => {
  const text = renderConsoleSummary(bigReport(), { color: false, width: 80 });
  const lines = text.split('\n');
  const at = (needle: string) => lines.findIndex((l) => l.includes(needle));

  it('lists the errors before the failures', () => {
    const firstError = at('! summarize-scenario-number-150');
    const secondError = at('! summarize-scenario-number-170');
    const firstFailure = at('✗ summarize-scenario-number-3:');
    expect(firstError).toBeGreaterThanOrEqual(0);
    expect(secondError).toBeGreaterThan(firstError);
    expect(firstFailure).toBeGreaterThan(secondError);
  });

  it("gives every error its cause and its show command, beyond the first five's details", () => {
    const block = (name: string) => {
      const start = at(`! ${name}:`);
      const end = lines.findIndex((l, i) => i > start && /^[✗!▼✓]/.test(l));
      return lines.slice(start, end).map((l) => l.trim()).join(' ');
    };
    expect(block('summarize-scenario-number-150')).toContain("context overflow: the request is 9,412 tokens and the model's context window holds 8,192");
    expect(block('summarize-scenario-number-150')).toContain('context-eval show summarize-scenario-number-150 --run 1');
    expect(block('summarize-scenario-number-170')).toContain('HTTP 500 from the provider after 2 retries');
    expect(block('summarize-scenario-number-170')).toContain('context-eval show summarize-scenario-number-170 --run 3');
  });

  it('says which failures it left without details, and fits 80 columns with whole words', () => {
    expect(text).toMatch(/details of the first 5 failures/);
    expect(lines.filter((l) => cells(l) > 80)).toEqual([]);
    // Every command and name the reader copies stays on one line.
    for (const n of [150, 170]) expect(lines.some((l) => l.includes(`context-eval show summarize-scenario-number-${n} --run`))).toBe(true);
  });
});
