/**
 * One stored copy of each equal text, for texts two readers make apart: a
 * style file's prompt and the same prompt in the service's answer. A plan of
 * 5,000 lists × 100 instructions held half a million prompts twice, some
 * 96 MB (issue #31); with the pool the second reader keeps the first's copy and
 * its own is garbage at once. The pool lives as long as the readers that
 * share it (one session's loading and first read), then is dropped whole.
 *
 * A prompt is looked up by its place, not by its text: the list's name and its
 * place from the end of the list's instructions (a list's own instructions
 * come after its fragments', docs/style-files.md), where the other reader's
 * copy almost always is. That compares one text with one text: a Map keyed by
 * every prompt hashed each whole, and its table for half a million prompts was
 * 14.6 MB, with the smaller tables it grew out of garbage until the next full
 * collection (docs/performance.md, Plan, fourth round). Any other text, and a
 * prompt whose place holds another text, goes by its text.
 */
export interface TextPool {
  /** The pool's copy of `text`; on a miss `own(text)` (default: the text itself) is kept and returned. */
  share(text: string, own?: (text: string) => string): string;
  /**
   * The pool's copy of a prompt: the `index`th of `count` instructions of the
   * list named `list`; on a miss as `share`.
   */
  sharePrompt(list: string, index: number, count: number, text: string, own?: (text: string) => string): string;
  /**
   * The pool's copy of a column of texts equal to `column`, element by element (the labels or the prompts of the list
   * named `list`); on a miss `column` itself, kept when the list has none of that field yet. Both readers hold every list's columns to the
   * end of a plan: the second to read a list keeps the first's arrays, 8 MB at 5,000 lists × 100 instructions, and
   * its own are garbage at once. A column must not change once shared: both readers hold it.
   */
  shareColumn(list: string, field: 'labels' | 'prompts', column: readonly string[]): readonly string[];
}

export function textPool(): TextPool {
  const texts = new Map<string, string>();
  const share = (text: string, own: ((text: string) => string) | undefined): string => {
    const kept = texts.get(text);
    if (kept !== undefined) return kept;
    const copy = own === undefined ? text : own(text);
    texts.set(copy, copy);
    return copy;
  };
  // Per list name, its prompts by place from the end of its instructions (0: the last).
  const prompts = new Map<string, Array<string | undefined>>();
  const columns = new Map<string, readonly string[]>();
  return {
    share,
    shareColumn(list, field, column) {
      // A name may hold a NUL as well: a key shared by two lists only compares their columns, and a wrong match is a miss.
      const key = `${list}\u0000${field}`;
      const kept = columns.get(key);
      if (kept === undefined) columns.set(key, column);
      else if (kept.length === column.length && kept.every((text, n) => text === column[n])) return kept;
      return column;
    },
    sharePrompt(list, index, count, text, own) {
      const place = count - 1 - index;
      let kept = prompts.get(list);
      // Made at its full length, so writing its last place first keeps it a plain array, not a dictionary.
      if (kept === undefined) prompts.set(list, (kept = new Array<string | undefined>(count)));
      if (place < 0 || place >= kept.length) return share(text, own);
      const there = kept[place];
      if (there === text) return there;
      if (there !== undefined) return share(text, own);
      const copy = own === undefined ? text : own(text);
      kept[place] = copy;
      return copy;
    },
  };
}
