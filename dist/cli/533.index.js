export const id = 533;
export const ids = [533,377];
export const modules = {

/***/ 4407:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ roleFileReader),
/* harmony export */   V: () => (/* binding */ configuredFolder)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2143);
/* harmony import */ var _security_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5770);


/** `target` (as the config wrote it, relative to the config's folder, or absolute) checked to lie inside the repository. */
async function configuredFolder(loaded, setting, target) {
    try {
        return await (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveInRepository */ .AZ)(loaded.root, loaded.dir, target, target);
    }
    catch (err) {
        if (err instanceof _security_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .FileAccessError */ .nF)
            throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`${setting}: ${err.message}`);
        throw err;
    }
}
/** The setting that names `rel` among the roles' files (`roles.planner.system`, `….template`, `….vars.team.file`). */
function roleFileSetting(config, rel) {
    for (const [name, role] of Object.entries(config.roles)) {
        if ((typeof role.system === 'string' ? [role.system] : role.system).includes(rel))
            return `roles.${name}.system`;
        if (role.template === rel)
            return `roles.${name}.template`;
        for (const [v, value] of Object.entries(role.vars))
            if (typeof value !== 'string' && value.file === rel)
                return `roles.${name}.vars.${v}.file`;
    }
    return 'roles';
}
/**
 * A reader of the roles' files (paths as the config wrote them): each resolved through the one path
 * resolver when read, then read with `read` (the caller's, e.g. the CLI's io.readText) and checked by
 * size. A file outside the repository, or too large, is a ConfigError naming the setting; `read`'s own
 * errors (a missing file) pass through.
 */
function roleFileReader(loaded, read) {
    return async (rel) => {
        const setting = roleFileSetting(loaded.config, rel);
        const abs = await configuredFolder(loaded, setting, rel);
        const text = await read(abs);
        try {
            return (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .checkTextSize */ .Be)(text, rel);
        }
        catch (err) {
            if (err instanceof _security_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .FileAccessError */ .nF)
                throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .x(`${setting}: ${err.message}`);
            throw err;
        }
    };
}


/***/ }),

/***/ 2810:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Cn: () => (/* binding */ assessDrift),
  D9: () => (/* binding */ detectDrift)
});

// UNUSED EXPORTS: DRIFT_LEVEL, MAX_REFERENCE, MIN_LATENCY_MS, MIN_RISE, MIN_TOOL_CALLS, attribute, driftEvents, stillDrifted

// EXTERNAL MODULE: ./src/history/store.ts
var store = __webpack_require__(4689);
;// CONCATENATED MODULE: ./src/drift/noise.ts
/**
 * The noise models behind the drift detectors (docs/drift.md). Pure.
 *
 * Every detector is a one-sided log-likelihood-ratio CUSUM over a scenario's records: each record adds
 * log(P(record | drifted) / P(record | as before)), the sum is floored at 0, and the detector fires when
 * it reaches the decision level h (in nats). "As before" is estimated from the scenario's own earlier
 * records (the reference), so each scenario is judged against its own run-to-run noise:
 *  - tokens and latency: the record's Huber location of log values, Gaussian with a variance built from the
 *    pooled within-record spread (robust: median of pairwise differences), the number of runs in the
 *    record, any extra record-to-record variation, and the uncertainty of the reference median;
 *  - pass rate and categorical features: binomial counts against the reference rate.
 * One record's increment is capped below h, so no single record (let alone a single run) can fire alone.
 */
/** Median; NaN for an empty list. */
function medianOf(xs) {
    if (xs.length === 0)
        return Number.NaN;
    const sorted = Float64Array.from(xs).sort();
    const mid = Math.floor(sorted.length / 2);
    const hi = sorted[mid] ?? 0;
    return sorted.length % 2 === 1 ? hi : ((sorted[mid - 1] ?? hi) + hi) / 2;
}
/** Smallest run-to-run spread assumed for a log metric (5%): identical runs do not make any change infinitely significant. */
const MIN_LOG_SD = 0.05;
/** Huber's tuning constant: residuals beyond 1.5 run-sds count as 1.5 (95% efficient on normal data). */
const HUBER_K = 1.5;
/** Var(Huber location of n standard normal draws at HUBER_K, known scale): 1/n for n ≤ 2, else about 1.05/n. */
function locationVarianceFactor(n) {
    return n <= 2 ? 1 / Math.max(1, n) : 1.05 / n;
}
/**
 * Huber's M-estimate of location of `xs` with a known `scale`: the mean, except that no value pulls it by
 * more than HUBER_K·scale. A single wild run moves it by at most HUBER_K·scale / n.
 */
function huberLocation(xs, scale) {
    let mu = medianOf(xs);
    const c = HUBER_K * scale;
    for (let iter = 0; iter < 30; iter++) {
        let step = 0;
        for (const x of xs)
            step += Math.max(-c, Math.min(c, x - mu));
        step /= xs.length;
        mu += step;
        if (Math.abs(step) < 1e-9 * (1 + Math.abs(mu)))
            break;
    }
    return mu;
}
/** The k-th smallest of `xs` (0-based), rearranging it: Hoare's selection, linear on average. */
function noise_select(xs, k) {
    let lo = 0;
    let hi = xs.length - 1;
    while (lo < hi) {
        const pivot = xs[(lo + hi) >>> 1] ?? 0;
        let i = lo;
        let j = hi;
        while (i <= j) {
            while ((xs[i] ?? 0) < pivot)
                i++;
            while ((xs[j] ?? 0) > pivot)
                j--;
            if (i <= j) {
                const t = xs[i] ?? 0;
                xs[i++] = xs[j] ?? 0;
                xs[j--] = t;
            }
        }
        if (k <= j)
            hi = j;
        else if (k >= i)
            lo = i;
        else
            break;
    }
    return xs[k] ?? 0;
}
/** The median of all pairwise |differences| of a record's values; undefined below 2 values. */
function pairwiseSpread(values) {
    const n = values.length;
    if (n < 2)
        return undefined;
    const diffs = new Float64Array((n * (n - 1)) / 2);
    let at = 0;
    for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++)
            diffs[at++] = Math.abs((values[i] ?? 0) - (values[j] ?? 0));
    }
    const mid = diffs.length >>> 1;
    const hi = noise_select(diffs, mid);
    if (diffs.length % 2 === 1)
        return hi;
    // After selection every value below `mid` is ≤ hi: the lower middle is their largest.
    let lower = -Infinity;
    for (let i = 0; i < mid; i++)
        lower = Math.max(lower, diffs[i] ?? 0);
    return (lower + hi) / 2;
}
/** For normal data, the median pairwise |difference| is Φ⁻¹(3/4)·√2·σ. */
const PAIRWISE_TO_SD = 0.6745 * Math.SQRT2;
/** For normal data, MAD·1.4826 estimates σ. */
const MAD_TO_SD = 1.4826;
/** The scale the Huber locations use: from the pooled spreads of the newest days up to each one. */
const SCALE_RECORDS = 30;
/**
 * One day of a log metric from the logs of its runs and their run-to-run `spread`; the Huber scale is the
 * pooled spread of `earlierSpreads` (the days before, newest last) and this day's own. Causal: no later
 * day moves it.
 */
function logLocation(logs, spread, earlierSpreads) {
    const recent = earlierSpreads.slice(-(SCALE_RECORDS - 1));
    const spreads = spread === undefined ? recent : [...recent, spread];
    const scale = Math.max(MIN_LOG_SD, spreads.length > 0 ? medianOf(spreads) / PAIRWISE_TO_SD : MIN_LOG_SD);
    return { location: huberLocation(logs, scale), spread, runs: logs.length };
}
/**
 * The observations of a series of records, each its own day (each the list of its runs' values; a record
 * without a positive value is undefined). Causal: record t's location uses the run-to-run scale of records ≤ t only.
 */
