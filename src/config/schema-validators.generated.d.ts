// Types of a module that `npm run schema` generates (generated-validators.ts).
import type { ValidateFunction } from 'ajv';

export declare const list: ValidateFunction;
export declare const fragment: ValidateFunction;
export declare const config: ValidateFunction;
export declare const glossary: ValidateFunction;
