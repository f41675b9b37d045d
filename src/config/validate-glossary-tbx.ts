import type { TermNotes } from '../catalog/glossary.ts';
import { checkGlossaryEntries, termProblem, type EntryProblem } from '../catalog/glossary-entries.ts';
import type { Origin } from '../catalog/types.ts';
import { diagnostic } from './diagnostic.ts';
import type { Diagnostic } from './model.ts';
import { readTbx } from './tbx.ts';
import { tbxLanguages, tbxPairEntries } from './tbx-pair.ts';
import { entryDiagnostic, type EntriesFile } from './validate-glossary.ts';

/**
 * A `.tbx` entries file: the dictionary's pair taken from each concept
 * (src/config/tbx-pair.ts), checked with the content rules every entries
 * file obeys (src/catalog/glossary-entries.ts), at the concept's line. The
 * pairs go to the service; forbidden variants, definitions, notes and
 * do-not-translate go into the dictionary's `notes`. Pure.
 */
export function readTbxEntriesFile(ref: EntriesFile, text: string, maxProblems: number): Diagnostic[] {
  const read = readTbx(text);
  if (!read.ok) return [diagnostic('error', 'entries-syntax', { file: ref.file, pos: { line: read.line, col: read.col }, path: '' }, read.message, read.hint)];
  const { dictionary } = ref;
  const pairs = tbxPairEntries(read.concepts, dictionary);
  const checked = checkGlossaryEntries(pairs, { maxProblems });
  // Columns of a term inside XML are not columns of the line: the concept's line, and the character in the message.
  const at = (p: EntryProblem) => entryDiagnostic({ ...p, column: 1 }, ref.file, 'tbx', p.rule === 'term-control-character' ? `${p.message} (character ${p.column})` : p.message);
  const out = [...checked.problems.map(at), ...checked.caseVariants.map(at)];
  const last = checked.problems[checked.problems.length - 1];
  if (checked.truncated && last !== undefined && last.rule !== 'dictionary-too-large') {
    const message = `stopped checking after ${maxProblems} problems; the rest of the file was not checked`;
    out.push(diagnostic('error', 'entries-check-stopped', { file: ref.file, pos: { line: last.line, col: 1 }, path: '' }, message, 'Fix the problems above and validate again.'));
  }
  const notes = new Map<string, TermNotes>();
  const kept = new Set(checked.entries.map((e) => e.source));
  for (const entry of pairs) {
    if (!kept.has(entry.source) || ref.entries.has(entry.source)) continue;
    ref.entries.set(entry.source, entry.target);
    ref.entryOrigins.set(entry.source, { file: ref.file, line: entry.line, col: 1 } satisfies Origin);
    if (entry.notes) {
      notes.set(entry.source, entry.notes);
      out.push(...forbiddenProblems(entry.notes, entry.line, ref.file));
    }
  }
  if (notes.size > 0) dictionary.notes = notes;
  if (pairs.length === 0) out.push(noPair(ref, tbxLanguages(read.concepts)));
  return out;
}

/** A forbidden variant is a term a reviewer reads in reports: the term rules hold for it too. */
function forbiddenProblems(notes: TermNotes, line: number, file: string): Diagnostic[] {
  return (notes.forbidden ?? []).flatMap((term) => {
    const problem = termProblem(term, 'forbidden variant');
    if (!problem) return [];
    const message = problem.rule === 'term-control-character' ? `${problem.message} (character ${problem.column})` : problem.message;
    return [entryDiagnostic({ ...problem, line, column: 1 }, file, 'tbx', message)];
  });
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