function logObservations(records) {
    const spreads = [];
    return records.map((values) => {
        const logs = values.filter((v) => v > 0).map((v) => Math.log(v));
        if (logs.length === 0)
            return undefined;
        const obs = logLocation(logs, pairwiseSpread(logs), spreads);
        if (obs.spread !== undefined)
            spreads.push(obs.spread);
        return obs;
    });
}
/**
 * The day-to-day sd of a log metric assumed until a scenario's reference holds `MIN_ESTIMATE_DAYS` days
 * (10%: a day's tokens or latency level moves that much without anything having changed).
 */
const LOG_DAY_SD = 0.1;
/** A reference of at least this many days estimates its own day-to-day sd. */
const MIN_ESTIMATE_DAYS = 5;
/** The assumed day-to-day variance counts as this many steps of evidence beside the estimate from the reference. */
const PRIOR_STEPS = 5;
/**
 * The day-to-day variance used: the assumed `priorSd`² below MIN_ESTIMATE_DAYS days of reference; from
 * there the estimate over the reference's `steps` successive steps, pooled with the assumption as
 * PRIOR_STEPS steps' worth (a handful of steps alone can put it near 0 by chance).
 */
function dayVariance(estimate, steps, days, priorSd) {
    if (days < MIN_ESTIMATE_DAYS)
        return priorSd ** 2;
    return (PRIOR_STEPS * priorSd ** 2 + steps * Math.max(0, estimate)) / (PRIOR_STEPS + steps);
}
function logReference(ref, daySd = LOG_DAY_SD) {
    const spreads = ref.flatMap((o) => (o.spread === undefined ? [] : [o.spread]));
    const steps = ref.slice(1).map((o, i) => o.location - (ref[i]?.location ?? 0));
    return referenceFrom(Float64Array.from(ref.map((o) => o.location)).sort(), Float64Array.from(steps).sort(), Float64Array.from(spreads).sort(), ref.reduce((sum, o) => sum + locationVarianceFactor(o.runs), 0), ref.length, daySd);
}
function sortedMedian(sorted, length) {
    if (length === 0)
        return Number.NaN;
    const mid = Math.floor(length / 2);
    const hi = sorted[mid] ?? 0;
    return length % 2 === 1 ? hi : ((sorted[mid - 1] ?? hi) + hi) / 2;
}
/** The median of |x − m| over a sorted array, in linear time (merging the two sides outward from m). */
function sortedMad(sorted, length, m) {
    if (length === 0)
        return Number.NaN;
    let right = 0;
    while (right < length && (sorted[right] ?? 0) < m)
        right++;
    let left = right - 1;
    const deviations = new Float64Array(length);
    for (let i = 0; i < length; i++) {
        const dl = left >= 0 ? m - (sorted[left] ?? 0) : Infinity;
        const dr = right < length ? (sorted[right] ?? 0) - m : Infinity;
        if (dl <= dr) {
            deviations[i] = dl;
            left--;
        }
        else {
            deviations[i] = dr;
            right++;
        }
    }
    return sortedMedian(deviations, length);
}
/**
 * The record-to-record sd comes from successive steps (y_i − y_{i−1}, centred on their median, MAD/√2):
 * a slow trend inside the reference is not mistaken for noise, so a creep that continues after an alarm
 * is caught again.
 */
function referenceFrom(locations, steps, spreads, factorSum, count, daySd) {
    const location = sortedMedian(locations, count);
    const mad = steps.length > 0 ? (sortedMad(steps, steps.length, sortedMedian(steps, steps.length)) * MAD_TO_SD) / Math.SQRT2 : 0;
    const fromRuns = spreads.length > 0 ? sortedMedian(spreads, spreads.length) / PAIRWISE_TO_SD : mad;
    const runSd = Math.max(MIN_LOG_SD, fromRuns);
    const explained = (runSd ** 2 * factorSum) / Math.max(1, count);
    const betweenVariance = dayVariance(mad ** 2 - explained, steps.length, count, daySd);
    const locationVariance = ((Math.PI / 2) * (explained + betweenVariance)) / Math.max(1, count);
    return { location, runSd, betweenVariance, locationVariance };
}
function insertSorted(xs, x) {
    let lo = 0;
    let hi = xs.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((xs[mid] ?? 0) < x)
            lo = mid + 1;
        else
            hi = mid;
    }
    xs.splice(lo, 0, x);
}
function removeSorted(xs, x) {
    const i = xs.indexOf(x);
    if (i >= 0)
        xs.splice(i, 1);
}
/**
 * logReference over a window [from, to) of `observations` that slides forward, kept sorted incrementally
 * (the same answer as logReference(observations.slice(from, to)), in O(window) per step).
 */
function slidingLogReference(observations, daySd = LOG_DAY_SD) {
    let wFrom = 0;
    let wTo = 0;
    let locations = [];
    let steps = [];
    let spreads = [];
    let factorSum = 0;
    const at = (i) => {
        const o = observations[i];
        if (o === undefined)
            throw new Error(`no observation at ${i}`);
        return o;
    };
    const add = (i) => {
        const o = at(i);
        insertSorted(locations, o.location);
        if (i > wFrom)
            insertSorted(steps, o.location - at(i - 1).location);
        if (o.spread !== undefined)
            insertSorted(spreads, o.spread);
        factorSum += locationVarianceFactor(o.runs);
    };
    const remove = (i) => {
        const o = at(i);
        removeSorted(locations, o.location);
        if (i + 1 < wTo)
            removeSorted(steps, at(i + 1).location - o.location);
        if (o.spread !== undefined)
            removeSorted(spreads, o.spread);
        factorSum -= locationVarianceFactor(o.runs);
    };
    return (from, to) => {
        if (from < wFrom || to < wTo || from > wTo) {
            locations = [];
            steps = [];
            spreads = [];
            factorSum = 0;
            wFrom = from;
            wTo = from;
        }
        while (wTo < to)
            add(wTo++);
        while (wFrom < from)
            remove(wFrom++);
        return referenceFrom(locations, steps, spreads, factorSum, locations.length, daySd);
    };
}
/** The predictive sd of a new record's location with `runs` runs. */
function predictiveSd(ref, runs) {
    return Math.sqrt(ref.runSd ** 2 * locationVarianceFactor(runs) + ref.betweenVariance + ref.locationVariance);
}
/** LLR of a record under "the level rose by `shift` (log units)" vs "unchanged". */
function logIncrement(ref, obs, shift) {
    const sd = predictiveSd(ref, obs.runs);
    return (shift / sd ** 2) * (obs.location - ref.location - shift / 2);
}
/** A rate estimate that is never 0 or 1: (k + 1) / (n + 2). */
function shrunkRate(k, n) {
    return (k + 1) / (n + 2);
}
function binomialLogLik(k, n) {
    if (n === 0)
        return 0;
    const p = k / n;
    return (k > 0 ? k * Math.log(p) : 0) + (n - k > 0 ? (n - k) * Math.log(1 - p) : 0);
}
/**
 * The log-likelihood gain of a one-sided change in a sequence of counts, per split index (the change's
 * first element, ≥ 1): two binomial segments against one, for splits where the later rate is higher
 * (direction 'up') or lower ('down'); undefined for the others.
 */
