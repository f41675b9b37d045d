import path from 'node:path';
import { GLOSSARY_SCHEMA_FILE } from '../catalog/glossary-schema.ts';
import { MAX_GLOSSARY_FILE_BYTES } from '../config/glossary-load.ts';
import { parseYamlText, readStyleBytes } from '../config/load.ts';
import type { InvalidFiles, RepoConfig } from '../config/model.ts';
import { loadProject } from '../config/project.ts';
import { excusing } from '../config/validation-result.ts';
import { DEFAULT_GLOSSARIES_DIR } from '../config/repo-config.ts';
import { schemaRef } from '../config/schema-ref.ts';
import { readTbx, tbxText } from '../config/tbx.ts';
import { checkGlossaryDocument } from '../config/validate-glossary.ts';
import { diagnostic, START } from '../config/diagnostic.ts';
import { StylesyncError } from '../errors.ts';
import { renderTermbaseGlossaryFile } from '../import/glossary-file.ts';
import { missingSchemaFiles } from '../import/schema-files.ts';
import { uniqueSlugs } from '../import/slug.ts';
import { tbxGlossary, type TbxSkip, type TermbaseDictionary } from '../import/tbx-glossary.ts';
import { existingStems, writeImportFiles } from '../import/write-files.ts';
import { orList } from '../util/or-list.ts';
import { projectOptions, type SessionOptions } from './session.ts';

export interface TbxImportOptions extends Pick<SessionOptions, 'cwd' | 'configPath' | 'stylesDir' | 'target'> {
  /** The TBX file, relative to cwd. */
  file: string;
  /** The termbase's language to key the dictionaries on (`en`); every other language gets a dictionary. */
  sourceLanguage: string;
  /** The glossary's name; when absent, the termbase's title (as export writes it), else the TBX file's name without its extension. */
  name?: string;
}

export type TbxImportOutcome =
  | { status: 'invalid'; config: RepoConfig; result: InvalidFiles }
  | {
      status: 'written';
      /** The glossary file, relative to the repository root; then schemas written beside it (an import before init). */
      written: string[];
      name: string;
      dictionaries: Array<{ source_lang: string; target_lang: string; terms: number }>;
      skipped: TbxSkip[];
    };

const WITHOUT_STYLES = ['styles-dir-missing', 'no-style-files'];

/**
 * translate-toolkit's csv2tbx has no language option and writes every target
 * term in `xx`. An entries file can read it (the dictionary names its target);
 * a glossary file needs the real code, which only the user knows.
 */
const CSV2TBX_PLACEHOLDER = 'xx';

function placeholderLanguage(file: string): StylesyncError {
  return new StylesyncError(
    `${file} names its terms' language "xx", the placeholder translate-toolkit's csv2tbx writes when it is given none, so import cannot tell which language they are in; nothing was written.`,
    `Put the real code in the file (for German: sed -i 's/xml:lang="xx"/xml:lang="de"/g' ${file}) and import again, or keep the TBX beside a glossary file as \`entries_file:\`, which reads xx as that dictionary's target language.`,
    { code: 'invalid-input' },
  );
}

/** Past this, a TBX file is refused unread: an inline glossary is at most 1 MB, and XML takes room (ten times that). */
export const MAX_TBX_BYTES = 10_000_000;

/**
 * `stylesync import --tbx FILE --source-language en`: one glossary file in
 * the long form from a termbase, offline. The file is new (never an
 * existing one: created exclusively), validated before it is written, and
 * written through import's safe writer; what the termbase holds that a
 * glossary cannot is reported, not silently lost.
 */
export async function importTbx(options: TbxImportOptions): Promise<TbxImportOutcome> {
  const { config, result: loaded } = await loadProject(projectOptions(options));
  // A repository without style files yet is what a first import expects (as import from the service).
  const result = excusing(loaded, WITHOUT_STYLES);
  if (!result.ok) return { status: 'invalid', config, result };
  const termbase = await readTermbase(options);
  const glossary = tbxGlossary(termbase.concepts, options.sourceLanguage);
  const source = options.sourceLanguage.toLowerCase();
  if (glossary.dictionaries.length === 0) throw noDictionary(options, source, glossary.languages);
  if (glossary.languages.includes(CSV2TBX_PLACEHOLDER)) throw placeholderLanguage(options.file);
  const title = options.name === undefined ? usableTitle(termbase.title) : undefined;
  const name = options.name ?? title ?? path.basename(options.file, path.extname(options.file));
  const taken = result.glossaries.find((g) => g.name === name);
  if (taken) {
    const from = options.name !== undefined ? '' : title !== undefined ? " (the termbase's title)" : " (the TBX file's name)";
    throw new StylesyncError(`${taken.file} already declares a glossary named "${name}"${from}, so import wrote no second one.`, 'Give the new glossary another name with --name.', { code: 'invalid-flag' });
  }
  const dir = config.glossaries_dir ?? path.resolve(config.root, DEFAULT_GLOSSARIES_DIR);
  const [stem] = uniqueSlugs([name], await existingStems(dir), 'glossary') as [string];
  const abs = path.join(dir, `${stem}.yaml`);
  const shown = path.relative(config.root, abs).split(path.sep).join('/');
  const content = renderTermbaseGlossaryFile(name, glossary.dictionaries, schemaRef(config.root, abs, GLOSSARY_SCHEMA_FILE));
  refuseInvalid(content, shown, options.file);
  const schemas = await missingSchemaFiles(config.root);
  await writeImportFiles([{ path: abs, shown, content, overwrites: false }, ...schemas], config.root, { what: shown, dir: 'glossaries directory' });
  return {
    status: 'written',
    written: [shown, ...schemas.map((s) => s.shown)],
    name,
    dictionaries: glossary.dictionaries.map((d: TermbaseDictionary) => ({ source_lang: d.source_lang, target_lang: d.target_lang, terms: d.entries.size })),
    skipped: glossary.skipped,
  };
}

