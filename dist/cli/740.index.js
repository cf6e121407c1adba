export const id = 740;
export const ids = [740];
export const modules = {

/***/ 9740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  schemaCommand: () => (/* binding */ schemaCommand)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(8439);
// EXTERNAL MODULE: ./src/config/schema.ts + 1 modules
var schema = __webpack_require__(2541);
// EXTERNAL MODULE: ./src/scenarios/schema.ts
var scenarios_schema = __webpack_require__(6151);
;// CONCATENATED MODULE: ./src/config/json-schema.ts
/**
 * JSON Schemas for editors (yaml-language-server), generated from the zod schemas so they cannot drift:
 * `schema/context-eval.schema.json` and `schema/scenario.schema.json`. A test keeps the committed files
 * in step with this output. Pure.
 */



function toSchema(schema, title) {
    // reused: 'ref' moves a schema used twice (the scenario, in both file shapes) into $defs.
    const generated = json_schema_processors/* toJSONSchema */.bl(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any', reused: 'ref' });
    return { ...generated, title };
}
/** The JSON Schema of `context-eval.yaml`. */
function configJsonSchema() {
    return toSchema(schema/* ConfigSchema */.Sk, 'context-eval config (context-eval.yaml)');
}
/** The JSON Schema of a scenario file: one scenario, or a list under `scenarios:`. */
function scenarioJsonSchema() {
    return toSchema(scenarios_schema/* ScenarioFileSchema */.ar, 'context-eval scenario file');
}
/** The text written to disk: pretty JSON with a final newline. */
function schemaFileText(schema) {
    return `${JSON.stringify(schema, null, 2)}\n`;
}

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
;// CONCATENATED MODULE: ./src/cli/schema.ts
/** `context-eval schema`: the JSON Schema of scenario files or of the config, for editors. */


async function schemaCommand(values, io) {
    const kind = values.kind ?? 'scenario';
    if (kind !== 'scenario' && kind !== 'config')
        throw new args/* UsageError */.eb(`--kind must be scenario or config; got '${String(kind)}'`);
    io.stdout(`${JSON.stringify(kind === 'scenario' ? scenarioJsonSchema() : configJsonSchema(), null, 2)}\n`);
    return 0;
}


/***/ }),

/***/ 2541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Sk: () => (/* binding */ ConfigSchema),
  uZ: () => (/* binding */ ReviewSchema)
});

// UNUSED EXPORTS: AnthropicProviderSchema, BudgetSchema, COMPARE_DEFAULTS, CacheSchema, CompareSchema, DEFAULT_SCENARIOS_GLOB, DefaultsSchema, DriftSchema, ExecProviderSchema, HistorySchema, OpenAIProviderSchema, PriceSchema, ProviderConfigSchema, ReplayProviderSchema, RoleSchema, isForbiddenKeyVariable

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./src/config/threshold.ts
var threshold = __webpack_require__(7325);
;// CONCATENATED MODULE: ./src/high-stakes/schema.ts
/** The `high_stakes:` config section (issue "The rest of the lifecycle", item 1; docs/high-stakes.md). */

const HIGH_STAKES_WEIGHTS = { high_stakes: 0.4, complex_change: 0.3, plan_request: 0.5, context: 0.2 };
const weight = schemas/* number */.aig().min(0).max(1);
const HighStakesSchema = schemas/* strictObject */.rej({
    /** A PR whose score reaches this is high-stakes: with the default weights, any two signals but complex change + context. */
    threshold: schemas/* number */.aig().gt(0).max(2).default(0.6),
    /** Per-signal weights; a signal left out keeps its default. */
    weights: schemas/* strictObject */.rej({ high_stakes: weight.optional(), complex_change: weight.optional(), plan_request: weight.optional(), context: weight.optional() })
        .optional(),
    /** Phase 2 runs N × this per scenario (rounded up). */
    runs_factor: schemas/* number */.aig().min(1).max(10).default(2),
    /** A label that approves phase 2 (e.g. `context-eval:approved`); without it, phase 2 follows phase 1 at once. */
    require_approval: schemas/* string */.YjP().min(1).max(50).optional(),
});

;// CONCATENATED MODULE: ./src/config/schema.ts
/**
 * The zod schemas of `context-eval.yaml` (DESIGN §2). Every key of the contract is here, with its
 * default. Objects are strict: an unknown key is an error (the loader turns zod's message into one that
 * names the file, the line and the nearest valid key).
 */



