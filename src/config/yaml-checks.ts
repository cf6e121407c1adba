/**
 * Checks of a parsed YAML document's structure that the `yaml` package accepts but the product cannot
 * use, each found on the syntax tree so that the error names its line: nesting deeper than a limit, a
 * list or mapping as a key, a NUL character written as an escape (`"\0"`, `"\x00"`), an alias that names
 * no anchor or one of its own ancestors (a value that contains itself), a merge (`<<`) of something
 * other than mappings, and aliases that expand the document past a size budget. Pure.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, type Document, type Node } from 'yaml';

/** A node and what is wrong with it (the text after "invalid YAML: "). */
export interface NodeProblem {
  node: Node;
  message: string;
}

export interface StructureLimits {
  /** How deep collections may nest. */
  maxDepth: number;
  /** How many values (scalars and collections) aliases may add, each alias counted as its node written out. */
  maxAddedValues: number;
  /** How many characters of scalar source aliases may add, counted the same way. */
  maxAddedChars: number;
}

/** The first structural problem, or undefined. */
export function firstStructuralProblem(doc: Document.Parsed, text: string, limits: StructureLimits): NodeProblem | undefined {
  // Only a backslash escape can write a NUL (the bytes themselves are refused when the file is read).
  const shape = firstShapeProblem(doc.contents, limits.maxDepth, text.includes('\\'));
  if (shape) return shape;
  // Aliases need a '*' and merges a '<<'; most files have neither, and then there is nothing more to walk.
  return text.includes('*') || text.includes('<<') ? firstAliasProblem(doc, limits) : undefined;
}

const NUL_MESSAGE = 'this value holds a NUL character (written \\0, \\x00 or \\u0000); NUL is not text: remove it';

