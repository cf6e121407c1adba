/** The one redaction point (src/security/redact.ts) and the secret list (src/security/secrets.ts), unit by unit. */
import { describe, expect, it } from 'vitest';
import { createRedactor, REDACTED, revealInvisible } from '../../src/security/redact.js';
import { keyVariablesInConfig, secretValues } from '../../src/security/secrets.js';
import { markdownInline, xmlText } from '../../src/report/escape.js';
import { providersForRecord } from '../../src/history/record.js';

const KEY = 'k_9Qm2*Lp7Vz4<Rt8Wn3>Hs6|Jd';

describe('createRedactor', () => {
  const r = createRedactor([KEY]);

  it('removes the value as written and as each renderer escapes it', () => {
    for (const spelling of [KEY, JSON.stringify(KEY).slice(1, -1), markdownInline(KEY), xmlText(KEY), encodeURIComponent(KEY)]) {
      expect(r.redact(`before ${spelling} after`), spelling).toBe(`before ${REDACTED} after`);
    }
  });

  it('removes any fragment of 8 characters or more, as one [redacted] per run', () => {
    expect(r.redact(`masked: ${KEY.slice(0, 3)}***${KEY.slice(3)} end`)).toBe(`masked: k_9***${REDACTED} end`);
    expect(r.redact(`x ${KEY.slice(5, 13)} y`)).toBe(`x ${REDACTED} y`);
    // 7 characters of it are not enough to be told from ordinary text.
    expect(r.redact(`x ${KEY.slice(5, 12)} y`)).toBe(`x ${KEY.slice(5, 12)} y`);
  });

  it('removes token shapes whatever their value, and Bearer credentials', () => {
    const shaped = [`ghp_${'a1B2'.repeat(9)}`, `ghs_${'Z9y8'.repeat(9)}`, `github_pat_${'x_Y1'.repeat(8)}`, `sk-ant-api03-${'Ab1-'.repeat(6)}`, `sk-${'q'.repeat(40)}`, 'AKIAIOSFODNN7EXAMPLE', 'xoxb-1234567890-abcdef'];
    const r0 = createRedactor([]);
    for (const token of shaped) expect(r0.redact(`t=${token}.`), token).toBe(`t=${REDACTED}.`);
    expect(r0.redact('Authorization: Bearer abc.DEF-123_xyz~')).toBe(`Authorization: Bearer ${REDACTED}`);
    expect(r0.redact('a bearer of news')).toBe('a bearer of news');
  });

  it('removes distinctive token shapes glued to a word (a model writes "keysk-proj-…" or "xghp_…"), but not bare sk- inside words', () => {
    const r0 = createRedactor([]);
    const glued = [`xghp_${'a1B2'.repeat(9)}`, `keysk-proj-${'Ab1_'.repeat(6)}`, `Xsk-ant-api03-${'Ab1-'.repeat(6)}`, `idgithub_pat_${'x_Y1'.repeat(8)}`, `KEYAKIAIOSFODNN7EXAMPLE`, `tokenxoxb-1234567890-abcdef`, `kAIza${'B'.repeat(35)}`];
    for (const token of glued) expect(r0.redact(`t=${token}.`), token).not.toMatch(/ghp_a1|proj-Ab1|api03-Ab1|pat_x_Y1|AKIAIOSF|xoxb-1234|AIzaBBB/);
    // Words that merely contain "sk-" stay: a bare sk- needs a word boundary.
    for (const text of ['disk-usage-monitoring-service', 'task-runner-configuration-file', 'desk-booking-system-v2-release']) expect(r0.redact(text)).toBe(text);
  });

  it('removes a token shape cut short by an excerpt ("ghp_aaaa…"): the part before the cut goes too', () => {
    const r0 = createRedactor([]);
    const cut = ['ghp_aaaaaaaaaaaaa…', '(output: "sk-proj-abcdefghij…")', '"rm -rf / sk-proj-abcdefghi…"', 'deletesk-proj-abcdefghijkl…', 'github_pat_11AB…', 'xoxb-12…', 'AKIAIOSF…', 'AIzaSyB…', 'sk-abc…', 'Authorization: Bearer eyJhbGc…'];
    for (const text of cut) {
      const out = r0.redact(text);
      expect(out, text).toContain(`${REDACTED}…`);
      expect(out, text).not.toMatch(/ghp_a|proj-a|pat_1|xoxb-1|AKIAI|AIzaS|sk-abc|eyJ/);
    }
    // An ellipsis after ordinary words changes nothing.
    for (const text of ['the task…', 'a disk-usage…', 'gh…', 'sk…']) expect(r0.redact(text)).toBe(text);
  });

  it('removes token shapes as the Markdown renderers spell them (an escaped underscore)', () => {
    const r0 = createRedactor([]);
    for (const token of [`ghp\\_${'a1B2'.repeat(9)}`, `github\\_pat\\_${'x1Y2'.repeat(8)}`, `sk-proj-ab\\_${'c'.repeat(20)}`, `ghp\\_aaaaaaaaaaa…`]) {
      const out = r0.redact(`(output: "${token}")`);
      expect(out, token).toContain(REDACTED);
      expect(out, token).not.toMatch(/a1B2|x1Y2|c{8}|a{8}/);
    }
  });

  it('ignores values too short to redact safely', () => {
    expect(createRedactor(['true', 'abc']).redact('true abc')).toBe('true abc');
  });

  it('reveal makes bidi and zero-width characters visible but keeps the renderer’s mention breaks', () => {
    expect(r.reveal('a\u202eb\u200bc')).toBe('a\\u202eb\\u200bc');
    expect(r.reveal(markdownInline('@octocat #12'))).toBe('@\u200boctocat #\u200b12');
    expect(revealInvisible('@\u200bx')).toBe('@\\u200bx');
    // The renderers' emoji keep their presentation selector; a run of selectors (hidden data) does not.
    expect(r.reveal('⚠\ufe0f could not evaluate')).toBe('⚠\ufe0f could not evaluate');
    expect(r.reveal('⚠\ufe0f\ufe0f x\ufe0f')).toBe('⚠\ufe0f\\ufe0f x\\ufe0f');
  });
});

