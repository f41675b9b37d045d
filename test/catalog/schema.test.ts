import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../src/catalog/catalog.ts';
import { ruleLanguages } from '../../src/catalog/language-markers.ts';
import { groupInWords, ruleInWords, valueInWords } from '../../src/catalog/rule-words.ts';
import { buildAllSchemas, serializeSchema } from '../../src/config/schemas.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const committed = (name: string) => readFileSync(path.join(repo, 'schema', name), 'utf8');

describe('generated schemas', () => {
  it.each(Object.keys(buildAllSchemas()))('schema/%s is up to date (run `npm run schema` if not)', (name) => {
    expect(committed(name)).toBe(serializeSchema(buildAllSchemas()[name]));
  });

  it.each(Object.keys(buildAllSchemas()))('schema/%s is a valid draft-07 schema (the YAML language server refuses an invalid one)', (name) => {
    const ajv = new Ajv({ strict: false });
    expect(ajv.validateSchema(JSON.parse(committed(name))), JSON.stringify(ajv.errors)).toBe(true);
  });

  it('writes every file the editors and docs refer to', () => {
    expect(Object.keys(buildAllSchemas()).sort()).toEqual([
      'configured-rules-by-language.schema.json',
      'configured-rules.schema.json',
      'glossary.schema.json',
      'outputs.schema.json',
      'style-fragment.schema.json',
      'style-list.schema.json',
      'stylesync.schema.json',
    ]);
  });
});

describe('configured-rules.schema.json', () => {
  const schema = JSON.parse(committed('configured-rules.schema.json'));

  it('describes every group, rule and value in words (catalog/rule-words.ts), and says for which languages a value is meant', () => {
    let rules = 0;
    for (const [group, members] of Object.entries(CATALOG)) {
      const groupSchema = schema.properties[group];
      expect(groupSchema.description).toBe(`${groupInWords(group)}: ${Object.keys(members).sort().map(ruleInWords).join('; ')}.`);
      for (const [rule, values] of Object.entries(members)) {
        const property = groupSchema.properties[rule];
        expect(property.description.startsWith(`${ruleInWords(rule)}.`), rule).toBe(true);
        expect(property.enum).toEqual([...values]);
        expect(property.enumDescriptions).toHaveLength(values.length);
        values.forEach((value, k) => {
          const words = valueInWords(rule, value);
          expect(property.enumDescriptions[k].toLowerCase().startsWith(`${words.toLowerCase()}.`), value).toBe(true);
          expect(property.enumDescriptions[k].includes('Meant for'), value).toBe(ruleLanguages(rule, value) !== undefined);
        });
        rules++;
      }
    }
    expect(rules).toBeGreaterThan(150);
    expect(schema.properties.numbers.properties.decimal_separator.description).toBe('Decimal separator.');
    expect(schema.properties.numbers.properties.decimal_separator.enumDescriptions[1]).toBe('Comma.');
    expect(schema.properties.spelling_and_grammar.properties.abbreviating_french_word_numero.description).toBe(
      'Abbreviating French word numero. Meant for French (fr) lists.',
    );
    const writing = schema.properties.numbers.properties.writing_numbers;
    expect(writing.enumDescriptions[writing.enum.indexOf('always_use_kanji_numbers')]).toBe('Always use kanji numbers. Meant for Japanese (ja) lists.');
  });

  it('accepts rules it does not know (as strings) and refuses wrong values of rules it knows', () => {
    const validate = new Ajv({ strict: false }).compile(schema);
    expect(validate({ numbers: { decimal_separator: 'use_comma_as_decimal_separator' } })).toBe(true);
    expect(validate({ numbers: { a_new_rule: 'any_value' }, a_new_group: { rule: 'value' } })).toBe(true);
    expect(validate({ numbers: { decimal_separator: 'use_coma' } })).toBe(false);
    expect(validate({ a_new_group: { rule: 3 } })).toBe(false);
  });
});

