export const id = 933;
export const ids = [933];
export const modules = {

/***/ 8551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ contextHash),
/* harmony export */   d: () => (/* binding */ canonicalJson)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * A hash of everything that decides what a scenario's model receives and how its runs are judged, so that
 * history compares like with like: the system and template texts, the role's vars, the scenario after
 * defaults, and the provider's model and sampling parameters. Pure.
 *
 * Left out on purpose: where things are written (source positions, provenance, the scenario's file),
 * secrets and plumbing (api_key_env, base_url, timeouts, retries), so that moving a line or pointing at
 * another proxy keeps the history of a scenario.
 */

/** Bump when the hashed shape changes, so that old and new hashes never collide by accident. */
const HASH_FORMAT = 1;
/** Provider settings that change the model's answers. */
const PROVIDER_KEYS = ['type', 'model', 'temperature', 'max_tokens', 'command'];
/**
 * JSON with object keys sorted (by UTF-16 code unit, so `"10"` before `"9"`) at every depth, no white
 * space. As with `JSON.stringify`, `undefined` and function members are left out and such array items
 * become `null`; a `toJSON` method (Date) is honoured; a bigint is written as a string.
 */
function canonicalJson(value) {
    return serialize(value, new Set()) ?? 'null';
}
function byCodeUnit(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
function serialize(value, seen) {
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol')
        return undefined;
    if (typeof value === 'bigint')
        return JSON.stringify(value.toString());
    if (value === null || typeof value !== 'object')
        return JSON.stringify(value);
    if (value instanceof Date)
        return JSON.stringify(value.toJSON());
    if (seen.has(value))
        throw new TypeError('canonicalJson: the value contains a cycle');
    seen.add(value);
    try {
        if (Array.isArray(value))
            return `[${value.map((item) => serialize(item, seen) ?? 'null').join(',')}]`;
        const members = [];
        for (const [key, item] of Object.entries(value).sort(([a], [b]) => byCodeUnit(a, b))) {
            const text = serialize(item, seen);
            if (text !== undefined)
                members.push(`${JSON.stringify(key)}:${text}`);
        }
        return `{${members.join(',')}}`;
    }
    finally {
        seen.delete(value);
    }
}
/** What of an expectation shapes a verdict: its kind, arguments and own rule (not where it is written). */
function hashedExpectation(e) {
    return { kind: e.kind, args: e.args, ...(e.own === undefined ? {} : { own: e.own }) };
}
/**
 * The UTF-8 bytes of JSON.stringify(text), kept for the few long texts (a role's system prompt and
 * template) that every scenario of a role hashes again: escaping and encoding a 20 KB prompt per scenario
 * was most of contextHash's time (74 µs against 12 µs for a short prompt; 1.2 s before the first call at
 * 20,000 scenarios, issue 12). Bounded: cleared when it holds MAX_MEMO texts.
 */
const memo = new Map();
const MAX_MEMO = 32;
/** Texts shorter than this are cheaper to encode than to look up. */
const MEMO_MIN_CHARS = 256;
/** The template of a role without one. */
const NO_TEMPLATE = Buffer.from('null');
function jsonBytes(text) {
    if (text.length < MEMO_MIN_CHARS)
        return Buffer.from(JSON.stringify(text), 'utf8');
    let bytes = memo.get(text);
    if (!bytes) {
        if (memo.size >= MAX_MEMO)
            memo.clear();
        bytes = Buffer.from(JSON.stringify(text), 'utf8');
        memo.set(text, bytes);
    }
    return bytes;
}
/**
 * sha256 hex of the canonical JSON of the parts that shape a scenario's runs. The number of runs is left
 * out: it changes how much is sampled, not what the model receives, and `--runs` overrides it per invocation.
 *
 * The canonical JSON is fed to the hash in pieces, so that a long system prompt or template is escaped
 * and encoded once (jsonBytes), not once per scenario; the bytes hashed are exactly
 * canonicalJson({ format, provider, scenario, system, template, tools, vars }) (keys in that, sorted,
 * order; tools only when the role has some, vars only when the role has some).
 */
function contextHash(parts) {
    const { scenario, provider } = parts;
    const providerSettings = Object.fromEntries(Object.entries(provider).filter(([key]) => PROVIDER_KEYS.some((k) => k === key)));
    const scenarioPart = {
        name: scenario.name,
        role: scenario.role,
        threshold: scenario.threshold,
        context: scenario.context,
        expect: scenario.expect.map(hashedExpectation),
        // The agent keys (DESIGN §3b), only when present: a scenario without them keeps the hashes its history holds.
        ...(scenario.messages === undefined ? {} : { messages: scenario.messages }),
        ...(scenario.world === undefined ? {} : { world: scenario.world }),
        ...(scenario.chain === undefined ? {} : { chain: scenario.chain.map((stage) => ({ ...stage, expect: stage.expect.map(hashedExpectation) })) }),
    };
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(`{"format":${HASH_FORMAT},"provider":${canonicalJson(providerSettings)},"scenario":${canonicalJson(scenarioPart)},"system":`, 'utf8')
        .update(jsonBytes(parts.system))
        .update(',"template":', 'utf8')
        .update(parts.template === undefined ? NO_TEMPLATE : jsonBytes(parts.template))
        .update(parts.tools === undefined ? '' : `,"tools":${canonicalJson(parts.tools)}`, 'utf8')
        .update(parts.vars === undefined || Object.keys(parts.vars).length === 0 ? '' : `,"vars":${canonicalJson(parts.vars)}`, 'utf8')
        .update('}', 'utf8')
        .digest('hex');
}


/***/ }),

