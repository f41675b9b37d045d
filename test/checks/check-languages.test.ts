import { describe, expect, it } from 'vitest';
import { checkLanguages, defaultTarget, examplesAsWarnings } from '../../src/checks/check-languages.ts';
import type { LanguageSets } from '../../src/checks/load-languages.ts';
import { lang, loadFiles } from './support.ts';

const SETS: LanguageSets = {
  style_rules: [lang('de', 'st'), lang('en', 'st'), lang('ja', 'st', 'beta')],
  translate_text: [
    lang('de', 'st'),
    lang('en', 's'),
    lang('en-GB', 't'),
    lang('en-US', 't'),
    lang('ja', 'st', 'stable', { formality: { status: 'early_access' } }),
    lang('he', 'st', 'beta'),
    // Opaque codes: nothing about this shape says source or target.
    lang('x-klingon-2', 's'),
  ],
};

describe('language checks', () => {
  it('points at the offending value of lists, instructions and examples', async () => {
    const result = await loadFiles({
      'styles/docs.yaml': [
        'name: Docs',
        'language: en',
        'custom_instructions:',
        '  - label: Spelling',
        '    prompt: Use British spelling.',
        '    source_language: en-gb',
        'examples:',
        '  - text: Colour me surprised.',
        '  - text: Hallo Welt',
        '    source_language: de',
        '    target_language: en-GB',
        '  - text: Shalom',
        '    source_language: he',
        '    target_language: en-US',
        '',
      ].join('\n'),
      'styles/ko.yaml': 'name: Korean\nlanguage: ko\n',
    });
    expect(result.errors).toEqual([]);
    const found = checkLanguages(result.lists, SETS);
    const summary = found.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line}:${d.col} ${d.path}`).sort();
    expect(summary).toEqual([
      'error unsupported-source-language styles/docs.yaml:6:22 custom_instructions[0].source_language',
      'error unsupported-target-language styles/ko.yaml:2:11 language',
      'warning default-target-language styles/docs.yaml:8:5 examples[0]',
      'warning preview-language styles/docs.yaml:13:22 examples[2].source_language',
    ]);
    const defaulted = found.find((d) => d.path === 'examples[0]');
    // `en` alone is not a target: the first English target the service lists is used, and said.
    expect(defaulted?.message).toContain('`en` is not a translation target on its own, so it is translated into `en-GB`');
    expect(defaulted?.hint).toBe('Set `target_language` on the example to choose: `en-GB` or `en-US`.');
    expect(defaultTarget('en', SETS.translate_text)).toBe('en-GB');
    expect(defaultTarget('de', SETS.translate_text)).toBe('de');
    expect(defaultTarget('ko', SETS.translate_text)).toBeUndefined();
    const instruction = found.find((d) => d.path === 'custom_instructions[0].source_language');
    expect(instruction?.message).toContain('only as a target');
    expect(found.find((d) => d.file === 'styles/ko.yaml')?.hint).toContain('de, en, ja');
    // Without --check-translations nothing is sent, so example problems are only warnings.
    const relaxed = examplesAsWarnings(found);
    expect(relaxed.filter((d) => d.severity === 'error').map((d) => d.path)).toEqual(['custom_instructions[0].source_language', 'language']);
  });

  // A list's instructions come after its fragments' (config/merge.ts): the path is the index in the list's own file.
  it('names a list’s own instruction by its index in the list’s file, after a fragment’s instructions', async () => {
    const result = await loadFiles({
      'styles/_shared.yaml': ['custom_instructions:', '  - label: Tone', '    prompt: Be warm.', '  - label: Brand', '    prompt: Keep it.', ''].join('\n'),
      'styles/docs.yaml': [
        'name: Docs',
        'language: de',
        'extends: ./_shared.yaml',
        'custom_instructions:',
        '  - label: Tone',
        '    prompt: Be formal.',
        '  - label: Spelling',
        '    prompt: Use British spelling.',
        '    source_language: en-gb',
        '',
      ].join('\n'),
    });
    expect(result.errors).toEqual([]);
    const found = checkLanguages(result.lists, SETS);
    expect(found.map((d) => `${d.code} ${d.file}:${d.line}:${d.col} ${d.path}`)).toEqual([
      'unsupported-source-language styles/docs.yaml:9:22 custom_instructions[1].source_language',
    ]);
  });

  it('reads roles only from usable_as_source / usable_as_target, whatever the code looks like', async () => {
    const result = await loadFiles({
      'styles/de.yaml': ['name: DE', 'language: de', 'examples:', '  - text: Hi', '    source_language: x-klingon-2', ''].join('\n'),
    });
    expect(checkLanguages(result.lists, SETS)).toEqual([]);
    const swapped: LanguageSets = { ...SETS, translate_text: [lang('de', 'st'), lang('x-klingon-2', 't')] };
    expect(checkLanguages(result.lists, swapped).map((d) => d.code)).toEqual(['unsupported-source-language']);
  });

  it('warns for beta and early-access languages and features, once per value', async () => {
    const result = await loadFiles({
      'styles/_shared.yaml': ['custom_instructions:', '  - label: Polite', '    prompt: Be polite.', '    source_language: ja', ''].join('\n'),
      'styles/ja.yaml': 'name: JA\nlanguage: ja\nextends: [./_shared.yaml]\n',
      'styles/ja2.yaml': 'name: JA 2\nlanguage: ja\nextends: [./_shared.yaml]\n',
    });
    expect(result.errors).toEqual([]);
    const found = checkLanguages(result.lists, SETS);
    expect(found.every((d) => d.severity === 'warning')).toBe(true);
    expect(found.map((d) => `${d.code} ${d.file}:${d.line}`).sort()).toEqual([
      'preview-feature styles/_shared.yaml:4',
      'preview-language styles/ja.yaml:2',
      'preview-language styles/ja2.yaml:2',
    ]);
  });
});

describe('example targets (offline)', () => {
  it('refuses a target outside the list\'s root language at its line, and accepts regional variants', async () => {
    const result = await loadFiles({
      'styles/en.yaml': [
        'name: EN',
        'language: en',
        'examples:',
        '  - text: Hallo',
        '    target_language: en-GB',
        '  - text: Hallo',
        '    target_language: DE',
        '',
      ].join('\n'),
    });
    expect(result.errors.map((d) => `${d.code} ${d.file}:${d.line}:${d.col} ${d.path}`)).toEqual([
      'example-target-mismatch styles/en.yaml:7:22 examples[1].target_language',
    ]);
    expect(result.errors[0]?.message).toContain('`DE`');
  });

  it('refuses a matches pattern that does not compile', async () => {
    const result = await loadFiles({
      'styles/de.yaml': ['name: DE', 'language: de', 'examples:', '  - text: Hallo', '    expect:', '      matches: ["(unclosed"]', ''].join('\n'),
    });
    expect(result.errors.map((d) => `${d.code} ${d.line}:${d.col}`)).toEqual(['invalid-pattern 6:17']);
  });

  // A code found fine is not checked again (check-languages.ts checkInstructionSources): every other value is still told at its place.
  it('tells every instruction whose source_language is wrong or in preview, in every list, among many that are fine', async () => {
    const entry = (label: string, code: string) => [`  - label: ${label}`, `    prompt: ${label} prompt.`, `    source_language: ${code}`];
    const file = (name: string, codes: string[]) => ['name: ' + name, 'language: de', 'custom_instructions:', ...codes.flatMap((code, i) => entry(`L${i}`, code)), ''].join('\n');
    const result = await loadFiles({
      'styles/a.yaml': file('A', ['de', 'en-gb', 'de', 'he', 'en-gb', 'de']),
      'styles/b.yaml': file('B', ['he', 'de', 'en-gb', 'de']),
    });
    expect(result.errors).toEqual([]);
    const found = checkLanguages(result.lists, SETS);
    expect(found.map((d) => `${d.code} ${d.file}:${d.line} ${d.path}`).sort()).toEqual([
      'preview-language styles/a.yaml:15 custom_instructions[3].source_language',
      'preview-language styles/b.yaml:6 custom_instructions[0].source_language',
      'unsupported-source-language styles/a.yaml:18 custom_instructions[4].source_language',
      'unsupported-source-language styles/a.yaml:9 custom_instructions[1].source_language',
      'unsupported-source-language styles/b.yaml:12 custom_instructions[2].source_language',
    ]);
  });
});
