export const id = 261;
export const ids = [261];
export const modules = {

/***/ 595:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  N0: () => (/* binding */ combineTools),
  U: () => (/* binding */ detectToolsFormat),
  gm: () => (/* binding */ readToolsFile)
});

// UNUSED EXPORTS: NO_PARAMETERS, TOOL_NAME, parseToolsFile

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./src/config/issues.ts
var issues = __webpack_require__(1012);
// EXTERNAL MODULE: ./src/config/types.ts
var types = __webpack_require__(2143);
// EXTERNAL MODULE: ./src/expectations/json-schema.ts
var json_schema = __webpack_require__(9945);
;// CONCATENATED MODULE: ./src/agent/json-position.ts
/**
 * Where things are in a JSON text, for errors that name file:line: the line of a syntax error (Node's
 * JSON.parse says "Unexpected token" without a position on Node 20), and the line of the value at a path
 * (an array item, an object member). Pure; run only when an error needs a line, so that a good file is
 * parsed once, by JSON.parse.
 */
class JsonSyntax extends Error {
    offset;
    constructor(offset) {
        super(`JSON syntax error at offset ${offset}`);
        this.offset = offset;
    }
}
const WHITE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const HEX4 = /[0-9a-fA-F]{4}/y;
/** Every value's start offset by its path (JSON.stringify of the path); throws JsonSyntax at the first error. */
class Scanner {
    text;
    pos = 0;
    offsets = new Map();
    constructor(text) {
        this.text = text;
        if (text.charCodeAt(0) === 0xfeff)
            this.pos = 1;
    }
    run() {
        this.value([]);
        this.ws();
        if (this.pos < this.text.length)
            throw new JsonSyntax(this.pos);
    }
    ws() {
        while (this.pos < this.text.length && WHITE.has(this.text[this.pos] ?? ''))
            this.pos++;
    }
    value(path) {
        this.ws();
        this.offsets.set(JSON.stringify(path), this.pos);
        const c = this.text[this.pos];
        if (c === '{')
            this.object(path);
        else if (c === '[')
            this.array(path);
        else if (c === '"')
            this.string();
        else if (this.text.startsWith('true', this.pos))
            this.pos += 4;
        else if (this.text.startsWith('false', this.pos))
            this.pos += 5;
        else if (this.text.startsWith('null', this.pos))
            this.pos += 4;
        else {
            NUMBER.lastIndex = this.pos;
            if (!NUMBER.test(this.text))
                throw new JsonSyntax(this.pos);
            this.pos = NUMBER.lastIndex;
        }
    }
    object(path) {
        this.pos++;
        this.ws();
        if (this.text[this.pos] === '}') {
            this.pos++;
            return;
        }
        for (;;) {
            this.ws();
            if (this.text[this.pos] !== '"')
                throw new JsonSyntax(this.pos);
            const start = this.pos;
            this.string();
            const key = JSON.parse(this.text.slice(start, this.pos));
            this.ws();
            if (this.text[this.pos] !== ':')
                throw new JsonSyntax(this.pos);
            this.pos++;
            this.value([...path, key]);
            this.ws();
            const next = this.text[this.pos];
            this.pos++;
            if (next === '}')
                return;
            if (next !== ',')
                throw new JsonSyntax(this.pos - 1);
        }
    }
    array(path) {
        this.pos++;
        this.ws();
        if (this.text[this.pos] === ']') {
            this.pos++;
            return;
        }
        for (let i = 0;; i++) {
            this.value([...path, i]);
            this.ws();
            const next = this.text[this.pos];
            this.pos++;
            if (next === ']')
                return;
            if (next !== ',')
                throw new JsonSyntax(this.pos - 1);
        }
    }
    string() {
        this.pos++;
        for (;;) {
            const c = this.text[this.pos];
            if (c === undefined || c.charCodeAt(0) < 0x20)
                throw new JsonSyntax(this.pos);
            this.pos++;
            if (c === '"')
                return;
            if (c === '\\') {
                const e = this.text[this.pos];
                if (e === 'u') {
                    HEX4.lastIndex = this.pos + 1;
                    if (!HEX4.test(this.text))
                        throw new JsonSyntax(this.pos);
                    this.pos += 5;
                }
                else if (e !== undefined && ESCAPES.has(e))
                    this.pos++;
                else
                    throw new JsonSyntax(this.pos);
            }
        }
    }
}
/** The 1-based line of a character offset. */
function lineAt(text, offset) {
    let line = 1;
    for (let i = 0; i < offset && i < text.length; i++)
        if (text.charCodeAt(i) === 10)
            line++;
    return line;
}
/** The line of the first syntax error of a text JSON.parse refused (the last line when the text just ends). */
function jsonErrorLine(text) {
    try {
        new Scanner(text).run();
    }
    catch (err) {
        if (err instanceof JsonSyntax)
            return lineAt(text, err.offset);
        throw err;
    }
    return 1;
}
/**
 * A finder of lines in a valid JSON text: the line of the value at `path`, else of its nearest ancestor
 * that exists (the item a missing key belongs to), else 1.
 */
