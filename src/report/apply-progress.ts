import { type AnyWriteRecord, type ApplyProgress, type GlossaryWriteRecord, isGlossaryRecord, type WriteRecord } from '../apply/result.ts';
import type { GlossaryWrite } from '../plan/glossary-types.ts';
import { terminalQuoted, terminalText } from './user-text.ts';

const MARKS: Record<WriteRecord['operation'], string> = {
  create_list: '+',
  rename_list: '~',
  replace_rules: '~',
  delete_instruction: '~',
  update_instruction: '~',
  create_instruction: '~',
  delete_list: '-',
};

/** The HTTP request behind a write, as a person reading a log would look for it. */
export function describeOperation(record: Pick<WriteRecord, 'operation' | 'label'>): string {
  const label = record.label === undefined ? '' : ` ${terminalQuoted(record.label)}`;
  switch (record.operation) {
    case 'create_list':
      return 'POST style_rules';
    case 'rename_list':
      return 'PATCH name';
    case 'replace_rules':
      return 'PUT configured_rules';
    case 'delete_instruction':
      return `DELETE custom_instructions${label}`;
    case 'update_instruction':
      return `PUT custom_instructions${label}`;
    case 'create_instruction':
      return `POST custom_instructions${label}`;
    case 'delete_list':
      return 'DELETE style_rules';
  }
}

/** Trace ids are 32 hex characters; eight are enough to find one in a record file. */
export function shortTrace(traceId: string | null): string {
  if (!traceId) return '';
  return ` (trace ${terminalText(traceId.length > 8 ? `${traceId.slice(0, 8)}…` : traceId)})`;
}

/**
 * One line per write, e.g. `~ Acme Marketing DE: PUT configured_rules → version 7 (trace 1f2e3d4c…)`.
 * List names, labels, ids and the service's messages are user text: shown through terminalText.
 */
export function renderProgressLine(record: WriteRecord): string {
  return progressLine(record, MARKS[record.operation], terminalText(record.list), describeOperation(record), () => {
    if (record.operation === 'delete_list') return deleted(record);
    const derived = record.version_source === 'derived' ? ' (derived)' : '';
    const version = `version ${terminalText(String(record.version_after ?? '?'))}${derived}`;
    return `${record.operation === 'create_list' ? `style_id ${terminalText(String(record.style_id))}, ${version}` : version}${backedUp(record, 'list')}`;
  });
}

const GLOSSARY_MARKS: Record<GlossaryWrite['kind'], string> = {
  create_glossary: '+',
  patch_glossary: '~',
  put_dictionary: '~',
  delete_dictionary: '~',
  delete_glossary: '-',
};

/** The HTTP request behind a glossary write, e.g. `PUT dictionary en→de`. */
export function describeGlossaryOperation(record: Pick<GlossaryWriteRecord, 'operation' | 'source_lang' | 'target_lang' | 'renamed_from'>): string {
  const pair = record.source_lang === undefined ? '' : ` ${terminalText(`${record.source_lang}→${record.target_lang ?? '?'}`)}`;
  switch (record.operation) {
    case 'create_glossary':
      return 'POST glossary';
    case 'patch_glossary': {
      const name = record.renamed_from === undefined ? '' : ` name (was ${terminalQuoted(record.renamed_from)})`;
      return `PATCH${name}${pair === '' ? '' : `${name === '' ? '' : ' and'} terms${pair}`}`;
    }
    case 'put_dictionary':
      return `PUT dictionary${pair}`;
    case 'delete_dictionary':
      return `DELETE dictionary${pair}`;
    case 'delete_glossary':
      return 'DELETE glossary';
  }
}

/**
 * One line per glossary write, e.g. `~ Glossary Acme Terms: PUT dictionary en→de → 12 entries (trace 1f2e3d4c…)`.
 * The service keeps no glossary version, so the line gives what the write left: the dictionary's entry count.
 */
export function renderGlossaryProgressLine(record: GlossaryWriteRecord): string {
  return progressLine(record, GLOSSARY_MARKS[record.operation], `glossary ${terminalText(record.glossary)}`, describeGlossaryOperation(record), () => {
    const count = record.entry_count_after === null ? '' : `${record.entry_count_after} ${record.entry_count_after === 1 ? 'entry' : 'entries'}`;
    if (record.operation === 'delete_glossary' || record.operation === 'delete_dictionary') return deleted(record);
    if (record.operation === 'create_glossary') return `glossary_id ${terminalText(String(record.glossary_id))}${count === '' ? '' : `, ${count}`}`;
    return `${count === '' ? 'done' : count}${backedUp(record, 'glossary')}`;
  });
}

/** A write's line, whatever its kind: failed with the service's words, or what it left (`after`) with its notes and trace. */
function progressLine(record: AnyWriteRecord, mark: string, name: string, operation: string, after: () => string): string {
  if (record.outcome === 'failed') {
    const trace = record.trace_id ? ` (trace ${terminalText(record.trace_id)})` : '';
    return `! ${name}: ${operation} failed: ${terminalText(record.error ?? 'unknown error')}${trace}`;
  }
  return `${mark} ${name}: ${operation} → ${after()}${notes(record)}${shortTrace(record.trace_id)}`;
}

function deleted(record: AnyWriteRecord): string {
  return record.backup ? `deleted (backup ${terminalText(record.backup)})` : 'deleted';
}

function backedUp(record: AnyWriteRecord, noun: 'list' | 'glossary'): string {
  return record.backup ? ` (${noun} backed up to ${terminalText(record.backup)} first)` : '';
}

/** What a write's line adds when it did not go the plain way: gone already, recovered or sent again after an unclear answer. */
function notes(record: Pick<WriteRecord, 'already_gone' | 'recovered' | 'resent'>): string {
  const gone = record.already_gone ? ' (already gone: another run or a person deleted it first)' : '';
  const recovered = record.recovered
    ? ' (found after an unclear answer, not sent twice)'
    : record.resent
      ? ' (sent again after no clear answer; if the first lands late, the next plan removes the copy)'
      : '';
  return `${gone}${recovered}`;
}

/** A progress event of apply as the line a person reads. */
export function renderProgress(event: ApplyProgress): string {
  return isGlossaryRecord(event.record) ? renderGlossaryProgressLine(event.record) : renderProgressLine(event.record);
}
