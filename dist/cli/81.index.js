export const id = 81;
export const ids = [81];
export const modules = {

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
 * file at a git ref, say), that reader after the same path check, its text size-checked.
 */
function confinedReader(root, read) {
    if (!read)
        return (abs, shown) => (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .readRepositoryText */ .oc)(root, abs, shown);
    return async (abs, shown) => {
        await (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveInRepository */ .AZ)(root, node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(abs), abs, shown);
        return (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .checkTextSize */ .Be)(await read(abs), shown);
    };
}
/** Walks `dirAbs` (skipping node_modules and .git; not following symlinked folders). */
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
            else if (entry.isFile() || entry.isSymbolicLink()) {
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

/***/ 6081:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z: () => (/* binding */ loadConfig)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/config/schema.ts + 1 modules
var schema = __webpack_require__(2541);
// EXTERNAL MODULE: ./src/config/types.ts
var types = __webpack_require__(2143);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/config/env.ts
/**
 * `${NAME}` expansion in string values (DESIGN §2, MUST). Pure: the environment is passed in.
 *
 * - `${NAME}`: the variable's value; unset is an error.
 * - `${NAME:-default}`: the default when NAME is unset or empty (as in the shell).
 * - `$${`: a literal `${`.
 * - Anything else that is not a reference, such as GitHub's `${{ … }}`, stays as written.
 * Keys are never expanded.
 */


const REFERENCE = /\$\$\{|\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;
/** Expands the references in one string. */
function expandEnvString(text, env) {
    let missing;
    const value = text.replace(REFERENCE, (match, name, fallback) => {
        if (match === '$${')
            return '${';
        if (name === undefined)
            return match;
        const current = env[name];
        if (fallback !== undefined)
            return current === undefined || current === '' ? fallback : current;
        if (current === undefined) {
            missing ??= name;
            return match;
        }
        return current;
    });
    return missing === undefined ? { ok: true, value } : { ok: false, name: missing };
}
/**
 * Expands references in every string value of the document, in place, so positions stay valid. An unset
 * variable is a ConfigError at the value that names it.
 */
function expandEnvInDocument(source, env) {
    let failure;
    (0,dist/* visit */.YR)(source.doc, {
        Scalar(key, node) {
            if (key === 'key' || typeof node.value !== 'string')
                return undefined;
            const result = expandEnvString(node.value, env);
            if (result.ok) {
                node.value = result.value;
                return undefined;
            }
            const offset = node.range?.[0] ?? 0;
            const { line, col } = source.lineCounter.linePos(offset);
            failure = new types/* ConfigError */.x(`environment variable ${result.name} is not set; export it or remove the reference (or write \${${result.name}:-default})`, { file: source.file, line, col });
            return dist/* visit */.YR.BREAK;
        },
    });
    if (failure)
        throw failure;
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./src/config/suggest.ts
var suggest = __webpack_require__(2784);
;// CONCATENATED MODULE: ./src/config/issues.ts
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
        if (current instanceof schemas/* ZodDefault */.XiL || current instanceof schemas/* ZodOptional */.IiU || current instanceof schemas/* ZodNullable */.l1C) {
            current = current.unwrap();
        }
        else if (current instanceof schemas/* ZodPipe */.utH) {
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
        if (current instanceof schemas/* ZodUnion */.fZ7) {
            const options = current.options;
            const candidates = options.map(unwrap).filter((o) => o instanceof schemas/* ZodObject */.bvH);
            const discriminated = candidates.find((o) => {
                const type = o.shape['type'];
                return type instanceof schemas/* ZodLiteral */.DN5 && value !== null && typeof value === 'object' && type.values.has(value['type']);
            });
            const next = discriminated ?? candidates[0];
            if (!next)
                return undefined;
            current = next;
        }
        if (i === path.length)
            return current instanceof schemas/* ZodObject */.bvH ? current : undefined;
        const segment = path[i];
        if (current instanceof schemas/* ZodObject */.bvH) {
            const child = current.shape[String(segment)];
            if (!child)
                return undefined;
            current = unwrap(child);
        }
        else if (current instanceof schemas/* ZodRecord */.b8S) {
            current = unwrap(current.valueType);
        }
        else if (current instanceof schemas/* ZodArray */.naA) {
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
                    const hint = (0,suggest/* didYouMean */.au)(key, valid);
                    const list = `${hint ? `${hint} Valid keys: ` : '; valid keys: '}${(0,suggest/* listNames */.Zv)(valid)}`;
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
                const hint = typeof value === 'string' ? (0,suggest/* didYouMean */.au)(value, issue.values.map(String)) : '';
                const expected = choices.length === 1 ? choices[0] : `one of ${choices.join(', ')}`;
                const versionHint = path.length === 1 && path[0] === 'version' ? '; this release of context-eval reads config version 1' : '';
                problems.push({ path: toPath(path), at: 'value', message: `${label}: expected ${expected}, got ${describeValue(value)}${hint}${versionHint}` });
                break;
            }
            case 'invalid_union': {
                if (issue.discriminator !== undefined) {
                    const choices = ('options' in issue && issue.options ? issue.options : []).map(String);
                    const noun = path[0] === 'providers' && labelPrefix.length === 0 ? 'provider type' : issue.discriminator;
                    const hint = value === undefined ? '' : (0,suggest/* didYouMean */.au)(String(value), choices);
                    const message = value === undefined
                        ? `${label} is missing; set it to one of ${(0,suggest/* listNames */.Zv)(choices)}`
                        : `${label}: unknown ${noun} ${describeValue(value)}${hint ? `${hint} Types: ` : '; types: '}${(0,suggest/* listNames */.Zv)(choices)}`;
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
    const located = problems.map((problem) => ({ problem, pos: locate(problem) }));
    located.sort((a, b) => a.pos.file.localeCompare(b.pos.file) || a.pos.line - b.pos.line || a.pos.col - b.pos.col);
    const [first, ...rest] = located;
    if (!first)
        return new types/* ConfigError */.x('invalid configuration');
    const more = rest.map(({ problem, pos }) => `\n  ${pos.file}:${pos.line}:${pos.col}: ${problem.message}`).join('');
    return new types/* ConfigError */.x(`${first.problem.message}${more}`, first.pos);
}

// EXTERNAL MODULE: ./src/config/io.ts
var config_io = __webpack_require__(7556);
;// CONCATENATED MODULE: ./src/config/yaml-source.ts
/**
 * YAML parsing that keeps positions, so every later error can name file:line:col. Pure: the text comes in.
 */


/** How deep collections may nest in any YAML file the product reads. */
const MAX_YAML_DEPTH = 100;
/** How many alias expansions a document may make (the `yaml` package's guard against alias bombs). */
const MAX_YAML_ALIASES = 1000;
const TOO_DEEP = `nested more than ${MAX_YAML_DEPTH} levels deep; flatten the structure`;
/** Parses YAML text; a syntax error or a duplicate key becomes a ConfigError naming file:line:col. */
function parseYaml(text, file) {
    const lineCounter = new dist/* LineCounter */.HN();
    let doc;
    try {
        doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter, prettyErrors: false, uniqueKeys: true, merge: true });
    }
    catch (err) {
        if (err instanceof RangeError)
            throw new types/* ConfigError */.x(`invalid YAML: ${TOO_DEEP}`, { file });
        throw err;
    }
    const first = doc.errors[0];
    if (first) {
        const offset = first.pos[0];
        const { line, col } = lineCounter.linePos(offset);
        throw new types/* ConfigError */.x(describeYamlError(first.code, first.message, text, first.pos), { file, line, col });
    }
    const deep = firstTooDeep(doc.contents);
    if (deep) {
        const { line, col } = lineCounter.linePos(deep.range?.[0] ?? 0);
        throw new types/* ConfigError */.x(`invalid YAML: ${TOO_DEEP}`, { file, line, col });
    }
    return { file, text, doc, lineCounter };
}
/** The first collection nested deeper than MAX_YAML_DEPTH, walking without recursion. */
function firstTooDeep(root) {
    const stack = [{ node: root, depth: 0 }];
    while (stack.length > 0) {
        const { node, depth } = stack.pop() ?? { node: null, depth: 0 };
        if (!(0,dist/* isMap */.jh)(node) && !(0,dist/* isSeq */.oP)(node))
            continue;
        if (depth >= MAX_YAML_DEPTH)
            return node;
        for (const item of node.items) {
            if ((0,dist/* isMap */.jh)(node) && item !== null && typeof item === 'object' && 'value' in item)
                stack.push({ node: item.value, depth: depth + 1 }, { node: 'key' in item ? item.key : null, depth: depth + 1 });
            else
                stack.push({ node: item, depth: depth + 1 });
        }
    }
    return undefined;
}
function describeYamlError(code, message, text, pos) {
    if (code === 'DUPLICATE_KEY') {
        const key = /^["']?([^"':\n]*)/.exec(text.slice(pos[0]))?.[1]?.trim() ?? '';
        return `duplicate key '${key}' in the same mapping; each key may appear once, remove or rename one`;
    }
    const firstLine = message.split('\n')[0] ?? message;
    return `invalid YAML: ${firstLine.replace(/ at line \d+, column \d+:?$/, '')}; check the indentation and quoting near here`;
}
/** The plain JS value of a parsed source; an alias bomb is a ConfigError. */
function toValue(source) {
    try {
        return source.doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
    }
    catch (err) {
        if (err instanceof ReferenceError && /alias/i.test(err.message)) {
            throw new types/* ConfigError */.x(`invalid YAML: its aliases (*name) expand to more than ${MAX_YAML_ALIASES} copies (an alias bomb?); write the values out or use fewer aliases`, { file: source.file });
        }
        if (err instanceof RangeError)
            throw new types/* ConfigError */.x(`invalid YAML: ${TOO_DEEP}`, { file: source.file });
        throw err;
    }
}
/** Is the document empty (no content, or only comments)? */
function isEmptyDocument(source) {
    const c = source.doc.contents;
    return c === null || ((0,dist/* isScalar */.jn)(c) && (c.value === null || c.value === undefined));
}
function findNode(source, path) {
    let node = source.doc.contents;
    let keyNode = null;
    let depth = 0;
    for (const segment of path) {
        let current = node;
        if ((0,dist/* isAlias */.Vj)(current))
            current = current.resolve(source.doc) ?? null;
        if ((0,dist/* isMap */.jh)(current)) {
            const pair = current.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && String(p.key.value) === String(segment));
            if (!pair)
                break;
            keyNode = (0,dist/* isScalar */.jn)(pair.key) ? pair.key : null;
            node = pair.value === null ? keyNode : pair.value;
        }
        else if ((0,dist/* isSeq */.oP)(current)) {
            const item = current.items[Number(segment)];
            if (item === undefined || item === null || typeof item !== 'object')
                break;
            node = item;
            keyNode = null;
        }
        else {
            break;
        }
        depth += 1;
    }
    return { node, keyNode, depth };
}
/**
 * The position of the value at `path` (or of its key, with `at: 'key'`). A path that does not exist
 * gives the position of its deepest existing ancestor.
 */
function positionOf(source, path, at = 'value') {
    const found = findNode(source, path);
    const target = at === 'key' && found.depth === path.length && found.keyNode ? found.keyNode : found.node;
    const offset = target?.range?.[0] ?? 0;
    const { line, col } = source.lineCounter.linePos(offset);
    return { file: source.file, line, col };
}
/** Does the document hold a value (possibly null) at `path`? */
function hasPath(source, path) {
    return findNode(source, path).depth === path.length;
}
/** "file:line" for provenance. */
function formatPos(pos) {
    return `${pos.file}:${pos.line}`;
}
/** Builds a ConfigError located at `path` in `source`. */
function errorAt(source, path, message, at = 'value') {
    const pos = positionOf(source, path, at);
    return new types/* ConfigError */.x(message, { file: pos.file, line: pos.line, col: pos.col });
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./src/expectations/schema.ts
var expectations_schema = __webpack_require__(9224);
;// CONCATENATED MODULE: ./src/expectations/parse.ts
/**
 * Parses a scenario's `expect:` list (DESIGN §3): each item is a mapping with exactly one key, the kind,
 * whose value holds the arguments. Regex patterns must compile. Pure.
 */




const REGEX_LITERAL = /^\/(.*)\/([a-z]*)$/s;
/** `/source/flags` or a bare source; returns the error text when it does not compile. */
function regexError(pattern) {
    const literal = REGEX_LITERAL.exec(pattern);
    try {
        if (literal)
            new RegExp(literal[1] ?? '', literal[2] ?? '');
        else
            new RegExp(pattern);
        return undefined;
    }
    catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        // V8 says "Invalid regular expression: /src/flags: Reason"; keep the reason.
        const reason = message.slice(message.lastIndexOf(': ') + 2) || message;
        return reason.charAt(0).toLowerCase() + reason.slice(1);
    }
}
function isKind(name) {
    return expectations_schema/* EXPECTATION_KINDS */.Bq.includes(name);
}
function isMapping(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** The regex-bearing strings of a parsed expectation: [path inside the item, pattern]. */
function patternsOf(kind, args) {
    if (kind === 'matches' && typeof args === 'string')
        return [[[kind], args]];
    if (kind === 'field_matches' && isMapping(args) && typeof args['pattern'] === 'string')
        return [[[kind, 'pattern'], args['pattern']]];
    if ((kind === 'absent' || kind === 'contains') && Array.isArray(args)) {
        return args.flatMap((item, i) => typeof item === 'string' && REGEX_LITERAL.test(item) ? [[[kind, i], item]] : []);
    }
    return [];
}
/**
 * Parses the items of an `expect:` list. `label` names the list in messages (e.g. "expect").
 * Throws a ConfigError at the offending line.
 */
function parseExpectations(items, locate, label = 'expect') {
    const out = [];
    items.forEach((item, index) => {
        const where = `${label}[${index}]`;
        const fail = (message, subPath = []) => {
            const pos = locate(index, subPath);
            throw new types/* ConfigError */.x(message, pos);
        };
        if (!isMapping(item)) {
            const hint = typeof item === 'string' && isKind(item) ? `; write \`- ${item}: <arguments>\`` : '';
            return fail(`${where}: each expectation is a mapping with one key, the kind (such as \`- absent: [delete]\`); got ${describeValue(item)}${hint}`);
        }
        const keys = Object.keys(item);
        if (keys.length !== 1) {
            const nullKind = keys.find((k) => isKind(k) && item[k] === null);
            const hint = nullKind
                ? `; if the other keys are the arguments of '${nullKind}', indent them under it`
                : '; write each expectation as its own list item';
            return fail(keys.length === 0
                ? `${where}: empty expectation; write one key, the kind, such as \`- absent: [delete]\``
                : `${where} has ${keys.length} keys (${keys.join(', ')}); an expectation has exactly one key, its kind${hint}`);
        }
        const kind = keys[0] ?? '';
        if (!isKind(kind)) {
            const hint = (0,suggest/* didYouMean */.au)(kind, expectations_schema/* EXPECTATION_KINDS */.Bq);
            return fail(`unknown expectation '${kind}'${hint ? `${hint} Kinds` : '; kinds'}: ${expectations_schema/* EXPECTATION_KINDS */.Bq.join(', ')}`);
        }
        const schema = expectations_schema/* EXPECTATION_ARGS */.zk[kind];
        const raw = item[kind];
        const parsed = schema.safeParse(raw);
        if (!parsed.success) {
            const problems = describeIssues(parsed.error.issues, schema, raw, { labelPrefix: [label, index, kind] });
            const first = problems[0];
            return fail(first?.message ?? `${where}.${kind}: invalid arguments`, [kind, ...(first?.path ?? [])]);
        }
        for (const [subPath, pattern] of patternsOf(kind, parsed.data)) {
            const error = regexError(pattern);
            if (error !== undefined) {
                fail(`${formatPath([label, index, ...subPath])}: invalid regular expression ${pattern} (${error}); fix the pattern (escape special characters with \\)`, subPath);
            }
        }
        // The kind and its arguments were just checked together by EXPECTATION_ARGS[kind]; TypeScript cannot
        // correlate the two through the generic index, hence the assertion.
        out.push({ kind, args: parsed.data, source: locate(index, []) });
    });
    return out;
}

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/scenarios/discover.ts
/** Which files are scenarios, and which `_defaults.yaml` files apply to each (DESIGN §3). Pure. */



const SKIPPED_SEGMENTS = new Set(['node_modules', '.git']);
const DEFAULTS_NAMES = ['_defaults.yaml', '_defaults.yml'];
function byCodeUnit(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/**
 * The scenario files among `files` (relative to the config folder, forward slashes): those matching the
 * glob(s), outside node_modules and .git, whose name does not start with `_`; sorted by path.
 */
function selectScenarioFiles(files, globs) {
    const isMatch = picomatch_default()(typeof globs === 'string' ? [globs] : [...globs]);
    return files
        .filter((file) => !file.split('/').some((segment) => SKIPPED_SEGMENTS.has(segment)))
        .filter((file) => !external_node_path_default().posix.basename(file).startsWith('_'))
        .filter((file) => isMatch(file))
        .sort(byCodeUnit);
}
/**
 * The `_defaults.yaml` (or `.yml`) files that apply to `scenarioFile`, farthest first: one per folder
 * from the config folder down to the scenario's own folder. Two in one folder is an error.
 */
function defaultsFilesFor(scenarioFile, files, display) {
    const folders = external_node_path_default().posix.dirname(scenarioFile).split('/').filter((s) => s !== '.' && s !== '');
    const out = [];
    for (let depth = 0; depth <= folders.length; depth++) {
        const folder = folders.slice(0, depth).join('/');
        const present = DEFAULTS_NAMES.map((name) => (folder === '' ? name : `${folder}/${name}`)).filter((f) => files.has(f));
        if (present.length > 1) {
            throw new types/* ConfigError */.x(`two defaults files in one folder: ${present.map(display).join(' and ')}; keep one`, { file: display(present[0] ?? '') });
        }
        if (present[0] !== undefined)
            out.push(present[0]);
    }
    return out;
}

// EXTERNAL MODULE: ./src/security/paths.ts
var paths = __webpack_require__(5770);
;// CONCATENATED MODULE: ./src/scenarios/layers.ts
/**
 * `_defaults.yaml` inheritance (DESIGN §3, MUST): each scenario is a stack of layers, the farthest
 * `_defaults.yaml` first and the scenario itself last. Mappings deep-merge, lists and scalars are
 * replaced, nearer layers win. (`expect` is concatenated by the loader, not merged here.) Pure.
 */


function layers_isMapping(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** Deep merge: mappings merge key by key, anything else in `over` replaces `base`. */
function deepMerge(base, over) {
    if (!layers_isMapping(base) || !layers_isMapping(over))
        return over;
    const out = { ...base };
    for (const [key, value] of Object.entries(over)) {
        out[key] = key in out ? deepMerge(out[key], value) : value;
    }
    return out;
}
/** Merges the layers (farthest first), leaving out the keys in `skip`. */
function mergeLayers(layers, skip = []) {
    let merged = {};
    for (const layer of layers) {
        const own = Object.fromEntries(Object.entries(layer.value).filter(([key]) => !skip.includes(key)));
        const next = deepMerge(merged, own);
        merged = layers_isMapping(next) ? next : merged;
    }
    return merged;
}
function has(value, path) {
    let current = value;
    for (const segment of path) {
        if (Array.isArray(current)) {
            if (typeof segment !== 'number' || segment >= current.length)
                return false;
            current = current[segment];
        }
        else if (layers_isMapping(current)) {
            if (!Object.hasOwn(current, String(segment)))
                return false;
            current = current[String(segment)];
        }
        else {
            return false;
        }
    }
    return true;
}
/**
 * The layer a merged value at `path` came from: the nearest layer that defines it. (Because nearer
 * layers replace anything that is not a mapping, the nearest definition is the one that survived.)
 */
function originLayer(layers, path) {
    for (let i = layers.length - 1; i >= 0; i--) {
        const layer = layers[i];
        if (layer && has(layer.value, path))
            return layer;
    }
    return undefined;
}
/**
 * The position of the merged value at `path`: in the layer it came from, or (for a value that exists in
 * no layer, such as a missing required key) at the nearest ancestor in the last layer.
 */
function positionInLayers(layers, path, at = 'value') {
    for (let depth = path.length; depth >= 0; depth--) {
        const prefix = path.slice(0, depth);
        const layer = originLayer(layers, prefix);
        if (layer)
            return positionOf(layer.source, [...layer.basePath, ...path], depth === path.length ? at : 'value');
    }
    const last = layers[layers.length - 1];
    return last ? positionOf(last.source, last.basePath) : { file: '', line: 0, col: 0 };
}
/**
 * For `--verbose`: every leaf of the merged value (scalars, lists, empty mappings) → "file:line" of the
 * layer it came from.
 */
function layerProvenance(merged, layers) {
    const out = {};
    const visit = (value, path) => {
        if (layers_isMapping(value) && Object.keys(value).length > 0) {
            for (const [key, child] of Object.entries(value))
                visit(child, [...path, key]);
            return;
        }
        const pos = positionInLayers(layers, path, 'key');
        out[formatPath(path)] = `${pos.file}:${pos.line}`;
    };
    visit(merged, []);
    return out;
}

;// CONCATENATED MODULE: ./src/scenarios/includes.ts
/**
 * `{ file: PATH }` includes (DESIGN §3): anywhere inside a scenario's `context`, a mapping whose only key
 * is `file` is replaced by that file's text. PATH resolves from the folder of the file that declares it.
 */





/** Is this value an include, `{ file: PATH }`? */
function isInclude(value) {
    return layers_isMapping(value) && Object.keys(value).length === 1 && typeof value['file'] === 'string';
}
/** Resolves `target` (written in `declaringFile`) to a path relative to the config folder, forward slashes. */
function resolveFromFile(declaringFile, target) {
    return external_node_path_default().posix.normalize(external_node_path_default().posix.join(external_node_path_default().posix.dirname(declaringFile), target.replaceAll('\\', '/')));
}
/** Returns `value` with every include replaced by the included file's text. */
async function inlineIncludes(value, ctx) {
    if (isInclude(value)) {
        const rel = resolveFromFile(ctx.file, value.file);
        let text;
        try {
            // An absolute path stays absolute, so that the resolver sees (and refuses) it as written.
            text = await ctx.readFile(external_node_path_default().isAbsolute(value.file) ? value.file : external_node_path_default().resolve(ctx.configDir, rel), value.file);
        }
        catch (err) {
            if (err instanceof paths/* FileAccessError */.nF && !(0,config_io/* isNotFound */.c4)(err))
                throw errorAt(ctx.source, [...ctx.docPath, 'file'], `included file ${err.message}`);
            const what = (0,config_io/* isNotFound */.c4)(err) ? 'included file not found' : `cannot read included file (${err instanceof Error ? err.message : String(err)})`;
            throw errorAt(ctx.source, [...ctx.docPath, 'file'], `${what}: '${value.file}' (resolved to ${rel} from the config folder); create it or fix the path`);
        }
        ctx.onInclude(rel);
        return text;
    }
    if (Array.isArray(value)) {
        const out = [];
        for (const [i, item] of value.entries())
            out.push(await inlineIncludes(item, { ...ctx, docPath: [...ctx.docPath, i] }));
        return out;
    }
    if (layers_isMapping(value)) {
        const out = {};
        for (const [key, item] of Object.entries(value))
            out[key] = await inlineIncludes(item, { ...ctx, docPath: [...ctx.docPath, key] });
        return out;
    }
    return value;
}

// EXTERNAL MODULE: ./src/scenarios/schema.ts
var scenarios_schema = __webpack_require__(6151);
;// CONCATENATED MODULE: ./src/scenarios/load.ts
/**
 * Loads the suite's scenarios (DESIGN §3): finds the files, applies `_defaults.yaml` inheritance, inlines
 * `{ file: }` includes, parses expectations and checks names and roles. Scenario files are data: `${ENV}`
 * is not expanded in them (DESIGN §2). File access goes through the injected LoaderIO, which confines
 * every path to the repository and checks sizes.
 */













async function readSource(rel, opts) {
    let text;
    try {
        text = await opts.io.readFile(external_node_path_default().resolve(opts.configDir, rel), rel);
    }
    catch (err) {
        if (err instanceof paths/* FileAccessError */.nF)
            throw new types/* ConfigError */.x(err.message, { file: opts.display(rel) });
        throw new types/* ConfigError */.x(`cannot read ${rel}: ${err instanceof Error ? err.message : String(err)}`, { file: opts.display(rel) });
    }
    return parseYaml(text, opts.display(rel));
}
const SHAPE_HINT = 'a scenario file holds one scenario (a mapping with name:, role:, context:, expect:) or a list of them under scenarios:';
/** The scenarios written in one file, with where each sits in the document. */
function entriesOf(source, file) {
    if (isEmptyDocument(source))
        throw errorAt(source, [], `the file is empty; ${SHAPE_HINT}`);
    const value = toValue(source);
    if (!layers_isMapping(value))
        throw errorAt(source, [], `expected a mapping, got ${describeValue(value)}; ${SHAPE_HINT}`);
    if (!('scenarios' in value))
        return [{ source, file, basePath: [], value }];
    const extra = Object.keys(value).find((key) => key !== 'scenarios');
    if (extra !== undefined) {
        throw errorAt(source, [extra], `unknown key '${extra}' next to scenarios:; ${SHAPE_HINT}, not both`, 'key');
    }
    const list = value['scenarios'];
    if (!Array.isArray(list) || list.length === 0) {
        throw errorAt(source, ['scenarios'], `scenarios: expected a non-empty list of scenarios, got ${describeValue(list)}`);
    }
    return list.map((item, i) => {
        if (!layers_isMapping(item)) {
            throw errorAt(source, ['scenarios', i], `scenarios[${i}]: expected a mapping (one scenario with name:, role:, …), got ${describeValue(item)}`);
        }
        return { source, file, basePath: ['scenarios', i], value: item };
    });
}
async function defaultsLayer(rel, opts) {
    const source = await readSource(rel, opts);
    const value = isEmptyDocument(source) ? {} : toValue(source);
    if (!layers_isMapping(value))
        throw errorAt(source, [], `expected a mapping of scenario keys to inherit, got ${describeValue(value)}`);
    if ('name' in value)
        throw errorAt(source, ['name'], `a defaults file cannot set 'name': names must be unique; set it in each scenario`, 'key');
    // Check this file on its own, so that its problems are reported in its own terms.
    const checked = scenarios_schema/* ScenarioDefaultsSchema */.Sx.safeParse({ ...value, expect: undefined });
    if (!checked.success) {
        const problems = describeIssues(checked.error.issues, scenarios_schema/* ScenarioDefaultsSchema */.Sx, value, { rootName: rel });
        throw problemsToError(problems, (p) => positionOf(source, p.path, p.at));
    }
    return { source, file: rel, basePath: [], value };
}
/** Inlines includes in the layer's context; records included files. */
async function withIncludes(layer, opts, included) {
    if (!('context' in layer.value))
        return layer;
    const context = await inlineIncludes(layer.value['context'], {
        source: layer.source,
        file: layer.file,
        docPath: [...layer.basePath, 'context'],
        configDir: opts.configDir,
        readFile: opts.io.readFile,
        onInclude: (rel) => included.add(rel),
    });
    return { ...layer, value: { ...layer.value, context } };
}
function expectationsOf(layers, config) {
    const out = [];
    for (const layer of layers) {
        const items = layer.value['expect'];
        if (items === undefined || items === null)
            continue;
        if (!Array.isArray(items)) {
            throw errorAt(layer.source, [...layer.basePath, 'expect'], `expect: expected a list of expectations (such as \`- absent: [delete]\`), got ${describeValue(items)}`);
        }
        const parsed = parseExpectations(items, (i, sub) => positionOf(layer.source, [...layer.basePath, 'expect', i, ...sub]));
        for (const [i, e] of parsed.entries()) {
            if (e.kind === 'judge' && e.args.provider !== undefined && !Object.hasOwn(config.providers, e.args.provider)) {
                const names = Object.keys(config.providers);
                const hint = (0,suggest/* didYouMean */.au)(e.args.provider, names);
                throw new types/* ConfigError */.x(`expect[${i}].judge.provider: unknown provider '${e.args.provider}'${hint ? `${hint} Providers` : '; providers'}: ${(0,suggest/* listNames */.Zv)(names)}`, e.source);
            }
        }
        out.push(...parsed);
    }
    return out;
}
/** Builds one scenario from its layers (farthest `_defaults.yaml` first, the scenario last). */
/** `realConfigDir`: the config folder after realpath, the spelling the repository root has. */
function buildScenario(layers, entry, included, opts, realConfigDir) {
    const merged = mergeLayers(layers, ['expect']);
    if (merged['name'] === undefined || merged['name'] === null) {
        throw errorAt(entry.source, entry.basePath, `scenario has no 'name'; add name: <a name unique across the suite>`);
    }
    const parsed = scenarios_schema/* ScenarioFieldsSchema */.TX.safeParse(merged);
    if (!parsed.success) {
        const problems = describeIssues(parsed.error.issues, scenarios_schema/* ScenarioFieldsSchema */.TX, merged, { rootName: `scenario ${describeValue(merged['name'])}` });
        throw problemsToError(problems, (p) => positionInLayers(layers, p.path, p.at));
    }
    const fields = parsed.data;
    const roles = Object.keys(opts.config.roles);
    if (!Object.hasOwn(opts.config.roles, fields.role)) {
        const hint = (0,suggest/* didYouMean */.au)(fields.role, roles);
        throw new types/* ConfigError */.x(`scenario '${fields.name}': unknown role '${fields.role}'${hint ? `${hint} Roles` : '; roles'}: ${(0,suggest/* listNames */.Zv)(roles)}`, positionInLayers(layers, ['role']));
    }
    const expect = expectationsOf(layers, opts.config);
    const dependsOn = new Set([entry.file, ...layers.slice(0, -1).map((l) => l.file), ...included]);
    if (fields.depends_on !== undefined) {
        const declaring = layers.findLast((l) => 'depends_on' in l.value) ?? entry;
        const list = typeof fields.depends_on === 'string' ? [fields.depends_on] : fields.depends_on;
        for (const [i, item] of list.entries()) {
            const rel = resolveFromFile(declaring.file, item);
            if (!(0,paths/* isInside */.FK)(opts.io.root, external_node_path_default().isAbsolute(item) ? item : external_node_path_default().resolve(realConfigDir, rel))) {
                const at = typeof fields.depends_on === 'string' ? ['depends_on'] : ['depends_on', i];
                throw new types/* ConfigError */.x(`depends_on: '${item}' resolves outside the repository (${opts.io.root}); name files inside it`, positionInLayers(layers, at));
            }
            dependsOn.add(rel);
        }
    }
    const provenance = layerProvenance(Object.fromEntries(Object.entries(merged)), layers);
    if (fields.runs === undefined)
        provenance['runs'] = opts.configDefaults.runs;
    if (fields.threshold === undefined)
        provenance['threshold'] = opts.configDefaults.threshold;
    expect.forEach((e, i) => {
        provenance[`expect[${i}]`] = formatPos(e.source);
    });
    return {
        name: fields.name,
        role: fields.role,
        file: entry.file,
        source: positionOf(entry.source, [...entry.basePath, 'name'], 'key'),
        runs: fields.runs ?? opts.config.defaults.runs,
        threshold: fields.threshold ?? opts.config.defaults.threshold,
        context: fields.context ?? {},
        expect,
        dependsOn: [...dependsOn],
        provenance,
    };
}
/** How many scenario files are read and parsed at once. */
const LOAD_CONCURRENCY = 32;
/** The scenarios of one file (its defaults and includes applied), in file order. */
async function loadFile(file, fileSet, defaultsCache, opts, realConfigDir) {
    const defaults = await Promise.all(defaultsFilesFor(file, fileSet, opts.display).map((rel) => {
        let layer = defaultsCache.get(rel);
        if (!layer) {
            layer = defaultsLayer(rel, opts);
            // A defaults file shared by many scenario files fails once for each; keep the rejection observed.
            layer.catch(() => undefined);
            defaultsCache.set(rel, layer);
        }
        return layer;
    }));
    const source = await readSource(file, opts);
    const out = [];
    for (const entry of entriesOf(source, file)) {
        const included = new Set();
        const layers = [];
        for (const layer of [...defaults, entry])
            layers.push(await withIncludes(layer, opts, included));
        out.push(buildScenario(layers, entry, included, opts, realConfigDir));
    }
    return out;
}
/**
 * Loads every scenario of the suite, in suite order (files sorted by path, then file order). Files are
 * read and parsed concurrently (at most LOAD_CONCURRENCY at once); when several are bad, the error is
 * the first bad file's in suite order, whatever order the reads finish in.
 */
async function loadScenarios(opts) {
    const realConfigDir = await (0,promises_.realpath)(opts.configDir).catch(() => opts.configDir);
    const allFiles = (await opts.io.listFiles(opts.configDir)).map((f) => f.replaceAll('\\', '/'));
    const fileSet = new Set(allFiles);
    const scenarioFiles = selectScenarioFiles(allFiles, opts.config.scenarios);
    const defaultsCache = new Map();
    const limit = (0,p_limit/* default */.A)(LOAD_CONCURRENCY);
    const perFile = await Promise.allSettled(scenarioFiles.map((file) => limit(() => loadFile(file, fileSet, defaultsCache, opts, realConfigDir))));
    const scenarios = [];
    const seen = new Map();
    for (const settled of perFile) {
        if (settled.status === 'rejected')
            throw settled.reason;
        for (const scenario of settled.value) {
            const earlier = seen.get(scenario.name);
            if (earlier) {
                throw new types/* ConfigError */.x(`duplicate scenario name '${scenario.name}': also at ${formatPos(earlier.source)}; names must be unique across the suite, rename one`, scenario.source);
            }
            seen.set(scenario.name, scenario);
            scenarios.push(scenario);
        }
    }
    return scenarios;
}

;// CONCATENATED MODULE: ./src/config/not-a-config.ts
/**
 * Recognising a file that is not a context-eval config at all (`--config /etc/passwd`, a `.env` file):
 * such a file is named in the error, never quoted, since its content may be anything. Pure.
 */



const HINT = 'check --config (or the action\'s `config` input): a context-eval config is a YAML mapping that starts with `version: 1`';
/** A ConfigError when `source` does not look like a context-eval config; undefined when it does. */
function notAConfig(source) {
    const root = source.doc.contents;
    if (!(0,dist/* isMap */.jh)(root))
        return new types/* ConfigError */.x(`this file is not a context-eval config (its top level is not a mapping); ${HINT}`, { file: source.file, line: 1 });
    const known = new Set(Object.keys(schema/* ConfigSchema */.Sk.shape));
    const keys = root.items.map((pair) => ((0,dist/* isScalar */.jn)(pair.key) ? String(pair.key.value) : ''));
    if (!keys.some((key) => known.has(key))) {
        return new types/* ConfigError */.x(`this file is not a context-eval config (none of its ${keys.length} top-level keys is a context-eval setting); ${HINT}`, { file: source.file, line: 1 });
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/config/load.ts
/**
 * Loads `context-eval.yaml` (DESIGN §2): read, parse with positions, expand `${ENV}`, validate with
 * ConfigSchema, cross-check names and files, then load the scenarios. Every problem is a ConfigError that
 * names file:line:col. File access goes through LoaderIO (node:fs by default).
 */











function unknownName(what, name, known, plural) {
    const hint = (0,suggest/* didYouMean */.au)(name, known);
    return `unknown ${what} '${name}'${hint ? `${hint} ${plural}` : `; ${plural.toLowerCase()}`}: ${(0,suggest/* listNames */.Zv)(known)}`;
}
/** Names that must refer to something defined elsewhere in the config. */
function checkReferences(config, source) {
    const providers = Object.keys(config.providers);
    for (const [roleName, role] of Object.entries(config.roles)) {
        if (!Object.hasOwn(config.providers, role.provider)) {
            throw errorAt(source, ['roles', roleName, 'provider'], `roles.${roleName}.provider: ${unknownName('provider', role.provider, providers, 'Providers')}`);
        }
    }
    if (config.review.provider !== undefined && !Object.hasOwn(config.providers, config.review.provider)) {
        throw errorAt(source, ['review', 'provider'], `review.provider: ${unknownName('provider', config.review.provider, providers, 'Providers')}`);
    }
    for (const [name, provider] of Object.entries(config.providers)) {
        if (provider.type !== 'replay' || provider.record_with === undefined)
            continue;
        const at = ['providers', name, 'record_with'];
        const target = config.providers[provider.record_with];
        const recorders = providers.filter((p) => config.providers[p]?.type !== 'replay');
        if (!target) {
            throw errorAt(source, at, `providers.${name}.record_with: ${unknownName('provider', provider.record_with, recorders, 'Providers that can record')}`);
        }
        if (target.type === 'replay') {
            throw errorAt(source, at, `providers.${name}.record_with: '${provider.record_with}' is itself a replay provider; name one that calls a model (${(0,suggest/* listNames */.Zv)(recorders)})`);
        }
    }
}
/** Each role's system and template files must exist (relative to the config folder) inside the repository. */
async function checkRoleFiles(config, source, dir, readFile) {
    for (const [roleName, role] of Object.entries(config.roles)) {
        const files = [];
        if (typeof role.system === 'string')
            files.push({ path: ['roles', roleName, 'system'], file: role.system, what: 'system' });
        else
            role.system.forEach((file, i) => files.push({ path: ['roles', roleName, 'system', i], file, what: 'system' }));
        if (role.template !== undefined)
            files.push({ path: ['roles', roleName, 'template'], file: role.template, what: 'template' });
        for (const entry of files) {
            try {
                await readFile(external_node_path_default().resolve(dir, entry.file), entry.file);
            }
            catch (err) {
                if (err instanceof paths/* FileAccessError */.nF && !(0,config_io/* isNotFound */.c4)(err))
                    throw errorAt(source, entry.path, `${formatPath(entry.path)}: ${err.message}`);
                const why = (0,config_io/* isNotFound */.c4)(err) ? 'file not found' : `cannot read file (${err instanceof Error ? err.message : String(err)})`;
                throw errorAt(source, entry.path, `${formatPath(entry.path)}: ${why}: '${entry.file}' (relative to the config folder); create it or fix the path`);
            }
        }
    }
}
/**
 * The paths the config names but does not read at load time — replay recordings, exec cwd, role
 * depends_on, review.criteria, scenario globs — must also stay inside the repository.
 */
async function checkConfinedPaths(config, source, dir, root) {
    const named = [];
    for (const [name, provider] of Object.entries(config.providers)) {
        if (provider.type === 'replay')
            named.push({ at: ['providers', name, 'recordings'], target: provider.recordings });
        if (provider.type === 'exec' && provider.cwd !== undefined)
            named.push({ at: ['providers', name, 'cwd'], target: provider.cwd });
    }
    for (const [roleName, role] of Object.entries(config.roles)) {
        role.depends_on.forEach((target, i) => named.push({ at: ['roles', roleName, 'depends_on', i], target }));
    }
    if (config.review.criteria !== undefined)
        named.push({ at: ['review', 'criteria'], target: config.review.criteria });
    if (typeof config.scenarios === 'string')
        named.push({ at: ['scenarios'], target: config.scenarios });
    else
        config.scenarios.forEach((target, i) => named.push({ at: ['scenarios', i], target }));
    for (const { at, target } of named) {
        try {
            await (0,paths/* resolveInRepository */.AZ)(root, dir, target);
        }
        catch (err) {
            if (err instanceof paths/* FileAccessError */.nF)
                throw errorAt(source, at, `${formatPath(at)}: ${err.message}`);
            throw err;
        }
    }
}
/** For `--verbose`: every leaf of the parsed config → "file:line", or "default" when the file does not set it. */
function configProvenance(config, source) {
    const out = {};
    const visit = (value, keyPath) => {
        if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
            for (const [key, child] of Object.entries(value))
                visit(child, [...keyPath, key]);
            return;
        }
        if (hasPath(source, keyPath)) {
            const pos = positionOf(source, keyPath, 'key');
            out[formatPath(keyPath)] = `${pos.file}:${pos.line}`;
        }
        else {
            out[formatPath(keyPath)] = 'default';
        }
    };
    visit(config, []);
    return out;
}
/** Loads and validates the config file at `configPath` and its scenarios. Throws ConfigError. */
async function loadConfig(configPath, opts) {
    const abs = external_node_path_default().resolve(configPath);
    const dir = external_node_path_default().dirname(abs);
    const root = opts.root ?? (await (0,paths/* repositoryRoot */.Hn)(dir));
    const io = { readFile: (0,config_io/* confinedReader */.aV)(root, opts.readFile), listFiles: opts.listFiles ?? config_io/* nodeListFiles */.Mz, root };
    const shownConfig = configPath.replaceAll('\\', '/');
    const shownDir = external_node_path_default().posix.dirname(shownConfig);
    const display = (rel) => (shownDir === '.' ? rel : external_node_path_default().posix.join(shownDir, rel));
    let text;
    try {
        text = await io.readFile(abs, shownConfig);
    }
    catch (err) {
        if ((0,config_io/* isNotFound */.c4)(err))
            throw new types/* ConfigError */.x(`config file not found: ${shownConfig}; create it or pass --config`);
        if (err instanceof paths/* FileAccessError */.nF)
            throw new types/* ConfigError */.x(`config file ${err.message}`, { file: shownConfig });
        throw new types/* ConfigError */.x(`cannot read config file ${shownConfig}: ${err instanceof Error ? err.message : String(err)}`);
    }
    const source = parseYaml(text, shownConfig);
    if (isEmptyDocument(source)) {
        throw new types/* ConfigError */.x('the config file is empty; start it with `version: 1`, then define providers: and roles:', { file: shownConfig, line: 1 });
    }
    // A file that is not a context-eval config (--config /etc/passwd) is named, never quoted.
    const foreign = notAConfig(source);
    if (foreign)
        throw foreign;
    expandEnvInDocument(source, opts.env);
    const raw = toValue(source);
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
        throw errorAt(source, [], `the config must be a mapping (version:, providers:, roles:, …), got ${describeValue(raw)}`);
    }
    const parsed = schema/* ConfigSchema */.Sk.safeParse(raw);
    if (!parsed.success) {
        const problems = describeIssues(parsed.error.issues, schema/* ConfigSchema */.Sk, raw);
        throw problemsToError(problems, (p) => positionOf(source, p.path, p.at));
    }
    const config = parsed.data;
    checkReferences(config, source);
    await checkRoleFiles(config, source, dir, io.readFile);
    await checkConfinedPaths(config, source, dir, root);
    const provenance = configProvenance(config, source);
    const scenarios = await loadScenarios({
        config,
        configDir: dir,
        display,
        io,
        configDefaults: { runs: provenance['defaults.runs'] ?? 'default', threshold: provenance['defaults.threshold'] ?? 'default' },
    });
    return { path: abs, dir, root, config, scenarios, provenance };
}


/***/ }),

/***/ 2541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Sk: () => (/* binding */ ConfigSchema),
  uZ: () => (/* binding */ ReviewSchema)
});

// UNUSED EXPORTS: AnthropicProviderSchema, BudgetSchema, COMPARE_DEFAULTS, CacheSchema, CompareSchema, DEFAULT_SCENARIOS_GLOB, DefaultsSchema, DriftSchema, ExecProviderSchema, HistorySchema, OpenAIProviderSchema, PriceSchema, ProviderConfigSchema, ReplayProviderSchema, RoleSchema, isForbiddenKeyVariable

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./src/config/threshold.ts
var threshold = __webpack_require__(7325);
;// CONCATENATED MODULE: ./src/high-stakes/schema.ts
/** The `high_stakes:` config section (issue "The rest of the lifecycle", item 1; docs/high-stakes.md). */

const HIGH_STAKES_WEIGHTS = { high_stakes: 0.4, complex_change: 0.3, plan_request: 0.5, context: 0.2 };
const weight = schemas/* number */.aig().min(0).max(1);
const HighStakesSchema = schemas/* strictObject */.rej({
    /** A PR whose score reaches this is high-stakes: with the default weights, any two signals but complex change + context. */
    threshold: schemas/* number */.aig().gt(0).max(2).default(0.6),
    /** Per-signal weights; a signal left out keeps its default. */
    weights: schemas/* strictObject */.rej({ high_stakes: weight.optional(), complex_change: weight.optional(), plan_request: weight.optional(), context: weight.optional() })
        .optional(),
    /** Phase 2 runs N × this per scenario (rounded up). */
    runs_factor: schemas/* number */.aig().min(1).max(10).default(2),
    /** A label that approves phase 2 (e.g. `context-eval:approved`); without it, phase 2 follows phase 1 at once. */
    require_approval: schemas/* string */.YjP().min(1).max(50).optional(),
});

;// CONCATENATED MODULE: ./src/config/schema.ts
/**
 * The zod schemas of `context-eval.yaml` (DESIGN §2). Every key of the contract is here, with its
 * default. Objects are strict: an unknown key is an error (the loader turns zod's message into one that
 * names the file, the line and the nearest valid key).
 */



const positiveInt = schemas/* number */.aig().int().positive();
/**
 * Variables `api_key_env` may not name (DESIGN §2): the GitHub token, and the action's inputs, which a
 * fork's config could otherwise send as the Bearer to a base URL of its choosing.
 */
function isForbiddenKeyVariable(name) {
    return /^(?:GITHUB_TOKEN|GH_TOKEN|GH_ENTERPRISE_TOKEN|GITHUB_ENTERPRISE_TOKEN|ACTIONS_RUNTIME_TOKEN|ACTIONS_ID_TOKEN_REQUEST_TOKEN)$/i.test(name) || /^INPUT_/i.test(name);
}
const apiKeyEnv = (fallback) => schemas/* string */.YjP()
    .min(1)
    .superRefine((name, ctx) => {
    if (!isForbiddenKeyVariable(name))
        return;
    ctx.addIssue({
        code: 'custom',
        message: `'${name}' may not be used: api_key_env may not name the GitHub token (GITHUB_TOKEN, GH_TOKEN) or an action input (INPUT_*); name the variable that holds the model API key`,
    });
})
    .default(fallback);
/** What a model's tokens cost, in the user's currency per million tokens (the report's cost uses it). */
const PriceSchema = schemas/* strictObject */.rej({
    input_per_mtok: schemas/* number */.aig().min(0),
    output_per_mtok: schemas/* number */.aig().min(0),
});
const common = {
    /** Per-call timeout. */
    timeout_ms: positiveInt.default(60_000),
    /** Retries of a call on 429, 5xx or timeout. */
    retries: schemas/* number */.aig().int().min(0).max(10).default(3),
};
const OpenAIProviderSchema = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('openai'),
    model: schemas/* string */.YjP().min(1),
    base_url: schemas/* string */.YjP().url().optional(),
    api_key_env: apiKeyEnv('OPENAI_API_KEY'),
    temperature: schemas/* number */.aig().min(0).max(2).optional(),
    max_tokens: positiveInt.optional(),
    price: PriceSchema.optional(),
    ...common,
});
const AnthropicProviderSchema = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('anthropic'),
    model: schemas/* string */.YjP().min(1),
    base_url: schemas/* string */.YjP().url().optional(),
    api_key_env: apiKeyEnv('ANTHROPIC_API_KEY'),
    temperature: schemas/* number */.aig().min(0).max(1).optional(),
    max_tokens: positiveInt.default(2048),
    price: PriceSchema.optional(),
    ...common,
});
const ExecProviderSchema = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('exec'),
    /** A command line, split on white space (quotes group words); run without a shell. */
    command: schemas/* string */.YjP().min(1),
    /** The folder the command runs in; relative to the config file's folder. */
    cwd: schemas/* string */.YjP().optional(),
    /** The most the agent may print on stdout, and on stderr; more is a run error. 10 MB by default. */
    max_output_bytes: positiveInt.default(10 * 1024 * 1024),
    ...common,
});
const ReplayProviderSchema = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('replay'),
    /** Folder of recordings, relative to the config file's folder. */
    recordings: schemas/* string */.YjP().min(1),
    /** The provider that `context-eval record` calls to make the recordings. */
    record_with: schemas/* string */.YjP().optional(),
});
const ProviderConfigSchema = schemas/* discriminatedUnion */.gMt('type', [
    OpenAIProviderSchema,
    AnthropicProviderSchema,
    ExecProviderSchema,
    ReplayProviderSchema,
]);
const RoleSchema = schemas/* strictObject */.rej({
    provider: schemas/* string */.YjP().min(1),
    system: schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1)]),
    template: schemas/* string */.YjP().min(1).optional(),
    output: schemas/* enum */.k5n(['json', 'text']).default('text'),
    fields: schemas/* strictObject */.rej({ steps: schemas/* string */.YjP().min(1).default('steps'), risk: schemas/* string */.YjP().min(1).default('risk') })
        .default({ steps: 'steps', risk: 'risk' }),
    depends_on: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).default([]),
});
const DefaultsSchema = schemas/* strictObject */.rej({
    runs: positiveInt.max(1000).default(3),
    threshold: threshold/* ThresholdSchema */.$.default(2 / 3),
});
const BudgetSchema = schemas/* strictObject */.rej({
    max_calls: positiveInt.optional(),
    /** The most one invocation may spend, priced with the providers' `price`; calls to unpriced providers cost nothing here. */
    max_cost: schemas/* number */.aig().gt(0).optional(),
});
/**
 * The response cache (off unless this key is present): answers of openai and anthropic providers,
 * keyed by a hash of the whole request and the sample index, kept in `dir` (relative to the config
 * folder); the action stores that folder with @actions/cache. Recording runs (push, schedule) bypass it.
 */
