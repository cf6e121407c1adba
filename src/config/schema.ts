/**
 * The zod schemas of `context-eval.yaml` (DESIGN §2). Every key of the contract is here, with its
 * default. Objects are strict: an unknown key is an error (the loader turns zod's message into one that
 * names the file, the line and the nearest valid key).
 */
import { z } from 'zod';
import { ThresholdSchema } from './threshold.js';
import { HighStakesSchema } from '../high-stakes/schema.js';

const positiveInt = z.number().int().positive();

/** The name of a role var (`roles.*.vars`). */
export const VAR_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Variables `api_key_env` may not name (DESIGN §2): the GitHub token, and the action's inputs, which a
 * fork's config could otherwise send as the Bearer to a base URL of its choosing.
 */
export function isForbiddenKeyVariable(name: string): boolean {
  return /^(?:GITHUB_TOKEN|GH_TOKEN|GH_ENTERPRISE_TOKEN|GITHUB_ENTERPRISE_TOKEN|ACTIONS_RUNTIME_TOKEN|ACTIONS_ID_TOKEN_REQUEST_TOKEN)$/i.test(name) || /^INPUT_/i.test(name);
}

/**
 * Variables an exec agent never gets (DESIGN §2), whatever its `env:` or `api_key_env` names: the
 * runner's ACTIONS_* variables (ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL upload artifacts of the
 * run, the shard results the merge job trusts), the GitHub token and the action's inputs.
 */
export function isForbiddenAgentVariable(name: string): boolean {
  return isForbiddenKeyVariable(name) || /^ACTIONS_/i.test(name);
}

const agentVariable = z
  .string()
  .min(1)
  .superRefine((name, ctx) => {
    if (!isForbiddenAgentVariable(name)) return;
    ctx.addIssue({
      code: 'custom',
      message: `'${name}' may not be used: an exec agent never gets the runner's ACTIONS_* variables, the GitHub token (GITHUB_TOKEN, GH_TOKEN) or an action input (INPUT_*); remove it`,
    });
  });

const apiKeyEnv = (fallback: string) =>
  z
    .string()
    .min(1)
    .superRefine((name, ctx) => {
      if (!isForbiddenKeyVariable(name)) return;
      ctx.addIssue({
        code: 'custom',
        message: `'${name}' may not be used: api_key_env may not name the GitHub token (GITHUB_TOKEN, GH_TOKEN) or an action input (INPUT_*); name the variable that holds the model API key`,
      });
    })
    .default(fallback);

/** What a model's tokens cost, in the user's currency per million tokens (the report's cost uses it). */
export const PriceSchema = z
  .strictObject({
    input_per_mtok: z.number().min(0).describe('What a million input tokens cost.'),
    output_per_mtok: z.number().min(0).describe('What a million output tokens cost.'),
  })
  .describe('What the model costs, per million tokens; the report and the headline then show the cost, and budget.max_cost can cap it.');

/** Rate limits of a provider (src/providers/governor.ts): the governor paces calls below them and waits out 429s. */
export const RateLimitSchema = z
  .strictObject({
    requests_per_minute: z.number().gt(0).optional().describe('The most requests a minute to send to this provider (your tier\'s limit); calls are paced below it. A sharded run splits it evenly across the shards.'),
    tokens_per_minute: z.number().gt(0).optional().describe('The most tokens (input and output) a minute to spend on this provider; calls are paced below it. A sharded run splits it evenly across the shards.'),
    max_wait_s: z.number().gt(0).default(300).describe('How long, in seconds, the provider may keep refusing (HTTP 429) before the waiting runs end as errors that say "rate limited" (default 300). A 429 never spends a retry.'),
  })
  .describe('Rate limits: a 429 is waited out (retry-after, x-ratelimit-* headers) and never spends a retry; with requests_per_minute or tokens_per_minute the calls are also paced below them.');

const common = {
  /** Per-call timeout. */
  timeout_ms: positiveInt.default(60_000).describe('Per-call timeout in milliseconds (default 60000); a call that takes longer is retried, then a run error.'),
  /** Retries of a call on 5xx, timeout or a network error (a 429 spends none). */
  retries: z.number().int().min(0).max(10).default(3).describe('Retries of a call on 5xx, timeout or a network error, with backoff (default 3, at most 10). A 429 spends none: see rate_limit.'),
  rate_limit: RateLimitSchema.optional(),
  /** The most requests of this provider in flight at once, whatever --concurrency (or the action's input) says. */
  max_concurrency: positiveInt
    .optional()
    .describe('The most requests of this provider in flight at once, whatever --concurrency or the action\'s concurrency input says (default: no limit of its own). Set 1 for a server that answers one request at a time (a local model), so that the calls queue here and each one\'s latency is its own.'),
};

