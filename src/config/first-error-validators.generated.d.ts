// Types of the module that `npm run schema` generates (first-error-validators.ts).
import type { ValidateFunction } from 'ajv';

export declare const list: ValidateFunction;
export declare const fragment: ValidateFunction;
export declare const config: ValidateFunction;
export declare const glossary: ValidateFunction;
