/**
 * User text (names, labels, prompts, file paths) must not be able to break a
 * pull-request comment: close a table, open a code span, inject HTML or ping
 * people. Two contexts need two escapes.
 */

/** For raw HTML blocks such as `<summary>`, where Markdown is not parsed and backslashes would show. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/@/g, '@&#8203;') // a zero-width space after @ stops GitHub from mentioning anyone
    .replace(/\r?\n|\r/g, ' ');
}

/** For Markdown text, table cells included: HTML escaped, Markdown punctuation backslash-escaped, lines joined with `<br>`. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_~[\]|#!]/g, '\\$&')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/@/g, '@&#8203;')
    .replace(/\r?\n|\r/g, '<br>');
}
