export const id = 261;
export const ids = [261];
export const modules = {

/***/ 5261:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  initCommand: () => (/* binding */ initCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/config/types.ts
var types = __webpack_require__(2143);
// EXTERNAL MODULE: ./src/config/io.ts
var config_io = __webpack_require__(7556);
// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git = __webpack_require__(1136);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/config/schema.ts + 1 modules
var schema = __webpack_require__(2541);
// EXTERNAL MODULE: ./src/scenarios/prompt.ts
var scenarios_prompt = __webpack_require__(8353);
;// CONCATENATED MODULE: ./src/init/baseline-workflow.ts
/**
 * examples/workflows/baseline.yml, which `context-eval init` writes as .github/workflows/context-eval-baseline.yml
 * with the repository's default branch in `branches:`. Kept here so the bundle carries it;
 * test/cli/init.test.ts checks it is the same text as the example.
 */
const BASELINE_WORKFLOW = "# context-eval baselines: what pull requests are compared with. Each push to the default branch and a\n# nightly schedule run every scenario compare.baseline_runs times and record the result on the\n# context-eval-data branch (`record: auto`, `history.store: auto`). Without these runs every pull request\n# is judged by thresholds alone and a regression is never flagged. The schedule also runs the drift\n# detectors and keeps the drift issue up to date. The push that brings this file to the default branch\n# records the first baseline.\nname: context-eval baseline\non:\n  push:\n    branches: [main]\n  schedule:\n    - cron: '17 3 * * *'\npermissions:\n  contents: write       # history records are committed to the context-eval-data branch\n  issues: write         # the drift issue is opened, updated and closed\n  pull-requests: read   # the merged pull request's review, kept in the record\nconcurrency:\n  group: context-eval-baseline-${{ github.ref }}\n  cancel-in-progress: false   # never cancel a run that is recording history\njobs:\n  baseline:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1\n        with:\n          fetch-depth: 0   # the whole history: the drift issue lists stale scenarios from the files' commit dates\n          persist-credentials: false  # no token in .git/config for the steps that follow\n      - uses: context-eval/context-eval@v0 # pin to a full commit SHA in your repository\n        with:\n          config: context-eval.yaml\n          fail-on: threshold,drift,error\n        env:\n          OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }}\n";
/** The file init writes. */
const BASELINE_WORKFLOW_PATH = '.github/workflows/context-eval-baseline.yml';
/** The baseline workflow for a repository whose default branch is `branch`. */
function baselineWorkflow(branch) {
    const yamlName = /^[A-Za-z0-9_./-]+$/.test(branch) ? branch : JSON.stringify(branch);
    return BASELINE_WORKFLOW.replace('    branches: [main]\n', `    branches: [${yamlName}]\n`);
}

;// CONCATENATED MODULE: ./src/init/pr-gate-workflow.ts
/**
 * examples/workflows/pr-gate.yml, which `context-eval init` writes as .github/workflows/context-eval.yml.
 * Kept here so the bundle carries it; test/cli/init.test.ts checks it is the same text as the example.
 */
const PR_GATE_WORKFLOW = "# context-eval as a pull-request gate: one sticky comment, updated in place on every push.\n# No `paths:` filter on purpose: on a push that touches no context file the action finishes in seconds,\n# makes no model call, and notes on its comment which SHA was last evaluated.\nname: context-eval\non:\n  pull_request:\n    types: [opened, synchronize, reopened, ready_for_review]\npermissions:\n  contents: read        # check out the code, read history from the data branch\n  pull-requests: write  # the sticky comment\nconcurrency:\n  group: context-eval-${{ github.event.pull_request.number }}\n  cancel-in-progress: true\njobs:\n  evaluate:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1\n        with:\n          fetch-depth: 0   # the merge base's files: scenarios without history are compared with the base's context (compare.base)\n          persist-credentials: false  # no token in .git/config for the steps that follow\n      - id: eval\n        uses: context-eval/context-eval@v0 # pin to a full commit SHA in your repository\n        with:\n          config: context-eval.yaml\n          fail-on: threshold,regression,error\n        env:\n          OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }}\n      - uses: actions/upload-artifact@bbbca2ddaa5d8feaa63e36b76fdaad77386f024f # v7.0.0\n        if: always() && steps.eval.outputs.report != ''\n        with:\n          name: context-eval-report\n          path: ${{ steps.eval.outputs.report }}\n";

// EXTERNAL MODULE: ./src/report/terminal-text.ts
var terminal_text = __webpack_require__(4890);
;// CONCATENATED MODULE: ./src/init/scaffold.ts
/**
 * `context-eval init` (DESIGN §5): from the prompt files found in a repository, the files of a starter
 * suite — the config with a role per prompt (with the tools files found next to it: toolFileCandidates),
 * one starter scenario per role with real expectations, the
 * pull-request workflow and the baseline workflow that records what pull requests are compared with —
 * each with its schema modeline. Pure: paths in, file texts out.
 */







/** The file init writes for the pull-request gate. */
const PR_GATE_WORKFLOW_PATH = '.github/workflows/context-eval.yml';
/** Where init looks for prompt files when no --glob is given. */
const DEFAULT_PROMPT_GLOBS = ['prompts/**/*.{md,txt}', '**/agents/**/*.md', '**/.agents/**/*.md', '**/system.{md,txt}'];
/** The schemas as installed by `npm i -D @context-eval/cli`. */
const SCHEMA_DIR = 'node_modules/@context-eval/cli/schema';
/** The var names of a prompt's own `{{name}}` placeholders (lang_code, FILE_FORMAT), first use first; dotted fields are not var names. */
function promptVarNames(text) {
    return [...new Set((0,scenarios_prompt/* placeholders */.Ft)(text).map((p) => p.field))].filter((f) => schema/* VAR_NAME */.eU.test(f));
}
/** A starter's max_tokens, which counts input plus output: the prompt and 2,000 tokens for an answer, in thousands, at least 4,000. */
function starterBudget(promptTokens) {
    if (promptTokens === undefined)
        return 4000;
    return Math.max(4000, Math.ceil((promptTokens + 2000) / 1000) * 1000);
}
/**
 * The files that may hold a prompt's tools (DESIGN §3b), its own first: `NAME.tools.json` beside it,
 * `tools/NAME.json` in its folder or in a folder beside its folder (prompts/x.md → tools/x.json); then,
 * when it is the only prompt of its folder, the folder's `tools.json` and `tools/*.json`. Only files among
 * `files`; whether each is a tools list is the caller's to check (detectToolsFormat).
 */
function toolFileCandidates(prompt, files, prompts) {
    const { own, shared } = candidatesOf(prompt, files, prompts);
    return [...own, ...shared];
}
function candidatesOf(prompt, files, prompts) {
    const dir = external_node_path_default().posix.dirname(prompt);
    const base = external_node_path_default().posix.basename(prompt, external_node_path_default().posix.extname(prompt));
    const at = (...parts) => external_node_path_default().posix.join(...parts);
    const present = new Set(files);
    const own = [at(dir, `${base}.tools.json`), at(dir, 'tools', `${base}.json`), ...(dir === '.' ? [] : [at(external_node_path_default().posix.dirname(dir), 'tools', `${base}.json`)])];
    const alone = prompts.filter((p) => external_node_path_default().posix.dirname(p) === dir).length === 1;
    const toolsDir = at(dir, 'tools');
    const shared = alone
        ? [at(dir, 'tools.json'), ...files.filter((f) => external_node_path_default().posix.dirname(f) === toolsDir && f.endsWith('.json')).sort()]
        : [];
    return { own: [...new Set(own)].filter((f) => present.has(f)), shared: shared.filter((f) => present.has(f) && !own.includes(f)) };
}
/**
 * The tools files of each prompt: its own candidates that are tools lists (`valid`), else its shared ones.
 * Prompts without any are left out.
 */
function assignToolFiles(prompts, files, valid) {
    const out = {};
    for (const prompt of prompts) {
        const { own, shared } = candidatesOf(prompt, files, prompts);
        const mine = own.filter((f) => valid.has(f));
        const chosen = mine.length > 0 ? mine : shared.filter((f) => valid.has(f));
        if (chosen.length > 0)
            out[prompt] = chosen;
    }
    return out;
}
/** The prompt files among `files` (paths relative to the repository root), sorted. */
function detectPrompts(files, globs = DEFAULT_PROMPT_GLOBS) {
    const isMatch = picomatch_default()([...globs], { dot: true });
    return files
        .filter((f) => isMatch(f) && !/(^|\/)(README|CHANGELOG|LICENSE)(\.[^/]*)?$/i.test(f))
        .sort();
}
function slug(text) {
    return text
        .toLowerCase()
        .replace(/[^a-z0-9_]+/g, '-')
        .replace(/^[-_]+|[-_]+$/g, '');
}
/** File names that say what a file is, not which prompt it is: its folder names it (patterns/summarize/system.md). */
const GENERIC_NAMES = new Set(['system', 'system_prompt', 'system-prompt', 'prompt', 'instructions', 'index', 'main', 'default', 'template', 'agent', 'user']);
/** Folders that hold prompts rather than name one. */
const CONTAINER_FOLDERS = new Set(['', 'prompts', 'prompt', 'agent', 'agents', '.agents', 'patterns', 'src', 'system']);
/**
 * A role name per prompt: its file name, or its folder's when the file name is generic
 * (patterns/summarize/system.md → summarize); made unique with its folder (then a number) when names clash.
 */
function roleNames(prompts) {
    const taken = new Set();
    return prompts.map((prompt) => {
        const file = slug(external_node_path_default().posix.basename(prompt, external_node_path_default().posix.extname(prompt)));
        const dir = external_node_path_default().posix.dirname(prompt);
        const meaningful = slug(external_node_path_default().posix.basename(dir));
        const named = GENERIC_NAMES.has(file) && !CONTAINER_FOLDERS.has(meaningful);
        const base = (named ? meaningful : file) || 'prompt';
        const folder = slug(external_node_path_default().posix.basename(named ? external_node_path_default().posix.dirname(dir) : dir));
        let name = base;
        if (taken.has(name) && folder !== '')
            name = `${folder}-${base}`;
        for (let i = 2; taken.has(name); i++)
            name = `${base}-${i}`;
        taken.add(name);
        return { name, prompt };
    });
}
/** A YAML plain scalar when safe, else a double-quoted one. */
function scalar(text) {
    return /^[A-Za-z0-9_./][A-Za-z0-9_./ -]*$/.test(text) && !text.endsWith(' ') ? text : JSON.stringify(text);
}
function configText(roles) {
    const lines = [
        `# yaml-language-server: $schema=./${SCHEMA_DIR}/context-eval.schema.json`,
        '# Written by `context-eval init`. Every key is described on hover in an editor with the YAML extension.',
        'version: 1',
        'scenarios: scenarios/**/*.{yaml,yml}',
        `watch: [${roles.map((r) => scalar(r.prompt)).join(', ')}]`,
        'providers:',
        '  main:',
        '    type: openai',
        '    model: gpt-4.1-mini',
        '    # Any OpenAI-compatible server: set OPENAI_BASE_URL, or write the URL here.',
        '    base_url: ${OPENAI_BASE_URL:-https://api.openai.com/v1}',
        '    api_key_env: OPENAI_API_KEY',
        'roles:',
    ];
    for (const role of roles) {
        lines.push(`  ${role.name}:`, '    provider: main', `    system: ${scalar(role.prompt)}`);
        const tools = role.tools ?? [];
        if (tools.length > 0)
            lines.push(`    tools: ${tools.length === 1 ? scalar(tools[0] ?? '') : `[${tools.map(scalar).join(', ')}]`}`);
        lines.push('    output: text              # json when the prompt asks for JSON');
        const vars = role.vars ?? [];
        if (vars.length > 0) {
            lines.push('    vars:                     # the prompt\'s own placeholders: write the values your application fills in');
            for (const v of vars)
                lines.push(`      ${v}: ${JSON.stringify(`(${v})`)}   # fills {{${v}}} in ${role.prompt}`);
        }
    }
    lines.push('defaults: { runs: 3, threshold: 2/3 }', '');
    return lines.join('\n');
}
function scenarioText(role) {
    const budget = starterBudget(role.tokens);
    const why = role.tokens === undefined ? 'prompt + answer stay within budget' : `the prompt (about ${role.tokens.toLocaleString('en-US')} tokens) + the answer`;
    return [
        `# yaml-language-server: $schema=../../${SCHEMA_DIR}/scenario.schema.json`,
        `# A starter scenario for ${role.prompt}: replace the context with a real case the prompt must handle,`,
        '# and add expectations that say what a good answer contains (contains:, matches:) or never does (absent:).',
        `name: ${role.name}-starter`,
        `role: ${role.name}`,
        'context:',
        '  request: A typical request this prompt handles (replace me with a real one)',
        'expect:',
        `  - max_tokens: ${budget}                # ${why}`,
        '  - absent: ["as an AI language model", "I cannot help with that"]',
        '',
    ].join('\n');
}
/** The branch the baseline workflow records on when the repository's default branch is not known. */
const FALLBACK_DEFAULT_BRANCH = 'main';
/** `tools`: each prompt's tools files (assignToolFiles), written as its role's `tools:`; `facts`: what init read of each prompt (its vars and the starter's budget). */
function planScaffold(prompts, defaultBranch = FALLBACK_DEFAULT_BRANCH, tools = {}, facts = {}) {
    const roles = roleNames(prompts).map((role) => {
        const files = Object.hasOwn(tools, role.prompt) ? tools[role.prompt] : undefined;
        const known = Object.hasOwn(facts, role.prompt) ? facts[role.prompt] : undefined;
        const vars = known?.placeholders ?? [];
        return {
            ...role,
            ...(files && files.length > 0 ? { tools: files } : {}),
            ...(vars.length > 0 ? { vars } : {}),
            ...(known?.tokens === undefined ? {} : { tokens: known.tokens }),
        };
    });
    const files = [
        { path: 'context-eval.yaml', text: configText(roles) },
        ...roles.map((role) => ({ path: `scenarios/${role.name}/starter.yaml`, text: scenarioText(role) })),
        { path: PR_GATE_WORKFLOW_PATH, text: PR_GATE_WORKFLOW },
        { path: BASELINE_WORKFLOW_PATH, text: baselineWorkflow(defaultBranch) },
    ];
    return { roles, files };
}
/** What to do next, in three commands, and what each workflow does, within `width` columns (80 without a terminal). `branchGuessed`: no git default branch was found. */
function nextSteps(defaultBranch = FALLBACK_DEFAULT_BRANCH, branchGuessed = false, width = 80) {
    const prose = (text, first, rest) => (0,terminal_text/* wrap */.LV)(text, width, first, rest);
    return [
        'Workflows:',
        ...prose(`${PR_GATE_WORKFLOW_PATH}: the pull request gate: runs the scenarios a pull request affects, compares them with the baseline at its merge base, and comments`, '  ', '      '),
        ...prose(`${BASELINE_WORKFLOW_PATH}: the baselines: each push to ${defaultBranch} and a nightly schedule record every scenario on the context-eval-data branch; without them no regression is ever flagged`, '  ', '      '),
        ...(branchGuessed ? prose(`(no default branch found in git: the baseline workflow runs on ${defaultBranch}; edit its branches: if yours differs)`, '  ', '   ') : []),
        '',
        'Next:',
        '  1. npx context-eval validate                    # checks it all, no model call',
        '  2. OPENAI_API_KEY=sk-... npx context-eval run   # runs each starter 3 times',
        `  3. git add context-eval.yaml scenarios ${PR_GATE_WORKFLOW_PATH}`,
        `     git add ${BASELINE_WORKFLOW_PATH}`,
        '     git commit -m "Test our prompts with context-eval"',
        ...prose(`then add the OPENAI_API_KEY secret to the repository; the push that brings the baseline workflow to ${defaultBranch} records the first baseline, and pull requests are compared with it from then on`, '     ', '     '),
        '',
    ].join('\n');
}

// EXTERNAL MODULE: ./src/manifest/tokenizer.ts
var tokenizer = __webpack_require__(9176);
// EXTERNAL MODULE: ./src/agent/tools.ts + 1 modules
var tools = __webpack_require__(595);
// EXTERNAL MODULE: ./src/security/paths.ts
var paths = __webpack_require__(5770);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
;// CONCATENATED MODULE: ./src/cli/init.ts
/** `context-eval init`: writes a starter suite for the prompt files it finds; never overwrites a file. */












async function initCommand(values, io) {
    const globs = (0,args/* listOption */.y8)(values, 'glob') ?? [...DEFAULT_PROMPT_GLOBS];
    const files = await (0,config_io/* nodeListFiles */.Mz)(io.cwd);
    const prompts = detectPrompts(files, globs);
    if (prompts.length === 0) {
        throw new types/* ConfigError */.x(`init: no prompt file found under ${globs.join(', ')}; name your prompt files with --glob 'path/**/*.md'`);
    }
    // The baseline workflow records on pushes to the default branch: git's default branch, else the branch checked out.
    const found = (await (0,git/* defaultBranch */.OR)(io.cwd).catch(() => undefined)) ?? (await (0,git/* currentBranch */.eR)(io.cwd).catch(() => undefined));
    const branch = found ?? FALLBACK_DEFAULT_BRANCH;
    const plan = planScaffold(prompts, branch, await toolsNextToPrompts(io.cwd, prompts, files), await promptFacts(io.cwd, prompts));
    const width = (0,terminal_text/* terminalWidth */.JL)(io.columns);
    // One prompt a line, each with its role (and tools): a list on one line is unreadable at 80 columns.
    const described = plan.roles.flatMap((r) => (0,terminal_text/* wrap */.LV)(`${r.prompt} (role ${r.name}${r.tools ? `, tools ${r.tools.join(' ')}` : ''}${r.vars ? `, vars ${r.vars.join(' ')}` : ''})`, width, '  ', '    '));
    io.stdout(`Found ${prompts.length} prompt file${prompts.length === 1 ? '' : 's'}:\n${described.join('\n')}\n`);
    for (const file of plan.files) {
        const abs = external_node_path_default().join(io.cwd, file.path);
        await (0,promises_.mkdir)(external_node_path_default().dirname(abs), { recursive: true });
        try {
            await (0,promises_.writeFile)(abs, file.text, { flag: 'wx' });
            io.stdout(`${(0,terminal_text/* wrap */.LV)(`wrote ${file.path}`, width, '  ', '    ').join('\n')}\n`);
        }
        catch (err) {
            if (!(err instanceof Error && 'code' in err && err.code === 'EEXIST'))
                throw err;
            io.stdout(`${(0,terminal_text/* wrap */.LV)(`${file.path} exists; left as it is`, width, '  ', '    ').join('\n')}\n`);
        }
    }
    io.stdout(`\n${nextSteps(branch, found === undefined, width)}`);
    return 0;
}
/** Each prompt's tools files: the candidates beside it (toolFileCandidates) that read as a tools list. */
async function toolsNextToPrompts(cwd, prompts, files) {
    const candidates = new Set(prompts.flatMap((p) => toolFileCandidates(p, files, prompts)));
    const valid = new Set();
    let root;
    try {
        root = external_node_fs_.realpathSync.native(cwd);
    }
    catch {
        return {};
    }
    for (const rel of candidates) {
        // Through the one resolver: a link out of the folder, or an oversized file, is simply not a tools file here.
        const text = await (0,paths/* readRepositoryText */.oc)(root, external_node_path_default().join(root, rel), rel).catch(() => undefined);
        if (text !== undefined && (0,tools/* detectToolsFormat */.U)(text) !== undefined)
            valid.add(rel);
    }
    return assignToolFiles(prompts, files, valid);
}
/** Each prompt's tokens and own placeholders, read through the one resolver; a prompt that cannot be read gets the defaults. */
async function promptFacts(cwd, prompts) {
    const out = {};
    let root;
    try {
        root = external_node_fs_.realpathSync.native(cwd);
    }
    catch {
        return out;
    }
    for (const rel of prompts) {
        const text = await (0,paths/* readRepositoryText */.oc)(root, external_node_path_default().join(root, rel), rel).catch(() => undefined);
        if (text !== undefined)
            out[rel] = { tokens: await (0,tokenizer/* countTokens */.i)(text), placeholders: promptVarNames(text) };
    }
    return out;
}


/***/ }),

