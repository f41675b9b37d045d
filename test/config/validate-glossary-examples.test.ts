import { describe, expect, it } from 'vitest';
import { parseYamlText } from '../../src/config/load.ts';
import type { Diagnostic } from '../../src/config/model.ts';
import { checkGlossaryDocument } from '../../src/config/validate-glossary.ts';

function check(text: string, file = 'glossaries/g.yaml') {
  const loaded = parseYamlText(text, file);
  if (!loaded.ok) throw new Error(`not parsed: ${JSON.stringify(loaded.diagnostics)}`);
  return checkGlossaryDocument(loaded);
}

const brief = (ds: readonly Diagnostic[]) => ds.map((d) => `${d.file}:${d.line}:${d.col} ${d.severity} ${d.code}`);

const GLOSSARY = `name: Acme Product Terms
dictionaries:
  - source_language: en
    target_language: de
    entries:
      sign in: anmelden
`;

describe('glossary examples', () => {
  it('are read with their expectations and positions, the style files’ vocabulary', () => {
    const { glossary, diagnostics } = check(
      `${GLOSSARY}examples:\n  - text: Please sign in.\n    source_language: en\n    target_language: de-CH\n    context: A login page\n    expect:\n      contains: [anmelden]\n      not_contains: [einloggen]\n      matches: ['^Bitte']\n`,
    );
    expect(diagnostics).toEqual([]);
    const [example] = glossary!.examples!;
    expect(example).toMatchObject({
      text: 'Please sign in.',
      source_language: 'en',
      target_language: 'de-CH',
      context: 'A login page',
      path: 'examples[0]',
      origin: { file: 'glossaries/g.yaml', line: 8 },
      expect: { contains: ['anmelden'], not_contains: ['einloggen'], matches: ['^Bitte'] },
    });
    expect(example!.at['expect.not_contains[0]']).toMatchObject({ line: 14 });
  });

  it('need both languages (a glossary has no list language, and the service wants source_lang with a glossary)', () => {
    const { glossary, diagnostics } = check(`${GLOSSARY}examples:\n  - text: Please sign in.\n    target_language: de\n  - text: Sign in.\n    source_language: en\n`);
    expect(diagnostics.map((d) => [d.line, d.severity, d.code])).toEqual([
      [8, 'error', expect.any(String)],
      [10, 'error', expect.any(String)],
    ]);
    expect(diagnostics[0]!.message).toContain('source_language');
    expect(diagnostics[1]!.message).toContain('target_language');
    expect(glossary!.examples).toBeUndefined();
  });

  it('must translate a pair the glossary holds (a variant target counts as its base), at the target_language', () => {
    const { glossary, diagnostics } = check(
      `${GLOSSARY}examples:\n  - text: Sign in.\n    source_language: en\n    target_language: fr\n  - text: Sign in.\n    source_language: en\n    target_language: DE\n`,
    );
    expect(brief(diagnostics)).toEqual(['glossaries/g.yaml:10:22 error glossary-example-pair']);
    expect(diagnostics[0]!.message).toContain('en→fr');
    expect(diagnostics[0]!.hint).toContain('target_language: fr');
    expect(glossary!.examples!.map((e) => e.path)).toEqual(['examples[1]']);
  });

  it('report a regular expression that does not compile, and unknown fields', () => {
    const { diagnostics } = check(`${GLOSSARY}examples:\n  - text: Sign in.\n    source_language: en\n    target_language: de\n    expect: {matches: ['(']}\n    style: formal\n`);
    expect(diagnostics.map((d) => d.code).sort()).toEqual(['invalid-pattern', 'unknown-field']);
    expect(diagnostics.find((d) => d.code === 'invalid-pattern')!.path).toBe('examples[0].expect.matches[0]');
  });

  it('are ignored in a tombstone, with a warning', () => {
    const { glossary, diagnostics } = check('name: Old\nstate: absent\nexamples:\n  - text: a\n    source_language: en\n    target_language: de\n');
    expect(brief(diagnostics)).toEqual(['glossaries/g.yaml:3:1 warning tombstone-content']);
    expect(diagnostics[0]!.message).toContain('`examples` is ignored');
    expect(glossary!.examples).toBeUndefined();
  });
});