const CacheSchema = schemas/* strictObject */.rej({
    dir: schemas/* string */.YjP().min(1).default('.context-eval/cache'),
});
const COMPARE_DEFAULTS = {
    delta: 0.3,
    alpha: 0.05,
    beta: 0.2,
    max_runs: 44,
    baseline_records: 5,
    baseline_runs: 30,
    max_age_days: 14,
    day_to_day_sd: 0.05,
};
/** The baseline comparison (docs/statistics.md says why each default is what it is). */
const CompareSchema = schemas/* strictObject */.rej({
    /** The drop worth detecting: the comparison stops with "no drop" once the evidence is against a drop this large. */
    delta: schemas/* number */.aig().gt(0).lt(1).default(COMPARE_DEFAULTS.delta),
    /** The per-PR false-alarm rate: the chance that a PR that changed no true pass rate is flagged, over all its scenarios together. */
    alpha: schemas/* number */.aig().gt(0).lt(0.5).default(COMPARE_DEFAULTS.alpha),
    /** The miss rate at a drop of delta that the "no drop" stop allows. */
    beta: schemas/* number */.aig().gt(0).lt(0.5).default(COMPARE_DEFAULTS.beta),
    /** The cap on a PR's runs per scenario when the comparison keeps sampling. */
    max_runs: positiveInt.max(1000).default(COMPARE_DEFAULTS.max_runs),
    /** The most baseline records pooled per scenario (records whose context hash for it is unchanged). */
    baseline_records: positiveInt.default(COMPARE_DEFAULTS.baseline_records),
    /** Runs per scenario in a recording run (push, schedule), without early stopping, so that baselines carry evidence. */
    baseline_runs: positiveInt.max(1000).default(COMPARE_DEFAULTS.baseline_runs),
    /** Baseline records older than this many days before the newest one pooled are not used. */
    max_age_days: schemas/* number */.aig().gt(0).default(COMPARE_DEFAULTS.max_age_days),
    /** The day-to-day standard deviation of a scenario's pass rate that the comparison tolerates. */
    day_to_day_sd: schemas/* number */.aig().min(0).lt(0.5).default(COMPARE_DEFAULTS.day_to_day_sd),
});
/**
 * The drift detectors (docs/drift.md): `window` = reference records needed before judging (window + 1 in
 * all) and how many records a finding stays; `token_inflation` / `latency_regression` = the rise each
 * CUSUM is tuned to (0.3 = 30%); `consecutive_failures` scales the pass-rate CUSUM's decision level (3 = default).
 */