export const OpenAIProviderSchema = z.strictObject({
  type: z.literal('openai').describe('The OpenAI chat completions API, or any OpenAI-compatible server through base_url.'),
  model: z.string().min(1).describe('The model name, e.g. gpt-4.1-mini. Part of the replay recording key.'),
  base_url: z.string().url().optional().describe('The API root of an OpenAI-compatible server, e.g. http://127.0.0.1:8080/v1 (default: OpenAI).'),
  api_key_env: apiKeyEnv('OPENAI_API_KEY').describe('The environment variable that holds the API key (default OPENAI_API_KEY); never the key itself.'),
  temperature: z.number().min(0).max(2).optional().describe('Sampling temperature, 0 to 2 (default: the server\'s). Part of the replay recording key.'),
  max_tokens: positiveInt.optional().describe('The most tokens the model may answer with (default: the server\'s). Part of the replay recording key.'),
  price: PriceSchema.optional(),
  structured_output: z
    .boolean()
    .optional()
    .describe('Judge and reviewer calls ask for their JSON reply as structured output (default true): response_format with a strict JSON Schema. Set false for a server that refuses it: the replies are then read from text (parsed and checked either way).'),
  ...common,
});

export const AnthropicProviderSchema = z.strictObject({
  type: z.literal('anthropic').describe('The Anthropic Messages API.'),
  model: z.string().min(1).describe('The model name, e.g. claude-sonnet-4-5. Part of the replay recording key.'),
  base_url: z.string().url().optional().describe('The API root without /v1 (default: Anthropic).'),
  api_key_env: apiKeyEnv('ANTHROPIC_API_KEY').describe('The environment variable that holds the API key (default ANTHROPIC_API_KEY); never the key itself.'),
  temperature: z.number().min(0).max(1).optional().describe('Sampling temperature, 0 to 1 (default: the API\'s). Part of the replay recording key.'),
  max_tokens: positiveInt.default(2048).describe('The most tokens the model may answer with (default 2048). Part of the replay recording key.'),
  price: PriceSchema.optional(),
  structured_output: z
    .boolean()
    .optional()
    .describe('Judge and reviewer calls ask for their JSON reply as structured output (default true): one forced tool whose input is the reply. Set false for a server that refuses it: the replies are then read from text (parsed and checked either way).'),
  ...common,
});

export const ExecProviderSchema = z.strictObject({
  type: z.literal('exec').describe('Your own agent: a command that reads one JSON request on stdin and prints the output.'),
  /** A command line, split on white space (quotes group words); run without a shell. */
  command: z.string().min(1).describe('The command line, split on white space (quotes group words), run without a shell.'),
  /** The folder the command runs in; relative to the config file's folder. */
  cwd: z.string().optional().describe('The folder the command runs in, relative to the config file\'s folder.'),
  /** The most the agent may print on stdout, and on stderr; more is a run error. 10 MB by default. */
  max_output_bytes: positiveInt.default(10 * 1024 * 1024).describe('The most the agent may print on stdout, and on stderr; more stops it and is a run error (default 10 MB).'),
  /** The agent's environment is PATH, HOME, these variables (when set) and `api_key_env`; nothing else of the job's. */
  env: z
    .array(agentVariable)
    .optional()
    .describe('The variables of the job\'s environment the agent gets besides PATH and HOME (when set); never ACTIONS_*, GITHUB_TOKEN, GH_TOKEN or INPUT_*. The agent gets nothing else.'),
  api_key_env: agentVariable
    .optional()
    .describe('The variable that holds the agent\'s own key, if it needs one: passed to the agent and redacted from everything the product writes.'),
  ...common,
});

export const ReplayProviderSchema = z.strictObject({
  type: z.literal('replay').describe('Serves recorded outputs, so that the suite runs offline and for free.'),
  /** Folder of recordings, relative to the config file's folder. */
  recordings: z.string().min(1).describe('The folder of recordings, relative to the config file\'s folder.'),
  /** The provider that `context-eval record` calls to make the recordings. */
  record_with: z.string().optional().describe('The provider `context-eval record` calls to make the recordings; its type, model and sampling parameters are part of each key.'),
});

