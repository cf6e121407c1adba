/**
 * Issue 22 item 3: a context package carries the files its roles' `{ file: }` vars inline, and a
 * package's config may not point a var at a file outside the package's own folder.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { collectPackage } from '../../src/package/collect.js';
import { checkPackageConfig } from '../../src/package/trust.js';
import { makeProject, removeProjects } from '../config/temp-project.js';

afterAll(removeProjects);

describe('packages and role vars', () => {
  it("carries a { file: } var's file", async () => {
    const dir = await makeProject({
      'context-eval.yaml': [
        'version: 1',
        'providers: { main: { type: openai, model: gpt-4.1-mini } }',
        'roles:',
        '  planner: { provider: main, system: prompts/planner.md, vars: { FILE_FORMAT: { file: prompts/format.md } } }',
        '',
      ].join('\n'),
      'prompts/planner.md': 'Write {{FILE_FORMAT}}.\n',
      'prompts/format.md': 'a unified diff\n',
      'scenarios/a.yaml': 'name: a\nrole: planner\nexpect: [{ contains: [x] }]\n',
    });
    const loaded = await loadConfig(`${dir}/context-eval.yaml`, { env: {}, root: dir });
    const content = await collectPackage(loaded, 'p');
    expect(content.files['prompts/format.md']).toBe('a unified diff\n');
    expect(content.generated['context-manifest.json'].files).toHaveProperty(['prompts/format.md']);
  });

  it('refuses a var file outside the package folder, naming the setting', () => {
    const raw = { version: 1, roles: { planner: { provider: 'main', system: 'a.md', vars: { X: { file: '../secret.md' } } } } };
    expect(() => checkPackageConfig(raw, 'pkg.json')).toThrow(/roles\.planner\.vars\.X\.file: "\.\.\/secret\.md"/);
  });
});
