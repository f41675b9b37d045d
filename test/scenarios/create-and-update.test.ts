import { describe, expect, it } from 'vitest';
import type { LiveList } from '../../src/catalog/types.ts';
import { LIMITS } from '../../src/catalog/types.ts';
import { DE_RULES, styleFile } from '../world/files.ts';
import { expectConverged, notLanguageRead, readRecord, requests } from '../world/service.ts';
import { worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

const w = worldEach();

const brand = { label: 'Brand', prompt: 'Never translate "Acme".' };
const tone = { label: 'Tone', prompt: 'Use the formal register (Sie).' };

describe('create from scratch', () => {
  it('creates every list, then a second plan is empty and sends only reads', async () => {
    await w.write('styles/de.yaml', styleFile({ name: 'Acme Marketing DE', rules: DE_RULES, instructions: [brand, tone] }));
    await w.write('styles/fr.yaml', styleFile({ name: 'Acme Marketing FR', language: 'fr', instructions: [brand] }));

    const plan = await w.cli(['plan', '--detailed-exitcode']);
    expectRun(plan, 2, { stdout: ['Plan: 2 to create, 0 to update, 0 to delete.'] });
    expect(w.emu.log.every((e) => e.method === 'GET')).toBe(true);

    const apply = await w.cli(['apply', '--yes']);
    expect(apply.code).toBe(0);
    expect(apply.stdout).toMatch(/\+ Acme Marketing DE: POST style_rules → style_id \S+, version 1 \(trace [0-9a-f]{8}…\)/);
    expect(apply.stdout).toContain('Apply complete: 2 writes to 2 lists.');
    const lists = w.emu.lists();
    expect(lists.map((l) => l.name).sort()).toEqual(['Acme Marketing DE', 'Acme Marketing FR']);
    const de = lists.find((l) => l.name === 'Acme Marketing DE') as LiveList;
    expect(de.configured_rules).toEqual(DE_RULES);
    expect(de.custom_instructions.map((i) => [i.label, i.prompt, i.source_language])).toEqual([
      ['Brand', brand.prompt, 'en'],
      ['Tone', tone.prompt, 'en'],
    ]);

    const mark = w.emu.log.length;
    const again = await w.cli(['plan', '--detailed-exitcode']);
    expectRun(again, 0, { stdout: ['No changes. The live lists match the style files.'] });
    expect(requests(w.emu).slice(mark).filter(notLanguageRead)).toEqual(['GET /v3/style_rules']);

    const noop = await w.cli(['apply', '--yes']);
    expectRun(noop, 0, { stdout: ['Nothing to apply.'] });
    expect(requests(w.emu).slice(mark).filter(notLanguageRead)).toEqual(['GET /v3/style_rules', 'GET /v3/style_rules']);
  });
});

describe('updates', () => {
  it('renames a list through its style_id pin, keeping the id', async () => {
    const [live] = w.emu.seed([{ name: 'Old Name', language: 'de', configured_rules: {}, custom_instructions: [] }]) as [LiveList];
    await w.write('styles/de.yaml', styleFile({ name: 'New Name', style_id: live.style_id }));
    const apply = await w.cli(['apply', '--yes']);
    expectRun(apply, 0, { stdout: ['~ New Name: PATCH name → version 2'] });
    expect(w.emu.lists()).toMatchObject([{ style_id: live.style_id, name: 'New Name', version: 2 }]);
    expect(requests(w.emu).filter((r) => !r.startsWith('GET'))).toEqual(['PATCH /v3/style_rules/:style_id']);
    await expectConverged(w);
  });

  it('edits a rule with one PUT and leaves instructions alone', async () => {
    const [live] = w.emu.seed([{ name: 'Acme DE', language: 'de', configured_rules: DE_RULES, custom_instructions: [{ ...brand, source_language: 'en' }] }]) as [LiveList];
    const rules = { numbers: { decimal_separator: 'use_period_as_decimal_separator' }, punctuation: { quotation_mark: 'use_guillemets' } };
    await w.write('styles/de.yaml', styleFile({ name: 'Acme DE', rules, instructions: [brand] }));
    const plan = await w.cli(['plan']);
    expect(plan.stdout).toContain('numbers.decimal_separator');
    const apply = await w.cli(['apply', '--yes']);
    expect(apply.code).toBe(0);
    const [now] = w.emu.lists();
    expect(now!.configured_rules).toEqual(rules);
    expect(now!.custom_instructions.map((i) => i.id)).toEqual(live.custom_instructions.map((i) => i.id));
    expect(requests(w.emu).filter((r) => !r.startsWith('GET'))).toEqual(['PUT /v3/style_rules/:style_id/configured_rules']);
    await expectConverged(w);
  });

  it('adds, edits and removes instructions, deriving the versions they leave', async () => {
    w.emu.seed([
      {
        name: 'Acme DE',
        language: 'de',
        configured_rules: {},
        custom_instructions: [
          { ...brand, source_language: 'en' },
          { ...tone, source_language: 'en' },
        ],
      },
    ]);
    const dates = { label: 'Dates', prompt: 'Write dates as "1. März 2025".' };
    await w.write('styles/de.yaml', styleFile({ name: 'Acme DE', instructions: [{ ...tone, prompt: 'Use "Sie", never "du".' }, dates] }));
    const apply = await w.cli(['apply', '--yes', '--record', 'out/record.jsonl']);
    expect(apply.code).toBe(0);
    expect(apply.stdout).toMatch(/~ Acme DE: DELETE custom_instructions "Brand" → version 2 \(derived\) \(list backed up to \.stylesync\/backups\/\S+\.json first\)/);
    expect(apply.stdout).toContain('~ Acme DE: PUT custom_instructions "Tone" → version 3 (derived)');
    expect(apply.stdout).toContain('~ Acme DE: POST custom_instructions "Dates" → version 4 (derived)');
    const [now] = w.emu.lists();
    expect(now!.version).toBe(4);
    expect(now!.custom_instructions.map((i) => [i.label, i.prompt])).toEqual([
      ['Tone', 'Use "Sie", never "du".'],
      ['Dates', dates.prompt],
    ]);
    const record = await readRecord(w, 'out/record.jsonl');
    expect(record).toHaveLength(3);
    expect(record.map((r) => [r.operation, r.version_after, r.version_source])).toEqual([
      ['delete_instruction', 2, 'derived'],
      ['update_instruction', 3, 'derived'],
      ['create_instruction', 4, 'derived'],
    ]);
    for (const r of record) {
      expect(r).toMatchObject({ list: 'Acme DE', file: 'styles/de.yaml', style_id: now!.style_id, target: null, base_url: w.emu.url, outcome: 'applied' });
      expect(r.trace_id).toMatch(/^[0-9a-f]{32}$/);
      expect(Number.isNaN(Date.parse(r.at))).toBe(false);
    }
    // The removed instruction's prompt survives in the backup taken before the delete.
    const backups = await w.files('.stylesync/backups');
    expect(backups).toHaveLength(1);
    expect(record[0]!.backup).toBe(`.stylesync/backups/${backups[0]}`);
    const backup = JSON.parse(await w.read(`.stylesync/backups/${backups[0]}`));
    expect(backup.list).toMatchObject({ style_id: now!.style_id, version: 1 });
    expect(backup.list.custom_instructions.map((i: { label: string; prompt: string }) => [i.label, i.prompt])).toEqual([
      ['Brand', brand.prompt],
      ['Tone', tone.prompt],
    ]);
    await expectConverged(w);
  });

  it('swaps instructions of a full list without ever going over the limit', async () => {
    const n = LIMITS.instructionsPerList;
    const full = Array.from({ length: n }, (_, i) => ({ label: `Rule ${i}`, prompt: `Prompt ${i}.`, source_language: 'en' }));
    w.emu.seed([{ name: 'Full DE', language: 'de', configured_rules: {}, custom_instructions: full }]);
    // Five instructions go and five new ones come: creates before deletes would hit the limit on the first POST.
    const wanted = [...full.slice(5), ...Array.from({ length: 5 }, (_, i) => ({ label: `New ${i}`, prompt: `New prompt ${i}.` }))];
    await w.write('styles/full.yaml', styleFile({ name: 'Full DE', instructions: wanted }));
    const apply = await w.cli(['apply', '--yes']);
    expect(apply.code).toBe(0);
    const writes = requests(w.emu).filter((r) => !r.startsWith('GET'));
    expect(writes).toEqual([
      ...Array(5).fill('DELETE /v3/style_rules/:style_id/custom_instructions/:instruction_id'),
      ...Array(5).fill('POST /v3/style_rules/:style_id/custom_instructions'),
    ]);
    expect(w.emu.log.every((e) => e.status < 400)).toBe(true);
    const [now] = w.emu.lists();
    expect(now!.custom_instructions).toHaveLength(n);
    expect(now!.custom_instructions.map((i) => i.label).sort()).toEqual(wanted.map((i) => i.label).sort());
    await expectConverged(w);
  });
});
