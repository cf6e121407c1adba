export const id = 4;
export const ids = [4];
export const modules = {

/***/ 723:
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
// EXTERNAL MODULE: ./src/config/load.ts + 9 modules
var load = __webpack_require__(2317);
// EXTERNAL MODULE: ./src/config/folders.ts
var folders = __webpack_require__(4407);
// EXTERNAL MODULE: ./src/config/types.ts
var types = __webpack_require__(2143);
// EXTERNAL MODULE: ./src/scenarios/prompt.ts
var scenarios_prompt = __webpack_require__(8353);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./src/affected/context-hash.ts
var context_hash = __webpack_require__(8551);
// EXTERNAL MODULE: ./src/providers/exec.ts + 1 modules
var providers_exec = __webpack_require__(6932);
;// CONCATENATED MODULE: ./src/capture/conversation.ts
/**
 * A logged conversation, tool calls and results included, in one shape whatever the log's format
 * (OpenAI `tool_calls`/`tool` messages, Anthropic `tool_use`/`tool_result` blocks), and its split into
 * what a scenario freezes (DESIGN §3b): the earlier text turns (`messages:`), the user message the
 * scenario renders (the last one), and the agent's calls after it with their logged results (the
 * trajectory its `world:` is built from). Pure; log text is data: nothing in it is evaluated.
 */

const textBlock = schemas/* object */.Ikc({ type: schemas/* literal */.euz('text'), text: schemas/* string */.YjP() });
const toolUse = schemas/* object */.Ikc({ type: schemas/* literal */.euz('tool_use'), id: schemas/* string */.YjP(), name: schemas/* string */.YjP().min(1), input: schemas/* unknown */.L5J() });
const toolResult = schemas/* object */.Ikc({ type: schemas/* literal */.euz('tool_result'), tool_use_id: schemas/* string */.YjP(), content: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* array */.YOg(schemas/* union */.KCZ([textBlock, schemas/* object */.Ikc({ type: schemas/* string */.YjP() })]))]).optional() });
const blocks = schemas/* array */.YOg(schemas/* union */.KCZ([textBlock, toolUse, toolResult, schemas/* object */.Ikc({ type: schemas/* string */.YjP() })]));
const content = schemas/* union */.KCZ([schemas/* string */.YjP(), blocks]);
const OpenAIToolCall = schemas/* object */.Ikc({ id: schemas/* string */.YjP().optional(), function: schemas/* object */.Ikc({ name: schemas/* string */.YjP().min(1), arguments: schemas/* string */.YjP().optional() }) });
const OpenAIMessage = schemas/* object */.Ikc({ role: schemas/* string */.YjP(), content: content.nullish(), tool_calls: schemas/* array */.YOg(OpenAIToolCall).optional(), tool_call_id: schemas/* string */.YjP().optional() });
const AnthropicMessage = schemas/* object */.Ikc({ role: schemas/* string */.YjP(), content });
function textOf(c) {
    if (c === null || c === undefined)
        return '';
    if (typeof c === 'string')
        return c;
    return c.flatMap((b) => (b.type === 'text' && 'text' in b && typeof b.text === 'string' ? [b.text] : [])).join('');
}
/** A call's arguments: the parsed JSON, or the raw text when it is not JSON. */
function argsOf(text) {
    if (text === undefined || text.trim() === '')
        return {};
    try {
        return JSON.parse(text);
    }
    catch {
        return text;
    }
}
function openaiCalls(calls) {
    return (calls ?? []).map((c, i) => ({ id: c.id ?? `call_${i}`, name: c.function.name, args: argsOf(c.function.arguments) }));
}
function anthropicCalls(c) {
    if (typeof c === 'string')
        return [];
    return c.flatMap((b) => (b.type === 'tool_use' && 'name' in b ? [{ id: b.id, name: b.name, args: b.input ?? {} }] : []));
}
/** OpenAI messages → system texts and the conversation; or why not. */
function fromOpenAI(messages) {
    const systems = [];
    const msgs = [];
    for (const [i, m] of messages.entries()) {
        if (m.role === 'system' || m.role === 'developer')
            systems.push(textOf(m.content));
        else if (m.role === 'user')
            msgs.push({ kind: 'user', text: textOf(m.content) });
        else if (m.role === 'assistant')
            msgs.push({ kind: 'assistant', text: textOf(m.content), calls: openaiCalls(m.tool_calls) });
        else if (m.role === 'tool')
            msgs.push({ kind: 'tool', id: m.tool_call_id ?? '', text: textOf(m.content) });
        else
            return `request.messages.${i} has role '${m.role}', which capture does not read (system, developer, user, assistant, tool)`;
    }
    return { systems, msgs };
}
/** Anthropic messages → the conversation (tool results come as blocks of a user message); or why not. */
function fromAnthropic(messages) {
    const msgs = [];
    for (const [i, m] of messages.entries()) {
        if (m.role === 'assistant') {
            msgs.push({ kind: 'assistant', text: textOf(m.content), calls: anthropicCalls(m.content) });
        }
        else if (m.role === 'user') {
            if (typeof m.content !== 'string') {
                for (const b of m.content)
                    if (b.type === 'tool_result' && 'tool_use_id' in b)
                        msgs.push({ kind: 'tool', id: b.tool_use_id, text: textOf(b.content) });
            }
            const text = textOf(m.content);
            if (typeof m.content === 'string' || text !== '' || !m.content.some((b) => b.type === 'tool_result'))
                msgs.push({ kind: 'user', text });
        }
        else {
            return `request.messages.${i} has role '${m.role}'; an Anthropic conversation has user and assistant messages`;
        }
    }
    return msgs;
}
/** The conversation split at its last user message; or why it does not fit a scenario. */
function splitAtUser(msgs, system) {
    let at = -1;
    msgs.forEach((m, i) => {
        if (m.kind === 'user')
            at = i;
    });
    const user = msgs[at];
    if (user?.kind !== 'user')
        return `the conversation has no user message (${msgs.map((m) => m.kind).join(', ') || 'no messages'}); a scenario freezes one`;
    const after = msgs.slice(at + 1);
    if (after.some((m) => m.kind === 'assistant' && m.calls.length === 0)) {
        return 'the conversation goes on after its last user message with an assistant answer that calls no tool; a scenario freezes a conversation that ends at a user message or at tool results';
    }
    const earlier = [];
    let droppedEarlier = 0;
    for (const m of msgs.slice(0, at)) {
        if (m.kind === 'tool' || (m.kind === 'assistant' && m.calls.length > 0))
            droppedEarlier++;
        if (m.kind === 'user')
            earlier.push({ role: 'user', content: m.text });
        else if (m.kind === 'assistant' && m.text !== '')
            earlier.push({ role: 'assistant', content: m.text });
    }
    const results = new Map();
    for (const m of after)
        if (m.kind === 'tool' && !results.has(m.id))
            results.set(m.id, m.text);
    const trajectory = [];
    let step = 0;
    for (const m of after) {
        if (m.kind !== 'assistant')
            continue;
        step++;
        for (const c of m.calls) {
            const result = results.get(c.id);
            trajectory.push({ step, tool: c.name, args: c.args, ...(result === undefined ? {} : { result }) });
        }
    }
    return { system, user: user.text, earlier, droppedEarlier, trajectory, userIndex: at };
}

