import { createHash } from 'node:crypto';
import { canonicalRules } from '../catalog/canonical.ts';
import { instructionFields } from '../catalog/instruction-fields.ts';
import { pairKey, type LiveGlossary } from '../catalog/glossary.ts';
import type { DesiredList } from '../config/model.ts';
import { codeUnitOrder } from '../util/code-unit-order.ts';

/**
 * sha256 of what the style files ask of the service, so `apply plan.json`
 * notices files edited after the plan. Only values the service would see
 * count: origins, file names and examples are left out (moving a list or a
 * line inside a file does not make a plan stale), and lists and instructions
 * are hashed in a sorted order, not the files' order.
 */
export function desiredChecksum(desired: readonly DesiredList[]): string {
  const hash = createHash('sha256');
  const sorted = [...desired].sort((a, b) => codeUnitOrder(a.name, b.name) || codeUnitOrder(a.style_id ?? '', b.style_id ?? '') || codeUnitOrder(a.state, b.state));
  for (const list of sorted) {
    const head = JSON.stringify([list.name, list.language, list.style_id ?? null, list.state, canonicalRules(list.configured_rules)]);
    // Length-prefixed fields are unambiguous and far cheaper than JSON for 1,000 lists × 200 instructions.
    // The columns, not the objects each read of custom_instructions makes anew.
    const columns = instructionFields(list);
    const instructions = Array.from({ length: columns.length }, (_, n) => {
      const source = columns.sourceLanguage(n);
      return field(columns.label(n)) + field(columns.prompt(n)) + (source === undefined ? '-' : field(source));
    });
    instructions.sort();
    hash.update(field(head) + field(String(instructions.length)) + instructions.join(''));
  }
  return hash.digest('hex');
}

/**
 * sha256 of a dictionary's entries as read, independent of their order (the
 * mock server reorders dictionaries and nothing promises entry order):
 * entries sorted by source term (code units; a source term appears once),
 * each as length-prefixed fields, so no term can forge a boundary whatever
 * tab, colon or digit it holds. The service gives glossaries no version;
 * this hash is what a saved plan remembers instead.
 */
export function dictionaryHash(entries: ReadonlyMap<string, string> | Iterable<readonly [string, string]>): string {
  const sorted = [...entries].sort(([a], [b]) => codeUnitOrder(a, b));
  const hash = createHash('sha256');
  hash.update(`${sorted.length};`);
  for (const [source, target] of sorted) hash.update(`${field(source)}${field(target)}`);
  return hash.digest('hex');
}

/** pairKey → hash, for every dictionary of a glossary read. */
export function glossaryHashes(glossary: Pick<LiveGlossary, 'entries'>): Record<string, string> {
  return Object.fromEntries(glossary.entries.map((d) => [pairKey(d), dictionaryHash(d.entries)]));
}

function field(text: string): string {
  return `${text.length}:${text}`;
}