function jsonLines(text) {
    const scanner = new Scanner(text);
    try {
        scanner.run();
    }
    catch (err) {
        if (!(err instanceof JsonSyntax))
            throw err;
    }
    return (path) => {
        for (let n = path.length; n >= 0; n--) {
            const offset = scanner.offsets.get(JSON.stringify(path.slice(0, n)));
            if (offset !== undefined)
                return lineAt(text, offset);
        }
        return 1;
    };
}

;// CONCATENATED MODULE: ./src/agent/tools.ts
/**
 * A role's tools files (DESIGN §3b, `roles.*.tools`): an OpenAI `tools` array, an Anthropic `tools` array or
 * an MCP `tools/list` result (the `result` object or the whole JSON-RPC reply), detected from the shape and
 * normalised to ToolSpec. Validated with zod; every problem is a ConfigError at the file and line of the
 * offending tool or key, all of a file's problems at once. Each tool's parameters are compiled with ajv now,
 * so that a broken schema is a config error, not a run error later.
 *
 * Pure, but ajv is loaded on demand (issue 23 item 5, start-up): await loadJsonSchemaSupport() from
 * src/expectations/json-schema.ts before calling parseToolsFile or readToolsFile (loadRoleTools does).
 */





/** What OpenAI and Anthropic accept as a tool name. */
const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
/** The parameters of a tool whose file gives none (OpenAI's `parameters` is optional). */
const NO_PARAMETERS = Object.freeze({ type: 'object', properties: {} });
const FORMATS_ACCEPTED = 'a tools file is an OpenAI `tools` array ([{"type": "function", "function": {"name", "description", "parameters"}}]), ' +
    'an Anthropic `tools` array ([{"name", "description", "input_schema"}]) or an MCP `tools/list` result ' +
    '({"tools": [{"name", "description", "inputSchema"}]}, or the whole JSON-RPC reply)';
