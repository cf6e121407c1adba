/**
 * `{ file: PATH }` includes (DESIGN §3): anywhere inside a scenario's `context`, a mapping whose only key
 * is `file` is replaced by that file's text. PATH resolves from the folder of the file that declares it.
 */
import path from 'node:path';
import { errorAt, type YamlPath, type YamlSource } from '../config/yaml-source.js';
import { isNotFound } from '../config/io.js';
import { FileAccessError, MAX_FILE_BYTES } from '../security/paths.js';
import { isMapping } from './layers.js';

/**
 * The most text one scenario's includes may inline, all layers together: as much as the largest file read.
 * Each included file is size-checked on its own; without this, one file included through 998 aliases of
 * `{ file: }` (or many includes) would inline gigabytes into one scenario's context.
 */
export const MAX_INCLUDED_BYTES = MAX_FILE_BYTES;

export interface IncludeContext {
  source: YamlSource;
  /** The declaring file, relative to the config folder. */
  file: string;
  /** Where the value being walked sits in the declaring document. */
  docPath: YamlPath;
  /** Absolute path of the config folder. */
  configDir: string;
  /** Confined, size-checked reader (LoaderIO.readFile). */
  readFile: (abs: string, shown: string) => Promise<string>;
  /** Called with each included file, relative to the config folder. */
  onInclude: (relPath: string) => void;
  /** The bytes this scenario's includes have inlined so far (shared by its layers); at most MAX_INCLUDED_BYTES. */
  inlined?: { bytes: number };
}

/** Is this value an include, `{ file: PATH }`? */
export function isInclude(value: unknown): value is { file: string } {
  return isMapping(value) && Object.keys(value).length === 1 && typeof value['file'] === 'string';
}

/** Resolves `target` (written in `declaringFile`) to a path relative to the config folder, forward slashes. */
export function resolveFromFile(declaringFile: string, target: string): string {
  return path.posix.normalize(path.posix.join(path.posix.dirname(declaringFile), target.replaceAll('\\', '/')));
}

/** Returns `value` with every include replaced by the included file's text. */
export async function inlineIncludes(value: unknown, ctx: IncludeContext): Promise<unknown> {
  if (isInclude(value)) {
    const rel = resolveFromFile(ctx.file, value.file);
    let text: string;
    try {
      // An absolute path stays absolute, so that the resolver sees (and refuses) it as written.
      text = await ctx.readFile(path.isAbsolute(value.file) ? value.file : path.resolve(ctx.configDir, rel), value.file);
    } catch (err) {
      if (err instanceof FileAccessError && !isNotFound(err)) throw errorAt(ctx.source, [...ctx.docPath, 'file'], `included file ${err.message}`);
      const what = isNotFound(err) ? 'included file not found' : `cannot read included file (${err instanceof Error ? err.message : String(err)})`;
      throw errorAt(ctx.source, [...ctx.docPath, 'file'], `${what}: '${value.file}' (resolved to ${rel} from the config folder); create it or fix the path`);
    }
    if (ctx.inlined) {
      ctx.inlined.bytes += Buffer.byteLength(text, 'utf8');
      if (ctx.inlined.bytes > MAX_INCLUDED_BYTES) {
        throw errorAt(
          ctx.source,
          [...ctx.docPath, 'file'],
          `the included files of this scenario add up to more than ${MAX_INCLUDED_BYTES / (1024 * 1024)} MB (here, with '${value.file}'); include less, or include each file once`,
        );
      }
    }
    ctx.onInclude(rel);
    return text;
  }
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const [i, item] of value.entries()) out.push(await inlineIncludes(item, { ...ctx, docPath: [...ctx.docPath, i] }));
    return out;
  }
  if (isMapping(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = await inlineIncludes(item, { ...ctx, docPath: [...ctx.docPath, key] });
    return out;
  }
  return value;
}
