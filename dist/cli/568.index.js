export const id = 568;
export const ids = [568];
export const modules = {

/***/ 8568:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Cn: () => (/* binding */ assessDrift),
  D9: () => (/* binding */ detectDrift)
});

// UNUSED EXPORTS: DRIFT_LEVEL, MAX_REFERENCE, attribute, driftEvents

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
/** The median of all pairwise |differences| of a record's values; undefined below 2 values. */
function pairwiseSpread(values) {
    if (values.length < 2)
        return undefined;
    const diffs = [];
    for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++)
            diffs.push(Math.abs((values[i] ?? 0) - (values[j] ?? 0)));
    }
    return medianOf(diffs);
}
/** For normal data, the median pairwise |difference| is Φ⁻¹(3/4)·√2·σ. */
const PAIRWISE_TO_SD = 0.6745 * Math.SQRT2;
/** For normal data, MAD·1.4826 estimates σ. */
const MAD_TO_SD = 1.4826;
/** The scale the Huber locations use: from the pooled spreads of the newest records up to each one. */
const SCALE_RECORDS = 30;
/**
 * The observations of a series of records (each the list of its runs' values; a record without a positive
 * value is undefined). Causal: record t's location uses the run-to-run scale of records ≤ t only.
 */
function logObservations(records) {
    const spreads = [];
    return records.map((values) => {
        const logs = values.filter((v) => v > 0).map((v) => Math.log(v));
        if (logs.length === 0)
            return undefined;
        const spread = pairwiseSpread(logs);
        if (spread !== undefined)
            spreads.push(spread);
        const scale = Math.max(MIN_LOG_SD, spreads.length > 0 ? medianOf(spreads.slice(-SCALE_RECORDS)) / PAIRWISE_TO_SD : MIN_LOG_SD);
        return { location: huberLocation(logs, scale), spread, runs: logs.length };
    });
}
function logReference(ref) {
    const spreads = ref.flatMap((o) => (o.spread === undefined ? [] : [o.spread]));
    const steps = ref.slice(1).map((o, i) => o.location - (ref[i]?.location ?? 0));
    return referenceFrom(Float64Array.from(ref.map((o) => o.location)).sort(), Float64Array.from(steps).sort(), Float64Array.from(spreads).sort(), ref.reduce((sum, o) => sum + locationVarianceFactor(o.runs), 0), ref.length);
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
function referenceFrom(locations, steps, spreads, factorSum, count) {
    const location = sortedMedian(locations, count);
    const mad = steps.length > 0 ? (sortedMad(steps, steps.length, sortedMedian(steps, steps.length)) * MAD_TO_SD) / Math.SQRT2 : 0;
    const fromRuns = spreads.length > 0 ? sortedMedian(spreads, spreads.length) / PAIRWISE_TO_SD : mad;
    const runSd = Math.max(MIN_LOG_SD, fromRuns);
    const explained = (runSd ** 2 * factorSum) / Math.max(1, count);
    const betweenVariance = Math.max(0, mad ** 2 - explained);
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
function slidingLogReference(observations) {
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
        return referenceFrom(locations, steps, spreads, factorSum, locations.length);
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
/** LLR of k events out of n under rate q1 vs rate q0. */
function binomialIncrement(k, n, q0, q1) {
    return k * Math.log(q1 / q0) + (n - k) * Math.log((1 - q1) / (1 - q0));
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
 * A self-starting one-sided CUSUM with restarts, over one scenario's records (docs/drift.md). Pure.
 *
 * The observation at position t is judged against the reference: the regime's observations before t (at
 * most `maxReference`, the newest). (Leaving the current excursion out of it was tried: a reference frozen
 * at its first records raised the false alarms of a 3-run suite to 90% of months.) Nothing is judged until the regime holds `minReference` of them.
 * When the sum reaches `level`, the stream alarms; the change point is estimated over the recent regime
 * and the regime restarts there, so the new level becomes the reference once it has enough records.
 */

function scanStream(observations, model, opts) {
    const alarms = [];
    let regimeStart = 0;
    let sum = 0;
    let excursionStart = 0;
    let judged = 0;
    const cap = opts.capShare * opts.level;
    for (let t = 0; t < observations.length; t++) {
        const obs = observations[t];
        if (obs === undefined)
            continue;
        if (t - regimeStart < opts.minReference) {
            sum = 0;
            excursionStart = t + 1;
            continue;
        }
        judged++;
        if (sum === 0)
            excursionStart = t;
        const to = t;
        const from = Math.max(regimeStart, to - opts.maxReference);
        sum = Math.max(0, sum + Math.min(cap, model.increment(observations, from, to, t)));
        if (sum === 0)
            excursionStart = t + 1;
        if (sum >= opts.level) {
            const segmentStart = Math.max(regimeStart, t - opts.maxReference);
            const preferred = opts.preferred ?? (() => false);
            const split = chooseSplit(model.splitGains(observations.slice(segmentStart, t + 1)), (s) => preferred(segmentStart + s), opts.preferenceMargin ?? 0);
            const change = split === undefined ? Math.min(excursionStart, t) : segmentStart + split;
            const refFrom = Math.max(regimeStart, change - opts.maxReference);
            alarms.push({ at: t, change, statistic: sum, reference: [refFrom, change] });
            regimeStart = change;
            sum = 0;
            excursionStart = t + 1;
        }
    }
    return { alarms, judged };
}

// EXTERNAL MODULE: ./src/format/percent.ts
var percent = __webpack_require__(7426);
// EXTERNAL MODULE: ./src/stats/summary.ts
var summary = __webpack_require__(2303);
;// CONCATENATED MODULE: ./src/drift/streams.ts



/** The decision level h of every CUSUM, in nats; calibrated by sim/drift.ts for the suite-level false-alarm target. */
const DRIFT_LEVEL = 9;
/** The pass-rate CUSUM looks for a fall to the threshold, and at least this far below the reference rate. */
const PASS_DROP = 0.15;
/** The feature CUSUM looks for the other values' share to reach 50%, and at least this far above the reference. */
const FEATURE_RISE = 0.25;
function logStream(series, kind, cfg) {
    const positions = [];
    const observations = [];
    logObservations(series.map((p) => (kind === 'token_inflation' ? p.s.tokens.runs : p.s.latencyMs.runs))).forEach((obs, i) => {
        if (obs === undefined)
            return;
        positions.push(i);
        observations.push(obs);
    });
    const shift = Math.log(1 + (kind === 'token_inflation' ? cfg.token_inflation : cfg.latency_regression));
    const unit = kind === 'token_inflation' ? 'tokens' : 'latency (ms)';
    const reference = slidingLogReference(observations);
    return {
        positions,
        observations,
        level: DRIFT_LEVEL,
        model: {
            increment: (all, from, to, t) => {
                const obs = all[t];
                return obs === undefined ? 0 : logIncrement(reference(from, to), obs, shift);
            },
            splitGains: (segment) => {
                // Run-to-run spread is not moved by a change of level; record-to-record variation is, so it comes
                // from the older half of the segment only.
                const runSd = logReference(segment).runSd;
                const between = logReference(segment.slice(0, Math.ceil(segment.length / 2))).betweenVariance;
                return gaussianSplitGains(segment.map((o) => ({ y: o.location, variance: runSd ** 2 * locationVarianceFactor(o.runs) + between })));
            },
        },
        describe: (alarm, obs) => {
            const before = Math.exp(medianOf(obs.slice(alarm.reference[0], alarm.reference[1]).map((o) => o.location)));
            const after = Math.exp(medianOf(obs.slice(alarm.change, alarm.at + 1).map((o) => o.location)));
            const what = `${unit} per run rose ${(0,percent/* formatPercent */.l)(after / before - 1)} (median ${Math.round(before)} → ${Math.round(after)})`;
            return { what, before, after };
        },
    };
}
function rateOf(counts) {
    const n = counts.reduce((s, c) => s + c.n, 0);
    return n === 0 ? 0 : counts.reduce((s, c) => s + c.k, 0) / n;
}
function passStream(series, cfg) {
    const positions = [];
    const observations = [];
    series.forEach((p, i) => {
        if (p.s.attempted === 0)
            return;
        positions.push(i);
        observations.push({ k: p.s.passes, n: p.s.attempted, threshold: p.s.threshold });
    });
    return {
        positions,
        observations,
        level: (DRIFT_LEVEL * cfg.consecutive_failures) / 3,
        model: {
            increment: (all, from, to, t) => {
                const obs = all[t];
                if (obs === undefined)
                    return 0;
                let k = 0;
                let n = 0;
                for (let i = from; i < to; i++) {
                    k += all[i]?.k ?? 0;
                    n += all[i]?.n ?? 0;
                }
                const p0 = shrunkRate(k, n);
                const p1 = Math.max(0.01, Math.min(obs.threshold, p0 - PASS_DROP));
                return binomialIncrement(obs.k, obs.n, p0, p1);
            },
            splitGains: (segment) => binomialSplitGains(segment, 'down'),
        },
        describe: (alarm, obs) => {
            const before = rateOf(obs.slice(alarm.reference[0], alarm.reference[1]));
            const after = rateOf(obs.slice(alarm.change, alarm.at + 1));
            const threshold = obs[alarm.at]?.threshold ?? 0;
            return { what: `pass rate fell from ${(0,percent/* formatPercent */.l)(before)} to ${(0,percent/* formatPercent */.l)(after)} (threshold ${(0,percent/* formatPercent */.l)(threshold)})`, before, after };
        },
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
    return { counts, n };
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
const others = (c, mode) => c.n - (mode === undefined ? 0 : (c.counts.get(mode) ?? 0));
function featureStream(series, feature) {
    const positions = [];
    const observations = [];
    series.forEach((p, i) => {
        const values = featureValues(p.s, feature);
        if (values.length === 0)
            return;
        positions.push(i);
        observations.push(countValues(values));
    });
    const shareOf = (obs, mode) => {
        const all = pooled(obs);
        return all.n === 0 ? 0 : others(all, mode) / all.n;
    };
    return {
        positions,
        observations,
        level: DRIFT_LEVEL,
        model: {
            increment: (observed, from, to, t) => {
                const obs = observed[t];
                if (obs === undefined)
                    return 0;
                const all = pooled(observed.slice(from, to));
                const mode = modeOf(all);
                const q0 = shrunkRate(others(all, mode), all.n);
                const q1 = Math.min(0.95, Math.max(0.5, q0 + FEATURE_RISE));
                return q1 <= q0 ? 0 : binomialIncrement(others(obs, mode), obs.n, q0, q1);
            },
            splitGains: (segment) => {
                const mode = modeOf(pooled(segment.slice(0, Math.ceil(segment.length / 2))));
                return binomialSplitGains(segment.map((c) => ({ k: others(c, mode), n: c.n })), 'up');
            },
        },
        describe: (alarm, obs) => {
            const reference = obs.slice(alarm.reference[0], alarm.reference[1]);
            const mode = modeOf(pooled(reference));
            const before = shareOf(reference, mode);
            const after = shareOf(obs.slice(alarm.change, alarm.at + 1), mode);
            const what = `behaviour shift: ${feature} values other than ${mode === undefined ? 'none' : (0,summary/* showFeature */.C7)(mode)} ` +
                `rose from ${(0,percent/* formatPercent */.l)(before)} to ${(0,percent/* formatPercent */.l)(after)} of runs`;
            return { what, before, after };
        },
    };
}

// EXTERNAL MODULE: ./src/stats/verdict.ts
var verdict = __webpack_require__(9850);
;// CONCATENATED MODULE: ./src/drift/detect.ts






/** The newest records of the current level that form the reference. */
const MAX_REFERENCE = 30;
/** One record adds at most this share of the level: no single record fires a detector. */
const CAP_SHARE = 0.6;
/** A context change is e² ≈ 7 times likelier than another record to be where a change began (see chooseSplit). */
const CONTEXT_PRIOR_NATS = 2;
const detect_short = (sha) => sha.slice(0, 7);
function models(r) {
    return r.providers.map((p) => `${p.name}=${p.model ?? p.type}`).join(', ');
}
/** A context change whose first record is within ±1 of the change point, else model drift. */
function attribute(series, change) {
    let best;
    for (let i = Math.max(1, change - 1); i <= Math.min(series.length - 1, change + 1); i++) {
        if (series[i]?.s.contextHash === series[i - 1]?.s.contextHash)
            continue;
        if (best === undefined || Math.abs(i - change) < Math.abs(best - change))
            best = i;
    }
    if (best !== undefined)
        return { type: 'context_changed', sha: series[best]?.record.sha ?? '' };
    let start = Math.min(Math.max(0, change), series.length - 1);
    const hash = series[start]?.s.contextHash;
    while (start > 0 && series[start - 1]?.s.contextHash === hash)
        start--;
    return { type: 'model_drift', since: series[start]?.record.sha ?? '' };
}
function explain(series, change, at, cause) {
    if (cause.type === 'context_changed')
        return `the context changed at ${detect_short(cause.sha)}`;
    const before = series[Math.max(0, change - 1)]?.record;
    const latest = series[at]?.record;
    const changed = before && latest && models(before) !== models(latest) ? ` (providers were ${models(before)}, now ${models(latest)})` : '';
    return `the context is unchanged since ${detect_short(cause.since)}: provider or model drift${changed}`;
}
function eventsOf(scenario, kind, series, stream, cfg, feature, refineFrom) {
    const newContext = (position) => {
        const i = stream.positions[position] ?? 0;
        return i > 0 && series[i]?.s.contextHash !== series[i - 1]?.s.contextHash;
    };
    const scan = scanStream(stream.observations, stream.model, {
        minReference: cfg.window,
        maxReference: MAX_REFERENCE,
        level: stream.level,
        capShare: CAP_SHARE,
        preferred: newContext,
        preferenceMargin: CONTEXT_PRIOR_NATS,
    });
    return scan.alarms.map((raw, i) => {
        const alarm = refineFrom !== undefined && (stream.positions[raw.at] ?? 0) >= refineFrom ? refined(raw, scan.alarms[i + 1], stream, newContext) : raw;
        const at = stream.positions[alarm.at] ?? 0;
        const change = stream.positions[alarm.change] ?? at;
        const cause = attribute(series, change);
        const { what, before, after } = stream.describe(alarm, stream.observations);
        const changeSha = series[change]?.record.sha ?? '';
        const detectedSha = series[at]?.record.sha ?? '';
        const message = `${scenario}: ${what} from ${detect_short(changeSha)} on (detected at ${detect_short(detectedSha)}); ${explain(series, change, at, cause)}`;
        const finding = { scenario, kind, message, cause, changeSha, detectedSha, before, after, ...(feature === undefined ? {} : { feature }) };
        return { scenario, kind, at, change, finding, ...(feature === undefined ? {} : { feature }) };
    });
}
/**
 * An alarm's change point estimated again over every observation since, up to the next alarm's change (or
 * the latest record): a finding stays for `window` records, and its attribution uses all of them.
 */
function refined(alarm, next, stream, preferred) {
    const from = alarm.reference[0];
    const to = next === undefined ? stream.observations.length : next.change;
    const split = chooseSplit(stream.model.splitGains(stream.observations.slice(from, to)), (s) => preferred(from + s), CONTEXT_PRIOR_NATS);
    if (split === undefined)
        return alarm;
    return { ...alarm, change: from + split, reference: [from, from + split] };
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
/** The scenario's alarms; those at or after series position `refineFrom` get their change point refined with every later record. */
function scenarioEvents(name, series, cfg, refineFrom) {
    return [
        ...eventsOf(name, 'token_inflation', series, logStream(series, 'token_inflation', cfg), cfg, undefined, refineFrom),
        ...eventsOf(name, 'latency_regression', series, logStream(series, 'latency_regression', cfg), cfg, undefined, refineFrom),
        ...eventsOf(name, 'behaviour_shift', series, featureStream(series, 'decomposes'), cfg, 'decomposes', refineFrom),
        ...eventsOf(name, 'behaviour_shift', series, featureStream(series, 'risk'), cfg, 'risk', refineFrom),
        ...eventsOf(name, 'pass_rate', series, passStream(series, cfg), cfg, undefined, refineFrom),
    ];
}
/** Every alarm over the whole history, per scenario (what a daily run would have reported, record by record). */
function driftEvents(records, cfg) {
    return [...seriesByScenario(records)].flatMap(([name, series]) => scenarioEvents(name, series, cfg));
}
function statusOf(name, series, cfg) {
    const measured = series.filter((p) => p.s.attempted > 0);
    return {
        scenario: name,
        records: measured.length,
        need: cfg.window + 1,
        judged: measured.length > cfg.window,
        failingThroughout: measured.length > 0 && measured.every((p) => !(0,verdict/* meetsThreshold */.M0)(p.s.passes, p.s.attempted, p.s.threshold)),
    };
}
/** The findings that hold at the latest record, and each scenario's state. */
function assessDrift(records, cfg) {
    const findings = [];
    const scenarios = [];
    for (const [name, series] of seriesByScenario(records)) {
        scenarios.push(statusOf(name, series, cfg));
        const last = series.length - 1;
        const latest = new Map();
        for (const e of scenarioEvents(name, series, cfg, last - cfg.window + 1)) {
            if (e.at <= last - cfg.window)
                continue;
            const key = `${e.kind}/${e.feature ?? ''}`;
            const seen = latest.get(key);
            if (seen === undefined || e.at > seen.at)
                latest.set(key, e);
        }
        for (const e of latest.values())
            findings.push(e.finding);
    }
    return { findings, scenarios };
}
/** The findings that hold at the latest record, scenario by scenario in order of first appearance. */
function detectDrift(records, cfg) {
    return assessDrift(records, cfg).findings;
}


/***/ }),

/***/ 7426:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ formatPercent)
/* harmony export */ });
/**
 * The one formatter for every pass rate, threshold and share of runs a person reads: the Markdown comment,
 * the console, JUnit, the verdict's reason, the reviewer's payload, the drift texts, `context-eval
 * history` and the dashboard (issue 14: "one formatter per quantity"). Pure.
 *
 * It lives here, outside src/report, because the verdict's reason is written in src/stats, and the pure
 * core (src/stats) does not import the renderers; src/report/format.ts re-exports it.
 *
 * The rule: percent; whole when the fraction is a whole percent; otherwise three significant digits
 * (one decimal from 10%, two below 10%, three below 1%), never rounded up past what the fraction reaches,
 * so a rate just under a threshold or under 100% never reads as reaching it: 2/3 → "66.6%",
 * 0.9996 → "99.9%", 0.0125 → "1.25%".
 */
/** Below this, a difference is floating-point noise (0.7 × 100 = 70.00000000000001). */
const NOISE = 1e-9;
function formatPercent(fraction) {
    const pct = fraction * 100;
    const whole = Math.round(pct);
    if (Math.abs(pct - whole) < NOISE * Math.max(1, Math.abs(pct)))
        return `${whole}%`;
    const decimals = Math.max(1, 2 - Math.floor(Math.log10(Math.abs(pct))));
    const scale = 10 ** decimals;
    const floored = Math.floor(pct * scale * (1 + NOISE)) / scale;
    return `${floored.toFixed(decimals).replace(/\.?0+$/, '')}%`;
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
    const rate = attempted > 0 ? `${t.passes}/${attempted} passed` : 'no run was evaluated';
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