/** The termbase's concepts, or an error saying where the file is wrong. */
async function readTermbase(options: TbxImportOptions) {
  const read = readTbx(await termbaseText(options));
  if (!read.ok) throw new StylesyncError(`${options.file}:${read.line}:${read.col}: ${read.message}`, read.hint, { code: 'invalid-input' });
  return read;
}

/** The termbase's text; apart from readTermbase so that its bytes are garbage while the text is read (issue #31). */
async function termbaseText(options: TbxImportOptions): Promise<string> {
  const abs = path.resolve(options.cwd, options.file);
  const tooLarge = (file: string, bytes: number) =>
    diagnostic(
      'error',
      'file-too-large',
      { file, pos: START },
      `${file} is ${bytes.toLocaleString('en-US')} bytes; a TBX file to import may have at most ${MAX_TBX_BYTES.toLocaleString('en-US')}`,
      'Split the termbase (by subject, or by language pair) and import each part as its own glossary.',
    );
  const bytes = await readStyleBytes(abs, options.file, { bytes: MAX_TBX_BYTES, tooLarge });
  if (!(bytes instanceof Uint8Array)) {
    const [d] = bytes.ok ? [] : bytes.diagnostics;
    const hint = d?.code === 'file-too-large' ? d.hint : 'Give --tbx a TBX file (a regular file, readable by this user).';
    throw new StylesyncError(`Could not read ${options.file}: ${d?.message ?? 'unreadable'}`, hint, { code: 'invalid-input' });
  }
  try {
    return tbxText(bytes);
  } catch {
    throw new StylesyncError(`${options.file} is neither UTF-8 nor UTF-16 text.`, 'Export the termbase again as UTF-8 (the encoding TBX files use).', { code: 'invalid-input' });
  }
}

/**
 * A termbase's title as the glossary's name (export writes the glossary's
 * name there, so a round trip keeps it), when it could be one: one line of
 * printable text within the service's 1,024 bytes. Anything else falls back
 * to the file's name; the written file is validated either way.
 */
function usableTitle(title: string | undefined): string | undefined {
  if (title === undefined || Buffer.byteLength(title, 'utf8') > 1024) return undefined;
  return /[\p{Cc}\p{Cf}\u2028\u2029]/u.test(title) ? undefined : title;
}

function noDictionary(options: TbxImportOptions, source: string, languages: readonly string[]): StylesyncError {
  if (!languages.includes(source)) {
    return new StylesyncError(
      `${options.file} has no term in ${source}.`,
      languages.length > 0 ? `Its languages are ${orList(languages.map((l) => `\`${l}\``))}: give one of them to --source-language.` : 'Check that this is a termbase with terms (TBX-Basic or TBX v3).',
      { code: 'invalid-flag' },
    );
  }
  return new StylesyncError(
    `${options.file} has no concept with a term in ${source} and in another language, so there is no dictionary to write.`,
    'A glossary maps terms of one language to another: export the termbase with its target languages.',
    { code: 'invalid-input' },
  );
}

/**
 * The text validated as validate would: a file import writes must load. What
 * could still fail here (a name the service refuses, a file past the 1 MB
 * limit of glossary files) is said before anything is written.
 */
function refuseInvalid(content: string, shown: string, tbx: string): void {
  const bytes = Buffer.byteLength(content, 'utf8');
  if (bytes > MAX_GLOSSARY_FILE_BYTES) {
    throw new StylesyncError(
      `The glossary file made from the termbase would be ${bytes.toLocaleString('en-US')} bytes; a glossary file may have at most ${MAX_GLOSSARY_FILE_BYTES.toLocaleString('en-US')}, so nothing was written.`,
      `Keep the termbase as it is, as an entries file: a glossary file whose dictionaries each say \`entries_file:\` with the path of ${tbx} (relative to the glossary file) reads its terms, admitted alternatives, forbidden variants, definitions and notes, up to 40 MiB (docs/glossary-files.md). Or split the termbase into several glossaries; inline entries are for a few thousand terms.`,
      { code: 'invalid-input' },
    );
  }
  const loaded = parseYamlText(content, shown);
  const errors = loaded.ok ? checkGlossaryDocument(loaded).diagnostics.filter((d) => d.severity === 'error') : loaded.diagnostics;
  const [first] = errors;
  if (first === undefined) return;
  throw new StylesyncError(`The glossary file made from the termbase would not validate (${first.message}), so nothing was written.`, first.hint, { code: 'invalid-input' });
}
