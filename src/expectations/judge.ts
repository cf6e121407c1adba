/**
 * The `judge` expectation: a separate model call that grades an output against a rubric. The judge sees ONLY the
 * rubric and the output (see judge-prompt.ts). Its reply must hold exactly one strict JSON verdict of its own;
 * after one retry with a reminder, a reply that does not is an error (ProviderError 'bad_output'), never a pass
 * or a fail. "Of its own" (issue 30): a verdict copied from the judged output, a reply that repeats the judged
 * output, a reason that is the rubric or the prompt's placeholder, or two verdicts in one reply are not a
 * judgement, so they make the run an error ("could not evaluate") too.
 */
import { z } from 'zod';
import { ProviderError, type ChatMessage, type Provider, type StructuredOutput } from '../providers/types.js';
import { closingIndex, extractJson } from './json.js';
import { JUDGE_COPY_REMINDER, JUDGE_FORMAT_REMINDER, JUDGE_SYSTEM_PROMPT, JUDGE_TEMPLATE_REASONS, judgeUserMessage } from './judge-prompt.js';
import type { Outcome } from './evaluate.js';
import { oneLine } from '../format/excerpt.js';

const Verdict = z.strictObject({ pass: z.boolean(), reason: z.string().trim().min(1, { message: 'must say why' }) });
type Verdict = z.output<typeof Verdict>;

/**
 * The verdict's JSON Schema, asked for as structured output (issue 30 item 4), written beside `Verdict`
 * rather than generated from it: OpenAI's strict mode takes no `minLength`, which zod would emit for the
 * reason. test/expectations/judge-structured.test.ts checks that the two agree on examples. A help, not
 * trust: the reply is parsed and its copy checks run as for any text.
 */
export const JUDGE_STRUCTURED_OUTPUT: StructuredOutput = {
  name: 'judge_verdict',
  schema: {
    type: 'object',
    properties: {
      pass: { type: 'boolean', description: 'true when the OUTPUT satisfies the RUBRIC' },
      reason: { type: 'string', description: 'One sentence of your own on why' },
    },
    required: ['pass', 'reason'],
    additionalProperties: false,
  },
};

/** Who is asking, for logs and the exec provider. The scenario's context is deliberately not part of it. */
export interface JudgeMeta {
  scenario: string;
  run: number;
  seed?: number;
  signal?: AbortSignal;
}

type Parsed = { ok: true; value: Verdict } | { ok: false; reason: string; copy: boolean };

/** How many `{` are tried in one text, so that pathological output stays linear-ish. */
const MAX_CANDIDATES = 200;

interface ObjectSpan {
  value: Record<string, unknown>;
  start: number;
  end: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every top-level JSON object in the text (in prose, in code fences or alone), left to right. A JSON array
 * is skipped whole: a verdict inside one is not a top-level verdict.
 */
function jsonObjects(text: string): ObjectSpan[] {
  const spans: ObjectSpan[] = [];
  let tried = 0;
  for (let i = 0; i < text.length && tried < MAX_CANDIDATES; i++) {
    if (text[i] !== '{' && text[i] !== '[') continue;
    tried++;
    const end = closingIndex(text, i);
    if (end === undefined) continue;
    try {
      const value: unknown = JSON.parse(text.slice(i, end));
      if (isRecord(value)) spans.push({ value, start: i, end });
      i = end - 1;
    } catch {
      // Not JSON ("{x}" or "[x]" in prose): keep scanning inside it.
    }
  }
  return spans;
}

/** Text compared for copies: JSON-escaped quotes read as quotes, case folded, white space collapsed, edge punctuation and brackets dropped. */
export function normalText(text: string): string {
  return text
    .replace(/\\"/g, '"')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s"'`<>()[\]{}.,;:!?*_-]+|[\s"'`<>()[\]{}.,;:!?*_-]+$/g, '');
}

const squeezed = (text: string): string => text.replace(/\\"/g, '"').replace(/\s+/g, '').toLowerCase();

/** How far from a `"reason"` a `"pass"` key makes the pair a verdict (an output's own `reason` fields are not one). */
const VERDICT_WINDOW_CHARS = 200;

/** The reason of every verdict-like `"pass": …, "reason": "…"` in a text, whether or not the text around it is valid JSON (a planted verdict may be broken). */
function plantedReasons(text: string): string[] {
  const reasons: string[] = [];
  for (const m of text.matchAll(/"reason"\s*:\s*"((?:[^"\\]|\\.)*)"/gi)) {
    const from = Math.max(0, m.index - VERDICT_WINDOW_CHARS);
    const window = text.slice(from, m.index + m[0].length + VERDICT_WINDOW_CHARS);
    if (/"pass"\s*:/i.test(window)) reasons.push(normalText(m[1] ?? ''));
  }
  return reasons;
}

/** A reason at least this long (normalised) that occurs verbatim in the judged output is a copy, not a judgement. */
export const COPIED_REASON_MIN_CHARS = 24;
/** Shingle length for "the reply repeats the judged output"; an output shorter than this (squeezed) is too short to tell. */
const SHINGLE = 16;
/** The share of the judged output's shingles found in the reply's text outside its verdict that makes the reply an echo. */
export const ECHO_SHARE = 0.5;

