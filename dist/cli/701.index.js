export const id = 701;
export const ids = [701];
export const modules = {

/***/ 7701:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_SHOWN: () => (/* binding */ MAX_SHOWN),
  validateCommand: () => (/* binding */ validateCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/config/load.ts + 11 modules
var load = __webpack_require__(7371);
// EXTERNAL MODULE: ./src/config/types.ts
var types = __webpack_require__(2143);
// EXTERNAL MODULE: ./src/pipeline/prepare.ts
var prepare = __webpack_require__(6121);
// EXTERNAL MODULE: ./src/pipeline/pipeline.ts + 13 modules
var pipeline = __webpack_require__(2557);
// EXTERNAL MODULE: ./src/review/criteria.ts
var review_criteria = __webpack_require__(267);
// EXTERNAL MODULE: ./src/config/io.ts
var io = __webpack_require__(7556);
// EXTERNAL MODULE: ./src/security/paths.ts
var paths = __webpack_require__(5770);
// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git = __webpack_require__(1136);
;// CONCATENATED MODULE: ./src/stale/stale.ts
const DEFAULT_STALE_AFTER_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Glob patterns name no one file with a date: left out. */
const GLOB = /[*?[\]{}]/;
function list(v) {
    return typeof v === 'string' ? [v] : v;
}
/** The files that make a role's context, relative to the config folder. */
function roleContextFiles(role) {
    return [...list(role.system), ...(role.template === undefined ? [] : [role.template]), ...role.depends_on].filter((f) => !GLOB.test(f));
}
/** The files a scenario is written in: its file and every file its context depends on. */
function scenarioFiles(s) {
    return [...new Set([s.file, ...s.dependsOn])].filter((f) => !GLOB.test(f));
}
function newest(files, dates) {
    let best;
    for (const file of files) {
        const date = dates.get(file);
        if (date !== undefined && (best === undefined || date > best.date))
            best = { file, date };
    }
    return best;
}
/**
 * The stale scenarios, oldest first. A scenario with a file that was never committed counts as just
 * changed (not stale); a role file never committed does not count as a change.
 */
function staleScenarios(scenarios, roles, dates, now, staleAfterDays = DEFAULT_STALE_AFTER_DAYS) {
    const out = [];
    for (const s of scenarios) {
        const role = roles[s.role];
        if (!role)
            continue;
        const own = scenarioFiles(s);
        if (own.some((f) => !dates.has(f)))
            continue;
        const touched = newest(own, dates);
        const context = newest(roleContextFiles(role), dates);
        if (!touched || !context)
            continue;
        const ageDays = Math.floor((now.getTime() - touched.date.getTime()) / DAY_MS);
        if (ageDays < staleAfterDays || context.date <= touched.date)
            continue;
        out.push({ name: s.name, file: s.file, role: s.role, touched: touched.date, contextChanged: context.date, changedFile: context.file, ageDays });
    }
    return out.sort((a, b) => a.touched.getTime() - b.touched.getTime() || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
function renderStale(stale, staleAfterDays) {
    if (stale.length === 0)
        return `stale scenarios: none (none unchanged for ${staleAfterDays}+ days while its role's context changed)\n`;
    const day = (d) => d.toISOString().slice(0, 10);
    const lines = stale.map((s) => `  ${s.name} (${s.file}): unchanged for ${s.ageDays} days (since ${day(s.touched)}); role ${s.role}'s ${s.changedFile} changed on ${day(s.contextChanged)}`);
    return `stale scenarios (unchanged for ${staleAfterDays}+ days while their role's context changed since; review them):\n${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/cli/shared.ts
var shared = __webpack_require__(1145);
;// CONCATENATED MODULE: ./src/cli/validate.ts
/**
 * `context-eval validate`: the config, every scenario, every prompt and the review criteria, checked
 * without a model call. Every problem is reported at once (up to MAX_SHOWN), each at its file and line.
 */











/** The most problems printed; the count says how many more there were. */
const MAX_SHOWN = 50;
/** The review criteria file, when set, must parse (a missing file means the built-in checklist). */
async function criteriaProblem(loaded, cwd) {
    const criteria = loaded.config.review.criteria;
    if (criteria === undefined)
        return undefined;
    const shown = external_node_path_default().relative(cwd, external_node_path_default().resolve(loaded.dir, criteria)).replaceAll('\\', '/') || criteria;
    try {
        (0,review_criteria/* parseCriteria */.vP)(await (0,paths/* readRepositoryText */.oc)(loaded.root, external_node_path_default().resolve(loaded.dir, criteria), shown), shown);
        return undefined;
    }
    catch (err) {
        if ((0,io/* isNotFound */.c4)(err))
            return undefined;
        if (err instanceof types/* ConfigError */.x)
            return err;
        return new types/* ConfigError */.x(`review.criteria: ${err instanceof Error ? err.message : String(err)}`, { file: shown });
    }
}
async function validateCommand(values, io) {
    const problems = [];
    const loaded = await (0,load/* loadConfig */.Z)((0,shared/* configPathOf */.j$)(values, io), { env: io.env, problems });
    if (problems.length === 0)
        (0,pipeline/* requireScenarios */.Xs)(loaded);
    const criteria = await criteriaProblem(loaded, io.cwd);
    if (criteria)
        problems.push(criteria);
    // Rendering every prompt finds template fields missing from a scenario's context (one scenario at a time,
    // so that one missing field does not hide another).
    for (const scenario of loaded.scenarios) {
        try {
            await (0,prepare/* prepareScenarios */.f)(loaded, [scenario], io.readText);
        }
        catch (err) {
            if (!(err instanceof types/* ConfigError */.x))
                throw err;
            if (!problems.some((p) => p.message === err.message))
                problems.push(err);
        }
    }
    if (problems.length > 0) {
        const shown = problems.slice(0, MAX_SHOWN).map((p) => `  ${p.message.split(`${io.cwd}/`).join('')}`);
        const more = problems.length > MAX_SHOWN ? `\n  … and ${problems.length - MAX_SHOWN} more` : '';
        io.stderr(`context-eval: ${problems.length} problem${problems.length === 1 ? '' : 's'} found; nothing was sent to a model:\n${shown.join('\n')}${more}\n`);
        return 2;
    }
    if (values.verbose) {
        io.stdout((0,shared/* verboseScenarioLines */.AA)(loaded, io.cwd));
        io.stdout(await staleReport(loaded, io.now()));
    }
    const files = new Set(loaded.scenarios.map((s) => s.file)).size;
    const roles = Object.keys(loaded.config.roles).length;
    const count = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`;
    io.stdout(`ok: ${count(loaded.scenarios.length, 'scenario')} in ${count(files, 'file')}, ${count(roles, 'role')}; every prompt renders\n`);
    io.stdout(`scenarios: ${loaded.scenarios.map((s) => s.name).join(', ')}\n`);
    return 0;
}
/** The stale scenarios from git's dates; a note instead when git cannot say. */
async function staleReport(loaded, now) {
    const files = new Set([...loaded.scenarios.flatMap(scenarioFiles), ...Object.values(loaded.config.roles).flatMap(roleContextFiles)]);
    try {
        const dates = await (0,git/* lastCommitDates */.Rg)([...files].sort(), loaded.dir);
        const days = loaded.config.stale_after_days;
        return `${renderStale(staleScenarios(loaded.scenarios, loaded.config.roles, dates, new Date(now), days), days)}\n`;
    }
    catch (err) {
        return `stale scenarios: not checked (${err instanceof Error ? err.message : String(err)})\n\n`;
    }
}


/***/ }),

/***/ 1136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  T1: () => (/* binding */ ancestors),
  Y_: () => (/* binding */ changedFiles),
  eR: () => (/* binding */ currentBranch),
  OR: () => (/* binding */ defaultBranch),
  NI: () => (/* binding */ diffText),
  Rg: () => (/* binding */ lastCommitDates),
  wu: () => (/* binding */ mergeBase),
  Vb: () => (/* reexport */ readChangedFrom),
  jv: () => (/* binding */ repoRoot),
  WL: () => (/* binding */ resolveCommit),
  II: () => (/* binding */ showFile),
  Ig: () => (/* reexport */ paths_toConfigRelative)
});

