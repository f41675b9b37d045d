import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../src/emulator/emulator.ts';
import { StylesyncError } from '../../src/errors.ts';
import { clientFor, emulator, json, listBody, oddServer, wireList } from './harness.ts';

let emu: RunningEmulator;

beforeAll(async () => {
  emu = await emulator();
});
afterAll(async () => {
  await emu.close();
});
beforeEach(() => emu.reset());

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
      // Pages of 25 until a short one: 0 → 1 page, 25 → 2 (the second empty), 60 → 3. A listing of more
      // than one page is read twice, to see that nothing moved between the page reads.
      const pages = Math.floor(count / 25) + 1;
      const expected = pages === 1 ? 1 : 2 * pages;
      expect(result.requests).toBe(expected);
      expect(client.requestCount()).toBe(expected);
      expect(emu.log.filter((e) => e.method === 'GET' && e.path === '/v3/style_rules')).toHaveLength(expected);
      expect(emu.log.every((e) => e.status === 200)).toBe(true);
    });
  }

  it('asks for detailed pages of 25 from page 0', async () => {
    emu.seed(Array.from({ length: 26 }, (_, i) => listBody(`L${i}`)));
    const { client, events } = clientFor(emu.url);
    await client.listAll();
    const pages = ['/v3/style_rules?detailed=true&page_size=25&page=0', '/v3/style_rules?detailed=true&page_size=25&page=1'];
    expect(events.map((e) => e.path)).toEqual([...pages, ...pages]);
  });
});

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
      const error = await clientFor(server.url).client.listAll().catch((e: unknown) => e);
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
      const error = (await clientFor(server.url).client.listAll().catch((e: unknown) => e)) as StylesyncError;
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
