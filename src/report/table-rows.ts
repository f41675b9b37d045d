/**
 * The size of a part of a page, in characters, that every part of the guide
 * keeps near (issue #31). Not more: a string of 64K characters is 128 KB as
 * soon as it holds one character past Latin-1 (the `…` of every cut prompt in
 * the matrix, the `→` of every term in the index's search data, any text in
 * Japanese or Greek), and a string of 128 KB or more is allocated among V8's
 * large objects, which only a full collection frees: at 1,000 lists of 100
 * instructions the matrix's parts of 64K characters left 22 MB of them until
 * the end. At 32K a part, a piece past it and the writer's check of it with
 * the end of the part before (staged-pages.ts) stay below that.
 */
export const PART_CHARACTERS = 32 * 1024;

/**
 * A run of a Markdown table's rows, each row its cells' Markdown, with the
 * header's cells: Markdown that is a whole table by itself. `first` and
 * `last` say where the run sits in its table, so the HTML writes the table's
 * frame once (guide-html.ts). A page's long tables (the matrix, a
 * 10,000-term dictionary) are given in runs so no part of a page is whole in
 * memory, and in cells so the HTML is made cell by cell: a matrix row is
 * 140 KB of Markdown at 1,000 lists, and marked's text, tokens and HTML of a
 * whole row were the guide's peak (issue #31).
 */
export interface TableRows {
  /** The header's cells, each as Markdown; the delimiter row is `|---|` for each (no alignment). */
  head: readonly string[];
  /** Each row's cells as Markdown, as many as the header's, none holding an unescaped `|` or a line break. */
  rows: ReadonlyArray<readonly string[]>;
  first: boolean;
  last: boolean;
}

/** A block's Markdown as the page holds it: a table's header before its first run of rows only. */
export function tableRowsMarkdown(block: string | TableRows): string {
  if (typeof block === 'string') return block;
  const rows = block.rows.map(rowMarkdown).join('');
  return block.first ? `${rowMarkdown(block.head)}|${block.head.map(() => '---|').join('')}\n${rows}` : rows;
}

/**
 * tableRowsMarkdown in parts of about `bound` characters, each ending at the
 * cell that takes it there: a matrix row is 140 KB of Markdown at 1,000
 * lists, and a string that large is allocated among V8's large objects,
 * which only a full collection frees (issue #31). Joined, the parts are
 * tableRowsMarkdown.
 */
export function* tableRowsMarkdownParts(block: string | TableRows, bound: number): Generator<string> {
  if (typeof block === 'string') return yield block;
  const text = new TextParts(bound);
  if (block.first) text.add(`${rowMarkdown(block.head)}|${block.head.map(() => '---|').join('')}\n`);
  for (const row of block.rows) {
    text.add('|');
    for (const cell of row) if (text.add(` ${cell} |`)) yield text.take();
    text.add('\n');
  }
  if (!text.empty) yield text.take();
}

/**
 * Pieces of a page gathered into parts of about `bound` characters, each
 * part joined into one flat string: a part made with `+=` is a tree of its
 * pieces (a V8 cons string, thousands of nodes for 64 KB of a dictionary),
 * which held whole (guidePages, bench:guide's rich scenario at 10,000 terms)
 * peaked at 291–335 MB against 265–275 MB for marked's flat HTML; joined,
 * 265–288 MB.
 */
export class TextParts {
  #pieces: string[] = [];
  #size = 0;
  readonly #bound: number;

  constructor(bound: number) {
    this.#bound = bound;
  }

  /** Adds a piece; true once the part has reached the bound and is to be taken. */
  add(piece: string): boolean {
    this.#pieces.push(piece);
    this.#size += piece.length;
    return this.#size >= this.#bound;
  }

  get empty(): boolean {
    return this.#size === 0;
  }

  take(): string {
    const text = this.#pieces.join('');
    this.#pieces = [];
    this.#size = 0;
    return text;
  }
}

function rowMarkdown(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |\n`;
}

/**
 * A table's rows (each its cells) in runs that end at the first row taking
 * the run's Markdown to `bound` characters. `count` is the number of rows, so
 * the last run is known as it is made.
 */
export function* tableRuns(head: readonly string[], rows: Iterable<readonly string[]>, count: number, bound: number): Generator<TableRows> {
  let run: Array<readonly string[]> = [];
  let size = 0;
  let done = 0;
  for (const row of rows) {
    run.push(row);
    // The row's Markdown, `| a | b |` and its line break, counted without making it.
    size += row.reduce((n, cell) => n + cell.length + 3, 2);
    if (size >= bound || done + run.length === count) {
      yield { head, rows: run, first: done === 0, last: done + run.length === count };
      done += run.length;
      run = [];
      size = 0;
    }
  }
}
