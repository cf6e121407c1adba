export const id = 815;
export const ids = [815];
export const modules = {

/***/ 9815:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L: () => (/* binding */ checkKeys),
  f: () => (/* binding */ prepareScenarios),
  LT: () => (/* binding */ providersInUse)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/config/types.ts
var types = __webpack_require__(2143);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/scenarios/prompt.ts
/**
 * What a role's model receives for a scenario (DESIGN §2): the system files joined by a blank line, and
 * one user message — the template rendered from the scenario context, or the context as YAML. Pure.
 */


const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
/** `steps[0].title` → ['steps', '0', 'title']. */
function splitFieldPath(field) {
    return field
        .replace(/\[(\d+)\]/g, '.$1')
        .split('.')
        .filter((s) => s !== '');
}
/**
 * Looks a dotted path up in the context. At each mapping the longest key made of the next segments
 * joined by dots wins, so keys that contain dots (`files.src/auth.rs`) still resolve.
 */
function lookupField(root, segments) {
    if (segments.length === 0)
        return { found: true, value: root };
    if (Array.isArray(root)) {
        const head = segments[0] ?? '';
        if (!/^\d+$/.test(head) || Number(head) >= root.length)
            return { found: false };
        return lookupField(root[Number(head)], segments.slice(1));
    }
    if (root !== null && typeof root === 'object') {
        const record = root;
        for (let take = segments.length; take >= 1; take--) {
            const key = segments.slice(0, take).join('.');
            if (Object.hasOwn(record, key)) {
                const result = lookupField(record[key], segments.slice(take));
                if (result.found)
                    return result;
            }
        }
    }
    return { found: false };
}
function render(value) {
    if (typeof value === 'string')
        return value;
    return (0,dist/* stringify */.As)(value).replace(/\n$/, '');
}
function lineAndCol(text, offset) {
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    const col = offset - before.lastIndexOf('\n');
    return { line, col };
}
/** Renders `{{ dotted.path }}` placeholders from the scenario context (no HTML escaping). */
function renderTemplate(template, scenario) {
    return template.text.replace(PLACEHOLDER, (match, field, offset) => {
        const result = lookupField(scenario.context, splitFieldPath(field));
        if (result.found && result.value !== undefined)
            return render(result.value);
        const { line, col } = lineAndCol(template.text, offset);
        const keys = Object.keys(scenario.context);
        throw new types/* ConfigError */.x(`template field '${field}' is missing from the context of scenario '${scenario.name}' (${scenario.file}:${scenario.source.line}); ` +
            `the context has ${keys.length === 0 ? 'no keys' : `keys ${keys.join(', ')}`}; add it to context: or fix the template`, { file: template.path, line, col });
    });
}
/**
 * The system text and user message for one scenario. `files` holds the texts of `role.system` (in order)
 * and of `role.template` when the role has one.
 */
function buildPrompt(role, scenario, files) {
    if (role.template !== undefined && files.template === undefined) {
        // A caller bug, not a user error: without this the template would be silently ignored.
        throw new Error(`buildPrompt: role of scenario '${scenario.name}' has template ${role.template}, but its text was not passed`);
    }
    const system = files.system.map((f) => f.text.replace(/\n+$/, '')).join('\n\n');
    const content = files.template ? renderTemplate(files.template, scenario) : (0,dist/* stringify */.As)(scenario.context);
    return { system, messages: [{ role: 'user', content }] };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/affected/context-hash.ts
/**
 * A hash of everything that decides what a scenario's model receives and how its runs are judged, so that
 * history compares like with like: the system and template texts, the scenario after defaults, and the
 * provider's model and sampling parameters. Pure.
 *
 * Left out on purpose: where things are written (source positions, provenance, the scenario's file),
 * secrets and plumbing (api_key_env, base_url, timeouts, retries), so that moving a line or pointing at
 * another proxy keeps the history of a scenario.
 */

/** Bump when the hashed shape changes, so that old and new hashes never collide by accident. */
const HASH_FORMAT = 1;
/** Provider settings that change the model's answers. */
const PROVIDER_KEYS = ['type', 'model', 'temperature', 'max_tokens', 'command'];
/**
 * JSON with object keys sorted (by UTF-16 code unit, so `"10"` before `"9"`) at every depth, no white
 * space. As with `JSON.stringify`, `undefined` and function members are left out and such array items
 * become `null`; a `toJSON` method (Date) is honoured; a bigint is written as a string.
 */
function canonicalJson(value) {
    return serialize(value, new Set()) ?? 'null';
}
function byCodeUnit(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
function serialize(value, seen) {
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol')
        return undefined;
    if (typeof value === 'bigint')
        return JSON.stringify(value.toString());
    if (value === null || typeof value !== 'object')
        return JSON.stringify(value);
    if (value instanceof Date)
        return JSON.stringify(value.toJSON());
    if (seen.has(value))
        throw new TypeError('canonicalJson: the value contains a cycle');
    seen.add(value);
    try {
        if (Array.isArray(value))
            return `[${value.map((item) => serialize(item, seen) ?? 'null').join(',')}]`;
        const members = [];
        for (const [key, item] of Object.entries(value).sort(([a], [b]) => byCodeUnit(a, b))) {
            const text = serialize(item, seen);
            if (text !== undefined)
                members.push(`${JSON.stringify(key)}:${text}`);
        }
        return `{${members.join(',')}}`;
    }
    finally {
        seen.delete(value);
    }
}
/**
 * sha256 hex of the canonical JSON of the parts that shape a scenario's runs. The number of runs is left
 * out: it changes how much is sampled, not what the model receives, and `--runs` overrides it per invocation.
 */
function contextHash(parts) {
    const { scenario, provider } = parts;
    const providerSettings = Object.fromEntries(Object.entries(provider).filter(([key]) => PROVIDER_KEYS.some((k) => k === key)));
    const hashed = {
        format: HASH_FORMAT,
        system: parts.system,
        template: parts.template ?? null,
        scenario: {
            name: scenario.name,
            role: scenario.role,
            threshold: scenario.threshold,
            context: scenario.context,
            expect: scenario.expect.map((e) => ({ kind: e.kind, args: e.args })),
        },
        provider: providerSettings,
    };
    return (0,external_node_crypto_.createHash)('sha256').update(canonicalJson(hashed), 'utf8').digest('hex');
}

// EXTERNAL MODULE: ./src/providers/factory.ts + 8 modules
var factory = __webpack_require__(912);
;// CONCATENATED MODULE: ./src/pipeline/prepare.ts
/**
 * Everything checked before the first model call (a problem here is CLI exit code 2): the key variables
 * of the providers in use, and every selected scenario's prompt, rendered from its role's files.
 */





function list(v) {
    return typeof v === 'string' ? [v] : v;
}
/** The provider names the selected scenarios will call: their roles' providers and their judges'. */
function providersInUse(loaded, scenarios) {
    const used = new Set();
    for (const s of scenarios) {
        const role = loaded.config.roles[s.role];
        if (role)
            used.add(role.provider);
        for (const e of s.expect)
            if (e.kind === 'judge')
                used.add(e.args.provider ?? role?.provider ?? '');
    }
    used.delete('');
    return [...used].sort();
}
function checkKeys(loaded, used, env, recording = false) {
    const missing = (0,factory/* missingKeys */.lx)(loaded.config, used, env, { recording });
    if (missing.length === 0)
        return;
    throw new types/* ConfigError */.x(missing.map((m) => m.message).join('\n'), { file: external_node_path_default().relative(process.cwd(), loaded.path) || loaded.path });
}
async function prepareScenarios(loaded, scenarios, readText) {
    const cache = new Map();
    const read = (rel) => {
        let p = cache.get(rel);
        if (!p) {
            p = readText(external_node_path_default().resolve(loaded.dir, rel)).catch((err) => {
                throw new types/* ConfigError */.x(`cannot read ${rel}: ${err instanceof Error ? err.message : String(err)}`);
            });
            cache.set(rel, p);
        }
        return p;
    };
    const out = [];
    for (const scenario of scenarios) {
        const role = loaded.config.roles[scenario.role];
        if (!role)
            throw new types/* ConfigError */.x(`scenario '${scenario.name}' names role '${scenario.role}', which the config does not define`, scenario.source);
        const system = await Promise.all(list(role.system).map(async (p) => ({ path: p, text: await read(p) })));
        const template = role.template ? { path: role.template, text: await read(role.template) } : undefined;
        const prompt = buildPrompt(role, scenario, template ? { system, template } : { system });
        const provider = loaded.config.providers[role.provider];
        if (!provider)
            throw new types/* ConfigError */.x(`role '${scenario.role}' names provider '${role.provider}', which the config does not define`);
        const hash = contextHash({
            system: prompt.system,
            ...(template ? { template: template.text } : {}),
            scenario,
            provider,
        });
        out.push({ scenario, role, system: prompt.system, messages: prompt.messages, contextHash: hash });
    }
    return out;
}


/***/ }),

/***/ 912:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XT: () => (/* binding */ createProviders),
  lx: () => (/* binding */ missingKeys)
});

