// Types of a module that `npm run schema` generates (plan-validator-source.ts).
import type { ValidateFunction } from 'ajv';

export declare const plan: ValidateFunction;
