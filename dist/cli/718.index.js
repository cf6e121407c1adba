export const id = 718;
export const ids = [718];
export const modules = {

/***/ 2541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F$: () => (/* binding */ COMPARE_DEFAULTS),
  Sk: () => (/* binding */ ConfigSchema),
  uZ: () => (/* binding */ ReviewSchema),
  an: () => (/* binding */ RoleSchema),
  tw: () => (/* binding */ VERDICT_DEFAULTS),
  $s: () => (/* binding */ isForbiddenAgentVariable)
});

// UNUSED EXPORTS: AnthropicProviderSchema, BudgetSchema, CacheSchema, CompareSchema, DEFAULT_SCENARIOS_GLOB, DefaultsSchema, DriftSchema, ExecProviderSchema, HistorySchema, OpenAIProviderSchema, PriceSchema, ProviderConfigSchema, RateLimitSchema, ReplayProviderSchema, VAR_NAME, isForbiddenKeyVariable

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
};
const OpenAIProviderSchema = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('openai').describe('The OpenAI chat completions API, or any OpenAI-compatible server through base_url.'),
    model: schemas/* string */.YjP().min(1).describe('The model name, e.g. gpt-4.1-mini. Part of the replay recording key.'),
    base_url: schemas/* string */.YjP().url().optional().describe('The API root of an OpenAI-compatible server, e.g. http://127.0.0.1:8080/v1 (default: OpenAI).'),
    api_key_env: apiKeyEnv('OPENAI_API_KEY').describe('The environment variable that holds the API key (default OPENAI_API_KEY); never the key itself.'),
    temperature: schemas/* number */.aig().min(0).max(2).optional().describe('Sampling temperature, 0 to 2 (default: the server\'s). Part of the replay recording key.'),
    max_tokens: positiveInt.optional().describe('The most tokens the model may answer with (default: the server\'s). Part of the replay recording key.'),
    price: PriceSchema.optional(),
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
        .describe('What a pull request is compared with: `history` (recorded baselines), `rerun` (the merge base\'s context, sampled in the same run with the same providers), or `auto` (history when a scenario has one, else rerun).'),
    rerun_runs: positiveInt.max(1000).default(COMPARE_DEFAULTS.rerun_runs).describe('Runs of the merge base\'s version of a scenario when it is re-measured (compare.base rerun or auto): extra calls per compared scenario.'),
});
/**
 * The drift detectors (docs/drift.md): `window` = reference records needed before judging (window + 1 in
 * all) and how many records a finding stays; `token_inflation` / `latency_regression` = the rise each
 * CUSUM is tuned to (0.3 = 30%); `consecutive_failures` scales the pass-rate CUSUM's decision level (3 = default).
 */
const DriftSchema = schemas/* strictObject */.rej({
    window: positiveInt.default(5).describe('Reference records a detector needs before it judges (window + 1 in all), and how long a finding stays (default 5).'),
    token_inflation: schemas/* number */.aig().gt(0).default(0.3).describe('The rise in tokens per run the token detector is tuned to, as a fraction (0.3 = 30%).'),
    latency_regression: schemas/* number */.aig().gt(0).default(0.5).describe('The rise in latency the latency detector is tuned to, as a fraction (0.5 = 50%).'),
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
    drift: DriftSchema.default({ window: 5, token_inflation: 0.3, latency_regression: 0.5, consecutive_failures: 3 }).describe('The drift detectors run over scheduled history (docs/drift.md).'),
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

/***/ 7325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $w: () => (/* binding */ ThresholdSchema)
/* harmony export */ });
/* unused harmony exports parseThreshold, THRESHOLD_PATTERN */
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

/***/ 9224:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bq: () => (/* binding */ EXPECTATION_KINDS),
/* harmony export */   WA: () => (/* binding */ RISK_LEVELS),
/* harmony export */   zk: () => (/* binding */ EXPECTATION_ARGS),
/* harmony export */   zt: () => (/* binding */ EXPECTATION_DOCS)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
/**
 * Expectation kinds (DESIGN §3). In a scenario file each expectation is a mapping with exactly one key,
 * the kind, whose value holds its arguments: `- absent: [delete]`.
 */

