import { pairKey, type DesiredGlossary } from '../catalog/glossary.ts';
import { rootLanguage } from '../catalog/root-language.ts';
import type { Origin } from '../catalog/types.ts';
import { collectExamples } from './document-check.ts';
import { diagnostic } from './diagnostic.ts';
import type { Diagnostic, Example } from './model.ts';
import type { DocPath } from './position.ts';

/**
 * The `examples:` of a glossary file, read with the style files' reader (one
 * expectation vocabulary), and the rule only a glossary has: each example
 * translates a pair the glossary holds a dictionary for, since the service
 * refuses a translation whose glossary lacks the requested pair. Pure.
 *
 * `source_language` and `target_language` are required by the schema: a
 * glossary has no list language to default to, and the service translates
 * with a glossary only when the source language is given.
 */
export function glossaryExamples(raw: unknown, glossary: DesiredGlossary, origin: (path: DocPath) => Origin, out: Diagnostic[]): Example[] {
  const content: { examples: Example[] } = { examples: [] };
  collectExamples(raw, content, origin, out);
  const pairs = new Set(glossary.dictionaries.map(pairKey));
  const examples: Example[] = [];
  for (const example of content.examples) {
    if (example.source_language === undefined || example.target_language === undefined) continue; // the schema says so
    const key = pairKey({ source_lang: rootLanguage(example.source_language), target_lang: rootLanguage(example.target_language) });
    if (!pairs.has(key)) {
      const at = example.at.target_language ?? example.origin;
      out.push(
        diagnostic(
          'error',
          'glossary-example-pair',
          { file: at.file, pos: at, path: `${example.path}.target_language` },
          `the example translates ${key}, and this glossary has no ${key} dictionary; the service refuses a translation whose glossary lacks the requested pair`,
          `Add a dictionary with source_language: ${key.split('→')[0]} and target_language: ${key.split('→')[1]}, or change the example's languages.`,
        ),
      );
      continue;
    }
    examples.push(example);
  }
  return examples;
}