/***/ 8082:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gg: () => (/* binding */ TRAJECTORY_ARGS),
/* harmony export */   gG: () => (/* binding */ TRAJECTORY_DOCS),
/* harmony export */   v4: () => (/* binding */ evaluateTrajectory)
/* harmony export */ });
/* unused harmony export TRAJECTORY_KINDS */
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6921);
/* harmony import */ var _expectations_json_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9945);
/* harmony import */ var _world_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7581);
/**
 * Trajectory expectations (DESIGN §3b): what a run's tool calls must show. Pure: each check reads the
 * run's trajectory (and the role's tools, for args_valid) and says pass, or one line that names the call
 * that broke it ("never_calls: called delete_file {"path":"src/auth.rs"} at step 2").
 */




const toolName = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1);
const count = zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0);
const TRAJECTORY_ARGS = {
    calls: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([
        toolName,
        zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
            tool: toolName.describe('The tool name (or a glob such as read_*).'),
            args: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()).optional().describe('A subset of the arguments a matching call must have.'),
            min: count.optional().describe('At least this many matching calls (default 1).'),
            max: count.optional().describe('At most this many matching calls.'),
        }),
    ]),
    never_calls: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([toolName, zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(toolName).min(1)]).transform((v) => (typeof v === 'string' ? [v] : v)),
    order: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(toolName).min(1),
    max_tool_calls: count,
    args_valid: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(true),
};
const TRAJECTORY_DOCS = {
    calls: 'The run calls this tool at least once; or { tool, args: {subset}, min, max } to count the calls whose arguments hold the subset.',
    never_calls: 'The run never calls any of these tools (names or globs such as delete_*).',
    order: 'These tools are called in this order (other calls allowed between).',
    max_tool_calls: 'The run makes at most N tool calls.',
    args_valid: 'Every call\'s arguments validate against the JSON Schema of the tool (from the role\'s tools).',
};
const TRAJECTORY_KINDS = Object.keys(TRAJECTORY_ARGS);
const PASS = { pass: true };
function matcher(pattern) {
    return /[*?[\]{}!]/.test(pattern) ? picomatch__WEBPACK_IMPORTED_MODULE_3___default()(pattern) : (name) => name === pattern;
}
function describeCall(s) {
    return `${s.tool} ${(0,_world_js__WEBPACK_IMPORTED_MODULE_1__/* .showArgs */ .lS)(s.args)} at step ${s.step}`;
}
function listSteps(steps, max = 3) {
    const shown = steps.slice(0, max).map((s) => `step ${s.step}`).join(', ');
    return steps.length > max ? `${shown} and ${steps.length - max} more` : shown;
}
function calledNames(trajectory) {
    if (trajectory.length === 0)
        return 'no tool was called';
    const names = trajectory.slice(0, 8).map((s) => `${s.tool}@${s.step}`).join(', ');
    return `calls: ${names}${trajectory.length > 8 ? `, … (${trajectory.length} in all)` : ''}`;
}
function checkCalls(args, trajectory) {
    const spec = typeof args === 'string' ? { tool: args } : args;
    const isTool = matcher(spec.tool);
    const matching = trajectory.filter((s) => isTool(s.tool) && (spec.args === undefined || (0,_world_js__WEBPACK_IMPORTED_MODULE_1__/* .isSubset */ .HS)(spec.args, s.args)));
    const min = spec.min ?? 1;
    const what = `${spec.tool}${spec.args === undefined ? '' : ` ${(0,_world_js__WEBPACK_IMPORTED_MODULE_1__/* .showArgs */ .lS)(spec.args)}`}`;
    if (matching.length < min) {
        const near = spec.args === undefined ? '' : trajectory.filter((s) => isTool(s.tool)).map((s) => `; ${describeCall(s)} has other arguments`)[0] ?? '';
        return { pass: false, message: `calls: expected ${what} at least ${min} time${min === 1 ? '' : 's'}; called ${matching.length} time${matching.length === 1 ? '' : 's'} (${calledNames(trajectory)})${near}` };
    }
    if (spec.max !== undefined && matching.length > spec.max) {
        return { pass: false, message: `calls: expected ${what} at most ${spec.max} time${spec.max === 1 ? '' : 's'}; called ${matching.length} times, at ${listSteps(matching)}` };
    }
    return PASS;
}
function checkNever(patterns, trajectory) {
    const bad = patterns.map(matcher);
    const hit = trajectory.find((s) => bad.some((m) => m(s.tool)));
    return hit === undefined ? PASS : { pass: false, message: `never_calls: called ${describeCall(hit)}` };
}
function checkOrder(order, trajectory) {
    let at = 0;
    let previous;
    for (const name of order) {
        const is = matcher(name);
        const found = trajectory.slice(at).findIndex((s) => is(s.tool));
        if (found < 0) {
            const where = previous === undefined ? '' : ` after ${previous.tool} at step ${previous.step}`;
            return { pass: false, message: `order: expected ${order.join(' → ')}; no ${name}${where} (${calledNames(trajectory)})` };
        }
        previous = trajectory[at + found];
        at += found + 1;
    }
    return PASS;
}
function checkArgsValid(trajectory, tools) {
    for (const s of trajectory) {
        if (typeof s.args === 'string')
            return { pass: false, message: `args_valid: ${describeCall(s)}: the arguments are not a JSON object` };
        const tool = tools?.find((t) => t.name === s.tool);
        if (tool === undefined)
            return { pass: false, message: `args_valid: ${describeCall(s)}: the role offers no tool ${s.tool}` };
        const validate = (0,_expectations_json_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .compileJsonSchema */ .nk)(tool.parameters);
        if (!validate(s.args ?? {}))
            return { pass: false, message: `args_valid: ${describeCall(s)}: ${(0,_expectations_json_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .describeSchemaError */ .LA)(validate.errors?.[0] ?? undefined)}` };
    }
    return PASS;
}
/** Checks one trajectory expectation. `args` are the kind's parsed arguments. */
function evaluateTrajectory(kind, args, trajectory, tools) {
    switch (kind) {
        case 'calls':
            return checkCalls(args, trajectory);
        case 'never_calls':
            return checkNever(args, trajectory);
        case 'order':
            return checkOrder(args, trajectory);
        case 'max_tool_calls':
            return trajectory.length <= args ? PASS : { pass: false, message: `max_tool_calls: expected at most ${args} tool calls; made ${trajectory.length} (${calledNames(trajectory)})` };
        case 'args_valid':
            return checkArgsValid(trajectory, tools);
    }
}


