/**
 * Strings a run keeps for the report, detached from the text they were cut from. V8 keeps a slice of a
 * long string (slice, substring, a regex match, a value JSON.parse read out of a reply) as a view that
 * holds the whole string alive, and a string built by many concatenations as a tree of its pieces: an
 * excerpt of 500 characters kept a 200 KB output in memory (issue 12). A JSON round trip copies the
 * characters into one new string of their own, lone surrogates included. Pure.
 */
export function detached(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}
