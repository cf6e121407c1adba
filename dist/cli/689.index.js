export const id = 689;
export const ids = [689];
export const modules = {

/***/ 4382:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ parsePackage),
/* harmony export */   Ec: () => (/* binding */ versionProblem),
/* harmony export */   Lg: () => (/* binding */ fileHash),
/* harmony export */   Lu: () => (/* binding */ serializeJson),
/* harmony export */   PN: () => (/* binding */ buildPackage),
/* harmony export */   Sn: () => (/* binding */ MANIFEST_FORMAT),
/* harmony export */   Te: () => (/* binding */ packageNameProblem),
/* harmony export */   Zg: () => (/* binding */ schemaProblem),
/* harmony export */   Zp: () => (/* binding */ serializePackage),
/* harmony export */   ei: () => (/* binding */ PackageSchema),
/* harmony export */   hh: () => (/* binding */ MANIFEST_VERSION),
/* harmony export */   kN: () => (/* binding */ isPackagePath),
/* harmony export */   p0: () => (/* binding */ archiveKindOfBytes),
/* harmony export */   qv: () => (/* binding */ MAX_PACKAGE_BYTES),
/* harmony export */   sB: () => (/* binding */ verifyPackage),
/* harmony export */   uh: () => (/* binding */ isTarballName),
/* harmony export */   wf: () => (/* binding */ archiveProblem)
/* harmony export */ });
/* unused harmony exports PACKAGE_FORMAT, PACKAGE_VERSION, ContextManifestSchema, BaselineSummarySchema, contentHash */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6921);
/* harmony import */ var _affected_context_hash_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8551);
/* harmony import */ var _providers_recording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8745);
/**
 * Context packages (issue item 4): a suite's context-only config, scenario files, the prompt, fixture and
 * replay-recording files they depend on, the generated context manifest (with a hash of every file), a
 * summary of the latest baselines, and a content hash. Pure: serialization, parsing and verification. What
 * `run --package` takes from it is src/package/trust.ts; docs/security.md#packages.
 *
 * Two forms, one content: one JSON file (`--out FILE.json`: every member is UTF-8 text, no mtimes, owners or
 * modes to pin, diffs readably in a downstream repo's pull request, byte-for-byte reproducible by
 * construction: sorted keys, fixed indentation, a trailing newline), or a gzip-compressed tarball
 * (`--out FILE.tgz`, src/package/tarball.ts) holding the same files, whose verification is the same
 * (verifyPackage).
 */




const PACKAGE_FORMAT = 'context-eval-package';
/** 2: the config is context only (no providers); files are hashed in the context manifest; recordings are data. */
const PACKAGE_VERSION = 2;
const MANIFEST_FORMAT = 'context-eval-context-manifest';
const MANIFEST_VERSION = 1;
/** The largest package file `run --package` reads; each file in it is at most MAX_FILE_BYTES. */
const MAX_PACKAGE_BYTES = 64 * 1024 * 1024;
function segmentOk(seg) {
    return seg !== '' && seg !== '.' && seg !== '..' && Buffer.byteLength(seg, 'utf8') <= 255;
}
/** A file's path in a package: relative, forward slashes, no "..", no control characters, sane lengths. */
function isPackagePath(p) {
    return p.length <= 1024 && !/^[A-Za-z]:/.test(p) && !p.includes('\\') && !/[\u0000-\u001f\u007f]/.test(p) && p.split('/').every(segmentOk);
}
const RelativePath = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).refine(isPackagePath, {
    message: 'must be a relative path with forward slashes, inside the package (no "..", no leading "/", no control characters, at most 1024 characters and 255 bytes a segment)',
});
const Sha256 = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(/^sha256:[0-9a-f]{64}$/);
/**
 * `context-manifest.json`: the config, the scenarios and the manifest versioned together. `files`: the
 * sha256 of every file of the package (its UTF-8 bytes); `roles`: what each role's model receives (its
 * system and template files, their tokens and hashes: `context-eval manifest --format json`), without the
 * author's provider settings.
 */
const ContextManifestSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    format: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(MANIFEST_FORMAT),
    version: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(MANIFEST_VERSION),
    config: RelativePath,
    files: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(RelativePath, Sha256),
    roles: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J()),
});
function fileHash(text) {
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text, 'utf8').digest('hex')}`;
}
const BaselineSummarySchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    scenario: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    sha: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    timestamp: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    passes: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(0),
    attempted: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(0),
    verdict: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    contextHash: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
});
const PackageSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    format: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(PACKAGE_FORMAT),
    version: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(PACKAGE_VERSION),
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1),
    /** The config file among `files`: context only (src/package/trust.ts says what it may hold). */
    config: RelativePath,
    /** Path → text, relative to the config file's folder. */
    files: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(RelativePath, zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()),
    /**
     * Recorded outputs, as data: for a provider name the roles or judges use, the folder (among `files`)
     * of its replay recordings and the identity they were recorded with (part of each key). Replayed only
     * when the consumer maps that name to `@recordings`.
     */
    recordings: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ folder: RelativePath, target: _providers_recording_js__WEBPACK_IMPORTED_MODULE_2__/* .RecordingTargetSchema */ .Q0.optional() })),
    generated: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        'context-manifest.json': ContextManifestSchema,
        baselines: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([
            zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ available: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(true), source: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), scenarios: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(BaselineSummarySchema) }),
            zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ available: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(false), reason: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() }),
        ]),
    }),
    /** sha256 of the canonical JSON of every other member. */
    content_hash: Sha256,
});
function contentHash(content) {
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update((0,_affected_context_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .d)(content)).digest('hex')}`;
}
/** Object keys sorted at every depth; arrays keep their order. */
function sortKeys(value) {
    if (Array.isArray(value))
        return value.map(sortKeys);
    if (typeof value === 'object' && value !== null) {
        return Object.fromEntries(Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([k, v]) => [k, sortKeys(v)]));
    }
    return value;
}
function buildPackage(content) {
    const body = { format: PACKAGE_FORMAT, version: PACKAGE_VERSION, ...content };
    return { ...body, content_hash: contentHash(body) };
}
/** JSON with sorted keys at every depth, 2-space indentation and a trailing newline: the one form `package` writes. */
function serializeJson(value) {
    return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}
function serializePackage(pkg) {
    return serializeJson(pkg);
}
/** The names `package --out` writes a gzip-compressed tarball to (src/package/tarball.ts). */
const TARBALL_NAME = /\.(?:tgz|tar\.gz)$/i;
function isTarballName(out) {
    return TARBALL_NAME.test(out);
}
/** The names of the other archives and compressed files: a package is never one of them. */
const ARCHIVE_NAME = /\.(?:tar\.(?:bz2|xz|zst|lz|lzma|z)|tbz2?|txz|tzst|tar|zip|gz|bz2|xz|zst|lz|lzma|7z|rar|jar)$/i;
/**
 * Why `--out` cannot be a package's name, or undefined when it can: `.tgz` and `.tar.gz` are written as a
 * gzip-compressed tarball, any other name but another archive's as JSON; another archive's name (`a.zip`,
 * `a.tar.xz`, …) would hold something a tool or a person taking the name at its word cannot open. The
 * message names the right names.
 */
function packageNameProblem(out) {
    if (isTarballName(out))
        return undefined;
    const m = ARCHIVE_NAME.exec(out);
    if (!m)
        return undefined;
    const stem = out.slice(0, m.index);
    return `--out ${out}: a context package is a JSON file or a gzip-compressed tarball, not a ${m[0].slice(1)} archive; name it ${stem}.json or ${stem}.tgz: context-eval package --out ${stem}.json`;
}
/** What archive a file is by its first bytes (at least 262), read raw: a binary file never decodes as text. */
function archiveKindOfBytes(head) {
    return archiveKind(Buffer.from(head).toString('latin1'));
}
/** What archive a file's text (read as UTF-8) is, by its first bytes; undefined for anything else. */
function archiveKind(text) {
    if (text.charCodeAt(0) === 0x1f && (text.charCodeAt(1) === 0x8b || text.charCodeAt(1) === 0xfffd))
        return 'gzip';
    if (text.startsWith('PK\u0003\u0004'))
        return 'zip';
    if (text.slice(257, 262) === 'ustar')
        return 'tar';
    return undefined;
}
/** What to say of an archive `run --package` cannot read (a plain tar, a zip): what a package is. */
function archiveProblem(archive, shown) {
    return `${shown} is a ${archive} archive, not a context package: a context package is a JSON file or a gzip-compressed tarball (.tgz), as \`context-eval package --out FILE.json\` (or FILE.tgz) writes it; pass that file to --package`;
}
const REBUILD = 'rebuild it with `context-eval package --out FILE`';
/** A problem with the package's format and version (an older package carries its author's providers), or undefined. */
function versionProblem(json, shown) {
    const head = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ format: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(PACKAGE_FORMAT), version: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig() }).safeParse(json);
    if (!head.success || head.data.version === PACKAGE_VERSION)
        return undefined;
    return head.data.version < PACKAGE_VERSION
        ? `${shown} is a version ${head.data.version} context package, which carries its author's providers; this context-eval runs version ${PACKAGE_VERSION} packages, which carry only context: ask its author to ${REBUILD} with this release`
        : `${shown} is a version ${head.data.version} context package, newer than this context-eval reads (${PACKAGE_VERSION}); upgrade context-eval`;
}
/** The first schema issue, as a problem naming where it is. */
function schemaProblem(error, shown) {
    const issue = error.issues[0];
    return `${shown} is not a valid context package at ${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}`;
}
/**
 * Parses and checks a package file's text; the problem names the file (and the member) and what is wrong.
 * In order: JSON, the format and version, the schema, the canonical form (`package` writes sorted keys and
 * fixed indentation: a duplicate key, which JSON.parse would silently resolve to its last value, or any
 * other hand edit makes what runs differ from what a reviewer reads), then verifyPackage.
 */
