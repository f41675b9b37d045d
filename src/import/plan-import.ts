import { join, relative, sep } from 'node:path';
import type { LiveList } from '../catalog/types.ts';
import type { DesiredList } from '../config/model.ts';
import { schemaRef } from '../config/schema-ref.ts';
import { STYLE_LIST_SCHEMA_FILE } from '../config/schemas.ts';
import { fileOwners } from './owners.ts';
import { uniqueSlugs } from './slug.ts';
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
  const owner = fileOwners(
    options.live,
    options.desired.map((l) => ({ file: l.file, name: l.name, pin: l.style_id })),
    (l) => ({ id: l.style_id, name: l.name }),
  );
  const managedBy = (list: LiveList) => owner.get(list);
  const fresh = options.live.filter((list) => managedBy(list) === undefined);
  const stems = new Map(uniqueSlugs(fresh.map((l) => l.name), options.taken).map((stem, i) => [fresh[i] as LiveList, stem]));

  return options.live.map((list): ImportFile => {
    const existing = managedBy(list);
    const path = existing === undefined ? join(options.stylesDir, `${stems.get(list) as string}.yaml`) : join(options.root, existing);
    return {
      path,
      shown: toPosix(relative(options.root, path)),
      list,
      content: renderStyleFile(list, schemaRef(options.root, path, STYLE_LIST_SCHEMA_FILE)),
      overwrites: existing !== undefined,
    };
  });
}

export function toPosix(path: string): string {
  return path.split(sep).join('/');
}
