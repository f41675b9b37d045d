// Keeps spec/ (the repository's copy of the catalog tables the tests compare
// src/catalog/catalog-data.json against, and of the glossary API facts the
// emulator's glossary tests read their limits from, and of the service's 2026 facts whose advice for
// custom instructions the instruction checks are tested against) equal to the shared specification.
//   npm run spec:refresh            copy ../shared/spec/<file> into spec/
//   npm run spec:check              exit 1 when spec/ differs from ../shared/spec
//   ... -- --from DIR               read the specification from DIR instead
//   ... -- --to DIR                 keep the copy in DIR instead of spec/ (tests)
// Without the shared directory (a clone on its own) there is nothing to compare
// with: both say so and exit 0, because the tests only ever read spec/.
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const FILES = ['configured-rules-catalog.md', 'configured-rules-catalog-extension.json', 'glossaries-v3.md', 'service-2026.md'];

const args = process.argv.slice(2);
const check = args.includes('--check');
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? path.resolve(args[at + 1]) : undefined;
};
const source = option('--from') ?? path.resolve(root, '..', 'shared', 'spec');
const target = option('--to') ?? path.join(root, 'spec');
const shown = path.relative(root, target).startsWith('..') ? target : path.relative(root, target) || '.';

const read = (file) => readFile(file).catch((error) => (error.code === 'ENOENT' ? undefined : Promise.reject(error)));

if ((await read(path.join(source, FILES[0]))) === undefined) {
  process.stdout.write(`No specification at ${source}; ${shown}/ is left as it is (the tests read only spec/).\n`);
  process.exit(0);
}

const stale = [];
let updated = 0;
if (!check) await mkdir(target, { recursive: true });
for (const name of FILES) {
  const from = await read(path.join(source, name));
  if (from === undefined) {
    process.stderr.write(`Missing ${path.join(source, name)}\n  hint: the specification directory should hold ${FILES.join(', ')}.\n`);
    process.exit(1);
  }
  const copy = await read(path.join(target, name));
  if (copy !== undefined && Buffer.compare(from, copy) === 0) continue;
  if (check) stale.push(`${shown}/${name}`);
  else {
    await copyFile(path.join(source, name), path.join(target, name));
    process.stdout.write(`updated ${shown}/${name}\n`);
    updated += 1;
  }
}
if (stale.length > 0) {
  process.stderr.write(
    `Out of date: ${stale.join(', ')} (differs from ${source})\n` +
      '  hint: run "npm run spec:refresh", then update what the changed file feeds (src/catalog/catalog-data.json for the catalog, src/emulator/glossar*.ts for glossaries-v3.md) until the tests pass, and commit both.\n',
  );
  process.exit(1);
}
process.stdout.write(check ? `${shown}/ matches ${source}\n` : updated === 0 ? `${shown}/ was already equal to ${source}\n` : '');
