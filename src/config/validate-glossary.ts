import path from 'node:path';
import type { DesiredDictionary, DesiredGlossary, TermNotes } from '../catalog/glossary.ts';
import { pairKey } from '../catalog/glossary.ts';
import {
  GLOSSARY_LIMITS,
  entryBytes,
  foldedTerm,
  termProblem,
  utf8Bytes,
  variantMessage,
  type EntriesFormat,
  type EntryProblem,
  type EntryRule,
  type TermProblem,
} from '../catalog/glossary-entries.ts';
import type { Origin } from '../catalog/types.ts';
import { isObject } from '../util/is-object.ts';
import { hiddenCharacter } from '../catalog/hidden-characters.ts';
import { diagnostic, type DiagnosticAt } from './diagnostic.ts';
import type { Diagnostic } from './model.ts';
import { formatPath, locate, type DocPath, type PosNode } from './position.ts';
import { schemaCheck } from './schema-check.ts';
import { fileNote } from './file-note.ts';
import { glossaryExamples } from './validate-glossary-examples.ts';
import { admittedProblems } from './validate-glossary-admitted.ts';
import { forbiddenProblems, longFormEntry } from './validate-glossary-long-form.ts';

/**
 * One glossary file against its schema and the content rules of
 * spec/glossaries-v3.md, pure: the parsed YAML goes in, a DesiredGlossary and
 * diagnostics come out. Dictionaries kept in `entries_file` come back as
 * EntriesFile references; the loader reads each file (inside the repository
 * only) and hands its text to `readEntriesFile`, which checks it with the
 * same parser the emulator uses, so both report a term at the same line.
 */

/** How an entries file is read, by its extension: the service's TSV or CSV, or a TBX termbase. */
export type EntriesFileFormat = EntriesFormat | 'tbx';

/** A dictionary whose entries live in a TSV, CSV or TBX file, still to be read. */
export interface EntriesFile {
  /** The file, relative to the repository root (forward slashes); inside it. */
  file: string;
  format: EntriesFileFormat;
  /** Where `entries_file` is written in the glossary file. */
  at: DiagnosticAt;
  /** The dictionary to fill: its `entries` and `entryOrigins` are the maps below. */
  dictionary: DesiredDictionary;
  entries: Map<string, string>;
  entryOrigins: Map<string, Origin>;
}

export interface CheckedGlossary {
  /** Undefined when the document is not a glossary at all (a list, a scalar). */
  glossary: DesiredGlossary | undefined;
  entriesFiles: EntriesFile[];
  diagnostics: Diagnostic[];
}

type Doc = Record<string, unknown>;

/** A base language code as glossaries take it: two or three letters, any case (the service compares case-insensitively). */
const BASE_CODE = /^[a-z]{2,3}$/i;
/** A regional or script variant (`pt-BR`, `zh_Hans`), refused with the base code to use instead. */
const VARIANT_CODE = /^([a-z]{2,3})[-_][a-z0-9][a-z0-9_-]*$/i;

