import { describe, expect, it } from 'vitest';
import { ACME_DE_FILES } from '../world/files.ts';
import { ACME_DE_LIVE } from '../world/service.ts';
import { worldEach } from '../world/world.ts';
import { expectContains } from '../world/expect-contains.ts';

// How a glossary plan reads through the CLI (issue #19): text, Markdown and
// JSON, against the emulator over 127.0.0.1.

const EN_DE = { source_lang: 'en', target_lang: 'de' };
const EN_IT = { source_lang: 'en', target_lang: 'it' };

const w = worldEach({ files: { ...ACME_DE_FILES }, lists: [ACME_DE_LIVE] });

const glossary = (name: string, body: string) => `name: ${JSON.stringify(name)}\n${body}`;
const dictionary = (target: string, entries: Record<string, string>) =>
  `  - source_language: en\n    target_language: ${target}\n    entries:\n${Object.entries(entries)
    .map(([s, t]) => `      ${JSON.stringify(s)}: ${JSON.stringify(t)}\n`)
    .join('')}`;

/** Live: Acme Terms (en→de, en→it), Legacy Name (to be renamed by pin), Old (tombstoned). Files: every kind of change. */
async function everyKindOfChange(): Promise<void> {
  const acme = await w.client.createGlossary('Acme Terms', [
    { ...EN_DE, entries: [['sign in', 'einloggen'], ['Acme Cloud', 'Acme Cloud'], ['log out', 'ausloggen']] },
    { ...EN_IT, entries: [['sign in', 'accedi']] },
  ]);
  expect(acme.value.glossary_id).toBeTruthy();
  const legacy = await w.client.createGlossary('Legacy Name', [{ ...EN_DE, entries: [['a', 'b']] }]);
  await w.client.createGlossary('Old', [{ ...EN_DE, entries: [['x', 'y'], ['z', 'w']] }]);
  await w.write('glossaries/acme.yaml', glossary('Acme Terms', `dictionaries:\n${dictionary('de', { 'sign in': 'anmelden', 'Acme Cloud': 'Acme Cloud', save: 'speichern' })}${dictionary('fr', { 'sign in': 'se connecter' })}`));
  await w.write('glossaries/renamed.yaml', glossary('New Name', `glossary_id: ${legacy.value.glossary_id}\ndictionaries:\n${dictionary('de', { a: 'b' })}`));
  await w.write('glossaries/old.yaml', glossary('Old', 'state: absent\n'));
  await w.write('glossaries/fresh.yaml', glossary('Fresh', `dictionaries:\n${dictionary('de', { 'sign in': 'anmelden' })}`));
}