// UNUSED EXPORTS: missingKeyMessage

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./src/providers/types.ts
var types = __webpack_require__(2695);
;// CONCATENATED MODULE: ./src/providers/http-errors.ts
/**
 * Turns the errors of the official HTTP SDKs (openai, @anthropic-ai/sdk) into ProviderErrors. Pure: the
 * SDK's error classes are passed in, so this module never loads an SDK itself.
 */

const MAX_SERVER_MESSAGE = 300;
/**
 * `retry-after-ms` (milliseconds), else `retry-after` (seconds, or an HTTP date), as milliseconds from now.
 * Undefined when absent or unreadable; never negative.
 */
function parseRetryAfterMs(headers, now = Date.now()) {
    if (!headers)
        return undefined;
    const ms = headers.get('retry-after-ms');
    if (ms !== null && ms.trim() !== '') {
        const value = Number(ms);
        if (Number.isFinite(value) && value >= 0)
            return Math.round(value);
    }
    const after = headers.get('retry-after');
    if (after === null || after.trim() === '')
        return undefined;
    const seconds = Number(after);
    if (Number.isFinite(seconds))
        return seconds >= 0 ? Math.round(seconds * 1000) : undefined;
    const date = Date.parse(after);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - now);
}
/** Removes every occurrence of the secret (and of its first 8+ characters followed by anything key-like). */
function redactSecret(text, secret) {
    if (secret.length === 0)
        return text;
    let out = text.split(secret).join('[redacted]');
    // Servers often echo a masked prefix of a wrong key ("sk-abc123***xyz"); drop any 8-char prefix too.
    if (secret.length >= 8)
        out = out.split(secret.slice(0, 8)).join('[redacted]');
    return out;
}
function serverDetail(message, secret) {
    const clean = redactSecret(message, secret).replace(/\s+/g, ' ').trim();
    return clean.length > MAX_SERVER_MESSAGE ? `${clean.slice(0, MAX_SERVER_MESSAGE)}…` : clean;
}
/** The ProviderError for an HTTP error status. */
function providerErrorForStatus(status, target, serverMessage, retryAfterMs, cause) {
    const who = `provider '${target.provider}'`;
    const detail = serverDetail(serverMessage, target.secret);
    if (status === 401 || status === 403) {
        // The server's text may quote part of the key, so it is left out entirely.
        return new types/* ProviderError */.m('auth', `${who}: ${target.baseUrl} refused the key (HTTP ${status}); check the key in $${target.keyEnv}`);
    }
    if (status === 404) {
        return new types/* ProviderError */.m('not_found', `${who}: HTTP 404 for model '${target.model}' at ${target.baseUrl}; check providers.${target.provider}.model and base_url (${detail})`, { cause });
    }
    if (status === 429) {
        return new types/* ProviderError */.m('rate_limit', `${who}: rate limited (HTTP 429) by ${target.baseUrl} (${detail})`, {
            ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
            cause,
        });
    }
    if (status >= 500) {
        return new types/* ProviderError */.m('server', `${who}: server error HTTP ${status} from ${target.baseUrl} (${detail})`, {
            ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
            cause,
        });
    }
    return new types/* ProviderError */.m('bad_request', `${who}: ${target.baseUrl} rejected the request for model '${target.model}' (HTTP ${status}): ${detail}`, { cause });
}
/** Maps anything an SDK call threw to a ProviderError. */
function providerErrorFromSdk(err, classes, target) {
    if (err instanceof types/* ProviderError */.m)
        return err;
    const who = `provider '${target.provider}'`;
    if (err instanceof classes.APIUserAbortError) {
        return new types/* ProviderError */.m('timeout', `${who}: the call to ${target.baseUrl} was aborted`, { cause: err });
    }
    if (err instanceof classes.APIConnectionTimeoutError) {
        return new types/* ProviderError */.m('timeout', `${who}: ${target.baseUrl} did not answer in time`, { cause: err });
    }
    if (err instanceof classes.APIConnectionError) {
        const reason = err.cause instanceof Error ? err.cause.message : err.message;
        return new types/* ProviderError */.m('network', `${who}: could not reach ${target.baseUrl}: ${serverDetail(reason, target.secret)}`, {
            cause: err,
        });
    }
    if (err instanceof classes.APIError && typeof err.status === 'number') {
        return providerErrorForStatus(err.status, target, err.message, parseRetryAfterMs(err.headers), err);
    }
    if (err instanceof Error && err.name === 'AbortError') {
        return new types/* ProviderError */.m('timeout', `${who}: the call to ${target.baseUrl} was aborted`, { cause: err });
    }
    const message = err instanceof Error ? err.message : String(err);
    return new types/* ProviderError */.m('bad_output', `${who}: unexpected error calling ${target.baseUrl}: ${serverDetail(message, target.secret)}`, {
        retryable: false,
        cause: err,
    });
}

