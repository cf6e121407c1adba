export const id = 623;
export const ids = [623];
export const modules = {

/***/ 4407:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ roleFileReader),
/* harmony export */   V: () => (/* binding */ configuredFolder)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2143);
/* harmony import */ var _security_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5770);


/** `target` (as the config wrote it, relative to the config's folder, or absolute) checked to lie inside the repository. */
async function configuredFolder(loaded, setting, target) {
    try {
        return await (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveInRepository */ .AZ)(loaded.root, loaded.dir, target, target);
    }
    catch (err) {
        if (err instanceof _security_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .FileAccessError */ .nF)
            throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`${setting}: ${err.message}`);
        throw err;
    }
}
/** The setting that names `rel` among the roles' files (`roles.planner.system`, `….template`, `….vars.team.file`). */
function roleFileSetting(config, rel) {
    for (const [name, role] of Object.entries(config.roles)) {
        if ((typeof role.system === 'string' ? [role.system] : role.system).includes(rel))
            return `roles.${name}.system`;
        if (role.template === rel)
            return `roles.${name}.template`;
        for (const [v, value] of Object.entries(role.vars))
            if (typeof value !== 'string' && value.file === rel)
                return `roles.${name}.vars.${v}.file`;
    }
    return 'roles';
}
/**
 * A reader of the roles' files (paths as the config wrote them): each resolved through the one path
 * resolver when read, then read with `read` (the caller's, e.g. the CLI's io.readText) and checked by
 * size. A file outside the repository, or too large, is a ConfigError naming the setting; `read`'s own
 * errors (a missing file) pass through.
 */
function roleFileReader(loaded, read) {
    return async (rel) => {
        const setting = roleFileSetting(loaded.config, rel);
        const abs = await configuredFolder(loaded, setting, rel);
        const text = await read(abs);
        try {
            return (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .checkTextSize */ .Be)(text, rel);
        }
        catch (err) {
            if (err instanceof _security_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .FileAccessError */ .nF)
                throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`${setting}: ${err.message}`);
            throw err;
        }
    };
}


/***/ }),

/***/ 7089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OS: () => (/* binding */ closingIndex),
/* harmony export */   bH: () => (/* binding */ parseWholeJson),
/* harmony export */   eg: () => (/* binding */ extractJson)
/* harmony export */ });
/* harmony import */ var _format_excerpt_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9982);

/** How many bracket candidates are tried before giving up, so that pathological output stays linear-ish. */
const MAX_CANDIDATES = 200;
const FENCE = /```[^\n`]*\n([\s\S]*?)```/g;
function tryParse(text) {
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch (err) {
        return { ok: false, error: err instanceof Error ? err.message : String(err) };
    }
}
/** Index just past the bracket closing the one at `start` (string-aware), or undefined when it never closes. */
function closingIndex(text, start) {
    const found = matchBracket(text, start);
    return 'end' in found ? found.end : undefined;
}
/**
 * The index just past the bracket that closes the one at `start`, or a description of why there is none.
 * Brackets inside JSON strings ("…") are ignored, and `\"` escapes are honoured.
 */
function matchBracket(text, start) {
    const stack = [];
    let inString = false;
    for (let i = start; i < text.length; i++) {
        const ch = text[i];
        if (inString) {
            if (ch === '\\')
                i++;
            else if (ch === '"')
                inString = false;
            continue;
        }
        if (ch === '"')
            inString = true;
        else if (ch === '{')
            stack.push('}');
        else if (ch === '[')
            stack.push(']');
        else if (ch === '}' || ch === ']') {
            const expected = stack.pop();
            if (ch !== expected) {
                return { problem: `"${text[start]}" at char ${start + 1} is closed by a mismatched "${ch}" at char ${i + 1}` };
            }
            if (stack.length === 0)
                return { end: i + 1 };
        }
    }
    return { problem: `"${text[start]}" at char ${start + 1} has no matching "${text[start] === '{' ? '}' : ']'}"` };
}
/**
 * `json_strict: true`: the whole output (surrounding white space aside) must be one JSON document, as
 * production code calling JSON.parse would require; no prose, no code fence.
 */