const LAYOUTS = {
    openai: { format: 'openai', list: [], inner: ['function'], paramsKey: 'parameters', paramsOptional: true },
    anthropic: { format: 'anthropic', list: [], inner: [], paramsKey: 'input_schema', paramsOptional: false },
    mcp: { format: 'mcp', list: ['tools'], inner: [], paramsKey: 'inputSchema', paramsOptional: false },
    'mcp-reply': { format: 'mcp', list: ['result', 'tools'], inner: [], paramsKey: 'inputSchema', paramsOptional: false },
};
function isRecord(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v);
}
/** The layout of a parsed file, or undefined when it is none of the three formats. */
function layoutOf(data) {
    if (Array.isArray(data)) {
        const items = data.filter(isRecord);
        if (items.some((t) => t['type'] === 'function' || 'function' in t))
            return LAYOUTS.openai;
        if (items.some((t) => 'input_schema' in t))
            return LAYOUTS.anthropic;
        return undefined;
    }
    if (!isRecord(data))
        return undefined;
    if (Array.isArray(data['tools']))
        return LAYOUTS.mcp;
    const result = data['result'];
    if (isRecord(result) && Array.isArray(result['tools']))
        return LAYOUTS['mcp-reply'];
    return undefined;
}
/** Which of the three formats a text is (init's detection): undefined for anything else, never throws. */
function detectToolsFormat(text) {
    let data;
    try {
        data = JSON.parse(stripBom(text));
    }
    catch {
        return undefined;
    }
    const layout = layoutOf(data);
    if (!layout)
        return undefined;
    const list = valueAt(data, layout.list);
    return Array.isArray(list) && list.length > 0 ? layout.format : undefined;
}
function stripBom(text) {
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
function valueAt(data, path) {
    let current = data;
    for (const key of path)
        current = isRecord(current) || Array.isArray(current) ? current[key] : undefined;
    return current;
}
function shown(value) {
    if (value === undefined)
        return 'nothing';
    const text = JSON.stringify(value);
    return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
/** The zod schema of one item's name/description/parameters, with messages that say how to fix them. */
function innerSchema(layout) {
    const objectSchema = schemas/* custom */.IeY((v) => isRecord(v) && v['type'] === 'object', {
        error: (iss) => `must be an object schema ({"type": "object", "properties": {...}}), got ${shown(iss.input)}`,
    });
    return schemas/* looseObject */._H3({
        name: schemas/* string */.YjP({ error: (iss) => (iss.input === undefined ? 'NO_NAME' : `its name must be a string, got ${shown(iss.input)}`) })
            .regex(TOOL_NAME, { error: (iss) => `name '${String(iss.input)}' is refused by OpenAI and Anthropic: use letters, digits, _ and - only, at most 64 characters` }),
        description: schemas/* string */.YjP({ error: (iss) => `must be a string, got ${shown(iss.input)}` }).optional(),
        [layout.paramsKey]: layout.paramsOptional
            ? objectSchema.optional()
            : schemas/* custom */.IeY((v) => v !== undefined, { error: 'MISSING_PARAMS' }).pipe(objectSchema),
    });
}
const OpenAIItem = schemas/* looseObject */._H3({ type: schemas/* unknown */.L5J(), function: schemas/* unknown */.L5J() });
/**
 * Reads one tools file (text as read, `file` as shown in messages). Throws a ConfigError listing every
 * problem of the file, each at its line.
 */
function readToolsFile(text, file) {
    const body = stripBom(text);
    let data;
    try {
        data = JSON.parse(body);
    }
    catch (err) {
        const why = err instanceof Error ? err.message.replace(/\s+/g, ' ') : String(err);
        throw new types/* ConfigError */.x(`not valid JSON (${why.length > 120 ? `${why.slice(0, 117)}...` : why}); ${FORMATS_ACCEPTED}`, { file, line: jsonErrorLine(text) });
    }
    let lineOf;
    const at = (path) => (lineOf ??= jsonLines(text))(path);
    if (isRecord(data) && data['error'] !== undefined && data['result'] === undefined) {
        const error = data['error'];
        const message = isRecord(error) && typeof error['message'] === 'string' ? `: ${error['message']}` : '';
        throw new types/* ConfigError */.x(`a JSON-RPC error reply${message}, not a tools/list result; save the reply of a successful tools/list call`, { file, line: at(['error']) });
    }
    const layout = Array.isArray(data) && data.length === 0 ? LAYOUTS.openai : layoutOf(data);
    if (!layout)
        throw new types/* ConfigError */.x(`not a tools file: ${FORMATS_ACCEPTED}`, { file, line: 1 });
    const items = valueAt(data, layout.list);
    if (items.length === 0)
        throw new types/* ConfigError */.x(`lists no tools; a role's tools file defines at least one tool (or leave the file out of roles.*.tools)`, { file, line: at(layout.list) });
    const problems = [];
    const problem = (message, path) => problems.push(new types/* ConfigError */.x(message, { file, line: at(path) }));
    const tools = [];
    const lines = [];
    const seen = new Map();
    const schema = innerSchema(layout);
    items.forEach((item, i) => {
        const itemPath = [...layout.list, i];
        const label = `tool #${i + 1}`;
        if (!isRecord(item))
            return problem(`${label} is ${shown(item)}, not a tool; ${FORMATS_ACCEPTED}`, itemPath);
        if (layout.format === 'openai') {
            const outer = OpenAIItem.safeParse(item);
            if (!outer.success || item['type'] !== 'function')
                return problem(`${label} has type ${item['type'] === undefined ? '(none)' : `'${String(item['type'])}'`}; only function tools ({"type": "function", "function": {...}}) are supported`, [...itemPath, 'type']);
            if (!isRecord(item['function']))
                return problem(`${label} has no function object: write {"type": "function", "function": {"name": ..., "description": ..., "parameters": {...}}}`, itemPath);
        }
        const innerPath = [...itemPath, ...layout.inner];
        const inner = valueAt(item, layout.inner);
        const name = typeof inner['name'] === 'string' ? inner['name'] : undefined;
        const who = name === undefined ? label : `tool '${name}'`;
        const parsed = schema.safeParse(inner);
        if (!parsed.success) {
            for (const issue of parsed.error.issues) {
                const key = String(issue.path[0] ?? '');
                if (issue.message === 'NO_NAME')
                    problem(`${label} has no name; give it "name": "..." (letters, digits, _ and -, at most 64 characters)`, innerPath);
                else if (issue.message === 'MISSING_PARAMS')
                    problem(`${who} has no ${layout.paramsKey}; give it an object schema ({"type": "object", "properties": {...}})`, innerPath);
                else if (key === 'name')
                    problem(name === undefined ? `${label}: ${issue.message}` : `tool ${issue.message}`, [...innerPath, 'name']);
                else if (key === 'description')
                    problem(`description of ${who} ${issue.message}`, [...innerPath, key]);
                else
                    problem(`parameters of ${who} ${issue.message}`, [...innerPath, key]);
            }
            return;
        }
        const spec = {
            // Checked by the schema above: a name, and a description when there is one.
            name: String(inner['name']),
            description: typeof inner['description'] === 'string' ? inner['description'] : '',
            parameters: inner[layout.paramsKey] ?? { ...NO_PARAMETERS },
        };
        const line = at(itemPath);
        try {
            (0,json_schema/* compileJsonSchema */.nk)(spec.parameters);
        }
        catch (err) {
            if (!(err instanceof Error) || err.message.startsWith('internal error'))
                throw err;
            const why = err.message.replace(/^invalid json_schema: /, '');
            return problem(`parameters of ${who} are not a valid JSON Schema: ${why}`, [...innerPath, layout.paramsKey]);
        }
        const first = seen.get(spec.name);
        if (first !== undefined)
            return problem(duplicate(spec.name, `${file}:${first}`, `${file}:${line}`), itemPath);
        seen.set(spec.name, line);
        tools.push(spec);
        lines.push(line);
    });
    if (problems.length > 0)
        throw (0,issues/* combineErrors */.Lt)(problems);
    return { file, format: layout.format, tools, lines };
}
function duplicate(name, first, second) {
    return `tool '${name}' is defined twice: at ${first} and ${second}; tool names must be unique across a role's tools files (rename or remove one)`;
}
/** The tools of one file (see readToolsFile). */
function parseToolsFile(text, file) {
    return readToolsFile(text, file).tools;
}
/** A role's tools from its files, in order; a name defined in two files is an error naming both. */
function combineTools(files) {
    const where = new Map();
    const tools = [];
    const problems = [];
    for (const f of files) {
        f.tools.forEach((tool, i) => {
            const line = f.lines[i] ?? 1;
            const first = where.get(tool.name);
            if (first !== undefined)
                problems.push(new types/* ConfigError */.x(duplicate(tool.name, first, `${f.file}:${line}`), { file: f.file, line }));
            else {
                where.set(tool.name, `${f.file}:${line}`);
                tools.push(tool);
            }
        });
    }
    if (problems.length > 0)
        throw (0,issues/* combineErrors */.Lt)(problems);
    return tools;
}


/***/ }),

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
const DEFAULT_PROMPT_GLOBS = ['prompts/**/*.{md,txt}', '**/agents/**/*.md', '**/.agents/**/*.md'];
/** The schemas as installed by `npm i -D @context-eval/cli`. */
const SCHEMA_DIR = 'node_modules/@context-eval/cli/schema';
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
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
}
/** A role name per prompt: its file name, made unique with its folder (then a number) when names clash. */
function roleNames(prompts) {
    const taken = new Set();
    return prompts.map((prompt) => {
        const base = slug(external_node_path_default().posix.basename(prompt, external_node_path_default().posix.extname(prompt))) || 'prompt';
        const folder = slug(external_node_path_default().posix.basename(external_node_path_default().posix.dirname(prompt)));
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
    }
    lines.push('defaults: { runs: 3, threshold: 2/3 }', '');
    return lines.join('\n');
}
function scenarioText(role) {
    return [
        `# yaml-language-server: $schema=../../${SCHEMA_DIR}/scenario.schema.json`,
        `# A starter scenario for ${role.prompt}: replace the context with a real case the prompt must handle,`,
        '# and add expectations that say what a good answer contains (contains:, matches:) or never does (absent:).',
        `name: ${role.name}-starter`,
        `role: ${role.name}`,
        'context:',
        '  request: A typical request this prompt handles (replace me with a real one)',
        'expect:',
        '  - max_tokens: 4000                # prompt + answer stay within budget',
        '  - absent: ["as an AI language model", "I cannot help with that"]',
        '',
    ].join('\n');
}
/** The branch the baseline workflow records on when the repository's default branch is not known. */
const FALLBACK_DEFAULT_BRANCH = 'main';
/** `tools`: each prompt's tools files (assignToolFiles), written as its role's `tools:`. */
function planScaffold(prompts, defaultBranch = FALLBACK_DEFAULT_BRANCH, tools = {}) {
    const roles = roleNames(prompts).map((role) => {
        const files = Object.hasOwn(tools, role.prompt) ? tools[role.prompt] : undefined;
        return files && files.length > 0 ? { ...role, tools: files } : role;
    });
    const files = [
        { path: 'context-eval.yaml', text: configText(roles) },
        ...roles.map((role) => ({ path: `scenarios/${role.name}/starter.yaml`, text: scenarioText(role) })),
        { path: PR_GATE_WORKFLOW_PATH, text: PR_GATE_WORKFLOW },
        { path: BASELINE_WORKFLOW_PATH, text: baselineWorkflow(defaultBranch) },
    ];
    return { roles, files };
}
/** What to do next, in three commands, and what each workflow does. `branchGuessed`: no git default branch was found. */
function nextSteps(defaultBranch = FALLBACK_DEFAULT_BRANCH, branchGuessed = false) {
    return [
        'Workflows:',
        `  ${PR_GATE_WORKFLOW_PATH}            the pull request gate: runs the scenarios a pull request affects, compares them`,
        '                                                with the baseline at its merge base, and comments',
        `  ${BASELINE_WORKFLOW_PATH}   the baselines: each push to ${defaultBranch} and a nightly schedule record every`,
        '                                                scenario on the context-eval-data branch; without them no regression is ever flagged',
        ...(branchGuessed ? [`  (no default branch found in git: the baseline workflow runs on ${defaultBranch}; edit its branches: if yours differs)`] : []),
        '',
        'Next:',
        '  1. npx context-eval validate                       # checks everything without a model call',
        '  2. OPENAI_API_KEY=sk-... npx context-eval run      # runs each starter scenario 3 times',
        `  3. git add context-eval.yaml scenarios ${PR_GATE_WORKFLOW_PATH} ${BASELINE_WORKFLOW_PATH} && git commit -m "Test our prompts with context-eval"`,
        '     (then add the OPENAI_API_KEY secret to the repository; the push that brings the baseline workflow to',
        `     ${defaultBranch} records the first baseline, and pull requests are compared with it from then on)`,
        '',
    ].join('\n');
}

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
    const plan = planScaffold(prompts, branch, await toolsNextToPrompts(io.cwd, prompts, files));
    const described = plan.roles.map((r) => `${r.prompt} (role ${r.name}${r.tools ? `, tools ${r.tools.join(' ')}` : ''})`);
    io.stdout(`Found ${prompts.length} prompt file${prompts.length === 1 ? '' : 's'}: ${described.join(', ')}\n`);
    for (const file of plan.files) {
        const abs = external_node_path_default().join(io.cwd, file.path);
        await (0,promises_.mkdir)(external_node_path_default().dirname(abs), { recursive: true });
        try {
            await (0,promises_.writeFile)(abs, file.text, { flag: 'wx' });
            io.stdout(`  wrote ${file.path}\n`);
        }
        catch (err) {
            if (!(err instanceof Error && 'code' in err && err.code === 'EEXIST'))
                throw err;
            io.stdout(`  ${file.path} exists; left as it is\n`);
        }
    }
    io.stdout(`\n${nextSteps(branch, found === undefined)}`);
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

/***/ 1012:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lt: () => (/* binding */ combineErrors),
/* harmony export */   bp: () => (/* binding */ describeValue),
/* harmony export */   fK: () => (/* binding */ valueAt),
/* harmony export */   jV: () => (/* binding */ formatPath),
/* harmony export */   wF: () => (/* binding */ describeIssues),
/* harmony export */   yz: () => (/* binding */ problemsToError)
/* harmony export */ });
/* unused harmony export validKeysAt */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2784);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2143);
/**
 * Turns zod issues into messages a person can act on: the setting's dotted path, what was expected, the
 * bad value echoed, and the nearest valid key or option. Pure.
 */



