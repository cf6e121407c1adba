export const id = 39;
export const ids = [39];
export const modules = {

/***/ 1490:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u1: () => (/* binding */ buildManifest),
  Hq: () => (/* binding */ diffManifest),
  dv: () => (/* binding */ renderManifestText)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/config/types.ts
var types = __webpack_require__(2143);
// EXTERNAL MODULE: ./src/scenarios/prompt.ts
var scenarios_prompt = __webpack_require__(8353);
// EXTERNAL MODULE: ./src/affected/paths.ts
var paths = __webpack_require__(7208);
// EXTERNAL MODULE: ./src/affected/context-hash.ts
var context_hash = __webpack_require__(8551);
// EXTERNAL MODULE: ./src/agent/tools.ts + 1 modules
var agent_tools = __webpack_require__(595);
// EXTERNAL MODULE: ./src/expectations/json-schema.ts
var json_schema = __webpack_require__(9945);
;// CONCATENATED MODULE: ./src/manifest/tools.ts
/**
 * A role's tools in the context manifest (issue 33 item 1, DESIGN §3b "the manifest lists each role's tools
 * with their tokens, and its diff against the base names added, removed and changed tools"): each tools file
 * as a part of what the model receives, each tool with its tokens (counted as the JSON the model receives),
 * and the per-tool diff. Pure: files are read and tokens counted through injected functions.
 */





/** The text a tool costs the model: its definition as a chat-completions request carries it. */
function toolWireText(tool) {
    return JSON.stringify({ type: 'function', function: { name: tool.name, description: tool.description, parameters: tool.parameters } });
}
function sha256(text) {
    return (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex');
}
/**
 * The tools parts and tools of a role with `files`. A missing file is a missing part. A file that does not
 * parse is a ConfigError at its file:line, unless `lenient` (the base side of a diff: a tools file that
 * does not parse there counts as absent, and a duplicate name keeps its first definition).
 */
async function manifestTools(files, read, count, lenient = false) {
    await (0,json_schema/* loadJsonSchemaSupport */.Nb)();
    const parsed = [];
    const parts = [];
    for (const file of files) {
        const text = await read(file);
        let toolsFile;
        try {
            toolsFile = text === undefined ? undefined : (0,agent_tools/* readToolsFile */.gm)(text, file);
        }
        catch (err) {
            if (!lenient || !(err instanceof types/* ConfigError */.x))
                throw err;
        }
        if (toolsFile === undefined)
            parts.push({ kind: 'tools', path: file, chars: 0, tokens: 0, missing: true });
        else
            parsed.push(toolsFile);
    }
    let kept;
    if (lenient) {
        const names = new Set();
        kept = new Set(parsed.flatMap((f) => f.tools).filter((t) => !names.has(t.name) && names.add(t.name)));
    }
    else
        kept = new Set((0,agent_tools/* combineTools */.N0)(parsed));
    const tools = [];
    for (const f of parsed) {
        const own = f.tools.filter((t) => kept.has(t));
        let chars = 0;
        let tokens = 0;
        for (const tool of own) {
            const text = toolWireText(tool);
            const n = await count(text);
            chars += Array.from(text).length;
            tokens += n;
            tools.push({ name: tool.name, file: f.file, description: tool.description, tokens: n, parametersSha256: sha256((0,context_hash/* canonicalJson */.d)(tool.parameters)) });
        }
        // The normalised tools, not the file's text: a reformatted file, or the same tools in another format, is no change.
        parts.push({ kind: 'tools', path: f.file, chars, tokens, sha256: sha256((0,context_hash/* canonicalJson */.d)(own)) });
    }
    // Parts in the config's order of files.
    parts.sort((a, b) => files.indexOf(a.path) - files.indexOf(b.path));
    return { parts, tools };
}
/** Each tool against the base, head order first, then removed ones; undefined when neither side has tools. */
function diffTools(before, after) {
    if (before === undefined && after === undefined)
        return undefined;
    const beforeByName = new Map((before ?? []).map((t) => [t.name, t]));
    const afterNames = new Set((after ?? []).map((t) => t.name));
    const diffs = (after ?? []).map((a) => {
        const b = beforeByName.get(a.name);
        if (b === undefined)
            return { name: a.name, file: a.file, status: 'added', tokensAfter: a.tokens, delta: a.tokens };
        const changed = [];
        if (a.description !== b.description)
            changed.push('description');
        if (a.parametersSha256 !== b.parametersSha256)
            changed.push('parameters');
        const common = { name: a.name, file: a.file, tokensBefore: b.tokens, tokensAfter: a.tokens, delta: a.tokens - b.tokens };
        if (changed.length === 0)
            return { ...common, status: 'unchanged' };
        return {
            ...common,
            status: 'changed',
            changed,
            ...(changed.includes('description') ? { descriptionBefore: b.description, descriptionAfter: a.description } : {}),
        };
    });
    for (const b of before ?? []) {
        if (!afterNames.has(b.name))
            diffs.push({ name: b.name, file: b.file, status: 'removed', tokensBefore: b.tokens, delta: -b.tokens });
    }
    return diffs;
}

;// CONCATENATED MODULE: ./src/manifest/manifest.ts
/**
 * The context manifest (`context-eval manifest`): what each role's model receives — its system files and
 * template with the role's vars filled in, its tools (src/manifest/tools.ts), their sizes in characters and tokens, the provider
 * and its parameters — and how that changed against a base revision. Pure: files are read and tokens counted through injected functions.
 */





/**
 * Builds the manifest of every role (or only `onlyRole`), in config order. `read` gets paths as written
 * in the config and returns undefined for a missing file; `count` counts tokens. A tools file that does
 * not parse is a ConfigError at its file:line, unless `opts.lenientTools` (the base side of a diff).
 */
async function buildManifest(config, scenarioCounts, read, count, onlyRole, opts = {}) {
    const roleNames = Object.keys(config.roles);
    if (onlyRole !== undefined && !roleNames.includes(onlyRole)) {
        throw new types/* ConfigError */.x(`--role ${JSON.stringify(onlyRole)} is not a role of this config; use one of: ${roleNames.join(', ') || '(no roles defined)'}`);
    }
    const manifests = [];
    for (const [roleName, role] of Object.entries(config.roles)) {
        if (onlyRole !== undefined && roleName !== onlyRole)
            continue;
        const provider = config.providers[role.provider];
        if (provider === undefined) {
            throw new types/* ConfigError */.x(`roles.${roleName}.provider is ${JSON.stringify(role.provider)}, which is not under providers; ` +
                `use one of: ${Object.keys(config.providers).join(', ') || '(no providers defined)'}`);
        }
        const files = [
            ...(Array.isArray(role.system) ? role.system : [role.system]).map((path) => ({ kind: 'system', path })),
            ...(role.template === undefined ? [] : [{ kind: 'template', path: role.template }]),
        ];
        // What the model receives: the role's vars filled in (a missing var file fills nothing); a context
        // placeholder differs per scenario and stays as written.
        const filled = {};
        for (const [name, value] of Object.entries(role.vars)) {
            const text = typeof value === 'string' ? value : await read(value.file);
            if (text !== undefined)
                filled[name] = text;
        }
        const parts = [];
        for (const file of files) {
            const raw = await read(file.path);
            const text = raw === undefined ? undefined : (0,scenarios_prompt/* fillVars */.ce)(raw, filled);
            parts.push(text === undefined
                ? { ...file, chars: 0, tokens: 0, missing: true }
                : { ...file, chars: Array.from(text).length, tokens: await count(text), sha256: (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex') });
        }
        const tools = role.tools === undefined ? undefined : await manifestTools((0,paths/* toolFiles */.w_)(role.tools), read, count, opts.lenientTools === true);
        if (tools)
            parts.push(...tools.parts);
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
            ...(tools ? { tools: tools.tools } : {}),
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
                ...withTools(diffTools(undefined, after.tools)),
                settings: [],
            };
        }
        const parts = diffParts(before.parts, after.parts);
        const tools = diffTools(before.tools, after.tools);
        const settings = diffSettings(before, after);
        const changed = settings.length > 0 || parts.some((p) => p.status !== 'unchanged') || (tools ?? []).some((t) => t.status !== 'unchanged');
        return {
            role: after.role,
            status: changed ? 'changed' : 'unchanged',
            tokensBefore: before.totalTokens,
            tokensAfter: after.totalTokens,
            delta: after.totalTokens - before.totalTokens,
            parts,
            ...withTools(tools),
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
            ...withTools(diffTools(before.tools, undefined)),
            settings: [],
        });
    }
    const tokensBefore = base.reduce((sum, m) => sum + m.totalTokens, 0);
    const tokensAfter = head.reduce((sum, m) => sum + m.totalTokens, 0);
    return { roles, tokensBefore, tokensAfter, delta: tokensAfter - tokensBefore };
}
function withTools(tools) {
    return tools === undefined ? {} : { tools };
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
    const pathWidth = Math.max(8, ...m.flatMap((r) => r.parts.map((p) => p.path.length)), ...(diff?.roles ?? []).flatMap((r) => r.parts.map((p) => p.path.length)), 
    // A tool line ("    tool  NAME") starts two columns before a part's path.
    ...m.flatMap((r) => (r.tools ?? []).map((t) => t.name.length - 2)), ...(diff?.roles ?? []).flatMap((r) => (r.tools ?? []).map((t) => t.name.length - 2)));
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
        const toolName = (name) => `    tool  ${name.padEnd(pathWidth + 2)}`;
        for (const tool of role.tools ?? []) {
            const toolDiff = roleDiff?.tools?.find((t) => t.name === tool.name);
            lines.push(`${toolName(tool.name)}  ${tokenCell(tool.tokens)}${toolDiff ? toolChange(toolDiff) : ''}`.trimEnd());
        }
        for (const removed of roleDiff?.tools?.filter((t) => t.status === 'removed') ?? []) {
            lines.push(`${toolName(removed.name)}  removed (was ${group(removed.tokensBefore ?? 0)} tokens)`);
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
function toolChange(d) {
    switch (d.status) {
        case 'added':
            return '  new';
        case 'changed':
            return `  changed: ${(d.changed ?? []).join(' and ')} (${signed(d.delta)}, was ${group(d.tokensBefore ?? 0)})`;
        case 'removed':
        case 'unchanged':
            return '';
    }
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


/***/ }),

/***/ 1169:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ ownRuleLabel),
/* harmony export */   o: () => (/* binding */ ownRules)
/* harmony export */ });
/**
 * The scenario's own-rule expectations, in the one order their gates take everywhere (a run's `gates`, the
 * report's, the error budget): the scenario's `expect` first, then each chain stage's, stage by stage.
 */
