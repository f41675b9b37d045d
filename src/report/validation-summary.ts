import type { ValidationResult } from '../config/model.ts';
import { filesRead } from '../config/validation-result.ts';
import { plural } from '../util/plural.ts';

/** "5 files, 4 lists: 0 errors, 1 warning"; with glossary files, "…, 4 lists; 2 glossaries in 3 files: …" */
export function validationSummary(result: ValidationResult): string {
  const read = filesRead(result);
  const tombstones = read.lists.filter((l) => l.state === 'absent').length;
  const lists = `${plural(read.lists.length, 'list')}${tombstones > 0 ? ` (${plural(tombstones, 'tombstone')})` : ''}`;
  const glossaryFiles = read.glossaryFiles.length;
  const { glossaries } = read;
  const gone = glossaries.filter((g) => g.state === 'absent').length;
  const terms =
    glossaryFiles === 0
      ? ''
      : `; ${plural(glossaries.length, 'glossary', 'glossaries')}${gone > 0 ? ` (${plural(gone, 'tombstone')})` : ''} in ${plural(glossaryFiles, 'file')}`;
  return `${plural(read.files.length, 'file')}, ${lists}${terms}: ${plural(result.ok ? 0 : result.errors.length, 'error')}, ${plural(result.warnings.length, 'warning')}`;
}
