/**
 * The manifest for translation callers (`stylesync outputs`, `apply --outputs`,
 * the Action's `outputs-file`): its types and the JSON Schema shipped as
 * schema/outputs.schema.json (`npm run schema`). It lives beside the other
 * schemas so the shipped file and the types are written in one place.
 */

/** Bumped when a field changes meaning or goes away; new fields keep it. */
export const OUTPUTS_FORMAT_VERSION = 1;
export const OUTPUTS_SCHEMA_FILE = 'outputs.schema.json';
/** `glossary_ids` on one translate request (service-interface.md limits). */
export const OUTPUTS_MAX_GLOSSARY_IDS = 5;

export interface OutputsList {
  name: string;
  /** The style file, relative to the repository root. */
  file: string;
  /** null when the list is not on the service (not created yet, or its create failed). */
  style_id: string | null;
  language: string;
  version: number | null;
  /** This run replaced the list (a language change): callers must switch from `from` to `to`. */
  replaced?: { from: string; to: string };
}

export interface OutputsGlossary {
  name: string;
  file: string;
  glossary_id: string | null;
  language_pairs: Array<{ source_lang: string; target_lang: string }>;
}

export interface OutputsTarget {
  /** The one list serving this target; null when none or several do (`lists` has them all). */
  style_id: string | null;
  lists: Array<{ name: string; style_id: string }>;
  /** Per source language (lower case): the glossaries holding that pair. */
  sources: Record<string, { glossary_ids: string[] | null; glossaries: Array<{ name: string; glossary_id: string }> }>;
  /** Why a field above is null though candidates exist. */
  notes: string[];
}

export interface OutputsManifest {
  format_version: typeof OUTPUTS_FORMAT_VERSION;
  lists: OutputsList[];
  glossaries: OutputsGlossary[];
  /** Per target language (lower case): what a translate request passes. */
  targets: Record<string, OutputsTarget>;
}

const id = { type: ['string', 'null'], minLength: 1 };
const named = (idKey: string) => ({ type: 'object', required: ['name', idKey], additionalProperties: false, properties: { name: { type: 'string' }, [idKey]: { type: 'string' } } });

export function buildOutputsSchema(): Record<string, unknown> {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'stylesync outputs',
    description: 'The ids translation callers pass: `stylesync outputs`, `stylesync apply --outputs FILE`, the Action output `outputs-file`. See docs/plan-and-apply.md.',
    type: 'object',
    required: ['format_version', 'lists', 'glossaries', 'targets'],
    additionalProperties: false,
    properties: {
      format_version: { const: OUTPUTS_FORMAT_VERSION },
      lists: {
        type: 'array',
        items: {
          type: 'object',
          required: ['name', 'file', 'style_id', 'language', 'version'],
          additionalProperties: false,
          properties: {
            name: { type: 'string' },
            file: { type: 'string' },
            style_id: id,
            language: { type: 'string' },
            version: { type: ['integer', 'null'] },
            replaced: { type: 'object', description: 'This run replaced the list: callers switch from `from` to `to`.', required: ['from', 'to'], additionalProperties: false, properties: { from: { type: 'string' }, to: { type: 'string' } } },
          },
        },
      },
      glossaries: {
        type: 'array',
        items: {
          type: 'object',
          required: ['name', 'file', 'glossary_id', 'language_pairs'],
          additionalProperties: false,
          properties: {
            name: { type: 'string' },
            file: { type: 'string' },
            glossary_id: id,
            language_pairs: { type: 'array', items: { type: 'object', required: ['source_lang', 'target_lang'], additionalProperties: false, properties: { source_lang: { type: 'string' }, target_lang: { type: 'string' } } } },
          },
        },
      },
      targets: {
        type: 'object',
        description: 'Per target language: `style_id` when exactly one list serves it, else null; per source language `glossary_ids` when at most 5 glossaries hold the pair, else null. Every candidate is listed; `notes` says why a field is null.',
        additionalProperties: {
          type: 'object',
          required: ['style_id', 'lists', 'sources', 'notes'],
          additionalProperties: false,
          properties: {
            style_id: id,
            lists: { type: 'array', items: named('style_id') },
            sources: {
              type: 'object',
              additionalProperties: {
                type: 'object',
                required: ['glossary_ids', 'glossaries'],
                additionalProperties: false,
                properties: {
                  glossary_ids: { type: ['array', 'null'], maxItems: OUTPUTS_MAX_GLOSSARY_IDS, items: { type: 'string' } },
                  glossaries: { type: 'array', items: named('glossary_id') },
                },
              },
            },
            notes: { type: 'array', items: { type: 'string' } },
          },
        },
      },
    },
  };
}