const positiveInt = schemas/* number */.aig().int().positive();
/**
 * Variables `api_key_env` may not name (DESIGN §2): the GitHub token, and the action's inputs, which a
 * fork's config could otherwise send as the Bearer to a base URL of its choosing.
 */
function isForbiddenKeyVariable(name) {
    return /^(?:GITHUB_TOKEN|GH_TOKEN|GH_ENTERPRISE_TOKEN|GITHUB_ENTERPRISE_TOKEN|ACTIONS_RUNTIME_TOKEN|ACTIONS_ID_TOKEN_REQUEST_TOKEN)$/i.test(name) || /^INPUT_/i.test(name);
}
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
    input_per_mtok: schemas/* number */.aig().min(0),
    output_per_mtok: schemas/* number */.aig().min(0),
});
const common = {
    /** Per-call timeout. */
    timeout_ms: positiveInt.default(60_000),
    /** Retries of a call on 429, 5xx or timeout. */
    retries: schemas/* number */.aig().int().min(0).max(10).default(3),
};
const OpenAIProviderSchema = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('openai'),
    model: schemas/* string */.YjP().min(1),
    base_url: schemas/* string */.YjP().url().optional(),
    api_key_env: apiKeyEnv('OPENAI_API_KEY'),
    temperature: schemas/* number */.aig().min(0).max(2).optional(),
    max_tokens: positiveInt.optional(),
    price: PriceSchema.optional(),
    ...common,
});
const AnthropicProviderSchema = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('anthropic'),
    model: schemas/* string */.YjP().min(1),
    base_url: schemas/* string */.YjP().url().optional(),
    api_key_env: apiKeyEnv('ANTHROPIC_API_KEY'),
    temperature: schemas/* number */.aig().min(0).max(1).optional(),
    max_tokens: positiveInt.default(2048),
    price: PriceSchema.optional(),
    ...common,
});
const ExecProviderSchema = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('exec'),
    /** A command line, split on white space (quotes group words); run without a shell. */
    command: schemas/* string */.YjP().min(1),
    /** The folder the command runs in; relative to the config file's folder. */
    cwd: schemas/* string */.YjP().optional(),
    /** The most the agent may print on stdout, and on stderr; more is a run error. 10 MB by default. */
    max_output_bytes: positiveInt.default(10 * 1024 * 1024),
    ...common,
});
const ReplayProviderSchema = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('replay'),
    /** Folder of recordings, relative to the config file's folder. */
    recordings: schemas/* string */.YjP().min(1),
    /** The provider that `context-eval record` calls to make the recordings. */
    record_with: schemas/* string */.YjP().optional(),
});
const ProviderConfigSchema = schemas/* discriminatedUnion */.gMt('type', [
    OpenAIProviderSchema,
    AnthropicProviderSchema,
    ExecProviderSchema,
    ReplayProviderSchema,
]);
const RoleSchema = schemas/* strictObject */.rej({
    provider: schemas/* string */.YjP().min(1),
    system: schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1)]),
    template: schemas/* string */.YjP().min(1).optional(),
    output: schemas/* enum */.k5n(['json', 'text']).default('text'),
    fields: schemas/* strictObject */.rej({ steps: schemas/* string */.YjP().min(1).default('steps'), risk: schemas/* string */.YjP().min(1).default('risk') })
        .default({ steps: 'steps', risk: 'risk' }),
    depends_on: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).default([]),
});
const DefaultsSchema = schemas/* strictObject */.rej({
    runs: positiveInt.max(1000).default(3),
    threshold: threshold/* ThresholdSchema */.$.default(2 / 3),
});
const BudgetSchema = schemas/* strictObject */.rej({
    max_calls: positiveInt.optional(),
    /** The most one invocation may spend, priced with the providers' `price`; calls to unpriced providers cost nothing here. */
    max_cost: schemas/* number */.aig().gt(0).optional(),
});
/**
 * The response cache (off unless this key is present): answers of openai and anthropic providers,
 * keyed by a hash of the whole request and the sample index, kept in `dir` (relative to the config
 * folder); the action stores that folder with @actions/cache. Recording runs (push, schedule) bypass it.
 */
