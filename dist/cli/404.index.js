export const id = 404;
export const ids = [404];
export const modules = {

/***/ 1012:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lt: () => (/* binding */ combineErrors),
/* harmony export */   bp: () => (/* binding */ describeValue),
/* harmony export */   fK: () => (/* binding */ valueAt),
/* harmony export */   jV: () => (/* binding */ formatPath),
/* harmony export */   wF: () => (/* binding */ describeIssues),
/* harmony export */   yz: () => (/* binding */ problemsToError)
/* harmony export */ });
/* unused harmony export validKeysAt */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2784);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2143);
/**
 * Turns zod issues into messages a person can act on: the setting's dotted path, what was expected, the
 * bad value echoed, and the nearest valid key or option. Pure.
 */



/** `providers.main.temperature`, `roles.planner.system[1]`; the empty path is "the top level". */
function formatPath(path) {
    let out = '';
    for (const segment of path) {
        if (typeof segment === 'number')
            out += `[${segment}]`;
        else
            out += out === '' ? String(segment) : `.${String(segment)}`;
    }
    return out === '' ? 'the top level' : out;
}
/** A value echoed into a message: strings quoted, containers named. */
function describeValue(value) {
    if (value === undefined)
        return 'nothing';
    if (value === null)
        return 'nothing (null)';
    if (typeof value === 'string')
        return `'${value.length > 80 ? `${value.slice(0, 77)}...` : value}'`;
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'a mapping';
    return String(value);
}
const TYPE_NAMES = {
    number: 'a number',
    int: 'an integer',
    string: 'a string',
    boolean: 'true or false',
    array: 'a list',
    object: 'a mapping',
    record: 'a mapping',
    null: 'nothing',
};
function typeName(expected) {
    return TYPE_NAMES[expected] ?? expected;
}
function valueAt(data, path) {
    let current = data;
    for (const segment of path) {
        if (current === null || typeof current !== 'object')
            return undefined;
        current = current[segment];
    }
    return current;
}
function unwrap(schema) {
    let current = schema;
    for (let i = 0; i < 20; i++) {
        if (current instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodDefault */ .XiL || current instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodOptional */ .IiU || current instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodNullable */ .l1C) {
            current = current.unwrap();
        }
        else if (current instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodPipe */ .utH) {
            current = current.in;
        }
        else {
            return current;
        }
    }
    return current;
}
/** The object schema (if any) that applies at `path`, following the data through records, lists and unions. */
function objectSchemaAt(schema, data, path) {
    let current = unwrap(schema);
    let value = data;
    for (let i = 0; i <= path.length; i++) {
        if (current instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodUnion */ .fZ7) {
            const options = current.options;
            const candidates = options.map(unwrap).filter((o) => o instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodObject */ .bvH);
            const discriminated = candidates.find((o) => {
                const type = o.shape['type'];
                return type instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodLiteral */ .DN5 && value !== null && typeof value === 'object' && type.values.has(value['type']);
            });
            const next = discriminated ?? candidates[0];
            if (!next)
                return undefined;
            current = next;
        }
        if (i === path.length)
            return current instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodObject */ .bvH ? current : undefined;
        const segment = path[i];
        if (current instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodObject */ .bvH) {
            const child = current.shape[String(segment)];
            if (!child)
                return undefined;
            current = unwrap(child);
        }
        else if (current instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodRecord */ .b8S) {
            current = unwrap(current.valueType);
        }
        else if (current instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodArray */ .naA) {
            current = unwrap(current.element);
        }
        else {
            return undefined;
        }
        value = value !== null && typeof value === 'object' ? value[segment] : undefined;
    }
    return undefined;
}
/** The keys valid at `path` (for unknown-key messages). */
function validKeysAt(schema, data, path) {
    const object = objectSchemaAt(schema, data, path);
    return object ? Object.keys(object.shape) : [];
}
function toPath(path) {
    return path.map((s) => (typeof s === 'number' ? s : String(s)));
}
function numberBound(issue, kind) {
    const bound = kind === 'min' ? issue.minimum : issue.maximum;
    const op = kind === 'min' ? (issue.inclusive ? '≥' : '>') : issue.inclusive ? '≤' : '<';
    return `${op} ${String(bound)}`;
}
/**
 * Describes every zod issue (several for one unknown-keys issue) as problems whose `path` is a path into
 * `data`; `schema` is the schema `data` was parsed with.
 */
