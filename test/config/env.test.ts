import { describe, expect, it } from 'vitest';
import { expandEnvString } from '../../src/config/env.js';
import { parseYaml, toValue } from '../../src/config/yaml-source.js';
import { expandEnvInDocument } from '../../src/config/env.js';

const env = { HOME_DIR: '/home/ci', EMPTY: '', KEY_ENV: 'OPENAI_API_KEY' };

describe('expandEnvString', () => {
  it.each([
    ['plain text', 'plain text'],
    ['${HOME_DIR}/x', '/home/ci/x'],
    ['${HOME_DIR}${HOME_DIR}', '/home/ci/home/ci'],
    ['${MISSING:-fallback}', 'fallback'],
    ['${EMPTY:-fallback}', 'fallback'],
    ['${HOME_DIR:-fallback}', '/home/ci'],
    ['${MISSING:-}', ''],
    ['${EMPTY}', ''],
    ['$${HOME_DIR}', '${HOME_DIR}'],
    ['${{ github.token }}', '${{ github.token }}'],
    ['cost: $5 and ${ not a ref', 'cost: $5 and ${ not a ref'],
  ])('%s → %s', (input, output) => {
    expect(expandEnvString(input, env)).toEqual({ ok: true, value: output });
  });

  it('names the first unset variable', () => {
    expect(expandEnvString('${HOME_DIR} ${NOPE} ${ALSO_NOPE}', env)).toEqual({ ok: false, name: 'NOPE' });
  });
});

describe('expandEnvInDocument', () => {
  it('expands values in place, not keys, and reports an unset variable at its line', () => {
    const source = parseYaml('a: ${KEY_ENV}\n${KEY_ENV}: [x, "${HOME_DIR}"]\n', 'f.yaml');
    expandEnvInDocument(source, env);
    expect(toValue(source)).toEqual({ a: 'OPENAI_API_KEY', '${KEY_ENV}': ['x', '/home/ci'] });
    const bad = parseYaml('a: 1\nb:\n  - ok\n  - ${UNSET_THING}\n', 'f.yaml');
    expect(() => expandEnvInDocument(bad, env)).toThrow('f.yaml:4:5: environment variable UNSET_THING is not set; export it or remove the reference');
  });
});