/** `providers.main.temperature`, `roles.planner.system[1]`; the empty path is "the top level". */
function formatPath(path) {
    let out = '';
    for (const segment of path) {
        if (typeof segment === 'number')
            out += `[${segment}]`;
        else
            out += out === '' ? String(segment) : `.${String(segment)}`;
    }
    return out === '' ? 'the top level' : out;
}
/** A value echoed into a message: strings quoted, containers named. */
function describeValue(value) {
    if (value === undefined)
        return 'nothing';
    if (value === null)
        return 'nothing (null)';
    if (typeof value === 'string')
        return `'${value.length > 80 ? `${value.slice(0, 77)}...` : value}'`;
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'a mapping';
    return String(value);
}
const TYPE_NAMES = {
    number: 'a number',
    int: 'an integer',
    string: 'a string',
    boolean: 'true or false',
    array: 'a list',
    object: 'a mapping',
    record: 'a mapping',
    null: 'nothing',
};
function typeName(expected) {
    return TYPE_NAMES[expected] ?? expected;
}
function valueAt(data, path) {
    let current = data;
    for (const segment of path) {
        if (current === null || typeof current !== 'object')
            return undefined;
        current = current[segment];
    }
    return current;
}
function unwrap(schema) {
    let current = schema;
    for (let i = 0; i < 20; i++) {
        if (current instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodDefault */ .XiL || current instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodOptional */ .IiU || current instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodNullable */ .l1C) {
            current = current.unwrap();
        }
        else if (current instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodPipe */ .utH) {
            current = current.in;
        }
        else {
            return current;
        }
    }
    return current;
}
/** The object schema (if any) that applies at `path`, following the data through records, lists and unions. */
function objectSchemaAt(schema, data, path) {
    let current = unwrap(schema);
    let value = data;
    for (let i = 0; i <= path.length; i++) {
        if (current instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodUnion */ .fZ7) {
            const options = current.options;
            const candidates = options.map(unwrap).filter((o) => o instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodObject */ .bvH);
            const discriminated = candidates.find((o) => {
                const type = o.shape['type'];
                return type instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodLiteral */ .DN5 && value !== null && typeof value === 'object' && type.values.has(value['type']);
            });
            const next = discriminated ?? candidates[0];
            if (!next)
                return undefined;
            current = next;
        }
        if (i === path.length)
            return current instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodObject */ .bvH ? current : undefined;
        const segment = path[i];
        if (current instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodObject */ .bvH) {
            const child = current.shape[String(segment)];
            if (!child)
                return undefined;
            current = unwrap(child);
        }
        else if (current instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodRecord */ .b8S) {
            current = unwrap(current.valueType);
        }
        else if (current instanceof zod__WEBPACK_IMPORTED_MODULE_1__/* .ZodArray */ .naA) {
            current = unwrap(current.element);
        }
        else {
            return undefined;
        }
        value = value !== null && typeof value === 'object' ? value[segment] : undefined;
    }
    return undefined;
}
/** The keys valid at `path` (for unknown-key messages). */
function validKeysAt(schema, data, path) {
    const object = objectSchemaAt(schema, data, path);
    return object ? Object.keys(object.shape) : [];
}
function toPath(path) {
    return path.map((s) => (typeof s === 'number' ? s : String(s)));
}
function numberBound(issue, kind) {
    const bound = kind === 'min' ? issue.minimum : issue.maximum;
    const op = kind === 'min' ? (issue.inclusive ? '≥' : '>') : issue.inclusive ? '≤' : '<';
    return `${op} ${String(bound)}`;
}
/**
 * Describes every zod issue (several for one unknown-keys issue) as problems whose `path` is a path into
 * `data`; `schema` is the schema `data` was parsed with.
 */
