export const id = 523;
export const ids = [523];
export const modules = {

/***/ 7208:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hy: () => (/* binding */ systemFiles),
/* harmony export */   Km: () => (/* binding */ normalizeRelPath),
/* harmony export */   MO: () => (/* binding */ joinAnd),
/* harmony export */   Zu: () => (/* binding */ isDefaultsFile),
/* harmony export */   fg: () => (/* binding */ isGlob),
/* harmony export */   kZ: () => (/* binding */ pathMatcher),
/* harmony export */   te: () => (/* binding */ anyMatcher),
/* harmony export */   w_: () => (/* binding */ toolFiles)
/* harmony export */ });
/* unused harmony export varFiles */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Relative paths and glob matching shared by the affected-scenario selection. Pure.
 *
 * Every path here is relative to the config folder and uses forward slashes, like `Scenario.dependsOn`.
 */


/** `./a\\b.md` → `a/b.md`: forward slashes, no leading `./`, no doubled or trailing slashes. */
function normalizeRelPath(p) {
    let out = p.trim().replace(/\\/g, '/');
    while (out.startsWith('./'))
        out = out.slice(2);
    if (out === '' || out === '.')
        return '';
    out = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.normalize(out);
    if (out.length > 1 && out.endsWith('/'))
        out = out.slice(0, -1);
    return out === '.' ? '' : out;
}
/** Whether a pattern has glob syntax (`*`, `?`, `[…]`, `{…}`, `!(…)`). */
function isGlob(pattern) {
    return picomatch__WEBPACK_IMPORTED_MODULE_1___default().scan(pattern).isGlob;
}
/**
 * A matcher for a path or glob (picomatch, `dot: true`). A plain path also matches itself literally, so
 * a file named `notes[1].md` is found whether or not its brackets read as a glob.
 */
function pathMatcher(pattern) {
    const normalized = normalizeRelPath(pattern);
    if (normalized === '')
        return () => false;
    const glob = picomatch__WEBPACK_IMPORTED_MODULE_1___default()(normalized, { dot: true });
    return (relPath) => relPath === normalized || glob(relPath);
}
/** A matcher true when any of the patterns matches. */
function anyMatcher(patterns) {
    const matchers = patterns.map(pathMatcher);
    return (relPath) => matchers.some((m) => m(relPath));
}
/** The system files of a role, whether written as one path or a list. */
function systemFiles(system) {
    return typeof system === 'string' ? [system] : [...system];
}
/** The files a role's `{ file: }` vars inline. */
function varFiles(vars) {
    return Object.values(vars).flatMap((v) => (typeof v === 'string' ? [] : [v.file]));
}
/** `_defaults.yaml` or `_defaults.yml`, in any folder. */
function isDefaultsFile(relPath) {
    const base = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.basename(relPath);
    return base === '_defaults.yaml' || base === '_defaults.yml';
}
/** `['a', 'b', 'c']` → `a, b and c`. */
function joinAnd(items) {
    if (items.length <= 1)
        return items.join('');
    return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}
/** The tools files of a role (`roles.*.tools`), whether written as one path or a list; none when unset. */
function toolFiles(tools) {
    return tools === undefined ? [] : typeof tools === 'string' ? [tools] : [...tools];
}


/***/ }),

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bx: () => (/* binding */ formatOption),
/* harmony export */   Du: () => (/* binding */ parseCommandLine),
/* harmony export */   Pp: () => (/* binding */ stringOption),
/* harmony export */   dP: () => (/* binding */ intOption),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   y8: () => (/* binding */ listOption)
/* harmony export */ });
/* unused harmony exports COMMANDS, OPTIONS */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/** Command-line parsing for every command (DESIGN §5). Pure: argv in, options or a UsageError out. */

class UsageError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UsageError';
    }
}
const COMMANDS = ['init', 'run', 'merge', 'validate', 'show', 'manifest', 'record', 'review', 'history', 'drift', 'dashboard', 'schema', 'capture', 'package'];
const common = { config: { type: 'string', short: 'c' }, help: { type: 'boolean', short: 'h' }, verbose: { type: 'boolean', short: 'v' } };
const OPTIONS = {
    run: {
        ...common,
        only: { type: 'string', multiple: true },
        runs: { type: 'string' },
        changed: { type: 'string', multiple: true },
        'changed-from': { type: 'string' },
        base: { type: 'string' },
        record: { type: 'boolean' },
        compare: { type: 'boolean' },
        'fail-on': { type: 'string' },
        concurrency: { type: 'string' },
        seed: { type: 'string' },
        json: { type: 'string' },
        markdown: { type: 'string' },
        junit: { type: 'string' },
        out: { type: 'string' },
        package: { type: 'string' },
        'provider-map': { type: 'string', multiple: true },
        shard: { type: 'string' },
        'run-id': { type: 'string' },
    },
    merge: { ...common, out: { type: 'string' }, 'fail-on': { type: 'string' }, 'run-id': { type: 'string' }, json: { type: 'string' }, compare: { type: 'boolean' }, base: { type: 'string' } },
    init: { help: { type: 'boolean', short: 'h' }, glob: { type: 'string', multiple: true } },
    validate: { ...common },
    show: { ...common, run: { type: 'string' }, report: { type: 'string' } },
    manifest: { ...common, role: { type: 'string' }, base: { type: 'string' }, format: { type: 'string' } },
    record: { ...common, only: { type: 'string', multiple: true }, runs: { type: 'string' }, concurrency: { type: 'string' }, seed: { type: 'string' } },
    review: { ...common, 'dry-run': { type: 'boolean' }, request: { type: 'string' }, base: { type: 'string' }, head: { type: 'string' } },
    history: { ...common, scenario: { type: 'string' }, format: { type: 'string' } },
    drift: { ...common, format: { type: 'string' } },
    dashboard: { ...common, out: { type: 'string' } },
    schema: { help: { type: 'boolean', short: 'h' }, kind: { type: 'string' } },
    package: { ...common, out: { type: 'string' }, name: { type: 'string' } },
    capture: { ...common, log: { type: 'string' }, out: { type: 'string' }, role: { type: 'string' } },
};
/** `--changed a b c` takes every word up to the next option, as DESIGN §5 writes it. */
function spreadChanged(argv) {
    const out = [];
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i] ?? '';
        if (a === '--changed') {
            let j = i + 1;
            while (j < argv.length && !(argv[j] ?? '').startsWith('-'))
                out.push('--changed', argv[j++] ?? '');
            if (j === i + 1)
                out.push('--changed');
            i = j - 1;
        }
        else
            out.push(a);
    }
    return out;
}
function parseCommandLine(argv) {
    const [first, ...rest] = argv;
    if (first === undefined || first === '--help' || first === '-h' || first === 'help')
        return { command: 'run', values: { help: true, global: true } };
    const command = COMMANDS.find((c) => c === first);
    if (command === undefined) {
        throw new UsageError(`unknown command '${first}'; commands: ${COMMANDS.join(', ')}. Run 'context-eval --help'.`);
    }
    try {
        const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: spreadChanged(rest), options: OPTIONS[command], allowPositionals: true, strict: true });
        if (command === 'merge' || command === 'show')
            return { command, values, positionals };
        if (positionals.length > 0)
            throw new UsageError(`'${command}' takes no positional argument: '${positionals[0]}'. Run 'context-eval ${command} --help'.`);
        return { command, values };
    }
    catch (err) {
        if (err instanceof UsageError)
            throw err;
        const msg = err instanceof Error ? err.message.replace(/\. To specify.*$/s, '') : String(err);
        throw new UsageError(`${msg}. Run 'context-eval ${command} --help'.`);
    }
}
function intOption(values, name, min, max = Number.MAX_SAFE_INTEGER) {
    const v = values[name];
    if (v === undefined)
        return undefined;
    if (typeof v !== 'string' || !/^-?\d+$/.test(v) || Number(v) < min || Number(v) > max) {
        throw new UsageError(`--${name} must be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}; got '${String(v)}'`);
    }
    return Number(v);
}
function stringOption(values, name) {
    const v = values[name];
    return typeof v === 'string' ? v : undefined;
}
function listOption(values, name) {
    const v = values[name];
    if (v === undefined)
        return undefined;
    const items = (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).map((x) => x.trim()).filter((x) => x !== '');
    return items;
}
function formatOption(values) {
    const f = values.format ?? 'text';
    if (f !== 'text' && f !== 'json')
        throw new UsageError(`--format must be text or json; got '${String(f)}'`);
    return f;
}


/***/ }),

/***/ 523:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./src/config/types.ts
var types = __webpack_require__(2143);
// EXTERNAL MODULE: ./src/report/terminal-text.ts
var terminal_text = __webpack_require__(4890);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/cli/help.ts

