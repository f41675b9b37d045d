import { Document, isMap } from 'yaml';
import { canonicalRules, instructionBody } from '../catalog/canonical.ts';
import type { LiveList } from '../catalog/types.ts';
import { schemaComment } from '../config/schema-ref.ts';
import { eachMapIn, formatYamlText, hoistFileComment, orderKeys, WRITE_OPTIONS } from './yaml-format.ts';

export { sameYaml } from './yaml-format.ts';

/** Top-level keys in the order the documentation shows them; keys not listed keep their order, after these. */
const TOP_LEVEL = ['name', 'language', 'style_id', 'state', 'protect', 'note', 'extends', 'allow_unknown_rules', 'configured_rules', 'custom_instructions', 'examples'];
// The schema's own order (a test keeps them in step), so fmt never scatters a field the schema added.
export const INSTRUCTION = ['label', 'prompt', 'source_language', 'section'];
export const EXAMPLE = ['text', 'source_language', 'target_language', 'context', 'expect', 'covers'];
export const EXPECT = ['contains', 'not_contains', 'matches'];

/**
 * The YAML text of one imported list: its `style_id` pin (so a later rename
 * in the file renames the live list), rules in canonical order and the
 * instructions as the service holds them; `allowUnknown` (groups validate
 * would refuse as misspelt, which the live list has) under `allow_unknown_rules`. Written with the yaml package's own
 * stringifier, so prompts with quotes, newlines or leading spaces read back
 * byte for byte.
 */
export function renderStyleFile(list: LiveList, schemaRef: string, allowUnknown: readonly string[] = []): string {
  const doc = new Document({
    name: list.name,
    language: list.language,
    style_id: list.style_id,
    ...(allowUnknown.length > 0 ? { allow_unknown_rules: [...allowUnknown] } : {}),
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
    hoistFileComment(root);
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
export function formatStyleText(text: string): ReturnType<typeof formatYamlText> {
  return formatYamlText(text, writeStyleDocument);
}
