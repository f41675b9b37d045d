/**
 * A run of a Markdown table's rows under the table's header (its first two
 * lines): Markdown that is a whole table by itself. `first` and `last` say
 * where the run sits in its table, so the HTML writes the table's frame once
 * (guide-html.ts). A page's long tables (the matrix, a 10,000-term
 * dictionary) are given in runs so no part of a page is whole in memory
 * (issue #31).
 */
export interface TableRows {
  head: string;
  rows: string;
  first: boolean;
  last: boolean;
}

/** A block's Markdown as the page holds it: a table's header before its first run of rows only. */
export function tableRowsMarkdown(block: string | TableRows): string {
  return typeof block === 'string' ? block : block.first ? block.head + block.rows : block.rows;
}

/**
 * A table's rows (each a line without its line break) in runs that end at the
 * first row taking the run to `bound` characters. `count` is the number of
 * rows, so the last run is known as it is made.
 */
export function* tableRuns(head: string, rows: Iterable<string>, count: number, bound: number): Generator<TableRows> {
  let run: string[] = [];
  let size = 0;
  let done = 0;
  for (const row of rows) {
    run.push(`${row}\n`);
    size += row.length + 1;
    if (size >= bound || done + run.length === count) {
      yield { head, rows: run.join(''), first: done === 0, last: done + run.length === count };
      done += run.length;
      run = [];
      size = 0;
    }
  }
}
