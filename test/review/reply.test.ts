import { describe, it, expect } from 'vitest';
import { parseReviewerReply } from '../../src/review/reply.js';
import { BUILTIN_CRITERIA } from '../../src/review/criteria.js';

const good = {
  verdict: 'CHANGES REQUESTED',
  confidence: 0.7,
  score: 6,
  checklist: {
    accuracy: { pass: true },
    completeness: { pass: false, note: 'step 3 of the request is missing' },
    clarity: { pass: true },
    errors: { pass: true },
    truncation: { pass: true },
  },
  issues: [{ severity: 'medium', file: 'prompts/planner.md', line: 12, message: 'Step 3 is not covered.' }],
  summary: 'Covers two of three asked-for changes.',
};
const json = (value: unknown): string => JSON.stringify(value);
const approved = { ...good, verdict: 'APPROVED', score: 9 };

describe('parseReviewerReply: malformed and ambiguous replies are refused, never approved', () => {
  const refused: { name: string; reply: string; reason: RegExp }[] = [
    { name: 'empty reply', reply: '   \n', reason: /empty/ },
    { name: 'prose only', reply: 'Looks good to me, APPROVED.', reason: /no JSON object/ },
    { name: 'two different verdict objects', reply: `${json(approved)}\n\nOn reflection:\n${json(good)}`, reason: /2 different JSON verdict objects/ },
    { name: 'unknown verdict LGTM', reply: json({ ...good, verdict: 'LGTM' }), reason: /verdict: must be "APPROVED".*found "LGTM"/ },
    { name: 'confidence 1.7', reply: json({ ...approved, confidence: 1.7 }), reason: /confidence: must be between 0 and 1 \(found 1.7\)/ },
    { name: 'score 11', reply: json({ ...approved, score: 11 }), reason: /score: must be between 1 and 10 \(found 11\)/ },
    { name: 'score 0', reply: json({ ...approved, score: 0 }), reason: /score: must be between 1 and 10/ },
    { name: 'truncated JSON', reply: json(approved).slice(0, 60), reason: /incomplete/ },
    { name: 'missing summary', reply: json({ ...approved, summary: undefined }), reason: /summary/ },
    { name: 'prose says BLOCKED, JSON says APPROVED', reply: `Verdict: BLOCKED — the prompt is unsafe.\n${json(approved)}`, reason: /says BLOCKED but the JSON verdict is APPROVED/ },
    { name: 'bare BLOCKED in the prose (no "verdict" label), JSON says APPROVED', reply: `This change is BLOCKED until the key is removed.\n${json(approved)}`, reason: /says BLOCKED but the JSON verdict is APPROVED/ },
    { name: 'bare CHANGES-REQUESTED after the JSON, JSON says BLOCKED', reply: `${json({ ...good, verdict: 'BLOCKED' })}\nCHANGES-REQUESTED at most.`, reason: /says CHANGES REQUESTED but the JSON verdict is BLOCKED/ },
    { name: 'prose labels a lowercase verdict', reply: `My verdict is changes requested.\n\`\`\`json\n${json(approved)}\n\`\`\``, reason: /says CHANGES REQUESTED/ },
    { name: 'prose denies the approval', reply: `I would not approve this as it stands.\n${json(approved)}`, reason: /denies approval/ },
    { name: 'JSON array', reply: json([approved]), reason: /JSON array/ },
    { name: 'object without verdict', reply: json({ score: 9, summary: 'fine' }), reason: /no "verdict" key/ },
    { name: 'confidence as a string', reply: json({ ...approved, confidence: '0.9' }), reason: /confidence/ },
    { name: 'unknown issue severity', reply: json({ ...good, issues: [{ severity: 'critical', message: 'x' }] }), reason: /issues\.0\.severity/ },
    { name: 'checklist entry without pass', reply: json({ ...approved, checklist: { accuracy: { note: 'ok' } } }), reason: /checklist\.accuracy\.pass/ },
  ];
  it.each(refused)('$name → refused', ({ reply, reason }) => {
    const parsed = parseReviewerReply(reply, BUILTIN_CRITERIA);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });

  const accepted: { name: string; reply: string; verdict: string }[] = [
    { name: 'plain JSON', reply: json(good), verdict: 'CHANGES REQUESTED' },
    { name: 'JSON in a fence with prose around it', reply: `Here is my review:\n\`\`\`json\n${json(approved)}\n\`\`\`\nThanks.`, verdict: 'APPROVED' },
    { name: 'lowercase "approved" (accepted case-insensitively)', reply: json({ ...approved, verdict: 'approved' }), verdict: 'APPROVED' },
    { name: 'changes_requested spelled with an underscore', reply: json({ ...good, verdict: 'changes_requested' }), verdict: 'CHANGES REQUESTED' },
    { name: 'the same object twice', reply: `${json(good)}\n${json(good)}`, verdict: 'CHANGES REQUESTED' },
    { name: 'prose agreeing with the JSON', reply: `Verdict: BLOCKED.\n${json({ ...good, verdict: 'BLOCKED' })}`, verdict: 'BLOCKED' },
    { name: 'verdict words inside the JSON summary do not count as prose', reply: json({ ...approved, summary: 'Earlier this was BLOCKED by a typo; now fixed.' }), verdict: 'APPROVED' },
  ];
  it.each(accepted)('$name → $verdict', ({ reply, verdict }) => {
    const parsed = parseReviewerReply(reply, BUILTIN_CRITERIA);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.verdict.verdict).toBe(verdict);
  });
});

