"""The outside reference for src/stats: checks the cases that test/real-model/reference-cases.ts computed in
TypeScript against scipy and an independent numpy computation. Test lane only (`npm run test:real-model`):
the product never runs Python.

    python3 stats_reference.py CASES.json RESULT.json

- binomial tails: src/stats/binomial.ts binomialCdf  vs  scipy.stats.binom.cdf
- Clopper-Pearson: src/stats/interval.ts exactInterval  vs  scipy's beta quantiles (every case) and
  scipy.stats.binomtest(k, n).proportion_ci(method='exact') (a subset)
- sequential designs (src/stats/group-sequential.ts, through the threshold test and the baseline comparison):
  the flag boundaries r(n) recalibrated from alpha and the spending function (alpha * (n / cap)^2), the accept
  rules recomputed (scipy's binomial tail; Wald's log-likelihood ratio), then the null flag rate and
  operating(p) by an independent dynamic programme in numpy, and by a Monte Carlo of 10^5 paths on a subset.
"""
import json
import math
import sys
import time

import numpy as np
from scipy import stats

started = time.time()
cases = json.load(open(sys.argv[1]))
result = {}

# --- binomial tails --------------------------------------------------------------------------------------------
b = cases["binomial"]
c = np.array([x["c"] for x in b], dtype=float)
n = np.array([x["n"] for x in b], dtype=float)
p = np.array([x["p"] for x in b])
ts = np.array([x["ts"] for x in b])
ref = stats.binom.cdf(c, n, p)
err = np.abs(ts - ref)
i = int(np.argmax(err))
result["binomial"] = {"cases": len(b), "maxAbsError": float(err[i]), "worst": {**b[i], "scipy": float(ref[i])}}

marks = {"binomial": round(time.time() - started, 1)}
# --- Clopper-Pearson -------------------------------------------------------------------------------------------
# Every case against the exact interval's beta quantiles (vectorised), and every `ciEvery`-th case also through
# binomtest(k, n).proportion_ci(method='exact') itself (a few ms a call: all 10,000 would take a minute).
iv = cases["interval"]
k = np.array([x["k"] for x in iv], dtype=float)
n = np.array([x["n"] for x in iv], dtype=float)
tail = (1 - np.array([x["level"] for x in iv])) / 2
with np.errstate(all="ignore"):
    low = np.where(k == 0, 0.0, stats.beta.ppf(tail, k, n - k + 1))
    high = np.where(k == n, 1.0, stats.beta.ppf(1 - tail, k + 1, n - k))
err = np.maximum(np.abs(low - np.array([x["low"] for x in iv])), np.abs(high - np.array([x["high"] for x in iv])))
i = int(np.argmax(err))
worst = (float(err[i]), {**iv[i], "scipyLow": float(low[i]), "scipyHigh": float(high[i])})
direct = (0.0, None, 0)
for x in iv[:: cases["ciEvery"]]:
    ci = stats.binomtest(x["k"], x["n"]).proportion_ci(confidence_level=x["level"], method="exact")
    e = max(abs(ci.low - x["low"]), abs(ci.high - x["high"]))
    direct = (max(direct[0], e), {**x, "scipyLow": float(ci.low), "scipyHigh": float(ci.high)} if e >= direct[0] else direct[1], direct[2] + 1)
result["interval"] = {"cases": len(iv), "maxAbsError": worst[0], "worst": worst[1], "binomtestCases": direct[2], "binomtestMaxAbsError": direct[0], "binomtestWorst": direct[1]}

marks["interval"] = round(time.time() - started, 1)
# --- sequential designs ----------------------------------------------------------------------------------------
EPS = 1e-12
TIE = 1e-9


_sf = {}


def sf_row(n, p):
    """P(X >= k | n, p) for k = 0..n (scipy's binomial survival function, one vectorised call)."""
    key = (n, p)
    if key not in _sf:
        _sf[key] = stats.binom.sf(np.arange(n + 1) - 1, n, p)
    return _sf[key]


