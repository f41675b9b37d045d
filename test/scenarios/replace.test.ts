import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LiveList } from '../../src/catalog/types.ts';
import { DE_RULES, expectNoKeyLeak, requests, styleFile, world, type World } from './harness.ts';

let w: World;
let live: LiveList;
beforeEach(async () => {
  w = await world();
  [live] = w.emu.seed([
    { name: 'Acme Support', language: 'de', configured_rules: DE_RULES, custom_instructions: [{ label: 'Brand', prompt: 'Keep "Acme".', source_language: 'en' }] },
    { name: 'Acme Sales', language: 'de', configured_rules: {}, custom_instructions: [] },
  ]) as [LiveList];
  await w.write('styles/support.yaml', styleFile({ name: 'Acme Support', language: 'fr', instructions: [{ label: 'Brand', prompt: 'Keep "Acme".' }] }));
  await w.write('styles/sales.yaml', styleFile({ name: 'Acme Sales' }));
});
afterEach(async () => {
  await w.close();
});
afterAll(() => expectNoKeyLeak());

describe('a language change', () => {
  it('is refused without --allow-replace, naming the consequence', async () => {
    const plan = await w.cli(['plan']);
    expect(plan.code).toBe(1);
    expect(plan.stdout).toContain('--allow-replace');
    expect(plan.stdout).toMatch(/new style_id/i);

    const apply = await w.cli(['apply', '--yes', '--ids-out', 'ids.json']);
    expect(apply.code).toBe(1);
    expect(requests(w.emu).every((r) => r.startsWith('GET'))).toBe(true);
    expect(w.emu.lists().find((l) => l.name === 'Acme Support')?.style_id).toBe(live.style_id);
  });

  it('with --allow-replace deletes (after a backup) and creates again, and ids-out shows the new id', async () => {
    const apply = await w.cli(['apply', '--yes', '--allow-replace', '--ids-out', 'out/ids.json']);
    expect(apply.code).toBe(0);
    const now = w.emu.lists().find((l) => l.name === 'Acme Support') as LiveList;
    expect(now.language).toBe('fr');
    expect(now.style_id).not.toBe(live.style_id);
    expect(requests(w.emu).filter((r) => !r.startsWith('GET'))).toEqual(['DELETE /v3/style_rules/:style_id', 'POST /v3/style_rules']);
    expect(apply.stdout).toContain(`-/+ Acme Support: ${live.style_id} → ${now.style_id}`);
    const ids = JSON.parse(await w.read('out/ids.json'));
    const sales = w.emu.lists().find((l) => l.name === 'Acme Sales') as LiveList;
    expect(ids).toEqual({ 'Acme Sales': sales.style_id, 'Acme Support': now.style_id });
    const backups = await w.files('.stylesync/backups');
    expect(backups).toHaveLength(1);
    expect(backups[0]!.startsWith(live.style_id)).toBe(true);
  });
});
