import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import type { DesiredGlossary, TermNotes } from '../../src/catalog/glossary.ts';
import { readTbx, type TbxConcept } from '../../src/config/tbx.ts';
import { glossaryTbx } from '../../src/report/tbx.ts';
import { glossaryTbxV3 } from '../../src/report/tbx-v3.ts';

// TBX-Basic out and back (issue #22): plain inputs, the XML library doing the escaping.

const at = { file: 'glossaries/acme.yaml', line: 1, col: 1 };
function glossary(dictionaries: Array<[string, string, Array<[string, string]>, Array<[string, TermNotes]>?]>): DesiredGlossary {
  return {
    file: 'glossaries/acme.yaml',
    name: 'Acme <Terms> & "co"',
    state: 'present',
    origin: at,
    dictionaries: dictionaries.map(([source_lang, target_lang, entries, notes]) => ({
      source_lang,
      target_lang,
      entries: new Map(entries),
      ...(notes ? { notes: new Map(notes) } : {}),
      entryOrigins: new Map(),
      origin: at,
    })),
  };
}

/** The pairs of one direction as read back: source term → target term. */
function pairs(concepts: TbxConcept[], source: string, target: string): Array<[string, string]> {
  return concepts.flatMap((c) => {
    const s = c.languages.get(source)?.term;
    const t = c.languages.get(target)?.term;
    return s !== undefined && t !== undefined && t !== '' ? [[s, t] as [string, string]] : [];
  });
}

