// Writes the JSON Schemas under schema/ and the validators from the catalog (`npm run schema`),
// or with --check exits 1 when the committed files differ (`npm run schema:check`).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GENERATED_VALIDATORS_FILE, generatedValidatorsSource } from '../src/config/generated-validators.ts';
import { buildAllSchemas, serializeSchema } from '../src/config/schemas.ts';
import { PLAN_VALIDATOR_FILE, planValidatorSource } from '../src/plan/plan-validator-source.ts';
import { PLAN_SCHEMA_FILE, planSchema } from './plan-schema.ts';

const root = path.resolve(import.meta.dirname, '..');
const schemaDir = path.join(root, 'schema');
const check = process.argv.includes('--check');

const stale: string[] = [];
const plan = planSchema();
await mkdir(schemaDir, { recursive: true });
// The saved plan's schema is published for tools that read plans; init does not copy it into a repository (nothing there is edited against it).
for (const [name, schema] of Object.entries({ ...buildAllSchemas(), [PLAN_SCHEMA_FILE]: plan })) {
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
const validators: Array<[string, string]> = [
  [GENERATED_VALIDATORS_FILE, generatedValidatorsSource()],
  [PLAN_VALIDATOR_FILE, planValidatorSource(plan)],
];
for (const [name, source] of validators) {
  if (check) {
    const current = await readFile(path.join(root, name), 'utf8').catch(() => undefined);
    if (current !== source) stale.push(name);
  } else {
    await writeFile(path.join(root, name), source);
    process.stdout.write(`wrote ${name}\n`);
  }
}
if (stale.length > 0) {
  process.stderr.write(
    `Out of date: ${stale.join(', ')}\n  hint: run "npm run schema" and commit the result (the schemas and the validators are generated from src/catalog, src/config/schemas.ts and the plan's types, src/plan/types.ts).\n`,
  );
  process.exitCode = 1;
} else if (check) {
  process.stdout.write('schema/ is up to date\n');
}