function ownRules(s) {
    return [
        ...s.expect.filter((e) => e.own !== undefined).map((expectation) => ({ expectation })),
        ...(s.chain ?? []).flatMap((stage) => stage.expect.filter((e) => e.own !== undefined).map((expectation) => ({ expectation, stage: stage.role }))),
    ];
}
/** How an own rule is named in the report, the comment and `show`: its kind, after its stage's role in a chain. */
function ownRuleLabel(r) {
    return r.stage === undefined ? r.expectation.kind : `${r.stage}: ${r.expectation.kind}`;
}


/***/ }),

/***/ 3814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ binomialCdf)
/* harmony export */ });
/** Binomial tail sums. Pure. */
/** P(X ≤ c) for X ~ Binomial(n, p), summed exactly in log space. */
function binomialCdf(c, n, p) {
    if (c < 0)
        return 0;
    if (c >= n)
        return 1;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: at p = 0 the sum below is exactly 1 too (P(X = 0) = 1 and every later term has log p = −∞); no caller passes p < 0
    if (p <= 0)
        return 1;
    if (p >= 1)
        return 0;
    let logTerm = n * Math.log(1 - p); // P(X = 0)
    let sum = Math.exp(logTerm);
    for (let k = 1; k <= c; k++) {
        logTerm += Math.log((n - k + 1) / k) + Math.log(p / (1 - p));
        sum += Math.exp(logTerm);
    }
    return Math.min(1, sum);
}


