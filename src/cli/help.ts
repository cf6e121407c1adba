import { VERSION } from '../version.js';
import type { Command } from './args.js';

export const GLOBAL_HELP = `context-eval ${VERSION}: treat the context fed to LLM agents as a tested
artifact.

Usage: context-eval <command> [options]

Commands:
  init       Scaffold context-eval.yaml, a starter scenario per prompt file and
             a PR workflow; overwrites nothing
  run        Run the selected scenarios N times and judge them against their
             thresholds
  merge      Merge the shard results of one run (run --shard I/N --out DIR)
             into one report and exit code
  validate   Check the config and scenarios; calls no model
  show       Print a run of the last report: full output, expectations, request
  manifest   Show what each role's model receives, with token counts (and the
             diff against --base)
  record     Run against the real provider and write replay recordings
  review     Print the exact reviewer payload (--dry-run)
  history    Show recorded history
  drift      Run the drift detectors over stored history; calls no model
  dashboard  Build a static HTML history dashboard (--out DIR); no network at
             build or view time
  capture    Freeze logged runs (JSONL) into scenario files with proposed
             expectations
  package    Write the suite as a context package (--out FILE): config,
             scenarios, prompts, manifest
  schema     Print the JSON Schema of scenario files (--kind scenario),
             _defaults.yaml (--kind defaults) or the config (--kind config)

Every command takes --config F (default context-eval.yaml), --help; --version
prints the version.
Exit codes: 0 pass · 1 a scenario failed · 2 config, usage or environment
problem (before any model call) · 3 a scenario could not be evaluated.
`;