export const ProviderConfigSchema = z.discriminatedUnion('type', [
  OpenAIProviderSchema,
  AnthropicProviderSchema,
  ExecProviderSchema,
  ReplayProviderSchema,
]);

export const RoleSchema = z.strictObject({
  provider: z.string().min(1).describe('The name of a provider under providers: that answers for this role.'),
  system: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).describe('The system prompt file, or a list of files joined by a blank line; relative to the config file\'s folder.'),
  template: z.string().min(1).optional().describe('A user-message template whose {{ dotted.path }} placeholders come from the scenario context (non-strings render as YAML); without it the context is sent as YAML.'),
  output: z.enum(['json', 'text']).default('text').describe('What the role answers with: text (default), or json, found leniently in fences or prose unless json_strict is set.'),
  /** With output: json, the whole output must be one JSON document (no prose, no code fence), as JSON.parse would take it. */
  json_strict: z.boolean().default(false).describe('With output: json, require the whole output to be one JSON document, as JSON.parse would (default false).'),
  fields: z
    .strictObject({
      steps: z.string().min(1).default('steps').describe('The JSON path of the list of steps, read by decomposes (default steps).'),
      risk: z.string().min(1).default('risk').describe('The JSON path of the risk level, read by max_risk (default risk).'),
    })
    .default({ steps: 'steps', risk: 'risk' })
    .describe('Where decomposes and max_risk look in a JSON output.'),
  depends_on: z.array(z.string().min(1)).default([]).describe('More files (globs allowed) whose change affects every scenario of this role, relative to the config folder.'),
  tools: z
    .union([z.string().min(1), z.array(z.string().min(1)).min(1)])
    .optional()
    .describe('The tools this role offers (DESIGN §3b): a JSON file or a list of them, each an OpenAI `tools` array, an Anthropic `tools` array or an MCP `tools/list` result; relative to the config folder. Part of the role\'s context.'),
  max_steps: z
    .number()
    .int()
    .positive()
    .max(100)
    .optional()
    .describe('Model turns in one run, the final answer\'s included (default 10 for a role with tools); a run that has not answered by then fails ("did not finish in N steps").'),
  vars: z
    .record(
      z.string().regex(VAR_NAME, 'a var name is letters, digits and _, starting with a letter or _ (FILE_FORMAT)'),
      z.union([
        z.string(),
        z.strictObject({ file: z.string().min(1).describe('A file whose text is the value, relative to the config folder and inside the repository.') }),
      ]),
    )
    .default({})
    .describe('Values for {{ NAME }} placeholders in this role\'s system files and template: a string, or { file: PATH } to inline a file\'s text. A var wins over a context key of the same name; \\{{ writes a literal {{.'),
});

export type RoleVar = string | { file: string };

/** The threshold test's defaults (docs/statistics.md says why). */
export const VERDICT_DEFAULTS = { tolerance: 0.1, verdict: 'test', max_runs: 150 } as const;

export const DefaultsSchema = z.strictObject({
  runs: positiveInt.max(1000).default(3).describe('How many times each scenario runs (N), unless it says otherwise (default 3).'),
  threshold: ThresholdSchema.default(2 / 3).describe('The pass rate a scenario needs: "k/n" (2/3 = two thirds of the runs) or a number in (0, 1] (default 2/3).'),
  tolerance: z.number().min(0).lt(1).default(VERDICT_DEFAULTS.tolerance).describe('The indifference zone below the threshold: a scenario passes early once its runs show its rate is at least threshold − tolerance (default 0.1).'),
  verdict: z.enum(['test', 'count']).default(VERDICT_DEFAULTS.verdict).describe('How the threshold verdict is reached: test (a sequential test with error control, default) or count (passes ÷ runs ≥ threshold over the N runs; no error control).'),
  max_runs: positiveInt.max(1000).default(VERDICT_DEFAULTS.max_runs).describe('The cap on a scenario\'s runs while the threshold test is undecided (default 150).'),
});

export const BudgetSchema = z.strictObject({
  max_calls: positiveInt.optional().describe('The most model calls one invocation may make; runs past it are errors, not calls.'),
  max_cost: z.number().gt(0).optional().describe('The most one invocation may spend, priced with the providers\' price; once reached, the remaining runs are errors that say so.'),
});