function describeIssues(issues, schema, data, options = {}) {
    const prefix = options.prefix ?? [];
    const labelPrefix = options.labelPrefix ?? [];
    const problems = [];
    for (const issue of issues) {
        const path = [...prefix, ...issue.path];
        const label = formatPath([...labelPrefix, ...path]);
        const value = valueAt(data, path);
        switch (issue.code) {
            case 'unrecognized_keys': {
                const valid = validKeysAt(schema, data, path);
                const where = path.length + labelPrefix.length === 0 ? (options.rootName ? `in ${options.rootName}` : 'at the top level') : `in ${formatPath([...labelPrefix, ...path])}`;
                for (const key of issue.keys) {
                    const hint = (0,_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .didYouMean */ .au)(key, valid);
                    const list = `${hint ? `${hint} Valid keys: ` : '; valid keys: '}${(0,_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .listNames */ .Zv)(valid)}`;
                    problems.push({ path: toPath([...path, key]), at: 'key', message: `unknown key '${key}' ${where}${list}` });
                }
                break;
            }
            case 'invalid_type': {
                const message = value === undefined ? `${label} is required; add it (${typeName(issue.expected)})` : `${label}: expected ${typeName(issue.expected)}, got ${describeValue(value)}`;
                problems.push({ path: toPath(path), at: 'value', message });
                break;
            }
            case 'invalid_value': {
                const choices = issue.values.map((v) => (typeof v === 'string' ? `'${v}'` : String(v)));
                const hint = typeof value === 'string' ? (0,_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .didYouMean */ .au)(value, issue.values.map(String)) : '';
                const expected = choices.length === 1 ? choices[0] : `one of ${choices.join(', ')}`;
                const versionHint = path.length === 1 && path[0] === 'version' ? '; this release of context-eval reads config version 1' : '';
                problems.push({ path: toPath(path), at: 'value', message: `${label}: expected ${expected}, got ${describeValue(value)}${hint}${versionHint}` });
                break;
            }
            case 'invalid_union': {
                if (issue.discriminator !== undefined) {
                    const choices = ('options' in issue && issue.options ? issue.options : []).map(String);
                    const noun = path[0] === 'providers' && labelPrefix.length === 0 ? 'provider type' : issue.discriminator;
                    const hint = value === undefined ? '' : (0,_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .didYouMean */ .au)(String(value), choices);
                    const message = value === undefined
                        ? `${label} is missing; set it to one of ${(0,_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .listNames */ .Zv)(choices)}`
                        : `${label}: unknown ${noun} ${describeValue(value)}${hint ? `${hint} Types: ` : '; types: '}${(0,_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .listNames */ .Zv)(choices)}`;
                    problems.push({ path: toPath(path), at: 'value', message });
                    break;
                }
                const deeper = issue.errors.find((branch) => branch.length > 0 && branch.every((sub) => sub.path.length > 0));
                if (deeper) {
                    problems.push(...describeIssues(deeper, schema, data, { ...options, prefix: path }));
                    break;
                }
                const expected = issue.errors.flatMap((branch) => branch.filter((s) => s.code === 'invalid_type' && s.path.length === 0).map((s) => (s.code === 'invalid_type' ? typeName(s.expected) : '')));
                const unique = [...new Set(expected)];
                const first = issue.errors.find((b) => b.length > 0);
                if (unique.length === 0 && first) {
                    problems.push(...describeIssues(first, schema, data, { ...options, prefix: path }));
                    break;
                }
                problems.push({ path: toPath(path), at: 'value', message: `${label}: expected ${unique.join(' or ')}, got ${describeValue(value)}` });
                break;
            }
            case 'too_small': {
                const message = issue.origin === 'array' || issue.origin === 'string'
                    ? `${label} must not be empty`
                    : `${label}: expected a number ${numberBound(issue, 'min')}, got ${describeValue(value)}`;
                problems.push({ path: toPath(path), at: 'value', message });
                break;
            }
            case 'too_big': {
                const message = issue.origin === 'array' || issue.origin === 'string'
                    ? `${label} is too long (at most ${String(issue.maximum)})`
                    : `${label}: expected a number ${numberBound(issue, 'max')}, got ${describeValue(value)}`;
                problems.push({ path: toPath(path), at: 'value', message });
                break;
            }
            case 'invalid_format': {
                const what = issue.format === 'url' ? 'a URL such as http://127.0.0.1:8080/v1' : `a ${issue.format}`;
                problems.push({ path: toPath(path), at: 'value', message: `${label}: expected ${what}, got ${describeValue(value)}` });
                break;
            }
            default:
                problems.push({ path: toPath(path), at: 'value', message: `${label}: ${issue.message}` });
        }
    }
    return problems;
}
/**
 * One ConfigError for a list of problems: the first (in file order) gives the error its position; the
 * others follow on their own lines, each with its own position.
 */
function problemsToError(problems, locate) {
    if (problems.length === 0)
        return new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x('invalid configuration');
    return combineErrors(problems.map((problem) => new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(problem.message, locate(problem))));
}
const byPosition = (a, b) => (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0) || (a.col ?? 0) - (b.col ?? 0);
/**
 * One ConfigError for several (each may itself stand for several): at the first position in file order,
 * the others on their own lines with their own positions; `parts` keeps each for `validate`.
 */
function combineErrors(errors) {
    const parts = errors.flatMap((e) => e.parts).sort(byPosition);
    const [first, ...rest] = parts;
    if (!first)
        return new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x('invalid configuration');
    if (rest.length === 0)
        return first;
    const more = rest.map((e) => `\n  ${e.message}`).join('');
    return new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`${first.detail}${more}`, { ...(first.file === undefined ? {} : { file: first.file }), ...(first.line === undefined ? {} : { line: first.line }), ...(first.col === undefined ? {} : { col: first.col }) }, parts);
}


/***/ }),

/***/ 2541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F$: () => (/* binding */ COMPARE_DEFAULTS),
  Sk: () => (/* binding */ ConfigSchema),
  uZ: () => (/* binding */ ReviewSchema),
  an: () => (/* binding */ RoleSchema),
  eU: () => (/* binding */ VAR_NAME),
  tw: () => (/* binding */ VERDICT_DEFAULTS),
  $s: () => (/* binding */ isForbiddenAgentVariable)
});

// UNUSED EXPORTS: AnthropicProviderSchema, BudgetSchema, CacheSchema, CompareSchema, DEFAULT_SCENARIOS_GLOB, DefaultsSchema, DriftSchema, ExecProviderSchema, HistorySchema, OpenAIProviderSchema, PriceSchema, ProviderConfigSchema, RateLimitSchema, ReplayProviderSchema, isForbiddenKeyVariable

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./src/config/threshold.ts
var threshold = __webpack_require__(7325);
;// CONCATENATED MODULE: ./src/high-stakes/schema.ts
/** The `high_stakes:` config section (issue "The rest of the lifecycle", item 1; docs/high-stakes.md). */

