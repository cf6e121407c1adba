/**
 * The action's entry: reads GitHub's edges (inputs, the event, the runner's variables), builds the
 * GitHub helper, runs the action pipeline (src/action/run-action.ts) and writes the summary and the
 * outputs. Nothing is decided here.
 */
import path from 'node:path';
import { initialOutputs, runnerEnvFrom, type ActionContext } from './action/context.js';
import { parseEvent, readEventPayload } from './action/event.js';
import { actionsCacheBackend } from './action/response-cache.js';
import { actionsShardArtifacts } from './action/shard-artifacts.js';
import { guarded, runAction } from './action/run-action.js';
import { createActionSink } from './action/sink.js';
import { JobSummary } from './action/summary.js';
import { createGitHub, type GitHub } from './github/github.js';
import { readInputs } from './inputs.js';

export async function run(): Promise<void> {
  const out = initialOutputs();
  const summary = new JobSummary();
  // The one sink of this job: everything the action writes passes through its redactor.
  const { core, redactData, redactForDisplay, registerSecretsFor } = createActionSink();
  const log = core;
  await guarded({ log, summary }, out, async () => {
    const runner = runnerEnvFrom(process.env, process.cwd());
    await registerSecretsFor(process.env, path.resolve(runner.workspace, process.env['INPUT_CONFIG'] || 'context-eval.yaml'));
    const inputs = readInputs();
    const event = parseEvent(runner.eventName, readEventPayload(process.env['GITHUB_EVENT_PATH']), { GITHUB_SHA: runner.sha, GITHUB_REF: runner.ref });
    let github: GitHub | undefined;
    const apiUrl = process.env['GITHUB_API_URL'];
    const ctx: ActionContext = {
      inputs,
      event,
      runner,
      env: process.env,
      github: () => (github ??= createGitHub({ token: inputs.githubToken, ...(apiUrl ? { baseUrl: apiUrl } : {}), log: (m) => core.info(m), redact: redactForDisplay })),
      log,
      summary,
      cacheBackend: actionsCacheBackend,
      artifacts: actionsShardArtifacts,
      redactData,
    };
    await runAction(ctx, out);
  });
  // One write, within GitHub's 1 MiB: the report gets what the review, drift and notices leave.
  const text = summary.compose();
  if (text !== '') {
    await core.summary
      .addRaw(text)
      .write()
      .catch((err: unknown) => core.warning(`context-eval: could not write the job summary: ${err instanceof Error ? err.message : String(err)}`));
  }
  for (const [k, v] of Object.entries(out)) core.setOutput(k, String(v));
}