/**
 * The response cache: answers of openai and anthropic providers, keyed by a hash of the whole request and
 * the sample index. Locally (off unless this key is present) they are kept in `dir`, confined to the
 * repository; the action keeps them in the runner's temp folder, restored and saved with @actions/cache
 * (on by default in pull requests; `cache: false` turns it off). Recording runs (push, schedule) bypass it.
 */
export const CacheSchema = z.strictObject({
  dir: z.string().min(1).default('.context-eval/cache').describe('The local cache folder, relative to the config file and inside the repository (default .context-eval/cache); the action keeps its cache in the runner\'s temp folder instead.'),
});

export const COMPARE_DEFAULTS = {
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
} as const;

/** The baseline comparison (docs/statistics.md says why each default is what it is). */
export const CompareSchema = z.strictObject({
  delta: z.number().gt(0).lt(1).default(COMPARE_DEFAULTS.delta).describe('The drop worth detecting: the comparison stops with "no drop" once the evidence is against a drop this large.'),
  alpha: z.number().gt(0).lt(0.5).default(COMPARE_DEFAULTS.alpha).describe('The per-PR false-alarm rate: the chance that a PR that changed no true pass rate is flagged, over all its scenarios together.'),
  beta: z.number().gt(0).lt(0.5).default(COMPARE_DEFAULTS.beta).describe('The miss rate at a drop of delta that the "no drop" stop allows.'),
  max_runs: positiveInt.max(1000).default(COMPARE_DEFAULTS.max_runs).describe('The cap on a PR\'s runs per scenario when the comparison keeps sampling.'),
  baseline_records: positiveInt.default(COMPARE_DEFAULTS.baseline_records).describe('The most baseline records pooled per scenario (records whose context hash for it is unchanged).'),
  baseline_runs: positiveInt.max(1000).default(COMPARE_DEFAULTS.baseline_runs).describe('Runs per scenario in a recording run (push, schedule), without early stopping, so that baselines carry evidence.'),
  max_age_days: z.number().gt(0).default(COMPARE_DEFAULTS.max_age_days).describe('Baseline records older than this many days before the newest one pooled are not used.'),
  day_to_day_sd: z.number().min(0).lt(0.5).default(COMPARE_DEFAULTS.day_to_day_sd).describe('The day-to-day standard deviation of a scenario\'s pass rate that the comparison tolerates.'),
  base: z
    .enum(['history', 'rerun', 'auto'])
    .default(COMPARE_DEFAULTS.base)
    .describe('What a pull request is compared with: `history` (recorded baselines), `rerun` (the merge base\'s context, sampled in the same run with the same providers), or `auto` (history when a scenario has one, else rerun; a drop against history is confirmed by the merge base measured in the same run, at least 60 runs).'),
  rerun_runs: positiveInt.max(1000).default(COMPARE_DEFAULTS.rerun_runs).describe('Runs of the merge base\'s version of a scenario when it is re-measured (compare.base rerun or auto): extra calls per compared scenario.'),
});

/**
 * The drift detectors (docs/drift.md): `window` = reference records needed before judging (window + 1 in
 * all) and how many records a finding stays; `token_inflation` / `latency_regression` / `tool_calls_inflation`
 * = the rise each CUSUM is tuned to (0.3 = 30%); `consecutive_failures` scales the pass-rate CUSUM's decision level (3 = default).
 */
export const DriftSchema = z.strictObject({
  window: positiveInt.default(5).describe('Reference records a detector needs before it judges (window + 1 in all), and how long a finding stays (default 5).'),
  token_inflation: z.number().gt(0).default(0.3).describe('The rise in tokens per run the token detector is tuned to, as a fraction (0.3 = 30%).'),
  latency_regression: z.number().gt(0).default(0.5).describe('The rise in latency the latency detector is tuned to, as a fraction (0.5 = 50%).'),
  tool_calls_inflation: z.number().gt(0).default(0.5).describe('The rise in tool calls per run the tool-call detector is tuned to, as a fraction (0.5 = 50%; agents, docs/drift.md).'),
  consecutive_failures: positiveInt.default(3).describe('Scales the pass-rate detector\'s decision level: about this many failing records in a row raise it (default 3).'),
});