/***/ }),

/***/ 8231:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ thresholdAlpha),
/* harmony export */   Y: () => (/* binding */ COMPARISON_SHARE)
/* harmony export */ });
/**
 * The invocation's false-red rate (compare.alpha, 5% by default), split over every test that can turn a
 * pull request red by chance (issue "Green means green"). Pure.
 *
 * A PR goes red on `threshold` when some scenario's threshold test fails, and on `regression` when some
 * comparison flags a drop. Each test gets a share of the one rate (Bonferroni), so the chance that a PR
 * whose scenarios all hold their thresholds and their baselines' rates goes red at all is at most
 * compare.alpha, under any dependence between scenarios and across shards:
 *  - with comparisons in the invocation, half of it is split evenly over the threshold tests and half
 *    over the comparisons;
 *  - without (a plain `run`, a recording run, a PR with no history), all of it goes to the threshold tests.
 */
/** The share of the rate the comparisons take when there are any. */
const COMPARISON_SHARE = 0.5;
/** One threshold test's share: `alpha` split over `thresholdTests`, halved when comparisons run too. */
function thresholdAlpha(alpha, thresholdTests, comparisons) {
    const share = comparisons > 0 ? 1 - COMPARISON_SHARE : 1;
    return (alpha * share) / Math.max(1, thresholdTests);
}