const CacheSchema = schemas/* strictObject */.rej({
    dir: schemas/* string */.YjP().min(1).default('.context-eval/cache'),
});
const COMPARE_DEFAULTS = {
    delta: 0.3,
    alpha: 0.05,
    beta: 0.2,
    max_runs: 44,
    baseline_records: 5,
    baseline_runs: 30,
    max_age_days: 14,
    day_to_day_sd: 0.05,
};
/** The baseline comparison (docs/statistics.md says why each default is what it is). */
const CompareSchema = schemas/* strictObject */.rej({
    /** The drop worth detecting: the comparison stops with "no drop" once the evidence is against a drop this large. */
    delta: schemas/* number */.aig().gt(0).lt(1).default(COMPARE_DEFAULTS.delta),
    /** The per-PR false-alarm rate: the chance that a PR that changed no true pass rate is flagged, over all its scenarios together. */
    alpha: schemas/* number */.aig().gt(0).lt(0.5).default(COMPARE_DEFAULTS.alpha),
    /** The miss rate at a drop of delta that the "no drop" stop allows. */
    beta: schemas/* number */.aig().gt(0).lt(0.5).default(COMPARE_DEFAULTS.beta),
    /** The cap on a PR's runs per scenario when the comparison keeps sampling. */
    max_runs: positiveInt.max(1000).default(COMPARE_DEFAULTS.max_runs),
    /** The most baseline records pooled per scenario (records whose context hash for it is unchanged). */
    baseline_records: positiveInt.default(COMPARE_DEFAULTS.baseline_records),
    /** Runs per scenario in a recording run (push, schedule), without early stopping, so that baselines carry evidence. */
    baseline_runs: positiveInt.max(1000).default(COMPARE_DEFAULTS.baseline_runs),
    /** Baseline records older than this many days before the newest one pooled are not used. */
    max_age_days: schemas/* number */.aig().gt(0).default(COMPARE_DEFAULTS.max_age_days),
    /** The day-to-day standard deviation of a scenario's pass rate that the comparison tolerates. */
    day_to_day_sd: schemas/* number */.aig().min(0).lt(0.5).default(COMPARE_DEFAULTS.day_to_day_sd),
});
/**
 * The drift detectors (docs/drift.md): `window` = reference records needed before judging (window + 1 in
 * all) and how many records a finding stays; `token_inflation` / `latency_regression` = the rise each
 * CUSUM is tuned to (0.3 = 30%); `consecutive_failures` scales the pass-rate CUSUM's decision level (3 = default).
 */
const DriftSchema = schemas/* strictObject */.rej({
    window: positiveInt.default(5),
    token_inflation: schemas/* number */.aig().gt(0).default(0.3),
    latency_regression: schemas/* number */.aig().gt(0).default(0.5),
    consecutive_failures: positiveInt.default(3),
});
const HistorySchema = schemas/* strictObject */.rej({
    store: schemas/* enum */.k5n(['branch', 'dir']).default('branch'),
    branch: schemas/* string */.YjP()
        .min(1)
        .refine((b) => !/\s|\.\.|^\/|\/$|^refs\/|^-|[~^:?*[\\]|@\{|\.lock$/.test(b), {
        message: 'must be a plain branch name such as context-eval-data (no spaces, "..", leading "-" or "refs/", nor ~^:?*[\\)',
    })
        .default('context-eval-data'),
    dir: schemas/* string */.YjP().min(1).default('.context-eval/history'),
    retain: positiveInt.default(500),
});
const ReviewSchema = schemas/* strictObject */.rej({
    provider: schemas/* string */.YjP().min(1).optional(),
    criteria: schemas/* string */.YjP().min(1).optional(),
    max_files: positiveInt.default(20),
    max_file_chars: positiveInt.default(20_000),
    max_total_chars: positiveInt.default(120_000),
    leaks: schemas/* enum */.k5n(['warn', 'fail']).default('warn'),
    isolation_check: schemas/* boolean */.zMY().default(false),
    min_diff_chars: schemas/* number */.aig().int().min(0).default(1),
});
const DEFAULT_SCENARIOS_GLOB = 'scenarios/**/*.{yaml,yml}';
const ConfigSchema = schemas/* strictObject */.rej({
    version: schemas/* literal */.euz(1),
    scenarios: schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1)]).default(DEFAULT_SCENARIOS_GLOB),
    watch: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).default([]),
    providers: schemas/* record */.g1P(schemas/* string */.YjP(), ProviderConfigSchema),
    roles: schemas/* record */.g1P(schemas/* string */.YjP(), RoleSchema),
    defaults: DefaultsSchema.default({ runs: 3, threshold: 2 / 3 }),
    budget: BudgetSchema.default({}),
    cache: CacheSchema.optional(),
    compare: CompareSchema.default({ ...COMPARE_DEFAULTS }),
    drift: DriftSchema.default({ window: 5, token_inflation: 0.3, latency_regression: 0.5, consecutive_failures: 3 }),
    history: HistorySchema.default({ store: 'branch', branch: 'context-eval-data', dir: '.context-eval/history', retain: 500 }),
    /** `validate --verbose` lists scenarios unchanged this many days while their role's context changed since. */
    stale_after_days: positiveInt.default(90),
    /** Scoring a PR for the two-phase high-stakes run (docs/high-stakes.md). */
    high_stakes: HighStakesSchema.default({ threshold: 0.6, runs_factor: 2 }),
    review: ReviewSchema.default({
        max_files: 20,
        max_file_chars: 20_000,
        max_total_chars: 120_000,
        leaks: 'warn',
        isolation_check: false,
        min_diff_chars: 1,
    }),
});