const DriftSchema = schemas/* strictObject */.rej({
    window: positiveInt.default(5),
    token_inflation: schemas/* number */.aig().gt(0).default(0.3),
    latency_regression: schemas/* number */.aig().gt(0).default(0.5),
    consecutive_failures: positiveInt.default(3),
});
const HistorySchema = schemas/* strictObject */.rej({
    store: schemas/* enum */.k5n(['branch', 'dir']).default('branch'),
    branch: schemas/* string */.YjP()
        .min(1)
        .refine((b) => !/\s|\.\.|^\/|\/$|^refs\/|^-|[~^:?*[\\]|@\{|\.lock$/.test(b), {
        message: 'must be a plain branch name such as context-eval-data (no spaces, "..", leading "-" or "refs/", nor ~^:?*[\\)',
    })
        .default('context-eval-data'),
    dir: schemas/* string */.YjP().min(1).default('.context-eval/history'),
    retain: positiveInt.default(500),
});
const ReviewSchema = schemas/* strictObject */.rej({
    provider: schemas/* string */.YjP().min(1).optional(),
    criteria: schemas/* string */.YjP().min(1).optional(),
    max_files: positiveInt.default(20),
    max_file_chars: positiveInt.default(20_000),
    max_total_chars: positiveInt.default(120_000),
    leaks: schemas/* enum */.k5n(['warn', 'fail']).default('warn'),
    isolation_check: schemas/* boolean */.zMY().default(false),
    min_diff_chars: schemas/* number */.aig().int().min(0).default(1),
});
const DEFAULT_SCENARIOS_GLOB = 'scenarios/**/*.{yaml,yml}';
const ConfigSchema = schemas/* strictObject */.rej({
    version: schemas/* literal */.euz(1),
    scenarios: schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1)]).default(DEFAULT_SCENARIOS_GLOB),
    watch: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).default([]),
    providers: schemas/* record */.g1P(schemas/* string */.YjP(), ProviderConfigSchema),
    roles: schemas/* record */.g1P(schemas/* string */.YjP(), RoleSchema),
    defaults: DefaultsSchema.default({ runs: 3, threshold: 2 / 3 }),
    budget: BudgetSchema.default({}),
    cache: CacheSchema.optional(),
    compare: CompareSchema.default({ ...COMPARE_DEFAULTS }),
    drift: DriftSchema.default({ window: 5, token_inflation: 0.3, latency_regression: 0.5, consecutive_failures: 3 }),
    history: HistorySchema.default({ store: 'branch', branch: 'context-eval-data', dir: '.context-eval/history', retain: 500 }),
    /** `validate --verbose` lists scenarios unchanged this many days while their role's context changed since. */
    stale_after_days: positiveInt.default(90),
    /** Scoring a PR for the two-phase high-stakes run (docs/high-stakes.md). */
    high_stakes: HighStakesSchema.default({ threshold: 0.6, runs_factor: 2 }),
    review: ReviewSchema.default({
        max_files: 20,
        max_file_chars: 20_000,
        max_total_chars: 120_000,
        leaks: 'warn',
        isolation_check: false,
        min_diff_chars: 1,
    }),
});


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
 * (distance at most 40% of the longer name, at least 1; or one name is a prefix of the other).
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
        if (!best || distance < best.distance)
            best = { name, distance };
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