/***/ }),

/***/ 3554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qy: () => (/* binding */ lookGrid),
/* harmony export */   xp: () => (/* binding */ createGroupSequentialTest)
/* harmony export */ });
/* unused harmony export checkLooks */
/**
 * A one-sided group-sequential test on a scenario's runs, with its error rates computed exactly. Pure.
 *
 * The runs are looked at only at `looks` (ascending run counts; the last is the cap). At a look with k
 * passes of n runs the test
 *  - flags (rejects the null, "the rate is low") when k ≤ r(n),
 *  - else stops without flagging when `accepts(k, n)`,
 *  - else, at the cap, stops without flagging,
 *  - else continues to the next look.
 * r(n) is the largest count that keeps the null probability of having flagged by look n within
 * α·spend(n / cap): the α-spending function decides how much of α the early, small looks may use. The
 * accepting stops are **non-binding**: r(n) is calibrated as if sampling always went on to the cap, so
 * the flag rate under the null is at most α whether or not sampling stops at an accept — and a test that
 * accepted early may still flag at a later look when the runs go on (another test of the same scenario
 * asked for them), without spending more than α. That is computed exactly, by a forward pass over every
 * path (no Monte Carlo, no approximation beyond floating point).
 *
 * The null is given as the chance that the next run passes after k passes in n runs: a constant θ for
 * a binomial null (the threshold test), or (a + k) / (a + b + n) for a Beta-binomial one (the baseline
 * comparison, whose null rate is uncertain).
 *
 * `operating(p)` is the exact probability of flagging at a true rate p, and the expected number of runs
 * the test itself needs (every path, the cap included).
 */