export function checkGlossaryDocument(parsed: { file: string; data: unknown; pos: PosNode }): CheckedGlossary {
  const { file, data, pos } = parsed;
  const diagnostics = schemaCheck('glossary', file, data, pos);
  const out: CheckedGlossary = { glossary: undefined, entriesFiles: [], diagnostics };
  if (!isObject(data)) return out;
  const doc: Doc = data;
  const at = (p: DocPath, where: 'value' | 'key' = 'value'): DiagnosticAt => ({ file, pos: locate(pos, p, where), path: formatPath(p) });
  const origin = (p: DocPath, where: 'value' | 'key' = 'value'): Origin => ({ file, ...locate(pos, p, where) });

  const name = typeof doc.name === 'string' ? doc.name : '';
  const glossaryId = typeof doc.glossary_id === 'string' ? doc.glossary_id : undefined;
  const glossary: DesiredGlossary = {
    file,
    name,
    state: doc.state === 'absent' ? 'absent' : 'present',
    dictionaries: [],
    origin: origin(typeof doc.name === 'string' ? ['name'] : glossaryId !== undefined ? ['glossary_id'] : []),
  };
  if (glossaryId !== undefined) glossary.glossary_id = glossaryId;
  if (doc.protect === true) glossary.protect = true;
  const note = fileNote(doc.note, at(['note']));
  diagnostics.push(...note.diagnostics);
  if (note.note !== undefined) glossary.note = note.note;
  out.glossary = glossary;
  if (typeof doc.name === 'string') diagnostics.push(...nameProblems(name, at(['name'])));

  if (glossary.state === 'absent') {
    for (const field of ['dictionaries', 'examples'] as const) {
      if (doc[field] === undefined) continue;
      diagnostics.push(
        diagnostic(
          'warning',
          'tombstone-content',
          at([field], 'key'),
          `\`${field}\` is ignored: this file is a tombstone (state: absent), so the live glossary is deleted`,
          'Remove it, or remove `state: absent` to keep the glossary.',
        ),
      );
    }
    return out;
  }
  if (!Array.isArray(doc.dictionaries)) return out;
  if (doc.dictionaries.length === 0) {
    diagnostics.push(
      diagnostic(
        'error',
        'no-dictionaries',
        at(['dictionaries']),
        'the glossary has no dictionary; the service refuses to create a glossary without one',
        'Add a dictionary (source_language, target_language and entries), or delete the glossary with `state: absent`.',
      ),
    );
  }
  const pairs = new Map<string, Origin>();
  doc.dictionaries.forEach((raw, index) => {
    if (!isObject(raw)) return;
    const checked = checkDictionary(raw, index, { file, pos, at, origin }, diagnostics);
    if (!checked) return;
    const key = pairKey(checked.dictionary);
    const first = pairs.get(key);
    if (first) {
      diagnostics.push(
        diagnostic(
          'error',
          'duplicate-dictionary',
          at(['dictionaries', index, 'source_language']),
          `a second ${key} dictionary; the first is at line ${first.line}:${first.col} (a glossary holds one dictionary per language pair)`,
          'Merge the two dictionaries into one, or move one of them to another glossary.',
        ),
      );
      return;
    }
    pairs.set(key, checked.dictionary.origin);
    glossary.dictionaries.push(checked.dictionary);
    if (checked.entriesFile) out.entriesFiles.push(checked.entriesFile);
  });
  // Read after the dictionaries: each example must translate a pair the glossary holds.
  if (doc.examples !== undefined) {
    const examples = glossaryExamples(doc.examples, glossary, origin, diagnostics);
    if (examples.length > 0) glossary.examples = examples;
  }
  return out;
}

interface Locators {
  file: string;
  pos: PosNode;
  at: (p: DocPath, where?: 'value' | 'key') => DiagnosticAt;
  origin: (p: DocPath, where?: 'value' | 'key') => Origin;
}

