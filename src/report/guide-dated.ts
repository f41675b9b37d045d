import { GUIDE_SECTIONS, sectionOfRule } from '../catalog/guide-sections.ts';
import { ruleInWords } from '../catalog/rule-words.ts';
import { guideChanges, hasChanges, type LanguageChanges } from './guide-changes.ts';
import type { Guide, GuideLanguage } from './guide-types.ts';
import { markdownCode, markdownText } from './user-text.ts';
import { boundedText } from './bounded-text.ts';
import { FILE_NOTE_MAX_CHARS } from '../catalog/file-note.ts';

/**
 * The dated "What's new" of a language page (issue #30; Google's developer
 * style guide keeps one): one row per commit that changed the language, newest
 * first, with its date, its subject, the `note:` of each file whose note it
 * set or changed (that file's own words for it), what it changed in words (removed
 * rules and terms named too), and the sections of the outline it touched,
 * each linking to the section on this page. From committed history only
 * (app/guide-history.ts reads it); pure here.
 */
export interface GuideCommit {
  /** The commit's date, YYYY-MM-DD (committer date). */
  date: string;
  subject: string;
  sha: string;
  /** The guide at the commit's first parent (empty for a root commit) and at the commit. */
  before: Guide;
  after: Guide;
}

export interface GuideHistory {
  commits: GuideCommit[];
  /** The most commits read: the last `limit`, or at most `limit` since `since`. */
  limit: number;
  /** The ref of `--since` as the user gave it. */
  since?: string;
  /** Set when more commits were there than were read: the bound is said on the page. */
  cut?: true;
  /** Set when the clone is shallow and its oldest commit was left out (its parent is not here, so its change is unknown). */
  shallow?: true;
}

/** Names of removed rules, instructions and terms in one row's cell before "and N more". */
export const DATED_NAMES = 5;

export function datedSection(language: GuideLanguage, history: GuideHistory): string[] {
  const scope = history.since === undefined ? `the last ${history.limit} commits` : `the commits since ${markdownCode(boundedText(history.since))}`;
  const out = ['## What’s new by date', '', `From ${scope} that touched the style files, newest first.`, ''];
  const rows: string[] = [];
  for (const commit of history.commits) {
    const then = commit.after.languages.find((l) => l.language === language.language) ?? { ...language, lists: [], terminology: [] };
    const changes = guideChanges(commit.before, then);
    const was = commit.before.languages.find((l) => l.language === language.language);
    const notes = notesChanged(was, then);
    if (!hasChanges(changes) && notes.length === 0) continue;
    rows.push(`| ${markdownText(commit.date)} | ${changeWords(commit, changes, notes)} | ${sectionsChanged(language, [then, ...(was === undefined ? [] : [was])], changes)} |`);
  }
  if (rows.length === 0) out.push('None of them changed this language.', '');
  else out.push('| Date | Change | Sections changed |', '|---|---|---|', ...rows, '');
  if (history.shallow) out.push('*This clone’s history is shallow: its oldest commit, whose parent it lacks, is left out (`fetch-depth: 0` on actions/checkout, or `git fetch --unshallow`, shows the rest).*', '');
  if (history.cut) out.push(`*Only the newest ${history.limit} commits are read (the most the guide reads of the history).*`, '');
  return out;
}

/**
 * The files' `note:`s the commit set or changed, as [list or glossary, note], lists first: each file's own
 * words for its change. A note left as it was says nothing of this commit, and a removed one has no words.
 */
function notesChanged(was: GuideLanguage | undefined, now: GuideLanguage): Array<[string, string]> {
  const changed = (items: ReadonlyArray<{ name: string; note?: string }>, before: ReadonlyArray<{ name: string; note?: string }>) =>
    items.flatMap(({ name, note }): Array<[string, string]> => (note !== undefined && before.find((b) => b.name === name)?.note !== note ? [[name, note]] : []));
  // A glossary shows as one dictionary per pair on a page; its note is one file's, said once.
  const glossaries = (l: GuideLanguage | undefined) => [...new Map((l?.terminology ?? []).map((d) => [d.glossary, { name: d.glossary, ...(d.note === undefined ? {} : { note: d.note }) }])).values()];
  return [...changed(now.lists, was?.lists ?? []), ...changed(glossaries(now), glossaries(was))];
}

