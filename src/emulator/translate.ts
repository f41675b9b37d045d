import { codePointLength } from '../catalog/types.ts';
import { REPORTING_TAG_HEADER, normalizeReportingTag, reportingTagProblem } from '../catalog/reporting-tag.ts';
import { rootLanguage } from '../catalog/root-language.ts';
import type { LiveList } from '../catalog/types.ts';
import { applyGlossaryTerms, glossaryTerms } from './glossary-translate.ts';
import type { GlossaryStore } from './glossary-store.ts';
import { HttpError, badRequest, notFound } from './http-error.ts';
import { translateLanguage } from './languages.ts';
import { emulateTranslation } from './rewrite.ts';
import type { Router, ServiceRequest, ServiceResponse } from './router.ts';
import type { Store } from './store.ts';

export const TRANSLATE = '/v2/translate';
/** The translate request body limit the service has (OpenAPI: 413 past 128 KiB), smaller than the emulator's general 1 MiB. */
export const TRANSLATE_MAX_BODY_BYTES = 128 * 1024;

/**
 * `POST /v2/translate`, with a JSON or a form (`application/x-www-form-urlencoded`) body:
 * service-interface.md says JSON only, but the OpenAPI description and the official clients
 * (deepl-node sends forms) use both. Validates what service-interface.md names and
 * answers with the deterministic stand-in of rewrite.ts, after the glossaries
 * named (glossary-translate.ts). The emulator holds no translation memories,
 * so naming one is a 404.
 */
export function addTranslateRoutes(router: Router, store: Store, glossaries: GlossaryStore): void {
  router.add('POST', TRANSLATE, { authenticated: true, scopes: ['translate:text'] }, (req) => translate(req, store, glossaries));
}

function translate(req: ServiceRequest, store: Store, glossaries: GlossaryStore): ServiceResponse {
  if ([...req.query.keys()].length > 0) {
    throw badRequest('Query-string parameters are not accepted on /v2/translate; send every parameter in the JSON body');
  }
  const bytes = Buffer.byteLength(req.rawBody);
  if (bytes > TRANSLATE_MAX_BODY_BYTES) {
    throw new HttpError(413, `Request body of ${bytes} bytes exceeds the translate limit of ${TRANSLATE_MAX_BODY_BYTES} bytes (128 KiB)`);
  }
  const reportingTag = readReportingTag(req);
  const b = requestBody(req);

  if (!Array.isArray(b.text) || b.text.length === 0) throw badRequest('text is required: a non-empty array of strings');
  b.text.forEach((t, i) => {
    if (typeof t !== 'string') throw badRequest(`text[${i}] must be a string`);
  });
  const texts = b.text as string[];

  if (typeof b.target_lang !== 'string') throw badRequest('target_lang is required');
  const target = translateLanguage(b.target_lang);
  if (!target?.usable_as_target) throw badRequest(`target_lang ${JSON.stringify(b.target_lang)} is not a supported target language`);

  let sourceLang: string | undefined;
  if (b.source_lang !== undefined) {
    const source = typeof b.source_lang === 'string' ? translateLanguage(b.source_lang) : undefined;
    if (!source?.usable_as_source) throw badRequest(`source_lang ${JSON.stringify(b.source_lang)} is not a supported source language`);
    sourceLang = source.lang.toLowerCase();
  }

  checkOptionalTypes(b);
  const terms = glossaryTerms(b, sourceLang, b.target_lang, glossaries);
  if (b.translation_memory_id !== undefined) {
    throw notFound(`Translation memory ${JSON.stringify(b.translation_memory_id)} not found (the emulator holds no translation memories)`);
  }

  let list: LiveList | undefined;
  if (b.style_id !== undefined) {
    if (typeof b.style_id !== 'string') throw badRequest('style_id must be a string');
    if (req.key?.tier === 'free') throw new HttpError(403, 'Style rules are available only on the Pro tier; this key belongs to the free tier');
    list = store.get(b.style_id);
    if (rootLanguage(b.target_lang) !== list.language) {
      throw badRequest(
        `target_lang ${JSON.stringify(b.target_lang)} does not match the style rule list's language ${JSON.stringify(list.language)}; ` +
          `a list applies only to its own language and that language's regional variants`,
      );
    }
  }

  // billed_characters belongs to each translation (OpenAPI `translations[i].billed_characters`),
  // counted in code points of that source text; `context` is not billed.
  const translations = texts.map((text) => ({
    detected_source_language: sourceLang ? sourceLang.toUpperCase() : 'EN',
    text: emulateTranslation({ text: applyGlossaryTerms(text, terms), target: b.target_lang as string, ...(sourceLang ? { sourceLang } : {}), ...(list ? { list } : {}) }),
    ...(b.show_billed_characters === true ? { billed_characters: codePointLength(text) } : {}),
  }));
  return { status: 200, body: { translations }, ...(reportingTag === undefined ? {} : { log: { reportingTag } }) };
}