function describeIssues(issues, schema, data, options = {}) {
    const prefix = options.prefix ?? [];
    const labelPrefix = options.labelPrefix ?? [];
    const problems = [];
    for (const issue of issues) {
        const path = [...prefix, ...issue.path];
        const label = formatPath([...labelPrefix, ...path]);
        const value = valueAt(data, path);
        switch (issue.code) {
            case 'unrecognized_keys': {
                const valid = validKeysAt(schema, data, path);
                const where = path.length + labelPrefix.length === 0 ? (options.rootName ? `in ${options.rootName}` : 'at the top level') : `in ${formatPath([...labelPrefix, ...path])}`;
                for (const key of issue.keys) {
                    const hint = (0,_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .didYouMean */ .au)(key, valid);
                    const list = `${hint ? `${hint} Valid keys: ` : '; valid keys: '}${(0,_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .listNames */ .Zv)(valid)}`;
                    problems.push({ path: toPath([...path, key]), at: 'key', message: `unknown key '${key}' ${where}${list}` });
                }
                break;
            }
            case 'invalid_type': {
                const message = value === undefined ? `${label} is required; add it (${typeName(issue.expected)})` : `${label}: expected ${typeName(issue.expected)}, got ${describeValue(value)}`;
                problems.push({ path: toPath(path), at: 'value', message });
                break;
            }
            case 'invalid_value': {
                const choices = issue.values.map((v) => (typeof v === 'string' ? `'${v}'` : String(v)));
                const hint = typeof value === 'string' ? (0,_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .didYouMean */ .au)(value, issue.values.map(String)) : '';
                const expected = choices.length === 1 ? choices[0] : `one of ${choices.join(', ')}`;
                const versionHint = path.length === 1 && path[0] === 'version' ? '; this release of context-eval reads config version 1' : '';
                problems.push({ path: toPath(path), at: 'value', message: `${label}: expected ${expected}, got ${describeValue(value)}${hint}${versionHint}` });
                break;
            }
            case 'invalid_union': {
                if (issue.discriminator !== undefined) {
                    const choices = ('options' in issue && issue.options ? issue.options : []).map(String);
                    const noun = path[0] === 'providers' && labelPrefix.length === 0 ? 'provider type' : issue.discriminator;
                    const hint = value === undefined ? '' : (0,_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .didYouMean */ .au)(String(value), choices);
                    const message = value === undefined
                        ? `${label} is missing; set it to one of ${(0,_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .listNames */ .Zv)(choices)}`
                        : `${label}: unknown ${noun} ${describeValue(value)}${hint ? `${hint} Types: ` : '; types: '}${(0,_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .listNames */ .Zv)(choices)}`;
                    problems.push({ path: toPath(path), at: 'value', message });
                    break;
                }
                const deeper = issue.errors.find((branch) => branch.length > 0 && branch.every((sub) => sub.path.length > 0));
                if (deeper) {
                    problems.push(...describeIssues(deeper, schema, data, { ...options, prefix: path }));
                    break;
                }
                const expected = issue.errors.flatMap((branch) => branch.filter((s) => s.code === 'invalid_type' && s.path.length === 0).map((s) => (s.code === 'invalid_type' ? typeName(s.expected) : '')));
                const unique = [...new Set(expected)];
                const first = issue.errors.find((b) => b.length > 0);
                if (unique.length === 0 && first) {
                    problems.push(...describeIssues(first, schema, data, { ...options, prefix: path }));
                    break;
                }
                problems.push({ path: toPath(path), at: 'value', message: `${label}: expected ${unique.join(' or ')}, got ${describeValue(value)}` });
                break;
            }
            case 'too_small': {
                const message = issue.origin === 'array' || issue.origin === 'string'
                    ? `${label} must not be empty`
                    : `${label}: expected a number ${numberBound(issue, 'min')}, got ${describeValue(value)}`;
                problems.push({ path: toPath(path), at: 'value', message });
                break;
            }
            case 'too_big': {
                const message = issue.origin === 'array' || issue.origin === 'string'
                    ? `${label} is too long (at most ${String(issue.maximum)})`
                    : `${label}: expected a number ${numberBound(issue, 'max')}, got ${describeValue(value)}`;
                problems.push({ path: toPath(path), at: 'value', message });
                break;
            }
            case 'invalid_format': {
                const what = issue.format === 'url' ? 'a URL such as http://127.0.0.1:8080/v1' : `a ${issue.format}`;
                problems.push({ path: toPath(path), at: 'value', message: `${label}: expected ${what}, got ${describeValue(value)}` });
                break;
            }
            default:
                problems.push({ path: toPath(path), at: 'value', message: `${label}: ${issue.message}` });
        }
    }
    return problems;
}
/**
 * One ConfigError for a list of problems: the first (in file order) gives the error its position; the
 * others follow on their own lines, each with its own position.
 */
