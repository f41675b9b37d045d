import type { DesiredGlossary, TermNotes } from '../../src/catalog/glossary.ts';

/**
 * A glossary whose terms and metadata a TBX round trip must keep: markup,
 * CDATA's end, ampersands, right-to-left text, a zero-width non-joiner, CI
 * log commands; admitted alternatives with and without notes (issue #30),
 * forbidden variants with and without notes, deprecated and superseded
 * (TBX-Basic's supersededTerm), a definition shared by both targets and
 * definitions of one target only, notes, do-not-translate. `file` and
 * `name` are what the round trip's glossary file will say, so the export
 * can be compared byte for byte.
 */
export function hostileTermbase(file: string, name: string): DesiredGlossary {
  const at = { file, line: 1, col: 1 };
  const dictionary = (target_lang: string, entries: Array<[string, string, TermNotes?]>) => ({
    source_lang: 'en',
    target_lang,
    entries: new Map(entries.map(([s, t]) => [s, t])),
    notes: new Map(entries.flatMap(([s, , n]) => (n ? [[s, n] as [string, TermNotes]] : []))),
    entryOrigins: new Map(),
    origin: at,
  });
  return {
    file,
    name,
    state: 'present',
    origin: at,
    dictionaries: [
      dictionary('de', [
        [
          'sign in',
          'anmelden',
          {
            admitted: [{ term: 'Anmeldung', note: 'The noun; in <h1> titles & "]]>" only.' }, { term: 'sich anmelden' }, { term: 'תתחבר', note: '::error::RTL\u200f here' }],
            forbidden: [{ term: 'einloggen', note: 'Slang & "]]>"; <b>never</b>.' }, { term: '<i>login</i>' }, { term: 'einchecken', status: 'superseded' }],
            definition: 'To prove who you are & get in.',
            note: 'The verb; never "]]>" or <b>.',
          },
        ],
        ['Acme Cloud', 'Acme Cloud', { translate: false }],
        ['<b>x</b> ]]> &amp;', 'עברית & <i>', { note: '##[error] not a command' }],
        ['می\u200cخواهم', 'ich will', { definition: 'Persian: "I want".' }],
        ['dashboard', 'Dashboard'],
      ]),
      dictionary('fr', [
        ['sign in', 'se connecter', { admitted: [{ term: "s'identifier" }], definition: 'To prove who you are & get in.', forbidden: [{ term: 'loguer', note: '::warning::an anglicism', status: 'superseded' }] }],
        ['Acme Cloud', 'Acme Cloud', { translate: false, note: '::error::still text' }],
        ['dashboard', 'tableau de bord', { definition: 'A page of widgets.' }],
      ]),
    ],
  };
}