describe('style-list.schema.json and style-fragment.schema.json on disk', () => {
  // Loaded the way an editor would: the files as committed, referencing each other by name.
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema(JSON.parse(committed('configured-rules.schema.json')), 'configured-rules.schema.json');
  ajv.addSchema(JSON.parse(committed('configured-rules-by-language.schema.json')), 'configured-rules-by-language.schema.json');
  const list = ajv.compile(JSON.parse(committed('style-list.schema.json')));
  const fragment = ajv.compile(JSON.parse(committed('style-fragment.schema.json')));
  const config = ajv.compile(JSON.parse(committed('stylesync.schema.json')));
  const yaml = (file: string) => parse(readFileSync(path.join(repo, file), 'utf8'));

  it('accepts the shipped style files and the example of the docs', () => {
    for (const name of ['de', 'en', 'fr', 'ja']) expect(list(yaml(`styles/${name}.yaml`)), name).toBe(true);
    expect(fragment(yaml('styles/_house-style.yaml'))).toBe(true);
    expect(list(yaml('test/fixtures/valid/full-example.yaml'))).toBe(true);
  });

  it('refuses what the format forbids', () => {
    expect(list({ name: 'x' })).toBe(false); // no language
    expect(list({ name: 'x', language: 'pt' })).toBe(false);
    expect(list({ name: 'x', language: 'de', custom_instructions: [{ label: 'a' }] })).toBe(false);
    // source_language is optional, as in the API; a blank one is still refused.
    expect(list({ name: 'x', language: 'de', custom_instructions: [{ label: 'a', prompt: 'b' }] })).toBe(true);
    expect(list({ name: 'x', language: 'de', custom_instructions: [{ label: 'a', prompt: 'b', source_language: '' }] })).toBe(false);
    expect(list({ name: 'x', language: 'de', configured_rules: { numbers: { decimal_separator: 'nope' } } })).toBe(false);
    expect(fragment({ name: 'x', configured_rules: {} })).toBe(false);
    expect(config({ thresholds: { max_deletes: -1 } })).toBe(false);
  });

  it('lets a tombstone name its list by name or style_id alone', () => {
    expect(list({ name: 'Old', state: 'absent' })).toBe(true);
    expect(list({ style_id: 'abc', state: 'absent' })).toBe(true);
    expect(list({ state: 'absent', language: 'en' })).toBe(false);
  });

  it('counts prompt length in code points, as the service does', () => {
    const instruction = (prompt: string) => ({ name: 'x', language: 'en', custom_instructions: [{ label: 'l', prompt, source_language: 'en' }] });
    expect(list(instruction('😀'.repeat(300)))).toBe(true);
    expect(list(instruction('😀'.repeat(301)))).toBe(false);
  });
});

describe('glossary.schema.json on disk: the long form of an entry', () => {
  const validate = new Ajv({ strict: false, allErrors: true }).compile(JSON.parse(committed('glossary.schema.json')));
  const glossary = (entries: Record<string, unknown>) => ({ name: 'G', dictionaries: [{ source_language: 'en', target_language: 'de', entries }] });

  it('takes the short form and the long form, and refuses what an editor should flag', () => {
    expect(validate(glossary({ dashboard: 'Dashboard' }))).toBe(true);
    expect(validate(glossary({ 'sign in': { target: 'anmelden', forbidden: ['einloggen'], definition: 'To open a session.', note: 'Formal.' } }))).toBe(true);
    expect(validate(glossary({ 'Acme Cloud': { translate: false } }))).toBe(true);
    expect(validate(glossary({ 'sign in': { target: 'anmelden', forbiden: ['einloggen'] } }))).toBe(false);
    expect(validate(glossary({ 'sign in': { definition: 'no target' } }))).toBe(false);
    expect(validate(glossary({ 'Acme Cloud': { translate: true } }))).toBe(false);
    expect(validate(glossary({ 'sign in': { target: 'anmelden', note: 'x'.repeat(2001) } }))).toBe(false);
    expect(validate(glossary({ 'sign in': ['anmelden'] }))).toBe(false);
  });
});
