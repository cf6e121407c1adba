/** Test helpers for the adversarial suite: planted secrets and a grep for them (or any long fragment). */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** An API key that matches no known token shape: only value redaction can catch it. */
export const PLANTED_KEY = 'Kx9Qm2Lp7Vz4Rt8Wn3Hs6JdYcB5';
/** A GitHub token that matches no known token shape. */
export const PLANTED_TOKEN = 'Tq4Wz8Nm3Xc7Vb2Lk6Pj9Hg5Fd1';
/** Token shapes a prompt file may carry and a model may echo. */
export const SHAPED = {
  github: `ghp_${'A1b2C3d4E5'.repeat(4)}`,
  openai: `sk-proj-${'Zz9Yy8Xx7W'.repeat(3)}`,
  aws: 'AKIAIOSFODNN7EXAMPLQ',
};

/** The names of the texts in which `secret` or any 10-character fragment of it occurs. */
export function leaksOf(texts: Record<string, string>, secret: string, fragment = 10): string[] {
  const windows = new Set<string>();
  for (let i = 0; i + fragment <= secret.length; i++) windows.add(secret.slice(i, i + fragment));
  const out: string[] = [];
  for (const [name, text] of Object.entries(texts)) {
    if ([...windows].some((w) => text.includes(w))) out.push(name);
  }
  return out;
}

/** Every file below `dir`, by path, with its text. */
export function filesBelow(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const abs = path.join(d, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else out[abs] = readFileSync(abs, 'utf8');
    }
  };
  walk(dir);
  return out;
}

/** Stdout without the runner's `::add-mask::` commands (which must carry the value to mask it). */
export function withoutMaskCommands(stdout: string): string {
  return stdout
    .split('\n')
    .filter((l) => !l.startsWith('::add-mask::'))
    .join('\n');
}
