import { describe, expect, it } from 'vitest';
import { events, useStage } from '../world/action.ts';

// Each run is a child process: 20 s is too little on a loaded two-core machine.
const MISSPELT = `name: German
language: de
configured_rules:
  date_and_times:
    time_format: use_24_hour_clock
`;

const s = useStage({}, async (s) => {
  await s.write('stylesync.yaml', 'styles_dir: styles\n');
});

const apply = (strict: string) => s.inputs({ command: 'apply', strict });

describe('the Action and a rule group one edit away from a known one', () => {
  it('fails as the CLI does, with strict off too, and sends nothing; the file allowing it by name is applied', async () => {
    await s.write('styles/de.yaml', MISSPELT);
    s.commit('misspelt');
    for (const strict of ['false', 'true']) {
      const result = await s.run(events.push(), apply(strict));
      expect(result.code, `strict: ${strict}`).toBe(1);
      expect(result.stdout).toMatch(/^::error title=stylesync misspelt-group,file=styles\/de\.yaml,line=4,col=3::.*one edit away from `dates_and_times`/m);
    }
    expect(s.emu.log.filter((e) => e.route.includes('style_rules'))).toEqual([]);
    expect(s.emu.lists()).toEqual([]);

    await s.write('styles/de.yaml', MISSPELT.replace('configured_rules:', 'allow_unknown_rules: [date_and_times]\nconfigured_rules:'));
    s.commit('allowed');
    const allowed = await s.run(events.push(), apply('true'));
    expect(allowed.code).toBe(0);
    expect(s.emu.lists().map((l) => l.configured_rules)).toEqual([{ date_and_times: { time_format: 'use_24_hour_clock' } }]);
  });
});