function parsePackage(text, shown) {
    const archive = archiveKind(text);
    if (archive !== undefined) {
        return { problem: archiveProblem(archive, shown) };
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (err) {
        return { problem: `${shown} is not a context package: not JSON (${err instanceof Error ? err.message : String(err)}); make it with \`context-eval package --out FILE\`` };
    }
    const version = versionProblem(json, shown);
    if (version !== undefined)
        return { problem: version };
    const parsed = PackageSchema.safeParse(json);
    if (!parsed.success)
        return { problem: schemaProblem(parsed.error, shown) };
    const pkg = parsed.data;
    if (serializePackage(pkg) !== text.replaceAll('\r\n', '\n')) {
        return { problem: `${shown} is not in the form \`context-eval package\` writes (a duplicate key, or an edit by hand): what runs must be exactly what a reviewer reads; ${REBUILD}` };
    }
    return verifyPackage(pkg, shown);
}
/**
 * Checks a parsed package, in either form: each file against the context manifest's hash (naming the
 * file), the manifest lists exactly the package's files and names its config, the content hash, and each
 * recordings folder holds files.
 */
function verifyPackage(pkg, shown) {
    const rebuild = REBUILD;
    const manifest = pkg.generated['context-manifest.json'];
    for (const file of Object.keys(pkg.files)) {
        const stated = Object.hasOwn(manifest.files, file) ? manifest.files[file] : undefined;
        if (stated === undefined)
            return { problem: `${shown}: ${file} is not listed in its context-manifest.json; the package was edited after it was made: ${rebuild}` };
        const actual = fileHash(pkg.files[file] ?? '');
        if (actual !== stated)
            return { problem: `${shown}: ${file} has hash ${actual}, but its context-manifest.json states ${stated}; the file was edited after packaging: ${rebuild}` };
    }
    for (const file of Object.keys(manifest.files)) {
        if (!Object.hasOwn(pkg.files, file))
            return { problem: `${shown}: its context-manifest.json lists ${file}, which the package does not hold; ${rebuild}` };
    }
    if (manifest.config !== pkg.config)
        return { problem: `${shown}: its context-manifest.json names the config ${manifest.config}, but the package's config is ${pkg.config}; ${rebuild}` };
    const { content_hash: stated, ...rest } = pkg;
    const actual = contentHash(rest);
    if (stated !== actual)
        return { problem: `${shown}: the content hash is ${actual}, but the package states ${stated}; the file was edited or damaged: ${rebuild}` };
    if (!Object.hasOwn(pkg.files, pkg.config))
        return { problem: `${shown}: the config file ${pkg.config} is not among the package's files` };
    for (const [name, r] of Object.entries(pkg.recordings)) {
        const prefix = `${r.folder.replace(/\/$/, '')}/`;
        if (!Object.keys(pkg.files).some((f) => f.startsWith(prefix)))
            return { problem: `${shown}: recordings.${name}.folder ${r.folder} holds none of the package's files; ${rebuild}` };
    }
    return pkg;
}


/***/ }),

