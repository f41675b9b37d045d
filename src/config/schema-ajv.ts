import { Ajv } from 'ajv';
import { buildGlossarySchema } from '../catalog/glossary-schema.ts';
import type { DocumentKind } from './schema-errors.ts';
import {
  buildFragmentSchema,
  buildRepoConfigSchema,
  buildStyleListSchema,
  RULES_BY_LANGUAGE_SCHEMA_FILE,
  RULES_SCHEMA_FILE,
  RULES_SHAPE,
} from './schemas.ts';

export const SCHEMA_BUILDERS: Record<DocumentKind, () => Record<string, unknown>> = {
  list: buildStyleListSchema,
  fragment: buildFragmentSchema,
  config: buildRepoConfigSchema,
  glossary: buildGlossarySchema,
};

/**
 * An ajv with the shared rule schemas, from which `npm run schema` generates
 * the validators every check of a document uses (generated-validators.ts).
 * The rule files are for editors. configured_rules is checked for its shape
 * only: rule values are checked by document-check.ts (with "did you mean"),
 * where ajv's enum errors would be dropped anyway, and compiling the 500-value
 * enums costs ~250 ms per run. The per-language values are left out entirely
 * (the empty schema): a value meant for another language is a warning of
 * validate.ts (foreign-language-value), never a schema error.
 */
export function schemaAjv(all: boolean, extra: Partial<ConstructorParameters<typeof Ajv>[0]> = {}): Ajv {
  return new Ajv({ allErrors: all, verbose: all, strict: false, logger: false, validateSchema: false, ...extra })
    .addSchema(RULES_SHAPE, RULES_SCHEMA_FILE)
    .addSchema({}, RULES_BY_LANGUAGE_SCHEMA_FILE);
}