/**
 * The subject, the files' notes beside it (the subject is the commit's, over
 * every file; a note is its file's own words), then what changed in counts,
 * the removed things by name: a returning translator must hear what went.
 */
function changeWords(commit: GuideCommit, c: LanguageChanges, notes: ReadonlyArray<[string, string]>): string {
  const parts: string[] = [];
  const count = (n: number, what: string) => (n > 0 ? `${n} ${what}` : '');
  const rules = [count(c.rules.filter((r) => r.before === undefined).length, 'set'), count(c.rules.filter((r) => r.before !== undefined && r.after !== undefined).length, 'changed'), count(c.rules.filter((r) => r.after === undefined).length, 'removed')].filter(Boolean);
  if (rules.length > 0) parts.push(`rules ${rules.join(', ')}`);
  const kinds = (['added', 'changed', 'removed'] as const).map((k) => count(c.instructions.filter((i) => i.kind === k).length, k)).filter(Boolean);
  if (kinds.length > 0) parts.push(`instructions ${kinds.join(', ')}`);
  const added = c.terms.reduce((n, t) => n + t.plan.added.length, 0);
  const changed = c.terms.reduce((n, t) => n + t.plan.changed.length, 0) + c.notes.length;
  const removedTerms = c.terms.flatMap((t) => t.plan.removed.map(([source]) => source));
  const terms = [count(added, 'added'), count(changed, 'changed'), count(removedTerms.length, 'removed')].filter(Boolean);
  if (terms.length > 0) parts.push(`terms ${terms.join(', ')}`);
  if (c.lists.added.length > 0) parts.push(`list ${c.lists.added.map(markdownText).join(', ')} added`);
  if (c.lists.removed.length > 0) parts.push(`list ${c.lists.removed.map(markdownText).join(', ')} removed`);
  const removed = [
    ...c.rules.filter((r) => r.after === undefined).map((r) => ruleInWords(r.rule)),
    ...c.instructions.filter((i) => i.kind === 'removed').map((i) => i.label),
    ...removedTerms,
  ];
  const named = removed.length === 0 ? '' : `<br>Removed: ${removed.slice(0, DATED_NAMES).map((r) => markdownText(r)).join(', ')}${removed.length > DATED_NAMES ? ` and ${removed.length - DATED_NAMES} more` : ''}`;
  const noted = notes.map(([name, note]) => `<br>${markdownText(name)}: ${markdownText(boundedText(note, FILE_NOTE_MAX_CHARS))}`).join('');
  return `${markdownText(boundedText(commit.subject, 200))} (${markdownCode(commit.sha.slice(0, 7))})${noted}${parts.length > 0 ? `<br>${parts.join('; ')}` : ''}${named}`;
}

/** The outline's sections the commit touched, in outline order, each a link to it on this page; terms touch natural expression. */
function sectionsChanged(language: GuideLanguage, at: readonly GuideLanguage[], c: LanguageChanges): string {
  const touched = new Set<string>();
  for (const r of c.rules) touched.add(sectionOfRule(r.group, r.rule));
  // An instruction's section as the commit left it, or as it was before (a removed one).
  for (const i of c.instructions) {
    const section = at.map((l) => l.lists.find((x) => x.name === i.list)?.instructions.find((x) => x.label === i.label)?.section).find((x) => x !== undefined);
    touched.add(section ?? 'formality-and-tone');
  }
  if (c.terms.length + c.notes.length > 0) touched.add('natural-expression');
  const links = GUIDE_SECTIONS.filter((s) => touched.has(s.id)).map((s) => `[${s.title}](#${language.sections[s.id]})`);
  if (c.lists.added.length + c.lists.removed.length > 0) links.push('Lists');
  return links.join(', ');
}
