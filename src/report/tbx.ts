import { createHash } from 'node:crypto';
import { XMLBuilder } from 'fast-xml-parser';
import type { DesiredGlossary, TermNotes } from '../catalog/glossary.ts';
import { DO_NOT_TRANSLATE_NOTE } from '../config/tbx.ts';
import { xmlDocumentText } from './user-text.ts';

/**
 * A glossary as TBX-Basic in the ISO 30042:2008 `martif` form that CAT
 * tools and translate-toolkit import (issue #22). One concept (`termEntry`)
 * per source term and source language, with a `langSet` for the source and
 * one for every target language whose dictionary has the term, so a term
 * with German and French targets is one concept with three languages.
 *
 * What an entry says beyond its target (TermNotes) goes where TBX-Basic puts
 * it: each term of the pair is `preferredTerm-admn-sts`, each forbidden
 * variant an extra term of the target language marked
 * `deprecatedTerm-admn-sts` ("not recommended"), written after the preferred
 * one (translate-toolkit and tools like it take a language's first term); a
 * definition is a `descrip type="definition"` of the source langSet when
 * every target of the concept gives the same one, else of each target's
 * langSet; a note is a `note` of the target term. TBX-Basic has no data
 * category for do-not-translate: the target term is the source term (what
 * the service gets) with the note "Do not translate.", which every tool
 * shows and src/config/tbx.ts reads back as `translate: false`.
 *
 * fast-xml-parser builds the XML and escapes every text and attribute:
 * nothing of the glossary is concatenated into markup. The DOCTYPE and the
 * header are constants.
 */
export const TBX_GENERATOR = 'stylesync';

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@', format: true, indentBy: '  ', processEntities: true, suppressEmptyNode: true });

interface Target {
  term: string;
  notes?: TermNotes;
}
interface Concept {
  source_lang: string;
  source: string;
  targets: Map<string, Target>;
}

export function glossaryTbx(glossary: DesiredGlossary): string {
  const ordered = concepts(glossary);
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
      text: { body: { termEntry: ordered.map(termEntry) } },
    },
  };
  const xml = builder.build(document) as string;
  // The DOCTYPE names the TBX-Basic DTD as TBX-Basic files do; the builder has no DOCTYPE of its own.
  return xmlDocumentText(xml.replace(/^(<\?xml[^>]*\?>\n)/, '$1<!DOCTYPE martif SYSTEM "TBXBasiccoreStructV02.dtd">\n'));
}

/** Concepts in code-point order of source language and term, whatever the order of the files. */
function concepts(glossary: DesiredGlossary): Concept[] {
  const byKey = new Map<string, Concept>();
  for (const d of glossary.dictionaries) {
    const source_lang = d.source_lang.toLowerCase();
    for (const [source, term] of d.entries) {
      const key = `${source_lang}\u0000${source}`;
      const concept = byKey.get(key) ?? { source_lang, source, targets: new Map<string, Target>() };
      const notes = d.notes?.get(source);
      concept.targets.set(d.target_lang.toLowerCase(), { term, ...(notes ? { notes } : {}) });
      byKey.set(key, concept);
    }
  }
  return [...byKey.values()].sort((a, b) => compare(a.source_lang, b.source_lang) || compare(a.source, b.source));
}

function termEntry(c: Concept): Record<string, unknown> {
  const targets = [...c.targets].sort(([a], [b]) => compare(a, b));
  const definitions = targets.map(([, t]) => t.notes?.definition);
  // One definition for the concept when every target says the same; else each target keeps its own.
  const shared = definitions.every((d) => d !== undefined && d === definitions[0]) ? definitions[0] : undefined;
  return {
    '@id': `c-${createHash('sha256').update(`${c.source_lang}\u0000${c.source}`).digest('hex').slice(0, 16)}`,
    langSet: [
      { '@xml:lang': c.source_lang, ...definition(shared), tig: [tig(c.source, PREFERRED)] },
      ...targets.map(([lang, t]) => ({
        '@xml:lang': lang,
        ...definition(shared === undefined ? t.notes?.definition : undefined),
        tig: [tig(t.term, PREFERRED, notesOf(t.notes)), ...(t.notes?.forbidden ?? []).map((f) => tig(f, DEPRECATED))],
      })),
    ],
  };
}

const PREFERRED = 'preferredTerm-admn-sts';
const DEPRECATED = 'deprecatedTerm-admn-sts';

/** TBX-Basic's tig: the term, its termNotes, then its notes (the DTD's order). */
function tig(term: string, status: string, notes: string[] = []): Record<string, unknown> {
  return { term, termNote: { '@type': 'administrativeStatus', '#text': status }, ...(notes.length > 0 ? { note: notes } : {}) };
}

function notesOf(notes: TermNotes | undefined): string[] {
  return [...(notes?.note !== undefined ? [notes.note] : []), ...(notes?.translate === false ? [DO_NOT_TRANSLATE_NOTE] : [])];
}

function definition(text: string | undefined): Record<string, unknown> {
  return text === undefined ? {} : { descrip: { '@type': 'definition', '#text': text } };
}

/** Code-point order: the same file for the same glossary on every machine, whatever its locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
