import { describe, expect, it } from 'vitest';
import type { LiveGlossary } from '../../src/catalog/glossary.ts';
import { parseYamlText } from '../../src/config/load.ts';
import { checkGlossaryDocument, type EntriesFile } from '../../src/config/validate-glossary.ts';
import { readEntriesFile } from '../../src/config/validate-glossary-entries.ts';
import { formatGlossaryText, renderEntriesTsv, renderGlossaryFile } from '../../src/import/glossary-file.ts';
import { AWKWARD_TERMS } from './awkward-terms.ts';
import { deGlossaryText } from '../world/files.ts';

const awkwardEntries = new Map(AWKWARD_TERMS.map((t, i) => [t, i % 2 === 0 ? `${t} →` : AWKWARD_TERMS[(i + 7) % AWKWARD_TERMS.length] as string]));

function glossary(entries: Map<string, string>, name = 'Acme: "Terms" #1'): LiveGlossary {
  return {
    glossary_id: 'b3f1c0de-0000-4000-8000-00000000000a',
    name,
    dictionaries: [],
    entries: [
      { source_lang: 'en', target_lang: 'fr', entries: new Map([['sign in', 'se connecter']]) },
      { source_lang: 'en', target_lang: 'de', entries },
    ],
  };
}

/** What glossary-load makes of a glossary file's text: the glossary, and its error diagnostics. */
function load(text: string) {
  const parsed = parseYamlText(text, 'glossaries/acme.yaml');
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.diagnostics));
  const checked = checkGlossaryDocument(parsed);
  return { checked, errors: checked.diagnostics.filter((d) => d.severity === 'error') };
}

describe('renderGlossaryFile', () => {
  it('writes terms so that the loader reads back exactly the live terms', () => {
    const text = renderGlossaryFile(glossary(awkwardEntries), '../schema/glossary.schema.json', () => ({ inline: true }));
    const { checked, errors } = load(text);
    expect(errors).toEqual([]);
    const de = checked.glossary!.dictionaries.find((d) => d.target_lang === 'de')!;
    expect(new Map(de.entries)).toEqual(awkwardEntries);
    expect(checked.glossary).toMatchObject({ name: 'Acme: "Terms" #1', glossary_id: 'b3f1c0de-0000-4000-8000-00000000000a', state: 'present' });
  });

  it('starts with the $schema line, pins glossary_id, sorts dictionaries by pair and terms by source', () => {
    const text = renderGlossaryFile(glossary(new Map([['zebra', 'Zebra'], ['Apple', 'Apfel'], ['apple', 'apfel']])), '../schema/glossary.schema.json', () => ({ inline: true }));
    expect(text).toBe(
      '# yaml-language-server: $schema=../schema/glossary.schema.json\n\n' +
        "name: 'Acme: \"Terms\" #1'\nglossary_id: b3f1c0de-0000-4000-8000-00000000000a\ndictionaries:\n" +
        '  - source_language: en\n    target_language: de\n    entries:\n      Apple: Apfel\n      apple: apfel\n      zebra: Zebra\n' +
        '  - source_language: en\n    target_language: fr\n    entries:\n      sign in: se connecter\n',
    );
    // Already in the form fmt writes.
    expect(formatGlossaryText(text)).toEqual({ ok: true, text });
  });

  it('names the entries file of a dictionary placed outside, and the TSV reads back exactly', () => {
    const text = renderGlossaryFile(glossary(awkwardEntries), 'x.json', (pair) => (pair.target_lang === 'de' ? { entriesFile: 'terms/acme-en-de.tsv' } : { inline: true }));
    const { checked, errors } = load(text);
    expect(errors).toEqual([]);
    const [ref] = checked.entriesFiles as [EntriesFile];
    expect(ref).toMatchObject({ file: 'glossaries/terms/acme-en-de.tsv', format: 'tsv' });
    const tsv = renderEntriesTsv(awkwardEntries);
    expect(readEntriesFile(ref, tsv)).toEqual([]);
    expect(ref.entries).toEqual(awkwardEntries);
    expect(tsv.endsWith('\n')).toBe(true);
    expect(tsv.split('\n')[0]).toBe(`${[...awkwardEntries.keys()].sort()[0]}\t${awkwardEntries.get([...awkwardEntries.keys()].sort()[0]!)}`);
  });
});

/** Formats `messy`, expects exactly `formatted`, and that formatting it again changes nothing; returns the text. */
function expectFormats(messy: string, formatted: string[]): string {
  const r = formatGlossaryText(messy);
  expect(r.ok).toBe(true);
  const text = (r as { text: string }).text;
  expect(text).toBe(formatted.join('\n'));
  expect(formatGlossaryText(text)).toEqual({ ok: true, text });
  return text;
}

describe('formatGlossaryText (the writer fmt shares with import)', () => {
  it('puts keys in the documented order, keeps comments and the order of the terms', () => {
    const messy = [
      '# yaml-language-server: $schema=../schema/glossary.schema.json',
      'dictionaries:',
      '    - target_language: de',
      '      # Product names are never translated.',
      '      entries:',
      '          Acme Cloud: Acme Cloud   # the brand',
      '          # UI verbs',
      '          sign in: anmelden',
      '          log out: abmelden',
      '      source_language: en',
      'name: Acme Terms',
      '',
    ].join('\n');
    expectFormats(messy, [
      '# yaml-language-server: $schema=../schema/glossary.schema.json',
      'name: Acme Terms',
      'dictionaries:',
      '  - source_language: en',
      '    target_language: de',
      '    # Product names are never translated.',
      '    entries:',
      '      Acme Cloud: Acme Cloud # the brand',
      '      # UI verbs',
      '      sign in: anmelden',
      '      log out: abmelden',
      '',
    ]);
  });
});

describe('formatGlossaryText: the long form of an entry', () => {
  const messy = deGlossaryText([
    '# UI verbs',
    'sign in:',
    '  forbidden:',
    '    - einloggen',
    '    - Login',
    '  target: anmelden',
    'log in: {note: Formal register., target: anmelden, definition: "To open a session: with a colon."}',
    'Acme Cloud:',
    '  translate: false',
    'kept:',
    '  target: y # the author explains',
    '  forbidden: [z]',
    'dashboard: Dashboard',
    'settings: {target: Einstellungen}',
  ]);

  it('orders the keys, writes terms on one line and prose on lines of its own, keeps comments, the short form and the data', () => {
    const text = expectFormats(
      messy,
      deGlossaryText([
        '# UI verbs',
        'sign in: {target: anmelden, forbidden: [einloggen, Login]}',
        'log in:',
        '  target: anmelden',
        '  definition: "To open a session: with a colon."',
        '  note: Formal register.',
        'Acme Cloud: {translate: false}',
        'kept:',
        '  target: y # the author explains',
        '  forbidden: [z]',
        'dashboard: Dashboard',
        'settings: {target: Einstellungen}',
      ]).split('\n'),
    );
    const before = load(messy).checked.glossary!.dictionaries[0]!;
    const after = load(text).checked.glossary!.dictionaries[0]!;
    expect(load(text).errors).toEqual([]);
    expect([...after.entries]).toEqual([...before.entries]);
    expect([...after.notes!]).toEqual([...before.notes!]);
  });
});
