import { createHash } from 'node:crypto';

/**
 * The one anchor scheme of the guide (issue #22): the page each language is
 * written to and the `<a id>` of every list, rule, instruction, dictionary
 * and term on it. The guide writes them (guide-model.ts) and the plans link
 * to them (guide-links.ts), so a link cannot point at an anchor the guide
 * does not write. These are the base anchors: each depends only on the names
 * it is made of, so it does not move when other entries are added. 24 bits of
 * hash can collide (look-alike terms, issue #27), so a page takes them through
 * guidePageAnchors (guide-page-anchors.ts), which keeps a base that is alone
 * on its page and tells equal ones apart.
 */
export const guideAnchors = {
  /** The page's file stem of a language (`de`, `en-us`). */
  page: (language: string): string => anchorSlug(language.toLowerCase()) || 'language',
  list: (list: string): string => flat(anchorSlug(list), '-', shortHash(list)),
  rule: (list: string, group: string, rule: string): string => flat(guideAnchors.list(list), guideAnchors.ruleSuffix(group, rule)),
  instruction: (list: string, label: string): string => flat(guideAnchors.list(list), guideAnchors.instructionSuffix(label)),
  /**
   * What a rule's and an instruction's anchors add to their list's: the model
   * hashes a list's name once, not once per instruction, and a label once
   * however many lists write it (issue #31: 200,000 hashes at 1,000 lists of 100).
   */
  ruleSuffix: (group: string, rule: string): string => flat('--', anchorSlug(`${group}-${rule}`)),
  instructionSuffix: (label: string): string => flat('--instruction-', anchorSlug(label), '-', shortHash(label)),
  dictionary: (glossary: string, sourceLang: string, targetLang: string): string => flat(anchorSlug(glossary), '-', shortHash(glossary), '--', anchorSlug(`${sourceLang}-${targetLang}`)),
  term: (glossary: string, sourceLang: string, targetLang: string, source: string): string => flat(guideAnchors.dictionary(glossary, sourceLang, targetLang), '--', anchorSlug(source), '-', shortHash(source)),
};

/**
 * The parts as one string held in one piece. A template literal or `+` makes
 * V8 keep a tree of the parts (a cons string, and each slug and hash apart);
 * the guide holds an anchor per instruction and term, and at 1,000 lists of
 * 100 instructions those trees held about 21 MB more than the anchors' text
 * (issue #31, docs/performance.md "Guide"). `join` writes a flat string.
 */
function flat(...parts: string[]): string {
  return parts.join('');
}

/**
 * An id for an anchor: lower-case letters and digits of any script, dashes
 * between (never `_`: unique-anchors.ts relies on it). Anchors add a short
 * hash of the exact text, so two terms that fold to the same slug ("Sign
 * in", "sign-in") nearly always keep apart, and an anchor does not move when
 * another term is added.
 */
export function anchorSlug(text: string): string {
  return [...text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '')].slice(0, 60).join('').replace(/-+$/, '');
}

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 6);
}