function binomialSplitGains(counts, direction) {
    const totalK = counts.reduce((s, c) => s + c.k, 0);
    const totalN = counts.reduce((s, c) => s + c.n, 0);
    const whole = binomialLogLik(totalK, totalN);
    const gains = [undefined];
    let k1 = 0;
    let n1 = 0;
    for (let split = 1; split < counts.length; split++) {
        k1 += counts[split - 1]?.k ?? 0;
        n1 += counts[split - 1]?.n ?? 0;
        const k2 = totalK - k1;
        const n2 = totalN - n1;
        const rising = k2 / n2 > k1 / n1;
        const moves = n1 > 0 && n2 > 0 && (direction === 'up') === rising && k2 / n2 !== k1 / n1;
        gains.push(moves ? binomialLogLik(k1, n1) + binomialLogLik(k2, n2) - whole : undefined);
    }
    return gains;
}
/**
 * The log-likelihood gain of a rise in a sequence of Gaussian observations with known variances, per
 * split index (≥ 1): half the weighted between-segment sum of squares where the later mean is higher.
 */
function gaussianSplitGains(points) {
    const w = points.map((p) => 1 / p.variance);
    const totalW = w.reduce((a, b) => a + b, 0);
    const totalWy = points.reduce((s, p, i) => s + (w[i] ?? 0) * p.y, 0);
    const gains = [undefined];
    let w1 = 0;
    let wy1 = 0;
    for (let split = 1; split < points.length; split++) {
        w1 += w[split - 1] ?? 0;
        wy1 += (w[split - 1] ?? 0) * (points[split - 1]?.y ?? 0);
        const w2 = totalW - w1;
        const m1 = wy1 / w1;
        const m2 = (totalWy - wy1) / w2;
        gains.push(m2 > m1 ? ((w1 * w2) / totalW) * (m2 - m1) ** 2 / 2 : undefined);
    }
    return gains;
}
/**
 * The change point from per-split gains: the most likely split, unless a preferred split (the first
 * record of a new context hash) is within `margin` nats of it, which then wins: a context change is a
 * far likelier moment for a change than any other record (prior odds e^margin).
 */
function chooseSplit(gains, preferred, margin) {
    let best;
    let bestGain = -Infinity;
    gains.forEach((g, split) => {
        if (g !== undefined && g > bestGain + 1e-12) {
            best = split;
            bestGain = g;
        }
    });
    let chosen = best;
    let chosenGain = -Infinity;
    gains.forEach((g, split) => {
        if (g !== undefined && preferred(split) && g >= bestGain - margin && g > chosenGain) {
            chosen = split;
            chosenGain = g;
        }
    });
    return chosen;
}

;// CONCATENATED MODULE: ./src/drift/cusum.ts
/**
 * A self-starting one-sided CUSUM with restarts, over one scenario's records grouped into days
 * (docs/drift.md). Pure.
 *
 * Records of one day (at one context hash) share that day's draw of the model's behaviour, so they are one
 * observation: the day, pooled. The scan still walks record by record, so what it reports at a record uses
 * only that record and the ones before it: a day still in progress is pooled up to the current record, and
 * its log-likelihood ratio replaces (does not add to) the one of its earlier records.
 *
 * The day at position d is judged against the reference: the regime's days before d (at most
 * `maxReference`, the newest). (Leaving the current excursion out of it was tried: a reference frozen at its
 * first records raised the false alarms of a 3-run suite to 90% of months.) Nothing is judged until the
 * regime holds `minReference` days. When the sum reaches `level`, the stream alarms (if `accept` agrees the
 * change is one worth reporting); the change point is estimated over the recent regime and the regime
 * restarts there, so the new level becomes the reference once it has enough days.
 */

/** The first record of each day. */
function dayStarts(dayOf) {
    const starts = [];
    dayOf.forEach((d, t) => {
        if (starts[d] === undefined)
            starts[d] = t;
    });
    return starts;
}
function scanStream(input, model, opts) {
    const { dayOf, days } = input;
    const starts = dayStarts(dayOf);
    const alarms = [];
    const cap = opts.capShare * opts.level;
    let regimeStart = 0;
    let committed = 0;
    let sum = 0;
    /** The first day of the current excursion (the sum above 0 since). */
    let excursionStart = 0;
    let judged = 0;
    let currentDay;
    /** The day of the latest alarm: the rest of its records are not judged. */
    let doneDay;
    for (const [t, d] of dayOf.entries()) {
        if (d !== currentDay) {
            committed = sum;
            currentDay = d;
        }
        if (d === doneDay)
            continue;
        if (d - regimeStart < opts.minReference) {
            sum = 0;
            committed = 0;
            continue;
        }
        judged++;
        if (committed === 0)
            excursionStart = d;
        const current = dayOf[t + 1] === d ? input.partial(d, t) : days[d];
        // Stryker disable next-line ConditionalExpression: every day has its pooled observation
        if (current === undefined)
            continue;
        const from = Math.max(regimeStart, d - opts.maxReference);
        sum = Math.max(0, committed + Math.min(cap, model.increment(days, from, d, current)));
        if (sum < opts.level)
            continue;
        const segment = [...days.slice(from, d), current];
        const split = chooseSplit(model.splitGains(segment), (s) => opts.preferred(from + s), opts.preferenceMargin);
        const changeDay = split === undefined ? excursionStart : from + split;
        const refFrom = Math.max(regimeStart, changeDay - opts.maxReference);
        if (opts.accept !== undefined && !opts.accept(days.slice(refFrom, changeDay), segment.slice(changeDay - from))) {
            sum = opts.level;
            continue;
        }
        // Stryker disable next-line LogicalOperator: every day has a first record
        alarms.push({ at: t, change: starts[changeDay] ?? t, statistic: sum, atDay: d, changeDay, reference: [refFrom, changeDay] });
        regimeStart = changeDay;
        sum = 0;
        doneDay = d;
    }
    return { alarms, judged };
}

// EXTERNAL MODULE: ./src/config/schema.ts + 1 modules
var schema = __webpack_require__(2541);
// EXTERNAL MODULE: ./src/format/percent.ts
var percent = __webpack_require__(7426);
// EXTERNAL MODULE: ./src/stats/summary.ts
var summary = __webpack_require__(2303);
;// CONCATENATED MODULE: ./src/drift/rates.ts
/**
 * The noise model of the rate detectors (pass rate, behaviour features; docs/drift.md). Pure.
 *
 * A day's runs are not independent coin flips with one fixed rate: the model's rate itself moves from day
 * to day (sd `day_to_day_sd`, the same assumption the PR comparison makes). So a day's count is
 * beta-binomial: binomial given the day's rate, which is Beta with the reference mean and a variance of
 * the day-to-day variance plus the uncertainty of the reference rate. The count of a day with many runs
 * then weighs as much as the day-to-day variation allows, not as much as its runs alone would. The
 * variation is estimated from the scenario's own days and, as a floor, from the other scenarios' days
 * (one provider's day moves them all: suiteCorrelations).
 */

/**
 * The pass rate at which compare.day_to_day_sd is read. A day effect of sd 0.05 on a rate clipped to
 * [0, 1] (the gate simulation's) gives ρ = 0.016 at a rate of 0.8, 0.028 at 0.9, 0.045 at 0.95 and 0.043
 * at 1.0; read at 0.95, the sd gives ρ = 0.053, above all of them.
 */
const REFERENCE_RATE = 0.95;
/**
 * The share of a rate's variance that is the day's (the intra-day correlation ρ) implied by a day-to-day
 * sd of `sd` at REFERENCE_RATE. The same ρ holds at every rate: near 0 or 1 a rate moves less from day
 * to day (it cannot move 0.05 from 0.99), as on a logit scale.
 */
function correlationOfSd(sd) {
    return Math.min(0.5, sd ** 2 / (REFERENCE_RATE * (1 - REFERENCE_RATE)));
}
/**
 * log P(k of n) under a Beta-binomial with mean `p` whose rate moves with intra-day correlation `rho`
 * (concentration 1/ρ − 1), leaving out the binomial coefficient (it cancels in every ratio); binomial
 * when `rho` is 0. `p` in (0, 1).
 */
