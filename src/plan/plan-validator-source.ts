import { Ajv } from 'ajv';
import { standaloneModule } from '../util/ajv-standalone.ts';

/** Where `npm run schema` writes the saved plan's validator, relative to the repository root. */
export const PLAN_VALIDATOR_FILE = 'src/plan/plan-validator.generated.js';

/**
 * The source of the module exporting `plan`, the saved plan's validator
 * (plan-shape.ts), compiled by `npm run schema` from the schema it generates
 * from types.ts (scripts/plan-schema.ts): `apply` then neither loads ajv's
 * compiler nor compiles a schema at start-up. It stops at the first error,
 * the one apply reports.
 */
export function planValidatorSource(schema: Record<string, unknown>): string {
  const ajv = new Ajv({ strict: true, code: { source: true, esm: true } }).addSchema({ ...withoutDescriptions(schema), $id: 'plan.json' });
  return standaloneModule(ajv, { plan: 'plan.json' }, 'src/plan/plan-validator-source.ts');
}

/**
 * The schema less its descriptions: they are for people, no error names them, and ajv's standalone
 * code carries every schema it checks, so the types' doc comments would be parsed by every apply.
 */
function withoutDescriptions(schema: Record<string, unknown>): Record<string, unknown> {
  // JSON.parse's reviver drops every key it answers undefined for. A field named `description` is an object (its schema), a description a string.
  return JSON.parse(JSON.stringify(schema), (key, value: unknown) => (key === 'description' && typeof value === 'string' ? undefined : value)) as Record<string, unknown>;
}
