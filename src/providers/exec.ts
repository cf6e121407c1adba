/**
 * The `exec` provider: runs the user's own agent as a program (DESIGN §2). The command is split into
 * argv and spawned without a shell; the request goes to its stdin as one JSON object (with the role's
 * `tools` and the scenario's `world` when there are some), and its stdout is either JSON
 * `{output, usage, trajectory?}` or plain text. The agent gets a scrubbed environment (agentEnvironment):
 * never the job's tokens, the runner's ACTIONS_* variables or the action's inputs.
 */
import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { z } from 'zod';
import { configuredFolder } from '../config/folders.js';
import { isForbiddenAgentVariable, type ExecProviderSchema } from '../config/schema.js';
import { ConfigError } from '../config/types.js';
import { CommandLineError, splitCommandLine } from './command-line.js';
import type { TrajectoryStep } from '../agent/types.js';
import { ProviderError, type Provider, type ProviderRequest, type ProviderResponse } from './types.js';

export type ExecProviderConfig = z.infer<typeof ExecProviderSchema>;

export interface ExecDeps {
  /** The config file's folder: `cwd` resolves from it, and it is the default cwd. */
  configDir: string;
  /** The repository root (realpath'd) the `cwd` must stay in, checked through the one path resolver at every call. */
  root: string;
  /** The job's environment, which the agent's is taken from (agentEnvironment); the process's by default. */
  env?: Record<string, string | undefined>;
}

/**
 * The agent's environment (DESIGN §2): PATH, HOME, the variables its `env:` allowlist names and its own
 * `api_key_env`, each when set; nothing else of the job's. A forbidden name (ACTIONS_*, the GitHub token,
 * INPUT_*) is a config error in the schema; it is skipped here too, so that no path can hand one over.
 */
export function agentEnvironment(source: Record<string, string | undefined>, cfg: Pick<ExecProviderConfig, 'env' | 'api_key_env'>): Record<string, string> {
  const names = ['PATH', 'HOME', ...(cfg.env ?? []), ...(cfg.api_key_env === undefined ? [] : [cfg.api_key_env])];
  const entries: [string, string][] = [];
  for (const name of new Set(names)) {
    const value = Object.hasOwn(source, name) ? source[name] : undefined;
    if (typeof value === 'string' && !isForbiddenAgentVariable(name)) entries.push([name, value]);
  }
  return Object.fromEntries(entries);
}

/** How much of stderr an error message quotes. */
const STDERR_TAIL_CHARS = 500;
/** How long a killed agent gets between SIGTERM and SIGKILL. */
const KILL_GRACE_MS = 2_000;
/** How long the pipes get, after the agent exited, to deliver what it wrote. */
const PIPE_DRAIN_MS = 1_000;

const tokenCount = z.number().int().min(0).default(0);
/** The most trajectory steps an agent may report (DESIGN §3b); more is a run error, never a silent cut that could hide a call. */
export const MAX_TRAJECTORY_STEPS = 1000;
/** A step's result is kept up to this many characters, with a visible mark after the cut. */
export const MAX_RESULT_CHARS = 8000;

const ExecStepSchema = z.object({
  step: z.number().int().positive().optional(),
  tool: z.string().min(1),
  args: z.unknown(),
  /** Optional (DESIGN §3b); a JSON value other than a string is kept as its JSON text. */
  result: z.unknown().optional(),
});
const ExecReplySchema = z.object({
  output: z.string(),
  usage: z.object({ input_tokens: tokenCount, output_tokens: tokenCount }).default({ input_tokens: 0, output_tokens: 0 }),
  trajectory: z.array(ExecStepSchema).optional(),
});

const REPLY_SHAPE = '{"output": "...", "usage": {"input_tokens": N, "output_tokens": N}}';
const STEP_SHAPE = '{"tool": "name", "args": {...}, "result": "..."}';

/** A step's result as text, cut at MAX_RESULT_CHARS with a visible mark; undefined when the agent gave none. */
function resultText(result: unknown): string | undefined {
  if (result === undefined || result === null) return undefined;
  const text = typeof result === 'string' ? result : JSON.stringify(result);
  return text.length <= MAX_RESULT_CHARS ? text : `${text.slice(0, MAX_RESULT_CHARS)}… [cut: ${text.length} characters, the first ${MAX_RESULT_CHARS} kept]`;
}

/**
 * Stdout → output, usage and the agent's trajectory. JSON with a string `output` follows the contract
 * (`trajectory`: the calls of the agent's own loop, DESIGN §3b); anything else is the text.
 */
