/**
 * Glossary entries as the service takes them (spec/glossaries-v3.md): TSV
 * (`source<TAB>target` a line) or CSV in the service's dialect (standard
 * quoting; two columns, or four with source and target language, lines of
 * another pair ignored), and the content rules every term obeys. Pure: the
 * emulator parses request bodies with it and the config loader parses
 * `entries_file`, so both report the same problem at the same line.
 *
 * One pass over the text, no backtracking and a bounded list of problems, so
 * a hostile input (a million lines, broken quoting, 10 MB) ends in linear time.
 */

export const GLOSSARY_LIMITS = {
  /** UTF-8 bytes of one source or target term, and of a glossary name. */
  termMaxBytes: 1024,
  nameMaxBytes: 1024,
  /** UTF-8 bytes of one dictionary as TSV (10 MiB, service-interface.md "Glossary total size"). */
  dictionaryMaxBytes: 10 * 1024 * 1024,
} as const;

export type EntriesFormat = 'tsv' | 'csv';

export interface GlossaryEntry {
  source: string;
  target: string;
  /** 1-based line where the entry starts. */
  line: number;
}

/**
 * Which content rule a problem breaks: a stable name the config loader turns
 * into a diagnostic code with its own hint, so no caller parses messages.
 */
export type EntryRule =
  | 'empty-term'
  | 'term-control-character'
  | 'term-whitespace'
  | 'term-too-long'
  | 'duplicate-term'
  | 'term-case-variant'
  | 'dictionary-too-large'
  | 'entries-syntax';

export interface EntryProblem {
  rule: EntryRule;
  line: number;
  /** 1-based, in UTF-16 units of the line. */
  column: number;
  message: string;
}

export interface ParsedEntries {
  entries: GlossaryEntry[];
  /** Content-rule violations, at most `maxProblems`; any problem makes the dictionary invalid. */
  problems: EntryProblem[];
  /** Source terms equal but for case to an earlier one: allowed, but the service's behaviour is undocumented. */
  caseVariants: EntryProblem[];
  /** The parse stopped early: the dictionary exceeded its size limit or the problem list is full. */
  truncated: boolean;
  /** UTF-8 bytes of the entries as TSV (what counts against the dictionary limit). */
  bytes: number;
}

export interface ParseOptions {
  format: EntriesFormat;
  /** The dictionary's pair: CSV lines naming another pair are ignored. Compared case-insensitively. */
  pair?: { source: string; target: string };
  /** Stop collecting after this many problems (default 100; the emulator answers with the first). */
  maxProblems?: number;
  /** Collect `caseVariants` (default true; the emulator, which accepts them, skips the work). */
  caseVariants?: boolean;
}

/** Parses and checks one dictionary's entries. Never throws on content. */
export function parseGlossaryEntries(text: string, options: ParseOptions): ParsedEntries {
  const sink = new EntrySink(options.maxProblems ?? 100, options.caseVariants ?? true);
  if (options.format === 'csv') readCsv(text, sink, options.pair);
  else readTsv(text, sink);
  return sink.result();
}

/**
 * Checks entries that another reader already split (a TBX file's concepts)
 * with the same rules as a TSV or CSV text: terms, duplicates, case variants,
 * the size limit, the bound on problems. Positions are the entries' lines.
 */
export function checkGlossaryEntries(entries: Iterable<GlossaryEntry>, options: Pick<ParseOptions, 'maxProblems' | 'caseVariants'>): ParsedEntries {
  const sink = new EntrySink(options.maxProblems ?? 100, options.caseVariants ?? true);
  for (const e of entries) {
    if (sink.done) break;
    sink.add(e.source, e.target, e.line, 1);
  }
  return sink.result();
}

/** What is wrong with one term, or undefined. `side` names it in the message ("source term"). */
export function termProblem(term: string, side: string): TermProblem | undefined {
  if (term.length === 0) return { rule: 'empty-term', column: 1, message: `the ${side} is empty` };
  const control = firstControl(term);
  if (control >= 0) {
    const unit = term.charCodeAt(control);
    const code = unit.toString(16).toUpperCase().padStart(4, '0');
    const what = unit >= 0xd800 && unit <= 0xdfff ? 'a lone surrogate' : unit >= 0xfffe ? 'the noncharacter' : 'the control or line-separator character';
    return { rule: 'term-control-character', column: control + 1, message: `the ${side} holds ${what} U+${code}` };
  }
  if (mayBeSpace(term.charCodeAt(0)) || mayBeSpace(term.charCodeAt(term.length - 1)) ? EDGE_SPACE.test(term) : false) {
    const at = LEADING_SPACE.test(term) ? 1 : term.length;
    return { rule: 'term-whitespace', column: at, message: `the ${side} ${at === 1 ? 'starts' : 'ends'} with whitespace; the service refuses it (trim the term)` };
  }
  const bytes = utf8Bytes(term);
  if (bytes > GLOSSARY_LIMITS.termMaxBytes) {
    return { rule: 'term-too-long', column: 1, message: `the ${side} is ${bytes} UTF-8 bytes long; at most ${GLOSSARY_LIMITS.termMaxBytes} are allowed` };
  }
  return undefined;
}

