import type { Origin } from '../catalog/types.ts';
import { parseGlossaryEntries } from '../catalog/glossary-entries.ts';
import { diagnostic } from './diagnostic.ts';
import type { Diagnostic } from './model.ts';
import { emptyDictionary, entryDiagnostic, type EntriesFile } from './validate-glossary.ts';
import { takeText, type EntriesText } from './entries-text.ts';

/**
 * Problems one entries file reports before the check stops: enough to fix,
 * bounded for a hostile file. With as many case warnings and the line saying
 * the check stopped, it stays under the per-file cap of diagnostics, so that
 * line is never the one cut.
 */
export const MAX_ENTRY_PROBLEMS = 40;

/**
 * The text of a TSV or CSV `entries_file`, checked with the parser the
 * emulator uses (one linear pass, a bounded list of problems) and filled into
 * its dictionary. Positions are the file's own lines. Pure. A TBX file is
 * validate-glossary-tbx.ts's, loaded only when a glossary names one.
 */
export function readEntriesFile(ref: EntriesFile, text: string | EntriesText): Diagnostic[] {
  // Not a user's error: glossary-load.ts hands a TBX file to readTbxEntriesFile, never here.
  if (ref.format === 'tbx') throw new Error(`${ref.file}: a TBX entries file is read by validate-glossary-tbx.ts`);
  const { dictionary } = ref;
  // Taken into the parser: nothing here holds the text while the entries are filled in.
  const parsed = parseGlossaryEntries(takeText(text), {
    format: ref.format,
    pair: { source: dictionary.source_lang, target: dictionary.target_lang },
    maxProblems: MAX_ENTRY_PROBLEMS,
  });
  const out: Diagnostic[] = parsed.problems.map((p) => entryDiagnostic(p, ref.file, ref.format));
  out.push(...parsed.caseVariants.map((p) => entryDiagnostic(p, ref.file, ref.format)));
  const last = parsed.problems[parsed.problems.length - 1];
  if (parsed.truncated && last !== undefined && last.rule !== 'dictionary-too-large') {
    out.push(
      diagnostic(
        'error',
        'entries-check-stopped',
        { file: ref.file, pos: { line: last.line, col: last.column }, path: '' },
        `stopped checking after ${MAX_ENTRY_PROBLEMS} problems; the rest of the file was not read`,
        'Check that this is a glossary file in the format its extension says (.tsv: source<TAB>target; .csv: the service dialect), fix the problems above and validate again.',
      ),
    );
  }
  for (const entry of parsed.entries) {
    ref.entries.set(entry.source, entry.target);
    ref.entryOrigins.set(entry.source, { file: ref.file, line: entry.line, col: 1 } satisfies Origin);
  }
  if (parsed.entries.length === 0 && parsed.problems.length === 0) out.push(emptyDictionary({ ...ref.at }));
  return out;
}
