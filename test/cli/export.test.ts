import { describe, expect, it } from 'vitest';
import { readTbx } from '../../src/config/tbx.ts';
import { glossaryTbx } from '../../src/report/tbx.ts';
import { glossaryTbxV3 } from '../../src/report/tbx-v3.ts';
import { hostileTermbase } from './hostile-termbase.ts';
import { ACME_DE_FILES } from '../world/files.ts';
import { worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

// `stylesync export --format tbx` end to end (issue #22): offline, from the glossary files.

const ACME = 'name: Acme Terms\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries:\n      sign in: anmelden\n      "<b>": "&"\n  - source_language: en\n    target_language: fr\n    entries:\n      sign in: se connecter\n';
const SUPPORT = 'name: Support\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries:\n      ticket: Ticket\n';

const w = worldEach({ files: { 'glossaries/acme.yaml': ACME, ...ACME_DE_FILES } });

describe('stylesync export --format tbx', () => {
  it('one glossary goes to stdout as TBX-Basic that reads back to the same terms, sending nothing', async () => {
    const mark = w.emu.log.length;
    const r = await w.cli(['export', '--format', 'tbx']);
    expect(r.code).toBe(0);
    const read = readTbx(r.stdout);
    if (!read.ok) throw new Error(read.message);
    const de = read.concepts.map((c) => [c.languages.get('en')?.term, c.languages.get('de')?.term]);
    expect(de.sort()).toEqual([['<b>', '&'], ['sign in', 'anmelden']]);
    expect(w.emu.log.length).toBe(mark);
  });

  it('several glossaries need --out: one file each, named after the glossary; a file it did not write is left alone', async () => {
    await w.write('glossaries/support.yaml', SUPPORT);
    const refused = await w.cli(['export', '--format', 'tbx']);
    expectRun(refused, 1, { stderr: ['There are 2 glossaries to export', 'hint: Give --out DIR'] });

    const r = await w.cli(['export', '--format', 'tbx', '--out', 'tbx']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('tbx/acme-terms.tbx: "Acme Terms", 3 terms\ntbx/support.tbx: "Support", 1 term\nExported 2 glossaries as TBX-Basic.\n');
    expect((await w.cli(['export', '--format', 'tbx', '--out', 'tbx'])).code).toBe(0);

    await w.write('tbx/support.tbx', 'my own termbase\n');
    const kept = await w.cli(['export', '--format', 'tbx', '--out', 'tbx', '--glossary', 'Support']);
    expectRun(kept, 1, { stderr: ['tbx/support.tbx exists and was not written by stylesync export'] });
    expect(await w.read('tbx/support.tbx')).toBe('my own termbase\n');
  });

  it('a note or definition whose line starts a workflow command reads back as written from stdout, and commands nothing', async () => {
    await w.write(
      'glossaries/acme.yaml',
      'name: Acme Terms\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries:\n      sign in: {target: anmelden, definition: "To log in.\\n::error::pwned", note: "first\\n  ::warning::second"}\n',
    );
    const r = await w.cli(['export', '--format', 'tbx']);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(/^\s*::/m);
    const read = readTbx(r.stdout);
    if (!read.ok) throw new Error(read.message);
    const signIn = read.concepts[0]!;
    expect(signIn.languages.get('en')?.definition).toBe('To log in.\n::error::pwned');
    expect(signIn.languages.get('de')?.note).toBe('first\n  ::warning::second');
  });

  it('--glossary names one, suggesting a near name when it is not there; --format is required', async () => {
    const r = await w.cli(['export', '--format', 'tbx', '--glossary', 'Acme Term']);
    expectRun(r, 1, { stderr: ['No glossary file declares a glossary named "Acme Term".', 'Did you mean "Acme Terms"?'] });
    expect((await w.cli(['export'])).stderr).toContain("required option '--format <format>' not specified");
  });
});

describe('TBX → stylesync (entries_file) → export TBX', () => {
  const glossary = hostileTermbase('glossaries/acme.yaml', 'Acme Terms');

  for (const [version, write] of [['2', glossaryTbx], ['3', glossaryTbxV3]] as const) {
    it(`TBX ${version}: keeps every term, status and note: the export of an entries file is the same document, byte for byte`, async () => {
      const tbx = write(glossary);
      await w.write('glossaries/terms/acme.tbx', tbx);
      await w.write(
        'glossaries/acme.yaml',
        'name: Acme Terms\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries_file: terms/acme.tbx\n  - source_language: en\n    target_language: fr\n    entries_file: terms/acme.tbx\n',
      );
      // One TBX file serves both dictionaries, and counts once.
      expect((await w.cli(['validate'])).stdout).toContain('1 glossary in 2 files: 0 errors, 0 warnings');
      const r = await w.cli(['export', '--format', 'tbx', '--tbx-version', version]);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(tbx);
      // Not a tautology of an empty document: the metadata is there to be kept.
      const read = readTbx(r.stdout);
      if (!read.ok) throw new Error(read.message);
      expect(read.concepts).toHaveLength(5);
      const signIn = read.concepts.find((c) => c.languages.get('en')?.term === 'sign in')!;
      expect(Object.fromEntries(signIn.languages)).toEqual({
        en: { term: 'sign in', admitted: [], forbidden: [], definition: 'To prove who you are & get in.' },
        de: {
          term: 'anmelden',
          admitted: [{ term: 'Anmeldung', note: 'The noun; in <h1> titles & "]]>" only.' }, { term: 'sich anmelden' }, { term: 'תתחבר', note: '::error::RTL\u200f here' }],
          forbidden: [{ term: 'einloggen', note: 'Slang & "]]>"; <b>never</b>.' }, { term: '<i>login</i>' }, { term: 'einchecken', status: 'superseded' }],
          note: 'The verb; never "]]>" or <b>.',
        },
        fr: { term: 'se connecter', admitted: [{ term: "s'identifier" }], forbidden: [{ term: 'loguer', note: '::warning::an anglicism', status: 'superseded' }] },
      });
    });
  }
});
