import { describe, expect, it } from 'vitest';
import { StylesyncError } from '../../src/errors.ts';
import type { RequestEvent } from '../../src/live/client.ts';
import { cli, tempRepo } from '../hostile/support.ts';
import { batchSizes, expectedPages, readRequests } from '../../src/live/list-reads.ts';
import { clientFor, finalFailures, json, listBody, wireList, releaseAfterFailure } from './harness.ts';
import { KEY } from '../world/keys.ts';
import { oddServer, useEmulator } from '../world/service.ts';

const emu = useEmulator();

describe('listAll against the emulator', () => {
  for (const count of [0, 1, 25, 26, 60]) {
    it(`reads all ${count} lists, page by page, with their rules and instructions`, async () => {
      const seeded = emu.seed(
        Array.from({ length: count }, (_, i) =>
          listBody(`List ${i}`, { custom_instructions: [{ label: `L${i}`, prompt: `Prompt ${i}`, source_language: 'en' }] }),
        ),
      );
      const { client } = clientFor(emu.url);
      const result = await client.listAll();

      expect(result.lists.map((l) => l.style_id)).toEqual(seeded.map((l) => l.style_id));
      expect(result.lists).toEqual(seeded);
      // Pages of 25 until a short one, read once: 0 → 1 page, 25 → 2 (the second empty), 60 → 3. Batches grow
      // 1, 2, 4 (the default concurrency), so 25 lists cost one page past the end and 60 exactly the bound.
      const expected = batchedGets(count, 4);
      expect(result.requests).toBe(expected);
      expect(result.pages).toBe(Math.floor(count / 25) + 1);
      expect(client.requestCount()).toBe(expected);
      expect(emu.log.filter((e) => e.method === 'GET' && e.path === '/v3/style_rules')).toHaveLength(expected);
      expect(emu.log.every((e) => e.status === 200)).toBe(true);
    });
  }

  it('asks for detailed pages of 25 from page 0', async () => {
    emu.seed(Array.from({ length: 26 }, (_, i) => listBody(`L${i}`)));
    const { client, events } = clientFor(emu.url);
    await client.listAll({ concurrency: 1 });
    const pages = ['/v3/style_rules?detailed=true&page_size=25&page=0', '/v3/style_rules?detailed=true&page_size=25&page=1'];
    expect(events.map((e) => e.path)).toEqual(pages);
  });

  for (const count of [0, 24, 25, 60, 130]) {
    it(`with concurrency 1 reads ${count} lists with exactly the bound, ⌊N/25⌋+1 pages`, async () => {
      emu.seed(Array.from({ length: count }, (_, i) => listBody(`L${i}`)));
      const { client } = clientFor(emu.url);
      const result = await client.listAll({ concurrency: 1 });
      expect(result.lists).toHaveLength(count);
      expect(result.requests).toBe(Math.floor(count / 25) + 1);
    });
  }

  it('reads 130 lists in batches of 1, 2 and 3 (the last batch reads one page past the end) at concurrency 4', async () => {
    emu.seed(Array.from({ length: 130 }, (_, i) => listBody(`L${i}`)));
    const { client } = clientFor(emu.url);
    const result = await client.listAll({ concurrency: 4 });
    expect(result.lists.map((l) => l.name)).toEqual(emu.lists().map((l) => l.name));
    // 6 pages needed (0–5); batches read pages 0 | 1–2 | 3–6: one past the end.
    expect(result.requests).toBe(7);
    expect(batchedGets(130, 4)).toBe(7);
  });
});

