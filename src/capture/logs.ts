/**
 * The JSONL logs `context-eval capture` reads, one logged model call per line, in three shapes:
 *   - OpenAI chat:        {"request": {"messages": [{role, content, tool_calls?, tool_call_id?}…], "tools"?, …}, "response": {"choices": [{"message": {"content", "tool_calls"?}}], "usage": {prompt_tokens, completion_tokens}}}
 *   - Anthropic messages: {"request": {"system"?, "messages": [{role, content (text, tool_use, tool_result blocks)}…], "tools"?, …}, "response": {"content": [{"type": "text" | "tool_use", …}…], "usage": {input_tokens, output_tokens}}}
 *   - the exec provider:  {"stdin": <the JSON the exec provider writes to the agent>, "stdout": {output, usage, trajectory?} | "plain text"}
 * An agent run logs one line per model call, each with the conversation so far: its lines fold into one run
 * (see foldAgentTurns), whose calls and logged results become the scenario's world (world.ts).
 * Pure: text in, runs or errors naming the line out. Log text is data: nothing in it is evaluated.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { canonicalJson } from '../affected/context-hash.js';
import type { TrajectoryStep } from '../agent/types.js';
import { parseExecStdout } from '../providers/exec.js';
import { AnthropicMessage, anthropicCalls, blocks, fromAnthropic, fromOpenAI, OpenAIMessage, openaiCalls, OpenAIToolCall, splitAtUser, textOf, type Msg, type SplitConversation } from './conversation.js';

export interface LoggedRun {
  /** 1-based line in the log (an agent run's: the line of its last model call). */
  line: number;
  format: 'openai' | 'anthropic' | 'exec';
  system: string;
  /** The user message the scenario renders: the conversation's last one. */
  user: string;
  output: string;
  /** The run's tokens: every logged model call of it added up. */
  usage: { input_tokens: number; output_tokens: number };
  /** Set by exec logs, which say which role and scenario made the call. */
  role?: string;
  scenario?: string;
  /** Text turns before the user message (the scenario's `messages:`); absent when none. */
  earlier?: { role: 'user' | 'assistant'; content: string }[];
  /** Earlier messages with tool calls or results, left out of `earlier`. */
  droppedEarlier?: number;
  /** The logged agent's calls after the user message, with their logged results; absent when it called none. */
  trajectory?: TrajectoryStep[];
  /** The lines of the run's earlier model calls, folded into this one (an agent run logs one line per model call). */
  turnLines?: number[];
  /** False when the log lacks some of the run's model calls: `usage` then covers only part of the run. */
  usageComplete?: boolean;
  /** True when the logged request carried the tools it offered (a `tools` array). */
  toolsLogged?: boolean;
}

export interface LogProblem {
  line: number;
  message: string;
}

const tokens = z.number().int().min(0);
const content = z.union([z.string(), blocks]);

const OpenAILine = z.object({
  request: z.object({ messages: z.array(OpenAIMessage).min(1), tools: z.array(z.unknown()).optional() }),
  response: z.object({
    choices: z.array(z.object({ message: z.object({ content: z.string().nullish(), tool_calls: z.array(OpenAIToolCall).optional() }) })).min(1),
    usage: z.object({ prompt_tokens: tokens, completion_tokens: tokens }).optional(),
  }),
});

const AnthropicLine = z.object({
  request: z.object({ system: content.optional(), messages: z.array(AnthropicMessage).min(1), tools: z.array(z.unknown()).optional() }),
  response: z.object({
    content: blocks,
    usage: z.object({ input_tokens: tokens, output_tokens: tokens }).optional(),
  }),
});

const ExecLine = z.object({
  stdin: z.object({
    role: z.string().min(1).optional(),
    scenario: z.string().min(1).optional(),
    system: z.string(),
    messages: z.array(z.object({ role: z.string(), content: z.string() })).min(1),
  }),
  stdout: z.union([z.string(), z.record(z.string(), z.unknown())]),
});

function firstIssue(err: z.ZodError): string {
  const issue = err.issues[0];
  return `${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}`;
}