const GLOBAL_HELP = `context-eval ${version/* VERSION */.x}: treat the context fed to LLM agents as a tested
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
const COMMAND_HELP = {
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

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/cli/io.ts
/** The CLI's I/O, injected so that tests can run commands in-process. */

function nodeIO() {
    return {
        cwd: process.cwd(),
        env: process.env,
        stdout: (t) => void process.stdout.write(t),
        stderr: (t) => void process.stderr.write(t),
        progress: process.stderr,
        get columns() {
            return process.stdout.isTTY ? process.stdout.columns : undefined;
        },
        readText: (p) => (0,promises_.readFile)(p, 'utf8'),
        now: () => Date.now(),
    };
}

// EXTERNAL MODULE: ./src/cli/shared.ts
var shared = __webpack_require__(1145);
// EXTERNAL MODULE: ./src/security/sink.ts
var sink = __webpack_require__(8887);
// EXTERNAL MODULE: ./src/security/redact.ts
var redact = __webpack_require__(7733);
// EXTERNAL MODULE: ./src/security/secrets.ts
var secrets = __webpack_require__(6259);
// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git = __webpack_require__(1136);
// EXTERNAL MODULE: ./src/security/paths.ts
var paths = __webpack_require__(5770);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/cli/main.ts
/** The CLI's dispatcher: parses the command line, runs the command, maps outcomes to exit codes. */












async function main(argv, given) {
    let rawIO;
    try {
        rawIO = given ?? nodeIO();
    }
    catch (err) {
        // process.cwd() fails when the shell's folder was deleted under it; every relative path would fail too.
        if ((0,paths/* errorCode */.CA)(err) !== 'ENOENT')
            throw err;
        process.stderr.write('context-eval: the current folder no longer exists; cd into your repository\n');
        return 2;
    }
    // Every byte the CLI prints or writes passes through one redactor (src/security/sink.ts).
    let io = (0,sink/* guardCliIO */.ch)(rawIO, (0,redact/* createRedactor */.lY)((0,secrets/* secretValues */.V)(rawIO.env)));
    try {
        const parsed = (0,args/* parseCommandLine */.Du)(argv);
        // The repository root is asked of git while the command's modules load (src/git/git.ts).
        if (parsed.command === 'run' && !parsed.values.help)
            (0,git/* prefetchGitTopLevel */.ds)(external_node_path_default().dirname((0,shared/* configPathOf */.j$)(parsed.values, rawIO)));
        io = (0,sink/* guardCliIO */.ch)(rawIO, await (0,sink/* redactorFor */.sD)(rawIO.env, (0,shared/* configPathOf */.j$)(parsed.values, rawIO)));
        if (parsed.values.help) {
            io.stdout(parsed.values.global ? GLOBAL_HELP : COMMAND_HELP[parsed.command]);
            return 0;
        }
        switch (parsed.command) {
            case 'init':
                return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(404), __webpack_require__.e(499), __webpack_require__.e(261)]).then(__webpack_require__.bind(__webpack_require__, 5261))).initCommand(parsed.values, io);
            case 'run':
                if (parsed.values.package !== undefined)
                    return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(337), __webpack_require__.e(852), __webpack_require__.e(404), __webpack_require__.e(933), __webpack_require__.e(317), __webpack_require__.e(499), __webpack_require__.e(623), __webpack_require__.e(568), __webpack_require__.e(39), __webpack_require__.e(454), __webpack_require__.e(564), __webpack_require__.e(203), __webpack_require__.e(855), __webpack_require__.e(432), __webpack_require__.e(689), __webpack_require__.e(918)]).then(__webpack_require__.bind(__webpack_require__, 2918))).runPackageCommand(parsed.values, io);
                return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(337), __webpack_require__.e(404), __webpack_require__.e(933), __webpack_require__.e(317), __webpack_require__.e(499), __webpack_require__.e(623), __webpack_require__.e(568), __webpack_require__.e(39), __webpack_require__.e(454), __webpack_require__.e(564), __webpack_require__.e(203), __webpack_require__.e(855), __webpack_require__.e(432), __webpack_require__.e(377)]).then(__webpack_require__.bind(__webpack_require__, 2432))).runCommand(parsed.values, io);
            case 'merge':
                return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(337), __webpack_require__.e(404), __webpack_require__.e(933), __webpack_require__.e(317), __webpack_require__.e(499), __webpack_require__.e(623), __webpack_require__.e(568), __webpack_require__.e(39), __webpack_require__.e(454), __webpack_require__.e(564), __webpack_require__.e(203), __webpack_require__.e(855), __webpack_require__.e(432), __webpack_require__.e(510)]).then(__webpack_require__.bind(__webpack_require__, 4420))).mergeCommand(parsed.values, parsed.positionals ?? [], io);
            case 'validate':
                return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(337), __webpack_require__.e(404), __webpack_require__.e(933), __webpack_require__.e(317), __webpack_require__.e(499), __webpack_require__.e(623), __webpack_require__.e(568), __webpack_require__.e(39), __webpack_require__.e(564), __webpack_require__.e(379)]).then(__webpack_require__.bind(__webpack_require__, 5379))).validateCommand(parsed.values, io);
            case 'show':
                return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(404), __webpack_require__.e(933), __webpack_require__.e(317), __webpack_require__.e(499), __webpack_require__.e(623), __webpack_require__.e(568), __webpack_require__.e(203), __webpack_require__.e(274)]).then(__webpack_require__.bind(__webpack_require__, 8273))).showCommand(parsed.values, parsed.positionals ?? [], io);
            case 'manifest':
                return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(404), __webpack_require__.e(933), __webpack_require__.e(317), __webpack_require__.e(499), __webpack_require__.e(39), __webpack_require__.e(578)]).then(__webpack_require__.bind(__webpack_require__, 4497))).manifestCommand(parsed.values, io);
            case 'record':
                return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(337), __webpack_require__.e(404), __webpack_require__.e(933), __webpack_require__.e(317), __webpack_require__.e(499), __webpack_require__.e(623), __webpack_require__.e(568), __webpack_require__.e(39), __webpack_require__.e(564), __webpack_require__.e(203), __webpack_require__.e(855), __webpack_require__.e(937)]).then(__webpack_require__.bind(__webpack_require__, 4937))).recordCommand(parsed.values, io);
            case 'schema':
                return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(404), __webpack_require__.e(933), __webpack_require__.e(740)]).then(__webpack_require__.bind(__webpack_require__, 9740))).schemaCommand(parsed.values, io);
            case 'history':
                return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(404), __webpack_require__.e(933), __webpack_require__.e(317), __webpack_require__.e(454), __webpack_require__.e(275)]).then(__webpack_require__.bind(__webpack_require__, 6394))).historyCommand(parsed.values, io);
            case 'drift':
                return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(404), __webpack_require__.e(933), __webpack_require__.e(317), __webpack_require__.e(454), __webpack_require__.e(533), __webpack_require__.e(329)]).then(__webpack_require__.bind(__webpack_require__, 329))).driftCommand(parsed.values, io);
            case 'dashboard':
                return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(404), __webpack_require__.e(933), __webpack_require__.e(317), __webpack_require__.e(454), __webpack_require__.e(533), __webpack_require__.e(951)]).then(__webpack_require__.bind(__webpack_require__, 8951))).dashboardCommand(parsed.values, io);
            case 'review':
                return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(404), __webpack_require__.e(933), __webpack_require__.e(317), __webpack_require__.e(172)]).then(__webpack_require__.bind(__webpack_require__, 1787))).reviewCommand(parsed.values, io);
            case 'package':
                return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(337), __webpack_require__.e(852), __webpack_require__.e(404), __webpack_require__.e(933), __webpack_require__.e(317), __webpack_require__.e(499), __webpack_require__.e(623), __webpack_require__.e(568), __webpack_require__.e(39), __webpack_require__.e(454), __webpack_require__.e(564), __webpack_require__.e(689), __webpack_require__.e(841)]).then(__webpack_require__.bind(__webpack_require__, 1841))).packageCommand(parsed.values, io);
            case 'capture':
                return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(404), __webpack_require__.e(933), __webpack_require__.e(317), __webpack_require__.e(623), __webpack_require__.e(4)]).then(__webpack_require__.bind(__webpack_require__, 723))).captureCommand(parsed.values, io);
        }
    }
    catch (err) {
        if (err instanceof args/* UsageError */.eb || err instanceof types/* ConfigError */.x || (err instanceof Error && err.name === 'GitError')) {
            // Paths inside the folder the user runs from are shown relative to it.
            // Word-wrapped at the terminal's width (80 piped): a message cut mid-word by the terminal reads badly.
            io.stderr(`${(0,terminal_text/* fitLines */.RV)(`context-eval: ${err.message.split(`${io.cwd}/`).join('')}`, (0,terminal_text/* terminalWidth */.JL)(io.columns)).join('\n')}\n`);
            return 2;
        }
        const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
        io.stderr(`context-eval: internal error, nothing could be evaluated:\n${message}\n`);
        return 3;
    }
}


/***/ }),

/***/ 1145:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $5: () => (/* binding */ fitted),
/* harmony export */   AA: () => (/* binding */ verboseScenarioLines),
/* harmony export */   Qt: () => (/* binding */ cacheOption),
/* harmony export */   j$: () => (/* binding */ configPathOf)
/* harmony export */ });
/* unused harmony export DEFAULT_CONFIG */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7593);
/* harmony import */ var _scenarios_validated_cache_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9146);
/* harmony import */ var _report_terminal_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4890);
/* harmony import */ var _report_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7568);





const DEFAULT_CONFIG = 'context-eval.yaml';
function configPathOf(values, io) {
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .stringOption */ .Pp)(values, 'config') ?? DEFAULT_CONFIG);
}
/** `--verbose`: why each scenario ran or was skipped, and where each of its values came from. */
function verboseScenarioLines(loaded, cwd, report) {
    const rel = (where) => where.split(`${cwd}/`).join('');
    const lines = [];
    const reasons = new Map(report?.scenarios.map((s) => [s.name, s.reason]) ?? []);
    // After a run, only the scenarios the run considered (`--only` leaves the others out of the report).
    for (const s of report ? loaded.scenarios.filter((x) => reasons.has(x.name)) : loaded.scenarios) {
        lines.push(`${s.name} (${s.file}:${s.source.line})`);
        const reason = reasons.get(s.name);
        // In the one vocabulary, as every renderer writes a reason ("2 errored runs", "not evaluated").
        if (reason)
            lines.push(`  reason: ${(0,_report_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .inWords */ .r4)(reason)}`);
        for (const [key, from] of Object.entries(s.provenance).sort(([a], [b]) => a.localeCompare(b)))
            lines.push(`  ${key} ← ${rel(from)}`);
    }
    return lines.length > 0 ? `${lines.join('\n')}\n\n` : '';
}
/** loadConfig's validationCache option for the config at `configPath` (src/scenarios/validated-cache.ts), or nothing. */
function cacheOption(io, configPath) {
    const file = (0,_scenarios_validated_cache_js__WEBPACK_IMPORTED_MODULE_2__/* .validationCachePath */ .Vn)(io.env, node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, configPath));
    return file === undefined ? {} : { validationCache: file };
}
/**
 * `text` fitted to the terminal (80 columns piped, issue 32 item 1): a line that fits is kept as it is;
 * a wider one is word-wrapped at spaces, its continuation indented two cells under it (fitLines).
 */
function fitted(text, io) {
    const end = text.endsWith('\n') ? '\n' : '';
    const body = end === '' ? text : text.slice(0, -1);
    return `${(0,_report_terminal_text_js__WEBPACK_IMPORTED_MODULE_4__/* .fitLines */ .RV)(body, (0,_report_terminal_text_js__WEBPACK_IMPORTED_MODULE_4__/* .terminalWidth */ .JL)(io.columns)).join('\n')}${end}`;
}


/***/ }),

/***/ 5093:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fy: () => (/* binding */ textProblem),
/* harmony export */   pz: () => (/* binding */ encodingProblem),
/* harmony export */   w1: () => (/* binding */ textBytesProblem)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Every file the product reads from a suite is UTF-8 text. A UTF-16 file (as some Windows editors save),
 * a binary file (NUL bytes) or bytes that are not valid UTF-8 would otherwise be decoded with replacement
 * characters and sent to the model as is; these find them, with the line and column of the first bad byte.
 * Pure.
 */

const UTF16 = 'is UTF-16 text; context-eval reads every file as UTF-8: save it as UTF-8 (in VS Code: "Save with Encoding" → UTF-8)';
const NUL = 'a NUL byte: this is a binary file, not text; remove the byte, or name a text file';
/** Why `bytes` are not UTF-8 text, or undefined when they are. Fast on the common case (one native check each). */
function textBytesProblem(bytes) {
    // FF FE / FE FF: the UTF-16 byte order marks.
    if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
        return { reason: UTF16 };
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const nul = buffer.indexOf(0);
    if (nul >= 0) {
        if (looksUtf16(buffer))
            return { reason: UTF16 };
        return { reason: NUL, ...position(buffer, nul) };
    }
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(buffer))
        return undefined;
    const bad = firstInvalidUtf8(buffer);
    const byte = (buffer[bad] ?? 0).toString(16).toUpperCase().padStart(2, '0');
    return { reason: `the byte 0x${byte} is not valid UTF-8; save the file as UTF-8 (context-eval reads every file as UTF-8)`, ...position(buffer, bad) };
}
/** Why `text` (already decoded) is not text: a NUL character. For text that came some other way (git). */
function textProblem(text) {
    const nul = text.indexOf('\u0000');
    if (nul < 0)
        return undefined;
    const before = text.slice(0, nul);
    const line = before.split('\n').length;
    return { reason: NUL, line, col: nul - before.lastIndexOf('\n') };
}
/** UTF-16 without a byte order mark: NULs in every other byte of the first 8 KB (ASCII text in UTF-16). */
function looksUtf16(buffer) {
    const sample = buffer.subarray(0, 8192);
    let nuls = 0;
    for (const b of sample)
        if (b === 0)
            nuls += 1;
    const [a, b] = [sample[0], sample[1]];
    return nuls >= sample.length / 3 && ((a !== 0 && b === 0) || (a === 0 && b !== 0));
}
/** Line and column (in characters) of byte `offset`. */
function position(buffer, offset) {
    let line = 1;
    let start = 0;
    for (let i = buffer.indexOf(0x0a); i >= 0 && i < offset; i = buffer.indexOf(0x0a, i + 1)) {
        line += 1;
        start = i + 1;
    }
    return { line, col: buffer.toString('utf8', start, offset).length + 1 };
}
/** The offset of the first byte that does not start (or continue) a valid UTF-8 sequence. */
function firstInvalidUtf8(b) {
    let i = 0;
    while (i < b.length) {
        const c = b[i] ?? 0;
        let n;
        let min;
        if (c < 0x80)
            n = 0;
        else if (c >= 0xc2 && c <= 0xdf)
            n = 1;
        else if (c >= 0xe0 && c <= 0xef)
            n = 2;
        else if (c >= 0xf0 && c <= 0xf4)
            n = 3;
        else
            return i;
        if (n === 0) {
            i += 1;
            continue;
        }
        // Overlong forms, surrogates and code points past U+10FFFF are invalid too.
        min = c === 0xe0 ? 0xa0 : c === 0xf0 ? 0x90 : 0x80;
        const max = c === 0xed ? 0x9f : c === 0xf4 ? 0x8f : 0xbf;
        for (let k = 1; k <= n; k++) {
            const d = b[i + k];
            if (d === undefined || d < (k === 1 ? min : 0x80) || d > (k === 1 ? max : 0xbf))
                return i;
            min = 0x80;
        }
        i += n + 1;
    }
    return b.length;
}
/** Why `text` (a file decoded as UTF-8) is not a UTF-8 text file, or undefined when it is. */
function encodingProblem(text) {
    const sample = text.slice(0, 8192);
    const nuls = (sample.match(/\u0000/g) ?? []).length;
    // FF FE / FE FF (the UTF-16 byte order marks) decode as two replacement characters.
    const bom = sample.startsWith('\uFFFD\uFFFD');
    if (bom || (nuls > 0 && nuls >= sample.length / 3 && /^(?:[^\u0000]\u0000|\u0000[^\u0000])/.test(sample))) {
        return 'is UTF-16 text; context-eval reads prompt files as UTF-8: save it as UTF-8 (in VS Code: "Save with Encoding" → UTF-8)';
    }
    if (nuls > 0)
        return 'is a binary file (it holds NUL bytes), not a text prompt; name a text file';
    return undefined;
}


/***/ }),

/***/ 2143:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ ConfigError)
/* harmony export */ });
/**
 * A config, usage or environment problem found before any model call (CLI exit code 2). The message
 * names the file, line and column, and says how to fix it.
 */
class ConfigError extends Error {
    file;
    line;
    col;
    /** The message without its "file:line:col: " prefix. */
    detail;
    /**
     * The problems this error stands for, each at its own position (several when one error lists them:
     * every zod issue of a file, every bad expectation of a scenario); `validate` reports each.
     */
    parts;
    constructor(message, where = {}, parts) {
        const at = where.file ? `${where.file}${where.line ? `:${where.line}${where.col ? `:${where.col}` : ''}` : ''}: ` : '';
        super(`${at}${message}`);
        this.name = 'ConfigError';
        this.detail = message;
        this.file = where.file;
        this.line = where.line;
        this.col = where.col;
        this.parts = parts && parts.length > 0 ? parts : [this];
    }
}


/***/ }),

/***/ 7426:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ formatPercent)
/* harmony export */ });
/**
 * The one formatter for every pass rate, threshold and share of runs a person reads: the Markdown comment,
 * the console, JUnit, the verdict's reason, the reviewer's payload, the drift texts, `context-eval
 * history` and the dashboard (issue 14: "one formatter per quantity"). Pure.
 *
 * It lives here, outside src/report, because the verdict's reason is written in src/stats, and the pure
 * core (src/stats) does not import the renderers; src/report/format.ts re-exports it.
 *
 * The rule: percent; whole when the fraction is a whole percent; otherwise three significant digits
 * (one decimal from 10%, two below 10%, three below 1%), never rounded up past what the fraction reaches,
 * so a rate just under a threshold or under 100% never reads as reaching it: 2/3 → "66.6%",
 * 0.9996 → "99.9%", 0.0125 → "1.25%".
 */
/** Below this, a difference is floating-point noise (0.7 × 100 = 70.00000000000001). */
const NOISE = 1e-9;
function formatPercent(fraction) {
    const pct = fraction * 100;
    const whole = Math.round(pct);
    if (Math.abs(pct - whole) < NOISE * Math.max(1, Math.abs(pct)))
        return `${whole}%`;
    const decimals = Math.max(1, 2 - Math.floor(Math.log10(Math.abs(pct))));
    const scale = 10 ** decimals;
    const floored = Math.floor(pct * scale * (1 + NOISE)) / scale;
    return `${floored.toFixed(decimals).replace(/\.?0+$/, '')}%`;
}


/***/ }),

/***/ 1136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XS: () => (/* binding */ GitError),
  T1: () => (/* binding */ ancestors),
  Y_: () => (/* binding */ changedFiles),
  eR: () => (/* binding */ currentBranch),
  OR: () => (/* binding */ defaultBranch),
  NI: () => (/* binding */ diffText),
  vv: () => (/* binding */ gitBuffer),
  Tx: () => (/* binding */ gitCatFileBatch),
  oB: () => (/* binding */ gitTopLevel),
  Hw: () => (/* binding */ isShallowRepository),
  Rg: () => (/* binding */ lastCommitDates),
  wu: () => (/* binding */ mergeBase),
  ds: () => (/* binding */ prefetchGitTopLevel),
  Vb: () => (/* reexport */ readChangedFrom),
  jv: () => (/* binding */ repoRoot),
  WL: () => (/* binding */ resolveCommit),
  II: () => (/* binding */ showFile),
  Ig: () => (/* reexport */ paths_toConfigRelative)
});

// UNUSED EXPORTS: changedInConfigDir

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/affected/paths.ts
var affected_paths = __webpack_require__(7208);
;// CONCATENATED MODULE: ./src/git/paths.ts
/** Pure helpers for changed-file lists: reading `--changed-from` files and re-rooting paths. */


/**
 * Paths relative to the repository root → paths relative to the config folder, dropping files outside
 * it. `repoRoot` and `configDir` are absolute and spelled the same way (see `repoRoot()` in git.ts).
 */
function paths_toConfigRelative(repoRelPaths, repoRoot, configDir) {
    const rel = external_node_path_default().relative(external_node_path_default().resolve(repoRoot), external_node_path_default().resolve(configDir)).replace(/\\/g, '/');
    if (rel === '..' || rel.startsWith('../') || external_node_path_default().isAbsolute(rel))
        return [];
    const prefix = rel === '' ? '' : `${rel}/`;
    const out = [];
    for (const p of repoRelPaths) {
        const normalized = (0,affected_paths/* normalizeRelPath */.Km)(p);
        if (normalized === '' || normalized === '..' || normalized.startsWith('../'))
            continue;
        if (prefix === '')
            out.push(normalized);
        else if (normalized.startsWith(prefix))
            out.push(normalized.slice(prefix.length));
    }
    return [...new Set(out)];
}
/**
 * The text of a `--changed-from` file: one path per line; blank lines and lines starting with `#` are
 * skipped; `./` prefixes and backslashes are normalised. Duplicates are dropped, order is kept.
 */
