/** GitHub's limits, one constant each; everything that sizes text for GitHub reads them from here. */

/** The longest body of an issue comment or pull request comment GitHub accepts (it counts 65,536). */
export const MAX_COMMENT_BYTES = 65_536;
/** The longest issue body GitHub accepts. */
export const MAX_ISSUE_BODY_BYTES = 65_536;
/** The largest job summary a step may write (1 MiB). */
export const MAX_SUMMARY_BYTES = 1024 * 1024;
/** GitHub lists at most this many files of a pull request. */
export const MAX_LISTED_PULL_FILES = 3000;
/** Annotations GitHub shows per kind (error, warning) and step. */
export const MAX_ANNOTATIONS_PER_KIND = 10;