;// CONCATENATED MODULE: ./src/providers/anthropic.ts
/**
 * The `anthropic` provider: Anthropic's Messages API through the official SDK. The SDK is loaded on the
 * first call and never retries on its own: withRetries does that. `base_url` is the API root without
 * `/v1` (the SDK adds `/v1/messages`).
 */



let sdkModule;
function loadSdk() {
    sdkModule ??= __webpack_require__.e(/* import() */ 947).then(__webpack_require__.bind(__webpack_require__, 1947));
    return sdkModule;
}
/** The SDK's own timeout only backs up ours (withRetries aborts at timeout_ms). */
const SDK_TIMEOUT_MARGIN_MS = 5_000;
const MessageSchema = schemas/* object */.Ikc({
    content: schemas/* array */.YOg(schemas/* looseObject */._H3({ type: schemas/* string */.YjP(), text: schemas/* string */.YjP().optional() })),
    usage: schemas/* object */.Ikc({ input_tokens: schemas/* number */.aig().int().min(0).nullish(), output_tokens: schemas/* number */.aig().int().min(0).nullish() })
        .nullish(),
});
function createAnthropicProvider(name, cfg, deps) {
    let client;
    const getClient = () => {
        client ??= loadSdk().then((sdk) => ({
            sdk,
            client: new sdk.Anthropic({
                apiKey: deps.apiKey,
                ...(cfg.base_url === undefined ? {} : { baseURL: cfg.base_url }),
                maxRetries: 0,
                // Setting a timeout also stops the SDK refusing large max_tokens without streaming.
                timeout: cfg.timeout_ms + SDK_TIMEOUT_MARGIN_MS,
            }),
        }));
        return client;
    };
    return {
        name,
        async complete(request) {
            const { sdk, client: anthropic } = await getClient();
            const target = {
                provider: name,
                model: cfg.model,
                baseUrl: anthropic.baseURL,
                keyEnv: cfg.api_key_env,
                secret: deps.apiKey,
            };
            const started = performance.now();
            let raw;
            try {
                raw = await anthropic.messages.create({
                    model: cfg.model,
                    max_tokens: cfg.max_tokens,
                    ...(request.system === '' ? {} : { system: request.system }),
                    ...(cfg.temperature === undefined ? {} : { temperature: cfg.temperature }),
                    messages: request.messages.map((m) => ({ role: m.role, content: m.content })),
                }, request.signal ? { signal: request.signal } : {});
            }
            catch (err) {
                throw providerErrorFromSdk(err, sdk, target);
            }
            const latencyMs = performance.now() - started;
            const parsed = MessageSchema.safeParse(raw);
            if (!parsed.success) {
                throw new types/* ProviderError */.m('bad_output', `provider '${name}': the reply of ${target.baseUrl} is not a message: ${parsed.error.issues[0]?.message ?? 'invalid'} at ${parsed.error.issues[0]?.path.join('.') ?? '?'}`, { retryable: false });
            }
            const texts = parsed.data.content.flatMap((block) => (block.type === 'text' && block.text !== undefined ? [block.text] : []));
            if (texts.length === 0) {
                throw new types/* ProviderError */.m('bad_output', `provider '${name}': the reply of model '${cfg.model}' has no text block`, {
                    retryable: false,
                });
            }
            return {
                output: texts.join(''),
                usage: {
                    input_tokens: parsed.data.usage?.input_tokens ?? 0,
                    output_tokens: parsed.data.usage?.output_tokens ?? 0,
                },
                latencyMs,
            };
        },
    };
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/config/types.ts
var config_types = __webpack_require__(2143);
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

;// CONCATENATED MODULE: ./src/providers/exec.ts
/**
 * The `exec` provider: runs the user's own agent as a program (DESIGN §2). The command is split into
 * argv and spawned without a shell; the request goes to its stdin as one JSON object, and its stdout is
 * either JSON `{output, usage}` or plain text.
 */







/** How much of stderr an error message quotes. */
const STDERR_TAIL_CHARS = 500;
/** How long a killed agent gets between SIGTERM and SIGKILL. */
const KILL_GRACE_MS = 2_000;
const tokenCount = schemas/* number */.aig().int().min(0).default(0);
const ExecReplySchema = schemas/* object */.Ikc({
    output: schemas/* string */.YjP(),
    usage: schemas/* object */.Ikc({ input_tokens: tokenCount, output_tokens: tokenCount }).default({ input_tokens: 0, output_tokens: 0 }),
});
/** Stdout → output and usage. JSON with a string `output` follows the contract; anything else is the text. */
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
    const reply = ExecReplySchema.safeParse(json);
    if (!reply.success) {
        const issue = reply.error.issues[0];
        throw new types/* ProviderError */.m('bad_output', `exec provider '${providerName}': the agent printed JSON with \`output\` but ${issue?.path.join('.') ?? 'a field'} is invalid (${issue?.message ?? 'invalid'}); print {"output": "...", "usage": {"input_tokens": N, "output_tokens": N}} or plain text`, { retryable: false });
    }
    return reply.data;
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
            throw new config_types/* ConfigError */.x(`providers.${name}.command: ${err.message}`);
        throw err;
    }
    const [program, ...args] = argv;
    if (program === undefined)
        throw new config_types/* ConfigError */.x(`providers.${name}.command is empty; set it to the program to run`);
    const cwd = (0,external_node_path_.resolve)(deps.configDir, cfg.cwd ?? '.');
    const env = deps.env ?? process.env;
    let cwdChecked = false;
    const checkCwd = async () => {
        if (cwdChecked)
            return;
        const problem = await (0,promises_.stat)(cwd).then((s) => (s.isDirectory() ? undefined : 'not a folder'), () => 'missing');
        if (problem !== undefined) {
            throw new types/* ProviderError */.m('exec', `exec provider '${name}': the working folder ${cwd} is ${problem}; check \`cwd\` in providers.${name}`, {
                retryable: false,
            });
        }
        cwdChecked = true;
    };
    return {
        name,
        async complete(request) {
            await checkCwd();
            const input = JSON.stringify({
                role: request.meta.role,
                scenario: request.meta.scenario,
                run: request.meta.run,
                system: request.system,
                messages: request.messages,
                context: request.meta.context,
            });
            const started = performance.now();
            const { stdout } = await runAgent(name, cfg.command, program, args, { cwd, env, input, signal: request.signal });
            const latencyMs = performance.now() - started;
            return { ...parseExecStdout(stdout, name), latencyMs };
        },
    };
}
function runAgent(name, command, program, args, opts) {
    return new Promise((resolvePromise, reject) => {
        if (opts.signal?.aborted) {
            reject(new types/* ProviderError */.m('timeout', `exec provider '${name}': the call was aborted before \`${command}\` started`));
            return;
        }
        const child = (0,external_node_child_process_.spawn)(program, args, { cwd: opts.cwd, env: opts.env, stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true });
        const stdout = [];
        let stderr = '';
        let aborted = false;
        let settled = false;
        let killTimer;
        const settle = (fn) => {
            if (settled)
                return;
            settled = true;
            opts.signal?.removeEventListener('abort', onAbort);
            fn();
        };
        const onAbort = () => {
            aborted = true;
            child.kill('SIGTERM');
            killTimer = setTimeout(() => child.kill('SIGKILL'), KILL_GRACE_MS);
            killTimer.unref();
            settle(() => reject(new types/* ProviderError */.m('timeout', `exec provider '${name}': \`${command}\` was stopped: the call timed out`)));
        };
        opts.signal?.addEventListener('abort', onAbort, { once: true });
        child.stdout.on('data', (chunk) => stdout.push(chunk));
        child.stderr.setEncoding('utf8');
        child.stderr.on('data', (chunk) => {
            stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS * 8);
        });
        // An agent that exits without reading its stdin makes the write fail with EPIPE: its exit code tells the story.
        child.stdin.on('error', () => { });
        child.stdin.end(opts.input);
        child.on('error', (err) => {
            const message = err.code === 'ENOENT'
                ? `exec provider '${name}': command '${program}' not found; check \`command\` in providers.${name}`
                : `exec provider '${name}': command '${program}' could not start (${err.code ?? err.message}); check \`command\` in providers.${name}`;
            settle(() => reject(new types/* ProviderError */.m('exec', message, { retryable: false, cause: err })));
        });
        child.on('close', (code, signal) => {
            if (killTimer)
                clearTimeout(killTimer);
            if (aborted)
                return;
            if (code !== 0) {
                const tail = stderr.trim().slice(-STDERR_TAIL_CHARS);
                settle(() => reject(new types/* ProviderError */.m('exec', `exec provider '${name}': \`${command}\` ${describeExit(code, signal)}: ${tail === '' ? '(no stderr)' : tail}`, {
                    retryable: false,
                })));
                return;
            }
            settle(() => resolvePromise({ stdout: Buffer.concat(stdout).toString('utf8') }));
        });
    });
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(4708);
var external_node_https_default = /*#__PURE__*/__webpack_require__.n(external_node_https_);
;// CONCATENATED MODULE: ./src/providers/node-fetch.ts
/**
 * A `fetch` for the model SDKs over node:http(s) with keep-alive agents. The SDKs' default (undici's
 * fetch) spends most of the per-call CPU on web streams and signal plumbing; JSON requests and replies
 * need none of it. `npm run bench` measures the difference. Bodies that are not a string or bytes go to
 * the global fetch unchanged.
 */