function parseWholeJson(text) {
    const trimmed = text.trim();
    if (trimmed === '')
        return { ok: false, reason: 'the output is empty' };
    const whole = tryParse(trimmed);
    if (whole.ok)
        return whole;
    return { ok: false, reason: `JSON.parse rejects it: ${whole.error}; starts with: '${(0,_format_excerpt_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(trimmed, 40)}'` };
}
/** Finds and parses the JSON value in a model's output; the reason says what was found instead. */
function extractJson(text) {
    const trimmed = text.trim();
    if (trimmed === '')
        return { ok: false, reason: 'the output is empty' };
    const whole = tryParse(trimmed);
    if (whole.ok)
        return whole;
    let firstProblem;
    for (const fence of trimmed.matchAll(FENCE)) {
        const body = (fence[1] ?? '').trim();
        if (body === '')
            continue;
        const parsed = tryParse(body);
        if (parsed.ok)
            return parsed;
        firstProblem ??= `a fenced code block at char ${(fence.index ?? 0) + 1} does not parse as JSON (${parsed.error})`;
    }
    let tried = 0;
    for (let i = 0; i < trimmed.length && tried < MAX_CANDIDATES; i++) {
        const ch = trimmed[i];
        if (ch !== '{' && ch !== '[')
            continue;
        tried++;
        const match = matchBracket(trimmed, i);
        if ('problem' in match) {
            firstProblem ??= match.problem;
            continue;
        }
        const parsed = tryParse(trimmed.slice(i, match.end));
        if (parsed.ok)
            return parsed;
        firstProblem ??= `found "${ch}" at char ${i + 1} ('${(0,_format_excerpt_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(trimmed.slice(i, match.end), 40)}') but it does not parse as JSON (${parsed.error})`;
    }
    const start = `(starts with: '${(0,_format_excerpt_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(trimmed, 40)}')`;
    if (firstProblem === undefined)
        return { ok: false, reason: `no JSON object or array in the output ${start}` };
    return { ok: false, reason: `no parsable JSON object or array in the output: ${firstProblem} ${start}` };
}


/***/ }),

/***/ 6932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vn: () => (/* binding */ createExecProvider),
  cq: () => (/* binding */ parseExecStdout)
});

// UNUSED EXPORTS: MAX_RESULT_CHARS, MAX_TRAJECTORY_STEPS, agentEnvironment

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./src/config/folders.ts
var folders = __webpack_require__(4407);
// EXTERNAL MODULE: ./src/config/schema.ts + 1 modules
var schema = __webpack_require__(2541);
// EXTERNAL MODULE: ./src/config/types.ts
var types = __webpack_require__(2143);
;// CONCATENATED MODULE: ./src/providers/command-line.ts
/**
 * Splits an exec provider's `command` into argv, as a POSIX shell would for plain words and quotes, but
 * with no expansion of any kind: the command runs without a shell.
 */
class CommandLineError extends Error {
    constructor(message) {
        super(message);
        this.name = 'CommandLineError';
    }
}
/**
 * White space separates words. '…' keeps everything literally; "…" keeps everything, with \" and \\ as
 * escapes; outside quotes a backslash makes the next character literal. Quotes join adjacent text
 * (`--x="a b"` is one word). An empty quoted string is an (empty) word.
 */
function splitCommandLine(command) {
    const words = [];
    let word = '';
    let inWord = false;
    let quote;
    let quoteStart = 0;
    for (let i = 0; i < command.length; i++) {
        const ch = command.charAt(i);
        if (quote === "'") {
            if (ch === "'")
                quote = undefined;
            else
                word += ch;
        }
        else if (quote === '"') {
            if (ch === '"')
                quote = undefined;
            else if (ch === '\\' && (command[i + 1] === '"' || command[i + 1] === '\\'))
                word += command.charAt(++i);
            else
                word += ch;
        }
        else if (ch === "'" || ch === '"') {
            quote = ch;
            quoteStart = i;
            inWord = true;
        }
        else if (ch === '\\') {
            if (i + 1 >= command.length)
                throw new CommandLineError(`the command ends with a lone backslash: \`${command}\`; remove it`);
            word += command.charAt(++i);
            inWord = true;
        }
        else if (/\s/.test(ch)) {
            if (inWord)
                words.push(word);
            word = '';
            inWord = false;
        }
        else {
            word += ch;
            inWord = true;
        }
    }
    if (quote !== undefined) {
        throw new CommandLineError(`unclosed ${quote} quote at character ${quoteStart + 1} of \`${command}\`; close it`);
    }
    if (inWord)
        words.push(word);
    if (words.length === 0)
        throw new CommandLineError('the command is empty; set it to the program to run and its arguments');
    return words;
}

// EXTERNAL MODULE: ./src/providers/types.ts
var providers_types = __webpack_require__(2695);
;// CONCATENATED MODULE: ./src/providers/exec.ts
/**
 * The `exec` provider: runs the user's own agent as a program (DESIGN §2). The command is split into
 * argv and spawned without a shell; the request goes to its stdin as one JSON object (with the role's
 * `tools` and the scenario's `world` when there are some), and its stdout is either JSON
 * `{output, usage, trajectory?}` or plain text. The agent gets a scrubbed environment (agentEnvironment):
 * never the job's tokens, the runner's ACTIONS_* variables or the action's inputs.
 */








