import { Ajv } from 'ajv';
import { standaloneModule } from '../util/ajv-standalone.ts';
import { buildPlanSchema } from './plan-schema.ts';

/** Where `npm run schema` writes the saved plan's validator, relative to the repository root. */
export const PLAN_VALIDATOR_FILE = 'src/plan/plan-validator.generated.js';

/**
 * The source of the module exporting `plan`, the saved plan's validator
 * (plan-shape.ts), generated from plan-schema.ts by `npm run schema`: `apply`
 * then neither loads ajv's compiler nor compiles a schema at start-up. It
 * stops at the first error, the one apply reports.
 */
export function planValidatorSource(): string {
  const ajv = new Ajv({ strict: true, code: { source: true, esm: true } }).addSchema({ ...buildPlanSchema(), $id: 'plan.json' });
  return standaloneModule(ajv, { plan: 'plan.json' }, 'src/plan/plan-validator-source.ts');
}
