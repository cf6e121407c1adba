/**
 * Tools are context (issue 33 item 1): a role's tools files are among its scenarios' dependencies, like
 * its system files: a changed tools file selects the role's scenarios, and the reason says so.
 */
import { describe, expect, it } from 'vitest';
import { selectAffected, touchesWatched } from '../../src/affected/affected.js';
import { ConfigSchema } from '../../src/config/schema.js';
import type { Scenario } from '../../src/scenarios/types.js';

const config = ConfigSchema.parse({
  version: 1,
  watch: ['prompts/**'],
  providers: { main: { type: 'openai', model: 'gpt-4.1-mini' } },
  roles: {
    implementer: { provider: 'main', system: 'prompts/implementer.md', tools: ['tools/files.json', 'tools/shell.json'] },
    reviewer: { provider: 'main', system: 'prompts/reviewer.md', tools: 'tools/review.json' },
    planner: { provider: 'main', system: 'prompts/planner.md' },
  },
});

function scenario(name: string, role: string): Scenario {
  const file = `scenarios/${name}.yaml`;
  return { name, role, file, source: { file, line: 1, col: 1 }, runs: 3, threshold: 2 / 3, context: { task: 'x' }, expect: [], dependsOn: [file], provenance: {} };
}

const scenarios = [scenario('impl-a', 'implementer'), scenario('impl-b', 'implementer'), scenario('review-a', 'reviewer'), scenario('plan-a', 'planner')];

describe('affected selection: a role\'s tools files', () => {
  it.each([
    { changed: ['tools/files.json'], ran: { 'impl-a': 'tools/files.json changed (tools of role implementer)', 'impl-b': 'tools/files.json changed (tools of role implementer)' } },
    { changed: ['./tools/shell.json'], ran: { 'impl-a': 'tools/shell.json changed (tools of role implementer)', 'impl-b': 'tools/shell.json changed (tools of role implementer)' } },
    { changed: ['tools/review.json'], ran: { 'review-a': 'tools/review.json changed (tools of role reviewer)' } },
    { changed: ['tools/other.json'], ran: {} },
  ])('$changed', ({ changed, ran }) => {
    const result = selectAffected({ config, scenarios, configFile: 'context-eval.yaml', changed });
    expect(result.runAll).toBe(false);
    expect(Object.fromEntries(result.selections.filter((s) => s.run).map((s) => [s.scenario, s.reason]))).toEqual(ran);
  });

  it('a changed tools file makes a PR worth evaluating', () => {
    expect(touchesWatched(config, 'context-eval.yaml', ['tools/shell.json', 'README.md'], scenarios.map((s) => s.file))).toEqual(['tools/shell.json']);
  });
});

