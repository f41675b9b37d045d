import { createHash } from 'node:crypto';

/** One thing on a page that wants an anchor: what it is exactly (kind and names), and the anchor guideAnchors makes for it. */
export interface AnchorClaim {
  identity: string;
  base: string;
}

/** Ids the page frame itself holds (guide-html.ts): no anchor may take one. */
export const FRAME_IDS: readonly string[] = ['find', 'found'];

/** Hex digits of the suffix that tells look-alikes apart, tried in turn until they differ. */
const SUFFIX_LENGTHS = [8, 16, 64];

/**
 * The anchors of one page, unique by construction (issue #27): a base anchor
 * (a readable slug and 24 bits of a hash, guide-anchors.ts) stays as it is
 * when nothing else on the page has it, so published links keep working and
 * adding or removing a term moves no other anchor. Things whose bases are
 * equal (look-alike terms whose slugs and short hashes collide, a name that
 * lands on a frame id) each become `<base>_<suffix>`, the suffix the shortest
 * prefix of a hash of their exact identity that tells them apart, or, should
 * even the full hashes be equal, the identity's UTF-8 in hex, which is
 * injective. Why that cannot collide: a base is letters, digits and dashes
 * (anchorSlug), never `_`, and the suffix is hex; so an anchor with `_` is no
 * base, and two anchors with `_` split at it into their bases (different) or
 * their suffixes (different within one base). Order-free: the page and the
 * plan's links (guide-links.ts, from the same model) get the same answer.
 */
export function uniqueAnchors(claims: readonly AnchorClaim[], hash: (text: string) => string = sha256): Map<string, string> {
  const byBase = new Map<string, Set<string>>();
  for (const { identity, base } of claims) byBase.set(base, (byBase.get(base) ?? new Set()).add(identity));
  const anchors = new Map<string, string>();
  for (const [base, identities] of byBase) {
    const ids = [...identities];
    if (ids.length === 1 && !FRAME_IDS.includes(base)) {
      anchors.set(ids[0] as string, base);
      continue;
    }
    const suffixes = distinguishing(ids, hash);
    ids.forEach((id, i) => anchors.set(id, `${base}_${suffixes[i] as string}`));
  }
  return anchors;
}

function distinguishing(ids: readonly string[], hash: (text: string) => string): string[] {
  for (const length of SUFFIX_LENGTHS) {
    const suffixes = ids.map((id) => hash(id).slice(0, length));
    if (new Set(suffixes).size === ids.length) return suffixes;
  }
  return ids.map((id) => Buffer.from(id, 'utf8').toString('hex'));
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