const agents = {
    'http:': new (external_node_http_default()).Agent({ keepAlive: true, maxSockets: 256 }),
    'https:': new (external_node_https_default()).Agent({ keepAlive: true, maxSockets: 256 }),
};
function plainHeaders(headers) {
    const out = {};
    if (headers === undefined)
        return out;
    new Headers(headers).forEach((value, key) => {
        out[key] = value;
    });
    return out;
}
function nodeFetch(input, init = {}) {
    const body = init.body;
    const plainBody = body === undefined || body === null || typeof body === 'string' || body instanceof Uint8Array;
    if (input instanceof Request || !plainBody)
        return fetch(input, init);
    const url = new URL(input);
    const transport = url.protocol === 'https:' ? (external_node_https_default()) : url.protocol === 'http:' ? (external_node_http_default()) : undefined;
    if (!transport)
        return fetch(input, init);
    const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
    return new Promise((resolve, reject) => {
        const req = transport.request(url, { method: init.method ?? 'GET', headers: plainHeaders(init.headers), agent, ...(init.signal ? { signal: init.signal } : {}) }, (res) => {
            const chunks = [];
            res.on('data', (c) => chunks.push(c));
            res.on('error', reject);
            res.on('end', () => {
                const headers = new Headers();
                const raw = res.rawHeaders;
                for (let i = 0; i + 1 < raw.length; i += 2)
                    headers.append(raw[i] ?? '', raw[i + 1] ?? '');
                const status = res.statusCode ?? 500;
                const noBody = status === 204 || status === 205 || status === 304 || init.method === 'HEAD';
                resolve(new Response(noBody ? null : Buffer.concat(chunks), { status, statusText: res.statusMessage ?? '', headers }));
            });
        });
        req.on('error', reject);
        req.end(body ?? undefined);
    });
}