/***/ }),

/***/ 7581:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GV: () => (/* binding */ WorldEntrySchema),
/* harmony export */   HS: () => (/* binding */ isSubset),
/* harmony export */   fX: () => (/* binding */ buildWorld),
/* harmony export */   lO: () => (/* binding */ overlayWorld),
/* harmony export */   lS: () => (/* binding */ showArgs),
/* harmony export */   ld: () => (/* binding */ answerCall)
/* harmony export */ });
/* unused harmony exports WorldSchema, answerText */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _affected_context_hash_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8551);
/**
 * The frozen tool world of a scenario (DESIGN §3b): what each tool answers. The product executes nothing:
 * a call is answered by the first rule whose `when` is a subset of its arguments, else by the rule with no
 * `when` (the fallback), else the call cannot be answered (an error of that run, never a pass). Pure.
 */


/** An answer as written: text, a mapping or list (sent as JSON), or a number/boolean (sent as JSON). `{file:}` is inlined by the loader. */
const AnswerSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(), zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()), zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J())]);
const RuleSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    when: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()).optional().describe('A subset of the call\'s arguments; the first rule that matches answers.'),
    returns: AnswerSchema.describe('What the tool answers: text, a mapping (sent as JSON) or { file: PATH }.'),
});
/** One tool's entry: one answer for every call, or a list of rules. */
const WorldEntrySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(RuleSchema).min(1), AnswerSchema]);
const WorldSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1), WorldEntrySchema);
function answerText(value) {
    return typeof value === 'string' ? value : JSON.stringify(value);
}
function isRuleList(entry) {
    return Array.isArray(entry) && entry.length > 0 && entry.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r) && 'returns' in r);
}
/** A parsed world from its validated form. A list whose items are all `{returns}` rules is a rule list; any other value is one answer. */
function buildWorld(raw) {
    const world = new Map();
    for (const [tool, entry] of Object.entries(raw)) {
        if (isRuleList(entry))
            world.set(tool, entry.map((r) => ({ ...(r.when === undefined ? {} : { when: r.when }), returns: answerText(r.returns) })));
        else
            world.set(tool, [{ returns: answerText(entry) }]);
    }
    return world;
}
/** A stage's world over the scenario's: the stage's entries win, tool by tool (DESIGN §3b). */
function overlayWorld(base, over) {
    if (over === undefined)
        return base;
    if (base === undefined)
        return over;
    return new Map([...base, ...over]);
}
/** Is `subset` contained in `value` (mappings by key, recursively; lists and scalars equal)? */
function isSubset(subset, value) {
    if (subset !== null && typeof subset === 'object' && !Array.isArray(subset)) {
        if (value === null || typeof value !== 'object' || Array.isArray(value))
            return false;
        const v = value;
        return Object.entries(subset).every(([k, s]) => Object.hasOwn(v, k) && isSubset(s, v[k]));
    }
    if (Array.isArray(subset))
        return Array.isArray(value) && subset.length === value.length && subset.every((s, i) => isSubset(s, value[i]));
    return (0,_affected_context_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .d)(subset) === (0,_affected_context_hash_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .d)(value);
}
/** The world's answer to one call, or why it has none (the message names the tool and its arguments). */
function answerCall(world, call) {
    const rules = world?.get(call.name);
    if (rules !== undefined) {
        for (const rule of rules)
            if (rule.when === undefined || isSubset(rule.when, call.args))
                return { ok: true, text: rule.returns };
    }
    const why = rules === undefined ? `the scenario's world has no entry for ${call.name}` : `no rule of world.${call.name} matches and it has no fallback (a rule without when)`;
    return { ok: false, message: `the world cannot answer ${call.name} ${showArgs(call.args)}: ${why}; add a rule for it under world:` };
}
/** Arguments as a message shows them: compact JSON, cut at 200 characters. */
function showArgs(args) {
    const text = typeof args === 'string' ? args : JSON.stringify(args ?? {});
    return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}