/***/ 9934:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mh: () => (/* binding */ packTarball),
/* harmony export */   ty: () => (/* binding */ readTarball)
/* harmony export */ });
/* unused harmony exports TARBALL_MANIFEST, TARBALL_METADATA, tarballMembers */
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var tar_stream__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6118);
/* harmony import */ var _security_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5770);
/* harmony import */ var _bundle_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4382);
/**
 * The tarball form of a context package (`package --out FILE.tgz`, issue 32 item 9): a gzip-compressed
 * ustar archive holding
 *  - `context-manifest.json`: the context manifest (the JSON form's generated."context-manifest.json"),
 *  - `context-eval-package.json`: the JSON form without its `files` (name, config, recordings, generated,
 *    content hash), in the same canonical form,
 *  - every packaged file at its package path (the JSON form's `files`, as UTF-8 bytes).
 * Reproducible byte for byte: members sorted by path, regular files only, mode 0644, uid and gid 0, no owner
 * names, mtime 0; gzip with no name, mtime 0 and OS byte 3 (pinned: the same tree and zlib give the same
 * bytes). Reading happens in memory, never on disk: gunzip bounded by MAX_PACKAGE_BYTES, regular files only
 * (folders ignored; links, devices and the like refused), each path a package path, each file at most
 * MAX_FILE_BYTES, no path twice; then the same verification as the JSON form (verifyPackage).
 */




const TARBALL_MANIFEST = 'context-manifest.json';
const TARBALL_METADATA = 'context-eval-package.json';
const MEMBER_MODE = 0o644;
const REBUILD = 'rebuild it with `context-eval package --out FILE.tgz`';
const MetadataSchema = _bundle_js__WEBPACK_IMPORTED_MODULE_3__/* .PackageSchema */ .ei.omit({ files: true });
function mb(n) {
    return `${Math.round(n / 1024 / 1024)} MB`;
}
function byPath(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** The members of a package's tarball, path → bytes, sorted by path; a problem when a file's path is one the tarball keeps. */
function tarballMembers(pkg) {
    for (const reserved of [TARBALL_MANIFEST, TARBALL_METADATA]) {
        if (Object.hasOwn(pkg.files, reserved)) {
            return { problem: `the suite has a file ${reserved} beside its config, a name a .tgz package keeps for its own ${reserved === TARBALL_MANIFEST ? 'context manifest' : 'metadata'}: rename that file, or write the package as JSON (--out FILE.json)` };
        }
    }
    const { files, ...metadata } = pkg;
    const members = [
        [TARBALL_MANIFEST, Buffer.from((0,_bundle_js__WEBPACK_IMPORTED_MODULE_3__/* .serializeJson */ .Lu)(pkg.generated['context-manifest.json']), 'utf8')],
        [TARBALL_METADATA, Buffer.from((0,_bundle_js__WEBPACK_IMPORTED_MODULE_3__/* .serializeJson */ .Lu)(metadata), 'utf8')],
        ...Object.entries(files).map(([file, text]) => [file, Buffer.from(text, 'utf8')]),
    ];
    return new Map(members.sort(([a], [b]) => byPath(a, b)));
}
/** The gzip-compressed tarball of a package (the layout above), or a problem naming what stops it. */
async function packTarball(pkg) {
    const members = tarballMembers(pkg);
    if (!(members instanceof Map))
        return members;
    const pack = tar_stream__WEBPACK_IMPORTED_MODULE_1__.pack();
    const chunks = [];
    const collected = (async () => {
        for await (const chunk of pack)
            chunks.push(chunk);
    })();
    for (const [name, body] of members) {
        pack.entry({ name, type: 'file', mode: MEMBER_MODE, uid: 0, gid: 0, uname: '', gname: '', mtime: new Date(0) }, body);
    }
    pack.finalize();
    await collected;
    const archive = Buffer.concat(chunks);
    if (archive.length > _bundle_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_PACKAGE_BYTES */ .qv) {
        return { problem: `the package's tarball is ${mb(archive.length)} unpacked, more than \`run --package\` reads (${mb(_bundle_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_PACKAGE_BYTES */ .qv)}): keep large data out of the suite` };
    }
    const gz = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gzipSync)(archive, { level: 9 });
    // The gzip header: no file name, modification time 0, OS 3 (Unix) whatever the platform's zlib writes.
    gz.fill(0, 4, 8);
    gz[9] = 3;
    return gz;
}
function errorText(err) {
    return err instanceof Error ? err.message : String(err);
}
/** Every regular file of a tarball, path → text, read in memory under the limits; a problem naming the member. */
async function readMembers(archive, shown) {
    const files = new Map();
    const extract = tar_stream__WEBPACK_IMPORTED_MODULE_1__.extract();
    extract.end(archive);
    try {
        for await (const entry of extract) {
            const { name, type, size } = entry.header;
            const member = `${shown}: member ${JSON.stringify(name)}`;
            if (type === 'directory') {
                entry.resume();
                continue;
            }
            if (type !== 'file') {
                const what = type === 'symlink' ? 'a symlink' : type === 'link' ? 'a link' : `a ${type ?? 'special'} entry`;
                return { problem: `${member} is ${what}; a package holds only regular files: ${REBUILD}` };
            }
            if (!(0,_bundle_js__WEBPACK_IMPORTED_MODULE_3__/* .isPackagePath */ .kN)(name)) {
                return { problem: `${member} is not a path inside the package (relative, forward slashes, no "..", "." or empty segment, no control character): it could write outside it; ${REBUILD}` };
            }
            if (files.has(name))
                return { problem: `${member} appears twice: which one would run is not what a reviewer reads; ${REBUILD}` };
            const tooLarge = `${member} is larger than the limit of a package's file (${mb(_security_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_FILE_BYTES */ .gZ)}); keep large data out of the suite`;
            if ((size ?? 0) > _security_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_FILE_BYTES */ .gZ)
                return { problem: tooLarge };
            const chunks = [];
            let read = 0;
            for await (const chunk of entry) {
                read += chunk.length;
                if (read > _security_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_FILE_BYTES */ .gZ)
                    return { problem: tooLarge };
                chunks.push(chunk);
            }
            try {
                files.set(name, (0,_security_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .decodeText */ .g7)(Buffer.concat(chunks), name));
            }
            catch (err) {
                if (err instanceof _security_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .FileAccessError */ .nF)
                    return { problem: `${shown}: member ${err.message}; a package holds only UTF-8 text: ${REBUILD}` };
                throw err;
            }
        }
    }
    catch (err) {
        return { problem: `${shown}: not a tar archive inside the gzip, or a damaged one (${errorText(err)}); pass a file made by \`context-eval package --out FILE.tgz\`` };
    }
    finally {
        extract.destroy();
    }
    return files;
}
/**
 * Reads a package's gzip-compressed tarball (its bytes, as read from `shown`) in memory and checks it as
 * the JSON form is checked; the problem names the archive, the member and how to fix it.
 */