def own_accept(d, k, n):
    """The accept rule from its definition; returns (accepts, margin from the boundary)."""
    if d["kind"] == "threshold":
        t = d["threshold"]
        p1 = max(1e-6, t["theta"] - t["tolerance"])
        if k == 0:
            return False, math.inf
        tail = sf_row(n, p1)[k]  # P(X >= k | n, theta - tolerance)
        bound = 1 - t["passConfidence"]
        return tail <= bound + EPS, abs(tail - bound)
    cmp = d["comparison"]
    mean = cmp["nullMean"]
    p1 = max(mean - cmp["delta"], min(0.01, mean / 2))
    llr = k * math.log(p1 / mean) + (n - k) * math.log((1 - p1) / (1 - mean))
    bound = math.log(cmp["beta"] / (1 - d["alpha"]))
    return llr <= bound + EPS, abs(llr - bound)


def null_q(d, n):
    if d["kind"] == "threshold":
        return np.full(n + 1, d["threshold"]["theta"])
    return np.array(d["comparison"]["predictive"][n])


def calibrate(d, accept):
    """r(n) at each look: the largest count whose null probability of having flagged by n stays within
    alpha * min(1, (n / cap)^2); returns (r by look, the smallest distance of a cumulative sum to its bound)."""
    cap, looks = d["cap"], set(d["looks"])
    layer = np.array([1.0])
    flagged = 0.0
    r_of, margin = {}, math.inf
    for m in range(0, cap + 1):
        if m >= 1 and m in looks:
            allowed = d["alpha"] * min(1.0, (m / cap) ** 2)
            cum = flagged + np.cumsum(layer)
            ok = np.nonzero(cum <= allowed + EPS)[0]
            r = int(ok[-1]) if len(ok) else -1
            # the cumulative sums nearest the bound decide r: a tie within TIE may go either way in floating point
            margin = min(margin, float(np.min(np.abs(cum - allowed))))
            r_of[m] = r
            flagged += float(layer[: r + 1].sum())
            layer = layer.copy()
            layer[: r + 1] = 0
            stop = np.array([m >= cap or accept[m][k] for k in range(m + 1)])
            layer[(np.arange(m + 1) > r) & stop] = 0
        if m == cap:
            break
        q = null_q(d, m)
        nxt = np.zeros(m + 2)
        nxt[1:] += layer * q
        nxt[:-1] += layer * (1 - q)
        layer = nxt
    return r_of, margin


def dp(d, r_of, accept, q_of):
    """P(flag) and the expected runs, summed over every path."""
    cap = d["cap"]
    layer = np.array([1.0])
    flag = runs = 0.0
    for m in range(0, cap + 1):
        if m in r_of:
            r = r_of[m]
            ks = np.arange(m + 1)
            fl = ks <= r
            stop = (~fl) & np.array([m >= cap or accept[m][k] for k in range(m + 1)])
            flag += float(layer[fl].sum())
            runs += m * float(layer[fl | stop].sum())
            layer = np.where(fl | stop, 0.0, layer)
        if m == cap:
            break
        q = q_of(m)
        nxt = np.zeros(m + 2)
        nxt[1:] += layer * q
        nxt[:-1] += layer * (1 - q)
        layer = nxt
    return flag, runs


def monte_carlo(d, r_of, accept, q_paths, paths, rng):
    """Flag rate and mean runs over `paths` simulated paths; q_paths(m, k) is each path's chance to pass next."""
    cap = d["cap"]
    k = np.zeros(paths, dtype=np.int64)
    alive = np.ones(paths, dtype=bool)
    flagged = np.zeros(paths, dtype=bool)
    runs = np.zeros(paths)
    for m in range(0, cap + 1):
        if m in r_of:
            fl = alive & (k <= r_of[m])
            acc_row = np.array(accept[m]) if m < cap else np.ones(m + 1, dtype=bool)
            st = alive & ~fl & acc_row[np.minimum(k, m)]
            flagged |= fl
            runs[fl | st] = m
            alive &= ~(fl | st)
        if m == cap or not alive.any():
            break
        k += alive & (rng.random(paths) < q_paths(m, k))
    return flagged.mean(), runs.mean(), runs.std()