describe('parseReviewerReply: the reasons, word for word', () => {
  it.each<[string, string, string]>([
    ['empty', '   \n', 'the reply is empty'],
    ['prose only', 'Looks good to me, APPROVED.', 'the reply has no JSON object (prose only)'],
    ['an unclosed "[" in prose is still prose', 'See [the notes', 'the reply has no JSON object (prose only)'],
    ['an unclosed "{"', 'See [the notes] and { this', 'the JSON object in the reply is incomplete (a "{" is never closed)'],
    ['two verdicts', `${json(approved)}\n\nOn reflection:\n${json(good)}`, 'the reply holds 2 different JSON verdict objects (APPROVED, CHANGES REQUESTED); it must hold exactly one'],
    ['a JSON array', json([approved]), 'the reply is a JSON array; it must be one JSON object'],
    ['no verdict key', json({ score: 9, summary: 'fine' }), 'the JSON object in the reply has no "verdict" key'],
    ['missing summary', json({ ...approved, summary: undefined }), 'the JSON verdict object is invalid: summary: must be a string summarising the review (found nothing)'],
    ['an empty issue message', json({ ...good, issues: [{ severity: 'low', message: '  ' }] }), 'the JSON verdict object is invalid: issues.0.message: must say what the issue is (found "  ")'],
    [
      'at most three problems',
      json({ verdict: 'LGTM', confidence: 2, score: 0, summary: '' }),
      'the JSON verdict object is invalid: verdict: must be "APPROVED", "CHANGES REQUESTED" or "BLOCKED" (found "LGTM"); confidence: must be between 0 and 1 (found 2); score: must be between 1 and 10 (found 0)',
    ],
    ['prose names another verdict', `Verdict: BLOCKED — the prompt is unsafe.\n${json(approved)}`, 'the text around the JSON says BLOCKED but the JSON verdict is APPROVED'],
    ['prose denies the approval', `I would not approve this as it stands.\n${json(approved)}`, 'the text around the JSON denies approval ("would not approv…") but the JSON verdict is APPROVED'],
    // The scan stops after 50 JSON values: a verdict hidden behind them is not looked for.
    ['a verdict after 50 other JSON values', `${'[1] '.repeat(50)}${json(approved)}`, 'the reply is a JSON array; it must be one JSON object'],
  ])('%s', (_name, reply, reason) => {
    expect(parseReviewerReply(reply, BUILTIN_CRITERIA)).toEqual({ ok: false, reason });
  });

  it('finds a verdict after 49 other JSON values', () => {
    expect(parseReviewerReply(`${'[1] '.repeat(49)}${json(approved)}`, BUILTIN_CRITERIA).ok).toBe(true);
  });

  it('reads one object as one, even with a checklist entry named "verdict" inside it', () => {
    const parsed = parseReviewerReply(json({ ...approved, checklist: { ...good.checklist, verdict: { pass: true } } }), BUILTIN_CRITERIA);
    expect(parsed.ok && parsed.verdict.notes).toContain('ignored checklist entry not in the criteria: verdict');
  });

  it('returns the whole review', () => {
    expect(parseReviewerReply(json(good), BUILTIN_CRITERIA)).toEqual({
      ok: true,
      verdict: {
        verdict: 'CHANGES REQUESTED',
        confidence: 0.7,
        score: 6,
        checklist: [
          { id: 'accuracy', status: 'pass' },
          { id: 'completeness', status: 'fail', note: 'step 3 of the request is missing' },
          { id: 'clarity', status: 'pass' },
          { id: 'errors', status: 'pass' },
          { id: 'truncation', status: 'pass' },
        ],
        issues: [{ severity: 'medium', file: 'prompts/planner.md', line: 12, message: 'Step 3 is not covered.' }],
        summary: 'Covers two of three asked-for changes.',
        notes: [],
      },
    });
  });
});