/**
 * The agent's environment (DESIGN §2): PATH, HOME, the variables its `env:` allowlist names and its own
 * `api_key_env`, each when set; nothing else of the job's. A forbidden name (ACTIONS_*, the GitHub token,
 * INPUT_*) is a config error in the schema; it is skipped here too, so that no path can hand one over.
 */
function agentEnvironment(source, cfg) {
    const names = ['PATH', 'HOME', ...(cfg.env ?? []), ...(cfg.api_key_env === undefined ? [] : [cfg.api_key_env])];
    const entries = [];
    for (const name of new Set(names)) {
        const value = Object.hasOwn(source, name) ? source[name] : undefined;
        if (typeof value === 'string' && !(0,schema/* isForbiddenAgentVariable */.$s)(name))
            entries.push([name, value]);
    }
    return Object.fromEntries(entries);
}
/** How much of stderr an error message quotes. */
const STDERR_TAIL_CHARS = 500;
/** How long a killed agent gets between SIGTERM and SIGKILL. */
const KILL_GRACE_MS = 2_000;
/** How long the pipes get, after the agent exited, to deliver what it wrote. */
const PIPE_DRAIN_MS = 1_000;
const tokenCount = schemas/* number */.aig().int().min(0).default(0);
/** The most trajectory steps an agent may report (DESIGN §3b); more is a run error, never a silent cut that could hide a call. */
const MAX_TRAJECTORY_STEPS = 1000;
/** A step's result is kept up to this many characters, with a visible mark after the cut. */
const MAX_RESULT_CHARS = 8000;
const ExecStepSchema = schemas/* object */.Ikc({
    step: schemas/* number */.aig().int().positive().optional(),
    tool: schemas/* string */.YjP().min(1),
    args: schemas/* unknown */.L5J(),
    /** Optional (DESIGN §3b); a JSON value other than a string is kept as its JSON text. */
    result: schemas/* unknown */.L5J().optional(),
});
const ExecReplySchema = schemas/* object */.Ikc({
    output: schemas/* string */.YjP(),
    usage: schemas/* object */.Ikc({ input_tokens: tokenCount, output_tokens: tokenCount }).default({ input_tokens: 0, output_tokens: 0 }),
    trajectory: schemas/* array */.YOg(ExecStepSchema).optional(),
});
const REPLY_SHAPE = '{"output": "...", "usage": {"input_tokens": N, "output_tokens": N}}';
const STEP_SHAPE = '{"tool": "name", "args": {...}, "result": "..."}';
/** A step's result as text, cut at MAX_RESULT_CHARS with a visible mark; undefined when the agent gave none. */
function resultText(result) {
    if (result === undefined || result === null)
        return undefined;
    const text = typeof result === 'string' ? result : JSON.stringify(result);
    return text.length <= MAX_RESULT_CHARS ? text : `${text.slice(0, MAX_RESULT_CHARS)}… [cut: ${text.length} characters, the first ${MAX_RESULT_CHARS} kept]`;
}
/**
 * Stdout → output, usage and the agent's trajectory. JSON with a string `output` follows the contract
 * (`trajectory`: the calls of the agent's own loop, DESIGN §3b); anything else is the text.
 */
