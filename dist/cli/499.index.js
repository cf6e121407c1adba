export const id = 499;
export const ids = [499];
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

/***/ 8353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ft: () => (/* binding */ placeholders),
/* harmony export */   Kz: () => (/* binding */ splitFieldPath),
/* harmony export */   Q7: () => (/* binding */ renderSystem),
/* harmony export */   Rq: () => (/* binding */ userMessage),
/* harmony export */   VZ: () => (/* binding */ systemText),
/* harmony export */   Xm: () => (/* binding */ renderTemplate),
/* harmony export */   Yv: () => (/* binding */ systemNeedsContext),
/* harmony export */   ce: () => (/* binding */ fillVars),
/* harmony export */   nK: () => (/* binding */ readVars),
/* harmony export */   tg: () => (/* binding */ checkPrompt)
/* harmony export */ });
/* unused harmony exports lookupField, renderText, buildPrompt */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _config_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2143);
/**
 * What a role's model receives for a scenario (DESIGN §2): the system files joined by a blank line, and
 * one user message — the template rendered from the scenario context, or the context as YAML. Pure.
 *
 * One rendering (renderText) serves the system files and the template: `{{ name }}` takes the role var
 * `name` (`roles.*.vars`) when there is one, else the scenario context's `name` (a dotted path); strings
 * go in verbatim (never rendered again, no HTML escaping), other values as YAML. `\{{` is a literal `{{`.
 * Every other `{{…}}` is a placeholder, and one without a value is a config error at its file and line:
 * nothing is sent with a placeholder left in it.
 */


/** The escape `\{{` (group 1 unset), or a placeholder `{{ field }}` (group 1 the field). */
const PLACEHOLDER = /\\\{\{|\{\{\s*([^{}]*?)\s*\}\}/g;
const NO_VARS = {};
/** `steps[0].title` → ['steps', '0', 'title']. */
function splitFieldPath(field) {
    return field
        .replace(/\[(\d+)\]/g, '.$1')
        .split('.')
        .filter((s) => s !== '');
}
/**
 * Looks a dotted path up in the context. At each mapping the longest key made of the next segments
 * joined by dots wins, so keys that contain dots (`files.src/auth.rs`) still resolve.
 */
function lookupField(root, segments) {
    if (segments.length === 0)
        return { found: true, value: root };
    if (Array.isArray(root)) {
        const head = segments[0] ?? '';
        if (!/^\d+$/.test(head) || Number(head) >= root.length)
            return { found: false };
        return lookupField(root[Number(head)], segments.slice(1));
    }
    if (root !== null && typeof root === 'object') {
        const record = root;
        for (let take = segments.length; take >= 1; take--) {
            const key = segments.slice(0, take).join('.');
            if (Object.hasOwn(record, key)) {
                const result = lookupField(record[key], segments.slice(take));
                if (result.found)
                    return result;
            }
        }
    }
    return { found: false };
}
function render(value) {
    if (typeof value === 'string')
        return value;
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .stringify */ .As)(value).replace(/\n$/, '');
}
function lineAndCol(text, offset) {
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    const col = offset - before.lastIndexOf('\n');
    return { line, col };
}
/** What fills a placeholder: the role var of that name, else the context value its path names. */
function valueOf(field, vars, scenario) {
    if (Object.hasOwn(vars, field))
        return { found: true, value: vars[field] };
    const result = lookupField(scenario.context, splitFieldPath(field));
    return result.found && result.value !== undefined ? result : { found: false };
}
/** The one rendering of prompt text: `\{{` → `{{`, each `{{ field }}` → resolve(field), or kept as written. */
function renderText(text, resolve) {
    return text.replace(PLACEHOLDER, (match, field, offset) => (field === undefined ? '{{' : (resolve(field, offset) ?? match)));
}
/** The placeholders of a text (escapes left out), with their offsets; init reads a prompt's own with it. */
function placeholders(text) {
    const out = [];
    for (const m of text.matchAll(PLACEHOLDER))
        if (m[1] !== undefined)
            out.push({ field: m[1], offset: m.index });
    return out;
}
function contextKeys(scenario) {
    const keys = Object.keys(scenario.context);
    return keys.length === 0 ? 'no keys' : `keys ${keys.join(', ')}`;
}
function missingInTemplate(template, scenario, field, offset) {
    const { line, col } = lineAndCol(template.text, offset);
    return new _config_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`template field '${field}' is missing from the context of scenario '${scenario.name}' (${scenario.file}:${scenario.source.line}); ` +
        `the context has ${contextKeys(scenario)}; add it to context: or to roles.${scenario.role}.vars, or fix the template (\\{{ writes a literal {{)`, { file: template.path, line, col });
}
function missingInSystem(file, scenario, field, offset) {
    const { line, col } = lineAndCol(file.text, offset);
    return new _config_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`system prompt placeholder {{${field}}} has no value: roles.${scenario.role}.vars has no '${field}' and the context of scenario '${scenario.name}' ` +
        `(${scenario.file}:${scenario.source.line}) has ${contextKeys(scenario)}; add ${field} to roles.${scenario.role}.vars (or to the scenario's context:), ` +
        `or write \\{{ for a literal {{`, { file: file.path, line, col });
}
/** Renders one file from the vars and the context; a placeholder without a value throws `missing`'s error. */
function renderFile(file, scenario, vars, missing) {
    return renderText(file.text, (field, offset) => {
        const result = valueOf(field, vars, scenario);
        if (!result.found)
            throw missing(file, scenario, field, offset);
        return render(result.value);
    });
}
/** Throws what renderFile would, without rendering. */
function checkFile(file, scenario, vars, missing) {
    for (const { field, offset } of placeholders(file.text))
        if (!valueOf(field, vars, scenario).found)
            throw missing(file, scenario, field, offset);
}
/** Renders the template's placeholders from the role vars and the scenario context (no HTML escaping). */
function renderTemplate(template, scenario, vars = NO_VARS) {
    return renderFile(template, scenario, vars, missingInTemplate);
}
function checkFiles(role, scenario, files) {
    if (role.template !== undefined && files.template === undefined) {
        // A caller bug, not a user error: without this the template would be silently ignored.
        throw new Error(`buildPrompt: role of scenario '${scenario.name}' has template ${role.template}, but its text was not passed`);
    }
}
/** The system text: the role's system files, in order, joined by a blank line. */
function systemText(files) {
    return files.map((f) => f.text.replace(/\n+$/, '')).join('\n\n');
}
/**
 * Whether the system files name something besides the role vars (a context field, or nothing at all):
 * when they do not, the rendered system text is the same for every scenario of the role.
 */