;// CONCATENATED MODULE: ./src/providers/openai.ts
/**
 * The `openai` provider: any server that speaks OpenAI's chat-completions API. The SDK is loaded on the
 * first call (so `--version` stays fast) and never retries on its own: withRetries does that.
 */




let openai_sdkModule;
function openai_loadSdk() {
    openai_sdkModule ??= __webpack_require__.e(/* import() */ 674).then(__webpack_require__.bind(__webpack_require__, 3674));
    return openai_sdkModule;
}
/** The SDK's own timeout only backs up ours (withRetries aborts at timeout_ms). */
const openai_SDK_TIMEOUT_MARGIN_MS = 5_000;
const CompletionSchema = schemas/* object */.Ikc({
    choices: schemas/* array */.YOg(schemas/* object */.Ikc({
        message: schemas/* object */.Ikc({
            content: schemas/* string */.YjP().nullish(),
            refusal: schemas/* string */.YjP().nullish(),
        }),
    })),
    usage: schemas/* object */.Ikc({ prompt_tokens: schemas/* number */.aig().int().min(0).nullish(), completion_tokens: schemas/* number */.aig().int().min(0).nullish() })
        .nullish(),
});
function createOpenAIProvider(name, cfg, deps) {
    let client;
    const getClient = () => {
        client ??= openai_loadSdk().then((sdk) => ({
            sdk,
            client: new sdk.OpenAI({
                apiKey: deps.apiKey,
                ...(cfg.base_url === undefined ? {} : { baseURL: cfg.base_url }),
                maxRetries: 0,
                timeout: cfg.timeout_ms + openai_SDK_TIMEOUT_MARGIN_MS,
                fetch: nodeFetch,
            }),
        }));
        return client;
    };
    return {
        name,
        async complete(request) {
            const { sdk, client: openai } = await getClient();
            const target = {
                provider: name,
                model: cfg.model,
                baseUrl: openai.baseURL,
                keyEnv: cfg.api_key_env,
                secret: deps.apiKey,
            };
            const messages = [
                ...(request.system === '' ? [] : [{ role: 'system', content: request.system }]),
                ...request.messages.map((m) => ({ role: m.role, content: m.content })),
            ];
            const started = performance.now();
            let raw;
            try {
                raw = await openai.chat.completions.create({
                    model: cfg.model,
                    messages,
                    ...(cfg.temperature === undefined ? {} : { temperature: cfg.temperature }),
                    ...(cfg.max_tokens === undefined ? {} : { max_tokens: cfg.max_tokens }),
                    ...(request.seed === undefined ? {} : { seed: request.seed }),
                }, request.signal ? { signal: request.signal } : {});
            }
            catch (err) {
                throw providerErrorFromSdk(err, sdk, target);
            }
            const latencyMs = performance.now() - started;
            const parsed = CompletionSchema.safeParse(raw);
            if (!parsed.success) {
                throw new types/* ProviderError */.m('bad_output', `provider '${name}': the reply of ${target.baseUrl} is not a chat completion: ${parsed.error.issues[0]?.message ?? 'invalid'} at ${parsed.error.issues[0]?.path.join('.') ?? '?'}`, { retryable: false });
            }
            const choice = parsed.data.choices[0];
            if (!choice) {
                throw new types/* ProviderError */.m('bad_output', `provider '${name}': ${target.baseUrl} returned no choices for model '${cfg.model}'`, {
                    retryable: false,
                });
            }
            const output = choice.message.content ?? choice.message.refusal;
            if (output === null || output === undefined) {
                throw new types/* ProviderError */.m('bad_output', `provider '${name}': the reply of model '${cfg.model}' has no text content`, {
                    retryable: false,
                });
            }
            return {
                output,
                usage: {
                    input_tokens: parsed.data.usage?.prompt_tokens ?? 0,
                    output_tokens: parsed.data.usage?.completion_tokens ?? 0,
                },
                latencyMs,
            };
        },
    };
}

