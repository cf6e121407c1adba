/**
 * The `high_stakes:` rules a pull request is gated by are the base branch's (issue 30, item 7): a pull
 * request that drops `require_approval`, lowers the threshold or raises `runs_factor` in its own config
 * changes the rules only once it is merged. The section is read from the config file at the base SHA
 * through the contents API, the same way the reviewer's settings and criteria are
 * (src/review/collect.ts); the rest of the base's config is not used.
 */
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { ActionContext } from './context.js';
import type { PullRequestEvent } from './event.js';
import { ConfigError, type LoadedConfig } from '../config/types.js';
import { parseYaml, toValue } from '../config/yaml-source.js';
import { HighStakesSchema, type HighStakesConfig } from '../high-stakes/schema.js';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The `high_stakes:` section of a config file's text (undefined when the text is undefined, i.e. no
 * config at that ref, or the section is absent). `where` names the file and ref. Pure.
 */
export function highStakesFromConfigText(text: string | undefined, where: string): HighStakesConfig | undefined {
  if (text === undefined) return undefined;
  let data: unknown;
  try {
    data = toValue(parseYaml(text, where));
  } catch (err) {
    const detail = ((err instanceof ConfigError ? err.detail : err instanceof Error ? err.message : String(err)).split('\n')[0] ?? '').replace(/^invalid YAML: /, '');
    throw new ConfigError(`the config is not valid YAML (${detail}); the high_stakes rules of a pull request are read from it. Fix the file on the base branch.`, { file: where });
  }
  const section = isRecord(data) ? data['high_stakes'] : undefined;
  if (section === undefined || section === null) return undefined;
  const parsed = HighStakesSchema.safeParse(section);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const keyPath = ['high_stakes', ...(issue?.path.map(String) ?? []), ...(issue?.code === 'unrecognized_keys' ? [issue.keys[0] ?? ''] : [])].join('.');
  throw new ConfigError(`${keyPath}: ${issue?.message ?? 'invalid'}. The high_stakes rules of a pull request are the base branch's: fix the section there (docs/high-stakes.md).`, { file: where });
}

/**
 * `loaded` with its `high_stakes` replaced by the base branch's (`configPath`: the config file, absolute).
 * A config outside the checkout is not the pull request's to change: it is kept as loaded. Logs when the pull request's own section differs.
 */
export async function withBaseHighStakes(ctx: ActionContext, loaded: LoadedConfig, pr: PullRequestEvent, configPath: string): Promise<LoadedConfig> {
  // The path as the action was given it (the `config` input against the checkout), as the reviewer's settings are read.
  const repoPath = path.relative(ctx.runner.workspace, configPath).split(path.sep).join('/');
  if (repoPath === '' || repoPath.startsWith('../') || path.isAbsolute(repoPath)) return loaded;
  const where = `${repoPath} at base ${pr.baseSha.slice(0, 7)}`;
  const text = await ctx.github().readFileAtRef({ owner: pr.owner, repo: pr.repo, path: repoPath, ref: pr.baseSha });
  const base = highStakesFromConfigText(text ?? undefined, where);
  const own = loaded.config.high_stakes;
  if (!isDeepStrictEqual(own, base)) {
    const applied = base === undefined ? `${text === null ? `${repoPath} does not exist at base ${pr.baseSha.slice(0, 7)}` : `${where} has no high_stakes`}, so none applies to this pull request` : `the rules of ${where} apply`;
    ctx.log.notice(`context-eval: high_stakes is read from the base branch, not from the pull request being gated: ${applied}; this pull request's own high_stakes takes effect once it is merged.`);
  }
  const config = { ...loaded.config };
  if (base === undefined) delete config.high_stakes;
  else config.high_stakes = base;
  return { ...loaded, config };
}
