import { describe, expect, it } from 'vitest';
import type { TermNoteChange } from '../../src/plan/term-notes-diff.ts';
import { TERMS_SHOWN } from '../../src/report/glossary-words.ts';
import { makeStyle } from '../../src/report/style.ts';
import { NOTE_TEXT_SHOWN, termNotesText } from '../../src/report/term-notes-text.ts';
import { renderText } from '../../src/report/text.ts';
import { makePlan } from './plans.ts';

// `plan --since REF` in the terminal: the changes to the glossary files alone (issue #22).

const change = (source: string, fields: TermNoteChange['fields']): TermNoteChange => ({ glossary: 'Acme Terms', file: 'glossaries/acme.yaml', source_lang: 'en', target_lang: 'de', source, fields });
const s = makeStyle(false);

describe('termNotesText', () => {
  it('one line per term, then one per field: forbidden before → after, the new text of a definition or note, translate in words', () => {
    const lines = termNotesText(
      [
        change('sign in', [
          { field: 'forbidden', after: [{ term: 'einloggen' }] },
          { field: 'definition', before: 'Old.', after: 'To open\na session.\n' },
          { field: 'note', before: 'Buttons' },
        ]),
        change('Acme Cloud', [{ field: 'translate', after: false }]),
      ],
      'main',
      s,
    );
    expect(lines).toEqual([
      'Changes to the glossary files alone since main: 2 terms; nothing is sent to the service',
      '  ~ "sign in" (Acme Terms, en → de)  # glossaries/acme.yaml',
      '      forbidden: (none) → "einloggen"',
      '      definition changed: "To open a session."',
      '      note removed',
      '  ~ "Acme Cloud" (Acme Terms, en → de)  # glossaries/acme.yaml',
      '      translate: translated (unset) → kept as written (false)',
    ]);
  });

  it('admitted alternatives before → after, each with its note, each quoted and escaped (issue #30)', () => {
    const lines = termNotesText([change('sign in', [{ field: 'admitted', before: [{ term: 'Anmeldung' }], after: [{ term: 'Anmeldung', note: 'The noun.' }, { term: 'x\u001b[2J' }] }])], 'main', s);
    expect(lines[2]).toBe('      admitted: "Anmeldung" → "Anmeldung — The noun.", "x\\u001b[2J"');
  });

  it('at most TERMS_SHOWN terms, the rest counted; a long note cut at a word', () => {
    const many = Array.from({ length: TERMS_SHOWN + 3 }, (_, i) => change(`term ${i}`, [{ field: 'note', after: `${'a'.repeat(10)} `.repeat(20) }]));
    const lines = termNotesText(many, 'v1', s);
    expect(lines.at(-1)).toBe('  # … and 3 more terms; the glossary files have them all');
    expect(lines.filter((l) => l.startsWith('  ~ '))).toHaveLength(TERMS_SHOWN);
    const note = lines[2] as string;
    expect(note).toMatch(/^ {6}note added: "(a{10} )*a{10}…"$/);
    expect(Array.from(note.slice(note.indexOf('"') + 1, -1)).length).toBeLessThanOrEqual(NOTE_TEXT_SHOWN);
  });

  it('a long ref is cut in the heading, and stays inert', () => {
    const [heading] = termNotesText([change('sign in', [{ field: 'note', after: 'x' }])], `release/\x1b[2J${'r'.repeat(500)}`, s);
    expect(heading).toBe(`Changes to the glossary files alone since release/\\u001b[2J${'r'.repeat(79 - 'release/\x1b[2J'.length)}…: 1 term; nothing is sent to the service`);
  });

  it('nothing changed: no lines, and the plan text is as without --since', () => {
    expect(termNotesText([], 'main', s)).toEqual([]);
    const plan = makePlan([]);
    expect(renderText(plan, { color: false, filesAlone: { since: 'main', terms: [] } })).toBe(renderText(plan, { color: false }));
  });
});
