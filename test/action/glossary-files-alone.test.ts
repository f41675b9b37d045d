import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { events, useStage } from '../world/action.ts';
import { expectContains } from '../world/expect-contains.ts';

// Issue #22, end to end: a pull request that changes only what a long-form
// glossary entry says beyond its target (forbidden variants, a note). The
// Action from source (INPUT_* variables, a temporary GITHUB_STEP_SUMMARY, the
// local fake GitHub API, the emulator over HTTP) reads the base commit's
// glossary files with `git show`, shows the change in a closed block, plans
// nothing for the service, and after the merge apply writes no glossary.

const GUIDE = 'https://acme.github.io/styles';
const STYLE = 'name: Acme DE\nlanguage: de\nglossaries: [Acme Terms]\n';
const glossary = (signIn: string) => `name: Acme Terms
dictionaries:
  - source_language: en
    target_language: de
    entries:
      sign in: ${signIn}
      settings: Einstellungen
      Acme Cloud: {translate: false, definition: Our hosting product.}
`;
const BEFORE = '{target: anmelden, forbidden: [einloggen]}';
const AFTER = '{target: anmelden, forbidden: [einloggen, login], note: "Formal register; never the anglicism."}';
const LINK = /\]\((https:\/\/[^)\s]+)\)/g;

const s = useStage();

const writes = (from: number) => s.emu.log.slice(from).filter((e) => e.method !== 'GET').map((e) => `${e.method} ${e.route}`);

/** The closed block the comment and the summary show, from its opening tag to its closing one. */
function filesAloneBlock(markdown: string): string {
  const start = markdown.indexOf('### Changes to the glossary files alone');
  expect(start).toBeGreaterThanOrEqual(0);
  return markdown.slice(start, markdown.indexOf('</details>', start) + '</details>'.length);
}

describe('a pull request that changes a long-form entry beyond its target', () => {
  it('shows the glossary files alone changed, links the term to the guide, plans no glossary update; apply after the merge writes no glossary', async () => {
    await s.write('stylesync.yaml', `styles_dir: styles\nguide_url: ${GUIDE}\n`);
    await s.write('styles/de.yaml', STYLE);
    await s.write('glossaries/acme.yaml', glossary(BEFORE));
    const base = s.commit('base');
    // The base branch applied, as the apply workflow does on merge: the service holds the pairs, so there is no drift.
    expect((await s.run(events.push(), s.inputs({ command: 'apply' }))).code).toBe(0);
    expect(s.emu.glossaries().map((g) => g.name)).toEqual(['Acme Terms']);

    await s.write('glossaries/acme.yaml', glossary(AFTER));
    s.commit('sign in: forbid login too, and say why');
    const mark = s.emu.log.length;
    const run = await s.run(events.pullRequest({ baseSha: base }), s.inputs({ guide: 'true' }));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // The service gets bare pairs, and they did not change.
    expect(run.outputs).toMatchObject({ 'has-changes': 'false', 'glossary-creates': '0', 'glossary-updates': '0', 'glossary-deletes': '0' });
    expect(writes(mark)).toEqual([]);
    expect(run.stdout).toContain('Changes to the glossary files alone: 1 term; nothing is sent to the service (listed in the job summary).');

    const comment = s.github.comments(7).at(-1)?.body as string;
    for (const md of [comment, run.summary]) {
      expect(md).toContain('### None: this pull request changes no list and no glossary on the service.\n');
      expect(md).not.toContain('glossaries to create, 0 to update');
      const block = filesAloneBlock(md);
      expect(block).toContain('### Changes to the glossary files alone: 1 term; nothing is sent to the service\n\n<details><summary>Forbidden variants and notes, before and after</summary>');
      // One term: its second row leaves glossary and term blank.
      expect(block).toMatch(
        /\n\| Acme Terms \(en → de\) \| \[sign in\]\(https:\/\/acme\.github\.io\/styles\/de\.html#[^)]+\) \| forbidden \| einloggen \| einloggen<br>login _\(added\)_ \|\n\| {2}\| {2}\| note \| _\(unset\)_ \| Formal register; never the anglicism\. \|\n/,
      );
      expect(block).not.toContain('settings');
      // The link lands on an anchor the guide of these files writes.
      const links = [...block.matchAll(LINK)].map((m) => m[1] as string);
      expect(new Set(links).size).toBe(1);
      const [page, anchor] = (links[0] as string).replace(`${GUIDE}/`, '').split('#') as [string, string];
      expect(await readFile(join(run.outputs['guide-dir'] as string, page), 'utf8')).toContain(`id="${decodeURIComponent(anchor)}"`);
    }

    // Merged: apply reads the same pairs, and sends no glossary write.
    const merged = s.emu.log.length;
    const applied = await s.run(events.push(), s.inputs({ command: 'apply' }));
    expect(applied.code).toBe(0);
    expect(applied.outputs['has-changes']).toBe('false');
    expect(writes(merged)).toEqual([]);
    expect(s.emu.log.slice(merged).some((e) => e.route.startsWith('/v3/glossaries'))).toBe(true);
  });
});

describe('the same pull request beside drift', () => {
  it('plans the base commit’s long-form entries as pairs for the drift section, and keeps the files-alone block with the pull request’s own changes', async () => {
    // The service: "sign in" changed by hand to the variant the base branch forbids.
    const client = s.client();
    await client.createGlossary('Acme Terms', [{ source_lang: 'en', target_lang: 'de', entries: [['sign in', 'einloggen'], ['settings', 'Einstellungen'], ['Acme Cloud', 'Acme Cloud']] }]);
    s.emu.seed([{ name: 'Acme DE', language: 'de', configured_rules: {}, custom_instructions: [] }]);
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', STYLE);
    await s.write('glossaries/acme.yaml', glossary(BEFORE));
    const base = s.commit('base');
    await s.write('glossaries/acme.yaml', glossary(AFTER));
    s.commit('sign in: forbid login too');

    const run = await s.run(events.pullRequest({ baseSha: base }), s.inputs());
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const comment = s.github.comments(7).at(-1)?.body as string;
    const driftAt = comment.indexOf('### Drift: the service differs from the base branch');
    expect(driftAt).toBeGreaterThan(0);
    const [own, drift] = [comment.slice(0, driftAt), comment.slice(driftAt)];
    expect(own).toContain('### None: this pull request changes no list and no glossary on the service.\n');
    expect(own).toContain('drift in 1 glossary, shown apart under **Drift** at the end');
    expect(filesAloneBlock(own)).toContain('| forbidden | einloggen | einloggen<br>login _(added)_ |');
    // The drift is the pair alone: "Acme Cloud" (translate: false) is Acme Cloud → Acme Cloud on both sides, so unchanged.
    expectContains(drift, [
      '0 glossaries to create, 1 to update, 0 to delete.',
      '| `~` sign in | einloggen | anmelden |',
    ], ['Acme Cloud', 'glossary files alone']);
  });
});
