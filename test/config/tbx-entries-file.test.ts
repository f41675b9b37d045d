import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DesiredDictionary } from '../../src/catalog/glossary.ts';
import type { Diagnostic } from '../../src/config/model.ts';
import { loadFlat } from './flat-result.ts';

// A TBX termbase as a dictionary's entries_file (issue #22): the pair per concept, metadata into notes, the content rules at the concept's line.

const tbxFixtures = path.resolve(import.meta.dirname, '../fixtures/tbx');
const brief = (ds: readonly Diagnostic[]) => ds.map((d) => `${d.file}:${d.line}:${d.col} ${d.code}`);

let temp: string | undefined;
afterEach(async () => {
  if (temp) await rm(temp, { recursive: true, force: true });
  temp = undefined;
});

/** A project whose one glossary takes `pairs` (source → target) from `terms/<file>`. */
async function project(files: Record<string, string>, pairs: Array<[string, string, string]>, encoding: BufferEncoding = 'utf8') {
  temp = await mkdtemp(path.join(tmpdir(), 'stylesync-tbx-'));
  const dictionaries = pairs.map(([s, t, file]) => `  - source_language: ${s}\n    target_language: ${t}\n    entries_file: terms/${file}\n`).join('');
  const all = { 'stylesync.yaml': 'styles_dir: styles\n', 'glossaries/acme.yaml': `name: Acme\ndictionaries:\n${dictionaries}`, ...files };
  for (const [file, text] of Object.entries(all)) {
    await mkdir(path.dirname(path.join(temp, file)), { recursive: true });
    await writeFile(path.join(temp, file), text, file.endsWith('.yaml') ? 'utf8' : encoding);
  }
  return (await loadFlat({ cwd: temp })).result;
}

function dictionary(result: Awaited<ReturnType<typeof project>>, index = 0): DesiredDictionary {
  return result.glossaries![0]!.dictionaries[index]!;
}

/** The CSV that was given to csv2tbx: every field quoted, a quote inside doubled; header line first. */
async function csvRows(name: string): Promise<string[][]> {
  const text = await readFile(path.join(tbxFixtures, name), 'utf8');
  return text
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => (m[1] as string).replaceAll('""', '"')));
}

