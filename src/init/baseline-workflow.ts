/**
 * examples/workflows/baseline.yml, which `context-eval init` writes as .github/workflows/context-eval-baseline.yml
 * with the repository's default branch in `branches:`. Kept here so the bundle carries it;
 * test/cli/init.test.ts checks it is the same text as the example.
 */
export const BASELINE_WORKFLOW = "# context-eval baselines: what pull requests are compared with. Each push to the default branch and a\n# nightly schedule run every scenario compare.baseline_runs times and record the result on the\n# context-eval-data branch (`record: auto`, `history.store: auto`). Without these runs every pull request\n# is judged by thresholds alone and a regression is never flagged. The schedule also runs the drift\n# detectors and keeps the drift issue up to date. The push that brings this file to the default branch\n# records the first baseline.\nname: context-eval baseline\non:\n  push:\n    branches: [main]\n  schedule:\n    - cron: '17 3 * * *'\npermissions:\n  contents: write       # history records are committed to the context-eval-data branch\n  issues: write         # the drift issue is opened, updated and closed\n  pull-requests: read   # the merged pull request's review, kept in the record\nconcurrency:\n  group: context-eval-baseline-${{ github.ref }}\n  cancel-in-progress: false   # never cancel a run that is recording history\njobs:\n  baseline:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1\n        with:\n          fetch-depth: 0   # the whole history: the drift issue lists stale scenarios from the files' commit dates\n          persist-credentials: false  # no token in .git/config for the steps that follow\n      - uses: context-eval/context-eval@v0 # pin to a full commit SHA in your repository\n        with:\n          config: context-eval.yaml\n          fail-on: threshold,drift,error\n        env:\n          OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }}\n";

/** The file init writes. */
export const BASELINE_WORKFLOW_PATH = '.github/workflows/context-eval-baseline.yml';

/** The baseline workflow for a repository whose default branch is `branch`. */
export function baselineWorkflow(branch: string): string {
  const yamlName = /^[A-Za-z0-9_./-]+$/.test(branch) ? branch : JSON.stringify(branch);
  return BASELINE_WORKFLOW.replace('    branches: [main]\n', `    branches: [${yamlName}]\n`);
}
