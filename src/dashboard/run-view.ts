/**
 * A recorded run's example run in the scenario page's runs table (issue 33 item 6): a fold under the
 * record's row that lists the run's calls step by step, each tool, its arguments and what the world
 * answered; a chain's stages in order, each with its outcome, its decision and its calls. Pure. Every text
 * (tool names, arguments and results are model and world output) goes through `html()`.
 */
import { MAX_EXAMPLE_STEPS, MAX_EXAMPLE_TEXT, type ExampleRun, type ExampleStep } from '../history/record.js';
import { html } from './escape.js';

/** What the page says about the example runs, beside the tool counts or above the runs table. */
export const KEPT_NOTE = `Each record keeps one example run: the first failing run, else the first run, its calls step by step (at most the first ${MAX_EXAMPLE_STEPS}, each argument and result cut at ${MAX_EXAMPLE_TEXT} characters and redacted), folded under the record's row in the last table. Every call of every run is in that run's report (<code>context-eval show</code>).`;

const STAGE_OUTCOME = { pass: 'passed', fail: 'failed', error: 'not evaluated' } as const;

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "run 2 of 5, the first failing one · 7 tool calls": which run this is and why it was kept. */
export function exampleSummary(e: ExampleRun): string {
  const which = e.outcome === 'fail' ? 'the first failing one' : e.outcome === 'pass' ? 'the first run; none failed' : 'the first run, which could not be evaluated; none failed';
  const total = e.steps.length + e.omitted;
  const calls = total === 0 ? 'no tool call' : e.omitted > 0 ? `${plural(total, 'tool call')}, the first ${e.steps.length} shown` : plural(total, 'tool call');
  return `Example run: run ${e.run + 1} of ${e.runs}, ${which} · ${calls}`;
}

function stepItem(s: ExampleStep): string {
  const result = s.result === undefined ? '<span class="meta">no result</span>' : `<samp>${html(s.result)}</samp>`;
  return `<li><span class="turn">step ${s.step}</span> <code>${html(s.tool)}</code> <code class="args">${html(s.args)}</code><div class="result">→ ${result}</div></li>`;
}

function stepList(steps: readonly ExampleStep[]): string {
  return steps.length === 0 ? '' : `<ol class="steps">${steps.map(stepItem).join('')}</ol>`;
}

function stagesList(e: ExampleRun, stages: NonNullable<ExampleRun['stages']>): string {
  const items = stages.map((st, i) => {
    const decided = st.decision === undefined ? '' : ` · decided ${html(st.decision)}`;
    return `<li><strong>Stage ${i + 1}: ${html(st.role)} · ${STAGE_OUTCOME[st.outcome]}${decided}</strong>${stepList(e.steps.filter((s) => s.stage === i))}</li>`;
  });
  const loose = e.steps.filter((s) => s.stage === undefined || s.stage >= stages.length);
  return `<ol class="stages">${items.join('')}</ol>${stepList(loose)}`;
}

/** The fold's row under a record's row: a cell over all `columns` holding the example run. */
export function exampleRow(e: ExampleRun, columns: number): string {
  const body = e.stages === undefined ? stepList(e.steps) || '<p class="meta">The run made no tool call.</p>' : stagesList(e, e.stages);
  const omitted = e.omitted === 0 ? '' : `<p class="meta">${plural(e.omitted, 'more call')} left out: the record keeps the first ${e.steps.length}.</p>`;
  return `<tr class="example-row"><td colspan="${columns}"><details class="example-run"><summary>${html(exampleSummary(e))}</summary>
${body}${omitted}
</details></td></tr>`;
}
