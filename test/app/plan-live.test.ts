import { describe, expect, it } from 'vitest';
import { planAgainstLive } from '../../src/app/plan-live.ts';
import { planFlags } from '../../src/app/plan-project.ts';
import { clientFor, finalFailures, releaseAfterFailure } from '../live/harness.ts';
import { glossaryFile } from '../world/files.ts';
import { useWorld } from './support.ts';

const { w, openValid } = useWorld();

describe('planAgainstLive', () => {
  it('an outage names the lists, the first read in its order, whichever failure comes back first (the same outage reads the same on every run)', async () => {
    await w().write('glossaries/acme.yaml', glossaryFile({ name: 'Acme Terms', dictionaries: { de: { 'sign in': 'anmelden' } } }));
    const session = await openValid();
    session.firstRead?.abandon();
    // The lists' first page is held, then answers 500; the glossaries' listing answers 500 at once, so it fails first.
    w().emu.addFault({ route: '/v3/style_rules', kind: 'hold', count: 1 });
    w().emu.addFault({ route: '/v3/style_rules', kind: 'status', status: 500 });
    w().emu.addFault({ route: '/v3/glossaries', kind: 'status', status: 500 });
    const stalled = w().emu.whenStalled('GET', '/v3/style_rules');
    const told = finalFailures();
    const { client } = clientFor(w().emu.url, { retries: 0, onRequest: told.onRequest });
    const planning = planAgainstLive(session.result.lists, session.config, client, planFlags(session, {}));
    const { error } = await releaseAfterFailure(w().emu, stalled, told, '/v3/glossaries', planning);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('style rule lists');
  });
});
