import { relative, sep } from 'node:path';
import type { LiveList } from '../catalog/types.ts';
import type { DesiredList } from '../config/model.ts';
import { groupsOneEditFrom } from '../config/allow-unknown.ts';
import { schemaRef } from '../config/schema-ref.ts';
import { STYLE_LIST_SCHEMA_FILE } from '../config/schemas.ts';
import type { NameChange } from './import-names.ts';
import { type ImportPlace, importPlaces } from './import-places.ts';
import { fileOwners } from './owners.ts';
import { renderStyleFile } from './style-file.ts';

export interface ImportFile {
  /** Absolute path of the file to write. */
  path: string;
  /** The same path relative to the repository root, for messages. */
  shown: string;
  list: LiveList;
  content: string;
  /**
   * The list is already managed by this file: writing replaces the file with
   * the live state (extends flattened), so it needs --force.
   */
  overwrites: boolean;
  /** The name written differs from the live one (hidden characters, a name taken), and why. */
  renamed?: NameChange;
  /** Groups the live list holds one edit from a known one, written under `allow_unknown_rules` so the file validates as what the service has. */
  allowed?: string[];
}

/**
 * Decides which file each live list goes to. Pure (paths are computed, not
 * touched); the caller writes. A list some style file already manages goes
 * back to that file (a refresh, which overwrites); any other list gets a new
 * file named after it, never one of the names in `taken`, so an import never
 * clobbers a file that manages something else.
 */
export function planImport(options: {
  live: readonly LiveList[];
  desired: readonly DesiredList[];
  /** Absolute styles directory. */
  stylesDir: string;
  /** Absolute repository root: DesiredList.file is relative to it, and schema/ lives there. */
  root: string;
  /** File stems already present in the styles directory. */
  taken: readonly string[];
}): ImportFile[] {
  const key = (l: LiveList) => ({ id: l.style_id, name: l.name });
  const owner = fileOwners(options.live, options.desired.map((l) => ({ file: l.file, name: l.name, pin: l.style_id })), key);
  const places = importPlaces({ noun: 'list', live: options.live, key, ownerOf: (l) => owner.get(l), desired: options.desired, dir: options.stylesDir, root: options.root, taken: options.taken });
  return options.live.map((list, i): ImportFile => {
    const { path, existing, name, renamed } = places[i] as ImportPlace;
    const allowed = Object.keys(list.configured_rules).filter((group) => groupsOneEditFrom(group).length > 0).sort();
    return {
      path,
      shown: toPosix(relative(options.root, path)),
      list,
      content: renderStyleFile({ ...list, name }, schemaRef(options.root, path, STYLE_LIST_SCHEMA_FILE), allowed),
      overwrites: existing !== undefined,
      ...(renamed === undefined ? {} : { renamed }),
      ...(allowed.length === 0 ? {} : { allowed }),
    };
  });
}

export function toPosix(path: string): string {
  return path.split(sep).join('/');
}