const HIGH_STAKES_WEIGHTS = { high_stakes: 0.4, complex_change: 0.3, plan_request: 0.5, context: 0.2 };
const weight = schemas/* number */.aig().min(0).max(1);
const weightOf = (what) => weight.optional().describe(`The weight of ${what} in a PR's score (0 to 1).`);
const HighStakesSchema = schemas/* strictObject */.rej({
    /** A PR whose score reaches this is high-stakes: with the default weights, any two signals but complex change + context. */
    threshold: schemas/* number */.aig().gt(0).max(2).default(0.6).describe('A PR whose score reaches this is high-stakes (default 0.6: at least two signals).'),
    /** Per-signal weights; a signal left out keeps its default. */
    weights: schemas/* strictObject */.rej({
        high_stakes: weightOf('high-stakes words (production, deploy, migrate, drop table…)'),
        complex_change: weightOf('complex-change words (multiple files, entire codebase…)'),
        plan_request: weightOf('an explicit request for a plan'),
        context: weightOf('an earlier failed or errored run on this PR'),
    })
        .optional()
        .describe('Per-signal weights; a signal left out keeps its default.'),
    /** Phase 2 runs N × this per scenario (rounded up). */
    runs_factor: schemas/* number */.aig().min(1).max(10).default(2).describe('Phase 2 runs N times this per scenario, rounded up (default 2).'),
    /** A label that approves phase 2 (e.g. `context-eval:approved`); without it, phase 2 follows phase 1 at once. */
    require_approval: schemas/* string */.YjP().min(1).max(50).optional().describe('A label that approves phase 2 (e.g. context-eval:approved); without it, phase 2 follows phase 1 at once.'),
});

;// CONCATENATED MODULE: ./src/config/schema.ts
/**
 * The zod schemas of `context-eval.yaml` (DESIGN §2). Every key of the contract is here, with its
 * default. Objects are strict: an unknown key is an error (the loader turns zod's message into one that
 * names the file, the line and the nearest valid key).
 */



const positiveInt = schemas/* number */.aig().int().positive();
/** The name of a role var (`roles.*.vars`). */
const VAR_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/**
 * Variables `api_key_env` may not name (DESIGN §2): the GitHub token, and the action's inputs, which a
 * fork's config could otherwise send as the Bearer to a base URL of its choosing.
 */
function isForbiddenKeyVariable(name) {
    return /^(?:GITHUB_TOKEN|GH_TOKEN|GH_ENTERPRISE_TOKEN|GITHUB_ENTERPRISE_TOKEN|ACTIONS_RUNTIME_TOKEN|ACTIONS_ID_TOKEN_REQUEST_TOKEN)$/i.test(name) || /^INPUT_/i.test(name);
}
/**
 * Variables an exec agent never gets (DESIGN §2), whatever its `env:` or `api_key_env` names: the
 * runner's ACTIONS_* variables (ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL upload artifacts of the
 * run, the shard results the merge job trusts), the GitHub token and the action's inputs.
 */
function isForbiddenAgentVariable(name) {
    return isForbiddenKeyVariable(name) || /^ACTIONS_/i.test(name);
}
const agentVariable = schemas/* string */.YjP()
    .min(1)
    .superRefine((name, ctx) => {
    if (!isForbiddenAgentVariable(name))
        return;
    ctx.addIssue({
        code: 'custom',
        message: `'${name}' may not be used: an exec agent never gets the runner's ACTIONS_* variables, the GitHub token (GITHUB_TOKEN, GH_TOKEN) or an action input (INPUT_*); remove it`,
    });
});
const apiKeyEnv = (fallback) => schemas/* string */.YjP()
    .min(1)
    .superRefine((name, ctx) => {
    if (!isForbiddenKeyVariable(name))
        return;
    ctx.addIssue({
        code: 'custom',
        message: `'${name}' may not be used: api_key_env may not name the GitHub token (GITHUB_TOKEN, GH_TOKEN) or an action input (INPUT_*); name the variable that holds the model API key`,
    });
})
    .default(fallback);
/** What a model's tokens cost, in the user's currency per million tokens (the report's cost uses it). */
const PriceSchema = schemas/* strictObject */.rej({
    input_per_mtok: schemas/* number */.aig().min(0).describe('What a million input tokens cost.'),
    output_per_mtok: schemas/* number */.aig().min(0).describe('What a million output tokens cost.'),
})
    .describe('What the model costs, per million tokens; the report and the headline then show the cost, and budget.max_cost can cap it.');
/** Rate limits of a provider (src/providers/governor.ts): the governor paces calls below them and waits out 429s. */
const RateLimitSchema = schemas/* strictObject */.rej({
    requests_per_minute: schemas/* number */.aig().gt(0).optional().describe('The most requests a minute to send to this provider (your tier\'s limit); calls are paced below it. A sharded run splits it evenly across the shards.'),
    tokens_per_minute: schemas/* number */.aig().gt(0).optional().describe('The most tokens (input and output) a minute to spend on this provider; calls are paced below it. A sharded run splits it evenly across the shards.'),
    max_wait_s: schemas/* number */.aig().gt(0).default(300).describe('How long, in seconds, the provider may keep refusing (HTTP 429) before the waiting runs end as errors that say "rate limited" (default 300). A 429 never spends a retry.'),
})
    .describe('Rate limits: a 429 is waited out (retry-after, x-ratelimit-* headers) and never spends a retry; with requests_per_minute or tokens_per_minute the calls are also paced below them.');
