export const id = 432;
export const ids = [432];
export const modules = {

/***/ 7247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ee: () => (/* binding */ checkRecordable),
  xk: () => (/* binding */ compareExitCode),
  lr: () => (/* binding */ gateVerdict),
  eL: () => (/* binding */ historyFlags),
  HQ: () => (/* binding */ localBaseline),
  XV: () => (/* binding */ parseFailOn),
  O: () => (/* binding */ recordLocally)
});

;// CONCATENATED MODULE: ./src/action/review-gate.ts
function decideReviewGate(verdict, failOn, reason) {
    const reasons = [];
    const warnings = [];
    if (verdict === 'CHANGES REQUESTED' || verdict === 'BLOCKED') {
        const msg = `the reflection review says ${verdict}`;
        if (failOn.has('review'))
            reasons.push(msg);
        else
            warnings.push(`${msg} (not failing the job: 'review' is not in fail-on)`);
    }
    else if (verdict === 'could-not-review') {
        const msg = `the reflection review could not review${reason ? ` (${reason})` : ''}`;
        if (failOn.has('error'))
            reasons.push(msg);
        else
            warnings.push(`${msg} (not failing the job: 'error' is not in fail-on)`);
    }
    return { reasons, warnings };
}

// EXTERNAL MODULE: ./src/pipeline/attach-comparisons.ts + 2 modules
var attach_comparisons = __webpack_require__(7792);
// EXTERNAL MODULE: ./src/report/vocabulary.ts
var vocabulary = __webpack_require__(7568);
;// CONCATENATED MODULE: ./src/action/gate.ts




const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
function decideGate(report, failOn, extra = {}) {
    const reasons = [];
    const warnings = [];
    const kinds = [];
    // An undecided scenario (issue 30 item 2) has verdict error but its own fail-on entry.
    const errored = report.scenarios.filter((s) => s.verdict === 'error' && s.state !== 'undecided').length;
    const undecided = report.scenarios.filter((s) => s.state === 'undecided');
    const failing = report.scenarios.filter((s) => s.verdict === 'fail');
    // With a baseline, a scenario that fails its threshold at the base too is not this change's (issue 31).
    const atBase = failing.filter((s) => s.atBase === 'failing');
    const own = failing.filter((s) => s.atBase !== 'failing');
    const newly = own.length > 0 && own.every((s) => s.atBase === 'passing');
    if (own.length > 0 && failOn.has('threshold')) {
        reasons.push(newly
            ? `${plural(own.length, 'scenario')} newly failing ${own.length === 1 ? 'its' : 'their'} threshold: ${own.map((s) => s.name).join(', ')}`
            : `${plural(own.length, 'scenario')} failed ${own.length === 1 ? 'its' : 'their'} threshold`);
        kinds.push('threshold');
    }
    if (atBase.length > 0) {
        const named = atBase.map((s) => (s.failingSince === undefined ? s.name : `${s.name} (failing since ${s.failingSince.sha.slice(0, 7)}${s.failingSince.orEarlier === true ? ' or earlier' : ''}, ${s.failingSince.timestamp.slice(0, 10)})`));
        const msg = `${plural(atBase.length, 'scenario')} failing ${atBase.length === 1 ? 'its' : 'their'} threshold at the base too: ${named.join(', ')}`;
        if (failOn.has('failing-at-base')) {
            reasons.push(msg);
            kinds.push('threshold');
        }
        else
            warnings.push(`${msg} (not this change's doing; not failing the job: 'failing-at-base' is not in fail-on)`);
    }
    if (errored > 0) {
        const msg = `${plural(errored, 'scenario')} ${vocabulary/* STATE */.c4.error}`;
        if (failOn.has('error')) {
            reasons.push(msg);
            kinds.push('error');
        }
        else
            warnings.push(`${msg} (not failing the job: 'error' is not in fail-on)`);
    }
    if (undecided.length > 0) {
        const msg = `${plural(undecided.length, 'scenario')} undecided (not shown above or below ${undecided.length === 1 ? 'its' : 'their'} threshold, so not evaluated): ${undecided.map((s) => s.name).join(', ')}`;
        if (failOn.has('undecided')) {
            reasons.push(msg);
            kinds.push('undecided');
        }
        else
            warnings.push(`${msg} (not failing the job: 'undecided' is not in fail-on)`);
    }
    // A scenario that could not be evaluated is an error, never a regression; an undecided one's runs are evidence, and its drop counts.
    const dropped = (0,attach_comparisons/* regressions */.Z0)(report).filter((s) => s.verdict !== 'error' || s.state === 'undecided');
    if (dropped.length > 0) {
        const msg = `${plural(dropped.length, 'scenario')} regressed against the baseline: ${dropped.map((s) => s.name).join(', ')}`;
        if (failOn.has('regression')) {
            reasons.push(msg);
            kinds.push('regression');
        }
        else
            warnings.push(`${msg} (not failing the job: 'regression' is not in fail-on)`);
    }
    const drift = extra.driftFindings ?? 0;
    if (drift > 0) {
        const msg = `the drift detectors found ${plural(drift, 'drift finding')}`;
        if (failOn.has('drift')) {
            reasons.push(msg);
            kinds.push('drift');
        }
        else
            warnings.push(`${msg} (not failing the job: 'drift' is not in fail-on)`);
    }
    if (extra.review) {
        const review = decideReviewGate(extra.review.verdict, failOn, extra.review.reason);
        reasons.push(...review.reasons);
        warnings.push(...review.warnings);
        kinds.push(...review.reasons.map(() => 'review'));
    }
    if (extra.recordError !== undefined) {
        reasons.push(extra.recordError.replace(/^context-eval: /, ''));
        kinds.push('record');
    }
    return { fail: reasons.length > 0, reasons, warnings, kinds };
}
/**
 * The action's `verdict` output: the job's verdict, which agrees with its exit (issue 32, item 1). The
 * step fails exactly when it is `fail` or `error`: `error` when only scenarios that were not evaluated
 * (or a history record that could not be written) failed it, `fail` when anything else did — a failed
 * threshold, a regression, drift, the review. A job that passes says `pass`, or `skipped` when nothing
 * ran: a finding outside `fail-on` is advisory, and the `failed`, `errored` and `regressions` outputs
 * still count it. The scenarios' own verdict stays in report.json.
 */