function readChangedFrom(text) {
    const out = new Set();
    for (const line of text.split(/\r?\n/)) {
        const trimmed = line.trim();
        if (trimmed === '' || trimmed.startsWith('#'))
            continue;
        const normalized = (0,affected_paths/* normalizeRelPath */.Km)(trimmed);
        if (normalized !== '')
            out.add(normalized);
    }
    return [...out];
}

;// CONCATENATED MODULE: ./src/git/git.ts
/**
 * Read-only access to the git repository under test: its root, the files changed against a base, file
 * texts at a ref and diffs. Runs the `git` binary with `execFile` (no shell); every failure becomes a
 * `GitError` whose message says what to do.
 */






/** A git problem found before any model call (the CLI maps it to exit code 2). */
class GitError extends Error {
    constructor(message) {
        super(message);
        this.name = 'GitError';
    }
}
const MAX_OUTPUT_BYTES = 512 * 1024 * 1024;
function runGit(args, cwd) {
    return new Promise((resolve, reject) => {
        (0,external_node_child_process_.execFile)('git', ['-c', 'core.quotepath=false', ...args], {
            cwd,
            encoding: 'utf8',
            maxBuffer: MAX_OUTPUT_BYTES,
            windowsHide: true,
            env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', LANG: 'C' },
        }, (error, stdout, stderr) => {
            if (!error)
                return resolve({ ok: true, stdout, stderr });
            if (typeof error.code === 'number')
                return resolve({ ok: false, stdout, stderr });
            reject(spawnError(error, cwd));
        });
    });
}
function spawnError(error, cwd) {
    if (error.code === 'ENOENT') {
        return new GitError(`git: could not run git in ${cwd}: either git is not installed (put it on PATH) or the folder does not exist`);
    }
    if (error.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER') {
        return new GitError(`git: the output in ${cwd} is larger than ${MAX_OUTPUT_BYTES / 1024 / 1024} MiB; narrow the paths`);
    }
    return new GitError(`git: could not run git in ${cwd}: ${error.message}`);
}
function firstLine(text) {
    return (text
        .split('\n')
        .map((l) => l.trim())
        .find((l) => l !== '') ?? '');
}
/** Turns a failed git call into a message a user can act on. */
function failure(what, cwd, result) {
    if (/not a git repository/i.test(result.stderr))
        return notARepo(cwd);
    if (/dubious ownership/i.test(result.stderr)) {
        return new GitError(`git: ${cwd} belongs to another user, so git refuses it; run \`git config --global --add safe.directory ${cwd}\``);
    }
    const detail = firstLine(result.stderr).replace(/^fatal:\s*/, '') || 'no message';
    return new GitError(`git: ${what} failed in ${cwd}: ${detail}`);
}
function notARepo(cwd) {
    return new GitError(`git: ${cwd} is not inside a git repository; --base needs one`);
}
function nulList(text) {
    return text.split('\0').filter((p) => p !== '');
}
async function ensureFolder(cwd) {
    const info = await (0,promises_.stat)(cwd).catch(() => undefined);
    if (!info?.isDirectory())
        throw new GitError(`git: folder ${cwd} does not exist; check the config path`);
}
/**
 * The repository's top folder, spelled from `cwd` (so a symlinked `cwd` gives a symlinked root, and
 * `toConfigRelative(…, root, cwd)` stays consistent).
 */
async function repoRoot(cwd) {
    await ensureFolder(cwd);
    const result = await runGit(['rev-parse', '--show-cdup'], cwd);
    if (!result.ok)
        throw failure('rev-parse', cwd, result);
    return external_node_path_default().resolve(cwd, result.stdout.trim());
}
/** The commit a ref names, or a GitError "unknown revision" that says where the ref came from. */
async function resolveCommit(ref, cwd, opts = {}) {
    const source = opts.source ?? '--base';
    const unknown = new GitError(`git: unknown revision '${ref}' (from ${source}); fetch it or pass a commit`);
    if (ref.trim() === '' || ref.startsWith('-'))
        throw unknown;
    const result = await runGit(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd);
    if (result.ok)
        return result.stdout.trim();
    if (/not a git repository|dubious ownership/i.test(result.stderr))
        throw failure('rev-parse', cwd, result);
    throw unknown;
}
/** The merge base of two refs (a commit SHA). */
async function mergeBase(a, b, cwd, opts = {}) {
    await ensureFolder(cwd);
    const shaA = await resolveCommit(a, cwd, opts);
    const shaB = await resolveCommit(b, cwd, opts).catch((error) => {
        if (b === 'HEAD')
            throw new GitError(`git: HEAD has no commit yet in ${cwd}; commit something first`);
        throw error;
    });
    const result = await runGit(['merge-base', shaA, shaB], cwd);
    if (result.ok)
        return result.stdout.trim();
    if (result.stderr.trim() === '') {
        throw new GitError(`git: '${a}' and '${b}' have no common ancestor; in a shallow clone fetch the history (actions/checkout with fetch-depth: 0)`);
    }
    throw failure('merge-base', cwd, result);
}
/**
 * Files changed between the merge base of `base` and HEAD and the working tree, plus untracked files
 * that are not ignored: repository-root-relative, forward slashes, deduplicated and sorted. A rename
 * lists both the old and the new path.
 */
async function changedFiles(base, cwd, opts = {}) {
    const root = await repoRoot(cwd);
    const since = await mergeBase(base, 'HEAD', root, opts);
    const diff = await runGit(['diff', '--name-only', '--no-renames', '-z', since, '--'], root);
    if (!diff.ok)
        throw failure('diff', root, diff);
    const untracked = await runGit(['ls-files', '--others', '--exclude-standard', '-z'], root);
    if (!untracked.ok)
        throw failure('ls-files', root, untracked);
    const all = new Set([...nulList(diff.stdout), ...nulList(untracked.stdout)].map(affected_paths/* normalizeRelPath */.Km));
    all.delete('');
    return [...all].sort();
}
/** `changedFiles` re-rooted at the config folder (files outside it dropped). */
async function changedInConfigDir(base, configDir, opts = {}) {
    const root = await repoRoot(configDir);
    return toConfigRelative(await changedFiles(base, configDir, opts), root, configDir);
}
/**
 * The text of a file (repository-root-relative) at a ref, or undefined when no file exists at that path
 * in that ref (a folder counts as no file). An unknown ref is a GitError.
 */