/** One dictionary: its languages, and its inline entries or the file that holds them. */
function checkDictionary(
  raw: Doc,
  index: number,
  loc: Locators,
  out: Diagnostic[],
): { dictionary: DesiredDictionary; entriesFile?: EntriesFile } | undefined {
  const here: DocPath = ['dictionaries', index];
  const source = languageOf(raw.source_language, [...here, 'source_language'], loc, out);
  const target = languageOf(raw.target_language, [...here, 'target_language'], loc, out);
  const hasEntries = raw.entries !== undefined;
  const hasFile = raw.entries_file !== undefined;
  if (hasEntries && hasFile) {
    out.push(
      diagnostic(
        'error',
        'entries-and-file',
        loc.at([...here, 'entries_file'], 'key'),
        'the dictionary has both `entries` and `entries_file`',
        'Keep one: inline `entries` for a few terms, or `entries_file` for a TSV, CSV or TBX file.',
      ),
    );
  } else if (!hasEntries && !hasFile) {
    out.push(
      diagnostic(
        'error',
        'missing-entries',
        loc.at(here),
        'the dictionary has neither `entries` nor `entries_file`',
        'Add `entries:` (source term: target term lines) or `entries_file:` with a .tsv, .csv or .tbx file beside this one.',
      ),
    );
  }
  if (source === undefined || target === undefined) return undefined;
  if (source === target) {
    out.push(
      diagnostic(
        'warning',
        'same-language-dictionary',
        loc.at([...here, 'target_language']),
        `the dictionary translates ${source} into ${source}; no translation uses it`,
        'Check the target_language; a glossary dictionary maps terms of one language to another.',
      ),
    );
  }
  const entries = new Map<string, string>();
  const entryOrigins = new Map<string, Origin>();
  const dictionary: DesiredDictionary = {
    source_lang: source,
    target_lang: target,
    entries,
    entryOrigins,
    origin: loc.origin([...here, 'source_language']),
  };
  if (hasEntries && !hasFile && isObject(raw.entries)) {
    const notes = new Map<string, TermNotes>();
    inlineEntries(raw.entries, [...here, 'entries'], loc, { entries, entryOrigins, notes }, out);
    if (notes.size > 0) dictionary.notes = notes;
  }
  if (!hasFile || hasEntries || typeof raw.entries_file !== 'string') return { dictionary };
  const file = entriesFilePath(raw.entries_file, loc.at([...here, 'entries_file']), out);
  if (file === undefined) return { dictionary };
  dictionary.entriesFile = file.file;
  return { dictionary, entriesFile: { ...file, at: loc.at([...here, 'entries_file']), dictionary, entries, entryOrigins } };
}

/** The code in lower case, or undefined after reporting why it is not a base language code. */
function languageOf(value: unknown, p: DocPath, loc: Locators, out: Diagnostic[]): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  if (BASE_CODE.test(value)) return value.toLowerCase();
  const field = String(p[p.length - 1]);
  const variant = VARIANT_CODE.exec(value);
  if (variant) {
    const base = (variant[1] as string).toLowerCase();
    out.push(
      diagnostic(
        'error',
        'glossary-language-variant',
        loc.at(p),
        `${field} \`${value}\` is a language variant; glossaries take base language codes only`,
        `Glossaries apply to every variant: use \`${base}\`.`,
      ),
    );
    return undefined;
  }
  out.push(
    diagnostic(
      'error',
      'invalid-glossary-language',
      loc.at(p),
      `${field} \`${value}\` is not a language code`,
      'Write a base language code such as `en`, `de` or `ja` (validate --online checks that the service has the pair).',
    ),
  );
  return undefined;
}

/** The glossary's name: what the service refuses (too long), and what a reviewer could not see. */
function nameProblems(name: string, at: DiagnosticAt): Diagnostic[] {
  if (name.trim() === '') return []; // the schema says it is empty
  const hidden = hiddenCharacter(name);
  if (hidden && hidden.kind !== 'a control character') {
    // termProblem knows control characters only (terms may hold bidi marks the service keeps); a name is what a reviewer reads.
    return [
      diagnostic(
        'error',
        'hidden-character',
        at,
        `name holds ${hidden.kind} (${hidden.code} at character ${hidden.at}); a reviewer cannot see it in a plan or a pull-request comment`,
        'Remove it: a name is visible text, and this character changes what is shown (or hides text) without being seen.',
      ),
    ];
  }
  const problem = termProblem(name, 'name');
  if (!problem) return [];
  if (problem.rule === 'term-whitespace') {
    return [
      diagnostic(
        'warning',
        'surrounding-whitespace',
        at,
        'name starts or ends with whitespace; the service stores it verbatim, so it would not match the same name without it',
        'Remove the spaces.',
      ),
    ];
  }
  if (problem.rule === 'term-too-long') {
    const bytes = utf8Bytes(name);
    return [
      diagnostic(
        'error',
        'name-too-long',
        at,
        `name is ${bytes} UTF-8 bytes long; the service allows at most ${GLOSSARY_LIMITS.nameMaxBytes}`,
        'Shorten the name.',
      ),
    ];
  }
  return [
    diagnostic(
      'error',
      'control-character',
      at,
      `${problem.message} (character ${problem.column}); a reviewer cannot see it in a plan or a pull-request comment`,
      'Remove it: a name is one line of visible text.',
    ),
  ];
}

