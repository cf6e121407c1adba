export const id = 265;
export const ids = [265];
export const modules = {

/***/ 4648:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  captureCommand: () => (/* binding */ captureCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/config/load.ts + 11 modules
var load = __webpack_require__(7473);
// EXTERNAL MODULE: ./src/config/folders.ts
var folders = __webpack_require__(4407);
// EXTERNAL MODULE: ./src/config/types.ts
var types = __webpack_require__(2143);
// EXTERNAL MODULE: ./src/scenarios/prompt.ts
var scenarios_prompt = __webpack_require__(8353);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./src/providers/exec.ts + 1 modules
var providers_exec = __webpack_require__(6932);
;// CONCATENATED MODULE: ./src/capture/logs.ts
/**
 * The JSONL logs `context-eval capture` reads, one logged model call per line, in three shapes:
 *   - OpenAI chat:        {"request": {"messages": [{role, content}…], …}, "response": {"choices": [{"message": {"content"}}], "usage": {prompt_tokens, completion_tokens}}}
 *   - Anthropic messages: {"request": {"system"?, "messages": [{role, content}…], …}, "response": {"content": [{"type": "text", "text"}…], "usage": {input_tokens, output_tokens}}}
 *   - the exec provider:  {"stdin": <the JSON the exec provider writes to the agent>, "stdout": {output, usage} | "plain text"}
 * Pure: text in, runs or errors naming the line out. Log text is data: nothing in it is evaluated.
 */


const tokens = schemas/* number */.aig().int().min(0);
const textBlock = schemas/* object */.Ikc({ type: schemas/* literal */.euz('text'), text: schemas/* string */.YjP() });
const blocks = schemas/* array */.YOg(schemas/* union */.KCZ([textBlock, schemas/* object */.Ikc({ type: schemas/* string */.YjP() })]));
const content = schemas/* union */.KCZ([schemas/* string */.YjP(), blocks]);
const OpenAILine = schemas/* object */.Ikc({
    request: schemas/* object */.Ikc({ messages: schemas/* array */.YOg(schemas/* object */.Ikc({ role: schemas/* string */.YjP(), content: content.nullable() })).min(1) }),
    response: schemas/* object */.Ikc({
        choices: schemas/* array */.YOg(schemas/* object */.Ikc({ message: schemas/* object */.Ikc({ content: schemas/* string */.YjP().nullable() }) })).min(1),
        usage: schemas/* object */.Ikc({ prompt_tokens: tokens, completion_tokens: tokens }).optional(),
    }),
});
const AnthropicLine = schemas/* object */.Ikc({
    request: schemas/* object */.Ikc({ system: content.optional(), messages: schemas/* array */.YOg(schemas/* object */.Ikc({ role: schemas/* string */.YjP(), content })).min(1) }),
    response: schemas/* object */.Ikc({
        content: blocks,
        usage: schemas/* object */.Ikc({ input_tokens: tokens, output_tokens: tokens }).optional(),
    }),
});
const ExecLine = schemas/* object */.Ikc({
    stdin: schemas/* object */.Ikc({
        role: schemas/* string */.YjP().min(1).optional(),
        scenario: schemas/* string */.YjP().min(1).optional(),
        system: schemas/* string */.YjP(),
        messages: schemas/* array */.YOg(schemas/* object */.Ikc({ role: schemas/* string */.YjP(), content: schemas/* string */.YjP() })).min(1),
    }),
    stdout: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())]),
});
function textOf(c) {
    if (c === null || c === undefined)
        return '';
    if (typeof c === 'string')
        return c;
    return c.flatMap((b) => ('text' in b && typeof b.text === 'string' ? [b.text] : [])).join('');
}
/** The system text and the single user message, or why the conversation does not fit a scenario. */
function splitConversation(messages, system) {
    const systems = messages.filter((m) => m.role === 'system' || m.role === 'developer').map((m) => m.content);
    const rest = messages.filter((m) => m.role !== 'system' && m.role !== 'developer');
    const only = rest[0];
    if (rest.length !== 1 || only?.role !== 'user') {
        return `the conversation has ${rest.length} non-system messages (${rest.map((m) => m.role).join(', ')}); a scenario freezes one user message`;
    }
    return { system: [system, ...systems].filter((s) => s !== '').join('\n\n'), user: only.content };
}
function firstIssue(err) {
    const issue = err.issues[0];
    return `${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}`;
}
/** One line → a run, or a problem. */
function parseLogLine(text, line) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (err) {
        return { line, message: `not JSON (${err instanceof Error ? err.message : String(err)})` };
    }
    const exec = ExecLine.safeParse(json);
    if (exec.success) {
        const split = splitConversation(exec.data.stdin.messages, exec.data.stdin.system);
        if (typeof split === 'string')
            return { line, message: split };
        const stdout = exec.data.stdout;
        let reply;
        try {
            reply = (0,providers_exec/* parseExecStdout */.cq)(typeof stdout === 'string' ? stdout : JSON.stringify(stdout), 'capture');
        }
        catch (err) {
            return { line, message: `stdout: ${err instanceof Error ? err.message : String(err)}` };
        }
        const run = { line, format: 'exec', ...split, ...reply };
        if (exec.data.stdin.role !== undefined)
            run.role = exec.data.stdin.role;
        if (exec.data.stdin.scenario !== undefined)
            run.scenario = exec.data.stdin.scenario;
        return run;
    }
    const openai = OpenAILine.safeParse(json);
    if (openai.success) {
        const messages = openai.data.request.messages.map((m) => ({ role: m.role, content: textOf(m.content) }));
        const split = splitConversation(messages, '');
        if (typeof split === 'string')
            return { line, message: split };
        const usage = openai.data.response.usage;
        return {
            line,
            format: 'openai',
            ...split,
            output: openai.data.response.choices[0]?.message.content ?? '',
            usage: { input_tokens: usage?.prompt_tokens ?? 0, output_tokens: usage?.completion_tokens ?? 0 },
        };
    }
    const anthropic = AnthropicLine.safeParse(json);
    if (anthropic.success) {
        const messages = anthropic.data.request.messages.map((m) => ({ role: m.role, content: textOf(m.content) }));
        const split = splitConversation(messages, textOf(anthropic.data.request.system));
        if (typeof split === 'string')
            return { line, message: split };
        const usage = anthropic.data.response.usage;
        return { line, format: 'anthropic', ...split, output: textOf(anthropic.data.response.content), usage: usage ?? { input_tokens: 0, output_tokens: 0 } };
    }
    return {
        line,
        message: `not a logged run: expected an OpenAI chat log {request: {messages}, response: {choices}}, an Anthropic messages log ` +
            `{request: {messages}, response: {content}} or an exec log {stdin, stdout} (as OpenAI: ${firstIssue(openai.error)})`,
    };
}
/** A whole JSONL text; blank lines are skipped. */
function parseLog(text) {
    const runs = [];
    const problems = [];
    text.split('\n').forEach((raw, i) => {
        if (raw.trim() === '')
            return;
        const parsed = parseLogLine(raw, i + 1);
        if ('message' in parsed)
            problems.push(parsed);
        else
            runs.push(parsed);
    });
    return { runs, problems };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/affected/context-hash.ts
var context_hash = __webpack_require__(8551);
;// CONCATENATED MODULE: ./src/capture/context.ts
/**
 * The frozen context of a captured run: the variables of the role's template when the logged user message
 * is that template rendered (checked by rendering it back, byte for byte), else the message itself as YAML
 * when the role has no template and the message is a YAML mapping, else `{message: <the text>}`. Pure.
 */


const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
function isRecord(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** A rendered variable back to a value: the YAML it was written as when that renders back the same, else the text. */
function context_valueOf(text) {
    try {
        const parsed = (0,dist/* parse */.qg)(text);
        if (typeof parsed === 'object' && parsed !== null && (0,dist/* stringify */.As)(parsed).replace(/\n$/, '') === text)
            return parsed;
    }
    catch {
        // Not YAML: the text itself.
    }
    return text;
}
function setPath(root, field, value) {
    const segments = (0,scenarios_prompt/* splitFieldPath */.Kz)(field);
    let at = root;
    for (const [i, seg] of segments.entries()) {
        if (i === segments.length - 1) {
            at[seg] = value;
            return true;
        }
        const next = at[seg] ?? {};
        if (!isRecord(next))
            return false;
        at[seg] = next;
        at = next;
    }
    return false;
}
function renders(template, context, expected) {
    const probe = { name: 'capture', role: '', file: '', source: { file: '', line: 0, col: 0 }, runs: 1, threshold: 1, context, expect: [], dependsOn: [], provenance: {} };
    try {
        return (0,scenarios_prompt/* renderTemplate */.Xm)({ path: 'template', text: template }, probe) === expected;
    }
    catch {
        return false;
    }
}
/** The template's variables in `message`, or undefined when the message is not this template rendered. */
function matchTemplate(template, message) {
    const fields = [];
    let source = '^';
    let last = 0;
    for (const m of template.matchAll(PLACEHOLDER)) {
        source += escapeRegExp(template.slice(last, m.index));
        const field = m[1] ?? '';
        const seen = fields.indexOf(field);
        source += seen >= 0 ? `\\k<f${seen}>` : `(?<f${fields.length}>[\\s\\S]*?)`;
        if (seen < 0)
            fields.push(field);
        last = (m.index ?? 0) + m[0].length;
    }
    source += `${escapeRegExp(template.slice(last))}$`;
    const found = new RegExp(source, 'u').exec(message);
    if (!found?.groups)
        return undefined;
    const context = {};
    for (const [i, field] of fields.entries()) {
        if (!setPath(context, field, context_valueOf(found.groups[`f${i}`] ?? '')))
            return undefined;
    }
    return renders(template, context, message) ? context : undefined;
}
function freezeContext(message, template) {
    if (template !== undefined) {
        const vars = matchTemplate(template, message);
        if (vars)
            return { context: vars, how: 'template', exact: true };
        return { context: { message }, how: 'message', exact: false };
    }
    try {
        const parsed = (0,dist/* parse */.qg)(message);
        if (isRecord(parsed) && (0,dist/* stringify */.As)(parsed) === message)
            return { context: parsed, how: 'yaml', exact: true };
    }
    catch {
        // Not YAML.
    }
    return { context: { message }, how: 'message', exact: (0,dist/* stringify */.As)({ message }) === message };
}

// EXTERNAL MODULE: ./src/security/redact.ts
var redact = __webpack_require__(7733);
// EXTERNAL MODULE: ./src/expectations/json.ts
var json = __webpack_require__(7089);
// EXTERNAL MODULE: ./src/expectations/path.ts
var path = __webpack_require__(6916);
// EXTERNAL MODULE: ./src/expectations/schema.ts
var schema = __webpack_require__(9224);
;// CONCATENATED MODULE: ./src/capture/propose.ts



/** `max_tokens` is set this much above the largest observed total, rounded up to a multiple of 10. */
const TOKEN_MARGIN = 1.5;
/** Strings longer than this are free text, not a field worth pinning. */
const MAX_PINNED_CHARS = 40;
/** At most this many distinct values become a `field_matches` alternation. */
const MAX_ALTERNATIVES = 4;
const FILE_PATH = /(?<![\w./-])(?:[\w.-]+\/)*[\w-]+\.[A-Za-z][\w]{0,7}(?![\w/])/g;
function propose_escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
const isScalar = (v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const propose_isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Dotted paths of the scalar fields of an object, descending into objects but not into lists. */
function scalarPaths(value, prefix = '') {
    if (!propose_isRecord(value))
        return [];
    return Object.entries(value).flatMap(([k, v]) => {
        if (!/^[A-Za-z_][\w-]*$/.test(k))
            return [];
        const p = prefix === '' ? k : `${prefix}.${k}`;
        return isScalar(v) ? [p] : scalarPaths(v, p);
    });
}
function jsonFieldProposals(jsons, fields) {
    const out = [];
    const n = jsons.length;
    const [first] = jsons;
    for (const p of scalarPaths(first)) {
        const values = jsons.map((j) => (0,path/* getPath */.Y)(j, p)).flatMap((at) => (at.found && isScalar(at.value) ? [at.value] : []));
        if (values.length !== n)
            continue;
        const distinct = [...new Set(values)];
        const [only] = distinct;
        if (distinct.length === 1 && only !== undefined && only !== '' && String(only).length <= MAX_PINNED_CHARS && !String(only).includes('\n')) {
            out.push({ item: { equals: { path: p, value: only } }, reason: `${p} was ${JSON.stringify(only)} in all ${n} observed outputs` });
        }
        else if (distinct.length > 1 &&
            distinct.length <= MAX_ALTERNATIVES &&
            distinct.length < n &&
            distinct.every((v) => typeof v === 'string' && v !== '' && v.length <= MAX_PINNED_CHARS && !v.includes('\n'))) {
            const sorted = distinct.map(String).sort();
            out.push({
                item: { field_matches: { path: p, pattern: `^(${sorted.map(propose_escapeRegExp).join('|')})$` } },
                reason: `${p} took only ${sorted.map((v) => JSON.stringify(v)).join(', ')} over ${n} observed outputs`,
            });
        }
    }
    const steps = jsons.map((j) => (0,path/* getPath */.Y)(j, fields.steps));
    if (steps.every((s) => s.found && Array.isArray(s.value))) {
        const counts = steps.map((s) => (s.found && Array.isArray(s.value) ? s.value.length : 0));
        const many = counts.filter((c) => c >= 2).length;
        if (many === n)
            out.push({ item: { decomposes: true }, reason: `${fields.steps} had ≥ 2 items in all ${n} observed outputs (${counts.join(', ')})` });
        else if (many === 0)
            out.push({ item: { decomposes: false }, reason: `${fields.steps} had < 2 items in all ${n} observed outputs` });
    }
    const risks = jsons.map((j) => (0,path/* getPath */.Y)(j, fields.risk)).map((at) => (at.found && typeof at.value === 'string' ? at.value.trim().toLowerCase() : ''));
    const ranks = risks.map((r) => schema/* RISK_LEVELS */.WA.findIndex((l) => l === r));
    if (ranks.every((r) => r >= 0)) {
        const top = schema/* RISK_LEVELS */.WA[Math.max(...ranks)];
        if (top !== undefined && top !== 'critical')
            out.push({ item: { max_risk: top }, reason: `the highest ${fields.risk} observed was ${top}` });
    }
    return out;
}
/** The longest leading text every output shares, cut back to a word end; at least 4 characters. */
function stablePrefix(texts) {
    const [first = ''] = texts;
    let end = first.length;
    for (const t of texts) {
        let i = 0;
        while (i < end && i < t.length && t[i] === first[i])
            i++;
        end = i;
    }
    let prefix = first.slice(0, end);
    if (end < first.length && /\w/.test(first[end] ?? ''))
        prefix = prefix.replace(/\w+$/, '');
    prefix = prefix.trimEnd();
    return prefix.length >= 4 && !prefix.includes('\n') ? prefix : undefined;
}
function proposeExpectations(outputs, role) {
    const n = outputs.length;
    const proposals = [];
    const texts = outputs.map((o) => o.output);
    if (role.output === 'json') {
        const parsed = texts.map((t) => (0,json/* extractJson */.eg)(t));
        const jsons = parsed.flatMap((p) => (p.ok ? [p.value] : []));
        if (jsons.length === n && n > 0)
            proposals.push(...jsonFieldProposals(jsons, role.fields));
    }
    else if (n > 1) {
        const prefix = stablePrefix(texts);
        if (prefix !== undefined) {
            proposals.push({ item: { matches: `/^${propose_escapeRegExp(prefix)}/` }, reason: `all ${n} observed outputs start with ${JSON.stringify(prefix)}` });
        }
    }
    const named = texts.map((t) => new Set(t.match(FILE_PATH) ?? []));
    const everywhere = [...(named[0] ?? [])].filter((p) => p.includes('/') && named.every((s) => s.has(p))).sort();
    if (everywhere.length > 0)
        proposals.push({ item: { references_files: everywhere }, reason: `every observed output names ${everywhere.join(', ')}` });
    const most = Math.max(0, ...outputs.map((o) => o.usage.input_tokens + o.usage.output_tokens));
    if (most > 0) {
        const limit = Math.ceil((most * TOKEN_MARGIN) / 10) * 10;
        proposals.push({ item: { max_tokens: limit }, reason: `the largest observed run used ${most} tokens (in + out); ${TOKEN_MARGIN}× that, rounded up` });
    }
    return proposals;
}

;// CONCATENATED MODULE: ./src/capture/plan.ts
/**
 * From logged runs to scenario files (what `context-eval capture` writes): each run gets a role, its
 * frozen context, and runs with the same role and context (the same context hash) become one scenario
 * whose expectations are proposed from all their outputs. Pure: the CLI reads and writes the files.
 *
 * Scenario files get committed, so every logged text that can reach one (the user message, the output,
 * the logged scenario name) goes through the run's Redactor (src/security/redact.ts) first: the frozen
 * context, its hash, the proposals and their reasons are all made from the redacted text.
 */






/** The role of a run: the one its log names, else the role whose system text it sent, else --role. */
function roleOf(run, roles, fallback) {
    if (run.role !== undefined) {
        const named = roles.find((r) => r.name === run.role);
        return named ?? `the log names role '${run.role}', which the config does not have (roles: ${roles.map((r) => r.name).join(', ')})`;
    }
    const bySystem = roles.filter((r) => r.system === run.system);
    if (bySystem.length === 1 && bySystem[0])
        return bySystem[0];
    const given = roles.find((r) => r.name === fallback);
    if (given)
        return given;
    return `its role is unknown: the log does not name one and its system prompt is not exactly one role's; pass --role R`;
}
/** `${` in captured text would be read as an environment reference: written as `$${`, read back as `${`. */
function escapeEnv(value) {
    if (typeof value === 'string')
        return value.replaceAll('${', () => '$${');
    if (Array.isArray(value))
        return value.map(escapeEnv);
    if (typeof value === 'object' && value !== null)
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, escapeEnv(v)]));
    return value;
}
function indent(text, by) {
    return text
        .replace(/\n$/, '')
        .split('\n')
        .map((l) => `${by}${l}`)
        .join('\n');
}
function renderScenarioFile(s, logName) {
    const lines = s.runs.map((r) => r.line);
    const formats = [...new Set(s.runs.map((r) => r.format))].sort().join(', ');
    const head = [
        `# Captured by context-eval capture from ${logName} (lines ${lines.join(', ')}; ${s.runs.length} run${s.runs.length === 1 ? '' : 's'}, ${formats} log).`,
        `# Context hash ${s.contextHash}.`,
        '# Every expectation below is PROPOSED from the observed outputs: keep the ones that state what must hold,',
        '# delete the rest, and remove the "proposed" comments once reviewed.',
        ...s.notes.map((n) => `# Note: ${n}`),
    ];
    const body = (0,dist/* stringify */.As)({ name: s.name, role: s.role, context: escapeEnv(s.frozen.context) }, { lineWidth: 0 });
    const expect = s.proposals.map((p) => `  # proposed: ${p.reason.replace(/\s+/g, ' ')}\n${indent((0,dist/* stringify */.As)([escapeEnv(p.item)], { lineWidth: 0 }), '  ')}`);
    return `${head.join('\n')}\n${body}${expect.length > 0 ? `expect:\n${expect.join('\n')}\n` : ''}`;
}
/**
 * The run with what can be written redacted. The system text is only compared with the roles' own (it
 * tells which role made the call) and is never written, so it stays as logged.
 */
