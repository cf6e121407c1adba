/**
 * A pull request's checks before anything is run: an action we do not handle, a fork without the
 * secrets its providers need, a change that touches no context file. Each ends the run as `skipped`,
 * says why in the log, the job summary and (where the token may write) the sticky comment. A
 * same-repository pull request without a key goes on, and fails where the pipeline checks the keys of the
 * scenarios it runs (DESIGN §7: verdict error), which the sticky comment then states (run-action.ts).
 */
import path from 'node:path';
import type { ActionContext, Outputs } from './context.js';
import { PR_ACTIONS, type PullRequestEvent } from './event.js';
import { forkExecWarning, forkNotice, untouchedNotice } from './notices.js';
import { touchesWatched } from '../affected/affected.js';
import { isApprovalEvent } from '../high-stakes/phase.js';
import type { LoadedConfig } from '../config/types.js';
import { toConfigRelative } from '../git/paths.js';
import { providersInUse } from '../pipeline/prepare.js';
import type { PipelineRequest } from '../pipeline/pipeline.js';
import { missingKeys } from '../providers/factory.js';
import { MAX_LISTED_PULL_FILES } from '../github/limits.js';
import { evaluatedText } from '../report/headline.js';
import { evaluatedOf } from './publish.js';

/** 'skip' when the run ends here; otherwise `req` carries the changed files (when GitHub listed them all). */
export async function pullRequestPreflight(ctx: ActionContext, loaded: LoadedConfig, pr: PullRequestEvent, req: PipelineRequest, out: Outputs): Promise<'skip' | 'run'> {
  const { log, summary, inputs } = ctx;
  const approval = isApprovalEvent(pr.action, pr.label, loaded.config.high_stakes?.require_approval);
  if (pr.action !== undefined && !(PR_ACTIONS as readonly string[]).includes(pr.action) && !approval) {
    const label = loaded.config.high_stakes?.require_approval;
    log.notice(`context-eval: nothing to do for pull_request '${pr.action}'; it runs on ${PR_ACTIONS.join(', ')}${label === undefined ? '' : `, and on labeled with the label ${label}`}.`);
    out.verdict = 'skipped';
    return 'skip';
  }
  // A fork PR gets no secrets: skip cleanly, before any call, when a provider in use needs one.
  const used = providersInUse(loaded, loaded.scenarios);
  const execWarning = forkExecWarning(ctx.runner.eventName, pr.fromFork, used.filter((n) => loaded.config.providers[n]?.type === 'exec'));
  if (execWarning) log.warning(execWarning);
  const missing = missingKeys(loaded.config, used, ctx.env);
  if (missing.length > 0 && pr.fromFork) {
    out.verdict = 'skipped';
    const notice = forkNotice(missing.map((m) => m.variable));
    log.notice(notice);
    await postSkipNotice(ctx, pr, notice, out);
    summary.add(`## ⏭️ context-eval skipped this fork pull request\n\n${notice}\n`);
    return 'skip';
  }
  const github = ctx.github();
  const changed = await github.listChangedFiles({ owner: pr.owner, repo: pr.repo, pull_number: pr.number });
  if (changed.truncated) {
    log.info(`PR #${pr.number} lists ${MAX_LISTED_PULL_FILES} files or more (GitHub's limit): every scenario runs.`);
    return 'run';
  }
  const rel = toConfigRelative(changed.files, ctx.runner.workspace, loaded.dir);
  const scenarioFiles = [...new Set(loaded.scenarios.map((s) => s.file))];
  if (touchesWatched(loaded.config, path.basename(loaded.path), rel, scenarioFiles).length === 0) {
    log.notice(untouchedNotice(pr.headSha));
    out.verdict = 'skipped';
    if (inputs.comment) {
      const marked = await github.markLastEvaluated({ owner: pr.owner, repo: pr.repo, issue_number: pr.number, id: inputs.config, currentSha: pr.headSha, log: (m) => log.info(m) });
      if (marked.url) out['comment-url'] = marked.url;
    }
    summary.add(`## ⏭️ context-eval: no context file changed\n\n${untouchedNotice(pr.headSha)}\n`);
    return 'skip';
  }
  req.changed = rel;
  req.changedSource = `the pull request's ${changed.files.length} changed files`;
  return 'run';
}

async function postSkipNotice(ctx: ActionContext, pr: PullRequestEvent, notice: string, out: Outputs): Promise<void> {
  if (!ctx.inputs.comment) return;
  try {
    const body = `### ⏭️ context-eval skipped this pull request · ${evaluatedText(evaluatedOf(pr))}\n\n${notice}\n`;
    const posted = await ctx.github().upsertStickyComment({ owner: pr.owner, repo: pr.repo, issue_number: pr.number, id: ctx.inputs.config, sha: pr.headSha, body, log: (m) => ctx.log.info(m) });
    if (posted.url) out['comment-url'] = posted.url;
  } catch (err) {
    // A fork PR's token is read-only: the notice stays in the log and the job summary.
    ctx.log.info(`context-eval: could not post the notice on #${pr.number} (the token is read-only on fork pull requests): ${err instanceof Error ? err.message : String(err)}`);
  }
}
