import { statSync } from 'node:fs';
import path from 'node:path';
import type { DesiredList, RepoConfig } from '../config/model.ts';
import { fragmentMatcher, isYamlFileName, repoRelative } from '../config/paths.ts';
import { typoSuggestions } from '../config/suggest.ts';
import { StylesyncError } from '../errors.ts';
import type { Subset } from '../plan/subset.ts';
import type { PartialPlan } from '../plan/types.ts';

/** What the user asked to plan: style files or directories (absolute) and list names. */
export interface SubsetChoice {
  paths: readonly string[];
  lists: readonly string[];
}

/**
 * The lists a choice selects, or an error saying which path or name selects
 * nothing and what to give instead. Paths must lie in the styles directory
 * and name style files (fragments are read, as `extends` asks, but are not
 * lists); names are matched exactly. `partial` records the choice relative
 * to the repository root, so a saved plan is applied from anywhere.
 */
export function selectSubset(config: RepoConfig, desired: readonly DesiredList[], choice: SubsetChoice): Subset {
  const selected = new Set<DesiredList>();
  const paths: string[] = [];
  for (const abs of choice.paths) {
    refuseFragment(config, desired, abs);
    const rel = pathInStyles(config, abs);
    const under = (file: string) => rel === '.' || file === rel || file.startsWith(`${rel}/`);
    const found = desired.filter((l) => under(l.file));
    if (found.length === 0) throw noListAt(abs, rel);
    for (const list of found) selected.add(list);
    paths.push(rel);
  }
  for (const name of choice.lists) {
    const found = desired.filter((l) => l.name === name);
    if (found.length === 0) throw noListNamed(name, desired);
    for (const list of found) selected.add(list);
  }
  const partial: PartialPlan = { paths: unique(paths), lists: unique(choice.lists) };
  return { partial, lists: desired.filter((l) => selected.has(l)) };
}

/** The choice a saved partial plan records, with its paths made absolute again. */
export function savedChoice(config: RepoConfig, partial: PartialPlan): SubsetChoice {
  return { paths: partial.paths.map((p) => path.resolve(config.root, p)), lists: partial.lists };
}

function pathInStyles(config: RepoConfig, abs: string): string {
  const rel = repoRelative(config.root, abs);
  const styles = repoRelative(config.root, config.styles_dir) ?? config.styles_dir;
  const inStyles = repoRelative(config.styles_dir, abs) !== undefined;
  if (rel === undefined || !inStyles) {
    throw new StylesyncError(
      `${rel ?? abs} is not in the styles directory (${styles}); a partial plan selects style files there.`,
      `Give style files or directories under ${styles}/, or list names with --list NAME. To plan another directory, pass --dir.`,
      { code: 'subset-invalid' },
    );
  }
  return rel;
}

/** A fragment is read for the lists that extend it, but is no list itself: say which lists to give instead. */
function refuseFragment(config: RepoConfig, desired: readonly DesiredList[], abs: string): void {
  const rel = repoRelative(config.root, abs);
  const fragments = fragmentMatcher(config.fragments.map((d) => repoRelative(config.root, d) ?? d));
  if (rel === undefined || rel === '.' || !fragments(rel) || statKind(abs) === 'missing') return;
  const users = desired.filter((l) => usesFile(l, rel)).map((l) => l.file);
  throw new StylesyncError(
    `${rel} is a fragment (shared by \`extends\`), not a list; a partial plan selects lists.`,
    users.length > 0
      ? `Give the lists that take values from it: ${users.join(' ')} (the fragment is read for them).`
      : 'Give the style files of the lists that extend it; fragments are always read for them.',
    { code: 'subset-invalid' },
  );
}

function noListAt(abs: string, rel: string): StylesyncError {
  const fail = (message: string, hint: string) => new StylesyncError(message, hint, { code: 'subset-invalid' });
  const kind = statKind(abs);
  if (kind === 'missing') return fail(`${rel} does not exist.`, 'Check the path; it is relative to the current directory.');
  if (kind === 'file' && !isYamlFileName(rel)) return fail(`${rel} is not a style file (.yaml or .yml).`, 'Give style files or the directories holding them; a saved plan is applied alone: `stylesync apply plan.json`.');
  return fail(`${rel} declares no style list.`, 'Give a style file (one with `name:` and `language:`) or a directory holding some.');
}

function noListNamed(name: string, desired: readonly DesiredList[]): StylesyncError {
  const near = typoSuggestions(name, desired.map((l) => l.name));
  const mean = near.length > 0 ? `Did you mean ${near.map((n) => JSON.stringify(n)).join(' or ')}? ` : '';
  return new StylesyncError(
    `No style file declares a list named ${JSON.stringify(name)}.`,
    `${mean}--list matches the \`name:\` of a style file exactly (case-sensitive); a live list no file manages is brought in with \`stylesync import\`.`,
    { code: 'subset-invalid' },
  );
}

/** Whether any value of the list comes from `file` (a fragment it extends). */
function usesFile(list: DesiredList, file: string): boolean {
  const origins = [list.origin, list.languageOrigin, ...Object.values(list.ruleOrigins), ...list.examples.map((e) => e.origin)];
  return origins.some((o) => o?.file === file) || list.custom_instructions.some((i) => i.file === file);
}

function statKind(abs: string): 'file' | 'dir' | 'missing' {
  try {
    return statSync(abs).isDirectory() ? 'dir' : 'file';
  } catch {
    return 'missing';
  }
}

function unique(items: readonly string[]): string[] {
  return [...new Set(items)].sort();
}
