import type { LiveList } from '../catalog/types.ts';
import type { Plan } from '../plan/types.ts';
import { markdownText } from './user-text.ts';

/** Rows of the table at most: a service answering thousands of changed lists must not fill the issue with them (the plan below is cut to fit too). */
export const MAX_DRIFT_FACT_ROWS = 50;

/**
 * What differs on the service, one row per list and glossary: its id, and for
 * a list the live version and when the service last changed it (the plan says
 * what changed). Every cell comes from the files or the service: escaped.
 */
export function renderDriftFactsMarkdown(plan: Plan, live: readonly LiveList[]): string {
  const byId = new Map(live.map((list) => [list.style_id, list]));
  const rows: string[] = [];
  for (const change of plan.lists.items) {
    const list = change.style_id === undefined ? undefined : byId.get(change.style_id);
    const version = list?.version ?? change.live_version;
    const when = list?.updated_time ?? list?.creation_time;
    rows.push(row('list', change.name, change.style_id, version === undefined ? '—' : String(version), when, change.action));
  }
  for (const change of plan.glossaries?.items ?? []) rows.push(row('glossary', change.name, change.glossary_id, '—', undefined, change.action));
  if (rows.length === 0) return '';
  const shown = rows.slice(0, MAX_DRIFT_FACT_ROWS);
  const more = rows.length > shown.length ? `\n_…and ${rows.length - shown.length} more, in the plan below and the run's job summary._\n` : '';
  return `## What differs on the service\n\n| Kind | Name | Id | Live version | Last changed on the service | To match the files |\n|---|---|---|---|---|---|\n${shown.join('\n')}\n${more}\n`;
}

function row(kind: string, name: string, id: string | undefined, version: string, when: string | undefined, action: string): string {
  const cell = (text: string | undefined) => (text === undefined || text === '' ? '—' : markdownText(text));
  return `| ${kind} | ${cell(name)} | ${cell(id)} | ${cell(version)} | ${cell(when)} | ${action} |`;
}