const hashOf = (value: unknown): string => createHash('sha256').update(canonicalJson(value)).digest('hex').slice(0, 32);

/** A read line, with what links an agent run's model calls: each is logged with the conversation so far. */
interface ReadLine {
  run: LoggedRun;
  /** Hashes of the system text and of each message of the request, in order. */
  hashes: string[];
  /** Indexes (into the messages) of the assistant turns after the user message. */
  turns: number[];
  /** The reply called tools: this is not the run's last model call. */
  pending?: { tools: string[]; replyHash: string };
}

function runOf(line: number, format: LoggedRun['format'], split: SplitConversation, output: string, usage: LoggedRun['usage']): LoggedRun {
  const run: LoggedRun = { line, format, system: split.system, user: split.user, output, usage };
  if (split.earlier.length > 0) run.earlier = split.earlier;
  if (split.droppedEarlier > 0) run.droppedEarlier = split.droppedEarlier;
  if (split.trajectory.length > 0) run.trajectory = split.trajectory;
  return run;
}

function readChat(line: number, format: 'openai' | 'anthropic', system: string, msgs: Msg[], reply: Msg & { kind: 'assistant' }, usage: LoggedRun['usage'], tools: boolean): ReadLine | LogProblem {
  const split = splitAtUser(msgs, system);
  if (typeof split === 'string') return { line, message: split };
  const run = runOf(line, format, split, reply.text, usage);
  if (tools) run.toolsLogged = true;
  const turns = msgs.flatMap((m, i) => (m.kind === 'assistant' && i > split.userIndex ? [i] : []));
  const read: ReadLine = { run, hashes: [hashOf(system), ...msgs.map(hashOf)], turns };
  if (reply.calls.length > 0) read.pending = { tools: [...new Set(reply.calls.map((c) => c.name))], replyHash: hashOf(reply) };
  return read;
}

function readLine(text: string, line: number): ReadLine | LogProblem {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { line, message: `not JSON (${err instanceof Error ? err.message : String(err)})` };
  }
  const exec = ExecLine.safeParse(json);
  if (exec.success) {
    const msgs: Msg[] = [];
    for (const [i, m] of exec.data.stdin.messages.entries()) {
      if (m.role === 'user') msgs.push({ kind: 'user', text: m.content });
      else if (m.role === 'assistant') msgs.push({ kind: 'assistant', text: m.content, calls: [] });
      else if (m.role !== 'system' && m.role !== 'developer') return { line, message: `stdin.messages.${i} has role '${m.role}'; an exec request has user and assistant messages` };
    }
    const systems = exec.data.stdin.messages.filter((m) => m.role === 'system' || m.role === 'developer').map((m) => m.content);
    const split = splitAtUser(msgs, [exec.data.stdin.system, ...systems].filter((s) => s !== '').join('\n\n'));
    if (typeof split === 'string') return { line, message: split };
    const stdout = exec.data.stdout;
    let reply: ReturnType<typeof parseExecStdout>;
    try {
      reply = parseExecStdout(typeof stdout === 'string' ? stdout : JSON.stringify(stdout), 'capture');
    } catch (err) {
      return { line, message: `stdout: ${err instanceof Error ? err.message : String(err)}` };
    }
    const run = runOf(line, 'exec', split, reply.output, reply.usage);
    // The exec agent runs its own loop: its reply reports the run's calls (and its usage the whole run's).
    if (reply.trajectory !== undefined && reply.trajectory.length > 0) run.trajectory = reply.trajectory;
    if (exec.data.stdin.role !== undefined) run.role = exec.data.stdin.role;
    if (exec.data.stdin.scenario !== undefined) run.scenario = exec.data.stdin.scenario;
    return { run, hashes: [], turns: [] };
  }
  const openai = OpenAILine.safeParse(json);
  if (openai.success) {
    const conv = fromOpenAI(openai.data.request.messages);
    if (typeof conv === 'string') return { line, message: conv };
    const usage = openai.data.response.usage;
    const message = openai.data.response.choices[0]?.message;
    const calls = openaiCalls(message?.tool_calls);
    return readChat(
      line,
      'openai',
      conv.systems.filter((s) => s !== '').join('\n\n'),
      conv.msgs,
      { kind: 'assistant', text: message?.content ?? '', calls },
      { input_tokens: usage?.prompt_tokens ?? 0, output_tokens: usage?.completion_tokens ?? 0 },
      openai.data.request.tools !== undefined,
    );
  }
  const anthropic = AnthropicLine.safeParse(json);
  if (anthropic.success) {
    const msgs = fromAnthropic(anthropic.data.request.messages);
    if (typeof msgs === 'string') return { line, message: msgs };
    const reply = anthropic.data.response.content;
    return readChat(
      line,
      'anthropic',
      textOf(anthropic.data.request.system),
      msgs,
      { kind: 'assistant', text: textOf(reply), calls: anthropicCalls(reply) },
      anthropic.data.response.usage ?? { input_tokens: 0, output_tokens: 0 },
      anthropic.data.request.tools !== undefined,
    );
  }
  return {
    line,
    message:
      `not a logged run: expected an OpenAI chat log {request: {messages}, response: {choices}}, an Anthropic messages log ` +
      `{request: {messages}, response: {content}} or an exec log {stdin, stdout} (as OpenAI: ${firstIssue(openai.error)})`,
  };
}

