import { diagnostic } from './diagnostic.ts';
import type { DesiredList, Diagnostic } from './model.ts';
import { orList, typoSuggestions } from './suggest.ts';

/** The names an example of `list` may give in `covers:`: its rule keys (`group.rule`) and its instruction labels. */
export function coverableNames(list: DesiredList): Set<string> {
  const names = new Set<string>();
  for (const [group, rules] of Object.entries(list.configured_rules)) for (const rule of Object.keys(rules)) names.add(`${group}.${rule}`);
  for (const instruction of list.custom_instructions) names.add(instruction.label);
  return names;
}

/**
 * `covers:` entries that name no rule and no instruction of the list: a
 * coverage figure that counts a misspelt name would be a lie, so each is an
 * error with the nearest names. An example written in a fragment is checked
 * against each list that extends it.
 */
export function coversProblems(list: DesiredList): Diagnostic[] {
  const out: Diagnostic[] = [];
  let names: Set<string> | undefined;
  for (const example of list.examples) {
    (example.covers ?? []).forEach((entry, i) => {
      names ??= coverableNames(list);
      if (names.has(entry)) return;
      const at = example.at[`covers[${i}]`] ?? example.origin;
      const whose = at.file === list.file ? 'this list' : `list \`${list.name}\` (${list.file}), which extends this fragment,`;
      const near = typoSuggestions(entry, names);
      const hint =
        near.length > 0
          ? `Did you mean ${orList(near.map((n) => `\`${n}\``))}?`
          : 'Name a rule as `group.rule` (as under configured_rules) or an instruction by its label, or remove the entry.';
      out.push(
        diagnostic(
          'error',
          'unknown-covers',
          { file: at.file, pos: at, path: `${example.path}.covers[${i}]` },
          `covers \`${entry}\` names no rule and no instruction of ${whose}`,
          hint,
        ),
      );
    });
  }
  return out;
}