function systemNeedsContext(files, vars) {
    return files.some((f) => placeholders(f.text).some(({ field }) => !Object.hasOwn(vars, field)));
}
/** The system text for one scenario: each system file rendered (vars, then context), joined by a blank line. */
function renderSystem(files, scenario, vars = NO_VARS) {
    return systemText(files.map((f) => ({ path: f.path, text: renderFile(f, scenario, vars, missingInSystem) })));
}
/**
 * Throws exactly what buildPrompt would throw for this scenario (the first placeholder without a value:
 * system files in order, then the template), without rendering: the check that must precede any model
 * call is cheap, and the user message is rendered when the scenario runs.
 */
function checkPrompt(role, scenario, files) {
    checkFiles(role, scenario, files);
    const vars = files.vars ?? NO_VARS;
    for (const file of files.system ?? [])
        checkFile(file, scenario, vars, missingInSystem);
    if (files.template)
        checkFile(files.template, scenario, vars, missingInTemplate);
}
/** The user message for one scenario: the template rendered from its context, or the context as YAML. */
function userMessage(scenario, template, vars = NO_VARS) {
    return { role: 'user', content: template ? renderTemplate(template, scenario, vars) : (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .stringify */ .As)(scenario.context) };
}
/**
 * The system text and user message for one scenario. `files` holds the texts of `role.system` (in order),
 * of `role.template` when the role has one, and the role's vars with their files read.
 */
function buildPrompt(role, scenario, files) {
    checkFiles(role, scenario, files);
    const vars = files.vars ?? NO_VARS;
    // Rendering throws what checkPrompt would, in the same order (system files, then the template).
    return { system: renderSystem(files.system, scenario, vars), messages: [userMessage(scenario, files.template, vars)] };
}
/**
 * A text with the role vars filled in and every other placeholder kept as written: what every scenario
 * of the role receives, for the manifest and capture, which have no scenario context.
 */
function fillVars(text, vars) {
    return renderText(text, (field) => (Object.hasOwn(vars, field) ? vars[field] : undefined));
}
/** A role's vars (`roles.*.vars`) with each `{ file: }` value read through `read` (a confined reader). */
async function readVars(vars, read) {
    const out = {};
    for (const [name, value] of Object.entries(vars ?? {}))
        out[name] = typeof value === 'string' ? value : await read(value.file);
    return out;
}


/***/ })

};
