import { describe, expect, it } from 'vitest';
import { requests } from '../world/service.ts';
import { type World, worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

// `date_and_times` is one letter short of the catalog's `dates_and_times`: the service would store it and ignore it.
const MISSPELT = `name: Acme DE
language: de
configured_rules:
  date_and_times:
    time_format: use_24_hour_clock
  punctuation:
    uppercase_acronyms: use_spaces
`;

const w = worldEach();

const listTraffic = (w: World) => requests(w.emu).filter((r) => r.includes('style_rules'));

describe('a rule group one edit away from a known one', () => {
  it('is an error of validate, plan and apply, without --strict, and nothing is sent', async () => {
    await w.write('styles/de.yaml', MISSPELT);
    for (const argv of [['validate'], ['plan'], ['apply', '--yes']]) {
      const r = await w.cli(argv);
      expect(r.code, argv.join(' ')).toBe(1);
      expect(r.stdout + r.stderr).toContain('styles/de.yaml:4:3: error: rule group `date_and_times` is not in stylesync\'s catalog and is one edit away from `dates_and_times`');
      expect(r.stdout + r.stderr).toContain('[misspelt-group]');
      expect(r.stdout + r.stderr).toContain('allow_unknown_rules: [date_and_times]');
    }
    expect(listTraffic(w)).toEqual([]);
    expect(w.emu.lists()).toEqual([]);
  });

  it('is sent when the file allows it by name, as a group or rule by rule in stylesync.yaml', async () => {
    await w.write('styles/de.yaml', MISSPELT.replace('configured_rules:', 'allow_unknown_rules: [date_and_times]\nconfigured_rules:'));
    expect((await w.cli(['validate', '--strict'])).code).toBe(0);
    const r = await w.cli(['apply', '--yes']);
    expect(r.code).toBe(0);
    const [list] = w.emu.lists();
    expect(list?.configured_rules).toEqual({ date_and_times: { time_format: 'use_24_hour_clock' }, punctuation: { uppercase_acronyms: 'use_spaces' } });

    await w.write('styles/de.yaml', MISSPELT);
    await w.write('stylesync.yaml', 'styles_dir: styles\nextra_rules: [date_and_times.time_format]\n');
    expect((await w.cli(['validate'])).code).toBe(0);
  });

  it('leaves a group far from every known one a warning (an error with --strict), and an allowed group silent', async () => {
    await w.write('styles/de.yaml', MISSPELT.replace('date_and_times', 'brand_voice'));
    const loose = await w.cli(['validate']);
    expectRun(loose, 0, { stdout: ['warning: rule group `brand_voice` is not in stylesync\'s catalog [unknown-group]'] });
    expect((await w.cli(['validate', '--strict'])).code).toBe(1);
    await w.write('styles/de.yaml', MISSPELT.replace('date_and_times', 'brand_voice').replace('configured_rules:', 'allow_unknown_rules: [brand_voice, numbers.decimal_separator]\nconfigured_rules:'));
    const allowed = await w.cli(['validate', '--strict']);
    expect(allowed.code).toBe(0);
    expect(allowed.stdout).not.toContain('brand_voice` is not');
    // An entry the catalog has anyway is pointless, and said so.
    expect(allowed.stdout).toContain('`numbers.decimal_separator` is in stylesync\'s catalog, so it needs no `allow_unknown_rules` entry [allowed-rule-known]');
  });
});