async function showFile(ref, repoRelPath, cwd, opts = {}) {
    const root = await repoRoot(cwd);
    const commit = await resolveCommit(ref, root, opts);
    const file = (0,affected_paths/* normalizeRelPath */.Km)(repoRelPath);
    if (file === '' || file.startsWith('../'))
        return undefined;
    const object = await runGit(['rev-parse', '--verify', '--quiet', `${commit}:${file}`], root);
    if (!object.ok)
        return undefined;
    const oid = object.stdout.trim();
    const type = await runGit(['cat-file', '-t', oid], root);
    if (!type.ok)
        throw failure('cat-file', root, type);
    if (type.stdout.trim() !== 'blob')
        return undefined;
    const blob = await runGit(['cat-file', 'blob', oid], root);
    if (!blob.ok)
        throw failure('cat-file', root, blob);
    return blob.stdout;
}
/**
 * The unified diff from `base` to `head` (the working tree when `head` is undefined), limited to the given
 * repository-root-relative paths, taken literally (no globs). An empty list gives ''; `undefined` means
 * every file. For a pull request's diff pass `await mergeBase(base, head)` as `base`.
 */
async function diffText(base, head, paths, cwd, opts = {}) {
    if (paths !== undefined && paths.length === 0)
        return '';
    const root = await repoRoot(cwd);
    const from = await resolveCommit(base, root, opts);
    const to = head === undefined ? undefined : await resolveCommit(head, root, { source: '--head' });
    const pathspecs = (paths ?? []).map((p) => `:(top,literal)${(0,affected_paths/* normalizeRelPath */.Km)(p)}`);
    const args = ['diff', '--no-color', '--no-ext-diff', '--no-textconv', from, ...(to === undefined ? [] : [to]), '--', ...pathspecs];
    const result = await runGit(args, root);
    if (!result.ok)
        throw failure('diff', root, result);
    return result.stdout;
}
/** `commit` and its ancestors, newest first, at most `max` (first-parent order is not assumed). */
async function ancestors(commit, cwd, max = 100) {
    const result = await runGit(['rev-list', `--max-count=${max}`, commit], cwd);
    if (!result.ok)
        throw failure('rev-list', cwd, result);
    return result.stdout.split('\n').filter((l) => /^[0-9a-f]{40,64}$/.test(l));
}
/** The checked-out branch's name, or undefined on a detached HEAD. */
async function currentBranch(cwd) {
    const result = await runGit(['symbolic-ref', '--quiet', '--short', 'HEAD'], cwd);
    return result.ok ? result.stdout.trim() || undefined : undefined;
}
/** The default branch as the remote names it (origin/HEAD), else the first of main and master that exists. */
async function defaultBranch(cwd) {
    const remote = await runGit(['symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD'], cwd);
    if (remote.ok && remote.stdout.trim() !== '')
        return remote.stdout.trim().replace(/^origin\//, '');
    for (const name of ['main', 'master']) {
        if ((await runGit(['rev-parse', '--verify', '--quiet', `refs/heads/${name}`], cwd)).ok)
            return name;
    }
    return undefined;
}
/**
 * True in a shallow clone (actions/checkout fetches one commit by default): its history stops at the
 * fetched commit, so every file seems to date from it.
 */
async function isShallowRepository(cwd) {
    await ensureFolder(cwd);
    const result = await runGit(['rev-parse', '--is-shallow-repository'], cwd);
    if (!result.ok)
        throw failure('rev-parse', cwd, result);
    return result.stdout.trim() === 'true';
}
/**
 * The committer date of the newest commit that touched each of `paths` (relative to `cwd`), from one
 * `git log`. Paths never committed are left out of the map.
 */
async function lastCommitDates(paths, cwd) {
    const dates = new Map();
    if (paths.length === 0)
        return dates;
    const root = await repoRoot(cwd);
    const result = await runGit(['log', '--format=@@%cI', '--name-only', '--', ...paths], cwd);
    if (!result.ok)
        throw failure('log', cwd, result);
    const wanted = new Set(paths.map((p) => (0,affected_paths/* normalizeRelPath */.Km)(p)));
    let current;
    for (const line of result.stdout.split('\n')) {
        if (line.startsWith('@@'))
            current = new Date(line.slice(2));
        else if (line !== '' && current !== undefined) {
            const rel = (0,affected_paths/* normalizeRelPath */.Km)(external_node_path_default().relative(cwd, external_node_path_default().join(root, line)).split((external_node_path_default()).sep).join('/'));
            if (wanted.has(rel) && !dates.has(rel))
                dates.set(rel, current);
        }
    }
    return dates;
}
/** Runs git for raw bytes (records, trees); rejects with git's stderr when it exits non-zero. */
function gitBuffer(args, cwd) {
    return new Promise((resolve, reject) => {
        (0,external_node_child_process_.execFile)('git', args, { cwd, encoding: 'buffer', maxBuffer: 1024 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' } }, (error, stdout, stderr) => {
            if (error)
                reject(new Error(`git ${args.join(' ')}: ${stderr.toString('utf8').trim() || error.message}`));
            else
                resolve(stdout);
        });
    });
}
/** `git cat-file --batch` with this stdin: every requested object, in order. */
function gitCatFileBatch(input, cwd) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)('git', ['cat-file', '--batch'], { cwd, env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' } });
        const chunks = [];
        const errors = [];
        child.stdout.on('data', (c) => chunks.push(c));
        child.stderr.on('data', (c) => errors.push(c));
        child.on('error', reject);
        child.on('close', (code) => {
            if (code === 0)
                resolve(Buffer.concat(chunks));
            else
                reject(new Error(`git cat-file --batch exited ${String(code)}: ${Buffer.concat(errors).toString('utf8').trim()}`));
        });
        child.stdin.end(input);
    });
}
const prefetchedTopLevels = new Map();
/**
 * Starts `git rev-parse --show-toplevel` for `cwd` now; the next gitTopLevel(cwd) takes its answer instead
 * of starting its own. `run` calls it before it loads the command's modules, so the child process runs
 * while they load rather than after (about 30 ms of start-up, issue "Real providers" R4). Taken once: a
 * later call asks git again.
 */
function prefetchGitTopLevel(cwd) {
    if (!prefetchedTopLevels.has(cwd))
        prefetchedTopLevels.set(cwd, askTopLevel(cwd));
}
/** `git rev-parse --show-toplevel` from `cwd`; undefined outside a repository or without git. */
function gitTopLevel(cwd) {
    const prefetched = prefetchedTopLevels.get(cwd);
    if (prefetched !== undefined) {
        prefetchedTopLevels.delete(cwd);
        return prefetched;
    }
    return askTopLevel(cwd);
}
function askTopLevel(cwd) {
    return new Promise((resolve) => {
        (0,external_node_child_process_.execFile)('git', ['rev-parse', '--show-toplevel'], { cwd, timeout: 10_000 }, (error, stdout) => {
            resolve(error ? undefined : stdout.trim() || undefined);
        });
    });
}


/***/ }),

/***/ 4890:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   B4: () => (/* binding */ blockLines),
/* harmony export */   CF: () => (/* binding */ padStart),
/* harmony export */   JL: () => (/* binding */ terminalWidth),
/* harmony export */   LV: () => (/* binding */ wrap),
/* harmony export */   MT: () => (/* binding */ wrapLines),
/* harmony export */   RV: () => (/* binding */ fitLines),
/* harmony export */   Yo: () => (/* binding */ cells),
/* harmony export */   _Z: () => (/* binding */ joinWrapped),
/* harmony export */   f: () => (/* binding */ padEnd),
/* harmony export */   jz: () => (/* binding */ DEFAULT_WIDTH),
/* harmony export */   kz: () => (/* binding */ CONTINUED)
/* harmony export */ });
/* unused harmony export charCells */
/**
 * Fitting text to a terminal's width: cutting, padding and word-wrapping by display cells. Pure. A
 * character takes the cells a terminal gives it: two for East Asian wide and fullwidth ones and emoji,
 * none for combining marks, joiners and variation selectors, one for the rest (the symbols the renderers
 * use, ✓ ✗ ▼ ≥ · –, among them). The text here is terminalInline-defused: no control characters.
 */
/** The width the terminal renderers use when none is known (no TTY: CI logs, pipes). */
const DEFAULT_WIDTH = 80;
/** Below this the layout would be all ellipses; a narrower terminal wraps our lines. */
const MIN_WIDTH = 30;
/** A usable width: the terminal's columns, or 80 when there is no terminal. */
function terminalWidth(columns) {
    return columns === undefined || !Number.isFinite(columns) || columns <= 0 ? DEFAULT_WIDTH : Math.max(MIN_WIDTH, Math.floor(columns));
}
/** The cells one code point takes (see the file's comment). */
function charCells(c) {
    if ((c >= 0x300 && c <= 0x36f) || (c >= 0x200b && c <= 0x200f) || (c >= 0xfe00 && c <= 0xfe0f) || c === 0x2060)
        return 0;
    const wide = (c >= 0x1100 && c <= 0x115f) ||
        (c >= 0x2e80 && c <= 0x303e) ||
        (c >= 0x3041 && c <= 0x33ff) ||
        (c >= 0x3400 && c <= 0x4dbf) ||
        (c >= 0x4e00 && c <= 0x9fff) ||
        (c >= 0xa000 && c <= 0xa4cf) ||
        (c >= 0xac00 && c <= 0xd7a3) ||
        (c >= 0xf900 && c <= 0xfaff) ||
        (c >= 0xfe30 && c <= 0xfe4f) ||
        (c >= 0xff00 && c <= 0xff60) ||
        (c >= 0xffe0 && c <= 0xffe6) ||
        (c >= 0x1f300 && c <= 0x1f64f) ||
        (c >= 0x1f680 && c <= 0x1f6ff) ||
        (c >= 0x1f900 && c <= 0x1f9ff) ||
        (c >= 0x20000 && c <= 0x3fffd);
    return wide ? 2 : 1;
}
/** The display width of `text`, in cells. */
function cells(text) {
    let n = 0;
    for (const ch of text)
        n += charCells(ch.codePointAt(0) ?? 0);
    return n;
}
/** The longest start of `chars` that fits `room` cells (at least one character, so that a cut always advances). */
function fitting(chars, room) {
    let used = 0;
    let i = 0;
    for (; i < chars.length; i++) {
        const w = charCells(chars[i]?.codePointAt(0) ?? 0);
        if (used + w > room)
            break;
        used += w;
    }
    return Math.max(1, i);
}
/** `text` cut to `max` cells, an ellipsis marking the cut. */
function clip(text, max) {
    if (cells(text) <= max)
        return text;
    const chars = Array.from(text);
    return `${chars.slice(0, max <= 1 ? 0 : fitting(chars, max - 1)).join('')}…`;
}
function padEnd(text, to) {
    return text + ' '.repeat(Math.max(0, to - cells(text)));
}
function padStart(text, to) {
    return ' '.repeat(Math.max(0, to - cells(text))) + text;
}
/** A word in a script written without spaces (East Asian wide characters): it may be cut anywhere. */
function cuttable(word) {
    for (const ch of word)
        if (charCells(ch.codePointAt(0) ?? 0) === 2)
            return true;
    return false;
}
/**
 * Word-wraps `text` into lines of at most `width` cells: the first line starts with `first`, the others
 * with `rest`. A word longer than a line (a path, a URL, a name) stands whole on a line of its own, wider
 * than the width, so that it reads and copies as one (issue 32 item 1); text in a script written without
 * spaces (East Asian wide characters) is cut into pieces instead.
 */
