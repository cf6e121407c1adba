export const id = 564;
export const ids = [564];
export const modules = {

/***/ 3192:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ filterOnly)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_0__);
/**
 * `--only` / the action's `only` input: restrict the suite to scenarios named exactly or matched by a
 * glob (picomatch). Pure.
 */

function filterOnly(names, only) {
    const entries = (only ?? []).map((e) => e.trim()).filter((e) => e !== '');
    if (entries.length === 0)
        return { selected: new Set(names), unmatched: [] };
    const selected = new Set();
    const unmatched = [];
    for (const entry of entries) {
        const glob = picomatch__WEBPACK_IMPORTED_MODULE_0___default()(entry, { dot: true });
        const hits = names.filter((name) => name === entry || glob(name));
        if (hits.length === 0 && !unmatched.includes(entry))
            unmatched.push(entry);
        for (const name of hits)
            selected.add(name);
    }
    // Keep suite order, whatever the order of the entries.
    return { selected: new Set(names.filter((n) => selected.has(n))), unmatched };
}


/***/ }),

/***/ 2050:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jg: () => (/* binding */ evidenceWords),
/* harmony export */   KE: () => (/* binding */ thinMatters)
/* harmony export */ });
/* unused harmony export isThin */
/* harmony import */ var _percent_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7426);
/**
 * What a scenario's runs show, in words (issue "Green means green", item 7): "at least 72% with 95%
 * confidence after 11 runs; threshold 67%". Pure.
 *
 * The bound is the reported interval's (src/stats/interval.ts, whose coverage under the product's own
 * sampling is at least 95%): its lower end for a pass, its upper end for a fail. A pass whose lower end
 * is below the threshold says so ("thin evidence"), so that `100% (3 of 3)` is not read as proof; the
 * renderers say it only of a pass under a count rule (`thinMatters`): a pass the threshold test decided
 * carries the test's error control, and calling it thin would ask the reader for nothing they can do.
 */

/** A pass whose interval reaches below the threshold rests on thin evidence. */
function isThin(e) {
    return e.attempted === 0 || e.interval.low < e.threshold - 1e-9;
}
/**
 * Whether "thin evidence" changes what a reader should do (issue 32, item 2): only for a pass under a
 * count rule (`verdict: count`), where more `runs` would make the pass mean something. The threshold
 * test's pass (the default, and what a report that names no rule had) is decided with error control,
 * whatever its interval.
 */
function thinMatters(e) {
    return e.rule?.kind === 'count' && isThin(e);
}
function evidenceWords(e) {
    const flip = e.passedEarly === undefined ? '' : `passed early at ${e.passedEarly.passes} of ${e.passedEarly.runs}, then `;
    return `${flip}${plainWords(e)}`;
}
function plainWords(e) {
    const n = e.attempted;
    const runs = `after ${n} run${n === 1 ? '' : 's'}`;
    const need = `threshold ${(0,_percent_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l)(e.threshold)}`;
    if (n === 0)
        return `no run was evaluated; ${need}`;
    if (e.undecided === true)
        return `undecided ${runs}: between ${(0,_percent_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l)(e.interval.low)} and ${(0,_percent_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l)(e.interval.high)} with 95% confidence; ${need}`;
    if (e.verdict === 'fail')
        return `at most ${(0,_percent_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l)(e.interval.high)} with 95% confidence ${runs}; ${need}`;
    const words = `at least ${(0,_percent_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l)(e.interval.low)} with 95% confidence ${runs}; ${need}`;
    if (e.verdict === 'error')
        return `${words}; ${e.errors} errored run${e.errors === 1 ? '' : 's'}`;
    return isThin(e) && e.rule !== 'test' ? `${words} (thin evidence: not yet shown at or above the threshold)` : words;
}


/***/ }),

/***/ 7792:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Y2: () => (/* binding */ attachComparisons),
  Bu: () => (/* binding */ baselineFor),
  vr: () => (/* binding */ baselineRecordPolicy),
  Po: () => (/* binding */ comparedCount),
  hu: () => (/* binding */ comparisonPolicyFor),
  zJ: () => (/* binding */ familySizeOf),
  Z0: () => (/* binding */ regressions)
});

// UNUSED EXPORTS: pinnedBaseline, recordingPolicy, samplingPolicy

;// CONCATENATED MODULE: ./src/history/baseline.ts
/** The most candidate records considered (pooling takes at most compare.baseline_records per scenario). */
const MAX_CANDIDATES = 50;
function branchName(ref) {
    // Stryker disable next-line Regex: differs only for a ref holding refs/heads/ past its start (a tag named refs/heads/main), which no recording run writes
    return ref.replace(/^refs\/heads\//, '');
}
/** The same commit, either SHA possibly abbreviated (case-insensitive). */
function baseline_sameSha(a, b) {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()];
    // Stryker disable next-line EqualityOperator: at equal lengths both branches test equality
    return x.length <= y.length ? y.startsWith(x) : x.startsWith(y);
}
/** The candidate records, best first: at the merge base (newest first), then at its nearest ancestors on the base branch. */
function selectBaselineRecords(records, q) {
    const newestFirst = [...records].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
    const short = q.mergeBaseSha.slice(0, 7);
    const atMergeBase = newestFirst.filter((r) => baseline_sameSha(r.sha, q.mergeBaseSha));
    const base = branchName(q.baseRef);
    const ancestors = (q.ancestorsOfMergeBase ?? []).filter((a) => !baseline_sameSha(a, q.mergeBaseSha));
    const position = (sha) => ancestors.findIndex((a) => baseline_sameSha(a, sha));
    const older = newestFirst
        .filter((r) => branchName(r.ref) === base && !baseline_sameSha(r.sha, q.mergeBaseSha))
        .map((r) => ({ r, pos: position(r.sha) }))
        .filter((x) => x.pos >= 0)
        .sort((a, b) => a.pos - b.pos || Date.parse(b.r.timestamp) - Date.parse(a.r.timestamp))
        .map((x) => x.r);
    const candidates = [...atMergeBase, ...older].slice(0, MAX_CANDIDATES);
    if (candidates.length === 0) {
        const where = ancestors.length === 0 ? `at the merge base ${short}` : `on ${base} at or before the merge base ${short}`;
        return { records: [], source: 'none', note: `no history ${where}` };
    }
    const shas = [...new Set(candidates.map((r) => r.sha.slice(0, 7)))];
    const shown = shas.length > 4 ? `${shas.slice(0, 4).join(', ')}, …` : shas.join(', ');
    const where = atMergeBase.length > 0 ? `the merge base ${short}` : `the nearest ancestors of the merge base ${short} on ${base}`;
    return {
        records: candidates,
        source: atMergeBase.length > 0 ? 'merge-base' : 'ancestors',
        note: `baseline: history at ${where} (${shown}), pooled per scenario while its context is unchanged`,
    };
}
/**
 * The scenario's runs pooled over the candidate records (best first): the first record that holds the
 * scenario, and the following ones with the same context hash for it, up to `maxRecords` and within
 * `maxAgeDays` of the first. Undefined when no record holds the scenario.
 */
function poolBaseline(records, scenario, limits = { maxRecords: Number.MAX_SAFE_INTEGER, maxAgeDays: Number.POSITIVE_INFINITY }) {
    const held = records.flatMap((r) => r.scenarios.filter((s) => s.name === scenario).map((s) => ({ s, at: Date.parse(r.timestamp), ref: refOf(r) })));
    return poolHeld(held, scenario, limits);
}
function refOf(r) {
    return { sha: r.sha, timestamp: r.timestamp };
}
/** True when `r` is the record `ref` names: the same instant and the same commit (either SHA may be abbreviated). */
function baseline_isRecord(r, ref) {
    return Date.parse(r.timestamp) === Date.parse(ref.timestamp) && baseline_sameSha(r.sha, ref.sha);
}
/**
 * Every scenario's baseline at once: one pass over the records (a per-scenario scan of every record
 * is quadratic in the suite's size). The same result as poolBaseline for each name.
 */
function poolBaselines(records, limits) {
    const heldBy = new Map();
    for (const r of records) {
        const at = Date.parse(r.timestamp);
        const ref = refOf(r);
        for (const s of r.scenarios) {
            let list = heldBy.get(s.name);
            if (!list)
                heldBy.set(s.name, (list = []));
            list.push({ s, at, ref });
        }
    }
    const out = new Map();
    for (const [name, held] of heldBy) {
        const pooled = poolHeld(held, name, limits);
        // Stryker disable next-line ConditionalExpression: every list here holds a record, so poolHeld is never undefined; the check is for the type
        if (pooled !== undefined)
            out.set(name, pooled);
    }
    return out;
}
function poolHeld(held, scenario, limits) {
    const first = held[0];
    if (first === undefined)
        return undefined;
    const kept = held.filter((e) => e.s.contextHash === first.s.contextHash && first.at - e.at <= limits.maxAgeDays * 86_400_000).slice(0, limits.maxRecords);
    const entries = kept.map((e) => e.s);
    const perDay = countsPerDay(kept);
    return {
        scenario,
        records: entries.length,
        passes: entries.reduce((n, s) => n + s.passes, 0),
        attempted: entries.reduce((n, s) => n + s.attempted, 0),
        tokens: entries.flatMap((s) => s.tokens.runs),
        latencyMs: entries.flatMap((s) => s.latencyMs.runs),
        features: {
            decomposes: entries.flatMap((s) => s.features.decomposes ?? []),
            risk: entries.flatMap((s) => s.features.risk ?? []),
        },
        contextHashes: [...new Set(entries.map((s) => s.contextHash))],
        perRecord: entries.map((s) => ({ passes: s.passes, attempted: s.attempted })),
        days: perDay.length,
        perDay,
        from: kept.map((e) => e.ref),
        // The newest record's: the base's own bar (issue 31; entries holds at least the first record).
        threshold: first.s.threshold,
    };
}
/**
 * The pooled records' counts per UTC day (the date of each record's timestamp), newest day first: the
 * records of one day share its day effect (the shipped workflows record on every push and every night,
 * so five records are often one or two days), so the day-to-day variance is seen between days, not
 * between records (issue 31 item 2), as the drift detectors group them (src/drift/streams.ts).
 */
function countsPerDay(kept) {
    const byDay = new Map();
    for (const e of kept) {
        const day = Number.isFinite(e.at) ? new Date(e.at).toISOString().slice(0, 10) : 'unknown';
        const c = byDay.get(day) ?? { passes: 0, attempted: 0 };
        c.passes += e.s.passes;
        c.attempted += e.s.attempted;
        byDay.set(day, c);
    }
    return [...byDay.values()];
}

// EXTERNAL MODULE: ./src/stats/compare-baseline.ts + 2 modules
var compare_baseline = __webpack_require__(6483);
// EXTERNAL MODULE: ./src/format/percent.ts
var percent = __webpack_require__(7426);
// EXTERNAL MODULE: ./src/stats/day-effect.ts
var day_effect = __webpack_require__(2371);
// EXTERNAL MODULE: ./src/stats/binomial.ts
var binomial = __webpack_require__(3814);
// EXTERNAL MODULE: ./src/stats/null-prior.ts
var null_prior = __webpack_require__(5503);
;// CONCATENATED MODULE: ./src/stats/threshold-day.ts
/**
 * The threshold test's null with the day effect (issue 31 item 2). Pure.
 *
 * The threshold test judges the rate of the PR's day: its runs all share one day, so a scenario whose
 * long-run rate holds its threshold fails on a day that runs below it (every rate 0.70 against 2/3,
 * m = 20, a day sd of 0.05: 11.7% of unchanged PRs red; sim/threshold-day.ts). The comparison's null
 * already carries that day effect; this is the threshold test's.
 *
 * Null: the scenario's long-run rate is exactly its threshold θ and its day's rate is clip₀₁(θ + σ·T),
 * T the day effect in units of its sd (Student t, DAY_EFFECT_DF, as the comparison's). The failure
 * stands when k passes in n runs are unlikely under that null: P(X ≤ k) ≤ α, the scenario's own share
 * of the false-fail rate. It is asked only of a scenario that failed the plain test, so a failure that
 * stands failed both; the day-aware test can only take failures back, never add one.
 *
 * Where it applies (src/pipeline/attach-comparisons.ts): a scenario that held its threshold at the base
 * (`atBase: passing`) with a day sd from the baseline's history. One that fails at the base too keeps
 * the plain verdict (its many days already show its rate), and one measured beside its base in the same
 * run shares that run's day (nothing to carry).
 */


/** Quadrature of the day effect: nodes every STEP sds out to ±LIMIT (the t₆'s mass beyond is < 1e-5, added at the ends). */
const STEP = 0.05;
const LIMIT = 12;
/** P(at most `passes` of `runs` pass) when the day's rate is clip₀₁(θ + σ·T). */
function dayNullCdf(passes, runs, threshold, sd, df = null_prior/* DAY_EFFECT_DF */.W1) {
    if (sd <= 0)
        return (0,binomial/* binomialCdf */.H)(passes, runs, threshold);
    const cdfAt = (z) => (0,binomial/* binomialCdf */.H)(passes, runs, Math.min(1, Math.max(0, threshold + sd * z)));
    let total = (0,null_prior/* dayEffectCdf */.Jl)(-LIMIT + STEP / 2, df) * cdfAt(-LIMIT);
    for (let z = -LIMIT + STEP; z <= LIMIT - STEP / 2; z += STEP) {
        const w = (0,null_prior/* dayEffectCdf */.Jl)(z + STEP / 2, df) - (0,null_prior/* dayEffectCdf */.Jl)(z - STEP / 2, df);
        total += w * cdfAt(z);
    }
    total += (1 - (0,null_prior/* dayEffectCdf */.Jl)(LIMIT - STEP / 2, df)) * cdfAt(LIMIT);
    return Math.min(1, Math.max(0, total));
}
/** Whether a plain threshold failure stands once the day effect is carried by the null. */
function failsBeyondTheDay(passes, runs, threshold, alpha, sd) {
    const pValue = dayNullCdf(passes, runs, threshold, sd);
    return { pValue, fails: pValue <= alpha };
}

// EXTERNAL MODULE: ./src/report/vocabulary.ts
var vocabulary = __webpack_require__(7568);
// EXTERNAL MODULE: ./src/stats/policy.ts
var policy = __webpack_require__(4621);
// EXTERNAL MODULE: ./src/stats/threshold-rule.ts
var threshold_rule = __webpack_require__(1343);
// EXTERNAL MODULE: ./src/runner/result.ts
var result = __webpack_require__(7609);
// EXTERNAL MODULE: ./src/stats/confirm-drop.ts
var confirm_drop = __webpack_require__(6053);
;// CONCATENATED MODULE: ./src/pipeline/attach-comparisons.ts
/**
 * The baseline comparison in the pipeline (issue "A gate teams can trust"). Pure.
 *
 * 1. `baselineFor` picks the candidate baseline records (at the PR's merge base, else its nearest
 *    ancestors on the base branch) and pools them per scenario while the scenario's context is unchanged.
 * 2. `familySizeOf` counts the PR's family: the scenarios that run and have a baseline. The per-PR
 *    false-alarm rate compare.alpha is split evenly among them (Bonferroni), so a PR is flagged by
 *    chance at most that often however many scenarios it re-runs (docs/statistics.md).
 * 3. `comparisonPolicyFor` gives runPipeline its `policyFor`: a scenario with a baseline samples under
 *    the threshold rule first, then in batches while its comparison design is undecided, up to
 *    compare.max_runs; a scenario without one samples under the threshold rule alone.
 * 4. `attachComparisons` states each run scenario's comparison in the report (with its detectable
 *    drop), and says in the notes which baseline was used.
 * 5. `regressions` lists the scenarios whose pass rate dropped: the findings of `fail-on: regression`.
 *    Each failing scenario says whether it fails its threshold at the base too (`atBase`, issue 31):
 *    `fail-on: threshold` blocks only the others, `failing-at-base` these (docs/statistics.md §2.6).
 * 6. `baselineRecordPolicy` is how a recording run (push, schedule) samples: compare.baseline_runs runs,
 *    without early stopping, so that the records a PR is later compared with carry evidence.
 */










function baselineFor(records, q) {
    const selection = selectBaselineRecords(records, { mergeBaseSha: q.mergeBaseSha, baseRef: q.baseRef, ancestorsOfMergeBase: q.ancestorsOfMergeBase });
    const limits = { maxRecords: q.m, maxAgeDays: q.maxAgeDays ?? Number.POSITIVE_INFINITY };
    const byScenario = poolBaselines(selection.records, limits);
    // One day's variance is the suite's: every scenario's days are evidence on it (src/stats/day-effect.ts);
    // records of one day share its effect, so they are pooled into that day first (issue 31 item 2).
    const spread = (0,day_effect/* suiteSpread */.S_)([...byScenario.values()].map(compare_baseline/* daysOf */.hF));
    for (const b of byScenario.values())
        b.suiteSpread = spread;
    const refs = [...byScenario.values()].flatMap((b) => b.from ?? []);
    const used = selection.records.filter((r) => refs.some((ref) => baseline_isRecord(r, ref))).map((r) => ({ sha: r.sha, timestamp: r.timestamp }));
    if (used.length === 0)
        return { selection, byScenario };
    const pinned = q.pinned === true;
    const note = pinned
        ? `${selection.note}; compared with the same ${used.length} baseline record${used.length === 1 ? '' : 's'} as the first run of this commit (named in its comment; newer ones are left out, so that a re-run repeats its verdict)`
        : selection.note;
    return { selection: { ...selection, note }, byScenario, used: { mergeBase: q.mergeBaseSha, records: used, pinned } };
}
/**
 * The baseline a re-run of the same head against the same merge base compares with (issue 31 item 2):
 * exactly the records its first run pooled, named by `pin` (from our own sticky comment), so that a
 * record made since (a nightly run at the merge base) changes nothing and costs no call. Any subset of
 * the candidates that holds every pooled record pools the same (each scenario's newest record and the
 * following ones of its context stay first), so the comparison repeats. `why` when the pin cannot be
 * used: another merge base, or a named record that no longer exists (the normal pool is used then).
 */
function pinnedBaseline(req, pin) {
    if (!sameSha(pin.mergeBase, req.mergeBaseSha))
        return { why: `it was compared against the merge base ${pin.mergeBase.slice(0, 7)}, not ${req.mergeBaseSha.slice(0, 7)}` };
    const missing = pin.records.filter((p) => !req.records.some((r) => isRecord(r, p)));
    const first = missing[0];
    if (first !== undefined) {
        return { why: `${missing.length} of the ${pin.records.length} baseline records it used no longer exist${missing.length === 1 ? 's' : ''} (${first.timestamp} at ${first.sha.slice(0, 7)})` };
    }
    return { baseline: { ...req, records: req.records.filter((r) => pin.records.some((p) => isRecord(r, p))), pinned: true } };
}
/** A baseline with evaluated runs; a scenario whose baseline runs all errored has nothing to compare. */
function usable(pooled, scenario) {
    const b = pooled.byScenario.get(scenario);
    return b !== undefined && b.attempted > 0 ? b : undefined;
}
/** The scenarios that run and have a usable baseline. */
function comparedCount(pooled, running) {
    return running.filter((name) => usable(pooled, name) !== undefined).length;
}
/** The PR's family: the scenarios that run and have a usable baseline (at least 1). */
function familySizeOf(pooled, running) {
    return Math.max(1, comparedCount(pooled, running));
}
/** How one scenario samples, and how a recording run does: the threshold rule's (src/stats/threshold-rule.ts). */