describe('secretValues and keyVariablesInConfig', () => {
  it('names the api_key_env of every provider, and the defaults of those that set none', () => {
    const text = 'version: 1\nproviders:\n  a: { type: openai, model: m, api_key_env: MY_LLM }\n  b: { type: anthropic, model: m }\n  c: { type: exec, command: x }\n';
    expect(keyVariablesInConfig(text)).toEqual(['MY_LLM', 'ANTHROPIC_API_KEY']);
    expect(keyVariablesInConfig(': : not yaml [')).toEqual([]);
  });

  it('collects the named variables, the GitHub token and credential-named variables; not other variables', () => {
    const env = { MY_LLM: 'llm-secret-1', 'INPUT_GITHUB-TOKEN': 'tok-secret-2', DEPLOY_PASSWORD: 'pw-secret-3', HOME: '/home/runner', EMPTY_TOKEN: '' };
    expect(secretValues(env, ['MY_LLM']).sort()).toEqual(['llm-secret-1', 'pw-secret-3', 'tok-secret-2']);
  });
});

describe('history records', () => {
  it('a base_url carrying an expanded key is stored redacted', () => {
    const r = createRedactor([KEY]);
    const [recorded] = providersForRecord({ main: { type: 'openai', model: 'm', base_url: `https://llm.example/${encodeURIComponent(KEY)}/v1`, api_key_env: 'K', timeout_ms: 1, retries: 0 } }, r.redact);
    expect(recorded?.params['base_url']).toBe(`https://llm.example/${REDACTED}/v1`);
  });
});