// UNUSED EXPORTS: GitError, changedInConfigDir

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


/***/ }),

/***/ 267:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CG: () => (/* binding */ BUILTIN_CRITERIA),
/* harmony export */   vP: () => (/* binding */ parseCriteria)
/* harmony export */ });
/* unused harmony exports CriterionSchema, CriteriaSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6921);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _config_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2143);
/**
 * The review criteria (DESIGN §8): a YAML file `checklist: [{id, description}]`, or the built-in
 * checklist when `review.criteria` is not set. Pure: the caller reads the file and passes its text.
 */



const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const CriterionSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .regex(ID_PATTERN, { message: 'an id is letters, digits, "_", "." or "-", starting with a letter or digit (e.g. "accuracy")' }),
    description: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().trim().min(1, { message: 'the description must say what the reviewer checks' }),
});
const CriteriaSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    checklist: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(CriterionSchema).min(1, { message: 'the checklist needs at least one item' }),
})
    .superRefine((criteria, ctx) => {
    const firstIndex = new Map();
    criteria.checklist.forEach((item, index) => {
        const earlier = firstIndex.get(item.id);
        if (earlier === undefined) {
            firstIndex.set(item.id, index);
            return;
        }
        ctx.addIssue({
            code: 'custom',
            path: ['checklist', index, 'id'],
            message: `duplicate id "${item.id}" (also item ${earlier + 1}); each checklist id must be unique`,
        });
    });
});
/** Used when `review.criteria` is absent (DESIGN §8). */
const BUILTIN_CRITERIA = {
    checklist: [
        { id: 'accuracy', description: 'The change does what the ORIGINAL REQUEST asks, and what it states is correct.' },
        { id: 'completeness', description: 'Every part of the request is addressed; nothing asked for is missing.' },
        { id: 'clarity', description: 'The changed context is unambiguous and a model would read it one way only.' },
        { id: 'errors', description: 'No contradictions, broken references, wrong names, or scenario failures left unexplained.' },
        { id: 'truncation', description: 'Nothing is cut off, left half-written or marked TODO in the changed files.' },
    ],
};
function pathText(path) {
    let out = '';
    for (const key of path)
        out += typeof key === 'number' ? `[${key}]` : `${out === '' ? '' : '.'}${String(key)}`;
    return out === '' ? '(top level)' : out;
}
const HINT = 'The file must look like: checklist: [{id: accuracy, description: "…"}].';
/**
 * Parses a criteria file. Throws a ConfigError naming the file, the line and the bad value, and saying
 * how to fix it.
 */