const common = {
    /** Per-call timeout. */
    timeout_ms: positiveInt.default(60_000).describe('Per-call timeout in milliseconds (default 60000); a call that takes longer is retried, then a run error.'),
    /** Retries of a call on 5xx, timeout or a network error (a 429 spends none). */
    retries: schemas/* number */.aig().int().min(0).max(10).default(3).describe('Retries of a call on 5xx, timeout or a network error, with backoff (default 3, at most 10). A 429 spends none: see rate_limit.'),
    rate_limit: RateLimitSchema.optional(),
    /** The most requests of this provider in flight at once, whatever --concurrency (or the action's input) says. */
    max_concurrency: positiveInt
        .optional()
        .describe('The most requests of this provider in flight at once, whatever --concurrency or the action\'s concurrency input says (default: no limit of its own). Set 1 for a server that answers one request at a time (a local model), so that the calls queue here and each one\'s latency is its own.'),
};
const OpenAIProviderSchema = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('openai').describe('The OpenAI chat completions API, or any OpenAI-compatible server through base_url.'),
    model: schemas/* string */.YjP().min(1).describe('The model name, e.g. gpt-4.1-mini. Part of the replay recording key.'),
    base_url: schemas/* string */.YjP().url().optional().describe('The API root of an OpenAI-compatible server, e.g. http://127.0.0.1:8080/v1 (default: OpenAI).'),
    api_key_env: apiKeyEnv('OPENAI_API_KEY').describe('The environment variable that holds the API key (default OPENAI_API_KEY); never the key itself.'),
    temperature: schemas/* number */.aig().min(0).max(2).optional().describe('Sampling temperature, 0 to 2 (default: the server\'s). Part of the replay recording key.'),
    max_tokens: positiveInt.optional().describe('The most tokens the model may answer with (default: the server\'s). Part of the replay recording key.'),
    price: PriceSchema.optional(),
    structured_output: schemas/* boolean */.zMY()
        .optional()
        .describe('Judge and reviewer calls ask for their JSON reply as structured output (default true): response_format with a strict JSON Schema. Set false for a server that refuses it: the replies are then read from text (parsed and checked either way).'),
    ...common,
});
const AnthropicProviderSchema = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('anthropic').describe('The Anthropic Messages API.'),
    model: schemas/* string */.YjP().min(1).describe('The model name, e.g. claude-sonnet-4-5. Part of the replay recording key.'),
    base_url: schemas/* string */.YjP().url().optional().describe('The API root without /v1 (default: Anthropic).'),
    api_key_env: apiKeyEnv('ANTHROPIC_API_KEY').describe('The environment variable that holds the API key (default ANTHROPIC_API_KEY); never the key itself.'),
    temperature: schemas/* number */.aig().min(0).max(1).optional().describe('Sampling temperature, 0 to 1 (default: the API\'s). Part of the replay recording key.'),
    max_tokens: positiveInt.default(2048).describe('The most tokens the model may answer with (default 2048). Part of the replay recording key.'),
    price: PriceSchema.optional(),
    structured_output: schemas/* boolean */.zMY()
        .optional()
        .describe('Judge and reviewer calls ask for their JSON reply as structured output (default true): one forced tool whose input is the reply. Set false for a server that refuses it: the replies are then read from text (parsed and checked either way).'),
    ...common,
});
const ExecProviderSchema = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('exec').describe('Your own agent: a command that reads one JSON request on stdin and prints the output.'),
    /** A command line, split on white space (quotes group words); run without a shell. */
    command: schemas/* string */.YjP().min(1).describe('The command line, split on white space (quotes group words), run without a shell.'),
    /** The folder the command runs in; relative to the config file's folder. */
    cwd: schemas/* string */.YjP().optional().describe('The folder the command runs in, relative to the config file\'s folder.'),
    /** The most the agent may print on stdout, and on stderr; more is a run error. 10 MB by default. */
    max_output_bytes: positiveInt.default(10 * 1024 * 1024).describe('The most the agent may print on stdout, and on stderr; more stops it and is a run error (default 10 MB).'),
    /** The agent's environment is PATH, HOME, these variables (when set) and `api_key_env`; nothing else of the job's. */
    env: schemas/* array */.YOg(agentVariable)
        .optional()
        .describe('The variables of the job\'s environment the agent gets besides PATH and HOME (when set); never ACTIONS_*, GITHUB_TOKEN, GH_TOKEN or INPUT_*. The agent gets nothing else.'),
    api_key_env: agentVariable
        .optional()
        .describe('The variable that holds the agent\'s own key, if it needs one: passed to the agent and redacted from everything the product writes.'),
    ...common,
});
const ReplayProviderSchema = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('replay').describe('Serves recorded outputs, so that the suite runs offline and for free.'),
    /** Folder of recordings, relative to the config file's folder. */
    recordings: schemas/* string */.YjP().min(1).describe('The folder of recordings, relative to the config file\'s folder.'),
    /** The provider that `context-eval record` calls to make the recordings. */
    record_with: schemas/* string */.YjP().optional().describe('The provider `context-eval record` calls to make the recordings; its type, model and sampling parameters are part of each key.'),
});
const ProviderConfigSchema = schemas/* discriminatedUnion */.gMt('type', [
    OpenAIProviderSchema,
    AnthropicProviderSchema,
    ExecProviderSchema,
    ReplayProviderSchema,
]);
const RoleSchema = schemas/* strictObject */.rej({
    provider: schemas/* string */.YjP().min(1).describe('The name of a provider under providers: that answers for this role.'),
    system: schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1)]).describe('The system prompt file, or a list of files joined by a blank line; relative to the config file\'s folder.'),
    template: schemas/* string */.YjP().min(1).optional().describe('A user-message template whose {{ dotted.path }} placeholders come from the scenario context (non-strings render as YAML); without it the context is sent as YAML.'),
    output: schemas/* enum */.k5n(['json', 'text']).default('text').describe('What the role answers with: text (default), or json, found leniently in fences or prose unless json_strict is set.'),
    /** With output: json, the whole output must be one JSON document (no prose, no code fence), as JSON.parse would take it. */
    json_strict: schemas/* boolean */.zMY().default(false).describe('With output: json, require the whole output to be one JSON document, as JSON.parse would (default false).'),
    fields: schemas/* strictObject */.rej({
        steps: schemas/* string */.YjP().min(1).default('steps').describe('The JSON path of the list of steps, read by decomposes (default steps).'),
        risk: schemas/* string */.YjP().min(1).default('risk').describe('The JSON path of the risk level, read by max_risk (default risk).'),
    })
        .default({ steps: 'steps', risk: 'risk' })
        .describe('Where decomposes and max_risk look in a JSON output.'),
    depends_on: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).default([]).describe('More files (globs allowed) whose change affects every scenario of this role, relative to the config folder.'),
    tools: schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1)])
        .optional()
        .describe('The tools this role offers (DESIGN §3b): a JSON file or a list of them, each an OpenAI `tools` array, an Anthropic `tools` array or an MCP `tools/list` result; relative to the config folder. Part of the role\'s context.'),
    max_steps: schemas/* number */.aig()
        .int()
        .positive()
        .max(100)
        .optional()
        .describe('Model turns in one run, the final answer\'s included (default 10 for a role with tools); a run that has not answered by then fails ("did not finish in N steps").'),
    vars: schemas/* record */.g1P(schemas/* string */.YjP().regex(VAR_NAME, 'a var name is letters, digits and _, starting with a letter or _ (FILE_FORMAT)'), schemas/* union */.KCZ([
        schemas/* string */.YjP(),
        schemas/* strictObject */.rej({ file: schemas/* string */.YjP().min(1).describe('A file whose text is the value, relative to the config folder and inside the repository.') }),
    ]))
        .default({})
        .describe('Values for {{ NAME }} placeholders in this role\'s system files and template: a string, or { file: PATH } to inline a file\'s text. A var wins over a context key of the same name; \\{{ writes a literal {{.'),
});
/** The threshold test's defaults (docs/statistics.md says why). */
const VERDICT_DEFAULTS = { tolerance: 0.1, verdict: 'test', max_runs: 150 };
const DefaultsSchema = schemas/* strictObject */.rej({
    runs: positiveInt.max(1000).default(3).describe('How many times each scenario runs (N), unless it says otherwise (default 3).'),
    threshold: threshold/* ThresholdSchema */.$w.default(2 / 3).describe('The pass rate a scenario needs: "k/n" (2/3 = two thirds of the runs) or a number in (0, 1] (default 2/3).'),
    tolerance: schemas/* number */.aig().min(0).lt(1).default(VERDICT_DEFAULTS.tolerance).describe('The indifference zone below the threshold: a scenario passes early once its runs show its rate is at least threshold − tolerance (default 0.1).'),
    verdict: schemas/* enum */.k5n(['test', 'count']).default(VERDICT_DEFAULTS.verdict).describe('How the threshold verdict is reached: test (a sequential test with error control, default) or count (passes ÷ runs ≥ threshold over the N runs; no error control).'),
    max_runs: positiveInt.max(1000).default(VERDICT_DEFAULTS.max_runs).describe('The cap on a scenario\'s runs while the threshold test is undecided (default 150).'),
});
const BudgetSchema = schemas/* strictObject */.rej({
    max_calls: positiveInt.optional().describe('The most model calls one invocation may make; runs past it are errors, not calls.'),
    max_cost: schemas/* number */.aig().gt(0).optional().describe('The most one invocation may spend, priced with the providers\' price; once reached, the remaining runs are errors that say so.'),
});
/**
 * The response cache: answers of openai and anthropic providers, keyed by a hash of the whole request and
 * the sample index. Locally (off unless this key is present) they are kept in `dir`, confined to the
 * repository; the action keeps them in the runner's temp folder, restored and saved with @actions/cache
 * (on by default in pull requests; `cache: false` turns it off). Recording runs (push, schedule) bypass it.
 */
