/**
 * YAML parsing that keeps positions, so every later error can name file:line:col. Pure: the text comes in.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Alias, type Document, type Node } from 'yaml';
import { ConfigError } from './types.js';
import type { SourcePos } from '../expectations/schema.js';

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

const TOO_DEEP = `nested more than ${MAX_YAML_DEPTH} levels deep; flatten the structure`;

/** Parses YAML text; a syntax error or a duplicate key becomes a ConfigError naming file:line:col. */
export function parseYaml(text: string, file: string): YamlSource {
  const lineCounter = new LineCounter();
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
  const deep = firstTooDeep(doc.contents);
  if (deep) {
    const { line, col } = lineCounter.linePos(deep.range?.[0] ?? 0);
    throw new ConfigError(`invalid YAML: ${TOO_DEEP}`, { file, line, col });
  }
  // An alias needs a '*'; most files have none, and then there is nothing to walk.
  const cyclic = text.includes('*') ? firstCyclicAlias(doc) : undefined;
  if (cyclic) {
    const { line, col } = lineCounter.linePos(cyclic.range?.[0] ?? 0);
    throw new ConfigError(
      `invalid YAML: the alias *${cyclic.source} sits inside the node it names (&${cyclic.source}), which makes the value contain itself; copy the value out, or point the alias at a node outside it`,
      { file, line, col },
    );
  }
  return { file, text, doc, lineCounter };
}

/** The first collection nested deeper than MAX_YAML_DEPTH, walking without recursion. */
function firstTooDeep(root: Node | null): Node | undefined {
  const stack: { node: unknown; depth: number }[] = [{ node: root, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop() ?? { node: null, depth: 0 };
    if (!isMap(node) && !isSeq(node)) continue;
    if (depth >= MAX_YAML_DEPTH) return node;
    for (const item of node.items) {
      if (isMap(node) && item !== null && typeof item === 'object' && 'value' in item) stack.push({ node: item.value, depth: depth + 1 }, { node: 'key' in item ? item.key : null, depth: depth + 1 });
      else stack.push({ node: item, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * The first alias that names one of its own ancestors (`x: &a [1, *a]`). Its value would contain itself:
 * every walk over it (includes, hashing, rendering) would never end. An alias can only name an anchor
 * defined before it, so this is the only way a cycle arises. Runs after firstTooDeep, so the recursion
 * is at most MAX_YAML_DEPTH deep.
 */
function firstCyclicAlias(doc: Document.Parsed): Alias | undefined {
  const ancestors = new Set<unknown>();
  const walk = (node: unknown): Alias | undefined => {
    if (isAlias(node)) return ancestors.has(node.resolve(doc)) ? node : undefined;
    if (!isMap(node) && !isSeq(node)) return undefined;
    ancestors.add(node);
    for (const item of node.items) {
      const found = isPair(item) ? (walk(item.key) ?? walk(item.value)) : walk(item);
      if (found) return found;
    }
    ancestors.delete(node);
    return undefined;
  };
  return walk(doc.contents);
}

function describeYamlError(code: string, message: string, text: string, pos: [number, number]): string {
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
    if (err instanceof ReferenceError && /alias/i.test(err.message)) {
      throw new ConfigError(`invalid YAML: its aliases (*name) expand to more than ${MAX_YAML_ALIASES} copies (an alias bomb?); write the values out or use fewer aliases`, { file: source.file });
    }
    if (err instanceof RangeError) throw new ConfigError(`invalid YAML: ${TOO_DEEP}`, { file: source.file });
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
