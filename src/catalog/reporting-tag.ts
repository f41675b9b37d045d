/**
 * The service's rules for `X-DeepL-Reporting-Tag` (spec/service-2026.md,
 * "Custom reporting tags"): it trims and lower-cases the value, then wants at
 * most 100 characters, ASCII only, no internal whitespace and no control
 * characters, and answers 400 otherwise. Shared by the emulator (which
 * answers 400) and stylesync.yaml's check (which refuses before any request).
 */

export const REPORTING_TAG_HEADER = 'X-DeepL-Reporting-Tag';
export const DEFAULT_REPORTING_TAG = 'stylesync-preview';
export const REPORTING_TAG_MAX_LENGTH = 100;

/** The value as the service stores it: trimmed and lower-cased. */
export function normalizeReportingTag(value: string): string {
  return value.trim().toLowerCase();
}

/** Why the service would refuse this tag, or undefined when it takes it. */
export function reportingTagProblem(value: string): string | undefined {
  const tag = normalizeReportingTag(value);
  if (tag === '') return 'it is empty once trimmed';
  if (tag.length > REPORTING_TAG_MAX_LENGTH) return `it is ${tag.length} characters long once trimmed; the service takes at most ${REPORTING_TAG_MAX_LENGTH}`;
  // Control characters first: they are ASCII too, and the more precise reason.
  if (/[\u0000-\u001f\u007f]/.test(tag)) return 'it holds a control character';
  if (/[^\u0000-\u007f]/.test(tag)) return 'it holds a character outside ASCII';
  if (/\s/.test(tag)) return 'it holds whitespace inside';
  return undefined;
}