/***/ }),

/***/ 6624:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ parseExpectations),
/* harmony export */   R: () => (/* binding */ OWN_RULE_KEYS)
/* harmony export */ });
/* harmony import */ var _config_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2143);
/* harmony import */ var _config_issues_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1012);
/* harmony import */ var _config_suggest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2784);
/* harmony import */ var _config_threshold_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7325);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9224);
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
    return _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .EXPECTATION_KINDS */ .Bq.includes(name);
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
 * Throws a ConfigError at the offending line; it lists every problem of every item (`parts`).
 */
function parseExpectations(items, locate, label = 'expect', problems) {
    const out = [];
    const errors = [];
    items.forEach((item, index) => {
        const parsed = parseItem(item, index, locate, label, errors);
        if (parsed)
            out.push(parsed);
    });
    // With `problems` (validate: every mistake at once), the items that parsed are returned beside them.
    if (problems !== undefined)
        problems.push(...errors);
    else if (errors.length > 0)
        throw (0,_config_issues_js__WEBPACK_IMPORTED_MODULE_1__/* .combineErrors */ .Lt)(errors);
    return out;
}
/** The keys an item may carry beside its kind: its own verdict rule (DESIGN §3b). */
const OWN_RULE_KEYS = ['threshold', 'verdict'];
/** The item's own rule: undefined when it has none, null when it is malformed (the problem is reported). */
function parseOwnRule(item, where, fail) {
    const hasThreshold = Object.hasOwn(item, 'threshold');
    const hasVerdict = Object.hasOwn(item, 'verdict');
    if (!hasThreshold && !hasVerdict)
        return undefined;
    if (!hasThreshold) {
        fail(`${where}.verdict: an expectation's own verdict needs its own threshold too, such as \`threshold: 1, verdict: count\``, ['verdict']);
        return null;
    }
    const threshold = (0,_config_threshold_js__WEBPACK_IMPORTED_MODULE_2__/* .parseThreshold */ .B7)(item['threshold']);
    if (!threshold.ok) {
        fail(`${where}.${threshold.message}`, ['threshold']);
        return null;
    }
    const verdict = item['verdict'];
    if (hasVerdict && verdict !== 'test' && verdict !== 'count') {
        fail(`${where}.verdict: expected test or count; got ${(0,_config_issues_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .bp)(verdict)}`, ['verdict']);
        return null;
    }
    return { threshold: threshold.value, ...(hasVerdict ? { verdict: verdict } : {}) };
}
/** One item, or undefined with its problems added to `errors`. */
function parseItem(item, index, locate, label, errors) {
    const where = `${label}[${index}]`;
    const fail = (message, subPath = []) => {
        errors.push(new _config_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(message, locate(index, subPath)));
        return undefined;
    };
    if (!isMapping(item)) {
        const hint = typeof item === 'string' && isKind(item) ? `; write \`- ${item}: <arguments>\`` : '';
        return fail(`${where}: each expectation is a mapping with one key, the kind (such as \`- absent: [delete]\`); got ${(0,_config_issues_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .bp)(item)}${hint}`);
    }
    const keys = Object.keys(item).filter((k) => !OWN_RULE_KEYS.includes(k));
    const own = parseOwnRule(item, where, fail);
    if (own === null)
        return undefined;
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
        const hint = (0,_config_suggest_js__WEBPACK_IMPORTED_MODULE_4__/* .didYouMean */ .au)(kind, _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .EXPECTATION_KINDS */ .Bq);
        return fail(`unknown expectation kind '${kind}'${hint ? `${hint} Kinds` : '; kinds'}: ${_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .EXPECTATION_KINDS */ .Bq.join(', ')}`);
    }
    const schema = _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .EXPECTATION_ARGS */ .zk[kind];
    const raw = item[kind];
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
        const problems = (0,_config_issues_js__WEBPACK_IMPORTED_MODULE_1__/* .describeIssues */ .wF)(parsed.error.issues, schema, raw, { labelPrefix: [label, index, kind] });
        if (problems.length === 0)
            return fail(`${where}.${kind}: invalid arguments`, [kind]);
        for (const problem of problems)
            fail(problem.message, [kind, ...problem.path]);
        return undefined;
    }
    let bad = false;
    for (const [subPath, pattern] of patternsOf(kind, parsed.data)) {
        const error = regexError(pattern);
        if (error !== undefined) {
            bad = true;
            fail(`${(0,_config_issues_js__WEBPACK_IMPORTED_MODULE_1__/* .formatPath */ .jV)([label, index, ...subPath])}: invalid regular expression ${pattern} (${error}); fix the pattern (escape special characters with \\)`, subPath);
        }
    }
    if (bad)
        return undefined;
    // The kind and its arguments were just checked together by EXPECTATION_ARGS[kind]; TypeScript cannot
    // correlate the two through the generic index, hence the assertion.
    return { kind, args: parsed.data, source: locate(index, []), ...(own === undefined ? {} : { own }) };
}