// EXTERNAL MODULE: ./src/providers/recording.ts
var providers_recording = __webpack_require__(8745);
;// CONCATENATED MODULE: ./src/providers/replay.ts
/**
 * The `replay` provider: serves recorded outputs, so that a suite runs offline and for free. A request
 * whose exact system + messages were never recorded is an error, so a changed prompt never replays a
 * stale answer.
 */



function createReplayProvider(name, cfg, deps) {
    const dir = (0,external_node_path_.resolve)(deps.configDir, cfg.recordings);
    /** Each file is read once, on first use. */
    const cache = new Map();
    const load = (key) => {
        let pending = cache.get(key);
        if (!pending) {
            pending = (0,providers_recording/* readRecording */.SS)(dir, key);
            cache.set(key, pending);
        }
        return pending;
    };
    return {
        name,
        async complete(request) {
            const started = performance.now();
            const key = (0,providers_recording/* requestKey */.lq)(request.system, request.messages);
            const recording = await load(key);
            if (!recording) {
                throw new types/* ProviderError */.m('no_recording', `no recording for this context (scenario '${request.meta.scenario}', key ${key.slice(0, 12)}); run \`context-eval record\``, { retryable: false });
            }
            const run = Number.isInteger(request.meta.run) && request.meta.run >= 0 ? request.meta.run : 0;
            const sample = recording.samples[run % recording.samples.length];
            if (!sample)
                throw new types/* ProviderError */.m('bad_output', `recording ${key} has no samples; run \`context-eval record\``, { retryable: false });
            return {
                output: sample.output,
                usage: { input_tokens: sample.usage.input_tokens, output_tokens: sample.usage.output_tokens },
                latencyMs: performance.now() - started,
            };
        },
    };
}

;// CONCATENATED MODULE: ./src/providers/retry.ts
/**
 * The one retry loop of every model call: a per-attempt timeout, retries of retryable errors with
 * exponential backoff and full jitter, and `retry-after` honoured when the server sends it.
 */

