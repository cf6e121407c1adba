import { describe, it, expect } from 'vitest';
import { judgeOutput } from '../../src/expectations/judge.js';
import { JUDGE_SYSTEM_PROMPT } from '../../src/expectations/judge-prompt.js';
import { ProviderError, type Provider, type ProviderRequest, type ProviderResponse } from '../../src/providers/types.js';

/** An in-memory provider that answers with queued replies and keeps every request. */
class ScriptedProvider implements Provider {
  readonly name = 'grader';
  readonly requests: ProviderRequest[] = [];
  constructor(private readonly replies: (string | Error)[]) {}
  async complete(request: ProviderRequest): Promise<ProviderResponse> {
    this.requests.push(request);
    const reply = this.replies.shift();
    if (reply === undefined) throw new Error('ScriptedProvider: no reply left');
    if (reply instanceof Error) throw reply;
    return { output: reply, usage: { input_tokens: 10, output_tokens: 5 }, latencyMs: 1 };
  }
}

const rubric = 'The plan keeps the existing tests and never deletes them.';
const output = '{"steps": [{"title": "Add OAuth2"}, {"title": "Migrate JWT"}]}';
const meta = { scenario: 'planner-decomposes', run: 2 };

describe('judgeOutput', () => {
  it('passes when the judge says pass', async () => {
    const provider = new ScriptedProvider(['{"pass": true, "reason": "Tests are kept."}']);
    expect(await judgeOutput(rubric, output, provider, meta)).toEqual({ pass: true });
    expect(provider.requests).toHaveLength(1);
  });

  it('fails with the rubric and the reason in one line', async () => {
    const provider = new ScriptedProvider(['```json\n{"pass": false, "reason": "Step 2 deletes\\nthe legacy tests."}\n```']);
    expect(await judgeOutput(rubric, output, provider, meta)).toEqual({
      pass: false,
      message: 'judge: "The plan keeps the existing tests and never deletes them." not met: Step 2 deletes the legacy tests.',
    });
  });

  it('cuts a long rubric to 60 characters in the message', async () => {
    const long = 'The plan must mention every one of the authentication schemes and keep all the tests';
    const provider = new ScriptedProvider(['{"pass": false, "reason": "No."}']);
    const outcome = await judgeOutput(long, output, provider, meta);
    expect(outcome.message).toBe(`judge: "${long.slice(0, 60)}…" not met: No.`);
  });

  it('retries once with a format reminder, then uses the parsed verdict', async () => {
    const provider = new ScriptedProvider(['I think it passes.', '{"pass": true, "reason": "ok"}']);
    expect(await judgeOutput(rubric, output, provider, meta)).toEqual({ pass: true });
    expect(provider.requests).toHaveLength(2);
    const retry = provider.requests[1]?.messages ?? [];
    expect(retry.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(retry[1]?.content).toBe('I think it passes.');
    expect(retry[2]?.content).toMatch(/Reply with only the JSON object/);
  });

  it.each([
    ['prose twice', ['It passes.', 'Yes, it passes.'], /judge reply is not the strict JSON verdict: no JSON object or array in the output \(starts with: 'Yes, it passes\.'\)/],
    ['an extra key', ['{"pass": true, "reason": "x", "score": 9}', '{"pass": true, "reason": "x", "score": 9}'], /not the strict JSON verdict: .*score/],
    ['pass as a string', ['{"pass": "yes", "reason": "x"}', '{"pass": "yes", "reason": "x"}'], /not the strict JSON verdict: pass: /],
  ])('is an error, not a pass or fail, when the reply is %s', async (_name, replies, message) => {
    const provider = new ScriptedProvider(replies);
    const result = judgeOutput(rubric, output, provider, meta);
    await expect(result).rejects.toBeInstanceOf(ProviderError);
    await expect(result).rejects.toMatchObject({ kind: 'bad_output', message: expect.stringMatching(message) });
    expect(provider.requests).toHaveLength(2);
  });

  it('passes provider errors through', async () => {
    const provider = new ScriptedProvider([new ProviderError('rate_limit', 'HTTP 429 from grader')]);
    await expect(judgeOutput(rubric, output, provider, meta)).rejects.toMatchObject({ kind: 'rate_limit' });
  });

  it('sends the output and the rubric, but not the scenario context or the role system prompt', async () => {
    const roleSystem = 'You are the PLANNER. Secret house rules: always use Rust.';
    const scenarioContext = 'Refactor the auth module to support OAuth2, JWT and API keys';
    const provider = new ScriptedProvider(['{"pass": true, "reason": "ok"}']);
    await judgeOutput(rubric, output, provider, meta);
    const request = provider.requests[0];
    expect(request?.system).toBe(JUDGE_SYSTEM_PROMPT);
    const everything = JSON.stringify(request);
    expect(everything).toContain(JSON.stringify(output).slice(1, -1));
    expect(everything).toContain(rubric);
    expect(everything).not.toContain(roleSystem);
    expect(everything).not.toContain(scenarioContext);
    expect(request?.meta).toEqual({ role: 'judge', scenario: 'planner-decomposes', run: 2, context: { rubric } });
  });
});
