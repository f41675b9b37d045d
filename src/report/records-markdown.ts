import { type AnyWriteRecord, type GlossaryWriteRecord, isGlossaryRecord, recordItem, type WriteRecord } from '../apply/result.ts';
import { plural } from '../util/plural.ts';
import { markdownText } from './user-text.ts';

/** Ids this long or shorter are shown whole; longer ones by their start. */
const SHORT_ID = 12;

/**
 * The writes of an apply for the job summary: a count line, then a table
 * that fits the page with the outcome second (after the write's number):
 * full style_ids (36 characters) and trace IDs (32) would push it out of
 * sight, so the table shows their first 8 characters, and a collapsed block
 * under it pairs each write's number with the full values, which the record
 * file (`recordFile`) holds as well.
 */
export function renderRecordsMarkdown(records: readonly AnyWriteRecord[], options: { recordFile?: string } = {}): string {
  if (records.length === 0) return '_No writes were sent._\n';
  const failed = records.filter((r) => r.outcome === 'failed').length;
  const count = `**${plural(records.length, 'write')} sent: ${records.length - failed} applied, ${failed === 0 ? '0 failed' : `❌ ${failed} failed`}.**`;
  const rows = records.map((r, i) => (isGlossaryRecord(r) ? glossaryRow(r, i) : listRow(r, i)));
  const where = options.recordFile === undefined ? 'the record file (output `record-file`)' : `${markdownText(options.recordFile)} (output \`record-file\`)`;
  const full = records.map((r, i) => `| ${i + 1} | ${cell(recordItem(r).id)} | ${cell(r.trace_id)} |`);
  // A run that wrote glossaries says so in the headings; one that wrote lists only keeps the lists' table.
  const glossaries = records.some(isGlossaryRecord);
  const ids = glossaries ? 'style\\_id or glossary\\_id' : 'style\\_id';
  return [
    count,
    '',
    glossaries ? `| # | Outcome | Write | List or glossary | Version or entries | Id | Trace ID |` : `| # | Outcome | Write | List | Version | ${ids} | Trace ID |`,
    '|--:|---|---|---|--:|---|---|',
    ...rows,
    '',
    `<details><summary>Full ${glossaries ? 'ids' : 'style_ids'} and trace IDs of the writes (also in the record file)</summary>`,
    '',
    `Every write with its full ids, ${glossaries ? 'versions, entry counts' : 'versions'} and times is in ${where}.`,
    '',
    `| # | ${ids} | Trace ID |`,
    '|--:|---|---|',
    ...full,
    '',
    '</details>',
    '',
  ].join('\n');
}

function listRow(r: WriteRecord, i: number): string {
  const what = r.label === undefined ? markdownText(r.operation) : `${markdownText(r.operation)} ${markdownText(r.label)}`;
  return `| ${i + 1} | ${outcome(r)} | ${what} | ${cell(r.list)} | ${cell(r.version_after)} | ${short(r.style_id)} | ${short(r.trace_id)} |`;
}

/** A glossary write: the dictionary pair beside the operation, the glossary's name marked as such, the entry count after. */
function glossaryRow(r: GlossaryWriteRecord, i: number): string {
  const pair = r.source_lang === undefined ? '' : ` ${markdownText(`${r.source_lang}→${r.target_lang ?? '?'}`)}`;
  const renamed = r.renamed_from === undefined ? '' : ` (renamed from ${markdownText(r.renamed_from)})`;
  return `| ${i + 1} | ${outcome(r)} | ${markdownText(r.operation)}${pair} | glossary ${cell(r.glossary)}${renamed} | ${cell(r.entry_count_after)} | ${short(r.glossary_id)} | ${short(r.trace_id)} |`;
}

function outcome(r: AnyWriteRecord): string {
  if (r.outcome === 'failed') return `❌ failed: ${markdownText(r.error ?? 'no answer')}`;
  if (r.recovered) return '✅ applied (recovered)';
  if (r.already_gone) return '✅ already gone';
  return '✅ applied';
}

function cell(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? '–' : markdownText(String(value));
}

/** The start of an id, marked as cut; the whole id is in the block below the table. */
function short(id: string | null): string {
  if (id === null || id === '') return '–';
  const points = [...id];
  return points.length <= SHORT_ID ? markdownText(id) : `${markdownText(points.slice(0, 8).join(''))}…`;
}
