/**
 * `context-eval validate`: the config, every scenario, every prompt and the review criteria, checked
 * without a model call. Every problem of every file is reported at once (up to MAX_SHOWN), each at its
 * file and line: the loader collects instead of stopping, and an error that lists several is split.
 */
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { ConfigError, type LoadedConfig } from '../config/types.js';
import { checkEveryPrompt, prepareScenarios, type ReadText } from '../pipeline/prepare.js';
import { countTokens } from '../manifest/tokenizer.js';
import { budgetWarnings } from '../scenarios/suite-checks.js';
import type { Scenario } from '../scenarios/types.js';
import { requireScenarios } from '../pipeline/pipeline.js';
import { parseCriteria } from '../review/criteria.js';
import { isNotFound } from '../config/io.js';
import { readRepositoryText, regularFilesOnly } from '../security/paths.js';
import { checkStale } from '../stale/check.js';
import { renderStale, SHALLOW_HINT } from '../stale/stale.js';
import { terminalInline } from '../report/escape.js';
import { DEFAULT_WIDTH, fitLines, terminalWidth, wrap, wrapLines } from '../report/terminal-text.js';
import type { Parsed } from './args.js';
import type { CliIO } from './io.js';
import { cacheOption, configPathOf, verboseScenarioLines } from './shared.js';
import { COSTLY_FACTOR, costlyLines, costSummary, suiteCosts } from '../manifest/cost.js';
import { decisionRange } from '../stats/decision-range.js';
import { thresholdAlpha } from '../stats/error-budget.js';
import { thresholdTestFor } from '../stats/threshold-test.js';
import { VERDICT_DEFAULTS } from '../config/schema.js';
import { formatPercent } from '../format/percent.js';
import { ownRuleLabel, ownRules } from '../scenarios/own-rules.js';

/** The most problems printed; the count says how many more there were. */
export const MAX_SHOWN = 50;

/** The review criteria file, when set, must parse (a missing file means the built-in checklist). */
async function criteriaProblem(loaded: LoadedConfig, cwd: string): Promise<ConfigError | undefined> {
  const criteria = loaded.config.review.criteria;
  if (criteria === undefined) return undefined;
  const shown = path.relative(cwd, path.resolve(loaded.dir, criteria)).replaceAll('\\', '/') || criteria;
  try {
    parseCriteria(await readRepositoryText(loaded.root, path.resolve(loaded.dir, criteria), shown), shown);
    return undefined;
  } catch (err) {
    if (isNotFound(err)) return undefined;
    if (err instanceof ConfigError) return err;
    return new ConfigError(`review.criteria: ${err instanceof Error ? err.message : String(err)}`, { file: shown });
  }
}

/** Every problem, each on its own line with its own position (an error that lists several is split). */
function reportProblems(problems: readonly ConfigError[], io: CliIO, note = ''): number {
  const width = terminalWidth(io.columns);
  const all = problems.flatMap((p) => p.parts);
  // Each problem starts a line with its place; its words wrap under it, never cut (issue 32, item 5).
  const shown = all.slice(0, MAX_SHOWN).flatMap((p) => wrapLines(p.message.split(`${io.cwd}/`).join(''), width, '  ', '      '));
  const more = all.length > MAX_SHOWN ? `\n  … and ${all.length - MAX_SHOWN} more` : '';
  const after = note === '' ? '' : `${wrapLines(note, width, '', '  ').join('\n')}\n`;
  io.stderr(`context-eval: ${all.length} problem${all.length === 1 ? '' : 's'} found; nothing was sent to a model:\n${shown.join('\n')}${more}\n${after}`);
  return 2;
}

