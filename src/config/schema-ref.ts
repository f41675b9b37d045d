import { dirname, join, relative, sep } from 'node:path';

/**
 * Where a repository keeps the JSON Schemas its files' `$schema` comments
 * point at, relative to the root (the directory of stylesync.yaml). `init`
 * writes them there and every file stylesync writes points there, so an
 * editor finds them in a user's repository, not only in stylesync's own.
 */
export const SCHEMA_DIR = 'schema';

/**
 * The `$schema` reference for a file at `file` (absolute) to the schema
 * `schemaFile` under the root's schema directory: relative to the file, with
 * forward slashes on every platform, starting with `./` or `../`.
 */
export function schemaRef(root: string, file: string, schemaFile: string): string {
  const ref = relative(dirname(file), join(root, SCHEMA_DIR, schemaFile)).split(sep).join('/');
  return ref.startsWith('.') ? ref : `./${ref}`;
}

/** The comment line (without `#`) the YAML language server reads. */
export function schemaComment(ref: string): string {
  return ` yaml-language-server: $schema=${ref}`;
}
