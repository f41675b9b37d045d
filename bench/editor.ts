/**
 * `npm run bench:editor`: what the schemas cost an editor. The YAML language
 * server (npm yaml-language-server, in-process) checks styles/de.yaml through
 * its `$schema` comment: the first check (reading, indexing and resolving the
 * schema files), then 20 more checks and 20 completions of a rule value.
 *
 * `BENCH_SCHEMA_DIR=/path/to/schema` measures other schema files (those of an
 * older commit: `git archive main schema | tar -x -C /tmp/old`), so a change can
 * be measured before and after. Each run is a fresh process, so nothing is cached.
 * Prints figures only; timings are for people.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from 'yaml-language-server';

const repo = path.resolve(import.meta.dirname, '..');
const schemaDir = path.resolve(process.env.BENCH_SCHEMA_DIR ?? path.join(repo, 'schema'));
const RUNS = 20;

const server = getLanguageService({
  schemaRequestService: (uri) => readFile(fileURLToPath(uri), 'utf8'),
  workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).toString() },
});
server.configure({ validate: true, completion: true });

const source = await readFile(path.join(repo, 'styles', 'de.yaml'), 'utf8');
const text = source.replace(/\$schema=\S+/, `$schema=${pathToFileURL(path.join(schemaDir, 'style-list.schema.json'))}`);
const cursor = { line: text.split('\n').findIndex((l) => l.includes('decimal_separator:')), character: 23 };
let n = 0;
const fresh = () => TextDocument.create(pathToFileURL(path.join(repo, 'styles', `bench-${++n}.yaml`)).toString(), 'yaml', 1, text);

async function time(task: () => Promise<unknown>, runs = 1): Promise<number> {
  const start = performance.now();
  for (let k = 0; k < runs; k++) await task();
  return (performance.now() - start) / runs;
}

const first = await time(async () => {
  const problems = await server.doValidation(fresh(), false);
  if (problems.length > 0) throw new Error(`styles/de.yaml has problems in the editor: ${JSON.stringify(problems)}`);
});
const check = await time(() => server.doValidation(fresh(), false), RUNS);
const complete = await time(() => server.doComplete(fresh(), cursor, false), RUNS);

process.stdout.write(`schemas: ${path.relative(process.cwd(), schemaDir) || '.'}\n`);
process.stdout.write(`first check of styles/de.yaml (loads the schemas): ${first.toFixed(0)} ms\n`);
process.stdout.write(`later checks: ${check.toFixed(1)} ms each (${RUNS} runs)\n`);
process.stdout.write(`completion of numbers.decimal_separator: ${complete.toFixed(1)} ms each (${RUNS} runs)\n`);