function wrap(text, width, first = '', rest = first) {
    const lines = [];
    let line = first;
    let empty = true;
    const room = (prefix) => Math.max(1, width - cells(prefix));
    for (const word of text.split(' ').filter((w) => w !== '')) {
        const candidate = empty ? line + word : `${line} ${word}`;
        if (cells(candidate) <= width) {
            line = candidate;
            empty = false;
            continue;
        }
        if (!empty) {
            lines.push(line);
            line = rest;
        }
        if (!cuttable(word)) {
            line += word;
            empty = false;
            continue;
        }
        let chars = Array.from(word);
        while (cells(chars.join('')) > room(line)) {
            const n = fitting(chars, room(line));
            lines.push(line + chars.slice(0, n).join(''));
            chars = chars.slice(n);
            line = rest;
        }
        line += chars.join('');
        empty = false;
    }
    lines.push(line);
    return lines;
}
/**
 * Joins parts with `sep` into as few lines as fit `width`, never splitting a part unless it alone is
 * wider than a line (then it is word-wrapped). The first line starts with `first`, the others with `rest`.
 */
function joinWrapped(parts, width, sep, first = '', rest = first) {
    const lines = [];
    let line = first;
    let empty = true;
    for (const part of parts) {
        const candidate = empty ? line + part : line + sep + part;
        if (cells(candidate) <= width) {
            line = candidate;
            empty = false;
            continue;
        }
        if (!empty) {
            lines.push(line);
            line = rest;
        }
        const pieces = wrap(part, width, line, rest);
        lines.push(...pieces.slice(0, -1));
        line = pieces.at(-1) ?? rest;
        empty = false;
    }
    lines.push(line);
    return lines;
}
/** Word-wraps each line of a text of several lines (wrap), the first line after `first`, every other after `rest`. */
function wrapLines(text, width, first = '', rest = first) {
    return text.split('\n').flatMap((line, i) => wrap(line, width, i === 0 ? first : rest, rest));
}
/** What starts a line that continues the line above it in a verbatim block (blockLines). */
const CONTINUED = '↪ ';
/**
 * A verbatim block (a model's output, a prompt) fitted to `width`, its words whole: a line wider than
 * the width is broken at its last space that fits (that space gives way to the break; a word longer than
 * a line is cut at the width), and continues on the next line after CONTINUED. Indentation is kept.
 */
function blockLines(text, width) {
    const out = [];
    for (const line of text.split('\n')) {
        let chars = Array.from(line);
        let prefix = '';
        while (cells(prefix) + cells(chars.join('')) > width) {
            const room = Math.max(1, width - cells(prefix));
            const n = fitting(chars, room);
            // The last space within the room, after the line's own indentation: the break goes there, the space with it.
            const indent = prefix === '' ? chars.findIndex((c) => c !== ' ') : 0;
            let at = -1;
            for (let i = Math.min(n, chars.length - 1); i > Math.max(0, indent); i--)
                if (chars[i] === ' ') {
                    at = i;
                    break;
                }
            if (at > 0) {
                out.push(prefix + chars.slice(0, at).join(''));
                chars = chars.slice(at + 1);
            }
            else {
                out.push(prefix + chars.slice(0, n).join(''));
                chars = chars.slice(n);
            }
            prefix = CONTINUED;
        }
        out.push(prefix + chars.join(''));
    }
    return out;
}
/**
 * A message of several lines fitted to `width`: a line that fits is kept as it is (its indentation too);
 * a wider one is word-wrapped, its continuation indented two cells under it.
 */
function fitLines(text, width) {
    return text.split('\n').flatMap((line) => {
        if (cells(line) <= width)
            return [line];
        const indent = /^ */.exec(line)?.[0] ?? '';
        return wrap(line.slice(indent.length), width, indent, `${indent}  `);
    });
}


/***/ }),

/***/ 7568:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   M$: () => (/* binding */ MARK),
/* harmony export */   MK: () => (/* binding */ rateOf),
/* harmony export */   XF: () => (/* binding */ intervalOf),
/* harmony export */   c4: () => (/* binding */ STATE),
/* harmony export */   pq: () => (/* binding */ countOf),
/* harmony export */   r4: () => (/* binding */ inWords)
/* harmony export */ });
/* harmony import */ var _format_percent_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7426);
/**
 * The one vocabulary every surface speaks (issue 32, item 1; docs/concepts.md, "How the reports speak"):
 * the comment, the job summary, the terminal, JUnit, the annotations, the gate's log lines and the
 * dashboard write a count, a rate, an interval, a state and a mark the same way. Pure.
 *
 *   count     "7 of 29"                 never "7/29"
 *   rate      "24.1%" (src/format/percent.ts); with its count "24.1% (7 of 29)"
 *   interval  "6.15–79.2%", after "95% interval"
 *   states    passed · failed · not evaluated · skipped · dropped (against the base)
 *   marks     ✅ passed · ❌ failed · ⚠️ not evaluated · ⏭️ skipped · ▼ dropped (the terminal: ✓ ✗ ! - ▼)
 */

/** What a verdict is called in every rendering. An error is never shown as a pass or a plain failure. */
const STATE = {
    pass: 'passed',
    fail: 'failed',
    error: 'not evaluated',
    skipped: 'skipped',
};
/** The mark of each state in Markdown; ▼ is a drop against the base. Each mark has one meaning. */
const MARK = {
    pass: '✅',
    fail: '❌',
    error: '⚠️',
    skipped: '⏭️',
};
/**
 * A 95% interval: "43.8–100%", each end as src/format/percent.ts writes a rate (never rounded up), one %
 * at the end. The comment, the terminal and the dashboard all write it so.
 */
function intervalOf(interval) {
    return `${(0,_format_percent_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l)(interval.low).slice(0, -1)}–${(0,_format_percent_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l)(interval.high)}`;
}
/** 7, 29 → "7 of 29"; with a noun, "2 of 3 runs". */
function countOf(part, whole, noun) {
    return `${part} of ${whole}${noun === undefined ? '' : ` ${noun}${whole === 1 ? '' : 's'}`}`;
}
/** 7, 29 → "24.1% (7 of 29)"; "—" when nothing was counted. */
function rateOf(part, whole) {
    return whole > 0 ? `${(0,_format_percent_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l)(part / whole)} (${countOf(part, whole)})` : '—';
}
/** "1 scenario", "2 scenarios". */
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/**
 * Text written elsewhere (a verdict's reason, a note) in the vocabulary: "1/3 passed" reads "1 of 3
 * passed", "2 errored run(s)" reads "2 errored runs", "could not evaluate" reads "not evaluated".
 */
function inWords(text) {
    return text
        .replace(/\b(\d+)\/(\d+) (passed|held|runs?)\b/g, '$1 of $2 $3')
        .replace(/\b(\d+) record\(s\)/g, (_, n) => `${n} recorded run${n === '1' ? '' : 's'}`)
        .replace(/\b(\d+) (\w+) (\w+)\(s\)/g, (_, n, a, w) => `${n} ${a} ${w}${n === '1' ? '' : 's'}`)
        .replace(/\b(\d+) (\w+)\(s\)/g, (_, n, w) => `${n} ${w}${n === '1' ? '' : 's'}`)
        .replace(/\bcould not evaluate: /g, 'not evaluated: ');
}


/***/ }),

/***/ 9146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vn: () => (/* binding */ validationCachePath),
/* harmony export */   X3: () => (/* binding */ openValidatedCache)
/* harmony export */ });
/* unused harmony exports VALIDATED_CACHE_FORMAT, sha256, jsonSafe, readCacheText, cacheText */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(311);
/* harmony import */ var _security_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5770);
/**
 * The validated-scenario cache (issue 23 item 4): what loading a scenario file gave — its scenarios, checked
 * and normalised — kept in one JSON file per config, so that a later run reads that one file instead of
 * parsing and validating every scenario file again.
 *
 * It never changes what is reported: an entry is used only when its key matches, and the key covers the
 * file's bytes, the bytes of every `_defaults.yaml` above it, the validated config (roles, providers,
 * defaults), the cache format, the product version and the build that wrote it. Only files that loaded
 * cleanly are kept — a file that gave an error or a problem, includes a file (`{ file: }`) or names
 * depends_on is validated every time. A cache file that cannot be read, is of another format or whose
 * bytes are not those its writer checksummed is ignored (and rewritten). The file lives in the user's cache folder (src/security/paths.ts),
 * outside the repository; the action does not use it (its checkout is untrusted).
 */





/**
 * Bumped whenever what an entry holds, how it is keyed, or how the file is laid out changes.
 * 2: a header line (the format and the sha256 of the rest) before the entries, instead of a zod check of
 * every entry (which cost 0.2 s of the warm 20,000-file start and could not tell an edited entry from a good one).
 */
const VALIDATED_CACHE_FORMAT = 2;
const isRecord = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
/** sha256 of the parts, each ended by a NUL; one call (crypto.hash, Node ≥ 20.12) where there is one: 20,000 files are keyed per run. */
const sha256 = (...parts) => {
    const text = parts.map((part) => `${part}\0`).join('');
    return typeof node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash === 'function' ? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash)('sha256', text) : (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex');
};
/** Is `value` made only of what JSON keeps as it is (so that reading it back gives the same value)? */
function jsonSafe(value) {
    if (value === null || typeof value === 'string' || typeof value === 'boolean')
        return true;
    if (typeof value === 'number')
        return Number.isFinite(value) && !Object.is(value, -0);
    if (Array.isArray(value))
        return value.every(jsonSafe);
    if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype)
        return false;
    for (const [key, child] of Object.entries(value)) {
        if (key === '__proto__')
            return false;
        // An absent optional field is left out of the entry; a key holding undefined would come back absent.
        if (child === undefined)
            return false;
        if (!jsonSafe(child))
            return false;
    }
    return true;
}
/** The first line of a cache file: its format and the sha256 of everything after that line. */
const header = (payload) => JSON.stringify({ format: VALIDATED_CACHE_FORMAT, sha256: sha256(payload) });
/**
 * The entries of a cache file's text, or undefined when it is not one this build wrote whole: another
 * format, or bytes that are not the ones the writer hashed (a hand edit, a bad disk block, a truncated copy).
 * The writer wrote only validated scenarios, so what passes the checksum needs no check of its own.
 */
function readCacheText(text) {
    const newline = text.indexOf('\n');
    if (newline < 0)
        return undefined;
    const payload = text.slice(newline + 1);
    if (text.slice(0, newline) !== header(payload))
        return undefined;
    const files = JSON.parse(payload);
    return isRecord(files) ? files : undefined;
}
/** A cache file's text for these entries (readCacheText's inverse). */
function cacheText(files) {
    const payload = JSON.stringify(files);
    return `${header(payload)}\n${payload}`;
}
/** The build that runs: the entry script's size and time, so that a rebuilt CLI never trusts an older one's entries. */
function buildStamp() {
    const main = process.argv[1];
    if (main === undefined)
        return '';
    try {
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(main);
        return `${main}:${info.size}:${info.mtimeMs}`;
    }
    catch {
        return main;
    }
}
/**
 * Opens the cache file `file` for a load whose outcome, apart from each file's own bytes, depends on
 * `context` (the validated config and the load's options, as JSON). A missing, unreadable or corrupt file
 * is an empty cache that will be rewritten.
 */
