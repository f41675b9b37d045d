import { describe, expect, it } from 'vitest';
import type { LiveList } from '../../src/catalog/types.ts';
import { styleFile } from '../world/files.ts';
import { events, useStage } from '../world/action.ts';

// Issue #29: after every apply the Action writes the manifest for translation callers and names it in the
// output `outputs-file`; after a replace it says which id callers switch from and to.

const s = useStage({}, async (s) => {
  await s.write('stylesync.yaml', 'styles_dir: styles\n');
  await s.write('styles/de.yaml', styleFile({ name: 'German' }));
  s.commit('styles');
});

const apply = (extra: Record<string, string> = {}) => s.inputs({ command: 'apply', ...extra });
const named = (name: string) => s.emu.lists().find((l) => l.name === name) as LiveList;

describe('the Action output outputs-file', () => {
  it('holds the manifest after a create, a rename (same id) and a replace (the id to switch from and to)', async () => {
    const first = await s.run(events.push(), apply());
    expect(first.code).toBe(0);
    const created = named('German');
    expect(first.outputs['outputs-file']).toMatch(/outputs\.json$/);
    const manifest = JSON.parse(first.files['outputs-file'] as string);
    expect(manifest.lists).toEqual([{ name: 'German', file: 'styles/de.yaml', style_id: created.style_id, language: 'de', version: created.version }]);
    expect(manifest.targets.de.style_id).toBe(created.style_id);

    await s.write('styles/de.yaml', styleFile({ name: 'Deutsch', style_id: created.style_id }));
    s.commit('rename');
    const renamed = await s.run(events.push(), apply());
    expect(renamed.code).toBe(0);
    expect(JSON.parse(renamed.files['outputs-file'] as string).lists[0]).toMatchObject({ name: 'Deutsch', style_id: created.style_id });

    await s.write('styles/de.yaml', styleFile({ name: 'Deutsch', language: 'fr' }));
    s.commit('replace');
    const replaced = await s.run(events.push(), apply({ 'allow-replace': 'true' }));
    expect(replaced.code).toBe(0);
    const now = named('Deutsch');
    expect(now.style_id).not.toBe(created.style_id);
    const after = JSON.parse(replaced.files['outputs-file'] as string);
    expect(after.lists[0]).toMatchObject({ style_id: now.style_id, language: 'fr', replaced: { from: created.style_id, to: now.style_id } });
    expect(after.targets).toEqual({ fr: { style_id: now.style_id, lists: [{ name: 'Deutsch', style_id: now.style_id }], sources: {}, notes: [] } });
  });
});
