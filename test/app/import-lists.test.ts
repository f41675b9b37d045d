import { describe, expect, it } from 'vitest';
import { importLists } from '../../src/app/import-lists.ts';
import { useWorld } from './support.ts';

const { w, openValid } = useWorld();

describe('importLists', () => {
  it('writes a file per unmanaged live list, leaves managed ones, and names twins', async () => {
    const body = (name: string, language = 'de') => ({ name, language, configured_rules: {}, custom_instructions: [] });
    w().emu.seed([body('German'), body('Support FR', 'fr'), body('Support FR', 'fr')]);
    const imported = await importLists(await openValid());
    expect(imported.written.map((f) => f.list.name).sort()).toEqual(['Support FR', 'Support FR']);
    expect(imported.kept.map((f) => f.list.name)).toEqual(['German']);
    expect(imported.twins).toEqual(['Support FR']);
    expect((await w().files('styles')).length).toBe(3);
  });
});
