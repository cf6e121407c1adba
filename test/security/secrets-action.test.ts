/**
 * Issue 9, rows "`${OPENAI_API_KEY}` in a scenario is expanded into the comment, summary, annotations and
 * report.json", "the report part of the comment is neither redacted nor revealed" and "the API key is
 * never `core.setSecret`" — through the bundled action against the fake GitHub API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { makeWorkspace, pullRequestPayload, runAction, type ActionRun } from '../action/harness.js';
import { filesBelow, leaksOf, PLANTED_KEY, PLANTED_TOKEN, SHAPED, withoutMaskCommands } from './leak-check.js';
import { echoingHandler, plantedFiles } from './planted.js';

const SHA = 'd'.repeat(40);
let llm: FakeOpenAI;
let gh: FakeGitHub;
let run: ActionRun;
let written: Record<string, string>;

beforeAll(async () => {
  llm = await startFakeOpenAI(echoingHandler);
  gh = await startFakeGitHub({ login: 'github-actions[bot]', repository: 'Codertocat/Hello-World' });
  const ws = makeWorkspace(plantedFiles(llm.baseUrl));
  gh.addPull({ number: 2, headSha: SHA, baseSha: 'c'.repeat(40), baseRef: 'master', files: ['prompts/planner.md'] });
  run = await runAction({
    workspace: ws.dir,
    eventName: 'pull_request',
    payload: pullRequestPayload('synchronize', SHA),
    apiUrl: gh.url,
    inputs: { 'github-token': PLANTED_TOKEN, review: 'false' },
    env: { OPENAI_API_KEY: PLANTED_KEY },
  });
  written = filesBelow(path.dirname(run.outputs.report ?? ''));
}, 900_000);
afterAll(async () => {
  await llm.close();
  await gh.close();
});

describe('secrets never leave the action', () => {
  it('registers the API key and the GitHub token as secrets with the runner', () => {
    expect(run.stdout).toContain(`::add-mask::${PLANTED_KEY}`);
    expect(run.stdout).toContain(`::add-mask::${PLANTED_TOKEN}`);
  });

  it('the key, the token, token shapes and fragments appear in no comment, summary, annotation, report file, stdout or stderr', () => {
    expect(run.outputs.verdict, run.stdout).toBe('fail');
    const comments = gh.comments(2).map((c) => c.body);
    expect(comments).toHaveLength(1);
    expect(Object.keys(written).map((f) => path.basename(f))).toContain('report.json');
    const texts: Record<string, string> = { comment: comments.join('\n'), summary: run.summary, stdout: withoutMaskCommands(run.stdout), stderr: run.stderr, ...written };
    expect(leaksOf(texts, PLANTED_KEY)).toEqual([]);
    expect(leaksOf(texts, PLANTED_TOKEN)).toEqual([]);
    for (const shaped of Object.values(SHAPED)) expect(leaksOf(texts, shaped), shaped).toEqual([]);
    expect(texts.comment).toContain('[redacted]');
  });

  it('annotations carry no secret', () => {
    const annotations = run.stdout.split('\n').filter((l) => /^::(error|warning|notice)/.test(l));
    expect(annotations.length).toBeGreaterThan(0);
    expect(leaksOf(Object.fromEntries(annotations.map((a, i) => [`annotation ${i}`, a])), PLANTED_KEY)).toEqual([]);
  });

  it('bidi and zero-width characters in the report part of the comment and the summary are made visible', () => {
    const comment = gh.comments(2)[0]?.body ?? '';
    for (const text of [comment, run.summary]) {
      expect(text).not.toMatch(/[\u202e\u200b]/);
      expect(text).toContain('\\u202e');
      // The renderers' own marks stay as they are: emoji with their presentation selector.
      expect(text).not.toContain('\\ufe0f');
    }
  });
});
