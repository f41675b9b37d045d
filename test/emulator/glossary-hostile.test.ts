import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/emulator.ts';
import type { RunningEmulator } from '../../src/emulator/emulator.ts';
import { call } from './helpers.ts';
import { SPEC_DICTIONARY_BYTES } from './glossary-spec.ts';

// Hostile dictionaries end in a clear answer. Their cost is measured by `npm run bench:glossary-entries` (the parser the emulator uses), not timed here.
let emu: RunningEmulator;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());

const create = (entries: string, entries_format = 'tsv') =>
  call(emu, 'POST', '/v3/glossaries', { body: { name: 'Hostile', dictionaries: [{ source_lang: 'en', target_lang: 'de', entries, entries_format }] } });

/** A TSV whose entries count exactly `bytes` (source + tab + target + line break each), the way the limit counts them. */
function tsvOfBytes(bytes: number): string {
  // Full lines of 509 bytes; the last one takes the rest (under two lines, so under the term limit).
  const target = 'x'.repeat(500);
  const lines: string[] = [];
  let left = bytes;
  for (let i = 0; left > 0; i++) {
    const source = `t${i.toString(36).padStart(6, '0')}`;
    const full = source.length + target.length + 2;
    if (left - full >= full || left === full) {
      lines.push(`${source}\t${target}`);
      left -= full;
    } else {
      lines.push(`${source}\t${'y'.repeat(left - source.length - 2)}`);
      left = 0;
    }
  }
  return lines.join('\n');
}

describe('hostile dictionaries', () => {
  // Bounds, not timings: the machine is shared; bench/glossary-entries.ts measures.
  it('reads a million-line TSV to its end and names the line of a duplicate there', { timeout: 120_000 }, async () => {
    const lines = Array.from({ length: 1_000_000 }, (_, i) => `${i.toString(36)}\tx`);
    lines[999_999] = `${(5).toString(36)}\tx`;
    const dup = await create(lines.join('\n'));
    expect(dup.status).toBe(400);
    expect(dup.body.detail).toMatch(/line 1000000, column 1: the source term "5" appears again; first on line 6/);
  });

  it('accepts a dictionary of exactly the spec limit and refuses one byte more with 413 naming the limit', { timeout: 60_000 }, async () => {
    const exact = await create(tsvOfBytes(SPEC_DICTIONARY_BYTES));
    expect(exact.status).toBe(201);
    await call(emu, 'DELETE', `/v3/glossaries/${exact.body.glossary_id}`);
    const over = await create(tsvOfBytes(SPEC_DICTIONARY_BYTES + 1));
    expect(over.status).toBe(413);
    expect(over.body.detail).toContain(`exceeds ${SPEC_DICTIONARY_BYTES} bytes`);
  });

  it('refuses a PATCH whose merge would pass the limit, and changes nothing', { timeout: 60_000 }, async () => {
    const half = tsvOfBytes(SPEC_DICTIONARY_BYTES / 2 + 2000);
    const g = (await create(half)).body;
    const other = half.replace(/^t/gm, 'u');
    const patched = await call(emu, 'PATCH', `/v3/glossaries/${g.glossary_id}`, { body: { dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: other }] } });
    expect([patched.status, patched.body.detail]).toEqual([413, expect.stringMatching(/merged, the dictionary en→de would be \d+ bytes/)]);
    expect((await call(emu, 'GET', `/v3/glossaries/${g.glossary_id}`)).body.dictionaries[0].entry_count).toBe(g.dictionaries[0].entry_count);
    await call(emu, 'DELETE', `/v3/glossaries/${g.glossary_id}`);
  });

  it('names the line of broken CSV quoting deep in a large file', async () => {
    const lines = Array.from({ length: 100_000 }, (_, i) => `"term ${i}","Begriff ${i}"`);
    lines[49_999] = '"term with, an unclosed quote,Begriff';
    const res = await create(lines.join('\n'), 'csv');
    expect([res.status, res.body.detail]).toEqual([400, expect.stringMatching(/^dictionaries\[0\]\.entries line 50000, column 1: a quoted field is not closed/)]);
    const doubled = await create(`"${'""'.repeat(200_000)}",x`, 'csv');
    expect([doubled.status, doubled.body.detail]).toEqual([400, expect.stringMatching(/UTF-8 bytes long/)]);
  });

  it('answers 413 naming the limit for a body past the glossary body limit', async () => {
    const res = await call(emu, 'POST', '/v3/glossaries', { rawBody: 'x'.repeat(33 * 1024 * 1024) });
    expect([res.status, res.body.message]).toEqual([413, expect.stringMatching(/exceeds \d+ bytes/)]);
  });
});
