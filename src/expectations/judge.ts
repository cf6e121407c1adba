/**
 * The `judge` expectation: a separate model call that grades an output against a rubric. The judge sees ONLY the
 * rubric and the output (see judge-prompt.ts). Its reply must be the strict JSON verdict; after one retry with a
 * format reminder, an unparsable reply is an error (ProviderError 'bad_output'), never a pass or a fail.
 */
import { z } from 'zod';
import { ProviderError, type ChatMessage, type Provider } from '../providers/types.js';
import { extractJson } from './json.js';
import { JUDGE_FORMAT_REMINDER, JUDGE_SYSTEM_PROMPT, judgeUserMessage } from './judge-prompt.js';
import type { Outcome } from './evaluate.js';
import { oneLine } from '../format/excerpt.js';

const Verdict = z.strictObject({ pass: z.boolean(), reason: z.string() });

/** Who is asking, for logs and the exec provider. The scenario's context is deliberately not part of it. */
export interface JudgeMeta {
  scenario: string;
  run: number;
  seed?: number;
  signal?: AbortSignal;
}

function parseVerdict(reply: string): { ok: true; value: z.output<typeof Verdict> } | { ok: false; reason: string } {
  const json = extractJson(reply);
  if (!json.ok) return json;
  const verdict = Verdict.safeParse(json.value);
  if (verdict.success) return { ok: true, value: verdict.data };
  const issue = verdict.error.issues[0];
  const at = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return { ok: false, reason: `${at}${issue?.message ?? 'not a verdict'} (got ${oneLine(JSON.stringify(json.value) ?? '', 80)})` };
}


/** Grades `output` against `rubric` with `provider`. Throws ProviderError on a failed call or an unparsable verdict. */
export async function judgeOutput(rubric: string, output: string, provider: Provider, meta: JudgeMeta): Promise<Outcome> {
  const messages: ChatMessage[] = [{ role: 'user', content: judgeUserMessage(rubric, output) }];
  const request = (msgs: ChatMessage[]) =>
    provider.complete({
      system: JUDGE_SYSTEM_PROMPT,
      messages: msgs,
      ...(meta.seed === undefined ? {} : { seed: meta.seed }),
      ...(meta.signal === undefined ? {} : { signal: meta.signal }),
      meta: { role: 'judge', scenario: meta.scenario, run: meta.run, context: { rubric } },
    });

  const first = await request(messages);
  let verdict = parseVerdict(first.output);
  if (!verdict.ok) {
    const retryMessages: ChatMessage[] = [
      ...messages,
      { role: 'assistant', content: first.output.trim() === '' ? '(empty reply)' : first.output },
      { role: 'user', content: JUDGE_FORMAT_REMINDER },
    ];
    const second = await request(retryMessages);
    verdict = parseVerdict(second.output);
  }
  if (!verdict.ok) {
    throw new ProviderError(
      'bad_output',
      `judge reply is not the strict JSON verdict: ${verdict.reason} (provider "${provider.name}", after one retry with a format reminder)`,
    );
  }
  if (verdict.value.pass) return { pass: true };
  return { pass: false, message: `judge: "${oneLine(rubric, 60)}" not met: ${oneLine(verdict.value.reason, 200)}` };
}
