import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoKeyLeak, world, type World } from '../scenarios/harness.ts';

let w: World;
beforeEach(async () => {
  w = await world();
});
afterEach(async () => {
  await w.close();
});
afterAll(() => expectNoKeyLeak());

describe('stylesync import', () => {
  it('says so when the service holds no lists, writing nothing', async () => {
    const r = await w.cli(['import']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('nothing to import');
    expect(await w.files('styles')).toEqual([]);
  });

  it('refuses while existing style files have errors', async () => {
    await w.write('styles/broken.yaml', 'name: [unclosed\n');
    w.emu.seed([{ name: 'Acme DE', language: 'de', configured_rules: {}, custom_instructions: [] }]);
    const r = await w.cli(['import']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('styles/broken.yaml');
    expect(await w.files('styles')).toEqual(['broken.yaml']);
  });

  it('warns about live lists that share a name', async () => {
    w.emu.seed([
      { name: 'Twin', language: 'de', configured_rules: {}, custom_instructions: [] },
      { name: 'Twin', language: 'fr', configured_rules: {}, custom_instructions: [] },
    ]);
    const r = await w.cli(['import']);
    expect(r.code).toBe(0);
    expect(await w.files('styles')).toEqual(['twin-2.yaml', 'twin.yaml']);
    expect(r.stderr).toContain('several live lists are named "Twin"');
  });
});