function comparisonPolicyFor(pooled, cfg, family) {
    return (p) => {
        const baseline = usable(pooled, p.scenario.name);
        const design = baseline === undefined ? undefined : (0,compare_baseline/* designFor */.ml)(baseline, { planned: p.scenario.runs }, cfg, family.familySize);
        return (0,threshold_rule/* samplingPolicy */.aD)(p.rule ?? threshold_rule/* COUNT_RULE */.V5, p.scenario.runs, design);
    };
}
/** How a recording run samples each scenario: at least compare.baseline_runs runs, all of them. */
function baselineRecordPolicy(cfg) {
    return { policy: policy/* fixedPolicy */.d, planned: cfg.baseline_runs };
}
/**
 * A scenario whose base arm cannot be measured because the base's provider is not in this config: it
 * fails closed. Its verdict is error (a failure stays a failure) and its reason and comparison say why
 * and what to do: judged by its threshold alone, a renamed provider hid a regression.
 */
function failedClosed(s, why) {
    const said = `could not be compared with the base: ${why}`;
    const comparison = { state: 'no-baseline', source: 'rerun', runs: s.attempted, behaviourShifts: [], contextUnchanged: false, note: said };
    // An undecided scenario that fails closed is an error (fail-on `error`), not undecided (issue 30 row 2).
    const { state: _undecided, ...rest } = s;
    return { ...rest, verdict: s.verdict === 'fail' ? 'fail' : 'error', reason: `${s.reason}; error: ${said}`, comparison };
}
/** A scenario sorted against the merge base but not compared: same context, new, or the base could not be measured. */
function notCompared(s, rerun) {
    const note = rerun.kind === 'same-context'
        ? 'context unchanged from the base: both arms would sample the same distribution in this run, so nothing is compared; judged by its threshold'
        : rerun.kind === 'new'
            ? 'not in the suite at the merge base (a new scenario): judged by its threshold alone'
            : `not compared with the base (${rerun.why}): judged by its threshold alone`;
    return { state: rerun.kind === 'same-context' ? 'same-context' : 'no-baseline', source: 'rerun', runs: s.attempted, behaviourShifts: [], contextUnchanged: rerun.kind === 'same-context', note };
}
/**
 * A history drop, confirmed or not by the base measured in this run (issue 31 item 2). Not confirmed, it
 * is undecided and, as every undecided comparison (DESIGN §4), carries the drop it could have caught: a
 * drop stands only when both comparisons flag it, so the PR's rate must be at or below both designs'
 * 80% rates (the lower of the two: P(both) ≤ either, so the drop stated is the least it takes).
 */
function confirmed(s, out, confirm, history) {
    if (confirm.kind === 'unmeasured')
        return { ...out, note: `${out.note}; not confirmed against the merge base measured in this run (${confirm.why}): the drop against history stands` };
    const { arm } = confirm;
    // An arm cut short (errors, an exhausted budget) is not evidence that the base did as poorly: the drop stands.
    if (arm.errors > 0)
        return { ...out, note: `${out.note}; not confirmed against the merge base measured in this run (${arm.errors} of its ${arm.attempted + arm.errors} runs errored): the drop against history stands` };
    const check = (0,confirm_drop/* confirmDrop */.sq)(s, confirm.baseline, history.cfg);
    const confirmation = { passes: arm.passes, runs: arm.attempted, calls: arm.calls, errors: arm.errors, confirmed: check.confirmed };
    const base = `the merge base's context, measured in this run, passed ${(0,vocabulary/* countOf */.pq)(arm.passes, arm.attempted)}, this pull request ${(0,vocabulary/* countOf */.pq)(s.passes, s.attempted)}`;
    if (check.confirmed)
        return { ...out, confirmation, note: `${out.note}; confirmed: ${base}` };
    const why = `a drop against history, not confirmed: ${base}, no worse by the same-day comparison; the day's effect, not shown to be this change's`;
    const rates = [(0,compare_baseline/* designFor */.ml)(history.baseline, { planned: s.planned }, history.cfg, history.familySize).detectableRate(0.8), check.decision.passRate.detectableRate].filter((r) => r !== undefined);
    const baselineRate = history.baseline.passes / history.baseline.attempted;
    const caught = rates.length === 2 ? Math.min(...rates) : undefined;
    return {
        ...out,
        state: 'undecided',
        confirmation,
        inconclusive: why,
        note: `${out.note.replace(/^pass rate dropped/, 'against history, the pass rate dropped')}; ${why}`,
        ...(caught === undefined ? {} : { detectableRate: caught, detectableDrop: Math.max(0, baselineRate - caught) }),
    };
}
function comparisonOf(s, pooled, cfg, familySize, rerun, confirm) {
    if (rerun !== undefined && rerun.kind !== 'arm')
        return notCompared(s, rerun);
    const baseline = usable(pooled, s.name);
    const c = (0,compare_baseline/* compareWithBaseline */.$_)(s, baseline, cfg, familySize);
    const out = {
        state: c.passRate.state,
        runs: c.passRate.runs,
        behaviourShifts: c.behaviourShifts.map((b) => ({ feature: b.feature, from: b.from, to: b.to })),
        contextUnchanged: c.contextUnchanged,
        note: c.note,
    };
    if (baseline !== undefined)
        out.source = baseline.sameRun === true ? 'rerun' : 'history';
    if (rerun?.kind === 'arm')
        out.baseArm = { passes: rerun.arm.passes, runs: rerun.arm.attempted, calls: rerun.arm.calls, errors: rerun.arm.errors };
    if (baseline !== undefined) {
        out.baseline = { passes: baseline.passes, attempted: baseline.attempted, records: baseline.records, rate: baseline.passes / baseline.attempted };
    }
    if (c.passRate.detectableDrop !== undefined)
        out.detectableDrop = c.passRate.detectableDrop;
    if (c.passRate.detectableRate !== undefined)
        out.detectableRate = c.passRate.detectableRate;
    if (c.passRate.inconclusive !== undefined)
        out.inconclusive = c.passRate.inconclusive;
    if (c.passRate.family !== undefined)
        out.family = c.passRate.family;
    if (c.passRate.dayEffect !== undefined)
        out.dayToDaySd = { value: c.passRate.dayEffect.sd, source: c.passRate.dayEffect.source };
    if (c.tokensRatio !== undefined)
        out.tokensRatio = c.tokensRatio;
    if (c.latencyRatio !== undefined)
        out.latencyRatio = c.latencyRatio;
    return out.state === 'drop' && baseline !== undefined && baseline.sameRun !== true && confirm !== undefined ? confirmed(s, out, confirm, { baseline, cfg, familySize }) : out;
}
/**
 * The report with a `comparison` on every scenario that ran (skipped ones measured nothing), a note on
 * the baseline and the family, `summary.regressions`, and, where the comparison sampled past the
 * planned N, a word on it in the reason.
 */
function attachComparisons(report, pooled, cfg, family, reruns, confirmations) {
    const scenarios = report.scenarios.map((s) => {
        if (s.verdict === 'skipped')
            return s;
        const rerun = reruns?.get(s.name);
        if (rerun?.kind === 'missing-provider')
            return failedClosed(s, rerun.why);
        const comparison = comparisonOf(s, pooled, cfg, family.familySize, rerun, confirmations?.get(s.name));
        const extra = s.runs.length - s.planned;
        const reason = extra > 0 ? `${s.reason} (${extra} more run${extra === 1 ? '' : 's'} than the planned ${s.planned}, to compare with the baseline; at most ${cfg.max_runs})` : s.reason;
        if (s.verdict !== 'fail')
            return { ...s, reason, comparison };
        const atBase = atBaseOf(s, comparison, usable(pooled, s.name));
        return withinTheDay(s, comparison, atBase) ?? { ...s, reason, comparison, atBase };
    });
    const ran = scenarios.filter((s) => s.comparison !== undefined);
    // Stryker disable next-line OptionalChaining: `ran` holds only scenarios with a comparison; the ?. is for the type checker
    const without = ran.filter((s) => s.comparison?.state === 'no-baseline' || s.comparison?.state === 'same-context').length;
    const notes = [...report.notes, pooled.selection.note];
    const compared = ran.length - without;
    if (compared > 0) {
        notes.push(`${compared} scenario${compared === 1 ? '' : 's'} compared with the baseline; the chance that a pull request changing no pass rate is flagged is at most ${(0,percent/* formatPercent */.l)(cfg.alpha)} over all of them together`);
    }
    const newOnes = ran.filter((s) => s.comparison?.state === 'no-baseline' && s.comparison.source !== 'rerun').length;
    if (pooled.selection.records.length > 0 && newOnes > 0) {
        notes.push(`${newOnes} scenario${newOnes === 1 ? '' : 's'} had no history in the baseline: judged by their threshold alone`);
    }
    const regressed = scenarios.filter((s) => s.comparison?.state === 'drop').length;
    const atBase = (state) => scenarios.filter((s) => s.verdict === 'fail' && s.atBase === state);
    const failingAtBase = atBase('failing');
    if (failingAtBase.length > 0) {
        const names = failingAtBase.map((s) => s.name).join(', ');
        notes.push(`${failingAtBase.length} failing scenario${failingAtBase.length === 1 ? ' fails' : 's fail'} at the base too (not this change's doing): ${names}`);
    }
    // A comparison that failed closed turned a verdict into error: the counts and the verdict follow.
    const count = (v) => scenarios.filter((s) => s.verdict === v).length;
    const { undecided: _stale, ...before } = report.summary;
    const undecided = scenarios.filter((s) => s.state === 'undecided').length;
    const summary = {
        ...before,
        ...(undecided === 0 ? {} : { undecided }),
        passed: count('pass'),
        failed: count('fail'),
        errored: count('error'),
        regressions: regressed,
        failingAtBase: failingAtBase.length,
        newlyFailing: atBase('passing').length,
    };
    // The records pooled, for the comment to pin (issue 31 item 2).
    const u = pooled.used;
    const baselineRecords = u === undefined ? undefined : { mergeBase: u.mergeBase, records: u.records, ...(u.pinned ? { pinned: true } : {}) };
    return { ...report, verdict: (0,result/* overallVerdict */.Bn)(scenarios), scenarios, notes, summary, ...(baselineRecords === undefined ? {} : { baselineRecords }) };
}
/**
 * A failing scenario at the base (issue 31 item 1): `failing` when the base's runs show it below its
 * threshold (baseThresholdVerdict), or when its context is the base's (same-context: this run measured
 * the base); `passing` when the base's runs do not show that; `unknown` with no usable baseline (new,
 * no history, the base could not be measured).
 */
function atBaseOf(s, c, baseline) {
    if (c.state === 'same-context')
        return 'failing';
    if (c.state === 'no-baseline' || baseline === undefined)
        return 'unknown';
    return (0,compare_baseline/* baseThresholdVerdict */.sR)(baseline, s);
}
/**
 * Issue 31 item 2: a plain threshold failure of a scenario that held its threshold at the base, judged
 * again with the day effect in the null (src/stats/threshold-day.ts). When the day's luck explains it,
 * the scenario is undecided (shown neither above nor below its threshold), and the reason names the day
 * sd assumed and where it came from; otherwise undefined (the failure stands). Only a test's failure, on
 * a base from history (a base arm shares this run's day), with no own rule failed and no drop decided.
 */
function withinTheDay(s, c, atBase) {
    const sd = c.dayToDaySd;
    if (atBase !== 'passing' || sd === undefined || c.source !== 'history' || s.rule?.kind !== 'test' || s.rule.alpha === undefined)
        return undefined;
    // A failed own rule, or a drop the comparison decided, is this change's: not the day's.
    if ((s.gates ?? []).some((g) => g.verdict === 'fail') || c.state === 'drop')
        return undefined;
    if (failsBeyondTheDay(s.passes, s.attempted, s.threshold, s.rule.alpha, sd.value).fails)
        return undefined;
    const from = sd.source === 'configured' ? 'compare.day_to_day_sd, configured' : 'estimated from the history: the baseline days of this scenario and of the suite';
    const reason = `undecided: ${(0,vocabulary/* countOf */.pq)(s.passes, s.attempted)} passed on this run's day, below its threshold ${(0,percent/* formatPercent */.l)(s.threshold)}, but a day-to-day sd of ${Number(sd.value.toFixed(3))} (${from}) explains that for a scenario that held its threshold at the base; not failed`;
    return { ...s, verdict: 'error', state: 'undecided', reason, comparison: c };
}
/** The scenarios whose pass rate dropped against the baseline: the findings of `fail-on: regression`. */
function regressions(report) {
    return report.scenarios.filter((s) => s.comparison?.state === 'drop');
}


/***/ }),

/***/ 1564:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  wQ: () => (/* binding */ gatesFor),
  Xs: () => (/* binding */ requireScenarios),
  aI: () => (/* binding */ runPipeline)
});

// UNUSED EXPORTS: loadAndSelect, responseCacheDir, ruleFor, scenariosInFlight

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/p-map/index.js
var p_map = __webpack_require__(606);
// EXTERNAL MODULE: ./src/config/load.ts + 9 modules
var load = __webpack_require__(2317);
// EXTERNAL MODULE: ./src/config/folders.ts
var folders = __webpack_require__(4407);
// EXTERNAL MODULE: ./src/config/types.ts
var types = __webpack_require__(2143);
// EXTERNAL MODULE: ./src/providers/factory.ts + 7 modules
var factory = __webpack_require__(2225);
// EXTERNAL MODULE: ./src/providers/governors.ts
var governors = __webpack_require__(6541);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./src/providers/price.ts
var providers_price = __webpack_require__(7359);
// EXTERNAL MODULE: ./src/providers/types.ts
var providers_types = __webpack_require__(2695);
;// CONCATENATED MODULE: ./src/providers/gate.ts
/**
 * The global call gate: at most `concurrency` model calls at once, at most `budget.max_calls` calls
 * started in one invocation, and no call started once `budget.max_cost` is spent (calls in flight when
 * it is reached still finish, so the spend can pass the budget by their cost). Scenario runs and judge
 * calls share one gate.
 */



function createCallGate(opts) {
    if (!Number.isInteger(opts.concurrency) || opts.concurrency < 1) {
        throw new RangeError(`concurrency must be a whole number of at least 1, got ${String(opts.concurrency)}; pass --concurrency 1 or more`);
    }
    const limit = (0,p_limit/* default */.A)(opts.concurrency);
    let started = 0;
    let spent = 0;
    return {
        run(fn) {
            return limit(async () => {
                if (opts.maxCalls !== undefined && started >= opts.maxCalls) {
                    throw new providers_types/* ProviderError */.mZ('budget', `budget.max_calls (${opts.maxCalls}) reached: this run was not made; raise budget.max_calls or lower runs`, { retryable: false });
                }
                if (opts.maxCost !== undefined && spent >= opts.maxCost) {
                    throw new providers_types/* ProviderError */.mZ('budget', `budget.max_cost (${opts.maxCost}) reached after spending ${round(spent)}: this run was not made; raise budget.max_cost or lower runs`, { retryable: false });
                }
                started++;
                return fn();
            });
        },
        spend(amount) {
            spent += amount;
        },
        calls: () => started,
        spent: () => spent,
    };
}
function round(x) {
    return String(Number(x.toPrecision(4)));
}
/**
 * The provider whose every call passes through the gate (wrap the retrying provider: retries count
 * once), its cost added to the spend when it has a price.
 */
