import { diagnostic, START } from './diagnostic.ts';
import type { Diagnostic } from './model.ts';

/** A document nested past what any style file needs (the loader refuses it before it can exhaust the stack). */
export function tooDeep(file: string): Diagnostic {
  return diagnostic(
    'error',
    'too-deep',
    { file, pos: START },
    'the document is nested too deeply to be a style file',
    'A style list nests a few levels (configured_rules → group → rule); remove the deep nesting.',
  );
}
