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

/** Hits the index shows at once: enough to pick from, few enough to draw on every key. */
export const INDEX_HITS = 50;

/**
 * The index's search over every page (issue #27): the entries whose folded
 * text holds the folded query, those starting with it first, each group in
 * guide order, at most `limit`, and how many there are in all. Pure and
 * self-contained like searchFold: the index page runs this very function
 * over texts it folded once (guide-html.ts).
 */
export function searchEntries(folded: readonly string[], query: string, limit: number): { hits: number[]; total: number } {
  const starts: number[] = [];
  const within: number[] = [];
  for (let i = 0; i < folded.length; i++) {
    const at = (folded[i] as string).indexOf(query);
    if (at === 0) starts.push(i);
    else if (at > 0) within.push(i);
  }
  return { hits: starts.concat(within).slice(0, limit), total: starts.length + within.length };
}
