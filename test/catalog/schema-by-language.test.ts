// The committed schema/ files as an editor uses them: the YAML language server
// (npm yaml-language-server, the engine of VS Code's YAML extension and of other
// editors' YAML support) in-process, through its getLanguageService API, reading
// the files from disk through the `# yaml-language-server: $schema=` comment.
// Held at 1.x in package.json: 2.0 needs Node 22, and stylesync supports Node 20.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity, getLanguageService, type CompletionItem, type Diagnostic } from 'yaml-language-server';
import { CATALOG } from '../../src/catalog/catalog.ts';
import { ruleLanguages } from '../../src/catalog/language-markers.ts';
import { parseYamlText } from '../../src/config/load.ts';
import { fragmentMatcher } from '../../src/config/paths.ts';
import { validateFlat } from '../config/flat-result.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const server = getLanguageService({
  schemaRequestService: (uri) => readFile(fileURLToPath(uri), 'utf8'),
  workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).toString() },
});
server.configure({ validate: true, completion: true, hover: true });

let opened = 0;
/** A style file in styles/ (so `../schema/` resolves to the committed files), with `|` marking the cursor. */
function document(text: string, schema = 'style-list') {
  const full = `# yaml-language-server: $schema=../schema/${schema}.schema.json\n${text}`;
  const at = full.indexOf('|');
  // A new name each time: the language server caches parsed documents by URI and version.
  const uri = pathToFileURL(path.join(repo, 'styles', `editor-${++opened}.yaml`)).toString();
  const doc = TextDocument.create(uri, 'yaml', 1, at < 0 ? full : full.slice(0, at) + full.slice(at + 1));
  return { doc, cursor: doc.positionAt(Math.max(at, 0)) };
}

async function complete(text: string, schema?: string): Promise<CompletionItem[]> {
  const { doc, cursor } = document(text, schema);
  return (await server.doComplete(doc, cursor, false)).items;
}

async function diagnose(text: string): Promise<Diagnostic[]> {
  return server.doValidation(document(text).doc, false);
}

const list = (language: string, rules: string) => `name: Editor test\nlanguage: ${language}\nconfigured_rules:\n${rules}`;
/** The values completion would insert (the language server cuts long labels to 57 characters and "..."). */
const labels = (items: readonly CompletionItem[]) => items.map(inserted);
const inserted = (item: CompletionItem) => (item.textEdit && 'newText' in item.textEdit ? item.textEdit.newText : (item.insertText ?? item.label));
const GERMAN_QUOTES = 'use_double_german_quotation_marks_for_primary_quotations_and_single_german_quotation_marks_for_secondary_quotations';
const CORNER_BRACKETS = 'use_corner_brackets_for_primary_quotations_and_double_corner_brackets_for_secondary_quotations';
const CURLY_QUOTES = 'use_double_curly_quotation_marks_for_primary_quotations_and_single_curly_quotation_marks_for_secondary_quotations';

describe('completion in a style list offers the values of its language', () => {
  it('punctuation.quotation_style in a de list: German and neutral values, German first, no corner brackets', async () => {
    const items = await complete(list('de', '  punctuation:\n    quotation_style: |\n'));
    expect(labels(items)).toContain(GERMAN_QUOTES);
    expect(labels(items)).toContain(CURLY_QUOTES);
    expect(labels(items)).not.toContain(CORNER_BRACKETS);
    // Every value offered is meant for German or for no language, by the rule validate uses.
    for (const value of labels(items)) expect(ruleLanguages('quotation_style', value)?.has('de') ?? true, value).toBe(true);
    const sorted = [...items].sort((a, b) => ((a.sortText ?? a.label) < (b.sortText ?? b.label) ? -1 : 1));
    expect(sorted.map(inserted)[0]).toBe(GERMAN_QUOTES);
    expect(items.find((i) => inserted(i) === GERMAN_QUOTES)?.documentation).toBe(
      'Double German quotation marks for primary quotations and single German quotation marks for secondary quotations. Meant for German (de) lists.',
    );
  });

  it('the same rule in a ja list offers the corner brackets and not the German quotation marks', async () => {
    const items = await complete(list('ja', '  punctuation:\n    quotation_style: |\n'));
    expect(labels(items)).toContain(CORNER_BRACKETS);
    expect(labels(items)).not.toContain(GERMAN_QUOTES);
  });

  it('numbers.writing_numbers: kanji values only in a ja list', async () => {
    const kanji = (items: readonly CompletionItem[]) => labels(items).filter((l) => l.includes('kanji'));
    const de = await complete(list('de', '  numbers:\n    writing_numbers: |\n'));
    const ja = await complete(list('ja', '  numbers:\n    writing_numbers: |\n'));
    expect(labels(de)).toEqual(['use_arabic_numerals']);
    expect(kanji(ja).length).toBeGreaterThan(0);
  });

  it('a rule with nothing for the language is not offered as a key; the rules for any language are', async () => {
    const keys = async (language: string) => (await complete(list(language, '  numbers:\n    |\n'))).map((i) => i.label);
    expect(await keys('de')).toContain('decimal_separator');
    expect(await keys('de')).not.toContain('kanji_numbers');
    expect(await keys('ja')).toContain('kanji_numbers');
  });

  it('a rule with no language-bound value completes with its words', async () => {
    const items = await complete(list('de', '  numbers:\n    decimal_separator: |\n'));
    expect(labels(items).sort()).toEqual([...(CATALOG.numbers?.decimal_separator ?? [])].sort());
    expect(items.find((i) => inserted(i) === 'use_comma_as_decimal_separator')?.documentation).toBe('Comma.');
  });

  it('a fragment (no language) and a list without one are offered every value', async () => {
    expect(labels(await complete('configured_rules:\n  punctuation:\n    quotation_style: |\n', 'style-fragment'))).toContain(CORNER_BRACKETS);
    expect(labels(await complete('name: Draft\nconfigured_rules:\n  punctuation:\n    quotation_style: |\n'))).toEqual(
      expect.arrayContaining([CORNER_BRACKETS, GERMAN_QUOTES]),
    );
  });
});

