/**
 * The schema of a translate example, shared by style files (`examples:` of a
 * list or fragment) and glossary files (`examples:` of a glossary), so both
 * speak one expectation vocabulary (checks/expectations.ts evaluates it).
 */

/** A lower-case language code, optionally with lower-case subtags (`en`, `pt-br`, `zh-hans`). */
export const SOURCE_LANGUAGE_PATTERN = '^[a-z]{2,3}(-[a-z0-9]{1,8})*$';
/** Some non-space character (so also not empty). */
const NOT_BLANK = '\\S';

export interface ExampleSchemaOptions {
  description: string;
  targetDescription: string;
  /** Fields an example must give (`text` always). */
  required?: readonly string[];
  sourceDescription?: string;
  /** Offer `covers:` (style files: examples run with a list's rules and instructions; a glossary file's run with none). */
  covers?: boolean;
}

export function examplesSchema(options: ExampleSchemaOptions): Record<string, unknown> {
  return {
    type: 'array',
    description: options.description,
    items: {
      type: 'object',
      properties: {
        text: { type: 'string', pattern: NOT_BLANK, description: 'Source text to translate.' },
        source_language: {
          type: 'string',
          pattern: SOURCE_LANGUAGE_PATTERN,
          description: options.sourceDescription ?? 'Language of the text, e.g. en; detected by the service when absent.',
        },
        target_language: { type: 'string', minLength: 1, description: options.targetDescription },
        context: { type: 'string', description: 'Context sent with the text; not translated or billed.' },
        expect: {
          type: 'object',
          properties: {
            contains: { type: 'array', items: { type: 'string', minLength: 1 }, description: 'Text the translation must contain.' },
            not_contains: { type: 'array', items: { type: 'string', minLength: 1 }, description: 'Text the translation must not contain.' },
            matches: {
              type: 'array',
              items: { type: 'string', minLength: 1 },
              description: 'Regular expressions (JavaScript syntax) the translation must match.',
            },
          },
          additionalProperties: false,
        },
        ...(options.covers
          ? {
              covers: {
                type: 'array',
                items: { type: 'string', minLength: 1 },
                description: 'Rule keys (group.rule, e.g. numbers.decimal_separator) and instruction labels this example exercises; counted by `stylesync validate --coverage`.',
              },
            }
          : {}),
      },
      required: ['text', ...(options.required ?? [])],
      additionalProperties: false,
    },
  };
}
