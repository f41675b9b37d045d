import { XMLBuilder } from 'fast-xml-parser';
import type { DesiredGlossary } from '../catalog/glossary.ts';
import { conceptElement, TBX_GENERATOR, tbxExportConcepts } from './tbx-concepts.ts';
import { xmlDocumentText } from './user-text.ts';

/**
 * A glossary as TBX v3 (ISO 30042:2019) in the TBX-Basic dialect, DCA style
 * (issue #30): the edition Weblate and Pontoon moved to so that a preferred
 * term, its admitted alternatives and its deprecated variants, each with its
 * own note, survive a round trip. `export --tbx-version 3`; TBX 2 `martif`
 * (src/report/tbx.ts) stays the default for tools that read only it.
 *
 * The same concepts, terms, order and placement as the TBX 2 export
 * (src/report/tbx-concepts.ts), in v3's names: root `tbx` naming its dialect
 * (`type="TBX-Basic" style="dca"`, namespace `urn:iso:std:iso:30042:ed-2`;
 * a v3 document without a dialect indicator is not valid), `tbxHeader`,
 * then `conceptEntry` › `langSec` › `termSec` (one term each) holding
 * `term`, `termNote type="administrativeStatus"` and its `note`s. A
 * definition is a `descrip type="definition"` of a `langSec`, where
 * TBX-Basic allows it. No DOCTYPE: v3 is checked by RELAX NG, not a DTD.
 *
 * fast-xml-parser builds the XML and escapes every text and attribute.
 */
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@', format: true, indentBy: '  ', processEntities: true, suppressEmptyNode: true });

export const TBX_V3_NAMESPACE = 'urn:iso:std:iso:30042:ed-2';

export function glossaryTbxV3(glossary: DesiredGlossary): string {
  const ordered = tbxExportConcepts(glossary);
  const firstSource = ordered[0]?.source_lang ?? glossary.dictionaries[0]?.source_lang.toLowerCase() ?? 'en';
  const document = {
    '?xml': { '@version': '1.0', '@encoding': 'UTF-8' },
    tbx: {
      '@type': 'TBX-Basic',
      '@style': 'dca',
      '@xml:lang': firstSource,
      '@xmlns': TBX_V3_NAMESPACE,
      tbxHeader: {
        fileDesc: {
          titleStmt: { title: glossary.name },
          sourceDesc: { p: `Exported by ${TBX_GENERATOR} from ${glossary.file}` },
        },
      },
      text: { body: { conceptEntry: ordered.map((c) => conceptElement(c, { language: 'langSec', term: 'termSec' })) } },
    },
  };
  return xmlDocumentText(builder.build(document) as string);
}