export function parseExecStdout(stdout: string, providerName: string): { output: string; usage: ProviderResponse['usage']; trajectory?: TrajectoryStep[] } {
  let json: unknown;
  try {
    json = JSON.parse(stdout);
  } catch {
    json = undefined;
  }
  const looksLikeReply = typeof json === 'object' && json !== null && !Array.isArray(json) && typeof Reflect.get(json, 'output') === 'string';
  if (!looksLikeReply) return { output: stdout.replace(/\r?\n$/, ''), usage: { input_tokens: 0, output_tokens: 0 } };
  const steps: unknown = Reflect.get(json as object, 'trajectory');
  if (Array.isArray(steps) && steps.length > MAX_TRAJECTORY_STEPS) {
    throw new ProviderError(
      'bad_output',
      `exec provider '${providerName}': the agent's trajectory has ${steps.length} steps; at most ${MAX_TRAJECTORY_STEPS} are accepted. Report fewer calls`,
      { retryable: false },
    );
  }
  const reply = ExecReplySchema.safeParse(json);
  if (!reply.success) {
    const issue = reply.error.issues[0];
    const at = issue?.path.join('.') ?? 'a field';
    const shape = issue?.path[0] === 'trajectory' ? `the trajectory is a list of ${STEP_SHAPE} (result optional)` : `print ${REPLY_SHAPE} or plain text`;
    throw new ProviderError('bad_output', `exec provider '${providerName}': the agent printed JSON with \`output\` but ${at} is invalid (${issue?.message ?? 'invalid'}); ${shape}`, {
      retryable: false,
    });
  }
  const { output, usage, trajectory } = reply.data;
  if (trajectory === undefined) return { output, usage };
  return {
    output,
    usage,
    trajectory: trajectory.map((t, i) => {
      const result = resultText(t.result);
      return { step: t.step ?? i + 1, tool: t.tool, args: t.args ?? {}, ...(result === undefined ? {} : { result }) };
    }),
  };
}

function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return code === null ? `was killed by ${signal ?? 'a signal'}` : `exited with code ${code}`;
}

export function createExecProvider(name: string, cfg: ExecProviderConfig, deps: ExecDeps): Provider {
  let argv: string[];
  try {
    argv = splitCommandLine(cfg.command);
  } catch (err) {
    if (err instanceof CommandLineError) throw new ConfigError(`providers.${name}.command: ${err.message}`);
    throw err;
  }
  const [program, ...args] = argv;
  if (program === undefined) throw new ConfigError(`providers.${name}.command is empty; set it to the program to run`);
  const env = agentEnvironment(deps.env ?? process.env, cfg);
  /**
   * The working folder, through the one path resolver at every call: an agent (or a step of the job) can
   * have turned it into a link out of the repository since the config loaded, or since the last call.
   */
  const workingFolder = async (): Promise<string> => {
    let cwd: string;
    try {
      cwd = await configuredFolder({ root: deps.root, dir: deps.configDir }, `providers.${name}.cwd`, cfg.cwd ?? '.');
    } catch (err) {
      if (err instanceof ConfigError) throw new ProviderError('exec', `exec provider '${name}': ${err.message}`, { retryable: false });
      throw err;
    }
    const problem = await stat(cwd).then(
      (s) => (s.isDirectory() ? undefined : 'not a folder'),
      () => 'missing',
    );
    if (problem !== undefined) {
      throw new ProviderError('exec', `exec provider '${name}': the working folder ${cwd} is ${problem}; check \`cwd\` in providers.${name}`, {
        retryable: false,
      });
    }
    return cwd;
  };

  return {
    name,
    async complete(request: ProviderRequest): Promise<ProviderResponse> {
      const cwd = await workingFolder();
      const input = JSON.stringify({
        role: request.meta.role,
        scenario: request.meta.scenario,
        run: request.meta.run,
        system: request.system,
        messages: request.messages,
        context: request.meta.context,
        // An agent that runs its own loop (DESIGN §3b): the tools the role offers and the world that answers them.
        ...(request.tools === undefined ? {} : { tools: request.tools }),
        ...(request.world === undefined ? {} : { world: request.world }),
        // A judge or reviewer call: the JSON Schema its reply should follow (issue 30 item 4).
        ...(request.structuredOutput === undefined ? {} : { structured_output: request.structuredOutput }),
      });
      const started = performance.now();
      const { stdout } = await runAgent(name, cfg.command, program, args, { cwd, env, input, signal: request.signal, maxOutputBytes: cfg.max_output_bytes });
      const latencyMs = performance.now() - started;
      return { ...parseExecStdout(stdout, name), latencyMs };
    },
  };
}