function parseExecStdout(stdout, providerName) {
    let json;
    try {
        json = JSON.parse(stdout);
    }
    catch {
        json = undefined;
    }
    const looksLikeReply = typeof json === 'object' && json !== null && !Array.isArray(json) && typeof Reflect.get(json, 'output') === 'string';
    if (!looksLikeReply)
        return { output: stdout.replace(/\r?\n$/, ''), usage: { input_tokens: 0, output_tokens: 0 } };
    const steps = Reflect.get(json, 'trajectory');
    if (Array.isArray(steps) && steps.length > MAX_TRAJECTORY_STEPS) {
        throw new providers_types/* ProviderError */.mZ('bad_output', `exec provider '${providerName}': the agent's trajectory has ${steps.length} steps; at most ${MAX_TRAJECTORY_STEPS} are accepted. Report fewer calls`, { retryable: false });
    }
    const reply = ExecReplySchema.safeParse(json);
    if (!reply.success) {
        const issue = reply.error.issues[0];
        const at = issue?.path.join('.') ?? 'a field';
        const shape = issue?.path[0] === 'trajectory' ? `the trajectory is a list of ${STEP_SHAPE} (result optional)` : `print ${REPLY_SHAPE} or plain text`;
        throw new providers_types/* ProviderError */.mZ('bad_output', `exec provider '${providerName}': the agent printed JSON with \`output\` but ${at} is invalid (${issue?.message ?? 'invalid'}); ${shape}`, {
            retryable: false,
        });
    }
    const { output, usage, trajectory } = reply.data;
    if (trajectory === undefined)
        return { output, usage };
    return {
        output,
        usage,
        trajectory: trajectory.map((t, i) => {
            const result = resultText(t.result);
            return { step: t.step ?? i + 1, tool: t.tool, args: t.args ?? {}, ...(result === undefined ? {} : { result }) };
        }),
    };
}
function describeExit(code, signal) {
    return code === null ? `was killed by ${signal ?? 'a signal'}` : `exited with code ${code}`;
}
function createExecProvider(name, cfg, deps) {
    let argv;
    try {
        argv = splitCommandLine(cfg.command);
    }
    catch (err) {
        if (err instanceof CommandLineError)
            throw new types/* ConfigError */.x(`providers.${name}.command: ${err.message}`);
        throw err;
    }
    const [program, ...args] = argv;
    if (program === undefined)
        throw new types/* ConfigError */.x(`providers.${name}.command is empty; set it to the program to run`);
    const env = agentEnvironment(deps.env ?? process.env, cfg);
    /**
     * The working folder, through the one path resolver at every call: an agent (or a step of the job) can
     * have turned it into a link out of the repository since the config loaded, or since the last call.
     */
    const workingFolder = async () => {
        let cwd;
        try {
            cwd = await (0,folders/* configuredFolder */.V)({ root: deps.root, dir: deps.configDir }, `providers.${name}.cwd`, cfg.cwd ?? '.');
        }
        catch (err) {
            if (err instanceof types/* ConfigError */.x)
                throw new providers_types/* ProviderError */.mZ('exec', `exec provider '${name}': ${err.message}`, { retryable: false });
            throw err;
        }
        const problem = await (0,promises_.stat)(cwd).then((s) => (s.isDirectory() ? undefined : 'not a folder'), () => 'missing');
        if (problem !== undefined) {
            throw new providers_types/* ProviderError */.mZ('exec', `exec provider '${name}': the working folder ${cwd} is ${problem}; check \`cwd\` in providers.${name}`, {
                retryable: false,
            });
        }
        return cwd;
    };
    return {
        name,
        async complete(request) {
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
const liveGroups = new Set();
let exitHookInstalled = false;
function trackGroup(pid) {
    if (pid === undefined)
        return;
    liveGroups.add(pid);
    if (exitHookInstalled)
        return;
    exitHookInstalled = true;
    process.once('exit', () => {
        for (const group of liveGroups)
            signalGroup(group, 'SIGKILL');
    });
}
/** Sends a signal to the agent's whole process group (it was spawned detached: its pid is the group id). */
function signalGroup(pid, signal) {
    if (pid === undefined)
        return;
    try {
        process.kill(-pid, signal);
    }
    catch {
        // The group is already empty.
    }
}
function megabytes(bytes) {
    const mb = bytes / (1024 * 1024);
    return Number.isInteger(mb) ? `${mb} MB` : `${bytes} bytes`;
}
/**
 * Spawns the agent in its own process group and collects its stdout. The group is killed when the call
 * is aborted, when an output overflows, and once the agent itself has exited (a grandchild left behind
 * must not outlive the call). After the agent's exit, the pipes get PIPE_DRAIN_MS to deliver what the
 * agent wrote; a pipe still held open by an escaped grandchild is then dropped, not waited on.
 */
function runAgent(name, command, program, args, opts) {
    return new Promise((resolvePromise, reject) => {
        if (opts.signal?.aborted) {
            reject(new providers_types/* ProviderError */.mZ('timeout', `exec provider '${name}': the call was aborted before \`${command}\` started`));
            return;
        }
        const child = (0,external_node_child_process_.spawn)(program, args, { cwd: opts.cwd, env: opts.env, stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true, detached: true });
        trackGroup(child.pid);
        const stdout = [];
        let stdoutBytes = 0;
        let stderrBytes = 0;
        let stderr = '';
        let settled = false;
        let exited;
        let killTimer;
        let drainTimer;
        const stopStreams = () => {
            child.stdout.destroy();
            child.stderr.destroy();
        };
        const settle = (fn) => {
            if (settled)
                return;
            settled = true;
            opts.signal?.removeEventListener('abort', onAbort);
            if (drainTimer)
                clearTimeout(drainTimer);
            fn();
        };
        const killGroup = () => {
            signalGroup(child.pid, 'SIGTERM');
            killTimer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), KILL_GRACE_MS);
            killTimer.unref();
        };
        const fail = (kind, message) => {
            killGroup();
            stopStreams();
            settle(() => reject(new providers_types/* ProviderError */.mZ(kind, message, kind === 'exec' ? { retryable: false } : {})));
        };
        const onAbort = () => fail('timeout', `exec provider '${name}': \`${command}\` was stopped: the call timed out`);
        opts.signal?.addEventListener('abort', onAbort, { once: true });
        const overflow = (stream) => fail('exec', `exec provider '${name}': \`${command}\` printed more than ${megabytes(opts.maxOutputBytes)} on ${stream}; it was stopped. ` +
            `Print less, or raise providers.${name}.max_output_bytes`);
        child.stdout.on('data', (chunk) => {
            if (settled)
                return;
            stdoutBytes += chunk.length;
            if (stdoutBytes > opts.maxOutputBytes)
                return overflow('stdout');
            stdout.push(chunk);
        });
        child.stderr.on('data', (chunk) => {
            if (settled)
                return;
            stderrBytes += chunk.length;
            if (stderrBytes > opts.maxOutputBytes)
                return overflow('stderr');
            stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS * 8);
        });
        // An agent that exits without reading its stdin makes the write fail with EPIPE: its exit code tells the story.
        child.stdin.on('error', () => { });
        child.stdin.end(opts.input);
        child.on('error', (err) => {
            const message = err.code === 'ENOENT'
                ? `exec provider '${name}': command '${program}' not found; check \`command\` in providers.${name}`
                : `exec provider '${name}': command '${program}' could not start (${err.code ?? err.message}); check \`command\` in providers.${name}`;
            settle(() => reject(new providers_types/* ProviderError */.mZ('exec', message, { retryable: false, cause: err })));
        });
        const finish = () => {
            if (killTimer)
                clearTimeout(killTimer);
            const { code, signal } = exited ?? { code: null, signal: null };
            if (code !== 0) {
                const tail = stderr.trim().slice(-STDERR_TAIL_CHARS);
                settle(() => reject(new providers_types/* ProviderError */.mZ('exec', `exec provider '${name}': \`${command}\` ${describeExit(code, signal)}: ${tail === '' ? '(no stderr)' : tail}`, {
                    retryable: false,
                })));
                return;
            }
            settle(() => resolvePromise({ stdout: Buffer.concat(stdout).toString('utf8') }));
        };
        child.on('exit', (code, signal) => {
            exited = { code, signal };
            if (settled)
                return;
            // The agent has answered: whatever it left running in its group goes now.
            signalGroup(child.pid, 'SIGKILL');
            drainTimer = setTimeout(() => {
                stopStreams();
                finish();
            }, PIPE_DRAIN_MS);
            drainTimer.unref();
        });
        child.on('close', () => {
            if (child.pid !== undefined)
                liveGroups.delete(child.pid);
            if (exited === undefined)
                return;
            finish();
        });
    });
}