/***/ }),

/***/ 7325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ ThresholdSchema)
/* harmony export */ });
/* unused harmony export parseThreshold */
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
const ThresholdSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()]).transform((value, ctx) => {
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
/* harmony export */   zk: () => (/* binding */ EXPECTATION_ARGS)
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
    field_matches: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1), pattern: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1) }),
    absent: stringOrList,
    contains: stringOrList,
    matches: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    equals: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
        zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1), value: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J() }),
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
    judge: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ rubric: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1), provider: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).optional() }),
};
const EXPECTATION_KINDS = Object.keys(EXPECTATION_ARGS);


/***/ }),

/***/ 6151:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sx: () => (/* binding */ ScenarioDefaultsSchema),
/* harmony export */   TX: () => (/* binding */ ScenarioFieldsSchema),
/* harmony export */   ar: () => (/* binding */ ScenarioFileSchema)
/* harmony export */ });
/* unused harmony export ExpectationItemSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6921);
/* harmony import */ var _config_threshold_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7325);
/* harmony import */ var _expectations_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9224);
/**
 * The zod schemas of scenario files (DESIGN §3). The loader validates with `ScenarioFieldsSchema`
 * (expectations are then parsed one by one by `parseExpectations`, for precise messages); the JSON
 * Schema for editors is built from `ScenarioFileSchema`, whose `expect` items are one-key objects.
 */



const stringOrList = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1))]);
function scenarioShape(expectItem) {
    return {
        name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).describe('Unique across the suite.'),
        role: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).describe('A role from context-eval.yaml `roles`.'),
        description: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
        tags: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1)).optional(),
        runs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().max(1000).optional().describe('Overrides defaults.runs.'),
        threshold: _config_threshold_js__WEBPACK_IMPORTED_MODULE_0__/* .ThresholdSchema */ .$.optional().describe('"k/n" (the fraction k ÷ n) or a number in (0, 1].'),
        depends_on: stringOrList.optional().describe('More files (globs allowed) this scenario depends on, relative to this file.'),
        context: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()).optional().describe('The frozen agent context. `{ file: PATH }` anywhere inlines that file.'),
        expect: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(expectItem).optional(),
    };
}
/** One scenario as the loader validates it, after `_defaults.yaml` inheritance. */
const ScenarioFieldsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej(scenarioShape(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()));
/** A `_defaults.yaml`: any scenario key except `name`, all optional. */
const ScenarioDefaultsSchema = ScenarioFieldsSchema.omit({ name: true }).partial();
/** One expectation as written: a mapping with exactly one key, the kind. */
const ExpectationItemSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ(_expectations_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .EXPECTATION_KINDS */ .Bq.map((kind) => zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ [kind]: _expectations_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .EXPECTATION_ARGS */ .zk[kind] }).describe(`The '${kind}' expectation.`)));
const ScenarioWithExpectationsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej(scenarioShape(ExpectationItemSchema));
/** A scenario file: one scenario, or a list of them under `scenarios:`. */
const ScenarioFileSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([
    ScenarioWithExpectationsSchema,
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ scenarios: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(ScenarioWithExpectationsSchema).min(1) }),
]);


/***/ })

};
