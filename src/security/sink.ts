/**
 * The CLI's sinks: everything it prints (stdout, stderr, progress) and every file it writes (report.json,
 * report.md, report.junit.xml, events.jsonl, --json/--markdown/--junit) passes through one Redactor here.
 * The action writes its report.json and shard.json with writeOutputChunks too, through its own redaction
 * (src/action/sink.ts).
 */
import { constants as fsConstants } from 'node:fs';
import { mkdir, open, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CliIO } from '../cli/io.js';
import { createRedactor, type Redactor } from './redact.js';
import { keyVariablesInConfig, secretValues } from './secrets.js';
import { errorCode, FileAccessError, MAX_FILE_BYTES } from './paths.js';

/** Redactor for a run of the product: the environment's secrets and the key variables the config names. */
export async function redactorFor(env: Record<string, string | undefined>, configPath: string | undefined): Promise<Redactor> {
  let names: string[] = [];
  if (configPath !== undefined) {
    const info = await stat(configPath).catch(() => undefined);
    if (info?.isFile() && info.size <= MAX_FILE_BYTES) names = keyVariablesInConfig(await readFile(configPath, 'utf8').catch(() => ''));
  }
  return createRedactor(secretValues(env, names));
}

/** The CLI's I/O with every printed byte passed through `redactor`. */
export function guardCliIO(io: CliIO, redactor: Redactor): CliIO {
  const progress = io.progress;
  return {
    ...io,
    stdout: (t) => io.stdout(redactor.reveal(t)),
    stderr: (t) => io.stderr(redactor.reveal(t)),
    progress: {
      write: (s) => progress.write(redactor.reveal(s)),
      ...(progress.isTTY !== undefined ? { isTTY: progress.isTTY } : {}),
      // Read at every redraw: a resized terminal is followed.
      get columns() {
        return progress.columns;
      },
    },
    get columns() {
      return io.columns;
    },
    redactor,
  };
}

/** Writes an output file through the redactor: Markdown also gets invisible characters revealed. */
export async function writeOutputFile(file: string, text: string, redactor: Redactor): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, /\.(md|markdown)$/i.test(file) ? redactor.reveal(text) : redactor.redact(text));
}

/**
 * Writes an output file from pieces, each through the redactor, so that a large report never exists as
 * one string (issue 12). Each piece must hold whole values (renderJsonChunks gives one per scenario): a
 * secret inside one string value is then always inside one piece.
 */
export async function writeOutputChunks(file: string, chunks: Iterable<string>, redactor: Pick<Redactor, 'redact'>, opts: { regularOnly?: boolean } = {}): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, opts.regularOnly ? REGULAR_WRITE : 'w').catch((err: unknown) => {
    // ENXIO: a FIFO with no reader; ELOOP: a symlink (O_NOFOLLOW).
    const code = errorCode(err);
    if (opts.regularOnly && (code === 'ENXIO' || code === 'ELOOP')) throw new FileAccessError('not-a-file', `'${file}' is not a regular file`);
    throw err;
  });
  try {
    // A FIFO or a device where a regular file is expected (the last report): refused, never waited on.
    if (opts.regularOnly && !(await handle.stat()).isFile()) throw new FileAccessError('not-a-file', `'${file}' is not a regular file`);
    // Pieces are gathered up to about 1 MB a write: one write per scenario would cost more than it saves.
    let batch: string[] = [];
    let size = 0;
    for (const chunk of chunks) {
      const safe = redactor.redact(chunk);
      batch.push(safe);
      size += safe.length;
      if (size >= WRITE_BATCH_CHARS) {
        await handle.writeFile(batch.join(''));
        batch = [];
        size = 0;
      }
    }
    if (batch.length > 0) await handle.writeFile(batch.join(''));
  } finally {
    await handle.close();
  }
}

const WRITE_BATCH_CHARS = 1 << 20;

/**
 * Open flags for a file that must be a regular one: created or truncated, never through a symlink
 * (O_NOFOLLOW), and without blocking (O_NONBLOCK: opening a FIFO with no reader fails at once, ENXIO, where
 * a plain open waits for a reader forever). Where the platform lacks them (Windows), a plain 'w'.
 */
const REGULAR_WRITE =
  fsConstants.O_NOFOLLOW === undefined
    ? 'w'
    : fsConstants.O_WRONLY | fsConstants.O_CREAT | fsConstants.O_TRUNC | fsConstants.O_NOFOLLOW | (fsConstants.O_NONBLOCK ?? 0);
