/**
 * The zod schemas of `context-eval.yaml` (DESIGN §2). Every key of the contract is here, with its
 * default. Objects are strict: an unknown key is an error (the loader turns zod's message into one that
 * names the file, the line and the nearest valid key).
 */
import { z } from 'zod';
import { ThresholdSchema } from './threshold.js';

const positiveInt = z.number().int().positive();

/**
 * Variables `api_key_env` may not name (DESIGN §2): the GitHub token, and the action's inputs, which a
 * fork's config could otherwise send as the Bearer to a base URL of its choosing.
 */
export function isForbiddenKeyVariable(name: string): boolean {
  return /^(?:GITHUB_TOKEN|GH_TOKEN|GH_ENTERPRISE_TOKEN|GITHUB_ENTERPRISE_TOKEN|ACTIONS_RUNTIME_TOKEN|ACTIONS_ID_TOKEN_REQUEST_TOKEN)$/i.test(name) || /^INPUT_/i.test(name);
}

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

const common = {
  /** Per-call timeout. */
  timeout_ms: positiveInt.default(60_000),
  /** Retries of a call on 429, 5xx or timeout. */
  retries: z.number().int().min(0).max(10).default(3),
};

export const OpenAIProviderSchema = z.strictObject({
  type: z.literal('openai'),
  model: z.string().min(1),
  base_url: z.string().url().optional(),
  api_key_env: apiKeyEnv('OPENAI_API_KEY'),
  temperature: z.number().min(0).max(2).optional(),
  max_tokens: positiveInt.optional(),
  ...common,
});

export const AnthropicProviderSchema = z.strictObject({
  type: z.literal('anthropic'),
  model: z.string().min(1),
  base_url: z.string().url().optional(),
  api_key_env: apiKeyEnv('ANTHROPIC_API_KEY'),
  temperature: z.number().min(0).max(1).optional(),
  max_tokens: positiveInt.default(2048),
  ...common,
});

export const ExecProviderSchema = z.strictObject({
  type: z.literal('exec'),
  /** A command line, split on white space (quotes group words); run without a shell. */
  command: z.string().min(1),
  /** The folder the command runs in; relative to the config file's folder. */
  cwd: z.string().optional(),
  /** The most the agent may print on stdout, and on stderr; more is a run error. 10 MB by default. */
  max_output_bytes: positiveInt.default(10 * 1024 * 1024),
  ...common,
});

export const ReplayProviderSchema = z.strictObject({
  type: z.literal('replay'),
  /** Folder of recordings, relative to the config file's folder. */
  recordings: z.string().min(1),
  /** The provider that `context-eval record` calls to make the recordings. */
  record_with: z.string().optional(),
});

export const ProviderConfigSchema = z.discriminatedUnion('type', [
  OpenAIProviderSchema,
  AnthropicProviderSchema,
  ExecProviderSchema,
  ReplayProviderSchema,
]);

export const RoleSchema = z.strictObject({
  provider: z.string().min(1),
  system: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  template: z.string().min(1).optional(),
  output: z.enum(['json', 'text']).default('text'),
  /** With output: json, the whole output must be one JSON document (no prose, no code fence), as JSON.parse would take it. */
  json_strict: z.boolean().default(false),
  fields: z
    .strictObject({ steps: z.string().min(1).default('steps'), risk: z.string().min(1).default('risk') })
    .default({ steps: 'steps', risk: 'risk' }),
  depends_on: z.array(z.string().min(1)).default([]),
});

export const DefaultsSchema = z.strictObject({
  runs: positiveInt.max(1000).default(3),
  threshold: ThresholdSchema.default(2 / 3),
});

export const BudgetSchema = z.strictObject({ max_calls: positiveInt.optional() });

export const COMPARE_DEFAULTS = {
  delta: 0.3,
  alpha: 0.05,
  beta: 0.2,
  max_runs: 44,
  baseline_records: 5,
  baseline_runs: 30,
  max_age_days: 14,
  day_to_day_sd: 0.05,
} as const;

