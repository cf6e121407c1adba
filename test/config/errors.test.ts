/**
 * Every validation message a user can meet while loading a config and its scenarios: each case is the
 * files of a small project and the message (with file:line[:col]) the user must see.
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { ConfigError } from '../../src/config/types.js';
import { buildPrompt } from '../../src/scenarios/prompt.js';
import { BASE_FILES, BASE_SCENARIO, configWith, makeProject, removeProjects } from './temp-project.js';

afterAll(removeProjects);

interface Case {
  name: string;
  /** Files added to (or replacing) BASE_FILES; `null` deletes a file. */
  files: Record<string, string | null>;
  /** Substrings the error message must contain. */
  message: string[];
  /** 'prompt': the config loads, and building the first scenario's prompt for role `writer` fails. */
  step?: 'prompt';
  env?: Record<string, string>;
}

const cases: Case[] = [
  {
    name: 'malformed YAML',
    files: { 'context-eval.yaml': 'version: 1\nproviders: {main: [\n' },
    message: ['context-eval.yaml:3:1: invalid YAML'],
  },
  {
    name: 'a duplicate key',
    files: { 'context-eval.yaml': configWith('    model: gpt-4.1-mini', '    model: gpt-4.1-mini\n    model: gpt-4.1') },
    message: ['context-eval.yaml:6:5: duplicate key \'model\''],
  },
  {
    name: 'an empty config file',
    files: { 'context-eval.yaml': '# nothing yet\n' },
    message: ['context-eval.yaml:1: the config file is empty; start it with `version: 1`'],
  },
  {
    name: 'a missing config file',
    files: { 'context-eval.yaml': null },
    message: ['config file not found: ', 'context-eval.yaml; create it or pass --config'],
  },
  {
    name: 'an unknown top-level key, with a suggestion',
    files: { 'context-eval.yaml': configWith('roles:', 'provders: {}\nroles:') },
    message: ["context-eval.yaml:10:1: unknown key 'provders' at the top level; did you mean 'providers'? Valid keys: version, scenarios, watch, providers"],
  },
  {
    name: 'an unknown nested key',
    files: { 'context-eval.yaml': configWith('    output: json', '    output: json\n    templte: x.md') },
    message: ["context-eval.yaml:15:5: unknown key 'templte' in roles.planner; did you mean 'template'?"],
  },
  {
    name: 'a wrong type, echoing the value',
    files: { 'context-eval.yaml': configWith('    model: gpt-4.1-mini', '    model: gpt-4.1-mini\n    temperature: hot') },
    message: ["context-eval.yaml:6:18: providers.main.temperature: expected a number, got 'hot'"],
  },
  {
    name: 'version 2',
    files: { 'context-eval.yaml': configWith('version: 1', 'version: 2') },
    message: ['context-eval.yaml:1:10: version: expected 1, got 2'],
  },
  {
    name: 'an unknown provider type',
    files: { 'context-eval.yaml': configWith('    type: openai', '    type: opnai') },
    message: ["context-eval.yaml:4:11: providers.main.type: unknown provider type 'opnai'; did you mean 'openai'? Types: openai, anthropic, exec, replay"],
  },
  {
    name: 'an invalid base_url',
    files: { 'context-eval.yaml': configWith('    model: gpt-4.1-mini', '    model: gpt-4.1-mini\n    base_url: localhost 8080') },
    message: ["context-eval.yaml:6:15: providers.main.base_url: expected a URL such as http://127.0.0.1:8080/v1, got 'localhost 8080'"],
  },
  {
    name: 'an unknown provider in a role',
    files: { 'context-eval.yaml': configWith('    provider: main\n    system: prompts/planner.md', '    provider: mian\n    system: prompts/planner.md') },
    message: ["context-eval.yaml:12:15: roles.planner.provider: unknown provider 'mian'; did you mean 'main'? Providers: main, offline"],
  },
  {
    name: 'an unknown review provider',
    files: { 'context-eval.yaml': configWith('defaults:', 'review: { provider: reviewer }\ndefaults:') },
    message: ["context-eval.yaml:19:21: review.provider: unknown provider 'reviewer'"],
  },
  {
    name: 'record_with naming a missing provider',
    files: { 'context-eval.yaml': configWith('    record_with: main', '    record_with: mian') },
    message: ["context-eval.yaml:9:18: providers.offline.record_with: unknown provider 'mian'; did you mean 'main'?"],
  },
  {
    name: 'record_with naming a replay provider',
    files: { 'context-eval.yaml': configWith('    record_with: main', '    record_with: offline') },
    message: ["context-eval.yaml:9:18: providers.offline.record_with: 'offline' is itself a replay provider; name one that calls a model (main)"],
  },
  {
    name: 'an empty system list',
    files: { 'context-eval.yaml': configWith('    system: prompts/planner.md', '    system: []') },
    message: ['context-eval.yaml:13:13: roles.planner.system'],
  },
  {
    name: 'a missing system file',
    files: { 'prompts/planner.md': null },
    message: ["context-eval.yaml:13:13: roles.planner.system: file not found: 'prompts/planner.md' (relative to the config folder)"],
  },
  {
    name: 'a missing file in a system list',
    files: { 'prompts/style.md': null },
    message: ["context-eval.yaml:17:34: roles.writer.system[1]: file not found: 'prompts/style.md'"],
  },
  {
    name: 'a missing template file',
    files: { 'prompts/writer.task.md': null },
    message: ["context-eval.yaml:18:15: roles.writer.template: file not found: 'prompts/writer.task.md'"],
  },
  {
    name: 'threshold 0/3 in the config defaults',
    files: { 'context-eval.yaml': configWith('threshold: 2/3', 'threshold: 0/3') },
    message: ["context-eval.yaml:19:33: defaults.threshold: threshold '0/3' is 0: every scenario would pass"],
  },
  {
    name: 'an unset ${ENV} reference',
    files: { 'context-eval.yaml': configWith('    model: gpt-4.1-mini', '    model: ${MODEL_NAME}') },
    message: ['context-eval.yaml:5:12: environment variable MODEL_NAME is not set; export it or remove the reference'],
  },
  {
    name: 'an unknown role in a scenario',
    files: { 'scenarios/a.yaml': BASE_SCENARIO.replace('role: planner', 'role: plannr') },
    message: ["scenarios/a.yaml:2:7: scenario 'a': unknown role 'plannr'; did you mean 'planner'? Roles: planner, writer"],
  },
  {
    name: 'threshold 4/3 in a scenario',
    files: { 'scenarios/a.yaml': `${BASE_SCENARIO}threshold: 4/3\n` },
    message: ["scenarios/a.yaml:7:12: threshold: threshold '4/3' is above 1 (4 of 3 runs cannot pass); use k ≤ n"],
  },
  {
    name: 'runs: 0',
    files: { 'scenarios/a.yaml': `${BASE_SCENARIO}runs: 0\n` },
    message: ['scenarios/a.yaml:7:7: runs: expected a number > 0, got 0'],
  },
  {
    name: 'an unknown scenario key',
    files: { 'scenarios/a.yaml': BASE_SCENARIO.replace('context:', 'contxt:') },
    message: ["scenarios/a.yaml:3:1: unknown key 'contxt' in scenario 'a'; did you mean 'context'?"],
  },
  {
    name: 'a scenario without a name',
    files: { 'scenarios/a.yaml': BASE_SCENARIO.replace('name: a\n', 'description: no name\n') },
    message: ["scenarios/a.yaml:1:1: scenario has no 'name'; add name:"],
  },
  {
    name: 'duplicate scenario names, naming both places',
    files: { 'scenarios/b.yaml': 'scenarios:\n  - name: b\n    role: planner\n  - name: a\n    role: planner\n', 'scenarios/_defaults.yaml': 'expect:\n  - contains: [x]\n' },
    message: ["scenarios/b.yaml:4:5: duplicate scenario name 'a': also at ", 'scenarios/a.yaml:1; names must be unique'],
  },
  {
    name: 'a scenarios: list item that is not a mapping',
    files: { 'scenarios/b.yaml': 'scenarios:\n  - name: b\n    role: planner\n  - just text\n' },
    message: ["scenarios/b.yaml:4:5: scenarios[1]: expected a mapping (one scenario with name:, role:, …), got 'just text'"],
  },
  {
    name: 'an empty scenario file',
    files: { 'scenarios/b.yaml': '\n' },
    message: ['scenarios/b.yaml:1:1: the file is empty; a scenario file holds one scenario'],
  },
  {
    name: 'an unknown expectation kind',
    files: { 'scenarios/a.yaml': BASE_SCENARIO.replace('  - decomposes: true', '  - absnt: [delete]') },
    message: ["scenarios/a.yaml:6:5: unknown expectation kind 'absnt'; did you mean 'absent'? Kinds: field_matches, absent"],
  },
  {
    name: 'a kind missing its last letter (issue 22: contain)',
    files: { 'scenarios/a.yaml': BASE_SCENARIO.replace('  - decomposes: true', '  - contain: [plan]') },
    message: ["scenarios/a.yaml:6:5: unknown expectation kind 'contain'; did you mean 'contains'?"],
  },
  {
    name: 'an expectation with two keys',
    files: { 'scenarios/a.yaml': BASE_SCENARIO.replace('  - decomposes: true', '  - absent: [delete]\n    contains: [plan]') },
    message: ['scenarios/a.yaml:6:5: expect[0] has 2 keys (absent, contains); an expectation has exactly one key'],
  },
  {
    name: 'expectation arguments indented at the wrong level',
    files: { 'scenarios/a.yaml': BASE_SCENARIO.replace('  - decomposes: true', '  - field_matches:\n    path: steps\n    pattern: x') },
    message: ["expect[0] has 3 keys (field_matches, path, pattern)", "if the other keys are the arguments of 'field_matches', indent them under it"],
  },
  {
    name: 'an expectation written as a bare word',
    files: { 'scenarios/a.yaml': BASE_SCENARIO.replace('  - decomposes: true', '  - decomposes') },
    message: ["scenarios/a.yaml:6:5: expect[0]: each expectation is a mapping with one key", 'write `- decomposes: <arguments>`'],
  },
  {
    name: 'a bad regex',
    files: { 'scenarios/a.yaml': BASE_SCENARIO.replace('  - decomposes: true', '  - decomposes: true\n  - field_matches: { path: title, pattern: "/([a/i" }') },
    message: ['scenarios/a.yaml:7:44: expect[1].field_matches.pattern: invalid regular expression /([a/i (unterminated character class)'],
  },
  {
    name: 'a bad regex item in absent',
    files: { 'scenarios/a.yaml': BASE_SCENARIO.replace('  - decomposes: true', '  - absent: [delete, "/a(b/"]') },
    message: ['scenarios/a.yaml:6:22: expect[0].absent[1]: invalid regular expression /a(b/'],
  },
  {
    name: "max_risk 'extreme'",
    files: { 'scenarios/a.yaml': BASE_SCENARIO.replace('  - decomposes: true', '  - max_risk: extreme') },
    message: ["scenarios/a.yaml:6:15: expect[0].max_risk: expected one of 'low', 'medium', 'high', 'critical', got 'extreme'"],
  },
  {
    name: 'a judge naming an unknown provider',
    files: { 'scenarios/a.yaml': BASE_SCENARIO.replace('  - decomposes: true', '  - judge: { rubric: Keeps tests., provider: mainn }') },
    message: ["scenarios/a.yaml:6:5: expect[0].judge.provider: unknown provider 'mainn'; did you mean 'main'?"],
  },
  {
    name: 'a missing include file',
    files: { 'scenarios/a.yaml': BASE_SCENARIO.replace('  objective: Refactor auth', '  objective: Refactor auth\n  files:\n    src/auth.rs: { file: fixtures/nope.rs }') },
    message: ["scenarios/a.yaml:6:26: included file not found: 'fixtures/nope.rs' (resolved to scenarios/fixtures/nope.rs"],
  },
  {
    name: 'an unknown key in a _defaults.yaml, reported in that file',
    files: { 'scenarios/_defaults.yaml': 'runs: 2\nthreshhold: 1/2\n' },
    message: ["scenarios/_defaults.yaml:2:1: unknown key 'threshhold' in scenarios/_defaults.yaml; did you mean 'threshold'?"],
  },
  {
    name: 'a name in a _defaults.yaml',
    files: { 'scenarios/_defaults.yaml': 'name: shared\n' },
    message: ["scenarios/_defaults.yaml:1:1: a defaults file cannot set 'name'"],
  },
  {
    name: 'a template field missing from the context',
    files: { 'scenarios/a.yaml': BASE_SCENARIO.replace('role: planner', 'role: writer').replace('decomposes: true', 'contains: [x]'), 'prompts/writer.task.md': 'Task\n\nGoal: {{ objectiv }}\n' },
    step: 'prompt',
    message: ["prompts/writer.task.md:3:7: template field 'objectiv' is missing from the context of scenario 'a' (scenarios/a.yaml:1)", 'keys objective'],
  },
];

async function attempt(c: Case): Promise<unknown> {
  const files: Record<string, string> = { ...BASE_FILES };
  for (const [rel, text] of Object.entries(c.files)) {
    if (text === null) delete files[rel];
    else files[rel] = text;
  }
  const dir = await makeProject(files);
  try {
    const loaded = await loadConfig(path.join(dir, 'context-eval.yaml'), { env: c.env ?? {} });
    if (c.step !== 'prompt') return undefined;
    const scenario = loaded.scenarios[0];
    const role = loaded.config.roles['writer'];
    if (!scenario || !role) throw new Error('fixture has no scenario or no writer role');
    const template = { path: 'prompts/writer.task.md', text: await readFile(path.join(dir, 'prompts/writer.task.md'), 'utf8') };
    buildPrompt(role, scenario, { system: [], template });
    return undefined;
  } catch (err) {
    return err;
  }
}

describe('config and scenario validation messages', () => {
  it.each(cases)('$name', async (c) => {
    const err = await attempt(c);
    expect(err).toBeInstanceOf(ConfigError);
    const message = err instanceof Error ? err.message : '';
    for (const part of c.message) expect(message).toContain(part);
  });
});
