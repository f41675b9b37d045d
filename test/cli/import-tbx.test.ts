import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseYamlText } from '../../src/config/load.ts';
import { readTbx } from '../../src/config/tbx.ts';
import { checkGlossaryDocument } from '../../src/config/validate-glossary.ts';
import { glossaryTbx } from '../../src/report/tbx.ts';
import { glossaryTbxV3 } from '../../src/report/tbx-v3.ts';
import { repoRoot } from './capture.ts';
import { hostileTermbase } from './hostile-termbase.ts';
import { worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

// Issue #22: `import --tbx` writes one glossary file in the long form from a
// termbase, offline, never over a file, and the file validates.

const FIXTURE = path.join(repoRoot, 'test/fixtures/tbx-import/acme-terms.tbx');
/** No key and no address: a TBX import reads no service. */
const OFFLINE = { STYLESYNC_API_KEY: undefined, STYLESYNC_BASE_URL: undefined };

const w = worldEach({
  async arrange(repo) {
    await mkdir(path.join(repo.dir, 'terms'), { recursive: true });
    await copyFile(FIXTURE, path.join(repo.dir, 'terms/acme-terms.tbx'));
  },
});

const tbxImport = (...extra: string[]) => w.cli(['import', '--tbx', 'terms/acme-terms.tbx', '--source-language', 'en', ...extra], { env: OFFLINE });

describe('stylesync import --tbx', () => {
  it('writes one glossary file, long form where a term says more, that validates; no request is sent', async () => {
    const r = await tbxImport();
    expect(r.stderr).toBe(
      'skipped: concept c3: no en term\n' +
        'skipped: concept c5: en→de: the source term "sign in" is already in the dictionary (an earlier concept)\n' +
        'skipped: term "log in": en→de: the forbidden variant "Dashboard" is a target in the dictionary, so it was left out\n',
    );
    expectRun(r, 0, {
      stdout: [
        // Named by the termbase's title, as a CAT tool (or stylesync export) wrote it, not by its file name.
        '+ glossaries/acme-terms.yaml  (Acme Terms from terms/acme-terms.tbx: en→de 4 terms, en→fr 1 term)\n',
        '+ schema/glossary.schema.json',
        'Imported 1 glossary from terms/acme-terms.tbx, 3 items skipped (see above).',
      ],
    });
    expect(await w.read('glossaries/acme-terms.yaml')).toBe(
      [
        '# yaml-language-server: $schema=../schema/glossary.schema.json',
        '',
        'name: Acme Terms',
        'dictionaries:',
        '  - source_language: en',
        '    target_language: de',
        '    entries:',
        '      sign in: {target: anmelden, forbidden: [einloggen, Login]}',
        '      dashboard: {target: Dashboard, forbidden: [{term: Armaturenbrett, status: superseded}]}',
        '      log in: anmelden',
        '      Acme <Cloud> & "co": Acme <Cloud> & "co"',
        '  - source_language: en',
        '    target_language: fr',
        '    entries:',
        '      sign in: se connecter',
        '',
      ].join('\n'),
    );
    expect(w.emu.log).toEqual([]);
    expect((await w.cli(['validate'], { env: OFFLINE })).code).toBe(0);
    expect((await w.cli(['fmt', '--check'], { env: OFFLINE })).code).toBe(0);
  });

  it('round trip: every pair of the termbase is in the file, or was said to be skipped', async () => {
    const json = JSON.parse((await tbxImport('--format', 'json')).stdout);
    expect(json.files_written[0]).toBe('glossaries/acme-terms.yaml');
    const loaded = parseYamlText(await w.read('glossaries/acme-terms.yaml'), 'glossaries/acme-terms.yaml');
    if (!loaded.ok) throw new Error('not parsed');
    const file = checkGlossaryDocument(loaded).glossary!;
    const read = readTbx(await w.read('terms/acme-terms.tbx'));
    if (!read.ok) throw new Error(read.message);
    const skippedConcepts = new Set(json.skipped.map((s: { where: string }) => s.where));
    for (const [index, concept] of read.concepts.entries()) {
      const en = [...concept.languages].find(([lang]) => lang.startsWith('en'))?.[1];
      for (const [lang, slot] of concept.languages) {
        if (lang.startsWith('en')) continue;
        const dictionary = file.dictionaries.find((d) => d.target_lang === lang.slice(0, 2))!;
        const kept = en !== undefined && dictionary.entries.get(en.term.trim()) === slot.term.trim();
        expect(kept || skippedConcepts.has(`concept ${concept.id ?? `#${index + 1}`}`), `${concept.id} ${lang}`).toBe(true);
        const forbidden = dictionary.notes?.get(en?.term.trim() ?? '')?.forbidden ?? [];
        if (kept) for (const variant of slot.forbidden) expect(forbidden.some((f) => f.term === variant.term) || skippedConcepts.has(`term ${JSON.stringify(en!.term.trim())}`)).toBe(true);
      }
    }
  });

  for (const [version, write] of [['2', glossaryTbx], ['3', glossaryTbxV3]] as const) {
    it(`round trip with metadata: TBX ${version} → import --tbx (long form) → export --tbx-version ${version} gives the same document, byte for byte`, async () => {
      const glossary = hostileTermbase('glossaries/acme-terms.yaml', 'Acme Terms');
      const tbx = write(glossary);
      await w.write('terms/roundtrip.tbx', tbx);
      // No --name: the title export wrote names the glossary again.
      const imported = await w.cli(['import', '--tbx', 'terms/roundtrip.tbx', '--source-language', 'en'], { env: OFFLINE });
      expect(imported.stderr).toBe('');
      expect(imported.code).toBe(0);
      const file = await w.read('glossaries/acme-terms.yaml');
      expect(file).toContain('definition: To prove who you are & get in.');
      // Alternatives come back in the long form: plain where they have no note, {term, note} where they have one.
      expect(file).toContain(`admitted: [{term: Anmeldung, note: 'The noun; in <h1> titles & "]]>" only.'}, sich anmelden, {term: תתחבר, note: ::error::RTL\u200f here}]`);
      expect(file).toContain(`admitted: [s'identifier]`);
      // Forbidden variants likewise, with their notes and a superseded status (TBX-Basic's supersededTerm), plain where they have neither.
      expect(file).toContain(`forbidden: [{term: einloggen, note: 'Slang & "]]>"; <b>never</b>.'}, <i>login</i>, {term: einchecken, status: superseded}]`);
      expect(file).toContain(`forbidden: [{term: loguer, note: ::warning::an anglicism, status: superseded}]`);
      const exported = await w.cli(['export', '--format', 'tbx', '--tbx-version', version], { env: OFFLINE });
      expect(exported.stderr).toBe('');
      expect(exported.stdout).toBe(tbx);
    });
  }

  it('reads a termbase exported in UTF-16 (with its byte-order mark) like one in UTF-8', async () => {
    const tbx = '<?xml version="1.0" encoding="UTF-16"?><martif type="TBX-Basic"><text><body><termEntry><langSet xml:lang="en"><tig><term>sign in</term></tig></langSet><langSet xml:lang="de"><tig><term>anmelden</term></tig></langSet></termEntry></body></text></martif>';
    await writeFile(path.join(w.dir, 'terms/utf16.tbx'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(tbx, 'utf16le')]));
    const r = await w.cli(['import', '--tbx', 'terms/utf16.tbx', '--source-language', 'en'], { env: OFFLINE });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(await w.read('glossaries/utf16.yaml')).toContain('      sign in: anmelden\n');
  });

  it("a termbase csv2tbx wrote (targets in its placeholder language xx) is refused with the command that names the language, and nothing is written", async () => {
    await copyFile(path.join(repoRoot, 'test/fixtures/tbx/csv2tbx-hostile-terms.tbx'), path.join(w.dir, 'terms/csv2tbx.tbx'));
    const r = await w.cli(['import', '--tbx', 'terms/csv2tbx.tbx', '--source-language', 'en'], { env: OFFLINE });
    expectRun(r, 1, {
      stderr: [
        'names its terms\' language "xx", the placeholder translate-toolkit\'s csv2tbx writes',
        `hint: Put the real code in the file (for German: sed -i 's/xml:lang="xx"/xml:lang="de"/g' terms/csv2tbx.tbx)`,
      ],
    });
    expect(await w.files('glossaries').catch(() => [])).toEqual([]);
  });

  it('never overwrites: a second import of the same name is refused, and --name gives another file', async () => {
    expect((await tbxImport()).code).toBe(0);
    const again = await tbxImport();
    expectRun(again, 1, {
      stderr: [
        'glossaries/acme-terms.yaml already declares a glossary named "Acme Terms" (the termbase\'s title), so import wrote no second one.',
        'hint: Give the new glossary another name with --name.',
      ],
    });
    const named = await tbxImport('--name', 'Acme Terms (vendor)');
    expectRun(named, 0, { stdout: ['+ glossaries/acme-terms-vendor.yaml  (Acme Terms (vendor) from'] });
    expect(await w.files('glossaries')).toEqual(['acme-terms-vendor.yaml', 'acme-terms.yaml']);
  });

  it('a termbase without a usable title is named after its file: none, or one no glossary name could be', async () => {
    const body = '<text><body><termEntry><langSet xml:lang="en"><tig><term>sign in</term></tig></langSet><langSet xml:lang="de"><tig><term>anmelden</term></tig></langSet></termEntry></body></text>';
    await w.write('terms/untitled.tbx', `<martif type="TBX-Basic">${body}</martif>`);
    await w.write('terms/odd-title.tbx', `<martif type="TBX-Basic"><martifHeader><fileDesc><titleStmt><title>Line one&#10;::warning::two</title></titleStmt></fileDesc></martifHeader>${body}</martif>`);
    await w.write('terms/v3.tbx', `<tbx type="TBX-Basic"><tbxHeader><fileDesc><titleStmt><title>  Vendor Terms  </title></titleStmt></fileDesc></tbxHeader><text><body><conceptEntry><langSec xml:lang="en"><termSec><term>log out</term></termSec></langSec><langSec xml:lang="de"><termSec><term>abmelden</term></termSec></langSec></conceptEntry></body></text></tbx>`);
    for (const [file, name] of [['untitled', 'untitled'], ['odd-title', 'odd-title'], ['v3', 'Vendor Terms']]) {
      const r = await w.cli(['import', '--tbx', `terms/${file}.tbx`, '--source-language', 'en'], { env: OFFLINE });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain(`(${name} from terms/${file}.tbx: en→de 1 term)`);
    }
    expect((await w.cli(['validate'], { env: OFFLINE })).code).toBe(0);
  });

  it('says what to do: a source language the termbase lacks, no source language, XML that is not well-formed, flags that do not fit', async () => {
    const ja = await w.cli(['import', '--tbx', 'terms/acme-terms.tbx', '--source-language', 'ja'], { env: OFFLINE });
    expectRun(ja, 1, {
      stderr: [
        'terms/acme-terms.tbx has no term in ja.',
        'hint: Its languages are `de`, `en` or `fr`: give one of them to --source-language.',
      ],
    });
    const none = await w.cli(['import', '--tbx', 'terms/acme-terms.tbx'], { env: OFFLINE });
    expectRun(none, 1, { stderr: ['--tbx needs --source-language'] });
    await w.write('terms/broken.tbx', '<martif>\n<text><body><termEntry></body></text></martif>\n');
    const broken = await w.cli(['import', '--tbx', 'terms/broken.tbx', '--source-language', 'en'], { env: OFFLINE });
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/terms\/broken\.tbx:2:\d+: the TBX file is not well-formed XML/);
    expect((await tbxImport('--force')).stderr).toContain('--tbx does not take --force');
    expect((await w.cli(['import', '--name', 'X'], { env: OFFLINE })).stderr).toContain('--name is for importing a termbase: it needs --tbx FILE.');
    expect(await w.files('glossaries')).toEqual([]);
  });

  // A guard for a hang, not a speed assertion: reading 20,000 concepts is bounded work, but took ~21 s of the
  // default 20 on a loaded two-core machine.
  it('a termbase too large for one glossary file is refused before anything is written', { timeout: 120_000 }, async () => {
    const pad = 'x'.repeat(50);
    const concepts = Array.from(
      { length: 20_000 },
      (_, i) => `<termEntry><langSet xml:lang="en"><tig><term>term ${i} ${pad}</term></tig></langSet><langSet xml:lang="de"><tig><term>Begriff ${i} ${pad}</term></tig></langSet></termEntry>`,
    );
    await w.write('terms/big.tbx', `<?xml version="1.0" encoding="UTF-8"?>\n<martif type="TBX-Basic" xml:lang="en"><text><body>\n${concepts.join('\n')}\n</body></text></martif>\n`);
    const r = await w.cli(['import', '--tbx', 'terms/big.tbx', '--source-language', 'en'], { env: OFFLINE });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/The glossary file made from the termbase would be [\d,]+ bytes; a glossary file may have at most 1,000,000, so nothing was written\./);
    // The way out that keeps every term and its metadata: the termbase as an entries file.
    expect(r.stderr).toContain('hint: Keep the termbase as it is, as an entries file: a glossary file whose dictionaries each say `entries_file:` with the path of terms/big.tbx');
    expect(r.stderr).toContain('Or split the termbase');
    expect(await w.files('glossaries')).toEqual([]);
    await w.write('glossaries/big.yaml', 'name: Big\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries_file: ../terms/big.tbx\n');
    expect((await w.cli(['validate'], { env: OFFLINE })).code).toBe(0);
  });

  it('termbase text stays text in a CI log: a concept id or a term written as a workflow command is escaped', async () => {
    await w.write(
      'terms/hostile.tbx',
      '<martif type="TBX-Basic" xml:lang="en"><text><body>' +
        '<termEntry id="::error::forged"><langSet xml:lang="de"><tig><term>x</term></tig></langSet></termEntry>' +
        '<termEntry><langSet xml:lang="en"><tig><term>::set-output name=x::owned</term></tig></langSet><langSet xml:lang="de"><tig><term>##[warning]y</term></tig></langSet></termEntry>' +
        '<termEntry><langSet xml:lang="en"><tig><term>::set-output name=x::owned</term></tig></langSet><langSet xml:lang="de"><tig><term>z</term></tig></langSet></termEntry>' +
        '</body></text></martif>\n',
    );
    const r = await w.cli(['import', '--tbx', 'terms/hostile.tbx', '--source-language', 'en', '--name', '::warning::name'], { env: { ...OFFLINE, GITHUB_ACTIONS: 'true' } });
    expect(r.code).toBe(0);
    const lines = (r.stdout + r.stderr).split('\n');
    expect(lines.filter((l) => /^\s*::|##\[/.test(l))).toEqual([]);
    // Mid-line, `::` starts no workflow command: each line begins with stylesync's own words.
    expect(r.stderr).toContain('skipped: concept ::error::forged: no en term\n');
    expect(r.stderr).toContain('skipped: concept #3: en→de: the source term "::set-output name=x::owned" is already in the dictionary');
    expect((await w.cli(['validate'], { env: OFFLINE })).code).toBe(0);
  });
});