function redactRun(run, redactor) {
    const out = { ...run, user: redactor.redact(run.user), output: redactor.redact(run.output) };
    if (run.scenario !== undefined)
        out.scenario = redactor.redact(run.scenario);
    return { run: out, changed: out.user !== run.user || out.output !== run.output || out.scenario !== run.scenario };
}
function planCapture(logged, roles, opts) {
    const skipped = [];
    const groups = new Map();
    for (const raw of logged) {
        const { run, changed } = redactRun(raw, opts.redactor);
        const role = roleOf(run, roles, opts.role);
        if (typeof role === 'string') {
            skipped.push({ line: run.line, reason: role });
            continue;
        }
        if (opts.role !== undefined && role.name !== opts.role) {
            skipped.push({ line: run.line, reason: `role ${role.name}, not --role ${opts.role}` });
            continue;
        }
        const frozen = freezeContext(run.user, role.template);
        const hash = (0,external_node_crypto_.createHash)('sha256').update((0,context_hash/* canonicalJson */.d)({ role: role.name, context: frozen.context })).digest('hex');
        const group = groups.get(hash) ?? { role, frozen, hash, runs: [], redacted: false };
        group.runs.push(run);
        group.redacted ||= changed;
        groups.set(hash, group);
    }
    const scenarios = [...groups.values()].map((g) => {
        const short = g.hash.slice(0, 10);
        const notes = [];
        if (g.frozen.how === 'message') {
            notes.push(g.role.template === undefined
                ? 'the logged user message is not a YAML mapping, so it is frozen as context.message; the scenario sends it as YAML'
                : `the logged user message does not match the template ${g.role.config.template ?? ''}, so it is frozen as context.message; the template will not render it`);
        }
        if (g.redacted)
            notes.push(`secrets in the logged text were replaced by ${redact/* REDACTED */.XF}; the scenario sends that text, not the logged one`);
        if (g.runs.some((r) => r.system !== g.role.system))
            notes.push(`some logged runs sent a system prompt other than role ${g.role.name}'s current one`);
        const scenarios = [...new Set(g.runs.flatMap((r) => (r.scenario === undefined ? [] : [r.scenario])))];
        if (scenarios.length > 0)
            notes.push(`logged under scenario ${scenarios.join(', ')}`);
        const partial = {
            name: `captured-${g.role.name}-${short}`,
            role: g.role.name,
            file: `${g.role.name}-${short}.yaml`,
            contextHash: g.hash,
            frozen: g.frozen,
            runs: g.runs,
            proposals: proposeExpectations(g.runs, g.role.config),
            notes,
        };
        return { ...partial, text: renderScenarioFile(partial, opts.logName) };
    });
    scenarios.sort((a, b) => a.file.localeCompare(b.file));
    return { scenarios, skipped };
}

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/shared.ts
var shared = __webpack_require__(1145);
// EXTERNAL MODULE: ./src/security/sink.ts
var sink = __webpack_require__(8887);
;// CONCATENATED MODULE: ./src/cli/capture.ts
/**
 * `context-eval capture --log F --out DIR [--role R]`: freezes logged runs into scenario files with
 * proposed expectations. Never overwrites a file; `--verbose` explains every proposal.
 */