const EPS = 1e-12;
function checkLooks(looks) {
    if (looks.length === 0)
        throw new RangeError('group-sequential test: no look');
    looks.forEach((n, i) => {
        // Stryker disable next-line ConditionalExpression,EqualityOperator: at i = 0, looks[-1] is undefined and n <= undefined is false, so the i > 0 guard only states the intent
        if (!Number.isInteger(n) || n < 1 || (i > 0 && n <= looks[i - 1]))
            throw new RangeError(`group-sequential test: looks must be ascending positive integers (got ${looks.join(', ')})`);
    });
}
/** Looks at `first`, then every `step` runs, and at `cap` (at least `first`). */
function lookGrid(first, step, cap) {
    const top = Math.max(first, cap);
    const looks = [];
    for (let n = first; n < top; n += step)
        looks.push(n);
    looks.push(top);
    return looks;
}
function createGroupSequentialTest(input) {
    checkLooks(input.looks);
    const looks = [...input.looks];
    const cap = looks[looks.length - 1];
    /** 1 at the looks only (1 ≤ n ≤ cap); undefined off the array, so `isLook[n] === 1` is the whole range check. */
    const isLook = new Uint8Array(cap + 1);
    for (const n of looks)
        isLook[n] = 1;
    const flagAtMost = new Array(cap + 1).fill(-1);
    /**
     * One forward pass. With `calibrate`, sets r(n) at each look under the given (null) pass chance, with
     * the accepting stops ignored (non-binding); otherwise the test stops at its accepts.
     */
    const forward = (pass, calibrate) => {
        let layer = new Float64Array(1);
        layer[0] = 1;
        let flagged = 0;
        let runsSum = 0;
        for (let n = 0; n <= cap; n++) {
            if (isLook[n] === 1) {
                if (calibrate) {
                    const allowed = input.alpha * Math.min(1, input.spend(n / cap));
                    let r = -1;
                    let cum = flagged;
                    for (let k = 0; k <= n; k++) {
                        cum += layer[k];
                        // Stryker disable next-line EqualityOperator: > and >= differ only when the mass is exactly α·spend + 1e-12
                        if (cum > allowed + EPS)
                            break;
                        r = k;
                    }
                    flagAtMost[n] = r;
                }
                const r = flagAtMost[n];
                for (let k = 0; k <= n; k++) {
                    const m = layer[k];
                    // Stryker disable next-line ConditionalExpression: skips empty counts for speed; their zero mass adds nothing below
                    if (m === 0)
                        continue;
                    if (k <= r) {
                        flagged += m;
                        runsSum += m * n;
                        layer[k] = 0;
                    }
                    else if (n >= cap || (!calibrate && input.accepts(k, n))) {
                        runsSum += m * n;
                        layer[k] = 0;
                    }
                }
            }
            // Stryker disable next-line ConditionalExpression: every count stops at the cap, so one more pass would only build an empty layer
            if (n === cap)
                break;
            const next = new Float64Array(n + 2);
            for (let k = 0; k <= n; k++) {
                const m = layer[k];
                // Stryker disable next-line ConditionalExpression: skips empty counts for speed; their zero mass adds nothing to the next layer
                if (m === 0)
                    continue;
                const q = pass(n, k);
                next[k + 1] += m * q;
                next[k] += m * (1 - q);
            }
            layer = next;
        }
        return { flag: flagged, expectedRuns: runsSum };
    };
    const nullFlagRate = forward(input.nullPass, true).flag;
    const nextLook = (n) => looks.find((l) => l > n) ?? cap;
    return {
        looks,
        cap,
        flagAtMost,
        nullFlagRate,
        decide(k, n) {
            if (isLook[n] === 1) {
                if (k <= flagAtMost[n])
                    return 'flag';
                if (input.accepts(k, n))
                    return 'accept';
            }
            if (n >= cap)
                return 'cap';
            return 'continue';
        },
        nextLook,
        operating: (p) => forward(() => p, false),
    };
}


/***/ }),

