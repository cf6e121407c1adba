/**
 * The pull request's merge base as a suite (compare.base rerun or auto; issue 22, item 2): the merge
 * base comes from GitHub's compare API (as the history baseline's does), its files from the checkout's
 * own git (src/pipeline/base-suite.ts). Both are asked for only when some scenario has no history.
 * actions/checkout fetches one commit by default, which does not hold the merge base: the shipped
 * workflows set `fetch-depth: 0`. When the merge base cannot be had, the report says so and why (never
 * a silent pass: those scenarios are then judged by threshold alone, and the note names the fix).
 */
import type { LoadedConfig } from '../config/types.js';
import type { GitHub } from '../github/github.js';
import { repoRoot } from '../git/git.js';
import type { BaseSuiteSource } from '../pipeline/base-arm.js';
import { gitBaseSuite } from '../pipeline/base-suite.js';
import type { PullRequestEvent } from './event.js';

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** The base suite for a pull request, loaded on demand; undefined under compare.base: history. */
export function pullBaseSuite(
  github: Pick<GitHub, 'mergeBase'>,
  loaded: LoadedConfig,
  pr: Pick<PullRequestEvent, 'owner' | 'repo' | 'baseSha' | 'headSha'>,
  env: Record<string, string | undefined>,
  knownMergeBase?: string,
): BaseSuiteSource | undefined {
  if (loaded.config.compare.base === 'history') return undefined;
  let inner: BaseSuiteSource | undefined;
  // Asked once: the base suite is loaded for the base arms and again for the tools diff (src/pipeline/tools-diff.ts).
  let found: Promise<string> | undefined;
  return {
    async load() {
      let sha: string;
      try {
        found ??= knownMergeBase !== undefined ? Promise.resolve(knownMergeBase) : github.mergeBase({ owner: pr.owner, repo: pr.repo, baseSha: pr.baseSha, headSha: pr.headSha });
        sha = await found;
      } catch (err) {
        return { unavailable: `the merge base of ${pr.baseSha.slice(0, 7)}...${pr.headSha.slice(0, 7)} could not be found: ${messageOf(err)}` };
      }
      let root: string;
      try {
        root = await repoRoot(loaded.dir);
      } catch (err) {
        return { unavailable: `the checkout is not a git repository (${messageOf(err)}); check the repository out with actions/checkout and fetch-depth: 0`, sha };
      }
      inner = gitBaseSuite(loaded, sha, root, env);
      return inner.load();
    },
    async dispose() {
      await inner?.dispose?.();
    },
  };
}
