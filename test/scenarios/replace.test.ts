import { describe, expect, it } from 'vitest';
import type { LiveList } from '../../src/catalog/types.ts';
import { DE_RULES, styleFile } from '../world/files.ts';
import { expectConverged, requests } from '../world/service.ts';
import { worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

let live: LiveList;
const w = worldEach({
  files: {
    'styles/support.yaml': styleFile({ name: 'Acme Support', language: 'fr', instructions: [{ label: 'Brand', prompt: 'Keep "Acme".' }] }),
    'styles/sales.yaml': styleFile({ name: 'Acme Sales' }),
  },
  async arrange(repo) {
    [live] = repo.emu.seed([
      { name: 'Acme Support', language: 'de', configured_rules: DE_RULES, custom_instructions: [{ label: 'Brand', prompt: 'Keep "Acme".', source_language: 'en' }] },
      { name: 'Acme Sales', language: 'de', configured_rules: {}, custom_instructions: [] },
    ]) as [LiveList];
  },
});

describe('a language change', () => {
  it('is refused without --allow-replace, naming the consequence', async () => {
    const plan = await w.cli(['plan']);
    expectRun(plan, 1, { stdout: ['--allow-replace'] });
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
    expect(ids).toEqual({ format_version: 2, lists: { 'Acme Sales': sales.style_id, 'Acme Support': now.style_id }, glossaries: {} });
    const backups = await w.files('.stylesync/backups');
    expect(backups).toHaveLength(1);
    expect(backups[0]!.startsWith(live.style_id)).toBe(true);
    expect(apply.stdout).not.toContain('update the pin');
    await expectConverged(w);
  });

  it('of a pinned list leaves the pin stale: apply and the next plan name the new id, prune spares it, and re-pinning converges', async () => {
    const file = styleFile({ name: 'Acme Support', language: 'fr', style_id: live.style_id, instructions: [{ label: 'Brand', prompt: 'Keep "Acme".' }] });
    await w.write('styles/support.yaml', file);
    const apply = await w.cli(['apply', '--yes', '--allow-replace', '--ids-out', 'ids.json']);
    expect(apply.code).toBe(0);
    const now = w.emu.lists().find((l) => l.name === 'Acme Support') as LiveList;
    expect(now.style_id).not.toBe(live.style_id);
    expect(apply.stdout).toContain(`update the pin: set style_id: ${now.style_id} in styles/support.yaml`);
    expect(JSON.parse(await w.read('ids.json')).lists['Acme Support']).toBe(now.style_id);

    // stylesync never edits style files: until the pin follows, every plan stops and says what to write.
    const mark = w.emu.log.length;
    const plan = await w.cli(['plan', '--prune', '--detailed-exitcode']);
    expect(plan.code).toBe(1);
    expect(plan.stdout).toContain(`pins style_id ${live.style_id}, but no live list has that id`);
    expect(plan.stdout).toContain(`set \`style_id: ${now.style_id}\` in styles/support.yaml`);
    // The replacement is claimed by the stale pin: not offered for pruning, not listed as unmanaged.
    expect(plan.stdout).toContain('Plan: 0 to create, 0 to update, 0 to delete.');
    expect(plan.stdout).not.toContain('Lists no style file manages');
    const refused = await w.cli(['apply', '--yes', '--prune']);
    expect(refused.code).toBe(1);
    expect(requests(w.emu).slice(mark).filter((r) => !r.startsWith('GET'))).toEqual([]);

    await w.write('styles/support.yaml', file.replace(live.style_id, now.style_id));
    await expectConverged(w);
  });
});
