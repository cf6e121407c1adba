/**
 * Splits an exec provider's `command` into argv, as a POSIX shell would for plain words and quotes, but
 * with no expansion of any kind: the command runs without a shell.
 */

export class CommandLineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandLineError';
  }
}

/**
 * White space separates words. '…' keeps everything literally; "…" keeps everything, with \" and \\ as
 * escapes; outside quotes a backslash makes the next character literal. Quotes join adjacent text
 * (`--x="a b"` is one word). An empty quoted string is an (empty) word.
 */
export function splitCommandLine(command: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: "'" | '"' | undefined;
  let quoteStart = 0;
  for (let i = 0; i < command.length; i++) {
    const ch = command.charAt(i);
    if (quote === "'") {
      if (ch === "'") quote = undefined;
      else word += ch;
    } else if (quote === '"') {
      if (ch === '"') quote = undefined;
      else if (ch === '\\' && (command[i + 1] === '"' || command[i + 1] === '\\')) word += command.charAt(++i);
      else word += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      quoteStart = i;
      inWord = true;
    } else if (ch === '\\') {
      if (i + 1 >= command.length) throw new CommandLineError(`the command ends with a lone backslash: \`${command}\`; remove it`);
      word += command.charAt(++i);
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += ch;
      inWord = true;
    }
  }
  if (quote !== undefined) {
    throw new CommandLineError(`unclosed ${quote} quote at character ${quoteStart + 1} of \`${command}\`; close it`);
  }
  if (inWord) words.push(word);
  if (words.length === 0) throw new CommandLineError('the command is empty; set it to the program to run and its arguments');
  return words;
}