function jobVerdict(report, gate) {
    if (!gate.fail)
        return report.verdict === 'skipped' ? 'skipped' : 'pass';
    // An undecided scenario was not evaluated either: its red is an error, like an error's.
    return gate.kinds.every((k) => k === 'error' || k === 'undecided' || k === 'record') ? 'error' : 'fail';
}
/** One annotation per failing (error level; warning when it fails at the base too) or erroring (warning level) scenario, on its file and line. */
function annotationsFor(report, fileFromConfigDir) {
    const all = [];
    for (const s of report.scenarios) {
        if (s.verdict !== 'fail' && s.verdict !== 'error')
            continue;
        const lines = new Map();
        for (const r of s.runs)
            for (const line of r.error !== undefined ? [`error: ${r.error}`] : r.failures)
                lines.set(line, (lines.get(line) ?? 0) + 1);
        const detail = [...lines].map(([l, n]) => (n > 1 ? `${n}× ${l}` : l)).slice(0, 10);
        // A scenario failing at the base too is not this change's (issue 31): a warning, not an error on the diff.
        const atBase = s.verdict === 'fail' && s.atBase === 'failing';
        all.push({
            level: s.verdict === 'fail' && !atBase ? 'error' : 'warning',
            title: s.verdict === 'fail'
                ? `context-eval: ${s.name} ${STATE.fail} (${countOf(s.passes, s.attempted)} passed)${atBase ? ', failing at the base too' : s.atBase === 'passing' ? ', newly failing' : ''}`
                : s.state === 'undecided'
                    ? `context-eval: ${s.name} undecided (${countOf(s.passes, s.attempted)} passed; not shown above or below its threshold)`
                    : `context-eval: ${s.name} ${STATE.error}`,
            message: [inWords(s.reason), ...detail].join('\n'),
            file: fileFromConfigDir(s.file),
            line: s.line,
        });
    }
    const shown = [];
    const hidden = { error: 0, warning: 0 };
    const count = { error: 0, warning: 0 };
    for (const a of all) {
        if (count[a.level] < MAX_ANNOTATIONS_PER_KIND) {
            shown.push(a);
            count[a.level]++;
        }
        else
            hidden[a.level]++;
    }
    return { shown, hidden };
}

// EXTERNAL MODULE: ./src/config/types.ts
var types = __webpack_require__(2143);
// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git = __webpack_require__(1136);
// EXTERNAL MODULE: ./src/history/dir-store.ts
var dir_store = __webpack_require__(3043);
// EXTERNAL MODULE: ./src/history/record.ts + 1 modules
var history_record = __webpack_require__(814);
;// CONCATENATED MODULE: ./src/action/fail-on.ts
/**
 * The `fail-on` values (action input and `--fail-on`). Kept apart from src/inputs.ts so that the CLI
 * does not load @actions/core (and its HTTP client) just to read this list.
 */
/**
 * `threshold`: a scenario fails its threshold; with a baseline, only a scenario that does not fail it at
 * the base too (issue 31: newly failing, or the base cannot say). `failing-at-base`: a scenario that
 * fails its threshold at the base too (not in the default: it is not the change's doing). `error`: a
 * scenario that could not be evaluated because runs errored. `undecided` (issue 30 item 2): a scenario
 * whose threshold test reached its cap without a decision. Not in the default: red means evidence of a
 * problem (an unchanged PR stays green), and an undecided scenario has none either way; it is never shown
 * as passed, the job's warnings name it, and `validate` warns on a scenario that is undecided more often
 * than not at its threshold and rejects one that can never fail (docs/statistics.md §1.3).
 */
const FAIL_ON = ['threshold', 'regression', 'drift', 'review', 'error', 'undecided', 'failing-at-base'];

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/config/load.ts + 9 modules
var load = __webpack_require__(2317);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/security/paths.ts
var paths = __webpack_require__(5770);
;// CONCATENATED MODULE: ./src/git/snapshot.ts
/**
 * A commit's files, materialised read-only into a temporary folder (compare.base: the suite as it was
 * at the merge base; issue 22, item 2). Reads the tree with `git ls-tree` and the blobs with one
 * `git cat-file --batch`; no checkout, no worktree, nothing written to the repository. Regular files
 * only: symlinks and submodules are left out (the one path resolver, src/security/paths.ts, then
 * refuses what they would have named), and so are files over the resolver's size limit, which it would
 * refuse anyway.
 */





/** `git ls-tree -r -z -l <commit>`: the regular files (mode 100644/100755) within the size limit. */
function parseTree(out) {
    const blobs = [];
    for (const entry of out.split('\0')) {
        const m = /^(\d{6}) blob ([0-9a-f]{40,64}) +(\d+)\t(.+)$/s.exec(entry);
        if (!m || (m[1] !== '100644' && m[1] !== '100755'))
            continue;
        if (Number(m[3]) > paths/* MAX_FILE_BYTES */.gZ)
            continue;
        blobs.push({ oid: m[2] ?? '', file: m[4] ?? '' });
    }
    return blobs;
}
/** Splits `git cat-file --batch` output into the blobs' contents, in order. */
function splitBatch(out, count) {
    const parts = [];
    let at = 0;
    for (let i = 0; i < count; i++) {
        const eol = out.indexOf(10, at);
        const header = out.subarray(at, eol).toString('utf8');
        const size = Number(/ (\d+)$/.exec(header)?.[1] ?? Number.NaN);
        if (!Number.isInteger(size))
            throw new git/* GitError */.XS(`git: cat-file --batch gave an unexpected header '${header}'`);
        parts.push(out.subarray(eol + 1, eol + 1 + size));
        at = eol + 1 + size + 1;
    }
    return parts;
}
/** The files of `commit` in a new temporary folder; `dispose` removes it. */
async function snapshotCommit(commit, repoRoot) {
    if (!/^[0-9a-f]{40,64}$/.test(commit))
        throw new git/* GitError */.XS(`git: '${commit}' is not a commit SHA`);
    const tree = await (0,git/* gitBuffer */.vv)(['ls-tree', '-r', '-z', '-l', '--full-tree', commit], repoRoot).catch((err) => {
        throw new git/* GitError */.XS(`git: the files of ${commit.slice(0, 7)} could not be listed (${err instanceof Error ? err.message : String(err)}); fetch the merge base (actions/checkout: fetch-depth: 0)`);
    });
    const blobs = parseTree(tree.toString('utf8'));
    const dir = await (0,promises_.mkdtemp)(external_node_path_default().join((0,external_node_os_.tmpdir)(), 'context-eval-base-'));
    const dispose = () => (0,promises_.rm)(dir, { recursive: true, force: true });
    try {
        const contents = blobs.length === 0 ? [] : splitBatch(await (0,git/* gitCatFileBatch */.Tx)(blobs.map((b) => `${b.oid}\n`).join(''), repoRoot), blobs.length);
        for (const [i, blob] of blobs.entries()) {
            const target = external_node_path_default().resolve(dir, blob.file);
            if (!(0,paths/* isInside */.FK)(dir, target))
                continue;
            await (0,promises_.mkdir)(external_node_path_default().dirname(target), { recursive: true });
            await (0,promises_.writeFile)(target, contents[i] ?? Buffer.alloc(0));
        }
    }
    catch (err) {
        await dispose();
        throw err;
    }
    return { dir, dispose };
}

;// CONCATENATED MODULE: ./src/pipeline/base-suite.ts
/**
 * The suite as it was at the merge base, read from local git (compare.base rerun or auto; issue 22,
 * item 2): the commit's files materialised in a temporary folder (src/git/snapshot.ts), and the base's
 * config loaded from there with that folder as the repository root, so every file it names goes through
 * the one path resolver (src/security/paths.ts) confined to the base's own files. Anything that stops
 * the base from loading is returned as `unavailable` with the reason, for the report's notes.
 */





