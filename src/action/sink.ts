/**
 * The action's sinks: the log, annotations, the job summary, step outputs and everything sent to GitHub
 * (the sticky comment, issues) pass through one Redactor (src/security/redact.ts). `core` here has the
 * shape of the part of @actions/core the action uses, so the action's code reads as usual.
 */
import * as actionsCore from '@actions/core';
import { readFile, stat } from 'node:fs/promises';
import { createRedactor, type Redactor } from '../security/redact.js';
import { keyVariablesInConfig, secretValues, type Env } from '../security/secrets.js';
import { MAX_FILE_BYTES } from '../security/paths.js';

const secrets: string[] = [];
let redactor: Redactor = createRedactor([]);

/** Registers values as secrets: masked by the runner in the log (`core.setSecret`) and redacted here. */
export function registerSecrets(values: readonly string[]): void {
  for (const value of values) {
    if (secrets.includes(value)) continue;
    actionsCore.setSecret(value);
    secrets.push(value);
  }
  redactor = createRedactor(secrets);
}

/** Registers the GitHub token, the key variables the config at `configPath` names, and credential-named variables. */
export async function registerSecretsFor(env: Env, configPath: string): Promise<void> {
  registerSecrets(secretValues(env));
  const info = await stat(configPath).catch(() => undefined);
  if (!info?.isFile() || info.size > MAX_FILE_BYTES) return;
  registerSecrets(secretValues(env, keyVariablesInConfig(await readFile(configPath, 'utf8').catch(() => ''))));
}

/** For data that leaves the process (report.json, event logs): secrets redacted. */
export function redactData(text: string): string {
  return redactor.redact(text);
}

/** For what people read (comments, issues, the summary, annotations): redacted and invisible characters revealed. */
export function redactForDisplay(text: string): string {
  return redactor.reveal(text);
}

type AnnotationProps = actionsCore.AnnotationProperties;

function props(p: AnnotationProps | undefined): AnnotationProps | undefined {
  return p && p.title !== undefined ? { ...p, title: redactForDisplay(p.title) } : p;
}

export const core = {
  info: (message: string): void => actionsCore.info(redactData(message)),
  notice: (message: string, p?: AnnotationProps): void => actionsCore.notice(redactForDisplay(message), props(p)),
  warning: (message: string, p?: AnnotationProps): void => actionsCore.warning(redactForDisplay(message), props(p)),
  error: (message: string, p?: AnnotationProps): void => actionsCore.error(redactForDisplay(message), props(p)),
  setFailed: (message: string): void => actionsCore.setFailed(redactForDisplay(message)),
  setOutput: (name: string, value: string): void => actionsCore.setOutput(name, redactData(value)),
  summary: {
    addRaw: (text: string): typeof actionsCore.summary => actionsCore.summary.addRaw(redactForDisplay(text)),
  },
};
