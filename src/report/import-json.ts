import type { GlossaryImportFile, ManagedGlossary } from '../import/plan-glossary-import.ts';
import type { ImportFile } from '../import/plan-import.ts';

/**
 * `import --format json`: every file written or left alone, with its list's
 * name and style_id; with glossaries imported too, `glossaries` says the same
 * of each glossary file (and the TSV files beside it). `files_written` is
 * every file written, lists', glossaries' and entries files, for `git add`.
 */
export function renderImportJson(
  written: readonly ImportFile[],
  kept: readonly ImportFile[],
  warnings: readonly string[],
  glossaries?: { written: readonly GlossaryImportFile[]; kept: readonly ManagedGlossary[] },
): string {
  const entry = (file: ImportFile, action: 'created' | 'overwritten' | 'kept') => ({ file: file.shown, name: file.list.name, style_id: file.list.style_id, action });
  const glossaryEntry = (file: GlossaryImportFile) => ({
    file: file.shown,
    name: file.glossary.name,
    glossary_id: file.glossary.glossary_id,
    action: file.overwrites ? 'overwritten' : 'created',
    entries_files: file.entriesFiles.map((f) => ({ file: f.shown, source_lang: f.pair.source_lang, target_lang: f.pair.target_lang, entries: f.entries })),
  });
  const keptGlossary = (m: ManagedGlossary) => ({ file: m.file, name: m.glossary.name, glossary_id: m.glossary.glossary_id, action: 'kept', entries_files: [] });
  const document = {
    imported: written.length,
    files: [...written.map((f) => entry(f, f.overwrites ? 'overwritten' : 'created')), ...kept.map((f) => entry(f, 'kept'))],
    ...(glossaries ? { glossaries_imported: glossaries.written.length, glossaries: [...glossaries.written.map(glossaryEntry), ...glossaries.kept.map(keptGlossary)] } : {}),
    files_written: [...written.map((f) => f.shown), ...(glossaries?.written ?? []).flatMap((f) => [f.shown, ...f.entriesFiles.map((e) => e.shown)])],
    warnings,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
