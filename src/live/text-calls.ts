import type { LanguageEntry, Traced, TranslateRequest, TranslateResult } from './api.ts';
import { clientError, TRANSLATE_BODY_LIMIT_BYTES } from './errors.ts';
import type { Exchange } from './exchange.ts';
import { type KnownNames, label } from './known-names.ts';
import { parseLanguages, parseTranslation } from './wire.ts';
import { REPORTING_TAG_HEADER } from '../catalog/reporting-tag.ts';

/** The calls that read or use the service without changing lists: language discovery and translation. */
export interface TextCalls {
  languages(resource: string, include?: string[]): Promise<Traced<LanguageEntry[]>>;
  translate(request: TranslateRequest): Promise<Traced<TranslateResult>>;
}

/**
 * `reportingTag` goes on every translation (spec/service-2026.md, "Custom
 * reporting tags": text translation only), so an administrator sees what
 * stylesync's previews cost; the management calls carry none.
 */
export function createTextCalls(ex: Exchange, known: KnownNames, reportingTag: string): TextCalls {
  function languages(resource: string, include: string[] = []): Promise<Traced<LanguageEntry[]>> {
    const query: Array<[string, string]> = [['resource', resource], ...include.map((value): [string, string] => ['include', value])];
    return ex.exchange({ method: 'GET', path: '/v3/languages', query }, `read the languages of resource ${resource}`, { kind: 'languages' }, parseLanguages);
  }

  async function translate(request: TranslateRequest): Promise<Traced<TranslateResult>> {
    const subject = request.style_id === undefined ? ({ kind: 'lists' } as const) : known.list(request.style_id);
    const through = request.style_id === undefined ? '' : ` with list ${label(subject)}`;
    const action = `translate an example into ${request.target_lang}${through}`;
    // Refused here rather than sent for a 413: the service's limit is known.
    const bytes = Buffer.byteLength(JSON.stringify(request));
    if (bytes > TRANSLATE_BODY_LIMIT_BYTES) {
      throw clientError(
        `Could not ${action}: the request would be ${Math.ceil(bytes / 1024)} KiB, more than the ${TRANSLATE_BODY_LIMIT_BYTES / 1024} KiB the service takes in one translate request; it was not sent.`,
        'Shorten the example text (and its context).',
        ex.secrets,
        { code: 'request-too-large' },
      );
    }
    // A translation changes nothing on the service, so it is retried like a GET.
    return ex.exchange(
      { method: 'POST', path: '/v2/translate', body: request, idempotent: true, headers: { [REPORTING_TAG_HEADER]: reportingTag } },
      action,
      subject,
      parseTranslation,
    );
  }

  return { languages, translate };
}