const DEFAULT_BASE_DELAY_MS = 500;
const DEFAULT_MAX_DELAY_MS = 30_000;
const realSleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The wait before retry number `retry` (0 for the first retry). */
function backoffDelayMs(retry, error, opts) {
    if (error.retryAfterMs !== undefined)
        return Math.min(error.retryAfterMs, opts.maxDelayMs);
    const cap = Math.min(opts.maxDelayMs, opts.baseDelayMs * 2 ** retry);
    return Math.floor(opts.random() * cap);
}
function withAttempts(error, attempts) {
    if (attempts <= 1)
        return error;
    return new types/* ProviderError */.m(error.kind, `${error.message} (after ${attempts} attempts)`, {
        retryable: error.retryable,
        ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
        cause: error,
    });
}
function asProviderError(name, err) {
    if (err instanceof types/* ProviderError */.m)
        return err;
    const message = err instanceof Error ? err.message : String(err);
    return new types/* ProviderError */.m('bad_output', `provider '${name}': ${message}`, { retryable: false, cause: err });
}
/** One attempt, raced against its own timeout so that a provider that ignores the signal cannot hang us. */
async function attempt(inner, request, timeoutMs) {
    const controller = new AbortController();
    let timedOut = false;
    let cancelled = false;
    let stop = () => { };
    const stopped = new Promise((resolve) => {
        stop = resolve;
    });
    const timer = setTimeout(() => {
        timedOut = true;
        controller.abort(new Error(`timed out after ${timeoutMs} ms`));
        stop('timeout');
    }, timeoutMs);
    const onOuterAbort = () => {
        cancelled = true;
        controller.abort(request.signal?.reason);
        stop('cancel');
    };
    request.signal?.addEventListener('abort', onOuterAbort, { once: true });
    if (request.signal?.aborted)
        onOuterAbort();
    const started = performance.now();
    // Through a promise chain, so that a provider that throws synchronously still clears the timer below.
    const call = Promise.resolve().then(() => inner.complete({ ...request, signal: controller.signal }));
    call.catch(() => { }); // its error is read below, or it lost the race
    try {
        const winner = await Promise.race([call.then((response) => ({ response })), stopped.then((reason) => ({ reason }))]);
        if ('response' in winner)
            return { ok: true, response: winner.response, latencyMs: performance.now() - started };
    }
    catch (err) {
        if (!timedOut && !cancelled)
            return { ok: false, error: asProviderError(inner.name, err) };
    }
    finally {
        clearTimeout(timer);
        request.signal?.removeEventListener('abort', onOuterAbort);
    }
    if (cancelled && !timedOut) {
        return { ok: false, error: new types/* ProviderError */.m('timeout', `provider '${inner.name}': the call was cancelled`, { retryable: false }) };
    }
    return {
        ok: false,
        error: new types/* ProviderError */.m('timeout', `provider '${inner.name}': no answer within ${timeoutMs} ms (providers.${inner.name}.timeout_ms)`),
    };
}
function withRetries(inner, opts) {
    const backoff = {
        baseDelayMs: opts.baseDelayMs ?? DEFAULT_BASE_DELAY_MS,
        maxDelayMs: opts.maxDelayMs ?? DEFAULT_MAX_DELAY_MS,
        random: opts.random ?? Math.random,
    };
    const sleep = opts.sleep ?? realSleep;
    return {
        name: inner.name,
        async complete(request) {
            for (let tries = 1;; tries++) {
                const outcome = await attempt(inner, request, opts.timeoutMs);
                if (outcome.ok)
                    return { ...outcome.response, latencyMs: outcome.latencyMs };
                const { error } = outcome;
                if (!error.retryable || tries > opts.retries || request.signal?.aborted)
                    throw withAttempts(error, tries);
                await sleep(backoffDelayMs(tries - 1, error, backoff));
                if (request.signal?.aborted)
                    throw withAttempts(error, tries);
            }
        },
    };
}

;// CONCATENATED MODULE: ./src/providers/factory.ts






function missingKeyMessage(provider, variable) {
    return `providers.${provider}: environment variable ${variable} is not set; export it, or set api_key_env to the variable that holds the key`;
}
function keyOf(env, variable) {
    const value = env[variable];
    return value === undefined || value === '' ? undefined : value;
}
/** A provider whose real implementation (and key) is made on the first call. */
function lazyProvider(name, make) {
    let made;
    return {
        name,
        complete(request) {
            try {
                made ??= make();
            }
            catch (err) {
                return Promise.reject(err);
            }
            return made.complete(request);
        },
    };
}
function keyed(name, cfg, env, make) {
    return lazyProvider(name, () => {
        const apiKey = keyOf(env, cfg.api_key_env);
        if (apiKey === undefined)
            throw new types/* ProviderError */.m('auth', missingKeyMessage(name, cfg.api_key_env), { retryable: false });
        return make(apiKey);
    });
}
function buildProvider(name, cfg, deps) {
    const retry = (inner, c) => withRetries(inner, { ...deps.retry, retries: c.retries, timeoutMs: c.timeout_ms });
    switch (cfg.type) {
        case 'openai':
            return retry(keyed(name, cfg, deps.env, (apiKey) => createOpenAIProvider(name, cfg, { apiKey })), cfg);
        case 'anthropic':
            return retry(keyed(name, cfg, deps.env, (apiKey) => createAnthropicProvider(name, cfg, { apiKey })), cfg);
        case 'exec':
            // Built now: a command that cannot be split is a ConfigError before any call.
            return retry(createExecProvider(name, cfg, { configDir: deps.configDir, env: deps.env }), cfg);
        case 'replay':
            return createReplayProvider(name, cfg, { configDir: deps.configDir });
    }
}
/** Every provider under `providers:`, by name. */
function createProviders(config, deps) {
    const providers = new Map();
    for (const [name, cfg] of Object.entries(config.providers))
        providers.set(name, buildProvider(name, cfg, deps));
    return providers;
}
/**
 * The key variables that the given providers need and the environment lacks (an empty value counts as
 * unset). A replay provider needs no key, except its `record_with` provider's when recording.
 */
function missingKeys(config, usedProviderNames, env, opts = {}) {
    const missing = [];
    const seen = new Set();
    const visit = (name) => {
        if (seen.has(name))
            return;
        seen.add(name);
        const cfg = config.providers[name];
        if (!cfg)
            return;
        if (cfg.type === 'openai' || cfg.type === 'anthropic') {
            if (keyOf(env, cfg.api_key_env) === undefined) {
                missing.push({ provider: name, variable: cfg.api_key_env, message: missingKeyMessage(name, cfg.api_key_env) });
            }
        }
        else if (cfg.type === 'replay' && opts.recording && cfg.record_with !== undefined) {
            visit(cfg.record_with);
        }
    };
    for (const name of usedProviderNames)
        visit(name);
    return missing;
}


/***/ }),