const CacheSchema = schemas/* strictObject */.rej({
    dir: schemas/* string */.YjP().min(1).default('.context-eval/cache').describe('The local cache folder, relative to the config file and inside the repository (default .context-eval/cache); the action keeps its cache in the runner\'s temp folder instead.'),
});
const COMPARE_DEFAULTS = {
    delta: 0.3,
    alpha: 0.05,
    beta: 0.25,
    max_runs: 150,
    baseline_records: 5,
    baseline_runs: 30,
    max_age_days: 14,
    day_to_day_sd: 0.05,
    base: 'auto',
    rerun_runs: 25,
};
/** The baseline comparison (docs/statistics.md says why each default is what it is). */
const CompareSchema = schemas/* strictObject */.rej({
    delta: schemas/* number */.aig().gt(0).lt(1).default(COMPARE_DEFAULTS.delta).describe('The drop worth detecting: the comparison stops with "no drop" once the evidence is against a drop this large.'),
    alpha: schemas/* number */.aig().gt(0).lt(0.5).default(COMPARE_DEFAULTS.alpha).describe('The per-PR false-alarm rate: the chance that a PR that changed no true pass rate is flagged, over all its scenarios together.'),
    beta: schemas/* number */.aig().gt(0).lt(0.5).default(COMPARE_DEFAULTS.beta).describe('The miss rate at a drop of delta that the "no drop" stop allows.'),
    max_runs: positiveInt.max(1000).default(COMPARE_DEFAULTS.max_runs).describe('The cap on a PR\'s runs per scenario when the comparison keeps sampling.'),
    baseline_records: positiveInt.default(COMPARE_DEFAULTS.baseline_records).describe('The most baseline records pooled per scenario (records whose context hash for it is unchanged).'),
    baseline_runs: positiveInt.max(1000).default(COMPARE_DEFAULTS.baseline_runs).describe('Runs per scenario in a recording run (push, schedule), without early stopping, so that baselines carry evidence.'),
    max_age_days: schemas/* number */.aig().gt(0).default(COMPARE_DEFAULTS.max_age_days).describe('Baseline records older than this many days before the newest one pooled are not used.'),
    day_to_day_sd: schemas/* number */.aig().min(0).lt(0.5).default(COMPARE_DEFAULTS.day_to_day_sd).describe('The day-to-day standard deviation of a scenario\'s pass rate that the comparison tolerates.'),
    base: schemas/* enum */.k5n(['history', 'rerun', 'auto'])
        .default(COMPARE_DEFAULTS.base)
        .describe('What a pull request is compared with: `history` (recorded baselines), `rerun` (the merge base\'s context, sampled in the same run with the same providers), or `auto` (history when a scenario has one, else rerun; a drop against history is confirmed by the merge base measured in the same run, at least 60 runs).'),
    rerun_runs: positiveInt.max(1000).default(COMPARE_DEFAULTS.rerun_runs).describe('Runs of the merge base\'s version of a scenario when it is re-measured (compare.base rerun or auto): extra calls per compared scenario.'),
});
/**
 * The drift detectors (docs/drift.md): `window` = reference records needed before judging (window + 1 in
 * all) and how many records a finding stays; `token_inflation` / `latency_regression` / `tool_calls_inflation`
 * = the rise each CUSUM is tuned to (0.3 = 30%); `consecutive_failures` scales the pass-rate CUSUM's decision level (3 = default).
 */
