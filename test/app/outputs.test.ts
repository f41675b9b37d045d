import { describe, expect, it } from 'vitest';
import { readOutputs } from '../../src/app/outputs.ts';
import { StylesyncError } from '../../src/errors.ts';
import { finalFailures, releaseAfterFailure } from '../live/harness.ts';
import { glossaryFile } from '../world/files.ts';
import { useWorld } from './support.ts';

const { w, openValid } = useWorld();

describe('readOutputs', () => {
  it('an outage names the lists, the first read in its order, though the glossaries failed first (the same outage reads the same on every run)', async () => {
    await w().write('glossaries/acme.yaml', glossaryFile({ name: 'Acme Terms', dictionaries: { de: { 'sign in': 'anmelden' } } }));
    const told = finalFailures();
    const session = await openValid({ onRequest: told.onRequest });
    // The lists' first page is held, then answers 500; the glossaries' listing answers 500 at once, so it fails first.
    w().emu.addFault({ route: '/v3/style_rules', kind: 'hold', count: 1 });
    w().emu.addFault({ route: '/v3/style_rules', kind: 'status', status: 500 });
    w().emu.addFault({ route: '/v3/glossaries', kind: 'status', status: 500 });
    const stalled = w().emu.whenStalled('GET', '/v3/style_rules');
    const { error } = await releaseAfterFailure(w().emu, stalled, told, '/v3/glossaries', readOutputs(session, 2));
    expect(error).toBeInstanceOf(StylesyncError);
    expect((error as StylesyncError).message).toContain('style rule lists');
  });
});
