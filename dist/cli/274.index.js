export const id = 274;
export const ids = [274];
export const modules = {

/***/ 8273:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   showCommand: () => (/* binding */ showCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2317);
/* harmony import */ var _config_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2143);
/* harmony import */ var _pipeline_prepare_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1000);
/* harmony import */ var _pipeline_execute_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3393);
/* harmony import */ var _report_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2794);
/* harmony import */ var _report_show_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3709);
/* harmony import */ var _report_terminal_text_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4890);
/* harmony import */ var _config_io_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7556);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7593);
/* harmony import */ var _last_report_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3955);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1145);
/* harmony import */ var _security_paths_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5770);
/**
 * `context-eval show SCENARIO [--run N] [--report F]` (DESIGN §5): one run of the last report (or of F)
 * in full — its output as the report keeps it, its expectation results, and the request its model
 * received, rebuilt from today's files and compared with the run's context hash. Calls no model.
 * Printed through the CLI's guarded stdout (src/security/sink.ts), so every secret is redacted.
 */













/** Why `text` is not a report, in words that quote nothing of it: where JSON breaks, or that its shape is wrong. */
function notAReport(text) {
    try {
        JSON.parse(text);
    }
    catch (err) {
        const at = Number(/position (\d+)/.exec(err instanceof Error ? err.message : '')?.[1] ?? Number.NaN);
        if (!Number.isInteger(at))
            return 'not valid JSON';
        const before = text.slice(0, at);
        return `not valid JSON at line ${before.split('\n').length}, column ${at - before.lastIndexOf('\n')}`;
    }
    return 'valid JSON, but not in the shape of a report';
}
async function showCommand(values, positionals, io) {
    if (positionals.length > 1)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`show takes one scenario name; got ${positionals.length}: ${positionals.join(' ')}`);
    const runNumber = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .intOption */ .dP)(values, 'run', 1);
    const configPath = (0,_shared_js__WEBPACK_IMPORTED_MODULE_10__/* .configPathOf */ .j$)(values, io);
    const given = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .stringOption */ .Pp)(values, 'report');
    const file = given === undefined ? node_path__WEBPACK_IMPORTED_MODULE_0___default().join(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(configPath), _last_report_js__WEBPACK_IMPORTED_MODULE_9__/* .LAST_REPORT */ .Q) : node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, given);
    const shown = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(io.cwd, file) || file;
    let text;
    try {
        // A FIFO or a device is refused before it is read (reading one waits forever).
        (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_11__/* .assertRegularFile */ .fA)(file, shown);
        text = await io.readText(file);
    }
    catch (err) {
        if (err instanceof _security_paths_js__WEBPACK_IMPORTED_MODULE_11__/* .FileAccessError */ .nF)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`${given !== undefined ? '--report: ' : ''}${err.message}; pass --report F (a report.json written by context-eval run)`);
        if (given !== undefined)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`--report: cannot read '${shown}' (${(0,_config_io_js__WEBPACK_IMPORTED_MODULE_7__/* .isNotFound */ .c4)(err) ? 'not found' : err instanceof Error ? err.message : String(err)})`);
        throw new _args_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`no last report at ${shown}: run 'context-eval run' first (every run keeps its report there), or pass --report F (a report.json)`);
    }
    let report;
    try {
        report = (0,_report_json_js__WEBPACK_IMPORTED_MODULE_5__/* .parseReport */ .MM)(text, shown);
    }
    catch (err) {
        if (!(err instanceof _report_json_js__WEBPACK_IMPORTED_MODULE_5__/* .ReportParseError */ .KU))
            throw err;
        // Named, never quoted: the parser's message can hold the file's first bytes or its values.
        throw new _args_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`${shown} is not a context-eval report show can read (${notAReport(text)}); pass a file written by context-eval run (its report.json) or by --json`);
    }
    let chosen;
    try {
        chosen = (0,_report_show_js__WEBPACK_IMPORTED_MODULE_6__/* .chooseRun */ .jH)(report, positionals[0], runNumber, shown);
    }
    catch (err) {
        if (err instanceof _report_show_js__WEBPACK_IMPORTED_MODULE_6__/* .ShowError */ .mZ)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(err.message);
        throw err;
    }
    const rebuilt = await rebuildRequest(configPath, chosen.scenario, io);
    io.stdout((0,_report_show_js__WEBPACK_IMPORTED_MODULE_6__/* .renderShow */ .Y$)({
        report,
        ...chosen,
        where: shown,
        kept: { failed: _pipeline_execute_js__WEBPACK_IMPORTED_MODULE_4__/* .FAILED_OUTPUT_KEEP_CHARS */ .Yc, passed: _pipeline_execute_js__WEBPACK_IMPORTED_MODULE_4__/* .PASSED_OUTPUT_KEEP_CHARS */ .dj },
        ...rebuilt,
        width: (0,_report_terminal_text_js__WEBPACK_IMPORTED_MODULE_12__/* .terminalWidth */ .JL)(io.columns),
    }));
    return 0;
}
/** The scenario's request from today's config and files; or why it cannot be rebuilt. */
async function rebuildRequest(configPath, result, io) {
    try {
        const loaded = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z)(configPath, { env: io.env });
        const scenario = loaded.scenarios.find((s) => s.name === result.name);
        if (!scenario)
            return { requestProblem: `scenario '${result.name}' is no longer in the suite of ${node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(io.cwd, configPath) || configPath}` };
        const [prepared] = await (0,_pipeline_prepare_js__WEBPACK_IMPORTED_MODULE_3__/* .prepareScenarios */ .f)(loaded, [scenario], (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_11__/* .regularFilesOnly */ .kL)(io.readText, loaded.dir));
        const role = loaded.config.roles[scenario.role];
        const provider = role ? loaded.config.providers[role.provider] : undefined;
        if (!prepared || !role || !provider)
            return { requestProblem: `role '${scenario.role}' or its provider is not in the config`, expectations: scenario.expect.length };
        const request = {
            provider: role.provider,
            type: provider.type,
            ...('model' in provider ? { model: provider.model } : {}),
            system: prepared.system,
            // What the first model call received: the scenario's earlier turns, then the rendered message (a chain's first stage).
            messages: [...(scenario.messages ?? []), ...prepared.messages],
            ...(prepared.tools === undefined ? {} : { tools: prepared.tools }),
            ...(result.contextHash === undefined ? {} : { sameContext: prepared.contextHash === result.contextHash }),
        };
        return { request, expectations: scenario.expect.length };
    }
    catch (err) {
        if (err instanceof _config_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x)
            return { requestProblem: err.message.split(`${io.cwd}/`).join('') };
        throw err;
    }
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
