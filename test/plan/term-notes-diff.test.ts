import { describe, expect, it } from 'vitest';
import type { DesiredGlossary, TermNotes } from '../../src/catalog/glossary.ts';
import { termNotesDiff } from '../../src/plan/term-notes-diff.ts';

// Issue #22: what a pull request changes in the glossary files that the service
// never sees. Notes are built through the shared types, as the long-form parser
// fills them; from real glossary files, end to end: test/action/glossary-files-alone.test.ts.

const at = { file: 'glossaries/acme.yaml', line: 1, col: 1 };

function glossary(name: string, dictionaries: Array<{ pair: [string, string]; entries: Array<[string, string]>; notes?: Array<[string, TermNotes]> }>, state: 'present' | 'absent' = 'present'): DesiredGlossary {
  return {
    file: `glossaries/${name}.yaml`,
    name,
    state,
    origin: at,
    dictionaries: dictionaries.map((d) => ({
      source_lang: d.pair[0],
      target_lang: d.pair[1],
      entries: new Map(d.entries),
      ...(d.notes === undefined ? {} : { notes: new Map(d.notes) }),
      entryOrigins: new Map(),
      origin: at,
    })),
  };
}

const ENTRIES: Array<[string, string]> = [
  ['sign in', 'anmelden'],
  ['Acme Cloud', 'Acme Cloud'],
  ['log out', 'abmelden'],
];

describe('termNotesDiff', () => {
  it('each term whose forbidden, definition, note or translate differ, field by field, in the files order', () => {
    const before = glossary('Acme', [{ pair: ['en', 'de'], entries: ENTRIES, notes: [['sign in', { forbidden: [{ term: 'einloggen' }], note: 'Buttons' }], ['log out', { definition: 'End a session' }]] }]);
    const after = glossary('Acme', [
      {
        pair: ['en', 'de'],
        entries: ENTRIES,
        notes: [
          ['sign in', { forbidden: [{ term: 'einloggen' }, { term: 'login' }], note: 'Buttons' }],
          ['Acme Cloud', { translate: false }],
          ['log out', { definition: 'End a session' }],
        ],
      },
    ]);
    expect(termNotesDiff([before], [after])).toEqual([
      { glossary: 'Acme', file: 'glossaries/Acme.yaml', source_lang: 'en', target_lang: 'de', source: 'sign in', fields: [{ field: 'forbidden', before: [{ term: 'einloggen' }], after: [{ term: 'einloggen' }, { term: 'login' }] }] },
      { glossary: 'Acme', file: 'glossaries/Acme.yaml', source_lang: 'en', target_lang: 'de', source: 'Acme Cloud', fields: [{ field: 'translate', after: false }] },
    ]);
  });

  it('admitted alternatives (issue #30): one added, and a note of one changed, are changes; the same written as a plain term or {term} is none', () => {
    const before = glossary('Acme', [{ pair: ['en', 'de'], entries: ENTRIES, notes: [['sign in', { admitted: [{ term: 'Anmeldung', note: 'Noun' }] }], ['log out', { admitted: [{ term: 'ausloggen' }] }]] }]);
    const after = glossary('Acme', [
      {
        pair: ['en', 'de'],
        entries: ENTRIES,
        notes: [
          ['sign in', { admitted: [{ term: 'Anmeldung', note: 'The noun' }] }],
          ['Acme Cloud', { admitted: [{ term: 'Acme-Cloud' }] }],
          ['log out', { admitted: [{ term: 'ausloggen' }] }],
        ],
      },
    ]);
    expect(termNotesDiff([before], [after]).map((c) => [c.source, c.fields])).toEqual([
      ['sign in', [{ field: 'admitted', before: [{ term: 'Anmeldung', note: 'Noun' }], after: [{ term: 'Anmeldung', note: 'The noun' }] }]],
      ['Acme Cloud', [{ field: 'admitted', after: [{ term: 'Acme-Cloud' }] }]],
    ]);
  });

  it('a note removed, a definition reworded, on another pair of the same glossary', () => {
    const before = glossary('Acme', [
      { pair: ['en', 'de'], entries: ENTRIES },
      { pair: ['en', 'fr'], entries: [['sign in', 'se connecter']], notes: [['sign in', { note: 'Buttons', definition: 'Start a session' }]] },
    ]);
    const after = glossary('Acme', [
      { pair: ['en', 'de'], entries: ENTRIES },
      { pair: ['EN', 'FR'], entries: [['sign in', 'se connecter']], notes: [['sign in', { definition: 'Start a session.' }]] },
    ]);
    expect(termNotesDiff([before], [after]).map((c) => [c.source_lang, c.target_lang, c.source, c.fields])).toEqual([
      [
        'EN',
        'FR',
        'sign in',
        [
          { field: 'definition', before: 'Start a session', after: 'Start a session.' },
          { field: 'note', before: 'Buttons' },
        ],
      ],
    ]);
  });

  it('nothing when only pairs change, or terms, dictionaries and glossaries come and go (the plan against the service shows those)', () => {
    const before = [glossary('Acme', [{ pair: ['en', 'de'], entries: ENTRIES, notes: [['log out', { note: 'x' }]] }]), glossary('Gone', [{ pair: ['en', 'de'], entries: ENTRIES, notes: [['sign in', { note: 'y' }]] }])];
    const after = [
      glossary('Acme', [
        { pair: ['en', 'de'], entries: [['sign in', 'einloggen'], ['save', 'speichern']], notes: [['save', { note: 'new term, new note' }]] },
        { pair: ['en', 'it'], entries: ENTRIES, notes: [['sign in', { note: 'a new dictionary' }]] },
      ]),
      glossary('Gone', [{ pair: ['en', 'de'], entries: ENTRIES, notes: [['sign in', { note: 'z' }]] }], 'absent'),
      glossary('New', [{ pair: ['en', 'de'], entries: ENTRIES, notes: [['sign in', { note: 'a new glossary' }]] }]),
    ];
    expect(termNotesDiff(before, after)).toEqual([]);
    expect(termNotesDiff(after, after)).toEqual([]);
  });

  it('follows a pinned glossary the pull request renames, under its new name', () => {
    const before = { ...glossary('Acme', [{ pair: ['en', 'de'], entries: ENTRIES, notes: [['sign in', { note: 'Buttons' }]] }]), glossary_id: 'g-1' };
    const after = { ...glossary('Acme Terms', [{ pair: ['en', 'de'], entries: ENTRIES, notes: [['sign in', { note: 'Buttons and links' }]] }]), glossary_id: 'g-1' };
    expect(termNotesDiff([before], [after]).map((c) => [c.glossary, c.source, c.fields])).toEqual([['Acme Terms', 'sign in', [{ field: 'note', before: 'Buttons', after: 'Buttons and links' }]]]);
  });

  it('a definition or note rewritten as a block scalar (`>` keeps a final line break) is no change; a changed one keeps its text', () => {
    const before = glossary('Acme', [{ pair: ['en', 'de'], entries: ENTRIES, notes: [['sign in', { definition: 'To open a session.', note: 'Buttons' }]] }]);
    const after = glossary('Acme', [{ pair: ['en', 'de'], entries: ENTRIES, notes: [['sign in', { definition: 'To open a session.\n', note: 'Buttons and links\n' }]] }]);
    expect(termNotesDiff([before], [after]).map((c) => c.fields)).toEqual([[{ field: 'note', before: 'Buttons', after: 'Buttons and links\n' }]]);
  });
});
