import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { LiveList } from '../../src/catalog/types.ts';
import type { CreateListBody } from '../../src/live/api.ts';
import { DE_RULES, styleFile } from '../world/files.ts';
import { expectNoKeyLeak } from '../world/keys.ts';
import { expectConverged, requests } from '../world/service.ts';
import { world, type World } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

let w: World;
afterEach(async () => {
  await w.close();
});
afterAll(() => expectNoKeyLeak());

const list = (name: string, language = 'de'): CreateListBody => ({ name, language, configured_rules: DE_RULES, custom_instructions: [{ label: 'Brand', prompt: 'Keep "Acme".', source_language: 'en' }] });

describe('tombstones', () => {
  it('deletes a list marked absent after saving it to the backup directory', async () => {
    w = await world({ config: 'styles_dir: styles\nthresholds: { max_deletes: 5, max_delete_percent: 100 }\n' });
    const [gone] = w.emu.seed([list('Old Campaign DE'), list('Acme DE')]) as [LiveList];
    await w.write('styles/old.yaml', styleFile({ name: 'Old Campaign DE', state: 'absent' }));
    await w.write('styles/de.yaml', styleFile({ name: 'Acme DE', rules: DE_RULES, instructions: [{ label: 'Brand', prompt: 'Keep "Acme".' }] }));

    const apply = await w.cli(['apply', '--yes']);
    expect(apply.code).toBe(0);
    expect(w.emu.lists().map((l) => l.name)).toEqual(['Acme DE']);
    const backups = await w.files('.stylesync/backups');
    expect(backups).toHaveLength(1);
    expect(backups[0]).toMatch(new RegExp(`^${gone.style_id}-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d-\\d{3}Z\\.json$`));
    const backup = JSON.parse(await w.read(`.stylesync/backups/${backups[0]}`));
    expect(backup.list).toEqual(gone);
    expect(apply.stdout).toContain(`- Old Campaign DE: DELETE style_rules → deleted (backup .stylesync/backups/${backups[0]})`);

    // The tombstone stays in the files; with the list gone it asks for nothing.
    await expectConverged(w);
  });

  it('deletes a reviewed tombstone in a small account with the default thresholds: the share counts from 10 live lists up', async () => {
    w = await world();
    w.emu.seed([list('Old Campaign DE'), list('Acme DE'), list('Acme FR', 'fr')]);
    await w.write('styles/old.yaml', styleFile({ name: 'Old Campaign DE', state: 'absent' }));
    const apply = await w.cli(['apply', '--yes']);
    expect(apply.stderr).not.toContain('max_delete_percent');
    expect(apply.code).toBe(0);
    expect(w.emu.lists().map((l) => l.name)).toEqual(['Acme DE', 'Acme FR']);
  });

  it('writes backups where --backup-dir says', async () => {
    w = await world({ config: 'styles_dir: styles\nthresholds: { max_deletes: 5, max_delete_percent: 100 }\n' });
    w.emu.seed([list('Old Campaign DE'), list('Acme DE')]);
    await w.write('styles/old.yaml', styleFile({ name: 'Old Campaign DE', state: 'absent' }));
    await w.write('styles/de.yaml', styleFile({ name: 'Acme DE', rules: DE_RULES, instructions: [{ label: 'Brand', prompt: 'Keep "Acme".' }] }));
    expect((await w.cli(['apply', '--yes', '--backup-dir', 'safe/place'])).code).toBe(0);
    expect(await w.files('safe/place')).toHaveLength(1);
    expect(await w.files('.stylesync/backups')).toEqual([]);
  });
});