function betaBinomialLogLik(k, n, p, rho) {
    if (!(rho > 1e-9))
        return k * Math.log(p) + (n - k) * Math.log(1 - p);
    const c = 1 / Math.min(rho, 0.5) - 1;
    const a = p * c;
    const b = (1 - p) * c;
    let sum = 0;
    for (let i = 0; i < k; i++)
        sum += Math.log(a + i);
    for (let i = 0; i < n - k; i++)
        sum += Math.log(b + i);
    for (let i = 0; i < n; i++)
        sum -= Math.log(c + i);
    return sum;
}
/** LLR of k out of n under rate p1 vs rate p0, each moving from day to day with intra-day correlation rho1, rho0. */
function betaBinomialIncrement(k, n, p0, rho0, p1, rho1) {
    return betaBinomialLogLik(k, n, p1, rho1) - betaBinomialLogLik(k, n, p0, rho0);
}
function pooledCount(days) {
    let k = 0;
    let n = 0;
    for (const d of days) {
        k += d.k;
        n += d.n;
    }
    return { k, n };
}
/** The median of a χ² variable with one degree of freedom, as a share of its mean. */
const CHI2_MEDIAN = 0.4549;
/** Successive steps of a rate over `days` (the days with runs), as squares in units of the pooled p(1 − p), and their binomial share. */
function stepsOf(days) {
    const measured = days.filter((d) => d.n > 0);
    const all = pooledCount(measured);
    const spread = all.n === 0 ? 0 : (all.k / all.n) * (1 - all.k / all.n);
    const squares = [];
    let binomial = 0;
    for (let i = 1; i < measured.length; i++) {
        const a = measured[i - 1];
        const b = measured[i];
        if (a === undefined || b === undefined)
            continue;
        squares.push(spread > 0 ? (b.k / b.n - a.k / a.n) ** 2 / spread : 0);
        binomial += 1 / a.n + 1 / b.n;
    }
    return { squares, binomial, days: measured.length };
}
/** (median squared step / χ²₁ median − the binomial share) / 2: the raw estimate of ρ from steps (0 without any). */
function stepEstimate(squares, binomial) {
    return squares.length === 0 ? 0 : (medianOf(squares) / CHI2_MEDIAN - binomial / squares.length) / 2;
}
/**
 * The intra-day correlation of a rate over reference `days` (dayVariance), from successive steps:
 * (r_i − r_{i−1})² ≈ p(1 − p)(2ρ + 1/n_i + 1/n_{i−1})·χ²₁. Robust (the median step, so one changed day
 * in the reference does not pass for noise) and blind to a slow trend. Days that all pass (or all fail)
 * say nothing of ρ but count as steps where it was 0. Never below `suite` (the suite's estimate,
 * suiteCorrelation): the suite's days only widen what a scenario's own days allow.
 */
function rateCorrelation(days, priorSd, suite = 0) {
    const { squares, binomial, days: measured } = stepsOf(days);
    const own = dayVariance(stepEstimate(squares, binomial), squares.length, measured, Math.sqrt(correlationOfSd(priorSd)));
    return Math.min(0.5, Math.max(suite, own));
}
/** One scenario's steps; none for a scenario whose days all passed (or all failed): it shows no day effect whatever ρ is. */
function momentsOf(days) {
    const all = pooledCount(days);
    if (all.k === 0 || all.k === all.n)
        return { sum: 0, binomial: 0, steps: 0 };
    const own = stepsOf(days);
    return { sum: own.squares.reduce((a, b) => a + b, 0), binomial: own.binomial, steps: own.squares.length };
}
/**
 * ρ from a suite's steps: (mean squared step − the binomial share) / 2, pooled with the configured
 * `priorSd` as PRIOR_STEPS steps; 0 (no floor) below MIN_ESTIMATE_DAYS − 1 steps, where a scenario's own
 * reading stands.
 */
function fromMoments(m, priorSd) {
    if (m.steps < MIN_ESTIMATE_DAYS - 1)
        return 0;
    return Math.min(0.5, dayVariance((m.sum - m.binomial) / m.steps / 2, m.steps, m.steps + 1, Math.sqrt(correlationOfSd(priorSd))));
}
/**
 * The intra-day correlation of a rate estimated over a suite: the method of moments over every
 * scenario's successive steps pooled (each in units of its own p(1 − p)), pooled with the configured
 * `priorSd` as PRIOR_STEPS steps. One provider's day moves every scenario, so 20 scenarios give 20 times
 * the steps, and among them one changed day weighs little. The mean, not the median a scenario's own
 * estimate takes: the median of a few dozen squared steps of whole counts sits on one of a few values
 * (0, 1, 4, 9 runs²) and read a true day sd of 0.08 as about 0.03 (ρ; sim/drift-g7.ts, issue 31).
 */
function suiteCorrelation(scenarios, priorSd) {
    const m = { sum: 0, binomial: 0, steps: 0 };
    for (const days of scenarios) {
        const own = momentsOf(days);
        m.sum += own.sum;
        m.binomial += own.binomial;
        m.steps += own.steps;
    }
    return fromMoments(m, priorSd);
}
/** The suite's estimate at a day reads each scenario's newest this many days up to it (as a reference holds at most MAX_REFERENCE). */
const SUITE_DAYS = 30;
/**
 * suiteCorrelation as it stood on each calendar day, for scenario `i` of `scenarios` from the others
 * (so that a scenario's own change never widens its own null): over each other scenario's newest
 * SUITE_DAYS days up to and including that day (causal: no later day moves it). The answer for a date is
 * the one of the latest day on or before it; 0 (no floor) for an unknown date, one before every day, or
 * a suite of one.
 */
function suiteCorrelations(scenarios, priorSd) {
    const dates = [...new Set(scenarios.flatMap((days) => days.flatMap((d) => (d.date === undefined ? [] : [d.date]))))].sort();
    const perDate = dates.map((date) => {
        const each = scenarios.map((days) => momentsOf(days.filter((d) => d.date !== undefined && d.date <= date).slice(-SUITE_DAYS)));
        const total = each.reduce((t, m) => ({ sum: t.sum + m.sum, binomial: t.binomial + m.binomial, steps: t.steps + m.steps }), { sum: 0, binomial: 0, steps: 0 });
        return { each, total };
    });
    return (i, date) => {
        if (date === undefined)
            return 0;
        // The latest day on or before `date`.
        let lo = 0;
        let hi = dates.length;
        while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            if ((dates[mid] ?? '') <= date)
                lo = mid + 1;
            else
                hi = mid;
        }
        const at = perDate[lo - 1];
        if (at === undefined)
            return 0;
        const own = at.each[i] ?? { sum: 0, binomial: 0, steps: 0 };
        return fromMoments({ sum: at.total.sum - own.sum, binomial: at.total.binomial - own.binomial, steps: at.total.steps - own.steps }, priorSd);
    };
}
/**
 * The factor by which day-to-day variation widens the variance of a rate pooled over days of `n` runs
 * (1 + (n − 1)ρ): binomial log-likelihood gains divided by it are what such days can tell.
 */
function dispersion(n, rho) {
    return 1 + Math.max(0, n - 1) * rho;
}

;// CONCATENATED MODULE: ./src/drift/streams.ts
/**
 * The observations each drift detector reads from a scenario's records, grouped into days, and their
 * CUSUM models (docs/drift.md). Pure.
 *
 * A day is the run of consecutive records written on one calendar day (UTC) at one context hash: they
 * share that day's draw of the model's behaviour (a push and the nightly schedules), so they are pooled
 * into one observation instead of counting as independent evidence.
 */






