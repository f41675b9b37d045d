/**
 * What went wrong, as a stable word a program can test (`error.code`, and
 * `error.code` in every `--format json` error document). The message and hint
 * are for people and may be reworded; a code, once released, is not.
 */
export type ErrorCode =
  // Where and how to reach the service.
  | 'no-address'
  | 'address-placeholder'
  | 'address-invalid'
  | 'address-insecure'
  | 'no-key'
  | 'preview-key-is-target-key'
  | 'key-invalid'
  | 'auth-scheme-invalid'
  | 'unknown-target'
  // What the service answered.
  | 'rejected'
  | 'auth-refused'
  | 'forbidden'
  | 'missing-scope'
  | 'not-found'
  | 'rate-limited'
  | 'service-failed'
  | 'unexpected-status'
  | 'unexpected-answer'
  | 'timeout'
  | 'unreachable'
  | 'paging-broken'
  | 'write-unclear'
  | 'redirected'
  | 'quota-exceeded'
  | 'request-too-large'
  | 'answer-too-large'
  | 'too-many-lists'
  | 'too-many-dictionaries'
  | 'listing-moved'
  | 'git-timeout'
  | 'git-object-missing'
  // The project's files and the user's flags and inputs.
  | 'files-invalid'
  | 'invalid-flag'
  | 'invalid-input'
  | 'subset-invalid'
  | 'dir-outside-repository'
  | 'write-failed'
  | 'key-in-file'
  | 'guide-dir-taken'
  | 'file-appeared'
  | 'symlink-refused'
  | 'outside-repository'
  | 'sync-file-invalid'
  // Plans and their checks.
  | 'over-threshold'
  | 'over-budget'
  | 'plan-problems'
  | 'protected'
  | 'held-back'
  | 'drift'
  | 'language-check-failed'
  | 'translate-check-failed'
  | 'languages-unchecked'
  // Saved plans and apply.
  | 'plan-file-unreadable'
  | 'plan-file-invalid'
  | 'stale-plan'
  | 'saved-plan-differs'
  | 'planning-flags-differ'
  | 'plan-target-differs'
  | 'plan-dir-differs'
  | 'plan-address-differs'
  | 'needs-yes'
  | 'no-terminal'
  | 'backup-failed'
  | 'record-unwritable'
  | 'record-unreadable'
  | 'record-invalid'
  | 'writes-failed'
  | 'interrupted'
  // The emulator and the GitHub Action.
  | 'emulator-failed'
  | 'event-unreadable'
  | 'event-invalid'
  | 'event-refused'
  | 'github-unreachable'
  | 'github-refused'
  | 'no-github-token'
  | 'settings-unverifiable'
  | 'settings-changed'
  // A damaged installation: a file of the bundle missing or unreadable.
  | 'install-damaged'
  // A defect in stylesync itself.
  | 'internal';

/**
 * An error meant for a person: what went wrong and what to do next, with a
 * code for programs. Anything thrown that is not a StylesyncError is a bug,
 * and the CLI says so.
 */
export class StylesyncError extends Error {
  readonly code: ErrorCode;
  readonly hint: string;
  /** The service's X-Trace-ID, when the error came from a response. */
  readonly traceId?: string;

  constructor(message: string, hint: string, options: { code: ErrorCode; cause?: unknown; traceId?: string }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'StylesyncError';
    this.code = options.code;
    this.hint = hint;
    if (options.traceId) this.traceId = options.traceId;
  }
}
