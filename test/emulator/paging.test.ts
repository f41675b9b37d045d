import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/emulator.ts';
import type { RunningEmulator } from '../../src/emulator/emulator.ts';
import { call, instruction, listBody } from './helpers.ts';

let emu: RunningEmulator;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());
beforeEach(() => emu.reset());

function seedLists(n: number): string[] {
  return emu.seed(Array.from({ length: n }, (_, i) => listBody({ name: `List ${String(i).padStart(2, '0')}` }))).map((l) => l.style_id);
}

describe('GET /v3/style_rules paging', () => {
  for (const bad of ['0', '26', 'abc', '-1', '1.5', '']) {
    it(`refuses page_size=${JSON.stringify(bad)} with 400`, async () => {
      const res = await call(emu, 'GET', `/v3/style_rules?page_size=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('page_size');
    });
  }

  it('refuses a page that is not a non-negative integer, and a detailed that is not a boolean', async () => {
    for (const query of ['page=-1', 'page=x', 'detailed=yes']) {
      const res = await call(emu, 'GET', `/v3/style_rules?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toContain(query.split('=')[0]);
    }
  });

  it('pages 10 by default, from page 0, in creation order', async () => {
    const ids = seedLists(12);
    const first = await call(emu, 'GET', '/v3/style_rules');
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual(['style_rules']);
    expect(first.body.style_rules.map((l: { style_id: string }) => l.style_id)).toEqual(ids.slice(0, 10));
    const second = await call(emu, 'GET', '/v3/style_rules?page=1');
    expect(second.body.style_rules.map((l: { style_id: string }) => l.style_id)).toEqual(ids.slice(10));
  });

  it('with exactly 25 lists: a full page of 25, then an empty page', async () => {
    const ids = seedLists(25);
    const full = await call(emu, 'GET', '/v3/style_rules?page_size=25&page=0');
    expect(full.body.style_rules).toHaveLength(25);
    expect(full.body.style_rules.map((l: { style_id: string }) => l.style_id)).toEqual(ids);
    const empty = await call(emu, 'GET', '/v3/style_rules?page_size=25&page=1');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ style_rules: [] });
  });

  it('accepts the bounds 1 and 25 and a page far past the end', async () => {
    seedLists(3);
    expect((await call(emu, 'GET', '/v3/style_rules?page_size=1&page=2')).body.style_rules).toHaveLength(1);
    expect((await call(emu, 'GET', '/v3/style_rules?page_size=25')).body.style_rules).toHaveLength(3);
    expect((await call(emu, 'GET', '/v3/style_rules?page=999')).body.style_rules).toEqual([]);
  });

  it('keeps creation order stable when a list in the middle is deleted', async () => {
    const ids = seedLists(5);
    await call(emu, 'DELETE', `/v3/style_rules/${ids[2]}`);
    await call(emu, 'PATCH', `/v3/style_rules/${ids[0]}`, { body: { name: 'Renamed' } });
    const res = await call(emu, 'GET', '/v3/style_rules?page_size=2&page=1');
    expect(res.body.style_rules.map((l: { style_id: string }) => l.style_id)).toEqual([ids[3], ids[4]]);
  });

  it('leaves rules and instructions out unless detailed=true', async () => {
    emu.seed([listBody({ configured_rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } }, custom_instructions: [instruction('A')] })]);
    const plain = await call(emu, 'GET', '/v3/style_rules');
    const summary = plain.body.style_rules[0];
    expect(summary).not.toHaveProperty('configured_rules');
    expect(summary).not.toHaveProperty('custom_instructions');
    expect(Object.keys(summary).sort()).toEqual(['creation_time', 'language', 'name', 'style_id', 'updated_time', 'version']);
    const explicitFalse = await call(emu, 'GET', '/v3/style_rules?detailed=false');
    expect(explicitFalse.body.style_rules[0]).not.toHaveProperty('configured_rules');
    const detailed = await call(emu, 'GET', '/v3/style_rules?detailed=true');
    expect(detailed.body.style_rules[0].configured_rules).toEqual({ numbers: { decimal_separator: 'use_comma_as_decimal_separator' } });
    expect(detailed.body.style_rules[0].custom_instructions[0]).toMatchObject({ label: 'A' });
  });
});
