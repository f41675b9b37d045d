import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { run } from '../../src/cli/main.ts';
import { capture, repoRoot } from './capture.ts';
import { worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

const fixtures = path.join(repoRoot, 'test/fixtures/fmt');

const w = worldEach();
const fixture = (name: string) => readFile(path.join(fixtures, name), 'utf8');

/** Of two files `dir`/a.yaml and b.yaml written out of order (`messy`), `fmt dir/a.yaml` puts a in order (`tidy`) and leaves b alone. */
async function expectFormatsOnlyNamed(dir: string, messy: (name: string) => string, tidy: (name: string) => string): Promise<void> {
  await w.write(`${dir}/a.yaml`, messy('A'));
  await w.write(`${dir}/b.yaml`, messy('B'));
  expect((await w.cli(['fmt', `${dir}/a.yaml`])).code).toBe(0);
  expect(await w.read(`${dir}/a.yaml`)).toBe(tidy('A'));
  expect(await w.read(`${dir}/b.yaml`)).toBe(messy('B'));
}

describe('stylesync fmt', () => {
  it('keeps a prompt folded where its author broke the lines, only moved and re-indented', async () => {
    await w.write('styles/de.yaml', await fixture('folded-prompt.yaml'));
    const r = await w.cli(['fmt']);
    expect(r.code).toBe(0);
    expect(await w.read('styles/de.yaml')).toBe(
      '# yaml-language-server: $schema=../schema/style-list.schema.json\nname: Folded DE\nlanguage: de\ncustom_instructions:\n' +
        '  - label: Formal address\n    # Folded by hand so that review diffs stay short.\n    prompt: >-\n' +
        '      Address the reader with the formal "Sie", also in headlines,\n      buttons and error messages.\n\n' +
        '      Never switch to "du" within one text.\n    source_language: en\n',
    );
    expect(parse(await w.read('styles/de.yaml'))).toEqual(parse(await fixture('folded-prompt.yaml')));
    expect((await w.cli(['fmt', '--check'])).code).toBe(0);
  });

  it('--quiet: only the final line, and under --check the files it fails on', async () => {
    const original = await fixture('keys-out-of-order.yaml');
    await w.write('styles/de.yaml', original);
    const check = await w.cli(['fmt', '--check', '--quiet']);
    expect(check.code).toBe(1);
    expect(check.stdout).toBe('! styles/de.yaml\n1 file checked: 1 file not formatted (marked !). Run `stylesync fmt` and commit the result.\n');
    const quiet = await w.cli(['-q', 'fmt']);
    expect(quiet.code).toBe(0);
    expect(quiet.stdout).toBe('1 file checked: 1 file reformatted (marked ~).\n');
  });

  it('rewrites a file in canonical form, keeping its comments and its content', async () => {
    const original = await fixture('keys-out-of-order.yaml');
    await w.write('styles/de.yaml', original);
    const r = await w.cli(['fmt']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('~ styles/de.yaml\n1 file checked: 1 file reformatted (marked ~).\n');
    const formatted = await w.read('styles/de.yaml');
    expect(formatted).toBe(await fixture('keys-out-of-order.formatted.yaml'));
    expect(parse(formatted)).toEqual(parse(original));
    for (const comment of ['# A list written by hand', '# punctuation before numbers', '# German decimals', '# the prompt first']) {
      expect(formatted).toContain(comment);
    }
  });

  it('puts `protect` beside `state`, before the content (issue #29)', async () => {
    await w.write('styles/de.yaml', 'custom_instructions: []\nprotect: true\nname: Acme DE\nlanguage: de\n');
    await w.write('glossaries/acme.yaml', 'dictionaries:\n  - source_language: en\n    target_language: de\n    entries:\n      a: b\nprotect: true\nname: Acme Terms\n');
    expect((await w.cli(['fmt'])).code).toBe(0);
    expect(await w.read('styles/de.yaml')).toBe('name: Acme DE\nlanguage: de\nprotect: true\ncustom_instructions: []\n');
    expect((await w.read('glossaries/acme.yaml')).startsWith('name: Acme Terms\nprotect: true\ndictionaries:\n')).toBe(true);
  });

  it('is idempotent: a second run changes nothing', async () => {
    await w.write('styles/de.yaml', await fixture('keys-out-of-order.yaml'));
    await w.cli(['fmt']);
    const once = await w.read('styles/de.yaml');
    const r = await w.cli(['fmt']);
    expect(r.stdout).toBe('1 file checked: all already formatted.\n');
    expect(await w.read('styles/de.yaml')).toBe(once);
  });

  it('--check exits 1 on an unformatted file, names it and writes nothing', async () => {
    const original = await fixture('keys-out-of-order.yaml');
    await w.write('styles/de.yaml', original);
    await w.write('styles/fr.yaml', await fixture('keys-out-of-order.formatted.yaml'));
    const r = await w.cli(['fmt', '--check']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('! styles/de.yaml\n2 files checked: 1 file not formatted (marked !). Run `stylesync fmt` and commit the result.\n');
    expect(await w.read('styles/de.yaml')).toBe(original);
  });

  it('--check exits 0 when every file is formatted', async () => {
    await w.write('styles/de.yaml', await fixture('keys-out-of-order.formatted.yaml'));
    const r = await w.cli(['fmt', '--check']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('1 file checked: all formatted.\n');
  });

  it('formats fragments too, and the fragment a list extends from elsewhere', async () => {
    await w.write('styles/_house.yaml', 'custom_instructions:\n  - source_language: en\n    prompt: P\n    label: L\n');
    await w.write('styles/de.yaml', 'language: de\nname: DE\nextends: ./_house.yaml\n');
    const r = await w.cli(['fmt']);
    expect(r.code).toBe(0);
    expect(await w.read('styles/_house.yaml')).toBe('custom_instructions:\n  - label: L\n    prompt: P\n    source_language: en\n');
    expect(await w.read('styles/de.yaml')).toBe('name: DE\nlanguage: de\nextends: ./_house.yaml\n');
  });

  it('leaves a file with a YAML syntax error untouched, points at the error, formats the rest and exits 1', async () => {
    await w.write('styles/broken.yaml', 'name: [unclosed\nlanguage: de\n');
    await w.write('styles/de.yaml', 'language: de\nname: DE\n');
    const r = await w.cli(['fmt']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^styles\/broken\.yaml:\d+:\d+: error: YAML syntax error/m);
    expect(r.stdout).toContain('1 file could not be formatted (see above) and was left as it is.');
    expect(await w.read('styles/broken.yaml')).toBe('name: [unclosed\nlanguage: de\n');
    expect(await w.read('styles/de.yaml')).toBe('name: DE\nlanguage: de\n');
  });

  it('caps the problems of one file as validate does: 100, then "and N more"', async () => {
    const dups = Array.from({ length: 2000 }, (_, i) => `    decimal_separator: v${i}`).join('\n');
    await w.write('styles/dups.yaml', `name: Dups\nlanguage: de\nconfigured_rules:\n  numbers:\n${dups}\n`);
    const r = await w.cli(['fmt', '--check']);
    expect(r.code).toBe(1);
    const shown = r.stdout.split('\n').filter((l) => l.startsWith('styles/dups.yaml:'));
    expect(shown).toHaveLength(101);
    expect(shown.at(-1)).toMatch(/^styles\/dups\.yaml:2004:5: error: … and 1,?899 more problems in this file not shown \[more-diagnostics\]$/);
  });

  it('refuses a file with more aliases than the limit before parsing it, as validate does', async () => {
    const anchors = Array.from({ length: 150 }, (_, i) => `  - &a${i} v`).join('\n');
    const aliases = Array.from({ length: 150 }, (_, i) => `  - *a${i}`).join('\n');
    await w.write('styles/aliases.yaml', `name: A\nlanguage: de\nextra:\n${anchors}\n${aliases}\n`);
    const r = await w.cli(['fmt', '--check']);
    expectRun(r, 1, {
      stdout: [
        // The 101st alias, on line 3 + 150 + 101.
        'styles/aliases.yaml:254:5: error: the document holds more than 100 aliases (*name), refused before parsing',
      ],
    });
  });

  it('leaves a file alone when reordering would put an alias before its anchor', async () => {
    const text = 'examples:\n  - text: &brand Acme\nname: *brand\nlanguage: de\n';
    await w.write('styles/alias.yaml', text);
    await w.write('styles/de.yaml', 'language: de\nname: DE\n');
    const r = await w.cli(['fmt']);
    expectRun(r, 1, { stdout: ['styles/alias.yaml:1:1: error: reordering this file would change what it says'] });
    expect(await w.read('styles/alias.yaml')).toBe(text);
    expect(await w.read('styles/de.yaml')).toBe('name: DE\nlanguage: de\n');
  });

  it('formats only the paths it is given', async () => {
    await expectFormatsOnlyNamed('styles', (name) => `language: de\nname: ${name}\n`, (name) => `name: ${name}\nlanguage: de\n`);
  });

  it('fails with a hint when a path does not exist', async () => {
    const r = await w.cli(['fmt', 'styles/missing.yaml']);
    expectRun(r, 1, { stdout: ['styles/missing.yaml does not exist', 'hint:'] });
  });

  it('finds the shipped styles/ and glossaries/ already formatted', async () => {
    const io = capture();
    expect(await run(['fmt', '--check'], io)).toBe(0);
    expect(io.out).toBe('6 files checked: all formatted.\n');
  });
});

describe('stylesync fmt on glossary files', () => {
  /** `messy` is flagged by --check; fmt writes it as `formatted`, which holds the same data, validates and passes --check. */
  async function expectFormatted(messy: string, formatted: string): Promise<void> {
    await w.write('glossaries/g.yaml', messy);
    const check = await w.cli(['fmt', '--check']);
    expectRun(check, 1, { stdout: ['! glossaries/g.yaml\n'] });
    expect((await w.cli(['fmt'])).code).toBe(0);
    expect(await w.read('glossaries/g.yaml')).toBe(formatted);
    expect(parse(await w.read('glossaries/g.yaml'))).toEqual(parse(messy));
    expect((await w.cli(['validate'])).code).toBe(0);
    expect((await w.cli(['fmt', '--check'])).code).toBe(0);
  }

  const messy = [
    'dictionaries:',
    '  - target_language: de',
    '    entries:',
    '      # Product names are never translated.',
    '      Acme Cloud: Acme Cloud',
    '      # UI verbs, in the order of the menu',
    '      sign out: abmelden',
    '      sign in: anmelden',
    '    source_language: en',
    '  - entries_file: terms/en-fr.tsv',
    '    source_language: en',
    '    target_language: fr',
    'name: Acme Terms # shown in the plan',
    '',
  ].join('\n');
  // Not how stylesync would write it (unsorted, CRLF): fmt must not touch it anyway.
  const tsv = 'zebra\tzèbre\r\nsign in\tse connecter\r\n';

  it('--check reports a glossary file out of order; fmt puts keys in order, keeps comments and the terms in their order, leaves the TSV alone', async () => {
    await w.write('styles/de.yaml', 'name: DE\nlanguage: de\n');
    await w.write('glossaries/acme.yaml', messy);
    await w.write('glossaries/terms/en-fr.tsv', tsv);
    const check = await w.cli(['fmt', '--check']);
    expect(check.code).toBe(1);
    expect(check.stdout).toBe('! glossaries/acme.yaml\n2 files checked: 1 file not formatted (marked !). Run `stylesync fmt` and commit the result.\n');

    const r = await w.cli(['fmt']);
    expect(r.code).toBe(0);
    expect(await w.read('glossaries/acme.yaml')).toBe(
      [
        'name: Acme Terms # shown in the plan',
        'dictionaries:',
        '  - source_language: en',
        '    target_language: de',
        '    entries:',
        '      # Product names are never translated.',
        '      Acme Cloud: Acme Cloud',
        '      # UI verbs, in the order of the menu',
        '      sign out: abmelden',
        '      sign in: anmelden',
        '  - source_language: en',
        '    target_language: fr',
        '    entries_file: terms/en-fr.tsv',
        '',
      ].join('\n'),
    );
    expect(parse(await w.read('glossaries/acme.yaml'))).toEqual(parse(messy));
    expect(await w.read('glossaries/terms/en-fr.tsv')).toBe(tsv);
    expect((await w.cli(['fmt', '--check'])).stdout).toBe('2 files checked: all formatted.\n');
  });

  it('leaves a TBX entries file as it is, however it is laid out', async () => {
    const tbx = '<?xml version="1.0"?>\r\n<martif type="TBX"><text><body><termEntry><langSet xml:lang="en"><tig><term>b</term></tig></langSet><langSet xml:lang="fr"><tig><term>B</term></tig></langSet></termEntry></body></text></martif>';
    await w.write('glossaries/acme.yaml', 'dictionaries:\n  - entries_file: terms/en-fr.tbx\n    source_language: en\n    target_language: fr\nname: Acme\n');
    await w.write('glossaries/terms/en-fr.tbx', tbx);
    expect((await w.cli(['fmt'])).code).toBe(0);
    expect(await w.read('glossaries/acme.yaml')).toBe('name: Acme\ndictionaries:\n  - source_language: en\n    target_language: fr\n    entries_file: terms/en-fr.tbx\n');
    expect(await w.read('glossaries/terms/en-fr.tbx')).toBe(tbx);
    expect((await w.cli(['fmt', '--check'])).code).toBe(0);
  });

  it('formats only the glossary files it is named, and reports one that does not parse', async () => {
    await w.write('glossaries/broken.yaml', 'name: [unclosed\n');
    await expectFormatsOnlyNamed('glossaries', (name) => `dictionaries: []\nname: ${name}\n`, (name) => `name: ${name}\ndictionaries: []\n`);

    const all = await w.cli(['fmt', 'glossaries']);
    expectRun(all, 1, { stdout: ['glossaries/broken.yaml:'] });
    expect(await w.read('glossaries/b.yaml')).toBe('name: B\ndictionaries: []\n');
    expect(await w.read('glossaries/broken.yaml')).toBe('name: [unclosed\n');
  });

  it('the long form of an entry: --check flags it out of order, fmt writes it canonically, validate reads the same terms and notes', async () => {
    const messy = 'name: G\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries:\n      sign in:\n        forbidden: [einloggen]\n        target: anmelden\n      Acme Cloud:\n        translate: false\n        note: The brand.\n      dashboard: Dashboard\n';
    await expectFormatted(
      messy,
      'name: G\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries:\n      sign in: {target: anmelden, forbidden: [einloggen]}\n      Acme Cloud:\n        translate: false\n        note: The brand.\n      dashboard: Dashboard\n',
    );
  });

  it('admitted alternatives: a flow list, {term, note} in that order; an entry whose alternatives have notes takes lines of its own', async () => {
    const messy = [
      'name: G', 'dictionaries:', '  - source_language: en', '    target_language: de', '    entries:',
      '      sign in:', '        forbidden: [Login]', '        admitted:', '          - Anmeldung', '          - {note: Only in legal texts., term: einloggen}', '        target: anmelden',
      '      log out:', '        admitted:', '          - abmelden', '          - {term: ausloggen}', '        target: Abmeldung', '',
    ].join('\n');
    await expectFormatted(
      messy,
      [
        'name: G', 'dictionaries:', '  - source_language: en', '    target_language: de', '    entries:',
        '      sign in:', '        target: anmelden', '        admitted: [Anmeldung, {term: einloggen, note: Only in legal texts.}]', '        forbidden: [Login]',
        '      log out: {target: Abmeldung, admitted: [abmelden, {term: ausloggen}]}', '',
      ].join('\n'),
    );
  });

  it('forbidden variants likewise (issue #30): {term, note, status} in that order; an entry whose variants have notes takes lines of its own', async () => {
    const messy = [
      'name: G', 'dictionaries:', '  - source_language: en', '    target_language: de', '    entries:',
      '      sign in:', '        forbidden:', '          - Login', '          - {note: The anglicism., status: superseded, term: einloggen}', '        target: anmelden',
      '      log out:', '        forbidden:', '          - {status: superseded, term: ausloggen}', '        target: abmelden', '',
    ].join('\n');
    await expectFormatted(
      messy,
      [
        'name: G', 'dictionaries:', '  - source_language: en', '    target_language: de', '    entries:',
        '      sign in:', '        target: anmelden', '        forbidden: [Login, {term: einloggen, note: The anglicism., status: superseded}]',
        '      log out: {target: abmelden, forbidden: [{term: ausloggen, status: superseded}]}', '',
      ].join('\n'),
    );
  });
});
