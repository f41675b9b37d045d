import { describe, expect, it } from 'vitest';
import { parseYamlText } from '../../src/config/load.ts';
import type { Diagnostic } from '../../src/config/model.ts';
import { checkGlossaryDocument } from '../../src/config/validate-glossary.ts';
import { deGlossaryText } from '../world/files.ts';

/** One glossary file of one en→de dictionary whose entries are `lines` (indented by six spaces). */
function check(...lines: string[]) {
  const loaded = parseYamlText(deGlossaryText(lines), 'glossaries/g.yaml');
  if (!loaded.ok) throw new Error(`not parsed: ${JSON.stringify(loaded.diagnostics)}`);
  return checkGlossaryDocument(loaded);
}

const brief = (ds: readonly Diagnostic[]) => ds.map((d) => `${d.line}:${d.col} ${d.severity} ${d.code}`);

describe('the long form of a glossary entry', () => {
  it('fills the pairs the service takes and, apart, what a term says beyond its target', () => {
    const { glossary, diagnostics } = check(
      'sign in:',
      '  target: anmelden',
      '  forbidden: [einloggen, Einloggen]',
      '  definition: To open a session with an Acme account.',
      '  note: Never the anglicism.',
      'Acme Cloud: {translate: false}',
      'dashboard: Dashboard',
      'settings: {target: Einstellungen}',
    );
    expect(diagnostics).toEqual([]);
    const de = glossary!.dictionaries[0]!;
    expect([...de.entries]).toEqual([
      ['sign in', 'anmelden'],
      ['Acme Cloud', 'Acme Cloud'],
      ['dashboard', 'Dashboard'],
      ['settings', 'Einstellungen'],
    ]);
    // Only the terms that say more than a target have notes.
    expect([...de.notes!]).toEqual([
      ['sign in', { forbidden: [{ term: 'einloggen' }, { term: 'Einloggen' }], definition: 'To open a session with an Acme account.', note: 'Never the anglicism.' }],
      ['Acme Cloud', { translate: false }],
    ]);
    expect(de.entryOrigins.get('Acme Cloud')).toEqual({ file: 'glossaries/g.yaml', line: 11, col: 7 });
  });

  it('a note that reads as TBX\'s do-not-translate mark is an error where the entry has a target (a round trip through TBX would drop it)', () => {
    const { diagnostics } = check('sign in: {target: anmelden, note: "Do not translate."}', 'Acme Cloud: {translate: false, note: "do not translate. "}', 'log in: {target: anmelden, note: Do not translate in UI labels.}');
    expect(brief(diagnostics)).toEqual(['6:41 error note-reads-as-translate-false']);
    expect(diagnostics[0]!.hint).toContain('`translate: false`');
  });

  it('a dictionary of short entries has no notes at all', () => {
    const { glossary } = check('sign in: anmelden', 'settings: {target: Einstellungen}');
    expect(glossary!.dictionaries[0]!.notes).toBeUndefined();
  });

  it('unknown keys are errors with a suggestion, at the key', () => {
    const { diagnostics, glossary } = check('sign in:', '  target: anmelden', '  forbiden: [einloggen]');
    expect(brief(diagnostics)).toEqual(['8:9 error unknown-field']);
    expect(diagnostics[0]!.hint).toBe('Did you mean `forbidden`?');
    expect(glossary!.dictionaries[0]!.entries.size).toBe(0);
    expect(check('a: {target: b, colour: red}').diagnostics[0]!.hint).toBe('Allowed here: target, admitted, forbidden, definition, note, translate.');
  });

  it('the shape: a target term or a mapping; translate only false; text not empty', () => {
    expect(brief(check('a: [x]').diagnostics)).toEqual(['6:10 error wrong-type']);
    expect(check('a: [x]').diagnostics[0]!.message).toContain('a target term or a mapping');
    expect(check('a: [x]').diagnostics[0]!.hint).toContain('the long form (`sign in: {target: anmelden, forbidden: [einloggen]}`)');
    expect(check('a: 12').diagnostics[0]!.hint).toBe('Put the value in quotes, e.g. a: "12" (YAML reads it as a number otherwise).');
    expect(brief(check('a: {translate: true}').diagnostics)).toEqual(['6:22 error invalid-translate']);
    expect(brief(check('a: {target: b, forbidden: c}').diagnostics)).toEqual(['6:33 error wrong-type']);
    expect(brief(check('a: {target: b, forbidden: [1]}').diagnostics)).toEqual(['6:34 error wrong-type']);
    expect(brief(check('a: {target: b, note: ""}').diagnostics)).toEqual(['6:28 error empty-value']);
  });

  it('contradictions, each at the value at fault', () => {
    const { diagnostics } = check(
      'log in: einloggen', // 6
      'sign in: {target: anmelden, forbidden: [einloggen]}', // 7: the target of log in
      'sign out: {target: abmelden, forbidden: [abmelden]}', // 8: its own target
      'Acme Cloud: {translate: false, target: Acme-Wolke}', // 9: a target beside translate: false
      'Acme: {translate: false, target: Acme}', // 10: the same term: fine
      'save: {definition: To keep.}', // 11: no target
      'open: {target: öffnen, forbidden: [aufmachen, aufmachen]}', // 12: repeated
      'close: {target: schließen, forbidden: [" zumachen", "zu\\tmachen", ""]}', // 13: term rules
    );
    // Columns count the six spaces of indentation: each points at the value at fault.
    expect(brief(diagnostics)).toEqual([
      '9:46 error translate-false-target',
      '11:7 error entry-without-target',
      '7:47 error forbidden-is-target',
      '8:48 error forbidden-own-target',
      '12:53 error duplicate-forbidden',
      '13:46 error term-whitespace',
      '13:59 error term-control-character',
      '13:73 error empty-term',
    ]);
    expect(diagnostics.every((d) => d.hint.length > 0)).toBe(true);
    expect(diagnostics.find((d) => d.code === 'forbidden-is-target')!.message).toContain('"log in"');
  });

  it('admitted alternatives: plain terms or {term, note}, kept in file order with their notes (issue #30)', () => {
    const { glossary, diagnostics } = check(
      'sign in:',
      '  target: anmelden',
      '  admitted: [Anmeldung, {term: einloggen, note: Only in legal texts.}, {term: Log-in}]',
      '  forbidden: [Login]',
    );
    expect(diagnostics).toEqual([]);
    expect(glossary!.dictionaries[0]!.entries.get('sign in')).toBe('anmelden');
    expect(glossary!.dictionaries[0]!.notes!.get('sign in')).toEqual({
      admitted: [{ term: 'Anmeldung' }, { term: 'einloggen', note: 'Only in legal texts.' }, { term: 'Log-in' }],
      forbidden: [{ term: 'Login' }],
    });
  });

  it('forbidden variants: plain terms or {term, note, status: superseded}, kept in file order (issue #30)', () => {
    const { glossary, diagnostics } = check(
      'sign in:',
      '  target: anmelden',
      '  forbidden: [Login, {term: einloggen, note: The anglicism.}, {term: einchecken, status: superseded}, {term: Log-in}]',
    );
    expect(diagnostics).toEqual([]);
    expect(glossary!.dictionaries[0]!.notes!.get('sign in')).toEqual({
      forbidden: [{ term: 'Login' }, { term: 'einloggen', note: 'The anglicism.' }, { term: 'einchecken', status: 'superseded' }, { term: 'Log-in' }],
    });
  });

  it('forbidden variants in the mapping form obey the same rules: the schema, the term rules, the note rules, the contradictions', () => {
    const { diagnostics } = check(
      'sign in: {target: anmelden, forbidden: [{term: anmelden}]}', // 6: its own target
      'log in: {target: einloggen, admitted: [Login], forbidden: [{term: Login, note: x}]}', // 7: admitted and forbidden
      'open: {target: öffnen, forbidden: [aufmachen, {term: aufmachen, status: superseded}]}', // 8: repeated
      'close: {target: schließen, forbidden: [{term: ""}]}', // 9: term rules
      'save: {target: sichern, forbidden: [{term: sparen, status: deprecated}]}', // 10: a status the schema does not take
      `keep: {target: behalten, forbidden: [{term: halten, note: "a\u000Bb"}]}`, // 11: the note rules
    );
    expect(brief(diagnostics).sort()).toEqual([
      '10:66 error invalid-value',
      '11:44 error note-control-character',
      '6:47 error forbidden-own-target',
      '7:46 error admitted-is-forbidden',
      '8:53 error duplicate-forbidden',
      '9:46 error empty-term',
    ]);
    expect(diagnostics.every((d) => d.hint.length > 0)).toBe(true);
  });

  it('admitted alternatives that contradict the entry or break the term rules are errors with a hint, at the alternative', () => {
    const { diagnostics } = check(
      'sign in: {target: anmelden, admitted: [anmelden]}', // 6: its own target
      'log in: {target: einloggen, admitted: [Login], forbidden: [Login]}', // 7: admitted and forbidden
      'open: {target: öffnen, admitted: [aufmachen, {term: aufmachen}]}', // 8: repeated
      'close: {target: schließen, admitted: [" zumachen", ""]}', // 9: term rules
      'save: {target: sichern, admitted: [{note: x}], forbidden: []}', // 10: a mapping without its term (the schema)
      'keep: {target: behalten, admitted: [{term: halten, colour: red}]}', // 11: an unknown key (the schema)
    );
    expect(brief(diagnostics)).toEqual([
      '10:42 error missing-field',
      '11:58 error unknown-field',
      '6:46 error admitted-own-target',
      '7:46 error admitted-is-forbidden',
      '8:52 error duplicate-admitted',
      '9:45 error term-whitespace',
      '9:58 error empty-term',
    ]);
    expect(diagnostics.every((d) => d.hint.length > 0)).toBe(true);
    expect(diagnostics.find((d) => d.code === 'admitted-is-forbidden')!.hint).toContain('Decide which it is');
  });

  it('the note of an admitted alternative obeys the note rules', () => {
    const { diagnostics } = check(`sign in: {target: anmelden, admitted: [{term: Anmeldung, note: "${'x'.repeat(2001)}"}]}`, 'log in: {target: einloggen, admitted: [{term: Login, note: "a\u000Bb"}]}');
    expect(diagnostics.map((d) => d.code)).toEqual(expect.arrayContaining(['note-control-character']));
    expect(diagnostics.some((d) => d.line === 6)).toBe(true);
  });

  it('case: forbidden variants compare exactly; source terms equal but for case stay a warning', () => {
    expect(check('sign in: {target: anmelden, forbidden: [Anmelden]}', 'log in: {target: Einloggen, forbidden: [einloggen]}').diagnostics).toEqual([]);
    expect(brief(check('Sign in: {target: Anmelden}', 'sign in: {target: anmelden}').diagnostics)).toEqual(['7:7 warning term-case-variant']);
  });

  it('definition and note: at most 2000 characters, counted in code points', () => {
    expect(check(`a: {target: b, definition: "${'😀'.repeat(2000)}"}`).diagnostics).toEqual([]);
    const long = check(`a: {target: b, note: "${'x'.repeat(2001)}"}`).diagnostics;
    expect(brief(long)).toEqual(['6:28 error note-too-long']);
    expect(long[0]!.message).toContain('2001 characters');
  });

  it('a long-form target obeys the term rules, at the target', () => {
    expect(brief(check('a: {target: "b "}').diagnostics)).toEqual(['6:19 error term-whitespace']);
  });
});

