import type { ListCheck, PlanChecks } from '../checks/types.ts';
import type { Change, ListPlan, Plan } from '../plan/types.ts';
import { plural } from '../util/plural.ts';
import { contentInWords, isLoss, ruleCount } from './list-content.ts';
import type { Section } from './markdown-fit.ts';
import { ACTION_MARK } from './marks.ts';
import { markdownText } from './user-text.ts';
import { glossaryCells, glossaryDeletesAlert, glossaryRank } from './glossary-overview.ts';
import { glossaryChanges } from './glossary-words.ts';
import { baseAlerts } from './base-alerts.ts';

/** What the translate checks said of one list: examples that passed, and failures (unmet, errors, a preview that failed). */
export interface PreviewOutcome {
  passed: number;
  failed: number;
}

export interface OverviewOptions {
  /** Per list name; a Preview column appears when any list of the plan has one. */
  previews?: ReadonlyMap<string, PreviewOutcome>;
  /** Who deletes and replaces, leading the alerts: "This plan" unless told (the drift section says what applying does). */
  subject?: string;
}

export interface Overview {
  /** `> [!CAUTION]` naming the deleted lists, `> [!WARNING]` naming the replaced ones; empty when there are none. */
  alerts: string[];
  /** One row per list and glossary the plan touches, deletes and replaces first; undefined for a plan that touches neither. */
  table?: Section;
}

/** Alerts name at most this many lists each; the table has every one. */
const NAMED = 10;

/**
 * What a reviewer reads first: whether the plan deletes or replaces anything
 * (as GitHub alerts, naming the lists), then one row per list with what
 * happens to it and what changes. Deletes and replaces lead the table, so a
 * plan of 40 lists shows its dangerous part in its first rows. Pure; the
 * table is a Section so that markdown-fit.ts can cut it like the rest.
 */
export function planOverview(plan: Plan, options: OverviewOptions = {}): Overview {
  const glossaries = glossaryChanges(plan);
  if (plan.lists.items.length === 0 && glossaries.length === 0) return { alerts: [] };
  const previews = options.previews;
  const withPreview = previews !== undefined && plan.lists.items.some((l) => previews.has(l.name));
  // "Name" once glossaries share the table; a plan of lists alone keeps its columns as they were.
  const columns = ['Action', glossaries.length > 0 ? 'Name' : 'List', 'Language', 'What changes', ...(withPreview ? ['Preview'] : [])];
  const head = [`| ${columns.join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`];
  const rows = plan.lists.items.map((list) => {
    const cells = [action(list), `**${markdownText(list.name)}**`, markdownText(language(list)), whatChanges(list)];
    if (withPreview) cells.push(previewCell(previews.get(list.name)));
    return { rank: list.adopted ? ADOPT_RANK : rank(list), cells };
  });
  for (const g of glossaries) rows.push({ rank: g.adopted ? ADOPT_RANK : glossaryRank(g), cells: [...glossaryCells(g), ...(withPreview ? [''] : [])] });
  // Stable: within a rank, lists before glossaries, each in plan order.
  const body = rows.sort((a, b) => a.rank - b.rank).map((row) => `| ${row.cells.join(' | ')} |`);
  const subject = options.subject ?? 'This plan';
  // A cut table says how many rows it leaves out: "lists" would miscount once glossaries share it.
  const table: Section = { head, body, tail: [''], ...(glossaries.length > 0 ? { what: 'row' as const } : {}) };
  return { alerts: [...baseAlerts(plan, glossaries), ...alerts(plan.lists.items, subject, glossaryDeletesAlert(glossaries, subject, NAMED))], table };
}

/** The overview as Markdown on its own (alerts, then the table), for a caller that places it itself. */
export function renderPlanOverview(plan: Plan, options: OverviewOptions = {}): string {
  const { alerts, table } = planOverview(plan, options);
  const lines = [...alerts, ...(table ? [...table.head, ...table.body, ...table.tail] : [])];
  return lines.map((line) => `${line}\n`).join('');
}

/** Per list name, what its translate examples gave; empty without translate checks. */
export function previewOutcomes(checks: PlanChecks | undefined): Map<string, PreviewOutcome> {
  return listOutcomes(checks?.translations?.lists ?? []);
}

/** Per list name, what the examples of these lists gave (the drift section's, review-markdown.ts). */
export function listOutcomes(lists: readonly ListCheck[]): Map<string, PreviewOutcome> {
  const outcomes = new Map<string, PreviewOutcome>();
  for (const list of lists) {
    const passed = list.examples.filter((e) => e.status === 'passed').length;
    // As checks-markdown.ts counts them: a preview list that could not be made or removed is a failure too.
    const failed = list.examples.length - passed + (list.preview?.error === undefined ? 0 : 1);
    outcomes.set(list.name, { passed, failed });
  }
  return outcomes;
}

function rank(list: ListPlan): number {
  if (list.action === 'delete') return isLoss(list) ? 0 : 2;
  return list.action === 'replace' ? 1 : 3;
}

function deleted(list: ListPlan): Extract<Change, { kind: 'delete_list' }> | undefined {
  for (const change of list.changes) if (change.kind === 'delete_list') return change;
  return undefined;
}

function language(list: ListPlan): string {
  const old = list.action === 'replace' ? deleted(list)?.before.language : undefined;
  return old === undefined ? list.language : `${old} → ${list.language}`;
}

/** Adoptions lead the updates: each overwrites a live list or glossary no file managed (base-alerts.ts). */
const ADOPT_RANK = 2.5;

