import type { Guide, GuideLanguage } from './guide-types.ts';
import { markdownHtml, markdownText } from './user-text.ts';

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
  const out = ['# Style guide: all languages side by side', '', `[All languages](${links.index}) · Each cell links to the rule, instruction or term on its language page; a blank cell is left open by that language.`, ''];
  if (guide.languages.length === 0) return [...out, 'No style file declares a list yet.', ''].join('\n');
  const href = (language: GuideLanguage, anchor: string) => `${encodeURIComponent(language.page)}${links.extension}#${encodeURIComponent(anchor)}`;
  const cells = guide.languages.map((language) => index(language));
  const table = (title: string, first: string, rows: ReadonlyMap<string, string>, pick: (c: LanguageCells) => ReadonlyMap<string, Cell[]>) => {
    out.push(`## ${title}`, '');
    if (rows.size === 0) return void out.push('None.', '');
    out.push('<div class="matrix">', '', `| ${first} | ${guide.languages.map((l) => `${markdownText(l.title)} (${markdownText(l.language)})`).join(' | ')} |`, `|---|${guide.languages.map(() => '---|').join('')}`);
    for (const [key, label] of rows) {
      const row = guide.languages.map((language, n) => (pick(cells[n] as LanguageCells).get(key) ?? []).map((c) => `[${markdownText(c.text)}](${href(language, c.anchor)})`).join('<br>'));
      out.push(`| ${label} | ${row.join(' | ')} |`);
    }
    out.push('', '</div>', '');
  };
  table('Rules', 'Rule', sortedRows(cells, (c) => c.rules), (c) => c.rules);
  table('Instructions', 'Label', sortedRows(cells, (c) => c.instructions), (c) => c.instructions);
  table('Terms', 'Source term', sortedRows(cells, (c) => c.terms), (c) => c.terms);
  return out.join('\n');
}

interface Cell {
  text: string;
  anchor: string;
}

interface LanguageCells {
  rules: Map<string, Cell[]>;
  instructions: Map<string, Cell[]>;
  terms: Map<string, Cell[]>;
  /** The row label (Markdown) of each key. */
  labels: Map<string, string>;
}

/**
 * One language's cells by row key. Several lists of a language may set the
 * same rule: each different value is a line of the cell (the first list's
 * anchor for it), so a language that disagrees with itself shows it.
 */
function index(language: GuideLanguage): LanguageCells {
  const out: LanguageCells = { rules: new Map(), instructions: new Map(), terms: new Map(), labels: new Map() };
  const add = (map: Map<string, Cell[]>, key: string, label: string, cell: Cell) => {
    out.labels.set(key, label);
    const known = map.get(key);
    if (known === undefined) map.set(key, [cell]);
    else if (!known.some((c) => c.text === cell.text)) known.push(cell);
  };
  for (const list of language.lists) {
    for (const group of list.conventions) for (const r of group.rules) add(out.rules, `r\u0000${r.group}.${r.rule}`, `${markdownText(r.words)} <code>${markdownHtml(`${r.group}.${r.rule}`).replace(/\|/g, '&#124;')}</code>`, { text: r.valueWords, anchor: r.anchor });
    for (const i of list.instructions) add(out.instructions, `i\u0000${i.label}`, markdownText(i.label), { text: excerpt(i.prompt), anchor: i.anchor });
  }
  for (const d of language.terminology) {
    for (const t of d.terms) add(out.terms, `t\u0000${d.source_lang}\u0000${t.source}`, `${markdownText(t.source)} (${markdownText(d.source_lang)})`, { text: t.target, anchor: t.anchor });
  }
  return out;
}

/** Every key some language has, with its label, in reading order of the key. */
function sortedRows(cells: readonly LanguageCells[], pick: (c: LanguageCells) => ReadonlyMap<string, Cell[]>): Map<string, string> {
  const keys = new Set<string>();
  for (const c of cells) for (const key of pick(c).keys()) keys.add(key);
  const label = (key: string) => cells.find((c) => c.labels.has(key))?.labels.get(key) as string;
  return new Map([...keys].sort((a, b) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0)).map((key) => [key, label(key)]));
}

const collator = new Intl.Collator('en', { sensitivity: 'variant', numeric: true });

/** An instruction's cell: its start, so a row of 8 prompts stays a row; the page holds the whole prompt. */
export const MATRIX_PROMPT_CHARACTERS = 80;

function excerpt(prompt: string): string {
  const chars = [...prompt.replace(/\s+/g, ' ').trim()];
  return chars.length <= MATRIX_PROMPT_CHARACTERS ? chars.join('') : `${chars.slice(0, MATRIX_PROMPT_CHARACTERS).join('')}…`;
}
