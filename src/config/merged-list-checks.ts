import { LANGUAGE_NAMES, languagesInWords, ruleLanguages } from '../catalog/language-markers.ts';
import { LIMITS, isStyleLanguage, type StyleLanguage } from '../catalog/types.ts';
import { diagnostic, START } from './diagnostic.ts';
import type { DocumentContent } from './document-check.ts';
import type { DesiredList, Diagnostic } from './model.ts';
import { instructionAdviceDiagnostics } from './validate-instructions.ts';
import { instructionFile } from '../catalog/desired.ts';
import { instructionFields } from '../catalog/instruction-fields.ts';

/**
 * Checks of a list with `extends` applied, which neither its file nor its
 * fragments can make alone: the instruction count, and each fragment's
 * instructions and rule values against the list's language.
 */
export function mergedListProblems(list: DesiredList, own: DocumentContent, fragmentCount: number, strict: boolean): Diagnostic[] {
  const out: Diagnostic[] = [];
  const push = (d: Diagnostic) => out.push(d);
  // A list whose instructions are its file's alone (most lists: catalog/desired-instructions.ts shares them) has no
  // fragment's to check; the objects are made only for a list that has some.
  const columns = instructionFields(list);
  const fromFragments = columns === own.instructions ? [] : list.custom_instructions.filter((i) => instructionFile(i, list.file) !== list.file);
  const total = columns.length;
  if (total > LIMITS.instructionsPerList) {
    const mine = total - fromFragments.length;
    push(
      diagnostic(
        'error',
        'too-many-instructions',
        {
          file: list.file,
          pos: own.instructionsAt.origin,
          path: own.instructionsAt.path,
        },
        `list \`${list.name}\` has ${total} custom instructions${fragmentCount > 0 ? ` after extends (${total - mine} from fragments, ${mine} of its own)` : ''}; the service allows at most ${LIMITS.instructionsPerList} per list`,
        'Remove some, or split them over several lists.',
      ),
    );
  }
  if (!isStyleLanguage(list.language)) return out;
  const language: StyleLanguage = list.language;
  // A fragment's instructions were checked for their wording in their own file; their language depends on the list.
  for (const i of fromFragments) {
    const note = `list \`${list.name}\` (${list.file}), which extends this fragment: `;
    for (const d of instructionAdviceDiagnostics(i.prompt, language, { file: instructionFile(i, list.file), pos: { line: i.line, col: i.col }, path: 'custom_instructions' }, strict, { language: true, wording: false }, note)) push(d);
  }
  for (const [group, members] of Object.entries(list.configured_rules)) {
    for (const [rule, value] of Object.entries(members)) {
      const meant = ruleLanguages(rule, value);
      if (!meant || meant.has(language)) continue;
      const origin = list.ruleOrigins[`${group}.${rule}`] ?? {
        file: list.file,
        ...START,
      };
      const forWhom = languagesInWords(meant);
      const whose = origin.file === list.file ? 'this list' : `list \`${list.name}\` (${list.file}), which extends this fragment,`;
      push(
        diagnostic(
          'warning',
          'foreign-language-value',
          {
            file: origin.file,
            pos: origin,
            path: `configured_rules.${group}.${rule}`,
          },
          `\`${group}.${rule}: ${value}\` is meant for ${forWhom}, but ${whose} is ${LANGUAGE_NAMES[language]} (${language})`,
          `Choose a value meant for ${LANGUAGE_NAMES[language]}, or remove the rule${origin.file === list.file ? '' : ' from the fragment (or override it in the list)'}.`,
        ),
      );
    }
  }
  return out;
}
