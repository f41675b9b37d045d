import { codeUnitOrder } from '../util/code-unit-order.ts';

/**
 * "Did you mean …": the candidates closest to what was written, by
 * optimal-string-alignment distance (Levenshtein plus adjacent swaps, the
 * usual typing slips).
 */
export function closest(input: string, candidates: Iterable<string>, limit = 3, maxDistance = Infinity): string[] {
  const scored: { candidate: string; distance: number }[] = [];
  for (const candidate of candidates) {
    const distance = editDistance(input, candidate);
    if (distance <= maxDistance) scored.push({ candidate, distance });
  }
  scored.sort((a, b) => a.distance - b.distance || codeUnitOrder(a.candidate, b.candidate));
  return scored.slice(0, limit).map((s) => s.candidate);
}

/**
 * Suggestions only when they are plausible slips: within a third of the
 * word's length, or sharing most of its beginning (`source_lang` →
 * `source_language`, `stylez` → `styles_dir`).
 */
export function typoSuggestions(input: string, candidates: Iterable<string>, limit = 3): string[] {
  const list = [...candidates];
  const near = closest(input, list, limit, Math.max(2, Math.floor(input.length / 3)));
  const need = Math.max(4, Math.ceil(input.length / 2));
  const started = list.filter((c) => c !== input && !near.includes(c) && commonPrefix(input, c) >= need);
  return [...near, ...started].slice(0, limit);
}

/** How well a candidate fits where it would go: meant for this list's language, for none in particular, or for another. */
export type Fit = 'own' | 'neutral' | 'foreign';

/**
 * Suggestions for a value that fit the list: values meant for another
 * language only when nothing else is allowed. Near slips (an edit or two in
 * a long name) come first; then the values meant for the list's language,
 * then the rest, each by distance. `use_12_hour_clock` in a German list so
 * suggests the German time formats, not the Korean 12-hour one that happens
 * to share the most letters.
 */
export function fittingSuggestions(input: string, candidates: readonly string[], fit: (candidate: string) => Fit, limit = 3): string[] {
  const fitting = candidates.filter((c) => fit(c) !== 'foreign');
  const pool = fitting.length > 0 ? fitting : [...candidates];
  const slip = Math.max(1, Math.floor(input.length / 10));
  const slips = closest(input, pool, limit, slip);
  const others = pool.filter((c) => !slips.includes(c));
  const rest = closest(input, others.filter((c) => fit(c) !== 'own'), limit);
  // Leave room for one value of no particular language, when there is one.
  const own = closest(input, others.filter((c) => fit(c) === 'own'), rest.length > 0 ? limit - 1 : limit);
  return [...slips, ...own, ...rest].slice(0, limit);
}

function commonPrefix(a: string, b: string): number {
  let k = 0;
  while (k < a.length && k < b.length && a[k] === b[k]) k++;
  return k;
}

export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const n = a.length;
  const m = b.length;
  if (n === 0) return m;
  if (m === 0) return n;
  // Three rolling rows: the swap rule looks two rows back.
  let before = new Array<number>(m + 1).fill(0);
  let previous = Array.from({ length: m + 1 }, (_, j) => j);
  let current = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (before[j - 2] as number) + 1);
      current[j] = d;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[m] as number;
}

// Lives in src/util so that src/catalog (the schema's descriptions) can word lists too; kept here for its importers.
export { orList } from '../util/or-list.ts';