function gated(provider, gate, price) {
    return {
        name: provider.name,
        complete: (request) => gate.run(async () => {
            const response = await provider.complete(request);
            if (price)
                gate.spend((0,providers_price/* callCost */.w)(response.usage, price));
            return response;
        }),
    };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/providers/recording.ts
var recording = __webpack_require__(8745);
;// CONCATENATED MODULE: ./src/providers/cache.ts
/**
 * The response cache (issue 12 item 3): a provider wrapper that answers a request it has seen before
 * from a store, keyed by a sha256 of (provider type, model, endpoint, sampling parameters, system,
 * messages with their tool calls and results, the tools offered, sample index). An agent turn's tool
 * calls and stop reason are kept with its answer. Only successful answers are kept. The store is a folder of one JSON file per
 * answer (src/providers/cache-store.ts); the action keeps that folder with @actions/cache.
 */


/** The providers whose answers are cached: those that call a model over HTTP. */
function isCacheable(cfg) {
    return cfg.type === 'openai' || cfg.type === 'anthropic';
}
/** The cache key of one request to one provider. Exported for tests and the docs. */
function responseCacheKey(cfg, request) {
    const tools = (0,recording/* plainTools */.YO)(request.tools);
    // Only what the provider sends: with structured_output: false the keys are those of plain requests.
    const structured = cfg.structured_output === false ? undefined : (0,recording/* plainStructuredOutput */.Xv)(request.structuredOutput);
    const keyed = {
        v: 1,
        type: cfg.type,
        model: cfg.model,
        base_url: cfg.base_url ?? null,
        temperature: cfg.temperature ?? null,
        max_tokens: cfg.max_tokens ?? null,
        // Only when set, so that the keys of calls without a cap (every scenario run) stay as they were.
        ...(request.maxTokens === undefined ? {} : { max_tokens_cap: request.maxTokens }),
        seed: request.seed ?? null,
        system: request.system,
        // Each message with its own fields in a fixed order (tool calls with sorted arguments, tool results with
        // their call): a text message is {role, content}, as before agents, so those keys are unchanged.
        messages: request.messages.map(recording/* plainMessage */.C5),
        // The tools offered (DESIGN §3b), only when there are some, for the same reason.
        ...(tools === undefined ? {} : { tools }),
        // The JSON Schema a judge or reviewer asks for (issue 30 item 4), only when sent, for the same reason.
        ...(structured === undefined ? {} : { structured_output: structured }),
        // The sample index: N runs of one prompt are N samples, each cached on its own. A judge's call is
        // told apart by its messages (the rubric and the output it judges).
        role: request.meta.role === 'judge' ? 'judge' : 'run',
        sample: request.meta.run,
    };
    return (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(keyed)).digest('hex');
}
/** `provider` with a cache in front: a hit never reaches it (nor the call gate behind it). */
/**
 * `holdsSecret`: true when a text holds a secret or a token shape (the run's redactor). Such an answer
 * is not stored: the cache is written to the runner's disk and to the Actions cache, and a replay must
 * give the very answer (a redacted one could change a verdict), so it is sampled again next time.
 */
function cachedProvider(provider, cfg, store, holdsSecret = () => false) {
    return {
        name: provider.name,
        async complete(request) {
            const key = responseCacheKey(cfg, request);
            const hit = await store.get(key);
            if (hit)
                return { ...hit, cached: true };
            const response = await provider.complete(request);
            const calls = response.toolCalls !== undefined && response.toolCalls.length > 0 ? response.toolCalls : undefined;
            if (!holdsSecret(response.output) && (calls === undefined || !holdsSecret(JSON.stringify(calls)))) {
                await store.set(key, {
                    output: response.output,
                    usage: response.usage,
                    latencyMs: response.latencyMs,
                    ...(calls === undefined ? {} : { toolCalls: calls }),
                    ...(response.stop === undefined ? {} : { stop: response.stop }),
                });
            }
            return response;
        },
    };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
;// CONCATENATED MODULE: ./src/providers/cache-store.ts
/**
 * The response cache's folder: one file per answer, `<dir>/<first two hex digits>/<key>.json`, written
 * whole (a temporary file renamed into place) so that a crash never leaves half an answer.
 *
 * An entry names its request key and carries a digest: sha256 over the entry format, the key, the answer
 * text, its usage and latency (issue 21 item 3), and an agent turn's tool calls and stop reason. On read the entry is checked against both: an entry
 * edited after it was written, moved to another key's file, truncated, of the wrong shape or larger than
 * any answer is a miss (the request is sampled again) and is reported through `onRejected`, never trusted.
 * An entry of an earlier format is a silent miss. A judge's entry holds its raw reply, which the judge
 * parses again on every read: no verdict is ever stored.
 *
 * The digest is not a secret: it catches corruption and edits, not a writer who recomputes it. What keeps
 * planted entries out is where the folder lives (docs/security.md, "Response cache").
 */





const FORMAT = 2;
/** No model answer comes near this; a larger file is not an entry (checked with stat, never read). */
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;
const EntrySchema = schemas/* strictObject */.rej({
    v: schemas/* literal */.euz(FORMAT),
    key: schemas/* string */.YjP(),
    output: schemas/* string */.YjP(),
    usage: schemas/* strictObject */.rej({ input_tokens: schemas/* number */.aig().int().min(0), output_tokens: schemas/* number */.aig().int().min(0) }),
    latencyMs: schemas/* number */.aig().min(0),
    toolCalls: schemas/* array */.YOg(recording/* ToolCallSchema */.C6).min(1).optional(),
    stop: recording/* StopReasonSchema */.cA.optional(),
    digest: schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/),
});
const KEY = /^[0-9a-f]{64}$/;
function fileOf(dir, key) {
    if (!KEY.test(key))
        throw new RangeError(`a cache key is 64 hex digits, got '${key}'`);
    return external_node_path_default().join(dir, key.slice(0, 2), `${key}.json`);
}
/** An agent turn's tool calls (none: undefined, as an empty list). */
function callsOf(response) {
    return response.toolCalls !== undefined && response.toolCalls.length > 0 ? response.toolCalls.map((c) => ({ id: c.id, name: c.name, args: c.args })) : undefined;
}
/**
 * The digest of one entry: over the format, the request key and the answer, in a fixed order; an agent
 * turn's tool calls and stop reason after them (an answer without either digests as before agents).
 */
function entryDigest(key, response) {
    const calls = callsOf(response);
    const agent = calls !== undefined || response.stop !== undefined ? [(0,recording/* canonicalJson */.dj)(calls ?? null), response.stop ?? null] : [];
    const canonical = JSON.stringify([FORMAT, key, response.output, response.usage.input_tokens, response.usage.output_tokens, response.latencyMs, ...agent]);
    return (0,external_node_crypto_.createHash)('sha256').update(canonical).digest('hex');
}
/** The text of a checked entry for `key` (exported for tests and the fuzz). */
function entryText(key, response) {
    const usage = { input_tokens: response.usage.input_tokens, output_tokens: response.usage.output_tokens };
    const calls = callsOf(response);
    return JSON.stringify({
        v: FORMAT,
        key,
        output: response.output,
        usage,
        latencyMs: response.latencyMs,
        ...(calls === undefined ? {} : { toolCalls: calls }),
        ...(response.stop === undefined ? {} : { stop: response.stop }),
        digest: entryDigest(key, response),
    });
}
/** The answer in `text` when it is a well-formed entry for `key` whose digest matches; else why not (undefined: an earlier format). */
function checkEntry(key, text) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        return { ok: false, why: 'json' };
    }
    const parsed = EntrySchema.safeParse(json);
    if (!parsed.success) {
        const earlier = json !== null && typeof json === 'object' && !('v' in json);
        return earlier ? { ok: false } : { ok: false, why: 'shape' };
    }
    const e = parsed.data;
    if (e.key !== key)
        return { ok: false, why: 'key' };
    const response = {
        output: e.output,
        usage: e.usage,
        latencyMs: e.latencyMs,
        ...(e.toolCalls === undefined ? {} : { toolCalls: e.toolCalls.map((c) => ({ id: c.id, name: c.name, args: c.args })) }),
        ...(e.stop === undefined ? {} : { stop: e.stop }),
    };
    if (e.digest !== entryDigest(key, response))
        return { ok: false, why: 'digest' };
    return { ok: true, response };
}
function dirResponseStore(dir, options = {}) {
    const reject = (key, why) => options.onRejected?.(key, why);
    return {
        async get(key) {
            const file = fileOf(dir, key);
            try {
                const info = await (0,promises_.stat)(file);
                if (!info.isFile())
                    return undefined;
                if (info.size > MAX_ENTRY_BYTES) {
                    reject(key, 'size');
                    return undefined;
                }
            }
            catch {
                return undefined;
            }
            let text;
            try {
                text = await (0,promises_.readFile)(file, 'utf8');
            }
            catch {
                return undefined;
            }
            const checked = checkEntry(key, text);
            if (checked.ok)
                return checked.response;
            if (checked.why !== undefined)
                reject(key, checked.why);
            return undefined;
        },
        async set(key, response) {
            const file = fileOf(dir, key);
            await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
            const tmp = `${file}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.tmp`;
            await (0,promises_.writeFile)(tmp, entryText(key, response));
            await (0,promises_.rename)(tmp, file);
        },
    };
}
const WHY = {
    digest: 'did not match their digest (edited or corrupted after they were written)',
    key: 'were written for another request',
    shape: 'were not well-formed entries',
    json: 'were not JSON (truncated?)',
    size: `were larger than ${MAX_ENTRY_BYTES / 1024 / 1024} MiB`,
};
/** The report's note on the entries that were not trusted, or undefined when there were none. */
function rejectedEntriesNote(rejected) {
    if (rejected.length === 0)
        return undefined;
    const counts = new Map();
    for (const why of rejected)
        counts.set(why, (counts.get(why) ?? 0) + 1);
    const n = rejected.length;
    const parts = [...counts].map(([why, count]) => `${count} ${WHY[why]}`);
    return `${n} response cache ${n === 1 ? 'entry was' : 'entries were'} not trusted and sampled again: ${parts.join('; ')}.`;
}
/**
 * A hash of the folder's entries, each its key and the sha256 of its bytes, so that the action saves the
 * folder under a new @actions/cache key whenever it changed: it gained answers, or an entry that was
 * rejected on read (digest, shape) was sampled again and rewritten under the same key. Otherwise the
 * damaged entry would be restored, rejected and re-sampled by every later job. undefined when empty.
 */
async function responseStoreHash(dir) {
    let shards;
    try {
        shards = await readdir(dir);
    }
    catch {
        return undefined;
    }
    const entries = [];
    for (const shard of shards.sort()) {
        let files;
        try {
            files = await readdir(path.join(dir, shard));
        }
        catch {
            continue;
        }
        for (const f of files) {
            const key = f.slice(0, -5);
            if (f.endsWith('.json') && KEY.test(key))
                entries.push(`${key} ${await fileDigest(path.join(dir, shard, f))}`);
        }
    }
    if (entries.length === 0)
        return undefined;
    return createHash('sha256').update(entries.sort().join('\n')).digest('hex');
}
/** sha256 of a file's bytes; a file larger than any entry (never read) or unreadable is named by its size or as such. */
async function fileDigest(file) {
    try {
        const info = await stat(file);
        if (!info.isFile() || info.size > MAX_ENTRY_BYTES)
            return `size-${info.size}`;
        return createHash('sha256').update(await readFile(file)).digest('hex');
    }
    catch {
        return 'unreadable';
    }
}

// EXTERNAL MODULE: ./src/security/redact.ts
var redact = __webpack_require__(7733);
// EXTERNAL MODULE: ./src/security/secrets.ts
var secrets = __webpack_require__(6259);
// EXTERNAL MODULE: ./src/runner/result.ts
var runner_result = __webpack_require__(7609);
// EXTERNAL MODULE: ./src/stats/threshold-rule.ts
var threshold_rule = __webpack_require__(1343);
// EXTERNAL MODULE: ./src/runner/expectation-counts.ts
var expectation_counts = __webpack_require__(3254);
// EXTERNAL MODULE: ./src/stats/error-budget.ts
var error_budget = __webpack_require__(8231);
// EXTERNAL MODULE: ./src/runner/sample.ts
var sample = __webpack_require__(9914);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/pipeline/prepare.ts + 1 modules
var prepare = __webpack_require__(1000);
// EXTERNAL MODULE: ./src/affected/only.ts
var only = __webpack_require__(3192);
// EXTERNAL MODULE: ./src/affected/paths.ts
var affected_paths = __webpack_require__(7208);
;// CONCATENATED MODULE: ./src/affected/affected.ts
/**
 * Affected scenarios (DESIGN §4): given the changed files, choose the scenarios whose context depends on
 * them, and say for each scenario why it ran or was skipped. Pure.
 *
 * A scenario depends on its role's `system`, `template`, `tools`, `{ file: }` var and `depends_on` files, on its own file and every
 * `_defaults.yaml` above it, on its `{ file: }` includes and on its `depends_on` (`Scenario.dependsOn`).
 * A changed config runs everything, and so does a changed watched file that no scenario depends on.
 */


/** How many changed files a reason names before it says "and N more". */
const MAX_FILES_IN_REASON = 3;
const MAX_FILES_IN_NOTE = 5;
const SKIPPED_REASON = 'none of its context files changed';
const NOTHING_AFFECTED_NOTE = 'no changed file affects any scenario';
function roleDependencies(config, roleName) {
    const role = config.roles[roleName];
    if (!role)
        return [];
    const deps = (0,affected_paths/* systemFiles */.Hy)(role.system).map((file) => ({
        matches: (0,affected_paths/* pathMatcher */.kZ)(file),
        why: `system prompt of role ${roleName}`,
    }));
    if (role.template !== undefined)
        deps.push({ matches: (0,affected_paths/* pathMatcher */.kZ)(role.template), why: `template of role ${roleName}` });
    for (const file of (0,affected_paths/* toolFiles */.w_)(role.tools))
        deps.push({ matches: (0,affected_paths/* pathMatcher */.kZ)(file), why: `tools of role ${roleName}` });
    for (const [name, value] of Object.entries(role.vars)) {
        if (typeof value !== 'string')
            deps.push({ matches: (0,affected_paths/* pathMatcher */.kZ)(value.file), why: `file of var ${name} of role ${roleName}` });
    }
    for (const pattern of role.depends_on) {
        const why = (0,affected_paths/* isGlob */.fg)(pattern) ? `depends_on '${pattern}' of role ${roleName}` : `depends_on of role ${roleName}`;
        deps.push({ matches: (0,affected_paths/* pathMatcher */.kZ)(pattern), why });
    }
    return deps;
}
function scenarioOwnDependencies(scenario) {
    const file = (0,affected_paths/* normalizeRelPath */.Km)(scenario.file);
    const deps = [{ matches: (0,affected_paths/* pathMatcher */.kZ)(file), why: 'the scenario file' }];
    for (const entry of scenario.dependsOn) {
        const normalized = (0,affected_paths/* normalizeRelPath */.Km)(entry);
        if (normalized === file)
            continue;
        let why;
        if ((0,affected_paths/* isDefaultsFile */.Zu)(normalized) && !(0,affected_paths/* isGlob */.fg)(normalized))
            why = 'defaults above this scenario';
        else if ((0,affected_paths/* isGlob */.fg)(normalized))
            why = `depends_on '${normalized}' of this scenario`;
        else
            why = 'included in context or listed in depends_on';
        deps.push({ matches: (0,affected_paths/* pathMatcher */.kZ)(normalized), why });
    }
    return deps;
}
/** Changed files this scenario depends on, each with why (the first dependency that matches it). */
function matchChanged(deps, changed) {
    const hits = [];
    for (const file of changed) {
        const dep = deps.find((d) => d.matches(file));
        if (dep)
            hits.push({ file, why: dep.why });
    }
    return hits;
}
function describeHits(hits) {
    const shown = hits.slice(0, MAX_FILES_IN_REASON).map((h) => `${h.file} changed (${h.why})`);
    const more = hits.length - shown.length;
    if (more > 0)
        shown.push(`and ${more} more changed context file${more === 1 ? '' : 's'}`);
    return shown.join('; ');
}
function listFiles(files) {
    const shown = files.slice(0, MAX_FILES_IN_NOTE);
    const more = files.length - shown.length;
    return more > 0 ? `${shown.join(', ')} and ${more} more` : (0,affected_paths/* joinAnd */.MO)(shown);
}
function uniqueNormalized(paths) {
    const seen = new Set();
    for (const p of paths) {
        const n = (0,affected_paths/* normalizeRelPath */.Km)(p);
        if (n !== '')
            seen.add(n);
    }
    return [...seen];
}
function selectAffected(input) {
    const { config, scenarios } = input;
    const changed = uniqueNormalized(input.changed);
    const configFile = (0,affected_paths/* normalizeRelPath */.Km)(input.configFile);
    const hitsByScenario = scenarios.map((scenario) => {
        const deps = [...roleDependencies(config, scenario.role), ...scenarioOwnDependencies(scenario)];
        return matchChanged(deps, changed);
    });
    const dependedOn = new Set(hitsByScenario.flatMap((hits) => hits.map((h) => h.file)));
    const watched = (0,affected_paths/* anyMatcher */.te)(config.watch);
    const orphans = changed.filter((file) => file !== configFile && watched(file) && !dependedOn.has(file));
    const configChanged = configFile !== '' && changed.includes(configFile);
    const notes = [];
    let runAllReason;
    if (configChanged) {
        runAllReason = `${configFile} changed (the config file)`;
        notes.push(`the config file ${configFile} changed, so every scenario ran`);
    }
    if (orphans.length > 0) {
        const verb = orphans.length === 1 ? 'is watched but no scenario depends on it' : 'are watched but no scenario depends on them';
        runAllReason ??= `${listFiles(orphans)} ${verb}`;
        notes.push(`${listFiles(orphans)} ${verb}, so every scenario ran`);
    }
    const selections = scenarios.map((scenario, i) => {
        const hits = hitsByScenario[i] ?? [];
        if (hits.length > 0)
            return { scenario: scenario.name, run: true, reason: describeHits(hits) };
        if (runAllReason !== undefined)
            return { scenario: scenario.name, run: true, reason: runAllReason };
        return { scenario: scenario.name, run: false, reason: SKIPPED_REASON };
    });
    const runAll = runAllReason !== undefined;
    if (!runAll && !selections.some((s) => s.run))
        notes.push(NOTHING_AFFECTED_NOTE);
    const result = { runAll, selections };
    if (notes.length > 0)
        result.note = notes.join('; ');
    return result;
}
/**
 * The changed files that make a PR worth evaluating: watched files, scenario files (and anything the
 * `scenarios` glob matches, so a deleted scenario counts), `_defaults` files above a scenario, the config
 * file, and the roles' `system`, `template`, `tools`, `{ file: }` var and `depends_on` files. In the order given, deduplicated.
 */
function touchesWatched(config, configFile, changed, scenarioFiles) {
    const configPath = normalizeRelPath(configFile);
    const scenarioSet = new Set(scenarioFiles.map(normalizeRelPath));
    const scenarioDirs = new Set([...scenarioSet].map((f) => path.posix.dirname(f)));
    const scenarioGlobs = typeof config.scenarios === 'string' ? [config.scenarios] : config.scenarios;
    const roleFiles = Object.values(config.roles).flatMap((role) => [
        ...systemFiles(role.system),
        ...(role.template === undefined ? [] : [role.template]),
        ...toolFiles(role.tools),
        ...varFiles(role.vars),
        ...role.depends_on,
    ]);
    const matchers = [
        (f) => f === configPath,
        anyMatcher(config.watch),
        (f) => scenarioSet.has(f),
        (f) => isDefaultsFile(f) && isAboveAny(path.posix.dirname(f), scenarioDirs),
        anyMatcher(scenarioGlobs),
        anyMatcher(roleFiles),
    ];
    return uniqueNormalized(changed).filter((f) => matchers.some((m) => m(f)));
}
/** Whether `dir` is one of `dirs` or a folder above one of them (`.` is the config folder). */
function isAboveAny(dir, dirs) {
    if (dir === '.')
        return dirs.size > 0;
    for (const d of dirs)
        if (d === dir || d.startsWith(`${dir}/`))
            return true;
    return false;
}

// EXTERNAL MODULE: ./src/config/suggest.ts
var suggest = __webpack_require__(2784);
;// CONCATENATED MODULE: ./src/pipeline/select.ts
/** Which scenarios run, and why each one ran or was skipped. Pure. */