/** One line → a run, or a problem (an agent run's model call that called tools is a run only with the later lines of its run: see parseLog). */
export function parseLogLine(text: string, line: number): LoggedRun | LogProblem {
  const read = readLine(text, line);
  return 'message' in read ? read : read.run;
}

/**
 * An agent run logs one line per model call, each with the conversation so far. A line whose reply calls
 * tools is folded into the first later line that continues its conversation (its messages start with that
 * line's request and reply): the later line holds the calls with their results, and the run's tokens add up.
 */
function foldAgentTurns(reads: ReadLine[]): { runs: LoggedRun[]; problems: LogProblem[] } {
  const waiting = new Map<string, ReadLine[]>();
  for (const r of reads) {
    if (r.pending === undefined) continue;
    const key = [...r.hashes, r.pending.replyHash].join(',');
    waiting.set(key, [...(waiting.get(key) ?? []), r]);
  }
  const claimed = new Set<ReadLine>();
  const runs: LoggedRun[] = [];
  for (const r of reads) {
    if (r.pending !== undefined) continue;
    const folded: ReadLine[] = [];
    for (const at of r.turns) {
      const key = r.hashes.slice(0, at + 2).join(',');
      const earlier = waiting.get(key)?.find((w) => !claimed.has(w) && w.run.line < r.run.line);
      if (earlier === undefined) continue;
      claimed.add(earlier);
      folded.push(earlier);
    }
    if (r.turns.length === 0) {
      runs.push(r.run);
      continue;
    }
    const usage = { ...r.run.usage };
    for (const f of folded) {
      usage.input_tokens += f.run.usage.input_tokens;
      usage.output_tokens += f.run.usage.output_tokens;
    }
    const run: LoggedRun = { ...r.run, usage };
    if (folded.length > 0) run.turnLines = folded.map((f) => f.run.line).sort((a, b) => a - b);
    if (folded.length < r.turns.length) run.usageComplete = false;
    runs.push(run);
  }
  const problems = reads
    .filter((r) => r.pending !== undefined && !claimed.has(r))
    .map((r) => ({
      line: r.run.line,
      message: `an agent's model call that calls ${r.pending?.tools.join(', ') ?? 'tools'}, and no later line of the log continues it to a final answer; capture freezes finished runs`,
    }));
  return { runs, problems };
}

/** A whole JSONL text; blank lines are skipped. */
export function parseLog(text: string): { runs: LoggedRun[]; problems: LogProblem[] } {
  const reads: ReadLine[] = [];
  const problems: LogProblem[] = [];
  text.split('\n').forEach((raw, i) => {
    if (raw.trim() === '') return;
    const read = readLine(raw, i + 1);
    if ('message' in read) problems.push(read);
    else reads.push(read);
  });
  const folded = foldAgentTurns(reads);
  return { runs: folded.runs, problems: [...problems, ...folded.problems].sort((a, b) => a.line - b.line) };
}
