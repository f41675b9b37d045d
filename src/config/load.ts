import { decodeYaml, parseYamlWith } from './read-yaml.ts';
import type { LoadedYaml } from './loaded-yaml.ts';
import { parseWithYaml } from './parse-with-yaml.ts';

/**
 * Parsing a style file's text or bytes at once, with the `yaml` package ready
 * for what the fast reader declines: for callers that cannot wait for it to be
 * imported (fmt, import, the tests). Reading a project goes through
 * read-yaml.ts, which loads the package only when a file needs it.
 */

export { firstInvalidUtf8, listYamlFiles, notUtf8, pathKind, readStyleBytes, readYamlFile, type PathKind, type SizeLimit } from './read-yaml.ts';
export { parseWithYaml, posTree } from './parse-with-yaml.ts';
export type { LoadedYaml } from './loaded-yaml.ts';

export function parseYamlBytes(bytes: Uint8Array, file: string): LoadedYaml {
  const text = decodeYaml(bytes, file);
  return typeof text === 'string' ? parseYamlWith(text, file, parseWithYaml, bytes) : text;
}

export function parseYamlText(text: string, file: string): LoadedYaml {
  return parseYamlWith(text, file, parseWithYaml);
}