function openValidatedCache(file, context) {
    const prefix = sha256(String(VALIDATED_CACHE_FORMAT), _version_js__WEBPACK_IMPORTED_MODULE_4__/* .VERSION */ .x, buildStamp(), context);
    let stored = {};
    let dirty = false;
    try {
        const files = readCacheText((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(file, 'utf8'));
        if (files)
            stored = files;
        else
            dirty = true;
    }
    catch (err) {
        // No file yet is the usual first run; anything else (bad JSON, unreadable) is rewritten.
        dirty = (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .errorCode */ .CA)(err) !== 'ENOENT';
    }
    const storedCount = Object.keys(stored).length;
    const used = new Map();
    return {
        keyOf: (name, text, defaultsTexts) => sha256(prefix, name, text, ...defaultsTexts),
        get(name, key) {
            const raw = stored[name];
            if (raw === undefined)
                return undefined;
            // Read once: the parsed text is let go as the load goes on (peak memory at 20,000 files).
            stored[name] = undefined;
            // The checksum vouches for the bytes; an entry of the wrong shape could only come from a writer bug.
            if (!isRecord(raw) || raw['key'] !== key || !Array.isArray(raw['scenarios'])) {
                dirty = true;
                return undefined;
            }
            const entry = raw;
            used.set(name, entry);
            return entry.scenarios;
        },
        set(name, key, scenarios) {
            if (!scenarios.every(jsonSafe))
                return;
            used.set(name, { key, scenarios: [...scenarios] });
            dirty = true;
        },
        save() {
            if (!dirty && used.size === storedCount)
                return;
            try {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file), { recursive: true, mode: 0o700 });
                const tmp = `${file}.${process.pid}.tmp`;
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(tmp, cacheText(Object.fromEntries(used)), { mode: 0o600 });
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(tmp, file);
            }
            catch {
                // A cache that cannot be written is skipped: the next run validates again.
            }
        },
    };
}
/**
 * The cache file the CLI uses for the config at `configAbs`, or undefined when there is none: inside a
 * GitHub Actions job (the checkout there is untrusted, and a job starts from an empty cache anyway), with
 * CONTEXT_EVAL_VALIDATION_CACHE=off, or when no user cache folder is known.
 */
function validationCachePath(env, configAbs) {
    if (env['GITHUB_ACTIONS'] === 'true' || env['CONTEXT_EVAL_VALIDATION_CACHE'] === 'off')
        return undefined;
    return (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .validationCacheFile */ .Ek)(env, configAbs);
}


/***/ }),

/***/ 5770:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AZ: () => (/* binding */ resolveInRepository),
/* harmony export */   Be: () => (/* binding */ checkTextSize),
/* harmony export */   CA: () => (/* binding */ errorCode),
/* harmony export */   Ek: () => (/* binding */ validationCacheFile),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   Hn: () => (/* binding */ repositoryRoot),
/* harmony export */   Nw: () => (/* binding */ readPackageMember),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   ew: () => (/* binding */ checkDecodedText),
/* harmony export */   fA: () => (/* binding */ assertRegularFile),
/* harmony export */   g7: () => (/* binding */ decodeText),
/* harmony export */   gZ: () => (/* binding */ MAX_FILE_BYTES),
/* harmony export */   kL: () => (/* binding */ regularFilesOnly),
/* harmony export */   kd: () => (/* binding */ resolveWritableInRepository),
/* harmony export */   nF: () => (/* binding */ FileAccessError),
/* harmony export */   oc: () => (/* binding */ readRepositoryText)
/* harmony export */ });
/* unused harmony exports readNamedFile, userCacheFolder */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1136);
/* harmony import */ var _config_encoding_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5093);
/**
 * The one resolver for every file the product reads from the config and the scenarios (DESIGN §2, "files
 * stay in the repository"): `system`, `template`, `depends_on`, `{ file: }` includes, `review.criteria`,
 * replay `recordings`, exec `cwd`, scenario files and `_defaults.yaml`.
 *
 * A path resolves from the folder of the file that names it, then — after following every symlink with
 * realpath — must lie inside the repository root (the git top level, else the config file's folder).
 * Files are also checked by size (stat) before they are read, and must be regular files.
 *
 * Problems are FileAccessErrors; the caller, who knows the file and line that named the path, turns them
 * into located ConfigErrors.
 *
 * The file-system calls are synchronous behind the async signatures: the files are small, they are read
 * before any model call, and one promise-based realpath + stat + readFile (six thread-pool round trips)
 * costs about ten times the CPU of the same system calls made directly — at 20,000 scenario files,
 * seconds before the first request (issue 12).
 */





/** The largest config, scenario, defaults, prompt, template or included file read (bytes). */
const MAX_FILE_BYTES = 5 * 1024 * 1024;
class FileAccessError extends Error {
    problem;
    /** 'not-text': where in the file, and what is wrong without the file's name (for an error located there). */
    text;
    constructor(problem, message, text) {
        super(message);
        this.name = 'FileAccessError';
        this.problem = problem;
        if (text)
            this.text = text;
    }
}
/** A file that is not UTF-8 text (src/config/encoding.ts), named with the position of its first bad byte. */
function notText(shown, problem) {
    const at = problem.line === undefined ? '' : ` at line ${problem.line}, column ${problem.col ?? 1}:`;
    return new FileAccessError('not-text', `'${shown}'${at} ${problem.reason}`, problem);
}
/** Decodes bytes read from `shown` as UTF-8, refusing UTF-16, NUL bytes and invalid UTF-8 (never replaced). */
function decodeText(bytes, shown) {
    const problem = (0,_config_encoding_js__WEBPACK_IMPORTED_MODULE_4__/* .textBytesProblem */ .w1)(bytes);
    if (problem)
        throw notText(shown, problem);
    return bytes.toString('utf8');
}
/** Is `candidate` (absolute) `root` itself or below it? Lexical: no file-system access. */
function isInside(root, candidate) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(root, candidate);
    return rel === '' || (!node_path__WEBPACK_IMPORTED_MODULE_2___default().isAbsolute(rel) && !/^\.\.(?:[\\/]|$)/.test(rel));
}
/** The `code` of a Node system error (ENOENT, EACCES, …), or undefined for anything else. */
function errorCode(err) {
    return err !== null && typeof err === 'object' && 'code' in err && typeof err.code === 'string' ? err.code : undefined;
}
function outside(shown, root) {
    return new FileAccessError('outside', `'${shown}' resolves outside the repository (${root}); every file the config names must be inside it, after following symlinks. Use a path inside the repository`);
}
/**
 * Is `candidate` (absolute, below `root`) inside a `.git` folder (or the `.git` file of a worktree)? Its
 * config holds remotes and, after actions/checkout with persist-credentials, the job's token; no prompt,
 * include or setting may name anything there. Any case: on a case-insensitive disk `.GIT` is `.git`.
 */
function inGitFolder(root, candidate) {
    return node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(root, candidate).split(/[\\/]/).some((segment) => segment.toLowerCase() === '.git');
}
function gitFolder(shown) {
    return new FileAccessError('git', `'${shown}' lies in a .git folder, which no prompt, include or setting may name (git's own files, its config with remotes and tokens); name a file of the repository's work tree`);
}
/** The repository root for a config folder: the git top level, else the folder itself; realpath'd. */
async function repositoryRoot(configDir) {
    const top = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .gitTopLevel */ .oB)(configDir);
    const chosen = top ?? configDir;
    try {
        return node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(chosen);
    }
    catch {
        return node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(chosen);
    }
}
/**
 * `target` (as written; `shown` in messages) resolved from `fromDir`, checked to lie inside `root` after
 * following every symlink. A path that does not exist (or a glob) is checked through its nearest existing
 * ancestor, realpath'd, plus the rest as written. Returns the absolute path as written (not realpath'd),
 * so callers keep their own spelling.
 */
async function resolveInRepository(root, fromDir, target, shown = target) {
    const abs = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(fromDir, target);
    const real = await realpathOfLongestExisting(abs, shown);
    if (!isInside(root, real))
        throw outside(shown, root);
    if ((isInside(root, abs) && inGitFolder(root, abs)) || inGitFolder(root, real))
        throw gitFolder(shown);
    return abs;
}
/**
 * A folder the product writes to (the local response cache): relative to `fromDir`, never absolute, and
 * inside `root` after following symlinks, as resolveInRepository checks. Returns the absolute path.
 */
async function resolveWritableInRepository(root, fromDir, target) {
    if (node_path__WEBPACK_IMPORTED_MODULE_2___default().isAbsolute(target)) {
        throw new FileAccessError('outside', `'${target}' is an absolute path; give a folder relative to the config file's folder, inside the repository (${root})`);
    }
    return resolveInRepository(root, fromDir, target);
}
/** realpath of `abs`; when it does not exist, realpath of its nearest existing ancestor joined with the rest. */
async function realpathOfLongestExisting(abs, shown) {
    const rest = [];
    let current = abs;
    for (;;) {
        try {
            return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(current), ...rest);
        }
        catch (err) {
            const code = errorCode(err);
            if (code !== 'ENOENT' && code !== 'ENOTDIR')
                throw new FileAccessError('unreadable', `cannot resolve '${shown}' (${code ?? 'error'})`);
            const parent = node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(current);
            if (parent === current)
                return abs;
            rest.unshift(node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(current));
            current = parent;
        }
    }
}
/** O_NOFOLLOW where the platform has it (not on Windows): open refuses a symlink as the last component. */
const NO_FOLLOW = node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW;
/** O_NONBLOCK: opening a FIFO planted in the repository returns at once (it is then refused as not a regular file). */
const OPEN_PLAIN = NO_FOLLOW === undefined ? undefined : node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | NO_FOLLOW | (node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK ?? 0);
/** Is the real path of `abs`'s folder inside `root`? undefined when it cannot be resolved (the full resolver decides). */
function folderInside(root, dir, folders) {
    let inside = folders.get(dir);
    if (inside === undefined) {
        try {
            const real = node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(dir);
            // A folder in .git is left to the full resolver, which refuses it.
            inside = isInside(root, real) && !inGitFolder(root, real) && !(isInside(root, dir) && inGitFolder(root, dir));
        }
        catch {
            return undefined;
        }
        folders.set(dir, inside);
    }
    return inside;
}
/**
 * The text of `abs` when it is a regular file (not a symlink) whose folder's real path lies inside
 * `root`; undefined when the full resolver must decide (a symlink, a missing file, a folder outside the
 * root, a platform without O_NOFOLLOW). One open with O_NOFOLLOW, then fstat on that descriptor: what is
 * checked (a regular file, its size) is what is read, and a file over `maxBytes` is never read.
 */
function readPlainFileInside(root, abs, shown, maxBytes, folders) {
    if (OPEN_PLAIN === undefined || folderInside(root, node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(abs), folders) !== true)
        return undefined;
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(abs, OPEN_PLAIN);
    }
    catch {
        return undefined;
    }
    try {
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd);
        if (!info.isFile())
            return undefined;
        if (info.size > maxBytes)
            throw tooLarge(shown, info.size, maxBytes);
        // The bytes fstat counted and no more (a file that grows meanwhile is read as it was then; nothing past
        // maxBytes ever is), without the read that would only report the end: one system call fewer a file.
        const buffer = Buffer.allocUnsafe(info.size);
        let length = 0;
        for (let n; length < buffer.length && (n = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, buffer, length, buffer.length - length, null)) > 0;)
            length += n;
        return decodeText(buffer.subarray(0, length), shown);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
/**
 * Reads a text file named by the config or a scenario: confined to `root`, a regular file, at most
 * `maxBytes` (checked with stat before reading, so an oversized file never enters memory). `folders`:
 * the reader's memo of real folders (RealFolders), when it reads many files.
 */
async function readRepositoryText(root, abs, shown, maxBytes = MAX_FILE_BYTES, folders) {
    const plain = folders ? readPlainFileInside(root, abs, shown, maxBytes, folders) : undefined;
    if (plain !== undefined)
        return plain;
    await resolveInRepository(root, node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(abs), abs, shown);
    let info;
    try {
        info = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(abs);
    }
    catch (err) {
        throw accessError(err, shown);
    }
    if (!info.isFile())
        throw new FileAccessError('not-a-file', `'${shown}' is not a regular file`);
    if (info.size > maxBytes)
        throw tooLarge(shown, info.size, maxBytes);
    const bytes = readRegularFile(abs, shown, maxBytes);
    if (bytes.length > maxBytes)
        throw tooLarge(shown, bytes.length, maxBytes);
    return decodeText(bytes, shown);
}
/**
 * The bytes of `abs` if it is a regular file of at most `maxBytes`: opened without blocking (a FIFO or a
 * device put there since a stat is refused, never waited on), checked with fstat on that descriptor, read.
 */
