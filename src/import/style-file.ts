import { Document } from 'yaml';
import { canonicalRules, instructionBody } from '../catalog/canonical.ts';
import type { LiveList } from '../catalog/types.ts';

/**
 * The YAML text of one imported list: its `style_id` pin (so a later rename
 * in the file renames the live list), rules in canonical order and the
 * instructions as the service holds them. Written with the yaml package's own
 * stringifier, so prompts with quotes, newlines or leading spaces read back
 * byte for byte; lines are never folded.
 */
export function renderStyleFile(list: LiveList, schemaRef: string): string {
  const doc = new Document({
    name: list.name,
    language: list.language,
    style_id: list.style_id,
    configured_rules: canonicalRules(list.configured_rules),
    custom_instructions: list.custom_instructions.map(instructionBody),
  });
  doc.commentBefore = ` yaml-language-server: $schema=${schemaRef}`;
  return doc.toString({ lineWidth: 0 });
}
