import { describe, expect, it } from 'vitest';
import type { ApplyResult, GlossaryOutcome, GlossaryWriteRecord } from '../../src/apply/result.ts';
import { renderApplyJson } from '../../src/report/apply-json.ts';
import { renderGlossaryProgressLine } from '../../src/report/apply-progress.ts';
import { renderApplyText } from '../../src/report/apply-text.ts';
import { renderRecordsMarkdown } from '../../src/report/records-markdown.ts';
import { plan as listPlan } from '../world/apply.ts';

// The glossary parts of apply's renderers, with a hostile name: a glossary's
// name and the service's message reach terminals, logs and the job summary.

const HOSTILE = 'Evil\x1b[2J\n::error::pwned | **bold** <img src=x>';
const record = (overrides: Partial<GlossaryWriteRecord> = {}): GlossaryWriteRecord => ({
  glossary: 'Acme Terms',
  file: 'glossaries/acme.yaml',
  operation: 'put_dictionary',
  glossary_id: '4e0d2b8a-3f61-4c2e-9b7a-0c5d8e1f2a34',
  source_lang: 'en',
  target_lang: 'de',
  entry_count_after: 12,
  trace_id: 'b'.repeat(32),
  at: '2026-11-25T16:00:00.000Z',
  outcome: 'applied',
  ...overrides,
});
const outcome = (overrides: Partial<GlossaryOutcome> = {}): GlossaryOutcome => ({ name: 'Acme Terms', file: 'glossaries/acme.yaml', action: 'update', glossary_id: 'g1', status: 'applied', applied: 1, skipped: 0, ...overrides });
const result = (glossaries: GlossaryOutcome[], failed = 0): ApplyResult => ({ lists: [], records: [], glossaries, totals: { applied: 1, failed, skipped: 0 } });

describe('glossary writes in the apply reports', () => {
  it('progress lines name the request, the pair and the entry count after; a hostile name cannot move the cursor or start a line', () => {
    expect(renderGlossaryProgressLine(record())).toBe('~ glossary Acme Terms: PUT dictionary en→de → 12 entries (trace bbbbbbbb…)');
    expect(renderGlossaryProgressLine(record({ operation: 'delete_glossary', source_lang: undefined, target_lang: undefined, entry_count_after: null, backup: 'b/dir', already_gone: true })))
      .toBe('- glossary Acme Terms: DELETE glossary → deleted (backup b/dir) (already gone: another run or a person deleted it first) (trace bbbbbbbb…)');
    const hostile = renderGlossaryProgressLine(record({ glossary: HOSTILE, outcome: 'failed', error: `boom ${HOSTILE}` }));
    expect(hostile).not.toContain('\x1b');
    expect(hostile).not.toContain('\n');
    expect(hostile.startsWith('! glossary ')).toBe(true);
  });

  it('the end report lists failed and created glossaries apart from lists', () => {
    const text = renderApplyText(result([outcome({ action: 'create', glossary_id: 'new-id' }), outcome({ name: HOSTILE, status: 'failed', applied: 0, skipped: 2, failure: { message: 'HTTP 500', hint: 'try again' } })], 1), { color: false });
    expect(text).toContain('  + glossary Acme Terms: glossary_id new-id');
    expect(text).toContain('2 later writes skipped.');
    expect(text).not.toContain('\x1b');
    expect(text.split('\n').some((line) => line.startsWith('::error::'))).toBe(false);
    expect(text.trimEnd().split('\n').at(-2)).toBe('Apply incomplete: 1 applied, 1 of 2 glossaries failed, 0 skipped.');
  });

  it('the Writes table marks glossary rows, escapes their names and keeps its width', () => {
    const md = renderRecordsMarkdown([record({ glossary: HOSTILE, renamed_from: 'Old' })]);
    expect(md).toContain('| # | Outcome | Write | List or glossary | Version or entries | Id | Trace ID |');
    const row = md.split('\n').find((line) => line.startsWith('| 1 | ✅'))!;
    expect(row).toContain('put\\_dictionary en→de');
    expect(row).toContain('| 12 | 4e0d2b8a… |');
    expect(row).not.toMatch(/<img|\*\*bold\*\*|\n/);
    expect(row.split(' | ').length).toBe(7);
  });

  it('JSON carries the glossaries, their new ids and every glossary record when the plan covers glossaries, and is unchanged otherwise', () => {
    const withGlossaries = { ...listPlan([]), glossaries: { items: [], unchanged: [], unmanaged: [], summary: { create: 1, update: 0, delete: 0 }, requests: 1, fingerprint: { hashes: {}, absent_names: [] }, problems: [] } };
    const records = [{ ...record({ operation: 'create_glossary', glossary_id: 'new-id', backup: 'b/x' }), format_version: 1 as const, target: null, base_url: 'http://127.0.0.1:1' }, { ...record({ backup: 'b/x' }), format_version: 1 as const, target: null, base_url: 'http://127.0.0.1:1' }];
    const doc = JSON.parse(renderApplyJson({ plan: withGlossaries, result: result([outcome({ action: 'create', glossary_id: 'new-id' })]), records, outputs: [] }));
    expect(doc.created_glossaries).toEqual({ 'Acme Terms': 'new-id' });
    expect(doc.glossaries).toHaveLength(1);
    expect(doc.records).toHaveLength(2);
    expect(doc.files_written).toEqual(['b/x']);
    const without = JSON.parse(renderApplyJson({ plan: listPlan([]), records: [], outputs: [] }));
    expect(without).not.toHaveProperty('glossaries');
    expect(without).not.toHaveProperty('created_glossaries');
  });
});
