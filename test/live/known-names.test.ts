import { describe, expect, it } from 'vitest';
import type { LiveList } from '../../src/catalog/types.ts';
import { KnownNames } from '../../src/live/known-names.ts';
import { parseList } from '../../src/live/wire.ts';
import { countObjects } from '../heap-objects.ts';

const list = (version: number, instructions: Array<[string, string]>): LiveList => ({
  style_id: 's1',
  name: 'Docs',
  language: 'de',
  version,
  configured_rules: {},
  custom_instructions: instructions.map(([id, label]) => ({ id, label, prompt: `p ${label}` })),
});

// KnownNames holds each read list by reference (issue #31); the labels it gives must be those one key per instruction gave.
describe('KnownNames', () => {
  it('holds a read list, not its instructions: a list read from the service makes them anew on each read (live/wire.ts)', async () => {
    const marker = 'known-names-holds-the-list-';
    const known = new KnownNames();
    const read = parseList(JSON.parse(JSON.stringify({ ...list(1, []), custom_instructions: [0, 1, 2].map((i) => ({ id: `${marker}${i}`, label: `L${i}`, prompt: 'p' })) })));
    known.remember(read);
    const held = await countObjects('Object.prototype', 'function (objects, marker) { return objects.filter((o) => typeof o.id === "string" && o.id.startsWith(marker)); }', marker);
    expect(held).toBe(0);
    expect(known.instruction('s1', `${marker}2`)).toMatchObject({ label: 'L2' });
  });

  it('names an instruction from the last read of its list', () => {
    const known = new KnownNames();
    known.remember(list(1, [['i1', 'Tone'], ['i2', 'Brands']]));
    expect(known.instruction('s1', 'i2')).toEqual({ kind: 'instruction', listId: 's1', listName: 'Docs', id: 'i2', label: 'Brands' });
    expect(known.instruction('s1', 'i9')).toEqual({ kind: 'instruction', listId: 's1', listName: 'Docs', id: 'i9' });
    expect(known.instruction('s2', 'i1')).toEqual({ kind: 'instruction', listId: 's2', id: 'i1' });
  });

  it('lets the newest answer win, and keeps what earlier answers named', () => {
    const known = new KnownNames();
    known.remember(list(1, [['i1', 'Tone'], ['i2', 'Brands']]));
    known.rememberInstruction('s1', { id: 'i2', label: 'Brand names', prompt: 'p' });
    known.rememberInstruction('s1', { id: 'i3', label: 'Dates', prompt: 'p' });
    expect(known.instruction('s1', 'i2')).toMatchObject({ label: 'Brand names' });
    known.remember(list(2, [['i2', 'Products'], ['i4', 'Units']]));
    expect(known.instruction('s1', 'i2')).toMatchObject({ label: 'Products' });
    expect(known.instruction('s1', 'i4')).toMatchObject({ label: 'Units' });
    // Gone from the last read, still named as they were last seen.
    expect(known.instruction('s1', 'i1')).toMatchObject({ label: 'Tone' });
    expect(known.instruction('s1', 'i3')).toMatchObject({ label: 'Dates' });
    known.remember(list(3, [['i1', 'Register']]));
    expect(known.instruction('s1', 'i1')).toMatchObject({ label: 'Register' });
    expect(known.instruction('s1', 'i4')).toMatchObject({ label: 'Units' });
  });
});
