import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACME_DE_FILES, glossaryFile } from '../world/files.ts';
import { ACME_DE_LIVE, notLanguageRead, requests } from '../world/service.ts';
import { world, worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

// Glossaries planned beside the lists (issue #19), through the CLI against the
// emulator: what is read, what is planned, and saved plans refused when the
// entries moved. Applying them is tested with the apply step.

const EN_DE = { source_lang: 'en', target_lang: 'de' };
const EN_FR = { source_lang: 'en', target_lang: 'fr' };

const ACME = glossaryFile({ name: 'Acme Terms', dictionaries: { de: { 'sign in': 'anmelden', 'Acme Cloud': 'Acme Cloud' }, fr: { 'sign in': 'se connecter' } } });

const w = worldEach({ files: { ...ACME_DE_FILES }, lists: [ACME_DE_LIVE] });

const glossaryRequests = () => requests(w.emu).filter((r) => r.includes('/v3/glossaries'));
const planJson = async (argv: string[] = []) => {
  const r = await w.cli(['plan', '--format', 'json', ...argv]);
  expect(r.stderr).not.toContain('error:');
  return JSON.parse(r.stdout);
};
const seedAcme = () =>
  w.client.createGlossary('Acme Terms', [
    { ...EN_DE, entries: [['sign in', 'anmelden'], ['Acme Cloud', 'Acme Cloud']] },
    { ...EN_FR, entries: [['sign in', 'se connecter']] },
  ]);

describe('plan with glossary files', () => {
  it('a repository without glossary files never reads glossaries, even with --prune', async () => {
    await w.client.createGlossary('Hand-kept', [{ ...EN_DE, entries: [['a', 'b']] }]);
    const mark = w.emu.log.length;
    const plan = await planJson(['--prune']);
    expect(plan.glossaries).toBeUndefined();
    expect(w.emu.log.slice(mark).map((e) => e.route).filter((r) => r.includes('glossar'))).toEqual([]);
    expect((await w.cli(['plan', '--prune', '--detailed-exitcode'])).code).toBe(0);
  });

  it('a new glossary is one create, read with the listing alone', async () => {
    await w.write('glossaries/acme.yaml', ACME);
    const plan = await planJson();
    expect(plan.glossaries.summary).toEqual({ create: 1, update: 0, delete: 0 });
    expect(plan.glossaries.requests).toBe(1);
    expect(plan.glossaries.items[0]).toMatchObject({ name: 'Acme Terms', file: 'glossaries/acme.yaml', action: 'create', writes: [{ kind: 'create_glossary', name: 'Acme Terms' }] });
    expect(plan.glossaries.fingerprint.absent_names).toEqual(['Acme Terms']);
    expect(glossaryRequests()).toEqual(['GET /v3/glossaries']);
    expect((await w.cli(['plan', '--detailed-exitcode'])).code).toBe(2);
  });

  it('a glossary equal to its file plans nothing, at 1 + dictionaries requests; unmanaged glossaries are listed, not read', async () => {
    await seedAcme();
    await w.client.createGlossary('Someone else', [{ ...EN_DE, entries: [['x', 'y']] }]);
    await w.write('glossaries/acme.yaml', ACME);
    const mark = w.emu.log.length;
    const plan = await planJson();
    expect(plan.glossaries).toMatchObject({ items: [], unchanged: ['Acme Terms'], unmanaged: [{ name: 'Someone else', ignored: false }] });
    const sent = requests(w.emu).slice(mark).filter(notLanguageRead).filter((r) => r.includes('glossar'));
    expect(sent.sort()).toEqual(['GET /v3/glossaries', 'GET /v3/glossaries/:glossary_id/entries', 'GET /v3/glossaries/:glossary_id/entries']);
    expect((await w.cli(['plan', '--detailed-exitcode'])).code).toBe(0);
  });

  it('a removed term is a PUT of the whole dictionary; an added one a PATCH; every term change is in the JSON', async () => {
    await seedAcme();
    await w.write('glossaries/acme.yaml', ACME.replace('      Acme Cloud: Acme Cloud\n', '').replace('sign in: se connecter', 'sign in: se connecter\n      dashboard: tableau de bord'));
    const [g] = (await planJson()).glossaries.items;
    expect(g.action).toBe('update');
    expect(g.dictionaries).toEqual([
      expect.objectContaining({ ...EN_DE, action: 'update', removed: [['Acme Cloud', 'Acme Cloud']], added: [], entry_count_before: 2, entry_count_after: 1 }),
      expect.objectContaining({ ...EN_FR, action: 'update', added: [['dashboard', 'tableau de bord']], entry_count_after: 2 }),
    ]);
    expect(g.writes.map((x: { kind: string }) => x.kind).sort()).toEqual(['patch_glossary', 'put_dictionary']);
  });

  it('--prune deletes unmanaged glossaries within the thresholds, spares ignored ones, and counts them apart from lists', async () => {
    await seedAcme();
    await w.client.createGlossary('Old terms', [{ ...EN_DE, entries: [['x', 'y']] }]);
    await w.client.createGlossary('Vendor terms', [{ ...EN_DE, entries: [['v', 'w']] }]);
    await w.write('stylesync.yaml', "styles_dir: styles\nignore: ['Vendor *']\n");
    await w.write('glossaries/acme.yaml', ACME);
    const plan = await planJson(['--prune']);
    expect(plan.glossaries.items).toEqual([expect.objectContaining({ name: 'Old terms', action: 'delete', reason: 'prune', dictionaries: [expect.objectContaining({ removed: [['x', 'y']] })] })]);
    expect(plan.glossaries.unmanaged).toEqual([expect.objectContaining({ name: 'Vendor terms', ignored: true })]);
    expect(plan.lists.problems).toEqual([]);
    expect(plan.glossaries.problems).toEqual([]);

    await w.write('stylesync.yaml', "styles_dir: styles\nignore: ['Vendor *']\nthresholds:\n  max_deletes: 0\n");
    const refused = await planJson(['--prune']);
    expect(refused.glossaries.problems).toEqual([expect.objectContaining({ code: 'too-many-glossary-deletes', message: expect.stringContaining('1 glossary') })]);
    expect(refused.lists.problems).toEqual([]);
    expect((await w.cli(['plan', '--prune'])).code).toBe(1);
  });

  it('a list naming a glossary kept only on the service plans; one named nowhere fails the checks with its file:line', async () => {
    await w.client.createGlossary('Service Terms', [{ ...EN_DE, entries: [['a', 'b']] }]);
    await w.write('styles/de.yaml', 'name: Acme DE\nlanguage: de\nglossaries: [Service Terms]\n');
    const mark = w.emu.log.length;
    const ok = await w.cli(['plan', '--detailed-exitcode']);
    expect(ok.code).toBe(0);
    // No glossary file: the listing is read once, for the name, and no entries.
    expect(w.emu.log.slice(mark).filter((e) => e.route.includes('glossar')).map((e) => e.route)).toEqual(['/v3/glossaries']);

    await w.write('styles/de.yaml', 'name: Acme DE\nlanguage: de\nglossaries: [Service Term]\n');
    const offline = await w.cli(['validate']);
    expect(offline.code).toBe(0);
    expect(offline.stdout + offline.stderr).toContain('warning: glossary `Service Term` is not in the glossary files');
    const failed = await w.cli(['plan']);
    expectRun(failed, 1, {
      stdout: [
        'styles/de.yaml:3:14: error: glossary',
        'glossary `Service Term` is neither in the glossary files nor on the service',
        'Did you mean `Service Terms`?',
      ],
    });
  });

  it('a repository of glossary files alone (no styles directory) validates, plans and applies', async () => {
    const only = await world();
    try {
      await only.write('glossaries/acme.yaml', ACME);
      const validated = await only.cli(['validate']);
      expectRun(validated, 0, { stdout: ['1 glossary in 1 file: 0 errors, 0 warnings'] });
      expect((await only.cli(['plan', '--detailed-exitcode'])).code).toBe(2);
      expect((await only.cli(['apply', '--yes'])).code).toBe(0);
      expect((await only.cli(['plan', '--detailed-exitcode'])).code).toBe(0);
    } finally {
      await only.close();
    }
    // Without glossary files either, the missing styles directory is still the error it was.
    const empty = await world();
    try {
      const r = await empty.cli(['validate']);
      expectRun(r, 1, { stdout: ['styles directory styles does not exist'] });
    } finally {
      await empty.close();
    }
  });

  it('apply refuses, writing nothing, when a list names a glossary its file deletes (what validate calls an error)', async () => {
    await seedAcme();
    await w.write('styles/de.yaml', 'name: Acme DE\nlanguage: de\nglossaries: [Acme Terms]\n');
    await w.write('glossaries/acme.yaml', 'name: Acme Terms\nstate: absent\n');
    const mark = w.emu.log.length;
    const r = await w.cli(['apply', '--yes']);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain('glossary-deleted');
    expect(requests(w.emu).slice(mark).filter((q) => !q.startsWith('GET '))).toEqual([]);
    expect((await w.cli(['validate'])).code).toBe(1);
  });

  it('a partial plan selects lists only and reads no glossary', async () => {
    await w.write('glossaries/acme.yaml', ACME);
    const mark = w.emu.log.length;
    const r = await w.cli(['plan', 'styles/de.yaml', '--format', 'json']);
    expect(JSON.parse(r.stdout).glossaries).toBeUndefined();
    expect(w.emu.log.slice(mark).filter((e) => e.route.includes('glossar'))).toEqual([]);
  });
});

describe('saved plans with glossaries', () => {
  it('refuses a saved plan whose glossary entries changed on the service since, and writes nothing', async () => {
    const created = await seedAcme();
    await w.write('glossaries/acme.yaml', ACME.replace('sign in: anmelden', 'sign in: einloggen'));
    expect((await w.cli(['plan', '--out', 'plan.json'])).code).toBe(0);
    const saved = JSON.parse(await w.read('plan.json'));
    expect(saved.format_version).toBe(4);
    expect(Object.keys(saved.glossaries.fingerprint.hashes)).toEqual([created.value.glossary_id]);

    await w.client.patchGlossary(created.value, { dictionary: { ...EN_FR, entries: [['log out', 'se déconnecter']] } });
    const mark = w.emu.log.length;
    const r = await w.cli(['apply', 'plan.json']);
    expect(r.code).toBe(1);
    expect(r.stderr + r.stdout).toContain('glossary "Acme Terms"');
    expect(r.stderr + r.stdout).toContain('the en→fr entries changed');
    expect(requests(w.emu).slice(mark).filter((q) => !q.startsWith('GET '))).toEqual([]);
  });

  it('refuses a saved plan whose glossary writes were edited', async () => {
    await seedAcme();
    await w.write('glossaries/acme.yaml', ACME.replace('sign in: anmelden', 'sign in: einloggen'));
    await w.cli(['plan', '--out', 'plan.json']);
    const path = join(w.dir, 'plan.json');
    await writeFile(path, (await readFile(path, 'utf8')).replaceAll('einloggen', 'ausloggen'));
    const mark = w.emu.log.length;
    const r = await w.cli(['apply', 'plan.json']);
    expect(r.code).toBe(1);
    expect(r.stderr + r.stdout).toContain('PATCH merge en→de (1 entry');
    expect(requests(w.emu).slice(mark).filter((q) => !q.startsWith('GET '))).toEqual([]);
  });

  it('refuses a saved plan with a malformed glossary write before reading anything', async () => {
    await w.write('glossaries/acme.yaml', ACME);
    await w.cli(['plan', '--out', 'plan.json']);
    const path = join(w.dir, 'plan.json');
    const plan = JSON.parse(await readFile(path, 'utf8'));
    plan.glossaries.items[0].writes[0].dictionaries[0].entries[0] = ['only source'];
    await writeFile(path, JSON.stringify(plan));
    const r = await w.cli(['apply', 'plan.json']);
    expectRun(r, 1, { stderr: ['glossaries.items[0].writes[0].dictionaries[0].entries[0] must NOT have fewer than 2 items'] });
  });
});
