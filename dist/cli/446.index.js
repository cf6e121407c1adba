export const id = 446;
export const ids = [446];
export const modules = {

/***/ 4446:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   validateCommand: () => (/* binding */ validateCommand)
/* harmony export */ });
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6081);
/* harmony import */ var _pipeline_prepare_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9815);
/* harmony import */ var _pipeline_pipeline_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2577);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1145);
/** `context-eval validate`: the config, every scenario and every prompt, checked without a model call. */




async function validateCommand(values, io) {
    const loaded = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_0__/* .loadConfig */ .Z)((0,_shared_js__WEBPACK_IMPORTED_MODULE_3__/* .configPathOf */ .j$)(values, io), { env: io.env });
    (0,_pipeline_pipeline_js__WEBPACK_IMPORTED_MODULE_2__/* .requireScenarios */ .Xs)(loaded);
    // Rendering every prompt finds template fields missing from a scenario's context.
    await (0,_pipeline_prepare_js__WEBPACK_IMPORTED_MODULE_1__/* .prepareScenarios */ .f)(loaded, loaded.scenarios, io.readText);
    if (values.verbose)
        io.stdout((0,_shared_js__WEBPACK_IMPORTED_MODULE_3__/* .verboseScenarioLines */ .AA)(loaded, io.cwd));
    const files = new Set(loaded.scenarios.map((s) => s.file)).size;
    const roles = Object.keys(loaded.config.roles).length;
    io.stdout(`ok: ${loaded.scenarios.length} scenarios in ${files} files, ${roles} roles; every prompt renders\n`);
    return 0;
}


/***/ })

};
