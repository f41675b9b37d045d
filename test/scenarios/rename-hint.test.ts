import { describe, expect, it } from 'vitest';
import { styleFile } from '../world/files.ts';
import { requests } from '../world/service.ts';
import { worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

const w = worldEach();

const rules = { numbers: { decimal_separator: 'use_comma_as_decimal_separator' }, punctuation: { quotation_mark: 'use_guillemets' } };
const instructions = [{ label: 'Tone', prompt: 'Use the formal Sie.' }];

describe('a list renamed in its file without a style_id pin', () => {
  it('the plan says it looks like a rename, and following the hint renames instead of creating a second list', async () => {
    const [old] = w.emu.seed([
      {
        name: 'Marketing (old)',
        language: 'de',
        configured_rules: rules,
        custom_instructions: instructions.map((i) => ({ ...i, source_language: 'en' })),
      },
    ]);
    await w.write('styles/marketing.yaml', styleFile({ name: 'Marketing DE', rules, instructions }));
    const plan = await w.cli(['plan']);
    expectRun(plan, 0, { stdout: ['This looks like a rename: the unmanaged live list "Marketing (old)"'] });
    expect(plan.stdout).toContain(`add \`style_id: ${old!.style_id}\` to styles/marketing.yaml`);

    await w.write('styles/marketing.yaml', styleFile({ name: 'Marketing DE', style_id: old!.style_id, rules, instructions }));
    const pinned = await w.cli(['apply', '--yes']);
    expect(pinned.code).toBe(0);
    expect(pinned.stdout).not.toContain('looks like a rename');
    expect(requests(w.emu).filter((r) => !r.startsWith('GET'))).toEqual(['PATCH /v3/style_rules/:style_id']);
    expect(w.emu.lists().map((l) => [l.style_id, l.name])).toEqual([[old!.style_id, 'Marketing DE']]);
  });
});
