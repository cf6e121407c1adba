/** The high_stakes rules read from the base branch's config text (src/action/high-stakes-rules.ts; issue 30, item 7). */
import { describe, expect, it } from 'vitest';
import { highStakesFromConfigText } from '../../src/action/high-stakes-rules.js';
import { ConfigError } from '../../src/config/types.js';

const WHERE = 'context-eval.yaml at base ccccccc';

describe('highStakesFromConfigText', () => {
  it('no config at the base, or no high_stakes in it: no rules', () => {
    expect(highStakesFromConfigText(undefined, WHERE)).toBeUndefined();
    expect(highStakesFromConfigText('version: 1\nproviders: {}\n', WHERE)).toBeUndefined();
  });

  it('the section with its defaults filled in, whatever else the file holds', () => {
    expect(highStakesFromConfigText('version: 1\nanything: [1, 2]\nhigh_stakes: { require_approval: ok }\n', WHERE)).toEqual({ threshold: 0.6, runs_factor: 2, require_approval: 'ok' });
    expect(highStakesFromConfigText('high_stakes: {}\n', WHERE)).toEqual({ threshold: 0.6, runs_factor: 2 });
  });

  it('a bad section or a file that does not parse is a config error naming the key and the base', () => {
    const bad = () => highStakesFromConfigText('high_stakes: { runs_factor: 50 }\n', WHERE);
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/context-eval\.yaml at base ccccccc: high_stakes\.runs_factor: .*base branch/);
    expect(() => highStakesFromConfigText('high_stakes: { require_aproval: x }\n', WHERE)).toThrow(/high_stakes\.require_aproval/);
    expect(() => highStakesFromConfigText('high_stakes: [unclosed\n', WHERE)).toThrow(/at base ccccccc: the config is not valid YAML/);
  });
});