/***/ }),

/***/ 9224:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bq: () => (/* binding */ EXPECTATION_KINDS),
/* harmony export */   WA: () => (/* binding */ RISK_LEVELS),
/* harmony export */   zk: () => (/* binding */ EXPECTATION_ARGS),
/* harmony export */   zt: () => (/* binding */ EXPECTATION_DOCS)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _agent_expectations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8082);
/**
 * Expectation kinds (DESIGN §3). In a scenario file each expectation is a mapping with exactly one key,
 * the kind, whose value holds its arguments: `- absent: [delete]`.
 */


const RISK_LEVELS = ['low', 'medium', 'high', 'critical'];
const stringOrList = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1)).min(1)]).transform((v) => (typeof v === 'string' ? [v] : v));
/** The argument schema of each kind. */
const EXPECTATION_ARGS = {
    field_matches: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).describe('Where in the JSON output: dotted keys and [i] indexes, such as steps[0].title.'),
        pattern: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).describe('A regex the value must match: /source/flags, or a bare source.'),
    }),
    absent: stringOrList,
    contains: stringOrList,
    matches: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    equals: zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([
        zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
            path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).describe('Where in the JSON output: dotted keys and [i] indexes, such as risk_level.'),
            value: zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J().describe('The value the one at path must deeply equal.'),
        }),
        zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
        zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    ]),
    json_schema: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()),
    max_risk: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(RISK_LEVELS),
    decomposes: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    max_tokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
    references_files: stringOrList,
    max_latency_ms: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().positive(),
    judge: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        rubric: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).describe('What a passing output does, in plain words; the judge sees only this and the output.'),
        provider: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional().describe('The provider that judges (default: the role\'s provider).'),
    }),
    // The trajectory kinds (DESIGN §3b): src/agent/expectations.ts.
    ..._agent_expectations_js__WEBPACK_IMPORTED_MODULE_0__/* .TRAJECTORY_ARGS */ .Gg,
};
/** What each kind checks, as editors show it on hover (the README's table says the same). */
const EXPECTATION_DOCS = {
    field_matches: 'JSON output: the value at `path` (e.g. steps[0].title) matches the regex `pattern` (/source/flags or a bare source).',
    absent: 'None of the items occurs in the output: plain items are case-insensitive substrings, /re/flags items are regexes.',
    contains: 'Every item occurs in the output: plain items are case-insensitive substrings, /re/flags items are regexes.',
    matches: 'The output matches this regex (/source/flags or a bare source).',
    equals: 'JSON output: the value at `path` deeply equals `value`; or, given a scalar, the trimmed output equals it.',
    json_schema: 'JSON output: it validates against this JSON Schema (ajv; 2020-12, or draft-07 via $schema).',
    max_risk: 'JSON output: the risk field (the role\'s fields.risk) is at most this level: low, medium, high or critical.',
    decomposes: 'JSON output: true when the steps field (the role\'s fields.steps) must be a list of 2 or more, false when it must not.',
    max_tokens: 'Input plus output tokens of the call are at most N.',
    references_files: 'Each of these file paths appears in the output.',
    max_latency_ms: 'The call took at most N milliseconds (not measured under replay: it passes there, with a note).',
    judge: 'A separate model call that sees only the output and the rubric returns {"pass", "reason"}; provider defaults to the role\'s.',
    ..._agent_expectations_js__WEBPACK_IMPORTED_MODULE_0__/* .TRAJECTORY_DOCS */ .gG,
};
const EXPECTATION_KINDS = Object.keys(EXPECTATION_ARGS);


