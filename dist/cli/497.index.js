export const id = 497;
export const ids = [497];
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
/* harmony export */   te: () => (/* binding */ anyMatcher)
/* harmony export */ });
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


/***/ }),

/***/ 4497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   manifestCommand: () => (/* binding */ manifestCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7371);
/* harmony import */ var _config_io_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7556);
/* harmony import */ var _config_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2143);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1136);
/* harmony import */ var _manifest_manifest_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1336);
/* harmony import */ var _manifest_tokenizer_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9176);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7593);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1145);
/** `context-eval manifest`: what each role's model receives, with token counts, and the diff against --base. */









function scenarioCounts(loaded) {
    const counts = {};
    for (const s of loaded.scenarios)
        counts[s.role] = (counts[s.role] ?? 0) + 1;
    return counts;
}
async function manifestCommand(values, io) {
    const configPath = (0,_shared_js__WEBPACK_IMPORTED_MODULE_7__/* .configPathOf */ .j$)(values, io);
    const format = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .formatOption */ .Bx)(values);
    const role = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .stringOption */ .Pp)(values, 'role');
    const base = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .stringOption */ .Pp)(values, 'base');
    const head = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z)(configPath, { env: io.env });
    const readHead = async (rel) => {
        try {
            return await io.readText(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(head.dir, rel));
        }
        catch (err) {
            if ((0,_config_io_js__WEBPACK_IMPORTED_MODULE_2__/* .isNotFound */ .c4)(err))
                return undefined;
            throw err;
        }
    };
    const headManifest = await (0,_manifest_manifest_js__WEBPACK_IMPORTED_MODULE_5__/* .buildManifest */ .u1)(head.config, scenarioCounts(head), readHead, _manifest_tokenizer_js__WEBPACK_IMPORTED_MODULE_8__/* .countTokens */ .i, role);
    if (base === undefined) {
        io.stdout(format === 'json' ? `${JSON.stringify({ roles: headManifest }, null, 2)}\n` : (0,_manifest_manifest_js__WEBPACK_IMPORTED_MODULE_5__/* .renderManifestText */ .dv)(headManifest));
        return 0;
    }
    // The base side: the config and prompt files as they are at REF, read through git.
    const root = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_4__/* .repoRoot */ .jv)(io.cwd);
    const atBase = async (abs) => {
        const text = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_4__/* .showFile */ .II)(base, node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(root, abs).split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/'), io.cwd);
        if (text === undefined)
            throw Object.assign(new Error(`${abs} does not exist at ${base}`), { code: 'ENOENT' });
        return text;
    };
    let baseManifest = [];
    try {
        const baseLoaded = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z)(configPath, { env: io.env, readFile: atBase, listFiles: async () => [] });
        const readBase = async (rel) => atBase(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(baseLoaded.dir, rel)).catch(() => undefined);
        const baseRoles = role !== undefined && !(role in baseLoaded.config.roles) ? undefined : role;
        baseManifest = await (0,_manifest_manifest_js__WEBPACK_IMPORTED_MODULE_5__/* .buildManifest */ .u1)(baseLoaded.config, {}, readBase, _manifest_tokenizer_js__WEBPACK_IMPORTED_MODULE_8__/* .countTokens */ .i, baseRoles);
    }
    catch (err) {
        if (!(err instanceof _config_types_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .x) || !/not found|does not exist/.test(err.message))
            throw err;
        // No config at the base: every role is new.
    }
    const diff = (0,_manifest_manifest_js__WEBPACK_IMPORTED_MODULE_5__/* .diffManifest */ .Hq)(baseManifest, headManifest);
    io.stdout(format === 'json' ? `${JSON.stringify({ roles: headManifest, base, diff }, null, 2)}\n` : (0,_manifest_manifest_js__WEBPACK_IMPORTED_MODULE_5__/* .renderManifestText */ .dv)(headManifest, diff));
    return 0;
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

