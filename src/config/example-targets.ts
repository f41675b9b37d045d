import { rootLanguage } from '../catalog/root-language.ts';
import { diagnostic } from './diagnostic.ts';
import type { DesiredList, Diagnostic } from './model.ts';

/**
 * Examples whose `target_language` the list cannot serve: checked offline,
 * so a plan refuses them before any request is sent.
 */
export function exampleTargetProblems(list: DesiredList): Diagnostic[] {
  const out: Diagnostic[] = [];
  const root = rootLanguage(list.language);
  list.examples.forEach((example) => {
    if (example.target_language === undefined || rootLanguage(example.target_language) === root) return;
    const at = example.at.target_language ?? example.origin;
    const whose = at.file === list.file ? 'this list' : `list \`${list.name}\` (${list.file}), which extends this fragment,`;
    out.push(
      diagnostic(
        'error',
        'example-target-mismatch',
        { file: at.file, pos: at, path: `${example.path}.target_language` },
        `example target_language \`${example.target_language}\` does not share the root language of ${whose} (${list.language}); the service translates with a list only into its own language and that language's regional variants`,
        `Use a target of language ${root} (such as ${root} or a regional variant of it), or move the example to a list of language ${rootLanguage(example.target_language)}.`,
      ),
    );
  });
  return out;
}
