import { join } from 'node:path';
import { pathKind } from '../config/load.ts';
import { SCHEMA_DIR } from '../config/schema-ref.ts';
import { buildAllSchemas, serializeSchema } from '../config/schemas.ts';
import type { FileToWrite } from './write-files.ts';

/**
 * The JSON schemas the imported files' `$schema` lines point at, as init
 * writes them, for those missing under the root: an import before init
 * leaves an editor nothing to resolve otherwise. A schema that exists is
 * left as it is (init reports one from another version).
 */
export async function missingSchemaFiles(root: string): Promise<FileToWrite[]> {
  const files: FileToWrite[] = [];
  for (const [name, schema] of Object.entries(buildAllSchemas())) {
    const shown = `${SCHEMA_DIR}/${name}`;
    const path = join(root, SCHEMA_DIR, name);
    if ((await pathKind(path)) === 'missing') files.push({ path, shown, content: serializeSchema(schema), overwrites: false });
  }
  return files;
}
