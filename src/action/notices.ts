/** The neutral notices the action gives when it does not evaluate. Pure. */

export function forkNotice(variables: string[]): string {
  const vars = variables.map((v) => `\`${v}\``).join(', ');
  return [
    `context-eval did not evaluate this pull request: it comes from a fork, and GitHub does not give fork pull requests the secrets its providers need (${vars}).`,
    'To evaluate it, a maintainer can run the workflow by hand (workflow_dispatch with the PR branch), or the repository can use the',
    '`pull_request` → `workflow_run` pattern described in the context-eval README. Nothing failed: this check is neutral.',
  ].join(' ');
}

/** How to give a same-repository run the provider keys it lacks (after the pipeline's own message). */
export function missingKeyHint(variables: readonly string[]): string {
  const first = variables[0] ?? 'OPENAI_API_KEY';
  return `No model was called and nothing was evaluated. ${variables.length === 1 ? 'Add the key as a repository secret and pass it' : 'Add the keys as repository secrets and pass them'} to the context-eval step (env: ${first}: \${{ secrets.${first} }}), or set api_key_env to the variable that holds it.`;
}

export function untouchedNotice(sha: string): string {
  return `context-eval: no watched context file changed in ${sha.slice(0, 12)}; no scenario ran and no model was called.`;
}

/**
 * A pull_request_target run for a fork has the repository's secrets. If the workflow checked out the
 * fork's head, the fork's config decides which exec commands run with them. Pure.
 */
export function forkExecWarning(eventName: string, fromFork: boolean, execProviders: string[]): string | undefined {
  if (eventName !== 'pull_request_target' || !fromFork || execProviders.length === 0) return undefined;
  return (
    `context-eval: this pull_request_target run for a fork has the repository's secrets, and the config runs exec providers (${execProviders.join(', ')}). ` +
    "Make sure the workflow checked out the base branch, not the fork's head: otherwise the fork decides which commands run with your secrets. " +
    'The README shows the safe pull_request → workflow_run pattern.'
  );
}