function selectScenarios(loaded, req) {
    const notes = [];
    let pool = loaded.scenarios;
    if (req.only && req.only.length > 0) {
        const names = pool.map((s) => s.name);
        const { selected, unmatched } = (0,only/* filterOnly */.Z)(names, req.only);
        if (unmatched.length > 0) {
            const hints = unmatched.map((u) => {
                const near = (0,suggest/* nearest */.pA)(u, names);
                return near ? `'${u}' (did you mean '${near}'?)` : `'${u}'`;
            });
            throw new types/* ConfigError */.x(`--only matches no scenario: ${hints.join(', ')}; scenarios: ${names.length > 30 ? `${names.slice(0, 30).join(', ')}, … (${names.length} in all; \`context-eval validate\` lists them all)` : names.join(', ')}`);
        }
        pool = pool.filter((s) => selected.has(s.name));
        notes.push(`--only ${req.only.join(',')}: ${pool.length} of ${loaded.scenarios.length} scenarios selected`);
    }
    if (req.changed === undefined) {
        return { selected: pool.map((scenario) => ({ scenario, run: true, reason: 'ran: no changed-file filter, every selected scenario runs' })), notes };
    }
    const affected = selectAffected({ config: loaded.config, scenarios: pool, configFile: req.configFile, changed: req.changed });
    if (affected.note)
        notes.push(affected.note);
    const byName = new Map(affected.selections.map((s) => [s.scenario, s]));
    const selected = pool.map((scenario) => {
        const sel = byName.get(scenario.name);
        const run = affected.runAll || (sel?.run ?? false);
        const why = sel?.reason ?? (affected.runAll ? 'every scenario runs' : 'none of its context files changed');
        return { scenario, run, reason: run ? `ran: ${why}` : `skipped: ${why}` };
    });
    if (req.changedSource)
        notes.push(`changed files from ${req.changedSource}: ${req.changed.length}`);
    return { selected, notes };
}

// EXTERNAL MODULE: ./src/pipeline/execute.ts + 6 modules
var pipeline_execute = __webpack_require__(3393);
// EXTERNAL MODULE: ./src/pipeline/tools-diff.ts
var tools_diff = __webpack_require__(4357);
// EXTERNAL MODULE: ./src/runner/gates.ts
var runner_gates = __webpack_require__(4590);
// EXTERNAL MODULE: ./src/pipeline/shard.ts
var pipeline_shard = __webpack_require__(1366);
// EXTERNAL MODULE: ./src/pipeline/attach-comparisons.ts + 2 modules
var attach_comparisons = __webpack_require__(7792);
// EXTERNAL MODULE: ./src/stats/policy.ts
var policy = __webpack_require__(4621);
;// CONCATENATED MODULE: ./src/pipeline/base-arm.ts




/** The running scenarios that get a base arm under compare.base. */
function rerunCandidates(mode, running, hasHistory) {
    if (mode === 'history')
        return [];
    if (mode === 'rerun')
        return [...running];
    return running.filter((name) => !hasHistory(name));
}
/** Sorts each candidate (by name, with its PR context hash) against the base's suite. */
async function planBaseArms(candidates, base, prProviders) {
    const plans = new Map();
    const byName = new Map(base.loaded.scenarios.map((s) => [s.name, s]));
    for (const c of candidates) {
        const scenario = byName.get(c.name);
        if (scenario === undefined) {
            plans.set(c.name, { kind: 'new' });
            continue;
        }
        const missing = (0,prepare/* providersInUse */.LT)(base.loaded, [scenario]).filter((p) => !prProviders.has(p));
        if (missing.length > 0) {
            plans.set(c.name, { kind: 'missing-provider', why: missingProviderMessage(missing) });
            continue;
        }
        const [prepared] = await (0,prepare/* prepareScenarios */.f)(base.loaded, [scenario], base.readText);
        if (prepared === undefined)
            continue;
        // Rendered now, while the base's files exist (the folder is removed before the arms run).
        void prepared.messages;
        const baseHash = prepared.contextHash;
        plans.set(c.name, baseHash === c.contextHash ? { kind: 'same-context' } : { kind: 'arm', prepared, baseHash });
    }
    return plans;
}
/** Why a base arm cannot be measured when the base's roles call providers this config does not have, and what to do. */
function missingProviderMessage(missing) {
    const names = missing.map((m) => `'${m}'`).join(', ');
    const one = missing.length === 1;
    return `the base's provider${one ? '' : 's'} ${names} ${one ? 'is' : 'are'} not in this config (renamed?); name the base's provider${one ? '' : 's'} in providers: or set compare.base: history`;
}
/** Samples one base arm: `runs` runs, all of them, through the PR's providers. */
async function sampleBaseArm(prepared, runs, providers, opts) {
    // The executor takes the scenario's context, role and expectations; how many runs is the sampler's.
    const execute = (0,pipeline_execute/* makeExecutor */.MW)(prepared, providers, opts.seed, opts.price, opts.isExec);
    const sampled = await (0,sample/* sampleScenario */.VW)({ planned: runs, threshold: prepared.scenario.threshold, policy: policy/* fixedPolicy */.d, execute, ...(opts.onRun ? { onRun: opts.onRun } : {}) });
    const { passes, failures, errors } = sampled.tally;
    const calls = sampled.runs.filter((r) => r.cached !== true).length;
    return { runs: sampled.runs, passes, attempted: passes + failures, errors, calls, threshold: prepared.scenario.threshold };
}
/** The base arms as baselines for the comparison design: one record each, measured in this run. */
function rerunBaselines(arms) {
    const out = new Map();
    for (const [name, { result, baseHash }] of arms) {
        const evaluated = result.runs.filter((r) => r.error === undefined);
        out.set(name, {
            scenario: name,
            records: 1,
            passes: result.passes,
            attempted: result.attempted,
            tokens: evaluated.map((r) => r.tokens.input + r.tokens.output),
            latencyMs: evaluated.map((r) => r.latencyMs),
            features: { decomposes: evaluated.flatMap((r) => (r.features?.decomposes === undefined ? [] : [r.features.decomposes])), risk: evaluated.map((r) => r.features?.risk ?? null) },
            contextHashes: [baseHash],
            sameRun: true,
            ...(result.threshold === undefined ? {} : { threshold: result.threshold }),
        });
    }
    return out;
}

// EXTERNAL MODULE: ./src/stats/confirm-drop.ts
var confirm_drop = __webpack_require__(6053);
;// CONCATENATED MODULE: ./src/pipeline/rerun.ts


const rerun_short = (sha) => sha.slice(0, 7);
/** Samples the base arms this run needs; undefined when compare.base leaves none to sample. */
async function measureBaseArms(r) {
    const names = rerunCandidates(r.cfg.base, r.prepared.map((p) => p.scenario.name), r.hasHistory);
    if (names.length === 0)
        return undefined;
    const m = await sampleArms(r, names, r.cfg.rerun_runs);
    const notes = [];
    if (m.unavailable !== undefined) {
        notes.push(`not compared with the base: ${m.unavailable.which} could not be read (${m.unavailable.why}); ${names.length} scenario${names.length === 1 ? '' : 's'} without history judged by threshold alone`);
        return { sha: m.sha, outcomes: m.outcomes, baselines: new Map(), extraCalls: 0, notes };
    }
    if (m.arms.size > 0) {
        notes.push(`${m.arms.size} scenario${m.arms.size === 1 ? '' : 's'} without history compared with the base, measured in this run (${m.extraCalls} extra call${m.extraCalls === 1 ? '' : 's'}): the merge base ${rerun_short(m.sha)}'s context sampled ${r.cfg.rerun_runs} times each with this config's providers (compare.rerun_runs)`);
    }
    const same = [...m.outcomes.values()].filter((o) => o.kind === 'same-context').length;
    if (same > 0)
        notes.push(`${same} scenario${same === 1 ? '' : 's'} without history had the same context at the merge base ${rerun_short(m.sha)}: context unchanged from the base, nothing to compare`);
    for (const [name, o] of m.outcomes) {
        if (o.kind === 'unavailable')
            notes.push(`${name}: not compared with the base: ${o.why}`);
        if (o.kind === 'missing-provider')
            notes.push(`${name}: could not be compared with the base: ${o.why}`);
    }
    return { sha: m.sha, outcomes: m.outcomes, baselines: rerunBaselines(m.arms), extraCalls: m.extraCalls, notes };
}
/**
 * Issue 31 item 2: the scenarios whose pass rate dropped against history, each measured at the merge base
 * in this run (confirmRuns: compare.rerun_runs, at least 60), so that the drop is confirmed by the same day's base or shown to
 * be the day's. A scenario whose base cannot be measured keeps its drop, and the note says why.
 */
async function measureConfirmations(r, names) {
    const runs = (0,confirm_drop/* confirmRuns */.ZO)(r.cfg);
    const m = await sampleArms(r, names, runs);
    const confirmations = new Map();
    const baselines = rerunBaselines(m.arms);
    for (const [name, o] of m.outcomes) {
        const baseline = baselines.get(name);
        if (o.kind === 'arm' && baseline !== undefined)
            confirmations.set(name, { kind: 'arm', arm: o.arm, baseline });
        else
            confirmations.set(name, { kind: 'unmeasured', why: unmeasured(o, m.unavailable) });
    }
    const notes = [];
    if (m.arms.size > 0) {
        notes.push(`${m.arms.size} drop${m.arms.size === 1 ? '' : 's'} against history checked against the merge base ${rerun_short(m.sha)}, measured in this run (${m.extraCalls} extra call${m.extraCalls === 1 ? '' : 's'}, ${runs} runs each): a drop stands only when the same day's base did better`);
    }
    return { confirmations, extraCalls: m.extraCalls, notes };
}
function unmeasured(o, unavailable) {
    if (unavailable !== undefined)
        return `${unavailable.which} could not be read: ${unavailable.why}`;
    if (o.kind === 'same-context')
        return 'its context is the base\'s: the base measured again would be this run\'s own answers';
    if (o.kind === 'new')
        return 'not in the suite at the merge base';
    return o.kind === 'arm' ? 'no runs' : o.why;
}
/** Loads the base's suite once, sorts `names` against it and samples each arm through the PR's gated providers. */
async function sampleArms(r, names, runs) {
    const wanted = new Set(names);
    const outcomes = new Map();
    const arms = new Map();
    const loaded = await r.source.load();
    if ('unavailable' in loaded) {
        for (const name of names)
            outcomes.set(name, { kind: 'unavailable', why: 'the merge base could not be read' });
        const which = loaded.sha === undefined ? 'the merge base' : `the merge base ${rerun_short(loaded.sha)}`;
        return { sha: loaded.sha ?? '', outcomes, arms, extraCalls: 0, unavailable: { which, why: loaded.unavailable } };
    }
    let plans;
    try {
        const candidates = r.prepared.filter((p) => wanted.has(p.scenario.name)).map((p) => ({ name: p.scenario.name, contextHash: p.contextHash }));
        plans = await planBaseArms(candidates, loaded, new Set(r.providers.keys()));
    }
    finally {
        await r.source.dispose?.();
    }
    const before = r.calls();
    await Promise.all([...plans].map(async ([name, plan]) => {
        if (plan.kind !== 'arm') {
            outcomes.set(name, plan);
            return;
        }
        const provider = plan.prepared.role.provider;
        const price = r.priceOf(provider);
        const result = await sampleBaseArm(plan.prepared, runs, r.providers, {
            ...(r.seed === undefined ? {} : { seed: r.seed }),
            ...(price === undefined ? {} : { price }),
            ...(r.isExec === undefined ? {} : { isExec: (p) => r.isExec?.(p) ?? false }),
            ...(r.onRun ? { onRun: (run) => r.onRun?.(name, run) } : {}),
        });
        arms.set(name, { result, baseHash: plan.baseHash });
        outcomes.set(name, { kind: 'arm', arm: result });
    }));
    return { sha: loaded.sha, outcomes, arms, extraCalls: r.calls() - before, unavailable: undefined };
}
/** The history baselines with the base arms added (an arm replaces history for its scenario under compare.base: rerun). */
function withReruns(pooled, reruns) {
    if (reruns === undefined)
        return pooled;
    // A merge base that could not be read measured nothing: the note may not say it was compared with.
    const note = reruns.baselines.size === 0 ? 'no history baseline, and no scenario was measured at the merge base' : `no history baseline: compared with the merge base ${rerun_short(reruns.sha)} where its context changed (compare.base)`;
    const selection = pooled?.selection ?? { records: [], source: 'none', note };
    return { selection, byScenario: new Map([...(pooled?.byScenario ?? []), ...reruns.baselines]) };
}

// EXTERNAL MODULE: ./src/config/schema.ts + 1 modules
var schema = __webpack_require__(2541);
// EXTERNAL MODULE: ./src/scenarios/own-rules.ts
var own_rules = __webpack_require__(1169);
;// CONCATENATED MODULE: ./src/pipeline/pipeline.ts
/**
 * The one pipeline that the CLI and the action both call, with their I/O injected:
 * load config → select → prepare (no model call yet) → run → compare with history (when a baseline is
 * given: src/pipeline/attach-comparisons.ts) → report. The reflection review plugs in here as it is built.
 */





























/** A suite whose `scenarios` glob matches no file would pass with nothing tested: that is a config problem. */
function requireScenarios(loaded) {
    if (loaded.scenarios.length > 0)
        return;
    const globs = [loaded.config.scenarios].flat().join(', ');
    throw new types/* ConfigError */.x(`scenarios: ${globs} matches no scenario file under ${loaded.dir}; fix the glob, or add a scenario file (files whose name starts with _ are not scenarios)`, {
        file: external_node_path_default().relative(process.cwd(), loaded.path) || loaded.path,
    });
}
async function loadAndSelect(req, io) {
    const loaded = req.loaded ?? (await (0,load/* loadConfig */.Z)(req.configPath, { env: io.env }));
    requireScenarios(loaded);
    const selReq = { configFile: external_node_path_default().basename(loaded.path) };
    if (req.only)
        selReq.only = req.only;
    if (req.changed)
        selReq.changed = req.changed;
    if (req.changedSource)
        selReq.changedSource = req.changedSource;
    const selection = selectScenarios(loaded, selReq);
    return { loaded, selection };
}
async function runPipeline(req, io) {
    const started = io.now();
    const startedAt = new Date(started).toISOString();
    const { loaded, selection: whole } = await loadAndSelect(req, io);
    const pooled = req.baseline === undefined
        ? undefined
        : (0,attach_comparisons/* baselineFor */.Bu)(req.baseline.records, { ...req.baseline, m: loaded.config.compare.baseline_records, maxAgeDays: loaded.config.compare.max_age_days });
    // The family is the whole PR's (every shard's compared scenarios), so it is counted before the split.
    const running = whole.selected.filter((s) => s.run).map((s) => s.scenario.name);
    const shard = req.shard;
    const shardOf = shard ? (0,pipeline_shard/* assignShards */.fp)((0,pipeline_shard/* expectedCosts */.Dh)(whole.selected.map((s) => s.scenario.name), pooled), shard.total) : undefined;
    const positions = [];
    let selection = whole;
    if (shard && shardOf) {
        const mine = whole.selected.filter((s, i) => {
            const here = shardOf.get(s.scenario.name) === shard.index;
            if (here)
                positions.push(i);
            return here;
        });
        selection = { ...whole, selected: mine };
    }
    const toRun = selection.selected.filter((s) => s.run).map((s) => s.scenario);
    const recording = req.forBaseline === true && req.baseline === undefined ? (0,attach_comparisons/* baselineRecordPolicy */.vr)(loaded.config.compare) : undefined;
    const runsOf = (n) => (recording ? Math.max(req.runs ?? n, recording.planned) : (req.runs ?? n));
    const withRuns = req.runs === undefined && recording === undefined ? toRun : toRun.map((s) => ({ ...s, runs: runsOf(s.runs) }));
    // Before any model call: keys, prompts, hashes (exit 2 on a problem).
    (0,prepare/* checkKeys */.L)(loaded, (0,prepare/* providersInUse */.LT)(loaded, withRuns), io.env, req.recording ?? false);
    const prepared = await (0,prepare/* prepareScenarios */.f)(loaded, withRuns, io.readText);
    const { max_calls: maxCalls, max_cost: maxCost } = loaded.config.budget;
    const gate = createCallGate({
        concurrency: req.concurrency,
        ...(maxCalls === undefined ? {} : { maxCalls }),
        ...(maxCost === undefined ? {} : { maxCost }),
    });
    const raw = io.providers ? io.providers(loaded) : (0,factory/* createProviders */.XT)(loaded.config, { env: io.env, configDir: loaded.dir, root: loaded.root, ...(shard ? { shards: shard.total } : {}) });
    // Recording runs (push, schedule, drift) sample the model now: they neither read nor fill the cache.
    const cacheDir = await responseCacheDir(loaded, req);
    const rejected = [];
    const store = cacheDir === undefined ? undefined : dirResponseStore(cacheDir, { onRejected: (_key, why) => rejected.push(why) });
    // An answer that holds a secret or a token shape is never written to the cache (src/providers/cache.ts).
    const keyVariables = Object.values(loaded.config.providers).flatMap((p) => ('api_key_env' in p && typeof p.api_key_env === 'string' ? [p.api_key_env] : []));
    const secretRedactor = (0,redact/* createRedactor */.lY)((0,secrets/* secretValues */.V)(io.env, keyVariables));
    const holdsSecret = (text) => secretRedactor.redact(text) !== text;
    const providers = new Map([...raw].map(([name, p]) => {
        const cfg = loaded.config.providers[name];
        const price = (0,providers_price/* priceOf */.x)(cfg);
        const paid = gated(p, gate, price);
        return [name, store && cfg && isCacheable(cfg) ? cachedProvider(paid, cfg, store, holdsSecret) : paid];
    }));
    // Scenarios without history: the merge base's context, sampled first in this run (compare.base; shards: not yet).
    const reruns = req.baseSuite === undefined || shard !== undefined
        ? undefined
        : await measureBaseArms({
            source: req.baseSuite,
            cfg: loaded.config.compare,
            prepared,
            hasHistory: (name) => pooled !== undefined && (0,attach_comparisons/* comparedCount */.Po)(pooled, [name]) > 0,
            providers,
            priceOf: (name) => (0,providers_price/* priceOf */.x)(loaded.config.providers[name]),
            isExec: (0,pipeline_execute/* isExecProvider */.tK)(loaded),
            calls: () => gate.calls(),
            ...(req.seed === undefined ? {} : { seed: req.seed }),
            ...(io.events?.runFinished ? { onRun: (name, run) => io.events?.runFinished?.(`${name} (base)`, run) } : {}),
        });
    const compareWith = withReruns(pooled, reruns);
    const familySize = req.familySize ?? (compareWith ? (0,attach_comparisons/* familySizeOf */.zJ)(compareWith, running) : 1);
    // Every test that can turn the run red shares compare.alpha (src/stats/error-budget.ts), counted over the whole selection (all shards).
    const compared = compareWith ? (req.familySize ?? (0,attach_comparisons/* comparedCount */.Po)(compareWith, running)) : 0;
    // Own-rule expectations tested with a test are tests of their own (DESIGN §3b: every test made counts).
    const alphaShare = (0,error_budget/* thresholdAlpha */.O)(loaded.config.compare.alpha, req.thresholdFamily ?? (0,threshold_rule/* thresholdTestCount */.Pq)(whole.selected.filter((s) => s.run).map((s) => s.scenario)), compared);
    // A replay serves a fixed, recorded sample: there is no sampling error to control, so its verdict is
    // the count over the recorded runs (a test would only re-read the same samples as new evidence).
    const replayed = (p) => loaded.config.providers[p.role.provider]?.type === 'replay';
    const rules = new Map(prepared.map((p) => [p.scenario.name, replayed(p) ? threshold_rule/* COUNT_RULE */.V5 : (0,threshold_rule/* ruleFor */.sG)(p.scenario, alphaShare)]));
    const ruleOf = (p) => rules.get(p.scenario.name) ?? threshold_rule/* COUNT_RULE */.V5;
    const compare = compareWith ? (0,attach_comparisons/* comparisonPolicyFor */.hu)(compareWith, loaded.config.compare, { familySize }) : undefined;
    const policyFor = req.policyFor ??
        (compare
            ? (p) => compare({ scenario: p.scenario, rule: ruleOf(p) })
            : recording
                ? (p) => (0,threshold_rule/* recordingPolicy */.Yi)(ruleOf(p), p.scenario.runs)
                : (p) => (0,threshold_rule/* samplingPolicy */.aD)(ruleOf(p), p.scenario.runs));
    io.events?.planned?.(prepared.length, prepared.reduce((n, p) => n + p.scenario.runs, 0));
    const reasons = new Map(selection.selected.map((s) => [s.scenario.name, s.reason]));
    // p-map takes scenarios from the list as others finish: only the open ones hold a promise and a closure
    // (p-limit with Promise.all queued one of each per scenario up front: 20,000 of them at 20,000 scenarios).
    const results = await (0,p_map/* default */.Ay)(prepared, async (p) => {
        const execute = (0,pipeline_execute/* makeExecutor */.MW)(p, providers, req.seed, (0,providers_price/* priceOf */.x)(loaded.config.providers[p.role.provider]), (0,pipeline_execute/* isExecProvider */.tK)(loaded));
        const gates = gatesFor(p.scenario, alphaShare, replayed(p));
        const made = [];
        const sampled = await (0,sample/* sampleScenario */.VW)({
            planned: p.scenario.runs,
            threshold: p.scenario.threshold,
            policy: (0,runner_gates/* gatedPolicy */.Uv)(policyFor(p), gates, p.scenario.runs, () => made.slice().sort((a, b) => a.index - b.index)),
            execute,
            onRun: (run) => {
                if (gates.length > 0)
                    made.push(run);
                io.events?.runFinished?.(p.scenario.name, run);
            },
        });
        const reason = reasons.get(p.scenario.name) ?? 'ran';
        const result = (0,runner_result/* scenarioResult */.iF)({ ...identity(p, ruleOf(p)), ...(gates.length === 0 ? {} : { gates }) }, sampled.runs, sampled.tally, reason);
        io.events?.scenarioFinished?.(result);
        return result;
    }, { concurrency: scenariosInFlight(req.concurrency) });
    const byName = new Map(results.map((r) => [r.name, r]));
    const hashes = new Map(prepared.map((p) => [p.scenario.name, p.contextHash]));
    const scenarios = selection.selected.map((s) => byName.get(s.scenario.name) ??
        (0,runner_result/* skippedResult */.ky)({
            name: s.scenario.name,
            file: s.scenario.file,
            line: s.scenario.source.line,
            role: s.scenario.role,
            planned: req.runs ?? s.scenario.runs,
            threshold: s.scenario.threshold,
            ...(hashes.has(s.scenario.name) ? { contextHash: hashes.get(s.scenario.name) } : {}),
        }, s.reason));
    const priced = (0,prepare/* providersInUse */.LT)(loaded, withRuns).some((name) => (0,providers_price/* priceOf */.x)(loaded.config.providers[name]) !== undefined);
    const build = (more) => (0,runner_result/* buildReport */.FK)({
        scenarios,
        calls: gate.calls(),
        ...(0,governors/* trafficOf */.t7)(loaded.config),
        ...(priced ? { cost: gate.spent() } : {}),
        durationMs: io.now() - started,
        notes: [...selection.notes, ...(reruns?.notes ?? []), ...(req.baseSuite !== undefined && shard !== undefined ? ['compare.base: the merge base is not re-measured in sharded runs yet; scenarios without history are judged by threshold alone'] : []), ...[rejectedEntriesNote(rejected)].filter((n) => n !== undefined), ...more],
        version: version/* VERSION */.x,
        config: external_node_path_default().relative(process.cwd(), loaded.path) || loaded.path,
        startedAt,
    });
    let withComparisons = compareWith ? (0,attach_comparisons/* attachComparisons */.Y2)(build([]), compareWith, loaded.config.compare, { familySize }, reruns?.outcomes) : build([]);
    // A drop against history is checked against the merge base measured in this run (issue 31 item 2; compare.base: auto; shards: not yet).
    const drops = (0,attach_comparisons/* regressions */.Z0)(withComparisons).filter((s) => s.comparison?.source === 'history').map((s) => s.name);
    if (compareWith && drops.length > 0 && req.baseSuite !== undefined && shard === undefined && loaded.config.compare.base === 'auto') {
        const checked = await measureConfirmations({
            source: req.baseSuite,
            cfg: loaded.config.compare,
            prepared,
            providers,
            priceOf: (name) => (0,providers_price/* priceOf */.x)(loaded.config.providers[name]),
            isExec: (0,pipeline_execute/* isExecProvider */.tK)(loaded),
            calls: () => gate.calls(),
            ...(req.seed === undefined ? {} : { seed: req.seed }),
            ...(io.events?.runFinished ? { onRun: (name, run) => io.events?.runFinished?.(`${name} (base)`, run) } : {}),
        }, drops);
        withComparisons = (0,attach_comparisons/* attachComparisons */.Y2)(build(checked.notes), compareWith, loaded.config.compare, { familySize }, reruns?.outcomes, checked.confirmations);
    }
    // The tools this pull request changed (DESIGN §3b), for the comment and the reviewer; not for a shard (merge has the whole report).
    const tools = req.baseSuite === undefined || shard !== undefined ? undefined : await (0,tools_diff/* toolsAgainstBase */.i)(loaded, io.readText, req.baseSuite);
    const report = tools === undefined ? withComparisons : { ...withComparisons, tools };
    return { loaded, report, prepared, ...(shard ? { shard: { scenarios: selection.selected.map((s) => s.scenario.name), positions, reasons: selection.selected.map((s) => s.reason), selected: whole.selected.length } } : {}) };
}
/**
 * How many scenarios are open (begun, not finished) at once: enough to keep every call slot busy while
 * some wait on their runs' results, few enough that pending calls and partial results do not grow with
 * the suite. Scenarios start in suite order as others finish.
 */
function scenariosInFlight(concurrency) {
    return Math.max(64, 4 * concurrency);
}
/**
 * The response cache's folder for this run, or undefined when the config has no cache or the run bypasses
 * it. The config's `cache.dir` goes through the one path resolver here, at the moment of use.
 */
async function responseCacheDir(loaded, req) {
    if (req.forBaseline === true || req.bypassCache === true || req.cacheDir === false)
        return undefined;
    if (req.cacheDir !== undefined)
        return req.cacheDir;
    if (!loaded.config.cache)
        return undefined;
    return (0,folders/* configuredFolder */.V)(loaded, 'cache.dir', loaded.config.cache.dir);
}
/** The scenario's threshold rule (src/stats/threshold-rule.ts), read from here by the simulations and older callers. */

/** The scenario's own-rule expectations as gates (src/runner/gates.ts), a chain stage's named by it; a replayed scenario counts, as its threshold does. */
function gatesFor(s, alphaShare, replayed) {
    return (0,own_rules/* ownRules */.o)(s).flatMap((r) => {
        const e = r.expectation;
        if (e.own === undefined)
            return [];
        const verdict = replayed ? 'count' : (e.own.verdict ?? s.verdict ?? schema/* VERDICT_DEFAULTS */.tw.verdict);
        return [{ label: (0,own_rules/* ownRuleLabel */.R)(r), line: e.source.line, threshold: e.own.threshold, rule: (0,threshold_rule/* ruleFor */.sG)({ ...s, threshold: e.own.threshold, verdict }, alphaShare), ...(r.stage === undefined ? {} : { stage: r.stage }) }];
    });
}
function identity(p, rule) {
    return {
        rule,
        name: p.scenario.name,
        file: p.scenario.file,
        line: p.scenario.source.line,
        role: p.scenario.role,
        planned: p.scenario.runs,
        threshold: p.scenario.threshold,
        contextHash: p.contextHash,
        expectations: (0,expectation_counts/* expectationIds */.FA)(p.scenario.expect),
    };
}


/***/ }),

