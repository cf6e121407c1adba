/**
 * The two-phase high-stakes run in the action (docs/high-stakes.md), when the config has `high_stakes:`.
 * Before any model call: score the pull request (title, body, linked issue, changed file names, diff,
 * the last run's verdict), log it, and decide the phase (src/high-stakes/phase.ts). Above the threshold
 * the plan (src/high-stakes/plan.ts) goes into the sticky comment; with `require_approval` the run stops
 * there (verdict skipped, "awaiting approval"); otherwise, or once the label approves the plan for this
 * head SHA, the pipeline runs with the planned N and the comment keeps the plan above the results.
 */
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ActionContext, Outputs } from './context.js';
import type { PullRequestEvent } from './event.js';
import { publishReport, reportDirOf } from './publish.js';
import { ConfigError, type LoadedConfig } from '../config/types.js';
import { roleFileReader } from '../config/folders.js';
import type { HistoryRecord } from '../history/record.js';
import { decidePhase, isApprovalEvent, type HighStakesPhase as Phase } from '../high-stakes/phase.js';
import { checkApprover, shownLogin } from '../high-stakes/approver.js';
import type { RepoPermission } from '../github/permission.js';
import { buildPlan, parseMarker, renderMarker, renderPlan, type HighStakesMarker, type HighStakesPlan, type PlanState, type PlanView } from '../high-stakes/plan.js';
import { scoreHighStakes, type HighStakesScore } from '../high-stakes/score.js';
import { buildManifest } from '../manifest/manifest.js';
import { countTokens } from '../manifest/tokenizer.js';
import { selectScenarios, type SelectionResult } from '../pipeline/select.js';
import type { PipelineRequest } from '../pipeline/pipeline.js';
import { priceOf } from '../providers/price.js';
import { skippedResult, buildReport } from '../runner/result.js';
import type { HighStakesReport, Report, Verdict } from '../report/types.js';
import { findLinkedIssue } from '../review/linked-issue.js';
import { VERSION } from '../version.js';

export const HIGH_STAKES_EVENTS_FILE = 'high-stakes-events.jsonl';

