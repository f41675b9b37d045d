import { allowedValues, CATALOG, catalogGroup } from '../catalog/catalog.ts';
import { diagnostic } from './diagnostic.ts';
import type { Diagnostic } from './model.ts';
import { formatPath, locate, type PosNode } from './position.ts';
import { editDistance } from './suggest.ts';

/**
 * A style file's `allow_unknown_rules`: the groups (`date_and_times`) and
 * rules (`numbers.new_rule`) it means to send although stylesync's catalog
 * lacks them. The opt-out sits in the file that writes the rule, so a
 * reviewer sees it in the same diff, and it covers that file only (as
 * `# noqa` does, rather than a setting far away); stylesync.yaml's
 * `extra_rules` stays the repository-wide list of single rules.
 */
export interface AllowUnknown {
  /** Whether the file allows this group or `group.rule`; remembers that the entry was needed. */
  use(name: string): boolean;
  /** Warnings for entries that were never needed: a name the catalog has, or one the file does not write. */
  leftovers(file: string, pos: PosNode): Diagnostic[];
}

export function readAllowUnknown(value: unknown): AllowUnknown {
  const entries = Array.isArray(value) ? value.flatMap((v, i) => (typeof v === 'string' ? [{ name: v, index: i }] : [])) : [];
  const names = new Set(entries.map((e) => e.name));
  const used = new Set<string>();
  return {
    use(name) {
      if (!names.has(name)) return false;
      used.add(name);
      return true;
    },
    leftovers(file, pos) {
      const out: Diagnostic[] = [];
      for (const { name, index } of entries) {
        if (used.has(name)) continue;
        const path = ['allow_unknown_rules', index];
        const at = { file, pos: locate(pos, path), path: formatPath(path) };
        out.push(
          inCatalog(name)
            ? diagnostic('warning', 'allowed-rule-known', at, `\`${name}\` is in stylesync's catalog, so it needs no \`allow_unknown_rules\` entry`, 'Remove the entry.')
            : diagnostic('warning', 'allowed-rule-unused', at, `\`${name}\` is allowed but this file's \`configured_rules\` has no such group or rule`, 'Remove the entry, or check its spelling against configured_rules (`group` or `group.rule`).'),
        );
      }
      return out;
    },
  };
}

function inCatalog(name: string): boolean {
  const dot = name.indexOf('.');
  return dot < 0 ? catalogGroup(name) !== undefined : allowedValues(name.slice(0, dot), name.slice(dot + 1)) !== undefined;
}

const GROUPS = Object.keys(CATALOG);

/**
 * The catalog groups one edit (a letter added, dropped, changed or two
 * swapped) from a group the catalog lacks: `date_and_times` → `dates_and_times`.
 * So close, the group is almost surely a slip, which the service would store and ignore.
 */
export function groupsOneEditFrom(group: string): string[] {
  if (catalogGroup(group)) return [];
  return GROUPS.filter((g) => Math.abs(g.length - group.length) <= 1 && editDistance(group, g) <= 1);
}
