import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { DE_RULES, styleFile } from '../world/files.ts';
import { events, useStage, workflowCommands } from '../world/action.ts';
import { expectContains } from '../world/expect-contains.ts';
import { driftParts } from '../world/drift-parts.ts';

// Glossaries in the Action (issue #19): the comment, the job summary, the log
// and the outputs of a pull request's plan, with glossary drift apart.

const EN_DE = { source_lang: 'en', target_lang: 'de' };

/** A term a hostile pull request could write: workflow commands, Markdown, HTML, a table pipe, a mention, a link. */
const HOSTILE = '::set-output name=has-changes::false | <img src=x onerror=alert(1)> `tick` @team [x](https://e.example)';

const s = useStage({}, (s) => {
  s.emu.seed([{ name: 'German', language: 'de', configured_rules: DE_RULES, custom_instructions: [] }]);
});

const glossaryFile = (name: string, body: string) => `# yaml-language-server: $schema=../schema/glossary.schema.json\nname: ${JSON.stringify(name)}\n${body}`;

describe('the Action on a pull request with glossary files', () => {
  it('shows the pull request’s glossary changes apart from glossary drift, counts them in outputs, and keeps hostile terms inert', async () => {
    // Live: "sign in" was changed by hand on the service (drift), and Old is still there.
    await s.client().createGlossary('Terms', [{ ...EN_DE, entries: [['sign in', 'einloggen'], ['save', 'speichern']] }]);
    await s.client().createGlossary('Old', [{ ...EN_DE, entries: [['a', 'b']] }]);
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
    // The base branch: Terms as the team wants it (entries in a TSV file, which the drift view must read too), Old tombstoned.
    await s.write('glossaries/terms.yaml', glossaryFile('Terms', 'dictionaries:\n  - source_language: en\n    target_language: de\n    entries_file: terms/en-de.tsv\n'));
    await s.write('glossaries/terms/en-de.tsv', 'sign in\tanmelden\nsave\tspeichern\n');
    await s.write('glossaries/old.yaml', glossaryFile('Old', 'state: absent\n'));
    const base = s.commit('base');

    // The pull request adds a glossary holding a hostile term.
    await s.write('glossaries/new.yaml', glossaryFile('New', `dictionaries:\n  - source_language: en\n    target_language: fr\n    entries:\n      ${JSON.stringify(HOSTILE)}: ${JSON.stringify(`${HOSTILE} fr`)}\n      save: enregistrer\n`));
    s.commit('add New');
    const mark = s.emu.log.length;
    const result = await s.run(events.pullRequest({ baseSha: base }), s.inputs());
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);

    // Outputs count the whole plan (what applying after the merge does), glossaries apart from lists.
    expect(result.outputs).toMatchObject({ 'has-changes': 'true', creates: '0', updates: '0', deletes: '0', 'glossary-creates': '1', 'glossary-updates': '1', 'glossary-deletes': '1' });

    const comment = s.github.comments(7)[0]?.body ?? '';
    const { own, drift } = driftParts(comment);
    expectContains(own, [
      '### Plan: 0 lists to create, 0 to update, 0 to delete; 1 glossary to create, 0 to update, 0 to delete.',
      '<b>New</b> (glossary: en → fr): create · glossaries/new.yaml',
      '| Source | This pull request |',
      '| `+` save | enregistrer |',
      'drift in 2 glossaries, shown apart under **Drift** at the end; that drift **deletes 1 glossary**',
    ]);
    expectContains(drift, [
      '0 glossaries to create, 1 to update, 1 to delete.',
      '> **Applying after the merge also deletes 1 glossary:** Old (glossary\\_id ',
      '| Source | Live (the service) | File (base branch) |',
      '| `~` sign in | einloggen | anmelden |',
    ], ['<b>New</b>']);

    // The hostile term is text in the comment, the summary and the log: no HTML, no link, no mention, no command.
    for (const md of [comment, result.summary]) {
      expect(md).toContain('| `+` ::set-output name=has-changes::false \\| &lt;img src=x onerror=alert(1)&gt; \\`tick\\` @&#8203;team \\[x\\](https:&#8203;//e.example) | ');
      // As GitHub renders it (GFM; marked parses it the same way): text, not an image, link or mention.
      const html = new Marked({ gfm: true }).parse(md) as string;
      expect(html).not.toMatch(/<img|href="https:\/\/e\.example|@team/);
    }
    expect(result.summary).toContain('<b>New</b> (glossary: en → fr): create');
    // Only the Action's own masks of the key and token: the term forged nothing.
    expect(workflowCommands(result.stdout).filter((line) => !line.startsWith('::add-mask::'))).toEqual([]);
    expect(result.stdout).toContain('+ create glossary "New" (en → fr)');
    expect(result.stdout).toContain('\\u003a:set-output name=has-changes::false');
    // A pull request only reads.
    expect(s.emu.log.slice(mark).filter((e) => e.method !== 'GET')).toEqual([]);
  });

  it('says the plan is empty for lists and glossaries alike, and outputs zeros', async () => {
    await s.client().createGlossary('Terms', [{ ...EN_DE, entries: [['sign in', 'anmelden']] }]);
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
    await s.write('glossaries/terms.yaml', glossaryFile('Terms', 'dictionaries:\n  - source_language: en\n    target_language: de\n    entries:\n      sign in: anmelden\n'));
    const base = s.commit('base');
    const result = await s.run(events.pullRequest({ baseSha: base }), s.inputs());
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ 'has-changes': 'false', 'glossary-creates': '0', 'glossary-updates': '0', 'glossary-deletes': '0' });
    const comment = s.github.comments(7)[0]?.body ?? '';
    expect(comment).toContain('### No changes. The live lists and glossaries match the files.');
    expect(comment).toContain('**Drift:** none. The live lists and glossaries match the base branch');
  });

  it('the drift view reads the base commit’s TBX entries file (brought along like TSV and CSV)', async () => {
    await s.client().createGlossary('Termbase', [{ ...EN_DE, entries: [['sign in', 'einloggen']] }]);
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
    await s.write('glossaries/termbase.yaml', glossaryFile('Termbase', 'dictionaries:\n  - source_language: en\n    target_language: de\n    entries_file: terms/en-de.tbx\n'));
    const tbx = '<martif type="TBX-Basic"><text><body><termEntry><langSet xml:lang="en"><tig><term>sign in</term></tig></langSet><langSet xml:lang="de"><tig><term>anmelden</term></tig><tig><term>einloggen</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></tig></langSet></termEntry></body></text></martif>\n';
    await s.write('glossaries/terms/en-de.tbx', tbx);
    const base = s.commit('base');
    await s.write('styles/de.yaml', `${styleFile({ name: 'German', rules: DE_RULES })}# touched\n`);
    s.commit('touch the list');
    const result = await s.run(events.pullRequest({ baseSha: base }), s.inputs());
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const comment = s.github.comments(7)[0]?.body ?? '';
    const drift = comment.slice(comment.indexOf('### Drift: the service differs from the base branch'));
    expect(drift).toContain('| `~` sign in | einloggen | anmelden |');
  });

  it('a drift check fails on glossary drift and names it', async () => {
    await s.client().createGlossary('Terms', [{ ...EN_DE, entries: [['sign in', 'einloggen']] }]);
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
    await s.write('glossaries/terms.yaml', glossaryFile('Terms', 'dictionaries:\n  - source_language: en\n    target_language: de\n    entries:\n      sign in: anmelden\n'));
    s.commit('base');
    const result = await s.run(events.schedule(), s.inputs());
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('::error::The live lists or glossaries have drifted from the files: Plan: 0 lists to create, 0 to update, 0 to delete; 0 glossaries to create, 1 to update, 0 to delete.');
    expect(result.summary).toContain('| `~` sign in | einloggen | anmelden |');
    expect(result.outputs['glossary-updates']).toBe('1');
  });
});