/***/ 1366:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dh: () => (/* binding */ expectedCosts),
/* harmony export */   fp: () => (/* binding */ assignShards),
/* harmony export */   hH: () => (/* binding */ MAX_SHARDS),
/* harmony export */   uK: () => (/* binding */ parseShard)
/* harmony export */ });
/** The most shards one run may be split into (GitHub's matrix allows 256 jobs). */
const MAX_SHARDS = 256;
/** Parses `I/N` (1 ≤ I ≤ N ≤ 256); `what` names the setting in the error (`--shard`, `shard`). */
function parseShard(text, what) {
    const m = /^\s*(\d{1,3})\s*\/\s*(\d{1,3})\s*$/.exec(text);
    const index = Number(m?.[1]);
    const total = Number(m?.[2]);
    if (!m || total < 1 || total > MAX_SHARDS || index < 1 || index > total) {
        throw new RangeError(`${what}: expected I/N with 1 ≤ I ≤ N ≤ ${MAX_SHARDS} (e.g. 2/4 for the second of four shards); got '${text}'`);
    }
    return { index, total };
}
/** Scenario name → its shard (1-based). */
function assignShards(items, total) {
    const order = [...items].sort((a, b) => b.weight - a.weight || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const load = new Array(total).fill(0);
    const count = new Array(total).fill(0);
    const out = new Map();
    for (const item of order) {
        let best = 0;
        for (let s = 1; s < total; s++) {
            const lighter = (load[s] ?? 0) < (load[best] ?? 0) || ((load[s] ?? 0) === (load[best] ?? 0) && (count[s] ?? 0) < (count[best] ?? 0));
            if (lighter)
                best = s;
        }
        load[best] = (load[best] ?? 0) + item.weight;
        count[best] = (count[best] ?? 0) + 1;
        out.set(item.name, best + 1);
    }
    return out;
}
/**
 * Each scenario's expected cost from history: mean runs per record × mean tokens per run. Scenarios
 * history does not hold get the median of those it does; with no history at all every scenario weighs 1
 * (the split is then by count).
 */
function expectedCosts(names, pooled) {
    const known = new Map();
    for (const name of names) {
        const p = pooled?.byScenario.get(name);
        if (!p || p.records === 0 || p.tokens.length === 0)
            continue;
        const meanTokens = p.tokens.reduce((a, b) => a + b, 0) / p.tokens.length;
        known.set(name, (p.attempted / p.records) * Math.max(meanTokens, 1));
    }
    const sorted = [...known.values()].sort((a, b) => a - b);
    const fallback = sorted.length === 0 ? 1 : (sorted[Math.floor(sorted.length / 2)] ?? 1);
    return names.map((name) => ({ name, weight: known.get(name) ?? fallback }));
}


/***/ }),

/***/ 4357:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ toolsAgainstBase)
/* harmony export */ });
/* harmony import */ var _config_io_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7556);
/* harmony import */ var _config_folders_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4407);
/* harmony import */ var _manifest_manifest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1490);
/* harmony import */ var _manifest_tokenizer_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9176);
/**
 * The tools a pull request changed, per role (DESIGN §3b: "its diff against the base names added, removed
 * and changed tools … and in the PR comment"): the manifest of the merge base's suite against this one's,
 * kept to the roles whose tools moved. Read through the one path resolver on both sides; anything that
 * stops the base from loading leaves the report without it (the comparison's notes say why).
 */




function lenient(read) {
    return async (rel) => {
        try {
            return await read(rel);
        }
        catch (err) {
            if ((0,_config_io_js__WEBPACK_IMPORTED_MODULE_0__/* .isNotFound */ .c4)(err))
                return undefined;
            throw err;
        }
    };
}
async function toolsAgainstBase(loaded, readText, source) {
    const base = await source.load();
    try {
        if ('unavailable' in base)
            return undefined;
        const anyTools = (l) => Object.values(l.config.roles).some((r) => r.tools !== undefined);
        if (!anyTools(loaded) && !anyTools(base.loaded))
            return undefined;
        const head = await (0,_manifest_manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .buildManifest */ .u1)(loaded.config, {}, lenient((0,_config_folders_js__WEBPACK_IMPORTED_MODULE_1__/* .roleFileReader */ .U)(loaded, readText)), _manifest_tokenizer_js__WEBPACK_IMPORTED_MODULE_3__/* .countTokens */ .i);
        // A base tools file that does not parse counts as absent: this PR may be the one that fixes it.
        const before = await (0,_manifest_manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .buildManifest */ .u1)(base.loaded.config, {}, lenient((0,_config_folders_js__WEBPACK_IMPORTED_MODULE_1__/* .roleFileReader */ .U)(base.loaded, base.readText)), _manifest_tokenizer_js__WEBPACK_IMPORTED_MODULE_3__/* .countTokens */ .i, undefined, { lenientTools: true });
        const moved = (0,_manifest_manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .diffManifest */ .Hq)(before, head).roles.filter((r) => r.tools?.some((t) => t.status !== 'unchanged'));
        return moved.length === 0 ? undefined : moved.map((r) => ({ role: r.role, tools: r.tools ?? [] }));
    }
    finally {
        await source.dispose?.();
    }
}


/***/ }),

/***/ 4590:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uv: () => (/* binding */ gatedPolicy),
/* harmony export */   rR: () => (/* binding */ gateReports)
/* harmony export */ });
/* unused harmony export gateTally */
/* harmony import */ var _stats_verdict_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9850);
/* harmony import */ var _stats_threshold_test_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3421);
/* harmony import */ var _stats_threshold_rule_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1343);
/**
 * Own-rule expectations (DESIGN §3b): `- { never_calls: [delete_*], threshold: 1, verdict: count }` is
 * tested on its own outcomes, apart from the scenario's threshold, and fails the scenario when it fails.
 * A safety rule is not a style rule: the first reckless call fails a count rule at threshold 1 while the
 * other expectations keep their statistical test. Every such test made counts in the invocation's error
 * budget (src/stats/error-budget.ts). Pure, but a gate's policy is stateful: one per scenario.
 */



/**
 * A gate's view of one run: its outcome as the run's pass; an outcome not evaluated counts as an error.
 * A chain run that ended before the gate's stage (its `when` not met, an earlier stage failed) is not a
 * sample of it: that stage's rule judged nothing in the run.
 */
function gateRun(run, k, stage) {
    if (run.error !== undefined)
        return { pass: false, error: run.error };
    if (stage !== undefined && run.stages !== undefined && !run.stages.some((s) => s.role === stage))
        return 'unsampled';
    const outcome = run.gates?.[k];
    if (outcome === null || outcome === undefined)
        return { pass: false, error: 'not evaluated' };
    return { pass: outcome };
}
/** The runs that sample the gate, as its test reads them. */
function sampled(runs, k, stage) {
    return runs.flatMap((r) => {
        const g = gateRun(r, k, stage);
        return g === 'unsampled' ? [] : [g];
    });
}
function gateTally(runs, k, stage) {
    const t = { passes: 0, failures: 0, errors: 0, unsampled: 0 };
    for (const run of runs) {
        const r = gateRun(run, k, stage);
        if (r === 'unsampled')
            t.unsampled++;
        else if (r.error !== undefined)
            t.errors++;
        else if (r.pass)
            t.passes++;
        else
            t.failures++;
    }
    return t;
}
/** A count rule's planned runs: the scenario's, less those that turned out not to sample the gate. */
const plannedFor = (planned, t) => Math.max(0, planned - t.unsampled);
/** Each gate's verdict over the scenario's runs; a stage's gate that no run sampled is skipped (it judged nothing). */
function gateReports(gates, runs, planned) {
    return gates.map((g, k) => {
        const t = gateTally(runs, k, g.stage);
        const stage = g.stage === undefined ? {} : { stage: g.stage };
        const head = { expectation: g.label, line: g.line, threshold: g.threshold, rule: g.rule.kind, ...stage };
        if (g.stage !== undefined && t.unsampled === runs.length && runs.length > 0) {
            return { ...head, verdict: 'skipped', passes: 0, attempted: 0, reason: `not sampled, stage ${g.stage} ran in none of the ${runs.length} runs` };
        }
        const v = g.rule.kind === 'count' ? (0,_stats_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .finalVerdict */ .Ou)(t, plannedFor(planned, t), g.threshold) : (0,_stats_threshold_test_js__WEBPACK_IMPORTED_MODULE_0__/* .replayThresholdTest */ .Zw)(g.rule.test, sampled(runs, k, g.stage));
        const undecided = 'undecided' in v && v.undecided === true;
        const apart = t.unsampled === 0 ? '' : ` (stage ${g.stage ?? ''} ran in ${runs.length - t.unsampled} of the ${runs.length} runs; only those sample it)`;
        return { ...head, verdict: v.verdict, ...(undecided ? { state: 'undecided' } : {}), passes: t.passes, attempted: t.passes + t.failures, reason: `${v.reason}${apart}` };
    });
}
/**
 * The scenario's policy with its gates: runs go on while the scenario's own test or a gate is open, to the
 * nearest look any of them wants; they stop at once when a gate has failed for good (the scenario fails
 * whatever more runs show). A stage's gate counts only the runs that reached its stage, and asks for no
 * run past its test's cap (or, under a count rule, the planned runs): a stage that rarely runs cannot keep
 * a scenario sampling forever.
 */
function gatedPolicy(base, gates, planned, runs) {
    if (gates.length === 0)
        return base;
    const policies = gates.map((g) => (0,_stats_threshold_rule_js__WEBPACK_IMPORTED_MODULE_1__/* .samplingPolicy */ .aD)(g.rule, planned));
    return (s) => {
        const made = runs();
        const wants = [base(s)];
        for (const [k, g] of gates.entries()) {
            const { unsampled, ...t } = gateTally(made, k, g.stage);
            const gatePlanned = plannedFor(planned, { unsampled });
            if (g.rule.kind === 'count' && (0,_stats_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .decidedVerdict */ .kv)(t, gatePlanned, g.threshold, s.inFlight) === 'fail')
                return 0;
            if (g.rule.kind === 'test' && made.length > 0 && s.inFlight === 0 && (0,_stats_threshold_test_js__WEBPACK_IMPORTED_MODULE_0__/* .replayThresholdTest */ .Zw)(g.rule.test, sampled(made, k, g.stage)).verdict === 'fail')
                return 0;
            if (g.rule.kind === 'test' && made.length + s.inFlight >= g.rule.test.cap)
                continue;
            wants.push(policies[k]?.({ ...t, inFlight: s.inFlight, planned: g.rule.kind === 'count' ? gatePlanned : planned, threshold: g.threshold }) ?? 0);
        }
        const positive = wants.filter((w) => w > 0);
        return positive.length === 0 ? 0 : Math.min(...positive);
    };
}


/***/ }),

/***/ 7609:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bn: () => (/* binding */ overallVerdict),
/* harmony export */   FK: () => (/* binding */ buildReport),
/* harmony export */   Rr: () => (/* binding */ exitCodeFor),
/* harmony export */   iF: () => (/* binding */ scenarioResult),
/* harmony export */   ky: () => (/* binding */ skippedResult)
/* harmony export */ });
/* harmony import */ var _stats_interval_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6966);
/* harmony import */ var _stats_threshold_test_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3421);
/* harmony import */ var _stats_verdict_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9850);
/* harmony import */ var _format_evidence_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2050);
/* harmony import */ var _detach_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5591);
/* harmony import */ var _gates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4590);
/* harmony import */ var _format_percent_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7426);
/* harmony import */ var _expectation_counts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3254);
/* harmony import */ var _stats_threshold_rule_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1343);
/** Turns a scenario's sampled runs into its report entry, and a list of those into the report. Pure. */








/** How a scenario's threshold verdict is reached: the rule lives in src/stats/threshold-rule.ts. */

