/**
 * The Markdown escapes under their first names. The escaping itself lives in
 * user-text.ts, the one module that decides how user text is shown; these
 * names stay so existing renderers keep working. New code imports
 * markdownText / markdownHtml from there.
 */
export { markdownHtml as escapeHtml, markdownText as escapeMarkdown } from './user-text.ts';