const DriftSchema = schemas/* strictObject */.rej({
    window: positiveInt.default(5).describe('Reference records a detector needs before it judges (window + 1 in all), and how long a finding stays (default 5).'),
    token_inflation: schemas/* number */.aig().gt(0).default(0.3).describe('The rise in tokens per run the token detector is tuned to, as a fraction (0.3 = 30%).'),
    latency_regression: schemas/* number */.aig().gt(0).default(0.5).describe('The rise in latency the latency detector is tuned to, as a fraction (0.5 = 50%).'),
    tool_calls_inflation: schemas/* number */.aig().gt(0).default(0.5).describe('The rise in tool calls per run the tool-call detector is tuned to, as a fraction (0.5 = 50%; agents, docs/drift.md).'),
    consecutive_failures: positiveInt.default(3).describe('Scales the pass-rate detector\'s decision level: about this many failing records in a row raise it (default 3).'),
});
const HistorySchema = schemas/* strictObject */.rej({
    store: schemas/* enum */.k5n(['auto', 'branch', 'dir'])
        .default('auto')
        .describe('Where history records live: auto (default: the data branch in the action, the folder history.dir locally), branch (the data branch everywhere) or dir (a folder; refused by the action, whose folders end with the job).'),
    branch: schemas/* string */.YjP()
        .min(1)
        .refine((b) => !/\s|\.\.|^\/|\/$|^refs\/|^-|[~^:?*[\\]|@\{|\.lock$/.test(b), {
        message: 'must be a plain branch name such as context-eval-data (no spaces, "..", leading "-" or "refs/", nor ~^:?*[\\)',
    })
        .default('context-eval-data')
        .describe('The branch that holds history records when store is branch or auto (default context-eval-data).'),
    dir: schemas/* string */.YjP().min(1).default('.context-eval/history').describe('The folder that holds history records when store is dir, or auto outside the action, relative to the config folder.'),
    retain: positiveInt.default(500).describe('The most history records kept; older ones are dropped (default 500).'),
});
const ReviewSchema = schemas/* strictObject */.rej({
    provider: schemas/* string */.YjP().min(1).optional().describe('The provider that reviews pull requests; without it the review is skipped and says so.'),
    criteria: schemas/* string */.YjP().min(1).optional().describe('A YAML checklist file for the reviewer, read from the base branch (default: the built-in checklist).'),
    max_files: positiveInt.default(20).describe('The most changed files the reviewer sees in full (default 20).'),
    max_file_chars: positiveInt.default(20_000).describe('The most characters of one file the reviewer sees; longer files are cut, and marked (default 20000).'),
    max_total_chars: positiveInt.default(120_000).describe('The most characters of files the reviewer sees in all (default 120000).'),
    leaks: schemas/* enum */.k5n(['warn', 'fail']).default('warn').describe('What a reply that quotes text it was not shown does: warn (default) or fail the review.'),
    isolation_check: schemas/* boolean */.zMY().default(false).describe('Plant unique strings where the reviewer must not look, and check they never reach it (default false).'),
    min_diff_chars: schemas/* number */.aig().int().min(0).default(1).describe('A diff of the watched files shorter than this is not reviewed (default 1).'),
    suggest_min_confidence: schemas/* number */.aig()
        .min(0)
        .max(1)
        .default(0.6)
        .describe('A CHANGES REQUESTED review at least this confident (0..1) is followed by one call that posts corrections as GitHub suggestions (default 0.6).'),
    max_suggestions: schemas/* number */.aig()
        .int()
        .min(0)
        .max(50)
        .default(5)
        .describe('The most suggested corrections posted in the one review (0..50, default 5; 0 turns the correction step off).'),
    suggest_max_tokens: positiveInt.default(512).describe('The output token budget of the correction call (default 512).'),
    min_confidence: schemas/* number */.aig()
        .min(0)
        .max(1)
        .default(0.5)
        .describe('An APPROVED review less confident than this (0..1) is "could not review", not an approval (default 0.5).'),
    min_assessed: schemas/* number */.aig()
        .int()
        .min(0)
        .default(1)
        .describe('An APPROVED review must assess (pass or fail) at least this many criteria, or every one when there are fewer; otherwise it is "could not review" (default 1).'),
});
const DEFAULT_SCENARIOS_GLOB = 'scenarios/**/*.{yaml,yml}';
const ConfigSchema = schemas/* strictObject */.rej({
    version: schemas/* literal */.euz(1).describe('The config format version; this release reads 1.'),
    scenarios: schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1)])
        .default(DEFAULT_SCENARIOS_GLOB)
        .describe('Glob(s) of scenario files, relative to the config folder (default scenarios/**/*.{yaml,yml}); files named _* are not scenarios.'),
    watch: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).default([]).describe('Globs of the context files a PR change to which runs the affected scenarios and is reviewed (prompts/**, say).'),
    providers: schemas/* record */.g1P(schemas/* string */.YjP(), ProviderConfigSchema).describe('Named model providers: openai, anthropic, exec (your own agent) or replay (recorded outputs).'),
    roles: schemas/* record */.g1P(schemas/* string */.YjP(), RoleSchema).describe('Named roles: which prompt files, template and provider a scenario of that role uses, and what it answers with.'),
    defaults: DefaultsSchema.default({ runs: 3, threshold: 2 / 3, ...VERDICT_DEFAULTS }).describe('runs, threshold, tolerance, verdict and max_runs for every scenario that does not set its own.'),
    budget: BudgetSchema.default({}).describe('Limits on what one invocation may spend.'),
    compare: CompareSchema.default({ ...COMPARE_DEFAULTS }).describe('How a pull request is compared with its baseline from history (docs/statistics.md).'),
    drift: DriftSchema.default({ window: 5, token_inflation: 0.3, latency_regression: 0.5, tool_calls_inflation: 0.5, consecutive_failures: 3 }).describe('The drift detectors run over scheduled history (docs/drift.md).'),
    history: HistorySchema.default({ store: 'auto', branch: 'context-eval-data', dir: '.context-eval/history', retain: 500 }).describe('Where run records are kept for baselines and drift.'),
    review: ReviewSchema.default({
        max_files: 20,
        max_file_chars: 20_000,
        max_total_chars: 120_000,
        leaks: 'warn',
        isolation_check: false,
        min_diff_chars: 1,
        suggest_min_confidence: 0.6,
        max_suggestions: 5,
        suggest_max_tokens: 512,
        min_confidence: 0.5,
        min_assessed: 1,
    }).describe('The isolated LLM review of a pull request\'s context change.'),
    cache: schemas/* union */.KCZ([schemas/* literal */.euz(false), CacheSchema])
        .optional()
        .describe('A response cache: a re-run of the same requests makes no model call. Locally off unless present; in the action on by default in pull requests, kept with @actions/cache outside the checkout; `cache: false` turns it off everywhere.'),
    stale_after_days: positiveInt.default(90).describe('validate --verbose, the drift issue and the dashboard list scenarios unchanged this many days while their role\'s context changed since (default 90).'),
    dashboard: schemas/* object */.Ikc({
        url: schemas/* string */.YjP()
            .url()
            .refine((u) => /^https:\/\//i.test(u), { message: 'must be an https:// address, e.g. https://OWNER.github.io/REPO' })
            .optional()
            .describe('Where the history dashboard (`context-eval dashboard`) is published, e.g. https://OWNER.github.io/REPO: the PR comment links each scenario to its page there.'),
    })
        .strict()
        .optional()
        .describe('The published history dashboard.'),
    high_stakes: HighStakesSchema.optional().describe('Scores every pull request and, above the threshold, shows a plan before the stricter run (off unless present; `high_stakes: {}` takes the defaults; docs/high-stakes.md).'),
});


