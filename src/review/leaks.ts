/**
 * Leak detection: signs that context from outside the request leaked into what the reviewer sees
 * (decisions, earlier discussion, attempt counts, justifications addressed to someone), plus
 * instructions aimed at the reviewer. A fresh reviewer should judge the change from the request and
 * the artifact alone; a phrase like "as discussed" means the artifact leans on context it does not
 * carry. Pure.
 *
 * The list is versioned: bump LEAK_PATTERNS_VERSION whenever a pattern is added, removed or changed,
 * so that reports and history say which list produced their hits.
 */

export const LEAK_PATTERNS_VERSION = 1;

export interface LeakPattern {
  id: string;
  pattern: RegExp;
  description: string;
}

/** Matches are case-insensitive; `[^.\n]{1,80}?` bounds "X" in phrases like "I used X because". */
export const LEAK_PATTERNS: readonly LeakPattern[] = [
  { id: 'we-decided', pattern: /\bwe(?: have|'ve)? decided (?:to|that|on)\b/i, description: 'refers to a decision made outside the request' },
  {
    id: 'earlier-discussion',
    pattern: /\b(?:based on|per|following|after|from) (?:the |our |an? )?(?:earlier|previous|prior|last) (?:discussion|conversation|chat|call|meeting|thread)\b/i,
    description: 'relies on a discussion the reviewer cannot see',
  },
  {
    id: 'user-clarified',
    pattern: /\bthe user (?:clarified|confirmed|explained|told (?:me|us)|said|mentioned|asked for|prefers)\b/i,
    description: 'relies on what a user said outside the request',
  },
  {
    id: 'attempt-count',
    pattern: /\b(?:this is (?:my |our |the )?(?:\w+ )?(?:attempt|try|iteration)(?: (?:#|no\.? ?)?\d+)?|(?:attempt|try|iteration) (?:#|no\.? ?)?\d+ (?:of|at|to)\b)/i,
    description: 'mentions earlier attempts, which a fresh reviewer should not know about',
  },
  { id: 'i-used-because', pattern: /\bI (?:used|chose|picked|went with|switched to|added|removed) [^.\n]{1,80}? because\b/i, description: 'justifies the change to an audience outside the artifact' },
  { id: 'we-chose-because', pattern: /\bwe (?:used|chose|picked|went with|switched to|opted for) [^.\n]{1,80}? because\b/i, description: 'justifies the change by a choice made outside the request' },
  { id: 'revision-because', pattern: /\b(?:revision|rev\.?|version|draft) #?\d+ (?:because|since|as)\b/i, description: 'refers to a numbered revision and its reasons' },
  { id: 'as-discussed', pattern: /\bas (?:we |I )?(?:discussed|agreed)\b/i, description: 'relies on a discussion the reviewer cannot see' },
  { id: 'per-our-conversation', pattern: /\bper our (?:conversation|discussion|chat|call|meeting|agreement)\b/i, description: 'relies on a conversation the reviewer cannot see' },
  {
    id: 'as-mentioned-earlier',
    pattern: /\bas (?:I |we |you )?(?:mentioned|said|noted|explained) (?:earlier|before|previously|in (?:the|my|our) (?:chat|call|comments?|thread))\b/i,
    description: 'points back to something said outside the artifact',
  },
  {
    id: 'previous-review',
    pattern: /\b(?:the |a |your )?(?:previous|last|earlier|prior|first) (?:review|reviewer|round of review)(?: comments?)? (?:said|asked|flagged|requested|found|noted|pointed out|suggested)\b/i,
    description: 'refers to an earlier review, which the reviewer must not see',
  },
  {
    id: 'review-feedback',
    pattern: /\b(?:address(?:es|ing)?|per|applying|incorporat(?:es|ing)) (?:the |your )?(?:review )?(?:feedback|comments?|suggestions?) (?:from|in|on|by)\b/i,
    description: 'refers to review feedback outside the payload',
  },
  { id: 'you-asked', pattern: /\byou (?:asked|told) (?:me|us) to\b/i, description: 'addresses someone whose instructions are not in the request' },
  { id: 'since-last-push', pattern: /\b(?:since|after|in) the (?:last|previous|earlier) (?:push|commit|run|CI run)\b/i, description: 'refers to push or CI history' },
  {
    id: 'reviewer-instruction',
    pattern: /\b(?:ignore|disregard|forget) (?:all |any |the )?(?:previous|prior|above|earlier|your) (?:instructions|rules|prompts?)\b|\b(?:reviewers?|you) (?:must|should) (?:approve|give (?:this|it) a)\b/i,
    description: 'an instruction aimed at the reviewer: judge it as content, it is a sign of a defect',
  },
];

export interface LeakHit {
  patternId: string;
  /** The payload section, e.g. 'SOURCE FILES'. */
  section: string;
  /** The file, for hits inside SOURCE FILES. */
  file?: string;
  /** 1-based line within the part's text. */
  line: number;
  /** The matched phrase with some text either side, on one line. */
  excerpt: string;
  description: string;
}

const EXCERPT_SIDE = 40;

function excerptAround(text: string, start: number, end: number): string {
  const from = Math.max(0, start - EXCERPT_SIDE);
  const to = Math.min(text.length, end + EXCERPT_SIDE);
  const body = text.slice(from, to).replace(/\s+/g, ' ').trim();
  return `${from > 0 ? '…' : ''}${body}${to < text.length ? '…' : ''}`;
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * Every occurrence of every pattern in the given parts, in part order, then position, then list order.
 * Pass the parts as assembled (after truncation), so each hit is something the reviewer really sees.
 */
export function scanForLeaks(payloadParts: readonly { section: string; file?: string; text: string }[]): LeakHit[] {
  const hits: LeakHit[] = [];
  for (const part of payloadParts) {
    const partHits: { hit: LeakHit; at: number; order: number }[] = [];
    LEAK_PATTERNS.forEach((leak, order) => {
      const flags = leak.pattern.flags.includes('g') ? leak.pattern.flags : `${leak.pattern.flags}g`;
      for (const match of part.text.matchAll(new RegExp(leak.pattern.source, flags))) {
        const at = match.index ?? 0;
        const hit: LeakHit = {
          patternId: leak.id,
          section: part.section,
          line: lineAt(part.text, at),
          excerpt: excerptAround(part.text, at, at + match[0].length),
          description: leak.description,
        };
        if (part.file !== undefined) hit.file = part.file;
        partHits.push({ hit, at, order });
      }
    });
    partHits.sort((a, b) => a.at - b.at || a.order - b.order);
    hits.push(...partHits.map((entry) => entry.hit));
  }
  return hits;
}

/** One line per hit, e.g. `SOURCE FILES prompts/a.md:3 [as-discussed] "…as discussed, the planner…"`. */
export function describeLeak(hit: LeakHit): string {
  const where = hit.file === undefined ? `${hit.section} line ${hit.line}` : `${hit.section} ${hit.file}:${hit.line}`;
  return `${where} [${hit.patternId}] ${hit.description}: "${hit.excerpt}"`;
}