const RISK_LEVELS = ['low', 'medium', 'high', 'critical'];
const stringOrList = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1)).min(1)]).transform((v) => (typeof v === 'string' ? [v] : v));
/** The argument schema of each kind. */
const EXPECTATION_ARGS = {
    field_matches: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).describe('Where in the JSON output: dotted keys and [i] indexes, such as steps[0].title.'),
        pattern: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).describe('A regex the value must match: /source/flags, or a bare source.'),
    }),
    absent: stringOrList,
    contains: stringOrList,
    matches: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    equals: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
        zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
            path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).describe('Where in the JSON output: dotted keys and [i] indexes, such as risk_level.'),
            value: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().describe('The value the one at path must deeply equal.'),
        }),
        zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    ]),
    json_schema: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
    max_risk: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(RISK_LEVELS),
    decomposes: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    max_tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    references_files: stringOrList,
    max_latency_ms: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().positive(),
    judge: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        rubric: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).describe('What a passing output does, in plain words; the judge sees only this and the output.'),
        provider: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).optional().describe('The provider that judges (default: the role\'s provider).'),
    }),
};
/** What each kind checks, as editors show it on hover (the README's table says the same). */
const EXPECTATION_DOCS = {
    field_matches: 'JSON output: the value at `path` (e.g. steps[0].title) matches the regex `pattern` (/source/flags or a bare source).',
    absent: 'None of the items occurs in the output: plain items are case-insensitive substrings, /re/flags items are regexes.',
    contains: 'Every item occurs in the output: plain items are case-insensitive substrings, /re/flags items are regexes.',
    matches: 'The output matches this regex (/source/flags or a bare source).',
    equals: 'JSON output: the value at `path` deeply equals `value`; or, given a scalar, the trimmed output equals it.',
    json_schema: 'JSON output: it validates against this JSON Schema (ajv; 2020-12, or draft-07 via $schema).',
    max_risk: 'JSON output: the risk field (the role\'s fields.risk) is at most this level: low, medium, high or critical.',
    decomposes: 'JSON output: true when the steps field (the role\'s fields.steps) must be a list of 2 or more, false when it must not.',
    max_tokens: 'Input plus output tokens of the call are at most N.',
    references_files: 'Each of these file paths appears in the output.',
    max_latency_ms: 'The call took at most N milliseconds (not measured under replay: it passes there, with a note).',
    judge: 'A separate model call that sees only the output and the rubric returns {"pass", "reason"}; provider defaults to the role\'s.',
};
const EXPECTATION_KINDS = Object.keys(EXPECTATION_ARGS);


/***/ }),

/***/ 933:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eU: () => (/* binding */ ScenarioDefaultsFileSchema),
  Sx: () => (/* binding */ ScenarioDefaultsSchema),
  TX: () => (/* binding */ ScenarioFieldsSchema),
  ar: () => (/* binding */ ScenarioFileSchema)
});

// UNUSED EXPORTS: ExpectationItemSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./src/config/threshold.ts
var threshold = __webpack_require__(7325);
// EXTERNAL MODULE: ./src/expectations/schema.ts
var schema = __webpack_require__(9224);
;// CONCATENATED MODULE: ./src/scenarios/kind-names.ts
/**
 * The JSON Schema editors apply to an expectation's key (its kind), so that a mistyped kind is reported
 * as unknown with the nearest valid one ("did you mean 'contains'?"), as `validate` says it. JSON Schema
 * cannot compute a distance, so each kind's near misses are spelled out as a regex: one edit away (a
 * letter added, dropped, changed, or two swapped), or a prefix of at least 3 letters, or the kind with
 * more after it. `validate` (src/config/suggest.ts) goes further (up to 40% of the name, any case). Pure.
 */
const kind_names_escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A regex (anchored) matching the names near `kind` as described above, `kind` itself included. */
function nearKindPattern(kind) {
    const alts = new Set();
    const n = kind.length;
    for (let i = 0; i <= n; i++)
        alts.add(`${kind_names_escape(kind.slice(0, i))}.${kind_names_escape(kind.slice(i))}`);
    for (let i = 0; i < n; i++) {
        alts.add(`${kind_names_escape(kind.slice(0, i))}.${kind_names_escape(kind.slice(i + 1))}`);
        alts.add(`${kind_names_escape(kind.slice(0, i))}${kind_names_escape(kind.slice(i + 1))}`);
    }
    for (let i = 0; i + 1 < n; i++)
        alts.add(kind_names_escape(`${kind.slice(0, i)}${kind.charAt(i + 1)}${kind.charAt(i)}${kind.slice(i + 2)}`));
    for (let len = 3; len < n; len++)
        alts.add(kind_names_escape(kind.slice(0, len)));
    alts.add(`${kind_names_escape(kind)}.+`);
    return `^(?:${[...alts].join('|')})$`;
}
/**
 * `propertyNames` for an expectation item: a valid kind passes; otherwise the first kind (in the given
 * order) the name is near is suggested, else every kind is listed. An if/else chain, so that one name
 * gets one message.
 */
function kindNamesSchema(kinds) {
    let chain = { enum: [...kinds], errorMessage: `unknown expectation kind; kinds: ${kinds.join(', ')}` };
    for (const kind of [...kinds].reverse()) {
        chain = {
            if: { pattern: nearKindPattern(kind) },
            then: { const: kind, errorMessage: `unknown expectation kind; did you mean '${kind}'?` },
            else: chain,
        };
    }
    return { if: { enum: [...kinds] }, else: chain };
}

;// CONCATENATED MODULE: ./src/scenarios/schema.ts
/**
 * The zod schemas of scenario files (DESIGN §3). The loader validates with `ScenarioFieldsSchema`
 * (expectations are then parsed one by one by `parseExpectations`, for precise messages); the JSON
 * Schemas for editors are built from `ScenarioFileSchema` and `ScenarioDefaultsFileSchema`, whose
 * `expect` items are one-key objects. Every key carries the description editors show on hover.
 */




