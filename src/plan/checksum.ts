import { createHash } from 'node:crypto';
import { canonicalRules } from '../catalog/canonical.ts';
import type { DesiredList } from '../config/model.ts';

/**
 * sha256 of what the style files ask of the service, so `apply plan.json`
 * notices files edited after the plan. Only values the service would see
 * count: origins, file names and examples are left out (moving a list or a
 * line inside a file does not make a plan stale), and lists and instructions
 * are hashed in a sorted order, not the files' order.
 */
export function desiredChecksum(desired: readonly DesiredList[]): string {
  const hash = createHash('sha256');
  const sorted = [...desired].sort((a, b) => compare(a.name, b.name) || compare(a.style_id ?? '', b.style_id ?? '') || compare(a.state, b.state));
  for (const list of sorted) {
    const head = JSON.stringify([list.name, list.language, list.style_id ?? null, list.state, canonicalRules(list.configured_rules)]);
    // Length-prefixed fields are unambiguous and far cheaper than JSON for 1,000 lists × 200 instructions.
    const instructions = list.custom_instructions.map((i) => field(i.label) + field(i.prompt) + (i.source_language === undefined ? '-' : field(i.source_language))).sort();
    hash.update(field(head) + field(String(instructions.length)) + instructions.join(''));
  }
  return hash.digest('hex');
}

function field(text: string): string {
  return `${text.length}:${text}`;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