const messageOf = (err) => (err instanceof Error ? err.message : String(err));
/** The base suite at `sha` in the repository at `root` (the git top level of the PR's config). */
function gitBaseSuite(loaded, sha, root, env) {
    let snapshot;
    return {
        async load() {
            const configRel = external_node_path_default().relative(external_node_fs_.realpathSync.native(root), external_node_fs_.realpathSync.native(loaded.path));
            try {
                snapshot = await snapshotCommit(sha, root);
            }
            catch (err) {
                return { unavailable: messageOf(err), sha };
            }
            const dir = external_node_fs_.realpathSync.native(snapshot.dir);
            const configAt = external_node_path_default().join(dir, configRel);
            if (!(await (0,promises_.access)(configAt).then(() => true, () => false)))
                return { unavailable: `${configRel} does not exist at the merge base`, sha };
            try {
                const base = await (0,load/* loadConfig */.Z)(configAt, { env, root: dir });
                return { sha, loaded: base, readText: (p) => (0,promises_.readFile)(p, 'utf8') };
            }
            catch (err) {
                // The temporary folder is a machine path: the message names the merge base instead.
                return { unavailable: `${configRel} at the merge base does not load: ${messageOf(err).split(dir).join(`<merge base ${sha.slice(0, 7)}>`)}`, sha };
            }
        },
        async dispose() {
            await snapshot?.dispose();
        },
    };
}

// EXTERNAL MODULE: ./src/pipeline/stored-history.ts
var stored_history = __webpack_require__(1454);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
;// CONCATENATED MODULE: ./src/cli/run-history.ts
/**
 * `run --record` and `run --compare` (DESIGN §5): the same baseline comparison and recording as the
 * action, with local git and the configured history store instead of GitHub's API.
 *
 *  - `--compare [--base REF]`: the baseline is history at the merge base of HEAD and REF (default: the
 *    default branch) or its nearest ancestors, read from `history.store` (a folder, or the data branch
 *    from local git); the PR-style comparison runs with its per-PR error control; `--fail-on LIST`
 *    (default threshold,regression,error) decides exit 1, exactly as the action's gate decides.
 *  - `--record`: every scenario samples compare.baseline_runs runs (as the action's push and schedule
 *    runs do) and the run is appended to the folder `history.dir` (`history.store: auto`, the default,
 *    or `dir`). The data branch is written by the action only; `--record` with `history.store: branch`
 *    is a config error that says so, before any call.
 */










/** `--fail-on a,b`: known names only, none empty (an empty entry is never "fail on nothing"). */
function parseFailOn(text) {
    const items = text.split(',').map((s) => s.trim());
    if (items.some((i) => i === ''))
        throw new args/* UsageError */.eb(`--fail-on '${text}' has an empty entry; list one or more of ${FAIL_ON.join(', ')}, separated by commas`);
    const bad = items.filter((i) => !FAIL_ON.includes(i));
    if (bad.length > 0)
        throw new args/* UsageError */.eb(`--fail-on: unknown value ${bad.map((b) => `'${b}'`).join(', ')}; expected ${FAIL_ON.join(', ')}`);
    return new Set(items.filter((i) => FAIL_ON.includes(i)));
}
function historyFlags(values) {
    const failOnText = (0,args/* stringOption */.Pp)(values, 'fail-on');
    const compare = values.compare === true;
    if (failOnText !== undefined && !compare)
        throw new args/* UsageError */.eb('--fail-on needs --compare: without a comparison, run exits 1 on a failed scenario and 3 on an errored one');
    const base = (0,args/* stringOption */.Pp)(values, 'base');
    return {
        record: values.record === true,
        compare,
        ...(base === undefined ? {} : { base }),
        failOn: parseFailOn(failOnText ?? 'threshold,regression,error'),
    };
}
/** Checks made before any model call. */
function checkRecordable(loaded, flags) {
    if (flags.record && flags.compare)
        throw new args/* UsageError */.eb('--record and --compare do not go together: a comparison run is a pull request\'s run, and those never write history');
    if (flags.record && loaded.config.history.store === 'branch') {
        throw new types/* ConfigError */.x('run --record writes history to a folder: set history.store: auto in the config (the default: the folder history.dir here, the data branch in the action) or dir; the data branch (history.store: branch) is written by the action on pushes and schedules', { file: external_node_path_default().basename(loaded.path) });
    }
}
/**
 * The baseline for `--compare`: stored history at the merge base of HEAD and the base ref, and (unless
 * compare.base is history) the suite at the merge base, for scenarios history has no baseline for.
 */
async function localBaseline(loaded, flags, cwd, env = {}) {
    const root = await (0,git/* repoRoot */.jv)(loaded.dir);
    const baseRef = flags.base ?? (await (0,git/* defaultBranch */.OR)(root));
    if (baseRef === undefined)
        throw new args/* UsageError */.eb('--compare: no default branch found (neither origin/HEAD, main nor master); pass --base REF');
    const mergeBaseSha = await (0,git/* mergeBase */.wu)(baseRef, 'HEAD', root, { source: flags.base === undefined ? 'the default branch' : '--base' });
    const stored = await (0,stored_history/* readStoredHistory */.Kf)(loaded, { cwd });
    const line = `history: ${stored.records.length} record${stored.records.length === 1 ? '' : 's'} in ${stored.source}`;
    const rerun = loaded.config.compare.base !== 'history';
    const baseSuite = rerun ? { baseSuite: gitBaseSuite(loaded, mergeBaseSha, root, env) } : {};
    if (stored.records.length === 0) {
        const how = rerun
            ? `scenarios whose context changed are compared with the merge base ${mergeBaseSha.slice(0, 7)}, measured in this run (compare.base: ${loaded.config.compare.base})`
            : 'judged by thresholds alone (compare.base: history)';
        return { ...baseSuite, note: `${line}: nothing recorded to compare with; ${how}; record baselines on ${baseRef} with \`context-eval run --record\`` };
    }
    return {
        baseline: { records: stored.records, mergeBaseSha, baseRef: baseRef.replace(/^origin\//, ''), ancestorsOfMergeBase: await (0,git/* ancestors */.T1)(mergeBaseSha, root) },
        ...baseSuite,
        note: line,
    };
}
/** Appends the run to the folder `history.dir` (store auto or dir), with HEAD's commit and branch; `redact` is the CLI's redactor for what the record keeps of outputs. */
async function recordLocally(report, loaded, now, redact) {
    const root = await (0,git/* repoRoot */.jv)(loaded.dir);
    const [sha] = await (0,git/* ancestors */.T1)('HEAD', root, 1);
    if (sha === undefined)
        throw new args/* UsageError */.eb('run --record: HEAD has no commit yet; commit first, so that the record names the commit it measured');
    const branch = await (0,git/* currentBranch */.eR)(root);
    const dir = await (0,stored_history/* historyDir */.a$)(loaded);
    const record = await (0,stored_history/* recordRun */.vj)(report, (0,dir_store/* createDirStore */.H)(dir), {
        sha,
        ref: branch === undefined ? 'HEAD' : `refs/heads/${branch}`,
        event: 'cli',
        timestamp: new Date(now()).toISOString(),
        providers: (0,history_record/* providersForRecord */.nV)(loaded.config.providers),
        ...(redact === undefined ? {} : { redact }),
    });
    return record === undefined ? 'nothing recorded: every scenario was skipped' : `recorded ${record.scenarios.length} scenario${record.scenarios.length === 1 ? '' : 's'} at ${sha.slice(0, 7)} in ${dir}`;
}
/** The exit code of a compared run: the action's gate over fail-on; 1 for findings, 3 when only errors fired. */
function compareExitCode(report, failOn) {
    const gate = decideGate(report, failOn);
    const lines = [...gate.reasons.map((r) => `gate: ${r}`), ...gate.warnings.map((w) => `warning: ${w}`)];
    if (!gate.fail)
        return { code: 0, lines };
    // The gate's kinds, not its words: 3 when only scenarios that were not evaluated (errors, undecided) failed it (the action's verdict `error`).
    return { code: jobVerdict(report, gate) === 'error' ? 3 : 1, lines };
}
/** The verdict a compared run's gate gives: its exit code in words (the report's own verdict when it passes and nothing ran). */
function gateVerdict(code, report) {
    if (code === 1)
        return 'fail';
    if (code === 3)
        return 'error';
    return report.verdict === 'skipped' ? 'skipped' : 'pass';
}


/***/ }),

