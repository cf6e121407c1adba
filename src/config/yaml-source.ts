/**
 * YAML parsing that keeps positions, so every later error can name file:line:col. Pure: the text comes in.
 */
import { isAlias, isMap, isScalar, isSeq, Lexer, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { firstStructuralProblem } from './yaml-checks.js';
import { ConfigError } from './types.js';
import type { SourcePos } from '../expectations/schema.js';
import { MAX_FILE_BYTES } from '../security/paths.js';

/** A path into a YAML document: mapping keys and list indices. */
export type YamlPath = readonly (string | number)[];

/** One parsed YAML file. `file` is the path shown in messages. */
export interface YamlSource {
  file: string;
  text: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
}

/** How deep collections may nest in any YAML file the product reads. */
export const MAX_YAML_DEPTH = 100;
/** How many alias expansions a document may make (the `yaml` package's guard against alias bombs). */
export const MAX_YAML_ALIASES = 1000;
/**
 * How much aliases may add to a document (yaml-checks.ts), each alias counted as the node it names written
 * out again: values (scalars and collections), and characters of text. What is written without aliases is
 * bounded by the file size limit (MAX_FILE_BYTES); these bound what aliases make of it.
 */
export const MAX_YAML_ALIAS_VALUES = 100_000;
export const MAX_YAML_ALIAS_CHARS = MAX_FILE_BYTES;

/**
 * How many values (scalars and flow collections) one file may write. The `yaml` package takes about 1 KB
 * of memory and 10 µs a value to parse (700,000 values in a 1.4 MB file: 6 s, 750 MB), and the 5 MB file
 * limit alone lets 2.5 million through; counted with its lexer (little memory) before parsing, for files
 * large enough to hold that many (a value takes at least two bytes: `a,`).
 */
export const MAX_YAML_VALUES = 100_000;

const TOO_DEEP = `nested more than ${MAX_YAML_DEPTH} levels deep; flatten the structure`;

/** Parses YAML text; a syntax error or a duplicate key becomes a ConfigError naming file:line:col. */
export function parseYaml(text: string, file: string): YamlSource {
  const lineCounter = new LineCounter();
  if (text.length > 2 * MAX_YAML_VALUES) {
    const past = offsetPastValues(text, MAX_YAML_VALUES);
    if (past !== undefined) {
      const { line, col } = positionIn(text, past);
      throw new ConfigError(`invalid YAML: it writes more than ${MAX_YAML_VALUES.toLocaleString('en-US')} values (here it goes past); split the file, or keep large data in an included file ({ file: PATH })`, { file, line, col });
    }
  }
  let doc: Document.Parsed;
  try {
    doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, merge: true });
  } catch (err) {
    if (err instanceof RangeError) throw new ConfigError(`invalid YAML: ${TOO_DEEP}`, { file });
    throw err;
  }
  const first = doc.errors[0];
  if (first) {
    const offset = first.pos[0];
    const { line, col } = lineCounter.linePos(offset);
    throw new ConfigError(describeYamlError(first.code, first.message, text, first.pos), { file, line, col });
  }
  const problem = firstStructuralProblem(doc, text, { maxDepth: MAX_YAML_DEPTH, maxAddedValues: MAX_YAML_ALIAS_VALUES, maxAddedChars: MAX_YAML_ALIAS_CHARS });
  if (problem) {
    const { line, col } = lineCounter.linePos(problem.node.range?.[0] ?? 0);
    throw new ConfigError(`invalid YAML: ${problem.message}`, { file, line, col });
  }
  return { file, text, doc, lineCounter };
}

/** The lexer's markers (document start, flow end, scalar start): no text of their own. */
const MARKERS = new Set(['\u0002', '\u0018', '\u001f']);

/** The offset of the value after the first `max` in `text` (plain, block or quoted scalars and flow collections), or undefined. */
function offsetPastValues(text: string, max: number): number | undefined {
  let values = 0;
  let offset = 0;
  for (const token of new Lexer().lex(text)) {
    const first = token[0];
    if (first === '\u001f' || first === '"' || first === "'" || first === '[' || first === '{') {
      values += 1;
      if (values > max) return offset;
    }
    if (!MARKERS.has(token)) offset += token.length;
  }
  return undefined;
}

