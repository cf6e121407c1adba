/**
 * From logged runs to scenario files (what `context-eval capture` writes): each run gets a role, its
 * frozen context, and runs with the same role and context (the same context hash) become one scenario
 * whose expectations are proposed from all their outputs. Pure: the CLI reads and writes the files.
 *
 * Scenario files get committed, so every logged text that can reach one (the user message, the output,
 * the logged scenario name) goes through the run's Redactor (src/security/redact.ts) first: the frozen
 * context, its hash, the proposals and their reasons are all made from the redacted text.
 */
import { createHash } from 'node:crypto';
import { stringify } from 'yaml';
import { canonicalJson } from '../affected/context-hash.js';
import type { RoleConfig } from '../config/schema.js';
import { freezeContext, type FrozenContext } from './context.js';
import type { LoggedRun } from './logs.js';
import { REDACTED, type Redactor } from '../security/redact.js';
import { proposeExpectations, type Proposal } from './propose.js';
import { capturedWorld, proposeTrajectory, type CapturedWorld } from './world.js';

export interface CaptureRole {
  name: string;
  config: RoleConfig;
  /** The system text the role sends today (its system files joined). */
  system: string;
  template?: string;
}

export interface CapturedScenario {
  name: string;
  role: string;
  /** The file name under --out. */
  file: string;
  contextHash: string;
  frozen: FrozenContext;
  /** The earlier text turns every run of it had (DESIGN §3b `messages:`). */
  messages?: { role: 'user' | 'assistant'; content: string }[];
  /** What each tool answers: the logged calls' results (world.ts). */
  world?: CapturedWorld;
  runs: LoggedRun[];
  proposals: Proposal[];
  /** Things a reader should know (e.g. the logged system prompt is not the role's current one). */
  notes: string[];
  text: string;
}

export interface CapturePlan {
  scenarios: CapturedScenario[];
  /** Runs left out, with why. */
  skipped: { line: number; reason: string }[];
  /** What a role needs before its captured scenarios can run (e.g. a tools: key), one line each. */
  roleNotes: string[];
}

/** The role of a run: the one its log names, else the role whose system text it sent, else --role. */
function roleOf(run: LoggedRun, roles: CaptureRole[], fallback: string | undefined): CaptureRole | string {
  if (run.role !== undefined) {
    const named = roles.find((r) => r.name === run.role);
    return named ?? `the log names role '${run.role}', which the config does not have (roles: ${roles.map((r) => r.name).join(', ')})`;
  }
  const bySystem = roles.filter((r) => r.system === run.system);
  if (bySystem.length === 1 && bySystem[0]) return bySystem[0];
  const given = roles.find((r) => r.name === fallback);
  if (given) return given;
  return `its role is unknown: the log does not name one and its system prompt is not exactly one role's; pass --role R`;
}

/** `${` in captured text would be read as an environment reference: written as `$${`, read back as `${`. */
function escapeEnv(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('${', () => '$${');
  if (Array.isArray(value)) return value.map(escapeEnv);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, escapeEnv(v)]));
  return value;
}

function indent(text: string, by: string): string {
  return text
    .replace(/\n$/, '')
    .split('\n')
    .map((l) => `${by}${l}`)
    .join('\n');
}

