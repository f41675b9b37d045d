import type { DictionaryPlan, GlossaryChangePlan } from '../plan/glossary-types.ts';
import { ALL_TERMS_NOTE, dictionaryWords, heldWords, isGlossaryLoss, moreTermsWords, pairWords, shownTerms, terms } from './glossary-words.ts';
import type { Section } from './markdown-fit.ts';
import { PLAN_SIDES, type MarkdownSides } from './markdown-sides.ts';
import { markdownDeleteHead } from './markdown-delete.ts';
import { ACTION_MARK } from './marks.ts';
import type { GuideLinks } from './guide-links.ts';
import { markdownHtml, markdownLink, markdownMessage, markdownText } from './user-text.ts';
import { type ChangeCause, serviceBlockWords, serviceWords } from './change-cause.ts';
import { glossaryKind } from '../plan/kinds.ts';
import { renameHintText } from './rename-hint-text.ts';

/**
 * One glossary of the plan as a `<details>` block, as markdown-list.ts does
 * for lists: a delete is open (a reviewer approving it must see what goes
 * without expanding anything), and so is an update that removes or changes
 * a term: it alters translations callers get today, where an update that
 * only adds terms stays closed. Per dictionary, a table of its term changes
 * (`| Source | Before | After |`, the columns named by `sides`): changed,
 * removed, then added terms, at most TERMS_SHOWN of each kind with a note
 * saying how many more there are. With `links` (a guide address is
 * configured), each changed or added term links to its anchor in the guide.
 */
export function markdownGlossarySection(g: GlossaryChangePlan, sides: MarkdownSides = PLAN_SIDES, links?: GuideLinks, cause: ChangeCause = 'unknown'): Section {
  const where = g.file !== undefined ? ` · ${markdownHtml(g.file)}` : '';
  const pairs = g.dictionaries.length === 0 ? '' : `: ${g.dictionaries.map(pairWords).join(', ')}`;
  const head = [
    `<details${opensUp(g) ? ' open' : ''}><summary><code>${ACTION_MARK[g.action]}</code> <b>${markdownHtml(g.name)}</b> (glossary${markdownHtml(pairs)}): ${g.adopted ? 'adopt' : g.action}${where}</summary>`,
    '',
  ];
  const body: string[] = [];
  if (g.rename) body.push(`Renames ${markdownText(g.rename.from)} → **${markdownText(g.rename.to)}**.`, '');
  if (g.rename_hint !== undefined) {
    const { message, hint } = renameHintText(glossaryKind, g.file, g.rename_hint);
    body.push('> [!NOTE]', `> ${markdownMessage(message)}<br>**Hint:** ${markdownMessage(hint)}`, '');
  }
  if (g.action === 'create') body.push(`Creates the glossary with ${g.dictionaries.length === 1 ? 'one dictionary' : `${g.dictionaries.length} dictionaries`}.`, '');
  if (g.action === 'delete') body.push(...deleteLines(g, sides));
  else {
    const outside = serviceBlockWords(cause, 'glossary files');
    for (const d of g.dictionaries) body.push(...dictionaryLines(d, sides, outside === '' ? dictionaryWords(d) : `${dictionaryWords(d)}; ${outside}`, termCell(g.name, d, links), cause));
  }
  // Each block ends with a blank line already; the tail closes the last.
  if (body.at(-1) === '') body.pop();
  return { head, body, tail: ['', '</details>', ''], what: 'glossary' };
}

function deleteLines(g: GlossaryChangePlan, sides: MarkdownSides): string[] {
  const lines = markdownDeleteHead(glossaryKind, g.glossary_id ?? '?', g.reason, g.kept);
  if (g.reason === 'duplicate') return lines;
  if (g.dictionaries.length === 0) return [...lines, 'The live glossary holds no dictionaries.', ''];
  lines.push(`With it go its ${heldWords(g)}, as they are live now:`, '');
  for (const d of g.dictionaries) lines.push(...dictionaryLines(d, sides, terms(d.entry_count_before), markdownText));
  return lines;
}

/** `**en → de**: words`, then the table of its terms and, when cut, how many more. */
function dictionaryLines(d: DictionaryPlan, sides: MarkdownSides, words: string, source: (term: string) => string, cause: ChangeCause = 'unknown'): string[] {
  const mark = d.action === 'create' ? '+' : d.action === 'delete' ? '-' : '~';
  const lines = [`\`${mark}\` **${markdownText(pairWords(d))}**: ${words}`, ''];
  const shown = shownTerms(d);
  const rows: string[] = [];
  if (d.action === 'update') {
    // Both sides only where a term is on both; a term added or removed has one.
    // One body line (markdown-fit.ts never cuts inside one): a header cut from its delimiter row would show as text.
    rows.push(`| Source | ${markdownText(sides.before)} | ${markdownText(sides.after)} |\n|---|---|---|`);
    // Changes and removals first: they alter what translations say today; additions only extend it.
    for (const c of shown.changed) rows.push(`| \`~\` ${source(c.source)} | ${markdownText(c.before)} | ${markdownText(c.after)} |`);
    // A term the files lack because it was added on the service says so: the files never removed it.
    const none = (before: unknown, after: unknown) => {
      const words = serviceWords(cause, before, after, 'glossary files');
      return words === undefined ? '_(none)_' : `_(none: ${words})_`;
    };
    for (const [term, target] of shown.removed) rows.push(`| \`-\` ${markdownText(term)} | ${markdownText(target)} | ${none(target, undefined)} |`);
    for (const [term, target] of shown.added) rows.push(`| \`+\` ${source(term)} | ${none(undefined, target)} | ${markdownText(target)} |`);
  } else {
    // A new or removed dictionary has one side: the other column would say "(none)" on every row.
    const side = d.action === 'create' ? sides.after : sides.before;
    rows.push(`| Source | ${markdownText(side)} |\n|---|---|`);
    for (const [term, target] of d.action === 'create' ? shown.added : shown.removed) rows.push(`| \`${mark}\` ${source(term)} | ${markdownText(target)} |`);
  }
  if (rows.length > 1) lines.push(...rows, '');
  const more = moreTermsWords(shown.more);
  if (more !== undefined) lines.push(`_… ${markdownText(more)}; ${markdownMessage(ALL_TERMS_NOTE)}._`, '');
  return lines;
}

/** Open when approving it loses or alters something: a delete, or a term removed or changed. */
function opensUp(g: GlossaryChangePlan): boolean {
  return isGlossaryLoss(g) || (g.action === 'update' && g.dictionaries.some((d) => d.removed.length > 0 || d.changed.length > 0));
}

/** A source term's cell: linked to its anchor in the guide when there is one (a removed term has none). */
function termCell(glossary: string, d: DictionaryPlan, links: GuideLinks | undefined): (term: string) => string {
  return (term) => {
    const url = links?.term(glossary, d.source_lang, d.target_lang, term);
    return url === undefined ? markdownText(term) : markdownLink(term, url);
  };
}