describe('inline source terms that differ only in Unicode normalization', () => {
  it('warn as case variants do, at the second one', () => {
    const { diagnostics } = check('"caf\u00e9": Kaffee', '"cafe\u0301": Kaffee');
    expect(brief(diagnostics)).toEqual(['7:7 warning term-case-variant']);
    expect(diagnostics[0]!.message).toContain('differs only in Unicode normalization');
  });
});

describe('what a TBX export cannot write is refused (issue #27)', () => {
  // YAML double-quoted escapes: \v is U+000B, \uFFFE a noncharacter, \uD800 a lone surrogate.
  it.each([
    ['a definition with a C0 control', ['sign in:', '  target: anmelden', '  definition: "Get\\vin."'], '3:21 error definition-control-character'],
    ['a note with U+FFFE', ['sign in:', '  target: anmelden', '  note: "a\\uFFFEb"'], '3:15 error note-control-character'],
    ['a note with a lone surrogate', ['sign in:', '  target: anmelden', '  note: "a\\uD800b"'], '3:15 error note-control-character'],
    ['a target term with U+FFFF', ['sign in: "an\\uFFFFmelden"'], '1:16 error term-control-character'],
    ['a source term with a lone surrogate', ['"sign\\uDC00in": anmelden'], '1:7 error term-control-character'],
    ['a forbidden variant with a lone surrogate', ['sign in:', '  target: anmelden', '  forbidden: ["ein\\uD800loggen"]'], '3:21 error term-control-character'],
  ])('%s', (_, lines, expected) => {
    const { diagnostics } = check(...lines);
    expect(brief(diagnostics).map((d) => d.replace(/^(\d+)/, (l) => String(Number(l) - 5)))).toEqual([expected]);
    expect(diagnostics[0]!.hint).toMatch(/^Remove it/);
  });

  it('tabs, line breaks (CR too), DEL and C1 controls in a definition or note are written as references, so they stay', () => {
    const { diagnostics } = check('sign in:', '  target: anmelden', '  definition: "a\\tb\\r\\nc\\x7Fd\\x85e"', '  note: "x\\ny"', 'log in: "ein\\U0001F600loggen"');
    expect(diagnostics).toEqual([]);
  });
});
