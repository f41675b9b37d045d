import { join } from 'node:path';
import { importNames, type NameChange } from './import-names.ts';
import { uniqueSlugs } from './slug.ts';

/** One live item's place on import: its file, the file that manages it already (if any), and the name written. */
export interface ImportPlace {
  /** Absolute path of the file to write. */
  path: string;
  /** The file (relative to the root) that already manages the item: a refresh, which overwrites it. */
  existing: string | undefined;
  /** The name the file gives the item. */
  name: string;
  /** The name written differs from the live one (hidden characters, a name taken), and why. */
  renamed?: NameChange;
}

/**
 * Where each live item of a kind (lists, glossaries) goes on import, in the
 * order of `live`. Pure. An item a file already manages (`ownerOf`) goes back
 * to that file; any other gets a new file in `dir` named after it, never a
 * stem in `taken`. Names are made unique against the files left alone.
 */
export function importPlaces<T>(options: {
  noun: NameChange['kind'];
  live: readonly T[];
  key: (item: T) => { id: string; name: string };
  ownerOf: (item: T) => string | undefined;
  desired: ReadonlyArray<{ file: string; name: string }>;
  /** Absolute directory of the kind's files, and the repository root the owners' paths are relative to. */
  dir: string;
  root: string;
  taken: readonly string[];
}): ImportPlace[] {
  const { live, key, ownerOf } = options;
  const fresh = live.filter((item) => ownerOf(item) === undefined);
  const stems = new Map(uniqueSlugs(fresh.map((item) => key(item).name), options.taken, options.noun).map((stem, i) => [fresh[i] as T, stem]));
  // Files this import rewrites give their names up; every other file (one left alone, a tombstone) keeps its own.
  const rewritten = new Set(live.map(ownerOf));
  const reserved = options.desired.filter((d) => !rewritten.has(d.file)).map((d) => d.name);
  const { names, changes } = importNames([...live.filter((item) => ownerOf(item) !== undefined), ...fresh], key, reserved, options.noun);
  const changed = new Map(changes.map((c) => [c.id, c]));
  return live.map((item) => {
    const existing = ownerOf(item);
    const renamed = changed.get(key(item).id);
    return {
      path: existing === undefined ? join(options.dir, `${stems.get(item) as string}.yaml`) : join(options.root, existing),
      existing,
      name: names.get(item) ?? key(item).name,
      ...(renamed === undefined ? {} : { renamed }),
    };
  });
}