/***/ 1336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hq: () => (/* binding */ diffManifest),
/* harmony export */   dv: () => (/* binding */ renderManifestText),
/* harmony export */   u1: () => (/* binding */ buildManifest)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2143);
/**
 * The context manifest (`context-eval manifest`): what each role's model receives — its system files and
 * template, their sizes in characters and tokens, the provider and its parameters — and how that
 * changed against a base revision. Pure: files are read and tokens counted through injected functions.
 */


/**
 * Builds the manifest of every role (or only `onlyRole`), in config order. `read` gets paths as written
 * in the config and returns undefined for a missing file; `count` counts tokens.
 */
async function buildManifest(config, scenarioCounts, read, count, onlyRole) {
    const roleNames = Object.keys(config.roles);
    if (onlyRole !== undefined && !roleNames.includes(onlyRole)) {
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`--role ${JSON.stringify(onlyRole)} is not a role of this config; use one of: ${roleNames.join(', ') || '(no roles defined)'}`);
    }
    const manifests = [];
    for (const [roleName, role] of Object.entries(config.roles)) {
        if (onlyRole !== undefined && roleName !== onlyRole)
            continue;
        const provider = config.providers[role.provider];
        if (provider === undefined) {
            throw new _config_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`roles.${roleName}.provider is ${JSON.stringify(role.provider)}, which is not under providers; ` +
                `use one of: ${Object.keys(config.providers).join(', ') || '(no providers defined)'}`);
        }
        const files = [
            ...(Array.isArray(role.system) ? role.system : [role.system]).map((path) => ({ kind: 'system', path })),
            ...(role.template === undefined ? [] : [{ kind: 'template', path: role.template }]),
        ];
        const parts = [];
        for (const file of files) {
            const text = await read(file.path);
            parts.push(text === undefined
                ? { ...file, chars: 0, tokens: 0, missing: true }
                : { ...file, chars: Array.from(text).length, tokens: await count(text), sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex') });
        }
        const model = modelOf(provider, config);
        manifests.push({
            role: roleName,
            provider: role.provider,
            providerType: provider.type,
            ...(model === undefined ? {} : { model }),
            params: paramsOf(provider),
            output: role.output,
            ...(role.output === 'json' ? { fields: { steps: role.fields.steps, risk: role.fields.risk } } : {}),
            parts,
            totalTokens: parts.reduce((sum, part) => sum + part.tokens, 0),
            scenarios: scenarioCounts[roleName] ?? 0,
        });
    }
    return manifests;
}
/** The model a provider calls; for a replay provider, the model of the provider it records with. */
function modelOf(provider, config) {
    switch (provider.type) {
        case 'openai':
        case 'anthropic':
            return provider.model;
        case 'replay': {
            const recorder = provider.record_with === undefined ? undefined : config.providers[provider.record_with];
            return recorder === undefined || recorder.type === 'replay' ? undefined : modelOf(recorder, config);
        }
        case 'exec':
            return undefined;
    }
}
/** The settings that shape the model's answer, only those that are set. */
function paramsOf(provider) {
    const params = {};
    const set = (key, value) => {
        if (value !== undefined)
            params[key] = value;
    };
    switch (provider.type) {
        case 'openai':
        case 'anthropic':
            set('temperature', provider.temperature);
            set('max_tokens', provider.max_tokens);
            break;
        case 'exec':
            set('command', provider.command);
            set('cwd', provider.cwd);
            break;
        case 'replay':
            set('recordings', provider.recordings);
            set('record_with', provider.record_with);
            break;
    }
    return params;
}
/** Per role and part: tokens before → after; added and removed parts and roles; changed settings. */
function diffManifest(base, head) {
    const baseByRole = new Map(base.map((m) => [m.role, m]));
    const headRoles = new Set(head.map((m) => m.role));
    const roles = head.map((after) => {
        const before = baseByRole.get(after.role);
        if (before === undefined) {
            return {
                role: after.role,
                status: 'added',
                tokensAfter: after.totalTokens,
                delta: after.totalTokens,
                parts: diffParts([], after.parts),
                settings: [],
            };
        }
        const parts = diffParts(before.parts, after.parts);
        const settings = diffSettings(before, after);
        const changed = settings.length > 0 || parts.some((p) => p.status !== 'unchanged');
        return {
            role: after.role,
            status: changed ? 'changed' : 'unchanged',
            tokensBefore: before.totalTokens,
            tokensAfter: after.totalTokens,
            delta: after.totalTokens - before.totalTokens,
            parts,
            settings,
        };
    });
    for (const before of base) {
        if (headRoles.has(before.role))
            continue;
        roles.push({
            role: before.role,
            status: 'removed',
            tokensBefore: before.totalTokens,
            delta: -before.totalTokens,
            parts: diffParts(before.parts, []),
            settings: [],
        });
    }
    const tokensBefore = base.reduce((sum, m) => sum + m.totalTokens, 0);
    const tokensAfter = head.reduce((sum, m) => sum + m.totalTokens, 0);
    return { roles, tokensBefore, tokensAfter, delta: tokensAfter - tokensBefore };
}
function partKey(part) {
    return `${part.kind}\u0000${part.path}`;
}
function diffParts(before, after) {
    const beforeByKey = new Map(before.map((p) => [partKey(p), p]));
    const afterKeys = new Set(after.map(partKey));
    const diffs = after.map((a) => {
        const b = beforeByKey.get(partKey(a));
        if (b === undefined || b.missing) {
            return { kind: a.kind, path: a.path, status: a.missing ? 'unchanged' : 'added', tokensAfter: a.tokens, delta: a.tokens };
        }
        if (a.missing)
            return { kind: a.kind, path: a.path, status: 'removed', tokensBefore: b.tokens, delta: -b.tokens };
        const changed = a.tokens !== b.tokens || a.chars !== b.chars || (a.sha256 !== undefined && b.sha256 !== undefined && a.sha256 !== b.sha256);
        return {
            kind: a.kind,
            path: a.path,
            status: changed ? 'changed' : 'unchanged',
            tokensBefore: b.tokens,
            tokensAfter: a.tokens,
            delta: a.tokens - b.tokens,
        };
    });
    for (const b of before) {
        if (afterKeys.has(partKey(b)) || b.missing)
            continue;
        diffs.push({ kind: b.kind, path: b.path, status: 'removed', tokensBefore: b.tokens, delta: -b.tokens });
    }
    return diffs;
}
function diffSettings(before, after) {
    const changes = [];
    const compare = (label, a, b) => {
        const was = show(a);
        const now = show(b);
        if (was !== now)
            changes.push(`${label} ${was} → ${now}`);
    };
    compare('provider', before.provider, after.provider);
    compare('provider type', before.providerType, after.providerType);
    compare('model', before.model, after.model);
    compare('output', before.output, after.output);
    compare('fields', before.fields, after.fields);
    const keys = [...new Set([...Object.keys(before.params), ...Object.keys(after.params)])].sort();
    for (const key of keys)
        compare(`params.${key}`, before.params[key], after.params[key]);
    return changes;
}
function show(value) {
    if (value === undefined)
        return '(unset)';
    return typeof value === 'string' ? value : JSON.stringify(value);
}
/** 1234567 → "1,234,567" (independent of the machine's locale). */
function group(n) {
    const sign = n < 0 ? '-' : '';
    return sign + String(Math.abs(Math.round(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
function signed(n) {
    return n > 0 ? `+${group(n)}` : n === 0 ? '±0' : group(n);
}
function relative(delta, before) {
    if (before === 0 || delta === 0)
        return '';
    return ` (${delta >= 0 ? '+' : ''}${((delta / before) * 100).toFixed(1)}%)`;
}
/** The text of `context-eval manifest`: one block per role, then (with a diff) removed roles and the total. */
function renderManifestText(m, diff) {
    const diffByRole = new Map((diff?.roles ?? []).map((d) => [d.role, d]));
    const pathWidth = Math.max(8, ...m.flatMap((r) => r.parts.map((p) => p.path.length)), ...(diff?.roles ?? []).flatMap((r) => r.parts.map((p) => p.path.length)));
    const tokenCell = (n) => `${group(n)} tokens`.padStart(14);
    const blocks = [];
    for (const role of m) {
        const roleDiff = diffByRole.get(role.role);
        const lines = [roleHeading(role, roleDiff)];
        for (const part of role.parts) {
            const partDiff = roleDiff?.parts.find((p) => p.kind === part.kind && p.path === part.path);
            const size = part.missing ? 'missing: the file does not exist' : `${tokenCell(part.tokens)}  ${`${group(part.chars)} chars`.padStart(14)}`;
            lines.push(`  ${part.kind.padEnd(8)}  ${part.path.padEnd(pathWidth)}  ${size}${partDiff ? partChange(partDiff) : ''}`.trimEnd());
        }
        for (const removed of roleDiff?.parts.filter((p) => p.status === 'removed' && !role.parts.some((q) => q.kind === p.kind && q.path === p.path)) ?? []) {
            lines.push(`  ${removed.kind.padEnd(8)}  ${removed.path.padEnd(pathWidth)}  removed (was ${group(removed.tokensBefore ?? 0)} tokens)`);
        }
        const totalChange = roleDiff && roleDiff.status === 'changed' ? `  ${signed(roleDiff.delta)}${relative(roleDiff.delta, roleDiff.tokensBefore ?? 0)} vs base` : '';
        lines.push(`  ${'total'.padEnd(8)}  ${''.padEnd(pathWidth)}  ${tokenCell(role.totalTokens)}${totalChange}`.trimEnd());
        for (const setting of roleDiff?.settings ?? [])
            lines.push(`  changed: ${setting}`);
        blocks.push(lines.join('\n'));
    }
    if (diff) {
        for (const removed of diff.roles.filter((r) => r.status === 'removed')) {
            blocks.push(`${removed.role}: removed (was ${group(removed.tokensBefore ?? 0)} tokens)`);
        }
        blocks.push(`All roles: ${group(diff.tokensBefore)} → ${group(diff.tokensAfter)} tokens, ${signed(diff.delta)}${relative(diff.delta, diff.tokensBefore)} vs base`);
    }
    else if (m.length === 0) {
        blocks.push('No roles are defined.');
    }
    return `${blocks.join('\n\n')}\n`;
}
function roleHeading(role, diff) {
    const provider = `provider ${role.provider} (${role.providerType}${role.model === undefined ? '' : `, ${role.model}`})`;
    const params = Object.entries(role.params).map(([key, value]) => `${key} ${show(value)}`);
    const output = role.fields ? `output json (steps: ${role.fields.steps}, risk: ${role.fields.risk})` : `output ${role.output}`;
    const scenarios = `${role.scenarios} scenario${role.scenarios === 1 ? '' : 's'}`;
    const marker = diff?.status === 'added' ? ' [new role]' : diff?.status === 'changed' ? ' [changed]' : '';
    return [`${role.role}${marker}`, provider, ...(params.length > 0 ? [params.join(', ')] : []), output, scenarios].join(' · ');
}
function partChange(d) {
    switch (d.status) {
        case 'added':
            return '  new';
        case 'changed':
            return `  ${signed(d.delta)} (was ${group(d.tokensBefore ?? 0)})`;
        case 'removed':
            return '  (present in base)';
        case 'unchanged':
            return '';
    }
}


/***/ }),

/***/ 9176:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ countTokens)
/* harmony export */ });
/**
 * Token counting with the o200k_base encoding (GPT-4o / GPT-4.1 family). The tokenizer's tables are
 * large, so the module is imported on first use only (`--version` stays fast) and then cached.
 */
let loading;
function loadCounter() {
    loading ??= __webpack_require__.e(/* import() */ 359).then(__webpack_require__.bind(__webpack_require__, 5359)).then((encoding) => {
        // Special-token text such as "<|endoftext|>" inside a prompt is counted as plain text, not refused.
        const options = { disallowedSpecial: new Set() };
        return (text) => encoding.countTokens(text, options);
    });
    // A failed load is not cached, so that a later call can try again.
    loading.catch(() => {
        loading = undefined;
    });
    return loading;
}
/** The number of o200k_base tokens in `text`. */
async function countTokens(text) {
    const count = await loadCounter();
    return count(text);
}


/***/ })

};
