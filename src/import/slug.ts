/**
 * A file name stem for a list name: lower case, letters and digits of any
 * script kept (a Japanese list name stays readable), everything else folded
 * to single dashes, accents dropped.
 */
export function slugify(name: string, fallback = 'list'): string {
  const slug = name
    .normalize('NFKD')
    // Accents go from Latin letters only: in kana the mark is part of the letter (グ is not ク).
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  // Long names make unwieldy paths; 80 code points is plenty to recognise a list.
  return [...slug].slice(0, 80).join('').replace(/-+$/, '') || fallback;
}

/**
 * Unique stems for the given names, in order: the second "Marketing" becomes
 * "marketing-2". `taken` holds stems already in use (compared case-insensitively,
 * for case-insensitive file systems).
 */
export function uniqueSlugs(names: readonly string[], taken: Iterable<string> = [], fallback = 'list'): string[] {
  const used = new Set([...taken].map((t) => t.toLowerCase()));
  return names.map((name) => {
    const base = slugify(name, fallback);
    let stem = base;
    for (let n = 2; used.has(stem.toLowerCase()); n++) stem = `${base}-${n}`;
    used.add(stem.toLowerCase());
    return stem;
  });
}