const stringOrList = schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* array */.YOg(schemas/* string */.YjP().min(1))]);
const DOCS = {
    name: 'The scenario\'s name, unique across the suite; reports, --only and history use it.',
    role: 'A role from context-eval.yaml `roles:`: which prompt files, template and provider this scenario uses. May come from a _defaults.yaml above the file.',
    description: 'What the scenario checks and why, for people reading the suite.',
    tags: 'Free labels for grouping scenarios.',
    runs: 'How many times the scenario runs (N); overrides defaults.runs.',
    threshold: 'The pass rate needed: "k/n" (2/3 = at least two thirds of the runs, whatever N is) or a number in (0, 1]; overrides defaults.threshold.',
    tolerance: 'The indifference zone below the threshold (a number in [0, 1)); overrides defaults.tolerance.',
    verdict: 'test (a sequential test with error control) or count (the literal k-of-N rule, no error control); overrides defaults.verdict.',
    max_runs: 'The cap on this scenario\'s runs while its threshold test is undecided; overrides defaults.max_runs.',
    depends_on: 'More files (globs allowed) whose change affects this scenario, relative to this file; each must exist.',
    context: 'The frozen agent context the template renders from (or sent as YAML without a template). `{ file: PATH }` anywhere inlines that file\'s text.',
    expect: 'What every run\'s output must satisfy: a list of one-key mappings such as `- absent: [delete]`. Lists from _defaults.yaml files are added.',
    allow_no_expectations: 'Set true, with `expect: []`, for a scenario that on purpose checks nothing (it would always pass).',
};
function scenarioShape(expectItem) {
    return {
        name: schemas/* string */.YjP().min(1).describe(DOCS.name),
        role: schemas/* string */.YjP().min(1).describe(DOCS.role),
        description: schemas/* string */.YjP().optional().describe(DOCS.description),
        tags: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).optional().describe(DOCS.tags),
        runs: schemas/* number */.aig().int().positive().max(1000).optional().describe(DOCS.runs),
        threshold: threshold/* ThresholdSchema */.$w.optional().describe(DOCS.threshold),
        tolerance: schemas/* number */.aig().min(0).lt(1).optional().describe(DOCS.tolerance),
        verdict: schemas/* enum */.k5n(['test', 'count']).optional().describe(DOCS.verdict),
        max_runs: schemas/* number */.aig().int().positive().max(1000).optional().describe(DOCS.max_runs),
        depends_on: stringOrList.optional().describe(DOCS.depends_on),
        context: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional().describe(DOCS.context),
        expect: schemas/* array */.YOg(expectItem).optional().describe(DOCS.expect),
        allow_no_expectations: schemas/* boolean */.zMY().optional().describe(DOCS.allow_no_expectations),
    };
}
/** One scenario as the loader validates it, after `_defaults.yaml` inheritance. */
const ScenarioFieldsSchema = schemas/* strictObject */.rej(scenarioShape(schemas/* unknown */.L5J()));
/** A `_defaults.yaml`: any scenario key except `name`, all optional. */
const ScenarioDefaultsSchema = ScenarioFieldsSchema.omit({ name: true }).partial();
/**
 * One expectation as written: a mapping with exactly one key, the kind. For editors only (the loader
 * parses items one by one): one object whose keys are the kinds, so that a mistyped kind is reported as
 * an unknown kind with the nearest one (kind-names.ts), not as a property missing from the first kind.
 */
const ExpectationItemSchema = schemas/* looseObject */._H3(Object.fromEntries(schema/* EXPECTATION_KINDS */.Bq.map((kind) => [kind, schema/* EXPECTATION_ARGS */.zk[kind].describe(schema/* EXPECTATION_DOCS */.zt[kind]).optional()])))
    .meta({ minProperties: 1, maxProperties: 1, propertyNames: kindNamesSchema(schema/* EXPECTATION_KINDS */.Bq) })
    .describe('One expectation: a mapping with exactly one key, its kind.');
/** A scenario as written in a file: `role` may come from a `_defaults.yaml`, so the file need not say it. */
const ScenarioInFileSchema = schemas/* strictObject */.rej({ ...scenarioShape(ExpectationItemSchema), role: schemas/* string */.YjP().min(1).optional().describe(DOCS.role) });
/** A scenario file: one scenario, or a list of them under `scenarios:`. */
const ScenarioFileSchema = schemas/* union */.KCZ([
    ScenarioInFileSchema,
    schemas/* strictObject */.rej({ scenarios: schemas/* array */.YOg(ScenarioInFileSchema).min(1).describe('The scenarios of this file, each with its own name.') }),
]);
/** A `_defaults.yaml` as written: scenario keys (not `name`) that every scenario below its folder inherits. */
const ScenarioDefaultsFileSchema = ScenarioInFileSchema.omit({ name: true }).partial();


/***/ })

};
