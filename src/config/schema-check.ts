import type { Ajv, ValidateFunction } from 'ajv';
import * as FIRST_ERROR from './first-error-validators.generated.js';
import type { Diagnostic } from './model.ts';
import type { PosNode } from './position.ts';
import { SCHEMA_BUILDERS, schemaAjv } from './schema-ajv.ts';
import { translateSchemaErrors, type DocumentKind } from './schema-errors.ts';

let ajv: Ajv | undefined;
const everyError: Partial<Record<DocumentKind, ValidateFunction>> = {};

/**
 * Every error of an invalid document, compiled once per kind on first use
 * (verbose: errors carry their schema, so "unknown field" can suggest the
 * allowed ones). ajv generates code per schema, which costs far more than
 * validating, so valid documents never get here.
 */
function everyErrorValidator(kind: DocumentKind): ValidateFunction {
  return (everyError[kind] ??= (ajv ??= schemaAjv(true)).compile(SCHEMA_BUILDERS[kind]()));
}

/**
 * The document against its JSON Schema, as diagnostics. Most documents are
 * valid, and the first-error validator, generated at build time
 * (first-error-validators.ts), says so without compiling anything.
 */
export function schemaCheck(kind: DocumentKind, file: string, data: unknown, pos: PosNode): Diagnostic[] {
  if (FIRST_ERROR[kind](data)) return [];
  const validate = everyErrorValidator(kind);
  if (validate(data)) return [];
  return translateSchemaErrors(validate.errors ?? [], { file, kind, data, pos });
}
