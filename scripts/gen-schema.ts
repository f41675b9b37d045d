// Writes the JSON Schemas under schema/ and the validators from the catalog (`npm run schema`),
// or with --check exits 1 when the committed files differ (`npm run schema:check`).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GENERATED_VALIDATORS_FILE, generatedValidatorsSource } from '../src/config/generated-validators.ts';
import { buildAllSchemas, serializeSchema } from '../src/config/schemas.ts';

const root = path.resolve(import.meta.dirname, '..');
const schemaDir = path.join(root, 'schema');
const check = process.argv.includes('--check');

const stale: string[] = [];
await mkdir(schemaDir, { recursive: true });
for (const [name, schema] of Object.entries(buildAllSchemas())) {
  const file = path.join(schemaDir, name);
  const text = serializeSchema(schema);
  if (check) {
    const current = await readFile(file, 'utf8').catch(() => undefined);
    if (current !== text) stale.push(`schema/${name}`);
  } else {
    await writeFile(file, text);
    process.stdout.write(`wrote schema/${name}\n`);
  }
}
// The validators that validate runs without compiling: generated from the same schemas.
{
  const source = generatedValidatorsSource();
  const file = path.join(root, GENERATED_VALIDATORS_FILE);
  if (check) {
    const current = await readFile(file, 'utf8').catch(() => undefined);
    if (current !== source) stale.push(GENERATED_VALIDATORS_FILE);
  } else {
    await writeFile(file, source);
    process.stdout.write(`wrote ${GENERATED_VALIDATORS_FILE}\n`);
  }
}
if (stale.length > 0) {
  process.stderr.write(
    `Out of date: ${stale.join(', ')}\n  hint: run "npm run schema" and commit the result (the schemas and the validators are generated from src/catalog and src/config/schemas.ts).\n`,
  );
  process.exitCode = 1;
} else if (check) {
  process.stdout.write('schema/ is up to date\n');
}
