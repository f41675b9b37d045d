import { describe, expect, it } from 'vitest';
import type { DesiredGlossary } from '../../src/catalog/glossary.ts';
import type { GlossaryJob } from '../../src/checks/glossary-states.ts';
import { makeLiveCopies } from '../../src/checks/live-copies.ts';
import type { Example } from '../../src/config/model.ts';
import { clientFor, finalFailures, releaseAfterFailure } from '../live/harness.ts';
import { useEmulator } from '../world/service.ts';

const emu = useEmulator();
const at = { file: 'glossaries/acme.yaml', line: 1, col: 1 };
const example = (target: string, i: number): Example => ({ text: 'Please sign in.', source_language: 'en', target_language: target, origin: at, path: `examples[${i}]`, at: {} });

describe('makeLiveCopies', () => {
  it("when a live glossary's dictionaries cannot be read, the first in its order is named, whichever read fails first (the same outage reads the same on every run)", async () => {
    const { client } = clientFor(emu.url);
    const live = (
      await client.createGlossary('Acme Terms', [
        { source_lang: 'en', target_lang: 'de', entries: [['sign in', 'anmelden']] },
        { source_lang: 'en', target_lang: 'fr', entries: [['sign in', 'se connecter']] },
      ])
    ).value;
    const desired: DesiredGlossary = { file: at.file, name: 'Acme Terms', state: 'present', origin: at, dictionaries: [] };
    const job: GlossaryJob = { desired, examples: [example('de', 0), example('fr', 1)], state: { name: 'Acme Terms', before: live, after: { kind: 'live', glossary: live } }, mode: 'unchanged' };
    // The first entries read to arrive (en→de's: it is sent first) is held, then answers 500; the other answers 500 at once.
    emu.addFault({ route: '/v3/glossaries/:glossary_id/entries', kind: 'hold', count: 1 });
    emu.addFault({ route: '/v3/glossaries/:glossary_id/entries', kind: 'status', status: 500 });
    const told = finalFailures();
    const source = clientFor(emu.url, { retries: 0, onRequest: told.onRequest }).client;
    const stalled = emu.whenStalled('GET', `/v3/glossaries/${live.glossary_id}/entries`);
    const send = <T>(task: () => Promise<T>) => task();
    const copying = makeLiveCopies([], [job], (e) => e.target_language ?? 'de', { api: client, source, send, cleanup: send, runId: 'r1' });
    const { value } = await releaseAfterFailure(emu, stalled, told, '/v3/glossaries/', copying);
    const copy = value?.glossaries.get(live.glossary_id);
    expect(copy?.error).toContain('en→de');
    expect(copy?.error).not.toContain('en→fr');
    expect(copy?.deleted).toBe(true);
  });
});
