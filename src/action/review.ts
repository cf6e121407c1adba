/**
 * The isolated reflection review of a pull request, for the action: gather the input through the
 * GitHub API (settings and criteria from the base SHA), run the review, render the comment section and
 * write the event log. Never throws for a review problem: anything that goes wrong is "could not
 * review", which is never an approval.
 *
 * The reviewer provider is the BASE config's `review.provider`, looked up among the HEAD config's
 * providers (their keys and URLs come from this run's environment). When the base config sets no
 * `review.provider`, the review is skipped and says so: there is no guess at a provider, since a role's
 * provider is often an exec agent or a replay that cannot review.
 */
import type { LoadedConfig } from '../config/types.js';
import type { GitHub } from '../github/github.js';
import { createProviders } from '../providers/factory.js';
import type { Provider } from '../providers/types.js';
import type { Report } from '../report/types.js';
import { scenarioResultsText } from '../review/assemble.js';
import { collectReviewInput, type CollectedReview } from '../review/collect.js';
import { createReviewEventLog, writeReviewEvents } from '../review/events.js';
import { performReview } from '../review/perform.js';
import { renderReviewSection, type ReviewOutputVerdict, type ReviewSectionData } from '../review/render.js';
import { REVIEWER_PROMPT } from '../review/reviewer-prompt.js';
import { reviewMarker } from '../review/score-marker.js';
import { describeLeak } from '../review/leaks.js';
import { suggestCorrections, type CorrectionOutcome } from '../review/suggest/correct.js';
import type { ReviewVerdict } from '../review/types.js';
import { createRedactor, type Redactor } from '../security/redact.js';

export interface ReviewPullRequestDeps {
  github: Pick<GitHub, 'readFileAtRef' | 'listPullPatches' | 'getPull' | 'readIssue' | 'postSuggestionReview'>;
  owner: string;
  repo: string;
  pr: { number: number; headSha: string; baseSha: string };
  /** The HEAD config the action loaded: its `watch` and its providers. */
  loaded: LoadedConfig;
  /** The config file's path in the repository (e.g. "context-eval.yaml"), read again at the base SHA. */
  configRepoPath: string;
  report: Report;
  /** The provider of that name, built from the head config; undefined when there is none. */
  providers: (name: string) => Provider | undefined;
  /** The report directory: review-events.jsonl is written there. */
  eventsDir: string;
  /** Applied to the event log before it is written (the action's redactor). */
  redact?: (text: string) => string;
  log: (message: string) => void;
  now?: () => number;
  /** Earlier review scores, oldest first, when a history store can give them (score-inflation monitor). */
  earlierScores?: () => Promise<number[]>;
}

export interface ReviewResult {
  state: 'reviewed' | 'could-not-review' | 'skipped';
  verdict?: ReviewVerdict;
  /** The `review-verdict` output. */
  outputVerdict: ReviewOutputVerdict;
  /** The comment section (Markdown). */
  section: string;
  /** Leak hits, decoy and inflation warnings, findings: for the job log. */
  warnings: string[];
  reason?: string;
  eventsFile?: string;
  /** The correction step: the posted suggestion review's URL, or why none was posted. */
  corrections?: CorrectionOutcome;
}

/** Looks providers up by name in the head config, building them on first use (so a bad one fails the review, not the run). */
export function providersFromConfig(loaded: LoadedConfig, env: Record<string, string | undefined>): (name: string) => Provider | undefined {
  let built: Map<string, Provider> | undefined;
  return (name) => {
    built ??= createProviders(loaded.config, { env, configDir: loaded.dir, root: loaded.root });
    return built.get(name);
  };
}

/**
 * The redactor for the reviewer's text and the PR's pasted text that the comment quotes: the run's own
 * (`deps.redact`: its secrets and token shapes), then the values of secret-looking assignments. Made here
 * for one review and handed to the renderer and the suggestion mapper, which hold none of their own.
 */
function commentRedactor(redact: ((text: string) => string) | undefined): Pick<Redactor, 'redact'> {
  const assignments = createRedactor([], { assignments: true });
  return { redact: (text) => assignments.redact(redact ? redact(text) : text) };
}

export async function reviewPullRequest(deps: ReviewPullRequestDeps): Promise<ReviewResult> {
  const now = deps.now ?? Date.now;
  const redactor = commentRedactor(deps.redact);
  const events = createReviewEventLog(now);
  let data: ReviewSectionData;
  try {
    data = await reviewData(deps, events, now, redactor);
  } catch (err) {
    const reason = `the review could not be prepared: ${err instanceof Error ? err.message : String(err)}`;
    events.emit({ type: 'reflection_verdict', purpose: 'review', state: 'could-not-review', verdict: null, score: null, attempts: 0, reason });
    data = { state: 'could-not-review', outputVerdict: 'could-not-review', reason, findings: [], leaks: [], leakMode: 'warn', isolationWarnings: [] };
  }
  let eventsFile: string | undefined;
  try {
    eventsFile = await writeReviewEvents(deps.eventsDir, events.events, deps.redact);
  } catch (err) {
    deps.log(`context-eval: could not write the review event log in ${deps.eventsDir}: ${err instanceof Error ? err.message : String(err)}`);
  }
  const warnings = [
    ...data.leaks.map((hit) => `isolation warning: ${describeLeak(hit)}`),
    ...data.isolationWarnings,
    ...data.findings.map((f) => `review finding: ${f}`),
  ];
  return {
    state: data.state,
    ...(data.verdict ? { verdict: data.verdict } : {}),
    outputVerdict: data.outputVerdict,
    section: sectionWithMarker(data, redactor),
    warnings,
    ...(data.reason === undefined ? {} : { reason: data.reason }),
    ...(eventsFile === undefined ? {} : { eventsFile }),
    ...(data.corrections === undefined ? {} : { corrections: data.corrections }),
  };
}