export interface TermProblem {
  rule: EntryRule;
  /** 1-based, in UTF-16 units of the term. */
  column: number;
  message: string;
}

/** Entries as the service answers them: one `source<TAB>target` a line, no final line break. */
export function entriesToTsv(entries: Iterable<readonly [string, string]>): string {
  const lines: string[] = [];
  for (const [source, target] of entries) lines.push(`${source}\t${target}`);
  return lines.join('\n');
}

/** UTF-8 bytes of one entry as a TSV line (tab and line break included). */
export function entryBytes(source: string, target: string): number {
  return utf8Bytes(source) + utf8Bytes(target) + 2;
}

export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/**
 * Index of the first C0 or C1 control (tab and line breaks included), DEL,
 * Unicode line or paragraph separator, noncharacter U+FFFE or U+FFFF, or lone
 * surrogate; -1 when none. The last two are no text the service can store
 * (UTF-8 has no lone surrogate) and no character XML 1.0 can hold, so a TBX
 * export could not write them (issue #27). A loop rather than a Unicode
 * regex: it runs on every term of a million-line dictionary.
 */
function firstControl(term: string): number {
  for (let i = 0; i < term.length; i++) {
    const c = term.charCodeAt(i);
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029 || c >= 0xfffe) return i;
    if (c >= 0xd800 && c <= 0xdfff) {
      const next = term.charCodeAt(i + 1);
      if (c >= 0xdc00 || !(next >= 0xdc00 && next <= 0xdfff)) return i;
      i += 1; // a pair: one character of the supplementary planes
    }
  }
  return -1;
}

/** Printable ASCII other than space is never whitespace: skips the Unicode regex for almost every term. */
function mayBeSpace(c: number): boolean {
  return c <= 0x20 || c >= 0x7f;
}

const EDGE_SPACE = /^\p{White_Space}|\p{White_Space}$/u;
const LEADING_SPACE = /^\p{White_Space}/u;

/** Collects entries, enforcing duplicates and the size limit as they arrive. */
class EntrySink {
  private readonly entries: GlossaryEntry[] = [];
  private readonly problems: EntryProblem[] = [];
  private readonly caseVariants: EntryProblem[] = [];
  private readonly seen = new Map<string, number>();
  private readonly folded = new Map<string, { line: number; source: string }>();
  private bytes = 0;
  private stopped = false;

  constructor(
    private readonly maxProblems: number,
    private readonly foldCase: boolean,
  ) {}

  get done(): boolean {
    return this.stopped;
  }

  problem(rule: EntryRule, line: number, column: number, message: string): void {
    if (this.problems.length < this.maxProblems) this.problems.push({ rule, line, column, message });
    if (this.problems.length >= this.maxProblems) this.stopped = true;
  }

  /** `targetColumn`: where the target starts on its line, for positions. */
  add(source: string, target: string, line: number, targetColumn: number): void {
    const bad = termProblem(source, 'source term') ?? shift(termProblem(target, 'target term'), targetColumn - 1);
    if (bad) {
      this.problem(bad.rule, line, bad.column, bad.message);
      return;
    }
    const first = this.seen.get(source);
    if (first !== undefined) {
      this.problem('duplicate-term', line, 1, `the source term ${JSON.stringify(source)} appears again; first on line ${first} (a source term appears once per dictionary)`);
      return;
    }
    this.seen.set(source, line);
    if (this.foldCase) this.noteCase(source, line);
    this.bytes += entryBytes(source, target);
    if (this.bytes > GLOSSARY_LIMITS.dictionaryMaxBytes) {
      this.problem('dictionary-too-large', line, 1, `the dictionary exceeds ${GLOSSARY_LIMITS.dictionaryMaxBytes} bytes (10 MiB) as TSV at this line; split it into smaller dictionaries or glossaries`);
      this.stopped = true;
      return;
    }
    this.entries.push({ source, target, line });
  }

  result(): ParsedEntries {
    const truncated = this.stopped;
    return { entries: this.entries, problems: this.problems, caseVariants: this.caseVariants, truncated, bytes: this.bytes };
  }

  private noteCase(source: string, line: number): void {
    const key = foldedTerm(source);
    const earlier = this.folded.get(key);
    if (earlier === undefined) this.folded.set(key, { line, source });
    else if (this.caseVariants.length < this.maxProblems) {
      this.caseVariants.push({ rule: 'term-case-variant', line, column: 1, message: variantMessage(source, earlier.source, earlier.line) });
    }
  }
}

/**
 * A source term folded for the variant warning: case, and the Unicode
 * normalization form, since "café" typed as é (NFC) and as e + U+0301 (NFD,
 * as macOS file names and some editors give it) look the same to a reviewer
 * and are two terms to an exact comparison. ASCII skips the normalization:
 * this runs on every term of a million-line dictionary.
 */
