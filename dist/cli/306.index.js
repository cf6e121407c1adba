export const id = 306;
export const ids = [306];
export const modules = {

/***/ 8306:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HEAP_GROWING_PERCENT: () => (/* binding */ HEAP_GROWING_PERCENT),
/* harmony export */   heapGrowingFlag: () => (/* binding */ heapGrowingFlag),
/* harmony export */   tuneHeap: () => (/* binding */ tuneHeap)
/* harmony export */ });
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_0__);
/**
 * How fast the CLI's heap grows (issue 23 item 5, acceptance R6: peak RSS at 20,000 scenarios × 3 runs
 * ≤ 300 MiB on Node 20 and on Node 24). On a machine with a few GiB, V8 lets the old generation grow to
 * 3–4 × what it held after its last full collection before it collects again; a long run holds the
 * suite and every run for the report, and most of its peak RSS was garbage not yet collected (487 MiB
 * against about 90 MB held). A growing factor of 2 (`--heap-growing-percent=100`) collects sooner: V8
 * reads the flag each time it sets the next limit, so setting it at start takes effect on Node 20 and
 * 24; the bench showed no CPU cost beyond its run-to-run noise (README, bench `r6`). A user who chose
 * their own heap settings (node flags or NODE_OPTIONS) keeps them.
 */

const HEAP_GROWING_PERCENT = 100;
const USER_HEAP_FLAG = /^--(heap[-_]growing[-_]percent|max[-_]old[-_]space[-_]size|max[-_]semi[-_]space[-_]size)(=|$)/;
/** The V8 flag the CLI sets, or undefined when the user set the heap's size or growth. Pure. */
function heapGrowingFlag(execArgv, nodeOptions) {
    const given = [...execArgv, ...(nodeOptions ?? '').split(/\s+/)];
    return given.some((arg) => USER_HEAP_FLAG.test(arg)) ? undefined : `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;
}
function tuneHeap() {
    const flag = heapGrowingFlag(process.execArgv, process.env['NODE_OPTIONS']);
    if (flag !== undefined)
        (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)(flag);
}


/***/ })

};
