import { describe, expect, it } from 'vitest';
import type { DesiredGlossary } from '../../src/catalog/glossary.ts';
import { planGlossariesLive } from '../../src/app/glossary-plan-live.ts';
import { StylesyncError } from '../../src/errors.ts';
import { clientFor, json } from '../live/harness.ts';
import { useOddServers } from '../world/service.ts';

// Reading the glossaries a plan needs, against a service whose glossaries are
// deleted between the listing and the entries (a plain node:http server on 127.0.0.1).

const at = { file: 'glossaries/a.yaml', line: 1, col: 1 };
const desired: DesiredGlossary[] = [
  { file: 'glossaries/a.yaml', name: 'Acme', state: 'present', origin: at, dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: new Map([['a', 'b']]), entryOrigins: new Map(), origin: at }] },
];
const acme = { glossary_id: 'g1', name: 'Acme', creation_time: '2026-01-01T00:00:00Z', dictionaries: [{ source_lang: 'en', target_lang: 'de', entry_count: 1 }] };
const options = { prune: false, ignore: [], concurrency: 2, safety: { thresholds: { max_deletes: 10, max_delete_percent: 100 } } };

const serve = useOddServers();

describe('planGlossariesLive', () => {
  it('reads the listing again when a glossary it names is gone by the time its entries are read, and plans the new state', async () => {
    let listings = 0;
    const server = await serve((req) => {
      if (req.url.startsWith('/v3/glossaries?') || req.url === '/v3/glossaries') {
        listings++;
        return { status: 200, body: json({ glossaries: listings === 1 ? [acme] : [] }) };
      }
      return { status: 404, body: json({ message: 'Glossary not found' }) };
    });
    const { plan, requests } = await planGlossariesLive(desired, clientFor(server.url).client, options);
    expect(listings).toBe(2);
    expect(plan.items.map((g) => [g.name, g.action])).toEqual([['Acme', 'create']]);
    expect(requests).toBe(3);
  });

  it('gives up after four listings that each name a gone glossary, saying why and what to do', async () => {
    const server = await serve((req) => (req.url === '/v3/glossaries' ? { status: 200, body: json({ glossaries: [acme] }) } : { status: 404, body: json({ message: 'Glossary not found' }) }));
    const error = (await planGlossariesLive(desired, clientFor(server.url).client, options).catch((e: unknown) => e)) as StylesyncError;
    expect(error).toBeInstanceOf(StylesyncError);
    expect(error.code).toBe('listing-moved');
    expect(error.message).toContain('The glossaries changed while they were read: 4 reads in a row');
    expect(error.hint).toContain('Run again once it is done');
    expect(server.requests.filter((r) => r.url === '/v3/glossaries')).toHaveLength(4);
  });
});
