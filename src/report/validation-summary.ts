import type { ValidationResult } from '../config/model.ts';
import { plural } from '../util/plural.ts';

/** "5 files, 4 lists: 0 errors, 1 warning" */
export function validationSummary(result: ValidationResult): string {
  const tombstones = result.lists.filter((l) => l.state === 'absent').length;
  const lists = `${plural(result.lists.length, 'list')}${tombstones > 0 ? ` (${plural(tombstones, 'tombstone')})` : ''}`;
  return `${plural(result.files?.length ?? 0, 'file')}, ${lists}: ${plural(result.errors.length, 'error')}, ${plural(result.warnings.length, 'warning')}`;
}