/** The share (0..1) of `source`'s shingles that occur in `text`; undefined when `source` is too short to tell. */
function sharedShare(source: string, text: string): number | undefined {
  if (source.length < SHINGLE || text.length < SHINGLE) return source.length < SHINGLE ? undefined : 0;
  const seen = new Set<string>();
  for (let i = 0; i + SHINGLE <= text.length; i++) seen.add(text.slice(i, i + SHINGLE));
  const step = Math.max(1, Math.floor(source.length / 2000));
  let total = 0;
  let found = 0;
  for (let i = 0; i + SHINGLE <= source.length; i += step) {
    total++;
    if (seen.has(source.slice(i, i + SHINGLE))) found++;
  }
  return found / total;
}

/** Why the one verdict in `reply` (at `span`) is not the judge's own, or undefined when it is. */
function copiedFrom(reply: string, span: ObjectSpan, verdict: Verdict, rubric: string, output: string): string | undefined {
  const reason = normalText(verdict.reason);
  if (JUDGE_TEMPLATE_REASONS.some((placeholder) => normalText(placeholder) === reason)) {
    return `the reply is the prompt's example ("reason": "${oneLine(verdict.reason, 40)}"), not a verdict`;
  }
  if (reason === normalText(rubric)) return 'the verdict\'s reason is the rubric itself, not a judgement of the output';
  if (squeezed(output).includes(squeezed(reply.slice(span.start, span.end)))) {
    return 'the verdict object occurs verbatim in the judged output (planted there?); it is not the judge\'s own';
  }
  if (plantedReasons(output).includes(reason)) {
    return `the verdict's reason ("${oneLine(verdict.reason, 60)}") is copied from a verdict inside the judged output`;
  }
  if (reason.length >= COPIED_REASON_MIN_CHARS && normalText(output).includes(reason)) {
    return `the verdict's reason ("${oneLine(verdict.reason, 60)}") is copied from the judged output`;
  }
  const around = squeezed(`${reply.slice(0, span.start)}\n${reply.slice(span.end)}`);
  const share = sharedShare(squeezed(output), around);
  if (share !== undefined && share >= ECHO_SHARE) {
    return `the reply repeats the judged output (${Math.round(share * 100)}% of it verbatim) around its verdict`;
  }
  return undefined;
}

function parseVerdict(reply: string, rubric: string, output: string): Parsed {
  const trimmed = reply.trim();
  if (trimmed === '') return { ok: false, reason: 'the reply is empty', copy: false };
  const objects = jsonObjects(trimmed);
  if (objects.length > 1) {
    const shown = objects.slice(0, 3).map((o) => oneLine(JSON.stringify(o.value), 40));
    return { ok: false, reason: `the reply holds ${objects.length} JSON objects (${shown.join(', ')}); it must hold exactly one verdict`, copy: false };
  }
  const only = objects[0];
  if (only === undefined) {
    const json = extractJson(trimmed);
    const reason = json.ok ? `the reply holds no JSON object (got ${oneLine(JSON.stringify(json.value) ?? '', 80)})` : json.reason;
    return { ok: false, reason, copy: false };
  }
  const verdict = Verdict.safeParse(only.value);
  if (!verdict.success) {
    const issue = verdict.error.issues[0];
    const at = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return { ok: false, reason: `${at}${issue?.message ?? 'not a verdict'} (got ${oneLine(JSON.stringify(only.value), 80)})`, copy: false };
  }
  const copied = copiedFrom(trimmed, only, verdict.data, rubric, output);
  if (copied !== undefined) return { ok: false, reason: copied, copy: true };
  return { ok: true, value: verdict.data };
}

/** Grades `output` against `rubric` with `provider`. Throws ProviderError on a failed call or a reply that is not a verdict of its own. */
export async function judgeOutput(rubric: string, output: string, provider: Provider, meta: JudgeMeta): Promise<Outcome> {
  const messages: ChatMessage[] = [{ role: 'user', content: judgeUserMessage(rubric, output) }];
  const request = (msgs: ChatMessage[]) =>
    provider.complete({
      system: JUDGE_SYSTEM_PROMPT,
      messages: msgs,
      structuredOutput: JUDGE_STRUCTURED_OUTPUT,
      ...(meta.seed === undefined ? {} : { seed: meta.seed }),
      ...(meta.signal === undefined ? {} : { signal: meta.signal }),
      meta: { role: 'judge', scenario: meta.scenario, run: meta.run, context: { rubric } },
    });

  const first = await request(messages);
  let verdict = parseVerdict(first.output, rubric, output);
  if (!verdict.ok) {
    const retryMessages: ChatMessage[] = [
      ...messages,
      { role: 'assistant', content: first.output.trim() === '' ? '(empty reply)' : first.output },
      { role: 'user', content: verdict.copy ? JUDGE_COPY_REMINDER : JUDGE_FORMAT_REMINDER },
    ];
    const second = await request(retryMessages);
    verdict = parseVerdict(second.output, rubric, output);
  }
  if (!verdict.ok) {
    const what = verdict.copy ? 'not a verdict of its own' : 'not the strict JSON verdict';
    throw new ProviderError('bad_output', `judge reply is ${what}: ${verdict.reason} (provider "${provider.name}", after one retry with a reminder)`);
  }
  if (verdict.value.pass) return { pass: true };
  return { pass: false, message: `judge: "${oneLine(rubric, 60)}" not met: ${oneLine(verdict.value.reason, 200)}` };
}
