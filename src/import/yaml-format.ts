import { isDeepStrictEqual } from 'node:util';
import { type Document, isMap, isNode, isSeq, parse, parseDocument, Scalar, type ToStringOptions, visit, type YAMLMap } from 'yaml';
import { keepBlockScalars } from './block-scalars.ts';
import { codeUnitOrder } from '../util/code-unit-order.ts';

/**
 * What the writers of stylesync's files (style files: style-file.ts,
 * glossary files: glossary-file.ts) share: the write options, the key
 * reordering that keeps comments with their keys, and `fmt`'s round of
 * parse → reorder → write with block scalars kept as their author folded them.
 */

/**
 * Lines are never folded: a folded prompt would read back the same, but a
 * diff of a one-word change would then touch a whole paragraph. Flow
 * collections (which only hand-written files have) read `[./_base.yaml]`,
 * as the documentation writes them. (A prompt its author folded by hand keeps
 * its lines under fmt: see block-scalars.ts.)
 */
export const WRITE_OPTIONS: ToStringOptions = { lineWidth: 0, flowCollectionPadding: false };

/**
 * A file's text in canonical form as `write` makes it, or the yaml package's
 * errors when it does not parse (then nothing may be rewritten).
 */
export function formatYamlText(text: string, write: (doc: Document) => string): { ok: true; text: string } | { ok: false; errors: { message: string; offset: number }[] } {
  // uniqueKeys off: the package compares each key with every earlier one (quadratic: 20,000 rule
  // groups took seconds). fmt only gets here once the loader, which finds duplicates in linear time, accepted the file.
  const doc = parseDocument(text, { uniqueKeys: false, prettyErrors: false });
  if (doc.errors.length > 0) return { ok: false, errors: doc.errors.map((e) => ({ message: e.message, offset: e.pos[0] })) };
  // Only comments (or nothing): the yaml package would write `null`, a value the file never had.
  if (doc.contents === null) return { ok: true, text };
  try {
    // Most files have no block scalar: one write, no clone (a 20,000-group file spent a third of fmt cloning).
    if (!hasBlockScalar(doc)) return { ok: true, text: write(doc) };
    const written = write(doc.clone());
    const restore = keepBlockScalars(doc, text, written);
    const kept = restore(write(doc));
    // Compared with the source, not the writer's text: the yaml package's writer
    // itself can add a blank line to a folded scalar whose lines start with
    // spaces or tabs, and the author's own lines are then the right ones.
    return { ok: true, text: kept !== written && sameYaml(kept, text) ? kept : written };
  } catch (error) {
    // The yaml package refuses to write an alias that reordering moved before its anchor.
    return { ok: false, errors: [{ message: (error as Error).message, offset: 0 }] };
  }
}

function hasBlockScalar(doc: Document): boolean {
  let found = false;
  visit(doc, {
    Scalar(_, node) {
      if (node.type !== Scalar.BLOCK_FOLDED && node.type !== Scalar.BLOCK_LITERAL) return undefined;
      found = true;
      return visit.BREAK;
    },
  });
  return found;
}

/**
 * The file's opening comment (the $schema line) is parsed as the first key's;
 * it belongs to the file, so it stays on top whatever key comes first.
 */
export function hoistFileComment(root: YAMLMap): void {
  const first = root.items[0]?.key;
  if (isNode(first) && first.commentBefore) {
    root.commentBefore = root.commentBefore ? `${root.commentBefore}\n${first.commentBefore}` : first.commentBefore;
    first.commentBefore = undefined;
  }
}

export function keyName(key: unknown): string {
  return String(key !== null && typeof key === 'object' && 'value' in key ? (key as { value: unknown }).value : key);
}

export function orderKeys(map: YAMLMap, order: readonly string[] | 'sorted', nested = true): void {
  // In a nested map the yaml package gives a comment above the first key to
  // the map, so it would stay on top while its key moves. Above a key, it is
  // about that key: it moves with it. (The root's opening comment is the file's.)
  const first = map.items[0]?.key;
  if (nested && map.commentBefore && isNode(first)) {
    first.commentBefore = first.commentBefore ? `${map.commentBefore}\n${first.commentBefore}` : map.commentBefore;
    map.commentBefore = undefined;
  }
  const rank = (key: unknown): number => {
    if (order === 'sorted') return 0;
    const at = order.indexOf(keyName(key));
    return at === -1 ? order.length : at;
  };
  // Array.prototype.sort is stable: equal ranks keep the order the file had.
  map.items.sort((a, b) => {
    const byRank = rank(a.key) - rank(b.key);
    if (order !== 'sorted' || byRank !== 0) return byRank;
    const [x, y] = [keyName(a.key), keyName(b.key)];
    return codeUnitOrder(x, y);
  });
}

export function eachMapIn(node: unknown, visit: (map: YAMLMap) => void): void {
  if (!isSeq(node)) return;
  for (const item of node.items) if (isMap(item)) visit(item);
}

/** Whether two YAML texts say the same (Maps, so keys that are collections compare as such); warnings stay off stderr. */
export function sameYaml(a: string, b: string): boolean {
  try {
    const data = (text: string) => parse(text, { mapAsMap: true, logLevel: 'error', uniqueKeys: false });
    return isDeepStrictEqual(data(a), data(b));
  } catch {
    return false;
  }
}
