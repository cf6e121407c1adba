/**
 * The types of the isolated reflection review (DESIGN §8). Types only: no logic, no I/O.
 *
 * `ReviewInput` is the ONLY thing the payload builder reads, so it decides what the reviewer can see.
 * It deliberately has no field for PR comments, review threads, commit messages, earlier review
 * results, push counts or CI logs: context that a fresh reviewer must not have cannot be passed in.
 */
import type { Criteria } from './criteria.js';

export type { Criteria, CriterionItem } from './criteria.js';

/** The `review.max_*` settings of the config (DESIGN §2). All counts are in characters (UTF-16 code units). */
export interface ReviewBudget {
  /** Changed watched files beyond this many (in path order) are omitted, with a marker line. */
  max_files: number;
  /** Each file is cut to this many characters, with a `[… N lines truncated …]` marker. */
  max_file_chars: number;
  /** The whole payload text stays within this many characters. */
  max_total_chars: number;
}

export interface ReviewInput {
  /**
   * What was asked for: the issue linked from the PR body with a closing keyword, or else the PR itself.
   * Rendered verbatim as `# <title>`, a blank line, `<body>`.
   */
  request: { title: string; body: string; source: 'issue' | 'pull_request'; number: number };
  /** The PR's own title and body; its body is searched for a WHY when the request (an issue) has none. */
  pr: { title: string; body: string };
  /** The unified diff of the changed watched files. */
  diff: string;
  /** This run's scenario results, already rendered as text by the caller. */
  scenarioResults: string;
  /** Head-side full text of every changed file that matches `watch`. */
  files: { path: string; text: string }[];
  criteria: Criteria;
  settings: ReviewBudget;
}

export const REVIEW_VERDICTS = ['APPROVED', 'CHANGES REQUESTED', 'BLOCKED'] as const;
export type ReviewVerdictWord = (typeof REVIEW_VERDICTS)[number];

export type ChecklistStatus = 'pass' | 'fail' | 'not assessed';

export interface ReviewIssue {
  severity: 'low' | 'medium' | 'high';
  file?: string;
  line?: number;
  message: string;
}

/** A reviewer reply after parsing and checking against the criteria. */
export interface ReviewVerdict {
  verdict: ReviewVerdictWord;
  /** 0..1 */
  confidence: number;
  /** 1..10 */
  score: number;
  /** One entry per criterion, in the criteria's order; a criterion the reply skipped is 'not assessed'. */
  checklist: { id: string; status: ChecklistStatus; note?: string }[];
  issues: ReviewIssue[];
  summary: string;
  /** What the parser noticed but tolerated, e.g. a checklist id that is not in the criteria. */
  notes: string[];
}