/** The decision level h of every CUSUM, in nats; calibrated by sim/drift.ts for the suite-level false-alarm target. */
const DRIFT_LEVEL = 9;
/** The pass-rate CUSUM looks for a fall to the threshold, and at least this far below the reference rate. */
const PASS_DROP = 0.15;
/** The feature CUSUM looks for the other values' share to reach 50%, and at least this far above the reference. */
const FEATURE_RISE = 0.25;
/** A token or latency finding needs the level to have risen at least this much: a person cares about it. */
const MIN_RISE = 0.2;
/** A latency finding needs the typical run to have slowed by at least this many milliseconds. */
const MIN_LATENCY_MS = 250;
/** The floor the suite puts under a scenario's ρ over reference `days`: the suite's estimate at their newest day. */
function suiteFloor(opts, rate, days) {
    return opts.suite?.[rate](days[days.length - 1]?.date) ?? 0;
}
// Stryker disable next-line ObjectLiteral: static, read once at module load (pinned in test/drift/streams.test.ts)
const streams_DEFAULT_DRIFT_OPTIONS = { dayToDaySd: schema/* COMPARE_DEFAULTS */.F$.day_to_day_sd };
/**
 * A finding stays open while its stream's latest days are more than this many sds beyond the reference (one-sided). One sd, not
 * two: at 3 runs a day a +40% step is only about 3.3 sds over a 5-day window, and a band of 2 closed 5-10% of such findings
 * while the step went on (sim/drift.ts attribution rows "5 records later"); a level truly back is within 1 sd 84% of the time.
 */
const NOISE_BAND_SDS = 1;
/**
 * Whether days of a rate moved beyond the reference's noise band in `direction`: the pooled recent rate
 * against the reference rate, with the binomial variance of each day widened by day-to-day variation
 * (rates.ts) and the uncertainty of the reference rate.
 */
function rateShifted(reference, recent, direction, dayToDaySd, suite) {
    const all = pooledCount(reference);
    const now = pooledCount(recent);
    if (all.n === 0 || now.n === 0)
        return false;
    const p0 = shrunkRate(all.k, all.n);
    const rho = rateCorrelation(reference, dayToDaySd, suite);
    const widened = recent.reduce((sum, d) => sum + d.n * dispersion(d.n, rho), 0) / now.n ** 2;
    const sd = Math.sqrt(p0 * (1 - p0) * (widened + 1 / (all.n + 2)));
    const moved = (now.k / now.n - p0) * (direction === 'up' ? 1 : -1);
    return moved > NOISE_BAND_SDS * sd;
}
/** A record's calendar day (UTC, YYYY-MM-DD). */
function dateOf(p) {
    return p.record.timestamp.slice(0, 10);
}
/** The day a record belongs to: its calendar day (UTC) and the scenario's context hash. */
function dayKey(p) {
    return `${p.record.timestamp.slice(0, 10)}\u0000${p.s.contextHash}`;
}
/** The records `pick` measures something in, grouped into days, each day pooled by `pool` (given the day's index). */
function grouped(series, pick, pool) {
    const positions = [];
    const observations = [];
    const dayOf = [];
    let key;
    let day = -1;
    series.forEach((p, i) => {
        const o = pick(p);
        if (o === undefined)
            return;
        const k = dayKey(p);
        if (k !== key)
            day++;
        key = k;
        positions.push(i);
        observations.push(o);
        dayOf.push(day);
    });
    const starts = dayStarts(dayOf);
    const days = starts.map((s, d) => pool(observations.slice(s, starts[d + 1] ?? observations.length), d));
    return { positions, observations, dayOf, days, partial: (day, through) => pool(observations.slice(starts[day] ?? 0, through + 1), day) };
}
function rateOf(counts) {
    const all = pooledCount(counts);
    return all.n === 0 ? 0 : all.k / all.n;
}
/**
 * Binomial split gains of a rate divided by the dispersion of its days (rates.ts): a change point is
 * weighed by what days with day-to-day variation can tell, not by their runs alone.
 */
function dispersedSplitGains(counts, direction, dayToDaySd, suite) {
    const older = counts.slice(0, Math.ceil(counts.length / 2));
    const factor = dispersion(pooledCount(counts).n / Math.max(1, counts.length), rateCorrelation(older, dayToDaySd, suite));
    return binomialSplitGains(counts, direction).map((g) => (g === undefined ? undefined : g / factor));
}
/**
 * The LLR of a day's count `k` of `n` under a move of the reference rate to `target(p0)`, with day-to-day
 * variation. (Both targets always move: a pass rate's p0 is at least 1/(N + 2) > 0.01, and the share of
 * values other than the most frequent one is at most 1/2, below its target of at least 1/2 + 0.25.)
 */
function rateIncrement(reference, k, n, target, dayToDaySd, suite) {
    const all = pooledCount(reference);
    const p0 = shrunkRate(all.k, all.n);
    const p1 = target(p0);
    const rho = rateCorrelation(reference, dayToDaySd, suite);
    // The reference rate is itself uncertain: its variance p0(1 − p0)/(N + 2) widens the null's.
    return betaBinomialIncrement(k, n, p0, rho + 1 / (all.n + 2), p1, rho);
}
/** A scenario's passes grouped into days, each dated and with its last record's threshold. */
function passDays(series) {
    return grouped(series, (p) => (p.s.attempted === 0 ? undefined : { k: p.s.passes, n: p.s.attempted, threshold: p.s.threshold, date: dateOf(p) }), (records) => ({ ...pooledCount(records), threshold: records[records.length - 1]?.threshold ?? 0, date: records[0]?.date }));
}
function passStream(series, cfg, opts = streams_DEFAULT_DRIFT_OPTIONS) {
    const { positions, dayOf, days, partial } = passDays(series);
    return {
        positions,
        dayOf,
        days,
        partial,
        level: (DRIFT_LEVEL * cfg.consecutive_failures) / 3,
        model: {
            increment: (all, from, to, current) => {
                const reference = all.slice(from, to);
                const target = (p0) => Math.max(0.01, Math.min(current.threshold, p0 - PASS_DROP));
                return rateIncrement(reference, current.k, current.n, target, opts.dayToDaySd, suiteFloor(opts, 'pass', reference));
            },
            splitGains: (segment) => dispersedSplitGains(segment, 'down', opts.dayToDaySd, suiteFloor(opts, 'pass', segment.slice(0, Math.ceil(segment.length / 2)))),
        },
        describe: (alarm, ds) => {
            const before = rateOf(ds.slice(alarm.reference[0], alarm.reference[1]));
            const after = rateOf(ds.slice(alarm.changeDay, alarm.atDay + 1));
            const threshold = ds[alarm.atDay]?.threshold ?? 0;
            return { what: `pass rate fell from ${(0,percent/* formatPercent */.l)(before)} to ${(0,percent/* formatPercent */.l)(after)} (threshold ${(0,percent/* formatPercent */.l)(threshold)})`, before, after };
        },
        shifted: (ref, recent) => rateShifted(ref, recent, 'down', opts.dayToDaySd, suiteFloor(opts, 'pass', ref)),
    };
}
function featureValues(s, feature) {
    return feature === 'decomposes' ? (s.features.decomposes ?? []) : (s.features.risk ?? []);
}
function countValues(values) {
    const counts = new Map();
    for (const v of values)
        counts.set(v, (counts.get(v) ?? 0) + 1);
    return { counts, n: values.length };
}
function pooled(obs) {
    const counts = new Map();
    let n = 0;
    for (const o of obs) {
        n += o.n;
        for (const [v, c] of o.counts)
            counts.set(v, (counts.get(v) ?? 0) + c);
    }
    const date = obs[0]?.date;
    return date === undefined ? { counts, n } : { counts, n, date };
}
/** The most frequent value (the first seen wins a tie). */
function modeOf(c) {
    let best;
    let bestCount = 0;
    for (const [v, n] of c.counts) {
        if (n > bestCount) {
            best = v;
            bestCount = n;
        }
    }
    return best;
}
/** Runs whose value is not `mode`. */
function others(c, mode) {
    return c.n - (mode === undefined ? 0 : (c.counts.get(mode) ?? 0));
}
/** Each day's runs whose value is not `mode`, dated. */
function otherCounts(ds, mode) {
    return ds.map((c) => ({ k: others(c, mode), n: c.n, date: c.date }));
}
function featureStream(series, feature, opts = streams_DEFAULT_DRIFT_OPTIONS) {
    const { positions, dayOf, days, partial } = grouped(series, (p) => {
        const values = featureValues(p.s, feature);
        return values.length === 0 ? undefined : { ...countValues(values), date: dateOf(p) };
    }, (records) => pooled(records));
    return {
        positions,
        dayOf,
        days,
        partial,
        level: DRIFT_LEVEL,
        model: {
            increment: (all, from, to, current) => {
                const reference = all.slice(from, to);
                const mode = modeOf(pooled(reference));
                const target = (q0) => Math.min(0.95, Math.max(0.5, q0 + FEATURE_RISE));
                return rateIncrement(otherCounts(reference, mode), others(current, mode), current.n, target, opts.dayToDaySd, suiteFloor(opts, feature, reference));
            },
            splitGains: (segment) => {
                const older = segment.slice(0, Math.ceil(segment.length / 2));
                return dispersedSplitGains(otherCounts(segment, modeOf(pooled(older))), 'up', opts.dayToDaySd, suiteFloor(opts, feature, older));
            },
        },
        describe: (alarm, ds) => {
            const reference = ds.slice(alarm.reference[0], alarm.reference[1]);
            const mode = modeOf(pooled(reference));
            const before = rateOf(otherCounts(reference, mode));
            const after = rateOf(otherCounts(ds.slice(alarm.changeDay, alarm.atDay + 1), mode));
            const what = `behaviour shift: ${feature} values other than ${mode === undefined ? 'none' : (0,summary/* showFeature */.C7)(mode)} ` +
                `rose from ${(0,percent/* formatPercent */.l)(before)} to ${(0,percent/* formatPercent */.l)(after)} of runs`;
            return { what, before, after };
        },
        shifted: (ref, recent) => {
            const mode = modeOf(pooled(ref));
            return rateShifted(otherCounts(ref, mode), otherCounts(recent, mode), 'up', opts.dayToDaySd, suiteFloor(opts, feature, ref));
        },
    };
}
/**
 * The days each rate stream of `series` (one scenario's) pools, for the suite's estimate (suiteRates):
 * passes, and for each feature the runs whose value is not the scenario's most frequent one.
 */
