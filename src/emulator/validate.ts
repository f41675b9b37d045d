import { isKnownValue } from '../catalog/catalog.ts';
import { LIMITS, STYLE_LANGUAGES, codePointLength, isStyleLanguage } from '../catalog/types.ts';
import type { CreateListBody, InstructionSpec, RuleMap } from '../catalog/types.ts';
import { badRequest } from './http-error.ts';

/**
 * Request-body checks of the style-rules endpoints. Every failure is a 400
 * whose message names the offending field, so a client bug is easy to find.
 * Unknown members are refused rather than ignored: the emulator exists to
 * catch client mistakes, and a silently dropped field hides one.
 */

export interface ValidateOptions {
  strictCatalog: boolean;
}

const SOURCE_LANGUAGE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/;

export function validateCreateBody(body: unknown, options: ValidateOptions): CreateListBody {
  const obj = requireObject(body, 'request body');
  refuseUnknown(obj, ['name', 'language', 'configured_rules', 'custom_instructions'], '');
  const name = validateName(obj.name, 'name');
  if (!isStyleLanguage(obj.language)) {
    throw badRequest(
      obj.language === undefined
        ? 'language is required'
        : `language ${JSON.stringify(obj.language)} is not supported; use one of ${STYLE_LANGUAGES.join(', ')}`,
    );
  }
  const configured_rules = obj.configured_rules === undefined ? {} : validateRules(obj.configured_rules, options, 'configured_rules');
  let custom_instructions: InstructionSpec[] = [];
  if (obj.custom_instructions !== undefined) {
    if (!Array.isArray(obj.custom_instructions)) throw badRequest('custom_instructions must be an array');
    if (obj.custom_instructions.length > LIMITS.instructionsPerList) {
      throw badRequest(
        `custom_instructions has ${obj.custom_instructions.length} entries; at most ${LIMITS.instructionsPerList} are allowed per list`,
      );
    }
    custom_instructions = obj.custom_instructions.map((item, i) => validateInstruction(item, `custom_instructions[${i}]`));
  }
  return { name, language: obj.language, configured_rules, custom_instructions };
}

/** PATCH body: `{"name": string}` and nothing else. */
export function validatePatchBody(body: unknown): string {
  const obj = requireObject(body, 'request body');
  refuseUnknown(obj, ['name'], '', 'only name can be changed');
  return validateName(obj.name, 'name');
}

function validateName(value: unknown, field: string): string {
  if (value === undefined) throw badRequest(`${field} is required`);
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`);
  if (value.trim().length === 0) throw badRequest(`${field} must not be empty`);
  return value;
}

/** An object of objects of strings; with strictCatalog every value must be in the catalog. */
export function validateRules(value: unknown, options: ValidateOptions, field: string): RuleMap {
  const obj = requireObject(value, field);
  // Object.fromEntries defines own properties: a group or rule named `__proto__` stays a name, where assigning it
  // (`out[group] = …`) set the object's prototype and the group was lost.
  return Object.fromEntries(
    Object.entries(obj).map(([group, members]) => {
      if (members === null || typeof members !== 'object' || Array.isArray(members)) {
        throw badRequest(`${field}.${group} must be an object of rule names to values`);
      }
      const rules = Object.entries(members as Record<string, unknown>).map(([rule, v]) => {
        if (typeof v !== 'string') throw badRequest(`${field}.${group}.${rule} must be a string`);
        if (options.strictCatalog && !isKnownValue(group, rule, v)) {
          throw badRequest(`${field}.${group}.${rule}: ${JSON.stringify(v)} is not an allowed value`, 'strict catalog mode');
        }
        return [rule, v];
      });
      return [group, Object.fromEntries(rules)];
    }),
  );
}

/** label and prompt required; source_language optional (OpenAPI), stored only when given. */
export function validateInstruction(value: unknown, field: string): InstructionSpec {
  const obj = requireObject(value, field);
  const at = field === '' ? '' : `${field}.`;
  refuseUnknown(obj, ['label', 'prompt', 'source_language'], at);
  const label = requireText(obj.label, `${at}label`, LIMITS.labelMaxCodePoints);
  const prompt = requireText(obj.prompt, `${at}prompt`, LIMITS.promptMaxCodePoints);
  const source = obj.source_language;
  if (source === undefined) return { label, prompt };
  if (typeof source !== 'string' || !SOURCE_LANGUAGE.test(source)) {
    throw badRequest(`${at}source_language must be a lower-case language code such as "en", got ${JSON.stringify(source)}`);
  }
  return { label, prompt, source_language: source };
}

function requireText(value: unknown, field: string, max: number): string {
  if (value === undefined) throw badRequest(`${field} is required`);
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`);
  if (value.length === 0) throw badRequest(`${field} must not be empty`);
  const n = codePointLength(value);
  if (n > max) throw badRequest(`${field} is ${n} characters long; at most ${max} are allowed`);
  return value;
}

function requireObject(value: unknown, field: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(`${field} must be a JSON object`);
  }
  return value as Record<string, unknown>;
}

function refuseUnknown(obj: Record<string, unknown>, allowed: string[], at: string, why?: string): void {
  for (const key of Object.keys(obj)) {
    if (!allowed.includes(key)) {
      throw badRequest(`${at}${key} is not a known field${why ? ` (${why})` : ''}; allowed: ${allowed.join(', ')}`);
    }
  }
}