function verdictOf(id, runs, tally) {
    if (id.rule.kind === 'count')
        return { ...(0,_stats_verdict_js__WEBPACK_IMPORTED_MODULE_4__/* .finalVerdict */ .Ou)(tally, id.planned, id.threshold), rule: { kind: 'count' } };
    const t = id.rule.test;
    const v = (0,_stats_threshold_test_js__WEBPACK_IMPORTED_MODULE_0__/* .replayThresholdTest */ .Zw)(t, runs);
    return {
        verdict: v.verdict,
        ...(v.undecided === true ? { undecided: true } : {}),
        ...(v.passedEarly === undefined ? {} : { passedEarly: v.passedEarly }),
        reason: v.reason,
        rule: { kind: 'test', tolerance: t.input.tolerance, alpha: t.input.alpha, maxRuns: t.cap, ...(v.decidedAt === undefined ? {} : { decidedAt: v.decidedAt }) },
    };
}
/** The scenario's verdict with its gates': a failed gate fails it, an errored one makes it an error unless something failed. */
function withGates(final, gates) {
    if (gates.length === 0)
        return final;
    const failed = gates.filter((g) => g.verdict === 'fail');
    const errored = gates.filter((g) => g.verdict === 'error');
    const words = gates.map((g) => `${g.expectation} (line ${g.line}, its own ${g.rule === 'count' ? 'count' : 'test'} at ${(0,_format_percent_js__WEBPACK_IMPORTED_MODULE_5__/* .formatPercent */ .l)(g.threshold)}): ${g.verdict === 'pass' ? 'passed' : g.verdict === 'fail' ? 'failed' : g.verdict === 'skipped' ? g.reason : g.state === 'undecided' ? 'undecided' : 'could not evaluate'}${g.verdict === 'skipped' ? '' : `, ${g.reason}`}`);
    const reason = `${final.reason}; ${words.join('; ')}`;
    const { undecided: _, ...plain } = final;
    if (final.verdict === 'fail' || failed.length > 0)
        return { ...plain, verdict: 'fail', reason };
    // Undecided only when nothing is to blame on an errored run: the scenario's own test and every open gate undecided.
    const erroredOnly = errored.some((g) => g.state !== 'undecided') || (final.verdict === 'error' && final.undecided !== true);
    if (final.verdict === 'error' || errored.length > 0)
        return erroredOnly ? { ...plain, verdict: 'error', reason } : { ...plain, verdict: 'error', undecided: true, reason };
    return { ...final, reason };
}
function scenarioResult(id, runs, tally, why) {
    const attempted = tally.passes + tally.failures;
    const gates = id.gates === undefined ? [] : (0,_gates_js__WEBPACK_IMPORTED_MODULE_1__/* .gateReports */ .rR)(id.gates, runs, id.planned);
    const final = withGates(verdictOf(id, runs, tally), gates);
    const made = runs.length;
    const early = made < id.planned && final.verdict !== 'error';
    const sampling = early ? ` (stopped after ${made} of ${id.planned} runs: the verdict could no longer change)` : '';
    const interval = (0,_stats_interval_js__WEBPACK_IMPORTED_MODULE_6__/* .exactInterval */ .p)(tally.passes, attempted);
    const counts = (0,_expectation_counts_js__WEBPACK_IMPORTED_MODULE_2__/* .expectationCounts */ .jj)(id.expectations, runs);
    return {
        name: id.name,
        file: id.file,
        line: id.line,
        role: id.role,
        verdict: final.verdict,
        // Undecided (issue 30 item 2): the verdict stays within DESIGN §6's set (error: not evaluated), the state says why.
        ...(final.undecided === true ? { state: 'undecided' } : {}),
        // Issue 30 row 3: an early pass that all the runs no longer support, said wherever the evidence is.
        ...(final.passedEarly === undefined || final.verdict === 'pass' ? {} : { passedEarly: final.passedEarly }),
        passes: tally.passes,
        attempted,
        errors: tally.errors,
        planned: id.planned,
        threshold: id.threshold,
        interval,
        // Detached: a string built by concatenation is a tree of its pieces, held per scenario (issue 23 item 5).
        reason: (0,_detach_js__WEBPACK_IMPORTED_MODULE_7__/* .detached */ .h)(`${why}; ${final.reason}${sampling}`),
        runs,
        stoppedEarly: early,
        ...(id.contextHash === undefined ? {} : { contextHash: id.contextHash }),
        ...costOf(runs),
        rule: final.rule,
        ...(gates.length === 0 ? {} : { gates }),
        ...(counts === undefined ? {} : { expectations: counts }),
        evidence: (0,_detach_js__WEBPACK_IMPORTED_MODULE_7__/* .detached */ .h)((0,_format_evidence_js__WEBPACK_IMPORTED_MODULE_8__/* .evidenceWords */ .Jg)({ passes: tally.passes, attempted, errors: tally.errors, threshold: id.threshold, interval, verdict: final.verdict, undecided: final.undecided === true, ...(final.verdict === 'pass' ? {} : { passedEarly: final.passedEarly }) })),
    };
}
/** The scenario's cost: the sum of its priced runs', when any run was priced. */
function costOf(runs) {
    const priced = runs.filter((r) => r.cost !== undefined);
    return priced.length === 0 ? {} : { cost: priced.reduce((sum, r) => sum + (r.cost ?? 0), 0) };
}
function skippedResult(id, reason) {
    return {
        name: id.name,
        file: id.file,
        line: id.line,
        role: id.role,
        verdict: 'skipped',
        passes: 0,
        attempted: 0,
        errors: 0,
        planned: id.planned,
        threshold: id.threshold,
        interval: { low: 0, high: 1 },
        reason,
        runs: [],
        stoppedEarly: false,
        ...(id.contextHash === undefined ? {} : { contextHash: id.contextHash }),
    };
}
/** fail wins over error, error over pass; a report with nothing run is skipped. */
function overallVerdict(scenarios) {
    if (scenarios.some((s) => s.verdict === 'fail'))
        return 'fail';
    if (scenarios.some((s) => s.verdict === 'error'))
        return 'error';
    if (scenarios.some((s) => s.verdict === 'pass'))
        return 'pass';
    return 'skipped';
}
function buildReport(args) {
    const count = (v) => args.scenarios.filter((s) => s.verdict === v).length;
    const undecided = args.scenarios.filter((s) => s.state === 'undecided').length;
    const tokens = { input: 0, output: 0 };
    let cached = 0;
    for (const s of args.scenarios)
        for (const r of s.runs) {
            tokens.input += r.tokens.input;
            tokens.output += r.tokens.output;
            if (r.cached === true)
                cached++;
        }
    return {
        verdict: overallVerdict(args.scenarios),
        scenarios: args.scenarios,
        summary: {
            total: args.scenarios.length,
            passed: count('pass'),
            failed: count('fail'),
            errored: count('error'),
            // Of the errored, those undecided at their cap (issue 30 item 2); `fail-on: undecided` counts them, `error` the others.
            ...(undecided === 0 ? {} : { undecided }),
            skipped: count('skipped'),
            calls: args.calls,
            tokens,
            durationMs: args.durationMs,
            cached,
            ...(args.rateLimited === undefined ? {} : { rateLimited: args.rateLimited }),
            ...(args.retries === undefined ? {} : { retries: args.retries }),
            ...(args.cost === undefined ? {} : { cost: args.cost }),
        },
        notes: args.notes,
        tool: { name: 'context-eval', version: args.version },
        config: args.config,
        startedAt: args.startedAt,
    };
}
/** CLI exit code for a finished report (DESIGN §4): 1 fail, else 3 error, else 0. */
function exitCodeFor(verdict) {
    if (verdict === 'fail')
        return 1;
    if (verdict === 'error')
        return 3;
    return 0;
}


/***/ }),

/***/ 6483:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sR: () => (/* binding */ baseThresholdVerdict),
  $_: () => (/* binding */ compareWithBaseline),
  hF: () => (/* binding */ daysOf),
  Ed: () => (/* binding */ decideComparison),
  ml: () => (/* binding */ designFor)
});

// UNUSED EXPORTS: MAX_STATED_DROP

// EXTERNAL MODULE: ./src/stats/group-sequential.ts
var group_sequential = __webpack_require__(3554);
// EXTERNAL MODULE: ./src/stats/null-prior.ts
var null_prior = __webpack_require__(5503);
;// CONCATENATED MODULE: ./src/stats/comparison-design.ts
/**
 * The sequential comparison of one scenario's PR runs with its baseline, as a design whose error rates
 * are computed exactly rather than assumed (issue "A gate teams can trust"). Pure.
 *
 * The runs. The design looks after the planned N runs, then every `look` runs (N + look, N + 2·look, …)
 * and at `maxRuns`: the same looks as the threshold test (src/stats/threshold-test.ts), so that one set of
 * runs serves both; each test decides at its own looks only, so the runs the other test asks for do not
 * change its error rates. At a look it flags a drop, accepts "no drop", or continues.
 *
 * The null. Under "no drop" the PR's rate is the scenario's rate on the PR's day. It is unknown, for
 * three reasons (src/stats/null-prior.ts): the baseline holds a finite number of runs; the baseline's R
 * records were made on their own days, whose day effects average to a variance of sd²/R; and the PR's
 * day has its own effect, sd² (`betweenSd`: compare.day_to_day_sd, or the sd estimated from the
 * scenario's own history). The PR's runs are then exchangeable, so the probability of every path of the
 * design under the null is computed exactly by dynamic programming (src/stats/group-sequential.ts).
 *
 * Flagging. At each look the design flags when passes ≤ r(n), where r(n) is the largest count that
 * keeps the null probability of having flagged by n within α·(n / maxRuns)² (a power-family α-spending
 * function: little α is spent on the early, small looks, most at the cap, where the power is). The
 * stops for "no drop" are binding and counted in the DP, so the design's false-alarm rate under the null
 * model is at most α. `alpha` is this scenario's share of the PR's family α (Bonferroni: compare.alpha
 * ÷ the number of scenarios compared), which keeps the per-PR false-alarm rate at compare.alpha under any
 * dependence between scenarios, and across shards.
 *
 * Accepting. The design stops with "no drop" when Wald's log-likelihood ratio of a drop of `delta`
 * against the null mean falls to ln(β / (1 − α)): the evidence is against a drop of δ.
 *
 * Power. `power(p)` is the exact probability that the design flags when the PR's true rate is p, over
 * every path (the accept stops and the cap included): the detectable
 * drop of DESIGN §4 is the drop to the p at which this is 80%.
 */


const EPS = 1e-12;
/** ρ of the α-spending function α·(n / maxRuns)^ρ (2 to 4 measured alike; 2 stops a clear drop sooner). */
const SPENDING_POWER = 2;
function checkInput(d) {
    const bad = (what, v) => new RangeError(`comparison design: ${what} (got ${String(v)})`);
    if (!(d.alpha > 0 && d.alpha < 1))
        throw bad('alpha must be in (0, 1)', d.alpha);
    if (!(d.delta > 0 && d.delta < 1))
        throw bad('delta must be in (0, 1)', d.delta);
    if (!(d.beta > 0 && d.beta < 1))
        throw bad('beta must be in (0, 1)', d.beta);
    if (!(Number.isInteger(d.maxRuns) && d.maxRuns >= 1))
        throw bad('maxRuns must be a positive integer', d.maxRuns);
    if (!(Number.isInteger(d.look) && d.look >= 1))
        throw bad('look must be a positive integer', d.look);
    if (!(d.betweenSd >= 0 && d.betweenSd < 0.5))
        throw bad('betweenSd must be in [0, 0.5)', d.betweenSd);
    const { passes, runs } = d.baseline;
    if (!(Number.isInteger(passes) && Number.isInteger(runs) && passes >= 0 && passes <= runs))
        throw bad('baseline needs 0 ≤ passes ≤ runs', `${passes}/${runs}`);
}
function createComparisonDesign(input) {
    checkInput(input);
    const { alpha, beta, delta, maxRuns, planned, look } = input;
    const nul = (0,null_prior/* nullPrior */.cn)(input.baseline, input.betweenSd, input.baselineRecords ?? 1, input.dayDf);
    const p1 = Math.max(nul.mean - delta, Math.min(0.01, nul.mean / 2));
    const perPass = Math.log(p1 / nul.mean);
    const perFailure = Math.log((1 - p1) / (1 - nul.mean));
    const acceptBelow = Math.log(beta / (1 - alpha));
    const accepts = (k, n) => k * perPass + (n - k) * perFailure <= acceptBelow + EPS;
    const test = (0,group_sequential/* createGroupSequentialTest */.xp)({
        looks: (0,group_sequential/* lookGrid */.Qy)(planned, look, Math.max(maxRuns, planned)),
        nullPass: nul.predictive,
        alpha,
        spend: (t) => t ** SPENDING_POWER,
        accepts,
    });
    const top = test.cap;
    const decide = (passes, runs) => {
        const d = test.decide(passes, runs);
        if (d === 'flag')
            return 'drop';
        if (d === 'accept')
            return 'no-drop';
        if (d === 'cap')
            return 'undecided-at-cap';
        return 'continue';
    };
    const operating = (p) => test.operating(p);
    const detectable = new Map();
    return {
        input,
        nullMean: nul.mean,
        nullSd: nul.sd,
        flagAtMost: test.flagAtMost,
        looks: test.looks,
        cap: top,
        nullFlagRate: test.nullFlagRate,
        decide,
        launch: (passes, runs) => (runs === 0 ? planned : decide(passes, runs) === 'continue' && runs < top ? test.nextLook(runs) - runs : 0),
        nextLook: test.nextLook,
        operating,
        detectableRate(power = 0.8) {
            if (detectable.has(power))
                return detectable.get(power);
            const found = solveRate(power);
            detectable.set(power, found);
            return found;
        },
    };
    function solveRate(power) {
        if (operating(0).flag < power)
            return undefined;
        let lo = 0; // flags with probability ≥ power
        let hi = nul.mean;
        if (operating(hi).flag >= power)
            return hi;
        while (hi - lo > 1e-4) {
            const mid = (lo + hi) / 2;
            if (operating(mid).flag >= power)
                lo = mid;
            else
                hi = mid;
        }
        return lo;
    }
}

// EXTERNAL MODULE: ./src/stats/threshold-test.ts
var threshold_test = __webpack_require__(3421);
// EXTERNAL MODULE: ./src/stats/error-budget.ts
var error_budget = __webpack_require__(8231);
// EXTERNAL MODULE: ./src/stats/sequential-policy.ts
var sequential_policy = __webpack_require__(539);
// EXTERNAL MODULE: ./src/stats/day-effect.ts
var day_effect = __webpack_require__(2371);
// EXTERNAL MODULE: ./src/stats/summary.ts
var summary = __webpack_require__(2303);
// EXTERNAL MODULE: ./src/stats/interval.ts
var interval = __webpack_require__(6966);
// EXTERNAL MODULE: ./src/format/percent.ts
var percent = __webpack_require__(7426);
;// CONCATENATED MODULE: ./src/stats/compare-words.ts
/**
 * The comparison with a baseline in words (issue 31 item 4): what `decideComparison`
 * (./compare-baseline.ts) decided, as the note a report states and the reason an undecided comparison
 * gives. Nothing here decides: every state and number comes from the decision. Pure.
 */


/** The note of a scenario with no usable baseline. */
const NO_BASELINE_NOTE = 'no history for this scenario: judged by its threshold alone';
const runsWord = (n) => `${n} run${n === 1 ? '' : 's'}`;
/**
 * Why a design could not reach its power target, in the reader's terms (the detectable rate is stated
 * beside it); undefined on a drop, and when the design reaches compare.delta.
 */
function inconclusiveWords(d, baseline, cfg, familySize) {
    if (d.passRate.state === 'drop' || d.resolves)
        return undefined;
    const evidence = baseline.sameRun === true
        ? `the base arm holds ${runsWord(baseline.attempted)}, measured in this run`
        : `the baseline holds ${runsWord(baseline.attempted)} in ${baseline.records} record${baseline.records === 1 ? '' : 's'}`;
    const family = familySize > 1 ? `, shared among ${familySize} compared scenarios` : '';
    const reach = d.passRate.detectableRate === undefined ? 'no drop at all would be caught 80% of the time' : `a drop of ${Math.round(cfg.delta * 100)} points would be caught less than 80% of the time`;
    return `${evidence}${family}: ${reach} (more evidence: ${baseline.sameRun === true ? 'compare.rerun_runs' : 'compare.baseline_runs'}, compare.max_runs)`;
}
/** The pass rate's verdict in words, `why` its inconclusive reason (inconclusiveWords). */
function verdictWords(d, cfg, why) {
    const { state, detectableRate, detectableDrop } = d.passRate;
    if (state === 'drop')
        return `pass rate dropped (false-red rate ${(0,percent/* formatPercent */.l)(cfg.alpha)} per pull request, shared among its tests)`;
    if (state === 'no-drop') {
        const drop = `${Math.round((detectableDrop ?? 0) * 100)} points`;
        const against = why === undefined ? '' : ` (compare.delta is ${Math.round(cfg.delta * 100)} points: finer than this comparison resolves; ${why})`;
        return `no drop of ${drop} or more (such a drop, to ${(0,percent/* formatPercent */.l)(Math.max(0, detectableRate ?? 0))}, is caught 80% of the time)${against}`;
    }
    const how = d.errored ? 'no decision (errored runs)' : 'no decision (sampling stopped early)';
    const caught = detectableRate === undefined ? 'no drop could have been caught 80% of the time' : `could have caught a drop to ${(0,percent/* formatPercent */.l)(Math.max(0, detectableRate))} or worse`;
    // What the design can never resolve is said first; otherwise why it stopped before deciding.
    return why !== undefined && !d.resolvable ? `inconclusive: ${why}; ${caught}` : `${how}; ${caught}`;
}
/** The comparison's note: the verdict, the counts it stands on, the ratios, the shifts, the context and the day effect. */
function comparisonNote(d, baseline, cfg, why) {
    const baselineRate = baseline.passes / baseline.attempted;
    const over = baseline.sameRun === true ? "for the merge base's context, measured in this run" : `over ${baseline.records} baseline record${baseline.records === 1 ? '' : 's'}`;
    const base = `${d.seenPasses} of ${d.seen} passed vs ${baseline.passes} of ${baseline.attempted} (${(0,percent/* formatPercent */.l)(baselineRate)}) ${over}`;
    const parts = [`${verdictWords(d, cfg, why)}: ${base}`];
    if (d.tokensRatio !== undefined)
        parts.push(`tokens ×${d.tokensRatio.toFixed(2)} of the baseline median`);
    if (d.latencyRatio !== undefined)
        parts.push(`latency ×${d.latencyRatio.toFixed(2)}`);
    for (const s of d.shifts)
        parts.push(`behaviour shift: ${s.feature} ${(0,summary/* showFeature */.C7)(s.from)} → ${(0,summary/* showFeature */.C7)(s.to)}`);
    if (baseline.sameRun !== true)
        parts.push(d.contextUnchanged ? 'context unchanged since the baseline' : 'context changed since the baseline');
    if (d.dayEffect?.source === 'history')
        parts.push(`day-to-day sd ${d.dayEffect.sd.toFixed(3)}, estimated from ${d.dayEffect.records ?? 0} baseline day${d.dayEffect.records === 1 ? '' : 's'} and the suite's`);
    return parts.join('; ');
}

;// CONCATENATED MODULE: ./src/stats/compare-baseline.ts








const designs = new Map();
/** The baseline's counts per day when known (records of one day pooled), else per record. */
function daysOf(baseline) {
    // Stryker disable next-line ArrayDeclaration: one record never gives an estimate (day-effect.ts needs MIN_RECORDS), so the default's content cannot show
    return baseline.perDay ?? baseline.perRecord ?? [];
}
/** The comparison design for a scenario's baseline, plan and share of the family's α; memoised (designs are pure). */
function designFor(baseline, plan, cfg, familySize) {
    const day = (0,day_effect/* dayEffectFor */.f2)(cfg.day_to_day_sd, daysOf(baseline), baseline.suiteSpread);
    const input = {
        baseline: { passes: baseline.passes, runs: baseline.attempted },
        alpha: (cfg.alpha * error_budget/* COMPARISON_SHARE */.Y) / Math.max(1, familySize),
        delta: cfg.delta,
        beta: cfg.beta,
        maxRuns: Math.max(cfg.max_runs, plan.planned),
        // Measured in the same run, the two arms share the day's effect: it cancels from the comparison.
        betweenSd: baseline.sameRun === true ? 0 : day.sd,
        dayDf: day.df,
        // The baseline's day effects average over its distinct days (records of one day share one), its runs all count.
        baselineRecords: baseline.sameRun === true ? 1 : (baseline.days ?? baseline.records ?? 1),
        planned: plan.planned,
        look: threshold_test/* LOOK_RUNS */.Fm,
    };
    const key = JSON.stringify(input);
    let design = designs.get(key);
    if (design === undefined) {
        // Stryker disable next-line ConditionalExpression,EqualityOperator: a memory bound; when the cache is cleared changes no design
        if (designs.size >= 2000)
            designs.clear();
        design = createComparisonDesign(input);
        designs.set(key, design);
    }
    return design;
}
function ratio(current, baseline) {
    const now = (0,summary/* mean */.i2)(current);
    const before = (0,summary/* median */.JZ)(baseline);
    if (now === undefined || before === undefined || before <= 0)
        return undefined;
    return now / before;
}
function shifts(current, baseline) {
    const evaluated = current.runs.filter((r) => r.error === undefined);
    const found = [];
    const decomposesNow = evaluated.flatMap((r) => (r.features?.decomposes === undefined ? [] : [r.features.decomposes]));
    const dFrom = (0,summary/* mode */.Mq)(baseline.features.decomposes);
    const dTo = (0,summary/* mode */.Mq)(decomposesNow);
    if (dFrom !== undefined && dTo !== undefined && dFrom !== dTo)
        found.push({ feature: 'decomposes', from: dFrom, to: dTo });
    if (evaluated.some((r) => r.features?.risk !== undefined)) {
        const rFrom = (0,summary/* mode */.Mq)(baseline.features.risk);
        const rTo = (0,summary/* mode */.Mq)(evaluated.map((r) => r.features?.risk ?? null));
        if (rFrom !== undefined && rTo !== undefined && rFrom !== rTo)
            found.push({ feature: 'risk', from: rFrom, to: rTo });
    }
    return found;
}
/**
 * The base's threshold verdict for a scenario that fails in the pull request (issue 31 item 1): `failing`
 * when the base's runs (the pooled baseline, or the base arm measured in this run) show its rate below
 * the base's threshold (its record's, or the base suite's; else the scenario's) by the scenario's own
 * rule, taken over those runs as one sample: under the test, the one-sided upper (1 − α)
 * Clopper–Pearson bound is below the threshold, α the scenario's share of the false-fail rate (the
 * evidence the PR's own runs need to fail it); under `verdict: count`, passes ÷ runs below it. Otherwise `passing`: a failure is excused as "failing at the base too" only
 * on that evidence, never for want of it.
 */