export function renderScenarioFile(s: Omit<CapturedScenario, 'text'>, logName: string): string {
  const lines = s.runs.flatMap((r) => [...(r.turnLines ?? []), r.line]);
  const formats = [...new Set(s.runs.map((r) => r.format))].sort().join(', ');
  const head = [
    `# Captured by context-eval capture from ${logName} (lines ${lines.join(', ')}; ${s.runs.length} run${s.runs.length === 1 ? '' : 's'}, ${formats} log).`,
    `# Context hash ${s.contextHash}.`,
    '# Every expectation below is PROPOSED from the observed outputs: keep the ones that state what must hold,',
    '# delete the rest, and remove the "proposed" comments once reviewed.',
    ...s.notes.map((n) => `# Note: ${n}`),
  ];
  // Every logged value goes through the yaml library as data, never pasted into the text.
  const body = stringify({ name: s.name, role: s.role, context: escapeEnv(s.frozen.context) }, { lineWidth: 0 });
  const messages = s.messages === undefined ? '' : stringify({ messages: escapeEnv(s.messages.map((m) => (m.role === 'user' ? { user: m.content } : { assistant: m.content }))) }, { lineWidth: 0 });
  const world =
    s.world === undefined
      ? ''
      : `# The world answers each logged call with its logged result (first match wins); a call with other arguments has\n# no answer and errors the run: add a rule without when: as a fallback where one should answer.\n${stringify({ world: escapeEnv(s.world) }, { lineWidth: 0 })}`;
  const expect = s.proposals.map((p) => `  # proposed: ${p.reason.replace(/\s+/g, ' ')}\n${indent(stringify([escapeEnv(p.item)], { lineWidth: 0 }), '  ')}`);
  return `${head.join('\n')}\n${body}${messages}${world}${expect.length > 0 ? `expect:\n${expect.join('\n')}\n` : ''}`;
}

/**
 * The run with what can be written redacted. The system text is only compared with the roles' own (it
 * tells which role made the call) and is never written, so it stays as logged.
 */
function redactRun(run: LoggedRun, redactor: Pick<Redactor, 'redact'>): { run: LoggedRun; changed: boolean } {
  const out: LoggedRun = { ...run, user: redactor.redact(run.user), output: redactor.redact(run.output) };
  if (run.scenario !== undefined) out.scenario = redactor.redact(run.scenario);
  if (run.earlier !== undefined) out.earlier = run.earlier.map((m) => ({ role: m.role, content: redactor.redact(m.content) }));
  if (run.trajectory !== undefined) {
    out.trajectory = run.trajectory.map((t) => ({
      ...t,
      tool: redactor.redact(t.tool),
      args: redactDeep(t.args, redactor),
      ...(t.result === undefined ? {} : { result: redactor.redact(t.result) }),
    }));
  }
  const changed =
    out.user !== run.user ||
    out.output !== run.output ||
    out.scenario !== run.scenario ||
    canonicalJson([out.earlier ?? [], out.trajectory ?? []]) !== canonicalJson([run.earlier ?? [], run.trajectory ?? []]);
  return { run: out, changed };
}

/** Every string of a logged value (keys included) redacted. */
function redactDeep(value: unknown, redactor: Pick<Redactor, 'redact'>): unknown {
  if (typeof value === 'string') return redactor.redact(value);
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, redactor));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [redactor.redact(k), redactDeep(v, redactor)]));
  return value;
}

export interface CaptureOptions {
  /** --role: the role of runs that name none, and the only role captured. */
  role?: string;
  logName: string;
  /** The run's redactor (the runner's secrets registered): applied before anything is planned. */
  redactor: Pick<Redactor, 'redact'>;
}

