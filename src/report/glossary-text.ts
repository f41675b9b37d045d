import type { DictionaryPlan, GlossaryChangePlan, UnmanagedGlossary } from '../plan/glossary-types.ts';
import type { GlossarySection } from '../plan/types.ts';
import { ACTION_MARK, ADOPT_WORDS, adoptedFirst } from './marks.ts';
import type { Style } from './style.ts';
import { INDENT as I, markStyle, textComment, textDeleteHead } from './text-parts.ts';
import { unmanagedLines } from './unmanaged-lines.ts';
import { terminalQuoted, terminalText } from './user-text.ts';
import { type ChangeCause, serviceWords } from './change-cause.ts';
import { glossaryKind } from '../plan/kinds.ts';
import { renameHintText } from './rename-hint-text.ts';
import { ALL_TERMS_NOTE, dictionaryWords, heldWords, moreTermsWords, pairWords, shownTerms, terms } from './glossary-words.ts';


/**
 * The glossaries of a plan for the terminal (text.ts places them after the
 * lists): one block per glossary with its mark, then per dictionary the terms
 * changed (`~ sign in: einloggen → anmelden`), removed and added
 * (`+ sign in → anmelden`), at most TERMS_SHOWN of each kind. Problems are text.ts's, with
 * the lists'.
 */
export function renderGlossariesText(plan: GlossarySection, s: Style, cause: ChangeCause = 'unknown'): string[] {
  const out: string[] = [];
  for (const g of adoptedFirst(plan.items)) out.push(...glossaryBlock(g, s, cause), '');
  if (plan.unmanaged.length > 0) out.push(...unmanagedGlossaryLines(plan.unmanaged, s), '');
  return out;
}

function glossaryBlock(g: GlossaryChangePlan, s: Style, cause: ChangeCause): string[] {
  const mark = markStyle(g.action, s)(ACTION_MARK[g.action]);
  const facts = [pairsOf(g), g.glossary_id === undefined ? '' : `glossary_id ${g.glossary_id}`].filter((f) => f !== '');
  const head = `${mark} ${s.bold(`${g.adopted ? 'adopt' : g.action} glossary ${terminalQuoted(g.name)}`)}${facts.length > 0 ? ` (${terminalText(facts.join(', '))})` : ''}`;
  const lines = [g.file === undefined ? head : `${head}  ${textComment(g.file, s)}`];
  if (g.adopted) lines.push(`${I}${s.yellow('!')} ${ADOPT_WORDS.glossary}`);
  if (g.rename) lines.push(`${I}${s.yellow('~')} name: ${terminalQuoted(g.rename.from)} → ${terminalQuoted(g.rename.to)}`);
  if (g.rename_hint !== undefined) {
    const { message, hint } = renameHintText(glossaryKind, g.file, g.rename_hint);
    lines.push(`${I}${s.yellow('!')} ${terminalText(message)}`, `${I}  ${s.bold('Hint:')} ${terminalText(hint)}`);
  }
  if (g.action === 'delete') return [...lines, ...deleteLines(g, s)];
  for (const d of g.dictionaries) lines.push(...dictionaryLines(d, s, I, dictionaryWords(d), cause));
  return lines;
}

/** Every pair the plan names for this glossary ("en → de, en → fr"); a create or delete has all of them, an update those that change. */
function pairsOf(g: GlossaryChangePlan): string {
  return g.dictionaries.map(pairWords).join(', ');
}

function deleteLines(g: GlossaryChangePlan, s: Style): string[] {
  const lines = textDeleteHead(glossaryKind, g.reason, g.kept, s);
  if (g.reason === 'duplicate') return lines;
  if (g.dictionaries.length === 0) return [...lines, `${I}  The live glossary holds no dictionaries.`];
  lines.push(`${I}  With it go its ${heldWords(g)}, as they are live now:`);
  for (const d of g.dictionaries) lines.push(...dictionaryLines(d, s, `${I}  `, terms(d.entry_count_before)));
  return lines;
}

/** A dictionary's head and its terms, `at` the head's indent; `words` says what happens to it (dictionaryWords unless told). */
function dictionaryLines(d: DictionaryPlan, s: Style, at = I, words = dictionaryWords(d), cause: ChangeCause = 'unknown'): string[] {
  const mark = d.action === 'create' ? s.green('+') : d.action === 'delete' ? s.red('-') : s.yellow('~');
  const lines = [`${at}${mark} dictionary ${terminalText(pairWords(d))}: ${words}`];
  const shown = shownTerms(d);
  const inner = `${at}${I}`;
  // Changes and removals first: they alter what translations say today; additions only extend it.
  // Said per term when the service made the change: a term no file ever had is not one the files removed.
  const how = (before: unknown, after: unknown) => {
    const words = serviceWords(cause, before, after, 'glossary files');
    return words === undefined ? '' : `  ${textComment(words, s)}`;
  };
  for (const c of shown.changed) lines.push(`${inner}${s.yellow('~')} ${term(c.source)}: ${s.red(term(c.before))} → ${s.green(term(c.after))}${how(c.before, c.after)}`);
  // `source: target` for a term as it is, `→` only for old → new, so the arrow never means two things on one screen.
  for (const [source, target] of shown.removed) lines.push(`${inner}${s.red('-')} ${term(source)}: ${s.red(term(target))}${how(target, undefined)}`);
  for (const [source, target] of shown.added) lines.push(`${inner}${s.green('+')} ${term(source)}: ${s.green(term(target))}${how(undefined, target)}`);
  const more = moreTermsWords(shown.more);
  if (more !== undefined) lines.push(`${inner}${textComment(`… ${more}; ${ALL_TERMS_NOTE.replace(/`/g, '')}`, s)}`);
  return lines;
}

/**
 * A term as it reads in `source: target` and `source: before → after`:
 * bare, as a reviewer writes it, and quoted (terminalQuoted) when bare text
 * would mislead: empty, blanks at either end, a colon at the end, or holding
 * the separators themselves (`→`, `: `) or a quote.
 */
export function term(text: string): string {
  return text === '' || /→|: |:$|"|^\s|\s$/.test(text) ? terminalQuoted(text) : terminalText(text);
}

function unmanagedGlossaryLines(unmanaged: UnmanagedGlossary[], s: Style): string[] {
  return unmanagedLines('Glossaries no glossary file manages (left alone):', unmanaged, (g) => {
    const why = g.ignored ? 'matches an ignore pattern' : '--prune would delete it';
    return `  ${s.dim('?')} ${terminalQuoted(g.name)} (glossary_id ${terminalText(g.glossary_id)})  ${textComment(why, s)}`;
  });
}
