/**
 * The JSONL logs `context-eval capture` reads, one logged model call per line, in three shapes:
 *   - OpenAI chat:        {"request": {"messages": [{role, content}…], …}, "response": {"choices": [{"message": {"content"}}], "usage": {prompt_tokens, completion_tokens}}}
 *   - Anthropic messages: {"request": {"system"?, "messages": [{role, content}…], …}, "response": {"content": [{"type": "text", "text"}…], "usage": {input_tokens, output_tokens}}}
 *   - the exec provider:  {"stdin": <the JSON the exec provider writes to the agent>, "stdout": {output, usage} | "plain text"}
 * Pure: text in, runs or errors naming the line out. Log text is data: nothing in it is evaluated.
 */
import { z } from 'zod';
import { parseExecStdout } from '../providers/exec.js';

export interface LoggedRun {
  /** 1-based line in the log. */
  line: number;
  format: 'openai' | 'anthropic' | 'exec';
  system: string;
  /** The one user message (runs with any other conversation shape are skipped with a reason). */
  user: string;
  output: string;
  usage: { input_tokens: number; output_tokens: number };
  /** Set by exec logs, which say which role and scenario made the call. */
  role?: string;
  scenario?: string;
}

export interface LogProblem {
  line: number;
  message: string;
}

const tokens = z.number().int().min(0);
const textBlock = z.object({ type: z.literal('text'), text: z.string() });
const blocks = z.array(z.union([textBlock, z.object({ type: z.string() })]));
const content = z.union([z.string(), blocks]);

const OpenAILine = z.object({
  request: z.object({ messages: z.array(z.object({ role: z.string(), content: content.nullable() })).min(1) }),
  response: z.object({
    choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
    usage: z.object({ prompt_tokens: tokens, completion_tokens: tokens }).optional(),
  }),
});

const AnthropicLine = z.object({
  request: z.object({ system: content.optional(), messages: z.array(z.object({ role: z.string(), content })).min(1) }),
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

function textOf(c: z.infer<typeof content> | null | undefined): string {
  if (c === null || c === undefined) return '';
  if (typeof c === 'string') return c;
  return c.flatMap((b) => ('text' in b && typeof b.text === 'string' ? [b.text] : [])).join('');
}

type Conversation = { role: string; content: string }[];

/** The system text and the single user message, or why the conversation does not fit a scenario. */
function splitConversation(messages: Conversation, system: string): { system: string; user: string } | string {
  const systems = messages.filter((m) => m.role === 'system' || m.role === 'developer').map((m) => m.content);
  const rest = messages.filter((m) => m.role !== 'system' && m.role !== 'developer');
  const only = rest[0];
  if (rest.length !== 1 || only?.role !== 'user') {
    return `the conversation has ${rest.length} non-system messages (${rest.map((m) => m.role).join(', ')}); a scenario freezes one user message`;
  }
  return { system: [system, ...systems].filter((s) => s !== '').join('\n\n'), user: only.content };
}

function firstIssue(err: z.ZodError): string {
  const issue = err.issues[0];
  return `${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}`;
}

/** One line → a run, or a problem. */
export function parseLogLine(text: string, line: number): LoggedRun | LogProblem {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { line, message: `not JSON (${err instanceof Error ? err.message : String(err)})` };
  }
  const exec = ExecLine.safeParse(json);
  if (exec.success) {
    const split = splitConversation(exec.data.stdin.messages, exec.data.stdin.system);
    if (typeof split === 'string') return { line, message: split };
    const stdout = exec.data.stdout;
    let reply: { output: string; usage: LoggedRun['usage'] };
    try {
      reply = parseExecStdout(typeof stdout === 'string' ? stdout : JSON.stringify(stdout), 'capture');
    } catch (err) {
      return { line, message: `stdout: ${err instanceof Error ? err.message : String(err)}` };
    }
    const run: LoggedRun = { line, format: 'exec', ...split, ...reply };
    if (exec.data.stdin.role !== undefined) run.role = exec.data.stdin.role;
    if (exec.data.stdin.scenario !== undefined) run.scenario = exec.data.stdin.scenario;
    return run;
  }
  const openai = OpenAILine.safeParse(json);
  if (openai.success) {
    const messages = openai.data.request.messages.map((m) => ({ role: m.role, content: textOf(m.content) }));
    const split = splitConversation(messages, '');
    if (typeof split === 'string') return { line, message: split };
    const usage = openai.data.response.usage;
    return {
      line,
      format: 'openai',
      ...split,
      output: openai.data.response.choices[0]?.message.content ?? '',
      usage: { input_tokens: usage?.prompt_tokens ?? 0, output_tokens: usage?.completion_tokens ?? 0 },
    };
  }
  const anthropic = AnthropicLine.safeParse(json);
  if (anthropic.success) {
    const messages = anthropic.data.request.messages.map((m) => ({ role: m.role, content: textOf(m.content) }));
    const split = splitConversation(messages, textOf(anthropic.data.request.system));
    if (typeof split === 'string') return { line, message: split };
    const usage = anthropic.data.response.usage;
    return { line, format: 'anthropic', ...split, output: textOf(anthropic.data.response.content), usage: usage ?? { input_tokens: 0, output_tokens: 0 } };
  }
  return {
    line,
    message:
      `not a logged run: expected an OpenAI chat log {request: {messages}, response: {choices}}, an Anthropic messages log ` +
      `{request: {messages}, response: {content}} or an exec log {stdin, stdout} (as OpenAI: ${firstIssue(openai.error)})`,
  };
}

/** A whole JSONL text; blank lines are skipped. */
export function parseLog(text: string): { runs: LoggedRun[]; problems: LogProblem[] } {
  const runs: LoggedRun[] = [];
  const problems: LogProblem[] = [];
  text.split('\n').forEach((raw, i) => {
    if (raw.trim() === '') return;
    const parsed = parseLogLine(raw, i + 1);
    if ('message' in parsed) problems.push(parsed);
    else runs.push(parsed);
  });
  return { runs, problems };
}