designs = cases["designs"]
mismatch = {"accept": 0, "acceptTies": 0, "flagAtMost": 0, "flagAtMostTies": 0}
max_err = {"nullFlagRate": 0.0, "flag": 0.0, "expectedRuns": 0.0}
worst_flag = None
over_alpha = 0
mc_stats = {"designs": 0, "paths": cases["mcPaths"], "checks": 0, "maxZ": 0.0, "worst": None}
rng = np.random.default_rng(cases["seed"])
for di, d in enumerate(designs):
    looks = d["looks"]
    # accept rules, recomputed; TypeScript's table is compared outside the flag region
    accept = {}
    for li, m in enumerate(looks):
        row = []
        for k in range(m + 1):
            a, margin = own_accept(d, k, m)
            row.append(a)
            if k > d["flagAtMost"][li] and a != d["accepts"][li][k]:
                mismatch["acceptTies" if margin < TIE else "accept"] += 1
        accept[m] = row
    # The accepting stops are non-binding: the flag region is calibrated, and the null flag rate computed,
    # as if sampling always went on to the cap (src/stats/group-sequential.ts).
    never = {m: [False] * (m + 1) for m in looks}
    r_of, margin = calibrate(d, never)
    for li, m in enumerate(looks):
        if r_of[m] != d["flagAtMost"][li]:
            mismatch["flagAtMostTies" if margin < TIE else "flagAtMost"] += 1
    null_flag, _ = dp(d, r_of, never, lambda m: null_q(d, m))
    if null_flag > d["alpha"] + 1e-12:
        over_alpha += 1
    max_err["nullFlagRate"] = max(max_err["nullFlagRate"], abs(null_flag - d["nullFlagRate"]))
    for o in d["operating"]:
        f, er = dp(d, r_of, accept, lambda m, p=o["p"]: p)
        e = abs(f - o["flag"])
        if e >= max_err["flag"]:
            max_err["flag"] = e
            worst_flag = {"design": di, "kind": d["kind"], "p": o["p"], "ts": o["flag"], "python": f}
        max_err["expectedRuns"] = max(max_err["expectedRuns"], abs(er - o["expectedRuns"]))
    # Monte Carlo on every `mcEvery`-th design: under the null, and at the second operating point
    if di % cases["mcEvery"] == 0:
        mc_stats["designs"] += 1
        P = cases["mcPaths"]
        if d["kind"] == "threshold":
            theta = d["threshold"]["theta"]
            null_paths = lambda m, k, t=theta: t
        else:
            table = d["comparison"]["predictive"]
            null_paths = lambda m, k, t=table: np.array(t[m])[k]
        alt = d["operating"][1]
        for label, qp, exact_flag, exact_runs in (
            ("null", null_paths, d["nullFlagRate"], None),
            (f"p={alt['p']:.3f}", lambda m, k, p=alt["p"]: p, alt["flag"], alt["expectedRuns"]),
        ):
            # The null flag rate is non-binding (sampling goes on to the cap); the operating point stops at accepts.
            f, mean_runs, sd_runs = monte_carlo(d, r_of, never if label == "null" else accept, qp, P, rng)
            z = abs(f - exact_flag) / max(math.sqrt(exact_flag * (1 - exact_flag) / P), 1 / P)
            zs = [z]
            if exact_runs is not None:
                zs.append(abs(mean_runs - exact_runs) / max(sd_runs / math.sqrt(P), 1e-9))
            mc_stats["checks"] += len(zs)
            if max(zs) >= mc_stats["maxZ"]:
                mc_stats["maxZ"] = max(zs)
                mc_stats["worst"] = {"design": di, "kind": d["kind"], "at": label, "exactFlag": exact_flag, "mcFlag": float(f), "exactRuns": exact_runs, "mcRuns": float(mean_runs)}

result["designs"] = {
    "cases": len(designs),
    "threshold": sum(1 for d in designs if d["kind"] == "threshold"),
    "comparison": sum(1 for d in designs if d["kind"] == "comparison"),
    "operatingCases": sum(len(d["operating"]) for d in designs),
    "mismatches": mismatch,
    "maxAbsError": max_err,
    "worstFlag": worst_flag,
    "nullFlagAboveAlpha": over_alpha,
    "monteCarlo": mc_stats,
}
result["versions"] = {"scipy": __import__("scipy").__version__, "numpy": np.__version__, "python": sys.version.split()[0]}
marks["designs"] = round(time.time() - started, 1)
result["seconds"] = round(time.time() - started, 1)
result["marks"] = marks
json.dump(result, open(sys.argv[2], "w"), indent=2)