/***/ }),

/***/ 933:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eU: () => (/* binding */ ScenarioDefaultsFileSchema),
  Sx: () => (/* binding */ ScenarioDefaultsSchema),
  TX: () => (/* binding */ ScenarioFieldsSchema),
  ar: () => (/* binding */ ScenarioFileSchema)
});

// UNUSED EXPORTS: ExpectationItemSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./src/config/threshold.ts
var threshold = __webpack_require__(7325);
// EXTERNAL MODULE: ./src/expectations/schema.ts
var schema = __webpack_require__(9224);
;// CONCATENATED MODULE: ./src/scenarios/kind-names.ts
/**
 * The JSON Schema editors apply to an expectation's key (its kind), so that a mistyped kind is reported
 * as unknown with the nearest valid one ("did you mean 'contains'?"), as `validate` says it. JSON Schema
 * cannot compute a distance, so each kind's near misses are spelled out as a regex: one edit away (a
 * letter added, dropped, changed, or two swapped), or a prefix of at least 3 letters, or the kind with
 * more after it. `validate` (src/config/suggest.ts) goes further (up to 40% of the name, any case). Pure.
 */
const kind_names_escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A regex (anchored) matching the names near `kind` as described above, `kind` itself included. */
function nearKindPattern(kind) {
    const alts = new Set();
    const n = kind.length;
    for (let i = 0; i <= n; i++)
        alts.add(`${kind_names_escape(kind.slice(0, i))}.${kind_names_escape(kind.slice(i))}`);
    for (let i = 0; i < n; i++) {
        alts.add(`${kind_names_escape(kind.slice(0, i))}.${kind_names_escape(kind.slice(i + 1))}`);
        alts.add(`${kind_names_escape(kind.slice(0, i))}${kind_names_escape(kind.slice(i + 1))}`);
    }
    for (let i = 0; i + 1 < n; i++)
        alts.add(kind_names_escape(`${kind.slice(0, i)}${kind.charAt(i + 1)}${kind.charAt(i)}${kind.slice(i + 2)}`));
    for (let len = 3; len < n; len++)
        alts.add(kind_names_escape(kind.slice(0, len)));
    alts.add(`${kind_names_escape(kind)}.+`);
    return `^(?:${[...alts].join('|')})$`;
}
/**
 * `propertyNames` for an expectation item: a valid kind passes; otherwise the first kind (in the given
 * order) the name is near is suggested, else every kind is listed. An if/else chain, so that one name
 * gets one message.
 */
