export const id = 740;
export const ids = [740];
export const modules = {

/***/ 9740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  schemaCommand: () => (/* binding */ schemaCommand)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(8439);
// EXTERNAL MODULE: ./src/config/schema.ts + 1 modules
var schema = __webpack_require__(2541);
// EXTERNAL MODULE: ./src/scenarios/schema.ts + 1 modules
var scenarios_schema = __webpack_require__(933);
;// CONCATENATED MODULE: ./src/config/json-schema.ts
/**
 * JSON Schemas for editors (yaml-language-server), generated from the zod schemas so they cannot drift:
 * `schema/context-eval.schema.json`, `schema/scenario.schema.json` and `schema/scenario-defaults.schema.json`
 * (for `_defaults.yaml`). A test keeps the committed files in step with this output. Pure.
 */



/**
 * A config string may be an `${ENV}` reference, expanded before zod checks it (DESIGN §2): a URL's
 * `format: uri` (which editors apply to the text as written) becomes a pattern that accepts a URL with
 * its scheme, or any text holding `${`.
 */
function allowEnvReference(ctx) {
    if (ctx.jsonSchema['format'] !== 'uri')
        return;
    delete ctx.jsonSchema['format'];
    ctx.jsonSchema['pattern'] = '^(?:[A-Za-z][A-Za-z0-9+.-]*://\\S+|.*\\$\\{.*)$';
    ctx.jsonSchema['patternErrorMessage'] = 'expected a URL such as http://127.0.0.1:8080/v1, or an ${ENV} reference';
}
function toSchema(schema, title) {
    // Inline throughout: a $defs entry would show as an internal label (__schema0) in editors.
    const generated = json_schema_processors/* toJSONSchema */.bl(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any', reused: 'inline', override: allowEnvReference });
    return { ...generated, title };
}
/** The JSON Schema of `context-eval.yaml`. */
function configJsonSchema() {
    return toSchema(schema/* ConfigSchema */.Sk, 'context-eval config (context-eval.yaml)');
}
/** The JSON Schema of a scenario file: one scenario, or a list under `scenarios:`. */
function scenarioJsonSchema() {
    return toSchema(scenarios_schema/* ScenarioFileSchema */.ar, 'context-eval scenario file');
}
/** The JSON Schema of a `_defaults.yaml`: scenario keys except `name`, all optional. */
function scenarioDefaultsJsonSchema() {
    return toSchema(scenarios_schema/* ScenarioDefaultsFileSchema */.eU, 'context-eval scenario defaults (_defaults.yaml)');
}
/** The text written to disk: pretty JSON with a final newline. */
function schemaFileText(schema) {
    return `${JSON.stringify(schema, null, 2)}\n`;
}

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
;// CONCATENATED MODULE: ./src/cli/schema.ts
/** `context-eval schema`: the JSON Schema of scenario files or of the config, for editors. */


async function schemaCommand(values, io) {
    const kind = values.kind ?? 'scenario';
    if (kind !== 'scenario' && kind !== 'config' && kind !== 'defaults')
        throw new args/* UsageError */.eb(`--kind must be scenario, defaults (_defaults.yaml) or config; got '${String(kind)}'`);
    const schema = kind === 'scenario' ? scenarioJsonSchema() : kind === 'defaults' ? scenarioDefaultsJsonSchema() : configJsonSchema();
    io.stdout(`${JSON.stringify(schema, null, 2)}\n`);
    return 0;
}


/***/ })

};