export function foldedTerm(term: string): string {
  return (NON_ASCII.test(term) ? term.normalize('NFC') : term).toLowerCase();
}

const NON_ASCII = /[^\u0000-\u007f]/;

/** The warning for two source terms that fold alike: which way they differ. */
export function variantMessage(source: string, earlier: string, earlierLine: number): string {
  const how = source.toLowerCase() === earlier.toLowerCase() ? 'only in case' : source.normalize('NFC') === earlier.normalize('NFC') ? 'only in Unicode normalization (NFC and NFD: they look the same)' : 'only in case and Unicode normalization (NFC and NFD)';
  return `the source term ${JSON.stringify(source)} differs ${how} from ${JSON.stringify(earlier)} on line ${earlierLine}`;
}

function shift(problem: TermProblem | undefined, by: number): TermProblem | undefined {
  return problem && { ...problem, column: problem.column + by };
}

/** Calls `visit(line, number)` for each line; LF or CRLF; one final line break is allowed. */
function eachLine(text: string, sink: EntrySink, visit: (line: string, number: number) => void): void {
  let start = 0;
  let number = 1;
  while (start < text.length && !sink.done) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.charCodeAt(end - 1) === 13 && end > start ? text.slice(start, end - 1) : text.slice(start, end);
    visit(line, number);
    start = end + 1;
    number += 1;
  }
}

function readTsv(text: string, sink: EntrySink): void {
  eachLine(text, sink, (line, number) => {
    if (line.length === 0) {
      sink.problem('entries-syntax', number, 1, 'the line is empty; remove empty lines');
      return;
    }
    const tab = line.indexOf('\t');
    if (tab < 0) {
      sink.problem('entries-syntax', number, 1, 'the line has no tab; each line is "source<TAB>target"');
      return;
    }
    const second = line.indexOf('\t', tab + 1);
    if (second >= 0) {
      sink.problem('entries-syntax', number, second + 1, 'the line has more than one tab; each line is "source<TAB>target", and terms hold no tab');
      return;
    }
    sink.add(line.slice(0, tab), line.slice(tab + 1), number, tab + 2);
  });
}

interface CsvField {
  value: string;
  column: number;
}

/** RFC 4180 records, one a line: a quoted field may not span lines (a term holds no line break). */
function readCsv(text: string, sink: EntrySink, pair: ParseOptions['pair']): void {
  eachLine(text, sink, (line, number) => {
    if (line.length === 0) {
      sink.problem('entries-syntax', number, 1, 'the line is empty; remove empty lines');
      return;
    }
    const fields = csvFields(line, number, sink);
    if (!fields) return;
    if (fields.length !== 2 && fields.length !== 4) {
      sink.problem('entries-syntax', number, 1, `the line has ${fields.length} columns; a CSV line has 2 (source, target) or 4 (source, target, source language, target language)`);
      return;
    }
    const [source, target, sourceLang, targetLang] = fields as [CsvField, CsvField, CsvField?, CsvField?];
    if (pair && sourceLang && targetLang) {
      const same = sourceLang.value.toLowerCase() === pair.source.toLowerCase() && targetLang.value.toLowerCase() === pair.target.toLowerCase();
      if (!same) return;
    }
    sink.add(source.value, target.value, number, target.column);
  });
}

/** The fields of one CSV line, or undefined after recording its quoting problem. */
function csvFields(line: string, number: number, sink: EntrySink): CsvField[] | undefined {
  const fields: CsvField[] = [];
  let at = 0;
  for (;;) {
    const column = at + 1;
    if (line.charCodeAt(at) === 34) {
      let value = '';
      let from = at + 1;
      for (;;) {
        const quote = line.indexOf('"', from);
        if (quote < 0) {
          sink.problem('entries-syntax', number, column, 'a quoted field is not closed on its line; close it with " (a term holds no line break)');
          return undefined;
        }
        value += line.slice(from, quote);
        if (line.charCodeAt(quote + 1) === 34) {
          value += '"';
          from = quote + 2;
          continue;
        }
        at = quote + 1;
        break;
      }
      fields.push({ value, column });
      if (at === line.length) return fields;
      if (line.charCodeAt(at) !== 44) {
        sink.problem('entries-syntax', number, at + 1, 'text follows the closing quote of a field; a quote inside a quoted field is written twice ("")');
        return undefined;
      }
      at += 1;
      continue;
    }
    let comma = line.indexOf(',', at);
    if (comma < 0) comma = line.length;
    const value = line.slice(at, comma);
    const quote = value.indexOf('"');
    if (quote >= 0) {
      sink.problem('entries-syntax', number, at + quote + 1, 'a quote inside an unquoted field; quote the whole field and write the quote twice ("")');
      return undefined;
    }
    fields.push({ value, column });
    if (comma === line.length) return fields;
    at = comma + 1;
  }
}