/***/ }),

/***/ 2695:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SG: () => (/* binding */ outputCap),
/* harmony export */   bW: () => (/* binding */ withRateSignal),
/* harmony export */   mZ: () => (/* binding */ ProviderError)
/* harmony export */ });
/** The output token cap of one call: the lower of the provider's max_tokens and the request's maxTokens. */
function outputCap(configured, requested) {
    if (configured === undefined)
        return requested;
    return requested === undefined ? configured : Math.min(configured, requested);
}
/** A call that could not produce an output. It makes a run an error, never a failure. */
class ProviderError extends Error {
    kind;
    retryable;
    /** From a `retry-after` header, in milliseconds. */
    retryAfterMs;
    /** What the error response's headers said about the rate limits (see withRateSignal). */
    rate;
    constructor(kind, message, opts = {}) {
        super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
        this.name = 'ProviderError';
        this.kind = kind;
        this.retryable = opts.retryable ?? (kind === 'rate_limit' || kind === 'server' || kind === 'timeout' || kind === 'network');
        this.retryAfterMs = opts.retryAfterMs;
        this.rate = opts.rate;
    }
}
/** The same error, carrying what its response's headers said about the rate limits. */
function withRateSignal(error, rate) {
    if (rate === undefined)
        return error;
    return new ProviderError(error.kind, error.message, {
        retryable: error.retryable,
        ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
        rate,
        ...(error.cause === undefined ? {} : { cause: error.cause }),
    });
}


/***/ })

};
