import { createHash } from 'node:crypto';
import type { DesiredList, Example } from './desired.ts';
import { canonicalRules } from './canonical.ts';
import type { DesiredGlossary } from './glossary.ts';
import { codeUnitOrder } from '../util/code-unit-order.ts';

/**
 * Sample translations (issue #22): what `plan --check-translations` recorded
 * of each list example it translated with the files' state (the "after"), so
 * that `stylesync guide` can show it offline. Shared by the checks, which
 * write the record (src/app/sample-file.ts), and the guide, which matches each
 * sample to its example by `key` and trusts it only while `content_hash`
 * still equals the hash of what the files say now.
 */
export interface RecordedSample {
  /** The example's identity: a hash of its list, text, languages and context as the file writes them (sampleKey). */
  key: string;
  list: string;
  file: string;
  text: string;
  /** The target the example was translated into (the service's choice for an `en` list: `en-GB`). */
  target_language: string;
  /** The glossaries sent with it, in the list's order. */
  glossaries: string[];
  /** sampleHash of the list, the example and its glossaries' dictionaries when it was translated. */
  content_hash: string;
  translation: string;
  /** ISO time of the run. */
  recorded_at: string;
}

export interface SampleRecord {
  format: 1;
  written_by: 'stylesync plan --check-translations';
  samples: RecordedSample[];
}

/**
 * Identifies an example across runs: what the file writes, not where (a
 * moved example keeps its sample). A hash, so the record's keys hold no text
 * that masking the key in it would have to reach.
 */
export function sampleKey(list: string, example: Pick<Example, 'text' | 'source_language' | 'target_language' | 'context'>): string {
  return digest([list, example.text, example.source_language ?? null, example.target_language ?? null, example.context ?? null]);
}

/**
 * The hash of everything a list example's translation depends on in the
 * files: the list's language, rules and instructions, the example, and the
 * dictionaries (of its target's base language) of each glossary it names.
 * A glossary no file declares (kept on the service) counts by name only.
 * One hasher per set of glossaries: a dictionary of 10,000 terms is hashed
 * once, however many examples use it.
 */
export function sampleHasher(glossaries: readonly DesiredGlossary[]): (list: DesiredList, example: Example) => string {
  const byName = new Map(glossaries.filter((g) => g.state === 'present').map((g) => [g.name, g]));
  const memo = new Map<string, string>();
  const dictionaries = (name: string, target: string): string => {
    const id = JSON.stringify([name, target]);
    let hash = memo.get(id);
    if (hash === undefined) {
      const glossary = byName.get(name);
      const parts = (glossary?.dictionaries ?? [])
        .filter((d) => d.target_lang.toLowerCase() === target)
        .map((d) => [d.source_lang.toLowerCase(), [...d.entries].sort(([a], [b]) => codeUnitOrder(a, b))]);
      hash = digest(glossary === undefined ? ['live only', name] : parts);
      memo.set(id, hash);
    }
    return hash;
  };
  return (list, example) => {
    const target = (example.target_language ?? list.language).split('-')[0]?.toLowerCase() ?? '';
    return digest([
      list.language,
      canonicalRules(list.configured_rules),
      list.custom_instructions.map((i) => [i.label, i.prompt, i.source_language ?? null]),
      [example.text, example.source_language ?? null, example.target_language ?? null, example.context ?? null],
      (list.glossaries ?? []).map((g) => [g.name, dictionaries(g.name, target)]),
    ]);
  };
}

function digest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);
}