function required(values, name, what) {
    const v = (0,args/* stringOption */.Pp)(values, name);
    if (v === undefined || v === '')
        throw new args/* UsageError */.eb(`capture needs --${name} ${what}. Run 'context-eval capture --help'.`);
    return v;
}
async function captureCommand(values, io) {
    const logPath = external_node_path_default().resolve(io.cwd, required(values, 'log', 'FILE (the JSONL of logged runs)'));
    const outDir = external_node_path_default().resolve(io.cwd, required(values, 'out', 'DIR (the folder the scenario files go to)'));
    const roleOption = (0,args/* stringOption */.Pp)(values, 'role');
    const loaded = await (0,load/* loadConfig */.Z)((0,shared/* configPathOf */.j$)(values, io), { env: io.env });
    if (roleOption !== undefined && loaded.config.roles[roleOption] === undefined) {
        throw new args/* UsageError */.eb(`--role ${roleOption}: no such role; roles: ${Object.keys(loaded.config.roles).join(', ')}`);
    }
    // Through the one path resolver when read: a file may have become a link out of the repository since loading.
    const readRoleFile = (0,folders/* roleFileReader */.U)(loaded, io.readText);
    const read = async (rel) => ({ path: rel, text: await readRoleFile(rel) });
    const roles = [];
    for (const [name, config] of Object.entries(loaded.config.roles)) {
        const vars = await (0,scenarios_prompt/* readVars */.nK)(config.vars, async (rel) => (await read(rel)).text);
        // The system text as every scenario of the role receives it: vars filled, context placeholders as written.
        const system = (await Promise.all((typeof config.system === 'string' ? [config.system] : config.system).map(read))).map((f) => ({ path: f.path, text: (0,scenarios_prompt/* fillVars */.ce)(f.text, vars) }));
        const role = { name, config, system: (0,scenarios_prompt/* systemText */.VZ)(system) };
        if (config.template !== undefined)
            role.template = (await read(config.template)).text;
        roles.push(role);
    }
    let logText;
    try {
        logText = await io.readText(logPath);
    }
    catch (err) {
        throw new types/* ConfigError */.x(`cannot read the log: ${err instanceof Error ? err.message : String(err)}; pass --log with a JSONL file of logged runs`, { file: logPath });
    }
    const { runs, problems } = parseLog(logText);
    const logName = external_node_path_default().relative(io.cwd, logPath) || external_node_path_default().basename(logPath);
    for (const p of problems)
        io.stderr(`${logName}:${p.line}: skipped: ${p.message}\n`);
    // The runner's secrets (its api_key_env keys, the GitHub token…) and token shapes go before anything is written.
    const redactor = io.redactor ?? (await (0,sink/* redactorFor */.sD)(io.env, loaded.path));
    const plan = planCapture(runs, roles, { logName, redactor, ...(roleOption === undefined ? {} : { role: roleOption }) });
    for (const s of plan.skipped)
        io.stderr(`${logName}:${s.line}: skipped: ${s.reason}\n`);
    await (0,promises_.mkdir)(outDir, { recursive: true });
    let written = 0;
    let kept = 0;
    for (const s of plan.scenarios) {
        const file = external_node_path_default().join(outDir, s.file);
        const rel = external_node_path_default().relative(io.cwd, file);
        try {
            await (0,promises_.writeFile)(file, s.text, { flag: 'wx' });
            written++;
            io.stdout(`wrote ${rel}: ${s.name} (${s.runs.length} runs, ${s.proposals.length} proposed expectations)\n`);
        }
        catch (err) {
            if (!(err instanceof Error && 'code' in err && err.code === 'EEXIST'))
                throw err;
            kept++;
            io.stdout(`kept ${rel}: it exists (same context hash); not overwritten\n`);
        }
        if (values.verbose) {
            io.stdout(`  context: ${s.frozen.how === 'template' ? 'the template variables' : s.frozen.how === 'yaml' ? 'the user message as YAML' : 'the user message as context.message'}\n`);
            for (const n of s.notes)
                io.stdout(`  note: ${n}\n`);
            for (const p of s.proposals)
                io.stdout(`  proposed ${Object.keys(p.item).join('')}: ${p.reason}\n`);
        }
    }
    const skipped = problems.length + plan.skipped.length;
    io.stdout(`captured ${runs.length - plan.skipped.length} runs into ${plan.scenarios.length} scenarios: ${written} written, ${kept} kept${skipped > 0 ? `; ${skipped} lines skipped` : ''}\n`);
    if (runs.length === 0) {
        io.stderr(`context-eval: ${logName} holds no logged run that capture can read\n`);
        return 2;
    }
    return 0;
}


