/**
 * What the two sides of a before/after table are, as a reader should name
 * them: a plan's rule tables and its translate examples use the same pair, so
 * a pull request's section and its drift section can never be taken for each
 * other (review-markdown.ts).
 */
export interface MarkdownSides {
  /** The column of what the service holds now. */
  before: string;
  /** The column of what the style files say. */
  after: string;
  /** The same pair in a list's heading, e.g. `before → after`. */
  how: string;
  /** The two sides in running text, as `how` names them: a derived expectation's `live ❌ → this pull request ✅`. */
  words: readonly [string, string];
}

/** A plan on its own (the CLI, a push, the drift check): the live list, then the files. */
export const PLAN_SIDES: MarkdownSides = { before: 'Before', after: 'After', how: 'before → after', words: ['before', 'after'] };

/** A pull request's own changes: the service now, then the pull request's files. */
export const PULL_REQUEST_SIDES: MarkdownSides = { before: 'Live (the service)', after: 'This pull request', how: 'live → this pull request', words: ['live', 'this pull request'] };

/** Drift on a pull request: the service now, then the base branch's files. */
export const DRIFT_SIDES: MarkdownSides = { before: 'Live (the service)', after: 'File (base branch)', how: 'live → base branch file', words: ['live', 'base branch file'] };