function rateDays(series) {
    const feature = (f) => {
        const days = featureStream(series, f).days;
        return otherCounts(days, modeOf(pooled(days)));
    };
    return { pass: passDays(series).days.map((d) => ({ k: d.k, n: d.n, date: d.date })), decomposes: feature('decomposes'), risk: feature('risk') };
}
/**
 * The suite's estimate of each rate's intra-day correlation by day, for each scenario of `allSeries`
 * (by index) from the other scenarios' days (rates.ts suiteCorrelations).
 */
function suiteRates(allSeries, dayToDaySd) {
    const days = allSeries.map((series) => rateDays(series));
    const pass = suiteCorrelations(days.map((d) => d.pass), dayToDaySd);
    const decomposes = suiteCorrelations(days.map((d) => d.decomposes), dayToDaySd);
    const risk = suiteCorrelations(days.map((d) => d.risk), dayToDaySd);
    return (i) => ({ pass: (date) => pass(i, date), decomposes: (date) => decomposes(i, date), risk: (date) => risk(i, date) });
}

;// CONCATENATED MODULE: ./src/drift/log-stream.ts



/** A tool-call finding needs the typical run to make at least this many more calls: 0.1 → 0.3 calls per run is not drift. */
const MIN_TOOL_CALLS = 0.5;
/**
 * What a log stream reads of a record: tokens and latency as logs of positive values; tool calls, which
 * are often 0, as log(1 + calls) (so a level is exp(location) − 1 calls per run).
 */
const LOG_READS = {
    token_inflation: { values: (s) => s.tokens.runs, offset: 0, unit: 'tokens', shift: (cfg) => cfg.token_inflation },
    latency_regression: { values: (s) => s.latencyMs.runs, offset: 0, unit: 'latency (ms)', shift: (cfg) => cfg.latency_regression },
    tool_calls: { values: (s) => s.toolCalls?.runs ?? [], offset: 1, unit: 'tool calls', shift: (cfg) => cfg.tool_calls_inflation },
};
/** A level in words: whole numbers from 10 on, one decimal below (tool calls per run). */
function shownLevel(x) {
    return x >= 10 ? String(Math.round(x)) : String(Math.round(x * 10) / 10);
}
function logStream(series, kind, cfg) {
    const read = LOG_READS[kind];
    const logsOf = (p) => {
        const logs = read
            .values(p.s)
            .map((v) => v + read.offset)
            .filter((v) => v > 0)
            .map((v) => Math.log(v));
        return logs.length === 0 ? undefined : { logs, spread: pairwiseSpread(logs) };
    };
    // A day's run-to-run spread is the median of its records' (the day effect is not run-to-run spread).
    const spreadOf = (records) => {
        const spreads = records.flatMap((r) => (r.spread === undefined ? [] : [r.spread]));
        return spreads.length === 0 ? undefined : medianOf(spreads);
    };
    const spreads = [];
    const { positions, dayOf, days, partial } = grouped(series, logsOf, (records, day) => {
        const spread = spreadOf(records);
        spreads[day] ??= spread;
        const earlier = spreads.slice(Math.max(0, day - 29), day).filter((s) => s !== undefined);
        return logLocation(records.flatMap((r) => r.logs), spread, earlier);
    });
    const shift = Math.log(1 + read.shift(cfg));
    const reference = slidingLogReference(days);
    const level = (ds) => Math.exp(medianOf(ds.map((o) => o.location))) - read.offset;
    return {
        positions,
        dayOf,
        days,
        partial,
        level: DRIFT_LEVEL,
        model: {
            increment: (_days, from, to, current) => logIncrement(reference(from, to), current, shift),
            splitGains: (segment) => {
                // Run-to-run spread is not moved by a change of level; day-to-day variation is, so it comes
                // from the older half of the segment only.
                const runSd = logReference(segment).runSd;
                const between = logReference(segment.slice(0, Math.ceil(segment.length / 2))).betweenVariance;
                return gaussianSplitGains(segment.map((o) => ({ y: o.location, variance: runSd ** 2 * locationVarianceFactor(o.runs) + between })));
            },
        },
        accept: (ref, changed) => {
            const before = level(ref);
            const after = level(changed);
            if (after < before * (1 + MIN_RISE))
                return false;
            if (kind === 'latency_regression')
                return after - before >= MIN_LATENCY_MS;
            return kind !== 'tool_calls' || after - before >= MIN_TOOL_CALLS;
        },
        describe: (alarm, ds) => {
            const before = level(ds.slice(alarm.reference[0], alarm.reference[1]));
            const after = level(ds.slice(alarm.changeDay, alarm.atDay + 1));
            const rise = shownLevel(before) === '0' ? 'rose' : `rose ${(0,percent/* formatPercent */.l)(after / before - 1)}`;
            const what = `${read.unit} per run ${rise} (median ${shownLevel(before)} → ${shownLevel(after)})`;
            return { what, before, after };
        },
        shifted: (ref, recent) => {
            if (ref.length === 0 || recent.length === 0)
                return false;
            const r = logReference(ref);
            // The mean of the recent days' locations: each day's predictive variance without the reference's own, averaged, over their count.
            const own = recent.reduce((sum, o) => sum + predictiveSd(r, o.runs) ** 2 - r.locationVariance, 0) / recent.length ** 2;
            const mean = recent.reduce((sum, o) => sum + o.location, 0) / recent.length;
            return mean - r.location > NOISE_BAND_SDS * Math.sqrt(own + r.locationVariance);
        },
    };
}