/***/ 2432:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  outputPaths: () => (/* binding */ outputPaths),
  runCommand: () => (/* binding */ runCommand),
  writeOutputs: () => (/* binding */ writeOutputs)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/security/sink.ts
var sink = __webpack_require__(8887);
// EXTERNAL MODULE: ./src/security/redact.ts
var redact = __webpack_require__(7733);
// EXTERNAL MODULE: ./src/pipeline/pipeline.ts + 7 modules
var pipeline = __webpack_require__(1564);
// EXTERNAL MODULE: ./src/config/folders.ts
var folders = __webpack_require__(4407);
// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git = __webpack_require__(1136);
;// CONCATENATED MODULE: ./src/cli/cache-guard.ts
/**
 * Locally, the response cache is a folder in the repository (`cache.dir`, confined to it). Entries
 * committed to git there came with some commit, maybe a pull request's, and would answer every later run
 * (issue 21 item 3, C1): such a folder is not read, and the run says why. The action never reads the work
 * tree's folder at all (src/action/response-cache.ts).
 */



/** The cache folder (as shown from `cwd`) when git tracks files in it; undefined otherwise or outside git. */
async function committedCacheFolder(loaded, cwd) {
    if (!loaded.config.cache)
        return undefined;
    const dir = await (0,folders/* configuredFolder */.V)(loaded, 'cache.dir', loaded.config.cache.dir);
    let tracked;
    try {
        tracked = await (0,git/* gitBuffer */.vv)(['ls-files', '-z', '--', dir], loaded.dir);
    }
    catch {
        return undefined; // not a git repository, or no git: nothing is committed
    }
    return tracked.length > 0 ? external_node_path_default().relative(cwd, dir) || '.' : undefined;
}
function committedCacheWarning(shown) {
    return `context-eval: warning: the response cache folder ${shown} holds files committed to git; committed answers could have been planted by any commit, so it is not read this run. Add it to .gitignore and untrack it (git rm -r --cached ${shown}).\n`;
}

// EXTERNAL MODULE: ./src/runner/result.ts
var result = __webpack_require__(7609);
// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/report/console.ts + 1 modules
var console = __webpack_require__(9855);
// EXTERNAL MODULE: ./src/providers/governors.ts
var governors = __webpack_require__(6541);
// EXTERNAL MODULE: ./src/report/terminal-text.ts
var terminal_text = __webpack_require__(4890);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
;// CONCATENATED MODULE: ./src/cli/changed.ts
/** The changed-file list for `run`: from --changed, --changed-from or --base, relative to the config folder. */



function relativeTo(dir, cwd, files) {
    return files
        .map((f) => external_node_path_default().relative(dir, external_node_path_default().resolve(cwd, f)).split((external_node_path_default()).sep).join('/'))
        .filter((f) => f !== '' && !f.startsWith('../'));
}
async function resolveChanged(values, io, configDir) {
    const given = ['changed', 'changed-from', 'base'].filter((k) => values[k] !== undefined);
    if (given.length > 1)
        throw new args/* UsageError */.eb(`give only one of --changed, --changed-from and --base; got ${given.map((g) => `--${g}`).join(' and ')}`);
    const listed = (0,args/* listOption */.y8)(values, 'changed');
    if (listed !== undefined) {
        if (listed.length === 0)
            throw new args/* UsageError */.eb('--changed needs at least one file');
        return { files: relativeTo(configDir, io.cwd, listed), source: '--changed' };
    }
    const from = (0,args/* stringOption */.Pp)(values, 'changed-from');
    if (from !== undefined) {
        let text;
        try {
            text = await io.readText(external_node_path_default().resolve(io.cwd, from));
        }
        catch {
            throw new args/* UsageError */.eb(`--changed-from ${from}: cannot read that file; give a file with one changed path per line`);
        }
        return { files: relativeTo(configDir, io.cwd, (0,git/* readChangedFrom */.Vb)(text)), source: `--changed-from ${from}` };
    }
    const base = (0,args/* stringOption */.Pp)(values, 'base');
    if (base !== undefined) {
        const root = await (0,git/* repoRoot */.jv)(io.cwd);
        const files = await (0,git/* changedFiles */.Y_)(base, io.cwd);
        return { files: (0,git/* toConfigRelative */.Ig)(files, root, configDir), source: `git diff against the merge base with ${base}` };
    }
    return {};
}

// EXTERNAL MODULE: ./src/cli/shared.ts
var shared = __webpack_require__(1145);
// EXTERNAL MODULE: ./src/config/load.ts + 9 modules
var load = __webpack_require__(2317);
// EXTERNAL MODULE: ./src/pipeline/shard.ts
var shard = __webpack_require__(1366);
// EXTERNAL MODULE: ./src/report/shards.ts
var shards = __webpack_require__(1897);
// EXTERNAL MODULE: ./src/pipeline/suite.ts
var pipeline_suite = __webpack_require__(3386);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/cli/output-targets.ts
/**
 * `run --json/--markdown/--junit/--out`: each target is checked before any model call (exit 2), so that a
 * report that cannot be written never costs a run (issue 11, friction 8). File-system edge.
 */




