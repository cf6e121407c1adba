/** Issue 22 item 3: the manifest shows what the role's model receives: system files with the role vars filled in. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigSchema } from '../../src/config/schema.js';
import { buildManifest } from '../../src/manifest/manifest.js';

const countWords = async (text: string) => text.split(/\s+/).filter(Boolean).length;
const sha = (t: string) => createHash('sha256').update(t).digest('hex');

describe('the manifest measures the substituted text', () => {
  it('fills string and file vars into system files and the template; context placeholders stay', async () => {
    const config = ConfigSchema.parse({
      version: 1,
      providers: { main: { type: 'openai', model: 'gpt-4.1-mini' } },
      roles: {
        planner: {
          provider: 'main',
          system: 'prompts/planner.md',
          template: 'prompts/task.md',
          vars: { FILE_FORMAT: { file: 'prompts/format.md' }, TONE: 'terse' },
        },
      },
    });
    const files: Record<string, string> = {
      'prompts/planner.md': 'Be {{TONE}}. Answer as:\n{{ FILE_FORMAT }}',
      'prompts/task.md': 'Task: {{objective}} ({{TONE}})',
      'prompts/format.md': 'one unified diff per file',
    };
    const [planner] = await buildManifest(config, {}, async (p) => files[p], countWords);
    const system = 'Be terse. Answer as:\none unified diff per file';
    const template = 'Task: {{objective}} (terse)';
    expect(planner?.parts).toEqual([
      { kind: 'system', path: 'prompts/planner.md', chars: system.length, tokens: 9, sha256: sha(system) },
      { kind: 'template', path: 'prompts/task.md', chars: template.length, tokens: 3, sha256: sha(template) },
    ]);
  });
});