/**
 * Inline entries, short (`source: target`) or long (a mapping, see
 * validate-glossary-long-form.ts): the YAML loader has already refused
 * repeated keys, so what is left are the term rules, terms equal but for
 * case, the size, and the forbidden variants against the targets. The case
 * rule is for source terms only, as in entries files: forbidden variants are
 * compared exactly (see forbiddenProblems).
 */
function inlineEntries(
  raw: Doc,
  here: DocPath,
  loc: Locators,
  into: { entries: Map<string, string>; entryOrigins: Map<string, Origin>; notes: Map<string, TermNotes> },
  out: Diagnostic[],
): void {
  const folded = new Map<string, { source: string; line: number }>();
  let bytes = 0;
  const pairs = readPairs(raw, here, loc, into.notes, out);
  if (pairs.length === 0 && Object.keys(raw).length === 0) out.push(emptyDictionary(loc.at(here)));
  for (const [source, target] of pairs) {
    // Where the term is written; its path (`dictionaries[0].entries.…`) is made only for a diagnostic (issue #31: a dictionary has thousands of terms).
    const keyOrigin = loc.origin([...here, source], 'key');
    const bad = termProblem(source, 'source term');
    const badTarget = bad ? undefined : termProblem(target, 'target term');
    if (bad || badTarget) {
      const problem = (bad ?? badTarget) as TermProblem;
      // The long form writes the target under `target`.
      const where = loc.at(bad ? [...here, source] : isObject(raw[source]) ? [...here, source, 'target'] : [...here, source], bad ? 'key' : 'value');
      out.push(termDiagnostic(problem, where));
      into.notes.delete(source);
      continue;
    }
    const lower = foldedTerm(source);
    const earlier = folded.get(lower);
    if (earlier) {
      const message = variantMessage(source, earlier.source, earlier.line);
      const keyAt = loc.at([...here, source], 'key');
      out.push(entryDiagnostic({ rule: 'term-case-variant', line: keyAt.pos.line, column: keyAt.pos.col, message }, keyAt.file, 'yaml', message, keyAt.path));
    } else {
      folded.set(lower, { source, line: keyOrigin.line });
    }
    bytes += entryBytes(source, target);
    into.entries.set(source, target);
    into.entryOrigins.set(source, keyOrigin);
  }
  out.push(...forbiddenProblems(into.entries, into.notes, here, loc.at, termDiagnostic));
  out.push(...admittedProblems(into.entries, into.notes, here, loc.at, termDiagnostic));
  if (bytes > GLOSSARY_LIMITS.dictionaryMaxBytes) {
    const message = `the dictionary is ${bytes} bytes as TSV; the service takes at most ${GLOSSARY_LIMITS.dictionaryMaxBytes} (10 MiB)`;
    out.push(entryDiagnostic({ rule: 'dictionary-too-large', line: 0, column: 0, message }, loc.file, 'yaml', message, formatPath(here), loc.at(here).pos));
  }
}

/** A term rule broken in an inline entry, at the term's position in the YAML. */
function termDiagnostic(problem: TermProblem, where: DiagnosticAt): Diagnostic {
  // A column inside a YAML scalar is not a column of the line (quotes, escapes): the character says where.
  const message = problem.rule === 'term-control-character' ? `${problem.message} (character ${problem.column})` : problem.message;
  return entryDiagnostic({ ...problem, line: where.pos.line, column: where.pos.col }, where.file, 'yaml', message, where.path);
}

/** Each entry's source and target, short form or long; notes filled for the terms that say more. Values the schema refused are left out. */
function readPairs(raw: Doc, here: DocPath, loc: Locators, notes: Map<string, TermNotes>, out: Diagnostic[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const [source, value] of Object.entries(raw)) {
    if (typeof value === 'string') pairs.push([source, value]);
    if (!isObject(value)) continue;
    const entry = longFormEntry(source, value, [...here, source], loc.at, out);
    if (!entry) continue;
    pairs.push([source, entry.target]);
    if (entry.notes) notes.set(source, entry.notes);
  }
  return pairs;
}

