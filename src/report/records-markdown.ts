import type { WriteRecord } from '../apply/result.ts';
import { markdownText } from './user-text.ts';

/** The writes of an apply as a Markdown table: operation, list, version after, trace id, outcome. */
export function renderRecordsMarkdown(records: readonly WriteRecord[]): string {
  if (records.length === 0) return '_No writes were sent._\n';
  const cell = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '–' : markdownText(String(value)));
  const rows = records.map((r) => {
    const what = r.label === undefined ? r.operation : `${r.operation} ${r.label}`;
    const outcome = r.outcome === 'failed' ? `failed: ${r.error ?? 'no answer'}` : r.recovered ? 'applied (recovered)' : 'applied';
    return `| ${cell(what)} | ${cell(r.list)} | ${cell(r.style_id)} | ${cell(r.version_after)} | ${cell(r.trace_id)} | ${cell(outcome)} |`;
  });
  return ['| Operation | List | style_id | Version | Trace ID | Outcome |', '|---|---|---|---|---|---|', ...rows, ''].join('\n');
}
