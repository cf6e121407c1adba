import { describe, it, expect } from 'vitest';
import { ConfigSchema } from '../../src/config/schema.js';
import type { Scenario } from '../../src/scenarios/types.js';
import { selectAffected, touchesWatched, SKIPPED_REASON, NOTHING_AFFECTED_NOTE } from '../../src/affected/affected.js';

const config = ConfigSchema.parse({
  version: 1,
  watch: ['prompts/**', 'agents/**/*.yaml'],
  providers: { main: { type: 'openai', model: 'gpt-4.1-mini' } },
  roles: {
    planner: {
      provider: 'main',
      system: 'prompts/planner.md',
      template: './prompts/planner.task.md',
      depends_on: ['agents/planner/**'],
    },
    reviewer: { provider: 'main', system: ['prompts/reviewer.md', 'prompts/common.md'], depends_on: ['tools/lint.json'] },
  },
});

function scenario(name: string, role: string, file: string, dependsOn: string[]): Scenario {
  return {
    name,
    role,
    file,
    source: { file, line: 1, col: 1 },
    runs: 3,
    threshold: 2 / 3,
    context: {},
    expect: [],
    dependsOn: [file, ...dependsOn],
    provenance: {},
  };
}

const scenarios: Scenario[] = [
  scenario('plan-auth', 'planner', 'scenarios/planner/auth.yaml', [
    'fixtures/auth.rs',
    'scenarios/_defaults.yaml',
    'scenarios/planner/_defaults.yaml',
  ]),
  scenario('plan-billing', 'planner', 'scenarios/planner/billing.yaml', [
    'fixtures/billing/**',
    'scenarios/_defaults.yaml',
    'scenarios/planner/_defaults.yaml',
  ]),
  scenario('review-small', 'reviewer', 'scenarios/review/small.yaml', ['scenarios/_defaults.yaml']),
];

const SKIP = SKIPPED_REASON;

interface Case {
  name: string;
  changed: string[];
  runAll?: boolean;
  note?: string;
  /** scenario name → reason; absent scenarios are skipped with SKIPPED_REASON. */
  ran: Record<string, string>;
}

const CONFIG_NOTE = 'the config file context-eval.yaml changed, so every scenario ran';

const cases: Case[] = [
  {
    name: 'a role system prompt',
    changed: ['prompts/planner.md'],
    ran: {
      'plan-auth': 'prompts/planner.md changed (system prompt of role planner)',
      'plan-billing': 'prompts/planner.md changed (system prompt of role planner)',
    },
  },
  {
    name: 'the second file of a system list',
    changed: ['prompts/common.md'],
    ran: { 'review-small': 'prompts/common.md changed (system prompt of role reviewer)' },
  },
  {
    name: 'a role template written with ./',
    changed: ['prompts/planner.task.md'],
    ran: {
      'plan-auth': 'prompts/planner.task.md changed (template of role planner)',
      'plan-billing': 'prompts/planner.task.md changed (template of role planner)',
    },
  },
  {
    name: 'a file under a role depends_on glob',
    changed: ['agents/planner/tools.yaml'],
    ran: {
      'plan-auth': "agents/planner/tools.yaml changed (depends_on 'agents/planner/**' of role planner)",
      'plan-billing': "agents/planner/tools.yaml changed (depends_on 'agents/planner/**' of role planner)",
    },
  },
  {
    name: 'a plain role depends_on path',
    changed: ['tools/lint.json'],
    ran: { 'review-small': 'tools/lint.json changed (depends_on of role reviewer)' },
  },
  {
    name: 'an included file',
    changed: ['fixtures/auth.rs'],
    ran: { 'plan-auth': 'fixtures/auth.rs changed (included in context or listed in depends_on)' },
  },
  {
    name: 'a file under a scenario depends_on glob',
    changed: ['fixtures/billing/invoice.json'],
    ran: { 'plan-billing': "fixtures/billing/invoice.json changed (depends_on 'fixtures/billing/**' of this scenario)" },
  },
  {
    name: 'a folder _defaults.yaml',
    changed: ['scenarios/planner/_defaults.yaml'],
    ran: {
      'plan-auth': 'scenarios/planner/_defaults.yaml changed (defaults above this scenario)',
      'plan-billing': 'scenarios/planner/_defaults.yaml changed (defaults above this scenario)',
    },
  },
  {
    name: 'the top _defaults.yaml',
    changed: ['scenarios/_defaults.yaml'],
    ran: {
      'plan-auth': 'scenarios/_defaults.yaml changed (defaults above this scenario)',
      'plan-billing': 'scenarios/_defaults.yaml changed (defaults above this scenario)',
      'review-small': 'scenarios/_defaults.yaml changed (defaults above this scenario)',
    },
  },
  {
    name: 'a scenario file',
    changed: ['scenarios/review/small.yaml'],
    ran: { 'review-small': 'scenarios/review/small.yaml changed (the scenario file)' },
  },
  {
    name: 'the config file',
    changed: ['context-eval.yaml'],
    runAll: true,
    note: CONFIG_NOTE,
    ran: {
      'plan-auth': 'context-eval.yaml changed (the config file)',
      'plan-billing': 'context-eval.yaml changed (the config file)',
      'review-small': 'context-eval.yaml changed (the config file)',
    },
  },
  {
    name: 'the config file and a prompt: the direct reason wins where there is one',
    changed: ['context-eval.yaml', 'prompts/reviewer.md'],
    runAll: true,
    note: CONFIG_NOTE,
    ran: {
      'plan-auth': 'context-eval.yaml changed (the config file)',
      'plan-billing': 'context-eval.yaml changed (the config file)',
      'review-small': 'prompts/reviewer.md changed (system prompt of role reviewer)',
    },
  },
  {
    name: 'a watched file no scenario depends on',
    changed: ['prompts/shared.md'],
    runAll: true,
    note: 'prompts/shared.md is watched but no scenario depends on it, so every scenario ran',
    ran: {
      'plan-auth': 'prompts/shared.md is watched but no scenario depends on it',
      'plan-billing': 'prompts/shared.md is watched but no scenario depends on it',
      'review-small': 'prompts/shared.md is watched but no scenario depends on it',
    },
  },
  {
    name: 'two watched orphans',
    changed: ['prompts/a.md', 'agents/x/conf.yaml', 'fixtures/auth.rs'],
    runAll: true,
    note: 'prompts/a.md and agents/x/conf.yaml are watched but no scenario depends on them, so every scenario ran',
    ran: {
      'plan-auth': 'fixtures/auth.rs changed (included in context or listed in depends_on)',
      'plan-billing': 'prompts/a.md and agents/x/conf.yaml are watched but no scenario depends on them',
      'review-small': 'prompts/a.md and agents/x/conf.yaml are watched but no scenario depends on them',
    },
  },
  {
    name: 'an unrelated file',
    changed: ['README.md', 'src/index.ts'],
    note: NOTHING_AFFECTED_NOTE,
    ran: {},
  },
  { name: 'no changed file', changed: [], note: NOTHING_AFFECTED_NOTE, ran: {} },
  {
    name: 'several files behind one scenario, in changed order, paths normalised',
    changed: ['.\\fixtures\\auth.rs', './prompts/planner.md', 'fixtures/auth.rs'],
    ran: {
      'plan-auth':
        'fixtures/auth.rs changed (included in context or listed in depends_on); prompts/planner.md changed (system prompt of role planner)',
      'plan-billing': 'prompts/planner.md changed (system prompt of role planner)',
    },
  },
  {
    name: 'more than three files: the reason counts the rest',
    changed: ['prompts/planner.md', 'prompts/planner.task.md', 'fixtures/auth.rs', 'scenarios/_defaults.yaml', 'scenarios/planner/auth.yaml'],
    ran: {
      'plan-auth':
        'prompts/planner.md changed (system prompt of role planner); prompts/planner.task.md changed (template of role planner); fixtures/auth.rs changed (included in context or listed in depends_on); and 2 more changed context files',
      'plan-billing':
        'prompts/planner.md changed (system prompt of role planner); prompts/planner.task.md changed (template of role planner); scenarios/_defaults.yaml changed (defaults above this scenario)',
      'review-small': 'scenarios/_defaults.yaml changed (defaults above this scenario)',
    },
  },
];

