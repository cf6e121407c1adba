/**
 * The action's sinks: the log, annotations, the job summary, step outputs and everything sent to GitHub
 * (the sticky comment, issues) pass through one Redactor (src/security/redact.ts). A sink's `core` has
 * the shape of the part of @actions/core the action uses, so the action's code reads as usual.
 */
import * as actionsCore from '@actions/core';
import { readFile, stat } from 'node:fs/promises';
import { createRedactor, type Redactor } from '../security/redact.js';
import { keyVariablesInConfig, secretValues, type Env } from '../security/secrets.js';
import { MAX_FILE_BYTES } from '../security/paths.js';

type AnnotationProps = actionsCore.AnnotationProperties;

/** The part of @actions/core the action writes through, every message redacted. */
export interface ActionCore {
  info(message: string): void;
  notice(message: string, p?: AnnotationProps): void;
  warning(message: string, p?: AnnotationProps): void;
  error(message: string, p?: AnnotationProps): void;
  setFailed(message: string): void;
  setOutput(name: string, value: string): void;
  summary: { addRaw(text: string): typeof actionsCore.summary };
}

export interface ActionSink {
  /** Registers values as secrets: masked by the runner in the log (`core.setSecret`) and redacted here. */
  registerSecrets(values: readonly string[]): void;
  /** Registers the GitHub token, the key variables the config at `configPath` names, and credential-named variables. */
  registerSecretsFor(env: Env, configPath: string): Promise<void>;
  /** For data that leaves the process (report.json, event logs): secrets redacted. */
  redactData(text: string): string;
  /** For what people read (comments, issues, the summary, annotations): redacted and invisible characters revealed. */
  redactForDisplay(text: string): string;
  core: ActionCore;
}

/**
 * One job's sink. Its redactor grows as secrets are registered (the config is read after the first
 * messages may be logged); the entry point (src/main.ts) makes one and hands its functions to the code
 * that writes, which holds no redactor of its own.
 */
export function createActionSink(): ActionSink {
  const secrets: string[] = [];
  let redactor: Redactor = createRedactor([]);
  const registerSecrets = (values: readonly string[]): void => {
    const before = secrets.length;
    for (const value of values) {
      if (secrets.includes(value)) continue;
      actionsCore.setSecret(value);
      secrets.push(value);
    }
    if (secrets.length > before) redactor = createRedactor(secrets);
  };
  const redactData = (text: string): string => redactor.redact(text);
  const redactForDisplay = (text: string): string => redactor.reveal(text);
  const props = (p: AnnotationProps | undefined): AnnotationProps | undefined => (p && p.title !== undefined ? { ...p, title: redactForDisplay(p.title) } : p);
  return {
    registerSecrets,
    async registerSecretsFor(env, configPath) {
      registerSecrets(secretValues(env));
      const info = await stat(configPath).catch(() => undefined);
      if (!info?.isFile() || info.size > MAX_FILE_BYTES) return;
      registerSecrets(secretValues(env, keyVariablesInConfig(await readFile(configPath, 'utf8').catch(() => ''))));
    },
    redactData,
    redactForDisplay,
    core: {
      info: (message) => actionsCore.info(redactData(message)),
      notice: (message, p) => actionsCore.notice(redactForDisplay(message), props(p)),
      warning: (message, p) => actionsCore.warning(redactForDisplay(message), props(p)),
      error: (message, p) => actionsCore.error(redactForDisplay(message), props(p)),
      setFailed: (message) => actionsCore.setFailed(redactForDisplay(message)),
      setOutput: (name, value) => actionsCore.setOutput(name, redactData(value)),
      summary: { addRaw: (text) => actionsCore.summary.addRaw(redactForDisplay(text)) },
    },
  };
}