async function kindOf(abs) {
    try {
        const s = await (0,promises_.stat)(abs);
        return s.isDirectory() ? 'folder' : s.isFile() ? 'file' : 'other';
    }
    catch {
        return 'missing';
    }
}
/** Throws a UsageError when the report cannot be written at `abs`; `folder` targets (--out) are folders. */
async function checkOutputTarget(option, abs, shown, folder) {
    const kind = await kindOf(abs);
    if (folder && (kind === 'file' || kind === 'other')) {
        throw new args/* UsageError */.eb(`--${option}: '${shown}' is a file; --${option} names a folder (made if missing) for report.json, report.md, report.junit.xml and events.jsonl`);
    }
    if (!folder && kind === 'folder')
        throw new args/* UsageError */.eb(`--${option}: '${shown}' is a folder; name a file such as ${external_node_path_default().join(shown, `report.${option === 'junit' ? 'junit.xml' : option === 'markdown' ? 'md' : 'json'}`)}`);
    if (kind === 'file' || kind === 'folder') {
        await (0,promises_.access)(abs, external_node_fs_.constants.W_OK).catch(() => {
            throw new args/* UsageError */.eb(`--${option}: '${shown}' is not writable; choose another path`);
        });
        return;
    }
    // The nearest existing ancestor must be a writable folder: the missing ones are made.
    let dir = external_node_path_default().dirname(abs);
    for (;;) {
        const k = await kindOf(dir);
        if (k === 'folder')
            break;
        if (k === 'file' || k === 'other')
            throw new args/* UsageError */.eb(`--${option}: '${external_node_path_default().relative(external_node_path_default().dirname(abs), dir) === '' ? external_node_path_default().dirname(shown) : dir}' is a file, so '${shown}' cannot be written under it; choose another path`);
        const parent = external_node_path_default().dirname(dir);
        if (parent === dir)
            break;
        dir = parent;
    }
    await (0,promises_.access)(dir, external_node_fs_.constants.W_OK).catch(() => {
        throw new args/* UsageError */.eb(`--${option}: the folder '${dir}' is not writable, so '${shown}' cannot be written; choose another path`);
    });
}

// EXTERNAL MODULE: ./src/cli/last-report.ts
var last_report = __webpack_require__(3955);
;// CONCATENATED MODULE: ./src/cli/replay-notes.ts
/** What a run under replay cannot check, said instead of passed silently (issue 11, friction 10). Pure. */

/** One note per scenario that ran on a replay provider and has a max_latency_ms expectation. */
function unmeasuredLatency(loaded, report, cwd) {
    const ran = new Set(report.scenarios.filter((s) => s.runs.length > 0).map((s) => s.name));
    const notes = [];
    for (const s of loaded.scenarios) {
        if (!ran.has(s.name))
            continue;
        const provider = loaded.config.providers[loaded.config.roles[s.role]?.provider ?? ''];
        if (provider?.type !== 'replay')
            continue;
        const e = s.expect.find((x) => x.kind === 'max_latency_ms');
        if (!e)
            continue;
        notes.push(`note: ${s.name}: max_latency_ms (${external_node_path_default().relative(cwd, external_node_path_default().resolve(cwd, e.source.file)).replaceAll('\\', '/')}:${e.source.line}) was not measured under replay: recorded answers come back at once, so it passed unchecked; run against the real provider to measure it`);
    }
    return notes;
}

// EXTERNAL MODULE: ./src/cli/run-history.ts + 5 modules
var run_history = __webpack_require__(7247);
;// CONCATENATED MODULE: ./src/cli/run.ts





















