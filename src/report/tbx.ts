import { createHash } from 'node:crypto';
import { XMLBuilder } from 'fast-xml-parser';
import type { DesiredGlossary } from '../catalog/glossary.ts';
import { xmlDocumentText } from './user-text.ts';

/**
 * A glossary as TBX-Basic in the ISO 30042:2008 `martif` form that CAT
 * tools and translate-toolkit import (issue #22). One concept (`termEntry`)
 * per source term and source language, with a `langSet` for the source and
 * one for every target language whose dictionary has the term, so a term
 * with German and French targets is one concept with three languages.
 *
 * fast-xml-parser builds the XML and escapes every text and attribute:
 * nothing of the glossary is concatenated into markup. The DOCTYPE and the
 * header are constants.
 */
export const TBX_GENERATOR = 'stylesync';

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@', format: true, indentBy: '  ', processEntities: true, suppressEmptyNode: true });

export function glossaryTbx(glossary: DesiredGlossary): string {
  const concepts = new Map<string, { source_lang: string; source: string; targets: Map<string, string> }>();
  for (const d of glossary.dictionaries) {
    const source_lang = d.source_lang.toLowerCase();
    for (const [source, target] of d.entries) {
      const key = `${source_lang}\u0000${source}`;
      const concept = concepts.get(key) ?? { source_lang, source, targets: new Map<string, string>() };
      concept.targets.set(d.target_lang.toLowerCase(), target);
      concepts.set(key, concept);
    }
  }
  const ordered = [...concepts.values()].sort((a, b) => compare(a.source_lang, b.source_lang) || compare(a.source, b.source));
  const firstSource = ordered[0]?.source_lang ?? glossary.dictionaries[0]?.source_lang.toLowerCase() ?? 'en';
  const document = {
    '?xml': { '@version': '1.0', '@encoding': 'UTF-8' },
    martif: {
      '@type': 'TBX-Basic',
      '@xml:lang': firstSource,
      martifHeader: {
        fileDesc: {
          titleStmt: { title: glossary.name },
          sourceDesc: { p: `Exported by ${TBX_GENERATOR} from ${glossary.file}` },
        },
        encodingDesc: { p: { '@type': 'XCSURI', '#text': 'TBXBasicXCSV02.xcs' } },
      },
      text: {
        body: {
          termEntry: ordered.map((c) => ({
            '@id': `c-${createHash('sha256').update(`${c.source_lang}\u0000${c.source}`).digest('hex').slice(0, 16)}`,
            langSet: [
              { '@xml:lang': c.source_lang, tig: { term: c.source } },
              ...[...c.targets].sort(([a], [b]) => compare(a, b)).map(([lang, term]) => ({ '@xml:lang': lang, tig: { term } })),
            ],
          })),
        },
      },
    },
  };
  const xml = builder.build(document) as string;
  // The DOCTYPE names the TBX-Basic DTD as TBX-Basic files do; the builder has no DOCTYPE of its own.
  return xmlDocumentText(xml.replace(/^(<\?xml[^>]*\?>\n)/, '$1<!DOCTYPE martif SYSTEM "TBXBasiccoreStructV02.dtd">\n'));
}

/** Code-point order: the same file for the same glossary on every machine, whatever its locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
