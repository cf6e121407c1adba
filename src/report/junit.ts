/**
 * The JUnit XML report (`--junit`, `--out`): one testsuite "context-eval", one testcase per scenario,
 * so that CI test reporters show scenarios next to unit tests. Pure.
 */
import { xmlText } from './escape.js';
import { VERDICT_LABEL, digestRuns, formatPercent } from './format.js';
import type { Report, ScenarioResult } from './types.js';
import { countOf, inWords, STATE } from './vocabulary.js';

export function renderJUnit(report: Report): string {
  const s = report.summary;
  const counts =
    `tests="${report.scenarios.length}" failures="${s.failed}" errors="${s.errored}" skipped="${s.skipped}" ` +
    `time="${seconds(s.durationMs)}"`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="context-eval" ${counts}>`,
    `  <testsuite name="context-eval" ${counts} timestamp="${xmlText(report.startedAt)}">`,
    '    <properties>',
    `      <property name="config" value="${xmlText(report.config)}"/>`,
    `      <property name="version" value="${xmlText(report.tool.version)}"/>`,
    '    </properties>',
    ...report.scenarios.map(testcase),
    '  </testsuite>',
    '</testsuites>',
  ];
  return `${lines.join('\n')}\n`;
}

function testcase(scenario: ScenarioResult): string {
  const time = seconds(scenario.runs.reduce((sum, run) => sum + run.latencyMs, 0));
  const open = `    <testcase classname="${xmlText(scenario.file)}" name="${xmlText(scenario.name)}" time="${time}"`;
  const body = outcome(scenario);
  const out = scenario.verdict !== 'pass' || scenario.reason === '' ? '' : `      <system-out>${xmlText(inWords(scenario.reason))}</system-out>\n`;
  if (body === '' && out === '') return `${open}/>`;
  return `${open}>\n${body}${out}    </testcase>`;
}

function outcome(s: ScenarioResult): string {
  const lines = digestRuns(s).map((d) =>
    d.kind === 'error' ? `run${d.runs.length === 1 ? '' : 's'} ${d.runs.join(', ')} ${STATE.error}: ${d.text}` : `${d.count}× ${d.text}`,
  );
  const text = xmlText([inWords(s.reason), ...lines].filter((line) => line !== '').join('\n'));
  switch (s.verdict) {
    case 'fail': {
      const message = `${countOf(s.passes, s.attempted)} evaluated runs passed, needs ≥ ${formatPercent(s.threshold)}`;
      return `      <failure message="${xmlText(message)}" type="threshold">${text}</failure>\n`;
    }
    case 'error': {
      const message = s.state === 'undecided' ? `undecided: ${countOf(s.passes, s.attempted, 'run')} passed, shown neither above nor below ${formatPercent(s.threshold)}` : `${VERDICT_LABEL.error}: ${countOf(s.errors, s.runs.length, 'run')} errored`;
      return `      <error message="${xmlText(message)}" type="error">${text}</error>\n`;
    }
    case 'skipped':
      return s.reason === '' ? '      <skipped/>\n' : `      <skipped message="${xmlText(oneLine(inWords(s.reason)))}"/>\n`;
    case 'pass':
      return '';
  }
}

function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ');
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}
