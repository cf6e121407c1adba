import { describe, it, expect } from 'vitest';
import { extractWhy } from '../../src/review/why.js';

describe('extractWhy', () => {
  const cases: { name: string; markdown: string; expected: string | undefined }[] = [
    { name: 'ATX level 2', markdown: '# Title\n\n## Why\nAgents loop forever.\n\n## How\nAdd a limit.', expected: 'Agents loop forever.' },
    { name: 'Motivation, any case, trailing colon', markdown: '### MOTIVATION:\nCosts doubled.\n### Plan\nx', expected: 'Costs doubled.' },
    { name: 'Rationale in bold', markdown: '## **Rationale**\nKeep it short.', expected: 'Keep it short.' },
    { name: 'runs to the end when no later heading', markdown: '## Why\nLine one.\n\nLine two.\n', expected: 'Line one.\n\nLine two.' },
    { name: 'keeps deeper subheadings, stops at same level', markdown: '## Why\nA\n### Detail\nB\n## Next\nC', expected: 'A\n### Detail\nB' },
    { name: 'stops at a higher-level heading', markdown: '### Why\nA\n# Top\nB', expected: 'A' },
    { name: 'setext level 1', markdown: 'Why\n===\nBecause users asked.\n\nOther\n=====\nno', expected: 'Because users asked.' },
    { name: 'setext level 2 stops at ATX level 2', markdown: 'Motivation\n----------\nSpeed.\n## Changes\nno', expected: 'Speed.' },
    { name: 'heading inside a fenced block is ignored', markdown: '```md\n## Why\nfake\n```\nText.', expected: undefined },
    { name: 'a Why section whose only content is a template comment is no WHY', markdown: '## Why\n<!-- Explain why -->\n## What\nx', expected: undefined },
    { name: 'a heading mentioning why is not a Why heading', markdown: '## Why we do this\nBecause.', expected: undefined },
    { name: 'no heading at all', markdown: 'Why? Because.', expected: undefined },
    { name: 'first Why is empty, second is used', markdown: '## Why\n## Why\nReal reason.', expected: 'Real reason.' },
    { name: 'closing hashes of an ATX heading', markdown: '## Why ##\nReason.', expected: 'Reason.' },
    { name: 'thematic break after a blank line is not a heading', markdown: '## Why\nReason.\n\n---\n\nMore.', expected: 'Reason.\n\n---\n\nMore.' },
  ];
  it.each(cases)('$name', ({ markdown, expected }) => {
    expect(extractWhy(markdown)).toBe(expected);
  });
});