function emptyDictionary(at: DiagnosticAt): Diagnostic {
  return diagnostic(
    'error',
    'empty-dictionary',
    at,
    'the dictionary has no entries',
    'Add entries, or remove the dictionary (a CSV whose language columns name other pairs gives none for this one).',
  );
}

/**
 * `entries_file` relative to the glossary file, as a repository-relative
 * path, or undefined after reporting why it cannot be one. Only the text is
 * judged here; the loader refuses links that lead out of the repository.
 */
function entriesFilePath(written: string, at: DiagnosticAt, out: Diagnostic[]): { file: string; format: EntriesFileFormat } | undefined {
  const outside = (): undefined => {
    out.push(
      diagnostic(
        'error',
        'outside-repository',
        at,
        `entries_file \`${written}\` is outside the repository`,
        'Keep the TSV, CSV or TBX file inside the repository, beside the glossary file or below it; stylesync reads nothing outside.',
      ),
    );
    return undefined;
  };
  if (path.posix.isAbsolute(written) || path.win32.isAbsolute(written) || written.includes('\0')) return outside();
  const file = path.posix.normalize(path.posix.join(path.posix.dirname(at.file), written.replaceAll('\\', '/')));
  if (file === '..' || file.startsWith('../')) return outside();
  const extension = path.posix.extname(file).toLowerCase();
  const format = ENTRIES_FORMATS[extension];
  if (format === undefined) {
    out.push(
      diagnostic(
        'error',
        'entries-file-format',
        at,
        `entries_file \`${written}\` is not a .tsv, .csv or .tbx file`,
        'Name the file .tsv (source<TAB>target lines), .csv (the service\'s CSV dialect) or .tbx (a TBX termbase); the extension says how it is read.',
      ),
    );
    return undefined;
  }
  return { file, format };
}

const ENTRIES_FORMATS: Partial<Record<string, EntriesFileFormat>> = { '.tsv': 'tsv', '.csv': 'csv', '.tbx': 'tbx' };

/** Hints by content rule: what to do about each. */
const HINTS: Record<EntryRule, (format: EntriesFileFormat | 'yaml') => string> = {
  'empty-term': () => 'Give both sides a term, or remove the entry: the service refuses empty terms.',
  'term-control-character': () =>
    'Remove it: a term is one line of visible text; the service refuses tabs, line breaks, other control characters and Unicode line separators.',
  'term-whitespace': () => 'Trim the term: the service refuses leading and trailing whitespace (its mock server trims it silently, so a test against it would not notice).',
  'term-too-long': () => `Shorten the term: the service takes at most ${GLOSSARY_LIMITS.termMaxBytes} UTF-8 bytes per term.`,
  'duplicate-term': () => 'Keep one entry per source term: the service refuses a dictionary that repeats one.',
  'term-case-variant': () =>
    'Check that both are meant: whether the service treats terms that differ only in case, or only in Unicode normalization (é as one character or as e and a combining accent), as one is undocumented; write both the same way if they are one term.',
  'dictionary-too-large': () => 'Split the terms over several glossaries: a dictionary is at most 10 MiB as TSV, and a glossary holds one per language pair.',
  'entries-syntax': (format) =>
    format === 'tbx'
      ? 'Export the termbase again from its tool as TBX (TBX-Basic martif or TBX v3), or fix the XML at this position.'
      : format === 'csv'
      ? 'Write one entry a line: source,target (or source,target,source language,target language); quote a field holding a comma or a quote, and double a quote inside it.'
      : 'Write one entry a line: the source term, one tab, the target term.',
};

function entryDiagnostic(
  problem: EntryProblem,
  file: string,
  format: EntriesFileFormat | 'yaml',
  message = problem.message,
  path = '',
  pos = { line: problem.line, col: problem.column },
): Diagnostic {
  const severity = problem.rule === 'term-case-variant' ? 'warning' : 'error';
  return diagnostic(severity, problem.rule, { file, pos, path }, message, HINTS[problem.rule](format));
}

export { emptyDictionary, entryDiagnostic };
