import type { CutNotes } from '../report/markdown-fit.ts';
import { markdownText } from '../report/user-text.ts';
import { renderReviewMarkdown, type ReviewParts } from '../report/review-markdown.ts';

/** GitHub keeps at most 1 MiB of job summary per step and drops the rest. */
const SUMMARY_LIMIT_BYTES = 1024 * 1024;

/** A cut job summary points at the file with all of it, never at "the job summary" it is. */
const SUMMARY_CUT_NOTES: CutNotes = { tooLongFor: 'one summary', rest: 'all of it is in plan.md (output `plan-markdown-file`)' };

/**
 * The job summary of a review: all of it when it fits, else cut per list
 * (markdown-fit.ts) within `limitBytes`, naming the file that holds the
 * whole text. `extra` (the apply's writes) is never cut.
 */
export function summaryMarkdown(parts: ReviewParts, options: { extra?: string; fullPlanFile: string; limitBytes?: number }): { text: string; whole: string } {
  const extra = options.extra ?? '';
  const limit = options.limitBytes ?? SUMMARY_LIMIT_BYTES;
  const whole = `${renderReviewMarkdown(parts, Number.POSITIVE_INFINITY)}${extra}`;
  if (Buffer.byteLength(whole) <= limit) return { text: whole, whole };
  const footer = [...(parts.footer ?? []), `_The whole plan (${whole.length} characters) is in ${markdownText(options.fullPlanFile)} on the runner (output \`plan-markdown-file\`)._`];
  const text = fitBytes((max) => renderReviewMarkdown({ ...parts, footer, cutNotes: SUMMARY_CUT_NOTES }, max - extra.length) + extra, limit);
  return { text, whole };
}

/**
 * The longest rendering within `limitBytes` of UTF-8. Renderers count
 * characters; a character takes up to 4 bytes, so the character budget
 * shrinks in proportion until the bytes fit.
 */
export function fitBytes(render: (maxChars: number) => string, limitBytes: number): string {
  let max = limitBytes;
  let text = render(max);
  for (let tries = 0; tries < 8; tries++) {
    const bytes = Buffer.byteLength(text);
    if (bytes <= limitBytes) return text;
    max = Math.max(0, Math.floor((max * limitBytes) / bytes) - 64);
    text = render(max);
  }
  // Cutting by characters can only shrink the bytes; a last resort for a renderer that ignores its budget.
  while (Buffer.byteLength(text) > limitBytes) text = text.slice(0, Math.floor(text.length * 0.9));
  return text;
}