export const COMMAND_HELP: Record<Command, string> = {
  init: `Usage: context-eval init [--glob GLOB]...

Finds your prompt files (prompts/**/*.{md,txt}, *.md under agents/ folders,
any system.md, or --glob) and writes context-eval.yaml with a role per prompt
(named after its folder when the file is system.md, prompt.md…; the prompt's
own {{placeholders}} get vars to fill in),
scenarios/<role>/starter.yaml for each, the PR gate
.github/workflows/context-eval.yml and the baseline workflow
.github/workflows/context-eval-baseline.yml (push to the default branch and
nightly: the records pull requests are compared with), each with its editor
schema line. A file that exists is left as it is.
`,
  run: `Usage: context-eval run [--config F] [--only NAME|GLOB] [--runs N]
         [--changed F...] [--changed-from F] [--base REF]
         [--record | --compare [--fail-on LIST]]
         [--concurrency N] [--seed N] [--verbose]
         [--json F] [--markdown F] [--junit F] [--out DIR]
         [--shard I/N --run-id ID --out DIR]
       context-eval run --package FILE [--provider-map A=B,...] [--config F]
         [--only …] [--runs N] [--json F] …

  --only NAME|GLOB    Run only these scenarios (comma-separated or repeated;
                      globs like 'planner-*')
  --runs N            Override every scenario's N
  --changed F...      Run only the scenarios whose context depends on these
                      files
  --changed-from F    The same, with the changed files listed in F, one per line
  --base REF          The same, with the files changed since the merge base with
                      REF (git)
  --record            Sample every scenario compare.baseline_runs times (more
                      while its threshold test is undecided) and append the run
                      to the folder history.dir (history.store: auto, the
                      default, or dir), as the action's push and schedule runs
                      do, so that later comparisons have a baseline
  --compare           Compare with the history baseline at the merge base of
                      HEAD and --base REF (default: the default branch), with
                      the same per-PR error control as the action on a pull
                      request; a scenario without history is compared with the
                      merge base's context, sampled in the same run
                      (compare.base)
  --fail-on LIST      With --compare: what exits 1 (default
                      threshold,regression,error; also drift, review)
  --concurrency N     Model calls in flight at once (default 8)
  --seed N            Seed for providers that support one (run i gets N+i)
  --json F, --markdown F, --junit F
                      Write the report in that format
  --out DIR           Write report.json, report.md, report.junit.xml and
                      events.jsonl into DIR
  --verbose           Show why each scenario ran, where each scenario value
                      came from, and every scenario in the summary (by default
                      it lists the failing, erroring and regressed ones only)
  --package FILE      Run a context package's scenarios (made by 'context-eval
                      package') instead of this config's
  --provider-map A=B  With --package: run the package's provider A as our
                      provider B (comma-separated or repeated); unmapped, it is
                      ours of the same name; A=@recordings replays the
                      package's recordings offline. A name with no counterpart
                      is an error (exit 2): a package brings no providers
  --shard I/N         Run only shard I of N of the selected scenarios
                      (deterministic, balanced by history's expected cost, else
                      by count); --out DIR then also holds shard.json, the
                      partial result that 'context-eval merge' combines. The
                      comparison's error control spans all N shards.
  --run-id ID         With --shard: the id every shard of one run shares
                      (default: GITHUB_RUN_ID)

The summary fits the terminal (80 columns without one) and ends on the verdict
line: calls, tokens, cost (when the providers have a price), rate limits,
retries and elapsed time. Without a terminal (CI logs), a progress line is
printed at most every 10 seconds.
`,
  merge: `Usage: context-eval merge DIR... [--config F] [--out DIR] [--json F]
         [--fail-on LIST] [--run-id ID] [--compare [--base REF]]

Merges the shard results (DIR/shard.json, written by run --shard I/N --out DIR)
of one run into the report, verdict and exit code one unsharded run would give.
Every verdict, count and comparison is recomputed from the shards' runs against
the suite at this commit; what a shard file states about them is not read. All N
shards of the run must be there exactly once, of the same suite (prompts,
scenarios, N, thresholds, models) as this commit's: a missing shard, a shard
given twice, a shard of another run (not --run-id, or not the run most shards
name) or of another suite, a scenario in two shards and one the suite does not
hold are errors (exit 2) that name it.

  --out DIR          Write report.json, report.md and report.junit.xml into DIR
  --json F           Write the merged report as JSON
  --fail-on LIST     What exits 1 (threshold, regression, error; as run
                     --compare); default: exit 1 on a failed scenario, 3 on an
                     errored one
  --run-id ID        The run whose shards to merge
  --compare          Compare with the history baseline, as run --compare (needed
                     when the shards compared)
  --base REF         With --compare: the baseline's base branch (default: the
                     default branch)
`,
  validate: `Usage: context-eval validate [--config F] [--verbose]

Checks the config, every scenario and every prompt template without calling a
model. Exit 0 when all is well, 2 with a message naming the file and line
otherwise. Suited to a pre-commit hook.
`,
  show: `Usage: context-eval show SCENARIO [--run N] [--report F] [--config F]

Prints one run of the last report in full: its output (as the report keeps it:
the first 4000 characters of a run that did not pass, 500 of one that did), its
expectation results, and the request its model received (system and messages,
rebuilt from today's files; it says when they changed since the run). Secrets
are redacted. Calls no model.

  --run N     The run to show, from 1 (default: the first that did not pass,
              else run 1)
  --report F  Read this report.json (--out DIR, --json F, a CI artifact) instead
              of the last one. Every run, record and merge keeps its report in
              .context-eval/last/report.json beside the config (the folder
              ignores itself in git).
`,
  manifest: `Usage: context-eval manifest [--config F] [--role R] [--base REF]
         [--format text|json]

Shows what each role's model receives: each system file and the template with
token counts, the output contract, provider, model and parameters. With --base
REF, the token diff against that git ref.
`,
  record: `Usage: context-eval record [--config F] [--only NAME|GLOB] [--runs N]
         [--concurrency N] [--seed N]

Runs the selected scenarios whose role uses a replay provider against that
provider's record_with provider, and writes the outputs as replay recordings
(all N runs, no early stop).
`,
  review: `Usage: context-eval review --dry-run [--config F] --request F
         [--base REF] [--head REF]

Prints the exact reviewer payload for a request text (a Markdown file: its first
'# ' heading is the title) and the git diff between two refs (--base defaults to
HEAD, --head to the working tree). The criteria and review settings are read at
--base, as the action reads them from the base branch. The live review runs in
the action.
`,
  history: `Usage: context-eval history [--config F] [--scenario NAME]
         [--format text|json]

Shows recorded history per scenario: record count, a pass-rate sparkline over
the last 30 records and the latest record; --scenario adds one line per record.
Reads history.dir (store: dir), the data branch through local git (store:
branch; tries <branch>, then origin/<branch>), or both (store: auto, the
default: the folder, and the data branch when the clone has it).
`,
  drift: `Usage: context-eval drift [--config F] [--format text|json]

Runs the drift detectors over stored history; calls no model. Exit 0 no finding,
1 findings, 2 config problem or history unreadable.
`,
  dashboard: `Usage: context-eval dashboard --out DIR [--config F]

Builds a static site from the history store into DIR: an overview of every
scenario (pass rate, tokens and latency as sparklines, drifting scenarios first)
and a page per scenario (pass rate with its 95% interval and threshold, tokens,
latency, a dashed line where the context changed, drift findings). The charting
library is copied into DIR/assets: the site works offline, from file:// and on
GitHub Pages. Exit 0 when written, 2 when --out is missing, the config is
invalid or the history unreadable.
`,
  package: `Usage: context-eval package --out FILE [--name N] [--config F] [--verbose]

Writes a versioned context package: one JSON file, or for FILE.tgz (.tar.gz) a
gzip-compressed tarball with context-manifest.json at its top (sorted, no times,
no absolute paths: the same commit gives the same bytes) holding a context-only
config (roles, scenarios, defaults, review.criteria: no providers, cache or
history), every scenario file, the prompt, fixture and replay recording files
they depend on (regular files inside the config's folder only: a symlink or hard
link is an error), a versioned context-manifest.json (the sha256 of every file,
and what each role's model receives), the latest baseline of each scenario when
history is readable, and a content hash. Another repo runs it with
'context-eval run --package FILE --provider-map theirs=ours'. --name names the
package (default: the config folder's name).
`,
  capture: `Usage: context-eval capture --log F --out DIR [--config F] [--role R]
         [--verbose]

Reads logged model calls from a JSONL file, one per line: OpenAI chat logs
{request, response}, Anthropic messages logs {request, response}, or the exec
provider's {stdin, stdout}. Runs with the same role and frozen context (the
template's variables when the message is the role's template rendered, else the
message) become one scenario file in DIR, with expectations proposed from the
observed outputs, each marked "# proposed:" for a human to accept. A run's role
is the one its log names, else the role whose system prompt it sent, else
--role. Existing files are never overwritten. --verbose explains every proposal.
`,
  schema: `Usage: context-eval schema [--kind scenario|defaults|config]

Prints the JSON Schema (generated from the same zod schemas the loader uses).
`,
};
