/**
 * Trajectory expectations (DESIGN §3b): what a run's tool calls must show. Pure: each check reads the
 * run's trajectory (and the role's tools, for args_valid) and says pass, or one line that names the call
 * that broke it ("never_calls: called delete_file {"path":"src/auth.rs"} at step 2").
 */
import picomatch from 'picomatch';
import { z } from 'zod';
import { compileJsonSchema, describeSchemaError } from '../expectations/json-schema.js';
import type { ToolSpec, TrajectoryStep } from './types.js';
import { isSubset, showArgs } from './world.js';

const toolName = z.string().min(1);
const count = z.number().int().min(0);

export const TRAJECTORY_ARGS = {
  calls: z.union([
    toolName,
    z.strictObject({
      tool: toolName.describe('The tool name (or a glob such as read_*).'),
      args: z.record(z.string(), z.unknown()).optional().describe('A subset of the arguments a matching call must have.'),
      min: count.optional().describe('At least this many matching calls (default 1).'),
      max: count.optional().describe('At most this many matching calls.'),
    }),
  ]),
  never_calls: z.union([toolName, z.array(toolName).min(1)]).transform((v) => (typeof v === 'string' ? [v] : v)),
  order: z.array(toolName).min(1),
  max_tool_calls: count,
  args_valid: z.literal(true),
} as const;

export const TRAJECTORY_DOCS: Record<keyof typeof TRAJECTORY_ARGS, string> = {
  calls: 'The run calls this tool at least once; or { tool, args: {subset}, min, max } to count the calls whose arguments hold the subset.',
  never_calls: 'The run never calls any of these tools (names or globs such as delete_*).',
  order: 'These tools are called in this order (other calls allowed between).',
  max_tool_calls: 'The run makes at most N tool calls.',
  args_valid: 'Every call\'s arguments validate against the JSON Schema of the tool (from the role\'s tools).',
};

export type TrajectoryKind = keyof typeof TRAJECTORY_ARGS;
export const TRAJECTORY_KINDS = Object.keys(TRAJECTORY_ARGS) as TrajectoryKind[];

export interface TrajectoryOutcome {
  pass: boolean;
  message?: string;
}

const PASS: TrajectoryOutcome = { pass: true };

function matcher(pattern: string): (name: string) => boolean {
  return /[*?[\]{}!]/.test(pattern) ? picomatch(pattern) : (name: string) => name === pattern;
}

function describeCall(s: TrajectoryStep): string {
  return `${s.tool} ${showArgs(s.args)} at step ${s.step}`;
}

function listSteps(steps: TrajectoryStep[], max = 3): string {
  const shown = steps.slice(0, max).map((s) => `step ${s.step}`).join(', ');
  return steps.length > max ? `${shown} and ${steps.length - max} more` : shown;
}

function calledNames(trajectory: readonly TrajectoryStep[]): string {
  if (trajectory.length === 0) return 'no tool was called';
  const names = trajectory.slice(0, 8).map((s) => `${s.tool}@${s.step}`).join(', ');
  return `calls: ${names}${trajectory.length > 8 ? `, … (${trajectory.length} in all)` : ''}`;
}

function checkCalls(args: z.output<(typeof TRAJECTORY_ARGS)['calls']>, trajectory: readonly TrajectoryStep[]): TrajectoryOutcome {
  const spec = typeof args === 'string' ? { tool: args } : args;
  const isTool = matcher(spec.tool);
  const matching = trajectory.filter((s) => isTool(s.tool) && (spec.args === undefined || isSubset(spec.args, s.args)));
  const min = spec.min ?? 1;
  const what = `${spec.tool}${spec.args === undefined ? '' : ` ${showArgs(spec.args)}`}`;
  if (matching.length < min) {
    const near = spec.args === undefined ? '' : trajectory.filter((s) => isTool(s.tool)).map((s) => `; ${describeCall(s)} has other arguments`)[0] ?? '';
    return { pass: false, message: `calls: expected ${what} at least ${min} time${min === 1 ? '' : 's'}; called ${matching.length} time${matching.length === 1 ? '' : 's'} (${calledNames(trajectory)})${near}` };
  }
  if (spec.max !== undefined && matching.length > spec.max) {
    return { pass: false, message: `calls: expected ${what} at most ${spec.max} time${spec.max === 1 ? '' : 's'}; called ${matching.length} times, at ${listSteps(matching)}` };
  }
  return PASS;
}

function checkNever(patterns: string[], trajectory: readonly TrajectoryStep[]): TrajectoryOutcome {
  const bad = patterns.map(matcher);
  const hit = trajectory.find((s) => bad.some((m) => m(s.tool)));
  return hit === undefined ? PASS : { pass: false, message: `never_calls: called ${describeCall(hit)}` };
}

function checkOrder(order: string[], trajectory: readonly TrajectoryStep[]): TrajectoryOutcome {
  let at = 0;
  let previous: TrajectoryStep | undefined;
  for (const name of order) {
    const is = matcher(name);
    const found = trajectory.slice(at).findIndex((s) => is(s.tool));
    if (found < 0) {
      const where = previous === undefined ? '' : ` after ${previous.tool} at step ${previous.step}`;
      return { pass: false, message: `order: expected ${order.join(' → ')}; no ${name}${where} (${calledNames(trajectory)})` };
    }
    previous = trajectory[at + found];
    at += found + 1;
  }
  return PASS;
}

function checkArgsValid(trajectory: readonly TrajectoryStep[], tools: readonly ToolSpec[] | undefined): TrajectoryOutcome {
  for (const s of trajectory) {
    if (typeof s.args === 'string') return { pass: false, message: `args_valid: ${describeCall(s)}: the arguments are not a JSON object` };
    const tool = tools?.find((t) => t.name === s.tool);
    if (tool === undefined) return { pass: false, message: `args_valid: ${describeCall(s)}: the role offers no tool ${s.tool}` };
    const validate = compileJsonSchema(tool.parameters);
    if (!validate(s.args ?? {})) return { pass: false, message: `args_valid: ${describeCall(s)}: ${describeSchemaError(validate.errors?.[0] ?? undefined)}` };
  }
  return PASS;
}

/** Checks one trajectory expectation. `args` are the kind's parsed arguments. */
export function evaluateTrajectory(kind: TrajectoryKind, args: unknown, trajectory: readonly TrajectoryStep[], tools: readonly ToolSpec[] | undefined): TrajectoryOutcome {
  switch (kind) {
    case 'calls':
      return checkCalls(args as z.output<(typeof TRAJECTORY_ARGS)['calls']>, trajectory);
    case 'never_calls':
      return checkNever(args as string[], trajectory);
    case 'order':
      return checkOrder(args as string[], trajectory);
    case 'max_tool_calls':
      return trajectory.length <= (args as number) ? PASS : { pass: false, message: `max_tool_calls: expected at most ${args as number} tool calls; made ${trajectory.length} (${calledNames(trajectory)})` };
    case 'args_valid':
      return checkArgsValid(trajectory, tools);
  }
}
