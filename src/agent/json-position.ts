/**
 * Where things are in a JSON text, for errors that name file:line: the line of a syntax error (Node's
 * JSON.parse says "Unexpected token" without a position on Node 20), and the line of the value at a path
 * (an array item, an object member). Pure; run only when an error needs a line, so that a good file is
 * parsed once, by JSON.parse.
 */

export type JsonPath = readonly (string | number)[];

class JsonSyntax extends Error {
  constructor(readonly offset: number) {
    super(`JSON syntax error at offset ${offset}`);
  }
}

const WHITE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const HEX4 = /[0-9a-fA-F]{4}/y;

/** Every value's start offset by its path (JSON.stringify of the path); throws JsonSyntax at the first error. */
class Scanner {
  pos = 0;
  readonly offsets = new Map<string, number>();
  constructor(readonly text: string) {
    if (text.charCodeAt(0) === 0xfeff) this.pos = 1;
  }

  run(): void {
    this.value([]);
    this.ws();
    if (this.pos < this.text.length) throw new JsonSyntax(this.pos);
  }

  private ws(): void {
    while (this.pos < this.text.length && WHITE.has(this.text[this.pos] ?? '')) this.pos++;
  }

  private value(path: (string | number)[]): void {
    this.ws();
    this.offsets.set(JSON.stringify(path), this.pos);
    const c = this.text[this.pos];
    if (c === '{') this.object(path);
    else if (c === '[') this.array(path);
    else if (c === '"') this.string();
    else if (this.text.startsWith('true', this.pos)) this.pos += 4;
    else if (this.text.startsWith('false', this.pos)) this.pos += 5;
    else if (this.text.startsWith('null', this.pos)) this.pos += 4;
    else {
      NUMBER.lastIndex = this.pos;
      if (!NUMBER.test(this.text)) throw new JsonSyntax(this.pos);
      this.pos = NUMBER.lastIndex;
    }
  }

  private object(path: (string | number)[]): void {
    this.pos++;
    this.ws();
    if (this.text[this.pos] === '}') {
      this.pos++;
      return;
    }
    for (;;) {
      this.ws();
      if (this.text[this.pos] !== '"') throw new JsonSyntax(this.pos);
      const start = this.pos;
      this.string();
      const key = JSON.parse(this.text.slice(start, this.pos)) as string;
      this.ws();
      if (this.text[this.pos] !== ':') throw new JsonSyntax(this.pos);
      this.pos++;
      this.value([...path, key]);
      this.ws();
      const next = this.text[this.pos];
      this.pos++;
      if (next === '}') return;
      if (next !== ',') throw new JsonSyntax(this.pos - 1);
    }
  }

  private array(path: (string | number)[]): void {
    this.pos++;
    this.ws();
    if (this.text[this.pos] === ']') {
      this.pos++;
      return;
    }
    for (let i = 0; ; i++) {
      this.value([...path, i]);
      this.ws();
      const next = this.text[this.pos];
      this.pos++;
      if (next === ']') return;
      if (next !== ',') throw new JsonSyntax(this.pos - 1);
    }
  }

  private string(): void {
    this.pos++;
    for (;;) {
      const c = this.text[this.pos];
      if (c === undefined || c.charCodeAt(0) < 0x20) throw new JsonSyntax(this.pos);
      this.pos++;
      if (c === '"') return;
      if (c === '\\') {
        const e = this.text[this.pos];
        if (e === 'u') {
          HEX4.lastIndex = this.pos + 1;
          if (!HEX4.test(this.text)) throw new JsonSyntax(this.pos);
          this.pos += 5;
        } else if (e !== undefined && ESCAPES.has(e)) this.pos++;
        else throw new JsonSyntax(this.pos);
      }
    }
  }
}

/** The 1-based line of a character offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The line of the first syntax error of a text JSON.parse refused (the last line when the text just ends). */
export function jsonErrorLine(text: string): number {
  try {
    new Scanner(text).run();
  } catch (err) {
    if (err instanceof JsonSyntax) return lineAt(text, err.offset);
    throw err;
  }
  return 1;
}

/**
 * A finder of lines in a valid JSON text: the line of the value at `path`, else of its nearest ancestor
 * that exists (the item a missing key belongs to), else 1.
 */
export function jsonLines(text: string): (path: JsonPath) => number {
  const scanner = new Scanner(text);
  try {
    scanner.run();
  } catch (err) {
    if (!(err instanceof JsonSyntax)) throw err;
  }
  return (path) => {
    for (let n = path.length; n >= 0; n--) {
      const offset = scanner.offsets.get(JSON.stringify(path.slice(0, n)));
      if (offset !== undefined) return lineAt(text, offset);
    }
    return 1;
  };
}
