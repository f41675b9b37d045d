import { resolve } from 'node:path';
import type { Command } from 'commander';
import type { SubsetChoice } from '../app/subset.ts';
import { StylesyncError } from '../errors.ts';

/** `--list NAME`, repeatable (commander collects the values). */
export function addListOption(command: Command): Command {
  return command.option('--list <name>', 'only the list of this name (repeatable; with paths, their union); prune is off', (value: string, previous: string[] = []) => [...previous, value]);
}

/**
 * The part to plan, from the paths (relative to where stylesync runs) and
 * --list names; undefined for the whole repository. --prune is refused with
 * a part: pruning deletes lists outside it, the opposite of asking for a part.
 */
export function subsetChoice(cwd: string, paths: readonly string[], lists: readonly string[] | undefined, prune: boolean | undefined): SubsetChoice | undefined {
  if (paths.length === 0 && (lists ?? []).length === 0) return undefined;
  if (prune) {
    throw new StylesyncError(
      '--prune cannot be combined with paths or --list: a partial plan never deletes lists outside it.',
      'Leave out --prune to plan the part, or leave out the paths and --list to plan (and prune) the whole repository.',
      { code: 'invalid-flag' },
    );
  }
  return { paths: paths.map((p) => resolve(cwd, p)), lists: lists ?? [] };
}
