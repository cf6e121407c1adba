/**
 * Checks of a parsed YAML document's structure that the `yaml` package accepts but the product cannot
 * use, each found on the syntax tree so that the error names its line: nesting deeper than a limit, a
 * list or mapping as a key, an alias that names no anchor or one of its own ancestors (a value that
 * contains itself), and a merge (`<<`) of something other than mappings. Pure.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, type Document, type Node } from 'yaml';

/** A node and what is wrong with it (the text after "invalid YAML: "). */
export interface NodeProblem {
  node: Node;
  message: string;
}

/** The first structural problem, or undefined. `maxDepth`: how deep collections may nest. */
export function firstStructuralProblem(doc: Document.Parsed, text: string, maxDepth: number): NodeProblem | undefined {
  // Aliases need a '*' and merges a '<<'; most files have neither, and then there is nothing more to walk.
  return firstShapeProblem(doc.contents, maxDepth) ?? (text.includes('*') || text.includes('<<') ? firstAliasProblem(doc) : undefined);
}

/** Nesting deeper than maxDepth, or a collection used as a key; walks without recursion. */
function firstShapeProblem(root: Node | null, maxDepth: number): NodeProblem | undefined {
  const stack: { node: unknown; depth: number }[] = [{ node: root, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop() ?? { node: null, depth: 0 };
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
 * An alias naming no anchor set before it, an alias naming one of its own ancestors (`x: &a [1, *a]`,
 * whose value would contain itself: every walk over it, such as the include walk, would never end; an
 * alias can only name an anchor set before it, so this is the only way a cycle arises), or a merge of
 * something other than a mapping or an alias of one. Recursive: it runs after firstShapeProblem, so the
 * depth is bounded.
 */
function firstAliasProblem(doc: Document.Parsed): NodeProblem | undefined {
  const ancestors = new Set<unknown>();
  const isMapping = (node: unknown): boolean => isMap(node) || (isAlias(node) && isMap(node.resolve(doc)));
  const walk = (node: unknown): NodeProblem | undefined => {
    if (isAlias(node)) {
      const target = node.resolve(doc);
      if (target === undefined) return { node, message: `the alias *${node.source} names no anchor set before it; set &${node.source} on a node above it, or write the value out` };
      if (ancestors.has(target)) {
        return {
          node,
          message: `the alias *${node.source} sits inside the node it names (&${node.source}), which makes the value contain itself; copy the value out, or point the alias at a node outside it`,
        };
      }
      return undefined;
    }
    if (!isMap(node) && !isSeq(node)) return undefined;
    ancestors.add(node);
    for (const item of node.items) {
      const found = isPair(item) ? (walk(item.key) ?? walk(item.value) ?? mergeProblem(item.key, item.value)) : walk(item);
      if (found) return found;
    }
    ancestors.delete(node);
    return undefined;
  };
  const mergeProblem = (key: unknown, value: unknown): NodeProblem | undefined => {
    if (!isMergeKey(key)) return undefined;
    const resolved = isAlias(value) ? value.resolve(doc) : value;
    if (isMap(resolved) || (isSeq(resolved) && resolved.items.every(isMapping))) return undefined;
    const at = (value !== null && typeof value === 'object' && 'range' in value ? value : key) as Node;
    return { node: at, message: 'a merge (<<) takes a mapping, an alias of one, or a list of them; merge a mapping, or use a plain key' };
  };
  return walk(doc.contents);
}
