/** Golden files: test/golden/<name>, compared byte for byte; `UPDATE_GOLDEN=1 npx vitest run test/report` rewrites them. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const GOLDEN_DIR = fileURLToPath(new URL('../golden/', import.meta.url));

export function expectGolden(name: string, actual: string): void {
  const path = `${GOLDEN_DIR}${name}`;
  if (process.env.UPDATE_GOLDEN === '1') {
    writeFileSync(path, actual);
    return;
  }
  if (!existsSync(path)) {
    throw new Error(`golden file test/golden/${name} is missing; create it with UPDATE_GOLDEN=1 npx vitest run test/report`);
  }
  expect(actual, `differs from test/golden/${name}; if the change is intended, run UPDATE_GOLDEN=1 npx vitest run test/report`).toBe(
    readFileSync(path, 'utf8'),
  );
}
