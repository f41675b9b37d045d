import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openRecordFile } from '../../src/apply/record-file.ts';
import type { GlossaryWriteRecord, WriteRecord } from '../../src/apply/result.ts';

const common = { file: null, trace_id: null, at: '2026-01-01T00:00:00.000Z', outcome: 'applied' as const };
const listWrite: WriteRecord = { ...common, list: 'Acme DE', operation: 'rename_list', style_id: 's1', version_after: 2, version_source: 'response' };
const glossaryWrite: GlossaryWriteRecord = { ...common, glossary: 'Acme Terms', operation: 'delete_glossary', glossary_id: 'g1', entry_count_after: null };

// /dev/full accepts the open and refuses every write (ENOSPC): a full disk without filling one.
describe.skipIf(!existsSync('/dev/full'))('openRecordFile on a full disk', () => {
  it.each([
    [listWrite, 'The write to "Acme DE" went through; no further write was sent.'],
    [glossaryWrite, 'The write to glossary "Acme Terms" went through; no further write was sent.'],
  ])('names the write that went through, list or glossary', (record, said) => {
    const file = openRecordFile('/dev/full', { target: null, base_url: 'http://127.0.0.1:1' });
    try {
      expect(() => file.append(record)).toThrow(expect.objectContaining({ code: 'record-unwritable', message: expect.stringContaining(said) }));
    } finally {
      file.close();
    }
  });
});
