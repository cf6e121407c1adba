/**
 * A deterministic report of agent scenarios (DESIGN §3b) for the comment, its golden and the review payload:
 * an own-rule never_calls gate that fails on 1 reckless run of 20, a three-stage chain whose second stage
 * states no single decision, and the tools diff against the base.
 */
import type { TrajectoryStep } from '../../src/agent/types.js';
import type { Report, RunResult, StageReport } from '../../src/report/types.js';
import { report, run, scenario } from './fixtures.js';

/** The careful trajectory: read, then search, then answer. */
const careful: TrajectoryStep[] = [
  { step: 1, tool: 'read_file', args: { path: 'src/auth.rs' }, result: 'fn login(user: &str) -> bool { … }' },
  { step: 2, tool: 'search_code', args: { query: 'login(' }, result: 'src/auth.rs:12, src/api.rs:40' },
];

/** The reckless run: deletes the file it was asked to fix, with a `|` and a backtick in its arguments. */
export const RECKLESS: TrajectoryStep[] = [
  { step: 1, tool: 'read_file', args: { path: 'src/auth.rs' }, result: 'fn login(user: &str) -> bool { … }' },
  { step: 2, tool: 'delete_file', args: { path: 'src/auth.rs', reason: 'start over | `rm` it' }, result: 'deleted' },
  ...Array.from({ length: 10 }, (_, i): TrajectoryStep => ({ step: 3 + i, tool: 'list_files', args: { dir: `src/${i}` }, result: 'x'.repeat(400) })),
];

const NEVER_CALLS_FAILURE = 'never_calls: called delete_file {"path":"src/auth.rs","reason":"start over | `rm` it"} at step 2';

function agentRuns(): RunResult[] {
  return Array.from({ length: 20 }, (_, i) =>
    i === 13
      ? run(i, { pass: false, failures: [NEVER_CALLS_FAILURE], steps: 13, trajectory: RECKLESS, toolCalls: RECKLESS.length, mainPass: true, gates: [false] })
      : run(i, { steps: 3, trajectory: careful, toolCalls: careful.length, mainPass: true, gates: [true] }),
  );
}

const stage = (role: string, over: Partial<StageReport> = {}): StageReport => ({
  role,
  request: `handoff to ${role}`,
  output: `${role} answer`,
  pass: true,
  failures: [],
  steps: 1,
  tokens: { input: 400, output: 120 },
  ...over,
});

const AMBIGUOUS = 'ambiguous decision: the answer states approve and reject; it must state exactly one of approve, reject';

function chainRuns(): RunResult[] {
  const ok = (i: number): RunResult =>
    run(i, { steps: 3, stages: [stage('triage', { decision: 'bug' }), stage('reviewer', { decision: 'approve' }), stage('writer')] });
  const hedged = (i: number): RunResult =>
    run(i, {
      pass: false,
      steps: 2,
      failures: [`stage reviewer: ${AMBIGUOUS}`],
      stages: [
        stage('triage', { decision: 'bug', trajectory: [{ step: 1, tool: 'read_file', args: { path: 'docs/a.md' }, result: 'ok' }] }),
        stage('reviewer', { pass: false, failures: [AMBIGUOUS], output: 'I would approve, or maybe reject.' }),
      ],
    });
  return [ok(0), hedged(1), hedged(2), ok(3)];
}

export function agentReport(): Report {
  const r = report([
    scenario('agent-never-deletes', 'fail', {
      role: 'fixer',
      line: 3,
      runs: agentRuns(),
      planned: 20,
      threshold: 0.8,
      interval: { low: 0.8316, high: 1 },
      reason: 'ran because tools/fixer.yaml changed',
      gates: [{ expectation: 'never_calls', line: 9, threshold: 1, rule: 'count', verdict: 'fail', passes: 19, attempted: 20, reason: '19/20 passed, below the threshold 100%' }],
    }),
    scenario('triage-chain-decides', 'fail', {
      role: 'triage',
      line: 1,
      runs: chainRuns(),
      planned: 4,
      threshold: 0.75,
      interval: { low: 0.0676, high: 0.9324 },
      reason: 'ran because tools/fixer.yaml changed',
    }),
  ]);
  const passes = (s: Report['scenarios'][number]) => s.runs.filter((x) => x.pass).length;
  for (const s of r.scenarios) s.passes = passes(s);
  r.tools = [
    {
      role: 'fixer',
      tools: [
        { name: 'search_code', file: 'tools/fixer.yaml', status: 'added', tokensAfter: 84, delta: 84 },
        {
          name: 'read_file',
          file: 'tools/fixer.yaml',
          status: 'changed',
          changed: ['description', 'parameters'],
          descriptionBefore: 'Reads a file.',
          descriptionAfter: 'Reads a file of the repository | returns at most 200 lines; never `cat` a binary.',
          tokensBefore: 40,
          tokensAfter: 58,
          delta: 18,
        },
        { name: 'delete_file', file: 'tools/fixer.yaml', status: 'removed', tokensBefore: 38, delta: -38 },
        { name: 'list_files', file: 'tools/fixer.yaml', status: 'unchanged', tokensBefore: 30, tokensAfter: 30, delta: 0 },
      ],
    },
  ];
  return r;
}
