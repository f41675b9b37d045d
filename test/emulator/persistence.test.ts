import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/emulator.ts';
import { call, instruction, listBody } from './helpers.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stylesync-emulator-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('dataFile persistence', () => {
  it('round-trips lists through the data file across a restart', async () => {
    const file = join(dir, 'nested', 'state.json');
    const first = await startEmulator({ dataFile: file, randomSeed: 3 });
    const created = await call(first, 'POST', '/v3/style_rules', {
      body: listBody({ configured_rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } }, custom_instructions: [instruction('A')] }),
    });
    const id = created.body.style_id as string;
    await call(first, 'POST', `/v3/style_rules/${id}/custom_instructions`, { body: instruction('B', 'de') });
    await call(first, 'POST', '/v3/style_rules', { body: listBody({ name: 'Second', language: 'ko' }) });
    const before = first.lists();
    await first.close();

    const saved = JSON.parse(await readFile(file, 'utf8'));
    expect(saved.format).toBe(1);
    expect(saved.lists).toEqual(before);
    expect((await readdir(join(dir, 'nested'))).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    // Same seed: the restarted generator would repeat ids, which must not collide with stored ones.
    const second = await startEmulator({ dataFile: file, randomSeed: 3, seed: [listBody({ name: 'Ignored seed' })] });
    try {
      expect(second.lists()).toEqual(before);
      const got = await call(second, 'GET', `/v3/style_rules/${id}`);
      expect(got.body.version).toBe(2);
      const third = await call(second, 'POST', '/v3/style_rules', { body: listBody({ name: 'Third', custom_instructions: [instruction('C')] }) });
      expect(third.status).toBe(201);
      const ids = second.lists().flatMap((l) => [l.style_id, ...l.custom_instructions.map((i) => i.id)]);
      expect(new Set(ids).size).toBe(ids.length);
      const next = await call(second, 'PATCH', `/v3/style_rules/${id}`, { body: { name: 'Renamed' } });
      expect(Date.parse(next.body.updated_time)).toBeGreaterThan(Date.parse(got.body.updated_time));
    } finally {
      await second.close();
    }
    expect(JSON.parse(await readFile(file, 'utf8')).lists.map((l: { name: string }) => l.name)).toEqual(['Renamed', 'Second', 'Third']);
  });

  it('seeds a fresh data file and persists the seed', async () => {
    const file = join(dir, 'state.json');
    const emu = await startEmulator({ dataFile: file, seed: [listBody({ name: 'Seeded' })] });
    await emu.close();
    expect(JSON.parse(await readFile(file, 'utf8')).lists.map((l: { name: string }) => l.name)).toEqual(['Seeded']);
  });

  it('persists deletes and resets', async () => {
    const file = join(dir, 'state.json');
    const emu = await startEmulator({ dataFile: file });
    const [a] = emu.seed([listBody({ name: 'A' }), listBody({ name: 'B' })]);
    await call(emu, 'DELETE', `/v3/style_rules/${a?.style_id}`);
    await emu.close();
    expect(JSON.parse(await readFile(file, 'utf8')).lists.map((l: { name: string }) => l.name)).toEqual(['B']);
    const again = await startEmulator({ dataFile: file });
    again.reset();
    await again.close();
    expect(JSON.parse(await readFile(file, 'utf8')).lists).toEqual([]);
  });

  it('writes atomically: each write replaces the file by a rename, and a reader never sees a partial file', async () => {
    const file = join(dir, 'state.json');
    // 200 instructions make the file (~20 KB) big enough that an in-place write is not one step.
    const seeded = await startEmulator({ dataFile: file, seed: [listBody({ custom_instructions: Array.from({ length: 200 }, (_, i) => instruction(`L${i}`)) })] });
    const id = seeded.lists()[0]?.style_id as string;
    await seeded.close();

    // rename() puts a new file in place; an in-place write would keep the inode. (Compared over one
    // write only: the file system may hand the freed inode number to the next temporary file.)
    const before = await stat(file);
    const once = await startEmulator({ dataFile: file });
    expect((await call(once, 'PATCH', `/v3/style_rules/${id}`, { body: { name: 'once' } })).status).toBe(200);
    await once.close();
    expect((await stat(file)).ino).not.toBe(before.ino);

    const emu = await startEmulator({ dataFile: file });
    let writing = true;
    let reads = 0;
    const reader = (async () => {
      while (writing) {
        // An in-place write (truncate, then write) would show an empty or cut-off file here.
        JSON.parse(await readFile(file, 'utf8'));
        reads += 1;
      }
    })();
    try {
      for (let i = 0; i < 40; i++) expect((await call(emu, 'PATCH', `/v3/style_rules/${id}`, { body: { name: `N${i}` } })).status).toBe(200);
    } finally {
      await emu.close();
      writing = false;
      await reader;
    }
    expect(reads).toBeGreaterThan(0);
    expect(JSON.parse(await readFile(file, 'utf8')).lists[0]).toMatchObject({ name: 'N39', version: 42 });
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses to start on a corrupt data file rather than overwrite it', async () => {
    const file = join(dir, 'state.json');
    await writeFile(file, '{"format": 1, "lists": [');
    await expect(startEmulator({ dataFile: file })).rejects.toThrow(/not valid JSON/);
    await writeFile(file, '{"lists": []}');
    await expect(startEmulator({ dataFile: file })).rejects.toThrow(/format/);
    expect(await readFile(file, 'utf8')).toBe('{"lists": []}');
  });
});
