/** Command-line parsing for every command (DESIGN §5). Pure: argv in, options or a UsageError out. */
import { parseArgs } from 'node:util';

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const COMMANDS = ['init', 'run', 'merge', 'validate', 'show', 'manifest', 'record', 'review', 'history', 'drift', 'dashboard', 'schema', 'capture', 'package'] as const;
export type Command = (typeof COMMANDS)[number];

type OptionSpec = Record<string, { type: 'string' | 'boolean'; multiple?: boolean; short?: string }>;

const common: OptionSpec = { config: { type: 'string', short: 'c' }, help: { type: 'boolean', short: 'h' }, verbose: { type: 'boolean', short: 'v' } };

export const OPTIONS: Record<Command, OptionSpec> = {
  run: {
    ...common,
    only: { type: 'string', multiple: true },
    runs: { type: 'string' },
    changed: { type: 'string', multiple: true },
    'changed-from': { type: 'string' },
    base: { type: 'string' },
    record: { type: 'boolean' },
    compare: { type: 'boolean' },
    'fail-on': { type: 'string' },
    concurrency: { type: 'string' },
    seed: { type: 'string' },
    json: { type: 'string' },
    markdown: { type: 'string' },
    junit: { type: 'string' },
    out: { type: 'string' },
    package: { type: 'string' },
    'provider-map': { type: 'string', multiple: true },
    shard: { type: 'string' },
    'run-id': { type: 'string' },
  },
  merge: { ...common, out: { type: 'string' }, 'fail-on': { type: 'string' }, 'run-id': { type: 'string' }, json: { type: 'string' }, compare: { type: 'boolean' }, base: { type: 'string' } },
  init: { help: { type: 'boolean', short: 'h' }, glob: { type: 'string', multiple: true } },
  validate: { ...common },
  show: { ...common, run: { type: 'string' }, report: { type: 'string' } },
  manifest: { ...common, role: { type: 'string' }, base: { type: 'string' }, format: { type: 'string' } },
  record: { ...common, only: { type: 'string', multiple: true }, runs: { type: 'string' }, concurrency: { type: 'string' }, seed: { type: 'string' } },
  review: { ...common, 'dry-run': { type: 'boolean' }, request: { type: 'string' }, base: { type: 'string' }, head: { type: 'string' } },
  history: { ...common, scenario: { type: 'string' }, format: { type: 'string' } },
  drift: { ...common, format: { type: 'string' } },
  dashboard: { ...common, out: { type: 'string' } },
  schema: { help: { type: 'boolean', short: 'h' }, kind: { type: 'string' } },
  package: { ...common, out: { type: 'string' }, name: { type: 'string' } },
  capture: { ...common, log: { type: 'string' }, out: { type: 'string' }, role: { type: 'string' } },
};

export interface Parsed {
  command: Command;
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  /** Only `merge` (the shard folders) and `show` (the scenario) take positional arguments. */
  positionals?: string[];
}

/** `--changed a b c` takes every word up to the next option, as DESIGN §5 writes it. */
function spreadChanged(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--changed') {
      let j = i + 1;
      while (j < argv.length && !(argv[j] ?? '').startsWith('-')) out.push('--changed', argv[j++] ?? '');
      if (j === i + 1) out.push('--changed');
      i = j - 1;
    } else out.push(a);
  }
  return out;
}

export function parseCommandLine(argv: string[]): Parsed {
  const [first, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') return { command: 'run', values: { help: true, global: true } };
  const command = COMMANDS.find((c) => c === first);
  if (command === undefined) {
    throw new UsageError(`unknown command '${first}'; commands: ${COMMANDS.join(', ')}. Run 'context-eval --help'.`);
  }
  try {
    const { values, positionals } = parseArgs({ args: spreadChanged(rest), options: OPTIONS[command], allowPositionals: true, strict: true });
    if (command === 'merge' || command === 'show') return { command, values, positionals };
    if (positionals.length > 0) throw new UsageError(`'${command}' takes no positional argument: '${positionals[0]}'. Run 'context-eval ${command} --help'.`);
    return { command, values };
  } catch (err) {
    if (err instanceof UsageError) throw err;
    const msg = err instanceof Error ? err.message.replace(/\. To specify.*$/s, '') : String(err);
    throw new UsageError(`${msg}. Run 'context-eval ${command} --help'.`);
  }
}

export function intOption(values: Parsed['values'], name: string, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const v = values[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || !/^-?\d+$/.test(v) || Number(v) < min || Number(v) > max) {
    throw new UsageError(`--${name} must be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}; got '${String(v)}'`);
  }
  return Number(v);
}

export function stringOption(values: Parsed['values'], name: string): string | undefined {
  const v = values[name];
  return typeof v === 'string' ? v : undefined;
}

export function listOption(values: Parsed['values'], name: string): string[] | undefined {
  const v = values[name];
  if (v === undefined) return undefined;
  const items = (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).map((x) => x.trim()).filter((x) => x !== '');
  return items;
}

export function formatOption(values: Parsed['values']): 'text' | 'json' {
  const f = values.format ?? 'text';
  if (f !== 'text' && f !== 'json') throw new UsageError(`--format must be text or json; got '${String(f)}'`);
  return f;
}