export function planCapture(logged: LoggedRun[], roles: CaptureRole[], opts: CaptureOptions): CapturePlan {
  const skipped: CapturePlan['skipped'] = [];
  const groups = new Map<string, { role: CaptureRole; frozen: FrozenContext; hash: string; runs: LoggedRun[]; redacted: boolean }>();
  for (const raw of logged) {
    const { run, changed } = redactRun(raw, opts.redactor);
    const role = roleOf(run, roles, opts.role);
    if (typeof role === 'string') {
      skipped.push({ line: run.line, reason: role });
      continue;
    }
    if (opts.role !== undefined && role.name !== opts.role) {
      skipped.push({ line: run.line, reason: `role ${role.name}, not --role ${opts.role}` });
      continue;
    }
    const frozen = freezeContext(run.user, role.template);
    // Earlier turns are part of what the model receives: runs after other turns are another scenario.
    const hash = createHash('sha256')
      .update(canonicalJson({ role: role.name, context: frozen.context, ...(run.earlier === undefined ? {} : { messages: run.earlier }) }))
      .digest('hex');
    const group = groups.get(hash) ?? { role, frozen, hash, runs: [], redacted: false };
    group.runs.push(run);
    group.redacted ||= changed;
    groups.set(hash, group);
  }
  const scenarios = [...groups.values()].map((g): CapturedScenario => {
    const short = g.hash.slice(0, 10);
    const notes: string[] = [];
    if (g.frozen.how === 'message') {
      notes.push(
        g.role.template === undefined
          ? 'the logged user message is not a YAML mapping, so it is frozen as context.message; the scenario sends it as YAML'
          : `the logged user message does not match the template ${g.role.config.template ?? ''}, so it is frozen as context.message; the template will not render it`,
      );
    }
    if (g.redacted) notes.push(`secrets in the logged text were replaced by ${REDACTED}; the scenario sends that text, not the logged one`);
    if (g.runs.some((r) => r.system !== g.role.system)) notes.push(`some logged runs sent a system prompt other than role ${g.role.name}'s current one`);
    const scenarios = [...new Set(g.runs.flatMap((r) => (r.scenario === undefined ? [] : [r.scenario])))];
    if (scenarios.length > 0) notes.push(`logged under scenario ${scenarios.join(', ')}`);
    const dropped = Math.max(0, ...g.runs.map((r) => r.droppedEarlier ?? 0));
    if (dropped > 0) notes.push(`${dropped} earlier tool messages (calls and results) are left out of messages: a scenario's earlier turns are text`);
    const { world, notes: worldNotes } = capturedWorld(g.runs);
    notes.push(...worldNotes);
    let proposals = [...proposeExpectations(g.runs, g.role.config), ...proposeTrajectory(g.runs)];
    if (g.runs.some((r) => r.usageComplete === false)) {
      proposals = proposals.filter((p) => !('max_tokens' in p.item));
      notes.push("max_tokens is not proposed: the log lacks some model calls of these agent runs, and a run's tokens add up over its calls");
    }
    const [first] = g.runs;
    const partial = {
      name: `captured-${g.role.name}-${short}`,
      role: g.role.name,
      file: `${g.role.name}-${short}.yaml`,
      contextHash: g.hash,
      frozen: g.frozen,
      ...(first?.earlier === undefined ? {} : { messages: first.earlier }),
      ...(world === undefined ? {} : { world }),
      runs: g.runs,
      proposals,
      notes,
    };
    return { ...partial, text: renderScenarioFile(partial, opts.logName) };
  });
  scenarios.sort((a, b) => a.file.localeCompare(b.file));
  return { scenarios, skipped, roleNotes: toolsNotes(scenarios, roles, opts.logName) };
}

/** A role without `tools:` whose logged runs called tools cannot run its captured scenarios: say what to add. */
function toolsNotes(scenarios: readonly CapturedScenario[], roles: readonly CaptureRole[], logName: string): string[] {
  return roles.flatMap((role) => {
    if (role.config.tools !== undefined) return [];
    const runs = scenarios.filter((s) => s.role === role.name).flatMap((s) => s.runs);
    const called = [...new Set(runs.flatMap((r) => (r.trajectory ?? []).map((t) => t.tool)))].sort();
    if (called.length === 0) return [];
    const logged = runs.find((r) => r.toolsLogged === true);
    const where = logged === undefined ? 'write the tools it offers' : `save the tools array of the logged request at ${logName}:${logged.line}`;
    return [`role ${role.name} has no tools: but its logged runs called ${called.join(', ')}; ${where} as a JSON file (e.g. tools/${role.name}.json) and add tools: tools/${role.name}.json to role ${role.name}, or its captured scenarios fail at the first call`];
  });
}
