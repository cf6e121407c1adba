export const id = 578;
export const ids = [578];
export const modules = {

/***/ 16:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ DEFAULT_MAX_STEPS)
/* harmony export */ });
/**
 * What an agent run is made of (DESIGN §3b): the tools a role offers, the calls a model makes, the frozen
 * world that answers them, and the trajectory a run leaves. Pure types: the loop (loop.ts), the world
 * (world.ts), the tools files (tools.ts) and the trajectory expectations (expectations.ts) share them, and
 * every provider speaks them through src/providers/types.ts.
 */
/** A role with tools and no `max_steps` gets this many model turns in one run (docs/agents.md). */
const DEFAULT_MAX_STEPS = 10;


/***/ }),

/***/ 4497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   manifestCommand: () => (/* binding */ manifestCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2317);
/* harmony import */ var _config_folders_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4407);
/* harmony import */ var _config_io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7556);
/* harmony import */ var _config_types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2143);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1136);
/* harmony import */ var _manifest_manifest_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1490);
/* harmony import */ var _manifest_tokenizer_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9176);
/* harmony import */ var _manifest_cost_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9760);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7593);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1145);
/** `context-eval manifest`: what each role's model receives, with token counts, and the diff against --base. */











function scenarioCounts(loaded) {
    const counts = {};
    for (const s of loaded.scenarios)
        counts[s.role] = (counts[s.role] ?? 0) + 1;
    return counts;
}
async function manifestCommand(values, io) {
    const configPath = (0,_shared_js__WEBPACK_IMPORTED_MODULE_9__/* .configPathOf */ .j$)(values, io);
    const format = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .formatOption */ .Bx)(values);
    const role = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .stringOption */ .Pp)(values, 'role');
    const base = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .stringOption */ .Pp)(values, 'base');
    const head = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z)(configPath, { env: io.env });
    // Through the one path resolver when read: a file may have become a link out of the repository since loading.
    const readRoleFile = (0,_config_folders_js__WEBPACK_IMPORTED_MODULE_2__/* .roleFileReader */ .U)(head, io.readText);
    const readHead = async (rel) => {
        try {
            return await readRoleFile(rel);
        }
        catch (err) {
            if ((0,_config_io_js__WEBPACK_IMPORTED_MODULE_3__/* .isNotFound */ .c4)(err))
                return undefined;
            throw err;
        }
    };
    const headManifest = await (0,_manifest_manifest_js__WEBPACK_IMPORTED_MODULE_6__/* .buildManifest */ .u1)(head.config, scenarioCounts(head), readHead, _manifest_tokenizer_js__WEBPACK_IMPORTED_MODULE_10__/* .countTokens */ .i, role);
    // What each scenario costs, before any call (issue 31 item 5): every scenario's test at its plain-run share.
    const calls = (0,_manifest_cost_js__WEBPACK_IMPORTED_MODULE_7__/* .suiteCosts */ .D4)(head.config, head.scenarios).filter((c) => role === undefined || c.role === role);
    const callsText = calls.length === 0 ? '' : `\ncalls per role, before any call (docs/statistics.md):\n${(0,_manifest_cost_js__WEBPACK_IMPORTED_MODULE_7__/* .roleCostLines */ .Rh)(calls).map((l) => `  ${l}\n`).join('')}`;
    if (base === undefined) {
        io.stdout(format === 'json' ? `${JSON.stringify({ roles: headManifest, calls }, null, 2)}\n` : (0,_shared_js__WEBPACK_IMPORTED_MODULE_9__/* .fitted */ .$5)((0,_manifest_manifest_js__WEBPACK_IMPORTED_MODULE_6__/* .renderManifestText */ .dv)(headManifest) + callsText, io));
        return 0;
    }
    // The base side: the config and prompt files as they are at REF, read through git.
    const root = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_5__/* .repoRoot */ .jv)(io.cwd);
    const atBase = async (abs) => {
        const text = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_5__/* .showFile */ .II)(base, node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(root, abs).split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/'), io.cwd);
        if (text === undefined)
            throw Object.assign(new Error(`${abs} does not exist at ${base}`), { code: 'ENOENT' });
        return text;
    };
    let baseManifest = [];
    try {
        const baseLoaded = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z)(configPath, { env: io.env, readFile: atBase, listFiles: async () => [] });
        const readBase = async (rel) => atBase(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(baseLoaded.dir, rel)).catch(() => undefined);
        const baseRoles = role !== undefined && !(role in baseLoaded.config.roles) ? undefined : role;
        // A base tools file that does not parse counts as absent: this PR may be the one that fixes it.
        baseManifest = await (0,_manifest_manifest_js__WEBPACK_IMPORTED_MODULE_6__/* .buildManifest */ .u1)(baseLoaded.config, {}, readBase, _manifest_tokenizer_js__WEBPACK_IMPORTED_MODULE_10__/* .countTokens */ .i, baseRoles, { lenientTools: true });
    }
    catch (err) {
        if (!(err instanceof _config_types_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .x) || !/not found|does not exist/.test(err.message))
            throw err;
        // No config at the base: every role is new.
    }
    const diff = (0,_manifest_manifest_js__WEBPACK_IMPORTED_MODULE_6__/* .diffManifest */ .Hq)(baseManifest, headManifest);
    io.stdout(format === 'json' ? `${JSON.stringify({ roles: headManifest, base, diff, calls }, null, 2)}\n` : (0,_shared_js__WEBPACK_IMPORTED_MODULE_9__/* .fitted */ .$5)((0,_manifest_manifest_js__WEBPACK_IMPORTED_MODULE_6__/* .renderManifestText */ .dv)(headManifest, diff) + callsText, io));
    return 0;
}