export async function validateCommand(values: Parsed['values'], io: CliIO): Promise<number> {
  const problems: ConfigError[] = [];
  let loaded: LoadedConfig;
  try {
    loaded = await loadConfig(configPathOf(values, io), { env: io.env, problems, provenance: values.verbose === true, ...cacheOption(io, configPathOf(values, io)) });
  } catch (err) {
    // The config itself could not be used (not even repaired): its problems, all of them, and a word on the scenarios.
    if (!(err instanceof ConfigError)) throw err;
    return reportProblems([...problems, err], io, 'context-eval: the scenarios were not checked: fix the config first, then run validate again');
  }
  if (problems.length === 0) requireScenarios(loaded);
  const criteria = await criteriaProblem(loaded, io.cwd);
  if (criteria) problems.push(criteria);
  // Rendering every prompt finds template fields missing from a scenario's context (one scenario at a time,
  // so that one missing field does not hide another). A role whose provider is unknown is reported once, above.
  const { config } = loaded;
  const renderable = loaded.scenarios.filter((s) => Object.hasOwn(config.roles, s.role) && Object.hasOwn(config.providers, config.roles[s.role]?.provider ?? ''));
  // The loader refused a FIFO or a device among the roles' files; this read must not wait on one either.
  await checkEveryPrompt(loaded, renderable, regularFilesOnly(io.readText, loaded.dir), (err) => {
    if (!problems.some((p) => p.message === err.message)) problems.push(err);
  });
  const warnings = await promptBudgetWarnings(loaded, renderable, regularFilesOnly(io.readText, loaded.dir), io.cwd);
  if (warnings.length > 0) io.stderr(warnings.flatMap((w) => wrap(w, terminalWidth(io.columns), '', '    ')).map((l) => `${l}\n`).join(''));
  const ranges = problems.length > 0 ? { problems: [], warnings: [] } : decisionRanges(loaded.scenarios, loaded.config.compare.alpha);
  problems.push(...ranges.problems);
  if (problems.length > 0) return reportProblems(problems, io);
  if (values.verbose) {
    const fit = (text: string) => fitLines(text, terminalWidth(io.columns)).join('\n');
    io.stdout(fit(verboseScenarioLines(loaded, io.cwd)));
    io.stdout(fit(await staleReport(loaded, io.now())));
  }
  const files = new Set(loaded.scenarios.map((s) => s.file)).size;
  const roles = Object.keys(loaded.config.roles).length;
  const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
  const width = terminalWidth(io.columns);
  io.stdout(`${wrap(`ok: ${count(loaded.scenarios.length, 'scenario')} in ${count(files, 'file')}, ${count(roles, 'role')}; every prompt renders`, width, '', '  ').join('\n')}\n`);
  // One name a line: 200 names on one comma-separated line are unreadable, and a name is what --only takes:
  // one longer than a line stands whole on its line (issue 32 item 1), never clipped.
  io.stdout(`scenarios:\n${loaded.scenarios.map((s) => `  ${terminalInline(s.name)}\n`).join('')}`);
  // The cost prose reads at 80 columns at most, and at the terminal's width when it is narrower.
  const prose = Math.min(width, DEFAULT_WIDTH);
  io.stdout(costReport(loaded, prose));
  for (const w of ranges.warnings) io.stdout(`${wrap(`warning: ${w}`, prose, '', '  ').join('\n')}\n`);
  return 0;
}

/** Undecided at its threshold more often than this: the scenario rarely decides. */
const RARELY_DECIDES = 0.5;

/** Larger caps tried for the fix a scenario that can never fail is offered. */
const CAPS_TRIED = [6, 10, 15, 20, 30, 50, 100, 150, 300, 1000];

/**
 * Each scenario's decision range under its threshold test(s) (issue 30 item 2; src/stats/decision-range.ts):
 * a test that can never fail, even run alone with all of compare.alpha and every run failing, is a problem;
 * one that cannot fail at the share a run of the whole suite gives it, or that is undecided more often than
 * not for a scenario exactly at its threshold, is a warning. `verdict: count` has no test to check.
 */