function baseThresholdVerdict(base, s) {
    if (base.attempted <= 0)
        return 'passing';
    // The base's own bar: a pull request that raised it made the failure (the scenario's when unknown).
    const threshold = base.threshold ?? s.threshold;
    if (s.rule?.kind === 'count')
        return base.passes / base.attempted < threshold ? 'failing' : 'passing';
    const alpha = s.rule?.alpha ?? 0.05;
    return (0,interval/* exactInterval */.p)(base.passes, base.attempted, 1 - 2 * alpha).high < threshold ? 'failing' : 'passing';
}
/** The largest drop a "no drop" may be stated against: beyond it, "no drop" would say nothing a reader can use. */
const MAX_STATED_DROP = 0.5;
/** The comparison's decisions against a usable baseline (one with evaluated runs). */
function decideComparison(current, baseline, cfg, familySize = 1) {
    const runs = current.attempted;
    const baselineRate = baseline.passes / baseline.attempted;
    const design = designFor(baseline, current, cfg, familySize);
    const family = { size: familySize, alpha: design.input.alpha };
    const dayEffect = baseline.sameRun === true ? undefined : (0,day_effect/* dayEffectFor */.f2)(cfg.day_to_day_sd, daysOf(baseline), baseline.suiteSpread);
    // The comparison's own decision at its looks: a drop at any look, else its first stop (src/stats/sequential-policy.ts).
    const first = (0,sequential_policy/* firstDecision */.d3)(design, current.runs);
    const seen = first.decision === 'continue' && !first.erroredBefore ? runs : first.runs;
    const seenPasses = first.decision === 'continue' && !first.erroredBefore ? current.passes : first.passes;
    const errored = first.erroredBefore || current.errors > 0;
    let passRate;
    let resolves = false;
    let resolvable = false;
    if (first.decision === 'drop') {
        passRate = { state: 'drop', runs: seen, baselineRate, family, ...(dayEffect === undefined ? {} : { dayEffect }) };
    }
    else {
        // "No drop" stands on the design's power: it had an 80% chance to flag a drop to the detectable rate,
        // and it ran to its end (an accepting stop or the cap). Cut short (errors, budget), it is undecided.
        const detectableRate = design.detectableRate(0.8);
        const finished = first.decision === 'no-drop' || first.decision === 'undecided-at-cap';
        // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: the undefined check is for the type (with no rate the comparison is NaN, false either way); < against <= and ±1e-9 differ only within 1e-9 of the bound, the float tolerance, which no design computed from counts lands in
        resolvable = detectableRate !== undefined && baselineRate - detectableRate <= MAX_STATED_DROP + 1e-9;
        const state = finished && resolvable ? 'no-drop' : 'undecided';
        passRate = { state, runs: seen, baselineRate, family, ...(dayEffect === undefined ? {} : { dayEffect }) };
        if (detectableRate !== undefined) {
            passRate.detectableRate = detectableRate;
            passRate.detectableDrop = Math.max(0, baselineRate - detectableRate);
        }
        // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: the undefined check is for the type (with no rate the comparison is NaN, false either way); < against <= and ±1e-9 differ only within 1e-9 of the bound, the float tolerance, which no design computed from counts lands in
        resolves = detectableRate !== undefined && baselineRate - detectableRate <= cfg.delta + 1e-9;
    }
    const evaluated = current.runs.filter((r) => r.error === undefined);
    const tokensRatio = ratio(evaluated.map((r) => r.tokens.input + r.tokens.output), baseline.tokens);
    const latencyRatio = ratio(evaluated.map((r) => r.latencyMs), baseline.latencyMs);
    return {
        passRate,
        seen,
        seenPasses,
        resolves,
        resolvable,
        errored,
        ...(tokensRatio === undefined ? {} : { tokensRatio }),
        ...(latencyRatio === undefined ? {} : { latencyRatio }),
        shifts: shifts(current, baseline),
        // Pooled context hashes are strings: a PR without one never matches.
        contextUnchanged: baseline.contextHashes.length === 1 && baseline.contextHashes[0] === current.contextHash,
        ...(dayEffect === undefined ? {} : { dayEffect }),
    };
}
/** The comparison of a PR's scenario with its baseline: the decisions (decideComparison) and their words (./compare-words.ts). */
function compareWithBaseline(current, baseline, cfg, familySize = 1) {
    if (baseline === undefined || baseline.attempted === 0) {
        return { passRate: { state: 'no-baseline', runs: current.attempted }, behaviourShifts: [], contextUnchanged: false, note: NO_BASELINE_NOTE };
    }
    const d = decideComparison(current, baseline, cfg, familySize);
    const why = inconclusiveWords(d, baseline, cfg, familySize);
    const passRate = why === undefined ? d.passRate : { ...d.passRate, inconclusive: why };
    return {
        passRate,
        ...(d.tokensRatio === undefined ? {} : { tokensRatio: d.tokensRatio }),
        ...(d.latencyRatio === undefined ? {} : { latencyRatio: d.latencyRatio }),
        ...(d.shifts[0] === undefined ? {} : { behaviourShift: d.shifts[0] }),
        behaviourShifts: d.shifts,
        contextUnchanged: d.contextUnchanged,
        note: comparisonNote(d, baseline, cfg, why),
    };
}


/***/ }),

/***/ 6053:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZO: () => (/* binding */ confirmRuns),
/* harmony export */   sq: () => (/* binding */ confirmDrop)
/* harmony export */ });
/* unused harmony exports CONFIRM_ALPHA, CONFIRM_RUNS */
/* harmony import */ var _compare_baseline_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6483);
/* harmony import */ var _error_budget_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8231);


/** The one-sided level at which the same-day comparison must also show the drop. */
const CONFIRM_ALPHA = 0.2;
/**
 * The base arm's runs: compare.rerun_runs, and at least this many. The arm's binomial noise is what a true
 * drop can lose to; exactly (sim/g1-confirmed.ts, G3's 0.9 → 0.6 among 20, flagged 59.10% by the history
 * alone) it stays red in 58.29% with 25 runs, 58.97% with 40, 59.08% with 60. Only a scenario that dropped
 * against history pays them.
 */
const CONFIRM_RUNS = 60;
/** How many runs of the merge base confirm a drop against history under these settings. */
function confirmRuns(cfg) {
    return Math.max(cfg.rerun_runs, CONFIRM_RUNS);
}
/**
 * The same-day comparison of the PR's runs with the base arm (`arm.sameRun`): the PR's runs as they are
 * (the history design stopped at its drop), read by the rerun design at CONFIRM_ALPHA.
 */
function confirmDrop(current, arm, cfg) {
    if (arm.sameRun !== true)
        throw new RangeError('confirmDrop: the base arm must be measured in this run (sameRun)');
    // designFor gives a family of one cfg.alpha × COMPARISON_SHARE: this cfg makes that CONFIRM_ALPHA.
    const decision = (0,_compare_baseline_js__WEBPACK_IMPORTED_MODULE_0__/* .decideComparison */ .Ed)(current, arm, { ...cfg, alpha: CONFIRM_ALPHA / _error_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .COMPARISON_SHARE */ .Y }, 1);
    return { confirmed: decision.passRate.state === 'drop', decision };
}


/***/ }),

/***/ 2371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S_: () => (/* binding */ suiteSpread),
/* harmony export */   f2: () => (/* binding */ dayEffectFor)
/* harmony export */ });
/* unused harmony exports MIN_RECORDS, PRIOR_DF, SD_STEP, spreadingScenarios, estimateBetweenSd */
/* harmony import */ var _null_prior_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5503);
/**
 * The between-record (day-to-day) sd of a scenario's pass rate, estimated from its own history and from
 * the suite's (issue "Green means green", item 3). Pure.
 *
 * Each record is one day's sample of the scenario: its rate is the day's rate plus binomial noise. The
 * spread of the records' rates around their pooled rate, less the binomial part, is the day-to-day
 * variance (the method of moments). One scenario's records say little (3 records: 2 degrees of
 * freedom), so a scenario's own estimate counts only from MIN_RECORDS records, and only to widen the
 * null. The suite's records together say much more: `suiteSpread` pools them, and `dayEffectFor` weighs
 * them against the configured compare.day_to_day_sd.
 */

const MIN_RECORDS = 5;
/** The configured sd counts as this many degrees of freedom of evidence when the suite's records are weighed against it. */
const PRIOR_DF = _null_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .DAY_EFFECT_DF */ .W1;
/** An estimate above the configured sd is rounded up to a multiple of this. */
const SD_STEP = 0.005;
/**
 * The scenarios whose days can show a day effect: two or more days with runs, and a pooled rate off the
 * bounds (a scenario whose days all passed, or all failed, shows none whatever σ is). Each with its days
 * and pooled counts.
 */
function* spreadingScenarios(scenarios) {
    for (const records of scenarios) {
        const used = records.filter((r) => r.attempted > 0);
        if (used.length < 2)
            continue;
        const passes = used.reduce((n, r) => n + r.passes, 0);
        const attempted = used.reduce((n, r) => n + r.attempted, 0);
        if (passes === 0 || passes === attempted)
            continue;
        yield { used, passes, attempted };
    }
}
function suiteSpread(scenarios) {
    let excess = 0;
    let df = 0;
    for (const { used, passes, attempted } of spreadingScenarios(scenarios)) {
        const pooled = passes / attempted;
        const rates = used.map((r) => r.passes / r.attempted);
        const mean = rates.reduce((a, b) => a + b, 0) / rates.length;
        const spread = rates.reduce((sum, r) => sum + (r - mean) ** 2, 0);
        const binomial = ((used.length - 1) / used.length) * used.reduce((sum, r) => sum + (pooled * (1 - pooled)) / r.attempted, 0);
        excess += spread - binomial;
        df += used.length - 1;
    }
    return { excess, df };
}
function estimateBetweenSd(records) {
    const used = records.filter((r) => r.attempted > 0);
    if (used.length < MIN_RECORDS)
        return undefined;
    const passes = used.reduce((n, r) => n + r.passes, 0);
    const attempted = used.reduce((n, r) => n + r.attempted, 0);
    const pooled = passes / attempted;
    const rates = used.map((r) => r.passes / r.attempted);
    const spread = rates.reduce((s, r) => s + (r - pooled) ** 2, 0) / (used.length - 1);
    const binomial = used.reduce((s, r) => s + (pooled * (1 - pooled)) / r.attempted, 0) / used.length;
    return Math.sqrt(Math.max(0, spread - binomial));
}
/**
 * The sd the comparison's null uses. The configured σ₀ is a prior worth PRIOR_DF degrees of freedom; the
 * suite's records add theirs: σ̂² = (ν₀σ₀² + Σ excess) / (ν₀ + Σ df). The sd is never below σ₀, nor below
 * the scenario's own estimate once it holds MIN_RECORDS records: the suite's spread only widens the null.
 *
 * The tails stay the t₆'s (DAY_EFFECT_DF) however many records the suite holds. Letting the suite's
 * degrees of freedom thin them (a t₄₀, near-normal) gained power (a 0.9 → 0.6 drop among 20 flagged 72%
 * against 60%, sim/g3-exact.ts) but, at a true sd of 0.08, made 7.0% of 200 unchanged 20-scenario PRs
 * red: the spread is biased low by scenarios near 100%, where the bound clips the day effect, and a
 * near-normal null has nothing left to absorb the error.
 */
function dayEffectFor(configured, records, suite) {
    const own = estimateBetweenSd(records);
    const df = PRIOR_DF + (suite?.df ?? 0);
    const pooled = suite !== undefined && suite.df > 0 ? Math.sqrt(Math.max(0, PRIOR_DF * configured ** 2 + suite.excess) / df) : configured;
    // Rounded up to a step of SD_STEP (a wider null: the safe side), so that suites whose estimates differ in
    // the fourth decimal share one design (designs are memoised by their inputs; each costs 50–150 ms).
    // The design's null needs sd < 0.5.
    const wider = Math.max(pooled, own ?? 0);
    const sd = Math.min(0.49, wider > configured ? Math.ceil(wider / SD_STEP - 1e-9) * SD_STEP : configured);
    const out = { sd, source: sd === configured ? 'configured' : 'history', df: _null_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .DAY_EFFECT_DF */ .W1 };
    if (own !== undefined || (suite !== undefined && suite.df > 0)) {
        out.estimate = Math.max(own ?? 0, suite !== undefined && suite.df > 0 ? pooled : 0);
        out.records = records.length;
    }
    return out;
}


/***/ }),

/***/ 6966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ exactInterval)
/* harmony export */ });
/* unused harmony export NOMINAL_LEVEL */
/* harmony import */ var _binomial_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3814);
/**
 * The pass-rate interval the report shows: Clopper–Pearson's exact interval, at a nominal level of 98%
 * so that its real coverage under the product's own sampling is at least 95%. Pure.
 *
 * Why not Wilson's: a scenario's runs stop once its tests decide, so the number of runs depends on the
 * outcomes, and Wilson's interval (which holds about 95% only on average, for a fixed number of runs)
 * covered the true rate in just 80% of cases at p = 0.8, N = 3, threshold 1. Why 98% nominal: the
 * threshold test and the comparison stop at boundaries, and a nominal 95% interval then covers only
 * 90.4% at worst (p = 0.5, N = 5, threshold 2/3). At 98% nominal, the exact coverage over every path of
 * the product's sampling is ≥ 95.6% in every cell of p ∈ {0.5, 0.8, 0.9, 0.95} × N ∈ {3, 5, 10} ×
 * thresholds {1/2, 2/3, 1}, and ≥ 96.5% when the comparison extends the runs (computed without Monte
 * Carlo error by `npm run sim`, sim/interval-coverage.ts). The report calls it the 95% interval: that
 * is the level it has.
 */

/** The p at which f(p) crosses `target`, f decreasing in p, by bisection to 1e-9. */
function solveDecreasing(f, target) {
    let lo = 0;
    let hi = 1;
    // Stryker disable next-line EqualityOperator: a 61st halving moves the result by under 2⁻⁶¹, far below the 1e-9 promised
    for (let i = 0; i < 60; i++) {
        const mid = (lo + hi) / 2;
        // Stryker disable next-line EqualityOperator: differs only when f(mid) hits target exactly, and then by one step of under 2⁻⁶⁰
        if (f(mid) > target)
            lo = mid;
        else
            hi = mid;
    }
    return (lo + hi) / 2;
}
/** The nominal level that gives the reported interval its 95% coverage under the product's sampling. */
const NOMINAL_LEVEL = 0.98;
function exactInterval(passes, n, level = NOMINAL_LEVEL) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: n = 0 means passes = 0, which the lines below map to { 0, 1 } too; n is never negative
    if (n <= 0)
        return { low: 0, high: 1 };
    const tail = (1 - level) / 2;
    // low: P(X ≥ passes | low) = tail, i.e. 1 − P(X ≤ passes − 1 | low) = tail (P(X ≤ c | p) falls as p grows).
    const low = passes === 0 ? 0 : solveDecreasing((p) => (0,_binomial_js__WEBPACK_IMPORTED_MODULE_0__/* .binomialCdf */ .H)(passes - 1, n, p), 1 - tail);
    // high: P(X ≤ passes | high) = tail.
    // Stryker disable next-line ConditionalExpression: with passes = n, f ≡ 1 > tail, so the bisection only raises lo and ends at exactly 1 in doubles
    const high = passes === n ? 1 : solveDecreasing((p) => (0,_binomial_js__WEBPACK_IMPORTED_MODULE_0__/* .binomialCdf */ .H)(passes, n, p), tail);
    return { low, high };
}


/***/ }),

/***/ 5503:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jl: () => (/* binding */ dayEffectCdf),
/* harmony export */   W1: () => (/* binding */ DAY_EFFECT_DF),
/* harmony export */   cn: () => (/* binding */ nullPrior)
/* harmony export */ });
/* unused harmony export normalCdf */
/**
 * The comparison's null: what the PR's pass rate on its day may be when nothing changed. Pure.
 *
 * The scenario's mean rate is known from its baseline up to the binomial noise of the baseline's runs
 * (Jeffreys posterior Beta(k + ½, n − k + ½)). Its rate on any one day moves around that mean by a
 * normal day effect of sd σ (compare.day_to_day_sd, or the sd estimated from its history). The baseline
 * pools R days, whose effects average to a variance of σ²/R and shift what the baseline shows (R counts
 * distinct days, not records: records of one day share its effect; issue 31 item 2); the PR's
 * own day adds σ². So the PR's rate is q = clip₀₁(μ + ε), μ from the posterior, ε of variance σ²(1 + 1/R):
 * close to the model the gate simulation samples from (issue "Green means green", item 3), with
 * heavier tails (dayEffectCdf).
 *
 * The prior is a weighted grid of rates (with atoms at 0 and 1 for the clipped tails); the PR's runs are
 * then exchangeable, and `predictive(n, k)`, the chance the next run passes after k passes in n, is exact
 * for that prior, so the design's error rates are computed exactly by dynamic programming.
 */
const GRID = 200;
/** Φ(x): the standard normal CDF (Abramowitz–Stegun 7.1.26 on erf; error < 1.5e-7). */
function normalCdf(x) {
    const z = Math.abs(x) / Math.SQRT2;
    const t = 1 / (1 + 0.3275911 * z);
    const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
    // Stryker disable next-line EqualityOperator: at x = 0 both branches give 0.5 to within 1e-9, below the formula's own error
    return x >= 0 ? 0.5 * (1 + y) : 0.5 * (1 - y);
}
/** Degrees of freedom of the day effect's Student t (even, for the closed form below): 6 to 10 measured alike; a normal (ν = ∞) let a true sd of 0.08 flag 20% of unchanged 20-scenario PRs. */
const DAY_EFFECT_DF = 6;
/**
 * The day effect's CDF in units of its sd: Student's t with DAY_EFFECT_DF degrees of freedom, scaled to
 * the same variance as the normal. Its tails are heavier than the normal's where a PR's share of α sits
 * (a 0.1% tail at 20 compared scenarios), so a true day-to-day sd somewhat above the configured one does
 * not multiply the false alarms. For even ν, F(t) = ½ + (x/2)·Σ_{k<ν/2} C(2k, k)/4^k·(1 − x²)^k with
 * x = t/√(ν + t²).
 */