/***/ }),

/***/ 2784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zv: () => (/* binding */ listNames),
/* harmony export */   au: () => (/* binding */ didYouMean),
/* harmony export */   pA: () => (/* binding */ nearest)
/* harmony export */ });
/* unused harmony export editDistance */
/** "Did you mean …?" suggestions: the nearest valid name by edit distance. Pure. */
/** Levenshtein distance (insertions, deletions, substitutions), with adjacent transpositions counted as one. */
function editDistance(a, b) {
    const rows = a.length + 1;
    const cols = b.length + 1;
    const d = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    const at = (i, j) => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
    for (let i = 1; i < rows; i++) {
        for (let j = 1; j < cols; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                best = Math.min(best, at(i - 2, j - 2) + 1);
            const row = d[i];
            if (row)
                row[j] = best;
        }
    }
    return at(a.length, b.length);
}
/**
 * The candidate nearest to `input`, or undefined when none is close enough to be a plausible typo
 * (distance at most 40% of the longer name, at least 1; or one name is a prefix of the other, which is
 * preferred over a mere distance).
 */
function nearest(input, candidates) {
    const needle = input.toLowerCase();
    let best;
    for (const name of candidates) {
        const hay = name.toLowerCase();
        const distance = editDistance(needle, hay);
        const limit = Math.max(1, Math.floor(Math.max(needle.length, hay.length) * 0.4));
        const prefix = needle.length >= 3 && (hay.startsWith(needle) || needle.startsWith(hay));
        if (distance > limit && !prefix)
            continue;
        // A name the input begins (or that begins the input) before a nearer one: max_laten → max_latency_ms, not max_tokens.
        const better = !best || (prefix && !best.prefix) || (prefix === best.prefix && distance < best.distance);
        if (better)
            best = { name, distance, prefix };
    }
    return best?.name;
}
/** "; did you mean 'x'?" or the empty string. */
function didYouMean(input, candidates) {
    const match = nearest(input, candidates);
    return match === undefined ? '' : `; did you mean '${match}'?`;
}
/** Candidates as a readable list: "a, b, c". */
function listNames(candidates) {
    return candidates.length === 0 ? '(none)' : candidates.join(', ');
}


/***/ }),

/***/ 7325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $w: () => (/* binding */ ThresholdSchema),
/* harmony export */   B7: () => (/* binding */ parseThreshold)
/* harmony export */ });
/* unused harmony export THRESHOLD_PATTERN */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8532);

/**
 * A pass-rate threshold (DESIGN §2, MUST): `"k/n"` is the fraction k ÷ n, so `2/3` means "at least two
 * thirds of the runs" whatever N is; a plain number in (0, 1] is accepted too.
 */
