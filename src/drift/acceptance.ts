/**
 * A person's close of the drift issue is an acceptance of the findings it listed (issue 32 item 4; docs/drift.md
 * "Closing the issue by hand"). Pure: the keys the issue carries in a hidden line, reading them back, and
 * which of a run's findings an acceptance covers. src/github/drift-issue.ts finds the closed issues.
 *
 * A finding's key is its scenario, its stream (kind, feature, tool) and two records: the first of the change
 * and the one at which the detector fired, each as commit and day. The detectors are causal, so a later run
 * places the same alarm at the same record, while its change point may move as later records refine it. An
 * acceptance therefore covers a finding of the same scenario and stream whose change began no later than the
 * accepted finding was detected: the same change, however its start is re-estimated. A change that began
 * after that (a new alarm of the stream), or any other stream or scenario, is a new finding.
 */
import { z } from 'zod';
import type { DriftFinding } from './detect.js';

/** The hidden second line of the drift issue: its findings' keys, as JSON. */
export const DRIFT_KEYS_PREFIX = '<!-- context-eval:drift-findings ';
const SUFFIX = ' -->';

/** A commit as a key holds it: enough of the SHA to be unique in a repository, and the record's day. */
const recordKey = z.object({ sha: z.string().regex(/^[0-9a-f]{7,40}$/i), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

export const FindingKeySchema = z.object({
  scenario: z.string(),
  kind: z.enum(['token_inflation', 'latency_regression', 'tool_calls', 'behaviour_shift', 'pass_rate']),
  feature: z.enum(['decomposes', 'risk']).optional(),
  tool: z.string().optional(),
  change: recordKey.optional(),
  detected: recordKey.optional(),
});
export type FindingKey = z.infer<typeof FindingKeySchema>;

/** A GitHub login as GitHub spells them (a bot's with `[bot]`): safe to write into Markdown as it is. */
export const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;

/** A drift issue closed by someone other than the token's login: who, when (YYYY-MM-DD, UTC), and what it listed. */
export interface DriftAcceptance {
  issue: number;
  url: string;
  by: string;
  on: string;
  keys: FindingKey[];
}

export interface AcceptedFinding {
  finding: DriftFinding;
  acceptance: DriftAcceptance;
}

const SHA_CHARS = 12;

export function findingKey(f: DriftFinding): FindingKey {
  const at = (sha: string | undefined, date: string | undefined) => (sha === undefined || sha === '' || date === undefined || date === '' ? undefined : { sha: sha.slice(0, SHA_CHARS), date });
  const change = at(f.changeSha, f.changeDate);
  const detected = at(f.detectedSha, f.detectedDate);
  return {
    scenario: f.scenario,
    kind: f.kind,
    ...(f.feature === undefined ? {} : { feature: f.feature }),
    ...(f.tool === undefined ? {} : { tool: f.tool }),
    ...(change === undefined ? {} : { change }),
    ...(detected === undefined ? {} : { detected }),
  };
}

/**
 * The hidden line with the findings' keys. Inside an HTML comment nothing may close it: every `-`, `<`, `>`
 * and `&` of the JSON is written as a \u escape (JSON.parse reads them back), so a scenario or tool name
 * cannot end the comment and put Markdown into the issue; `@` and `#` too, so no name can mention or cross-reference.
 */
export function findingKeysLine(findings: readonly DriftFinding[]): string {
  const json = JSON.stringify(findings.map(findingKey)).replace(/[-<>&@#]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `${DRIFT_KEYS_PREFIX}${json}${SUFFIX}`;
}

/** The keys an issue body lists, or an error saying what is wrong (a body edited by hand, or written before keys existed). */
export function readFindingKeys(body: string): { keys: FindingKey[] } | { error: string } {
  const line = body.split(/\r?\n/).find((l) => l.startsWith(DRIFT_KEYS_PREFIX) && l.trimEnd().endsWith(SUFFIX));
  if (line === undefined) return { error: 'no line of finding keys' };
  const json = line.trimEnd().slice(DRIFT_KEYS_PREFIX.length, -SUFFIX.length);
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (err) {
    return { error: `the finding keys are not JSON (${err instanceof Error ? err.message : String(err)})` };
  }
  const parsed = z.array(FindingKeySchema).safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { error: `the finding keys do not parse: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}` };
  }
  return { keys: parsed.data };
}

const sameSha = (a: string, b: string) => {
  const n = Math.min(a.length, b.length);
  return a.slice(0, n).toLowerCase() === b.slice(0, n).toLowerCase();
};

/** Whether an accepted key covers the finding: same scenario and stream, and its change began no later than the accepted one was detected. */
export function covers(key: FindingKey, f: DriftFinding): boolean {
  if (key.scenario !== f.scenario || key.kind !== f.kind || key.feature !== f.feature || key.tool !== f.tool) return false;
  const mine = findingKey(f);
  if (key.detected !== undefined && mine.detected !== undefined && sameSha(key.detected.sha, mine.detected.sha) && key.detected.date === mine.detected.date) return true;
  if (key.detected !== undefined && mine.change !== undefined) return mine.change.date <= key.detected.date;
  return key.change !== undefined && mine.change !== undefined && sameSha(key.change.sha, mine.change.sha) && key.change.date === mine.change.date;
}

/**
 * The run's findings split into those still to report and those a person accepted (the most recent
 * acceptance that covers each). `acceptances` newest first.
 */
export function splitAccepted(findings: readonly DriftFinding[], acceptances: readonly DriftAcceptance[]): { open: DriftFinding[]; accepted: AcceptedFinding[] } {
  const open: DriftFinding[] = [];
  const accepted: AcceptedFinding[] = [];
  for (const finding of findings) {
    const acceptance = acceptances.find((a) => a.keys.some((k) => covers(k, finding)));
    if (acceptance === undefined) open.push(finding);
    else accepted.push({ finding, acceptance });
  }
  return { open, accepted };
}

/** "accepted in #12 by @alice on 2026-11-20" (the login is checked against GitHub's spelling where it is read). */
export function acceptedText(a: DriftAcceptance): string {
  return `accepted in #${a.issue} by @${a.by} on ${a.on}`;
}
