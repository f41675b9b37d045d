import { codePointLength } from '../catalog/types.ts';
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

/**
 * `POST /v2/translate`, JSON body only. Validates what service-interface.md names and
 * answers with the deterministic stand-in of rewrite.ts, after the glossaries
 * named (glossary-translate.ts). The emulator holds no translation memories,
 * so naming one is a 404.
 */
export function addTranslateRoutes(router: Router, store: Store, glossaries: GlossaryStore): void {
  router.add('POST', TRANSLATE, { authenticated: true, scope: 'translate' }, (req) => translate(req, store, glossaries));
}

function translate(req: ServiceRequest, store: Store, glossaries: GlossaryStore): ServiceResponse {
  if ([...req.query.keys()].length > 0) {
    throw badRequest('Query-string parameters are not accepted on /v2/translate; send every parameter in the JSON body');
  }
  const body = req.json();
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('request body must be a JSON object');
  const b = body as Record<string, unknown>;

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

  const translations = texts.map((text) => ({
    detected_source_language: sourceLang ? sourceLang.toUpperCase() : 'EN',
    text: emulateTranslation({ text: applyGlossaryTerms(text, terms), target: b.target_lang as string, ...(sourceLang ? { sourceLang } : {}), ...(list ? { list } : {}) }),
  }));
  const response: { translations: typeof translations; billed_characters?: number } = { translations };
  if (b.show_billed_characters === true) {
    response.billed_characters = texts.reduce((n, t) => n + codePointLength(t), 0);
  }
  return { status: 200, body: response };
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