;// CONCATENATED MODULE: ./src/drift/tools.ts
function tools_dayKey(p) {
    return `${p.record.timestamp.slice(0, 10)}\u0000${p.s.contextHash}`;
}
/** Every appearance of a new tool in the scenario's series, oldest first. */
function toolAppearances(series, minReference, maxReference) {
    /** The set of tools called on each day with tool data so far. */
    const days = [];
    const found = [];
    let key;
    series.forEach((p, i) => {
        const tools = p.s.tools;
        if (tools === undefined)
            return;
        const k = tools_dayKey(p);
        if (k !== key)
            days.push(new Set());
        key = k;
        const today = days.length - 1;
        const reference = days.slice(Math.max(0, today - maxReference), today);
        const todays = days[today] ?? new Set();
        for (const t of tools) {
            if (t.calls === 0)
                continue;
            const seenToday = todays.has(t.name);
            todays.add(t.name);
            if (seenToday || reference.length < minReference || reference.some((d) => d.has(t.name)))
                continue;
            found.push({ tool: t.name, at: i, referenceDays: reference.length, calls: t.calls, runs: t.runs, attempted: p.s.attempted });
        }
    });
    return found;
}
/**
 * Whether a newly called tool's finding (first called at series position `at`) is still open at the latest
 * record: no `window` days with tool data in a row since went without a call of it (its reference never
 * called it, so any call is beyond its noise). Once closed it stays closed: a later call reopens nothing.
 */
function toolStillCalled(series, at, tool, window) {
    let key;
    let quiet = 0;
    let calledToday = true;
    for (const p of series.slice(at)) {
        if (p.s.tools === undefined)
            continue;
        const k = tools_dayKey(p);
        if (k !== key) {
            quiet = calledToday ? 0 : quiet + 1;
            if (quiet >= window)
                return false;
            calledToday = false;
        }
        key = k;
        if (p.s.tools.some((t) => t.name === tool && t.calls > 0))
            calledToday = true;
    }
    return calledToday || quiet + 1 < window;
}

// EXTERNAL MODULE: ./src/stats/verdict.ts
var verdict = __webpack_require__(9850);
;// CONCATENATED MODULE: ./src/drift/detect.ts









/** The newest records of the current level that form the reference. */
const MAX_REFERENCE = 30;
/** One record adds at most this share of the level: no single record fires a detector. */
const CAP_SHARE = 0.55;
/** A context change is e² ≈ 7 times likelier than another record to be where a change began (see chooseSplit). */
const CONTEXT_PRIOR_NATS = 2;
function detect_short(sha) {
    return sha.slice(0, 7);
}
function models(r) {
    return r.providers.map((p) => `${p.name}=${p.model ?? p.type}`).join(', ');
}
/** Whether series position `i` is the first record of a new context hash (never the first record). */
function newHashAt(series, i) {
    // Stryker disable next-line OptionalChaining: i is inside the series here
    return i >= 1 && i < series.length && series[i]?.s.contextHash !== series[i - 1]?.s.contextHash;
}
function shaAt(series, i) {
    // Stryker disable next-line StringLiteral,OptionalChaining: every caller passes a position inside the series
    return series[i]?.record.sha ?? '';
}
function dateAt(series, i) {
    // Stryker disable next-line StringLiteral,OptionalChaining: every caller passes a position inside the series
    return series[i]?.record.timestamp.slice(0, 10) ?? '';
}
/** A record as a finding names it: its short commit and its own day, "fdc30b3 (2026-11-19)" (a commit runs on many days). */
function recordRef(series, i) {
    return `${detect_short(shaAt(series, i))} (${dateAt(series, i)})`;
}
/** A cause's record as the finding names it. */
function causeRef(cause) {
    const sha = detect_short(cause.type === 'context_changed' ? cause.sha : cause.since);
    return cause.date === undefined ? sha : `${sha} (${cause.date})`;
}
/** A context change whose first record is within ±1 of the change point (the nearest; the earlier on a tie), else model drift. */
function attribute(series, change) {
    const near = [change, change - 1, change + 1].find((i) => newHashAt(series, i));
    if (near !== undefined)
        return { type: 'context_changed', sha: shaAt(series, near) };
    return { type: 'model_drift', since: shaAt(series, contextStart(series, change)) };
}
/** The first record of the context hash in force at series position `i`. */
function contextStart(series, i) {
    let start = Math.max(0, i);
    while (start > 0 && !newHashAt(series, start))
        start--;
    return start;
}
/** The cause with the day of the record it names: a series position's, never the commit's last run. */
function datedCause(series, cause, near) {
    const at = cause.type === 'context_changed' ? near.find((i) => newHashAt(series, i)) : contextStart(series, near[0] ?? 0);
    return at === undefined ? cause : { ...cause, date: dateAt(series, at) };
}
function explain(series, days, change, at, cause) {
    if (cause.type === 'context_changed')
        return `the context changed at ${causeRef(cause)}`;
    // A change of provider models counts when made within one day of the change point (a day's first
    // record): the providers of the last record before the day before it against the latest record's.
    const dayBefore = (days[change] ?? 0) - 1;
    const before = series[Math.max(0, days.findIndex((d) => d >= dayBefore) - 1)];
    const latest = series[at];
    // Stryker disable next-line ConditionalExpression,LogicalOperator: both positions are inside the series
    if (before === undefined || latest === undefined || models(before.record) === models(latest.record)) {
        return `the context is unchanged since ${causeRef(cause)}: provider or model drift`;
    }
    return `the context is unchanged since ${causeRef(cause)}: provider or model drift (providers were ${models(before.record)}, now ${models(latest.record)})`;
}
function eventsOf(scenario, kind, series, stream, cfg, days, feature, refine = false) {
    const starts = dayStarts(stream.dayOf);
    /** Days whose first record is the first of a new context hash. */
    // Stryker disable next-line UnaryOperator: every day has a first record
    const firstOfContext = starts.map((t) => newHashAt(series, stream.positions[t] ?? -1));
    const newContext = (day) => firstOfContext[day] === true;
    const scan = scanStream(stream, stream.model, {
        minReference: cfg.window,
        maxReference: MAX_REFERENCE,
        level: stream.level,
        capShare: CAP_SHARE,
        preferred: newContext,
        preferenceMargin: CONTEXT_PRIOR_NATS,
        accept: stream.accept,
    });
    return scan.alarms.map((raw) => {
        const alarm = refine ? refined(raw, stream, starts, newContext) : raw;
        const at = stream.positions[alarm.at] ?? 0;
        const change = stream.positions[alarm.change] ?? at;
        const cause = datedCause(series, attribute(series, change), [change, change - 1, change + 1]);
        const { what, before, after } = stream.describe(alarm, stream.days);
        const dates = { changeDate: dateAt(series, change), detectedDate: dateAt(series, at) };
        const message = `${scenario}: ${what} from ${recordRef(series, change)} on (detected at ${recordRef(series, at)}); ${explain(series, days, change, at, cause)}`;
        const finding = { scenario, kind, message, cause, changeSha: shaAt(series, change), detectedSha: shaAt(series, at), ...dates, before, after, ...(feature === undefined ? {} : { feature }) };
        const open = stillDrifted(stream, alarm, cfg.window);
        return { scenario, kind, at, change, open, finding, ...(feature === undefined ? {} : { feature }) };
    });
}
/**
 * Whether a stream is still drifted at its latest record: on every day from the alarm's to the latest, the
 * `window` days up to it since the change (fewer when the change is younger) were beyond the noise band of
 * the alarm's reference, the level before the change (Stream.shifted). Once back within it the finding is
 * closed for good: noise that later strays above an old reference reopens nothing (only a new alarm
 * raises a finding). The one test of "open" that the issue, the job summary, `context-eval drift` and the
 * dashboard all read, through assessDrift.
 */
