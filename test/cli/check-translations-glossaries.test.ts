import { describe, expect, it } from 'vitest';
import { PREVIEW_PREFIX } from '../../src/plan/preview.ts';
import { NOT_EINLOGGEN, signInGlossary, signInStyle } from '../world/files.ts';
import { ACME_DE_LIVE, requests } from '../world/service.ts';
import { worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

// plan --check-translations with glossaries, through the CLI against the
// emulator (which applies a glossary visibly: each source term becomes its
// target term): a reviewer sees "sign in → anmelden" take effect.

const STYLE = signInStyle();
const ACME = (term: string) => signInGlossary(term, { expect: NOT_EINLOGGEN });

const w = worldEach({
  files: { 'styles/de.yaml': STYLE, 'glossaries/acme.yaml': ACME('anmelden') },
  lists: [ACME_DE_LIVE],
  glossaries: [{ name: 'Acme Terms', dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: [['sign in', 'einloggen']] }] }],
});

const copies = () => w.emu.glossaries().filter((g) => g.name.startsWith(PREVIEW_PREFIX));
const writes = (from: number) => requests(w.emu).slice(from).filter((r) => !r.startsWith('GET'));

describe('plan --check-translations with glossaries', () => {
  it('previews a term change on a real sentence, through a copy of the glossary removed after; the live glossary is only read', async () => {
    const mark = w.emu.log.length;
    const r = await w.cli(['plan', '--check-translations']);
    expect(r.stderr).toBe('');
    expectRun(r, 0, { stdout: ['Translate checks: 2 examples in 1 list and 1 glossary file', '"Acme DE" (de, a glossary it names changes: style_id '] });
    expect(r.stdout).toMatch(/with glossary "Acme Terms" \(changed: before with glossary_id \S+, after with a preview copy\)/);
    expect(r.stdout).toContain('before: [DE] Please einloggen.');
    expect(r.stdout).toContain('after:  [DE] Please anmelden.');
    expect(r.stdout).toMatch(/diff: {3}\[DE\] Please \[-einloggen\.-\]\{\+anmelden\.\+\}|diff: {3}\[DE\] Please \[-einloggen-\]\{\+anmelden\+\}\./);
    expect(r.stdout).toContain('glossary "Acme Terms" (changed: before with glossary_id');
    expect(r.stdout).toContain('after:  [DE] Please anmelden to Acme Cloud.');
    expect(r.stdout).toContain('All translate checks passed.');
    expect(writes(mark)).toEqual([
      'POST /v3/glossaries',
      'POST /v2/translate',
      'POST /v2/translate',
      'POST /v2/translate',
      'POST /v2/translate',
      'DELETE /v3/glossaries/:glossary_id',
    ]);
    expect(copies()).toEqual([]);
    expect(w.emu.glossaries().map((g) => [g.name, g.dictionaries.map((d) => d.entries)])).toEqual([['Acme Terms', ['sign in\teinloggen']]]);
  });

  it('Markdown shows the before/after tables of the list and of the glossary; JSON carries every result', async () => {
    const md = await w.cli(['plan', '--check-translations', '--format', 'markdown']);
    expectRun(md, 0, {
      stdout: [
        'Examples of <b>Acme DE</b> (de, before → after, with glossary <b>Acme Terms</b> (changed)): passed',
        'Examples of glossary <b>Acme Terms</b> (before → after): passed · glossaries/acme.yaml',
        '| ✅ Please sign in. → de (styles/de.yaml:5) | \\[DE\\] Please einloggen. | \\[DE\\] Please <del>einloggen</del> <b>anmelden</b>. |',
      ],
    });
    const json = await w.cli(['plan', '--check-translations', '--format', 'json']);
    const checks = JSON.parse(json.stdout).checks.translations;
    expect(checks.lists[0].examples[0]).toMatchObject({ before: '[DE] Please einloggen.', after: '[DE] Please anmelden.', status: 'passed' });
    expect(checks.glossaries[0]).toMatchObject({ name: 'Acme Terms', mode: 'changed', examples: [{ after: '[DE] Please anmelden to Acme Cloud.' }] });
    expect(checks.glossary_previews).toMatchObject([{ glossary: 'Acme Terms', pairs: ['en→de'], deleted: true }]);
    expect(copies()).toEqual([]);
  });

  it('an expectation the glossary change breaks fails the plan (exit 1), and says where it is written', async () => {
    const [live] = (await w.client.listGlossaries()).value;
    await w.client.putDictionary(live!, { source_lang: 'en', target_lang: 'de', entries: [['sign in', 'anmelden']] });
    await w.write('glossaries/acme.yaml', ACME('einloggen'));
    await w.write('styles/de.yaml', STYLE.replace('Please sign in.', 'Please sign in now.'));
    const r = await w.cli(['plan', '--check-translations']);
    expectRun(r, 1, {
      stdout: [
        'before: [DE] Please anmelden now.',
        '✗ expect.contains "anmelden": the translation does not contain it  # styles/de.yaml:8',
        '✗ expect.not_contains "einloggen": the translation contains it  # glossaries/acme.yaml:12',
      ],
    });
    expect(copies()).toEqual([]);
  });

  it('a copy the service will not make fails the checks with its message and leaves nothing; one it will not delete is named with what to do', async () => {
    w.emu.addFault({ method: 'POST', route: '/v3/glossaries', kind: 'status', status: 500 });
    const failed = await w.cli(['plan', '--check-translations']);
    expectRun(failed, 1, { stdout: ['translate failed: could not create the preview glossary:', '3 translate checks failed.'] });
    expect(copies()).toEqual([]);

    w.emu.clearFaults();
    w.emu.addFault({ method: 'DELETE', route: '/v3/glossaries/:glossary_id', kind: 'status', status: 500 });
    const stuck = await w.cli(['plan', '--check-translations']);
    expect(stuck.code).toBe(1);
    expect(stuck.stdout).toMatch(/✗ could not delete the preview glossary "stylesync-preview [0-9a-f]+ Acme Terms" \(glossary_id \S+\): /);
    expect(stuck.stdout).toContain('A later run with --check-translations removes it once it is an hour old, or delete it by hand.');
    expect(copies()).toHaveLength(1);
  }, 20_000);

  it('the least the glossary examples cost counts before any request; a partial plan uses the live glossary and runs no glossary file', async () => {
    const mark = w.emu.log.length;
    const refused = await w.cli(['plan', '--check-translations', '--max-check-characters', '40']);
    expectRun(refused, 1, { stderr: ['at least 44 characters'] });
    expect(w.emu.log.length).toBe(mark);

    const partial = await w.cli(['plan', 'styles/de.yaml', '--check-translations', '--no-fail-on-check']);
    expect(partial.stdout).toContain('Translate checks: 1 example in 1 list');
    expect(partial.stdout).toContain('with glossary "Acme Terms" (unchanged)');
    expect(partial.stdout).toContain('result: [DE] Please einloggen.');
    expect(writes(mark).filter((r) => r.includes('glossaries'))).toEqual([]);
  });

  it('a glossary example into a language without glossary support stops the checks before any translation', async () => {
    await w.write('glossaries/acme.yaml', ACME('anmelden').replace('    target_language: de\n    expect', '    target_language: de-CH\n    expect'));
    const mark = w.emu.log.length;
    const r = await w.cli(['plan', '--check-translations']);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toMatch(/glossaries\/acme\.yaml:10:22: error: .*`de-CH` does not support glossaries/);
    expect(writes(mark)).toEqual([]);
    // Without the translate checks the example is never sent: a warning.
    const plain = await w.cli(['plan']);
    expect(plain.code).toBe(0);
  });
});
