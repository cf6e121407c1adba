export const id = 957;
export const ids = [957];
export const modules = {

/***/ 2957:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   main: () => (/* binding */ main)
/* harmony export */ });
async function main(argv) {
    const { parse } = await __webpack_require__.e(/* import() */ 815).then(__webpack_require__.t.bind(__webpack_require__, 8815, 19));
    process.stdout.write(JSON.stringify(parse('a: 1')) + ' ' + argv.join(' ') + '\n');
    return 0;
}


/***/ })

};