/***/ 7325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ ThresholdSchema)
/* harmony export */ });
/* unused harmony export parseThreshold */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8532);

/**
 * A pass-rate threshold (DESIGN §2, MUST): `"k/n"` is the fraction k ÷ n, so `2/3` means "at least two
 * thirds of the runs" whatever N is; a plain number in (0, 1] is accepted too.
 */
function parseThreshold(value) {
    if (typeof value === 'number') {
        if (Number.isFinite(value) && value > 0 && value <= 1)
            return { ok: true, value };
        return { ok: false, message: `threshold ${String(value)} is outside (0, 1]; write a fraction such as 2/3 or a number such as 0.8` };
    }
    if (typeof value === 'string') {
        const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
        if (m) {
            const k = Number(m[1]);
            const n = Number(m[2]);
            if (n === 0)
                return { ok: false, message: `threshold '${value}' divides by zero; write k/n with n ≥ 1, such as 2/3` };
            if (k === 0)
                return { ok: false, message: `threshold '${value}' is 0: every scenario would pass; use k ≥ 1, such as 2/3` };
            if (k > n)
                return { ok: false, message: `threshold '${value}' is above 1 (${k} of ${n} runs cannot pass); use k ≤ n, such as 2/3` };
            return { ok: true, value: k / n };
        }
        const asNumber = Number(value);
        if (value.trim() !== '' && Number.isFinite(asNumber))
            return parseThreshold(asNumber);
    }
    return { ok: false, message: `threshold ${JSON.stringify(value)} is not a fraction k/n (such as 2/3) or a number in (0, 1]` };
}
const ThresholdSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()]).transform((value, ctx) => {
    const parsed = parseThreshold(value);
    if (parsed.ok)
        return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .NEVER */ .tm;
});