function parseThreshold(value) {
    if (typeof value === 'number') {
        if (Number.isFinite(value) && value > 0 && value <= 1)
            return { ok: true, value };
        return { ok: false, message: `threshold ${String(value)} is outside (0, 1]; write a fraction such as 2/3 or a number such as 0.8` };
    }
    if (typeof value === 'string') {
        const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
        if (m) {
            const k = Number(m[1]);
            const n = Number(m[2]);
            if (n === 0)
                return { ok: false, message: `threshold '${value}' divides by zero; write k/n with n ≥ 1, such as 2/3` };
            if (k === 0)
                return { ok: false, message: `threshold '${value}' is 0: every scenario would pass; use k ≥ 1, such as 2/3` };
            if (k > n)
                return { ok: false, message: `threshold '${value}' is above 1 (${k} of ${n} runs cannot pass); use k ≤ n, such as 2/3` };
            return { ok: true, value: k / n };
        }
        const asNumber = Number(value);
        if (value.trim() !== '' && Number.isFinite(asNumber))
            return parseThreshold(asNumber);
    }
    return { ok: false, message: `threshold ${JSON.stringify(value)} is not a fraction k/n (such as 2/3) or a number in (0, 1]` };
}
/** Two-digit-or-less `k/n` with 1 ≤ k ≤ n, as a regex: for editors, which cannot compare numbers. */
function fractionPattern() {
    const perDenominator = [];
    for (let n = 1; n <= 99; n++) {
        const ks = n <= 9 ? `[1-${n}]` : `(?:[1-9]|${twoDigitsUpTo(n)})`;
        perDenominator.push(`${ks}\\s*/\\s*${n}`);
    }
    // Three-digit and larger denominators are left to the loader's check.
    return `^\\s*(?:${perDenominator.join('|')}|[1-9]\\d*\\s*/\\s*[1-9]\\d{2,})\\s*$`;
}
/** 10..n (n from 10 to 99) as a regex. */
function twoDigitsUpTo(n) {
    const tens = Math.floor(n / 10);
    const parts = [];
    if (tens > 1)
        parts.push(`[1-${tens - 1}][0-9]`);
    parts.push(`${tens}[0-${n % 10}]`);
    return parts.join('|');
}
/** For the JSON Schema: what a threshold may be. The loader's parseThreshold gives the messages. */
const THRESHOLD_PATTERN = fractionPattern();
const thresholdInput = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().meta({ pattern: THRESHOLD_PATTERN, description: 'A fraction k/n with 1 ≤ k ≤ n, such as 2/3.' }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().meta({ exclusiveMinimum: 0, maximum: 1, description: 'A number in (0, 1], such as 0.8.' }),
]);
const ThresholdSchema = thresholdInput.transform((value, ctx) => {
    const parsed = parseThreshold(value);
    if (parsed.ok)
        return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .NEVER */ .tm;
});


/***/ }),

/***/ 9945:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LA: () => (/* binding */ describeSchemaError),
/* harmony export */   Nb: () => (/* binding */ loadJsonSchemaSupport),
/* harmony export */   nk: () => (/* binding */ compileJsonSchema)
/* harmony export */ });
const instances = {};
const cache = new Map();
/**
 * ajv is loaded only when a suite has a json_schema expectation (issue 23 item 5: start-up): the scenario
 * loader awaits this before it checks such an expectation, so that every one is compiled (and a bad schema
 * reported) before any model call, as before.
 */
let ajvModules;
async function loadJsonSchemaSupport() {
    if (ajvModules)
        return;
    const [draft07, draft2020] = await Promise.all([Promise.all(/* import() */[__webpack_require__.e(457), __webpack_require__.e(463)]).then(__webpack_require__.t.bind(__webpack_require__, 2463, 23)), Promise.all(/* import() */[__webpack_require__.e(457), __webpack_require__.e(210)]).then(__webpack_require__.t.bind(__webpack_require__, 2210, 23))]);
    // Node's import of these CommonJS modules names their exports; the bundle's (ncc) gives only `default`, module.exports.
    ajvModules = { Ajv: draft07.Ajv ?? draft07.default.Ajv, Ajv2020: draft2020.Ajv2020 ?? draft2020.default.Ajv2020 };
}
function ajvFor(draft) {
    const existing = instances[draft];
    if (existing)
        return existing;
    if (!ajvModules)
        throw new Error('internal error: json_schema support is not loaded (await loadJsonSchemaSupport() after loading the suite)');
    const options = { strict: false, allErrors: false, validateFormats: false };
    const created = draft === 'draft-07' ? new ajvModules.Ajv(options) : new ajvModules.Ajv2020(options);
    instances[draft] = created;
    return created;
}
function draftOf(schema) {
    const declared = schema['$schema'];
    if (declared === undefined)
        return '2020-12';
    if (typeof declared === 'string') {
        if (declared.includes('draft-07'))
            return 'draft-07';
        if (declared.includes('2020-12'))
            return '2020-12';
    }
    throw new Error(`unsupported $schema ${JSON.stringify(declared)}: use https://json-schema.org/draft/2020-12/schema or http://json-schema.org/draft-07/schema#, or leave $schema out`);
}
/** Compiles (or fetches from the cache) a validator; an invalid schema throws an Error that says what is wrong. */
function compileJsonSchema(schema) {
    const key = JSON.stringify(schema);
    const cached = cache.get(key);
    if (cached)
        return cached;
    let validate;
    const ajv = ajvFor(draftOf(schema));
    // Checked against the meta-schema first, so that the message can name the bad keyword and echo its value.
    if (ajv.validateSchema(schema) === false) {
        const first = ajv.errors?.[0];
        const at = first?.instancePath ?? '';
        const value = at.split('/').slice(1).reduce((v, key) => (v !== null && typeof v === 'object' ? Reflect.get(v, key.replaceAll('~1', '/').replaceAll('~0', '~')) : undefined), schema);
        throw new Error(`invalid json_schema: ${at === '' ? '(root)' : at.slice(1).replaceAll('/', '.')} ${first?.message ?? 'is invalid'}, got ${JSON.stringify(value)}; see https://json-schema.org/understanding-json-schema/`);
    }
    try {
        validate = ajv.compile(schema);
    }
    catch (err) {
        const why = err instanceof Error ? err.message : String(err);
        throw new Error(`invalid json_schema: ${why}`, { cause: err });
    }
    cache.set(key, validate);
    return validate;
}
/** One line about the first validation error: `/steps/0 must have required property 'title'`. */
function describeSchemaError(error) {
    if (!error)
        return 'a value the schema rejects';
    const where = error.instancePath === '' ? '(root)' : error.instancePath;
    const extra = error.params['additionalProperty'];
    const detail = typeof extra === 'string' ? ` (${JSON.stringify(extra)})` : '';
    return `${where} ${error.message ?? 'is invalid'}${detail}`;
}


/***/ })

};
