import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LiveList } from '../../src/catalog/types.ts';
import { ACME_DE_FILES, glossaryFile, styleFile } from '../world/files.ts';
import { commitAll } from '../world/git.ts';
import { ACME_DE_LIVE } from '../world/service.ts';
import { worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

// Issue #29: with a base (`plan --since REF`), a new unpinned file whose name
// matches a live list or glossary the base did not manage adopts it: shown as
// `adopt`, above the updates, with the live content it overwrites; an error
// with `adopt: refuse`; quiet when the file pins the id. And a protection
// lifted in the same change as the delete is an alert of its own.

const EN_DE = { source_lang: 'en', target_lang: 'de' };

let outside: LiveList;
let glossaryId: string;
const w = worldEach({
  files: ACME_DE_FILES,
  async arrange(repo) {
    [, outside] = repo.emu.seed([
      ACME_DE_LIVE,
      { name: 'Made Outside', language: 'de', configured_rules: {}, custom_instructions: [{ label: 'Legal', prompt: 'Keep the legal disclaimer verbatim.', source_language: 'en' }] },
    ]) as [LiveList, LiveList];
    glossaryId = (await repo.client.createGlossary('Outside Terms', [{ ...EN_DE, entries: [['sign in', 'anmelden'], ['log out', 'abmelden']] }])).value.glossary_id;
    commitAll(repo, 'v1');
    // The change under review: two new files named like live items no file managed.
    await repo.write('styles/outside.yaml', styleFile({ name: 'Made Outside', instructions: [{ label: 'Tone', prompt: 'Be brief.' }] }));
    await repo.write('glossaries/outside.yaml', glossaryFile({ name: 'Outside Terms', dictionaries: { de: { 'sign in': 'anmelden' } } }));
  },
});

describe('adoption, with --since', () => {
  it('shows adopt above the updates, with the instruction it deletes and the term it removes, in text', async () => {
    const r = await w.cli(['plan', '--since', 'HEAD']);
    expect(r.code).toBe(0);
    const adopt = r.stdout.indexOf('adopt "Made Outside"');
    expect(adopt).toBeGreaterThan(-1);
    expect(r.stdout).toContain('adopts a live list no style file managed before this change');
    expect(r.stdout.slice(adopt)).toContain('Keep the legal disclaimer verbatim.');
    expect(r.stdout).toContain('adopt glossary "Outside Terms"');
    expect(r.stdout).toContain('log out');
  });

  it('is a [!WARNING] in Markdown, and `adopted` in JSON', async () => {
    const md = await w.cli(['plan', '--since', 'HEAD', '--format', 'markdown']);
    expect(md.stdout).toMatch(/> \[!WARNING\]\n> \*\*This change adopts 2 live items no file managed before:\*\* Made Outside \(list, style\\_id [^,]+, styles\/outside.yaml\), Outside Terms \(glossary/);
    expect(md.stdout).toContain('`~` **adopt**');
    expect(md.stdout).toContain('Keep the legal disclaimer verbatim.');
    const json = JSON.parse((await w.cli(['plan', '--since', 'HEAD', '--format', 'json'])).stdout) as { lists: { items: Array<{ name: string; adopted?: true }> }; glossaries: { items: Array<{ name: string; adopted?: true }> } };
    expect(json.lists.items.find((l) => l.name === 'Made Outside')?.adopted).toBe(true);
    expect(json.glossaries.items.find((g) => g.name === 'Outside Terms')?.adopted).toBe(true);
  });

  it('is an error with `adopt: refuse`, whose hint is import or a pin', async () => {
    await w.write('stylesync.yaml', 'adopt: refuse\n');
    const r = await w.cli(['plan', '--since', 'HEAD']);
    expectRun(r, 1, { stdout: ['[adopt-refused]', 'stylesync import --only lists'] });
    expect(r.stdout).toContain(`style_id: ${outside.style_id}`);
    expect(r.stdout).toContain(`glossary_id: ${glossaryId}`);
  });

  it('is quiet for a pinned file: the pin is the consent', async () => {
    await w.write('stylesync.yaml', 'adopt: refuse\n');
    await w.write('styles/outside.yaml', styleFile({ name: 'Made Outside', style_id: outside.style_id, instructions: [{ label: 'Tone', prompt: 'Be brief.' }] }));
    await w.write('glossaries/outside.yaml', `glossary_id: ${glossaryId}\n${await w.read('glossaries/outside.yaml')}`);
    const r = await w.cli(['plan', '--since', 'HEAD']);
    expectRun(r, 0, { stdout: ['update "Made Outside"'] });
    expect(r.stdout).not.toContain('adopt');
  });

  it('is not flagged once the base manages the item, nor without --since', async () => {
    commitAll(w, 'v2');
    expect((await w.cli(['plan', '--since', 'HEAD'])).stdout).not.toContain('adopt');
    expect((await w.cli(['plan'])).stdout).not.toContain('adopt');
  });
});

describe('a protection lifted with the delete, with --since', () => {
  it('is an alert of its own in text and Markdown, naming the file', async () => {
    await rm(join(w.dir, 'styles/outside.yaml'));
    await rm(join(w.dir, 'glossaries/outside.yaml'));
    await w.write('styles/de.yaml', `${styleFile({ name: 'Acme DE' })}protect: true\n`);
    commitAll(w, 'protect');
    await w.write('styles/de.yaml', styleFile({ name: 'Acme DE', state: 'absent' }));
    const text = await w.cli(['plan', '--since', 'HEAD']);
    expectRun(text, 0, {
      stdout: [
        'warning: a protection is lifted in the same change that deletes:',
        'The list "Acme DE" (styles/de.yaml) was protected at HEAD by `protect: true` in styles/de.yaml, yet the plan would delete it',
        '[protect-removed]',
      ],
    });
    const md = await w.cli(['plan', '--since', 'HEAD', '--format', 'markdown']);
    expect(md.stdout).toContain('> [!CAUTION]\n> **This change lifts 1 protection and deletes what it protected:**');
    // Without a base the same plan is an ordinary delete.
    expect((await w.cli(['plan'])).stdout).not.toContain('protect');
  });

  it('is an alert for a glossary too, found in the glossary files of either commit', async () => {
    await rm(join(w.dir, 'styles/outside.yaml'));
    await w.write('glossaries/outside.yaml', glossaryFile({ name: 'Outside Terms', dictionaries: { de: { 'sign in': 'anmelden' } }, tail: 'protect: true\n' }));
    commitAll(w, 'protect');
    await w.write('glossaries/outside.yaml', 'name: Outside Terms\nstate: absent\n');
    expectRun(await w.cli(['plan', '--since', 'HEAD']), 0, {
      stdout: [
        'The glossary "Outside Terms" (glossaries/outside.yaml) was protected at HEAD by `protect: true` in glossaries/outside.yaml, yet the plan would delete it',
        '[protect-removed]',
      ],
    });
  });
});