describe('stylesync plan with glossaries', () => {
  it('text: each glossary and dictionary with its terms changed, removed and added, and the Plan line counting both', async () => {
    await everyKindOfChange();
    const r = await w.cli(['plan']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      new RegExp(
        [
          '~ update glossary "Acme Terms" \\(en → de, en → fr, en → it, glossary_id [^)]+\\)  # glossaries/acme.yaml',
          '    ~ dictionary en → de: 1 added, 1 changed, 1 removed; 3 → 3 terms',
          '        ~ sign in: einloggen → anmelden',
          '        - log out: ausloggen',
          '        \\+ save: speichern',
          '    \\+ dictionary en → fr: new, 1 term',
          '        \\+ sign in: se connecter',
          '    - dictionary en → it: removed with its 1 term',
          '        - sign in: accedi',
        ].join('\n'),
      ),
    );
    expect(r.stdout).toMatch(/~ update glossary "New Name" \(glossary_id [^)]+\) {2}# glossaries\/renamed\.yaml\n {4}~ name: "Legacy Name" → "New Name"\n/);
    expect(r.stdout).toMatch(/- delete glossary "Old" \(en → de, glossary_id [^)]+\) {2}# glossaries\/old\.yaml\n {4}- deleted: the glossary file says state: absent\n/);
    expect(r.stdout).toContain('+ create glossary "Fresh" (en → de)  # glossaries/fresh.yaml\n    + dictionary en → de: new, 1 term\n        + sign in: anmelden\n');
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('Plan: 0 lists to create, 0 to update, 0 to delete; 1 glossary to create, 2 to update, 1 to delete.');
    expect((await w.cli(['plan', '--detailed-exitcode'])).code).toBe(2);
  });

  it('markdown: overview rows, the deleted glossary in the caution alert, a section per glossary with its tables', async () => {
    await everyKindOfChange();
    const r = await w.cli(['plan', '--format', 'markdown']);
    expect(r.code).toBe(0);
    const md = r.stdout;
    expect(md.split('\n')[0]).toBe('### Plan: 0 lists to create, 0 to update, 0 to delete; 1 glossary to create, 2 to update, 1 to delete.');
    expect(md).toMatch(/> \[!CAUTION\]\n> \*\*This plan deletes 1 glossary:\*\* Old \(glossary\\_id [^;]+; dictionaries en → de with 2 terms\)\./);
    expectContains(md, [
      '| `-` **delete** | **Old** (glossary) | en → de | `state: absent`; **1 dictionary, 2 terms go with it** |',
      '| `~` update | **Acme Terms** (glossary) | en → de, en → fr, en → it | en → de: 1 added, 1 changed, 1 removed; en → fr: new (1 term); en → it: removed (1 term) |',
      '| `~` rename | **New Name** (glossary) |  | renamed from Legacy Name |',
      '| Source | Before | After |\n|---|---|---|\n| `~` sign in | einloggen | anmelden |\n| `-` log out | ausloggen | _(none)_ |\n| `+` save | _(none)_ | speichern |',
      '<details open><summary><code>-</code> <b>Old</b> (glossary: en → de): delete · glossaries/old.yaml</summary>',
    ]);
  });

  it('json: every term change of a 10,000-term dictionary, which text and Markdown cut', async () => {
    const live: Array<[string, string]> = Array.from({ length: 10_000 }, (_, i) => [`term ${i}`, `Ziel ${i}`]);
    await w.client.createGlossary('Big', [{ ...EN_DE, entries: live }]);
    // 100 changes: 40 changed, 30 removed, 30 added.
    const desired = new Map(live);
    for (let i = 0; i < 40; i++) desired.set(`term ${i}`, `neu ${i}`);
    for (let i = 9_970; i < 10_000; i++) desired.delete(`term ${i}`);
    for (let i = 0; i < 30; i++) desired.set(`new ${i}`, `Neu ${i}`);
    await w.write('glossaries/big.yaml', glossary('Big', 'dictionaries:\n  - source_language: en\n    target_language: de\n    entries_file: big.tsv\n'));
    await w.write('glossaries/big.tsv', [...desired].map(([s, t]) => `${s}\t${t}\n`).join(''));

    const json = JSON.parse((await w.cli(['plan', '--format', 'json'])).stdout);
    const big = json.glossaries.items[0];
    expect(big.dictionaries).toHaveLength(1);
    const d = big.dictionaries[0];
    expect([d.added.length, d.changed.length, d.removed.length]).toEqual([30, 40, 30]);
    expect(d.changed[39]).toEqual({ source: 'term 39', before: 'Ziel 39', after: 'neu 39' });
    expect(d.removed).toContainEqual(['term 9999', 'Ziel 9999']);
    expect([d.entry_count_before, d.entry_count_after]).toEqual([10_000, 10_000]);

    const text = (await w.cli(['plan'])).stdout;
    expect(text).toContain('    ~ dictionary en → de: 30 added, 40 changed, 30 removed; 10,000 → 10,000 terms');
    expect(text).toContain('# … and 10 more added terms, 20 more changed, 10 more removed; the JSON plan (stylesync plan --format json) has every term');
    const md = (await w.cli(['plan', '--format', 'markdown'])).stdout;
    expect(md).toContain('_… and 10 more added terms, 20 more changed, 10 more removed; the JSON plan (`stylesync plan --format json`) has every term._');
  });

  it('a term written as a workflow command stays text in a CI log', async () => {
    await w.write('glossaries/hostile.yaml', glossary('::error::forged', `dictionaries:\n${dictionary('de', { '::set-output name=x::owned': '##[warning]legacy', 'a\u202eb': 'c' })}`));
    const r = await w.cli(['plan'], { env: { GITHUB_ACTIONS: 'true' } });
    const lines = (r.stdout + r.stderr).split('\n');
    expect(lines.filter((l) => /^\s*::|##\[/.test(l))).toEqual([]);
    expect(r.stdout).toContain('+ create glossary "\\u003a:error::forged"');
    expect(r.stdout).toContain('+ \\u003a:set-output name=x::owned: ##\\u005bwarning]legacy');
    expect(r.stdout).toContain('+ a\\u202eb: c');
  });
});