/** 1-based line and column of `offset` in `text`. */
function positionIn(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, col: offset - before.lastIndexOf('\n') };
}

function describeYamlError(code: string, message: string, text: string, pos: [number, number]): string {
  // The parser recurses once per level: past some thousands of levels it runs out of stack.
  if (/maximum call stack/i.test(message)) return `invalid YAML: ${TOO_DEEP}`;
  if (code === 'DUPLICATE_KEY') {
    const key = /^["']?([^"':\n]*)/.exec(text.slice(pos[0]))?.[1]?.trim() ?? '';
    return `duplicate key '${key}' in the same mapping; each key may appear once, remove or rename one`;
  }
  const firstLine = message.split('\n')[0] ?? message;
  return `invalid YAML: ${firstLine.replace(/ at line \d+, column \d+:?$/, '')}; check the indentation and quoting near here`;
}

/** The plain JS value of a parsed source; an alias bomb is a ConfigError. */
export function toValue(source: YamlSource): unknown {
  try {
    return source.doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (err) {
    if (err instanceof ReferenceError && /excessive alias count/i.test(err.message)) {
      throw new ConfigError(`invalid YAML: its aliases (*name) expand to more than ${MAX_YAML_ALIASES} copies (an alias bomb?); write the values out or use fewer aliases`, { file: source.file });
    }
    if (err instanceof RangeError) throw new ConfigError(`invalid YAML: ${TOO_DEEP}`, { file: source.file });
    // parseYaml has checked what it can find with a line; anything else the package refuses is still the file's problem.
    if (err instanceof Error) throw new ConfigError(`invalid YAML: ${err.message.split('\n')[0] ?? err.message}`, { file: source.file });
    throw err;
  }
}

/** Is the document empty (no content, or only comments)? */
export function isEmptyDocument(source: YamlSource): boolean {
  const c = source.doc.contents;
  return c === null || (isScalar(c) && (c.value === null || c.value === undefined));
}

interface Found {
  /** The deepest node found along the path (the document's root if none). */
  node: Node | null;
  /** The key node of the last segment found in a mapping. */
  keyNode: Node | null;
  /** How many segments of the path were found. */
  depth: number;
}

function findNode(source: YamlSource, path: YamlPath): Found {
  let node: Node | null = source.doc.contents;
  let keyNode: Node | null = null;
  let depth = 0;
  for (const segment of path) {
    let current: unknown = node;
    if (isAlias(current)) current = current.resolve(source.doc) ?? null;
    if (isMap(current)) {
      const pair = current.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
      if (!pair) break;
      keyNode = isScalar(pair.key) ? pair.key : null;
      node = pair.value === null ? keyNode : (pair.value as Node);
    } else if (isSeq(current)) {
      const item: unknown = current.items[Number(segment)];
      if (item === undefined || item === null || typeof item !== 'object') break;
      node = item as Node;
      keyNode = null;
    } else {
      break;
    }
    depth += 1;
  }
  return { node, keyNode, depth };
}

/**
 * The position of the value at `path` (or of its key, with `at: 'key'`). A path that does not exist
 * gives the position of its deepest existing ancestor.
 */
export function positionOf(source: YamlSource, path: YamlPath, at: 'value' | 'key' = 'value'): SourcePos {
  const found = findNode(source, path);
  const target = at === 'key' && found.depth === path.length && found.keyNode ? found.keyNode : found.node;
  const offset = target?.range?.[0] ?? 0;
  const { line, col } = source.lineCounter.linePos(offset);
  return { file: source.file, line, col };
}

/** Does the document hold a value (possibly null) at `path`? */
export function hasPath(source: YamlSource, path: YamlPath): boolean {
  return findNode(source, path).depth === path.length;
}

/** "file:line" for provenance. */
export function formatPos(pos: SourcePos): string {
  return `${pos.file}:${pos.line}`;
}

/** Builds a ConfigError located at `path` in `source`. */
export function errorAt(source: YamlSource, path: YamlPath, message: string, at: 'value' | 'key' = 'value'): ConfigError {
  const pos = positionOf(source, path, at);
  return new ConfigError(message, { file: pos.file, line: pos.line, col: pos.col });
}