async function readTarball(gz, shown) {
    let archive;
    try {
        // Bounded while inflating: a gzip bomb stops at the limit, never unpacked whole.
        archive = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gunzipSync)(gz, { maxOutputLength: _bundle_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_PACKAGE_BYTES */ .qv });
    }
    catch (err) {
        if (err !== null && typeof err === 'object' && 'code' in err && err.code === 'ERR_BUFFER_TOO_LARGE') {
            return { problem: `${shown}: unpacked, the archive is larger than the limit of a package (${mb(_bundle_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_PACKAGE_BYTES */ .qv)}); it is not one \`context-eval package\` writes: pass a file made by \`context-eval package --out FILE.tgz\`` };
        }
        return { problem: `${shown}: not a valid gzip file (${errorText(err)}); pass a file made by \`context-eval package --out FILE.tgz\`` };
    }
    const members = await readMembers(archive, shown);
    if (!(members instanceof Map))
        return members;
    const metadataText = members.get(TARBALL_METADATA);
    if (metadataText === undefined)
        return { problem: `${shown} holds no ${TARBALL_METADATA}: it is not a context package made by \`context-eval package --out FILE.tgz\`; ${REBUILD}` };
    const metadataShown = `${shown}: ${TARBALL_METADATA}`;
    let json;
    try {
        json = JSON.parse(metadataText);
    }
    catch (err) {
        return { problem: `${metadataShown} is not JSON (${errorText(err)}); ${REBUILD}` };
    }
    const version = (0,_bundle_js__WEBPACK_IMPORTED_MODULE_3__/* .versionProblem */ .Ec)(json, metadataShown);
    if (version !== undefined)
        return { problem: version };
    const metadata = MetadataSchema.safeParse(json);
    if (!metadata.success)
        return { problem: (0,_bundle_js__WEBPACK_IMPORTED_MODULE_3__/* .schemaProblem */ .Zg)(metadata.error, metadataShown) };
    if ((0,_bundle_js__WEBPACK_IMPORTED_MODULE_3__/* .serializeJson */ .Lu)(metadata.data) !== metadataText) {
        return { problem: `${metadataShown} is not in the form \`context-eval package\` writes (a duplicate key, or an edit by hand): what runs must be exactly what a reviewer reads; ${REBUILD}` };
    }
    if (members.get(TARBALL_MANIFEST) !== (0,_bundle_js__WEBPACK_IMPORTED_MODULE_3__/* .serializeJson */ .Lu)(metadata.data.generated['context-manifest.json'])) {
        return { problem: `${shown}: its ${TARBALL_MANIFEST} is missing or differs from the manifest in its ${TARBALL_METADATA}; the package was edited after it was made: ${REBUILD}` };
    }
    members.delete(TARBALL_METADATA);
    members.delete(TARBALL_MANIFEST);
    const files = Object.fromEntries([...members].sort(([a], [b]) => byPath(a, b)));
    const parsed = _bundle_js__WEBPACK_IMPORTED_MODULE_3__/* .PackageSchema */ .ei.safeParse({ ...metadata.data, files });
    if (!parsed.success)
        return { problem: (0,_bundle_js__WEBPACK_IMPORTED_MODULE_3__/* .schemaProblem */ .Zg)(parsed.error, shown) };
    return (0,_bundle_js__WEBPACK_IMPORTED_MODULE_3__/* .verifyPackage */ .sB)(parsed.data, shown);
}