describe('a .tbx entries_file', () => {
  it('what translate-toolkit csv2tbx writes (target terms in xx, notes on the concept) gives the CSV’s terms and notes', async () => {
    const tbx = await readFile(path.join(tbxFixtures, 'csv2tbx-hostile-terms.tbx'), 'utf8');
    const result = await project({ 'glossaries/terms/en-de.tbx': tbx }, [['en', 'de', 'en-de.tbx']]);
    expect(result.errors).toEqual([]);
    expect(result.glossaryFiles).toEqual(['glossaries/acme.yaml', 'glossaries/terms/en-de.tbx']);
    const rows = await csvRows('csv2tbx-hostile-terms.csv');
    const d = dictionary(result);
    expect([...d.entries]).toEqual(rows.map(([source, target]) => [source, target]));
    expect([...(d.notes ?? [])]).toEqual(rows.filter((r) => r[2] !== '').map(([source, , note]) => [source, { note }]));
    expect(d.entriesFile).toBe('glossaries/terms/en-de.tbx');
    // Each entry at its concept's line: the first termEntry of the file is on line 13.
    expect(d.entryOrigins.get(rows[0]![0]!)).toEqual({ file: 'glossaries/terms/en-de.tbx', line: 13, col: 1 });
  });

  it('the forms other tools write: TBX v3 with a regional code, ntig › termGrp, descripGrp, Weblate’s do-not-translate; a concept without the target is skipped', async () => {
    const v3 = `<?xml version="1.0"?><tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2"><text><body>
<conceptEntry id="c1"><descrip type="definition">To prove who you are.</descrip>
  <langSec xml:lang="en-US"><termSec><term>sign in</term></termSec></langSec>
  <langSec xml:lang="DE"><termSec><term>einloggen</term><termNote type="administrativeStatus">forbiddenTerm-admn-sts</termNote></termSec><termSec><term>anmelden</term><note>The verb.</note></termSec></langSec>
</conceptEntry>
<conceptEntry id="c2"><langSec xml:lang="en"><termSec><term>fr only</term></termSec></langSec><langSec xml:lang="fr"><termSec><term>seulement</term></termSec></langSec></conceptEntry>
<conceptEntry id="c3"><langSec xml:lang="en"><descrip type="Translation needed">No</descrip><termSec><term>Acme Cloud</term></termSec></langSec></conceptEntry>
</body></text></tbx>`;
    const martif = `<martif type="TBX-Basic"><text><body>
<termEntry><langSet xml:lang="en"><descripGrp><descrip type="definition">A screen of widgets.</descrip></descripGrp><ntig><termGrp><term>dashboard</term></termGrp></ntig></langSet>
<langSet xml:lang="de"><ntig><termGrp><term>Übersicht</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></termGrp></ntig><ntig><termGrp><term>Dashboard</term><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></termGrp><note>Product UI.</note></ntig></langSet></termEntry>
<termEntry><langSet xml:lang="en"><tig><term>Acme</term></tig></langSet><langSet xml:lang="de"><tig><term>Acme</term><termNote type="translationNote">no</termNote></tig></langSet></termEntry>
</body></text></martif>`;
    const result = await project({ 'glossaries/terms/v3.tbx': v3, 'glossaries/terms/basic.TBX': martif }, [['en', 'de', 'v3.tbx'], ['en', 'fr', 'basic.TBX']]);
    // basic.TBX has no French: that dictionary is empty, and the error lists the languages the file has.
    expect(brief(result.errors)).toEqual(['glossaries/acme.yaml:8:19 empty-dictionary']);
    expect(result.errors[0]!.message).toBe('no concept of glossaries/terms/basic.TBX has a term in both en and fr (its languages: de, en)');
    const d = dictionary(result);
    expect([...d.entries]).toEqual([['sign in', 'anmelden'], ['Acme Cloud', 'Acme Cloud']]);
    expect(Object.fromEntries(d.notes ?? [])).toEqual({
      'sign in': { forbidden: [{ term: 'einloggen' }], definition: 'To prove who you are.', note: 'The verb.' },
      'Acme Cloud': { translate: false },
    });
    expect(d.entryOrigins.get('Acme Cloud')).toMatchObject({ line: 7 });

    const basic = await project({ 'glossaries/terms/basic.tbx': martif }, [['en', 'de', 'basic.tbx']]);
    expect(basic.errors).toEqual([]);
    expect([...dictionary(basic).entries]).toEqual([['dashboard', 'Dashboard'], ['Acme', 'Acme']]);
    expect(Object.fromEntries(dictionary(basic).notes ?? [])).toEqual({
      dashboard: { forbidden: [{ term: 'Übersicht' }], definition: 'A screen of widgets.', note: 'Product UI.' },
      Acme: { translate: false },
    });
  });

  it('the content rules and the long form’s at the concept’s line: duplicates, whitespace, control characters (forbidden variants too), case variants, contradictions, note lengths', async () => {
    const concept = (en: string, de: string, extra = '') => `<termEntry>\n<langSet xml:lang="en"><tig><term>${en}</term></tig></langSet>\n<langSet xml:lang="de"><tig><term>${de}</term></tig>${extra}</langSet>\n</termEntry>\n`;
    const tbx = [
      '<?xml version="1.0"?>\n<martif type="TBX-Basic"><text><body>\n',
      concept('sign in', 'anmelden'), // line 3
      concept('sign in', 'einloggen'), // line 7: duplicate
      concept('padded', ' Polster'), // line 11: whitespace
      concept('Sign in', 'Anmelden'), // line 15: case variant
      concept('tab', 'Tab', '<tig><term>a&#x9;b</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></tig>'), // line 19
      concept('own', 'eigen', '<tig><term>eigen</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></tig>'), // line 23: forbids its own target
      concept('long', 'lang', `<note>${'n'.repeat(2001)}</note>`), // line 27
      concept('bad', 'x '), // line 31: a bad target; the next concept's good one for the same source is kept, with its note
      concept('bad', 'gut', '<note>The good one.</note>'), // line 35
      '</body></text></martif>\n',
    ].join('');
    const result = await project({ 'glossaries/terms/en-de.tbx': tbx }, [['en', 'de', 'en-de.tbx']]);
    expect(brief(result.errors)).toEqual([
      'glossaries/terms/en-de.tbx:7:1 duplicate-term',
      'glossaries/terms/en-de.tbx:11:1 term-whitespace',
      'glossaries/terms/en-de.tbx:19:1 term-control-character',
      'glossaries/terms/en-de.tbx:23:1 forbidden-own-target',
      'glossaries/terms/en-de.tbx:27:1 note-too-long',
      'glossaries/terms/en-de.tbx:31:1 term-whitespace',
    ]);
    const d = dictionary(result);
    expect([d.entries.get('bad'), d.notes?.get('bad'), d.entryOrigins.get('bad')?.line]).toEqual(['gut', { note: 'The good one.' }, 35]);
    expect(result.errors[2]!.message).toBe('the forbidden variant holds the control or line-separator character U+0009 (character 2)');
    expect(brief(result.warnings)).toEqual(['glossaries/terms/en-de.tbx:15:1 term-case-variant']);
    expect(result.errors.every((d) => d.hint.length > 0)).toBe(true);
  });

  it('admitted alternatives (issue #30) are kept with their notes and checked like the long form\'s, at the concept\'s line', async () => {
    const term = (t: string, status: string, note = '') => `<termSec><term>${t}</term><termNote type="administrativeStatus">${status}Term-admn-sts</termNote>${note}</termSec>`;
    const concept = (en: string, de: string) => `<conceptEntry>\n<langSec xml:lang="en">${term(en, 'preferred')}</langSec>\n<langSec xml:lang="de">${de}</langSec>\n</conceptEntry>\n`;
    const tbx = [
      '<?xml version="1.0"?>\n<tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2"><text><body>\n',
      concept('sign in', term('anmelden', 'preferred') + term('Anmeldung', 'admitted', '<note>The noun.</note>') + term('Anmeldung', 'admitted')), // line 3: a repeat is kept once
      concept('own', term('eigen', 'preferred') + term('eigen', 'admitted')), // line 7: admits its own target
      concept('both', term('beide', 'preferred') + term('zwei', 'admitted') + term('zwei', 'deprecated')), // line 11: admitted and forbidden
      concept('ctl', term('Steuer', 'preferred') + term('a&#x9;b', 'admitted')), // line 15: a content rule
      '</body></text></tbx>\n',
    ].join('');
    const result = await project({ 'glossaries/terms/en-de.tbx': tbx }, [['en', 'de', 'en-de.tbx']]);
    expect(brief(result.errors)).toEqual([
      'glossaries/terms/en-de.tbx:7:1 admitted-own-target',
      'glossaries/terms/en-de.tbx:11:1 admitted-is-forbidden',
      'glossaries/terms/en-de.tbx:15:1 term-control-character',
    ]);
    expect(dictionary(result).notes?.get('sign in')).toEqual({ admitted: [{ term: 'Anmeldung', note: 'The noun.' }] });
    expect(result.errors.every((d) => d.hint.length > 0)).toBe(true);
  });

  it('a termbase of problems stops after 40, saying so at the last one', async () => {
    // Line 2 holds the first concept; the 40th duplicate is the 41st concept, on line 42.
    const concepts = Array.from({ length: 100 }, (_, i) => `<termEntry><langSet xml:lang="en"><tig><term>dup</term></tig></langSet><langSet xml:lang="de"><tig><term>d${i}</term></tig></langSet></termEntry>\n`);
    const result = await project({ 'glossaries/terms/en-de.tbx': `<martif><text><body>\n${concepts.join('')}</body></text></martif>\n` }, [['en', 'de', 'en-de.tbx']]);
    expect(result.errors).toHaveLength(41);
    expect(brief(result.errors.slice(-2))).toEqual(['glossaries/terms/en-de.tbx:42:1 duplicate-term', 'glossaries/terms/en-de.tbx:42:1 entries-check-stopped']);
  });

  it('UTF-16 with its byte-order mark, as terminology tools export TBX, reads like UTF-8', async () => {
    const tbx = '<?xml version="1.0" encoding="UTF-16"?>\n<martif type="TBX-Basic"><text><body>\n<termEntry><langSet xml:lang="en"><tig><term>sign in</term></tig></langSet><langSet xml:lang="ja"><tig><term>サインイン</term></tig></langSet></termEntry>\n</body></text></martif>\n';
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(tbx, 'utf16le')]);
    const be = Buffer.from(le).swap16();
    for (const bytes of [le, be]) {
      const result = await project({ 'glossaries/terms/en-ja.tbx': bytes.toString('latin1') }, [['en', 'ja', 'en-ja.tbx']], 'latin1');
      expect(result.errors).toEqual([]);
      expect([...dictionary(result).entries]).toEqual([['sign in', 'サインイン']]);
      expect(dictionary(result).entryOrigins.get('sign in')?.line).toBe(3);
    }
  });

  it('broken XML and entity declarations are errors at their position, with a hint; another extension is refused', async () => {
    const broken = await project({ 'glossaries/terms/en-de.tbx': '<martif><text><body>\n<termEntry>\n</body></text></martif>\n' }, [['en', 'de', 'en-de.tbx']]);
    // At the end of the closing tag's name, where the reader knows it closes nothing open.
    expect(brief(broken.errors)).toEqual(['glossaries/terms/en-de.tbx:3:7 entries-syntax']);
    expect(broken.errors[0]!.hint).toContain('Export the termbase again');
    const bomb = await project({ 'glossaries/terms/en-de.tbx': '<?xml version="1.0"?>\n<!DOCTYPE martif [\n<!ENTITY a "aaaa">]>\n<martif>&a;</martif>\n' }, [['en', 'de', 'en-de.tbx']]);
    expect(brief(bomb.errors)).toEqual(['glossaries/terms/en-de.tbx:3:1 entries-syntax']);
    expect(bomb.errors[0]!.message).toBe('the TBX file declares entities in its DOCTYPE');
    const xml = await project({ 'glossaries/terms/en-de.xml': '<martif/>' }, [['en', 'de', 'en-de.xml']]);
    expect(xml.errors.map((d) => [d.code, d.message])).toEqual([['entries-file-format', 'entries_file `terms/en-de.xml` is not a .tsv, .csv or .tbx file']]);
  });

  // Read a piece at a time (config/file-pieces.ts, 64 KiB; issue #31): neither the bytes nor the text is held whole.
  it('a termbase of many pieces reads as one: characters cut between pieces, UTF-16, an LFS pointer, bytes of no character at their line', async () => {
    const concept = (i: number) => `<termEntry><langSet xml:lang="en"><tig><term>term ${i} ✓</term></tig></langSet><langSet xml:lang="ja"><tig><term>用語 ${i} 𝒳</term><note>${'注'.repeat(i % 7)} note ${i} of a concept</note></tig></langSet></termEntry>\n`;
    const count = 3000;
    const tbx = `<?xml version="1.0"?>\n<martif type="TBX-Basic"><text><body>\n${Array.from({ length: count }, (_, i) => concept(i)).join('')}</body></text></martif>\n`;
    expect(Buffer.byteLength(tbx)).toBeGreaterThan(4 * 65_536);
    const utf8 = await project({ 'glossaries/terms/en-ja.tbx': tbx }, [['en', 'ja', 'en-ja.tbx']]);
    expect(utf8.errors).toEqual([]);
    expect(dictionary(utf8).entries.size).toBe(count);
    expect(dictionary(utf8).entries.get(`term ${count - 1} ✓`)).toBe(`用語 ${count - 1} 𝒳`);
    expect(dictionary(utf8).notes?.get('term 2999 ✓')?.note).toBe(`${'注'.repeat(2999 % 7)} note 2999 of a concept`);
    expect(dictionary(utf8).entryOrigins.get('term 2999 ✓')?.line).toBe(3 + 2999);
    // UTF-16 (little endian): a surrogate pair and a code unit's two bytes cut between pieces somewhere.
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(tbx, 'utf16le')]);
    const utf16 = await project({ 'glossaries/terms/en-ja.tbx': le.toString('latin1') }, [['en', 'ja', 'en-ja.tbx']], 'latin1');
    expect(utf16.errors).toEqual([]);
    expect([...dictionary(utf16).entries]).toEqual([...dictionary(utf8).entries]);
    // A byte of no character in a later piece: the error names its line, as a whole read did.
    const bytes = Buffer.from(tbx);
    const at = bytes.indexOf('term 2500 ');
    bytes[at] = 0xff;
    const broken = await project({ 'glossaries/terms/en-ja.tbx': bytes.toString('latin1') }, [['en', 'ja', 'en-ja.tbx']], 'latin1');
    expect(brief(broken.errors)).toEqual([`glossaries/terms/en-ja.tbx:${3 + 2500}:${at - bytes.lastIndexOf(0x0a, at)} not-utf8`]);
    const pointer = 'version https://git-lfs.github.com/spec/v1\noid sha256:' + 'a'.repeat(64) + '\nsize 12345\n';
    const lfs = await project({ 'glossaries/terms/en-ja.tbx': pointer }, [['en', 'ja', 'en-ja.tbx']]);
    expect(lfs.errors.map((d) => d.code)).toEqual(['lfs-pointer']);
  });

  // The pieces after a well-formedness fault are still looked at: what a whole read reported (an entity declared, bytes
  // of no character anywhere) must not depend on where the file is cut into pieces.
  it('a fault or an entity declaration in an early piece does not hide what a whole read reported in a later one: the declaration, bytes of no character', async () => {
    // Files this process has open (Linux; one test file at a time per worker): none is left by any of these reads.
    const openFiles = () => (existsSync('/proc/self/fd') ? readdirSync('/proc/self/fd').length : 0);
    const before = openFiles();
    const padding = `<!-- ${'p'.repeat(3 * 65_536)} -->\n`;
    const faulty = `<?xml version="1.0"?>\n<martif type="TBX-Basic"><text><body>\n</oops>\n${padding}`;
    const entity = await project({ 'glossaries/terms/en-de.tbx': `${faulty}<!-- <!ENTITY x "y"> -->\n</body></text></martif>\n` }, [['en', 'de', 'en-de.tbx']]);
    expect(brief(entity.errors)).toEqual(['glossaries/terms/en-de.tbx:5:6 entries-syntax']);
    expect(entity.errors[0]?.message).toBe('the TBX file declares entities in its DOCTYPE');
    const bytes = Buffer.concat([Buffer.from(faulty), Buffer.from([0xff]), Buffer.from('\n</body></text></martif>\n')]);
    const broken = await project({ 'glossaries/terms/en-de.tbx': bytes.toString('latin1') }, [['en', 'de', 'en-de.tbx']], 'latin1');
    expect(brief(broken.errors)).toEqual(['glossaries/terms/en-de.tbx:5:1 not-utf8']);
    // A declaration early, bytes of no character in a later piece: the bytes, as a whole read (decoded first) said.
    const declaredFirst = Buffer.concat([Buffer.from(`<?xml version="1.0"?>\n<!DOCTYPE martif [<!ENTITY a "b">]>\n<martif><text><body>\n${padding}`), Buffer.from([0xff]), Buffer.from('</body></text></martif>\n')]);
    const declared = await project({ 'glossaries/terms/en-de.tbx': declaredFirst.toString('latin1') }, [['en', 'de', 'en-de.tbx']], 'latin1');
    expect(brief(declared.errors)).toEqual(['glossaries/terms/en-de.tbx:5:1 not-utf8']);
    // Nothing after the fault to report: the fault itself, at its place.
    const plain = await project({ 'glossaries/terms/en-de.tbx': `${faulty}</body></text></martif>\n` }, [['en', 'de', 'en-de.tbx']]);
    expect(brief(plain.errors)).toEqual(['glossaries/terms/en-de.tbx:3:7 entries-syntax']);
    const pointer = await project({ 'glossaries/terms/en-de.tbx': `version https://git-lfs.github.com/spec/v1\noid sha256:${'a'.repeat(64)}\nsize 1\n` }, [['en', 'de', 'en-de.tbx']]);
    expect(pointer.errors.map((d) => d.code)).toEqual(['lfs-pointer']);
    expect(openFiles()).toBe(before);
  });

  // saxes cuts each text out of the piece it read; a note or definition kept as such a view kept the whole file alive
  // as long as the glossary (40 MiB at the bound, for a plan's or a guide's whole run): each is copied out (config/tbx.ts).
  it('keeps no part of the file’s text once the glossary is read: what stays is the entries and their notes', () => {
    const repo = path.resolve(import.meta.dirname, '../..');
    const script = `
      const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
      const path = await import('node:path');
      const os = await import('node:os');
      const { loadProject } = await import(${JSON.stringify(path.join(repo, 'src/config/project.ts'))});
      const dir = mkdtempSync(path.join(os.tmpdir(), 'stylesync-tbx-held-'));
      mkdirSync(path.join(dir, 'glossaries/terms'), { recursive: true });
      writeFileSync(path.join(dir, 'stylesync.yaml'), 'styles_dir: styles\\n');
      writeFileSync(path.join(dir, 'glossaries/acme.yaml'), 'name: Acme\\ndictionaries:\\n  - source_language: en\\n    target_language: de\\n    entries_file: terms/en-de.tbx\\n');
      const padding = ' '.repeat(400);
      const concepts = Array.from({ length: 8000 }, (_, i) => '<termEntry><langSet xml:lang="en"><tig><term>t' + i + '</term></tig></langSet><langSet xml:lang="de"><tig><term>b' + i + '</term><note>A note of concept ' + i + '.</note></tig></langSet></termEntry>' + padding + '\\n').join('');
      const text = '<?xml version="1.0"?>\\n<martif type="TBX-Basic"><text><body>\\n' + concepts + '</body></text></martif>\\n';
      writeFileSync(path.join(dir, 'glossaries/terms/en-de.tbx'), text);
      const size = text.length;
      const used = () => { gc(); gc(); return process.memoryUsage().heapUsed; };
      // The modules a load brings in, loaded before the count starts: a project of one concept.
      const warm = mkdtempSync(path.join(os.tmpdir(), 'stylesync-tbx-warm-'));
      mkdirSync(path.join(warm, 'glossaries/terms'), { recursive: true });
      writeFileSync(path.join(warm, 'stylesync.yaml'), 'styles_dir: styles\\n');
      writeFileSync(path.join(warm, 'glossaries/acme.yaml'), 'name: Acme\\ndictionaries:\\n  - source_language: en\\n    target_language: de\\n    entries_file: terms/en-de.tbx\\n');
      writeFileSync(path.join(warm, 'glossaries/terms/en-de.tbx'), '<martif><text><body><termEntry><langSet xml:lang="en"><tig><term>a</term></tig></langSet><langSet xml:lang="de"><tig><term>b</term></tig></langSet></termEntry></body></text></martif>');
      await loadProject({ cwd: warm });
      const before = used();
      const kept = [await loadProject({ cwd: dir })];
      console.log(JSON.stringify({ held: (used() - before) / size, ok: kept[0].result.ok }));
    `;
    const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], { cwd: repo, encoding: 'utf8' });
    const { held, ok } = JSON.parse(out) as { held: number; ok: boolean };
    expect(ok).toBe(true);
    // The entries, their places and notes: about 0.6 × this file; with views into its pieces kept, 1.5 ×.
    expect(held).toBeLessThan(0.8);
  });
});

