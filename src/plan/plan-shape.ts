import type { ErrorObject } from 'ajv';
import { plan as validatePlan } from './plan-validator.generated.js';

/**
 * Checks parsed JSON against the saved plan's JSON Schema (schema/plan.schema.json,
 * generated from types.ts by `npm run schema`), deeply enough that apply can execute it without
 * tripping over a missing field. Returns the path and ajv's complaint of the
 * first mismatch (`lists.items[0].action must be equal to one of the allowed
 * values: create, update, delete, replace`), or undefined when the shape is right.
 */
export function planShapeError(value: unknown): string | undefined {
  if (validatePlan(value)) return undefined;
  const error = validatePlan.errors?.[0];
  return error ? `${dottedPath(value, error.instancePath)} ${complaint(error)}` : 'the plan does not match its schema';
}

/** ajv's message, with the allowed values where it only says there are some, and `integer or null` for its `integer,null`. */
function complaint(error: ErrorObject): string {
  const { allowedValues, type } = error.params as { allowedValues?: unknown[]; type?: unknown };
  if (allowedValues) return `${error.message}: ${allowedValues.join(', ')}`;
  if (error.keyword === 'type' && Array.isArray(type)) return `must be ${type.join(' or ')}`;
  return error.message ?? 'does not match the schema';
}

/** A JSON Pointer as the plan's readers write it, `lists.items[0].kind`: indexes of arrays in brackets. */
function dottedPath(root: unknown, pointer: string): string {
  if (pointer === '') return 'the plan';
  let path = '';
  let node = root;
  for (const token of pointer.slice(1).split('/')) {
    const key = token.replaceAll('~1', '/').replaceAll('~0', '~');
    path += Array.isArray(node) ? `[${key}]` : path === '' ? key : `.${key}`;
    node = (node as Record<string, unknown>)[key];
  }
  return path;
}