async function runCommand(values, io, opts = {}) {
    const configPath = (0,shared/* configPathOf */.j$)(values, io);
    const concurrency = (0,args/* intOption */.dP)(values, 'concurrency', 1, 256) ?? 8;
    const runs = (0,args/* intOption */.dP)(values, 'runs', 1, 1000);
    const seed = (0,args/* intOption */.dP)(values, 'seed', 0);
    const only = (0,args/* listOption */.y8)(values, 'only');
    const flags = (0,run_history/* historyFlags */.eL)(values);
    // --base selects the scenarios the diff against REF affects, and with --compare also names the baseline's base.
    const changed = await resolveChanged(values, io, external_node_path_default().dirname(configPath));
    const outputs = outputPaths(values, io.cwd);
    const shard = shardOption(values, io, outputs, flags.record);
    for (const key of ['json', 'markdown', 'junit', 'out']) {
        const target = outputs[key];
        if (target !== undefined)
            await checkOutputTarget(key, target, (0,args/* stringOption */.Pp)(values, key) ?? target, key === 'out');
    }
    const loaded = opts.loaded ?? (await (0,load/* loadConfig */.Z)(configPath, {
        env: io.env,
        provenance: values.verbose === true,
        ...(opts.root === undefined ? {} : { root: opts.root }),
        ...(0,shared/* cacheOption */.Qt)(io, configPath),
    }));
    (0,run_history/* checkRecordable */.Ee)(loaded, flags);
    const events = [];
    const ci = io.env.CI === 'true' || io.env.GITHUB_ACTIONS === 'true';
    let progress;
    const req = { configPath, loaded, concurrency };
    if (flags.record)
        req.forBaseline = true;
    const committed = await committedCacheFolder(loaded, io.cwd);
    if (committed !== undefined) {
        io.stderr((0,shared/* fitted */.$5)(committedCacheWarning(committed), io));
        req.cacheDir = false;
    }
    if (flags.compare) {
        const found = await (0,run_history/* localBaseline */.HQ)(loaded, flags, io.cwd, io.env);
        // Word-wrapped to the terminal (80 piped), as the summary is: a note cut mid-word by the terminal reads badly.
        io.stdout(`${(0,terminal_text/* wrap */.LV)(found.note, (0,terminal_text/* terminalWidth */.JL)(io.columns), '', '  ').join('\n')}\n`);
        if (found.baseline)
            req.baseline = found.baseline;
        if (found.baseSuite)
            req.baseSuite = found.baseSuite;
    }
    if (shard)
        req.shard = shard.spec;
    if (runs !== undefined)
        req.runs = runs;
    if (seed !== undefined)
        req.seed = seed;
    if (only)
        req.only = only;
    if (changed.files) {
        req.changed = changed.files;
        req.changedSource = changed.source;
    }
    const { report, shard: held } = await (0,pipeline/* runPipeline */.aI)(req, {
        env: io.env,
        readText: io.readText,
        now: io.now,
        ...(opts.providers ? { providers: opts.providers } : {}),
        events: {
            planned(scenarios) {
                progress = (0,console/* createProgress */.mf)({ stream: io.progress, ci, total: scenarios, now: io.now, traffic: () => (0,governors/* trafficOf */.t7)(loaded.config) });
            },
            runFinished(scenario, run) {
                if (outputs.out)
                    events.push(JSON.stringify({ event: 'run_finished', scenario, run: run.index, pass: run.pass, error: run.error ?? null, tokens: run.tokens, latencyMs: run.latencyMs, ...agentEventFields(run) }));
                progress?.runFinished(scenario, run.error !== undefined ? 'error' : run.pass ? 'pass' : 'fail');
            },
            scenarioFinished(result) {
                if (outputs.out)
                    events.push(JSON.stringify({ event: 'scenario_finished', scenario: result.name, verdict: result.verdict, passes: result.passes, attempted: result.attempted, errors: result.errors }));
                progress?.scenarioFinished(result);
            },
        },
    });
    progress?.done();
    if (values.verbose)
        io.stdout((0,shared/* fitted */.$5)((0,shared/* verboseScenarioLines */.AA)(loaded, io.cwd, report), io));
    // What the CLI adds to the report's notes; the summary, printed last, ends on the verdict line.
    const notes = unmeasuredLatency(loaded, report, io.cwd).map((n) => n.replace(/^note: /, ''));
    const redactor = io.redactor ?? (0,redact/* createRedactor */.lY)([]);
    await writeOutputs(report, outputs, events, redactor);
    const notKept = await (0,last_report/* keepLastReport */.k)(report, { dir: loaded.dir, root: loaded.root }, redactor);
    if (notKept)
        io.stderr((0,shared/* fitted */.$5)(notKept, io));
    if (shard && held && outputs.out) {
        // The suite and planning this shard ran: merge recomputes it at the merged commit and refuses another.
        const suite = await (0,pipeline_suite/* suiteHash */.f)(loaded, io.readText, runs === undefined ? {} : { runs });
        const header = { runId: shard.runId, index: shard.spec.index, total: shard.spec.total, suite, ...(runs === undefined ? {} : { runs }), ...held };
        await (0,sink/* writeOutputChunks */.xb)(external_node_path_default().join(outputs.out, shards/* SHARD_FILE */.aL), (0,shards/* renderShardChunks */.Z8)({ shard: header, report }), redactor);
    }
    if (flags.record)
        notes.push((await (0,run_history/* recordLocally */.O)(report, loaded, io.now, (t) => redactor.redact(t))).split(`${io.cwd}/`).join(''));
    const gate = flags.compare ? (0,run_history/* compareExitCode */.xk)(report, flags.failOn) : undefined;
    io.stdout((0,console/* renderConsoleSummary */.c0)(report, {
        color: Boolean(io.progress.isTTY) && !ci && io.env.NO_COLOR === undefined,
        verbose: values.verbose === true,
        width: (0,terminal_text/* terminalWidth */.JL)(io.columns),
        notes,
        ...(gate ? { outcome: { verdict: (0,run_history/* gateVerdict */.lr)(gate.code, report), lines: gate.lines } } : {}),
    }));
    return gate ? gate.code : (0,result/* exitCodeFor */.Rr)(report.verdict);
}
function outputPaths(values, cwd) {
    const out = {};
    for (const key of ['json', 'markdown', 'junit', 'out']) {
        const v = (0,args/* stringOption */.Pp)(values, key);
        if (v === '')
            throw new args/* UsageError */.eb(`--${key} needs a path`);
        if (v !== undefined)
            out[key] = external_node_path_default().resolve(cwd, v);
    }
    return out;
}
async function writeOutputs(report, o, events, redactor) {
    const write = (file, text) => (0,sink/* writeOutputFile */.BF)(file, text, redactor);
    // The JSON report is written in pieces: at 20,000 scenarios its text is tens of MB (issue 12).
    const writeJson = (file) => (0,sink/* writeOutputChunks */.xb)(file, (0,json/* renderJsonChunks */.rR)(report), redactor);
    if (o.json)
        await writeJson(o.json);
    // The Markdown and JUnit renderers are loaded only when asked for (issue 23 item 5: start-up).
    const renderMarkdown = async (r) => (await __webpack_require__.e(/* import() */ 516).then(__webpack_require__.bind(__webpack_require__, 1516))).renderMarkdown(r);
    const renderJUnit = async (r) => (await __webpack_require__.e(/* import() */ 998).then(__webpack_require__.bind(__webpack_require__, 2998))).renderJUnit(r);
    if (o.markdown)
        await write(o.markdown, await renderMarkdown(report));
    if (o.junit)
        await write(o.junit, await renderJUnit(report));
    if (o.out) {
        await writeJson(external_node_path_default().join(o.out, 'report.json'));
        await write(external_node_path_default().join(o.out, 'report.md'), await renderMarkdown(report));
        await write(external_node_path_default().join(o.out, 'report.junit.xml'), await renderJUnit(report));
        if (events.length > 0 || !o.merged)
            await write(external_node_path_default().join(o.out, 'events.jsonl'), events.map((e) => `${e}\n`).join(''));
    }
}
/** `--shard I/N` with its run id; it needs --out (where the partial result goes) and excludes --record (merge records). */
function shardOption(values, io, outputs, record) {
    const text = (0,args/* stringOption */.Pp)(values, 'shard');
    const runIdText = (0,args/* stringOption */.Pp)(values, 'run-id');
    if (text === undefined) {
        if (runIdText !== undefined)
            throw new args/* UsageError */.eb('--run-id goes with --shard I/N');
        return undefined;
    }
    let spec;
    try {
        spec = (0,shard/* parseShard */.uK)(text, '--shard');
    }
    catch (err) {
        throw new args/* UsageError */.eb(err instanceof Error ? err.message : String(err));
    }
    if (!outputs.out)
        throw new args/* UsageError */.eb('--shard needs --out DIR: the shard writes its partial result (shard.json) there for context-eval merge');
    if (record)
        throw new args/* UsageError */.eb('--shard cannot --record: record once, from the merged report');
    const runId = runIdText ?? io.env.GITHUB_RUN_ID ?? '';
    if (runId === '')
        throw new args/* UsageError */.eb('--shard needs --run-id ID, the same for every shard of one run (GITHUB_RUN_ID by default)');
    return { spec, runId };
}
/** An agent run's part of its events line (DESIGN §3b): its model calls, tool calls (name and step) and a cut answer. */
function agentEventFields(run) {
    return {
        ...(run.steps === undefined ? {} : { steps: run.steps }),
        ...(run.toolCalls === undefined ? {} : { toolCalls: run.toolCalls, tools: (run.trajectory ?? []).map((s) => ({ step: s.step, tool: s.tool })) }),
        ...(run.stop === undefined ? {} : { stop: run.stop }),
        ...(run.stages === undefined ? {} : { stages: run.stages.map((s) => ({ role: s.role, pass: s.pass, ...(s.decision === undefined ? {} : { decision: s.decision }) })) }),
    };
}


/***/ }),

/***/ 3386:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ suiteHash),
/* harmony export */   n: () => (/* binding */ plannedRuns)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _affected_context_hash_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8551);
/* harmony import */ var _affected_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7208);
/* harmony import */ var _security_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5770);
/**
 * The suite a sharded run ran, as merge needs it (DESIGN §2 "merge recomputes every verdict from the
 * shards' runs"): a hash that every shard writes into its header and the merge computes again at the
 * merged commit, and how many runs each scenario plans. Shards of another version of the suite (another
 * prompt, scenario, threshold, N, model or role) cannot be merged: their runs answer another question.
 *
 * The hash covers each scenario after defaults (name, role, N, threshold, context with its includes
 * inlined, expectations), the roles, the providers' answer-shaping settings (as the context hash:
 * src/affected/context-hash.ts), the compare settings, the text of every role's system, template and tools files,
 * and the run's planning options (`runs`, recording). Where a file or line sits, and plumbing such as
 * base_url or keys, are left out, so that every job of one workflow run computes the same hash.
 */




