/**
 * An entries file's text, handed to its reader once (issue #31). The reader takes it straight into its parser, so
 * no frame holds the text while the pairs, maps and notes are built from what was parsed: a 40 MiB termbase held
 * to the end of its load made the load's peak four times the file (bench:tbx). What the parse keeps is copied out
 * of the text where it is cut (config/tbx.ts, util/own-text.ts), so nothing holds it afterwards either.
 */
export class EntriesText {
  #text: string | undefined;

  constructor(text: string) {
    this.#text = text;
  }

  /** Whether the text starts as `pattern` (anchored with ^) says: a check before it is read. */
  startsAs(pattern: RegExp): boolean {
    return pattern.test(this.#text ?? '');
  }

  /** The text, once: a reader that asks again has a bug, not the user. */
  take(): string {
    const text = this.#text;
    if (text === undefined) throw new Error('EntriesText.take: the text was taken already');
    this.#text = undefined;
    return text;
  }
}

/** The text of a reader's argument: a test's or a tool's string as it is, an EntriesText taken. */
export function takeText(text: string | EntriesText): string {
  return typeof text === 'string' ? text : text.take();
}