function problemsToError(problems, locate) {
    if (problems.length === 0)
        return new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x('invalid configuration');
    return combineErrors(problems.map((problem) => new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(problem.message, locate(problem))));
}
const byPosition = (a, b) => (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0) || (a.col ?? 0) - (b.col ?? 0);
/**
 * One ConfigError for several (each may itself stand for several): at the first position in file order,
 * the others on their own lines with their own positions; `parts` keeps each for `validate`.
 */
function combineErrors(errors) {
    const parts = errors.flatMap((e) => e.parts).sort(byPosition);
    const [first, ...rest] = parts;
    if (!first)
        return new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x('invalid configuration');
    if (rest.length === 0)
        return first;
    const more = rest.map((e) => `\n  ${e.message}`).join('');
    return new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`${first.detail}${more}`, { ...(first.file === undefined ? {} : { file: first.file }), ...(first.line === undefined ? {} : { line: first.line }), ...(first.col === undefined ? {} : { col: first.col }) }, parts);
}


/***/ }),

/***/ 2784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zv: () => (/* binding */ listNames),
/* harmony export */   au: () => (/* binding */ didYouMean),
/* harmony export */   pA: () => (/* binding */ nearest)
/* harmony export */ });
/* unused harmony export editDistance */
/** "Did you mean …?" suggestions: the nearest valid name by edit distance. Pure. */
/** Levenshtein distance (insertions, deletions, substitutions), with adjacent transpositions counted as one. */
function editDistance(a, b) {
    const rows = a.length + 1;
    const cols = b.length + 1;
    const d = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    const at = (i, j) => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
    for (let i = 1; i < rows; i++) {
        for (let j = 1; j < cols; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                best = Math.min(best, at(i - 2, j - 2) + 1);
            const row = d[i];
            if (row)
                row[j] = best;
        }
    }
    return at(a.length, b.length);
}
/**
 * The candidate nearest to `input`, or undefined when none is close enough to be a plausible typo
 * (distance at most 40% of the longer name, at least 1; or one name is a prefix of the other, which is
 * preferred over a mere distance).
 */