/***/ }),

/***/ 370:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ pLimit)
});

// UNUSED EXPORTS: limitFunction

;// CONCATENATED MODULE: ./node_modules/yocto-queue/index.js
/*
How it works:
`this.#head` is an instance of `Node` which keeps track of its current value and nests another instance of `Node` that keeps the value that comes after it. When a value is provided to `.enqueue()`, the code needs to iterate through `this.#head`, going deeper and deeper to find the last value. However, iterating through every single item is slow. This problem is solved by saving a reference to the last value as `this.#tail` so that it can reference it to add a new value.
*/

class Node {
	value;
	next;

	constructor(value) {
		this.value = value;
	}
}

class Queue {
	#head;
	#tail;
	#size;

	constructor() {
		this.clear();
	}

	enqueue(value) {
		const node = new Node(value);

		if (this.#head) {
			this.#tail.next = node;
			this.#tail = node;
		} else {
			this.#head = node;
			this.#tail = node;
		}

		this.#size++;
	}

	dequeue() {
		const current = this.#head;
		if (!current) {
			return;
		}

		this.#head = this.#head.next;
		this.#size--;

		// Clean up tail reference when queue becomes empty
		if (!this.#head) {
			this.#tail = undefined;
		}

		return current.value;
	}

	peek() {
		if (!this.#head) {
			return;
		}

		return this.#head.value;

		// TODO: Node.js 18.
		// return this.#head?.value;
	}

