import { isDeepStrictEqual } from 'node:util';
import { Document, isMap, isNode, isSeq, parse, parseDocument, Scalar, type ToStringOptions, visit, type YAMLMap } from 'yaml';
import { canonicalRules, instructionBody } from '../catalog/canonical.ts';
import type { LiveList } from '../catalog/types.ts';
import { schemaComment } from '../config/schema-ref.ts';
import { keepBlockScalars } from './block-scalars.ts';

/**
 * Lines are never folded: a folded prompt would read back the same, but a
 * diff of a one-word change would then touch a whole paragraph. Flow
 * collections (which only hand-written files have) read `[./_base.yaml]`,
 * as the documentation writes them. (A prompt its author folded by hand keeps
 * its lines under fmt: see block-scalars.ts.)
 */
const WRITE_OPTIONS: ToStringOptions = { lineWidth: 0, flowCollectionPadding: false };

/** Top-level keys in the order the documentation shows them; keys not listed keep their order, after these. */
const TOP_LEVEL = ['name', 'language', 'style_id', 'state', 'extends', 'configured_rules', 'custom_instructions', 'examples'];
// The schema's own order (a test keeps them in step), so fmt never scatters a field the schema added.
export const INSTRUCTION = ['label', 'prompt', 'source_language'];
export const EXAMPLE = ['text', 'source_language', 'target_language', 'context', 'expect'];
export const EXPECT = ['contains', 'not_contains', 'matches'];

/**
 * The YAML text of one imported list: its `style_id` pin (so a later rename
 * in the file renames the live list), rules in canonical order and the
 * instructions as the service holds them. Written with the yaml package's own
 * stringifier, so prompts with quotes, newlines or leading spaces read back
 * byte for byte.
 */
export function renderStyleFile(list: LiveList, schemaRef: string): string {
  const doc = new Document({
    name: list.name,
    language: list.language,
    style_id: list.style_id,
    configured_rules: canonicalRules(list.configured_rules),
    custom_instructions: list.custom_instructions.map(instructionBody),
  });
  doc.commentBefore = schemaComment(schemaRef);
  return writeStyleDocument(doc);
}

/**
 * The one writer of style files, shared by `import` and `fmt`, so a freshly
 * imported file is already formatted: keys in the documented order, rule
 * groups and rules sorted (the canonical rule order), two-space indentation.
 * Reorders the document's own nodes, so the comments and blank lines the
 * yaml package attached to a key travel with it; scalar and flow styles are
 * left as written.
 */
function writeStyleDocument(doc: Document): string {
  const root = doc.contents;
  if (isMap(root)) {
    // The file's opening comment (the $schema line) is parsed as the first
    // key's; it belongs to the file, so it stays on top whatever comes first.
    const first = root.items[0]?.key;
    if (isNode(first) && first.commentBefore) {
      root.commentBefore = root.commentBefore ? `${root.commentBefore}\n${first.commentBefore}` : first.commentBefore;
      first.commentBefore = undefined;
    }
    orderKeys(root, TOP_LEVEL, false);
    const rules = root.get('configured_rules', true);
    if (isMap(rules)) {
      orderKeys(rules, 'sorted');
      for (const group of rules.items) if (isMap(group.value)) orderKeys(group.value, 'sorted');
    }
    eachMapIn(root.get('custom_instructions', true), (m) => orderKeys(m, INSTRUCTION));
    eachMapIn(root.get('examples', true), (m) => {
      orderKeys(m, EXAMPLE);
      const expect = m.get('expect', true);
      if (isMap(expect)) orderKeys(expect, EXPECT);
    });
  }
  return doc.toString(WRITE_OPTIONS);
}

/**
 * A style file's text in canonical form, or the yaml package's errors when it
 * does not parse (then nothing may be rewritten).
 */
export function formatStyleText(text: string): { ok: true; text: string } | { ok: false; errors: { message: string; offset: number }[] } {
  // uniqueKeys off: the package compares each key with every earlier one (quadratic: 20,000 rule
  // groups took seconds). fmt only gets here once the loader, which finds duplicates in linear time, accepted the file.
  const doc = parseDocument(text, { uniqueKeys: false, prettyErrors: false });
  if (doc.errors.length > 0) return { ok: false, errors: doc.errors.map((e) => ({ message: e.message, offset: e.pos[0] })) };
  // Only comments (or nothing): the yaml package would write `null`, a value the file never had.
  if (doc.contents === null) return { ok: true, text };
  try {
    // Most files have no block scalar: one write, no clone (a 20,000-group file spent a third of fmt cloning).
    if (!hasBlockScalar(doc)) return { ok: true, text: writeStyleDocument(doc) };
    const written = writeStyleDocument(doc.clone());
    const restore = keepBlockScalars(doc, text, written);
    const kept = restore(writeStyleDocument(doc));
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

function keyName(key: unknown): string {
  return String(key !== null && typeof key === 'object' && 'value' in key ? (key as { value: unknown }).value : key);
}

function orderKeys(map: YAMLMap, order: readonly string[] | 'sorted', nested = true): void {
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
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

function eachMapIn(node: unknown, visit: (map: YAMLMap) => void): void {
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
