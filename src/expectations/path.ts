/**
 * Paths into a JSON value, as written in scenario files: `steps[0].title`, `a.b.0.c`, `["weird key"].x`.
 * A dotted number (`a.0`) is an array index on an array and a key on an object. Pure: no I/O.
 */

export type PathResult = { found: true; value: unknown } | { found: false; at: string };

/** One step of a path, and how it was written (to rebuild the prefix for messages). */
interface Segment {
  key: string;
  written: string;
}

const IDENT = /^[^.[\]"']+/;
const INDEX = /^\[\s*(\d+)\s*\]/;
const QUOTED = /^\[\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')\s*\]/;

/** Splits a path into segments; throws an Error naming the path and the position of a syntax problem. */
export function parsePath(path: string): Segment[] {
  const segments: Segment[] = [];
  let rest = path.trim();
  let pos = 0;
  const fail = (why: string): never => {
    throw new Error(
      `invalid path "${path}": ${why} at char ${pos + 1}; write it like steps[0].title, a.b.0.c or ["a key"].x`,
    );
  };
  if (rest === '') fail('the path is empty');
  let first = true;
  while (rest !== '') {
    let consumed: number;
    const index = INDEX.exec(rest);
    const quoted = index ? null : QUOTED.exec(rest);
    if (index) {
      segments.push({ key: index[1] ?? '', written: `[${index[1] ?? ''}]` });
      consumed = index[0].length;
    } else if (quoted) {
      const key = (quoted[1] ?? quoted[2] ?? '').replace(/\\(.)/g, '$1');
      segments.push({ key, written: `[${JSON.stringify(key)}]` });
      consumed = quoted[0].length;
    } else {
      const dot = first ? 0 : 1;
      if (!first && !rest.startsWith('.')) fail(`expected "." or "[" before "${rest}"`);
      const ident = IDENT.exec(rest.slice(dot));
      if (!ident) return fail(`expected a key after "${path.trim().slice(0, pos + dot)}"`);
      const key = ident[0].trim();
      if (key === '') fail('a key is blank');
      segments.push({ key, written: `${first ? '' : '.'}${key}` });
      consumed = dot + ident[0].length;
    }
    rest = rest.slice(consumed);
    pos += consumed;
    first = false;
  }
  return segments;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The value at `path`, or `at`: the path up to and including the first segment that is missing. */
export function getPath(value: unknown, path: string): PathResult {
  const segments = parsePath(path);
  let current: unknown = value;
  let prefix = '';
  for (const seg of segments) {
    prefix += seg.written;
    if (Array.isArray(current) && /^\d+$/.test(seg.key)) {
      const index = Number(seg.key);
      if (index >= current.length) return { found: false, at: prefix };
      current = current[index];
    } else if (isRecord(current) && Object.hasOwn(current, seg.key)) {
      current = current[seg.key];
    } else {
      return { found: false, at: prefix };
    }
  }
  return { found: true, value: current };
}
