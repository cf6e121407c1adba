/** The neutral notices the action gives when it does not evaluate. Pure. */

export function forkNotice(variables: string[]): string {
  const vars = variables.map((v) => `\`${v}\``).join(', ');
  return [
    `context-eval did not evaluate this pull request: it comes from a fork, and GitHub does not give fork pull requests the secrets its providers need (${vars}).`,
    'To evaluate it, a maintainer can run the workflow by hand (workflow_dispatch with the PR branch), or the repository can use the',
    '`pull_request` → `workflow_run` pattern described in the context-eval README. Nothing failed: this check is neutral.',
  ].join(' ');
}

export function untouchedNotice(sha: string): string {
  return `context-eval: no watched context file changed in ${sha.slice(0, 12)}; no scenario ran and no model was called.`;
}