/***/ 3421:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fm: () => (/* binding */ LOOK_RUNS),
/* harmony export */   X1: () => (/* binding */ alwaysPassingRuns),
/* harmony export */   Zw: () => (/* binding */ replayThresholdTest),
/* harmony export */   b0: () => (/* binding */ thresholdTestFor)
/* harmony export */ });
/* unused harmony exports PASS_CONFIDENCE, createThresholdTest */
/* harmony import */ var _binomial_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3814);
/* harmony import */ var _group_sequential_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3554);
/* harmony import */ var _format_percent_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7426);
/**
 * The threshold verdict as a test with error control (DESIGN §4, issue "Green means green"). Pure.
 *
 * `threshold: 2/3` states the pass rate θ a scenario must hold. The runs are looked at after the planned
 * N, then every LOOK_RUNS runs, up to the cap (`max_runs`):
 *  - **fail** when they show, at the scenario's share α of the invocation's false-fail rate, that the
 *    true rate is below θ: a group-sequential test of p ≥ θ (src/stats/group-sequential.ts), whose
 *    chance of failing a scenario that holds θ is at most α, every look and the cap counted;
 *  - **pass** early when they show, with PASS_CONFIDENCE at that look, that the rate is above θ less
 *    the tolerance (the indifference zone): P(X ≥ passes | n, θ − tolerance) ≤ 1 − PASS_CONFIDENCE;
 *  - **undecided at the cap** when the runs showed neither (issue 30 row 2): never a pass. The report's
 *    verdict is then `error` (it could not be evaluated) with the state `undecided`, and `fail-on`
 *    counts it under its own name.
 * The chance of failing a scenario whose rate is p (its power) is computed exactly by `operating(p)`.
 *
 * Errored runs are not evidence: with some runs errored, a look decides only when every outcome the
 * errored runs could have had gives the same decision; otherwise the verdict is "could not evaluate".
 */



/** Runs between looks after the planned N (shared with the baseline comparison, so both look at the same counts). */
const LOOK_RUNS = 2;
/** The confidence with which an early pass shows the rate above θ − tolerance, at that look (0.9 cost 13% more runs on a healthy suite for 2 points of power at θ − 0.2). */
const PASS_CONFIDENCE = 0.85;
/** ρ of the α-spending function α·(n / cap)^ρ: 2 keeps most of α for the cap, where the power against a rate 20 points below the threshold is (1 would stop a clearly failing scenario a few runs sooner, for 2–4 points of that power). */
const SPENDING_POWER = 2;
function checkInput(d) {
    const bad = (what, v) => new RangeError(`threshold test: ${what} (got ${String(v)})`);
    if (!(d.threshold > 0 && d.threshold <= 1))
        throw bad('threshold must be in (0, 1]', d.threshold);
    if (!(d.tolerance >= 0 && d.tolerance < 1))
        throw bad('tolerance must be in [0, 1)', d.tolerance);
    if (!(d.alpha > 0 && d.alpha < 1))
        throw bad('alpha must be in (0, 1)', d.alpha);
    if (!(Number.isInteger(d.planned) && d.planned >= 1))
        throw bad('planned must be a positive integer', d.planned);
    if (!(Number.isInteger(d.cap) && d.cap >= 1))
        throw bad('cap must be a positive integer', d.cap);
}
function createThresholdTest(input) {
    checkInput(input);
    const look = input.look ?? LOOK_RUNS;
    const full = { ...input, look, cap: Math.max(input.cap, input.planned) };
    const theta = input.threshold;
    const p1 = Math.max(1e-6, theta - input.tolerance);
    const showsAbove = (k, n) => k > 0 && 1 - (0,_binomial_js__WEBPACK_IMPORTED_MODULE_0__/* .binomialCdf */ .H)(k - 1, n, p1) <= 1 - PASS_CONFIDENCE + 1e-12;
    const test = (0,_group_sequential_js__WEBPACK_IMPORTED_MODULE_1__/* .createGroupSequentialTest */ .xp)({
        looks: (0,_group_sequential_js__WEBPACK_IMPORTED_MODULE_1__/* .lookGrid */ .Qy)(input.planned, look, full.cap),
        nullPass: () => theta,
        alpha: input.alpha,
        spend: (t) => t ** SPENDING_POWER,
        accepts: showsAbove,
    });
    const decide = (k, n) => {
        const d = test.decide(k, n);
        if (d === 'flag')
            return 'fail';
        if (d === 'accept')
            return 'pass';
        if (d === 'cap')
            return 'pass-at-cap';
        return 'continue';
    };
    return {
        input: full,
        looks: test.looks,
        cap: test.cap,
        decide,
        nextLook: test.nextLook,
        operating: (p) => {
            const o = test.operating(p);
            return { fail: o.flag, expectedRuns: o.expectedRuns };
        },
        falseFailRate: test.nullFlagRate,
    };
}
const memo = new Map();
/** The test for these settings; memoised (tests are pure, and a suite holds few distinct settings). */
function thresholdTestFor(input) {
    const key = JSON.stringify([input.threshold, input.tolerance, input.alpha, input.planned, input.cap, input.look ?? LOOK_RUNS]);
    let t = memo.get(key);
    if (t === undefined) {
        if (memo.size >= 500)
            memo.clear();
        t = createThresholdTest(input);
        memo.set(key, t);
    }
    return t;
}
/**
 * The verdict of the test over a scenario's runs in index order. Each look sees the first n runs (the
 * runner launches a look's runs together and decides only once they have all finished, so these are
 * exactly the runs it had). The verdict and the evidence shown are the same runs (issue 30 row 3): runs
 * made after an early pass (for the baseline comparison) enter the test at every look until sampling
 * stops, and the verdict is the decision at the last look. It fails at the first look that shows the rate
 * below θ (the pass is a non-binding stop: the false-fail rate is computed as if sampling always went on
 * to the cap); an early pass the later runs no longer show is undecided, and its reason says it flipped.
 */