/***/ }),

/***/ 4394:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ex: () => (/* binding */ mapProvider),
/* harmony export */   QN: () => (/* binding */ packageConfigOf),
/* harmony export */   fS: () => (/* binding */ checkPackageConfig),
/* harmony export */   rg: () => (/* binding */ RECORDINGS_TARGET)
/* harmony export */ });
/* unused harmony exports PACKAGE_CONFIG_KEYS, askedBeyondContext, escapesFolder */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6921);
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2541);
/* harmony import */ var _config_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2143);
/**
 * What a context package may bring (DESIGN §2 "what a context package may bring"; docs/security.md#packages).
 *
 * A package's config holds only context: `version`, `scenarios`, `roles` (their prompt and template files,
 * output contract and the provider NAME each uses), `defaults` and `review.criteria`. Providers (types,
 * commands, base URLs, keys), `cache`, `history` and every other setting come from the consumer's config.
 * Every provider name a package uses — a role's `provider`, a judge's `provider` — maps to the consumer's:
 * `--provider-map theirs=ours`, else the consumer's provider of the same name, else (only when the consumer
 * says `--provider-map theirs=@recordings`) a replay of the package's recorded outputs, which runs no
 * command, opens no connection and needs no key. Anything else is refused, naming what was asked for.
 * Pure: no I/O.
 */