	clear() {
		this.#head = undefined;
		this.#tail = undefined;
		this.#size = 0;
	}

	get size() {
		return this.#size;
	}

	* [Symbol.iterator]() {
		let current = this.#head;

		while (current) {
			yield current.value;
			current = current.next;
		}
	}

	* drain() {
		while (this.#head) {
			yield this.dequeue();
		}
	}
}

;// CONCATENATED MODULE: ./node_modules/p-limit/index.js


function pLimit(concurrency) {
	let rejectOnClear = false;

	if (typeof concurrency === 'object') {
		({concurrency, rejectOnClear = false} = concurrency);
	}

	validateConcurrency(concurrency);

	if (typeof rejectOnClear !== 'boolean') {
		throw new TypeError('Expected `rejectOnClear` to be a boolean');
	}

	const queue = new Queue();
	let activeCount = 0;

	const resumeNext = () => {
		// Process the next queued function if we're under the concurrency limit
		if (activeCount < concurrency && queue.size > 0) {
			activeCount++;
			queue.dequeue().run();
		}
	};

	const next = () => {
		activeCount--;
		resumeNext();
	};

	const run = async (function_, resolve, arguments_) => {
		// Execute the function and capture the result promise
		const result = (async () => function_(...arguments_))();

		// Resolve immediately with the promise (don't wait for completion)
		resolve(result);

		// Wait for the function to complete (success or failure)
		// We catch errors here to prevent unhandled rejections,
		// but the original promise rejection is preserved for the caller
		try {
			await result;
		} catch {}

		// Decrement active count and process next queued function
		next();
	};

	const enqueue = (function_, resolve, reject, arguments_) => {
		const queueItem = {reject};

		// Queue the internal resolve function instead of the run function
		// to preserve the asynchronous execution context.
		new Promise(internalResolve => { // eslint-disable-line promise/param-names
			queueItem.run = internalResolve;
			queue.enqueue(queueItem);
		}).then(run.bind(undefined, function_, resolve, arguments_)); // eslint-disable-line promise/prefer-await-to-then

		// Start processing immediately if we haven't reached the concurrency limit
		if (activeCount < concurrency) {
			resumeNext();
		}
	};

	const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
		enqueue(function_, resolve, reject, arguments_);
	});

	Object.defineProperties(generator, {
		activeCount: {
			get: () => activeCount,
		},
		pendingCount: {
			get: () => queue.size,
		},
		clearQueue: {
			value() {
				if (!rejectOnClear) {
					queue.clear();
					return;
				}

				const abortError = AbortSignal.abort().reason;

				while (queue.size > 0) {
					queue.dequeue().reject(abortError);
				}
			},
		},
		concurrency: {
			get: () => concurrency,

			set(newConcurrency) {
				validateConcurrency(newConcurrency);
				concurrency = newConcurrency;

				queueMicrotask(() => {
					// eslint-disable-next-line no-unmodified-loop-condition
					while (activeCount < concurrency && queue.size > 0) {
						resumeNext();
					}
				});
			},
		},
		map: {
			async value(iterable, function_) {
				const promises = [];

				try {
					Array.from(iterable, (value, index) => {
						const promise = generator(function_, value, index);
						promises.push(promise);
						return promise;
					});
				} catch (error) {
					// The iterable threw, so `Promise.all` never observes the already scheduled promises. Observe them here to avoid unhandled rejections.
					for (const promise of promises) {
						promise.catch(() => {}); // eslint-disable-line promise/prefer-await-to-then
					}

					throw error;
				}

				return Promise.all(promises);
			},
		},
	});

	return generator;
}

function limitFunction(function_, options) {
	const limit = pLimit(options);

	const limitedFunction = (...arguments_) => limit(() => function_(...arguments_));
	Object.defineProperty(limitedFunction, 'clearQueue', {
		value: limit.clearQueue,
	});

	return limitedFunction;
}

function validateConcurrency(concurrency) {
	if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
		throw new TypeError('Expected `concurrency` to be a number from 1 and up');
	}
}


/***/ })

};
