import { XMLBuilder } from 'fast-xml-parser';
import type { DesiredGlossary } from '../catalog/glossary.ts';
import { conceptElement, TBX_GENERATOR, tbxExportConcepts } from './tbx-concepts.ts';
import { xmlDocumentText } from './user-text.ts';

export { TBX_GENERATOR } from './tbx-concepts.ts';

/**
 * A glossary as TBX-Basic in the ISO 30042:2008 `martif` form that CAT
 * tools and translate-toolkit import (issue #22); the default of `export`,
 * since translate-toolkit reads only this edition (TBX v3 is
 * src/report/tbx-v3.ts). One concept (`termEntry`) per source term and
 * source language, with a `langSet` for the source and one for every target
 * language whose dictionary has the term, so a term with German and French
 * targets is one concept with three languages.
 *
 * What an entry says beyond its target (TermNotes) goes where TBX-Basic puts
 * it: each term of the pair is `preferredTerm-admn-sts`, each admitted
 * alternative an extra term of the target language marked
 * `admittedTerm-admn-sts` with its own note, each forbidden variant one
 * marked `deprecatedTerm-admn-sts` ("not recommended"), written after the
 * preferred one (translate-toolkit and tools like it take a language's first
 * term; src/report/tbx-concepts.ts); a definition is a `descrip
 * type="definition"` of the source langSet when every target of the concept
 * gives the same one, else of each target's langSet; a note is a `note` of
 * the target term. TBX-Basic has no data category for do-not-translate: the
 * target term is the source term (what the service gets) with the note "Do
 * not translate.", which every tool shows and src/config/tbx.ts reads back
 * as `translate: false`.
 *
 * fast-xml-parser builds the XML and escapes every text and attribute:
 * nothing of the glossary is concatenated into markup. The DOCTYPE and the
 * header are constants.
 */
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@', format: true, indentBy: '  ', processEntities: true, suppressEmptyNode: true });

export function glossaryTbx(glossary: DesiredGlossary): string {
  const ordered = tbxExportConcepts(glossary);
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
      text: { body: { termEntry: ordered.map((c) => conceptElement(c, { language: 'langSet', term: 'tig' })) } },
    },
  };
  const xml = builder.build(document) as string;
  // The DOCTYPE names the TBX-Basic DTD as TBX-Basic files do; the builder has no DOCTYPE of its own.
  return xmlDocumentText(xml.replace(/^(<\?xml[^>]*\?>\n)/, '$1<!DOCTYPE martif SYSTEM "TBXBasiccoreStructV02.dtd">\n'));
}
