/**
 * The JSON Schema editors apply to an expectation's key (its kind), so that a mistyped kind is reported
 * as unknown with the nearest valid one ("did you mean 'contains'?"), as `validate` says it. JSON Schema
 * cannot compute a distance, so each kind's near misses are spelled out as a regex: one edit away (a
 * letter added, dropped, changed, or two swapped), or a prefix of at least 3 letters, or the kind with
 * more after it. `validate` (src/config/suggest.ts) goes further (up to 40% of the name, any case). Pure.
 */

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regex (anchored) matching the names near `kind` as described above, `kind` itself included. */
export function nearKindPattern(kind: string): string {
  const alts = new Set<string>();
  const n = kind.length;
  for (let i = 0; i <= n; i++) alts.add(`${escape(kind.slice(0, i))}.${escape(kind.slice(i))}`);
  for (let i = 0; i < n; i++) {
    alts.add(`${escape(kind.slice(0, i))}.${escape(kind.slice(i + 1))}`);
    alts.add(`${escape(kind.slice(0, i))}${escape(kind.slice(i + 1))}`);
  }
  for (let i = 0; i + 1 < n; i++) alts.add(escape(`${kind.slice(0, i)}${kind.charAt(i + 1)}${kind.charAt(i)}${kind.slice(i + 2)}`));
  for (let len = 3; len < n; len++) alts.add(escape(kind.slice(0, len)));
  alts.add(`${escape(kind)}.+`);
  return `^(?:${[...alts].join('|')})$`;
}

/**
 * `propertyNames` for an expectation item: a valid kind passes; otherwise the first kind (in the given
 * order) the name is near is suggested, else every kind is listed. An if/else chain, so that one name
 * gets one message.
 */
export function kindNamesSchema(kinds: readonly string[]): Record<string, unknown> {
  let chain: Record<string, unknown> = { enum: [...kinds], errorMessage: `unknown expectation kind; kinds: ${kinds.join(', ')}` };
  for (const kind of [...kinds].reverse()) {
    chain = {
      if: { pattern: nearKindPattern(kind) },
      then: { const: kind, errorMessage: `unknown expectation kind; did you mean '${kind}'?` },
      else: chain,
    };
  }
  return { if: { enum: [...kinds] }, else: chain };
}
