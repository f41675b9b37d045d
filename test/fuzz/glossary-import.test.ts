import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { termProblem } from '../../src/catalog/glossary-entries.ts';
import type { LiveGlossary } from '../../src/catalog/glossary.ts';
import { withoutHiddenCharacters } from '../../src/catalog/hidden-characters.ts';
import { parseYamlText } from '../../src/config/load.ts';
import { readEntriesFile } from '../../src/config/validate-glossary-entries.ts';
import { checkGlossaryDocument, type EntriesFile } from '../../src/config/validate-glossary.ts';
import { formatGlossaryText, renderEntriesTsv, renderGlossaryFile } from '../../src/import/glossary-file.ts';
import { hostileText, runs } from './arbitraries.ts';

// A bound for a hung test, not a speed assertion: the runs are counted (numRuns), so the work is bounded, but a
// property over hundreds of generated inputs took ~27 s of the default 20 on a loaded two-core machine. Scaled
// with FUZZ_SCALE, as the runs are.
vi.setConfig({ testTimeout: runs(120_000) });

// Whatever terms the service holds (any the content rules allow), the file
// import writes reads back as exactly those terms, inline or as TSV, and is
// already in the form fmt writes.

const FILE = 'glossaries/fuzz.yaml';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Terms the service would hold: hostile text within the content rules (well-formed UTF-16: a file cannot carry a lone surrogate). */
const term = fc.oneof(hostileText, fc.string({ minLength: 1, maxLength: 12 })).filter((t) => !LONE_SURROGATE.test(t) && termProblem(t, 'term') === undefined);
const entries = fc.uniqueArray(fc.tuple(term, term), { selector: ([s]) => s, maxLength: 12 }).map((pairs) => new Map(pairs));
// A name must show something (the schema's `\S`, which counts U+FEFF as space), and import writes it without
// bidi controls or tag characters (import-names.ts, as validate refuses them); terms need only the content rules.
const glossary = fc.record({ name: term.map(withoutHiddenCharacters).filter((t) => /\S/.test(t)), de: entries, fr: entries }).map(
  (g): LiveGlossary => ({
    glossary_id: 'fuzz-id',
    name: g.name,
    dictionaries: [],
    entries: [
      { source_lang: 'en', target_lang: 'de', entries: g.de },
      { source_lang: 'en', target_lang: 'fr', entries: g.fr },
    ],
  }),
);

describe('import writes glossary files that read back exactly', () => {
  it('inline entries and TSV entries files give back the live terms; the file is already formatted', () => {
    fc.assert(
      fc.property(glossary, (g) => {
        const text = renderGlossaryFile(g, '../schema/glossary.schema.json', (pair) => (pair.target_lang === 'fr' ? { entriesFile: 'terms/fuzz-en-fr.tsv' } : { inline: true }));
        const parsed = parseYamlText(text, FILE);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const checked = checkGlossaryDocument(parsed);
        const de = g.entries[0]!.entries;
        const fr = g.entries[1]!.entries;
        // An empty dictionary is refused by validate whatever import does: only the other errors count.
        const errors = checked.diagnostics.filter((d) => d.severity === 'error' && d.code !== 'empty-dictionary');
        expect(errors).toEqual([]);
        expect(checked.glossary?.name).toBe(g.name);
        expect(new Map(checked.glossary?.dictionaries.find((d) => d.target_lang === 'de')?.entries)).toEqual(de);
        const [ref] = checked.entriesFiles as [EntriesFile];
        const tsvProblems = readEntriesFile(ref, renderEntriesTsv(fr)).filter((d) => d.severity === 'error' && d.code !== 'empty-dictionary');
        expect(tsvProblems).toEqual([]);
        expect(ref.entries).toEqual(fr);
        expect(formatGlossaryText(text)).toEqual({ ok: true, text });
      }),
      { numRuns: runs(150) },
    );
  });
});
