import type { TermNotes } from '../catalog/glossary.ts';
import { checkGlossaryEntries, type EntryProblem, type TermProblem } from '../catalog/glossary-entries.ts';
import type { Origin } from '../catalog/types.ts';
import { diagnostic, type DiagnosticAt } from './diagnostic.ts';
import type { Diagnostic } from './model.ts';
import type { DocPath } from './position.ts';
import { readTbx } from './tbx.ts';
import { tbxLanguages, tbxPairEntries, type TbxPairEntry } from './tbx-pair.ts';
import { entryDiagnostic, type EntriesFile } from './validate-glossary.ts';
import { admittedProblems } from './validate-glossary-admitted.ts';
import { forbiddenProblems, noteProblems } from './validate-glossary-long-form.ts';

/**
 * A `.tbx` entries file: the dictionary's pair taken from each concept
 * (src/config/tbx-pair.ts), checked with the content rules every entries
 * file obeys (src/catalog/glossary-entries.ts), at the concept's line. The
 * pairs go to the service; forbidden variants, definitions, notes and
 * do-not-translate go into the dictionary's `notes`. Pure.
 */
export function readTbxEntriesFile(ref: EntriesFile, text: string | Iterable<string>, maxProblems: number): Diagnostic[] {
  const { dictionary } = ref;
  // Each concept is paired as it is read and dropped (issue #31): only the pairs and the languages seen stay.
  const pairs: TbxPairEntry[] = [];
  const languages = new Set<string>();
  // A file's text comes a piece at a time (config/glossary-load.ts): nothing holds it whole.
  const read = readTbx(text, (concept) => {
    pairs.push(...tbxPairEntries([concept], dictionary));
    for (const lang of tbxLanguages([concept])) languages.add(lang);
  });
  if (!read.ok) return [diagnostic('error', 'entries-syntax', { file: ref.file, pos: { line: read.line, col: read.col }, path: '' }, read.message, read.hint)];
  const checked = checkGlossaryEntries(pairs, { maxProblems });
  // Columns of a term inside XML are not columns of the line: the concept's line, and the character in the message.
  const at = (p: EntryProblem) => entryDiagnostic({ ...p, column: 1 }, ref.file, 'tbx', p.rule === 'term-control-character' ? `${p.message} (character ${p.column})` : p.message);
  const out = [...checked.problems.map(at), ...checked.caseVariants.map(at)];
  const last = checked.problems[checked.problems.length - 1];
  if (checked.truncated && last !== undefined && last.rule !== 'dictionary-too-large') {
    const message = `stopped checking after ${maxProblems} problems; the rest of the file was not checked`;
    out.push(diagnostic('error', 'entries-check-stopped', { file: ref.file, pos: { line: last.line, col: 1 }, path: '' }, message, 'Fix the problems above and validate again.'));
  }
  // The checked entries are new objects: each finds its concept's notes by line and terms (the sink lets a source term through once).
  const key = (e: { line: number; source: string; target: string }) => `${e.line}\u0000${e.source}\u0000${e.target}`;
  const notesOf = new Map<string, TermNotes | undefined>();
  for (const p of pairs) if (!notesOf.has(key(p))) notesOf.set(key(p), p.notes);
  const notes = new Map<string, TermNotes>();
  for (const entry of checked.entries) {
    ref.entries.set(entry.source, entry.target);
    ref.entryOrigins.set(entry.source, { file: ref.file, line: entry.line, col: 1 } satisfies Origin);
    const said = notesOf.get(key(entry));
    if (said) notes.set(entry.source, said);
  }
  if (notes.size > 0) dictionary.notes = notes;
  out.push(...notesProblems(ref, notes));
  if (pairs.length === 0) out.push(noPair(ref, [...languages].sort()));
  return out;
}

/**
 * The long form's rules (src/config/validate-glossary-long-form.ts) for what
 * a termbase says beyond its pairs: forbidden variants and admitted alternatives are terms and do not
 * contradict the dictionary, definitions and notes have a bounded length.
 * At the concept's line.
 */
function notesProblems(ref: EntriesFile, notes: ReadonlyMap<string, TermNotes>): Diagnostic[] {
  const at = (p: DocPath): DiagnosticAt => ({ file: ref.file, pos: { line: ref.entryOrigins.get(String(p[0]))?.line ?? 1, col: 1 }, path: '' });
  const termAt = (problem: TermProblem, where: DiagnosticAt) => {
    const message = problem.rule === 'term-control-character' ? `${problem.message} (character ${problem.column})` : problem.message;
    return entryDiagnostic({ ...problem, line: where.pos.line, column: 1 }, ref.file, 'tbx', message);
  };
  return [...forbiddenProblems(ref.entries, notes, [], at, termAt), ...admittedProblems(ref.entries, notes, [], at, termAt), ...[...notes].flatMap(([source, n]) => noteProblems(n, at([source])))];
}

function noPair(ref: EntriesFile, languages: string[]): Diagnostic {
  const { source_lang, target_lang } = ref.dictionary;
  return diagnostic(
    'error',
    'empty-dictionary',
    ref.at,
    `no concept of ${ref.file} has a term in both ${source_lang} and ${target_lang} (its languages: ${languages.join(', ') || 'none'})`,
    'Check source_language and target_language against the termbase, or export the termbase again with both languages.',
  );
}