/** The baseline comparison (docs/statistics.md says why each default is what it is). */
export const CompareSchema = z.strictObject({
  /** The drop worth detecting: the comparison stops with "no drop" once the evidence is against a drop this large. */
  delta: z.number().gt(0).lt(1).default(COMPARE_DEFAULTS.delta),
  /** The per-PR false-alarm rate: the chance that a PR that changed no true pass rate is flagged, over all its scenarios together. */
  alpha: z.number().gt(0).lt(0.5).default(COMPARE_DEFAULTS.alpha),
  /** The miss rate at a drop of delta that the "no drop" stop allows. */
  beta: z.number().gt(0).lt(0.5).default(COMPARE_DEFAULTS.beta),
  /** The cap on a PR's runs per scenario when the comparison keeps sampling. */
  max_runs: positiveInt.max(1000).default(COMPARE_DEFAULTS.max_runs),
  /** The most baseline records pooled per scenario (records whose context hash for it is unchanged). */
  baseline_records: positiveInt.default(COMPARE_DEFAULTS.baseline_records),
  /** Runs per scenario in a recording run (push, schedule), without early stopping, so that baselines carry evidence. */
  baseline_runs: positiveInt.max(1000).default(COMPARE_DEFAULTS.baseline_runs),
  /** Baseline records older than this many days before the newest one pooled are not used. */
  max_age_days: z.number().gt(0).default(COMPARE_DEFAULTS.max_age_days),
  /** The day-to-day standard deviation of a scenario's pass rate that the comparison tolerates. */
  day_to_day_sd: z.number().min(0).lt(0.5).default(COMPARE_DEFAULTS.day_to_day_sd),
});

/**
 * The drift detectors (docs/drift.md): `window` = reference records needed before judging (window + 1 in
 * all) and how many records a finding stays; `token_inflation` / `latency_regression` = the rise each
 * CUSUM is tuned to (0.3 = 30%); `consecutive_failures` scales the pass-rate CUSUM's decision level (3 = default).
 */
export const DriftSchema = z.strictObject({
  window: positiveInt.default(5),
  token_inflation: z.number().gt(0).default(0.3),
  latency_regression: z.number().gt(0).default(0.5),
  consecutive_failures: positiveInt.default(3),
});

export const HistorySchema = z.strictObject({
  store: z.enum(['branch', 'dir']).default('branch'),
  branch: z
    .string()
    .min(1)
    .refine((b) => !/\s|\.\.|^\/|\/$|^refs\/|^-|[~^:?*[\\]|@\{|\.lock$/.test(b), {
      message: 'must be a plain branch name such as context-eval-data (no spaces, "..", leading "-" or "refs/", nor ~^:?*[\\)',
    })
    .default('context-eval-data'),
  dir: z.string().min(1).default('.context-eval/history'),
  retain: positiveInt.default(500),
});

export const ReviewSchema = z.strictObject({
  provider: z.string().min(1).optional(),
  criteria: z.string().min(1).optional(),
  max_files: positiveInt.default(20),
  max_file_chars: positiveInt.default(20_000),
  max_total_chars: positiveInt.default(120_000),
  leaks: z.enum(['warn', 'fail']).default('warn'),
  isolation_check: z.boolean().default(false),
  min_diff_chars: z.number().int().min(0).default(1),
});

export const DEFAULT_SCENARIOS_GLOB = 'scenarios/**/*.{yaml,yml}';

export const ConfigSchema = z.strictObject({
  version: z.literal(1),
  scenarios: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).default(DEFAULT_SCENARIOS_GLOB),
  watch: z.array(z.string().min(1)).default([]),
  providers: z.record(z.string(), ProviderConfigSchema),
  roles: z.record(z.string(), RoleSchema),
  defaults: DefaultsSchema.default({ runs: 3, threshold: 2 / 3 }),
  budget: BudgetSchema.default({}),
  compare: CompareSchema.default({ ...COMPARE_DEFAULTS }),
  drift: DriftSchema.default({ window: 5, token_inflation: 0.3, latency_regression: 0.5, consecutive_failures: 3 }),
  history: HistorySchema.default({ store: 'branch', branch: 'context-eval-data', dir: '.context-eval/history', retain: 500 }),
  review: ReviewSchema.default({
    max_files: 20,
    max_file_chars: 20_000,
    max_total_chars: 120_000,
    leaks: 'warn',
    isolation_check: false,
    min_diff_chars: 1,
  }),
});

export type ProviderConfig = z.infer<typeof ProviderConfigSchema>;
export type RoleConfig = z.infer<typeof RoleSchema>;
export type ConfigFile = z.infer<typeof ConfigSchema>;