describe('checking in a style list flags values meant for other languages, as validate does', () => {
  const jaValueInDe = list('de', '  numbers:\n    writing_numbers: always_use_kanji_numbers\n');

  it('a ja value in a de list: one warning that names both languages, at the value', async () => {
    const found = await diagnose(jaValueInDe);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: DiagnosticSeverity.Warning, range: { start: { line: 5, character: 21 } } });
    expect(found[0]?.message).toBe(
      'This value is meant for Japanese (ja) lists, but this list is German (de): choose one meant for German or for any language, ' +
        'or remove the rule (stylesync validate warns: foreign-language-value).',
    );
  });

  it('validate says the same of that list, as a warning: the editor schema does not make it an error', () => {
    const result = validateFlat([parseYamlText(jaValueInDe, 'de.yaml')], { isFragment: fragmentMatcher([]) });
    expect(result.errors).toEqual([]);
    expect(result.warnings.map((w) => w.code)).toEqual(['foreign-language-value']);
  });

  it('the same value in a ja list, and a neutral one in a de list, are fine', async () => {
    expect(await diagnose(list('ja', '  numbers:\n    writing_numbers: always_use_kanji_numbers\n'))).toEqual([]);
    expect(await diagnose(list('de', `  punctuation:\n    quotation_style: ${CURLY_QUOTES}\n`))).toEqual([]);
  });

  it('corner brackets in a de list and a rule meant only for Japanese are flagged; an unknown value still gets the list of values', async () => {
    const found = await diagnose(list('de', `  punctuation:\n    quotation_style: ${CORNER_BRACKETS}\n  numbers:\n    kanji_numbers: x\n    decimal_separator: use_coma\n`));
    const messages = found.map((d) => d.message);
    expect(messages).toHaveLength(3);
    expect(messages).toContainEqual(expect.stringMatching(/^This value is meant for Japanese \(ja\) or Chinese \(zh\) lists, but this list is German \(de\)/));
    expect(messages).toContainEqual(expect.stringMatching(/^Kanji numbers is meant for Japanese \(ja\) lists, but this list is German \(de\)/));
    expect(messages).toContainEqual(expect.stringMatching(/^Value is not accepted\. Valid values: .*"use_comma_as_decimal_separator"/));
  });

  it('the shipped style files and fragment have no problem in the editor', async () => {
    for (const name of ['de', 'en', 'fr', 'ja', '_house-style']) {
      const text = await readFile(path.join(repo, 'styles', `${name}.yaml`), 'utf8');
      const uri = pathToFileURL(path.join(repo, 'styles', `${name}.yaml`)).toString();
      expect(await server.doValidation(TextDocument.create(uri, 'yaml', 1, text), false), name).toEqual([]);
    }
  });
});

describe('language', () => {
  it('completes with the names of the languages', async () => {
    const items = await complete('name: X\nlanguage: |\n');
    expect(items.find((i) => inserted(i) === 'de')?.documentation).toBe('German');
    expect(labels(items).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'zh']);
  });
});

describe('hover', () => {
  it('shows the rule and its values in words', async () => {
    const { doc } = document(list('de', '  numbers:\n    decimal_separator: use_comma_as_decimal_separator\n'));
    const hover = await server.doHover(doc, { line: 5, character: 8 });
    const text = String((hover?.contents as { value?: string })?.value);
    expect(text).toContain('Decimal separator.');
    expect(text).toContain('`use_comma_as_decimal_separator`: Comma.');
  });
});