/** Bump when the hashed shape changes. */
const SUITE_FORMAT = 1;
const PROVIDER_KEYS = ['type', 'model', 'temperature', 'max_tokens', 'command'];
/** The N a scenario plans under `planning`, as runPipeline sets it (skipped scenarios ignore recording). */
function plannedRuns(loaded, scenarioRuns, planning, ran) {
    const n = planning.runs ?? scenarioRuns;
    return planning.recording === true && ran ? Math.max(n, loaded.config.compare.baseline_runs) : n;
}
async function suiteHash(loaded, readText, planning) {
    const files = new Map();
    for (const role of Object.values(loaded.config.roles)) {
        // A role without tools adds no file: a suite without tools hashes as before.
        for (const rel of [...[role.system].flat(), ...(role.template === undefined ? [] : [role.template]), ...(0,_affected_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .toolFiles */ .w_)(role.tools)]) {
            if (files.has(rel))
                continue;
            let digest;
            try {
                digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(await readText(await (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveInRepository */ .AZ)(loaded.root, loaded.dir, rel))).digest('hex');
            }
            catch {
                // The run that needs it says why; here it is only part of what the shards must agree on.
                digest = 'unreadable';
            }
            files.set(rel, digest);
        }
    }
    const providers = Object.fromEntries(Object.entries(loaded.config.providers).map(([name, p]) => [name, Object.fromEntries(Object.entries(p).filter(([k]) => PROVIDER_KEYS.includes(k)))]));
    const body = {
        format: SUITE_FORMAT,
        planning: { runs: planning.runs ?? null, recording: planning.recording === true },
        roles: loaded.config.roles,
        providers,
        compare: loaded.config.compare,
        files: Object.fromEntries([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
        scenarios: loaded.scenarios.map((s) => ({ name: s.name, role: s.role, runs: s.runs, threshold: s.threshold, context: s.context, expect: s.expect })),
    };
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update((0,_affected_context_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .d)(body)).digest('hex');
}


/***/ }),

/***/ 1897:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PX: () => (/* binding */ placeShards),
/* harmony export */   XN: () => (/* binding */ sumOf),
/* harmony export */   Z8: () => (/* binding */ renderShardChunks),
/* harmony export */   Zj: () => (/* binding */ ShardError),
/* harmony export */   aL: () => (/* binding */ SHARD_FILE),
/* harmony export */   y9: () => (/* binding */ parseShardFile)
/* harmony export */ });
/* unused harmony exports ShardHeaderSchema, renderShardFile */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _pipeline_shard_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1366);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2794);
/**
 * Shard results (DESIGN §5): the partial report one `run --shard I/N` writes, and the checks that the
 * shards of one run are all there, once each, of one suite. A shard file is outside data: what it states
 * about verdicts, counts, intervals and comparisons is never read (the schema below keeps only each
 * scenario's name, runs and whether it was skipped, and every number is bounded); src/pipeline/merge.ts
 * recomputes all of it from the runs, as the runner does (DESIGN §2 MUST). Pure: files are read by the caller.
 */



const SHARD_FILE = 'shard.json';
/** Bounds on what a shard file may hold: far above any real run, low enough that sums stay exact. */
const MAX_SCENARIOS = 1_000_000;
const MAX_RUNS = 100_000;
const MAX_TEXT = 1_000_000;
const MAX_AMOUNT = 1e12;
const ShardHeaderSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** Shards of one run share it (the workflow run id in the action; --run-id in the CLI). */
    runId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(200),
    index: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).max(_pipeline_shard_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_SHARDS */ .hH),
    total: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).max(_pipeline_shard_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_SHARDS */ .hH),
    /** src/pipeline/suite.ts: the suite and planning options the shard ran; every shard and the merge must agree. */
    suite: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/, 'expected the suite hash (64 hex digits) that context-eval run --shard writes'),
    /** The `runs` override the shard ran with (--runs, the action's `runs` input). */
    runs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).max(1000).optional(),
    /** How many scenarios the whole selection holds, over all shards. */
    selected: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).max(MAX_SCENARIOS),
    /** The scenarios this shard holds, each one's position in the whole selection and why it ran or was skipped. */
    scenarios: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(1000)).max(MAX_SCENARIOS),
    positions: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).max(MAX_SCENARIOS)).max(MAX_SCENARIOS),
    reasons: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(10_000)).max(MAX_SCENARIOS),
});
const amount = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).max(MAX_AMOUNT);
const tokens = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).max(MAX_AMOUNT);
const ShardRunSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    index: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).max(MAX_RUNS),
    pass: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    error: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(MAX_TEXT).optional(),
    tokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ input: tokens, output: tokens }),
    latencyMs: amount,
    failures: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(MAX_TEXT)).max(10_000),
    features: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ decomposes: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(), risk: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(1000).optional() }).optional(),
    output: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(MAX_TEXT).optional(),
    cached: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    cost: amount.optional(),
    // Agent runs (DESIGN §3b): merge recomputes own-rule verdicts from mainPass and gates.
    ..._json_js__WEBPACK_IMPORTED_MODULE_0__/* .AGENT_RUN_FIELDS */ .uQ,
});
/** What merge reads of a shard's scenario: its name, its runs, and whether it was skipped (with no runs). */
const ShardScenarioSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(1000),
    verdict: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['pass', 'fail', 'error', 'skipped']),
    runs: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ShardRunSchema).max(MAX_RUNS),
});
/** What merge reads of a shard's report besides its scenarios: bookkeeping that no verdict depends on. */
const ShardReportSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    scenarios: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ShardScenarioSchema).max(MAX_SCENARIOS),
    summary: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ calls: tokens, durationMs: amount, cost: amount.optional(), regressions: tokens.optional(), rateLimited: tokens.optional(), retries: tokens.optional() }),
    notes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(10_000)).max(10_000),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(100),
});
const ShardFileSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ shard: ShardHeaderSchema, report: ShardReportSchema });
class ShardError extends Error {
    name = 'ShardError';
}
function renderShardFile(result) {
    return `${JSON.stringify(result, null, 2)}\n`;
}
/**
 * renderShardFile in pieces (one per scenario, as renderJsonChunks), so that a large shard is written
 * without ever holding its whole text (issue 12). The report sits one level deeper than in report.json,
 * so every line of its pieces is indented by two more spaces; line breaks only ever stand between JSON
 * tokens, so this changes no value. The pieces join to exactly renderShardFile(result).
 */