/***/ 8745:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SS: () => (/* binding */ readRecording),
/* harmony export */   Xw: () => (/* binding */ writeRecording),
/* harmony export */   lq: () => (/* binding */ requestKey)
/* harmony export */ });
/* unused harmony exports RecordingSchema, canonicalJson, recordingPath */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6921);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2695);
/**
 * Replay recordings: one JSON file per exact request (system + messages), named by the request's key,
 * holding one or more recorded samples. `context-eval record` writes them; the replay provider reads them.
 */





const tokenCount = zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0);
const RecordingSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    version: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz(1),
    key: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex characters'),
    note: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    scenario: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    role: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    request: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        system: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        messages: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ role: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['user', 'assistant']), content: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() })),
    }),
    samples: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ output: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), usage: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({ input_tokens: tokenCount, output_tokens: tokenCount }) })).min(1),
});
/** JSON with object keys sorted at every level and no white space: equal values give equal text. */
function canonicalJson(value) {
    if (Array.isArray(value))
        return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
    if (typeof value === 'object' && value !== null) {
        const entries = Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
    }
    return JSON.stringify(value);
}
/** The recording key of a request: sha256 hex of the canonical JSON of `{system, messages}` only. */
function requestKey(system, messages) {
    const normalized = { system, messages: messages.map((m) => ({ role: m.role, content: m.content })) };
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(canonicalJson(normalized)).digest('hex');
}
function recordingPath(dir, key) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, `${key}.json`);
}
/**
 * Reads the recording of a key: undefined when there is none. A file that is not valid JSON or breaks the
 * schema is a ProviderError('bad_output') naming the file.
 */
async function readRecording(dir, key) {
    const file = recordingPath(dir, key);
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8');
    }
    catch (err) {
        if (err instanceof Error && 'code' in err && err.code === 'ENOENT')
            return undefined;
        throw new _types_js__WEBPACK_IMPORTED_MODULE_3__/* .ProviderError */ .m('bad_output', `recording ${file} could not be read: ${err instanceof Error ? err.message : String(err)}`, {
            retryable: false,
            cause: err,
        });
    }
    const fix = 'fix it, or delete it and run `context-eval record`';
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (err) {
        throw new _types_js__WEBPACK_IMPORTED_MODULE_3__/* .ProviderError */ .m('bad_output', `recording ${file} is not valid JSON (${err instanceof Error ? err.message : String(err)}); ${fix}`, {
            retryable: false,
        });
    }
    const parsed = RecordingSchema.safeParse(json);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const at = issue?.path.length ? issue.path.join('.') : '(top level)';
        throw new _types_js__WEBPACK_IMPORTED_MODULE_3__/* .ProviderError */ .m('bad_output', `recording ${file} is malformed at ${at}: ${issue?.message ?? 'invalid'}; ${fix}`, {
            retryable: false,
        });
    }
    if (parsed.data.key !== key) {
        throw new _types_js__WEBPACK_IMPORTED_MODULE_3__/* .ProviderError */ .m('bad_output', `recording ${file} holds key ${parsed.data.key}, not the key its name says; ${fix}`, {
            retryable: false,
        });
    }
    return parsed.data;
}
/** Writes to one file are serialized within the process, so concurrent runs never lose a sample. */
const writeQueues = new Map();
/**
 * Creates or updates the recording of this request. With append=false the file holds only this sample;
 * with append=true the sample is added to those already recorded (the file is created if missing).
 * Returns the file's path.
 */
async function writeRecording(dir, request, response, meta, opts) {
    const key = requestKey(request.system, request.messages);
    const file = recordingPath(dir, key);
    const previous = writeQueues.get(file) ?? Promise.resolve();
    const write = previous.catch(() => { }).then(async () => {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
        const existing = opts.append ? await readRecording(dir, key) : undefined;
        const sample = { output: response.output, usage: { input_tokens: response.usage.input_tokens, output_tokens: response.usage.output_tokens } };
        const recording = {
            version: 1,
            key,
            ...(meta.note !== undefined ? { note: meta.note } : existing?.note !== undefined ? { note: existing.note } : {}),
            ...(meta.scenario !== undefined ? { scenario: meta.scenario } : {}),
            ...(meta.role !== undefined ? { role: meta.role } : {}),
            request: { system: request.system, messages: request.messages.map((m) => ({ role: m.role, content: m.content })) },
            samples: [...(existing?.samples ?? []), sample],
        };
        const tmp = `${file}.${process.pid}.tmp`;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(tmp, `${JSON.stringify(recording, null, 2)}\n`, 'utf8');
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmp, file);
        return file;
    });
    writeQueues.set(file, write);
    try {
        return await write;
    }
    finally {
        if (writeQueues.get(file) === write)
            writeQueues.delete(file);
    }
}


/***/ }),

/***/ 2695:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ ProviderError)
/* harmony export */ });
/** The provider interface: one model call. Implementations live beside this file. */
/** A call that could not produce an output. It makes a run an error, never a failure. */
class ProviderError extends Error {
    kind;
    retryable;
    /** From a `retry-after` header, in milliseconds. */
    retryAfterMs;
    constructor(kind, message, opts = {}) {
        super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
        this.name = 'ProviderError';
        this.kind = kind;
        this.retryable = opts.retryable ?? (kind === 'rate_limit' || kind === 'server' || kind === 'timeout' || kind === 'network');
        this.retryAfterMs = opts.retryAfterMs;
    }
}


/***/ })

};