/** Nesting deeper than maxDepth, a collection used as a key, or (with `nul`) a string holding NUL; walks without recursion. */
function firstShapeProblem(root: Node | null, maxDepth: number, nul: boolean): NodeProblem | undefined {
  const stack: { node: unknown; depth: number }[] = [{ node: root, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop() ?? { node: null, depth: 0 };
    if (nul && isScalar(node) && typeof node.value === 'string' && node.value.includes('\u0000')) return { node, message: NUL_MESSAGE };
    if (!isMap(node) && !isSeq(node)) continue;
    if (depth >= maxDepth) return { node, message: `nested more than ${maxDepth} levels deep; flatten the structure` };
    for (const item of node.items) {
      if (!isPair(item)) {
        stack.push({ node: item, depth: depth + 1 });
        continue;
      }
      if (isMap(item.key) || isSeq(item.key)) {
        return { node: item.key, message: 'this key is a list or mapping; a key must be a plain value (a name): write it as one' };
      }
      if (nul) stack.push({ node: item.key, depth: depth + 1 });
      stack.push({ node: item.value, depth: depth + 1 });
    }
  }
  return undefined;
}

/** Is this the key of a merge (`<<:`, plain, as the `yaml` package with `merge: true` reads it)? */
function isMergeKey(key: unknown): boolean {
  if (!isScalar(key) || (key.type !== undefined && key.type !== 'PLAIN')) return false;
  // The package resolves a plain `<<` to Symbol(<<) when merge keys are on.
  return key.value === '<<' || (typeof key.value === 'symbol' && key.value.description === '<<');
}

/**
 * One walk in document order over a document that has aliases or merges:
 * - an alias naming no anchor set before it;
 * - an alias naming one of its own ancestors (`x: &a [1, *a]`, whose value would contain itself: every walk
 *   over it, such as the include walk, would never end; an alias can only name an anchor set before it, so
 *   this is the only way a cycle arises);
 * - a merge of something other than a mapping or an alias of one;
 * - the first alias at which what the aliases add (each alias, and so each merge of one, counts as the
 *   node it names written out again) passes a budget: `maxAddedValues` values (scalars and collections)
 *   or `maxAddedChars` characters of scalar source. The `yaml` package's alias-count limit alone lets 998
 *   aliases of a 100 KB string through (100 MB of context a request), or of a 60,000-item list (60 million
 *   values to render). What is written without aliases is bounded by the file size limit instead.
 * Anchors are looked up in a map kept along the walk (the last one of that name set before the alias, as
 * the `yaml` package resolves them): its `Alias.resolve` walks the whole document at every call, which made
 * 900 aliases in a 0.1 MB file cost seconds. Recursive: it runs after firstShapeProblem, so the depth is
 * bounded; an alias names a node completed before it (never an ancestor), so each node is weighed once.
 */
function firstAliasProblem(doc: Document.Parsed, limits: StructureLimits): NodeProblem | undefined {
  const anchors = new Map<string, Node>();
  const ancestors = new Set<unknown>();
  /** Each completed node: the values and characters it stands for, its aliases written out (capped). */
  const weights = new Map<unknown, Weight>();
  const added: Weight = { values: 0, chars: 0 };
  const targetOf = (node: unknown): unknown => (isAlias(node) ? anchors.get(node.source) : node);
  const isMapping = (node: unknown): boolean => isMap(targetOf(node));
  let found: NodeProblem | undefined;
  const walk = (node: unknown): Weight => {
    if (found) return NOTHING;
    if (isAlias(node)) {
      const target = anchors.get(node.source);
      if (target === undefined) {
        found = { node, message: `the alias *${node.source} names no anchor set before it; set &${node.source} on a node above it, or write the value out` };
        return NOTHING;
      }
      if (ancestors.has(target)) {
        found = {
          node,
          message: `the alias *${node.source} sits inside the node it names (&${node.source}), which makes the value contain itself; copy the value out, or point the alias at a node outside it`,
        };
        return NOTHING;
      }
      const weight = weights.get(target) ?? scalarWeight(target);
      added.values += weight.values;
      added.chars += weight.chars;
      if (added.values > limits.maxAddedValues || added.chars > limits.maxAddedChars) found = { node, message: tooMuch(node.source, added, limits) };
      return weight;
    }
    if (isScalar(node)) {
      if (node.anchor) anchors.set(node.anchor, node);
      return scalarWeight(node);
    }
    if (!isMap(node) && !isSeq(node)) return NOTHING;
    if (node.anchor) anchors.set(node.anchor, node);
    ancestors.add(node);
    const weight: Weight = { values: 1, chars: 0 };
    const add = (w: Weight): void => {
      weight.values += w.values;
      weight.chars += w.chars;
    };
    for (const item of node.items) {
      if (isPair(item)) {
        add(walk(item.key));
        add(walk(item.value));
        found ??= mergeProblem(item.key, item.value);
      } else {
        add(walk(item));
      }
      if (found) return NOTHING;
    }
    ancestors.delete(node);
    // Capped: aliases of aliases would otherwise count past what a number holds exactly.
    const capped = { values: Math.min(weight.values, limits.maxAddedValues + 1), chars: Math.min(weight.chars, limits.maxAddedChars + 1) };
    weights.set(node, capped);
    return capped;
  };
  const mergeProblem = (key: unknown, value: unknown): NodeProblem | undefined => {
    if (!isMergeKey(key)) return undefined;
    const resolved = targetOf(value);
    if (isMap(resolved) || (isSeq(resolved) && resolved.items.every(isMapping))) return undefined;
    const at = (value !== null && typeof value === 'object' && 'range' in value ? value : key) as Node;
    return { node: at, message: 'a merge (<<) takes a mapping, an alias of one, or a list of them; merge a mapping, or use a plain key' };
  };
  walk(doc.contents);
  return found;
}

interface Weight {
  values: number;
  chars: number;
}

const NOTHING: Weight = { values: 0, chars: 0 };

function tooMuch(alias: string, added: Weight, limits: StructureLimits): string {
  const mb = limits.maxAddedChars / (1024 * 1024);
  const text = mb >= 1 ? `${Math.round(mb * 10) / 10} MB of text` : `${limits.maxAddedChars.toLocaleString('en-US')} characters of text`;
  const what = added.chars > limits.maxAddedChars ? text : `${limits.maxAddedValues.toLocaleString('en-US')} values`;
  return `its aliases (*name) expand it by more than ${what} (this *${alias} goes past it); write the value out once, or use fewer or smaller aliases`;
}

function scalarWeight(node: unknown): Weight {
  if (!isScalar(node)) return { values: 1, chars: 0 };
  const range = node.range;
  return { values: 1, chars: range ? range[1] - range[0] : String(node.value).length };
}
