import type { Guide, GuideInstruction, GuideLanguage, GuideRule, GuideTerm } from './guide-types.ts';
import { markdownHtml, markdownText } from './user-text.ts';
import { PART_CHARACTERS, type TableRows, tableRowsMarkdown, tableRuns } from './table-rows.ts';
import { codeUnitOrder } from '../util/code-unit-order.ts';

/**
 * The matrix page (issue #30; the EU style guide's side-by-side view): one
 * row per configured rule any list sets, per instruction label and per
 * source term, one column per language, each cell the language's value in
 * words linking to its anchor on the language page; blank where the
 * language leaves it open. Built from the guide model, so the links are the
 * anchors the pages write. Linear in rows times languages: each language's
 * things are indexed once, then every row looks its cells up.
 *
 * Each table sits in `<div class="matrix">` (raw HTML of our own): the HTML
 * page scrolls it in its own container with sticky headers, so 8 languages
 * do not widen the page body.
 */
export function guideMatrixMarkdown(guide: Guide, links: { extension: string; index: string }): string {
  return [...guideMatrixBlocks(guide, links)].map(matrixBlockMarkdown).join('');
}

/** A block's Markdown as the page holds it (table-rows.ts). */
export const matrixBlockMarkdown = tableRowsMarkdown;

/** A run of a matrix table's rows (table-rows.ts). */
export type MatrixRows = TableRows;

/**
 * A run ends at the first row that takes its Markdown to this many
 * characters: a part of tens of KB, not one per row (each part is written
 * and checked for the key on its own). Counted in characters, not rows: a row
 * holds a cell per list of each language, so at 125 lists a language an
 * instruction's row is 140 KB. Not more: runs of 256 KB (marked's tokens of
 * them several times that) outlived the young generation's collections and
 * took the guide's peak from 224 to 339 MB at 1,000 lists; 64 KB runs, 254;
 * and not over PART_CHARACTERS (table-rows.ts), past which a part may be a
 * large object.
 */
export const MATRIX_PART_CHARACTERS = PART_CHARACTERS;

/**
 * The matrix page's Markdown in blocks, each taken when the writer wants it:
 * prose as text, each table as runs of about MATRIX_PART_CHARACTERS. Joined,
 * the blocks are guideMatrixMarkdown. At 1,000 lists of 100 instructions the
 * page is 14 MB of Markdown and marked's tokens of it several times that; in
 * runs, only one run's text and tokens are held at a time (issue #31).
 */
export function* guideMatrixBlocks(guide: Guide, links: { extension: string; index: string }): Generator<string | MatrixRows> {
  // Prose between two runs is one block: marked renders a table's closing `</div>` and the next heading as the whole page did.
  let text = '';
  for (const block of matrixBlocks(guide, links)) {
    if (typeof block === 'string') text += block;
    else {
      if (text !== '') yield text;
      text = '';
      yield block;
    }
  }
  if (text !== '') yield text;
}

function* matrixBlocks(guide: Guide, links: { extension: string; index: string }): Generator<string | MatrixRows> {
  yield `# Style guide: all languages side by side\n\n[All languages](${links.index}) · Each cell links to the rule, instruction or term on its language page; a blank cell is left open by that language.\n\n`;
  if (guide.languages.length === 0) return yield 'No style file declares a list yet.\n';
  const href = (language: GuideLanguage, anchor: string) => `${encodeURIComponent(language.page)}${links.extension}#${encodeURIComponent(anchor)}`;
  const cells = guide.languages.map((language) => index(language));
  function* table<T extends { anchor: string }>(title: string, first: string, pick: (c: LanguageCells) => ReadonlyMap<string, T[]>, text: (item: T) => string): Generator<string | MatrixRows> {
    const rows = sortedRows(cells, pick);
    // The page ends in one line break, so the blank line between two tables opens the next one.
    const lead = title === 'Rules' ? '' : '\n';
    if (rows.size === 0) return yield `${lead}## ${title}\n\nNone.\n`;
    yield `${lead}## ${title}\n\n<div class="matrix">\n\n`;
    const head = [first, ...guide.languages.map((l) => `${markdownText(l.title)} (${markdownText(l.language)})`)];
    const lines = mapped(rows, ([key, label]) => [
      label,
      ...guide.languages.map((language, n) =>
        distinct(pick(cells[n] as LanguageCells).get(key) ?? [], text)
          .map(([cell, anchor]) => `[${markdownText(cell)}](${href(language, anchor)})`)
          .join('<br>'),
      ),
    ]);
    yield* tableRuns(head, lines, rows.size, MATRIX_PART_CHARACTERS);
    yield '\n</div>\n';
  }
  yield* table('Rules', 'Rule', (c) => c.rules, (r) => r.valueWords);
  yield* table('Instructions', 'Label', (c) => c.instructions, (i) => excerpt(i.prompt));
  yield* table('Terms', 'Source term', (c) => c.terms, (t) => t.target);
}