function stillDrifted(stream, alarm, window) {
    const reference = stream.days.slice(alarm.reference[0], alarm.reference[1]);
    for (let end = alarm.atDay; end < stream.days.length; end++) {
        if (!stream.shifted(reference, stream.days.slice(Math.max(alarm.changeDay, end - window + 1), end + 1)))
            return false;
    }
    return true;
}
/**
 * An alarm's change point estimated again over every day since, to the latest record: a finding stays
 * while its stream is drifted, and its attribution uses all of those days. (Of a stream's open alarms only the latest is shown.)
 */
function refined(alarm, stream, starts, preferred) {
    const from = alarm.reference[0];
    const split = chooseSplit(stream.model.splitGains(stream.days.slice(from)), (s) => preferred(from + s), CONTEXT_PRIOR_NATS);
    if (split === undefined)
        return alarm;
    return { ...alarm, change: starts[from + split] ?? alarm.change, changeDay: from + split, reference: [from, from + split] };
}
function seriesByScenario(records) {
    const sorted = [...records].sort(store/* compareRecords */.aB);
    const byName = new Map();
    for (const record of sorted) {
        for (const s of record.scenarios) {
            const list = byName.get(s.name) ?? [];
            list.push({ record, s });
            byName.set(s.name, list);
        }
    }
    return byName;
}
/** A tool name inside a one-line message: control characters as '?' (records are read back from a store). */
function toolText(name) {
    return name.replace(/[\u0000-\u001f\u007f]/g, '?');
}
/**
 * A new tool's cause: the context, when the first record that called it is the first or second record of
 * a new context hash (an exact change point, so a later context change cannot be the cause); else
 * provider or model drift since the current context's first record.
 */
function toolCause(series, at) {
    const near = [at, at - 1].find((i) => newHashAt(series, i));
    if (near !== undefined)
        return datedCause(series, { type: 'context_changed', sha: shaAt(series, near) }, [near]);
    return datedCause(series, { type: 'model_drift', since: shaAt(series, contextStart(series, at)) }, [at]);
}
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
function toolEvent(scenario, series, days, a, window) {
    const cause = toolCause(series, a.at);
    const at = shaAt(series, a.at);
    const date = dateAt(series, a.at);
    const what = `behaviour shift: tool ${toolText(a.tool)} called, never called in the ${plural(a.referenceDays, 'day')} before (${a.runs} of ${plural(a.attempted, 'run')}, ${plural(a.calls, 'call')})`;
    const message = `${scenario}: ${what} from ${recordRef(series, a.at)} on (detected at ${recordRef(series, a.at)}); ${explain(series, days, a.at, a.at, cause)}`;
    const finding = { scenario, kind: 'behaviour_shift', message, cause, changeSha: at, detectedSha: at, changeDate: date, detectedDate: date, before: 0, after: a.attempted === 0 ? 0 : a.runs / a.attempted, tool: a.tool };
    return { scenario, kind: 'behaviour_shift', tool: a.tool, at: a.at, change: a.at, open: toolStillCalled(series, a.at, a.tool, window), finding };
}
/** The scenario's alarms; with `refine`, each change point is estimated again with every later record. */
function scenarioEvents(name, series, cfg, opts, refine = false) {
    const days = seriesDays(series);
    return [
        ...eventsOf(name, 'token_inflation', series, logStream(series, 'token_inflation', cfg), cfg, days, undefined, refine),
        ...eventsOf(name, 'latency_regression', series, logStream(series, 'latency_regression', cfg), cfg, days, undefined, refine),
        ...eventsOf(name, 'tool_calls', series, logStream(series, 'tool_calls', cfg), cfg, days, undefined, refine),
        ...eventsOf(name, 'behaviour_shift', series, featureStream(series, 'decomposes', opts), cfg, days, 'decomposes', refine),
        ...eventsOf(name, 'behaviour_shift', series, featureStream(series, 'risk', opts), cfg, days, 'risk', refine),
        ...eventsOf(name, 'pass_rate', series, passStream(series, cfg, opts), cfg, days, undefined, refine),
        ...toolAppearances(series, cfg.window, MAX_REFERENCE).map((a) => toolEvent(name, series, days, a, cfg.window)),
    ];
}
/** Every alarm over the whole history, per scenario (what a daily run would have reported, record by record). */
function driftEvents(records, cfg, opts = DEFAULT_DRIFT_OPTIONS) {
    const byName = seriesByScenario(records);
    const optsOf = withSuiteRates(byName, opts);
    return [...byName].flatMap(([name, series], i) => scenarioEvents(name, series, cfg, optsOf(i)));
}
/** Each scenario's options (by index) with the other scenarios' day-to-day estimate of every rate (streams.ts suiteRates), unless given. */
function withSuiteRates(byName, opts) {
    if (opts.suite !== undefined)
        return () => opts;
    const suite = suiteRates([...byName.values()], opts.dayToDaySd);
    return (i) => ({ ...opts, suite: suite(i) });
}
/** Each series position's day: the calendar day (UTC) of its record, counted over the days with records. */
function seriesDays(series) {
    // Stryker disable next-line UnaryOperator: only differences of days are read
    let day = -1;
    let date;
    return series.map((p) => {
        const d = p.record.timestamp.slice(0, 10);
        if (d !== date)
            day++;
        date = d;
        return day;
    });
}
/** The days (calendar day and context hash) with at least one evaluated run. */
function measuredDays(measured) {
    return new Set(measured.map((p) => `${p.record.timestamp.slice(0, 10)}\u0000${p.s.contextHash}`)).size;
}
function statusOf(name, series, cfg) {
    const measured = series.filter((p) => p.s.attempted > 0);
    return {
        scenario: name,
        records: measured.length,
        days: measuredDays(measured),
        need: cfg.window + 1,
        judged: measuredDays(measured) > cfg.window,
        failingThroughout: measured.length > 0 && measured.every((p) => !(0,verdict/* meetsThreshold */.M0)(p.s.passes, p.s.attempted, p.s.threshold)),
    };
}
/** The open findings at the latest record (a finding stays while its stream is still drifted, stillDrifted), and each scenario's state. */
function assessDrift(records, cfg, opts = streams_DEFAULT_DRIFT_OPTIONS) {
    const findings = [];
    const scenarios = [];
    const byName = seriesByScenario(records);
    const optsOf = withSuiteRates(byName, opts);
    for (const [i, [name, series]] of [...byName].entries()) {
        scenarios.push(statusOf(name, series, cfg));
        const latest = new Map();
        for (const e of scenarioEvents(name, series, cfg, optsOf(i), true)) {
            if (!e.open)
                continue;
            const key = `${e.kind}/${String(e.feature)}/${e.tool ?? ''}`;
            // A stream's events come in order of time: the last open one is the latest.
            latest.set(key, e);
        }
        for (const e of latest.values())
            findings.push(e.finding);
    }
    return { findings, scenarios };
}
/** The findings that hold at the latest record, scenario by scenario in order of first appearance. */
function detectDrift(records, cfg, opts = streams_DEFAULT_DRIFT_OPTIONS) {
    return assessDrift(records, cfg, opts).findings;
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


/***/ }),

/***/ 4377:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w$: () => (/* binding */ datetime)
/* harmony export */ });
/* unused harmony exports date, time, duration */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);



function datetime(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._isoDateTime */ .G1(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodISODateTime */ .You, params);
}
function date(params) {
    return core._isoDate(ZodISODate, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}


/***/ })

};