/**
 * The rendered section, led by the hidden review marker when a review ran (the reviewer's own verdict and
 * score), so that the push which merges the PR can record them in history (src/action/review-history.ts).
 */
function sectionWithMarker(data: ReviewSectionData, redactor: Pick<Redactor, 'redact'>): string {
  const section = renderReviewSection(data, redactor);
  return data.state === 'reviewed' && data.verdict ? `${reviewMarker(data.verdict.verdict, data.verdict.score)}\n${section}` : section;
}

async function reviewData(deps: ReviewPullRequestDeps, events: ReturnType<typeof createReviewEventLog>, now: () => number, redactor: Pick<Redactor, 'redact'>): Promise<ReviewSectionData> {
  const collected: CollectedReview = await collectReviewInput({
    github: deps.github,
    owner: deps.owner,
    repo: deps.repo,
    pr: deps.pr,
    configRepoPath: deps.configRepoPath,
    watch: deps.loaded.config.watch,
    scenarioResults: scenarioResultsText(deps.report),
  });
  const { settings } = collected;
  events.emit({
    type: 'reflection_settings',
    source: collected.settingsSource,
    provider: settings.provider ?? null,
    criteria: collected.criteriaSource ?? 'not read',
    leaks: settings.leaks,
    isolation_check: settings.isolation_check,
  });
  const sources = {
    settingsSource: collected.settingsSource,
    ...(collected.criteriaSource === undefined ? {} : { criteriaSource: collected.criteriaSource }),
    ...(collected.requestSource === undefined ? {} : { requestSource: collected.requestSource }),
  };
  const base = { findings: collected.findings, leaks: [], leakMode: settings.leaks, isolationWarnings: [], ...sources };
  if (collected.skip !== undefined || collected.input === undefined) {
    const reason = collected.skip ?? 'nothing to review';
    events.emit({ type: 'reflection_skipped', reason });
    deps.log(`context-eval: review skipped: ${reason}`);
    return { ...base, state: 'skipped', outputVerdict: 'skipped', reason };
  }
  const providerName = settings.provider ?? '';
  const provider = deps.providers(providerName);
  if (!provider) {
    const reason = `review.provider '${providerName}' (from ${collected.settingsSource}) is not a provider of this pull request's config; add it under providers:, or change review.provider on the base branch`;
    events.emit({ type: 'reflection_verdict', purpose: 'review', state: 'could-not-review', verdict: null, score: null, attempts: 0, reason });
    return { ...base, state: 'could-not-review', outputVerdict: 'could-not-review', reason };
  }
  const earlierScores = deps.earlierScores ? await deps.earlierScores() : undefined;
  const performed = await performReview({
    input: collected.input,
    settings,
    provider,
    systemPrompt: REVIEWER_PROMPT,
    events,
    now,
    ...(earlierScores === undefined ? {} : { earlierScores }),
  });
  deps.log(`context-eval: review ${performed.outputVerdict}${performed.reason ? `: ${performed.reason}` : ''} (${performed.coverage ?? ''})`);
  const { payloadText, ...shown } = performed;
  const corrections = performed.verdict
    ? await correctionStep(deps, { verdict: performed.verdict, outputVerdict: performed.outputVerdict, payloadText, input: collected.input, settings, provider, events, now, redactor })
    : undefined;
  // Shown only where it was asked for; other skips (an APPROVED review, say) are in the event log.
  const shownCorrections = corrections !== undefined && performed.outputVerdict === 'CHANGES REQUESTED' ? { corrections } : {};
  return { ...sources, ...shown, findings: [...collected.findings, ...performed.findings], ...shownCorrections };
}

/** The correction step after a review (src/review/suggest/correct.ts), posting through the GitHub helper. */
async function correctionStep(
  deps: ReviewPullRequestDeps,
  args: Pick<Parameters<typeof suggestCorrections>[0], 'verdict' | 'outputVerdict' | 'payloadText' | 'settings' | 'provider' | 'events' | 'now' | 'redactor'> & { input: NonNullable<CollectedReview['input']> },
): Promise<CorrectionOutcome> {
  const redact = deps.redact ?? ((text: string) => text);
  const outcome = await suggestCorrections({
    ...args,
    diff: args.input.diff,
    changedFiles: args.input.files.map((file) => file.path),
    post: (review) =>
      deps.github.postSuggestionReview({
        owner: deps.owner,
        repo: deps.repo,
        pullNumber: deps.pr.number,
        commitId: deps.pr.headSha,
        body: review.body,
        // The client redacts a request's top-level body only; the comments' bodies are redacted here.
        comments: review.comments.map((comment) => ({ ...comment, body: redact(comment.body) })),
      }),
  });
  deps.log(`context-eval: suggested corrections: ${outcome.state === 'posted' ? `${outcome.count} posted: ${outcome.url}` : `none posted: ${outcome.reason}`}`);
  return outcome;
}