/** spec/service-2026.md, "Custom reporting tags": one tag, stored trimmed and lower-cased; a tag breaking a rule is a 400. */
function readReportingTag(req: ServiceRequest): string | undefined {
  const raw = req.header(REPORTING_TAG_HEADER);
  if (raw === undefined) return undefined;
  const problem = reportingTagProblem(raw);
  if (problem !== undefined) throw badRequest(`Invalid ${REPORTING_TAG_HEADER} header: ${problem}`);
  return normalizeReportingTag(raw);
}

/** Form fields that repeat into an array, as `text` does in deepl-node's requests. */
const FORM_ARRAYS = new Set(['text', 'glossary_ids', 'custom_instructions']);
const FORM_BOOLEANS = new Set(['show_billed_characters', 'enable_beta_languages']);

function requestBody(req: ServiceRequest): Record<string, unknown> {
  const type = (req.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return formBody(req.rawBody);
  const body = req.json();
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('request body must be a JSON object');
  return body as Record<string, unknown>;
}

/** A form body read into the JSON body's shape: repeated arrays, `1`/`0`/`true`/`false` booleans, a numeric threshold. */
function formBody(raw: string): Record<string, unknown> {
  const params = new URLSearchParams(raw);
  const out: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    if (key === 'glossary_ids') {
      out[key] = formGlossaryIds(values);
      continue;
    }
    if (FORM_ARRAYS.has(key)) {
      out[key] = values;
      continue;
    }
    if (values.length > 1) throw badRequest(`${key} is given ${values.length} times; give it once`);
    const value = values[0]!;
    if (FORM_BOOLEANS.has(key)) out[key] = formBoolean(key, value);
    else if (key === 'translation_memory_threshold') out[key] = value.trim() === '' ? value : Number(value);
    else out[key] = value;
  }
  return out;
}

/**
 * `glossary_ids` in a form: repeated fields, or one field of comma-separated
 * ids, which is what deepl-node sends (`glossary_ids=id1,id2`). The spec gives
 * an array and no form encoding for it; a glossary id is a UUID and never
 * holds a comma, so reading both loses nothing (docs/glossary-files.md,
 * "deepl-node and the emulator"). An empty id between commas is refused.
 */
function formGlossaryIds(values: string[]): string[] {
  const ids = values.flatMap((v) => v.split(','));
  if (ids.some((id) => id === '')) throw badRequest('glossary_ids holds an empty id; separate ids with single commas or repeat the field');
  return ids;
}

function formBoolean(key: string, value: string): boolean {
  const v = value.toLowerCase();
  if (v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  throw badRequest(`${key} must be 1, 0, true or false, got ${JSON.stringify(value)}`);
}

function checkOptionalTypes(b: Record<string, unknown>): void {
  for (const field of ['context', 'model_type', 'tag_handling_version', 'style_id']) {
    if (b[field] !== undefined && typeof b[field] !== 'string') throw badRequest(`${field} must be a string`);
  }
  for (const field of ['show_billed_characters', 'enable_beta_languages']) {
    if (b[field] !== undefined && typeof b[field] !== 'boolean') throw badRequest(`${field} must be a boolean`);
  }
  if (b.custom_instructions !== undefined) {
    if (!Array.isArray(b.custom_instructions) || b.custom_instructions.some((c) => typeof c !== 'string')) {
      throw badRequest('custom_instructions must be an array of strings');
    }
  }
  const threshold = b.translation_memory_threshold;
  if (threshold !== undefined && (typeof threshold !== 'number' || !(threshold >= 0 && threshold <= 100))) {
    throw badRequest('translation_memory_threshold must be a number from 0 to 100');
  }
}