;// CONCATENATED MODULE: ./src/capture/logs.ts
/**
 * The JSONL logs `context-eval capture` reads, one logged model call per line, in three shapes:
 *   - OpenAI chat:        {"request": {"messages": [{role, content, tool_calls?, tool_call_id?}…], "tools"?, …}, "response": {"choices": [{"message": {"content", "tool_calls"?}}], "usage": {prompt_tokens, completion_tokens}}}
 *   - Anthropic messages: {"request": {"system"?, "messages": [{role, content (text, tool_use, tool_result blocks)}…], "tools"?, …}, "response": {"content": [{"type": "text" | "tool_use", …}…], "usage": {input_tokens, output_tokens}}}
 *   - the exec provider:  {"stdin": <the JSON the exec provider writes to the agent>, "stdout": {output, usage, trajectory?} | "plain text"}
 * An agent run logs one line per model call, each with the conversation so far: its lines fold into one run
 * (see foldAgentTurns), whose calls and logged results become the scenario's world (world.ts).
 * Pure: text in, runs or errors naming the line out. Log text is data: nothing in it is evaluated.
 */





const tokens = schemas/* number */.aig().int().min(0);
const logs_content = schemas/* union */.KCZ([schemas/* string */.YjP(), blocks]);
const OpenAILine = schemas/* object */.Ikc({
    request: schemas/* object */.Ikc({ messages: schemas/* array */.YOg(OpenAIMessage).min(1), tools: schemas/* array */.YOg(schemas/* unknown */.L5J()).optional() }),
    response: schemas/* object */.Ikc({
        choices: schemas/* array */.YOg(schemas/* object */.Ikc({ message: schemas/* object */.Ikc({ content: schemas/* string */.YjP().nullish(), tool_calls: schemas/* array */.YOg(OpenAIToolCall).optional() }) })).min(1),
        usage: schemas/* object */.Ikc({ prompt_tokens: tokens, completion_tokens: tokens }).optional(),
    }),
});
const AnthropicLine = schemas/* object */.Ikc({
    request: schemas/* object */.Ikc({ system: logs_content.optional(), messages: schemas/* array */.YOg(AnthropicMessage).min(1), tools: schemas/* array */.YOg(schemas/* unknown */.L5J()).optional() }),
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
function firstIssue(err) {
    const issue = err.issues[0];
    return `${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}`;
}
const hashOf = (value) => (0,external_node_crypto_.createHash)('sha256').update((0,context_hash/* canonicalJson */.d)(value)).digest('hex').slice(0, 32);
function runOf(line, format, split, output, usage) {
    const run = { line, format, system: split.system, user: split.user, output, usage };
    if (split.earlier.length > 0)
        run.earlier = split.earlier;
    if (split.droppedEarlier > 0)
        run.droppedEarlier = split.droppedEarlier;
    if (split.trajectory.length > 0)
        run.trajectory = split.trajectory;
    return run;
}
function readChat(line, format, system, msgs, reply, usage, tools) {
    const split = splitAtUser(msgs, system);
    if (typeof split === 'string')
        return { line, message: split };
    const run = runOf(line, format, split, reply.text, usage);
    if (tools)
        run.toolsLogged = true;
    const turns = msgs.flatMap((m, i) => (m.kind === 'assistant' && i > split.userIndex ? [i] : []));
    const read = { run, hashes: [hashOf(system), ...msgs.map(hashOf)], turns };
    if (reply.calls.length > 0)
        read.pending = { tools: [...new Set(reply.calls.map((c) => c.name))], replyHash: hashOf(reply) };
    return read;
}
function readLine(text, line) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (err) {
        return { line, message: `not JSON (${err instanceof Error ? err.message : String(err)})` };
    }
    const exec = ExecLine.safeParse(json);
    if (exec.success) {
        const msgs = [];
        for (const [i, m] of exec.data.stdin.messages.entries()) {
            if (m.role === 'user')
                msgs.push({ kind: 'user', text: m.content });
            else if (m.role === 'assistant')
                msgs.push({ kind: 'assistant', text: m.content, calls: [] });
            else if (m.role !== 'system' && m.role !== 'developer')
                return { line, message: `stdin.messages.${i} has role '${m.role}'; an exec request has user and assistant messages` };
        }
        const systems = exec.data.stdin.messages.filter((m) => m.role === 'system' || m.role === 'developer').map((m) => m.content);
        const split = splitAtUser(msgs, [exec.data.stdin.system, ...systems].filter((s) => s !== '').join('\n\n'));
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
        const run = runOf(line, 'exec', split, reply.output, reply.usage);
        // The exec agent runs its own loop: its reply reports the run's calls (and its usage the whole run's).
        if (reply.trajectory !== undefined && reply.trajectory.length > 0)
            run.trajectory = reply.trajectory;
        if (exec.data.stdin.role !== undefined)
            run.role = exec.data.stdin.role;
        if (exec.data.stdin.scenario !== undefined)
            run.scenario = exec.data.stdin.scenario;
        return { run, hashes: [], turns: [] };
    }
    const openai = OpenAILine.safeParse(json);
    if (openai.success) {
        const conv = fromOpenAI(openai.data.request.messages);
        if (typeof conv === 'string')
            return { line, message: conv };
        const usage = openai.data.response.usage;
        const message = openai.data.response.choices[0]?.message;
        const calls = openaiCalls(message?.tool_calls);
        return readChat(line, 'openai', conv.systems.filter((s) => s !== '').join('\n\n'), conv.msgs, { kind: 'assistant', text: message?.content ?? '', calls }, { input_tokens: usage?.prompt_tokens ?? 0, output_tokens: usage?.completion_tokens ?? 0 }, openai.data.request.tools !== undefined);
    }
    const anthropic = AnthropicLine.safeParse(json);
    if (anthropic.success) {
        const msgs = fromAnthropic(anthropic.data.request.messages);
        if (typeof msgs === 'string')
            return { line, message: msgs };
        const reply = anthropic.data.response.content;
        return readChat(line, 'anthropic', textOf(anthropic.data.request.system), msgs, { kind: 'assistant', text: textOf(reply), calls: anthropicCalls(reply) }, anthropic.data.response.usage ?? { input_tokens: 0, output_tokens: 0 }, anthropic.data.request.tools !== undefined);
    }
    return {
        line,
        message: `not a logged run: expected an OpenAI chat log {request: {messages}, response: {choices}}, an Anthropic messages log ` +
            `{request: {messages}, response: {content}} or an exec log {stdin, stdout} (as OpenAI: ${firstIssue(openai.error)})`,
    };
}
/** One line → a run, or a problem (an agent run's model call that called tools is a run only with the later lines of its run: see parseLog). */
function parseLogLine(text, line) {
    const read = readLine(text, line);
    return 'message' in read ? read : read.run;
}
/**
 * An agent run logs one line per model call, each with the conversation so far. A line whose reply calls
 * tools is folded into the first later line that continues its conversation (its messages start with that
 * line's request and reply): the later line holds the calls with their results, and the run's tokens add up.
 */
function foldAgentTurns(reads) {
    const waiting = new Map();
    for (const r of reads) {
        if (r.pending === undefined)
            continue;
        const key = [...r.hashes, r.pending.replyHash].join(',');
        waiting.set(key, [...(waiting.get(key) ?? []), r]);
    }
    const claimed = new Set();
    const runs = [];
    for (const r of reads) {
        if (r.pending !== undefined)
            continue;
        const folded = [];
        for (const at of r.turns) {
            const key = r.hashes.slice(0, at + 2).join(',');
            const earlier = waiting.get(key)?.find((w) => !claimed.has(w) && w.run.line < r.run.line);
            if (earlier === undefined)
                continue;
            claimed.add(earlier);
            folded.push(earlier);
        }
        if (r.turns.length === 0) {
            runs.push(r.run);
            continue;
        }
        const usage = { ...r.run.usage };
        for (const f of folded) {
            usage.input_tokens += f.run.usage.input_tokens;
            usage.output_tokens += f.run.usage.output_tokens;
        }
        const run = { ...r.run, usage };
        if (folded.length > 0)
            run.turnLines = folded.map((f) => f.run.line).sort((a, b) => a - b);
        if (folded.length < r.turns.length)
            run.usageComplete = false;
        runs.push(run);
    }
    const problems = reads
        .filter((r) => r.pending !== undefined && !claimed.has(r))
        .map((r) => ({
        line: r.run.line,
        message: `an agent's model call that calls ${r.pending?.tools.join(', ') ?? 'tools'}, and no later line of the log continues it to a final answer; capture freezes finished runs`,
    }));
    return { runs, problems };
}
/** A whole JSONL text; blank lines are skipped. */
function parseLog(text) {
    const reads = [];
    const problems = [];
    text.split('\n').forEach((raw, i) => {
        if (raw.trim() === '')
            return;
        const read = readLine(raw, i + 1);
        if ('message' in read)
            problems.push(read);
        else
            reads.push(read);
    });
    const folded = foldAgentTurns(reads);
    return { runs: folded.runs, problems: [...problems, ...folded.problems].sort((a, b) => a.line - b.line) };
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/scenarios/includes.ts
var includes = __webpack_require__(8986);
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
/**
 * Does a value hold a `{file: PATH}` mapping? The scenario loader reads one as an include (src/scenarios/includes.ts),
 * so logged text of that shape is frozen as text: a captured scenario never reads a file the log names.
 */
function holdsInclude(value) {
    if ((0,includes/* isInclude */.dd)(value))
        return true;
    if (Array.isArray(value))
        return value.some(holdsInclude);
    if (isRecord(value))
        return Object.values(value).some(holdsInclude);
    return false;
}
/** A rendered variable back to a value: the YAML it was written as when that renders back the same, else the text. */
function context_valueOf(text) {
    try {
        const parsed = (0,dist/* parse */.qg)(text);
        if (typeof parsed === 'object' && parsed !== null && !holdsInclude(parsed) && (0,dist/* stringify */.As)(parsed).replace(/\n$/, '') === text)
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
        if (isRecord(parsed) && !holdsInclude(parsed) && (0,dist/* stringify */.As)(parsed) === message)
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

;// CONCATENATED MODULE: ./src/capture/world.ts
/**
 * A captured scenario's `world:` and trajectory proposals, from the logged agent runs of one frozen context
 * (DESIGN §3b). Each tool answers the logged calls with their logged results: one answer for every call
 * when all its calls got the same result, else a rule per distinct arguments (`when`: the call's
 * arguments, long values left out; first match wins). Bounded: results are cut at MAX_RESULT_CHARS and a
 * tool keeps at most MAX_RULES_PER_TOOL rules. Pure; logged text stays data (the plan writes it through
 * the yaml library).
 */



/** A logged result longer than this is cut (its beginning kept) with a visible mark. */
const MAX_RESULT_CHARS = 4000;
/** A tool answers at most this many distinct logged arguments; later ones are left out with a note. */
const MAX_RULES_PER_TOOL = 20;
/** An argument whose value is longer than this (as JSON) is left out of `when`: the rule still matches the call. */
const MAX_WHEN_VALUE_CHARS = 200;
/** `max_tool_calls` is proposed this much above the most calls an observed run made, rounded up. */
const CALLS_MARGIN = 1.5;
const world_isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
function cut(text) {
    if (text.length <= MAX_RESULT_CHARS)
        return text;
    return `${text.slice(0, MAX_RESULT_CHARS)}\n… [cut by context-eval capture: the first ${MAX_RESULT_CHARS} of ${text.length} characters]`;
}
/** The `when` of a call: its arguments without long values and without what would read as an include. */
function whenOf(args) {
    // Built with fromEntries: a logged key such as __proto__ stays a key.
    const when = Object.fromEntries(Object.entries(args).filter(([, v]) => (0,context_hash/* canonicalJson */.d)(v).length <= MAX_WHEN_VALUE_CHARS && !holdsInclude(v)));
    return (0,includes/* isInclude */.dd)(when) ? {} : when;
}
function plural(n, what) {
    return `${n} ${what}${n === 1 ? '' : 's'}`;
}
/** The world answering the runs' logged calls, in the order of each tool's first call; notes say what it leaves out. */
function capturedWorld(runs) {
    const byTool = new Map();
    const unanswered = new Map();
    const notJson = new Map();
    for (const run of [...runs].sort((a, b) => a.line - b.line)) {
        for (const step of run.trajectory ?? []) {
            const calls = byTool.get(step.tool) ?? [];
            byTool.set(step.tool, calls);
            if (step.result === undefined)
                unanswered.set(step.tool, (unanswered.get(step.tool) ?? 0) + 1);
            else if (!world_isRecord(step.args))
                notJson.set(step.tool, (notJson.get(step.tool) ?? 0) + 1);
            else
                calls.push({ when: whenOf(step.args), returns: cut(step.result) });
        }
    }
    const notes = [];
    const world = new Map();
    for (const [tool, calls] of byTool) {
        const missing = unanswered.get(tool) ?? 0;
        if (missing > 0)
            notes.push(`${plural(missing, 'logged call')} of ${tool} ${missing === 1 ? 'has' : 'have'} no logged result; the world has no rule for ${missing === 1 ? 'it' : 'them'}`);
        const raw = notJson.get(tool) ?? 0;
        if (raw > 0)
            notes.push(`${plural(raw, 'logged call')} of ${tool} had arguments that are not a JSON object; the world has no rule for ${raw === 1 ? 'it' : 'them'}`);
        const [first] = calls;
        if (first === undefined)
            continue;
        if (calls.every((c) => c.returns === first.returns)) {
            world.set(tool, first.returns);
            continue;
        }
        const rules = new Map();
        let conflicts = 0;
        for (const c of calls) {
            const key = (0,context_hash/* canonicalJson */.d)(c.when);
            const seen = rules.get(key);
            if (seen === undefined)
                rules.set(key, Object.keys(c.when).length === 0 ? { returns: c.returns } : { when: c.when, returns: c.returns });
            else if (seen.returns !== c.returns)
                conflicts++;
        }
        if (conflicts > 0)
            notes.push(`world.${tool}: ${plural(conflicts, 'logged call')} with the same arguments got another result than the first; the world answers the first (first match wins)`);
        // A rule without `when` matches every call: it goes last, as the fallback.
        const ordered = [...rules.values()].sort((a, b) => Number(a.when === undefined) - Number(b.when === undefined));
        if (ordered.length > MAX_RULES_PER_TOOL) {
            notes.push(`world.${tool}: ${ordered.length - MAX_RULES_PER_TOOL} more logged calls left out (at most ${MAX_RULES_PER_TOOL} rules a tool); a call with their arguments has no answer`);
        }
        world.set(tool, ordered.slice(0, MAX_RULES_PER_TOOL));
    }
    // fromEntries: a logged tool name such as __proto__ stays a key.
    return { world: world.size > 0 ? Object.fromEntries(world) : undefined, notes };
}
/** Tools in the order of their first call. */
function firstCalls(trajectory) {
    return [...new Set(trajectory.map((s) => s.tool))];
}
/**
 * Coarse trajectory expectations: `calls` for each tool every observed run called, the `order` of their
 * first calls when every run agrees on it, and `max_tool_calls` above the most calls a run made.
 */
function proposeTrajectory(runs) {
    if (!runs.some((r) => (r.trajectory ?? []).length > 0))
        return [];
    const n = runs.length;
    const orders = runs.map((r) => firstCalls(r.trajectory ?? []));
    const everywhere = (orders[0] ?? []).filter((t) => orders.every((o) => o.includes(t)));
    const out = everywhere.map((tool) => ({ item: { calls: tool }, reason: `${tool} was called in all ${n} observed runs` }));
    const shared = orders.map((o) => o.filter((t) => everywhere.includes(t)));
    if (everywhere.length >= 2 && shared.every((o) => (0,context_hash/* canonicalJson */.d)(o) === (0,context_hash/* canonicalJson */.d)(everywhere))) {
        out.push({ item: { order: everywhere }, reason: `all ${n} observed runs first called ${everywhere.join(', then ')}` });
    }
    const most = Math.max(...runs.map((r) => (r.trajectory ?? []).length));
    const limit = Math.ceil(most * CALLS_MARGIN);
    out.push({ item: { max_tool_calls: limit }, reason: `the busiest observed run made ${most} tool calls; ${CALLS_MARGIN}× that, rounded up` });
    return out;
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
    const lines = s.runs.flatMap((r) => [...(r.turnLines ?? []), r.line]);
    const formats = [...new Set(s.runs.map((r) => r.format))].sort().join(', ');
    const head = [
        `# Captured by context-eval capture from ${logName} (lines ${lines.join(', ')}; ${s.runs.length} run${s.runs.length === 1 ? '' : 's'}, ${formats} log).`,
        `# Context hash ${s.contextHash}.`,
        '# Every expectation below is PROPOSED from the observed outputs: keep the ones that state what must hold,',
        '# delete the rest, and remove the "proposed" comments once reviewed.',
        ...s.notes.map((n) => `# Note: ${n}`),
    ];
    // Every logged value goes through the yaml library as data, never pasted into the text.
    const body = (0,dist/* stringify */.As)({ name: s.name, role: s.role, context: escapeEnv(s.frozen.context) }, { lineWidth: 0 });
    const messages = s.messages === undefined ? '' : (0,dist/* stringify */.As)({ messages: escapeEnv(s.messages.map((m) => (m.role === 'user' ? { user: m.content } : { assistant: m.content }))) }, { lineWidth: 0 });
    const world = s.world === undefined
        ? ''
        : `# The world answers each logged call with its logged result (first match wins); a call with other arguments has\n# no answer and errors the run: add a rule without when: as a fallback where one should answer.\n${(0,dist/* stringify */.As)({ world: escapeEnv(s.world) }, { lineWidth: 0 })}`;
    const expect = s.proposals.map((p) => `  # proposed: ${p.reason.replace(/\s+/g, ' ')}\n${indent((0,dist/* stringify */.As)([escapeEnv(p.item)], { lineWidth: 0 }), '  ')}`);
    return `${head.join('\n')}\n${body}${messages}${world}${expect.length > 0 ? `expect:\n${expect.join('\n')}\n` : ''}`;
}
/**
 * The run with what can be written redacted. The system text is only compared with the roles' own (it
 * tells which role made the call) and is never written, so it stays as logged.
 */
function redactRun(run, redactor) {
    const out = { ...run, user: redactor.redact(run.user), output: redactor.redact(run.output) };
    if (run.scenario !== undefined)
        out.scenario = redactor.redact(run.scenario);
    if (run.earlier !== undefined)
        out.earlier = run.earlier.map((m) => ({ role: m.role, content: redactor.redact(m.content) }));
    if (run.trajectory !== undefined) {
        out.trajectory = run.trajectory.map((t) => ({
            ...t,
            tool: redactor.redact(t.tool),
            args: redactDeep(t.args, redactor),
            ...(t.result === undefined ? {} : { result: redactor.redact(t.result) }),
        }));
    }
    const changed = out.user !== run.user ||
        out.output !== run.output ||
        out.scenario !== run.scenario ||
        (0,context_hash/* canonicalJson */.d)([out.earlier ?? [], out.trajectory ?? []]) !== (0,context_hash/* canonicalJson */.d)([run.earlier ?? [], run.trajectory ?? []]);
    return { run: out, changed };
}
/** Every string of a logged value (keys included) redacted. */
function redactDeep(value, redactor) {
    if (typeof value === 'string')
        return redactor.redact(value);
    if (Array.isArray(value))
        return value.map((v) => redactDeep(v, redactor));
    if (typeof value === 'object' && value !== null)
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [redactor.redact(k), redactDeep(v, redactor)]));
    return value;
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
        // Earlier turns are part of what the model receives: runs after other turns are another scenario.
        const hash = (0,external_node_crypto_.createHash)('sha256')
            .update((0,context_hash/* canonicalJson */.d)({ role: role.name, context: frozen.context, ...(run.earlier === undefined ? {} : { messages: run.earlier }) }))
            .digest('hex');
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
        const dropped = Math.max(0, ...g.runs.map((r) => r.droppedEarlier ?? 0));
        if (dropped > 0)
            notes.push(`${dropped} earlier tool messages (calls and results) are left out of messages: a scenario's earlier turns are text`);
        const { world, notes: worldNotes } = capturedWorld(g.runs);
        notes.push(...worldNotes);
        let proposals = [...proposeExpectations(g.runs, g.role.config), ...proposeTrajectory(g.runs)];
        if (g.runs.some((r) => r.usageComplete === false)) {
            proposals = proposals.filter((p) => !('max_tokens' in p.item));
            notes.push("max_tokens is not proposed: the log lacks some model calls of these agent runs, and a run's tokens add up over its calls");
        }
        const [first] = g.runs;
        const partial = {
            name: `captured-${g.role.name}-${short}`,
            role: g.role.name,
            file: `${g.role.name}-${short}.yaml`,
            contextHash: g.hash,
            frozen: g.frozen,
            ...(first?.earlier === undefined ? {} : { messages: first.earlier }),
            ...(world === undefined ? {} : { world }),
            runs: g.runs,
            proposals,
            notes,
        };
        return { ...partial, text: renderScenarioFile(partial, opts.logName) };
    });
    scenarios.sort((a, b) => a.file.localeCompare(b.file));
    return { scenarios, skipped, roleNotes: toolsNotes(scenarios, roles, opts.logName) };
}
/** A role without `tools:` whose logged runs called tools cannot run its captured scenarios: say what to add. */
function toolsNotes(scenarios, roles, logName) {
    return roles.flatMap((role) => {
        if (role.config.tools !== undefined)
            return [];
        const runs = scenarios.filter((s) => s.role === role.name).flatMap((s) => s.runs);
        const called = [...new Set(runs.flatMap((r) => (r.trajectory ?? []).map((t) => t.tool)))].sort();
        if (called.length === 0)
            return [];
        const logged = runs.find((r) => r.toolsLogged === true);
        const where = logged === undefined ? 'write the tools it offers' : `save the tools array of the logged request at ${logName}:${logged.line}`;
        return [`role ${role.name} has no tools: but its logged runs called ${called.join(', ')}; ${where} as a JSON file (e.g. tools/${role.name}.json) and add tools: tools/${role.name}.json to role ${role.name}, or its captured scenarios fail at the first call`];
    });
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
        io.stderr((0,shared/* fitted */.$5)(`${logName}:${p.line}: skipped: ${p.message}\n`, io));
    // The runner's secrets (its api_key_env keys, the GitHub token…) and token shapes go before anything is written.
    const redactor = io.redactor ?? (await (0,sink/* redactorFor */.sD)(io.env, loaded.path));
    const plan = planCapture(runs, roles, { logName, redactor, ...(roleOption === undefined ? {} : { role: roleOption }) });
    for (const s of plan.skipped)
        io.stderr((0,shared/* fitted */.$5)(`${logName}:${s.line}: skipped: ${s.reason}\n`, io));
    await (0,promises_.mkdir)(outDir, { recursive: true });
    let written = 0;
    let kept = 0;
    for (const s of plan.scenarios) {
        const file = external_node_path_default().join(outDir, s.file);
        const rel = external_node_path_default().relative(io.cwd, file);
        try {
            await (0,promises_.writeFile)(file, s.text, { flag: 'wx' });
            written++;
            io.stdout((0,shared/* fitted */.$5)(`wrote ${rel}: ${s.name} (${s.runs.length} runs, ${s.proposals.length} proposed expectations)\n`, io));
        }
        catch (err) {
            if (!(err instanceof Error && 'code' in err && err.code === 'EEXIST'))
                throw err;
            kept++;
            io.stdout((0,shared/* fitted */.$5)(`kept ${rel}: it exists (same context hash); not overwritten\n`, io));
        }
        if (values.verbose) {
            io.stdout((0,shared/* fitted */.$5)(`  context: ${s.frozen.how === 'template' ? 'the template variables' : s.frozen.how === 'yaml' ? 'the user message as YAML' : 'the user message as context.message'}\n`, io));
            for (const n of s.notes)
                io.stdout((0,shared/* fitted */.$5)(`  note: ${n}\n`, io));
            for (const p of s.proposals)
                io.stdout((0,shared/* fitted */.$5)(`  proposed ${Object.keys(p.item).join('')}: ${p.reason}\n`, io));
        }
    }
    for (const n of plan.roleNotes)
        io.stdout((0,shared/* fitted */.$5)(`note: ${n}\n`, io));
    const skipped = problems.length + plan.skipped.length;
    io.stdout((0,shared/* fitted */.$5)(`captured ${runs.length - plan.skipped.length} runs into ${plan.scenarios.length} scenarios: ${written} written, ${kept} kept${skipped > 0 ? `; ${skipped} lines skipped` : ''}\n`, io));
    if (runs.length === 0) {
        io.stderr((0,shared/* fitted */.$5)(`context-eval: ${logName} holds no logged run that capture can read\n`, io));
        return 2;
    }
    return 0;
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