describe('TBX export and read back', () => {
  const hostile: Array<[string, string]> = [
    ['sign in', 'anmelden'],
    ['<b>bold</b>', '&amp; "quoted" \'single\''],
    [']]> <!-- not a comment -->', '<![CDATA[x]]>'],
    ['##[error]x', '::error::y'],
    ['می‌خواهم', 'ich will'],
    ['emoji 🧪', 'Ü ß'],
  ];

  it('one concept per source term, with every target language; every term and character comes back', () => {
    const xml = glossaryTbx(glossary([['en', 'de', hostile], ['EN', 'FR', [['sign in', 'se connecter']]]]));
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<!DOCTYPE martif SYSTEM "TBXBasiccoreStructV02.dtd">\n<martif type="TBX-Basic" xml:lang="en">/);
    expect(xml).toContain('<title>Acme &lt;Terms&gt; &amp; &quot;co&quot;</title>');
    const read = readTbx(xml);
    if (!read.ok) throw new Error(read.message);
    expect(read.concepts).toHaveLength(hostile.length);
    expect(pairs(read.concepts, 'en', 'de').sort()).toEqual([...hostile].sort());
    expect(pairs(read.concepts, 'en', 'fr')).toEqual([['sign in', 'se connecter']]);
    const signIn = read.concepts.find((c) => c.languages.get('en')?.term === 'sign in')!;
    expect([...signIn.languages.keys()]).toEqual(['en', 'de', 'fr']);
  });

  it('nothing in the document acts on a terminal or a CI log: invisible characters are character references, ##[ is defused', () => {
    const xml = glossaryTbx(glossary([['en', 'de', hostile]]));
    expect(xml).not.toMatch(/[\u200c\u200f\u202e]/);
    expect(xml).toContain('&#x200C;');
    expect(xml).not.toContain('##[');
    expect(xml.split('\n').some((line) => /^\s*::/.test(line))).toBe(false);
    expect(xml).not.toMatch(/<b>|<!--|<!\[CDATA\[/);
  });

  it('the same glossary gives the same bytes, whatever the order of the files', () => {
    const a = glossaryTbx(glossary([['en', 'de', [['b', '2'], ['a', '1']]], ['en', 'fr', [['a', 'un']]]]));
    const b = glossaryTbx(glossary([['en', 'fr', [['a', 'un']]], ['en', 'de', [['a', '1'], ['b', '2']]]]));
    expect(a).toBe(b);
  });
});

describe('TBX export of what an entry says beyond its target', () => {
  /** The elements of one langSet, in order, as `name[=text]` (status and type values shown). */
  function langSet(xml: string, conceptIndex: number, lang: string): string[] {
    const entry = xml.split('<termEntry ')[conceptIndex + 1]!.split('</termEntry>')[0]!;
    const set = entry.split(`<langSet xml:lang="${lang}">`)[1]!.split('</langSet>')[0]!;
    return [...set.matchAll(/<(term|termNote|note|descrip)\b[^>]*>([^<]*)</g)].map((m) => `${m[1]}=${m[2]}`);
  }

  it('forbidden variants follow the preferred term as deprecatedTerm-admn-sts; a shared definition sits in the source langSet, differing ones in each target’s; notes and do-not-translate are notes of the target term', () => {
    const xml = glossaryTbx(
      glossary([
        ['en', 'de', [['sign in', 'anmelden'], ['Acme', 'Acme']], [['sign in', { forbidden: [{ term: 'einloggen' }], definition: 'Get in.', note: 'A verb & <b>.' }], ['Acme', { translate: false, definition: 'Us.' }]]],
        ['en', 'fr', [['sign in', 'se connecter'], ['Acme', 'Acme']], [['sign in', { definition: 'Get in.' }], ['Acme', { translate: false }]]],
      ]),
    );
    // Concepts in code-point order: "Acme" (0) before "sign in" (1).
    expect(langSet(xml, 1, 'en')).toEqual(['descrip=Get in.', 'term=sign in', 'termNote=preferredTerm-admn-sts']);
    expect(langSet(xml, 1, 'de')).toEqual(['term=anmelden', 'termNote=preferredTerm-admn-sts', 'note=A verb &amp; &lt;b&gt;.', 'term=einloggen', 'termNote=deprecatedTerm-admn-sts']);
    expect(langSet(xml, 0, 'en')).toEqual(['term=Acme', 'termNote=preferredTerm-admn-sts']);
    expect(langSet(xml, 0, 'de')).toEqual(['descrip=Us.', 'term=Acme', 'termNote=preferredTerm-admn-sts', 'note=Do not translate.']);
    expect(langSet(xml, 0, 'fr')).toEqual(['term=Acme', 'termNote=preferredTerm-admn-sts', 'note=Do not translate.']);
    expect(xml).toContain('<descrip type="definition">Get in.</descrip>');
  });
});

describe('TBX v3 export (issue #30): TBX-Basic, DCA style', () => {
  const hostile: Array<[string, string]> = [
    ['sign in', 'anmelden'],
    ['<b>bold</b>', '&amp; "quoted"'],
    [']]> <!-- not a comment -->', '<![CDATA[x]]>'],
    ['##[error]x', '::error::y'],
    ['\u05e2\u05d1\u05e8\u05d9\u05ea \u202eRTL', 'ich \u200fwill'],
  ];
  const notes: Array<[string, TermNotes]> = [
    ['sign in', { admitted: [{ term: 'Anmeldung', note: 'Noun <i>only</i> & ]]>' }, { term: 'sich anmelden' }], forbidden: [{ term: 'einloggen' }], definition: 'Get in.', note: 'A verb.' }],
  ];

  it('the root names the dialect and namespace; conceptEntry › langSec › termSec, one term each, with its status and own notes', () => {
    const xml = glossaryTbxV3(glossary([['en', 'de', hostile, notes], ['en', 'fr', [['sign in', 'se connecter']]]]));
    expect(wellFormed(xml)).toBe('well-formed');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2">\n {2}<tbxHeader>\n {4}<fileDesc>/);
    expect(xml).not.toMatch(/martif|termEntry|langSet|<tig|DOCTYPE/);
    const concept = xml.split('<conceptEntry ').find((c) => c.includes('<term>sign in</term>'))!;
    const de = concept.split('<langSec xml:lang="de">')[1]!.split('</langSec>')[0]!;
    const termSecs = de.split('<termSec>').slice(1).map((t) => [...t.matchAll(/<(term|termNote|note)\b[^>]*>([^<]*)</g)].map((m) => `${m[1]}=${m[2]}`));
    expect(termSecs).toEqual([
      ['term=anmelden', 'termNote=preferredTerm-admn-sts', 'note=A verb.'],
      ['term=Anmeldung', 'termNote=admittedTerm-admn-sts', 'note=Noun &lt;i&gt;only&lt;/i&gt; &amp; ]]&gt;'],
      ['term=sich anmelden', 'termNote=admittedTerm-admn-sts'],
      ['term=einloggen', 'termNote=deprecatedTerm-admn-sts'],
    ]);
    // The definition differs between de (given) and fr (none): it sits in the de langSec, before its terms.
    expect(de.indexOf('<descrip type="definition">Get in.</descrip>')).toBeLessThan(de.indexOf('<termSec>'));
  });

  it('hostile terms are escaped: no markup, comment or CDATA opens, no invisible character or CI command is raw', () => {
    const xml = glossaryTbxV3(glossary([['en', 'de', hostile, notes]]));
    expect(xml).not.toMatch(/<b>|<i>|<!--|<!\[CDATA\[|##\[|[\u200f\u202e]/);
    expect(xml.split('\n').some((line) => /^\s*::/.test(line))).toBe(false);
    const read = readTbx(xml);
    if (!read.ok) throw new Error(read.message);
    expect(pairs(read.concepts, 'en', 'de').sort()).toEqual([...hostile].sort());
  });

  it('reads back to the same terms, statuses and notes as the TBX 2 export of the same glossary', () => {
    const g = glossary([['en', 'de', hostile, notes], ['en', 'fr', [['sign in', 'se connecter']], [['sign in', { admitted: [{ term: "s'identifier" }] }]]]]);
    const v2 = readTbx(glossaryTbx(g));
    const v3 = readTbx(glossaryTbxV3(g));
    if (!v2.ok || !v3.ok) throw new Error('not read');
    expect(v3.concepts.map((c) => ({ ...c, line: 0 }))).toEqual(v2.concepts.map((c) => ({ ...c, line: 0 })));
    expect(v3.title).toBe(v2.title);
    const signIn = v3.concepts.find((c) => c.languages.get('en')?.term === 'sign in')!;
    expect(signIn.languages.get('de')!.admitted).toEqual([{ term: 'Anmeldung', note: 'Noun <i>only</i> & ]]>' }, { term: 'sich anmelden' }]);
  });
});

describe('readTbx: the forms other tools write', () => {
  const read = (xml: string) => {
    const r = readTbx(xml);
    if (!r.ok) throw new Error(r.message);
    return r.concepts.map((c) => Object.fromEntries(c.languages));
  };

  it('translate-toolkit csv2tbx (martif, tig › term, no header)', () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE martif PUBLIC "ISO 12200:1999A//DTD MARTIF core (DXFcdV04)//EN" "TBXcdv04.dtd">
<martif type="TBX" xml:lang="en"><martifHeader><fileDesc><sourceDesc><p>Translate Toolkit</p></sourceDesc></fileDesc></martifHeader>
<text><body><termEntry><langSet xml:lang="en"><tig><term>file</term></tig></langSet><langSet xml:lang="af"><tig><term>lêer</term></tig></langSet></termEntry></body></text></martif>`;
    expect(read(xml)).toEqual([{ en: { term: 'file', admitted: [], forbidden: [] }, af: { term: 'lêer', admitted: [], forbidden: [] } }]);
  });

  it('forbidden variants by administrativeStatus (deprecated, forbidden, superseded), in ntig › termGrp too', () => {
    const xml = `<martif type="TBX-Basic"><text><body><termEntry id="c1">
<langSet xml:lang="en"><tig><term>sign in</term></tig></langSet>
<langSet xml:lang="de">
  <ntig><termGrp><term>einloggen</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></termGrp></ntig>
  <tig><term>einchecken</term><termNote type="administrativeStatus">forbiddenTerm-admn-sts</termNote></tig>
  <tig><term>anmelden</term><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></tig>
  <tig><term>login</term><termNote type="administrativeStatus">supersededTerm-admn-sts</termNote></tig>
</langSet></termEntry></body></text></martif>`;
    const [concept] = read(xml);
    expect(concept!.en).toEqual({ term: 'sign in', admitted: [], forbidden: [] });
    expect(concept!.de!.term).toBe('anmelden');
    // Superseded kept apart from deprecated and forbidden (TBX-Basic's statuses), so an export writes back the status it read.
    expect(concept!.de!.forbidden).toEqual([{ term: 'einchecken' }, { term: 'login', status: 'superseded' }, { term: 'einloggen' }]);
  });

  it('admitted alternatives keep their own notes: TBX 2 tig and ntig › termGrp, TBX v3 termSec; a term without a status beside a preferred one is admitted', () => {
    const lang = (group: (term: string, status: string, note?: string) => string) =>
      `<langSet xml:lang="en">${group('sign in', 'preferredTerm-admn-sts')}</langSet><langSet xml:lang="de">${group('Anmeldung', 'admittedTerm-admn-sts', 'The noun.')}${group('anmelden', 'preferredTerm-admn-sts', 'The verb.')}${group('einloggen', 'deprecatedTerm-admn-sts', 'Never.')}${group('sich anmelden', '')}</langSet>`;
    const status = (s: string) => (s === '' ? '' : `<termNote type="administrativeStatus">${s}</termNote>`);
    const note = (n?: string) => (n === undefined ? '' : `<note>${n}</note>`);
    const tig = lang((t, s, n) => `<tig><term>${t}</term>${status(s)}${note(n)}</tig>`);
    const ntig = lang((t, s, n) => `<ntig><termGrp><term>${t}</term>${status(s)}</termGrp>${note(n)}</ntig>`);
    const termSec = lang((t, s, n) => `<termSec><term>${t}</term>${status(s)}${note(n)}</termSec>`).replaceAll('langSet', 'langSec');
    const documents = [
      `<martif type="TBX-Basic"><text><body><termEntry id="c1">${tig}</termEntry></body></text></martif>`,
      `<martif type="TBX-Basic"><text><body><termEntry id="c1">${ntig}</termEntry></body></text></martif>`,
      `<tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2"><text><body><conceptEntry id="c1">${termSec}</conceptEntry></body></text></tbx>`,
    ];
    for (const xml of documents) {
      const [concept] = read(xml);
      expect(concept!.de).toEqual({ term: 'anmelden', admitted: [{ term: 'Anmeldung', note: 'The noun.' }, { term: 'sich anmelden' }], forbidden: [{ term: 'einloggen', note: 'Never.' }], note: 'The verb.' });
    }
  });

  it('MARTIF before TBX names the language with lang, not xml:lang', () => {
    const xml = '<martif type="MARTIF"><text><body><termEntry><langSet lang="en"><tig><term>file</term></tig></langSet><langSet lang="FR"><tig><term>fichier</term></tig></langSet></termEntry></body></text></martif>';
    expect(read(xml)).toEqual([{ en: { term: 'file', admitted: [], forbidden: [] }, fr: { term: 'fichier', admitted: [], forbidden: [] } }]);
  });

  it('TBX v3 (tbx › conceptEntry › langSec › termSec)', () => {
    const xml = `<?xml version="1.0"?><tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2"><text><body>
<conceptEntry id="c1"><langSec xml:lang="en"><termSec><term>dashboard</term></termSec></langSec><langSec xml:lang="DE"><termSec><term>Dashboard</term></termSec></langSec></conceptEntry>
</body></text></tbx>`;
    expect(read(xml)).toEqual([{ en: { term: 'dashboard', admitted: [], forbidden: [] }, de: { term: 'Dashboard', admitted: [], forbidden: [] } }]);
  });

  it('each concept’s line, in document order; a <termEntry> inside a comment or CDATA is no concept', () => {
    const xml = `<martif type="TBX-Basic"><text><body>
<!-- <termEntry> in a comment -->
<termEntry id="a"><langSet xml:lang="en"><tig><term><![CDATA[<termEntry id="x">]]></term></tig></langSet></termEntry>
<termEntryX/>
<termEntry
  id="b"><langSet xml:lang="en"><tig><term>b</term></tig></langSet></termEntry>
</body></text></martif>`;
    const r = readTbx(xml);
    if (!r.ok) throw new Error(r.message);
    expect(r.concepts.map((c) => [c.id, c.line, c.languages.get('en')?.term])).toEqual([
      ['a', 3, '<termEntry id="x">'],
      ['b', 5, 'b'],
    ]);
  });

  it('a concept’s line stays its own when an element inside a concept is named like one', () => {
    const xml = `<martif type="TBX-Basic"><text><body>
<termEntry id="a"><langSet xml:lang="en"><tig><term>a</term></tig></langSet><xref><termEntry/></xref></termEntry>
<termEntry id="b"><langSet xml:lang="en"><tig><term>b</term></tig></langSet></termEntry>
</body></text></martif>`;
    const r = readTbx(xml);
    if (!r.ok) throw new Error(r.message);
    expect(r.concepts.map((c) => [c.id, c.line])).toEqual([['a', 2], ['b', 3]]);
  });

  it('hands each concept over as it is read, in document order, keeping none (issue #31); a later fault still fails the read', () => {
    const xml = `<tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2"><text><body>
<conceptEntry id="a"><langSec xml:lang="en"><termSec><term>a</term></termSec></langSec></conceptEntry>
<conceptEntry id="b"><langSec xml:lang="en"><termSec><term>b</term></termSec></langSec></conceptEntry>
</body></text></tbx>`;
    const seen: Array<[string | undefined, number | undefined, string | undefined]> = [];
    const r = readTbx(xml, (c) => seen.push([c.id, c.line, c.languages.get('en')?.term]));
    expect(r).toMatchObject({ ok: true, concepts: [] });
    expect(seen).toEqual([['a', 2, 'a'], ['b', 3, 'b']]);
    const broken = readTbx(xml.replace('</body>', '<termEntry></body>'), () => undefined);
    expect(broken).toMatchObject({ ok: false, line: 4, message: expect.stringContaining('not well-formed XML') });
  });

  it('refuses entity declarations before parsing, broken XML with its position, and what is not TBX', () => {
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE martif [\n<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>\n<martif>&b;</martif>`;
    expect(readTbx(bomb)).toMatchObject({ ok: false, line: 3, col: 1, message: 'the TBX file declares entities in its DOCTYPE' });
    expect(readTbx('<martif><text><body><termEntry></body></text></martif>')).toMatchObject({ ok: false, line: 1, message: expect.stringContaining('not well-formed XML') });
    expect(readTbx('<html><body/></html>')).toMatchObject({ ok: false, message: expect.stringContaining('not TBX') });
    const deep = `<martif><text><body>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</body></text></martif>`;
    expect(readTbx(deep)).toMatchObject({ ok: false, line: 1, col: 1, message: 'the TBX file could not be read: Maximum nested tags exceeded' });
  });
});

describe('readTbx: XML 1.0 characters, never dropped', () => {
  const doc = (term: string) => `<martif type="TBX-Basic"><text><body>\n<termEntry><langSet xml:lang="en"><tig><term>${term}</term></tig></langSet>\n<langSet xml:lang="de"><tig><term>Begriff</term></tig></langSet></termEntry></body></text></martif>`;

  // (A lone surrogate cannot reach the reader: tbxText decodes UTF-8 and UTF-16 fatally.)
  it.each([
    ['a reference to a C0 control', 'a&#xB;b'],
    ['a reference to NUL', 'a&#0;b'],
    ['a reference to a surrogate', 'a&#xD800;b'],
    ['a reference to the noncharacter U+FFFE', 'a&#xFFFE;b'],
    ['a raw C0 control', 'a\u000bb'],
    ['a raw U+FFFF', 'a\uffffb'],
  ])('%s is refused at its line, not read as a shorter term', (_, term) => {
    expect(readTbx(doc(term))).toMatchObject({ ok: false, line: 2, message: expect.stringContaining('not well-formed XML'), hint: expect.stringContaining('&#xB;') });
  });

  it('tab, line breaks (CR as a reference), DEL, C1 controls and undeclared HTML entities read back as written', () => {
    const read = readTbx(doc('a&#x9;b&#xD;c&#x7F;d&#x85;e&nbsp;f&unknown;g'));
    if (!read.ok) throw new Error(read.message);
    expect(read.concepts[0]!.languages.get('en')!.term).toBe('a\tb\rc\u007fd\u0085e\u00a0f&unknown;g');
  });

  it('an entity named like a property of every object (&constructor;, &__proto__;) is undeclared, kept as written', () => {
    const read = readTbx(doc('a&constructor;b&__proto__;c&toString;d&euro;'));
    if (!read.ok) throw new Error(read.message);
    expect(read.concepts[0]!.languages.get('en')!.term).toBe('a&constructor;b&__proto__;c&toString;d€');
  });
});

/** An XML 1.0 check apart from the builder that wrote the document: saxes's first error, or 'well-formed'. */
function wellFormed(xml: string): string {
  const parser = new SaxesParser({ position: true });
  let first = 'well-formed';
  parser.on('error', (e) => {
    if (first === 'well-formed') first = e.message;
  });
  parser.write(xml).close();
  return first;
}

describe('TBX export is always well-formed XML 1.0 (issue #27)', () => {
  const every = Array.from({ length: 0xa0 }, (_, c) => String.fromCharCode(c)).join('') + '\ufffe\uffff\ud800\udc00x\ud83d\ude00';

  for (const [version, write] of [['2', glossaryTbx], ['3', glossaryTbxV3]] as const) {
    it(`TBX ${version}: whatever reaches it, in terms, admitted alternatives and their notes, notes, definitions, the name and the file name`, () => {
      const notes = { admitted: [{ term: `a${every}`, note: `an${every}` }], definition: `d${every}`, note: `n${every}`, forbidden: [{ term: `f${every}` }] };
      const g = glossary([['en', 'de', [[`s${every}`, `t${every}`]], [[`s${every}`, notes]]]]);
      const xml = write({ ...g, name: `N${every}`, file: `glossaries/${every}.yaml` });
      expect(wellFormed(xml)).toBe('well-formed');
    });
  }

  it('what validate lets through comes back as written: tab, line breaks, CR, DEL, C1 controls, astral characters', () => {
    const text = 'a\tb\nc\r\nd\re\u007ff\u0085g\u009fh\ud83d\ude00i';
    const xml = glossaryTbx(glossary([['en', 'de', [['sign in', 'anmelden']], [['sign in', { definition: text, note: text }]]]]));
    expect(wellFormed(xml)).toBe('well-formed');
    const read = readTbx(xml);
    if (!read.ok) throw new Error(read.message);
    expect(read.concepts[0]!.definition ?? read.concepts[0]!.languages.get('en')!.definition).toBe(text);
    expect(read.concepts[0]!.languages.get('de')!.note).toBe(text);
  });
});