function* renderShardChunks(result) {
    const shard = JSON.stringify(result.shard, null, 2).replaceAll('\n', '\n  ');
    yield `{\n  "shard": ${shard},\n  "report": `;
    let previous;
    // renderJsonChunks ends its last piece with a line break, which the file's closing brace takes instead.
    for (const chunk of (0,_json_js__WEBPACK_IMPORTED_MODULE_0__/* .renderJsonChunks */ .rR)(result.report)) {
        if (previous !== undefined)
            yield previous.replaceAll('\n', '\n  ');
        previous = chunk;
    }
    yield `${(previous ?? '').replace(/\n$/, '').replaceAll('\n', '\n  ')}\n}\n`;
}
/** Reads one shard file; `source` (its path) goes into the error. */
function parseShardFile(text, source) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        throw new ShardError(`${source}: not valid JSON; pass folders written by context-eval run --shard I/N --out DIR`);
    }
    const parsed = ShardFileSchema.safeParse(data);
    if (!parsed.success) {
        const first = parsed.error.issues[0];
        const at = first && first.path.length > 0 ? first.path.map(String).join('.') : '(top level)';
        throw new ShardError(`${source}: not a context-eval shard result of this version (${at}: ${first?.message ?? 'invalid'}); write it again with context-eval run --shard I/N --out DIR`);
    }
    const { shard, report } = parsed.data;
    const n = report.scenarios.length;
    if (shard.index > shard.total || shard.positions.length !== n || shard.scenarios.length !== n || shard.reasons.length !== n) {
        throw new ShardError(`${source}: the shard header does not match its report (shard ${shard.index} of ${shard.total}, ${shard.scenarios.length} scenarios, ${n} in the report); write it again with context-eval run --shard`);
    }
    const renamed = report.scenarios.findIndex((s, i) => s.name !== shard.scenarios[i]);
    if (renamed >= 0) {
        throw new ShardError(`${source}: the header's scenario ${renamed + 1} is '${shard.scenarios[renamed] ?? ''}' but the report's is '${report.scenarios[renamed]?.name ?? ''}'; write it again with context-eval run --shard`);
    }
    // Each run of a scenario once: a copied run is no evidence (100 copies of one passing run would pass).
    for (const s of report.scenarios) {
        const seen = new Map();
        for (const run of s.runs)
            seen.set(run.index, (seen.get(run.index) ?? 0) + 1);
        const repeated = [...seen].find(([, n]) => n > 1);
        if (repeated) {
            throw new ShardError(`${source} (shard ${shard.index} of ${shard.total}): scenario '${s.name}' holds run ${repeated[0]} ${repeated[1]} times; a shard holds each run once, so it was not written by context-eval run --shard: delete it and run the shard again`);
        }
    }
    return parsed.data;
}
/** The run the shards belong to: `expected` when given, else the one most shards name (ties: the first given). */
function runOf(results, expected) {
    if (expected !== undefined && expected !== '')
        return expected;
    const counts = new Map();
    for (const { result } of results)
        counts.set(result.shard.runId, (counts.get(result.shard.runId) ?? 0) + 1);
    let best = results[0]?.result.shard.runId ?? '';
    for (const [id, n] of counts)
        if (n > (counts.get(best) ?? 0))
            best = id;
    return best;
}
/**
 * Checks that the shards are all N of one run and one suite, each once, that every scenario is in the
 * suite and in exactly one shard, and that no position of the selection is missing; returns the
 * scenarios in selection order. Throws ShardError naming every problem.
 */
function placeShards(results, check) {
    if (results.length === 0)
        throw new ShardError('no shard result given; pass the folders that context-eval run --shard I/N --out DIR wrote');
    const runId = runOf(results, check.runId);
    const problems = [];
    const mine = results.filter(({ source, result }) => {
        if (result.shard.runId === runId)
            return true;
        problems.push(`${source} is shard ${result.shard.index} of ${result.shard.total} of run ${result.shard.runId}, another run than ${runId}; remove it`);
        return false;
    });
    const totals = [...new Set(mine.map((r) => r.result.shard.total))];
    if (totals.length > 1)
        problems.push(`the shards of run ${runId} disagree on how many shards there are (${totals.join(', ')}); run every shard with the same --shard I/N`);
    const total = totals[0] ?? 0;
    const byIndex = new Map();
    for (const { source, result } of mine)
        byIndex.set(result.shard.index, [...(byIndex.get(result.shard.index) ?? []), source]);
    for (let i = 1; i <= total; i++) {
        const sources = byIndex.get(i) ?? [];
        if (sources.length === 0)
            problems.push(`shard ${i} of ${total} of run ${runId} is missing; run it (--shard ${i}/${total}) or pass its folder`);
        if (sources.length > 1)
            problems.push(`shard ${i} of ${total} of run ${runId} is given twice (${sources.join(' and ')}); pass one`);
    }
    const sizes = [...new Set(mine.map((r) => r.result.shard.selected))];
    if (sizes.length > 1)
        problems.push(`the shards of run ${runId} disagree on how many scenarios were selected (${mine.map((r) => `${r.source}: ${r.result.shard.selected}`).join(', ')}); run the shards again`);
    for (const { source, result } of mine) {
        if (result.shard.suite !== check.suite) {
            problems.push(`${source} ran another version of the suite than this merge (its suite hash ${result.shard.suite.slice(0, 12)}…, here ${check.suite.slice(0, 12)}…): a prompt, scenario, threshold, N, model, role or the runs/record setting differs; merge at the commit the shards ran, with the same settings, or run the shards again`);
        }
    }
    if (problems.length > 0)
        throw new ShardError(problems.join('\n'));
    const placed = [];
    const holders = new Map();
    const atPosition = new Map();
    for (const { source, result } of mine) {
        result.report.scenarios.forEach((scenario, i) => {
            const position = result.shard.positions[i] ?? -1;
            holders.set(scenario.name, [...(holders.get(scenario.name) ?? []), source]);
            atPosition.set(position, [...(atPosition.get(position) ?? []), scenario.name]);
            placed.push({ position, scenario, why: result.shard.reasons[i] ?? '', source });
        });
    }
    const inSuite = new Set(check.names);
    const absent = check.names.filter((n) => !holders.has(n));
    const inNoShard = absent.length > 0 ? ` (the suite's scenarios that no shard holds: ${absent.slice(0, 10).map((n) => `'${n}'`).join(', ')}${absent.length > 10 ? ', …' : ''})` : '';
    for (const [name, sources] of holders) {
        if (!inSuite.has(name))
            problems.push(`scenario '${name}' (in ${[...new Set(sources)].join(' and ')}) is not in the suite at this commit; merge at the commit the shards ran, or run the shards again`);
        else if (sources.length > 1)
            problems.push(`scenario '${name}' is in more than one shard (${sources.join(' and ')}); a scenario runs in exactly one shard${inNoShard}: run the shards again`);
    }
    const selected = sizes[0] ?? 0;
    for (const [position, names] of atPosition) {
        if (names.length > 1)
            problems.push(`${names.map((n) => `'${n}'`).join(' and ')} claim the same place (${position + 1}) in the selection; run the shards again`);
        if (position >= selected)
            problems.push(`${names.map((n) => `'${n}'`).join(' and ')} claim place ${position + 1} of a selection of ${selected}; run the shards again`);
    }
    const missing = [];
    for (let p = 0; p < selected; p++)
        if (!atPosition.has(p))
            missing.push(p + 1);
    if (missing.length > 0) {
        problems.push(`the selection held ${selected} scenarios but no shard holds place ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}: a scenario is missing${inNoShard}; run the shards again`);
    }
    if (problems.length > 0)
        throw new ShardError(problems.join('\n'));
    placed.sort((a, b) => a.position - b.position);
    return { runId, placed };
}
/** The shards' total of an optional summary count; absent when no shard has it. */
function sumOf(reports, key) {
    const values = reports.map((r) => r.summary[key]).filter((v) => v !== undefined);
    return values.length === 0 ? {} : { [key]: values.reduce((a, b) => a + b, 0) };
}


/***/ })

};