function nearest(input, candidates) {
    const needle = input.toLowerCase();
    let best;
    for (const name of candidates) {
        const hay = name.toLowerCase();
        const distance = editDistance(needle, hay);
        const limit = Math.max(1, Math.floor(Math.max(needle.length, hay.length) * 0.4));
        const prefix = needle.length >= 3 && (hay.startsWith(needle) || needle.startsWith(hay));
        if (distance > limit && !prefix)
            continue;
        // A name the input begins (or that begins the input) before a nearer one: max_laten → max_latency_ms, not max_tokens.
        const better = !best || (prefix && !best.prefix) || (prefix === best.prefix && distance < best.distance);
        if (better)
            best = { name, distance, prefix };
    }
    return best?.name;
}
/** "; did you mean 'x'?" or the empty string. */
function didYouMean(input, candidates) {
    const match = nearest(input, candidates);
    return match === undefined ? '' : `; did you mean '${match}'?`;
}
/** Candidates as a readable list: "a, b, c". */
function listNames(candidates) {
    return candidates.length === 0 ? '(none)' : candidates.join(', ');
}


/***/ }),

/***/ 9945:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LA: () => (/* binding */ describeSchemaError),
/* harmony export */   Nb: () => (/* binding */ loadJsonSchemaSupport),
/* harmony export */   nk: () => (/* binding */ compileJsonSchema)
/* harmony export */ });
const instances = {};
const cache = new Map();
/**
 * ajv is loaded only when a suite has a json_schema expectation (issue 23 item 5: start-up): the scenario
 * loader awaits this before it checks such an expectation, so that every one is compiled (and a bad schema
 * reported) before any model call, as before.
 */