function readRegularFile(abs, shown, maxBytes) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(abs, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK ?? 0));
    }
    catch (err) {
        throw accessError(err, shown);
    }
    try {
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd);
        if (!info.isFile())
            throw new FileAccessError('not-a-file', `'${shown}' is not a regular file`);
        if (info.size > maxBytes)
            throw tooLarge(shown, info.size, maxBytes);
        // One byte past the limit is read, so that a file that grew since is refused rather than cut.
        const buffer = Buffer.allocUnsafe(Math.min(info.size, maxBytes) + 1);
        let length = 0;
        for (let n; length < buffer.length && (n = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, buffer, length, buffer.length - length, null)) > 0;)
            length += n;
        return buffer.subarray(0, length);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
/**
 * Refuses `abs` when it exists and is not a regular file (a FIFO, a device, a folder): opened without
 * blocking and checked with fstat, never read. A path that cannot be opened passes: the reader that
 * follows reports it (not found, say). For readers that are not this module's (the CLI's io.readText),
 * so that a FIFO is refused instead of read forever.
 */
function assertRegularFile(abs, shown) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(abs, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK ?? 0));
    }
    catch {
        return;
    }
    try {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd).isFile())
            throw new FileAccessError('not-a-file', `'${shown}' is not a regular file`);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
/** `read` (a reader of absolute paths) that first refuses what is not a regular file (assertRegularFile). */
function regularFilesOnly(read, shownFrom) {
    return async (abs) => {
        assertRegularFile(abs, node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(shownFrom, abs).replaceAll('\\', '/') || abs);
        return read(abs);
    };
}
/** A failed stat or read of `shown`: not found, or unreadable with its error code. */
function accessError(err, shown) {
    const code = errorCode(err);
    if (code === 'ENOENT' || code === 'ENOTDIR')
        return new FileAccessError('not-found', `file not found: '${shown}'`);
    return new FileAccessError('unreadable', `cannot read '${shown}' (${code ?? 'error'})`);
}
function tooLarge(shown, size, max) {
    const mb = (n) => `${(n / 1024 / 1024).toFixed(n % (1024 * 1024) === 0 ? 0 : 1)} MB`;
    return new FileAccessError('too-large', `'${shown}' is larger than the limit (${mb(size)} > ${mb(max)}); split it or keep large data out of the suite`);
}
/**
 * Reads a file that goes into a context package: `rel` under `folder` (the config's folder), reached
 * through no symlink at all (neither the file nor a folder on the way), a regular file with no other hard
 * link (a hard link can stand for a file anywhere on the disk), at most `maxBytes`. A package carries only
 * what its folder holds, so that packing never copies a file from elsewhere on the author's machine.
 */
function readPackageMember(folder, rel, maxBytes = MAX_FILE_BYTES) {
    const abs = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(folder, rel);
    if (!isInside(node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(folder), abs))
        throw new FileAccessError('outside', `'${rel}' is outside the package's folder; a package holds only files under its config's folder: move the file there`);
    let info;
    try {
        info = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(abs);
    }
    catch (err) {
        throw accessError(err, rel);
    }
    const link = `'${rel}' is a symbolic link or lies under one; a package holds only regular files: replace the link with the file itself (or leave it out of the suite)`;
    if (info.isSymbolicLink())
        throw new FileAccessError('link', link);
    let real;
    try {
        real = node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(abs);
    }
    catch (err) {
        throw new FileAccessError('unreadable', `cannot resolve '${rel}' (${errorCode(err) ?? 'error'})`);
    }
    if (real !== node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(folder), node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(folder), abs)))
        throw new FileAccessError('link', link);
    if (!info.isFile())
        throw new FileAccessError('not-a-file', `'${rel}' is not a regular file`);
    if (info.nlink > 1)
        throw new FileAccessError('link', `'${rel}' has ${info.nlink} hard links; a package holds only files that are nowhere else: copy it (cp) instead of linking it`);
    if (info.size > maxBytes)
        throw tooLarge(rel, info.size, maxBytes);
    return checkTextSize(decodeText(readRegularFile(abs, rel, maxBytes), rel), rel, maxBytes);
}
/**
 * Reads a file the user named on the command line (a package file): a regular file, at most `maxBytes`
 * (checked before reading). Not confined: the user chose it, as with --config.
 */
function readNamedFile(abs, shown, maxBytes) {
    let info;
    try {
        info = statSync(abs);
    }
    catch (err) {
        throw accessError(err, shown);
    }
    if (!info.isFile())
        throw new FileAccessError('not-a-file', `'${shown}' is not a regular file`);
    if (info.size > maxBytes)
        throw tooLarge(shown, info.size, maxBytes);
    return checkTextSize(decodeText(readRegularFile(abs, shown, maxBytes), shown), shown, maxBytes);
}
/** Checks text obtained some other way (e.g. from git at a base commit) against the size limit. */
function checkTextSize(text, shown, maxBytes = MAX_FILE_BYTES) {
    const size = Buffer.byteLength(text, 'utf8');
    if (size > maxBytes)
        throw tooLarge(shown, size, maxBytes);
    return text;
}
/**
 * checkTextSize, and a NUL refused, for text a loader got already decoded (a file at a git ref): the bytes
 * are gone, so invalid UTF-8 cannot be told from a replacement character written on purpose; NUL can.
 */
function checkDecodedText(text, shown, maxBytes = MAX_FILE_BYTES) {
    checkTextSize(text, shown, maxBytes);
    const problem = (0,_config_encoding_js__WEBPACK_IMPORTED_MODULE_4__/* .textProblem */ .Fy)(text);
    if (problem)
        throw notText(shown, problem);
    return text;
}
/**
 * The user's own cache folder for context-eval: $XDG_CACHE_HOME/context-eval, else ~/.cache/context-eval
 * (the folder the CLI's compile cache uses too). Outside every repository, so that no commit can put a file
 * there; undefined when neither is known.
 */
function userCacheFolder(env) {
    const xdg = env['XDG_CACHE_HOME'];
    if (xdg !== undefined && node_path__WEBPACK_IMPORTED_MODULE_2___default().isAbsolute(xdg))
        return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(xdg, 'context-eval');
    const home = env['HOME'] ?? env['USERPROFILE'];
    return home !== undefined && node_path__WEBPACK_IMPORTED_MODULE_2___default().isAbsolute(home) ? node_path__WEBPACK_IMPORTED_MODULE_2___default().join(home, '.cache', 'context-eval') : undefined;
}
/**
 * Where the validated-scenario cache of the config at `configAbs` lives (src/scenarios/validated-cache.ts):
 * one file per config, in the user's cache folder (userCacheFolder), named by a hash of the config's path.
 */
function validationCacheFile(env, configAbs) {
    const folder = userCacheFolder(env);
    if (folder === undefined)
        return undefined;
    const name = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(configAbs)).digest('hex').slice(0, 32);
    return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(folder, 'validated', `${name}.json`);
}


/***/ }),

/***/ 7733:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XF: () => (/* binding */ REDACTED),
/* harmony export */   lY: () => (/* binding */ createRedactor)
/* harmony export */ });
/* unused harmony exports MIN_SECRET_LENGTH, FRAGMENT_LENGTH, redactTokenShapes, revealInvisible */
/**
 * The one redaction point (DESIGN §2, secrets). Pure: the secrets are passed in.
 *
 * `createRedactor(secrets)` removes, from any text that leaves the process:
 * - every secret value, also in the spellings the product's renderers give it (JSON, Markdown, HTML/XML
 *   entities, URL encoding), and inside base64 (as git keeps a checkout's token in .git/config);
 * - every fragment of 8 characters or more of a secret (a server that echoes `sk-abc***def…`);
 * - the usual token shapes, whatever their value: GitHub (`ghp_`, `gho_`, `ghs_`, `ghu_`, `ghr_`,
 *   `github_pat_`), OpenAI/Anthropic (`sk-…`, `sk-ant-…`), AWS (`AKIA…`), Slack (`xox…`), Google (`AIza…`),
 *   `Bearer …` credentials and private-key blocks.
 * `reveal` also makes bidi controls and zero-width characters visible (`\u202e`), for text people read.
 * With `assignments`, it also removes the value of secret-looking assignments (`api_key=…`, `token: "…"`):
 * for text people paste (a PR's files, the reviewer model's reply), not for the product's own data.
 *
 * This is the only module that knows what a secret looks like. Every place that redacts is handed a
 * Redactor made here — the sinks (src/security/sink.ts, src/action/sink.ts, the GitHub client), the
 * review's comment text (src/review/sanitize.ts), provider error messages (src/providers/http-errors.ts)
 * and `capture` (src/cli/capture.ts); renderers do not redact.
 */
const REDACTED = '[redacted]';
/** Values shorter than this are too common to redact without wrecking the text; they are left alone. */
const MIN_SECRET_LENGTH = 6;
/** Fragments of a secret this long or longer are redacted wherever they appear. */
const FRAGMENT_LENGTH = 8;
// Distinctive prefixes match wherever they start, also glued to a word ("keysk-proj-…", "xghp_…": text a
// model writes need not put a boundary there); a bare `sk-` needs a word boundary, or "disk-usage-…" goes.
// `_` may come escaped (`\_`): that is how the Markdown renderers spell it.
const U = String.raw `\\?_`;
/** Secret-looking tokens, redacted whole. */
const TOKEN_SHAPES = [
    new RegExp(String.raw `sk-(?:proj-|ant-(?:api\d\d-)?)(?:[A-Za-z0-9-]|${U}){16,}`, 'g'), // OpenAI project keys, Anthropic
    new RegExp(String.raw `\bsk-(?:[A-Za-z0-9-]|${U}){16,}`, 'g'), // OpenAI
    new RegExp(String.raw `gh[pousr]${U}[A-Za-z0-9]{20,}`, 'g'), // GitHub tokens
    new RegExp(String.raw `github${U}pat${U}(?:[A-Za-z0-9]|${U}){20,}`, 'g'), // GitHub fine-grained tokens
    /(?:AKIA|ASIA)[0-9A-Z]{16}\b/g, // AWS access key ids
    /xox[abposr]-[A-Za-z0-9-]{10,}/g, // Slack
    new RegExp(String.raw `AIza(?:[0-9A-Za-z-]|${U}){35}\b`, 'g'), // Google API keys
    /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g,
];
/**
 * A token shape's prefix and whatever of the token is left before an excerpt's cut (`…`): reports keep
 * bounded excerpts of answers, and a cut can leave less of a token than the shapes above need.
 */
// Bounded: each place a prefix starts is scanned at most 200 characters ahead, whatever the text.
const CUT_SHAPE = new RegExp(String.raw `(?:sk-(?:proj-|ant-)|\bsk-|gh[pousr]${U}|github${U}pat${U}|AKIA|ASIA|xox[abposr]-|AIza)(?:[A-Za-z0-9-]|${U}){0,200}…`, 'g');
/** `Bearer <credential>`: the credential goes, the word stays (also when an excerpt cut it short). */
const BEARER = /\b(Bearer\s+)[A-Za-z0-9._~+/-]{8,}=*/gi;
const CUT_BEARER = /\b(Bearer\s+)[A-Za-z0-9._~+/-]+…/gi;
/** The token shapes above, redacted. */
function redactTokenShapes(text) {
    let out = text;
    for (const pattern of TOKEN_SHAPES)
        out = out.replace(pattern, REDACTED);
    out = out.replace(CUT_SHAPE, `${REDACTED}…`);
    return out.replace(BEARER, (_m, word) => `${word}${REDACTED}`).replace(CUT_BEARER, (_m, word) => `${word}${REDACTED}…`);
}
/**
 * Bidi embeddings, overrides and isolates; zero-width and other invisible format characters; the BOM;
 * the soft hyphen; tag characters.
 */