/***/ 7556:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mz: () => (/* binding */ nodeListFiles),
/* harmony export */   aV: () => (/* binding */ confinedReader),
/* harmony export */   c4: () => (/* binding */ isNotFound)
/* harmony export */ });
/* unused harmony export SKIPPED_DIRS */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _security_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5770);
/** The file-system edge of config loading: the only module here that touches node:fs. */



/** Folders never searched for scenarios. */
const SKIPPED_DIRS = new Set(['node_modules', '.git']);
/**
 * The loader's reader for `root`: node:fs through the confinement resolver, or, when `read` is given (a
 * file at a git ref, say), that reader after the same path check, its text size-checked and NUL refused.
 */
function confinedReader(root, read) {
    if (!read) {
        // One reader loads one suite: it remembers the real path of each folder it has read from.
        const folders = new Map();
        return (abs, shown) => (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .readRepositoryText */ .oc)(root, abs, shown, _security_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_FILE_BYTES */ .gZ, folders);
    }
    return async (abs, shown) => {
        await (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveInRepository */ .AZ)(root, node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(abs), abs, shown);
        return (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .checkDecodedText */ .ew)(await read(abs), shown);
    };
}
/** Walks `dirAbs` (skipping node_modules and .git; not following symlinked folders); lists every entry that is not a folder. */
async function nodeListFiles(dirAbs) {
    const out = [];
    async function walk(relDir) {
        const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dirAbs, relDir), { withFileTypes: true });
        for (const entry of entries) {
            const rel = relDir === '' ? entry.name : `${relDir}/${entry.name}`;
            if (entry.isDirectory()) {
                if (!SKIPPED_DIRS.has(entry.name))
                    await walk(rel);
            }
            else {
                // Files, symlinks and special files (a FIFO, a device, a socket): one that a scenario glob matches is
                // then refused by the reader as not a regular file, by name, instead of being skipped in silence.
                out.push(rel);
            }
        }
    }
    await walk('');
    return out;
}
/** Is this error a "no such file" error? */
function isNotFound(err) {
    if (err === null || typeof err !== 'object')
        return false;
    if ('problem' in err && err.problem === 'not-found')
        return true;
    if (!('code' in err))
        return false;
    return err.code === 'ENOENT' || err.code === 'ENOTDIR';
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