export const HistorySchema = z.strictObject({
  store: z
    .enum(['auto', 'branch', 'dir'])
    .default('auto')
    .describe('Where history records live: auto (default: the data branch in the action, the folder history.dir locally), branch (the data branch everywhere) or dir (a folder; refused by the action, whose folders end with the job).'),
  branch: z
    .string()
    .min(1)
    .refine((b) => !/\s|\.\.|^\/|\/$|^refs\/|^-|[~^:?*[\\]|@\{|\.lock$/.test(b), {
      message: 'must be a plain branch name such as context-eval-data (no spaces, "..", leading "-" or "refs/", nor ~^:?*[\\)',
    })
    .default('context-eval-data')
    .describe('The branch that holds history records when store is branch or auto (default context-eval-data).'),
  dir: z.string().min(1).default('.context-eval/history').describe('The folder that holds history records when store is dir, or auto outside the action, relative to the config folder.'),
  retain: positiveInt.default(500).describe('The most history records kept; older ones are dropped (default 500).'),
});

export const ReviewSchema = z.strictObject({
  provider: z.string().min(1).optional().describe('The provider that reviews pull requests; without it the review is skipped and says so.'),
  criteria: z.string().min(1).optional().describe('A YAML checklist file for the reviewer, read from the base branch (default: the built-in checklist).'),
  max_files: positiveInt.default(20).describe('The most changed files the reviewer sees in full (default 20).'),
  max_file_chars: positiveInt.default(20_000).describe('The most characters of one file the reviewer sees; longer files are cut, and marked (default 20000).'),
  max_total_chars: positiveInt.default(120_000).describe('The most characters of files the reviewer sees in all (default 120000).'),
  leaks: z.enum(['warn', 'fail']).default('warn').describe('What a reply that quotes text it was not shown does: warn (default) or fail the review.'),
  isolation_check: z.boolean().default(false).describe('Plant unique strings where the reviewer must not look, and check they never reach it (default false).'),
  min_diff_chars: z.number().int().min(0).default(1).describe('A diff of the watched files shorter than this is not reviewed (default 1).'),
  suggest_min_confidence: z
    .number()
    .min(0)
    .max(1)
    .default(0.6)
    .describe('A CHANGES REQUESTED review at least this confident (0..1) is followed by one call that posts corrections as GitHub suggestions (default 0.6).'),
  max_suggestions: z
    .number()
    .int()
    .min(0)
    .max(50)
    .default(5)
    .describe('The most suggested corrections posted in the one review (0..50, default 5; 0 turns the correction step off).'),
  suggest_max_tokens: positiveInt.default(512).describe('The output token budget of the correction call (default 512).'),
  min_confidence: z
    .number()
    .min(0)
    .max(1)
    .default(0.5)
    .describe('An APPROVED review less confident than this (0..1) is "could not review", not an approval (default 0.5).'),
  min_assessed: z
    .number()
    .int()
    .min(0)
    .default(1)
    .describe('An APPROVED review must assess (pass or fail) at least this many criteria, or every one when there are fewer; otherwise it is "could not review" (default 1).'),
});

export const DEFAULT_SCENARIOS_GLOB = 'scenarios/**/*.{yaml,yml}';

export const ConfigSchema = z.strictObject({
  version: z.literal(1).describe('The config format version; this release reads 1.'),
  scenarios: z
    .union([z.string().min(1), z.array(z.string().min(1)).min(1)])
    .default(DEFAULT_SCENARIOS_GLOB)
    .describe('Glob(s) of scenario files, relative to the config folder (default scenarios/**/*.{yaml,yml}); files named _* are not scenarios.'),
  watch: z.array(z.string().min(1)).default([]).describe('Globs of the context files a PR change to which runs the affected scenarios and is reviewed (prompts/**, say).'),
  providers: z.record(z.string(), ProviderConfigSchema).describe('Named model providers: openai, anthropic, exec (your own agent) or replay (recorded outputs).'),
  roles: z.record(z.string(), RoleSchema).describe('Named roles: which prompt files, template and provider a scenario of that role uses, and what it answers with.'),
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
  cache: z
    .union([z.literal(false), CacheSchema])
    .optional()
    .describe('A response cache: a re-run of the same requests makes no model call. Locally off unless present; in the action on by default in pull requests, kept with @actions/cache outside the checkout; `cache: false` turns it off everywhere.'),
  stale_after_days: positiveInt.default(90).describe('validate --verbose, the drift issue and the dashboard list scenarios unchanged this many days while their role\'s context changed since (default 90).'),
  dashboard: z
    .object({
      url: z
        .string()
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

export type ProviderConfig = z.infer<typeof ProviderConfigSchema>;
export type RoleConfig = z.infer<typeof RoleSchema>;
export type ConfigFile = z.infer<typeof ConfigSchema>;
export type Price = z.infer<typeof PriceSchema>;
