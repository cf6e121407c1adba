/**
 * Issue 22 item 3: role vars are part of what a role sends, so a change to one changes the scenarios'
 * context hash, and the file a `{ file: }` var inlines is a dependency of the role's scenarios.
 */
import { describe, expect, it } from 'vitest';
import { contextHash, type ContextHashParts } from '../../src/affected/context-hash.js';
import { selectAffected, touchesWatched } from '../../src/affected/affected.js';
import { ConfigSchema, ProviderConfigSchema } from '../../src/config/schema.js';
import type { Scenario } from '../../src/scenarios/types.js';

function scenario(name: string, role: string): Scenario {
  const file = `scenarios/${name}.yaml`;
  return { name, role, file, source: { file, line: 1, col: 1 }, runs: 3, threshold: 2 / 3, context: {}, expect: [], dependsOn: [file], provenance: {} };
}

const parts = (vars?: Record<string, string>): ContextHashParts => ({
  system: 'Answer in {{FILE_FORMAT}}.',
  template: 'Do {{FILE_FORMAT}}',
  scenario: scenario('a', 'planner'),
  provider: ProviderConfigSchema.parse({ type: 'openai', model: 'gpt-4.1-mini' }),
  ...(vars ? { vars } : {}),
});

describe('the context hash covers the role vars', () => {
  it('a changed var value changes the hash', () => {
    expect(contextHash(parts({ FILE_FORMAT: 'diff' }))).not.toBe(contextHash(parts({ FILE_FORMAT: 'whole file' })));
  });
  it('no vars hashes as before (history recorded without vars keeps its baselines)', () => {
    expect(contextHash(parts({}))).toBe(contextHash(parts()));
  });
});

describe("a { file: } var's file is a dependency of its role's scenarios", () => {
  const config = ConfigSchema.parse({
    version: 1,
    providers: { main: { type: 'openai', model: 'gpt-4.1-mini' } },
    roles: {
      planner: { provider: 'main', system: 'prompts/planner.md', vars: { FILE_FORMAT: { file: 'prompts/formats/diff.md' }, TONE: 'terse' } },
      coder: { provider: 'main', system: 'prompts/coder.md' },
    },
  });
  const scenarios = [scenario('plan', 'planner'), scenario('code', 'coder')];

  it('selects the scenarios of the role whose var file changed, and says why', () => {
    const result = selectAffected({ config, scenarios, configFile: 'context-eval.yaml', changed: ['prompts/formats/diff.md'] });
    expect(result.selections).toEqual([
      { scenario: 'plan', run: true, reason: 'prompts/formats/diff.md changed (file of var FILE_FORMAT of role planner)' },
      { scenario: 'code', run: false, reason: 'none of its context files changed' },
    ]);
  });

  it('makes the pull request worth evaluating', () => {
    expect(touchesWatched(config, 'context-eval.yaml', ['prompts/formats/diff.md', 'README.md'], [])).toEqual(['prompts/formats/diff.md']);
  });
});