function decisionRanges(scenarios: readonly Scenario[], alpha: number): { problems: ConfigError[]; warnings: string[] } {
  const problems: ConfigError[] = [];
  const warnings: string[] = [];
  const settings = (s: Scenario) => {
    const verdict = s.verdict ?? VERDICT_DEFAULTS.verdict;
    return [
      { threshold: s.threshold, verdict, label: 'its threshold' },
      ...ownRules(s).flatMap((r) => (r.expectation.own === undefined ? [] : [{ threshold: r.expectation.own.threshold, verdict: r.expectation.own.verdict ?? verdict, label: `${ownRuleLabel(r)} (line ${r.expectation.source.line}), its own threshold` }])),
    ].filter((t) => t.verdict === 'test');
  };
  const share = thresholdAlpha(alpha, scenarios.reduce((n, s) => n + settings(s).length, 0), 0);
  for (const s of scenarios) {
    const tolerance = s.tolerance ?? VERDICT_DEFAULTS.tolerance;
    const cap = Math.max(s.maxRuns ?? VERDICT_DEFAULTS.max_runs, s.runs);
    const at = `${s.file}:${s.source.line}`;
    for (const t of settings(s)) {
      const test = (a: number, c = cap) => thresholdTestFor({ threshold: t.threshold, tolerance, alpha: a, planned: s.runs, cap: c });
      const given = `runs ${s.runs}, max_runs ${cap}, tolerance ${tolerance}`;
      if (!decisionRange(test(alpha)).canFail) {
        const fix = CAPS_TRIED.find((c) => c > cap && decisionRange(test(alpha, c)).canFail);
        problems.push(
          new ConfigError(
            `${s.name}: ${t.label} ${formatPercent(t.threshold)} can never fail: with ${given}, no look of its threshold test can show the rate below it, even with every run failing; it could only pass or stay undecided. Raise max_runs${fix === undefined ? '' : ` (from ${fix} it can fail)`}, lower the threshold, or choose verdict: count (no error control)`,
            { file: s.file, line: s.source.line },
          ),
        );
        continue;
      }
      const range = decisionRange(test(share));
      if (!range.canFail) {
        warnings.push(`${at}: ${s.name}: ${t.label} ${formatPercent(t.threshold)} can fail only when run with few other scenarios: at the whole suite's share of compare.alpha no look can show the rate below it (${given}); raise max_runs`);
        continue;
      }
      if (range.undecidedAtThreshold > RARELY_DECIDES) {
        const pass = range.fewestToPass === undefined ? 'it can never pass' : `fewest to pass: ${range.fewestToPass}`;
        warnings.push(
          `${at}: ${s.name}: ${t.label} ${formatPercent(t.threshold)} rarely decides: at a true rate equal to it, its test ends undecided at the cap ${formatPercent(range.undecidedAtThreshold)} of the time (${given}; fewest runs to fail: ${range.fewestToFail}, ${pass}); an undecided scenario is never a pass. Raise max_runs or widen the tolerance`,
        );
      }
    }
  }
  return { problems, warnings };
}

/** The most costly scenarios listed; the count says how many more. */
const MAX_COSTLY = 20;

/** The calls the suite makes if every run passes and at most, and the scenarios that cost more than twice their runs (issue 31 item 5). */
function costReport(loaded: LoadedConfig, width: number): string {
  const costs = suiteCosts(loaded.config, loaded.scenarios);
  const costly = costlyLines(costs);
  const lines = wrap(costSummary(costs), width, '', '  ');
  if (costly.length > 0) {
    const many = costly.length === 1 ? '1 scenario costs' : `${costly.length} scenarios cost`;
    lines.push(...wrap(`${many} more than ${COSTLY_FACTOR}× ${costly.length === 1 ? 'its' : 'their'} runs in calls, every run passing:`, width, '', '  '));
    for (const line of costly.slice(0, MAX_COSTLY)) lines.push(...wrap(`- ${line}`, width, '  ', '    '));
    if (costly.length > MAX_COSTLY) lines.push(`  … and ${costly.length - MAX_COSTLY} more (manifest --format json lists each)`);
    lines.push(...wrap('a lower threshold or a wider tolerance costs fewer runs: docs/statistics.md has the trade-off table', width, '  ', '  '));
  }
  return `${lines.join('\n')}\n`;
}

/** The stale scenarios from git's dates; a note instead when git cannot say (not a checkout, a shallow clone). */
async function staleReport(loaded: LoadedConfig, now: number): Promise<string> {
  const check = await checkStale(loaded, new Date(now));
  if (check.state === 'shallow') return `stale scenarios: ${SHALLOW_HINT.replace(/`/g, "'")}\n\n`;
  if (check.state === 'unknown') return `stale scenarios: not checked (${check.reason})\n\n`;
  return `${renderStale(check.scenarios, check.days)}\n`;
}

/**
 * "warning: FILE:LINE:COL: max_tokens: 100, but the prompt alone is about 640 tokens …": the max_tokens
 * expectations whose scenario's prompt (system and messages, counted with o200k_base) leaves no room for
 * an answer. Scenarios whose prompt does not render are left to the problems above.
 */
async function promptBudgetWarnings(loaded: LoadedConfig, scenarios: readonly Scenario[], readText: ReadText, cwd: string): Promise<string[]> {
  const out: string[] = [];
  for (const scenario of scenarios) {
    if (!scenario.expect.some((e) => e.kind === 'max_tokens')) continue;
    let tokens: number;
    try {
      const [prepared] = await prepareScenarios(loaded, [scenario], readText);
      if (prepared === undefined) continue;
      const texts = [prepared.system, ...prepared.messages.map((m) => m.content)];
      tokens = (await Promise.all(texts.map((t) => countTokens(t)))).reduce((a, b) => a + b, 0);
    } catch (err) {
      if (err instanceof ConfigError) continue;
      throw err;
    }
    for (const w of budgetWarnings(scenario.expect, tokens)) out.push(`warning: ${w.at.file.split(`${cwd}/`).join('')}:${w.at.line}:${w.at.col}: ${w.message}`);
  }
  return out;
}
