export const id = 998;
export const ids = [998];
export const modules = {

/***/ 2998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderJUnit: () => (/* binding */ renderJUnit)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4031);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2011);
/* harmony import */ var _vocabulary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7568);
/**
 * The JUnit XML report (`--junit`, `--out`): one testsuite "context-eval", one testcase per scenario,
 * so that CI test reporters show scenarios next to unit tests. Pure.
 */



function renderJUnit(report) {
    const s = report.summary;
    const counts = `tests="${report.scenarios.length}" failures="${s.failed}" errors="${s.errored}" skipped="${s.skipped}" ` +
        `time="${seconds(s.durationMs)}"`;
    const lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="context-eval" ${counts}>`,
        `  <testsuite name="context-eval" ${counts} timestamp="${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .xmlText */ .xK)(report.startedAt)}">`,
        '    <properties>',
        `      <property name="config" value="${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .xmlText */ .xK)(report.config)}"/>`,
        `      <property name="version" value="${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .xmlText */ .xK)(report.tool.version)}"/>`,
        '    </properties>',
        ...report.scenarios.map(testcase),
        '  </testsuite>',
        '</testsuites>',
    ];
    return `${lines.join('\n')}\n`;
}
function testcase(scenario) {
    const time = seconds(scenario.runs.reduce((sum, run) => sum + run.latencyMs, 0));
    const open = `    <testcase classname="${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .xmlText */ .xK)(scenario.file)}" name="${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .xmlText */ .xK)(scenario.name)}" time="${time}"`;
    const body = outcome(scenario);
    const out = scenario.verdict !== 'pass' || scenario.reason === '' ? '' : `      <system-out>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .xmlText */ .xK)((0,_vocabulary_js__WEBPACK_IMPORTED_MODULE_1__/* .inWords */ .r4)(scenario.reason))}</system-out>\n`;
    if (body === '' && out === '')
        return `${open}/>`;
    return `${open}>\n${body}${out}    </testcase>`;
}
function outcome(s) {
    const lines = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .digestRuns */ .Dc)(s).map((d) => d.kind === 'error' ? `run${d.runs.length === 1 ? '' : 's'} ${d.runs.join(', ')} ${_vocabulary_js__WEBPACK_IMPORTED_MODULE_1__/* .STATE */ .c4.error}: ${d.text}` : `${d.count}× ${d.text}`);
    const text = (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .xmlText */ .xK)([(0,_vocabulary_js__WEBPACK_IMPORTED_MODULE_1__/* .inWords */ .r4)(s.reason), ...lines].filter((line) => line !== '').join('\n'));
    switch (s.verdict) {
        case 'fail': {
            const message = `${(0,_vocabulary_js__WEBPACK_IMPORTED_MODULE_1__/* .countOf */ .pq)(s.passes, s.attempted)} evaluated runs passed, needs ≥ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l9)(s.threshold)}`;
            return `      <failure message="${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .xmlText */ .xK)(message)}" type="threshold">${text}</failure>\n`;
        }
        case 'error': {
            const message = s.state === 'undecided' ? `undecided: ${(0,_vocabulary_js__WEBPACK_IMPORTED_MODULE_1__/* .countOf */ .pq)(s.passes, s.attempted, 'run')} passed, shown neither above nor below ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l9)(s.threshold)}` : `${_format_js__WEBPACK_IMPORTED_MODULE_0__/* .VERDICT_LABEL */ .j.error}: ${(0,_vocabulary_js__WEBPACK_IMPORTED_MODULE_1__/* .countOf */ .pq)(s.errors, s.runs.length, 'run')} errored`;
            return `      <error message="${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .xmlText */ .xK)(message)}" type="error">${text}</error>\n`;
        }
        case 'skipped':
            return s.reason === '' ? '      <skipped/>\n' : `      <skipped message="${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .xmlText */ .xK)(oneLine((0,_vocabulary_js__WEBPACK_IMPORTED_MODULE_1__/* .inWords */ .r4)(s.reason)))}"/>\n`;
        case 'pass':
            return '';
    }
}
function oneLine(text) {
    return text.replace(/\s*[\r\n]+\s*/g, ' ');
}
function seconds(ms) {
    return (ms / 1000).toFixed(3);
}


/***/ })

};
