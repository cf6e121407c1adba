export const id = 733;
export const ids = [733];
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


/***/ })

};