/**
 * One language's rules, instructions and terms by row key, each the model's
 * own object (issue #31: at 1,000 lists of 100 instructions, a cell made for
 * each instruction up front was 28 MB, held through the page). A cell's text
 * is made when its row is written.
 */
interface LanguageCells {
  rules: Map<string, GuideRule[]>;
  instructions: Map<string, GuideInstruction[]>;
  terms: Map<string, GuideTerm[]>;
  /** The row label (Markdown) of each key. */
  labels: Map<string, string>;
}

function index(language: GuideLanguage): LanguageCells {
  const out: LanguageCells = { rules: new Map(), instructions: new Map(), terms: new Map(), labels: new Map() };
  // The label depends on the key alone: made once per key.
  const add = <T>(map: Map<string, T[]>, key: string, label: () => string, item: T) => {
    if (!out.labels.has(key)) out.labels.set(key, label());
    const known = map.get(key);
    if (known === undefined) map.set(key, [item]);
    else known.push(item);
  };
  for (const list of language.lists) {
    for (const group of list.conventions) for (const r of group.rules) add(out.rules, `r\u0000${r.group}.${r.rule}`, () => `${markdownText(r.words)} <code>${markdownHtml(`${r.group}.${r.rule}`).replace(/\|/g, '&#124;')}</code>`, r);
    for (const i of list.instructions) add(out.instructions, `i\u0000${i.label}`, () => markdownText(i.label), i);
  }
  for (const d of language.terminology) {
    for (const t of d.terms) add(out.terms, `t\u0000${d.source_lang}\u0000${t.source}`, () => `${markdownText(t.source)} (${markdownText(d.source_lang)})`, t);
  }
  return out;
}

/**
 * A cell's lines: several lists of a language may set the same rule, and
 * each different text is a line of the cell (the first list's anchor for
 * it), so a language that disagrees with itself shows it.
 */
function distinct<T extends { anchor: string }>(items: readonly T[], text: (item: T) => string): Array<[text: string, anchor: string]> {
  const seen = new Set<string>();
  const out: Array<[string, string]> = [];
  for (const item of items) {
    const shown = text(item);
    if (seen.has(shown)) continue;
    seen.add(shown);
    out.push([shown, item.anchor]);
  }
  return out;
}

/** Every key some language has, with its label, in reading order of the key. */
function sortedRows(cells: readonly LanguageCells[], pick: (c: LanguageCells) => ReadonlyMap<string, unknown>): Map<string, string> {
  const keys = new Set<string>();
  for (const c of cells) for (const key of pick(c).keys()) keys.add(key);
  const label = (key: string) => cells.find((c) => c.labels.has(key))?.labels.get(key) as string;
  return new Map([...keys].sort((a, b) => collator.compare(a, b) || codeUnitOrder(a, b)).map((key) => [key, label(key)]));
}

const collator = new Intl.Collator('en', { sensitivity: 'variant', numeric: true });

/** An instruction's cell: its start, so a row of 8 prompts stays a row; the page holds the whole prompt. */
export const MATRIX_PROMPT_CHARACTERS = 80;

function excerpt(prompt: string): string {
  const chars = [...prompt.replace(/\s+/g, ' ').trim()];
  return chars.length <= MATRIX_PROMPT_CHARACTERS ? chars.join('') : `${chars.slice(0, MATRIX_PROMPT_CHARACTERS).join('')}…`;
}

/** Each item through `f` as it is taken (Iterator.prototype.map is Node 22's, the project runs on 20). */
function* mapped<T, U>(items: Iterable<T>, f: (item: T) => U): Generator<U> {
  for (const item of items) yield f(item);
}
