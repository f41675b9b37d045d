import { describe, expect, it } from 'vitest';
import { DE_RULES, styleFile } from '../world/files.ts';
import { commitAll } from '../world/git.ts';
import { worldEach } from '../world/world.ts';
import { expectContains } from '../world/expect-contains.ts';

// Issue #27, findings 5 and 6, through the CLI: `plan --since REF` shows the
// changes of the files since REF apart from drift (the service against the
// files at REF), each change once, and says what the service did rather than
// "no longer in the style file". Against the emulator over 127.0.0.1.

const TONE = { label: 'Tone', prompt: 'Be polite.' };

const w = worldEach({
  files: { 'styles/de.yaml': styleFile({ name: 'German', rules: DE_RULES, instructions: [TONE] }) },
  // The service drifted from the committed files: the decimal separator changed, and an instruction added by hand.
  lists: [
    {
      name: 'German',
      language: 'de',
      configured_rules: { numbers: { decimal_separator: 'use_period_as_decimal_separator' } },
      custom_instructions: [
        { label: 'Tone', prompt: 'Be polite.', source_language: 'en' },
        { label: 'Stray', prompt: 'Added by hand.', source_language: 'en' },
      ],
    },
  ],
  async arrange(repo) {
    commitAll(repo, 'v1');
    // Since then, the files add a rule and an instruction to the same list.
    const rules = { ...DE_RULES, dates_and_times: { single_digit_hours: 'use_leading_zero' } };
    await repo.write('styles/de.yaml', styleFile({ name: 'German', rules, instructions: [TONE, { label: 'Brand', prompt: 'Keep Acme in English.' }] }));
  },
});

describe('plan --since REF on a list that drifted and was edited', () => {
  it('shows each change once: the files’ since REF first, then drift, said as made on the service', async () => {
    const r = await w.cli(['plan', '--since', 'HEAD', '--detailed-exitcode']);
    expect(r.code, r.stderr).toBe(2);
    const at = r.stdout.indexOf('Drift: the service differs from the files at HEAD');
    expect(at).toBeGreaterThan(0);
    const own = r.stdout.slice(0, at);
    const drift = r.stdout.slice(at);
    expect(own).toMatch(/^Changes of the files since HEAD:\n/);
    expectContains(own, [
      '+ Single digit hours: (unset) → leading zero',
      '+ instruction "Brand"',
    ], ['Decimal separator', 'Stray']);
    expectContains(drift, [
      '~ Decimal separator: period → comma',
      '- instruction "Stray"  # added on the service, outside the style files',
    ], ['Single digit hours', 'Brand']);
    expect(r.stdout).not.toContain('no longer');
    // The summary line is the whole plan's: applying makes both.
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('Plan: 0 to create, 1 to update, 0 to delete.');
  });

  it('without --since, shows one plan and claims no cause for the instruction only on the service', async () => {
    const r = await w.cli(['plan']);
    expect(r.stdout).not.toContain('Drift');
    expect(r.stdout).toContain('- instruction "Stray"  # on the service only, not in the style file');
  });
});
