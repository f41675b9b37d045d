import { Ajv, type ValidateFunction } from 'ajv';
import type { Diagnostic } from './model.ts';
import type { PosNode } from './position.ts';
import { translateSchemaErrors, type DocumentKind } from './schema-errors.ts';
import { buildGlossarySchema } from '../catalog/glossary-schema.ts';
import {
  buildFragmentSchema,
  buildRepoConfigSchema,
  buildStyleListSchema,
  RULES_BY_LANGUAGE_SCHEMA_FILE,
  RULES_SCHEMA_FILE,
  RULES_SHAPE,
} from './schemas.ts';

const BUILDERS: Record<DocumentKind, () => Record<string, unknown>> = {
  list: buildStyleListSchema,
  fragment: buildFragmentSchema,
  config: buildRepoConfigSchema,
  glossary: buildGlossarySchema,
};

type Mode = 'first' | 'all';
const ajvs: Partial<Record<Mode, Ajv>> = {};
const validators: Record<Mode, Partial<Record<DocumentKind, ValidateFunction>>> = { first: {}, all: {} };

/**
 * Compiled once each, on first use: ajv generates code per schema, which
 * costs far more than validating. Most documents are valid, and stopping at
 * the first error without keeping schemas around is the quickest way to
 * learn that; only an invalid document is validated again for every error
 * (verbose: errors carry their schema, so "unknown field" can suggest the
 * allowed ones).
 */
function validator(kind: DocumentKind, mode: Mode): ValidateFunction {
  const ready = validators[mode][kind];
  if (ready) return ready;
  const all = mode === 'all';
  // The rule files are for editors. configured_rules is checked for its shape only: rule values are
  // checked by document-check.ts (with "did you mean"), where ajv's enum errors would be dropped anyway,
  // and compiling the 500-value enums costs ~250 ms per run, more than validating a thousand files.
  // The per-language values are left out entirely (the empty schema): a value meant for another
  // language is a warning of validate.ts (foreign-language-value), never a schema error.
  const ajv = (ajvs[mode] ??= new Ajv({ allErrors: all, verbose: all, strict: false, logger: false, validateSchema: false })
    .addSchema(RULES_SHAPE, RULES_SCHEMA_FILE)
    .addSchema({}, RULES_BY_LANGUAGE_SCHEMA_FILE));
  const compiled = ajv.compile(BUILDERS[kind]());
  validators[mode][kind] = compiled;
  return compiled;
}

/** The document against its JSON Schema, as diagnostics. */
export function schemaCheck(kind: DocumentKind, file: string, data: unknown, pos: PosNode): Diagnostic[] {
  if (validator(kind, 'first')(data)) return [];
  const validate = validator(kind, 'all');
  if (validate(data)) return [];
  return translateSchemaErrors(validate.errors ?? [], { file, kind, data, pos });
}