export interface HighStakesStep {
  /** The run ends here (awaiting approval, or nothing to approve): outputs, report and summary are set. */
  stop: boolean;
  report: HighStakesReport;
  /** What goes above the results in the sticky comment, given this run's verdict: the hidden marker, and the plan when there is one. */
  commentHead(verdict: Verdict): string;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Undefined when the config has no `high_stakes:` (the feature is off). Reads GitHub, never a model. */
export async function highStakesStep(
  ctx: ActionContext,
  loaded: LoadedConfig,
  pr: PullRequestEvent,
  req: PipelineRequest,
  out: Outputs,
  historyRecords: readonly HistoryRecord[] = [],
): Promise<HighStakesStep | undefined> {
  const cfg = loaded.config.high_stakes;
  if (cfg === undefined) return undefined;
  const log = (m: string) => ctx.log.info(m);
  const { shown, score, editedBy } = await scorePull(ctx, pr, cfg);
  const phased = decidePhase({
    highStakes: score.highStakes,
    ...(cfg.require_approval === undefined ? {} : { requireApproval: cfg.require_approval }),
    action: pr.action,
    ...(pr.label === undefined ? {} : { label: pr.label }),
    labels: pr.labels ?? [],
    headSha: pr.headSha,
    ...(shown === undefined ? {} : { shown }),
  });
  const decided = editedBy === undefined ? phased : withEditNote(phased, editedBy);
  const phase = decided.kind === 'approved' && isApprovalEvent(pr.action, pr.label, cfg.require_approval) ? await approvedBy(ctx, pr, cfg.require_approval ?? '', decided) : decided;
  log(`context-eval: high-stakes ${score.reason}; phase: ${phase.kind}`);
  const events = eventLog(ctx, loaded);
  await events.write({ type: 'high_stakes_scored', score: score.score, threshold: score.threshold, highStakes: score.highStakes, matches: score.matches, reason: score.reason, phase: phase.kind, sha: pr.headSha });
  // The verdict an earlier run left: a plan shown now carries it on, so the context signal survives phase 1.
  const earlierVerdict: HighStakesMarker['verdict'] = shown?.verdict ?? 'none';

  if (phase.kind === 'usual') {
    return { stop: false, report: { ...score, phase: 'usual' }, commentHead: (verdict) => `${renderMarker({ state: 'none', sha: pr.headSha, verdict })}\n` };
  }
  if (phase.kind === 'nothing-to-approve') {
    const notice = `context-eval: the label ${cfg.require_approval ?? ''} was added, but ${phase.reason}: nothing to run.`;
    ctx.log.notice(notice);
    out.verdict = 'skipped';
    ctx.summary.add(`## ⏭️ context-eval: nothing to approve\n\n${notice.replace(/</g, '&lt;')}\n`);
    return { stop: true, report: { ...score, phase: 'nothing-to-approve' }, commentHead: () => '' };
  }

  const { plan, selection } = await planFor(loaded, req, cfg.runs_factor, historyRecords);
  await events.write({ type: 'high_stakes_plan', phase: phase.kind, calls: plan.calls, tokens: plan.tokens, ...(plan.cost === undefined ? {} : { cost: plan.cost }), scenarios: plan.scenarios.map((s) => ({ name: s.name, runs: s.runs, plannedRuns: s.plannedRuns, compareCap: s.compareCap })) });
  const view = (state: PlanState): PlanView => ({
    score,
    plan,
    state,
    sha: pr.headSha,
    ...(cfg.require_approval === undefined ? {} : { label: cfg.require_approval }),
    ...(phase.kind === 'await' ? { labelAlreadyThere: phase.labelAlreadyThere, ...(phase.approvalNote === undefined ? {} : { approvalNote: phase.approvalNote }) } : {}),
  });
  const headFor = (state: PlanState, verdict: HighStakesMarker['verdict']) => `${renderMarker({ state, sha: pr.headSha, verdict })}\n${renderPlan(view(state))}\n\n---\n\n`;

  if (phase.kind === 'await') {
    const planText = renderPlan(view('awaiting'));
    if (!ctx.inputs.comment) {
      ctx.log.warning(`context-eval: high_stakes.require_approval needs the sticky comment (input comment: true): an approval holds for the plan the comment shows for a commit, so with comment: false this pull request cannot be approved; the plan is in the job summary.`);
    }
    if (ctx.inputs.comment) await postPlan(ctx, pr, `${renderMarker({ state: 'awaiting', sha: pr.headSha, verdict: earlierVerdict })}\n${planText}\n`, out);
    const report = { ...skippedReport(loaded, req, selection, plan), highStakes: { ...score, phase: 'awaiting' as const, plan } };
    await publishReport(ctx, report, loaded, out);
    out.verdict = 'skipped';
    ctx.log.notice(`context-eval: high-stakes pull request, awaiting approval: add the label ${cfg.require_approval ?? ''} to run the plan (${plan.calls} calls at most).`);
    ctx.summary.add(`## ⏸️ context-eval: high-stakes plan awaiting approval\n\n${planText}\n`);
    await events.write({ type: 'high_stakes_awaiting_approval', label: cfg.require_approval, sha: pr.headSha });
    return { stop: true, report: report.highStakes, commentHead: () => '' };
  }

  // Phase 2: the planned N for every affected scenario.
  applyPlan(req, loaded, plan);
  const state: PlanState = phase.kind === 'approved' ? 'approved' : 'running';
  if (phase.kind === 'plan-then-run' && ctx.inputs.comment) {
    // Phase 1 without approval: the plan is on the PR before the first model call.
    await postPlan(ctx, pr, `${renderMarker({ state, sha: pr.headSha, verdict: earlierVerdict })}\n${renderPlan(view(state))}\n`, out);
  }
  ctx.summary.add(`## ⚠️ context-eval: high-stakes run (${phase.kind === 'approved' ? 'approved' : 'no approval required'})\n\n${renderPlan(view(state))}\n`);
  await events.write({ type: 'high_stakes_phase2', state, sha: pr.headSha });
  return { stop: false, report: { ...score, phase: state, plan }, commentHead: (verdict) => headFor(state, verdict) };
}

/** An awaiting plan says why an approval the comment seemed to show does not count: someone else edited it. */
function withEditNote(phase: Phase, editor: string): Phase {
  if (phase.kind !== 'await') return phase;
  const note = `The sticky comment was last edited by ${shownLogin(editor)}, not by context-eval, so the plan state it showed does not count. A maintainer with write permission who is not the author approves by adding the label (remove it and add it again if it is already there).`;
  return { ...phase, approvalNote: phase.approvalNote === undefined ? note : `${note} ${phase.approvalNote}` };
}

/**
 * The label approves only when its sender may approve (src/high-stakes/approver.ts): not the PR's author,
 * with write permission as GitHub's API answers for that login. Otherwise the plan stays awaiting, with why.
 */
async function approvedBy(ctx: ActionContext, pr: PullRequestEvent, label: string, approved: Phase): Promise<Phase> {
  let permission: RepoPermission | undefined;
  if (pr.sender !== undefined && pr.sender.toLowerCase() !== (pr.author ?? '').toLowerCase()) {
    try {
      permission = await ctx.github().repoPermission({ owner: pr.owner, repo: pr.repo, username: pr.sender });
    } catch (err) {
      ctx.log.warning(`context-eval: high-stakes: the permission of ${pr.sender} could not be read (${messageOf(err)}); the approval does not count.`);
    }
  }
  const check = checkApprover({ sender: pr.sender, author: pr.author, permission, label: `\`${label}\`` });
  if (check.ok) {
    ctx.log.info(`context-eval: high-stakes plan approved by ${check.approver} (${permission ?? ''} permission).`);
    return approved;
  }
  ctx.log.warning(`context-eval: high-stakes: ${check.why.replace(/\u200b/g, '')}`);
  return { kind: 'await', labelAlreadyThere: true, approvalNote: check.why };
}

/** The PR's texts, the sticky comment's marker (the earlier verdict, the plan on display) and the score. */
async function scorePull(ctx: ActionContext, pr: PullRequestEvent, cfg: NonNullable<LoadedConfig['config']['high_stakes']>): Promise<{ score: HighStakesScore; shown?: HighStakesMarker; editedBy?: string }> {
  const github = ctx.github();
  const log = (m: string) => ctx.log.info(m);
  const ref = { owner: pr.owner, repo: pr.repo, pull_number: pr.number };
  let changedFiles: string[] = [];
  let diff = '';
  try {
    const patches = await github.listPullPatches(ref);
    changedFiles = patches.map((p) => p.path);
    diff = patches.map((p) => p.patch ?? '').join('\n');
  } catch (err) {
    log(`context-eval: high-stakes: the pull request's diff could not be read (${messageOf(err)}); scored without it.`);
  }
  let linkedIssue: string | undefined;
  const issueRef = findLinkedIssue(pr.body ?? '', { owner: pr.owner, repo: pr.repo });
  if (issueRef) {
    const issue = await github.readIssue(issueRef);
    if (issue.ok) linkedIssue = `# ${issue.title}\n\n${issue.body}`;
    else log(`context-eval: high-stakes: the linked issue #${issueRef.number} could not be read (${issue.why}); scored without it.`);
  }
  let shown: HighStakesMarker | undefined;
  let editedBy: string | undefined;
  try {
    // Only the action's own words count: a comment someone else edited last (the PR's author turning
    // state=awaiting into state=approved) shows no plan, approval or earlier verdict.
    const found = await github.findStickyComment({ owner: pr.owner, repo: pr.repo, issue_number: pr.number, id: ctx.inputs.config, checkEdits: true });
    if (found?.foreignEditor) {
      editedBy = found.foreignEditor;
      ctx.log.warning(`context-eval: high-stakes: the sticky comment was last edited by ${editedBy}, not by context-eval: its plan state and verdict do not count.`);
    } else if (found) shown = parseMarker(found.body);
  } catch (err) {
    log(`context-eval: high-stakes: the sticky comment could not be read (${messageOf(err)}); no earlier run or plan is known, and no approval it showed counts.`);
  }
  const previous = shown?.verdict;
  const score = scoreHighStakes(
    {
      title: pr.title ?? '',
      body: pr.body ?? '',
      ...(linkedIssue === undefined ? {} : { linkedIssue }),
      changedFiles,
      diff,
      ...(previous === 'pass' || previous === 'fail' || previous === 'error' ? { previousRun: previous } : {}),
    },
    cfg,
  );
  return { score, ...(shown === undefined ? {} : { shown }), ...(editedBy === undefined ? {} : { editedBy }) };
}

/** The plan for the scenarios this run selects: N from the scenario (or the `runs` input), tokens from history or the manifest. */
async function planFor(loaded: LoadedConfig, req: PipelineRequest, runsFactor: number, records: readonly HistoryRecord[]): Promise<{ plan: HighStakesPlan; selection: SelectionResult }> {
  const selection = selectScenarios(loaded, { configFile: path.basename(loaded.path), ...(req.only ? { only: req.only } : {}), ...(req.changed ? { changed: req.changed } : {}), ...(req.changedSource ? { changedSource: req.changedSource } : {}) });
  const toRun = selection.selected.filter((s) => s.run).map((s) => s.scenario);
  // Through the one path resolver when read (a file outside the repository is a ConfigError); a missing one counts as empty.
  const readRoleFile = roleFileReader(loaded, (abs) => readFile(abs, 'utf8'));
  const read = (rel: string) =>
    readRoleFile(rel).catch((err: unknown) => {
      if (err instanceof ConfigError) throw err;
      return undefined;
    });
  const manifest = await buildManifest(loaded.config, {}, read, countTokens);
  const roleTokens = new Map(manifest.map((m) => [m.role, m.totalTokens]));
  const newestFirst = [...records].sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  const inputs = await Promise.all(
    toRun.map(async (s) => {
      const recorded = newestFirst.map((r) => r.scenarios.find((x) => x.name === s.name)).find((x) => x !== undefined && x.attempted > 0);
      const price = priceOf(loaded.config.providers[loaded.config.roles[s.role]?.provider ?? '']);
      return {
        name: s.name,
        role: s.role,
        runs: req.runs ?? s.runs,
        judges: s.expect.filter((e) => e.kind === 'judge').length,
        promptTokens: (roleTokens.get(s.role) ?? 0) + (await countTokens(JSON.stringify(s.context))),
        hasBaseline: recorded !== undefined,
        ...(recorded === undefined ? {} : { historyMeanTokens: recorded.tokens.mean }),
        ...(price === undefined ? {} : { price }),
      };
    }),
  );
  return { plan: buildPlan(inputs, { runsFactor, compareMaxRuns: loaded.config.compare.max_runs }), selection };
}

/** Phase 2's request: every planned scenario at its planned N (the `runs` input is already in it). */
function applyPlan(req: PipelineRequest, loaded: LoadedConfig, plan: HighStakesPlan): void {
  const planned = new Map(plan.scenarios.map((s) => [s.name, s.plannedRuns]));
  const runsFactor = plan.runsFactor;
  req.loaded = {
    ...loaded,
    scenarios: loaded.scenarios.map((s) => ({ ...s, runs: planned.get(s.name) ?? Math.ceil((req.runs ?? s.runs) * runsFactor - 1e-9) })),
  };
  delete req.runs;
}

/** Phase 1 with approval required: every scenario skipped, the affected ones "awaiting approval". */
function skippedReport(loaded: LoadedConfig, req: PipelineRequest, selection: SelectionResult, plan: HighStakesPlan): Report {
  const planned = new Map(plan.scenarios.map((s) => [s.name, s.plannedRuns]));
  const scenarios = selection.selected.map(({ scenario: s, run, reason }) =>
    skippedResult(
      { name: s.name, file: s.file, line: s.source.line, role: s.role, planned: planned.get(s.name) ?? req.runs ?? s.runs, threshold: s.threshold },
      run ? 'skipped: awaiting approval of the high-stakes plan (no model call)' : reason,
    ),
  );
  const notes = [...selection.notes, 'high-stakes pull request: awaiting approval of the plan; no model was called'];
  return buildReport({ scenarios, calls: 0, durationMs: 0, notes, version: VERSION, config: path.relative(process.cwd(), loaded.path) || loaded.path, startedAt: new Date().toISOString() });
}

async function postPlan(ctx: ActionContext, pr: PullRequestEvent, body: string, out: Outputs): Promise<void> {
  const posted = await ctx.github().upsertStickyComment({ owner: pr.owner, repo: pr.repo, issue_number: pr.number, id: ctx.inputs.config, sha: pr.headSha, body, log: (m) => ctx.log.info(m) });
  if (posted.url) out['comment-url'] = posted.url;
}

/** The high-stakes event log: one JSON object per line in `<report dir>/high-stakes-events.jsonl`, redacted. */
function eventLog(ctx: ActionContext, loaded: LoadedConfig) {
  const dir = reportDirOf(ctx, loaded);
  return {
    async write(event: Record<string, unknown>): Promise<void> {
      await mkdir(dir, { recursive: true });
      await appendFile(path.join(dir, HIGH_STAKES_EVENTS_FILE), ctx.redactData(`${JSON.stringify({ ...event, at: new Date().toISOString() })}\n`));
    },
  };
}
