export const id = 523;
export const ids = [523];
export const modules = {

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
const COMMANDS = ['run', 'validate', 'manifest', 'record', 'review', 'history', 'drift', 'dashboard', 'schema'];
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
    },
    validate: { ...common },
    manifest: { ...common, role: { type: 'string' }, base: { type: 'string' }, format: { type: 'string' } },
    record: { ...common, only: { type: 'string', multiple: true }, runs: { type: 'string' }, concurrency: { type: 'string' }, seed: { type: 'string' } },
    review: { ...common, 'dry-run': { type: 'boolean' }, request: { type: 'string' }, base: { type: 'string' }, head: { type: 'string' } },
    history: { ...common, scenario: { type: 'string' }, format: { type: 'string' } },
    drift: { ...common, format: { type: 'string' } },
    dashboard: { ...common, out: { type: 'string' } },
    schema: { help: { type: 'boolean', short: 'h' }, kind: { type: 'string' } },
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
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/cli/help.ts

const GLOBAL_HELP = `context-eval ${version/* VERSION */.x}: treat the context fed to LLM agents as a tested artifact.

Usage: context-eval <command> [options]

Commands:
  run        Run the selected scenarios N times and judge them against their thresholds
  validate   Check the config and scenarios; calls no model
  manifest   Show what each role's model receives, with token counts (and the diff against --base)
  record     Run against the real provider and write replay recordings
  review     Print the exact reviewer payload (--dry-run)
  history    Show recorded history
  drift      Run the drift detectors over stored history; calls no model
  dashboard  Build a static HTML history dashboard (--out DIR); no network at build or view time
  schema     Print the JSON Schema of scenario files (--kind scenario) or the config (--kind config)

Every command takes --config F (default context-eval.yaml), --help; --version prints the version.
Exit codes: 0 pass · 1 a scenario failed · 2 config, usage or environment problem (before any model call) · 3 a scenario could not be evaluated.
`;
const COMMAND_HELP = {
    run: `Usage: context-eval run [--config F] [--only NAME|GLOB] [--runs N] [--changed F...] [--changed-from F] [--base REF]
                        [--record | --compare [--fail-on LIST]]
                        [--concurrency N] [--seed N] [--json F] [--markdown F] [--junit F] [--out DIR] [--verbose]

  --only NAME|GLOB   Run only these scenarios (comma-separated or repeated; globs like 'planner-*')
  --runs N           Override every scenario's N
  --changed F...     Run only the scenarios whose context depends on these files
  --changed-from F   The same, with the changed files listed in F, one per line
  --base REF         The same, with the files changed since the merge base with REF (git)
  --record           Sample every scenario compare.baseline_runs times and append the run to history.store: dir
                     (as the action's push and schedule runs do), so that later comparisons have a baseline
  --compare          Compare with the history baseline at the merge base of HEAD and --base REF (default: the
                     default branch), with the same per-PR error control as the action on a pull request
  --fail-on LIST     With --compare: what exits 1 (default threshold,regression,error; also drift, review)
  --concurrency N    Model calls in flight at once (default 8)
  --seed N           Seed for providers that support one (run i gets N+i)
  --json F, --markdown F, --junit F   Write the report in that format
  --out DIR          Write report.json, report.md, report.junit.xml and events.jsonl into DIR
  --verbose          Show why each scenario ran, and where each scenario value came from
`,
    validate: `Usage: context-eval validate [--config F] [--verbose]

Checks the config, every scenario and every prompt template without calling a model. Exit 0 when all is
well, 2 with a message naming the file and line otherwise. Suited to a pre-commit hook.
`,
    manifest: `Usage: context-eval manifest [--config F] [--role R] [--base REF] [--format text|json]

Shows what each role's model receives: each system file and the template with token counts, the output
contract, provider, model and parameters. With --base REF, the token diff against that git ref.
`,
    record: `Usage: context-eval record [--config F] [--only NAME|GLOB] [--runs N] [--concurrency N] [--seed N]

Runs the selected scenarios whose role uses a replay provider against that provider's record_with
provider, and writes the outputs as replay recordings (all N runs, no early stop).
`,
    review: `Usage: context-eval review --dry-run [--config F] --request F [--base REF] [--head REF]

Prints the exact reviewer payload for a request text (a Markdown file: its first '# ' heading is the
title) and the git diff between two refs (--base defaults to HEAD, --head to the working tree). The
criteria and review settings are read at --base, as the action reads them from the base branch.
The live review runs in the action.
`,
    history: `Usage: context-eval history [--config F] [--scenario NAME] [--format text|json]

Shows recorded history per scenario: record count, a pass-rate sparkline over the last 30 records and
the latest record; --scenario adds one line per record. Reads history.dir (store: dir) or the data
branch through local git (store: branch; tries <branch>, then origin/<branch>).
`,
    drift: `Usage: context-eval drift [--config F] [--format text|json]

Runs the drift detectors over stored history; calls no model.
Exit 0 no finding, 1 findings, 2 config problem or history unreadable.
`,
    dashboard: `Usage: context-eval dashboard --out DIR [--config F]

Builds a static site from the history store into DIR: an overview of every scenario (pass rate, tokens
and latency as sparklines, drifting scenarios first) and a page per scenario (pass rate with its 95%
interval and threshold, tokens, latency, a dashed line where the context changed, drift findings). The
charting library is copied into DIR/assets: the site works offline, from file:// and on GitHub Pages.
Exit 0 when written, 2 when --out is missing, the config is invalid or the history unreadable.
`,
    schema: `Usage: context-eval schema [--kind scenario|config]

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
        readText: (p) => (0,promises_.readFile)(p, 'utf8'),
        now: () => Date.now(),
    };
}

;// CONCATENATED MODULE: ./src/cli/main.ts
/** The CLI's dispatcher: parses the command line, runs the command, maps outcomes to exit codes. */




async function main(argv, io = nodeIO()) {
    try {
        const parsed = (0,args/* parseCommandLine */.Du)(argv);
        if (parsed.values.help) {
            io.stdout(parsed.values.global ? GLOBAL_HELP : COMMAND_HELP[parsed.command]);
            return 0;
        }
        switch (parsed.command) {
            case 'run':
                return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(728), __webpack_require__.e(777), __webpack_require__.e(919), __webpack_require__.e(25), __webpack_require__.e(290), __webpack_require__.e(577), __webpack_require__.e(443)]).then(__webpack_require__.bind(__webpack_require__, 4443))).runCommand(parsed.values, io);
            case 'validate':
                return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(728), __webpack_require__.e(777), __webpack_require__.e(25), __webpack_require__.e(577), __webpack_require__.e(446)]).then(__webpack_require__.bind(__webpack_require__, 4446))).validateCommand(parsed.values, io);
            case 'manifest':
                return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(728), __webpack_require__.e(25), __webpack_require__.e(134)]).then(__webpack_require__.bind(__webpack_require__, 7134))).manifestCommand(parsed.values, io);
            case 'record':
                return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(728), __webpack_require__.e(777), __webpack_require__.e(25), __webpack_require__.e(577), __webpack_require__.e(937)]).then(__webpack_require__.bind(__webpack_require__, 4937))).recordCommand(parsed.values, io);
            case 'schema':
                return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(740)]).then(__webpack_require__.bind(__webpack_require__, 9740))).schemaCommand(parsed.values, io);
            case 'history':
                return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(728), __webpack_require__.e(25), __webpack_require__.e(290), __webpack_require__.e(992)]).then(__webpack_require__.bind(__webpack_require__, 2514))).historyCommand(parsed.values, io);
            case 'drift':
                return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(728), __webpack_require__.e(25), __webpack_require__.e(290), __webpack_require__.e(74), __webpack_require__.e(329)]).then(__webpack_require__.bind(__webpack_require__, 329))).driftCommand(parsed.values, io);
            case 'dashboard':
                return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(728), __webpack_require__.e(25), __webpack_require__.e(290), __webpack_require__.e(74), __webpack_require__.e(1)]).then(__webpack_require__.bind(__webpack_require__, 2001))).dashboardCommand(parsed.values, io);
            case 'review':
                return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(728), __webpack_require__.e(25), __webpack_require__.e(533)]).then(__webpack_require__.bind(__webpack_require__, 5533))).reviewCommand(parsed.values, io);
        }
    }
    catch (err) {
        if (err instanceof args/* UsageError */.eb || err instanceof types/* ConfigError */.x || (err instanceof Error && err.name === 'GitError')) {
            // Paths inside the folder the user runs from are shown relative to it.
            io.stderr(`context-eval: ${err.message.split(`${io.cwd}/`).join('')}\n`);
            return 2;
        }
        const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
        io.stderr(`context-eval: internal error, nothing could be evaluated:\n${message}\n`);
        return 3;
    }
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
    constructor(message, where = {}) {
        const at = where.file ? `${where.file}${where.line ? `:${where.line}${where.col ? `:${where.col}` : ''}` : ''}: ` : '';
        super(`${at}${message}`);
        this.name = 'ConfigError';
        this.file = where.file;
        this.line = where.line;
        this.col = where.col;
    }
}


/***/ })

};