let ajvModules;
async function loadJsonSchemaSupport() {
    if (ajvModules)
        return;
    const [draft07, draft2020] = await Promise.all([Promise.all(/* import() */[__webpack_require__.e(457), __webpack_require__.e(463)]).then(__webpack_require__.t.bind(__webpack_require__, 2463, 23)), Promise.all(/* import() */[__webpack_require__.e(457), __webpack_require__.e(210)]).then(__webpack_require__.t.bind(__webpack_require__, 2210, 23))]);
    // Node's import of these CommonJS modules names their exports; the bundle's (ncc) gives only `default`, module.exports.
    ajvModules = { Ajv: draft07.Ajv ?? draft07.default.Ajv, Ajv2020: draft2020.Ajv2020 ?? draft2020.default.Ajv2020 };
}
function ajvFor(draft) {
    const existing = instances[draft];
    if (existing)
        return existing;
    if (!ajvModules)
        throw new Error('internal error: json_schema support is not loaded (await loadJsonSchemaSupport() after loading the suite)');
    const options = { strict: false, allErrors: false, validateFormats: false };
    const created = draft === 'draft-07' ? new ajvModules.Ajv(options) : new ajvModules.Ajv2020(options);
    instances[draft] = created;
    return created;
}
function draftOf(schema) {
    const declared = schema['$schema'];
    if (declared === undefined)
        return '2020-12';
    if (typeof declared === 'string') {
        if (declared.includes('draft-07'))
            return 'draft-07';
        if (declared.includes('2020-12'))
            return '2020-12';
    }
    throw new Error(`unsupported $schema ${JSON.stringify(declared)}: use https://json-schema.org/draft/2020-12/schema or http://json-schema.org/draft-07/schema#, or leave $schema out`);
}
/** Compiles (or fetches from the cache) a validator; an invalid schema throws an Error that says what is wrong. */
function compileJsonSchema(schema) {
    const key = JSON.stringify(schema);
    const cached = cache.get(key);
    if (cached)
        return cached;
    let validate;
    const ajv = ajvFor(draftOf(schema));
    // Checked against the meta-schema first, so that the message can name the bad keyword and echo its value.
    if (ajv.validateSchema(schema) === false) {
        const first = ajv.errors?.[0];
        const at = first?.instancePath ?? '';
        const value = at.split('/').slice(1).reduce((v, key) => (v !== null && typeof v === 'object' ? Reflect.get(v, key.replaceAll('~1', '/').replaceAll('~0', '~')) : undefined), schema);
        throw new Error(`invalid json_schema: ${at === '' ? '(root)' : at.slice(1).replaceAll('/', '.')} ${first?.message ?? 'is invalid'}, got ${JSON.stringify(value)}; see https://json-schema.org/understanding-json-schema/`);
    }
    try {
        validate = ajv.compile(schema);
    }
    catch (err) {
        const why = err instanceof Error ? err.message : String(err);
        throw new Error(`invalid json_schema: ${why}`, { cause: err });
    }
    cache.set(key, validate);
    return validate;
}
/** One line about the first validation error: `/steps/0 must have required property 'title'`. */
function describeSchemaError(error) {
    if (!error)
        return 'a value the schema rejects';
    const where = error.instancePath === '' ? '(root)' : error.instancePath;
    const extra = error.params['additionalProperty'];
    const detail = typeof extra === 'string' ? ` (${JSON.stringify(extra)})` : '';
    return `${where} ${error.message ?? 'is invalid'}${detail}`;
}


/***/ })

};