// Matching combining and variation-selector code points one by one is the point here: each is made visible.
// eslint-disable-next-line no-misleading-character-class
const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]|\udb40[\udc00-\udc7f]/g;
/** Is this code unit part of a symbol or emoji that a single variation selector may follow (⚠️, ⏭️)? */
function isSymbolUnit(unit) {
    if (unit === undefined)
        return false;
    const code = unit.charCodeAt(0);
    return (code >= 0x2000 && code <= 0x2bff) || (code >= 0xdc00 && code <= 0xdfff);
}
/**
 * Invisible and direction-changing characters as visible `\uXXXX` (or `\u{XXXXX}`) escapes. With
 * `keepRendererMarks`, what the product's own renderers write stays: the zero-width space right after
 * `@` and `#` (so that nobody is pinged and no issue is linked), and one emoji presentation selector
 * (U+FE0F) right after a symbol, as in ⚠️.
 */
function revealInvisible(text, opts = {}) {
    return text.replace(INVISIBLE, (ch, offset, whole) => {
        const before = offset > 0 ? whole[offset - 1] : undefined;
        if (opts.keepRendererMarks && ch === '\u200b' && (before === '@' || before === '#'))
            return ch;
        if (opts.keepRendererMarks && ch === '\ufe0f' && isSymbolUnit(before))
            return ch;
        const code = ch.codePointAt(0) ?? 0;
        return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
    });
}
/** The spellings of a value after the product's renderers (JSON, Markdown, HTML/XML, URLs) have escaped it. */
function spellings(value) {
    const html = value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const out = new Set([
        value,
        JSON.stringify(value).slice(1, -1),
        html,
        html.replace(/"/g, '&quot;').replace(/'/g, '&apos;'),
        html.replace(/"/g, '&quot;').replace(/'/g, '&#39;'),
        html.replace(/[\\`*_[\]~|]/g, (c) => `\\${c}`),
        value.replace(/[!-/:-@[-`{-~]/g, (c) => `\\${c}`),
        encodeURIComponent(value),
    ]);
    return [...out].filter((s) => s.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length);
}
/** Secrets shorter than this (in bytes) have no base64 spelling redacted: their cores would be too short to be distinctive. */
const MIN_BASE64_BYTES = 9;
/**
 * The value inside base64, wherever it sits in the encoded bytes: for each of the three byte offsets, the
 * characters that depend on the value's bytes alone (those that straddle a neighbouring byte are left), in
 * the standard and the URL-safe alphabet. Git stores an actions/checkout token with persist-credentials as
 * `AUTHORIZATION: basic base64("x-access-token:<token>")` in .git/config; this is how that form is caught.
 * At most two characters each side are left, which hold under two bytes of the value.
 */
function base64Cores(value) {
    const bytes = Buffer.from(value, 'utf8');
    if (bytes.length < MIN_BASE64_BYTES)
        return [];
    const out = [];
    for (let k = 0; k < 3; k++) {
        const encoded = Buffer.concat([Buffer.alloc(k), bytes]).toString('base64');
        const core = encoded.slice(Math.ceil((8 * k) / 6), Math.floor((8 * (k + bytes.length)) / 6));
        out.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
    }
    return out;
}
/** `key=VALUE`, `token: "VALUE"`…: the value, when it is long hex or base64-like (the key name stays). */
const SECRET_ASSIGNMENT = /\b((?:[A-Za-z0-9_-]*(?:key|token|secret|password|passwd|pwd|credential|auth)[A-Za-z0-9_-]*)["']?\s*[=:]\s*["']?)([A-Fa-f0-9]{24,}|[A-Za-z0-9+/_-]{24,}={0,2})/gi;
function createRedactor(secrets, opts = {}) {
    const values = [...new Set([...secrets].filter((s) => s.length >= MIN_SECRET_LENGTH))];
    const whole = [...new Set([...values.flatMap(spellings), ...values.flatMap(base64Cores)])].sort((a, b) => b.length - a.length);
    const fragments = new Set();
    for (const value of values) {
        for (let i = 0; i + FRAGMENT_LENGTH <= value.length; i++)
            fragments.add(value.slice(i, i + FRAGMENT_LENGTH));
    }
    const redact = (text) => {
        let out = text;
        for (const spelling of whole)
            if (out.includes(spelling))
                out = out.split(spelling).join(REDACTED);
        if (fragments.size > 0)
            out = redactFragments(out, fragments);
        out = redactTokenShapes(out);
        return opts.assignments ? out.replace(SECRET_ASSIGNMENT, (_match, prefix) => `${prefix}${REDACTED}`) : out;
    };
    return {
        redact,
        reveal: (text) => revealInvisible(redact(text), { keepRendererMarks: true }),
        size: values.length,
    };
}
/** Every run of text covered by known 8-character fragments becomes one `[redacted]`. */
function redactFragments(text, fragments) {
    let covered;
    for (let i = 0; i + FRAGMENT_LENGTH <= text.length; i++) {
        if (!fragments.has(text.slice(i, i + FRAGMENT_LENGTH)))
            continue;
        covered ??= new Array(text.length).fill(false);
        for (let j = i; j < i + FRAGMENT_LENGTH; j++)
            covered[j] = true;
    }
    if (!covered)
        return text;
    let out = '';
    for (let i = 0; i < text.length; i++) {
        if (!covered[i])
            out += text[i];
        else if (i === 0 || !covered[i - 1])
            out += REDACTED;
    }
    return out;
}


/***/ }),

/***/ 6259:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ keyVariablesInConfig),
/* harmony export */   V: () => (/* binding */ secretValues)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/**
 * Which values are secrets (DESIGN §2): the value of every variable an `api_key_env` of the config names
 * (or its default, OPENAI_API_KEY / ANTHROPIC_API_KEY), the GitHub token, and — as a second net — any
 * variable whose name says it holds a credential. Pure: the config text and the environment come in.
 */

/** Variables that always hold secrets when set. */
const ALWAYS = ['GITHUB_TOKEN', 'GH_TOKEN', 'INPUT_GITHUB-TOKEN', 'INPUT_GITHUB_TOKEN', 'ACTIONS_RUNTIME_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN', 'OPENAI_API_KEY', 'ANTHROPIC_API_KEY'];
/** Names that say a variable holds a credential. */
const CREDENTIAL_NAME = /(?:API_?KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIALS?)$/i;
const DEFAULT_KEY_ENV = { openai: 'OPENAI_API_KEY', anthropic: 'ANTHROPIC_API_KEY' };
/**
 * The variables the config's providers take keys from. Lenient: the text need not be a valid config
 * (this runs before validation, so that even a config error cannot print a key); anything unreadable
 * gives no names.
 */
function keyVariablesInConfig(configText) {
    let doc;
    try {
        doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(configText);
    }
    catch {
        return [];
    }
    const providers = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(doc.contents) ? doc.contents.get('providers') : undefined;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(providers))
        return [];
    const names = [];
    for (const pair of providers.items) {
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(pair.value))
            continue;
        const keyEnv = pair.value.get('api_key_env', true);
        const type = pair.value.get('type');
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(keyEnv) && typeof keyEnv.value === 'string')
            names.push(keyEnv.value);
        else if (typeof type === 'string' && DEFAULT_KEY_ENV[type])
            names.push(DEFAULT_KEY_ENV[type]);
    }
    return names;
}
/** The secret values to register and redact: named key variables, the token, credential-named variables. */
function secretValues(env, keyVariables = []) {
    const out = new Set();
    const add = (value) => {
        if (value !== undefined && value.trim() !== '')
            out.add(value.trim());
    };
    for (const name of [...ALWAYS, ...keyVariables])
        add(env[name]);
    for (const [name, value] of Object.entries(env))
        if (CREDENTIAL_NAME.test(name))
            add(value);
    return [...out];
}


/***/ }),

/***/ 8887:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BF: () => (/* binding */ writeOutputFile),
/* harmony export */   ch: () => (/* binding */ guardCliIO),
/* harmony export */   sD: () => (/* binding */ redactorFor),
/* harmony export */   xb: () => (/* binding */ writeOutputChunks)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7733);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6259);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5770);
/**
 * The CLI's sinks: everything it prints (stdout, stderr, progress) and every file it writes (report.json,
 * report.md, report.junit.xml, events.jsonl, --json/--markdown/--junit) passes through one Redactor here.
 * The action writes its report.json and shard.json with writeOutputChunks too, through its own redaction
 * (src/action/sink.ts).
 */






/** Redactor for a run of the product: the environment's secrets and the key variables the config names. */
async function redactorFor(env, configPath) {
    let names = [];
    if (configPath !== undefined) {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(configPath).catch(() => undefined);
        if (info?.isFile() && info.size <= _paths_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_FILE_BYTES */ .gZ)
            names = (0,_secrets_js__WEBPACK_IMPORTED_MODULE_4__/* .keyVariablesInConfig */ .G)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(configPath, 'utf8').catch(() => ''));
    }
    return (0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .createRedactor */ .lY)((0,_secrets_js__WEBPACK_IMPORTED_MODULE_4__/* .secretValues */ .V)(env, names));
}
/** The CLI's I/O with every printed byte passed through `redactor`. */
function guardCliIO(io, redactor) {
    const progress = io.progress;
    return {
        ...io,
        stdout: (t) => io.stdout(redactor.reveal(t)),
        stderr: (t) => io.stderr(redactor.reveal(t)),
        progress: {
            write: (s) => progress.write(redactor.reveal(s)),
            ...(progress.isTTY !== undefined ? { isTTY: progress.isTTY } : {}),
            // Read at every redraw: a resized terminal is followed.
            get columns() {
                return progress.columns;
            },
        },
        get columns() {
            return io.columns;
        },
        redactor,
    };
}
/** Writes an output file through the redactor: Markdown also gets invisible characters revealed. */
async function writeOutputFile(file, text, redactor) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file), { recursive: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(file, /\.(md|markdown)$/i.test(file) ? redactor.reveal(text) : redactor.redact(text));
}
/**
 * Writes an output file from pieces, each through the redactor, so that a large report never exists as
 * one string (issue 12). Each piece must hold whole values (renderJsonChunks gives one per scenario): a
 * secret inside one string value is then always inside one piece.
 */
async function writeOutputChunks(file, chunks, redactor, opts = {}) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file), { recursive: true });
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, opts.regularOnly ? REGULAR_WRITE : 'w').catch((err) => {
        // ENXIO: a FIFO with no reader; ELOOP: a symlink (O_NOFOLLOW).
        const code = (0,_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .errorCode */ .CA)(err);
        if (opts.regularOnly && (code === 'ENXIO' || code === 'ELOOP'))
            throw new _paths_js__WEBPACK_IMPORTED_MODULE_5__/* .FileAccessError */ .nF('not-a-file', `'${file}' is not a regular file`);
        throw err;
    });
    try {
        // A FIFO or a device where a regular file is expected (the last report): refused, never waited on.
        if (opts.regularOnly && !(await handle.stat()).isFile())
            throw new _paths_js__WEBPACK_IMPORTED_MODULE_5__/* .FileAccessError */ .nF('not-a-file', `'${file}' is not a regular file`);
        // Pieces are gathered up to about 1 MB a write: one write per scenario would cost more than it saves.
        let batch = [];
        let size = 0;
        for (const chunk of chunks) {
            const safe = redactor.redact(chunk);
            batch.push(safe);
            size += safe.length;
            if (size >= WRITE_BATCH_CHARS) {
                await handle.writeFile(batch.join(''));
                batch = [];
                size = 0;
            }
        }
        if (batch.length > 0)
            await handle.writeFile(batch.join(''));
    }
    finally {
        await handle.close();
    }
}
const WRITE_BATCH_CHARS = 1 << 20;
/**
 * Open flags for a file that must be a regular one: created or truncated, never through a symlink
 * (O_NOFOLLOW), and without blocking (O_NONBLOCK: opening a FIFO with no reader fails at once, ENXIO, where
 * a plain open waits for a reader forever). Where the platform lacks them (Windows), a plain 'w'.
 */
const REGULAR_WRITE = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW === undefined
    ? 'w'
    : node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_TRUNC | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);


/***/ })

};
