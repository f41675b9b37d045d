import { join, relative, sep } from 'node:path';
import type { LiveList } from '../catalog/types.ts';
import type { DesiredList } from '../config/model.ts';
import { groupsOneEditFrom } from '../config/allow-unknown.ts';
import { schemaRef } from '../config/schema-ref.ts';
import { STYLE_LIST_SCHEMA_FILE } from '../config/schemas.ts';
import { importNames, type NameChange } from './import-names.ts';
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
  const owner = fileOwners(
    options.live,
    options.desired.map((l) => ({ file: l.file, name: l.name, pin: l.style_id })),
    (l) => ({ id: l.style_id, name: l.name }),
  );
  const managedBy = (list: LiveList) => owner.get(list);
  const fresh = options.live.filter((list) => managedBy(list) === undefined);
  const stems = new Map(uniqueSlugs(fresh.map((l) => l.name), options.taken).map((stem, i) => [fresh[i] as LiveList, stem]));

  const owners = new Set(owner.values());
  const { names, changes } = importNames(
    [...options.live.filter((l) => managedBy(l) !== undefined), ...fresh],
    (l) => ({ id: l.style_id, name: l.name }),
    options.desired.filter((d) => !owners.has(d.file)).map((d) => d.name),
    'list',
  );
  const changed = new Map(changes.map((c) => [c.id, c]));

  return options.live.map((list): ImportFile => {
    const existing = managedBy(list);
    const path = existing === undefined ? join(options.stylesDir, `${stems.get(list) as string}.yaml`) : join(options.root, existing);
    const renamed = changed.get(list.style_id);
    const allowed = Object.keys(list.configured_rules).filter((group) => groupsOneEditFrom(group).length > 0).sort();
    return {
      path,
      shown: toPosix(relative(options.root, path)),
      list,
      content: renderStyleFile({ ...list, name: names.get(list) ?? list.name }, schemaRef(options.root, path, STYLE_LIST_SCHEMA_FILE), allowed),
      overwrites: existing !== undefined,
      ...(renamed === undefined ? {} : { renamed }),
      ...(allowed.length === 0 ? {} : { allowed }),
    };
  });
}

export function toPosix(path: string): string {
  return path.split(sep).join('/');
}
