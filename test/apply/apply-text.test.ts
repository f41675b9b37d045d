import { describe, expect, it } from 'vitest';
import type { ApplyResult, ListOutcome, WriteRecord } from '../../src/apply/result.ts';
import { renderProgressLine } from '../../src/report/apply-progress.ts';
import { renderApplyText } from '../../src/report/apply-text.ts';

const base: ListOutcome = { name: 'Acme DE', file: 'styles/de.yaml', action: 'update', style_id: 's1', previous_style_id: 's1', status: 'applied', applied: 2, skipped: 0 };

function result(lists: ListOutcome[]): ApplyResult {
  return {
    lists,
    records: [],
    totals: {
      applied: lists.reduce((n, l) => n + l.applied, 0),
      failed: lists.filter((l) => l.status === 'failed').length,
      skipped: lists.reduce((n, l) => n + l.skipped, 0),
    },
  };
}

describe('renderApplyText', () => {
  it('says the apply is complete when nothing failed, and lists new ids', () => {
    const text = renderApplyText(
      result([base, { ...base, name: 'Acme FR', action: 'create', style_id: 'n1', previous_style_id: null, applied: 1 }, { ...base, name: 'Acme JA', action: 'replace', previous_style_id: 'old', style_id: 'new', applied: 2 }]),
      { color: false },
    );
    expect(text).toContain('+ Acme FR: style_id n1');
    expect(text).toContain('-/+ Acme JA: old → new');
    expect(text.trimEnd().split('\n').at(-1)).toBe('Apply complete: 5 writes to 3 lists.');
    expect(text).not.toContain('\x1b[');
  });

  it('tells how to update the pin of a replaced list whose file pins the old id', () => {
    const replaced: ListOutcome = { ...base, name: 'Acme JA', file: 'styles/ja.yaml', action: 'replace', previous_style_id: 'old', style_id: 'new' };
    expect(renderApplyText(result([{ ...replaced, pinned: true }]), { color: false })).toContain('-/+ Acme JA: old → new\n      update the pin: set style_id: new in styles/ja.yaml\n');
    expect(renderApplyText(result([replaced]), { color: false })).not.toContain('update the pin');
  });

  it('shows each failure with its hint, trace id and what was skipped', () => {
    const failed: ListOutcome = { ...base, status: 'failed', applied: 1, skipped: 3, failure: { message: 'HTTP 500', hint: 'try again later', trace_id: 'a'.repeat(32) } };
    const text = renderApplyText(result([failed, { ...base, name: 'Acme FR' }]), { color: true });
    expect(text).toContain('! Acme DE (styles/de.yaml): HTTP 500');
    expect(text).toContain('hint: try again later');
    expect(text).toContain(`trace id: ${'a'.repeat(32)}`);
    expect(text).toContain('1 earlier write of this list went through; 3 later writes skipped.');
    expect(text).toContain('Apply incomplete: 3 applied, 1 list failed, 3 skipped.');
    expect(text).toContain('\x1b[31m');
  });
});

describe('renderProgressLine', () => {
  const record: WriteRecord = {
    list: 'Acme DE',
    file: 'styles/de.yaml',
    operation: 'delete_list',
    style_id: 's1',
    version_after: null,
    version_source: null,
    backup: '.stylesync/backups/s1.json',
    trace_id: '0123456789abcdef0123456789abcdef',
    at: '2025-01-01T00:00:00.000Z',
    outcome: 'applied',
  };
  it('marks deletes and names the backup', () => {
    expect(renderProgressLine(record)).toBe('- Acme DE: DELETE style_rules → deleted (backup .stylesync/backups/s1.json) (trace 01234567…)');
  });
  it('shows the whole trace id of a failure', () => {
    expect(renderProgressLine({ ...record, operation: 'update_instruction', label: 'Tone', outcome: 'failed', error: 'HTTP 503' })).toBe(
      '! Acme DE: PUT custom_instructions "Tone" failed: HTTP 503 (trace 0123456789abcdef0123456789abcdef)',
    );
  });
});