/***/ }),

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

/***/ 9760:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Az: () => (/* binding */ costSummary),
/* harmony export */   D4: () => (/* binding */ suiteCosts),
/* harmony export */   Dc: () => (/* binding */ COSTLY_FACTOR),
/* harmony export */   Rh: () => (/* binding */ roleCostLines),
/* harmony export */   Y6: () => (/* binding */ costlyLines)
/* harmony export */ });
/* unused harmony export scenarioCost */
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2541);
/* harmony import */ var _agent_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16);
/* harmony import */ var _stats_threshold_test_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3421);
/* harmony import */ var _stats_error_budget_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8231);
/* harmony import */ var _format_percent_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7426);
/* harmony import */ var _scenarios_own_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1169);






const judgesOf = (expect) => expect.filter((e) => e.kind === 'judge').length;
/** The stages' roles and judges: a chain's every stage, else the scenario's role. */
function perRun(s, config) {
    const roles = s.chain === undefined ? [s.role] : s.chain.map((stage) => stage.role);
    let max = 0;
    let agent = false;
    for (const name of roles) {
        const role = config.roles[name];
        const tools = role?.tools !== undefined;
        agent ||= tools;
        max += tools ? (role?.max_steps ?? _agent_types_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_MAX_STEPS */ .z) : 1;
    }
    const judges = judgesOf(s.expect) + (s.chain ?? []).reduce((n, stage) => n + judgesOf(stage.expect), 0);
    return { expected: roles.length + judges, max: max + judges, judges, agent };
}
/** The scenario's own rule and each own-rule expectation's, as their tests see them. */
function settingsOf(s) {
    const verdict = s.verdict ?? _config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .VERDICT_DEFAULTS */ .tw.verdict;
    return [
        { threshold: s.threshold, verdict, label: 'threshold' },
        ...(0,_scenarios_own_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .ownRules */ .o)(s).flatMap((r) => (r.expectation.own === undefined ? [] : [{ threshold: r.expectation.own.threshold, verdict: r.expectation.own.verdict ?? verdict, label: `${(0,_scenarios_own_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .ownRuleLabel */ .R)(r)} (line ${r.expectation.source.line}), its own threshold` }])),
    ];
}
function scenarioCost(s, config, alphaShare) {
    const tolerance = s.tolerance ?? _config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .VERDICT_DEFAULTS */ .tw.tolerance;
    const cap = Math.max(s.maxRuns ?? _config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .VERDICT_DEFAULTS */ .tw.max_runs, s.runs);
    let expectedRuns = 0;
    let maxRuns = 0;
    let why;
    for (const t of settingsOf(s)) {
        if (t.verdict === 'count') {
            expectedRuns = Math.max(expectedRuns, s.runs);
            maxRuns = Math.max(maxRuns, s.runs);
            continue;
        }
        const test = (0,_stats_threshold_test_js__WEBPACK_IMPORTED_MODULE_1__/* .thresholdTestFor */ .b0)({ threshold: t.threshold, tolerance, alpha: alphaShare, planned: s.runs, cap });
        const runs = (0,_stats_threshold_test_js__WEBPACK_IMPORTED_MODULE_1__/* .alwaysPassingRuns */ .X1)(test);
        maxRuns = Math.max(maxRuns, test.cap);
        if (runs > expectedRuns) {
            expectedRuns = runs;
            why = runs > s.runs ? `${t.label} ${(0,_format_percent_js__WEBPACK_IMPORTED_MODULE_4__/* .formatPercent */ .l)(t.threshold)} with tolerance ${tolerance} needs ${runs} passing runs to pass` : undefined;
        }
    }
    const call = perRun(s, config);
    return {
        scenario: s.name,
        role: s.role,
        file: s.file,
        line: s.source.line,
        planned: s.runs,
        expectedRuns,
        expectedCalls: expectedRuns * call.expected,
        maxRuns,
        maxCalls: maxRuns * call.max,
        callsPerRun: { expected: call.expected, max: call.max },
        judges: call.judges,
        agent: call.agent,
        ...(why === undefined ? {} : { why }),
    };
}
/** Every scenario's cost, each test at the share of compare.alpha a plain run of the whole suite gives it. */
function suiteCosts(config, scenarios) {
    const tests = scenarios.reduce((n, s) => n + settingsOf(s).filter((t) => t.verdict === 'test').length, 0);
    const alphaShare = (0,_stats_error_budget_js__WEBPACK_IMPORTED_MODULE_5__/* .thresholdAlpha */ .O)(config.compare.alpha, tests, 0);
    return scenarios.map((s) => scenarioCost(s, config, alphaShare));
}
/** More than this many calls per planned run is worth a word. */
const COSTLY_FACTOR = 2;
const sum = (costs, key) => costs.reduce((n, c) => n + c[key], 0);
const num = (n) => n.toLocaleString('en-US');
/** "calls if every run passes: 46; at most 453 (each scenario's cap)". */
function costSummary(costs) {
    const agents = costs.some((c) => c.agent) ? ' (agents: one turn a stage)' : '';
    return `calls if every run passes: ${num(sum(costs, 'expectedCalls'))}${agents}; at most ${num(sum(costs, 'maxCalls'))} (each scenario's cap)`;
}
/** The scenarios whose calls, every run passing, exceed twice their runs: "strict (b.yaml:1): 38 calls for runs: 3 — why". */
function costlyLines(costs) {
    return costs
        .filter((c) => c.expectedCalls > COSTLY_FACTOR * c.planned)
        .map((c) => {
        const calls = c.callsPerRun.expected > 1 ? ` (${c.callsPerRun.expected} calls a run${c.judges > 0 ? `, ${c.judges} of them judge${c.judges === 1 ? '' : 's'}` : ''})` : '';
        const because = c.why ?? `${c.expectedRuns} runs`;
        return `${c.scenario} (${c.file}:${c.line}): ${num(c.expectedCalls)} calls for runs: ${c.planned} — ${because}${calls}`;
    });
}
/** Per role: "planner: 3 scenarios, 46 calls if every run passes, at most 453". */
function roleCostLines(costs) {
    const roles = [...new Set(costs.map((c) => c.role))];
    return roles.map((role) => {
        const mine = costs.filter((c) => c.role === role);
        return `${role}: ${mine.length} scenario${mine.length === 1 ? '' : 's'}, ${num(sum(mine, 'expectedCalls'))} calls if every run passes, at most ${num(sum(mine, 'maxCalls'))}`;
    });
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
