import type { DesiredGlossary } from '../catalog/glossary.ts';
import type { Origin } from '../catalog/types.ts';
import { diagnostic } from '../config/diagnostic.ts';
import type { DesiredList, Diagnostic, Example } from '../config/model.ts';
import type { LanguageEntry } from '../live/api.ts';
import { checkExampleCodes, defaultTarget } from './check-languages.ts';

/**
 * The examples that are translated with glossaries, against resource
 * `translate_text` (spec/glossaries-v3.md, "Use in translation"): a glossary
 * file's own examples (their codes, as a list's examples are checked), and
 * for them and the examples of lists that name glossaries, both languages
 * must show `features.glossary`, or the service refuses the translation.
 */
export function checkGlossaryExampleLanguages(lists: readonly DesiredList[], glossaries: readonly DesiredGlossary[], translateText: readonly LanguageEntry[]): Diagnostic[] {
  const out = new Map<string, Diagnostic>();
  const add = (d: Diagnostic) => out.set(`${d.file}:${d.line}:${d.col}:${d.code}`, d);
  const byCode = new Map(translateText.map((e) => [e.lang.toLowerCase(), e]));
  // An answer that names no feature at all says nothing about glossaries: judged only when some language shows the feature.
  const featuresKnown = translateText.some((e) => e.features.glossary !== undefined);
  const feature = (code: string | undefined, role: 'source' | 'target', example: Example, at: Origin | undefined) => {
    if (code === undefined || !featuresKnown) return;
    const entry = byCode.get(code.toLowerCase());
    // An unknown code is reported by the code checks; only a known one without the feature is said here.
    if (!entry || entry.features.glossary !== undefined) return;
    add(
      diagnostic(
        'error',
        'no-glossary-support',
        { file: (at ?? example.origin).file, pos: at ?? example.origin, path: `${example.path}.${role}_language` },
        `example ${role}_language \`${code}\` does not support glossaries in translation (the service lists no features.glossary for it), so a translation with a glossary would be refused`,
        'Use another language for this example, or translate it without glossaries.',
      ),
    );
  };
  for (const glossary of glossaries) {
    if (glossary.state !== 'present') continue;
    for (const example of glossary.examples ?? []) {
      checkExampleCodes(example, translateText, add);
      feature(example.source_language, 'source', example, example.at.source_language);
      feature(example.target_language, 'target', example, example.at.target_language);
    }
  }
  for (const list of lists) {
    if (list.state !== 'present' || (list.glossaries ?? []).length === 0) continue;
    for (const example of list.examples) {
      feature(example.source_language, 'source', example, example.at.source_language);
      const target = example.target_language ?? defaultTarget(list.language, translateText);
      feature(target, 'target', example, example.at.target_language);
    }
  }
  return [...out.values()];
}