function replayThresholdTest(test, runs) {
    const need = `threshold ${(0,_format_percent_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPercent */ .l)(test.input.threshold)}`;
    let passes = 0;
    let failures = 0;
    let errors = 0;
    const at = (n) => {
        const r = runs[n - 1];
        if (r.error !== undefined)
            errors++;
        // mainPass: the expectations the scenario's threshold counts, when some have their own rule (DESIGN §3b).
        else if (r.mainPass ?? r.pass)
            passes++;
        else
            failures++;
    };
    /** The first early pass, for the flip's words; the verdict at the last error-free look. */
    let early;
    let clean;
    const flip = () => (early === undefined ? '' : `passed early at ${early.passes} of ${early.n}, then `);
    const flipped = () => (early === undefined ? {} : { passedEarly: { passes: early.passes, runs: early.n } });
    let n = 0;
    for (const look of test.looks) {
        if (look > runs.length)
            break;
        while (n < look)
            at(++n);
        if (errors === 0) {
            const d = test.decide(passes, n);
            if (d === 'fail')
                return { verdict: 'fail', decidedAt: n, reason: `${flip()}${passes} of ${n} passed: below the ${need} (${shownBelow(test)})`, ...flipped() };
            if (d === 'pass') {
                early ??= { passes, n };
                clean = { verdict: 'pass', decidedAt: early.n, reason: `${passes} of ${n} passed: ${shownAbove(test)}${early.n < n ? ` (first shown at ${early.passes} of ${early.n})` : ''}` };
            }
            else if (d === 'pass-at-cap')
                clean = { ...undecidedAtCap(test, `${flip()}${passes} of ${n} passed`), ...flipped() };
            else if (early !== undefined)
                clean = undecidedAfterPass(test, early, passes, n);
            else
                clean = undefined;
            continue;
        }
        // Errored runs are unknown: a decision stands only when both extremes of them agree. No run is added after an error.
        const low = test.decide(passes, n);
        const high = test.decide(passes + errors, n);
        const errs = `${errors} errored run${errors === 1 ? '' : 's'} could not change it`;
        if (low === 'fail' && high === 'fail')
            return { verdict: 'fail', decidedAt: n, reason: `${flip()}${passes} of ${n - errors} passed: below the ${need} (${shownBelow(test)}); ${errs}`, ...flipped() };
        // With no run evaluated there is no evidence at all: "could not evaluate", below.
        if (passes + failures > 0 && low !== 'fail' && low !== 'continue' && high !== 'fail' && high !== 'continue') {
            // Shown above θ − tolerance only when it holds with every errored run counted as a failure.
            if (low === 'pass')
                return { verdict: 'pass', decidedAt: early?.n ?? n, reason: `${passes} of ${n - errors} passed: ${shownAbove(test)}; ${errs}` };
            // Undecided at the cap whatever the errored runs were: undecided (when they could have made it a pass, "could not evaluate" below).
            if (high === 'pass-at-cap')
                return { ...undecidedAtCap(test, `${flip()}${passes} of ${n - errors} passed`, `; ${errs}`), ...flipped() };
        }
        // The errored runs leave this look open: the verdict of the runs before them stands (DESIGN §4: decided without that run).
        if (clean !== undefined)
            return { ...clean, reason: `${clean.reason}; ${errors} errored run${errors === 1 ? '' : 's'} after it could not be evaluated` };
        break;
    }
    if (clean !== undefined) {
        // Runs past the test's cap (made for a comparison with a higher cap) are not its evidence: say so.
        const past = errors === 0 && n < runs.length ? `; the ${runs.length - n} runs after its cap (${test.cap}) were made for the baseline comparison and are not in this verdict` : '';
        return { ...clean, reason: `${clean.reason}${past}` };
    }
    const attempted = passes + failures;
    const rate = attempted > 0 ? `${passes} of ${attempted} passed` : 'no run was evaluated';
    if (errors > 0)
        return { verdict: 'error', reason: `could not evaluate: ${errors} run(s) errored and ${rate}; the ${need} could go either way` };
    // Sampling stopped before the test decided (a fixed number of runs, or nothing run): no evidence either way.
    return { verdict: 'error', reason: `could not evaluate: ${rate}, and the threshold test had not decided (it needs more runs, up to ${test.cap})` };
}
/** An early pass that the runs made after it (for the comparison) no longer show: undecided, and it says it flipped (issue 30 row 3). */
function undecidedAfterPass(test, early, passes, n) {
    const floor = (0,_format_percent_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPercent */ .l)(Math.max(0, test.input.threshold - test.input.tolerance));
    return {
        verdict: 'error',
        undecided: true,
        passedEarly: { passes: early.passes, runs: early.n },
        reason: `undecided: passed early at ${early.passes} of ${early.n}, then ${passes} of ${n} passed with the runs made for the baseline comparison: no longer shown at least ${floor}, nor below the threshold ${(0,_format_percent_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPercent */ .l)(test.input.threshold)}`,
    };
}
/** The cap reached with the rate shown neither below θ nor above θ − tolerance: undecided, never a pass (issue 30 row 2). */
function undecidedAtCap(test, counts, tail = '') {
    const floor = (0,_format_percent_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPercent */ .l)(Math.max(0, test.input.threshold - test.input.tolerance));
    return {
        verdict: 'error',
        undecided: true,
        reason: `undecided: ${counts}; the threshold test reached its cap (${test.cap} run${test.cap === 1 ? '' : 's'}) without a decision: the rate was shown neither below the threshold ${(0,_format_percent_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPercent */ .l)(test.input.threshold)} nor at least ${floor}${tail}; a higher max_runs or a wider tolerance lets it decide`,
    };
}
function shownBelow(test) {
    return `shown with ${confidence(test.input.alpha)} confidence`;
}
function shownAbove(test) {
    const floor = Math.max(0, test.input.threshold - test.input.tolerance);
    return `at least ${(0,_format_percent_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPercent */ .l)(floor)} with ${(0,_format_percent_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPercent */ .l)(PASS_CONFIDENCE)} confidence (threshold ${(0,_format_percent_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPercent */ .l)(test.input.threshold)}, tolerance ${Math.round(test.input.tolerance * 100)} points)`;
}
function confidence(alpha) {
    const c = (1 - alpha) * 100;
    return `${c >= 99.95 ? c.toFixed(2) : c.toFixed(1)}%`;
}
/**
 * The runs a scenario that passes every run makes under this test (issue 31 item 5): the first look at which
 * all passes decide (an early pass, or the cap). Exact: the runner launches each look's runs together, so it
 * makes exactly this many when nothing fails or errors (and no baseline comparison asks for more).
 */
function alwaysPassingRuns(test) {
    for (const n of test.looks) {
        const d = test.decide(n, n);
        // Undecided at the cap is not a pass, but it is where sampling stops.
        if (d === 'pass' || d === 'pass-at-cap')
            return n;
    }
    return test.cap;
}


/***/ })

};