/** The top-level keys a package's config may hold. */
const PACKAGE_CONFIG_KEYS = ['version', 'scenarios', 'roles', 'defaults', 'review'];
/** The `--provider-map` target that replays the package's own recordings of that provider. */
const RECORDINGS_TARGET = '@recordings';
const Paths = zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1)).min(1)]);
/** Values are checked again by the config loader; this shape is what the trust checks read. */
const PackageConfigSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    version: zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J(),
    scenarios: Paths.optional(),
    roles: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), _config_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .RoleSchema */ .an),
    defaults: zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J().optional(),
    review: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ criteria: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1) }).optional(),
});
const FIX = 'A package brings only context (roles, scenarios, defaults, review.criteria); providers, cache, history and every other setting come from your own config. Ask its author to rebuild it with `context-eval package` (which leaves them out), or use a package that does not ask for them';
const Mapping = zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J());
/** A value from the package, as data in a message: JSON-escaped, cut to 80 characters. */
function quoted(value) {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
/** What a provider a package defines would do: its type, and its command or endpoint. */
function describeProvider(name, value) {
    const parsed = Mapping.safeParse(value);
    if (!parsed.success)
        return `providers.${name}: ${quoted(value)}`;
    const v = parsed.data;
    const parts = ['type', 'command', 'base_url', 'api_key_env', 'recordings'].filter((k) => v[k] !== undefined).map((k) => `${k} ${quoted(v[k])}`);
    return `providers.${name} (${parts.join(', ')})`;
}
/**
 * The settings beyond context that a package's config sets, described: each provider it defines with its
 * type and command or endpoint, and every other key with its value (e.g. `cache: {"dir":"/tmp/x"}`).
 */
function askedBeyondContext(raw) {
    const obj = Mapping.safeParse(raw);
    if (!obj.success)
        return [];
    const asked = [];
    for (const [key, value] of Object.entries(obj.data).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        if (PACKAGE_CONFIG_KEYS.includes(key))
            continue;
        const providers = key === 'providers' ? Mapping.safeParse(value) : undefined;
        if (providers?.success) {
            const defined = Object.entries(providers.data);
            if (defined.length === 0)
                asked.push('providers (empty)');
            for (const [name, p] of defined)
                asked.push(describeProvider(name, p));
        }
        else {
            asked.push(`${key}: ${quoted(value)}`);
        }
    }
    const review = Mapping.safeParse(obj.data.review);
    if (review.success)
        for (const [k, v] of Object.entries(review.data))
            if (k !== 'criteria')
                asked.push(`review.${k}: ${quoted(v)}`);
    return asked;
}
/** A path or glob that leaves the package's folder: absolute, or with a ".." segment (also inside braces). */
function escapesFolder(p) {
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.isAbsolute(p) || node_path__WEBPACK_IMPORTED_MODULE_0___default().win32.isAbsolute(p) || /(?:^|[/\\{,])\.\.(?:$|[/\\},])/.test(p);
}
/**
 * Checks a package's config (already parsed YAML, as a value): it asks for nothing beyond context and
 * names no path outside its folder. `shown` names it in messages. Throws ConfigError.
 */
function checkPackageConfig(raw, shown) {
    const asked = askedBeyondContext(raw);
    if (asked.length > 0)
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`the package's config asks for more than context: ${asked.join('; ')}. ${FIX}`, { file: shown });
    const parsed = PackageConfigSchema.safeParse(raw);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`the package's config is not valid at ${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}; rebuild the package with \`context-eval package\``, { file: shown });
    }
    const named = [];
    const list = (v) => (v === undefined ? [] : typeof v === 'string' ? [v] : v);
    for (const p of list(parsed.data.scenarios))
        named.push(['scenarios', p]);
    for (const [name, role] of Object.entries(parsed.data.roles)) {
        for (const p of list(role.system))
            named.push([`roles.${name}.system`, p]);
        for (const p of list(role.template))
            named.push([`roles.${name}.template`, p]);
        for (const p of role.depends_on)
            named.push([`roles.${name}.depends_on`, p]);
        for (const [varName, value] of Object.entries(role.vars))
            if (typeof value !== 'string')
                named.push([`roles.${name}.vars.${varName}.file`, value.file]);
    }
    if (parsed.data.review)
        named.push(['review.criteria', parsed.data.review.criteria]);
    const escaping = named.filter(([, p]) => escapesFolder(p));
    if (escaping.length > 0) {
        const what = escaping.map(([at, p]) => `${at}: ${JSON.stringify(p)}`).join(', ');
        throw new _config_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`the package's config names paths outside the package's own folder (${what}); a package reads only the files it carries. ${FIX}`, { file: shown });
    }
    return parsed.data;
}
/** The context-only config `context-eval package` writes into a package, as a value. */
function packageConfigOf(config) {
    return {
        version: 1,
        scenarios: config.scenarios,
        roles: config.roles,
        defaults: config.defaults,
        ...(config.review.criteria === undefined ? {} : { review: { criteria: config.review.criteria } }),
    };
}
/** Maps one provider name the package uses (`where` says who uses it) to the consumer's; throws ConfigError. */
function mapProvider(name, where, input) {
    const target = input.map.get(name);
    if (target === RECORDINGS_TARGET)
        return { name, recordings: true };
    if (target !== undefined)
        return { name, ours: target };
    if (input.ours && Object.hasOwn(input.ours, name))
        return { name, ours: name };
    const yours = input.ours ? Object.keys(input.ours) : [];
    const hint = input.recorded.has(name) ? `, or --provider-map ${name}=${RECORDINGS_TARGET} to replay the package's recorded outputs offline` : '';
    throw new _config_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .x(`${where} uses provider '${name}', which ${input.ours ? `${input.ourFile} does not define` : `has no counterpart here (no config found at ${input.ourFile}; pass --config)`}; a package's providers are always yours: define providers.${name} in your config, or pass --provider-map ${name}=<one of yours>${yours.length > 0 ? ` (yours: ${yours.join(', ')})` : ''}${hint}`);
}


/***/ })

};