function dayEffectCdf(z, df = DAY_EFFECT_DF) {
    // The closed form needs an even ν > 2: an odd one is rounded down (heavier tails: the safe side).
    const nu = Math.max(4, 2 * Math.floor(df / 2));
    const t = z * Math.sqrt(nu / (nu - 2));
    const x = t / Math.sqrt(nu + t * t);
    const y = 1 - x * x;
    let term = 1;
    let sum = 1;
    for (let k = 1; k < nu / 2; k++) {
        term *= ((2 * k - 1) / (2 * k)) * y;
        sum += term;
    }
    return 0.5 + (x / 2) * sum;
}
function nullPrior(baseline, betweenSd, baselineRecords = 1, dayDf = DAY_EFFECT_DF) {
    const { passes: k, runs: n } = baseline;
    // The posterior of the mean on bin midpoints, in log space.
    const mu = Array.from({ length: GRID }, (_, i) => (i + 0.5) / GRID);
    const logW = mu.map((m) => (k - 0.5) * Math.log(m) + (n - k - 0.5) * Math.log(1 - m));
    const top = Math.max(...logW);
    const w = logW.map((l) => Math.exp(l - top));
    const total = w.reduce((a, b) => a + b, 0);
    const post = w.map((x) => x / total);
    const daySd = betweenSd * Math.sqrt(1 + 1 / Math.max(1, baselineRecords));
    // The PR's rate on GRID + 1 points 0, 1/GRID, …, 1: each μ spread by the day effect, clipped into [0, 1].
    const q = Array.from({ length: GRID + 1 }, (_, j) => j / GRID);
    const weight = new Float64Array(GRID + 1);
    if (daySd <= 0) {
        // No day effect: the posterior itself (each midpoint split between its two neighbours keeps the mean).
        mu.forEach((m, i) => {
            weight[i] += post[i] * (1 - (m * GRID - i));
            weight[i + 1] += post[i] * (m * GRID - i);
        });
    }
    else {
        mu.forEach((m, i) => {
            const pm = post[i];
            // Stryker disable next-line ConditionalExpression,EqualityOperator: skips posterior bins of negligible mass for speed; what they would add (< 1e-15) never reaches the support's 1e-14 cut
            if (pm < 1e-15)
                return;
            // The mass of N(m, daySd²) nearest each grid point; the tails beyond 0 and 1 land on the atoms.
            let below = 0;
            for (let j = 0; j <= GRID; j++) {
                const edge = j === GRID ? Infinity : (j + 0.5) / GRID;
                const upTo = edge === Infinity ? 1 : dayEffectCdf((edge - m) / daySd, dayDf);
                weight[j] += pm * (upTo - below);
                below = upTo;
            }
        });
    }
    let mean = 0;
    let second = 0;
    for (let j = 0; j <= GRID; j++) {
        mean += weight[j] * q[j];
        second += weight[j] * q[j] * q[j];
    }
    // Only the grid points that carry weight take part (a baseline of 81/90 puts it on about a third of them).
    // Stryker disable next-line MethodExpression,ConditionalExpression,EqualityOperator: the cut drops grid points of negligible prior weight for speed; only queries far outside any design's runs (a hundred passes after a baseline of 0 of 20 without a day effect) could tell
    const support = [...weight.keys()].filter((j) => weight[j] > 1e-14);
    const qs = Float64Array.from(support, (j) => q[j]);
    const logQ = Float64Array.from(support, (j) => Math.log(q[j]));
    const log1Q = Float64Array.from(support, (j) => Math.log(1 - q[j]));
    const logWeight = Float64Array.from(support, (j) => Math.log(weight[j]));
    const terms = new Float64Array(support.length);
    const predictive = (runs, passes) => {
        // Σ w q^(k+1) (1 − q)^(n−k) / Σ w q^k (1 − q)^(n−k), in log space.
        const failures = runs - passes;
        let best = -Infinity;
        // Stryker disable next-line EqualityOperator: one index past the end reads undefined and writes nowhere (typed array); NaN > best is false
        for (let j = 0; j < terms.length; j++) {
            const t = logWeight[j] + (passes === 0 ? 0 : passes * logQ[j]) + (failures === 0 ? 0 : failures * log1Q[j]);
            terms[j] = t;
            // Stryker disable next-line EqualityOperator: a tie sets the same best
            if (t > best)
                best = t;
        }
        // Stryker disable next-line ConditionalExpression,UnaryOperator: defensive: every support point has finite log weight and some q in (0, 1), so some term is finite
        if (best === -Infinity)
            return mean;
        let num = 0;
        let den = 0;
        for (let j = 0; j < terms.length; j++) {
            const e = Math.exp(terms[j] - best);
            den += e;
            num += e * qs[j];
        }
        // Stryker disable next-line ConditionalExpression,EqualityOperator: defensive: the largest term contributes exp(0) = 1, so den ≥ 1
        return den > 0 ? num / den : mean;
    };
    return { mean, sd: Math.sqrt(Math.max(0, second - mean * mean)), predictive };
}


/***/ }),

/***/ 4621:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ thresholdPolicy),
/* harmony export */   d: () => (/* binding */ fixedPolicy)
/* harmony export */ });
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9850);
/**
 * The engine's pluggable stopping rule. A policy looks at a scenario's results so far and says how many
 * more runs to launch now; the runner stops sampling the scenario when the policy says 0 and no run is
 * in flight. The baseline comparison wraps the threshold policy to sample past `planned`.
 */

/**
 * Runs the planned N, stopping early once the verdict over the N planned runs can no longer change.
 * It launches only as many runs as could decide the verdict, so that no call is spent on a run whose
 * result cannot matter.
 */
const thresholdPolicy = (s) => {
    const tally = { passes: s.passes, failures: s.failures, errors: s.errors };
    // Stryker disable next-line ConditionalExpression: a decided verdict makes runsToDecide 0 (or left ≤ 0 when in-flight runs pass planned), so the last line gives 0 too; kept so the rule reads first
    if ((0,_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .decidedVerdict */ .kv)(tally, s.planned, s.threshold, s.inFlight) !== undefined)
        return 0;
    // Stryker disable next-line ArithmeticOperator: each of these only raises `left`, and runsToDecide never exceeds the open planned runs, so need − inFlight ≤ left whatever left is
    const left = s.planned - (s.passes + s.failures + s.errors) - s.inFlight;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: with left ≤ 0 the last line gives max(0, min(…, left)) = 0 too
    if (left <= 0)
        return 0;
    const need = (0,_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .runsToDecide */ .On)(tally, s.planned, s.threshold);
    if (!Number.isFinite(need))
        return 0;
    return Math.max(0, Math.min(need - s.inFlight, left));
};
/** Runs all planned runs: the fixed-N rule, for comparison in the benchmark and tests. */
const fixedPolicy = (s) => Math.max(0, s.planned - (s.passes + s.failures + s.errors) - s.inFlight);


/***/ }),

/***/ 539:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K6: () => (/* binding */ sequentialPolicy),
/* harmony export */   d3: () => (/* binding */ firstDecision)
/* harmony export */ });
/* unused harmony export atLook */
/**
 * One look: closes the tests that decide at (passes, made) or reached their cap, and says how many runs
 * to launch to reach the nearest next look of those still open (0: stop). Pure; the policy below and
 * the exact coverage computation (sim/interval-coverage.ts) both step with it.
 */
function atLook(tests, open, passes, made) {
    let target = Infinity;
    const still = tests.map((t, i) => {
        if (!open[i])
            return false;
        if (t.decide(passes, made) !== 'continue' || made >= t.cap)
            return false;
        target = Math.min(target, t.nextLook(made));
        return true;
    });
    return { open: still, launch: Number.isFinite(target) ? Math.max(0, target - made) : 0 };
}
function sequentialPolicy(planned, tests) {
    let open = tests.map(() => true);
    return (s) => {
        if (s.inFlight > 0)
            return 0;
        const made = s.passes + s.failures + s.errors;
        if (made === 0)
            return planned;
        if (s.errors > 0)
            return 0;
        const step = atLook(tests, open, s.passes, made);
        open = step.open;
        return step.launch;
    };
}
/**
 * A test's decision over a scenario's runs in index order. Each look sees the first n runs, exactly what
 * the runner had when it looked. Accepting stops are non-binding (src/stats/group-sequential.ts): when
 * runs went on after the test accepted (another test of the scenario asked for them), the test still
 * flags at a later look where the runs say so, at no cost to its error rate; otherwise its decision is
 * the first stop. An errored run stops it: errored runs are not evidence.
 */
function firstDecision(test, runs, isFlag = (d) => d === 'drop') {
    let passes = 0;
    let n = 0;
    let stopped;
    for (const look of test.looks) {
        if (look > runs.length)
            break;
        while (n < look) {
            const r = runs[n++];
            if (r.error !== undefined)
                return stopped ?? { decision: 'continue', runs: n - 1, passes, erroredBefore: true };
            if (r.mainPass ?? r.pass)
                passes++;
        }
        const d = test.decide(passes, n);
        if (isFlag(d))
            return { decision: d, runs: n, passes, erroredBefore: false };
        if (d !== 'continue' && stopped === undefined)
            stopped = { decision: d, runs: n, passes, erroredBefore: false };
    }
    return stopped ?? { decision: 'continue', runs: n, passes, erroredBefore: false };
}


/***/ }),

/***/ 2303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C7: () => (/* binding */ showFeature),
/* harmony export */   JZ: () => (/* binding */ median),
/* harmony export */   Mq: () => (/* binding */ mode),
/* harmony export */   i2: () => (/* binding */ mean)
/* harmony export */ });
/** Small pure summaries shared by the baseline comparison and the drift detectors. */
function mean(xs) {
    return xs.length === 0 ? undefined : xs.reduce((a, b) => a + b, 0) / xs.length;
}
function median(xs) {
    if (xs.length === 0)
        return undefined;
    const sorted = [...xs].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    const hi = sorted[mid] ?? 0;
    return sorted.length % 2 === 1 ? hi : ((sorted[mid - 1] ?? hi) + hi) / 2;
}
/** The most frequent value; undefined when there is none or the top count is tied. */
function mode(xs) {
    const counts = new Map();
    for (const x of xs)
        counts.set(x, (counts.get(x) ?? 0) + 1);
    let best;
    let bestCount = 0;
    // Stryker disable next-line BooleanLiteral: the first value always sets it (its count beats 0)
    let tied = false;
    for (const [value, n] of counts) {
        if (n > bestCount) {
            best = value;
            bestCount = n;
            tied = false;
        }
        else if (n === bestCount) {
            tied = true;
        }
    }
    return tied ? undefined : best;
}
/** A feature value as people read it: null (no risk in the output) shows as "none". */
function showFeature(value) {
    return value === null ? 'none' : String(value);
}


/***/ }),

/***/ 1343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pq: () => (/* binding */ thresholdTestCount),
/* harmony export */   V5: () => (/* binding */ COUNT_RULE),
/* harmony export */   Yi: () => (/* binding */ recordingPolicy),
/* harmony export */   aD: () => (/* binding */ samplingPolicy),
/* harmony export */   sG: () => (/* binding */ ruleFor)
/* harmony export */ });
/* unused harmony export thresholdVerdict */
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2541);
/* harmony import */ var _scenarios_own_rules_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1169);
/* harmony import */ var _policy_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4621);
/* harmony import */ var _sequential_policy_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(539);
/* harmony import */ var _threshold_test_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3421);
/**
 * The threshold rule, in one place (DESIGN §4; issue 31 item 4): which rule a scenario or an own-rule
 * expectation is judged by, the verdict that rule gives over the runs made, and how runs are sampled for
 * it. `test` is the sequential test with error control (src/stats/threshold-test.ts); `count` the literal
 * k-of-N rule (no error control; src/stats/verdict.ts). Pure.
 */






const COUNT_RULE = { kind: 'count' };
/** The scenario's threshold rule: its test, with its share of the false-fail rate, or the count rule it chose. */
function ruleFor(s, alphaShare) {
    if ((s.verdict ?? _config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .VERDICT_DEFAULTS */ .tw.verdict) === 'count')
        return COUNT_RULE;
    const tolerance = s.tolerance ?? _config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .VERDICT_DEFAULTS */ .tw.tolerance;
    return { kind: 'test', test: (0,_threshold_test_js__WEBPACK_IMPORTED_MODULE_1__/* .thresholdTestFor */ .b0)({ threshold: s.threshold, tolerance, alpha: alphaShare, planned: s.runs, cap: s.maxRuns ?? _config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .VERDICT_DEFAULTS */ .tw.max_runs }) };
}
/** The threshold tests a selection makes: one a scenario, and one more for each own-rule expectation with a test (a chain stage's too). */
function thresholdTestCount(scenarios) {
    return scenarios.reduce((n, s) => n + 1 + (0,_scenarios_own_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .ownRules */ .o)(s).filter(({ expectation: e }) => (e.own?.verdict ?? s.verdict ?? _config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .VERDICT_DEFAULTS */ .tw.verdict) === 'test').length, 0);
}
/**
 * The rule's verdict over the runs made (each run's pass, the threshold test's own pass where it differs,
 * or its error), their `tally`, of `planned` runs at `threshold`; and the rule as the report states it.
 */
function thresholdVerdict(rule, runs, tally, planned, threshold) {
    if (rule.kind === 'count')
        return { ...finalVerdict(tally, planned, threshold), rule: { kind: 'count' } };
    const t = rule.test;
    const v = replayThresholdTest(t, runs);
    return {
        verdict: v.verdict,
        reason: v.reason,
        rule: { kind: 'test', tolerance: t.input.tolerance, alpha: t.input.alpha, maxRuns: t.cap, ...(v.decidedAt === undefined ? {} : { decidedAt: v.decidedAt }) },
    };
}
/**
 * How one scenario samples: its threshold test and, with a baseline, its comparison, on one set of runs
 * (src/stats/sequential-policy.ts). Under `verdict: count` the planned runs follow the count rule's early
 * stop when there is nothing to compare with, and all N are made before the comparison looks when there is.
 */
function samplingPolicy(rule, planned, design) {
    const tests = [...(rule.kind === 'test' ? [rule.test] : []), ...(design ? [design] : [])];
    if (tests.length === 0)
        return _policy_js__WEBPACK_IMPORTED_MODULE_3__/* .thresholdPolicy */ .G;
    return (0,_sequential_policy_js__WEBPACK_IMPORTED_MODULE_4__/* .sequentialPolicy */ .K6)(planned, tests);
}
/**
 * A recording run's policy for one scenario: the `planned` (≥ compare.baseline_runs) runs first, all of
 * them, then, under the threshold test, its looks while it is undecided (a record's threshold verdict
 * is a test like any other: a fixed 6 or 30 runs cannot always show a rate below the threshold at the
 * scenario's share of α, and "not shown" is not a pass). Under `verdict: count`, the planned runs only.
 */
function recordingPolicy(rule, planned) {
    return rule.kind === 'test' ? (0,_sequential_policy_js__WEBPACK_IMPORTED_MODULE_4__/* .sequentialPolicy */ .K6)(planned, [rule.test]) : _policy_js__WEBPACK_IMPORTED_MODULE_3__/* .fixedPolicy */ .d;
}


/***/ }),

/***/ 9850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M0: () => (/* binding */ meetsThreshold),
/* harmony export */   On: () => (/* binding */ runsToDecide),
/* harmony export */   Ou: () => (/* binding */ finalVerdict),
/* harmony export */   kv: () => (/* binding */ decidedVerdict)
/* harmony export */ });
/* unused harmony export slots */
/* harmony import */ var _format_percent_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7426);
/**
 * Verdicts over sampled runs (DESIGN §4). Pure.
 *
 * A scenario passes when passes ÷ attempted ≥ threshold. Runs that errored, are in flight or have not
 * run yet are *unknown*: a verdict is decided only when it holds whatever the unknown runs would give.
 * With T = max(planned, runs so far) slots:
 *  - pass is decided when passes ≥ threshold × T (even if every unknown run failed);
 *  - fail is decided when (T − failures) < threshold × T (even if every unknown run passed).
 * Either implies the same verdict on passes ÷ attempted, so early stopping never changes a verdict.
 */

const EPS = 1e-9;
/**
 * The one below-threshold rule: `passes` of `attempted` meet `threshold` when passes ≥ threshold ×
 * attempted (up to floating-point noise, so 7 of 10 meets 0.7). Nothing evaluated meets no threshold. The
 * verdict and the drift detectors ("failing, not drifting") both use it.
 */
function meetsThreshold(passes, attempted, threshold) {
    return attempted > 0 && passes >= threshold * attempted - EPS;
}
function slots(t, planned, inFlight = 0) {
    return Math.max(planned, t.passes + t.failures + t.errors + inFlight);
}
function decidedVerdict(t, planned, threshold, inFlight = 0) {
    const total = slots(t, planned, inFlight);
    if (meetsThreshold(t.passes, total, threshold))
        return 'pass';
    // Even if every unknown run passed, the passes would stay below the threshold.
    if (!meetsThreshold(total - t.failures, total, threshold))
        return 'fail';
    return undefined;
}
/** How many more runs at the least could decide the verdict; Infinity when no number of runs can. */
function runsToDecide(t, planned, threshold) {
    const total = slots(t, planned);
    const open = total - t.passes - t.failures - t.errors;
    const needPass = Math.max(0, Math.ceil(threshold * total - EPS) - t.passes);
    // fail needs failures > total × (1 − threshold)
    const needFail = Math.max(0, Math.floor(total * (1 - threshold) + EPS) + 1 - t.failures);
    const feasible = [needPass, needFail].filter((n) => n <= open);
    // Stryker disable next-line ConditionalExpression: Math.min() of no numbers is Infinity already
    return feasible.length === 0 ? Infinity : Math.min(...feasible);
}
/** The verdict once sampling has stopped. */
function finalVerdict(t, planned, threshold) {
    const attempted = t.passes + t.failures;
    const need = `threshold ${(0,_format_percent_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l)(threshold)}`;
    const decided = decidedVerdict(t, planned, threshold);
    // The one vocabulary (docs/concepts.md): a count is "2 of 3".
    const rate = attempted > 0 ? `${t.passes} of ${attempted} passed` : 'no run was evaluated';
    if (decided === 'pass') {
        const errs = t.errors > 0 ? `; ${t.errors} errored run(s) could not change it` : '';
        return { verdict: 'pass', reason: `${rate}, at or above the ${need}${errs}` };
    }
    if (decided === 'fail') {
        const errs = t.errors > 0 ? `; ${t.errors} errored run(s) could not change it` : '';
        return { verdict: 'fail', reason: `${rate}, below the ${need}${errs}` };
    }
    return {
        verdict: 'error',
        reason: `could not evaluate: ${t.errors} run(s) errored and ${rate}; the ${need} could go either way`,
    };
}


/***/ })

};