function parseCriteria(yamlText, file) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(yamlText, { lineCounter, prettyErrors: false });
    const syntaxError = doc.errors[0];
    if (syntaxError) {
        const pos = lineCounter.linePos(syntaxError.pos[0]);
        const detail = syntaxError.message.split('\n')[0] ?? '';
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`invalid YAML in the review criteria: ${detail}. ${HINT}`, { file, line: pos.line, col: pos.col });
    }
    const data = doc.toJS();
    const result = CriteriaSchema.safeParse(data);
    if (result.success)
        return result.data;
    const issue = result.error.issues[0];
    if (!issue)
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`the review criteria are invalid. ${HINT}`, { file });
    // An unknown key is reported at the key; a missing value at the nearest mapping that holds it.
    const path = issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined ? [...issue.path, issue.keys[0]] : [...issue.path];
    let found;
    let where = { file };
    for (let depth = path.length; depth >= 0; depth--) {
        const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(node))
            continue;
        if (depth === path.length)
            found = node.toJSON();
        if (node.range) {
            const pos = lineCounter.linePos(node.range[0]);
            where = { file, line: pos.line, col: pos.col };
        }
        break;
    }
    const message = issue.code === 'invalid_type' && found === undefined ? 'is missing' : issue.message;
    const shown = found === undefined ? '' : ` (found ${JSON.stringify(found)})`;
    throw new _config_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`review criteria ${pathText(issue.path)}: ${message}${shown}. ${HINT}`, where);
}


/***/ })

};
