import { examplesSchema } from './example-schema.ts';
import { fileNoteSchema } from './file-note.ts';
import { GLOSSARY_LIMITS } from './glossary-entries.ts';
import { TERM_NOTE_MAX_CHARS } from './glossary.ts';
import { JSON_SCHEMA_DRAFT } from './schema.ts';

/**
 * The JSON Schema of a glossary file (`glossaries/*.yaml`), generated into
 * schema/ with the others and used in memory by validation. It says the
 * shape; the content rules (terms, sizes, base language codes, one
 * dictionary per pair) need positions in TSV and CSV files too, so
 * config/validate-glossary.ts checks them with its own messages.
 *
 * Field names follow the style files (`source_language`), not the wire's
 * `source_lang`: a repository reads as one language.
 */
export const GLOSSARY_SCHEMA_FILE = 'glossary.schema.json';

const docs = 'See docs/glossary-files.md.';

function dictionary(): Record<string, unknown> {
  const language = (role: string) => ({
    type: 'string',
    minLength: 1,
    description: `Base code of the ${role} language (en, de, pt; never a variant such as pt-BR: a glossary applies to every variant).`,
  });
  return {
    type: 'object',
    description: 'The terms of one language pair; a glossary holds at most one dictionary per pair.',
    properties: {
      source_language: language('source'),
      target_language: language('target'),
      entries: {
        type: 'object',
        description:
          'Source term → target term (`sign in: anmelden`), or the long form (`sign in: {target: anmelden, forbidden: [einloggen]}`). Each term: not empty, one line, no leading or trailing whitespace, at most 1024 UTF-8 bytes.',
        additionalProperties: { $ref: '#/definitions/entry' },
      },
      entries_file: {
        type: 'string',
        minLength: 1,
        description: 'A .tsv, .csv or .tbx file holding the entries instead, relative to this file and inside the repository (CSV in the service dialect; TBX as terminology tools export it, forbidden variants, definitions and notes included).',
      },
    },
    required: ['source_language', 'target_language'],
    additionalProperties: false,
  };
}

/**
 * One value of `entries`: a target term (the short form), or the long form.
 * `properties` and the if/then bind mappings only, so one schema without
 * oneOf takes both forms and its errors name the field at fault.
 */
function entry(): Record<string, unknown> {
  const text = (what: string) => ({
    type: 'string',
    minLength: 1,
    maxLength: TERM_NOTE_MAX_CHARS,
    description: `${what} For people, the guide and TBX; never sent to the service. At most ${TERM_NOTE_MAX_CHARS} characters.`,
  });
  return {
    type: ['string', 'object'],
    description: 'The target term, or a mapping: target, admitted, forbidden, definition, note; or {translate: false}. See docs/glossary-files.md.',
    properties: {
      target: { type: 'string', description: 'The target term the service uses.' },
      admitted: {
        type: 'array',
        items: {
          // A plain term, or {term, note} when the alternative needs a word of its own ("only in legal texts").
          type: ['string', 'object'],
          properties: {
            term: { type: 'string', description: 'The admitted alternative, a term by the same rules as the target.' },
            note: text('When the alternative fits.'),
          },
          required: ['term'],
          additionalProperties: false,
        },
        description:
          'Target variants translators may use instead of the target (TBX admittedTerm): terms, or {term, note}; for people, the guide, TBX and the checks; never sent to the service.',
      },
      forbidden: {
        type: 'array',
        items: {
          // A plain term, or {term, note, status} when the variant needs a word of its own, or is an older term replaced (TBX supersededTerm).
          type: ['string', 'object'],
          properties: {
            term: { type: 'string', description: 'The forbidden variant, a term by the same rules as the target.' },
            note: text('Why it is forbidden.'),
            status: { enum: ['superseded'], description: 'superseded: an older term, replaced by the target (TBX supersededTerm); without it, deprecated (TBX deprecatedTerm).' },
          },
          required: ['term'],
          additionalProperties: false,
        },
        description:
          'Target variants never to use (each a term by the same rules): terms, or {term, note, status: superseded}; for people, the guide, TBX and the checks; never sent to the service.',
      },
      definition: text('What the term means.'),
      note: text('Usage advice for translators.'),
      translate: { enum: [false], description: 'false: do not translate the term; its target is the source term itself.' },
    },
    additionalProperties: false,
    // A long-form entry needs a target unless it says `translate: false`.
    if: { not: { required: ['translate'] } },
    then: { required: ['target'] },
  };
}

export function buildGlossarySchema(): Record<string, unknown> {
  return {
    $schema: JSON_SCHEMA_DRAFT,
    title: 'stylesync glossary',
    description: `One glossary of the service (terminology: dictionaries of source → target terms per language pair), kept as code. ${docs}`,
    type: 'object',
    properties: {
      $schema: { type: 'string' },
      name: {
        type: 'string',
        pattern: '\\S',
        description: `Name of the glossary on the service; unique across the glossary files; at most ${GLOSSARY_LIMITS.nameMaxBytes} UTF-8 bytes.`,
      },
      glossary_id: { type: 'string', minLength: 1, description: 'Optional pin to an existing live glossary: adopts it and lets the name change.' },
      state: { type: 'string', enum: ['present', 'absent'], default: 'present', description: 'absent deletes the live glossary (a tombstone).' },
      protect: {
        type: 'boolean',
        default: false,
        description: 'true: no plan may delete this glossary or remove one of its dictionaries, whatever the flags. Remove it in a change of its own first. See docs/plan-and-apply.md.',
      },
      note: fileNoteSchema(),
      dictionaries: { type: 'array', items: { $ref: '#/definitions/dictionary' } },
      examples: examplesSchema({
        description:
          'Sample translations `stylesync plan --check-translations` runs with this glossary alone (no style list), before and after the change. See docs/checks.md.',
        sourceDescription: 'Language of the text, e.g. en; required, since the service translates with a glossary only when the source language is given.',
        targetDescription: 'Target language code as the service names it (e.g. de, en-GB, pt-BR); the glossary must hold a dictionary for its base language.',
        required: ['source_language', 'target_language'],
      }),
    },
    additionalProperties: false,
    // A tombstone only has to say which glossary to delete.
    if: { properties: { state: { const: 'absent' } }, required: ['state'] },
    then: { anyOf: [{ required: ['name'] }, { required: ['glossary_id'] }] },
    else: { required: ['name', 'dictionaries'] },
    definitions: { dictionary: dictionary(), entry: entry() },
  };
}