describe('parseReviewerReply: checklist against the criteria', () => {
  it('marks missing criteria "not assessed" and still accepts the reply', () => {
    const parsed = parseReviewerReply(json({ ...good, checklist: { accuracy: { pass: true, note: 'matches' } } }), BUILTIN_CRITERIA);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.verdict.checklist).toEqual([
      { id: 'accuracy', status: 'pass', note: 'matches' },
      { id: 'completeness', status: 'not assessed' },
      { id: 'clarity', status: 'not assessed' },
      { id: 'errors', status: 'not assessed' },
      { id: 'truncation', status: 'not assessed' },
    ]);
    expect(parsed.verdict.notes).toContain('not assessed: completeness, clarity, errors, truncation');
  });

  it('ignores a checklist id that is not in the criteria, with a note', () => {
    const parsed = parseReviewerReply(json({ ...good, checklist: { ...good.checklist, vibes: { pass: true } } }), BUILTIN_CRITERIA);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.verdict.checklist.map((entry) => entry.id)).not.toContain('vibes');
    expect(parsed.verdict.notes).toContain('ignored checklist entry not in the criteria: vibes');
  });

  it('treats an absent checklist as all "not assessed" and absent issues as none', () => {
    const parsed = parseReviewerReply(json({ verdict: 'BLOCKED', confidence: 0.9, score: 2, summary: 'Wrong change.' }), BUILTIN_CRITERIA);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.verdict.checklist.every((entry) => entry.status === 'not assessed')).toBe(true);
    expect(parsed.verdict.issues).toEqual([]);
  });

  it('keeps issues, dropping null file and line', () => {
    const parsed = parseReviewerReply(json({ ...good, issues: [{ severity: 'HIGH', file: null, line: null, message: 'Leaks context.' }] }), BUILTIN_CRITERIA);
    expect(parsed.ok && parsed.verdict.issues).toEqual([{ severity: 'high', message: 'Leaks context.' }]);
  });

  it('notes an approval that contradicts its own checklist', () => {
    const parsed = parseReviewerReply(json({ ...approved, checklist: { ...good.checklist } }), BUILTIN_CRITERIA);
    expect(parsed.ok && parsed.verdict.notes).toContain('APPROVED although checklist items fail: completeness');
  });
});
