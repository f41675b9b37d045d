/**
 * How the guide's search box compares text (issue #22): lower case, and
 * accents and other combining marks dropped after canonical decomposition, so
 * "ubersicht" finds "Übersicht" and "resume" finds "résumé", as a translator
 * types on a keyboard without the letter. The page runs this very function
 * (guide-html.ts embeds its source), so the test of it is a test of the page.
 */
export function searchFold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
