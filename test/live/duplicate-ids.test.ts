import { describe, expect, it } from 'vitest';
import { StylesyncError } from '../../src/errors.ts';
import { MAX_LISTING_READS } from '../../src/live/limits.ts';
import { renderRequestLine } from '../../src/report/request-line.ts';
import { clientFor, json, wireList } from './harness.ts';
import { useOddServers } from '../world/service.ts';

/** A service whose listing holds one id twice (answers the emulator never gives: tests/live/harness.ts oddServer). */
const serve = useOddServers();

const glossary = (id: string, name = `G ${id}`) => ({ glossary_id: id, name, dictionaries: [{ source_lang: 'en', target_lang: 'de', entry_count: 1 }] });

describe('a listing that holds one id twice', () => {
  it('keeps one of two identical lists and says which id was listed twice', async () => {
    const server = await serve(() => ({ status: 200, body: json({ style_rules: [wireList('a'), wireList('b'), wireList('a')] }) }));
    const { client, events } = clientFor(server.url);
    const result = await client.listAll();
    expect(result.lists.map((l) => l.style_id)).toEqual(['a', 'b']);
    const noted = events.filter((e) => e.note === 'duplicate-ids');
    expect(noted.map((e) => e.ids)).toEqual([['a']]);
    // Shown without --verbose too: the CLI and the Action print this line.
    expect(renderRequestLine(noted[0]!, { verbose: false })).toBe(
      'warning: GET /v3/style_rules?detailed=true&page_size=25&page=0 listed a twice in one answer; the copies are the same, so one of each was used',
    );
  });

  it('reads again when the two copies differ, and refuses after the bounded reads rather than pick one', async () => {
    const server = await serve(() => ({ status: 200, body: json({ style_rules: [wireList('a', 'One'), wireList('a', 'Other')] }) }));
    const error = await clientFor(server.url).client.listAll({ concurrency: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StylesyncError);
    expect((error as StylesyncError).message).toContain(`${MAX_LISTING_READS} reads in a row disagreed`);
    expect((error as StylesyncError).message).toContain('list a was listed twice, differently, on page 0');
    expect(server.requests).toHaveLength(MAX_LISTING_READS);
  });

  it('keeps one of two identical glossaries with a note, and refuses two different ones', async () => {
    const same = await serve(() => ({ status: 200, body: json({ glossaries: [glossary('g1'), glossary('g2'), glossary('g1')] }) }));
    const { client, events } = clientFor(same.url);
    expect((await client.listGlossaries()).value.map((g) => g.glossary_id)).toEqual(['g1', 'g2']);
    expect(events.filter((e) => e.note === 'duplicate-ids').map((e) => e.ids)).toEqual([['g1']]);

    const differ = await serve(() => ({ status: 200, body: json({ glossaries: [glossary('g1', 'One'), glossary('g1', 'Other')] }) }));
    const error = await clientFor(differ.url).client.listGlossaries().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StylesyncError);
    expect((error as StylesyncError).message).toContain('listed glossary g1 twice in one answer, with different contents');
  });
});