/***/ }),

/***/ 9224:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bq: () => (/* binding */ EXPECTATION_KINDS),
/* harmony export */   WA: () => (/* binding */ RISK_LEVELS),
/* harmony export */   zk: () => (/* binding */ EXPECTATION_ARGS)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
/**
 * Expectation kinds (DESIGN §3). In a scenario file each expectation is a mapping with exactly one key,
 * the kind, whose value holds its arguments: `- absent: [delete]`.
 */

const RISK_LEVELS = ['low', 'medium', 'high', 'critical'];
const stringOrList = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1)).min(1)]).transform((v) => (typeof v === 'string' ? [v] : v));
/** The argument schema of each kind. */
const EXPECTATION_ARGS = {
    field_matches: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1), pattern: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1) }),
    absent: stringOrList,
    contains: stringOrList,
    matches: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    equals: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
        zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1), value: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J() }),
        zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    ]),
    json_schema: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
    max_risk: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(RISK_LEVELS),
    decomposes: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    max_tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    references_files: stringOrList,
    max_latency_ms: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().positive(),
    judge: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ rubric: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1), provider: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).optional() }),
};
const EXPECTATION_KINDS = Object.keys(EXPECTATION_ARGS);


/***/ }),

/***/ 6151:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sx: () => (/* binding */ ScenarioDefaultsSchema),
/* harmony export */   TX: () => (/* binding */ ScenarioFieldsSchema),
/* harmony export */   ar: () => (/* binding */ ScenarioFileSchema)
/* harmony export */ });
/* unused harmony export ExpectationItemSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6921);
/* harmony import */ var _config_threshold_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7325);
/* harmony import */ var _expectations_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9224);
/**
 * The zod schemas of scenario files (DESIGN §3). The loader validates with `ScenarioFieldsSchema`
 * (expectations are then parsed one by one by `parseExpectations`, for precise messages); the JSON
 * Schema for editors is built from `ScenarioFileSchema`, whose `expect` items are one-key objects.
 */



