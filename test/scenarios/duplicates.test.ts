import { describe, expect, it } from 'vitest';
import type { LiveList } from '../../src/catalog/types.ts';
import type { LiveClock } from '../../src/live/clock.ts';
import { emulatorClock } from '../world/service.ts';
import { DE_RULES, styleFile } from '../world/files.ts';
import { expectConverged } from '../world/service.ts';
import { type World, worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

/**
 * The held POST times out once the emulator has it (emulatorClock), and the
 * settle wait ends without carrying it out: it lands only when the test
 * releases it, after the run resent it, in that order at any speed.
 */
const landsLate = (w: World): LiveClock => ({ ...emulatorClock(w.emu), settle: async () => {} });

/**
 * Issue 8, section 1: a create the service completes after the client gave
 * up (timeout + settle wait) is sent again and both land. Reproduced with the
 * emulator's latency fault, then the rerun must converge on its own.
 */

const w = worldEach();

const LISTS = '/v3/style_rules';
const INSTRUCTIONS = '/v3/style_rules/:style_id/custom_instructions';
const tone = { label: 'Tone', prompt: 'Use the formal register (Sie).' };
const brand = { label: 'Brand', prompt: 'Never translate "Acme".' };

const named = (name: string): LiveList[] => w.emu.lists().filter((l) => l.name === name);

describe('a create that lands late', () => {
  it('is removed by the next plan as a duplicate, shown with its reason, and the rerun converges', async () => {
    await w.write('styles/de.yaml', styleFile({ name: 'Acme DE', rules: DE_RULES, instructions: [tone] }));
    w.emu.addFault({ method: 'POST', route: LISTS, kind: 'hold', count: 1 });
    const apply = await w.cli(['apply', '--yes'], { clock: landsLate(w) });
    expect(apply.code).toBe(0);
    // release() resolves once the held POST was carried out: the late copy is there, no polling needed.
    await w.emu.release();
    // The run cannot know the first POST is still coming, but it says it sent the create twice.
    expect(apply.stdout).toContain('(sent again after no clear answer; if the first lands late, the next plan removes the copy)');
    // The defect as filed: two lists of the name.
    const twins = named('Acme DE');
    expect(twins).toHaveLength(2);
    const [kept, copy] = [...twins].sort((a, b) => (a.creation_time ?? '').localeCompare(b.creation_time ?? '')) as [LiveList, LiveList];

    const plan = await w.cli(['plan', '--detailed-exitcode']);
    expect(plan.code).toBe(2);
    expect(plan.stdout).toContain(`- delete "Acme DE" (de, style_id ${copy.style_id}`);
    expect(plan.stdout).toContain(`a duplicate, an exact copy of the style file's content; style_id ${kept.style_id} (the oldest copy) is kept`);
    expect(plan.stdout).toContain('Plan: 0 to create, 0 to update, 1 to delete.');

    const rerun = await w.cli(['apply', '--yes', '--record', 'record.json']);
    expect(rerun.code).toBe(0);
    expect(named('Acme DE').map((l) => l.style_id)).toEqual([kept.style_id]);
    // Recorded like any other write, and backed up first.
    const record = JSON.parse(await w.read('record.json')) as { writes?: unknown[] } | unknown[];
    expect(JSON.stringify(record)).toContain(copy.style_id);
    expect((await w.files('.stylesync/backups')).some((f) => f.startsWith(copy.style_id))).toBe(true);
    await expectConverged(w);
  });

  it('leaves an instruction POST that landed twice as one instruction after the rerun', async () => {
    const [live] = w.emu.seed([{ name: 'Acme DE', language: 'de', configured_rules: DE_RULES, custom_instructions: [] }]) as [LiveList];
    await w.write('styles/de.yaml', styleFile({ name: 'Acme DE', rules: DE_RULES, instructions: [tone, brand] }));
    w.emu.addFault({ method: 'POST', route: INSTRUCTIONS, kind: 'hold', count: 1 });
    const apply = await w.cli(['apply', '--yes'], { clock: landsLate(w) });
    expect(apply.code).toBe(0);
    await w.emu.release();
    const labels = () => (w.emu.lists().find((l) => l.style_id === live.style_id)?.custom_instructions ?? []).map((i) => i.label);
    expect(labels().sort()).toEqual(['Brand', 'Tone', 'Tone']);

    const plan = await w.cli(['plan']);
    expect(plan.stdout).toContain('- instruction "Tone"  # duplicate label in the live list: one copy is kept');
    const rerun = await w.cli(['apply', '--yes']);
    expect(rerun.code).toBe(0);
    expect(labels().sort()).toEqual(['Brand', 'Tone']);
    await expectConverged(w);
  });
});

describe('a name several live lists answer to', () => {
  it('holds back only that list: the others are planned and applied, and the run exits 1', async () => {
    const [a, b] = w.emu.seed([
      { name: 'Shared', language: 'de', configured_rules: DE_RULES, custom_instructions: [] },
      { name: 'Shared', language: 'de', configured_rules: {}, custom_instructions: [{ ...tone, source_language: 'en' }] },
    ]) as [LiveList, LiveList];
    await w.write('styles/shared.yaml', styleFile({ name: 'Shared', rules: DE_RULES }));
    await w.write('styles/new.yaml', styleFile({ name: 'Brand new', instructions: [brand] }));

    const plan = await w.cli(['plan', '--detailed-exitcode']);
    expectRun(plan, 1, { stdout: ['+ create "Brand new"', 'error: 1 list is held back; the rest of the plan can be applied:'] });
    expect(plan.stdout).toContain(`2 live lists are named "Shared" (${a.style_id}, ${b.style_id})`);
    expect(plan.stdout).toContain('1 of them is an exact copy of the file; 1 is not');

    const apply = await w.cli(['apply', '--yes']);
    expectRun(apply, 1, { stderr: ['1 list was held back and not written'] });
    expect(named('Brand new')).toHaveLength(1);
    // Neither same-named list was touched: one holds an instruction no file has.
    expect(named('Shared').map((l) => [l.style_id, l.version])).toEqual([
      [a.style_id, a.version],
      [b.style_id, b.version],
    ]);
  });
});
