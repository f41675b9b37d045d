import { pairText, type DesiredGlossary } from '../catalog/glossary.ts';
import { diagnostic } from '../config/diagnostic.ts';
import type { Diagnostic } from '../config/model.ts';
import type { LanguageEntry } from '../live/api.ts';

/**
 * Every dictionary's pair against `GET /v3/languages?resource=glossary`: the
 * source must be usable as a source and the target as a target (the spec's
 * "valid pairs"). Codes are compared case-insensitively, as the service does.
 */
export function checkGlossaryLanguages(glossaries: readonly DesiredGlossary[], languages: readonly LanguageEntry[]): Diagnostic[] {
  const byCode = new Map(languages.map((e) => [e.lang.toLowerCase(), e]));
  const sources = languages.filter((e) => e.usable_as_source).map((e) => e.lang.toLowerCase());
  const targets = languages.filter((e) => e.usable_as_target).map((e) => e.lang.toLowerCase());
  const out: Diagnostic[] = [];
  for (const glossary of glossaries) {
    if (glossary.state !== 'present') continue;
    glossary.dictionaries.forEach((dictionary) => {
      const source = byCode.get(dictionary.source_lang);
      const target = byCode.get(dictionary.target_lang);
      const bad: string[] = [];
      if (!source?.usable_as_source) bad.push(`\`${dictionary.source_lang}\` is not a glossary source language`);
      if (!target?.usable_as_target) bad.push(`\`${dictionary.target_lang}\` is not a glossary target language`);
      if (bad.length === 0) return;
      out.push(
        diagnostic(
          'error',
          'unsupported-glossary-pair',
          { file: dictionary.origin.file, pos: dictionary.origin, path: '' },
          `the ${pairText(dictionary)} dictionary is not a pair the service takes: ${bad.join(', and ')}`,
          `Glossary sources: ${shortList(sources)}; targets: ${shortList(targets)}. Run with --refresh-languages if the account gained the language today.`,
        ),
      );
    });
  }
  return out;
}

function shortList(items: readonly string[]): string {
  return items.length > 16 ? `${items.slice(0, 16).join(', ')}, …` : items.join(', ');
}