function kindNamesSchema(kinds) {
    let chain = { enum: [...kinds], errorMessage: `unknown expectation kind; kinds: ${kinds.join(', ')}` };
    for (const kind of [...kinds].reverse()) {
        chain = {
            if: { pattern: nearKindPattern(kind) },
            then: { const: kind, errorMessage: `unknown expectation kind; did you mean '${kind}'?` },
            else: chain,
        };
    }
    return { if: { enum: [...kinds] }, else: chain };
}

// EXTERNAL MODULE: ./src/expectations/parse.ts
var parse = __webpack_require__(6624);
;// CONCATENATED MODULE: ./src/scenarios/schema.ts
/**
 * The zod schemas of scenario files (DESIGN §3). The loader validates with `ScenarioFieldsSchema`
 * (expectations are then parsed one by one by `parseExpectations`, for precise messages); the JSON
 * Schemas for editors are built from `ScenarioFileSchema` and `ScenarioDefaultsFileSchema`, whose
 * `expect` items are one-key objects. Every key carries the description editors show on hover.
 */





const stringOrList = schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* array */.YOg(schemas/* string */.YjP().min(1))]);
const DOCS = {
    name: 'The scenario\'s name, unique across the suite; reports, --only and history use it.',
    role: 'A role from context-eval.yaml `roles:`: which prompt files, template and provider this scenario uses. May come from a _defaults.yaml above the file.',
    description: 'What the scenario checks and why, for people reading the suite.',
    tags: 'Free labels for grouping scenarios.',
    runs: 'How many times the scenario runs (N); overrides defaults.runs.',
    threshold: 'The pass rate needed: "k/n" (2/3 = at least two thirds of the runs, whatever N is) or a number in (0, 1]; overrides defaults.threshold.',
    tolerance: 'The indifference zone below the threshold (a number in [0, 1)); overrides defaults.tolerance.',
    verdict: 'test (a sequential test with error control) or count (the literal k-of-N rule, no error control); overrides defaults.verdict.',
    max_runs: 'The cap on this scenario\'s runs while its threshold test is undecided; overrides defaults.max_runs.',
    depends_on: 'More files (globs allowed) whose change affects this scenario, relative to this file; each must exist.',
    context: 'The frozen agent context the template renders from (or sent as YAML without a template). `{ file: PATH }` anywhere inlines that file\'s text.',
    expect: 'What every run\'s output must satisfy: a list of one-key mappings such as `- absent: [delete]`. Lists from _defaults.yaml files are added.',
    allow_no_expectations: 'Set true, with `expect: []`, for a scenario that on purpose checks nothing (it would always pass).',
    messages: 'Earlier turns of the conversation, before the rendered user message: a list of `{ user: text }` and `{ assistant: text }`.',
    world: 'What each tool answers (DESIGN §3b): tool name → one answer (text, a mapping sent as JSON, or { file: PATH }) or a list of { when: {argument subset}, returns } rules, first match wins, a rule without when is the fallback. The product executes nothing.',
    chain: 'A run of several roles (DESIGN §3b): stages in order, each { role, handoff: { from: [stage roles], max_chars }, decision: [words], when: { stage: decision }, expect, world }. Replaces role:.',
};
const MessageSchema = schemas/* union */.KCZ([
    schemas/* strictObject */.rej({ user: schemas/* string */.YjP().describe('A user turn.') }),
    schemas/* strictObject */.rej({ assistant: schemas/* string */.YjP().describe('An assistant turn.') }),
]);
const WorldFieldSchema = schemas/* record */.g1P(schemas/* string */.YjP().min(1), schemas/* unknown */.L5J()).describe(DOCS.world);
function stageShape(expectItem) {
    return schemas/* strictObject */.rej({
        role: schemas/* string */.YjP().min(1).describe('The role of this stage.'),
        handoff: schemas/* strictObject */.rej({
            from: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1).describe('The earlier stages (by role) whose answers this stage receives, in this order.'),
            max_chars: schemas/* number */.aig().int().positive().max(1_000_000).describe('Each answer is cut at this many characters, keeping its beginning, with a visible mark.'),
        })
            .optional()
            .describe('The stage\'s user message: the named stages\' answers, each cut at max_chars. Without it the stage renders the scenario\'s context.'),
        decision: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(2).optional().describe('The answer must state exactly one of these; otherwise the run fails ("ambiguous decision").'),
        when: schemas/* record */.g1P(schemas/* string */.YjP().min(1), schemas/* string */.YjP().min(1)).optional().describe('Runs only when the named earlier stages decided these; otherwise the chain ends before this stage.'),
        expect: schemas/* array */.YOg(expectItem).optional().describe('What this stage\'s answer and calls must satisfy.'),
        world: WorldFieldSchema.optional().describe('This stage\'s world; its tools win over the scenario\'s.'),
    });
}
function scenarioShape(expectItem) {
    return {
        name: schemas/* string */.YjP().min(1).describe(DOCS.name),
        role: schemas/* string */.YjP().min(1).describe(DOCS.role),
        description: schemas/* string */.YjP().optional().describe(DOCS.description),
        tags: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).optional().describe(DOCS.tags),
        runs: schemas/* number */.aig().int().positive().max(1000).optional().describe(DOCS.runs),
        threshold: threshold/* ThresholdSchema */.$w.optional().describe(DOCS.threshold),
        tolerance: schemas/* number */.aig().min(0).lt(1).optional().describe(DOCS.tolerance),
        verdict: schemas/* enum */.k5n(['test', 'count']).optional().describe(DOCS.verdict),
        max_runs: schemas/* number */.aig().int().positive().max(1000).optional().describe(DOCS.max_runs),
        depends_on: stringOrList.optional().describe(DOCS.depends_on),
        context: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional().describe(DOCS.context),
        expect: schemas/* array */.YOg(expectItem).optional().describe(DOCS.expect),
        allow_no_expectations: schemas/* boolean */.zMY().optional().describe(DOCS.allow_no_expectations),
        messages: schemas/* array */.YOg(MessageSchema).optional().describe(DOCS.messages),
        world: WorldFieldSchema.optional(),
        chain: schemas/* array */.YOg(stageShape(expectItem)).min(1).max(20).optional().describe(DOCS.chain),
    };
}
/** One scenario as the loader validates it, after `_defaults.yaml` inheritance. */
const ScenarioFieldsSchema = schemas/* strictObject */.rej({ ...scenarioShape(schemas/* unknown */.L5J()), role: schemas/* string */.YjP().min(1).optional().describe(DOCS.role) });
/** A `_defaults.yaml`: any scenario key except `name`, all optional. */
const ScenarioDefaultsSchema = ScenarioFieldsSchema.omit({ name: true }).partial();
/**
 * One expectation as written: a mapping with exactly one key, the kind. For editors only (the loader
 * parses items one by one): one object whose keys are the kinds, so that a mistyped kind is reported as
 * an unknown kind with the nearest one (kind-names.ts), not as a property missing from the first kind.
 */
