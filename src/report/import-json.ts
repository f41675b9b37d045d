import type { ImportFile } from '../import/plan-import.ts';

/** `import --format json`: every file written or left alone, with its list's name and style_id. */
export function renderImportJson(written: readonly ImportFile[], kept: readonly ImportFile[], warnings: readonly string[]): string {
  const entry = (file: ImportFile, action: 'created' | 'overwritten' | 'kept') => ({ file: file.shown, name: file.list.name, style_id: file.list.style_id, action });
  const document = {
    imported: written.length,
    files: [...written.map((f) => entry(f, f.overwrites ? 'overwritten' : 'created')), ...kept.map((f) => entry(f, 'kept'))],
    files_written: written.map((f) => f.shown),
    warnings,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