describe('selectAffected', () => {
  it.each(cases)('$name', ({ changed, runAll, note, ran }) => {
    const result = selectAffected({ config, scenarios, configFile: 'context-eval.yaml', changed });
    expect(result.runAll).toBe(runAll ?? false);
    expect(result.note).toBe(note);
    expect(result.selections).toEqual(
      scenarios.map((s) => {
        const reason = ran[s.name];
        return reason === undefined ? { scenario: s.name, run: false, reason: SKIP } : { scenario: s.name, run: true, reason };
      }),
    );
  });

  it('matches the config file given with ./ and a nested config path', () => {
    const result = selectAffected({ config, scenarios, configFile: './ci/context-eval.yaml', changed: ['ci/context-eval.yaml'] });
    expect(result.runAll).toBe(true);
    expect(result.note).toBe('the config file ci/context-eval.yaml changed, so every scenario ran');
  });

  it('runs everything on a config change even with no scenarios, and reports it', () => {
    const result = selectAffected({ config, scenarios: [], configFile: 'context-eval.yaml', changed: ['context-eval.yaml'] });
    expect(result).toEqual({ runAll: true, note: CONFIG_NOTE, selections: [] });
  });

  it('matches dotfiles under globs', () => {
    const result = selectAffected({ config, scenarios, configFile: 'context-eval.yaml', changed: ['agents/planner/.hidden.md'] });
    expect(result.selections.filter((s) => s.run).map((s) => s.scenario)).toEqual(['plan-auth', 'plan-billing']);
  });
});

describe('touchesWatched', () => {
  const scenarioFiles = scenarios.map((s) => s.file);
  it.each([
    { changed: ['README.md', 'src/main.ts'], expected: [] },
    { changed: ['context-eval.yaml'], expected: ['context-eval.yaml'] },
    { changed: ['prompts/shared.md', 'README.md'], expected: ['prompts/shared.md'] },
    { changed: ['scenarios/review/small.yaml'], expected: ['scenarios/review/small.yaml'] },
    // a deleted or new scenario file still matches the scenarios glob
    { changed: ['scenarios/old/gone.yml'], expected: ['scenarios/old/gone.yml'] },
    { changed: ['scenarios/planner/_defaults.yaml'], expected: ['scenarios/planner/_defaults.yaml'] },
    { changed: ['tools/lint.json'], expected: ['tools/lint.json'] },
    { changed: ['./prompts\\planner.md', 'prompts/planner.md'], expected: ['prompts/planner.md'] },
  ])('$changed → $expected', ({ changed, expected }) => {
    expect(touchesWatched(config, 'context-eval.yaml', changed, scenarioFiles)).toEqual(expected);
  });

  it('counts a _defaults.yaml above a scenario file outside the scenarios glob, not one elsewhere', () => {
    const narrow = { ...config, scenarios: ['suite/a.yaml'] };
    expect(touchesWatched(narrow, 'context-eval.yaml', ['_defaults.yaml', 'suite/_defaults.yaml', 'other/_defaults.yaml'], ['suite/a.yaml'])).toEqual([
      '_defaults.yaml',
      'suite/_defaults.yaml',
    ]);
  });
});
