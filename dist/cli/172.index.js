export const id = 172;
export const ids = [172];
export const modules = {

/***/ 1787:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pathsInDiff: () => (/* binding */ pathsInDiff),
  requestFromMarkdown: () => (/* binding */ requestFromMarkdown),
  reviewCommand: () => (/* binding */ reviewCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/config/load.ts + 9 modules
var load = __webpack_require__(2317);
// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git = __webpack_require__(1136);
// EXTERNAL MODULE: ./src/config/yaml-source.ts + 1 modules
var yaml_source = __webpack_require__(2717);
// EXTERNAL MODULE: ./src/affected/paths.ts
var paths = __webpack_require__(7208);
// EXTERNAL MODULE: ./src/config/schema.ts + 1 modules
var schema = __webpack_require__(2541);
// EXTERNAL MODULE: ./src/config/types.ts
var types = __webpack_require__(2143);
// EXTERNAL MODULE: ./src/review/criteria.ts
var criteria = __webpack_require__(267);
;// CONCATENATED MODULE: ./src/review/assemble.ts
/**
 * The pure half of gathering a review's input: reading the reviewer settings out of a config text,
 * choosing the watched files among the changed ones, building the diff from per-file patches, the
 * scenario results as text, and assembling the ReviewInput. The action (through the GitHub API) and the
 * CLI (through git) do the fetching and call these. Pure: no fs, no network.
 */







const DEFAULT_REVIEW_SETTINGS = schema/* ReviewSchema */.uZ.parse({});
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * The `review:` section of a config file's text, parsed with ReviewSchema; the defaults when the text is
 * undefined (no config at that ref) or has no `review:` key. Only this section is read: the rest of the
 * file may be anything. `where` names the file and ref in messages, e.g. "context-eval.yaml at base abc1234".
 */
function reviewSettingsFromConfig(text, where) {
    if (text === undefined)
        return DEFAULT_REVIEW_SETTINGS;
    let data;
    try {
        data = (0,yaml_source/* toValue */.BA)((0,yaml_source/* parseYaml */.hN)(text, where));
    }
    catch (err) {
        const detail = ((err instanceof types/* ConfigError */.x ? err.detail : err instanceof Error ? err.message : String(err)).split('\n')[0] ?? '').replace(/^invalid YAML: /, '');
        const at = err instanceof types/* ConfigError */.x && err.line !== undefined ? ` at line ${err.line}` : '';
        throw new types/* ConfigError */.x(`the config is not valid YAML${at} (${detail}); the reviewer settings are read from it. Fix the file on the base branch.`, { file: where });
    }
    const section = isRecord(data) ? data['review'] : undefined;
    const parsed = schema/* ReviewSchema */.uZ.safeParse(section ?? {});
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const keyPath = issue ? ['review', ...issue.path.map(String), ...(issue.code === 'unrecognized_keys' ? [issue.keys[0] ?? ''] : [])].join('.') : 'review';
    const found = isRecord(section) && issue?.path.length === 1 ? ` (found ${JSON.stringify(section[String(issue.path[0])])})` : '';
    throw new types/* ConfigError */.x(`${keyPath}: ${issue?.message ?? 'invalid'}${found}. Fix the review: section on the base branch; see DESIGN §2 for its keys.`, { file: where });
}
/** The folder of a repository-relative config path: '' for the root, else 'sub/dir/'. */
function configPrefix(configRepoPath) {
    const slash = configRepoPath.lastIndexOf('/');
    return slash < 0 ? '' : configRepoPath.slice(0, slash + 1);
}
/**
 * The repository-relative paths among `repoPaths` that match a `watch` pattern; the patterns are
 * relative to the config file's folder (DESIGN §1). Order is kept.
 */
function watchedPaths(repoPaths, watch, configRepoPath) {
    const prefix = configPrefix(configRepoPath);
    const matchers = watch.map(paths/* pathMatcher */.kZ);
    return repoPaths.filter((p) => p.startsWith(prefix) && matchers.some((match) => match(p.slice(prefix.length))));
}
/** Where the criteria file is in the repository, or undefined when `review.criteria` is not set. */
function criteriaRepoPath(settings, configRepoPath) {
    if (settings.criteria === undefined)
        return undefined;
    const joined = `${configPrefix(configRepoPath)}${settings.criteria}`.split('/');
    const out = [];
    for (const part of joined) {
        if (part === '' || part === '.')
            continue;
        if (part === '..')
            out.pop();
        else
            out.push(part);
    }
    return out.join('/');
}
/** The criteria from the file's text at the base ref; the built-in list when unset or missing there. */
function resolveCriteria(repoPath, text, refLabel) {
    if (repoPath === undefined)
        return { criteria: criteria/* BUILTIN_CRITERIA */.CG, source: 'built-in checklist (review.criteria is not set)' };
    if (text === undefined) {
        return {
            criteria: criteria/* BUILTIN_CRITERIA */.CG,
            source: 'built-in checklist',
            finding: `review.criteria names ${repoPath}, which does not exist at ${refLabel}; the built-in checklist was used (criteria added by a pull request take effect once merged)`,
        };
    }
    return { criteria: (0,criteria/* parseCriteria */.vP)(text, `${repoPath} at ${refLabel}`), source: `${repoPath} at ${refLabel}` };
}
/** A unified diff from per-file patches, as `git diff` would head each file. */
function diffFromPatches(files) {
    const blocks = [];
    for (const file of files) {
        const from = file.previousPath ?? file.path;
        const lines = [`diff --git a/${from} b/${file.path}`];
        lines.push(file.status === 'added' ? '--- /dev/null' : `--- a/${from}`);
        lines.push(file.status === 'removed' ? '+++ /dev/null' : `+++ b/${file.path}`);
        lines.push(file.patch === undefined ? '(no patch: a binary file, or a diff too large for GitHub to serve)' : file.patch.replace(/\n$/, ''));
        blocks.push(lines.join('\n'));
    }
    return blocks.length === 0 ? '' : `${blocks.join('\n')}\n`;
}
/** How much changed, for review.min_diff_chars: the characters of the patches' +/- lines. */
function changedChars(files) {
    let chars = 0;
    for (const file of files) {
        for (const line of (file.patch ?? '').split('\n')) {
            if ((line.startsWith('+') && !line.startsWith('+++')) || (line.startsWith('-') && !line.startsWith('---')))
                chars += line.length - 1;
        }
        if (file.patch === undefined)
            chars += 1;
    }
    return chars;
}
/** Why the review does not run for this change, or undefined when it does. */
function reviewSkipReason(args) {
    if (args.settings.provider === undefined) {
        return `review.provider is not set in ${args.settingsWhere}; set it to the provider the reviewer should use (the setting is read from the base branch)`;
    }
    if (args.watched === 0)
        return 'no watched file changed (the review reads only files that match `watch`)';
    if (args.changedChars < args.settings.min_diff_chars) {
        return `the watched files' diff changes ${args.changedChars} characters, below review.min_diff_chars (${args.settings.min_diff_chars})`;
    }
    return undefined;
}
/** At most this many tool calls of a failing run are shown to the reviewer; the rest are counted on a cut line. */
const TRAJECTORY_STEPS = 8;
/** Each tool call's line is cut: its tool name, arguments and result to these many characters each. */
const STEP_CHARS = { tool: 40, args: 120, result: 80 };
/** Untrusted text (tool names, arguments, results) on one line: JSON string escapes, no quotes around it. */
/** Stage states and tool descriptions are cut to this many characters. */
const LONG_CHARS = 400;
const oneLine = (text) => JSON.stringify(text).slice(1, -1);
const cutLine = (text, max) => (text.length <= max ? text : `${Array.from(text.slice(0, max - 1)).join('').replace(/[\uD800-\uDBFF]$/, '')}…`);
/** One line per tool call, at most TRAJECTORY_STEPS of them, then `[… cut: N more steps]`. */
function trajectoryLines(trajectory, indent) {
    const lines = trajectory.slice(0, TRAJECTORY_STEPS).map((s) => {
        const args = typeof s.args === 'string' ? JSON.stringify(s.args) : (JSON.stringify(s.args ?? {}) ?? 'undefined');
        const result = s.result === undefined ? '(no result)' : JSON.stringify(s.result);
        return `${indent}step ${s.step}: ${cutLine(oneLine(s.tool), STEP_CHARS.tool)} ${cutLine(args, STEP_CHARS.args)} → ${cutLine(result, STEP_CHARS.result)}`;
    });
    const more = trajectory.length - TRAJECTORY_STEPS;
    if (more > 0)
        lines.push(`${indent}[… cut: ${formatCount(more)} more ${more === 1 ? 'step' : 'steps'}]`);
    return lines;
}
/** What the first failing agent run did: its tool calls, or a chain's stages (role, decision, failures). */
function failingRunLines(s) {
    const failing = s.runs.filter((run) => !run.pass && ((run.stages?.length ?? 0) > 0 || (run.trajectory?.length ?? 0) > 0));
    const run = failing[0];
    if (run === undefined)
        return [];
    const lines = [];
    const number = run.index + 1;
    if (run.stages !== undefined && run.stages.length > 0) {
        lines.push(`    run ${number} stages:`);
        for (const [i, stage] of run.stages.entries()) {
            const state = stage.error !== undefined ? `error: ${stage.error}` : stage.pass ? 'passed' : ['failed', ...stage.failures].join('; ');
            const decision = stage.decision === undefined ? '' : `, decision ${stage.decision}`;
            lines.push(`      ${i + 1}. ${oneLine(stage.role)}: ${cutLine(oneLine(`${state}${decision}`), LONG_CHARS)}`);
            if (stage.trajectory !== undefined && stage.trajectory.length > 0)
                lines.push(...trajectoryLines(stage.trajectory, '         '));
        }
    }
    else if (run.trajectory !== undefined) {
        lines.push(`    run ${number} trajectory (${formatCount(run.trajectory.length)} tool ${run.trajectory.length === 1 ? 'call' : 'calls'}):`, ...trajectoryLines(run.trajectory, '      '));
    }
    if (failing.length > 1)
        lines.push(`    (${formatCount(failing.length - 1)} more failing ${failing.length === 2 ? 'run' : 'runs'} not shown; ${failing.length === 2 ? 'its' : 'their'} failure lines are above)`);
    return lines;
}
const signed = (n) => (n > 0 ? `+${formatCount(n)}` : n < 0 ? `−${formatCount(-n)}` : '±0');
/** The tools the pull request added, removed or changed, per role, from the manifest diff in the report. */
function toolsLines(report) {
    const lines = [];
    for (const role of report.tools ?? []) {
        for (const tool of role.tools) {
            if (tool.status === 'unchanged')
                continue;
            const head = `  - role ${oneLine(role.role)}: ${oneLine(tool.name)} (${oneLine(tool.file)})`;
            if (tool.status === 'added')
                lines.push(`${head} added; ${formatCount(tool.tokensAfter ?? tool.delta)} tokens`);
            else if (tool.status === 'removed')
                lines.push(`${head} removed; ${signed(tool.delta)} tokens`);
            else {
                const what = tool.changed === undefined || tool.changed.length === 0 ? '' : `: ${tool.changed.join(', ')}`;
                lines.push(`${head} ${tool.status}${what}; ${formatCount(tool.tokensBefore ?? 0)} → ${formatCount(tool.tokensAfter ?? 0)} tokens (${signed(tool.delta)})`);
                if (tool.descriptionBefore !== undefined)
                    lines.push(`      description before: ${cutLine(JSON.stringify(tool.descriptionBefore), LONG_CHARS)}`);
                if (tool.descriptionAfter !== undefined)
                    lines.push(`      description after: ${cutLine(JSON.stringify(tool.descriptionAfter), LONG_CHARS)}`);
            }
        }
    }
    return lines.length === 0 ? [] : ['tools changed against the base:', ...lines];
}
/**
 * This run's scenario results as the plain text the payload carries: the overall line, the tools changed
 * against the base, then one line per scenario with its own-rule gates; a failing scenario adds its failure
 * lines and what its first failing agent run did (bounded: TRAJECTORY_STEPS calls of STEP_CHARS each).
 * Tool names, arguments and results are untrusted: each stays on one line, JSON-escaped.
 */
function scenarioResultsText(report) {
    if (report.scenarios.length === 0)
        return '';
    const lines = [`overall: ${report.verdict} (${report.summary.passed} passed, ${report.summary.failed} failed, ${report.summary.errored} errored, ${report.summary.skipped} skipped)`];
    lines.push(...toolsLines(report));
    for (const s of report.scenarios) {
        lines.push(`- ${s.name} (role ${s.role}): ${s.verdict}, ${s.passes} of ${s.attempted} runs passed, threshold ${formatPercent(s.threshold)}; ${s.reason}`);
        for (const g of s.gates ?? []) {
            lines.push(`    own rule ${g.expectation} (line ${g.line}, needs ${formatPercent(g.threshold)}, ${g.rule}): ${g.verdict}, held in ${g.passes} of ${g.attempted} runs; ${g.reason}`);
        }
        if (s.verdict !== 'fail' && s.verdict !== 'error')
            continue;
        const seen = new Map();
        for (const run of s.runs)
            for (const line of run.error !== undefined ? [`error: ${run.error}`] : run.failures)
                seen.set(line, (seen.get(line) ?? 0) + 1);
        for (const [line, n] of [...seen].slice(0, 5))
            lines.push(`    ${n > 1 ? `${n}× ` : ''}${line}`);
        lines.push(...failingRunLines(s));
    }
    return lines.join('\n');
}
function assembleReviewInput(args) {
    const request = args.issue
        ? { title: args.issue.title, body: args.issue.body, source: 'issue', number: args.issue.number }
        : { title: args.pr.title, body: args.pr.body, source: 'pull_request', number: args.pr.number };
    return {
        request,
        pr: { title: args.pr.title, body: args.pr.body },
        diff: args.diff,
        scenarioResults: args.scenarioResults,
        files: args.files,
        criteria: args.criteria,
        settings: { max_files: args.settings.max_files, max_file_chars: args.settings.max_file_chars, max_total_chars: args.settings.max_total_chars },
    };
}

;// CONCATENATED MODULE: ./src/review/leaks.ts
/**
 * Leak detection: signs that context from outside the request leaked into what the reviewer sees
 * (decisions, earlier discussion, attempt counts, justifications addressed to someone), plus
 * instructions aimed at the reviewer. A fresh reviewer should judge the change from the request and
 * the artifact alone; a phrase like "as discussed" means the artifact leans on context it does not
 * carry. Pure.
 *
 * The list is versioned: bump LEAK_PATTERNS_VERSION whenever a pattern is added, removed or changed,
 * so that reports and history say which list produced their hits.
 */
const LEAK_PATTERNS_VERSION = 1;
/** Matches are case-insensitive; `[^.\n]{1,80}?` bounds "X" in phrases like "I used X because". */
const LEAK_PATTERNS = [
    { id: 'we-decided', pattern: /\bwe(?: have|'ve)? decided (?:to|that|on)\b/i, description: 'refers to a decision made outside the request' },
    {
        id: 'earlier-discussion',
        pattern: /\b(?:based on|per|following|after|from) (?:the |our |an? )?(?:earlier|previous|prior|last) (?:discussion|conversation|chat|call|meeting|thread)\b/i,
        description: 'relies on a discussion the reviewer cannot see',
    },
    {
        id: 'user-clarified',
        pattern: /\bthe user (?:clarified|confirmed|explained|told (?:me|us)|said|mentioned|asked for|prefers)\b/i,
        description: 'relies on what a user said outside the request',
    },
    {
        id: 'attempt-count',
        pattern: /\b(?:this is (?:my |our |the )?(?:\w+ )?(?:attempt|try|iteration)(?: (?:#|no\.? ?)?\d+)?|(?:attempt|try|iteration) (?:#|no\.? ?)?\d+ (?:of|at|to)\b)/i,
        description: 'mentions earlier attempts, which a fresh reviewer should not know about',
    },
    { id: 'i-used-because', pattern: /\bI (?:used|chose|picked|went with|switched to|added|removed) [^.\n]{1,80}? because\b/i, description: 'justifies the change to an audience outside the artifact' },
    { id: 'we-chose-because', pattern: /\bwe (?:used|chose|picked|went with|switched to|opted for) [^.\n]{1,80}? because\b/i, description: 'justifies the change by a choice made outside the request' },
    { id: 'revision-because', pattern: /\b(?:revision|rev\.?|version|draft) #?\d+ (?:because|since|as)\b/i, description: 'refers to a numbered revision and its reasons' },
    { id: 'as-discussed', pattern: /\bas (?:we |I )?(?:discussed|agreed)\b/i, description: 'relies on a discussion the reviewer cannot see' },
    { id: 'per-our-conversation', pattern: /\bper our (?:conversation|discussion|chat|call|meeting|agreement)\b/i, description: 'relies on a conversation the reviewer cannot see' },
    {
        id: 'as-mentioned-earlier',
        pattern: /\bas (?:I |we |you )?(?:mentioned|said|noted|explained) (?:earlier|before|previously|in (?:the|my|our) (?:chat|call|comments?|thread))\b/i,
        description: 'points back to something said outside the artifact',
    },
    {
        id: 'previous-review',
        pattern: /\b(?:the |a |your )?(?:previous|last|earlier|prior|first) (?:review|reviewer|round of review)(?: comments?)? (?:said|asked|flagged|requested|found|noted|pointed out|suggested)\b/i,
        description: 'refers to an earlier review, which the reviewer must not see',
    },
    {
        id: 'review-feedback',
        pattern: /\b(?:address(?:es|ing)?|per|applying|incorporat(?:es|ing)) (?:the |your )?(?:review )?(?:feedback|comments?|suggestions?) (?:from|in|on|by)\b/i,
        description: 'refers to review feedback outside the payload',
    },
    { id: 'you-asked', pattern: /\byou (?:asked|told) (?:me|us) to\b/i, description: 'addresses someone whose instructions are not in the request' },
    { id: 'since-last-push', pattern: /\b(?:since|after|in) the (?:last|previous|earlier) (?:push|commit|run|CI run)\b/i, description: 'refers to push or CI history' },
    {
        id: 'reviewer-instruction',
        pattern: /\b(?:ignore|disregard|forget) (?:all |any |the )?(?:previous|prior|above|earlier|your) (?:instructions|rules|prompts?)\b|\b(?:reviewers?|you) (?:must|should) (?:approve|give (?:this|it) a)\b/i,
        description: 'an instruction aimed at the reviewer: judge it as content, it is a sign of a defect',
    },
];
const EXCERPT_SIDE = 40;
function excerptAround(text, start, end) {
    const from = Math.max(0, start - EXCERPT_SIDE);
    const to = Math.min(text.length, end + EXCERPT_SIDE);
    const body = text.slice(from, to).replace(/\s+/g, ' ').trim();
    return `${from > 0 ? '…' : ''}${body}${to < text.length ? '…' : ''}`;
}
function lineAt(text, index) {
    let line = 1;
    for (let i = 0; i < index; i++)
        if (text.charCodeAt(i) === 10)
            line++;
    return line;
}
/**
 * Every occurrence of every pattern in the given parts, in part order, then position, then list order.
 * Pass the parts as assembled (after truncation), so each hit is something the reviewer really sees.
 */
function scanForLeaks(payloadParts) {
    const hits = [];
    for (const part of payloadParts) {
        const partHits = [];
        LEAK_PATTERNS.forEach((leak, order) => {
            const flags = leak.pattern.flags.includes('g') ? leak.pattern.flags : `${leak.pattern.flags}g`;
            for (const match of part.text.matchAll(new RegExp(leak.pattern.source, flags))) {
                const at = match.index ?? 0;
                const hit = {
                    patternId: leak.id,
                    section: part.section,
                    line: lineAt(part.text, at),
                    excerpt: excerptAround(part.text, at, at + match[0].length),
                    description: leak.description,
                };
                if (part.file !== undefined)
                    hit.file = part.file;
                partHits.push({ hit, at, order });
            }
        });
        partHits.sort((a, b) => a.at - b.at || a.order - b.order);
        hits.push(...partHits.map((entry) => entry.hit));
    }
    return hits;
}
/** One line per hit, e.g. `SOURCE FILES prompts/a.md:3 [as-discussed] "…as discussed, the planner…"`. */
function describeLeak(hit) {
    const where = hit.file === undefined ? `${hit.section} line ${hit.line}` : `${hit.section} ${hit.file}:${hit.line}`;
    return `${where} [${hit.patternId}] ${hit.description}: "${hit.excerpt}"`;
}

;// CONCATENATED MODULE: ./src/review/markdown.ts
/**
 * Small Markdown helpers shared by the review's text scanners. Pure.
 */
/** A fenced code block opener or closer: up to 3 spaces, then 3+ backticks or tildes. */
const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})/;
/**
 * For each line, whether it belongs to a fenced code block (fence lines included).
 * An unclosed fence runs to the end of the text, as in CommonMark.
 */
function fencedLineMask(lines) {
    const mask = [];
    let open;
    for (const line of lines) {
        const fence = FENCE_LINE.exec(line);
        if (open) {
            mask.push(true);
            const marker = fence?.[1];
            if (marker && marker[0] === open.char && marker.length >= open.length && line.trim() === marker)
                open = undefined;
            continue;
        }
        const marker = fence?.[1];
        // A backtick fence's info string may not contain backticks.
        if (marker && !(marker[0] === '`' && line.slice(line.indexOf(marker) + marker.length).includes('`'))) {
            open = { char: marker[0] ?? '`', length: marker.length };
            mask.push(true);
            continue;
        }
        mask.push(false);
    }
    return mask;
}
/** Removes HTML comments (`<!-- … -->`), which GitHub does not render, e.g. PR template hints. */
function stripHtmlComments(text) {
    return text.replace(/<!--[\s\S]*?(?:-->|$)/g, '');
}
/** Replaces inline code spans (`…`, ``…``) with spaces, keeping the text's length. */
function blankCodeSpans(line) {
    return line.replace(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g, (span) => ' '.repeat(span.length));
}
/**
 * Lines that are prose: lines of fenced code blocks become empty, code spans become spaces, and HTML
 * comments are removed. (Indented code blocks are not detected: a 4-space indent is more often a
 * nested list item in PR and issue bodies.)
 */
function proseLines(markdown) {
    const lines = stripHtmlComments(markdown).split(/\r?\n/);
    const fenced = fencedLineMask(lines);
    return lines.map((line, i) => (fenced[i] ? '' : blankCodeSpans(line)));
}

;// CONCATENATED MODULE: ./src/review/why.ts
/**
 * Finds the stated WHY in a Markdown text (DESIGN §8): the section under a heading of any level whose
 * text is Why, Motivation or Rationale (any case; emphasis and a trailing ":" or "?" are allowed),
 * up to the next heading of the same or a higher level. ATX (`#`..`######`) and setext (`===`, `---`)
 * headings count; headings inside fenced code blocks do not. Pure.
 */

const WHY_WORDS = new Set(['why', 'motivation', 'rationale']);
const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_1 = /^ {0,3}=+[ \t]*$/;
const SETEXT_2 = /^ {0,3}-+[ \t]*$/;
function headings(lines) {
    const fenced = fencedLineMask(lines);
    const found = [];
    for (let i = 0; i < lines.length; i++) {
        if (fenced[i])
            continue;
        const line = lines[i] ?? '';
        const atx = ATX.exec(line);
        if (atx) {
            found.push({ start: i, bodyStart: i + 1, level: atx[1]?.length ?? 1, text: atx[2] ?? '' });
            continue;
        }
        const next = lines[i + 1];
        const nextIsProse = next !== undefined && !fenced[i + 1];
        const isParagraphLine = line.trim() !== '' && !/^ {4,}/.test(line) && !/^ {0,3}([-*+]|\d+[.)])[ \t]/.test(line) && !/^ {0,3}>/.test(line);
        if (nextIsProse && isParagraphLine && (SETEXT_1.test(next) || SETEXT_2.test(next))) {
            found.push({ start: i, bodyStart: i + 2, level: SETEXT_1.test(next) ? 1 : 2, text: line.trim() });
            i++;
        }
    }
    return found;
}
function isWhyHeading(text) {
    const bare = text
        .replace(/[*_`]/g, '')
        .trim()
        .replace(/[:?.!]+$/, '')
        .trim()
        .toLowerCase();
    return WHY_WORDS.has(bare);
}
/** The text of the first non-empty Why/Motivation/Rationale section, trimmed; undefined when none. */
function extractWhy(markdown) {
    const lines = stripHtmlComments(markdown).split(/\r?\n/);
    const all = headings(lines);
    for (const [index, heading] of all.entries()) {
        if (!isWhyHeading(heading.text))
            continue;
        const end = all.slice(index + 1).find((later) => later.level <= heading.level)?.start ?? lines.length;
        const body = lines.slice(heading.bodyStart, end).join('\n').trim();
        if (body !== '')
            return body;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/review/truncate.ts
/**
 * Visible truncation for the review payload: whatever is cut is replaced in place by a marker line such
 * as `[… 1,240 lines truncated …]`. Pure and deterministic.
 */
/** 1240 → "1,240" (fixed format, independent of the machine's locale). */
function truncate_formatCount(n) {
    return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
/** Lines in a text; a last line without a newline counts, an empty text has none. */
function countLines(text) {
    if (text === '')
        return 0;
    let lines = 1;
    for (let i = 0; i < text.length; i++)
        if (text.charCodeAt(i) === 10)
            lines++;
    return text.endsWith('\n') ? lines - 1 : lines;
}
function truncationMarker(lines) {
    return `[… ${truncate_formatCount(lines)} ${lines === 1 ? 'line' : 'lines'} truncated …]`;
}
/**
 * Cuts `text` to at most `limit` characters, marker included. The cut falls at a line end when one is
 * in reach (else mid-line, never inside a surrogate pair), and the marker counts the lines removed (a
 * partly removed line counts as one). When even the marker does not fit, the result is the marker alone.
 */
function truncateText(text, limit) {
    if (text.length <= limit)
        return { text, truncated: false };
    const worstMarker = truncationMarker(countLines(text));
    const keepBudget = limit - worstMarker.length - 1;
    if (keepBudget <= 0)
        return { text: worstMarker, truncated: true };
    const window = text.slice(0, keepBudget + 1);
    const lastNewline = window.lastIndexOf('\n');
    let kept;
    let removed;
    if (lastNewline > 0) {
        kept = text.slice(0, lastNewline);
        removed = text.slice(lastNewline + 1);
    }
    else {
        let cut = keepBudget;
        const code = text.charCodeAt(cut - 1);
        if (code >= 0xd800 && code <= 0xdbff)
            cut--;
        kept = text.slice(0, cut);
        removed = text.slice(cut);
    }
    return { text: `${kept}\n${truncationMarker(countLines(removed))}`, truncated: true };
}

;// CONCATENATED MODULE: ./src/review/payload.ts
/**
 * Builds the text the isolated reviewer sees (DESIGN §8). This is the only code that decides what
 * the reviewer sees, and it reads nothing but its `ReviewInput`. Pure and deterministic.
 *
 * Layout: five sections, in this order, each opened by a header line of its own and separated by a
 * blank line:
 *
 *   === ORIGINAL REQUEST ===     `# <title>`, blank line, `<body>` of the linked issue or the PR
 *   === STATED WHY ===           the Why / Motivation / Rationale section, or "(no WHY was stated)"
 *   === OUTPUT TO EVALUATE ===   `--- DIFF ---` then the diff; `--- SCENARIO RESULTS ---` then the results
 *                                (assemble.ts scenarioResultsText: the tools changed against the base, own-rule
 *                                gates, failure lines, a failing agent run's tool calls or chain stages, bounded)
 *   === SOURCE FILES ===         a `Coverage:` line, then each file between
 *                                `--- FILE: <path> ---` and `--- END FILE: <path> ---`
 *   === CRITERIA ===             one `- <id>: <description>` line per checklist item
 *
 * Budgets (review.max_files, max_file_chars, max_total_chars), applied in this order:
 *   1. the request is cut only when it alone is longer than REQUEST_BUDGET_SHARE of max_total_chars;
 *   2. files are sorted by path; those beyond max_files are omitted, listed on a marker line;
 *   3. each file is cut to max_file_chars;
 *   4. while the payload is longer than max_total_chars, the largest blocks are cut first: the files,
 *      the diff and the scenario results are brought down to one common cap, as high as fits (so a
 *      huge diff cannot crowd out every file, nor one huge file the rest); then the WHY and the
 *      criteria; and last the request.
 * Every cut is marked in place with `[… N lines truncated …]`; the coverage line says what was cut.
 */


const SECTION_NAMES = ['ORIGINAL REQUEST', 'STATED WHY', 'OUTPUT TO EVALUATE', 'SOURCE FILES', 'CRITERIA'];
const sectionHeader = (name) => `=== ${name} ===`;
/** The request is cut only when it alone takes more than this share of max_total_chars. */
const REQUEST_BUDGET_SHARE = 0.25;
const NO_WHY_FINDING = 'no WHY was stated';
/** At most this many names are listed on a marker or coverage line; the rest are counted. */
const MAX_LISTED_NAMES = 20;
const normalizeNewlines = (text) => text.replace(/\r\n?/g, '\n');
function listNames(names) {
    const shown = names.slice(0, MAX_LISTED_NAMES).join(', ');
    return names.length > MAX_LISTED_NAMES ? `${shown} and ${truncate_formatCount(names.length - MAX_LISTED_NAMES)} more` : shown;
}
/** Lines in a section body that look like our own delimiters. */
const DELIMITER_LIKE = /^(?:=== [A-Z][A-Z ]* ===|--- (?:END )?FILE: .* ---|--- (?:DIFF|SCENARIO RESULTS) ---)[ \t]*$/m;
function coverageSummary(total, inFull, truncated, omitted, maxFiles, requestTruncated) {
    let text = total === 0 ? 'no changed watched files' : `reviewed ${truncate_formatCount(inFull)} of ${truncate_formatCount(total)} files in full`;
    if (truncated.length > 0)
        text += `; ${truncate_formatCount(truncated.length)} truncated: ${listNames(truncated)}`;
    if (omitted.length > 0)
        text += `; ${truncate_formatCount(omitted.length)} omitted (over review.max_files = ${truncate_formatCount(maxFiles)}): ${listNames(omitted)}`;
    if (requestTruncated)
        text += '; the request was truncated';
    return text;
}
/** Splits a unified diff into one part per file (named from its `+++ b/` or `diff --git` line); removed lines are blanked. */
function diffParts(diff) {
    const parts = [];
    let current = { lines: [] };
    const flush = () => {
        if (current.lines.some((line) => line !== '')) {
            parts.push({ section: 'OUTPUT TO EVALUATE', ...(current.file === undefined ? {} : { file: current.file }), text: current.lines.join('\n') });
        }
    };
    for (const line of diff.split('\n')) {
        if (line.startsWith('diff --git ')) {
            flush();
            current = { lines: [] };
            const header = / b\/(.+)$/.exec(line)?.[1];
            if (header !== undefined)
                current.file = header;
        }
        const added = /^\+\+\+ b\/(.+)$/.exec(line);
        if (added?.[1])
            current.file = added[1];
        current.lines.push(line.startsWith('-') && !line.startsWith('---') ? '' : line);
    }
    flush();
    return parts;
}
function render(input, prepared, caps) {
    const request = truncateText(prepared.request, caps.request);
    const why = truncateText(prepared.why, caps.other);
    const diff = truncateText(prepared.diff, caps.content);
    const results = truncateText(prepared.results, caps.content);
    const criteria = truncateText(prepared.criteria, caps.other);
    const truncatedFiles = [];
    const fileBlocks = [];
    const fileParts = [];
    for (const file of prepared.files) {
        const cut = truncateText(file.text, Math.min(prepared.maxFileChars, caps.content));
        if (cut.truncated)
            truncatedFiles.push(file.path);
        fileBlocks.push(`--- FILE: ${file.path} ---\n${cut.text}${cut.text.endsWith('\n') || cut.text === '' ? '' : '\n'}--- END FILE: ${file.path} ---`);
        fileParts.push({ section: 'SOURCE FILES', file: file.path, text: cut.text });
    }
    const filesInFull = prepared.files.length - truncatedFiles.length;
    const summary = coverageSummary(input.files.length, filesInFull, truncatedFiles, prepared.omitted, input.settings.max_files, request.truncated);
    const omittedLine = prepared.omitted.length === 0
        ? []
        : [`[… ${truncate_formatCount(prepared.omitted.length)} ${prepared.omitted.length === 1 ? 'file' : 'files'} omitted (over review.max_files = ${truncate_formatCount(input.settings.max_files)}): ${listNames(prepared.omitted)} …]`];
    const bodies = {
        'ORIGINAL REQUEST': request.text,
        'STATED WHY': why.text,
        'OUTPUT TO EVALUATE': `--- DIFF ---\n${diff.text}\n--- SCENARIO RESULTS ---\n${results.text}`,
        'SOURCE FILES': [`Coverage: ${summary}`, ...fileBlocks, ...omittedLine].join('\n'),
        CRITERIA: criteria.text,
    };
    const sectionTexts = SECTION_NAMES.map((name) => `${sectionHeader(name)}\n${bodies[name]}`);
    return {
        text: `${sectionTexts.join('\n\n')}\n`,
        sections: SECTION_NAMES.map((name, i) => ({ name, chars: sectionTexts[i]?.length ?? 0 })),
        parts: [
            { section: 'ORIGINAL REQUEST', text: request.text },
            { section: 'STATED WHY', text: why.text },
            ...diffParts(diff.text),
            { section: 'OUTPUT TO EVALUATE', text: results.text },
            ...fileParts,
            { section: 'CRITERIA', text: criteria.text },
        ],
        truncatedFiles,
        requestTruncated: request.truncated,
        coverageSummary: summary,
        filesInFull,
    };
}
/** The largest cap in [low, high] for which `fits` holds; `fits(low)` must hold. */
function largestFitting(low, high, fits) {
    let lo = low;
    let hi = high;
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (fits(mid))
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}
function buildReviewPayload(input) {
    const { max_files: maxFiles, max_file_chars: maxFileChars, max_total_chars: maxTotal } = input.settings;
    const findings = [];
    const requestBody = normalizeNewlines(input.request.body).trim();
    const requestText = `# ${normalizeNewlines(input.request.title).trim()}\n\n${requestBody === '' ? '(the request has no description)' : requestBody}`;
    const whyInRequest = extractWhy(normalizeNewlines(input.request.body));
    const whyInPr = input.request.source === 'issue' ? extractWhy(normalizeNewlines(input.pr.body)) : undefined;
    let why;
    if (whyInRequest !== undefined)
        why = whyInRequest;
    else if (whyInPr !== undefined)
        why = `(from the pull request description)\n${whyInPr}`;
    else {
        why = `(${NO_WHY_FINDING})`;
        findings.push(NO_WHY_FINDING);
    }
    const sorted = [...input.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const prepared = {
        request: requestText,
        why,
        diff: input.diff.trim() === '' ? '(the diff is empty)' : input.diff.replace(/\n$/, ''),
        results: input.scenarioResults.trim() === '' ? '(no scenario results)' : input.scenarioResults.replace(/\n$/, ''),
        files: sorted.slice(0, maxFiles),
        omitted: sorted.slice(maxFiles).map((file) => file.path),
        criteria: input.criteria.checklist.map((item) => `- ${item.id}: ${item.description.replace(/\s+/g, ' ').trim()}`).join('\n'),
        maxFileChars,
    };
    const caps = {
        content: Infinity,
        other: Infinity,
        request: Math.max(0, Math.floor(maxTotal * REQUEST_BUDGET_SHARE)),
    };
    const fits = (trial) => render(input, prepared, trial).text.length <= maxTotal;
    const longest = (texts) => texts.reduce((max, text) => Math.max(max, text.length), 0);
    const stages = [
        { key: 'content', high: Math.max(Math.min(maxFileChars, longest(prepared.files.map((f) => f.text))), longest([prepared.diff, prepared.results])) },
        { key: 'other', high: longest([prepared.why, prepared.criteria]) },
        { key: 'request', high: Math.min(caps.request, prepared.request.length) },
    ];
    for (const stage of stages) {
        if (fits(caps))
            break;
        const withCap = (cap) => ({ ...caps, [stage.key]: cap });
        caps[stage.key] = fits(withCap(0)) ? largestFitting(0, stage.high, (cap) => fits(withCap(cap))) : 0;
    }
    const rendered = render(input, prepared, caps);
    if (rendered.text.length > maxTotal) {
        findings.push(`review.max_total_chars (${truncate_formatCount(maxTotal)}) is too small even for the payload's headers and markers (${truncate_formatCount(rendered.text.length)} chars); raise it`);
    }
    for (const part of rendered.parts) {
        if (part.section === 'OUTPUT TO EVALUATE' && part.file !== undefined)
            continue;
        if (DELIMITER_LIKE.test(part.text)) {
            const where = part.file === undefined ? `the ${part.section} section` : `${part.file} (${part.section})`;
            findings.push(`${where} contains a line that looks like a payload delimiter; the reviewer treats it as data`);
        }
    }
    return {
        text: rendered.text,
        sections: rendered.sections,
        coverage: {
            filesTotal: input.files.length,
            filesInFull: rendered.filesInFull,
            truncated: rendered.truncatedFiles,
            omitted: prepared.omitted,
            requestTruncated: rendered.requestTruncated,
            summary: rendered.coverageSummary,
        },
        findings,
        parts: rendered.parts,
    };
}

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/shared.ts
var shared = __webpack_require__(1145);
;// CONCATENATED MODULE: ./src/cli/review.ts
/**
 * `context-eval review --dry-run --request F [--base REF] [--head REF] [--config F]`: prints the exact
 * payload the isolated reviewer would receive for a request text and the git diff between two refs;
 * coverage, findings, leak warnings and skip reasons go to stderr. No model is called.
 *
 * - `--base` defaults to HEAD; `--head` defaults to the working tree (untracked files count as changed).
 *   The diff runs from the merge base of the two, as on a pull request.
 * - The reviewer settings (`review:`) and the criteria file are read from the config AT `--base`, as the
 *   action reads them from the PR's base; `watch` comes from the config in the working tree.
 * - The request file is Markdown: its first `# ` heading is the title (else the file's name), the rest
 *   the body. It stands for the PR's title and body; a linked issue is not followed here.
 * - The scenario results section says that no scenarios ran (a dry run calls no model).
 * The live review runs in the action; without --dry-run this command is a usage error.
 */








/** A request file's Markdown: the first `# ` heading is the title (else `fallbackTitle`), the rest the body. */
function requestFromMarkdown(text, fallbackTitle) {
    const lines = text.replace(/\r\n?/g, '\n').split('\n');
    const index = lines.findIndex((line) => /^# \S/.test(line));
    if (index < 0)
        return { title: fallbackTitle, body: text.trim() };
    const title = (lines[index] ?? '').slice(2).trim();
    const body = [...lines.slice(0, index), ...lines.slice(index + 1)].join('\n').trim();
    return { title, body };
}
/** Repository-relative paths named in a unified diff's `---`/`+++` lines (both sides of a rename). */
function pathsInDiff(diff) {
    const out = new Set();
    for (const line of diff.split('\n')) {
        const match = /^(?:---|\+\+\+) [ab]\/(.+?)\t?$/.exec(line);
        if (match?.[1])
            out.add(match[1]);
    }
    return [...out];
}
async function reviewCommand(values, io) {
    if (values['dry-run'] !== true) {
        throw new args/* UsageError */.eb("'context-eval review' runs live only in the GitHub Action (it posts to the pull request). Add --dry-run to print the exact payload the reviewer would receive.");
    }
    const requestFile = (0,args/* stringOption */.Pp)(values, 'request');
    if (requestFile === undefined)
        throw new args/* UsageError */.eb('review --dry-run needs --request F: a Markdown file with the request (its first `# ` heading is the title)');
    const requestPath = external_node_path_default().resolve(io.cwd, requestFile);
    let requestText;
    try {
        requestText = await io.readText(requestPath);
    }
    catch (err) {
        throw new args/* UsageError */.eb(`--request ${requestFile}: cannot read the file (${err instanceof Error ? err.message : String(err)}); give the path of a Markdown file`);
    }
    const base = (0,args/* stringOption */.Pp)(values, 'base') ?? 'HEAD';
    const head = (0,args/* stringOption */.Pp)(values, 'head');
    const configPath = (0,shared/* configPathOf */.j$)(values, io);
    const loaded = await (0,load/* loadConfig */.Z)(configPath, { env: io.env });
    const root = await (0,git/* repoRoot */.jv)(loaded.dir);
    const configRepoPath = external_node_path_default().relative(root, configPath).split((external_node_path_default()).sep).join('/');
    const baseCommit = await (0,git/* resolveCommit */.WL)(base, root, { source: '--base' });
    const baseLabel = `${base} (${baseCommit.slice(0, 7)})`;
    const settingsWhere = `${configRepoPath} at ${baseLabel}`;
    const configAtBase = await (0,git/* showFile */.II)(baseCommit, configRepoPath, root);
    const settings = reviewSettingsFromConfig(configAtBase, settingsWhere);
    const criteriaPath = criteriaRepoPath(settings, configRepoPath);
    const criteriaText = criteriaPath === undefined ? undefined : await (0,git/* showFile */.II)(baseCommit, criteriaPath, root);
    const criteria = resolveCriteria(criteriaPath, criteriaText, baseLabel);
    const since = await (0,git/* mergeBase */.wu)(baseCommit, head ?? 'HEAD', root, { source: head === undefined ? '--base' : '--head' });
    const changed = head === undefined ? await (0,git/* changedFiles */.Y_)(baseCommit, root) : pathsInDiff(await (0,git/* diffText */.NI)(since, head, undefined, root));
    const watched = watchedPaths(changed, loaded.config.watch, configRepoPath).sort();
    const diff = await (0,git/* diffText */.NI)(since, head, watched, root);
    const files = [];
    for (const file of watched) {
        const text = head === undefined ? await io.readText(external_node_path_default().join(root, file)).catch(() => undefined) : await (0,git/* showFile */.II)(head, file, root);
        if (text !== undefined)
            files.push({ path: file, text });
    }
    const request = requestFromMarkdown(requestText, external_node_path_default().basename(requestPath));
    const input = assembleReviewInput({
        pr: { number: 0, ...request },
        diff,
        scenarioResults: '(a dry run: no scenarios ran)',
        files,
        criteria: criteria.criteria,
        settings,
    });
    const payload = buildReviewPayload(input);
    io.stdout(payload.text);
    const notes = [`coverage: ${payload.coverage.summary}`, `criteria: ${criteria.source}; settings: ${configAtBase === undefined ? 'defaults' : settingsWhere}`];
    if (criteria.finding)
        notes.push(`finding: ${criteria.finding}`);
    for (const finding of payload.findings)
        notes.push(`finding: ${finding}`);
    const leaks = scanForLeaks(payload.parts);
    for (const hit of leaks)
        notes.push(`isolation warning (review.leaks: ${settings.leaks}): ${describeLeak(hit)}`);
    const diffChars = diff.split('\n').filter((l) => /^[+-](?![+-]{2} )/.test(l)).reduce((n, l) => n + l.length - 1, 0);
    const skip = reviewSkipReason({ settings, settingsWhere, watched: watched.length, changedChars: diffChars });
    if (skip !== undefined)
        notes.push(`the action would skip this review: ${skip}`);
    // The payload above is verbatim; the notes are prose, fitted to the terminal (80 columns piped).
    io.stderr((0,shared/* fitted */.$5)(`${notes.join('\n')}\n`, io));
    return 0;
}


/***/ }),

/***/ 267:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CG: () => (/* binding */ BUILTIN_CRITERIA),
/* harmony export */   vP: () => (/* binding */ parseCriteria)
/* harmony export */ });
/* unused harmony exports CriterionSchema, CriteriaSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6921);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _config_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2143);
/* harmony import */ var _config_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2717);
/**
 * The review criteria (DESIGN §8): a YAML file `checklist: [{id, description}]`, or the built-in
 * checklist when `review.criteria` is not set. Pure: the caller reads the file and passes its text.
 */




const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const CriterionSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(ID_PATTERN, { message: 'an id is letters, digits, "_", "." or "-", starting with a letter or digit (e.g. "accuracy")' }),
    description: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().trim().min(1, { message: 'the description must say what the reviewer checks' }),
});
const CriteriaSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    checklist: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(CriterionSchema).min(1, { message: 'the checklist needs at least one item' }),
})
    .superRefine((criteria, ctx) => {
    const firstIndex = new Map();
    criteria.checklist.forEach((item, index) => {
        const earlier = firstIndex.get(item.id);
        if (earlier === undefined) {
            firstIndex.set(item.id, index);
            return;
        }
        ctx.addIssue({
            code: 'custom',
            path: ['checklist', index, 'id'],
            message: `duplicate id "${item.id}" (also item ${earlier + 1}); each checklist id must be unique`,
        });
    });
});
/** Used when `review.criteria` is absent (DESIGN §8). */
const BUILTIN_CRITERIA = {
    checklist: [
        { id: 'accuracy', description: 'The change does what the ORIGINAL REQUEST asks, and what it states is correct.' },
        { id: 'completeness', description: 'Every part of the request is addressed; nothing asked for is missing.' },
        { id: 'clarity', description: 'The changed context is unambiguous and a model would read it one way only.' },
        { id: 'errors', description: 'No contradictions, broken references, wrong names, or scenario failures left unexplained.' },
        { id: 'truncation', description: 'Nothing is cut off, left half-written or marked TODO in the changed files.' },
    ],
};
function pathText(path) {
    let out = '';
    for (const key of path)
        out += typeof key === 'number' ? `[${key}]` : `${out === '' ? '' : '.'}${String(key)}`;
    return out === '' ? '(top level)' : out;
}
const HINT = 'The file must look like: checklist: [{id: accuracy, description: "…"}].';
/**
 * Parses a criteria file. Throws a ConfigError naming the file, the line and the bad value, and saying
 * how to fix it.
 */
function parseCriteria(yamlText, file) {
    let source;
    let data;
    try {
        // The one YAML reader (positions, nesting, alias bombs and cycles checked).
        source = (0,_config_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .parseYaml */ .hN)(yamlText, file);
        data = (0,_config_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .toValue */ .BA)(source);
    }
    catch (err) {
        if (!(err instanceof _config_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x))
            throw err;
        const where = { file, ...(err.line === undefined ? {} : { line: err.line }), ...(err.col === undefined ? {} : { col: err.col }) };
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`${err.detail.replace(/^invalid YAML: /, 'invalid YAML in the review criteria: ')}. ${HINT}`, where);
    }
    const { doc, lineCounter } = source;
    const result = CriteriaSchema.safeParse(data);
    if (result.success)
        return result.data;
    const issue = result.error.issues[0];
    if (!issue)
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`the review criteria are invalid. ${HINT}`, { file });
    // An unknown key is reported at the key; a missing value at the nearest mapping that holds it.
    const path = issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined ? [...issue.path, issue.keys[0]] : [...issue.path];
    let found;
    let where = { file };
    for (let depth = path.length; depth >= 0; depth--) {
        const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(node))
            continue;
        if (depth === path.length)
            found = node.toJSON();
        if (node.range) {
            const pos = lineCounter.linePos(node.range[0]);
            where = { file, line: pos.line, col: pos.col };
        }
        break;
    }
    const message = issue.code === 'invalid_type' && found === undefined ? 'is missing' : issue.message;
    const shown = found === undefined ? '' : ` (found ${JSON.stringify(found)})`;
    throw new _config_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(`review criteria ${pathText(issue.path)}: ${message}${shown}. ${HINT}`, where);
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