const stringOrList = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1))]);
function scenarioShape(expectItem) {
    return {
        name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).describe('Unique across the suite.'),
        role: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).describe('A role from context-eval.yaml `roles`.'),
        description: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
        tags: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1)).optional(),
        runs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().max(1000).optional().describe('Overrides defaults.runs.'),
        threshold: _config_threshold_js__WEBPACK_IMPORTED_MODULE_0__/* .ThresholdSchema */ .$.optional().describe('"k/n" (the fraction k ÷ n) or a number in (0, 1].'),
        depends_on: stringOrList.optional().describe('More files (globs allowed) this scenario depends on, relative to this file.'),
        context: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()).optional().describe('The frozen agent context. `{ file: PATH }` anywhere inlines that file.'),
        expect: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(expectItem).optional(),
    };
}
/** One scenario as the loader validates it, after `_defaults.yaml` inheritance. */
const ScenarioFieldsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej(scenarioShape(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()));
/** A `_defaults.yaml`: any scenario key except `name`, all optional. */
const ScenarioDefaultsSchema = ScenarioFieldsSchema.omit({ name: true }).partial();
/** One expectation as written: a mapping with exactly one key, the kind. */
const ExpectationItemSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ(_expectations_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .EXPECTATION_KINDS */ .Bq.map((kind) => zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ [kind]: _expectations_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .EXPECTATION_ARGS */ .zk[kind] }).describe(`The '${kind}' expectation.`)));
const ScenarioWithExpectationsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej(scenarioShape(ExpectationItemSchema));
/** A scenario file: one scenario, or a list of them under `scenarios:`. */
const ScenarioFileSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([
    ScenarioWithExpectationsSchema,
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ scenarios: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(ScenarioWithExpectationsSchema).min(1) }),
]);


/***/ })

};