/** The process groups of agents still running: killed if this process exits first (e.g. the job is cancelled). */
const liveGroups = new Set<number>();
let exitHookInstalled = false;
function trackGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  liveGroups.add(pid);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const group of liveGroups) signalGroup(group, 'SIGKILL');
  });
}

/** Sends a signal to the agent's whole process group (it was spawned detached: its pid is the group id). */
function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already empty.
  }
}

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${bytes} bytes`;
}

interface AgentRun {
  cwd: string;
  env: Record<string, string>;
  input: string;
  signal: AbortSignal | undefined;
  maxOutputBytes: number;
}

/**
 * Spawns the agent in its own process group and collects its stdout. The group is killed when the call
 * is aborted, when an output overflows, and once the agent itself has exited (a grandchild left behind
 * must not outlive the call). After the agent's exit, the pipes get PIPE_DRAIN_MS to deliver what the
 * agent wrote; a pipe still held open by an escaped grandchild is then dropped, not waited on.
 */
function runAgent(name: string, command: string, program: string, args: string[], opts: AgentRun): Promise<{ stdout: string }> {
  return new Promise((resolvePromise, reject) => {
    if (opts.signal?.aborted) {
      reject(new ProviderError('timeout', `exec provider '${name}': the call was aborted before \`${command}\` started`));
      return;
    }
    const child = spawn(program, args, { cwd: opts.cwd, env: opts.env, stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true, detached: true });
    trackGroup(child.pid);
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderrBytes = 0;
    let stderr = '';
    let settled = false;
    let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    let killTimer: NodeJS.Timeout | undefined;
    let drainTimer: NodeJS.Timeout | undefined;
    const stopStreams = () => {
      child.stdout.destroy();
      child.stderr.destroy();
    };
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      opts.signal?.removeEventListener('abort', onAbort);
      if (drainTimer) clearTimeout(drainTimer);
      fn();
    };
    const killGroup = () => {
      signalGroup(child.pid, 'SIGTERM');
      killTimer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), KILL_GRACE_MS);
      killTimer.unref();
    };
    const fail = (kind: 'timeout' | 'exec', message: string) => {
      killGroup();
      stopStreams();
      settle(() => reject(new ProviderError(kind, message, kind === 'exec' ? { retryable: false } : {})));
    };
    const onAbort = () => fail('timeout', `exec provider '${name}': \`${command}\` was stopped: the call timed out`);
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const overflow = (stream: 'stdout' | 'stderr') =>
      fail(
        'exec',
        `exec provider '${name}': \`${command}\` printed more than ${megabytes(opts.maxOutputBytes)} on ${stream}; it was stopped. ` +
          `Print less, or raise providers.${name}.max_output_bytes`,
      );

    child.stdout.on('data', (chunk: Buffer) => {
      if (settled) return;
      stdoutBytes += chunk.length;
      if (stdoutBytes > opts.maxOutputBytes) return overflow('stdout');
      stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (settled) return;
      stderrBytes += chunk.length;
      if (stderrBytes > opts.maxOutputBytes) return overflow('stderr');
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS * 8);
    });
    // An agent that exits without reading its stdin makes the write fail with EPIPE: its exit code tells the story.
    child.stdin.on('error', () => {});
    child.stdin.end(opts.input);

    child.on('error', (err: NodeJS.ErrnoException) => {
      const message =
        err.code === 'ENOENT'
          ? `exec provider '${name}': command '${program}' not found; check \`command\` in providers.${name}`
          : `exec provider '${name}': command '${program}' could not start (${err.code ?? err.message}); check \`command\` in providers.${name}`;
      settle(() => reject(new ProviderError('exec', message, { retryable: false, cause: err })));
    });
    const finish = () => {
      if (killTimer) clearTimeout(killTimer);
      const { code, signal } = exited ?? { code: null, signal: null };
      if (code !== 0) {
        const tail = stderr.trim().slice(-STDERR_TAIL_CHARS);
        settle(() =>
          reject(
            new ProviderError('exec', `exec provider '${name}': \`${command}\` ${describeExit(code, signal)}: ${tail === '' ? '(no stderr)' : tail}`, {
              retryable: false,
            }),
          ),
        );
        return;
      }
      settle(() => resolvePromise({ stdout: Buffer.concat(stdout).toString('utf8') }));
    };
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      if (settled) return;
      // The agent has answered: whatever it left running in its group goes now.
      signalGroup(child.pid, 'SIGKILL');
      drainTimer = setTimeout(() => {
        stopStreams();
        finish();
      }, PIPE_DRAIN_MS);
      drainTimer.unref();
    });
    child.on('close', () => {
      if (child.pid !== undefined) liveGroups.delete(child.pid);
      if (exited === undefined) return;
      finish();
    });
  });
}