/** An item holds one kind: each kind, when present, allows no other (beside its own threshold and verdict). */
const ONE_KIND = Object.fromEntries(schema/* EXPECTATION_KINDS */.Bq.map((kind) => [kind, { properties: Object.fromEntries(schema/* EXPECTATION_KINDS */.Bq.filter((k) => k !== kind).map((k) => [k, false])) }]));
const ExpectationItemSchema = schemas/* looseObject */._H3({
    ...Object.fromEntries(schema/* EXPECTATION_KINDS */.Bq.map((kind) => [kind, schema/* EXPECTATION_ARGS */.zk[kind].describe(schema/* EXPECTATION_DOCS */.zt[kind]).optional()])),
    threshold: threshold/* ThresholdSchema */.$w.optional().describe('This expectation\'s own threshold (DESIGN §3b): it is tested apart and fails the scenario when it fails.'),
    verdict: schemas/* enum */.k5n(['test', 'count']).optional().describe('This expectation\'s own rule, with its own threshold: test or count (count at threshold 1 fails on the first run that breaks it).'),
})
    .meta({ minProperties: 1, maxProperties: 3, propertyNames: kindNamesSchema([...schema/* EXPECTATION_KINDS */.Bq, ...parse/* OWN_RULE_KEYS */.R]), dependentSchemas: ONE_KIND })
    .describe('One expectation: a mapping with one key, its kind, and optionally its own threshold and verdict.');
/** A scenario as written in a file: `role` may come from a `_defaults.yaml`, so the file need not say it. */
const ScenarioInFileSchema = schemas/* strictObject */.rej({ ...scenarioShape(ExpectationItemSchema), role: schemas/* string */.YjP().min(1).optional().describe(DOCS.role) });
/** A scenario file: one scenario, or a list of them under `scenarios:`. */
const ScenarioFileSchema = schemas/* union */.KCZ([
    ScenarioInFileSchema,
    schemas/* strictObject */.rej({ scenarios: schemas/* array */.YOg(ScenarioInFileSchema).min(1).describe('The scenarios of this file, each with its own name.') }),
]);
/** A `_defaults.yaml` as written: scenario keys (not `name`) that every scenario below its folder inherits. */
const ScenarioDefaultsFileSchema = ScenarioInFileSchema.omit({ name: true }).partial();


/***/ })

};
