import { describe, expect, it } from 'vitest';
import { checkGlossaryExampleLanguages } from '../../src/checks/check-glossary-example-languages.ts';
import { lang, loadFiles } from './support.ts';

const GLOSSARY = (target: string, source = 'en') => `name: Acme
dictionaries:
  - source_language: ${source}
    target_language: de
    entries: {sign in: anmelden}
examples:
  - text: Sign in.
    source_language: ${source}
    target_language: ${target}
`;

const glossary = { glossary: { status: 'stable' } };
const TRANSLATE = [lang('en', 's', 'stable', glossary), lang('de', 't', 'stable', glossary), lang('de-CH', 't'), lang('xx', 's', 'stable', glossary)];

describe('checkGlossaryExampleLanguages', () => {
  it("a glossary file's example: its codes, and both languages must support glossaries in translation", async () => {
    const ok = await loadFiles({ 'glossaries/acme.yaml': GLOSSARY('de') });
    expect(checkGlossaryExampleLanguages([], ok.glossaries!, TRANSLATE)).toEqual([]);

    const variant = await loadFiles({ 'glossaries/acme.yaml': GLOSSARY('de-CH') });
    const [d] = checkGlossaryExampleLanguages([], variant.glossaries!, TRANSLATE);
    expect(d).toMatchObject({ severity: 'error', code: 'no-glossary-support', file: 'glossaries/acme.yaml', line: 9, path: 'examples[0].target_language' });
    expect(d!.message).toContain('`de-CH` does not support glossaries');

    const unknown = await loadFiles({ 'glossaries/acme.yaml': GLOSSARY('de', 'zz') });
    expect(checkGlossaryExampleLanguages([], unknown.glossaries!, TRANSLATE).map((x) => [x.code, x.path])).toEqual([['unsupported-source-language', 'examples[0].source_language']]);
  });

  it("a list that names glossaries: its examples' languages, the list's default target included", async () => {
    const files = await loadFiles({
      'glossaries/acme.yaml': GLOSSARY('de'),
      'styles/ch.yaml': 'name: Swiss\nlanguage: de\nglossaries: [Acme]\nexamples:\n  - text: Sign in.\n    source_language: en\n    target_language: de-CH\n',
      'styles/plain.yaml': 'name: Plain\nlanguage: de\nexamples:\n  - text: Sign in.\n    source_language: en\n    target_language: de-CH\n',
    });
    const found = checkGlossaryExampleLanguages(files.lists, [], TRANSLATE);
    expect(found.map((d) => [d.file, d.line, d.code])).toEqual([['styles/ch.yaml', 7, 'no-glossary-support']]);
  });

  it('says nothing when the answer shows no features at all (it cannot tell)', async () => {
    const files = await loadFiles({ 'glossaries/acme.yaml': GLOSSARY('de-CH') });
    expect(checkGlossaryExampleLanguages([], files.glossaries!, [lang('en', 's'), lang('de-CH', 't')])).toEqual([]);
  });
});