describe('prune', () => {
  it('deletes unmanaged lists except those matching an ignore pattern', async () => {
    w = await world({ config: "styles_dir: styles\nignore: ['Legacy *']\nthresholds: { max_deletes: 5, max_delete_percent: 100 }\n" });
    w.emu.seed([list('Acme DE'), list('Legacy Support FR', 'fr'), list('Scratch list'), list('Legacy')]);
    await w.write('styles/de.yaml', styleFile({ name: 'Acme DE', rules: DE_RULES, instructions: [{ label: 'Brand', prompt: 'Keep "Acme".' }] }));

    const without = await w.cli(['plan', '--detailed-exitcode']);
    expectRun(without, 0, { stdout: ['Scratch list'] });

    const plan = await w.cli(['plan', '--prune', '--detailed-exitcode']);
    expectRun(plan, 2, { stdout: ['Plan: 0 to create, 0 to update, 2 to delete.'] });

    const apply = await w.cli(['apply', '--prune', '--yes']);
    expect(apply.code).toBe(0);
    // `Legacy *` needs something after the space: the bare "Legacy" is pruned.
    expect(w.emu.lists().map((l) => l.name).sort()).toEqual(['Acme DE', 'Legacy Support FR']);
    expect(await w.files('.stylesync/backups')).toHaveLength(2);
    await expectConverged(w, ['--prune']);
  });

  it('prunes when stylesync.yaml says prune: true', async () => {
    w = await world({ config: 'styles_dir: styles\nprune: true\nthresholds: { max_deletes: 5, max_delete_percent: 100 }\n' });
    w.emu.seed([list('Acme DE'), list('Scratch list')]);
    await w.write('styles/de.yaml', styleFile({ name: 'Acme DE', rules: DE_RULES, instructions: [{ label: 'Brand', prompt: 'Keep "Acme".' }] }));
    expect((await w.cli(['apply', '--yes'])).code).toBe(0);
    expect(w.emu.lists().map((l) => l.name)).toEqual(['Acme DE']);
  });
});

describe('thresholds', () => {
  it('refuses more deletes than max_deletes before any write, until --allow-deletes covers them', async () => {
    w = await world({ config: 'styles_dir: styles\nthresholds: { max_deletes: 2, max_delete_percent: 100 }\n' });
    w.emu.seed([list('Acme DE'), list('A'), list('B'), list('C')]);
    await w.write('styles/de.yaml', styleFile({ name: 'Acme DE', rules: DE_RULES, instructions: [{ label: 'Brand', prompt: 'Keep "Acme".' }] }));

    const plan = await w.cli(['plan', '--prune']);
    expectRun(plan, 1, { stdout: ['max_deletes (2)', '--allow-deletes 3'] });

    const refused = await w.cli(['apply', '--prune', '--yes']);
    expectRun(refused, 1, { stderr: ['Nothing was written.'] });
    expect(requests(w.emu).every((r) => r.startsWith('GET'))).toBe(true);
    expect(w.emu.lists()).toHaveLength(4);

    const tooFew = await w.cli(['apply', '--prune', '--yes', '--allow-deletes', '2']);
    expect(tooFew.code).toBe(1);
    expect(w.emu.lists()).toHaveLength(4);

    const allowed = await w.cli(['apply', '--prune', '--yes', '--allow-deletes', '3']);
    expect(allowed.code).toBe(0);
    expect(w.emu.lists().map((l) => l.name)).toEqual(['Acme DE']);
  });

  it('refuses to prune when no style file declares a list (the wrong directory), even within the limits', async () => {
    w = await world({ config: 'styles_dir: styles\nthresholds: { max_deletes: 100, max_delete_percent: 100 }\n' });
    w.emu.seed([list('Acme DE'), list('Acme FR', 'fr')]);
    await w.write('styles/README.md', 'style files go here\n');
    const plan = await w.cli(['plan', '--prune']);
    expectRun(plan, 1, { stdout: ['No style file declares a list, yet the plan deletes 2 lists.', '--allow-deletes 2'] });
    const refused = await w.cli(['apply', '--prune', '--yes']);
    expect(refused.code).toBe(1);
    expect(requests(w.emu).every((r) => r.startsWith('GET'))).toBe(true);
    expect(w.emu.lists()).toHaveLength(2);
  });

  it('refuses deleting a larger share of the live lists than max_delete_percent', async () => {
    w = await world({ config: 'styles_dir: styles\nthresholds: { max_deletes: 100, max_delete_percent: 25 }\n' });
    const names = Array.from({ length: 9 }, (_, i) => `Team ${i}`);
    w.emu.seed([list('Acme DE'), ...names.map((n) => list(n))]);
    await w.write('styles/de.yaml', styleFile({ name: 'Acme DE', rules: DE_RULES, instructions: [{ label: 'Brand', prompt: 'Keep "Acme".' }] }));
    for (const name of names.slice(0, 6)) await w.write(`styles/${name.replace(' ', '-')}.yaml`, styleFile({ name, rules: DE_RULES, instructions: [{ label: 'Brand', prompt: 'Keep "Acme".' }] }));
    const plan = await w.cli(['plan', '--prune']);
    expectRun(plan, 1, { stdout: ['3 lists of 10 live (30%), more than the limit max_delete_percent (25%)'] });
    expect(w.emu.lists()).toHaveLength(10);
  });
});