describe('page batches sized from the lists expected (the hint)', () => {
  const bound = (count: number) => Math.floor(count / 25) + 1;

  it('a right hint reads exactly the bound, ⌊N/25⌋+1 pages, at every concurrency', () => {
    for (const count of [0, 1, 24, 25, 26, 60, 130, 400, 1000, 5000]) {
      for (const concurrency of [1, 2, 4, 8, 16]) {
        expect(readRequests(count, { concurrency, expectedPages: expectedPages(count) }), `${count} lists at ${concurrency}`).toBe(bound(count));
      }
    }
  });

  it('without a hint the batches grow 1, 2, 4, … as before, and concurrency 1 reads one page at a time', () => {
    const sizes = batchSizes({ concurrency: 4, expectedPages: 0 });
    expect([0, 1, 3, 7, 11].map((first) => sizes.next(first))).toEqual([1, 2, 4, 4, 4]);
    for (const count of [0, 25, 60, 130, 1000]) expect(readRequests(count, { concurrency: 4, expectedPages: 0 })).toBe(batchedGets(count, 4));
    const one = batchSizes({ concurrency: 1, expectedPages: 40 });
    expect([0, 1, 2, 39, 40, 41].map((first) => one.next(first))).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('page 0 is read alone, then full batches up to the expected end, never past it, then 2, 4, … past it', () => {
    const sizes = batchSizes({ concurrency: 8, expectedPages: 17 });
    expect([0, 1, 9, 17, 19, 23, 31].map((first) => sizes.next(first))).toEqual([1, 8, 8, 2, 4, 8, 8]);
  });

  it('a hint a little off reads at most one page past the end; a high hint on an empty account reads one page', () => {
    for (const count of [390, 400, 410, 424]) expect(readRequests(count, { concurrency: 8, expectedPages: expectedPages(400) }) - bound(count)).toBeLessThanOrEqual(1);
    expect(readRequests(0, { concurrency: 16, expectedPages: expectedPages(5000) })).toBe(1);
  });

  it('against the emulator: 400 lists told 400 take 17 GETs at concurrency 8, the bound, and every list once', async () => {
    emu.seed(Array.from({ length: 400 }, (_, i) => listBody(`L${i}`)));
    const { client, events } = clientFor(emu.url);
    const result = await client.listAll({ concurrency: 8, expect: 400 });
    expect(result.lists.map((l) => l.name)).toEqual(emu.lists().map((l) => l.name));
    expect(result.requests).toBe(17);
    expect(result.pages).toBe(17);
    expect(new Set(events.map((e) => e.path)).size).toBe(17);
  });

  it('a hint that is too low still reads every list (the hint is never trusted for what is read)', async () => {
    emu.seed(Array.from({ length: 130 }, (_, i) => listBody(`L${i}`)));
    const { client } = clientFor(emu.url);
    const result = await client.listAll({ concurrency: 4, expect: 20 });
    expect(result.lists.map((l) => l.name)).toEqual(emu.lists().map((l) => l.name));
    expect(result.requests).toBe(readRequests(130, { concurrency: 4, expectedPages: 1 }));
  });

  it('an outage names the first page of a batch, whichever page fails first (the same outage reads the same on every run)', async () => {
    emu.seed(Array.from({ length: 60 }, (_, i) => listBody(`L${i}`)));
    const told = finalFailures();
    const events: RequestEvent[] = [];
    // Page 0 is read alone; once it is answered, pages 1 and 2 go as one batch. The first of them to arrive (page 1:
    // it is sent first) is held, then answers 500; the other answers 500 at once, so it fails first.
    const onRequest = (event: RequestEvent) => {
      events.push(event);
      told.onRequest(event);
      if (!event.path.endsWith('&page=0') || event.status !== 200) return;
      emu.addFault({ route: '/v3/style_rules', kind: 'hold', count: 1 });
      emu.addFault({ route: '/v3/style_rules', kind: 'status', status: 500 });
    };
    const stalled = emu.whenStalled('GET', '/v3/style_rules');
    const reading = clientFor(emu.url, { retries: 0, onRequest }).client.listAll({ concurrency: 4, expect: 60 });
    const { error } = await releaseAfterFailure(emu, stalled, told, '/v3/style_rules', reading);
    expect(error).toBeInstanceOf(StylesyncError);
    await told.failed('/v3/style_rules?detailed=true&page_size=25&page=1');
    const page1 = events.find((e) => e.path.endsWith('&page=1') && e.status === 500);
    expect((error as StylesyncError).traceId).toBe(page1?.traceId);
  });

  it('an abandoned read (aborted signal) sends nothing more and fails', async () => {
    emu.seed(Array.from({ length: 60 }, (_, i) => listBody(`L${i}`)));
    const { client } = clientFor(emu.url);
    const controller = new AbortController();
    controller.abort();
    await expect(client.listAll({ signal: controller.signal })).rejects.toThrow();
    expect(emu.log).toHaveLength(0);
  });
});

/** GETs for a listing of `count` lists when batches grow 1, 2, 4, … up to `concurrency` and stop at the batch holding the short page. */
function batchedGets(count: number, concurrency: number): number {
  const needed = Math.floor(count / 25) + 1;
  let first = 0;
  let batch = 1;
  while (first + batch < needed) {
    first += batch;
    batch = Math.min(batch * 2, concurrency);
  }
  return first + batch;
}

describe('listAll against services that page differently', () => {
  it('accepts a bare array and stops when it is short', async () => {
    const server = await oddServer(() => ({ status: 200, body: json([wireList('a'), wireList('b')]) }));
    try {
      const result = await clientFor(server.url).client.listAll();
      expect(result.lists.map((l) => l.style_id)).toEqual(['a', 'b']);
      expect(server.requests).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('stops after an unpaged answer holding more than a page', async () => {
    const all = Array.from({ length: 40 }, (_, i) => wireList(`id${i}`));
    const server = await oddServer(() => ({ status: 200, body: json({ style_rules: all }) }));
    try {
      const result = await clientFor(server.url).client.listAll();
      expect(result.lists).toHaveLength(40);
      expect(server.requests).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('stops with an error when the service ignores page and repeats the same lists', async () => {
    const page = Array.from({ length: 25 }, (_, i) => wireList(`id${i}`));
    const server = await oddServer(() => ({ status: 200, body: json({ style_rules: page }) }));
    try {
      const error = await clientFor(server.url).client.listAll({ concurrency: 1 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StylesyncError);
      expect((error as StylesyncError).message).toContain('ignore the page parameter');
      expect((error as StylesyncError).traceId).toBe(`${'0'.repeat(28)}0002`);
      expect(server.requests).toHaveLength(2);
    } finally {
      await server.close();
    }
  });

  it('refuses a listing that puts a list on two pages in every read, rather than keep it once', async () => {
    const first = Array.from({ length: 25 }, (_, i) => wireList(`id${i}`));
    const second = [wireList('id24'), wireList('id25')];
    const server = await oddServer((req) => ({
      status: 200,
      body: json({ style_rules: req.url.includes('page=0') ? first : second }),
    }));
    try {
      const error = (await clientFor(server.url).client.listAll({ concurrency: 1 }).catch((e: unknown) => e)) as StylesyncError;
      expect(error).toBeInstanceOf(StylesyncError);
      expect(error.message).toContain('changed while they were read');
      expect(error.message).toContain('list id24 was on two pages');
      expect(error.hint).toContain('Run again');
      // Four reads of two pages each, then the refusal.
      expect(server.requests).toHaveLength(8);
    } finally {
      await server.close();
    }
  });

  it('names the field when a page holds something unexpected', async () => {
    const server = await oddServer(() => ({ status: 200, body: json({ style_rules: [wireList('a'), { ...wireList('b'), version: '2' }] }) }));
    try {
      const error = (await clientFor(server.url).client.listAll().catch((e: unknown) => e)) as StylesyncError;
      expect(error).toBeInstanceOf(StylesyncError);
      expect(error.message).toContain('style_rules[1].version');
      expect(error.traceId).toBe(`${'0'.repeat(28)}0001`);
    } finally {
      await server.close();
    }
  });
});

describe('a listing that changes while it is read (the emulator changes the account between page reads)', () => {
  const seedLists = (count: number) => emu.seed(Array.from({ length: count }, (_, i) => listBody(`List ${i}`)));

  it('a list deleted after page 0 makes the next page skip one, which one read cannot see (the planner confirms, below)', async () => {
    seedLists(30);
    // After page 0 is served, the 4th list goes: page 1 then starts at what was the 27th, and "List 25" is skipped.
    emu.afterPage({ afterPage: 0, deleteAt: 3 });
    const { client } = clientFor(emu.url);
    const result = await client.listAll();
    expect(result.lists.map((l) => l.name)).not.toContain('List 25');
    expect(result.lists.map((l) => l.name)).toContain('List 3');
    expect(result.pages).toBe(2);
    expect(result.requests).toBe(3);
  });

  it('a list created after page 0 (creation order: it lands on the last page) is read', async () => {
    seedLists(30);
    emu.afterPage({ afterPage: 0, create: listBody('Late') });
    const { client } = clientFor(emu.url);
    const result = await client.listAll();
    expect(result.lists.map((l) => l.name)).toEqual(emu.lists().map((l) => l.name));
    expect(result.lists).toHaveLength(31);
  });

  it('the control route sets a page hook for an emulator in another process, and refuses a bad one', async () => {
    seedLists(26);
    const post = (body: unknown) => fetch(`${emu.url}/__emulator/page-hooks`, { method: 'POST', body: JSON.stringify(body) });
    expect((await post({ afterPage: 0, deleteAt: -1 })).status).toBe(204);
    const bad = await post({ afterPage: 0 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('exactly one of create and deleteAt');
    await clientFor(emu.url).client.listAll();
    expect(emu.lists()).toHaveLength(25);
  });

  const styleRuleGets = () => emu.log.filter((e) => e.method === 'GET' && e.path === '/v3/style_rules').length;
  const plainLists = (count: number) => emu.seed(Array.from({ length: count }, (_, i) => listBody(`List ${i}`, { configured_rules: {}, custom_instructions: [] })));
  const planIn = async (files: Record<string, string>, args: string[] = []) => {
    const repo = await tempRepo(files);
    try {
      return await cli(repo.root, ['plan', '--detailed-exitcode', ...args], { STYLESYNC_API_KEY: KEY, STYLESYNC_BASE_URL: emu.url });
    } finally {
      await repo.cleanup();
    }
  };

  it('a plan that changes nothing reads the 60 lists once: exactly 3 page GETs, the bound', async () => {
    plainLists(60);
    const result = await planIn({ 'styles/list-7.yaml': 'name: List 7\nlanguage: de\n' });
    expect(result.code, result.all).toBe(0);
    expect(styleRuleGets()).toBe(3);
  });

  it('a plan that creates is confirmed by a second read that agrees: twice the pages, and the create stands', async () => {
    plainLists(60);
    const result = await planIn({ 'styles/new.yaml': 'name: Brand new\nlanguage: de\n' });
    expect(result.code, result.all).toBe(2);
    expect(result.all).toContain('Brand new');
    expect(styleRuleGets()).toBe(6);
  });

  it('plan never proposes to create a list that exists when the listing moved while it was read: the torn read is confirmed', async () => {
    plainLists(30);
    emu.afterPage({ afterPage: 0, deleteAt: 3 });
    const result = await planIn({ 'styles/list-25.yaml': 'name: List 25\nlanguage: de\n' });
    expect(result.all, result.all).not.toContain('create');
    expect(result.code, result.all).toBe(0);
    // Read 1 skipped List 25 and planned a create (3 GETs: page 0, then pages 1–2 past the one page the single file expects);
    // read 2 expected read 1's 29 lists (2 GETs, the bound), found List 25, differed from read 1, and planned nothing.
    expect(styleRuleGets()).toBe(5);
  });

  it('a plan that creates against a listing that moves under every read is refused, saying why and what to do', async () => {
    plainLists(60);
    emu.afterPage({ afterPage: 0, deleteAt: 0, count: 10 });
    const result = await planIn({ 'styles/new.yaml': 'name: Brand new\nlanguage: de\n' });
    expect(result.code, result.all).toBe(1);
    expect(result.all).toMatch(/The style rule lists changed while they were read: 4 reads in a row disagreed \(\d+ lists; \d+ lists; \d+ lists; \d+ lists\)/);
    expect(result.all).toContain('Run again once it is done');
    expect(result.all).not.toContain('Brand new');
  });

  it('with --concurrency 1 a plan reads pages strictly one after another, at the bound', async () => {
    plainLists(60);
    const result = await planIn({ 'styles/list-7.yaml': 'name: List 7\nlanguage: de\n' }, ['--concurrency', '1']);
    expect(result.code, result.all).toBe(0);
    expect(styleRuleGets()).toBe(3);
  });
});