function action(list: ListPlan): string {
  const mark = `\`${ACTION_MARK[list.action]}\``;
  if (list.adopted) return `${mark} **adopt**`;
  if (list.action === 'delete') return isLoss(list) ? `${mark} **delete**` : `${mark} duplicate removal`;
  if (list.action === 'replace') return `${mark} **replace**`;
  if (list.action === 'create') return `${mark} create`;
  const renamed = list.changes.some((c) => c.kind === 'rename_list');
  const more = list.changes.some((c) => c.kind !== 'rename_list');
  return `${mark} ${renamed ? (more ? 'rename, update' : 'rename') : 'update'}`;
}

function whatChanges(list: ListPlan): string {
  const gone = deleted(list);
  const created = list.changes.find((c) => c.kind === 'create_list');
  const createdWords = created?.kind === 'create_list' ? contentInWords(ruleCount(created.body.configured_rules), created.body.custom_instructions.length) : '';
  const liveWords = gone ? contentInWords(ruleCount(gone.before.configured_rules), gone.before.custom_instructions.length) : '';
  switch (list.action) {
    case 'create':
      return `new list with ${createdWords}`;
    case 'replace':
      // The old id is in the alert above; a full-length id here would push the table wider than the page.
      return `**new style\\_id**; live list: ${liveWords}; new list: ${createdWords}`;
    case 'delete':
      if (gone?.reason === 'duplicate') return `an exact copy; style\\_id ${markdownText(gone.kept ?? '?')}, the oldest, is kept: nothing is lost`;
      return `${gone?.reason === 'absent' ? '`state: absent`' : 'no style file manages it (`--prune`)'}; **${liveWords} go with it**`;
    case 'update':
      return updateWords(list.changes);
  }
}

/** "renamed from Old; 2 rules changed, 1 added; 1 instruction added, 1 removed". */
function updateWords(changes: readonly Change[]): string {
  const rules = { changed: 0, added: 0, removed: 0 };
  const instructions = { added: 0, changed: 0, removed: 0, duplicates: 0 };
  const parts: string[] = [];
  for (const change of changes) {
    if (change.kind === 'rename_list') parts.push(`renamed from ${markdownText(change.from)}`);
    if (change.kind === 'replace_rules') {
      for (const r of change.rules) rules[r.before === undefined ? 'added' : r.after === undefined ? 'removed' : 'changed']++;
    }
    if (change.kind === 'create_instruction') instructions.added++;
    if (change.kind === 'update_instruction') instructions.changed++;
    if (change.kind === 'delete_instruction') instructions[change.reason === 'duplicate_label' ? 'duplicates' : 'removed']++;
  }
  const said = (noun: string, counts: Record<string, number>) => {
    const shown = Object.entries(counts).filter(([, n]) => n > 0);
    // The noun once, with the first count: "2 rules changed, 1 added".
    if (shown.length > 0) parts.push(shown.map(([verb, n], i) => (i === 0 ? `${plural(n, noun)} ${verb}` : `${n} ${verb}`)).join(', '));
  };
  said('rule', rules);
  said('instruction', { added: instructions.added, changed: instructions.changed, removed: instructions.removed });
  if (instructions.duplicates > 0) parts.push(`${plural(instructions.duplicates, 'duplicate label')} removed`);
  return parts.join('; ');
}

function previewCell(outcome: PreviewOutcome | undefined): string {
  if (outcome === undefined) return '';
  return outcome.failed === 0 ? `✅ ${outcome.passed} passed` : `❌ **${outcome.failed} failed**`;
}

/** The CAUTION alert names deleted lists and deleted glossaries (`glossaryDeletes`, one paragraph of it); the WARNING, replaced lists. */
function alerts(lists: readonly ListPlan[], subject: string, glossaryDeletes: string | undefined): string[] {
  const lines: string[] = [];
  const deletes = lists.filter((l) => l.action === 'delete' && isLoss(l));
  const replaces = lists.filter((l) => l.action === 'replace');
  if (deletes.length > 0 || glossaryDeletes !== undefined) lines.push('> [!CAUTION]');
  if (deletes.length > 0) {
    lines.push(
      `> **${markdownText(subject)} deletes ${plural(deletes.length, 'list')}:** ${named(deletes)}. ` +
        `${deletes.length === 1 ? 'Its' : 'Their'} live rules and instructions go with ${deletes.length === 1 ? 'it' : 'them'}; they are shown below.`,
    );
  }
  if (glossaryDeletes !== undefined) lines.push(...(deletes.length > 0 ? ['>'] : []), glossaryDeletes);
  if (deletes.length > 0 || glossaryDeletes !== undefined) lines.push('');
  if (replaces.length > 0) {
    lines.push(
      '> [!WARNING]',
      `> **${markdownText(subject)} replaces ${plural(replaces.length, 'list')}:** ${named(replaces)}. ` +
        `A language cannot change in place, so ${replaces.length === 1 ? 'the list is' : 'each list is'} deleted and created again with a new style\\_id: ` +
        'callers using the old style\\_id break until they switch to the new one.',
      '',
    );
  }
  return lines;
}

/** "Legal (de, style_id a1), Old (fr, style_id b2) and 3 more". */
function named(lists: readonly ListPlan[]): string {
  const shown = lists.slice(0, NAMED).map((l) => `${markdownText(l.name)} (${markdownText(language(l))}, style\\_id ${markdownText(l.style_id ?? '?')})`);
  const more = lists.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  return shown.length === 1 ? (shown[0] as string) : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1) as string}`;
}
