import { guideAnchors } from '../../src/report/guide-anchors.ts';

/**
 * Two sources that read alike ("sign in", "sign   in!!") and share the base
 * anchor of the dictionary's terms: found by trying spellings until the
 * 24-bit hashes meet (a few thousand tries).
 */
export function lookAlikes(glossaryName: string, source: string, target: string): [string, string] {
  const seen = new Map<string, string>();
  for (let spaces = 1; spaces < 200; spaces++) {
    for (let marks = 0; marks < 200; marks++) {
      const term = `sign${' '.repeat(spaces)}in${'!'.repeat(marks)}`;
      const base = guideAnchors.term(glossaryName, source, target, term);
      const other = seen.get(base);
      if (other !== undefined) return [other, term];
      seen.set(base, term);
    }
  }
  throw new Error('no look-alike pair found');
}
