import { diagnostic, START } from './diagnostic.ts';
import type { Diagnostic } from './model.ts';
import type { PosNode } from './position.ts';

/** A style file read and parsed, or why it could not be: shared by the fast reader (read-yaml.ts) and the `yaml` package's (parse-with-yaml.ts). */
export type LoadedYaml =
  | { ok: true; file: string; data: unknown; pos: PosNode; warnings: Diagnostic[] }
  | { ok: false; file: string; diagnostics: Diagnostic[] };

export function emptyFile(file: string): Diagnostic {
  return diagnostic(
    'error',
    'empty-file',
    { file, pos: START },
    'the file is empty',
    'Give it a `name` and `language` (or fragment content), or delete the file.',
  );
}
